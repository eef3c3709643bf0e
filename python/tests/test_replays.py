"""Replays: a game's actions written as a catan-replay that the `catan replay` command and
Game.from_replay play to the same final hash; tampered replays fail."""
from __future__ import annotations

import json
import os
import random
import subprocess

import catan
import pytest
from conftest import play_out, players_of


def played(name: str) -> catan.Game:
    game = catan.Game(name, players=players_of(name), seed=23)
    play_out(game, random.Random(23), limit=400)
    return game


def test_replay_round_trip(name):
    game = played(name)
    replay = game.to_replay()
    again = catan.Game.from_replay(replay)
    assert again.hash() == game.hash() and again.actions() == game.actions()
    assert len(json.loads(replay)["actions"]) == len(game.actions()) > 0


def test_the_cli_plays_the_replay(name, tmp_path):
    binary = os.environ.get("CATAN_BIN")
    if not binary:
        pytest.skip("CATAN_BIN (the catan binary) not set")
    game = played(name)
    path = tmp_path / "game.json"
    path.write_text(game.to_replay())
    run = subprocess.run([binary, "replay", str(path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.split() == ["ok", f"{game.hash():016x}"]


def test_clone_keeps_history():
    game = played("classic")
    copy = game.clone()
    play_out(copy, random.Random(2), limit=50)
    assert copy.actions()[:len(game.actions())] == game.actions()
    assert catan.Game.from_replay(copy.to_replay()).hash() == copy.hash()
    assert catan.Game.from_replay(game.to_replay()).hash() == game.hash()


def test_bad_replays():
    game = played("classic")
    doc = json.loads(game.to_replay())
    doc["final_hash"] = "0" * 16
    with pytest.raises(catan.CatanError) as info:
        catan.Game.from_replay(json.dumps(doc))
    assert info.value.code == "replay_mismatch"
    doc = json.loads(game.to_replay())
    doc["actions"][3]["action"] = "build_city v0"
    with pytest.raises(catan.IllegalActionError, match="replay action 3"):
        catan.Game.from_replay(json.dumps(doc))
    with pytest.raises(catan.ParseError):
        catan.Game.from_replay('{"format": "something else"}')
    with pytest.raises(TypeError):
        catan.Game.from_replay(None)
    state_set = catan.Game("classic", seed=1)
    state_set.set_state(game.state_json())
    with pytest.raises(catan.StateError, match="unknown"):
        state_set.to_replay()
