"""Views: a seat sees its own hand and only counts of the others'; the package's views equal the
engine protocol's (`catan engine`, when CATAN_BIN names the binary)."""
from __future__ import annotations

import json
import os
import random
import subprocess

import catan
import pytest
from conftest import players_of, random_step

HIDDEN = ("hand", "dev_cards", "dev_new")  # keys only the owner (or VIEW_ALL) may see


def played(name: str, steps: int = 250):
    game = catan.Game(name, players=players_of(name), seed=13)
    rng = random.Random(13)
    moves = []
    for _ in range(steps):
        player = game.to_move
        moves.append((player, random_step(game, rng)))
    return game, moves


def test_seat_sees_own_hand_only(name):
    game, _ = played(name)
    full = json.loads(game.state_json())
    if not all("hand" in p for p in full.get("players", [{}])):
        pytest.skip(f"{name}'s state JSON has no players[].hand")
    for seat in range(game.players):
        view = game.view(seat)
        assert view["view"] == seat and "rng" not in view
        for other, p in enumerate(view["players"]):  # in seat order
            if other == seat:
                assert "hand" in p and p["hand"] == full["players"][seat]["hand"]
            else:  # absent, or empty where a rule set keeps the key (Rivals: [])
                shown = [k for k in HIDDEN if p.get(k)]
                assert shown == [], f"seat {seat} sees {shown} of seat {other}"
            if "hand_count" in p:
                assert p["hand_count"] == full["players"][other]["hand_count"]
    public = game.view(catan.VIEW_PUBLIC)
    assert not any(p.get(k) for p in public["players"] for k in HIDDEN)
    assert any(p["hand"] for p in full["players"])  # there were cards to hide


def test_views_equal_the_engine_protocols(name):
    binary = os.environ.get("CATAN_BIN")
    if not binary:
        pytest.skip("CATAN_BIN (the catan binary) not set")
    game, moves = played(name, 120)
    requests = [{"cmd": "new", "game": name, "players": game.players, "seed": game.seed}]
    for player, action in moves:
        requests.append({"cmd": "apply", "action": action,
                         "player": "chance" if player == catan.CHANCE else player})
    requests += [{"cmd": "state", "view": seat} for seat in range(game.players)]
    requests.append({"cmd": "hash"})
    out = subprocess.run([binary, "engine"], input="".join(json.dumps(r) + "\n" for r in requests),
                         capture_output=True, text=True, check=True).stdout.splitlines()
    responses = [json.loads(line) for line in out]
    assert all(r["ok"] for r in responses), [r for r in responses if not r["ok"]][:1]
    views = responses[-1 - game.players:-1]
    for seat, response in enumerate(views):
        assert response["state"] == game.view(seat)
    assert int(responses[-1]["hash"], 16) == game.hash()
