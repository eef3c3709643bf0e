"""catan.tournament: many games between Python agents and the engine's bots, with the statistics
of `catan sim --json`.

Games are played as `catan sim` plays them (apps/cli/cmd_sim.c): game i is seeded with
derive(seed, i), the seat rotation moves the line-up on by i mod seats (the entry listed k-th sits
at seat (k + i) mod seats), the bot in seat p is seeded with derive(game seed, 1000 + p), chance
comes from the state's own generator, and a game stops undecided after max_actions actions. So a
line-up of bot specs alone gives the very figures and result hash `catan sim --json` reports for
the same arguments. The statistics (Wilson intervals, the fair-share test, Elo-style ratings) are
the engine's own (include/catan/stats.h), reached through libcatan.

A seat is a bot spec ("random", "mcts:iters=2000") or an agent: a callable agent(view, legal) or
an object with act(view, legal), given a :class:`SeatView` (its seat's view of the position, no
hidden cards) and the seat's legal action ids, returning one of them (or its text). Like the
engine's bots, an agent is not asked when a single action is legal.
"""
from __future__ import annotations

import ctypes
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence, Union

from ._lib import lib
from .bot import Bot
from .errors import IllegalActionError
from .game import CHANCE, Game, OptionValue, _check_int

Agent = Union[str, Callable[..., Any], Any]
_MASK64 = (1 << 64) - 1


class SeatView:
    """What an agent may know when asked to act: its seat, the position as that seat sees it,
    and the text of its actions. Built lazily (the JSON view only when read)."""

    def __init__(self, game: Game, seat: int, game_index: int) -> None:
        self._game = game
        self.seat = seat  #: the seat to act
        self.game_index = game_index  #: which game of the tournament this is (0-based)
        self._state: Optional[dict] = None

    @property
    def state(self) -> dict:
        """The seat's view of the state (Game.view(seat)): other hands as counts only."""
        if self._state is None:
            self._state = self._game.view(self.seat)
        return self._state

    @property
    def rules(self) -> str:
        """The rule set's name."""
        return self._game.name

    @property
    def players(self) -> int:
        """The number of seats."""
        return self._game.players

    def text(self, action: int) -> str:
        """The text form of one of the seat's actions ("build_road e41")."""
        return self._game.action_text(action)


def _agent_name(agent: Agent) -> str:
    if isinstance(agent, str):
        return agent
    name = getattr(agent, "name", None)
    if isinstance(name, str) and name:
        return name
    return getattr(agent, "__name__", type(agent).__name__)


def _agent_call(agent: Any) -> Callable[[SeatView, list[int]], Any]:
    act = getattr(agent, "act", None)
    if callable(act):
        return act
    if callable(agent):
        return agent
    raise TypeError(f"a seat is a bot spec (str), a callable agent(view, legal) or an object "
                    f"with act(view, legal), not {type(agent).__name__}")


@dataclass
class _Totals:
    """The sums a run's report is computed from (sim_totals in apps/cli/sim.h)."""

    seats: int
    games: int = 0
    undecided: int = 0
    turns: int = 0
    actions: int = 0
    decisions: int = 0
    hash: int = 0
    wins: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.wins = [0] * self.seats
        self.points = [0] * self.seats


class _Tally:
    """The engine's per-bot tally (ctn_tally) on the C heap."""

    def __init__(self) -> None:
        self.ptr = lib.ctn_ffi_tally_new()
        if not self.ptr:
            raise MemoryError("catan: no memory for a tally")

    def __del__(self) -> None:
        if getattr(self, "ptr", None) and lib is not None:
            lib.ctn_ffi_tally_free(self.ptr)
            self.ptr = None

    def add(self, name: str) -> int:
        index = lib.ctn_tally_add(self.ptr, name.encode())
        if index < 0:
            raise ValueError(f"too many distinct agents or a name over 127 bytes: {name!r}")
        return index

    def game(self, bot_of_seat: list[int], winner: int, points: list[int]) -> None:
        n = len(bot_of_seat)
        lib.ctn_tally_game(self.ptr, n, (ctypes.c_int * n)(*bot_of_seat), winner,
                           (ctypes.c_int32 * n)(*points))

    def bots(self) -> list[tuple[str, int, int, int]]:
        """(name, seats played, wins, points) per bot, in order of first appearance."""
        out = []
        games, wins, points = ctypes.c_uint64(), ctypes.c_uint64(), ctypes.c_int64()
        for i in range(lib.ctn_ffi_tally_count(self.ptr)):
            name = lib.ctn_ffi_tally_bot(self.ptr, i, ctypes.byref(games), ctypes.byref(wins),
                                         ctypes.byref(points))
            out.append((name.decode(), games.value, wins.value, points.value))
        return out

    def beat(self, i: int, j: int) -> int:
        return lib.ctn_ffi_tally_beat(self.ptr, i, j)

    def ratings(self) -> list[float]:
        n = lib.ctn_ffi_tally_count(self.ptr)
        out = (ctypes.c_double * max(n, 1))()
        lib.ctn_tally_ratings(self.ptr, out)
        return out[:n]


def _fixed(x: float, digits: int) -> float:
    """x as `catan sim --json` prints it with %.<digits>f."""
    return float(f"{x:.{digits}f}")


def _ratio(x: float, n: int) -> float:
    return x / n if n else 0.0


class _Run:
    """One tournament: the line-up, the template game, and the totals of the games played."""

    def __init__(self, template: Game, seats: Sequence[Agent], args: dict) -> None:
        self.template = template
        self.entries = list(seats)
        self.names = [_agent_name(a) for a in self.entries]
        self.calls = [None if isinstance(a, str) else _agent_call(a) for a in self.entries]
        self.args = args
        self.totals = _Totals(len(self.entries))
        self.tally = _Tally()
        self.entry_bot = [self.tally.add(name) for name in self.names]
        for spec in (a for a in self.entries if isinstance(a, str)):
            Bot(template, spec)  # a bad spec fails before any game, as in catan sim

    def entry_at(self, i: int, seat: int) -> int:
        n = len(self.entries)
        shift = i % n if self.args["rotate"] else 0
        return (seat - shift + n) % n

    def play(self, i: int) -> None:
        game_seed = lib.ctn_ffi_seed_derive(self.args["seed"], i)
        game = self.template.clone()
        lib.ctn_game_init_state(game._engine.ptr, game._state, game_seed)
        game._history = None
        n = len(self.entries)
        seated = [self.entry_at(i, p) for p in range(n)]
        bots = {p: Bot(game, self.entries[e], seat=p,
                       seed=lib.ctn_ffi_seed_derive(game_seed, 1000 + p))
                for p, e in enumerate(seated) if self.calls[e] is None}
        actions, decisions = self._loop(game, i, seated, bots)
        self._record(i, game, seated, actions, decisions)

    def _loop(self, game: Game, i: int, seated: list[int],
              bots: dict[int, Bot]) -> tuple[int, int]:
        offers, cap = self.args["offers"], self.args["max_actions"]
        give_up = not self.args["keep_cards"]
        actions = decisions = 0
        while True:
            p = game.to_move
            if p is None or (cap and actions >= cap):
                return actions, decisions
            if p == CHANCE:
                action = game.sample_chance()
            elif p in bots:
                action = bots[p].choose(game, offers, give_up)
                decisions += 1
            else:
                action = self._ask(game, i, p, self.entries[seated[p]], self.calls[seated[p]])
                decisions += 1
            game.apply(action, p)
            actions += 1

    def _ask(self, game: Game, i: int, seat: int, agent: Any, call: Callable) -> int:
        legal = game.legal(seat, offers=self.args["offers"], give_up=not self.args["keep_cards"])
        if len(legal) == 1:
            return legal[0]
        answer = call(SeatView(game, seat, i), list(legal))
        if isinstance(answer, str):
            answer = game.parse_action(answer, seat)
        if isinstance(answer, bool) or not isinstance(answer, int) or answer not in legal:
            raise IllegalActionError(
                "illegal_action", f"agent {_agent_name(agent)!r} (seat {seat}, game {i}) "
                f"answered {answer!r}, not one of its {len(legal)} legal actions")
        return answer

    def _record(self, i: int, game: Game, seated: list[int], actions: int,
                decisions: int) -> None:
        t = self.totals
        winner = game.returns().index(1) if game.is_terminal() and 1 in game.returns() else -1
        scores = game.scores()
        t.games += 1
        t.turns += game.turns()
        t.actions += actions
        t.decisions += decisions
        t.hash = (t.hash + game.hash() * (2 * i + 1)) & _MASK64
        if winner < 0:
            t.undecided += 1
        else:
            t.wins[winner] += 1
        for p, score in enumerate(scores):
            t.points[p] += score
        self.tally.game([self.entry_bot[e] for e in seated], winner, scores)

    # ---- the report (the keys and rounding of `catan sim --json`, apps/cli/sim_report.c) ----
    def report(self, seconds: float) -> dict:
        t, a = self.totals, self.args
        n = len(self.entries)
        per_game = t.games or 1
        aps = t.actions / seconds if seconds > 0 else 0.0
        return {
            "game": self.template.name, "players": n, "games": t.games, "seed": a["seed"],
            "threads": 1, "rotate": a["rotate"], "seats": list(self.names), "wins": list(t.wins),
            "wins_by_bot": {name: wins for name, _, wins, _ in self.tally.bots()},
            "bots": self._bots_report(), "per_seat": self._seats_report(),
            "undecided": t.undecided, "avg_turns": _fixed(t.turns / per_game, 2),
            "avg_actions": _fixed(t.actions / per_game, 2),
            "avg_decisions": _fixed(t.decisions / per_game, 2),
            "games_per_sec": _fixed(t.games / seconds if seconds > 0 else 0.0, 1),
            "actions_per_sec": _fixed(aps, 0), "ns_per_action": _fixed(1e9 / aps if aps else 0, 2),
            "seconds": _fixed(seconds, 3), "hash": f"{t.hash:016x}", "run": self._run_report(),
            "shard": {"index": 1, "count": 1, "first": 0, "end": a["games"]},
            "raw": self._raw_report(),
        }

    def _bots_report(self) -> dict:
        out = {}
        share = ctypes.c_double * 6
        for (name, games, wins, points), elo in zip(self.tally.bots(), self.tally.ratings()):
            test = share()
            lib.ctn_ffi_share_test(wins, games, 1.0 / len(self.entries), test)
            out[name] = {"games": games, "wins": wins, "win_rate": _fixed(test[0], 6),
                         "ci_low": _fixed(test[4], 6), "ci_high": _fixed(test[5], 6),
                         "fair_share": _fixed(test[1], 6), "p_value": float(f"{test[3]:.6g}"),
                         "avg_points": _fixed(_ratio(points, games), 4), "elo": _fixed(elo, 1)}
        return out

    def _seats_report(self) -> list[dict]:
        t = self.totals
        out = []
        for p in range(len(self.entries)):
            ci = (ctypes.c_double * 2)()
            lib.ctn_ffi_wilson95(t.wins[p], t.games, ci)
            out.append({"seat": p, "wins": t.wins[p],
                        "win_rate": _fixed(_ratio(t.wins[p], t.games), 6),
                        "ci_low": _fixed(ci[0], 6), "ci_high": _fixed(ci[1], 6),
                        "avg_points": _fixed(_ratio(t.points[p], t.games), 4)})
        return out

    def _run_report(self) -> dict:
        a = self.args
        options = [f"{k}={str(v).lower() if isinstance(v, bool) else v}"
                   for k, v in (a["options"] or {}).items()]
        return {"game": self.template.name, "players": len(self.entries), "board": a["board"],
                "options": options, "seats": list(self.names), "games": a["games"],
                "seed": a["seed"], "rotate": a["rotate"], "max_actions": a["max_actions"],
                "offers": a["offers"], "keep_cards": a["keep_cards"]}

    def _raw_report(self) -> dict:
        t = self.totals
        bots = self.tally.bots()
        return {"games": t.games, "undecided": t.undecided, "turns": t.turns,
                "actions": t.actions, "decisions": t.decisions, "hash": f"{t.hash:016x}",
                "wins": list(t.wins), "points": list(t.points),
                "bots": [{"name": name, "games": games, "wins": wins, "points": points,
                          "beat": [self.tally.beat(b, c) for c in range(len(bots))]}
                         for b, (name, games, wins, points) in enumerate(bots)]}


def _usual_players(game: str) -> int:
    """The seat count `catan sim` takes without --players: 4 within the rule set's range."""
    from . import game_info
    info = game_info(game)
    return min(max(4, info["min_players"]), info["max_players"])


def tournament(game: str = "classic", seats: Optional[Sequence[Agent]] = None, games: int = 100,
               seed: int = 1, players: Optional[int] = None, board: Union[None, str, dict] = None,
               options: Optional[Mapping[str, OptionValue]] = None, rotate: bool = True,
               max_actions: int = 200_000, offers: bool = False, keep_cards: bool = False) -> dict:
    """Plays `games` games between the seats' agents and bots, as `catan sim` does, and returns
    the report of `catan sim --json` as a dict (wins per seat and per agent, win rates with 95%
    Wilson intervals, the test against the fair share, average points, Elo-style ratings, game
    lengths, the result hash; "threads" is 1 and the speed figures are this run's).

    Args:
        game: the rule set's name.
        seats: the line-up, one entry per seat: a bot spec str, or an agent (a callable
            agent(view, legal) -> action, or an object with act(view, legal)); default random
            bots in every seat. Its name in the report is the spec, else the agent's ``name``
            attribute, else its ``__name__`` or class name; entries of one name are one bot.
        games, seed: how many games, and the run's seed (game i is seeded from (seed, i)).
        players: the seat count (default len(seats), else the rule set's usual count); must
            equal len(seats) when both are given.
        board, options: as for :class:`catan.Game` (board None: the rule set's default).
        rotate: rotate the line-up each game (default) or keep every entry in its seat.
        max_actions: stop a game undecided after this many actions (0: no cap).
        offers: let bots and agents see domestic trade offers among their actions.
        keep_cards: leave giving up one's own cards out of their actions (Rivals; as
            ``catan sim --keep-cards``: random tournament games then end).

    Raises:
        TypeError, ValueError: bad arguments; CatanError: the engine refused the set-up or a
        bot spec; IllegalActionError: an agent answered an action that is not legal.
    """
    for name, value in (("games", games), ("seed", seed), ("max_actions", max_actions)):
        _check_int(name, value)
        if not 0 <= value < 1 << 64:
            raise ValueError(f"{name} {value} is out of range (0..2**64-1)")
    if seats is None:
        seats = ["random"] * (players if players is not None else _usual_players(game))
    seats = list(seats)
    if players is not None and _check_int("players", players) != len(seats):
        raise ValueError(f"players={players} but {len(seats)} seats given")
    if not seats:
        raise ValueError("a tournament needs at least one seat")
    template = Game(game, len(seats), 0, board, options)
    args = {"games": games, "seed": seed, "rotate": bool(rotate), "max_actions": max_actions,
            "offers": bool(offers), "keep_cards": bool(keep_cards),
            "board": board if isinstance(board, str) else None,
            "options": options}
    run = _Run(template, seats, args)
    start = time.perf_counter()
    for i in range(games):
        run.play(i)
    return run.report(time.perf_counter() - start)


__all__ = ["tournament", "SeatView"]
