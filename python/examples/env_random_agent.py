"""env_random_agent.py — a random agent in the environments: episodes of catan.Env against the
chosen opponents (its win rate, with the action texts of the first moves), then a few batch steps
of catan.VectorEnv with the actions chosen in NumPy.

usage: python3 env_random_agent.py [players] [episodes] [opponents]   e.g. ... 4 20 heuristic
"""
import sys

import numpy as np

import catan


def play_env(players: int, episodes: int, opponents: str) -> None:
    env = catan.Env("classic", players=players, opponents=opponents, seed=1, seat=None)
    wins = steps = 0
    for episode in range(episodes):
        obs, info = env.reset()
        while True:
            action = env.action_space.sample(info["action_mask"])  # a uniform legal id
            if episode == 0 and steps < 4:
                print(f"  seat {info['seat']} plays {action}: {env.action_text(action)}")
            obs, reward, terminated, truncated, info = env.step(action)
            steps += 1
            if terminated or truncated:
                wins += int(reward)
                break
    print(f"Env: {episodes} episodes against {opponents}, {steps} steps, won {wins} "
          f"({wins / episodes:.0%}; an equal share is {1 / players:.0%})")


def play_vector(players: int) -> None:
    env = catan.VectorEnv("classic", num_envs=64, players=players, seed=1)
    obs, info = env.reset()
    rng = np.random.default_rng(1)
    wins = ends = 0
    for _ in range(2000):
        mask = info["action_mask"]
        actions = (rng.random(mask.shape) * mask).argmax(1)  # uniform among the legal ids
        obs, rewards, terminated, truncated, info = env.step(actions)
        wins += int(rewards.sum())
        ends += int(terminated.sum())
    print(f"VectorEnv: 64 games x 2000 steps, obs {obs.shape} {obs.dtype}, {ends} episodes "
          f"ended, {wins} won")


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    episodes = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    opponents = sys.argv[3] if len(sys.argv) > 3 else "random"
    play_env(players, episodes, opponents)
    play_vector(players)


if __name__ == "__main__":
    main()
