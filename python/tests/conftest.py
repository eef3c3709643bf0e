"""Shared helpers of the catan package's tests: random play through the package, the
player count each rule set is tested with, and the environment's C functions called directly.

The tests import `catan` as installed, or from python/ with CATAN_LIB naming the built
libcatan.so (what the ctest entry python_pytest does).
"""
from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import ctypes

import catan
import numpy as np
import pytest
from catan import _lib
from catan._lib import lib

def players_of(name: str) -> int:
    """The player count a rule set is tested with: 4 where it can, else the nearest it allows
    (World: 8; a two-player game: 2)."""
    info = catan.game_info(name)
    return min(max(4, info["min_players"]), info["max_players"])


def random_step(game: catan.Game, rng: random.Random) -> int:
    """Plays one action: chance from the game's own generator, else a random legal action
    without domestic offers. Returns the action."""
    if game.to_move == catan.CHANCE:
        action = game.sample_chance()
        game.apply_chance(action)
    else:
        action = rng.choice(game.legal(offers=False))
        game.apply(action)
    return action


def play_out(game: catan.Game, rng: random.Random, limit: int = 200_000) -> int:
    """Plays random actions to the end (at most `limit`); returns how many."""
    n = 0
    while not game.is_terminal() and n < limit:
        random_step(game, rng)
        n += 1
    return n


def run_example(name: str, *args: str, timeout: int = 300) -> str:
    """Runs python/examples/<name> with args; asserts it succeeds and returns its output."""
    example = Path(__file__).resolve().parents[1] / "examples" / name
    run = subprocess.run([sys.executable, str(example), *args], env=os.environ,
                         capture_output=True, text=True, timeout=timeout)
    assert run.returncode == 0, run.stderr
    return run.stdout


@pytest.fixture(params=catan.games())
def name(request) -> str:
    """Every rule set."""
    return request.param


# ---- the environment's C functions, called directly -------------------------------------
def encode(game: catan.Game, seat: int, state=None) -> np.ndarray:
    obs = np.zeros(lib.ctn_env_obs_size(game._engine.ptr), dtype=np.uint8)
    lib.ctn_env_encode(game._engine.ptr, state if state is not None else game._state, seat,
                       obs.ctypes.data)
    return obs


def mask_of(game: catan.Game, seat: int) -> np.ndarray:
    mask = np.zeros(lib.ctn_env_action_count(game._engine.ptr), dtype=np.uint8)
    lib.ctn_env_mask(game._engine.ptr, game._state, seat, mask.ctypes.data,
                     (ctypes.c_uint32 * _lib.MAX_ACTIONS)())
    return mask.astype(bool)


def to_id(game: catan.Game, seat: int, action: int) -> int:
    return lib.ctn_env_action_to_id(game._engine.ptr, game._state, seat, action)


def from_id(game: catan.Game, seat: int, ident: int) -> int:
    out, err = ctypes.c_uint32(), _lib.Error()
    assert lib.ctn_env_action_from_id(game._engine.ptr, game._state, seat, ident,
                                      ctypes.byref(out), ctypes.byref(err)) == 0, err.message
    return out.value
