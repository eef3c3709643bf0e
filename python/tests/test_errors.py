"""Bad input raises clear Python exceptions, leaves the game unchanged, and never crashes."""
from __future__ import annotations

import random

import catan
import pytest
from conftest import random_step


@pytest.fixture
def game() -> catan.Game:
    return catan.Game("classic", players=4, seed=1)


def test_illegal_action_leaves_state(game):
    before = game.hash()
    legal = set(game.legal())
    illegal = next(a for a in range(1, 100000) if a not in legal)
    with pytest.raises(catan.IllegalActionError) as info:
        game.apply(illegal)
    assert info.value.code == "illegal_action" and "not legal" in str(info.value)
    assert game.hash() == before


def test_not_your_turn(game):
    before = game.hash()
    with pytest.raises(catan.NotYourTurnError, match="not to act"):
        game.apply(game.legal()[0], player=1)
    with pytest.raises(catan.NotYourTurnError, match="chance"):
        game.apply_chance(0)
    with pytest.raises(catan.IllegalActionError):
        game.sample_chance()
    assert game.hash() == before


def test_wrong_types(game):
    for bad in ("build_road e1", 1.5, None, True, [1]):
        with pytest.raises(TypeError):
            game.apply(bad)
    with pytest.raises(TypeError):
        game.parse_action(3)
    with pytest.raises(TypeError):
        game.view("0")
    with pytest.raises(TypeError):
        game.legal(player="0")
    with pytest.raises(ValueError):
        game.apply(-1)
    with pytest.raises(ValueError):
        game.apply(1 << 40)
    with pytest.raises(ValueError):
        game.view(4)
    with pytest.raises(ValueError):
        game.legal(player=7)


def test_bad_set_ups():
    with pytest.raises(catan.UnknownGameError, match="chess"):
        catan.Game("chess")
    with pytest.raises(catan.OptionError, match="no_such_option"):
        catan.Game("classic", options={"no_such_option": True})
    with pytest.raises(catan.OptionError, match="turn_mode"):
        catan.Game("classic", options={"turn_mode": "solo"})
    with pytest.raises(catan.CatanError) as info:
        catan.Game("classic", players=13)
    assert info.value.code == "bad_argument"
    with pytest.raises(catan.BoardError):
        catan.Game("classic", board="no_such_map")
    with pytest.raises(TypeError):
        catan.Game(3)
    with pytest.raises(TypeError):
        catan.Game("classic", players="4")
    with pytest.raises(TypeError):
        catan.Game("classic", options={"turn_mode": 1.5})
    with pytest.raises(TypeError):
        catan.Game("classic", board=4)
    with pytest.raises(ValueError):
        catan.Game("classic", seed=-1)
    with pytest.raises(catan.ParseError, match="too big"):
        catan.Game("classic", players=10**30)
    with pytest.raises(catan.BoardError, match="hexes"):
        catan.Game("classic", board={"hexes": "x"})
    assert isinstance(catan.CatanError("x", "y"), ValueError)


def test_bad_action_text(game):
    with pytest.raises(catan.ParseError):
        game.parse_action("fly_to the_moon")
    with pytest.raises(ValueError, match="NUL"):
        game.parse_action("build_settlement v0\0junk")
    with pytest.raises(ValueError, match="NUL"):
        catan.Bot(game, "random\0junk")
    with pytest.raises(catan.CatanError):
        game.parse_action("build_road e99999")


def test_after_the_end():
    game = catan.Game("struggle", players=2, seed=2)
    rng = random.Random(0)
    while not game.is_terminal():
        random_step(game, rng)
    with pytest.raises(catan.IllegalActionError, match="over"):
        game.apply(0)
    assert game.legal() == [] and game.legal_texts() == []


def test_any_action_id_has_a_text(game):
    rng = random.Random(7)
    for _ in range(3000):
        assert isinstance(game.action_text(rng.randrange(1 << 32)), str)
