"""tournament.py — a Python agent against the engine's bots: each game seats the agent (here a
greedy one-step agent written in Python) with built-in bots, rotating the seats, and prints the
win counts with a 95% interval.

usage: python3 tournament.py [games] [opponent spec]     e.g. tournament.py 20 mcts:iters=500
"""
import math
import random
import sys

import catan


def greedy_agent(game: catan.Game, rng: random.Random) -> int:
    """Picks the action after which its own victory points are highest (ties at random)."""
    me = game.to_move
    best, best_score = [], -1
    for action in game.legal(offers=False):
        after = game.clone()
        after.apply(action)
        score = after.scores()[me]
        if score > best_score:
            best, best_score = [action], score
        elif score == best_score:
            best.append(action)
    return rng.choice(best)


def play(seed: int, agent_seat: int, opponent: str, players: int = 4) -> int:
    """Plays one game; returns the winner's seat."""
    game = catan.Game("classic", players=players, seed=seed)
    bots = {s: catan.Bot(game, opponent, seat=s, seed=seed * 16 + s)
            for s in range(players) if s != agent_seat}
    rng = random.Random(seed)
    while not game.is_terminal():
        seat = game.to_move
        if seat == catan.CHANCE:
            game.apply_chance(game.sample_chance())
        elif seat == agent_seat:
            game.apply(greedy_agent(game, rng))
        else:
            bots[seat].play(game)
    return game.returns().index(1)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    opponent = sys.argv[2] if len(sys.argv) > 2 else "random"
    wins = sum(play(seed, seed % 4, opponent) == seed % 4 for seed in range(games))
    p = wins / games
    half = 1.96 * math.sqrt(p * (1 - p) / games)
    print(f"greedy Python agent vs 3x {opponent}: {wins}/{games} wins "
          f"({100 * p:.0f}% ± {100 * half:.0f}%; a fair share is 25%)")


if __name__ == "__main__":
    main()
