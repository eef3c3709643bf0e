"""catan.Game: one game of any rule set, its current state, and every operation on it.

A Game owns a state buffer (the engine's fixed-size, pointer-free state) and shares the immutable
engine game (rule set, players, options, board data) with its clones. Every call goes straight
to libcatan; actions are the engine's integer ids, with text forms for people.
"""
from __future__ import annotations

import ctypes
import json
import weakref
from typing import Any, Mapping, Optional, Sequence, Union

from . import _lib
from ._lib import lib
from .errors import ClosedGameError, IllegalActionError, from_code

CHANCE = 31  #: the chance pseudo-player (dice, card draws, thefts)
VIEW_ALL = -1  #: viewer that sees everything (for view())
VIEW_PUBLIC = -2  #: viewer that sees only public information (a spectator)
_NO_OFFERS = 1  # CTN_LEGAL_NO_OFFERS
_NO_GIVE_UP = 2  # CTN_LEGAL_NO_GIVE_UP

OptionValue = Union[bool, int, str]


def _raise(err: _lib.Error) -> None:
    code = lib.ctn_status_name(err.status).decode()
    raise from_code(code, err.message.decode(errors="replace"))


def _check_int(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    return value


def _check_text(name: str, value: Any) -> bytes:
    """A str argument as the UTF-8 bytes C reads up to the first NUL (so none is allowed)."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    if "\0" in value:
        raise ValueError(f"{name} contains a NUL character")
    return value.encode()


def _check_action(action: Any) -> int:
    _check_int("action", action)
    if not 0 <= action < 1 << 32:
        raise ValueError(f"action {action} is out of range (actions are 0..2**32-1)")
    return action


def _spec_json(game: Any, players: Any, seed: Any, board: Any, options: Any,
               decks: Any = None) -> str:
    """The spec JSON text of a new game (see ctn_game_spec_from_json), types checked."""
    if not isinstance(game, str):
        raise TypeError(f"game must be a str, not {type(game).__name__}")
    _check_int("players", players)
    _check_int("seed", seed)
    if not 0 <= seed < 1 << 64:
        raise ValueError(f"seed {seed} is out of range (0..2**64-1)")
    spec: dict[str, Any] = {"game": game, "players": players, "seed": str(seed)}
    if board is not None:
        if not isinstance(board, (str, dict)):
            raise TypeError(f"board must be None, a str or a dict, not {type(board).__name__}")
        spec["board"] = board
    if options:
        if not isinstance(options, Mapping):
            raise TypeError(f"options must be a dict, not {type(options).__name__}")
        for key, value in options.items():
            if not isinstance(key, str):
                raise TypeError(f"option names must be str, not {type(key).__name__}")
            if not isinstance(value, (bool, int, str)):
                raise TypeError(f"option {key!r} must be a bool, int or str, "
                                f"not {type(value).__name__}")
        spec["options"] = dict(options)
    if decks is not None:
        if not isinstance(decks, (list, tuple)):
            raise TypeError(f"decks must be None or a list, not {type(decks).__name__}")
        for i, deck in enumerate(decks):
            if deck is not None and not isinstance(deck, (str, dict)):
                raise TypeError(f"decks[{i}] must be deck file text, a shipped deck's name, "
                                f"a dict or None, not {type(deck).__name__}")
            if isinstance(deck, str) and "\0" in deck:
                raise ValueError(f"decks[{i}] contains a NUL character")
        spec["decks"] = list(decks)
    return json.dumps(spec)


def _spec_args(spec_json: str) -> dict:
    """Game() arguments back from a spec JSON made by _spec_json."""
    spec = json.loads(spec_json)
    return {"game": spec["game"], "players": spec["players"], "seed": int(spec["seed"]),
            "board": spec.get("board"), "options": spec.get("options"),
            "decks": spec.get("decks")}


class _Engine:
    """Owns one ctn_game (freed when the last Game using it is gone)."""

    def __init__(self, spec_json: str) -> None:
        self.ptr = ctypes.c_void_p()
        seed = ctypes.c_uint64()
        err = _lib.Error()
        if lib.ctn_ffi_game_new(spec_json.encode(), ctypes.byref(self.ptr), ctypes.byref(seed),
                                ctypes.byref(err)):
            _raise(err)
        self.seed = seed.value
        self.state_size = lib.ctn_ffi_state_size(self.ptr)
        self.players = lib.ctn_ffi_num_players(self.ptr)
        self.name = lib.ctn_ffi_game_name(self.ptr).decode()

    def __del__(self) -> None:
        if getattr(self, "ptr", None) and lib is not None:
            lib.ctn_game_free(self.ptr)
            self.ptr = None


class Game:
    """A game of one rule set and its current state.

    >>> g = catan.Game("classic", players=4, seed=1)
    >>> while not g.is_terminal():
    ...     if g.to_move == catan.CHANCE:
    ...         g.apply_chance(g.sample_chance())
    ...     else:
    ...         g.apply(random.choice(g.legal()))

    Args:
        game: a rule set's name (see :func:`catan.games`).
        players: the number of seats.
        seed: the game's seed (0..2**64-1): the board where random, and the chance outcomes
            drawn by :meth:`sample_chance`.
        board: None (the rule set's default), "beginner", "random", a shipped map's name, or a
            board description or map as a dict (docs/maps.md).
        options: rule options by name (``{"vp_to_win": 12}``); see ``catan rules``.
        decks: a Rivals tournament's decks (``options={"mode": "tournament"}``), seat 0's then
            seat 1's: each a deck file's text, a shipped deck's name ("heroes", "trade",
            "progress"), a dict ``{"cards": [35 keys], "events": [4 keys]}`` or None (the
            default deck); checked against the tournament rules (OptionError naming the seat,
            line, card and rule). docs/protocol.md, "new".

    Raises:
        TypeError: an argument of the wrong type.
        CatanError: the engine refused the set-up (UnknownGameError, OptionError, BoardError, or
            CatanError with code "bad_argument" for a wrong player count).
    """

    def __init__(self, game: str = "classic", players: int = 4, seed: int = 0,
                 board: Union[None, str, dict] = None,
                 options: Optional[Mapping[str, OptionValue]] = None,
                 decks: Optional[Sequence[Union[None, str, dict]]] = None) -> None:
        self._spec = _spec_json(game, players, seed, board, options, decks)
        self._engine = _Engine(self._spec)
        self._history: Any = None  # (earlier, player, action) links; False after set_state
        self._state = ctypes.create_string_buffer(self._engine.state_size)
        self._list: Optional[ctypes.Array] = None
        self._watchers: list = []  # weak references to bots told of every action (catan.Bot)
        self._before: Optional[ctypes.Array] = None
        lib.ctn_game_init_state(self._engine.ptr, self._state, self._engine.seed)

    # ---- the game --------------------------------------------------------------------------
    @property
    def name(self) -> str:
        """The rule set's name."""
        return self._engine.name

    @property
    def players(self) -> int:
        """The number of seats."""
        return self._engine.players

    @property
    def seed(self) -> int:
        """The seed the game was created with."""
        return self._engine.seed

    def __repr__(self) -> str:
        return (f"<catan.Game {self.name} players={self.players} seed={self.seed} "
                f"hash={self.hash():016x}>")

    # ---- who acts ----------------------------------------------------------------------------
    def actors(self) -> list[int]:
        """The players who must or may act now, lowest seat first; CHANCE when chance acts.
        Empty when the game is over."""
        bits = lib.ctn_game_actors(self._engine.ptr, self._state)
        return [p for p in range(32) if bits >> p & 1]

    @property
    def to_move(self) -> Optional[int]:
        """The actor a sequential driver serves next: the lowest seat among the actors, CHANCE
        when chance acts alone, None when the game is over."""
        bits = lib.ctn_game_actors(self._engine.ptr, self._state)
        players = bits & ~(1 << CHANCE)
        if players:
            return (players & -players).bit_length() - 1
        return CHANCE if bits else None

    def _player(self, player: Optional[int]) -> int:
        if player is None:
            p = self.to_move
            if p is None:
                raise IllegalActionError("illegal_action", "the game is over")
            return p
        _check_int("player", player)
        if player != CHANCE and not 0 <= player < self.players:
            raise ValueError(f"no player {player} in a {self.players}-player game")
        return player

    # ---- actions -----------------------------------------------------------------------------
    def legal(self, player: Optional[int] = None, offers: bool = True,
              give_up: bool = True) -> list[int]:
        """The legal actions of `player` (default: :attr:`to_move`) as integer ids; for CHANCE
        the chance outcomes. Empty for a player who is not to act, and at the end. offers=False
        leaves domestic trade offers out (there can be thousands); give_up=False leaves out
        giving up one's own cards for nothing (Rivals: random tournament players that keep
        their cards finish their games)."""
        if player is None and self.to_move is None:
            return []
        p = self._player(player)
        if p == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        if self._list is None:
            self._list = (ctypes.c_uint32 * _lib.MAX_ACTIONS)()
        flags = (0 if offers else _NO_OFFERS) | (0 if give_up else _NO_GIVE_UP)
        n = lib.ctn_game_legal(self._engine.ptr, self._state, p, flags, self._list)
        return self._list[:n]

    def legal_texts(self, player: Optional[int] = None, offers: bool = True) -> list[str]:
        """The text forms of :meth:`legal`, in the same order."""
        return [self.action_text(a) for a in self.legal(player, offers)]

    def action_text(self, action: int) -> str:
        """The text form of an action in the current position ("build_road e41", "roll 8")."""
        buf = ctypes.create_string_buffer(_lib.ACTION_TEXT_MAX)
        lib.ctn_action_to_text(self._engine.ptr, self._state, _check_action(action), buf,
                               _lib.ACTION_TEXT_MAX)
        return buf.value.decode()

    def parse_action(self, text: str, player: Optional[int] = None) -> int:
        """The action id of a text form for `player` (default: :attr:`to_move`).

        Raises ParseError for malformed text, IllegalActionError when well-formed text
        contradicts the position."""
        data = _check_text("text", text)
        out = ctypes.c_uint32()
        err = _lib.Error()
        if lib.ctn_action_from_text(self._engine.ptr, self._state, self._player(player),
                                    data, ctypes.byref(out), ctypes.byref(err)):
            _raise(err)
        return out.value

    def apply(self, action: int, player: Optional[int] = None) -> None:
        """Plays `action` for `player` (default: :attr:`to_move`; CHANCE for a chance outcome).

        Raises IllegalActionError (NotYourTurnError for a player not to act) and leaves the state
        unchanged when the action is not legal."""
        action = _check_action(action)
        p = self._player(player)
        if self._watchers:
            ctypes.memmove(self._before, self._state, self._engine.state_size)
        err = _lib.Error()
        if lib.ctn_game_apply_checked(self._engine.ptr, self._state, p, action, ctypes.byref(err)):
            _raise(err)
        if self._history is not False:
            self._history = (self._history, p, action)
        if self._watchers:
            self._tell(p, action)

    def _watch(self, bot: Any) -> None:
        """Tells `bot` (a catan.Bot that follows the game) of every action applied from now."""
        if self._before is None:
            self._before = ctypes.create_string_buffer(self._engine.state_size)
        self._watchers.append(weakref.ref(bot))

    def _tell(self, player: int, action: int) -> None:
        alive = []
        for ref in self._watchers:
            bot = ref()
            if bot is not None:
                bot._notify(self, self._before, player, action)
                alive.append(ref)
        self._watchers = alive

    # ---- chance ------------------------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The chance outcomes due now with their probabilities; empty when chance is not to
        act."""
        if not lib.ctn_game_actors(self._engine.ptr, self._state) >> CHANCE & 1:
            return []
        actions = (ctypes.c_uint32 * _lib.MAX_CHANCE)()
        weights = (ctypes.c_uint32 * _lib.MAX_CHANCE)()
        n = lib.ctn_game_chance(self._engine.ptr, self._state, actions, weights)
        total = sum(weights[:n])
        return [(actions[i], weights[i] / total) for i in range(n)]

    def sample_chance(self) -> int:
        """The chance outcome the game's own seeded generator draws now (not applied: apply it
        with :meth:`apply_chance`). The same state always draws the same outcome."""
        if not lib.ctn_game_actors(self._engine.ptr, self._state) >> CHANCE & 1:
            raise IllegalActionError("not_your_turn", "no chance event is due now")
        return lib.ctn_game_sample_own_chance(self._engine.ptr, self._state)

    def apply_chance(self, action: int) -> None:
        """Forces a chance outcome ("roll 8"): :meth:`apply` for CHANCE."""
        self.apply(action, CHANCE)

    # ---- results -----------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        """True when the game is over."""
        return bool(lib.ctn_game_is_terminal(self._engine.ptr, self._state))

    def returns(self) -> list[int]:
        """Per-seat results: 1 for the winner, 0 for the others (all 0 before the end)."""
        out = (ctypes.c_int32 * self.players)()
        lib.ctn_ffi_returns(self._engine.ptr, self._state, out)
        return out[:]

    def scores(self) -> list[int]:
        """Victory points of each seat as they stand, counting hidden cards."""
        out = (ctypes.c_int32 * self.players)()
        lib.ctn_ffi_scores(self._engine.ptr, self._state, out)
        return out[:]

    def turns(self) -> int:
        """Turns started so far."""
        return lib.ctn_ffi_turns(self._engine.ptr, self._state)

    # ---- state -------------------------------------------------------------------------------
    @classmethod
    def from_state(cls, state_json: str, seed: int = 0, board: Union[None, str, dict] = None,
                   options: Optional[Mapping[str, OptionValue]] = None,
                   decks: Optional[Sequence[Union[None, str, dict]]] = None) -> "Game":
        """A game set to a full state written by :meth:`state_json` (as chess engines take a FEN).

        The rule set and player count are read from the JSON; board, options, decks (and, for
        boards generated from the seed such as World's, the seed) must be those of the game the
        state came from. Raises StateError (or ParseError) naming the field when the state is
        inconsistent."""
        if not isinstance(state_json, str):
            raise TypeError(f"state_json must be a str, not {type(state_json).__name__}")
        try:
            head = json.loads(state_json)
            name, players = head["game"], head["num_players"]
        except (ValueError, TypeError, KeyError) as e:
            raise from_code("parse_error", f"not a state JSON with game and num_players: {e}")
        game = cls(name, players, seed, board, options, decks)
        game.set_state(state_json)
        return game

    @staticmethod
    def _check_full(state_json: str) -> None:
        """Refuses a view: the engine's reader takes views too (for bots), but a game set to a
        view would play on with the hidden cards erased."""
        try:
            viewer = json.loads(state_json).get("view", "all")
        except (ValueError, AttributeError):
            return  # the engine's reader names the parse error
        if viewer != "all":
            raise from_code("bad_state", f"a view (view: {viewer!r}) is not a full state")

    def set_state(self, state_json: str) -> None:
        """Replaces the state by a full state JSON of this game, checked as the engine's state
        reader checks it; on error (StateError, ParseError) the game is unchanged. Bots made
        with this game before should be made anew (a search tree does not follow a jump)."""
        if not isinstance(state_json, str):
            raise TypeError(f"state_json must be a str, not {type(state_json).__name__}")
        self._check_full(state_json)
        data = state_json.encode()
        err = _lib.Error()
        if lib.ctn_state_from_json(self._engine.ptr, data, len(data), self._state,
                                   ctypes.byref(err)):
            _raise(err)
        self._history = False  # the actions that led here are unknown

    # ---- replays -----------------------------------------------------------------------------
    def actions(self) -> list[tuple[int, int]]:
        """The (player, action) pairs applied since the game was created, chance included."""
        if self._history is False:
            raise from_code("bad_state", "the game was set to a state: its actions are unknown")
        out = []
        node = self._history
        while node is not None:
            node, player, action = node
            out.append((player, action))
        out.reverse()
        return out

    def to_replay(self) -> str:
        """The game as a replay (docs/protocol.md: "catan-replay" JSON, the set-up, every action
        as text and the final hash), which `catan replay FILE` and :meth:`from_replay` play."""
        doc = {"format": "catan-replay", "version": 1, **json.loads(self._spec)}
        replay = Game(**_spec_args(self._spec))
        doc["actions"] = []
        for player, action in self.actions():
            doc["actions"].append({"player": "chance" if player == CHANCE else player,
                                   "action": replay.action_text(action)})
            replay.apply(action, player)
        doc["final_hash"] = f"{self.hash():016x}"
        return json.dumps(doc)

    @classmethod
    def from_replay(cls, replay_json: str) -> "Game":
        """The game a replay describes, every action checked by the engine, at its end. Raises
        ParseError for a malformed replay, the action's error (with its index) for a bad action,
        and CatanError "replay_mismatch" when the final hash differs."""
        if not isinstance(replay_json, str):
            raise TypeError(f"replay_json must be a str, not {type(replay_json).__name__}")
        try:
            doc = json.loads(replay_json)
            if doc.get("format") != "catan-replay" or doc.get("version") != 1:
                raise ValueError("not a catan-replay of version 1")
            seed = int(doc.get("seed", 0))
            steps = [("chance" if s["player"] == "chance" else int(s["player"]), s["action"])
                     for s in doc["actions"]]
        except (ValueError, TypeError, KeyError, AttributeError) as e:
            raise from_code("parse_error", f"replay: {e}")
        game = cls(doc.get("game"), doc.get("players"), seed, doc.get("board"),
                   doc.get("options"), doc.get("decks"))
        for index, (who, text) in enumerate(steps):
            player = CHANCE if who == "chance" else who
            try:
                game.apply(game.parse_action(text, player), player)
            except ValueError as e:  # CatanError, or a bad player number
                raise from_code(getattr(e, "code", "bad_argument"),
                                f"replay action {index} ({who}: {text!r}): "
                                f"{getattr(e, 'message', e)}") from e
        final = doc.get("final_hash")
        if final is not None and final != f"{game.hash():016x}":
            raise from_code("replay_mismatch",
                            f"final hash {game.hash():016x} differs from the recorded {final}")
        return game

    def _json(self, viewer: Optional[int]) -> str:
        out = ctypes.c_void_p()
        err = _lib.Error()
        if viewer is None:
            st = lib.ctn_state_to_json(self._engine.ptr, self._state, ctypes.byref(out),
                                       ctypes.byref(err))
        else:
            st = lib.ctn_state_view_to_json(self._engine.ptr, self._state, viewer,
                                            ctypes.byref(out), ctypes.byref(err))
        if st:
            _raise(err)
        try:
            return ctypes.string_at(out).decode()
        finally:
            lib.ctn_io_free(out)

    def view(self, seat: int) -> dict:
        """The state as `seat` may know it (other hands as counts, no deck order), as a dict;
        seat may also be VIEW_PUBLIC (a spectator) or VIEW_ALL."""
        _check_int("seat", seat)
        if seat not in (VIEW_ALL, VIEW_PUBLIC) and not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} in a {self.players}-player game")
        return json.loads(self._json(seat))

    def state_json(self) -> str:
        """The full state (nothing hidden) as JSON text, with the board's geometry."""
        return self._json(None)

    def hash(self) -> int:
        """The 64-bit hash of the state (the one replays and `catan` print)."""
        return lib.ctn_state_hash(self._engine.ptr, self._state)

    def clone(self) -> "Game":
        """An independent copy of the game in its current state (a copy of the state's bytes;
        the immutable rule-set data is shared)."""
        other = Game.__new__(Game)
        other._engine = self._engine
        other._state = ctypes.create_string_buffer(self._engine.state_size)
        ctypes.memmove(other._state, self._state, self._engine.state_size)
        other._list = None
        other._spec, other._history = self._spec, self._history  # links are shared, not copied
        other._watchers = []  # bots follow the game they were made with, not its copies
        other._before = None
        return other

    # ---- closing -----------------------------------------------------------------------------
    def close(self) -> None:
        """Releases the state (the engine game goes with its last user). Any later call raises
        ClosedGameError; closing again does nothing."""
        self._state = None
        self._engine = None
        self._list = None
        self._watchers = []
        self.__class__ = _ClosedGame

    def __enter__(self) -> "Game":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


class _ClosedGame(Game):
    """What a Game becomes on close(): every call raises ClosedGameError."""

    _ALLOWED = frozenset(("close", "__class__", "__repr__", "__enter__", "__exit__", "__dict__"))

    def __getattribute__(self, name: str) -> Any:
        if name in _ClosedGame._ALLOWED:
            return object.__getattribute__(self, name)
        raise ClosedGameError("closed_game", f"the game is closed (called {name})")

    def close(self) -> None:
        pass

    def __repr__(self) -> str:
        return "<catan.Game closed>"
