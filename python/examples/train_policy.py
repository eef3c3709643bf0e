"""train_policy.py — a small policy trained in catan.VectorEnv against three random players, in
NumPy only (no deep-learning framework here): REINFORCE on a softmax over the legal action ids
with one learned preference per id and a baseline, then its win rate against the random agent's
(one seat of four: about 25%).

usage: python3 train_policy.py [training batch steps] [evaluation episodes] [seed]
"""
import sys

import numpy as np

import catan

ENVS = 256


def policy_probs(theta: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Softmax of the preferences over each row's legal ids."""
    logits = np.where(mask, theta[None, :], -np.inf)
    logits -= logits.max(1, keepdims=True)
    p = np.exp(logits)
    return p / p.sum(1, keepdims=True)


def sample(p: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    u = rng.random((p.shape[0], 1))
    return np.minimum((p.cumsum(1) < u).sum(1), p.shape[1] - 1)


def train(steps: int, seed: int) -> np.ndarray:
    env = catan.VectorEnv("classic", num_envs=ENVS, players=4, seed=seed, copy=False)
    rng = np.random.default_rng(seed)
    theta = np.zeros(env.action_count)
    traces = np.zeros((ENVS, env.action_count))  # sum of grad log pi over each episode so far
    baseline, lr = 0.25, 0.01
    obs, info = env.reset()
    rows = np.arange(ENVS)
    for _ in range(steps):
        mask = info["action_mask"]
        p = policy_probs(theta, mask)
        actions = sample(p, rng)
        traces -= p
        traces[rows, actions] += 1.0
        obs, rewards, terminated, truncated, info = env.step(actions)
        for i in np.flatnonzero(terminated | truncated):
            theta += lr * (rewards[i] - baseline) * traces[i]
            baseline += 0.01 * (rewards[i] - baseline)
            traces[i] = 0.0
    return theta


def win_rate(theta: np.ndarray, episodes: int, seed: int) -> float:
    env = catan.VectorEnv("classic", num_envs=ENVS, players=4, seed=seed + 1, copy=False)
    rng = np.random.default_rng(seed + 1)
    obs, info = env.reset()
    wins = ends = 0
    while ends < episodes:
        actions = sample(policy_probs(theta, info["action_mask"]), rng)
        obs, rewards, terminated, truncated, info = env.step(actions)
        wins += int(rewards.sum())
        ends += int(terminated.sum())
    return wins / ends


def main() -> None:
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    episodes = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    theta = train(steps, seed)
    before = win_rate(np.zeros_like(theta), episodes, seed)  # uniform: the random agent
    after = win_rate(theta, episodes, seed)
    print(f"win rate against three random players: untrained {before:.1%}, "
          f"trained {after:.1%} ({steps} training batch steps of {ENVS} games)")


if __name__ == "__main__":
    main()
