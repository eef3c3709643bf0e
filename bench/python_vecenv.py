#!/usr/bin/env python3
"""python_vecenv.py — speed of catan.VectorEnv (and catan.Env): environment steps per second,
the learning seat's random legal actions chosen in NumPy, random opponents, for a fixed number of
batch steps after a warm-up. Prints wall-clock and process-CPU rates (on a shared host the CPU
rate is the closer to "one idle core"), for three ways of choosing the actions:

  ids    a uniform legal id per row from info["legal_ids"] / info["legal_count"] (O(N))
  mask   argmax of uniform noise times info["action_mask"] (a pass over N x action_count)
  flat   a uniform legal id per row from the mask alone (catan.sample_masked: one
         np.flatnonzero pass and per-row counts; exactly uniform, cheaper than noise)
  engine the first legal id (argmax of the mask): the C step's cost with the least NumPy work
  c      step(None): a uniform legal id per row drawn inside the C step (no NumPy work)

usage: CATAN_LIB=build/release/libcatan.so PYTHONPATH=python python3 bench/python_vecenv.py \\
           [game] [players] [num_envs] [batch steps] [option=value ...]
           (default: classic 4 1024 400; e.g. rivals 2 256 100 mode=gold)
"""
import sys
import time

import numpy as np

import catan


def flat_sampler(n: int, rng: np.random.Generator):
    """A uniform True column per row of a bool mask [n, A], from the mask alone
    (catan.sample_masked)."""
    return lambda info: catan.sample_masked(info["action_mask"], rng)


def chooser(method: str, n: int, rng: np.random.Generator):
    rows = np.arange(n)
    if method == "c":
        return lambda info: None
    if method == "flat":
        return flat_sampler(n, rng)
    if method == "ids":
        return lambda info: info["legal_ids"][rows, (rng.random(n) * info["legal_count"])
                                              .astype(np.intp)]
    if method == "mask":
        return lambda info: (rng.random(info["action_mask"].shape, dtype=np.float32)
                             * info["action_mask"]).argmax(1)
    return lambda info: info["action_mask"].argmax(1)


def vector_rate(name: str, players: int, n: int, steps: int, method: str,
                options: dict) -> None:
    env = catan.VectorEnv(name, num_envs=n, players=players, seed=1, copy=False,
                          legal_ids=True, options=options)
    choose = chooser(method, n, np.random.default_rng(1))
    obs, info = env.reset()
    for _ in range(20):  # warm-up: past the set-up phase of the first games
        obs, rewards, terminated, truncated, info = env.step(choose(info))
    episodes = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(steps):
        obs, rewards, terminated, truncated, info = env.step(choose(info))
        episodes += int(terminated.sum())
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    total = steps * n
    print(f"VectorEnv {name} {players}p N={n} {method:6}: {total} steps, {episodes} episodes, "
          f"{total / wall:,.0f} steps/s wall, {total / cpu:,.0f} steps/s CPU")


def env_rate(name: str, players: int, steps: int, options: dict) -> None:
    env = catan.Env(name, players=players, seed=1, options=options)
    obs, info = env.reset()
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(steps):
        obs, reward, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))
        if terminated or truncated:
            obs, info = env.reset()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"Env {name} {players}p (first legal id): {steps} steps, {steps / wall:,.0f} steps/s "
          f"wall, {steps / cpu:,.0f} steps/s CPU")


def main() -> None:
    name = sys.argv[1] if len(sys.argv) > 1 else "classic"
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 1024
    steps = int(sys.argv[4]) if len(sys.argv) > 4 else 400
    options = dict(arg.split("=", 1) for arg in sys.argv[5:])
    for method in ("ids", "mask", "flat", "engine", "c"):
        vector_rate(name, players, n, steps, method, options)
    env_rate(name, players, 100_000, options)


if __name__ == "__main__":
    main()
