"""catan.Bot: the engine's bots (random, heuristic, MCTS with its budget) playing from Python.

A bot is made for one seat of one game and sees only that seat's view (the engine's driver builds
it). Bots that follow the game between their decisions (MCTS reuses its search tree) are told of
every action applied to the Game they were made with, so reuse stays correct.
"""
from __future__ import annotations

import ctypes
from . import _lib
from ._lib import lib
from .analysis import Analysis, RootAction
from .errors import CatanError, NotYourTurnError
from .game import Game, _check_int, _check_text, _raise


def bots() -> list[str]:
    """The names of the bot types; a bot spec is a name or "name:key=value,..." such as
    "mcts:iters=4000" (see docs/ and `catan sim --help`)."""
    names = []
    while True:
        name = lib.ctn_ffi_bot_type_name(len(names))
        if name is None:
            return names
        names.append(name.decode())


class Bot:
    """A bot for `seat` of `game`, with its own seed.

    Args:
        game: the Game it plays in; it is told of every action applied to that Game.
        spec: "random", "heuristic", "mcts:iters=2000", ... (see :func:`bots`).
        seat: the seat it plays.
        seed: the bot's own seed (its choices repeat exactly with the same seeds).
    """

    def __init__(self, game: Game, spec: str = "random", seat: int = 0, seed: int = 0) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"game must be a catan.Game, not {type(game).__name__}")
        spec_bytes = _check_text("spec", spec)
        _check_int("seat", seat)
        _check_int("seed", seed)
        if not 0 <= seat < game.players:
            raise ValueError(f"no seat {seat} in a {game.players}-player game")
        if not 0 <= seed < 1 << 64:
            raise ValueError(f"seed {seed} is out of range (0..2**64-1)")
        self._engine = game._engine
        self._ptr = ctypes.c_void_p()
        err = _lib.Error()
        if lib.ctn_bot_new(self._engine.ptr, spec_bytes, seat, seed, ctypes.byref(self._ptr),
                           ctypes.byref(err)):
            _raise(err)
        self.seat = seat
        self.illegal_picks = 0
        self.name = lib.ctn_bot_name(self._ptr).decode()
        self._scratch = ctypes.create_string_buffer(self._engine.state_size)
        self._list = (ctypes.c_uint32 * _lib.MAX_ACTIONS)()
        if lib.ctn_bot_wants_notify(self._ptr):
            game._watch(self)

    def __repr__(self) -> str:
        return f"<catan.Bot {self.name} seat={self.seat}>"

    def __del__(self) -> None:
        if getattr(self, "_ptr", None) and lib is not None:
            lib.ctn_bot_free(self._ptr)
            self._ptr = None

    def _notify(self, game: Game, before: ctypes.Array, actor: int, action: int) -> None:
        lib.ctn_bot_notify(self._ptr, self._engine.ptr, before, self.seat, actor, action)

    def choose(self, game: Game, offers: bool = False, give_up: bool = True) -> int:
        """The bot's action for its seat in `game`'s current position (not applied).
        offers=True lets the legal list include domestic trade offers; give_up=False leaves
        out giving up one's own cards (Rivals: see :meth:`catan.Game.legal`).

        Raises NotYourTurnError when the seat is not to act."""
        if not isinstance(game, Game):
            raise TypeError(f"game must be a catan.Game, not {type(game).__name__}")
        if game._engine is not self._engine:
            raise ValueError("the bot was made for another game")
        if self.seat not in game.actors():
            raise NotYourTurnError("not_your_turn", f"seat {self.seat} is not to act now")
        out = ctypes.c_uint32()
        rc = lib.ctn_bot_choose(self._ptr, self._engine.ptr, game._state, self.seat,
                                (0 if offers else 1) | (0 if give_up else 2), self._scratch,
                                self._list, ctypes.byref(out))
        if rc < 0:
            raise CatanError("illegal_action", f"seat {self.seat} has no legal action")
        self.illegal_picks += rc  # the engine replaced an illegal pick (a bot bug) by a legal one
        return out.value

    def analyse(self, game: Game, offers: bool = False) -> Analysis:
        """Like :meth:`choose` (the same pick, from the seat's view only), with the search's
        root statistics: the action chosen and, for MCTS, each root action's visits and mean
        value, most visited first (see :class:`catan.Analysis`). Nothing is applied."""
        action = self.choose(game, offers)
        count = lib.ctn_ffi_bot_root_stats(self._ptr, None, None, None, 0)
        root = None
        if count >= 0:
            actions = (ctypes.c_uint32 * max(count, 1))()
            visits = (ctypes.c_uint32 * max(count, 1))()
            values = (ctypes.c_double * max(count, 1))()
            lib.ctn_ffi_bot_root_stats(self._ptr, actions, visits, values, count)
            root = [RootAction(actions[i], game.action_text(actions[i]), visits[i], values[i])
                    for i in range(count)]
        return Analysis(self.seat, action, game.action_text(action), root)

    def play(self, game: Game, offers: bool = False) -> int:
        """Chooses and applies the bot's action; returns it."""
        action = self.choose(game, offers)
        game.apply(action, self.seat)
        return action


__all__ = ["Bot", "bots"]
