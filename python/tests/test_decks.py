"""Rivals tournament decks from Python: Game(..., decks=[...]) with a deck file's text and a
shipped deck's name deals each seat his own cards; the decks reach the replay (to_replay,
from_replay and `catan replay` give the same final hash) and a saved position reads back with
them; invalid decks raise OptionError naming the seat, line, card and rule; declared eras raise copy
limits and unknown ones are refused."""
from __future__ import annotations

import json
import os
import random
import subprocess
from pathlib import Path

import catan
import pytest
from conftest import play_out

DECKS = Path(__file__).resolve().parents[2] / "decks"
TOURNEY = {"mode": "tournament"}


def deck_game(seed: int = 3) -> catan.Game:
    trade = (DECKS / "trade.deck").read_text()
    return catan.Game("rivals", players=2, seed=seed, options=TOURNEY, decks=[trade, "progress"])


def test_decks_deal_each_seat_his_cards():
    game = deck_game()
    state = json.loads(game.state_json())
    hand0 = sorted(state["kinds"][c] for c in state["players"][0]["hand"])
    assert hand0 == ["gold_ship", "marketplace", "merchant_caravan"]
    default = catan.Game("rivals", players=2, seed=3, options=TOURNEY)
    assert default.hash() != game.hash()
    assert catan.Game("rivals", players=2, seed=3, options=TOURNEY, decks=[None, None]).hash() \
        == default.hash()


def test_replay_and_position_keep_the_decks(tmp_path):
    game = deck_game()
    play_out(game, random.Random(5), limit=300)
    replay = game.to_replay()
    assert "decks" in json.loads(replay)
    assert catan.Game.from_replay(replay).hash() == game.hash()
    binary = os.environ.get("CATAN_BIN")
    if binary:
        path = tmp_path / "decks.json"
        path.write_text(replay)
        run = subprocess.run([binary, "replay", str(path)], capture_output=True, text=True)
        assert run.stdout.split() == ["ok", f"{game.hash():016x}"], run.stderr
    trade = (DECKS / "trade.deck").read_text()
    back = catan.Game.from_state(game.state_json(), seed=3, options=TOURNEY,
                                 decks=[trade, "progress"])
    assert back.hash() == game.hash()


def test_invalid_decks_are_refused():
    trade = (DECKS / "trade.deck").read_text().replace("2 Goldsmith", "4 Goldsmith")
    with pytest.raises(catan.OptionError) as e:
        catan.Game("rivals", players=2, options=TOURNEY, decks=["heroes", trade])
    assert "decks[1] (seat 1)" in str(e.value) and "copy-limit" in str(e.value) \
        and "Goldsmith" in str(e.value)
    with pytest.raises(catan.OptionError, match="tournament"):
        catan.Game("rivals", players=2, options={"mode": "intro"}, decks=["heroes", "trade"])
    with pytest.raises(catan.OptionError, match="neither a shipped deck"):
        catan.Game("rivals", players=2, options=TOURNEY, decks=["heroes", "atlantis"])
    with pytest.raises(TypeError):
        catan.Game("rivals", players=2, options=TOURNEY, decks=["heroes", 7])
    with pytest.raises(TypeError):
        catan.Game("rivals", players=2, options=TOURNEY, decks="heroes")


def test_declared_eras_are_kept():
    """A deck's declared eras (public, R-96) go into the replay beyond the base box, raise the copy
    limits they hold (3 Relocations with the Era of Barbarians), and an unknown era is refused."""
    game = deck_game()
    cards = [k for k in json.loads(game.state_json())["kinds"][35:70] if k != "relocation"]
    three = cards[:32] + ["relocation"] * 3
    deck = {"cards": three, "eras": ["barbarians"]}
    with_eras = catan.Game("rivals", players=2, seed=3, options=TOURNEY, decks=[None, deck])
    kinds = json.loads(with_eras.state_json())["kinds"]
    assert kinds[35:70].count("relocation") == 3
    replay = with_eras.to_replay()
    assert catan.Game.from_replay(replay).hash() == with_eras.hash()
    with pytest.raises(catan.OptionError, match="copy-limit"):
        catan.Game("rivals", players=2, options=TOURNEY, decks=[None, {"cards": three, "eras": ["gold"]}])
    with pytest.raises(catan.OptionError, match="atlantis"):
        catan.Game("rivals", players=2, options=TOURNEY, decks=[None, {"cards": three, "eras": ["atlantis"]}])


def test_random_tournament_players_who_keep_their_cards_finish():
    """give_up=False takes exactly the cards given up out of the list; random players who keep
    their cards finish a tournament game (the engine's test_rivals_playout plays more)."""
    game = catan.Game("rivals", players=2, seed=4, options=TOURNEY)
    rng = random.Random(4)
    left_out = 0
    for _ in range(100_000):
        if game.is_terminal():
            break
        if game.to_move == catan.CHANCE:
            game.apply_chance(game.sample_chance())
            continue
        kept, every = game.legal(offers=False, give_up=False), game.legal(offers=False)
        assert kept == [a for a in every if not game.action_text(a).startswith("abandon")]
        left_out += len(every) - len(kept)
        game.apply(rng.choice(kept))
    assert game.is_terminal() and left_out > 0
