"""Every rule set through the package: created, played to the end by random legal actions, with
consistent results, texts and chance outcomes."""
from __future__ import annotations

import random
import re
from pathlib import Path

import catan
import pytest
from conftest import play_out, players_of, random_step, run_example


def test_version_is_the_projects():
    cmake = (Path(__file__).resolve().parents[2] / "CMakeLists.txt").read_text()
    assert catan.version() == re.search(r"project\(catan VERSION ([0-9.]+)", cmake).group(1)
    assert catan.__version__ == catan.version()


def test_games_lists_every_rule_set():
    assert {"classic", "struggle", "seafarers", "world", "rivals"} <= set(catan.games())
    info = catan.game_info("world")
    assert info["name"] == "world" and info["min_players"] >= 5 and info["max_players"] == 12
    assert catan.game_info("classic")["title"]
    with pytest.raises(catan.UnknownGameError):
        catan.game_info("chess")


def test_package_docstring_examples_hold():
    """The examples in the package's docstring (catan.games() among them) are what it returns."""
    import doctest

    result = doctest.testmod(catan)
    assert result.attempted >= 3 and result.failed == 0


def test_plays_to_the_end(name):
    game = catan.Game(name, players=players_of(name), seed=11)
    assert game.name == name and game.players == players_of(name) and game.seed == 11
    n = play_out(game, random.Random(5))
    assert game.is_terminal(), f"{name}: not over after {n} actions"
    assert game.actors() == [] and game.to_move is None and game.legal() == []
    returns = game.returns()
    assert sorted(returns) == [0] * (game.players - 1) + [1]
    winner = returns.index(1)
    assert game.scores()[winner] == max(game.scores())
    assert game.turns() > 0


def test_texts_round_trip(name):
    game = catan.Game(name, players=players_of(name), seed=4)
    rng = random.Random(2)
    for _ in range(150):
        if game.to_move != catan.CHANCE:
            p = game.to_move
            actions = game.legal(offers=False)
            assert game.legal_texts(offers=False) == [game.action_text(a) for a in actions]
            for a in rng.sample(actions, min(5, len(actions))):
                assert game.parse_action(game.action_text(a), p) == a
        random_step(game, rng)


def test_chance_outcomes(name):
    game = catan.Game(name, players=players_of(name), seed=9)
    rng = random.Random(3)
    seen = 0
    for _ in range(400):
        if game.to_move == catan.CHANCE:
            outcomes = game.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            assert all(p > 0 for _, p in outcomes)
            assert game.sample_chance() in [a for a, _ in outcomes]
            assert game.sample_chance() == game.sample_chance()  # not advanced by sampling
            assert game.legal() == [a for a, _ in outcomes]
            seen += 1
        else:
            assert game.chance_outcomes() == []
        random_step(game, rng)
    assert seen > 0


def test_forced_chance_outcome():
    game = catan.Game("classic", players=4, seed=1)
    rng = random.Random(1)
    while game.to_move != catan.CHANCE:
        random_step(game, rng)
    roll8 = game.parse_action("roll 8", catan.CHANCE)
    game.apply_chance(roll8)
    assert game.view(catan.VIEW_PUBLIC)["last_roll"] == 8


def test_random_agent_example():
    out = run_example("random_agent.py", "seafarers", "3", "2", timeout=120)
    assert re.match(r"seafarers: seat [0-2] wins after \d+ actions", out)


def test_tournament_example():
    out = run_example("tournament.py", "8", "random")
    wins = int(re.search(r"(\d+)/8 wins", out).group(1))
    assert wins >= 3, out  # one-step greed beats three random bots
