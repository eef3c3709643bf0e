"""Determinism by seed, clone independence, hashes and state JSON."""
from __future__ import annotations

import json
import random

import catan
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
