#!/usr/bin/env python3
"""python_game.py — speed of the Python package: random legal actions per second through
catan.Game (chance from the game's own generator, offers left out), one game after another,
for a fixed number of actions.

usage: CATAN_LIB=build/release/libcatan.so PYTHONPATH=python python3 bench/python_game.py \\
           [game] [players] [actions]            (default: classic 4 200000)
"""
import random
import sys
import time

import catan


def main() -> None:
    name = sys.argv[1] if len(sys.argv) > 1 else "classic"
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    budget = int(sys.argv[3]) if len(sys.argv) > 3 else 200_000
    rng = random.Random(1)
    start = catan.Game(name, players=players, seed=1)
    actions = games = 0
    t0 = time.perf_counter()
    while actions < budget:
        game = start.clone()
        while not game.is_terminal() and actions < budget:
            if game.to_move == catan.CHANCE:
                game.apply_chance(game.sample_chance())
            else:
                game.apply(rng.choice(game.legal(offers=False)))
            actions += 1
        games += 1
    seconds = time.perf_counter() - t0
    print(f"{name} {players}p: {actions} actions in {games} games, {seconds:.2f} s, "
          f"{actions / seconds:,.0f} actions/s")


if __name__ == "__main__":
    main()
