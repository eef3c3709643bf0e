"""Exceptions of the catan package.

Every error the engine reports (a ctn_error: a stable code and a message) becomes a
:class:`CatanError` carrying both; the subclass tells the kind. They derive from ValueError: each
is about a value given to the engine (an action, an option, a game name). Wrong Python types raise
TypeError before the engine is called.
"""
from __future__ import annotations


class CatanError(ValueError):
    """An error reported by the engine; ``code`` is its stable name (``"illegal_action"``)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{message} ({code})")
        self.code = code
        self.message = message


class IllegalActionError(CatanError):
    """An action that is not legal now; the state is unchanged."""


class NotYourTurnError(IllegalActionError):
    """An action by a player who is not among those to act; the state is unchanged."""


class ParseError(CatanError):
    """Text (an action, JSON) that does not parse."""


class OptionError(CatanError):
    """An unknown rule option or a bad option value."""


class BoardError(CatanError):
    """An invalid board, or an unknown map name."""


class UnknownGameError(CatanError):
    """No rule set of that name."""


class StateError(CatanError):
    """A state JSON that the state reader refuses (inconsistent or for another game)."""


class ClosedGameError(CatanError):
    """A call on a Game after its close()."""


_BY_CODE = {
    "illegal_action": IllegalActionError,
    "not_your_turn": NotYourTurnError,
    "parse_error": ParseError,
    "bad_option": OptionError,
    "bad_board": BoardError,
    "unknown_game": UnknownGameError,
    "bad_state": StateError,
}


def from_code(code: str, message: str) -> CatanError:
    """The exception for an engine error code and message."""
    return _BY_CODE.get(code, CatanError)(code, message)
