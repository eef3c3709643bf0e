"""catan.Analysis: what a bot thought of a position (Bot.analyse): the action it chose and, for
bots that search (MCTS), the root's actions with how often the search tried each and the mean
reward each brought the deciding seat (0..1, a win counts 1) — a chess engine's analysis output.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


@dataclass(frozen=True)
class RootAction:
    """One action at the root of the search."""

    action: int  #: the action's id (one of the seat's legal actions)
    text: str  #: its text form in the position
    visits: int  #: how often the search tried it
    value: float  #: mean reward for the deciding seat over those visits (0..1)


@dataclass(frozen=True)
class Analysis:
    """A bot's decision in one position.

    ``root`` is None for bots that do not search (random, heuristic), and empty when the bot
    decided without searching (a forced move, the heuristic guide's set-up placement or trade
    offer); otherwise most visited first."""

    seat: int  #: the seat the bot decided for
    action: int  #: the chosen action's id
    text: str  #: its text form
    root: Optional[list[RootAction]] = field(default=None)

    @property
    def visits(self) -> int:
        """The root's visits summed (the search's iterations reaching a decision); 0 without
        search."""
        return sum(r.visits for r in self.root or [])


__all__ = ["Analysis", "RootAction"]
