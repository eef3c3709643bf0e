"""catan.tournament: Python agents and engine bots in one line-up, seats rotated as `catan sim`
rotates them; results repeat by seed, and with engine bots alone they are `catan sim --json`'s
figures exactly."""
from __future__ import annotations

import json
import os
import subprocess

import catan
import pytest

TIMING = {"threads", "games_per_sec", "actions_per_sec", "ns_per_action", "seconds"}


def first_legal(view: catan.SeatView, legal: list[int]) -> int:
    return legal[0]


def without_timing(report: dict) -> dict:
    return {k: v for k, v in report.items() if k not in TIMING}


def sim(args: list[str]) -> dict:
    binary = os.environ.get("CATAN_BIN")
    if not binary:
        pytest.skip("CATAN_BIN (the catan binary) is not set")
    out = subprocess.run([binary, "sim", "--json", "--threads", "1", *args], capture_output=True,
                         text=True, check=True).stdout
    return json.loads(out)


def test_first_legal_agent_against_random():
    r = catan.tournament("classic", seats=[first_legal, "random", "random"], games=6, seed=2)
    assert r["seats"] == ["first_legal", "random", "random"] and r["games"] == 6
    assert r["bots"]["first_legal"]["games"] == 6 and r["bots"]["random"]["games"] == 12
    assert sum(r["wins"]) + r["undecided"] == 6
    assert sum(r["wins_by_bot"].values()) == sum(r["wins"])
    assert r["bots"]["first_legal"]["wins"] == 0, "ending every turn at once never wins"
    assert r["bots"]["random"]["wins"] == 6
    low, high = r["bots"]["first_legal"]["ci_low"], r["bots"]["first_legal"]["ci_high"]
    assert low == 0.0 < high < 1.0 and r["bots"]["first_legal"]["p_value"] < 1
    assert set(r["bots"]) == {"first_legal", "random"} and r["bots"]["random"]["elo"] > 1500


def test_results_repeat_by_seed():
    seats = [first_legal, "heuristic", "mcts:iters=20"]
    a = catan.tournament("struggle", seats=seats, games=3, seed=7)
    b = catan.tournament("struggle", seats=seats, games=3, seed=7)
    c = catan.tournament("struggle", seats=seats, games=3, seed=8)
    assert without_timing(a) == without_timing(b)
    assert a["hash"] != c["hash"]


def test_agents_see_their_view_and_legal_actions():
    seen = []

    class Recorder:
        name = "recorder"

        def act(self, view, legal):
            state = view.state
            hidden = [p for i, p in enumerate(state["players"]) if i != view.seat and "hand" in p]
            seen.append((view.seat, view.game_index, len(legal), state["view"], hidden))
            return view.text(legal[-1])  # a text answer is parsed

    r = catan.tournament("classic", seats=["random", Recorder()], games=2, seed=3,
                         max_actions=400)
    assert r["seats"] == ["random", "recorder"] and r["raw"]["actions"] <= 800
    assert {(seat, game) for seat, game, *_ in seen} == {(1, 0), (0, 1)}, "seats rotate"
    assert all(n > 1 for _, _, n, _, _ in seen), "forced moves are not asked"
    assert all(v == seat and not hidden for seat, _, _, v, hidden in seen), "views only"


def test_equal_to_catan_sim_for_engine_bots():
    seats = ["mcts:iters=30", "random", "heuristic", "random"]
    ours = catan.tournament("classic", seats=seats, games=4, seed=5)
    theirs = sim(["--seats", ",".join(seats), "--games", "4", "--seed", "5"])
    assert without_timing(ours) == without_timing(theirs)


def test_equal_to_catan_sim_with_options_and_fixed_seats():
    ours = catan.tournament("classic", seats=["random"] * 3, games=5, seed=9,
                            options={"vp_to_win": 6}, rotate=False, max_actions=250)
    theirs = sim(["--players", "3", "--games", "5", "--seed", "9", "--option", "vp_to_win=6",
                  "--no-rotate", "--max-actions", "250"])
    assert without_timing(ours) == without_timing(theirs)
    assert ours["undecided"] > 0, "the action cap stopped some games"


def test_equal_to_catan_sim_in_other_rule_sets():
    for game, seats in (("struggle", ["heuristic", "random", "random"]),
                        ("rivals", ["random", "heuristic"])):
        ours = catan.tournament(game, seats=seats, games=4, seed=3)
        theirs = sim(["--game", game, "--seats", ",".join(seats), "--games", "4", "--seed", "3"])
        assert without_timing(ours) == without_timing(theirs), game


def test_equal_to_catan_sim_with_players_who_keep_their_cards():
    """keep_cards=True is `catan sim --keep-cards`: random tournament games that end."""
    ours = catan.tournament("rivals", seats=["random", "random"], games=2, seed=5,
                            options={"mode": "tournament"}, keep_cards=True)
    theirs = sim(["--game", "rivals", "--option", "mode=tournament", "--seats", "random,random",
                  "--games", "2", "--seed", "5", "--keep-cards"])
    assert without_timing(ours) == without_timing(theirs)
    assert ours["run"]["keep_cards"] and ours["undecided"] == 0


def test_bad_line_ups():
    with pytest.raises(catan.IllegalActionError, match="answered 1073741824"):
        catan.tournament("classic", seats=[lambda v, l: 1 << 30, "random"], games=1)
    with pytest.raises(TypeError):
        catan.tournament("classic", seats=[42, "random"], games=1)
    with pytest.raises(ValueError, match="players=3"):
        catan.tournament("classic", seats=["random"] * 2, players=3, games=1)
    with pytest.raises(catan.CatanError, match="unknown bot"):
        catan.tournament("classic", seats=["random", "nosuch"], games=1)
    with pytest.raises(ValueError):
        catan.tournament("classic", seats=[], games=1)
