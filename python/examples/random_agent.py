"""random_agent.py — plays one game of a rule set with random legal actions and prints the result.

usage: python3 random_agent.py [game] [players] [seed]      e.g. random_agent.py world 8 3
"""
import random
import sys

import catan


def main() -> None:
    name = sys.argv[1] if len(sys.argv) > 1 else "classic"
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    game = catan.Game(name, players=players, seed=seed)
    rng = random.Random(seed)
    actions = 0
    while not game.is_terminal():
        if game.to_move == catan.CHANCE:
            game.apply_chance(game.sample_chance())  # dice and draws from the game's own seed
        else:
            game.apply(rng.choice(game.legal(offers=False)))
        actions += 1
    winner = game.returns().index(1)
    print(f"{name}: seat {winner} wins after {actions} actions, {game.turns()} turns; "
          f"scores {game.scores()}; hash {game.hash():016x}")


if __name__ == "__main__":
    main()
