"""Bot.analyse: the chosen action with the search's root statistics, the same pick as choose,
the same answer as the engine protocol's go, and only the seat's view used."""
from __future__ import annotations

import json
import os
import subprocess

import catan
import pytest


def setup_game() -> catan.Game:
    return catan.Game("classic", players=4, seed=1, board="beginner")


def test_analyse_reports_the_root_of_the_search():
    game = setup_game()
    legal = set(game.legal(offers=False))
    a = catan.Bot(game, "mcts:iters=300,opening=0", seat=0, seed=5).analyse(game)
    assert a.seat == 0 and a.action in legal and a.text == game.action_text(a.action)
    assert a.visits == 300 and sum(r.visits for r in a.root) == 300
    visits = [r.visits for r in a.root]
    assert visits == sorted(visits, reverse=True) and len(a.root) > 1
    assert all(r.action in legal and r.text == game.action_text(r.action) for r in a.root)
    assert all(0.0 <= r.value <= 1.0 for r in a.root)
    assert max(visits) == next(r.visits for r in a.root if r.action == a.action)


def test_analyse_picks_what_choose_picks():
    game = setup_game()
    spec = "mcts:iters=200,opening=0"
    chosen = catan.Bot(game, spec, seat=0, seed=9).choose(game)
    assert catan.Bot(game, spec, seat=0, seed=9).analyse(game).action == chosen
    assert game.hash() == setup_game().hash(), "analyse applies nothing"


def test_bots_without_search_have_no_root():
    game = setup_game()
    for spec in ("random", "heuristic"):
        a = catan.Bot(game, spec, seat=0, seed=2).analyse(game)
        assert a.root is None and a.visits == 0 and a.action in game.legal()
    # the heuristic guide places the set-up (opening=1): a decision without search
    a = catan.Bot(game, "mcts:iters=100", seat=0, seed=2).analyse(game)
    assert a.root == [] and a.action in game.legal()


def test_analyse_refuses_a_seat_not_to_act():
    game = setup_game()
    with pytest.raises(catan.NotYourTurnError):
        catan.Bot(game, "mcts:iters=10", seat=2).analyse(game)


def test_analyse_equals_the_protocol_go():
    """The engine protocol's go with the same bot, seed and position gives the same analysis."""
    binary = os.environ.get("CATAN_BIN")
    if not binary:
        pytest.skip("CATAN_BIN (the catan binary) is not set")
    game = setup_game()
    for _ in range(9):  # a few set-up placements, so the position is not the start
        catan.Bot(game, "random", seat=game.to_move, seed=3).play(game)
    spec, seed = "mcts:iters=250,opening=0", 77
    a = catan.Bot(game, spec, seat=game.to_move, seed=seed).analyse(game)
    requests = [{"cmd": "new", "game": "classic", "players": 4, "seed": 1, "board": "beginner"},
                {"cmd": "position", "state": json.loads(game.state_json())},
                {"cmd": "go", "bot": spec, "seed": seed}]
    out = subprocess.run([binary, "engine"], input="\n".join(map(json.dumps, requests)) + "\n",
                         capture_output=True, text=True, check=True).stdout.splitlines()
    go = json.loads(out[-1])
    assert go["ok"] and go["player"] == a.seat
    assert (go["action"]["action"], go["action"]["text"]) == (a.action, a.text)
    assert [(r["action"], r["text"], r["visits"], r["value"]) for r in go["analysis"]["root"]] == \
        [(r.action, r.text, r.visits, r.value) for r in a.root]


def test_analyse_uses_only_the_seats_view():
    """Opponents' hands changed behind the seat's back (its view unchanged): the same analysis."""
    game = catan.Game("classic", players=3, seed=4)
    bots = [catan.Bot(game, "random", seat=s, seed=s) for s in range(3)]
    for _ in range(5000):
        if game.is_terminal():
            break
        p = game.to_move
        state = json.loads(game.state_json())
        if p == 0 and state["phase"] == "main" and len(game.legal(offers=False)) > 2:
            h1, h2 = state["players"][1]["hand"], state["players"][2]["hand"]
            pair = [(x, y) for x in h1 for y in h2 if x != y and h1[x] > 0 and h2[y] > 0]
            if pair:
                break
        if p == catan.CHANCE:
            game.apply_chance(game.sample_chance())
        else:
            bots[p].play(game)
    else:
        pytest.fail("no position with hidden cards to swap")
    x, y = pair[0]
    h1[x], h1[y], h2[y], h2[x] = h1[x] - 1, h1[y] + 1, h2[y] - 1, h2[x] + 1
    other = catan.Game.from_state(json.dumps(state), seed=4)
    assert other.hash() != game.hash() and other.view(0) == game.view(0)
    spec = "mcts:iters=300,offers=0"
    a = catan.Bot(game, spec, seat=0, seed=1).analyse(game)
    b = catan.Bot(other, spec, seat=0, seed=1).analyse(other)
    assert a == b and a.visits == 300


def test_root_statistics_cut_to_the_most_visited():
    """Asking for fewer entries than the root has gives the most visited ones, in order, and
    still counts the whole root."""
    import ctypes
    from catan._lib import lib
    game = setup_game()
    bot = catan.Bot(game, "mcts:iters=400,opening=0", seat=0, seed=3)
    full = bot.analyse(game).root
    actions, visits = (ctypes.c_uint32 * 3)(), (ctypes.c_uint32 * 3)()
    values = (ctypes.c_double * 3)()
    count = lib.ctn_ffi_bot_root_stats(bot._ptr, actions, visits, values, 3)
    assert count == len(full) > 3
    assert [(actions[i], visits[i], values[i]) for i in range(3)] == \
        [(r.action, r.visits, r.value) for r in full[:3]]
