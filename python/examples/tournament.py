"""tournament.py — a Python agent against the engine's MCTS bot: catan.tournament seats the agent
(a greedy player written in Python, which sees only its seat's view and its legal actions) with
engine bots, rotates the seats game by game as `catan sim` does, and prints the report: wins,
95% intervals, the test against the fair share, Elo-style ratings.

usage: python3 tournament.py [games] [opponent spec] [players]
       e.g. tournament.py 20 mcts:iters=500 2
"""
import random
import sys

import catan

# What the greedy agent prefers, by the first word of an action's text (higher first): build,
# else trade with the bank, else end the turn. Phases without these (the robber, discards) are
# played at random.
PREFERENCE = {"build_city": 6, "build_settlement": 5, "roll": 4, "buy_dev": 3, "build_road": 2,
              "trade_bank": 1, "end_turn": 0}


def pips(number) -> int:
    """How many of the 36 dice rolls produce a hex's number (0 for none)."""
    return 6 - abs(7 - number) if number else 0


class GreedyAgent:
    """Settles on the richest spots, builds the most valuable thing it can, else trades with the
    bank, else ends its turn.
    It sees only its seat's view (view.state) and its legal actions."""

    name = "python-greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def spot_value(self, view: catan.SeatView, action: int) -> int:
        """The dice rolls a settlement's hexes produce on ("build_settlement v12")."""
        vertex = int(view.text(action).split()[1][1:])
        hexes = view.state["hexes"]
        return sum(pips(hexes[h]["number"]) for h in view.state["vertices"][vertex]["hexes"])

    def act(self, view: catan.SeatView, legal: list[int]) -> int:
        scored = []
        for a in legal:
            kind = view.text(a).split()[0]
            score = PREFERENCE.get(kind, 0) * 100
            if kind == "build_settlement":
                score += self.spot_value(view, a)
            scored.append((score, a))
        best = max(score for score, _ in scored)
        return self.rng.choice([a for score, a in scored if score == best])


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    opponent = sys.argv[2] if len(sys.argv) > 2 else "mcts:iters=500"
    players = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    seats = [GreedyAgent(seed=1)] + [opponent] * (players - 1)
    report = catan.tournament("classic", seats=seats, games=games, seed=1)
    print(f"{games} games of classic, {players} seats rotated, {report['seconds']:.1f} s")
    for name, bot in report["bots"].items():
        print(f"  {name:24} {bot['wins']:4}/{bot['games']} wins  "
              f"{100 * bot['win_rate']:5.1f}% [{100 * bot['ci_low']:.1f}, "
              f"{100 * bot['ci_high']:.1f}]  p={bot['p_value']:.3g}  "
              f"points {bot['avg_points']:.2f}  Elo {bot['elo']:.0f}")
    print(f"  fair share {100 / players:.1f}%; undecided {report['undecided']}; "
          f"{report['avg_turns']:.1f} turns per game")


if __name__ == "__main__":
    main()
