"""catan.Env and catan.VectorEnv: reinforcement-learning environments in the Gymnasium style
(without importing Gymnasium), over libcatan's batched stepper (include/catan/env.h), for every
rule set of catan.games() (each space sized by the game: read obs_size and action_count).

One learning seat per game; the other seats are engine bots (the random player by default) and
chance is sampled inside. Observations are uint8 vectors, actions ids of a fixed-size space, the
legal ids in ``info["action_mask"]``; the reward is 1 when the learning seat wins, else 0.
docs/environments.md documents the observation layout and the action space. Requires NumPy.
"""
from __future__ import annotations

import ctypes
import random
from typing import Any, Optional, Sequence, Union

import numpy as np

from . import _lib
from ._lib import lib
from .errors import ClosedGameError, IllegalActionError
from .game import _Engine, _raise, _spec_json, _check_int
from .spaces import Box, Discrete

_SEAT_RANDOM = -1  # CTN_ENV_SEAT_RANDOM
_NO_AUTORESET = 1  # CTN_ENV_NO_AUTORESET
_RANDOM_ACTION = -1  # CTN_ENV_RANDOM_ACTION

Opponents = Union[str, Sequence[str]]


def _as_int(name: str, value: Any) -> int:
    """An int or NumPy integer as an int; TypeError for anything else (bool included)."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    return int(value)


def _players_for(game: Any, players: Optional[int]) -> int:
    """The player count asked for, or for None the rule set's default for environments: 4 where
    the rule set allows it, else the count nearest to 4 (2 in Rivals, 8 in World)."""
    if players is not None:
        return players
    if not isinstance(game, str):
        raise TypeError(f"game must be a str, not {type(game).__name__}")
    from . import game_info  # the package's, over the FFI
    info = game_info(game)
    return min(max(4, info["min_players"]), info["max_players"])


def _check_seed(seed: Any) -> Optional[int]:
    if seed is None:
        return None
    _check_int("seed", seed)
    if not 0 <= seed < 1 << 64:
        raise ValueError(f"seed {seed} is out of range (0..2**64-1)")
    return seed


class _Batch:
    """n environments in one buffer, their output arrays, and the other seats' bots."""

    def __init__(self, game: str, n: int, players: Optional[int], seat: Optional[int],
                 options: Any, board: Any, max_steps: int, opponents: Opponents,
                 legal_ids: bool = False) -> None:
        _check_int("num_envs", n)
        if n < 1:
            raise ValueError(f"num_envs must be at least 1, not {n}")
        _check_int("max_steps", max_steps)
        if not 0 <= max_steps < 1 << 32:
            raise ValueError(f"max_steps {max_steps} is out of range (0 for no limit)")
        self.engine = _Engine(_spec_json(game, _players_for(game, players), 0, board, options))
        err = _lib.Error()
        if lib.ctn_env_supported(self.engine.ptr, ctypes.byref(err)):
            _raise(err)
        self.players = self.engine.players
        self.seat = self._check_seat(seat)
        self.n, self.max_steps = n, max_steps
        self.obs_size = lib.ctn_env_obs_size(self.engine.ptr)
        self.action_count = lib.ctn_env_action_count(self.engine.ptr)
        stride = lib.ctn_env_stride(self.engine.ptr)
        self.envs = np.zeros(n * stride + 64, dtype=np.uint8)
        self.envs_ptr = (self.envs.ctypes.data + 63) & ~63  # 64-byte aligned
        self.obs = np.zeros((n, self.obs_size), dtype=np.uint8)
        self.final_obs = np.zeros((n, self.obs_size), dtype=np.uint8)
        self.mask = np.zeros((n, self.action_count), dtype=np.bool_)
        self.rewards = np.zeros(n, dtype=np.float32)
        self.terminated = np.zeros(n, dtype=np.bool_)
        self.truncated = np.zeros(n, dtype=np.bool_)
        self.legal_ids = np.zeros((n, self.action_count), dtype=np.int16) if legal_ids else None
        self.legal_count = np.zeros(n, dtype=np.int32) if legal_ids else None
        self.played = np.full(n, -1, dtype=np.int32)
        self.random_actions = np.full(n, _RANDOM_ACTION, dtype=np.int32)
        self.out = _lib.EnvOut(self.obs.ctypes.data, self.mask.ctypes.data,
                               self.rewards.ctypes.data, self.terminated.ctypes.data,
                               self.truncated.ctypes.data, self.final_obs.ctypes.data,
                               self.legal_ids.ctypes.data if legal_ids else None,
                               self.legal_count.ctypes.data if legal_ids else None,
                               self.played.ctypes.data)
        self.specs = self._opponent_specs(opponents)
        self.bots: Optional[ctypes.Array] = None
        self.scratch = ctypes.create_string_buffer(2 * self.engine.state_size) if self.specs else None
        self.ready = False
        self.step_args: Optional[tuple] = None  # the step call's fixed arguments, made once

    def _check_seat(self, seat: Optional[int]) -> int:
        if seat is None:
            return _SEAT_RANDOM
        _check_int("seat", seat)
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} in a {self.players}-player game")
        return seat

    def _opponent_specs(self, opponents: Opponents) -> Optional[list[str]]:
        """Bot specs by seat, or None when every other seat is the built-in random player."""
        if isinstance(opponents, str):
            specs = [opponents] * self.players
        elif isinstance(opponents, (list, tuple)) and all(isinstance(s, str) for s in opponents):
            if len(opponents) != self.players:
                raise ValueError(f"opponents: {len(opponents)} specs for {self.players} seats "
                                 "(one per seat; the learning seat's is not used)")
            specs = list(opponents)
        else:
            raise TypeError("opponents must be a bot spec (str) or a list of one per seat")
        if self.n > 1 and any(s != "random" for s in specs):
            raise ValueError("VectorEnv plays random opponents only; use Env for bots")
        return None if all(s == "random" for s in specs) else specs

    def make_bots(self, seed: int) -> None:
        """New bots for the other seats (an episode starts); no-op for random opponents."""
        if not self.specs:
            return
        self.free_bots()
        bots = (ctypes.c_void_p * self.players)()
        self.bots = bots
        for p, spec in enumerate(self.specs):
            err = _lib.Error()
            bot = ctypes.c_void_p()
            if lib.ctn_bot_new(self.engine.ptr, spec.encode(), p, (seed + p) % (1 << 64),
                               ctypes.byref(bot), ctypes.byref(err)):
                self.free_bots()
                _raise(err)
            bots[p] = bot.value

    def __del__(self) -> None:
        if lib is not None:
            self.free_bots()

    def free_bots(self) -> None:
        if getattr(self, "bots", None) is not None:
            for ptr in self.bots:
                if ptr:
                    lib.ctn_bot_free(ptr)
            self.bots = None

    def reset(self, seed: int) -> None:
        self.make_bots(seed)
        err = _lib.Error()
        if lib.ctn_env_batch_reset(self.engine.ptr, self.envs_ptr, self.n, seed, self.seat,
                                   ctypes.byref(self.out), ctypes.byref(err)):
            _raise(err)
        self.ready = True
        self.step_args = None  # the bots may be new

    def step(self, actions: int, flags: int) -> None:
        """Steps every environment; actions: the address of n int32 action ids."""
        if not self.ready:
            raise IllegalActionError("illegal_action", "call reset() before step()")
        if self.step_args is None:
            self.err = _lib.Error()
            self.step_args = (self.engine.ptr, self.envs_ptr, self.n)
            self.step_tail = (self.bots, self.scratch, ctypes.byref(self.out),
                              ctypes.byref(self.err))
        if lib.ctn_env_batch_step(*self.step_args, actions, self.max_steps, flags,
                                  *self.step_tail):
            _raise(self.err)

    def slot_seat(self, i: int) -> int:
        """The learning seat of environment i in its current episode (ctn_env_slot.seat)."""
        stride = lib.ctn_env_stride(self.engine.ptr)
        return ctypes.c_int32.from_address(self.envs_ptr + i * stride + _SlotHead.seat.offset).value

    def state_ptr(self, i: int) -> int:
        """Address of environment i's state (after its 64-byte-aligned slot)."""
        stride = lib.ctn_env_stride(self.engine.ptr)
        slot = (ctypes.sizeof(_SlotHead) + 63) & ~63
        return self.envs_ptr + i * stride + slot

    def action_text(self, i: int, action: int) -> str:
        """The engine's text form of action id `action` for environment i's learning seat."""
        action = _as_int("action", action)
        out = ctypes.c_uint32()
        err = _lib.Error()
        if lib.ctn_env_action_from_id(self.engine.ptr, self.state_ptr(i), self.slot_seat(i),
                                      action, ctypes.byref(out), ctypes.byref(err)):
            _raise(err)
        buf = ctypes.create_string_buffer(_lib.ACTION_TEXT_MAX)
        lib.ctn_action_to_text(self.engine.ptr, self.state_ptr(i), out.value, buf,
                               _lib.ACTION_TEXT_MAX)
        return buf.value.decode()


class _SlotHead(ctypes.Structure):
    """ctn_env_slot (include/catan/env.h), for its size and the seat's offset."""

    _fields_ = [("rng", ctypes.c_uint64 * 4), ("game_seed", ctypes.c_uint64),
                ("steps", ctypes.c_uint32), ("seat", ctypes.c_int32),
                ("seat_choice", ctypes.c_int32), ("episodes", ctypes.c_uint32),
                ("cache", ctypes.c_uint64 * 48)]


def _actions_array(actions: Any, n: int, count: int) -> np.ndarray:
    """The actions as a contiguous int32 array of shape (n,), types and range checked."""
    a = np.asarray(actions)
    if a.dtype == np.bool_ or not np.issubdtype(a.dtype, np.integer):
        raise TypeError(f"actions must be integers, not {a.dtype}")
    if a.shape != (n,):
        raise ValueError(f"actions must have shape ({n},), not {a.shape}")
    # int32 arrays go as they are (the engine checks the range) but for negative ids, which the
    # engine would read as CTN_ENV_RANDOM_ACTION: step(None) asks for that
    if n and (int(a.min()) < 0 or (a.dtype != np.int32 and int(a.max()) >= count)):
        bad = int(np.flatnonzero((a < 0) | (a >= count))[0])
        raise IllegalActionError("illegal_action", f"environment {bad}: action {int(a[bad])} "
                                 f"is out of range (0..{count - 1})")
    if a.dtype != np.int32:
        a = a.astype(np.int32)
    return np.ascontiguousarray(a)


class _Owner:
    """What Env and VectorEnv share: the batch they own, gone after close()."""

    _b: Optional[_Batch]

    def _live(self) -> _Batch:
        if self._b is None:
            raise ClosedGameError("closed_game", "the environment is closed")
        return self._b

    def __enter__(self):
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


class VectorEnv(_Owner):
    """``num_envs`` games stepped together in one C call per step, NumPy arrays in and out.

    >>> env = catan.VectorEnv("classic", num_envs=256, players=4, seed=0)
    >>> obs, info = env.reset()
    >>> rng = np.random.default_rng(0)
    >>> actions = (rng.random(info["action_mask"].shape) * info["action_mask"]).argmax(1)
    >>> obs, rewards, terminated, truncated, info = env.step(actions)

    game: any of ``catan.games()``; players None: 4 where the rule set allows it, else the
    nearest count. step(None) plays a uniform legal id in every environment, drawn in C.
    Each environment is a game seen by one learning seat (``seat``; None: drawn per episode);
    the other seats are random players. A finished episode is reset at once (same-step
    autoreset): its row then holds the next episode's first observation and mask, and
    ``info["final_obs"]`` the finished episode's last observation (rows of finished episodes
    only; the others hold stale data). obs: uint8 [num_envs, obs_size]; rewards float32
    [num_envs] (1 for a win, else 0); terminated, truncated bool [num_envs] (truncated after
    ``max_steps`` learning-seat actions, 0 for no limit); ``info["action_mask"]`` bool
    [num_envs, action_count]. With copy=False the returned arrays are the environment's own
    buffers, overwritten by the next step (faster; copy what you keep, and never write into the
    observations: a step rewrites only what changed). With legal_ids=True, info also has
    ``"legal_ids"`` (int16 [num_envs, action_count]: row i starts with ``"legal_count"``[i] legal
    ids, the rest is stale), which samples a uniform legal action per row without a pass over
    the mask: ``ids[np.arange(n), (rng.random(n) * count).astype(int)]``.
    """

    def __init__(self, game: str = "classic", num_envs: int = 1, players: Optional[int] = None,
                 seed: Optional[int] = None, seat: Optional[int] = 0,
                 options: Optional[dict] = None, board: Any = None, max_steps: int = 0,
                 copy: bool = True, legal_ids: bool = False) -> None:
        self._b = _Batch(game, num_envs, players, seat, options, board, max_steps, "random",
                         bool(legal_ids))
        self.num_envs = num_envs
        self.copy = bool(copy)
        self._seeds = random.Random(_check_seed(seed))
        self.single_observation_space = Box(0, 255, (self._b.obs_size,))
        self.single_action_space = Discrete(self._b.action_count)
        self.observation_space = Box(0, 255, (num_envs, self._b.obs_size))

    @property
    def obs_size(self) -> int:
        return self._b.obs_size

    @property
    def action_count(self) -> int:
        return self._b.action_count

    def _out(self, array: np.ndarray) -> np.ndarray:
        return array.copy() if self.copy else array

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None
              ) -> tuple[np.ndarray, dict]:
        """Starts a new episode in every environment; seed reseeds them (environment i from
        seed and i), else the next seed of the generator made at construction."""
        b = self._live()
        seed = _check_seed(seed)
        if seed is not None:
            self._seeds = random.Random(seed)
        b.reset(self._seeds.getrandbits(64))
        return self._out(b.obs), self._info(b)

    def _info(self, b: _Batch) -> dict:
        info = {"action_mask": self._out(b.mask)}
        if b.legal_ids is not None:
            info["legal_ids"] = self._out(b.legal_ids)
            info["legal_count"] = self._out(b.legal_count)
        return info

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict]:
        """Plays one action id per environment (an int array of shape (num_envs,)), or with
        actions=None a uniform legal id in every environment, drawn by the engine from each
        environment's generator (reproducible by seed; ``info["actions"]`` holds the ids played).
        Raises TypeError / ValueError for a wrong dtype or shape and IllegalActionError
        (nothing played) when an id is out of range or not legal in its environment."""
        b = self._live()
        if actions is None:
            b.step(b.random_actions.ctypes.data, 0)
        else:
            actions = _actions_array(actions, b.n, b.action_count)
            b.step(actions.ctypes.data, 0)
        done = b.terminated | b.truncated
        info = self._info(b)
        if actions is None:
            info["actions"] = self._out(b.played)
        if done.any():
            info["final_obs"] = self._out(b.final_obs)
        return (self._out(b.obs), self._out(b.rewards), self._out(b.terminated),
                self._out(b.truncated), info)

    def action_text(self, env: int, action: int) -> str:
        """The text form of action id `action` in environment `env` ("build_road e12")."""
        return self._live().action_text(env, action)

    def close(self) -> None:
        """Releases the environments; later calls raise ClosedGameError."""
        self._b = None


class Env(_Owner):
    """One game seen by one learning seat, the Gymnasium way.

    >>> env = catan.Env("classic", players=4, opponents="random", seed=0)
    >>> obs, info = env.reset()
    >>> while True:
    ...     action = env.action_space.sample(info["action_mask"])
    ...     obs, reward, terminated, truncated, info = env.step(action)
    ...     if terminated or truncated:
    ...         break

    opponents: a bot spec for every other seat ("random", "heuristic", "mcts:iters=500"), or a
    list of one spec per seat (the learning seat's is ignored). seat: the learning seat (None:
    drawn per episode). The reward is 1 on the step that ends a game the learning seat won, else
    0; max_steps > 0 truncates an episode after that many learning-seat actions. After the end,
    step() raises until reset().
    """

    def __init__(self, game: str = "classic", players: Optional[int] = None,
                 opponents: Opponents = "random",
                 seed: Optional[int] = None, seat: Optional[int] = 0,
                 options: Optional[dict] = None, board: Any = None, max_steps: int = 0) -> None:
        self._b = _Batch(game, 1, players, seat, options, board, max_steps, opponents)
        self._seeds = random.Random(_check_seed(seed))
        self._action = np.zeros(1, dtype=np.int32)
        self._action_ptr = self._action.ctypes.data
        self.observation_space = Box(0, 255, (self._b.obs_size,))
        self.action_space = Discrete(self._b.action_count, seed)

    def _info(self, b: _Batch) -> dict:
        return {"action_mask": b.mask[0].copy(), "seat": self._seat}

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None
              ) -> tuple[np.ndarray, dict]:
        """A new game; seed makes it (and the episodes after it) reproducible."""
        b = self._live()
        seed = _check_seed(seed)
        if seed is not None:
            self._seeds = random.Random(seed)
        b.reset(self._seeds.getrandbits(64))
        self._seat = b.slot_seat(0)
        return b.obs[0].copy(), self._info(b)

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict]:
        """Plays action id `action` (an int), then the other seats and chance up to the
        learning seat's next decision or the end."""
        b = self._live()
        if type(action) is not int:
            action = _as_int("action", action)
        if not 0 <= action < b.action_count:
            raise IllegalActionError("illegal_action", f"action {int(action)} is out of range "
                                     f"(0..{b.action_count - 1})")
        self._action[0] = action
        b.step(self._action_ptr, _NO_AUTORESET)
        return (b.obs[0].copy(), float(b.rewards[0]), bool(b.terminated[0]),
                bool(b.truncated[0]), self._info(b))

    def action_text(self, action: int) -> str:
        """The text form of action id `action` now ("build_settlement v12")."""
        return self._live().action_text(0, action)

    def close(self) -> None:
        """Releases the game and the bots; later calls raise ClosedGameError."""
        if self._b is not None:
            self._b.free_bots()
        self._b = None
