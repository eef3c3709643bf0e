"""Determinism by seed, clone independence, hashes and state JSON."""
from __future__ import annotations

import json
import random

import catan
import pytest
from conftest import play_out, players_of, random_step


def trace(name: str, seed: int, steps: int = 300) -> list[int]:
    game = catan.Game(name, players=players_of(name), seed=seed)
    rng = random.Random(seed)
    hashes = [game.hash()]
    for _ in range(steps):
        if game.is_terminal():
            break
        random_step(game, rng)
        hashes.append(game.hash())
    return hashes


def test_same_seed_same_game(name):
    assert trace(name, 21) == trace(name, 21)


def test_other_seed_other_game(name):
    assert trace(name, 21, 40) != trace(name, 22, 40)


def test_clone_is_independent(name):
    game = catan.Game(name, players=players_of(name), seed=6)
    rng = random.Random(6)
    for _ in range(50):
        random_step(game, rng)
    before, legal, text = game.hash(), game.legal(), game.state_json()
    copy = game.clone()
    assert copy.hash() == before and copy.state_json() == text
    play_out(copy, random.Random(1))
    assert copy.is_terminal() and copy.hash() != before
    assert game.hash() == before and game.legal() == legal and game.state_json() == text
    random_step(game, rng)  # the original still plays
    assert game.hash() != before


def test_state_json_is_the_full_state(name):
    game = catan.Game(name, players=players_of(name), seed=8)
    state = json.loads(game.state_json())
    assert state["game"] == name and state["num_players"] == game.players
    assert all("hand" in p for p in state["players"])


def hexes(game: catan.Game) -> list:
    return [(h["q"], h["r"], h["terrain"], h.get("number")) for h in json.loads(game.state_json())["hexes"]]


def test_boards_and_options():
    assert hexes(catan.Game("classic", seed=1, board="beginner")) == \
        hexes(catan.Game("classic", seed=2, board="beginner"))
    assert hexes(catan.Game("classic", seed=1, board="random")) != \
        hexes(catan.Game("classic", seed=2, board="random"))
    seafarers = catan.Game("seafarers", players=4, seed=1, board="new_shores")
    assert len(hexes(seafarers)) > 19
    short = catan.Game("classic", players=3, seed=5, options={"vp_to_win": 5})
    play_out(short, random.Random(5))
    assert short.is_terminal() and max(short.scores()) >= 5
    assert max(short.scores()) < 10


def test_set_state_and_from_state(name):
    game = catan.Game(name, players=players_of(name), seed=17)
    rng = random.Random(17)
    for _ in range(200):
        random_step(game, rng)
    text = game.state_json()
    same = catan.Game.from_state(text, seed=17)
    assert same.hash() == game.hash() and same.state_json() == text
    assert same.legal() == game.legal()
    fresh = catan.Game(name, players=players_of(name), seed=17)
    fresh.set_state(text)
    assert fresh.hash() == game.hash()
    play_out(fresh, random.Random(1))  # the loaded state plays on to the end
    assert fresh.is_terminal()


def test_bad_state_leaves_game(name):
    game = catan.Game(name, players=players_of(name), seed=3)
    before = game.hash()
    state = json.loads(game.state_json())
    state["players"][0]["hand"] = {"lumber": 99}
    with pytest.raises(catan.StateError):
        game.set_state(json.dumps(state))
    with pytest.raises(catan.StateError, match="view"):
        game.set_state(json.dumps(game.view(0)))
    with pytest.raises(catan.ParseError):
        game.set_state("{not json")
    with pytest.raises(catan.ParseError):
        catan.Game.from_state("[]")
    with pytest.raises(TypeError):
        game.set_state(b"{}")
    assert game.hash() == before


def test_close():
    with catan.Game("classic", seed=1) as game:
        assert game.legal()
    assert repr(game) == "<catan.Game closed>" and isinstance(game, catan.Game)
    for call in (lambda: game.legal(), lambda: game.hash(), lambda: game.clone(),
                 lambda: game.apply(0), lambda: game.players):
        with pytest.raises(catan.ClosedGameError, match="closed"):
            call()
    game.close()  # again: nothing
