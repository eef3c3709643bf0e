"""catan.AECEnv: every seat an agent, turn by turn, in the agent-iterating style of PettingZoo's
AEC API (without importing PettingZoo). Chance is sampled inside; simultaneous actors (discards,
trade answers) are served lowest seat first. Observations and action ids are those of
catan.Env (docs/environments.md). Requires NumPy.
"""
from __future__ import annotations

import ctypes
import random
from typing import Any, Optional

import numpy as np

from . import _lib
from ._lib import lib
from .errors import ClosedGameError, IllegalActionError
from .game import CHANCE, Game, _raise
from .env import _as_int, _check_seed, _players_for
from .spaces import Box, Discrete


class AECEnv:
    """A game whose seats are agents "player_0" .. "player_{n-1}".

    >>> env = catan.AECEnv("classic", players=4, seed=0)
    >>> env.reset()
    >>> for agent in env.agent_iter():
    ...     obs, reward, terminated, truncated, info = env.last()
    ...     action = None if terminated or truncated else \\
    ...         env.action_space(agent).sample(info["action_mask"])
    ...     env.step(action)

    ``rewards`` holds each agent's reward of the last step (1 for the winner on the step that
    ends the game, else 0) and ``last()`` the selected agent's reward accumulated since it last
    acted. When the game ends (or after ``max_steps`` actions, truncation) every agent is done and
    must be stepped with None, which removes it from ``agents``.
    """

    metadata = {"name": "catan_aec", "is_parallelizable": False}

    def __init__(self, game: str = "classic", players: Optional[int] = None,
                 seed: Optional[int] = None, options: Optional[dict] = None, board: Any = None,
                 max_steps: int = 0) -> None:
        players = _players_for(game, players)
        self._game = Game(game, players=players, seed=0, board=board, options=options)
        err = _lib.Error()
        if lib.ctn_env_supported(self._game._engine.ptr, ctypes.byref(err)):
            _raise(err)
        if isinstance(max_steps, bool) or not isinstance(max_steps, int) or max_steps < 0:
            raise ValueError(f"max_steps must be an int >= 0, not {max_steps!r}")
        self._spec = (game, players, board, options)
        self._max_steps = max_steps
        ptr = self._game._engine.ptr
        self._obs_size = lib.ctn_env_obs_size(ptr)
        self._count = lib.ctn_env_action_count(ptr)
        self._list = (ctypes.c_uint32 * _lib.MAX_ACTIONS)()
        self._seeds = random.Random(_check_seed(seed))
        self.possible_agents = [f"player_{p}" for p in range(players)]
        self._index = {a: p for p, a in enumerate(self.possible_agents)}
        self._obs_space = Box(0, 255, (self._obs_size,))
        self._act_space = Discrete(self._count, seed)
        self.agents: list[str] = []
        self._closed = False

    # ---- spaces ------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> Box:
        return self._obs_space

    def action_space(self, agent: str) -> Discrete:
        return self._act_space

    @property
    def game(self) -> Game:
        """The underlying catan.Game (read it; playing on it directly breaks the bookkeeping)."""
        self._live()
        return self._game

    def _live(self) -> None:
        if self._closed:
            raise ClosedGameError("closed_game", "the environment is closed")

    def _seat(self, agent: Any) -> int:
        if agent not in self._index:
            raise ValueError(f"no agent {agent!r} (agents: {self.possible_agents})")
        return self._index[agent]

    # ---- the episode -------------------------------------------------------------------------
    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """A new game (seed: reproducible, with the episodes after it)."""
        self._live()
        seed = _check_seed(seed)
        if seed is not None:
            self._seeds = random.Random(seed)
        game, players, board, opts = self._spec
        self._game = Game(game, players=players, seed=self._seeds.getrandbits(64), board=board,
                          options=opts)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self._steps = 0
        self._play_chance()
        self._select()

    def _play_chance(self) -> None:
        while self._game.to_move == CHANCE:
            self._game.apply_chance(self._game.sample_chance())

    def _select(self) -> None:
        """agent_selection: the player to act, or a done agent still to be stepped with None."""
        done = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if done:
            self.agent_selection = done[0]
            return
        self.agent_selection = self.possible_agents[self._game.to_move]
        for agent in self.agents:
            self.infos[agent] = {"action_mask": self.action_mask(agent)}

    def observe(self, agent: str) -> np.ndarray:
        """The agent's observation (uint8 [obs_size]) from what its seat may know."""
        self._live()
        obs = np.zeros(self._obs_size, dtype=np.uint8)
        lib.ctn_env_encode(self._game._engine.ptr, self._game._state, self._seat(agent),
                           obs.ctypes.data)
        return obs

    def action_mask(self, agent: str) -> np.ndarray:
        """bool [action_count]: the ids the agent may play now (all False when not to act)."""
        self._live()
        mask = np.zeros(self._count, dtype=np.bool_)
        seat = self._seat(agent)
        if agent in self.agents and self._game.to_move == seat:
            lib.ctn_env_mask(self._game._engine.ptr, self._game._state, seat, mask.ctypes.data,
                             self._list)
        return mask

    def last(self, observe: bool = True) -> tuple[Optional[np.ndarray], float, bool, bool, dict]:
        """(observation, accumulated reward, terminated, truncated, info) of agent_selection."""
        self._live()
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter: int = 2 ** 63):
        """Yields agent_selection until every agent is done and removed."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action: Optional[int]) -> None:
        """Plays action id `action` for agent_selection (None for a done agent, which removes
        it). Raises IllegalActionError for an id out of range or not legal, TypeError for a
        non-integer; nothing changes then."""
        self._live()
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise IllegalActionError("illegal_action", f"{agent} is done: step(None)")
            self.agents.remove(agent)
            if self.agents:
                self._select()
            return
        if action is None:
            raise TypeError(f"{agent} is not done: step() needs an action id")
        self._apply(self._seat(agent), _as_int("action", action))
        self._cumulative_rewards[agent] = 0.0
        self._after_step()

    def _apply(self, seat: int, action: int) -> None:
        if not 0 <= action < self._count:
            raise IllegalActionError("illegal_action", f"action {action} is out of range "
                                     f"(0..{self._count - 1})")
        if not self.action_mask(self.possible_agents[seat])[action]:
            raise IllegalActionError("illegal_action", f"action {action} is not legal now")
        out = ctypes.c_uint32()
        err = _lib.Error()
        if lib.ctn_env_action_from_id(self._game._engine.ptr, self._game._state, seat, action,
                                      ctypes.byref(out), ctypes.byref(err)):
            _raise(err)
        self._game.apply(out.value, seat)
        self._steps += 1

    def _after_step(self) -> None:
        self._play_chance()
        self.rewards = {a: 0.0 for a in self.agents}
        if self._game.is_terminal():
            returns = self._game.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self._index[a]])
                self.terminations[a] = True
        elif self._max_steps and self._steps >= self._max_steps:
            for a in self.agents:
                self.truncations[a] = True
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]
        self._select()

    def action_text(self, action: int) -> str:
        """The text form of action id `action` for agent_selection ("build_road e12")."""
        self._live()
        out = ctypes.c_uint32()
        err = _lib.Error()
        if lib.ctn_env_action_from_id(self._game._engine.ptr, self._game._state,
                                      self._seat(self.agent_selection), _as_int("action", action),
                                      ctypes.byref(out), ctypes.byref(err)):
            _raise(err)
        return self._game.action_text(out.value)

    def close(self) -> None:
        """Releases the game; later calls raise ClosedGameError."""
        self._closed = True
