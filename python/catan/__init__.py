"""catan: every rule set of the Catan engine from Python, through libcatan (ctypes).

    >>> import catan
    >>> catan.games()
    ['classic', 'struggle', 'seafarers', 'world', 'rivals']
    >>> g = catan.Game("classic", players=4, seed=1)
    >>> g.legal_texts()[:2]
    ['build_settlement v0', 'build_settlement v1']

See python/README.md.
"""
from __future__ import annotations

import ctypes

from ._lib import lib as _clib
from .errors import (BoardError, CatanError, ClosedGameError, IllegalActionError,
                     NotYourTurnError, OptionError, ParseError, StateError, UnknownGameError)
from .analysis import Analysis, RootAction
from .bot import Bot, bots
from .game import CHANCE, VIEW_ALL, VIEW_PUBLIC, Game
from .tournament import SeatView, tournament

__all__ = ["Game", "Bot", "bots", "Analysis", "RootAction", "tournament", "SeatView", "games", "game_info", "option_values", "version", "CHANCE", "VIEW_ALL", "VIEW_PUBLIC", "CatanError",
           "IllegalActionError", "NotYourTurnError", "ParseError", "OptionError", "BoardError",
           "UnknownGameError", "StateError", "ClosedGameError", "Env", "VectorEnv", "AECEnv", "sample_masked"]


def version() -> str:
    """The engine's version (libcatan's ctn_version())."""
    return _clib.ctn_version().decode()


def games() -> list[str]:
    """The names of the rule sets, in the engine's order."""
    return [_clib.ctn_ffi_ruleset_name(i).decode() for i in range(_clib.ctn_ruleset_count())]


def game_info(name: str) -> dict:
    """A rule set's name, title and player range: {"name", "title", "min_players",
    "max_players"}. Raises UnknownGameError for an unknown name."""
    if not isinstance(name, str):
        raise TypeError(f"name must be a str, not {type(name).__name__}")
    for index, known in enumerate(games()):
        if known == name:
            title, lo, hi = ctypes.c_char_p(), ctypes.c_int(), ctypes.c_int()
            _clib.ctn_ffi_ruleset_info(index, ctypes.byref(title), ctypes.byref(lo),
                                       ctypes.byref(hi))
            return {"name": name, "title": title.value.decode(), "min_players": lo.value,
                    "max_players": hi.value}
    raise UnknownGameError("unknown_game", f"no rule set named {name!r} (known: {games()})")


def option_values(name: str, option: str) -> list[str]:
    """The values of a rule set's enumerated option, in the engine's order (``option_values(
    "rivals", "mode")``: the Rivals modes). Raises UnknownGameError for an unknown rule set and
    ValueError for an option that does not exist or is not enumerated."""
    if not isinstance(option, str):
        raise TypeError(f"option must be a str, not {type(option).__name__}")
    game_info(name)  # UnknownGameError
    index = games().index(name)
    values = []
    while True:
        value = _clib.ctn_ffi_option_value_name(index, option.encode(), len(values))
        if value is None:
            break
        values.append(value.decode())
    if not values:
        raise ValueError(f"the rule set {name!r} has no enumerated option {option!r}")
    return values


__version__ = version()

_ENVIRONMENTS = {"Env": "env", "VectorEnv": "env", "AECEnv": "aec", "sample_masked": "spaces"}


def __getattr__(name: str):
    """The environments (catan.Env, catan.VectorEnv, catan.AECEnv) and catan.sample_masked need
    NumPy: they are imported on first use, so the rest of the package works without it."""
    if name in _ENVIRONMENTS:
        import importlib
        return getattr(importlib.import_module(f".{_ENVIRONMENTS[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
