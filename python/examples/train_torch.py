"""train_torch.py — a small neural policy trained with PyTorch (Debian's python3-torch) in
catan.VectorEnv against three random players, then its win rate against the random agent's
(one seat of four: about 25%).

The policy is a two-layer network from the seat's observation (docs/environments.md) to one
logit per action id, the illegal ids masked out. Training is REINFORCE with a running baseline:
the only reward is 1 for a win at the end, so every decision of an episode is credited with that
episode's result. Each environment keeps its episode's (observation, mask, action) rows in
preallocated arrays; when episodes end, their rows form one batch for a gradient step.

usage: python3 train_torch.py [training batch steps] [evaluation episodes] [seed] [envs]
"""
import sys

import numpy as np
import torch

import catan

HIDDEN = 64
MAX_STEPS = 1000  # the learning seat's decisions in one game at most (then truncated)


class Policy(torch.nn.Module):
    def __init__(self, obs_size: int, actions: int) -> None:
        super().__init__()
        self.body = torch.nn.Sequential(torch.nn.Linear(obs_size, HIDDEN), torch.nn.ReLU(),
                                        torch.nn.Linear(HIDDEN, actions))

    def forward(self, obs: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """Log-probabilities over the action ids, the illegal ones at -inf."""
        logits = self.body(obs.float() / 16.0)  # counts and small numbers: keep inputs near 1
        return torch.log_softmax(logits.masked_fill(~mask, float("-inf")), dim=1)


def act(policy: Policy, obs: np.ndarray, mask: np.ndarray, gen: torch.Generator) -> np.ndarray:
    with torch.no_grad():
        logp = policy(torch.from_numpy(obs), torch.from_numpy(mask))
        return torch.multinomial(logp.exp(), 1, generator=gen).squeeze(1).numpy()


def train(steps: int, seed: int, envs: int) -> Policy:
    torch.manual_seed(seed)
    gen = torch.Generator().manual_seed(seed)
    env = catan.VectorEnv("classic", num_envs=envs, players=4, seed=seed, max_steps=MAX_STEPS)
    policy = Policy(env.obs_size, env.action_count)
    opt = torch.optim.Adam(policy.parameters(), lr=1e-3)
    # each environment's episode so far: its rows of observation, mask and action
    obs_rows = np.zeros((envs, MAX_STEPS, env.obs_size), dtype=np.uint8)
    mask_rows = np.zeros((envs, MAX_STEPS, env.action_count), dtype=np.bool_)
    action_rows = np.zeros((envs, MAX_STEPS), dtype=np.int64)
    length = np.zeros(envs, dtype=np.int64)
    rows = np.arange(envs)
    baseline = 0.25
    obs, info = env.reset()
    for _ in range(steps):
        mask = info["action_mask"]
        actions = act(policy, obs, mask, gen)
        obs_rows[rows, length], mask_rows[rows, length], action_rows[rows, length] = obs, mask, actions
        length += 1
        obs, rewards, terminated, truncated, info = env.step(actions)
        done = np.flatnonzero(terminated | truncated)
        if len(done) == 0:
            continue
        o = torch.from_numpy(np.concatenate([obs_rows[i, :length[i]] for i in done]))
        m = torch.from_numpy(np.concatenate([mask_rows[i, :length[i]] for i in done]))
        a = torch.from_numpy(np.concatenate([action_rows[i, :length[i]] for i in done]))
        adv = np.concatenate([np.full(length[i], rewards[i] - baseline, np.float32) for i in done])
        for i in done:
            baseline += 0.01 * (float(rewards[i]) - baseline)
        length[done] = 0
        logp = policy(o, m).gather(1, a[:, None]).squeeze(1)
        loss = -(torch.from_numpy(adv) * logp).sum() / envs
        opt.zero_grad()
        loss.backward()
        opt.step()
    return policy


def win_rate(policy, episodes: int, seed: int, envs: int) -> float:
    """The learning seat's share of wins over `episodes` games; policy None: uniform random."""
    env = catan.VectorEnv("classic", num_envs=envs, players=4, seed=seed + 1)
    gen = torch.Generator().manual_seed(seed + 1)
    rng = np.random.default_rng(seed + 1)
    obs, info = env.reset()
    wins = ends = 0
    while ends < episodes:
        mask = info["action_mask"]
        if policy is None:
            p = mask / mask.sum(1, keepdims=True)
            actions = (p.cumsum(1) < rng.random((envs, 1))).sum(1)
        else:
            actions = act(policy, obs, mask, gen)
        obs, rewards, terminated, truncated, info = env.step(actions)
        wins += int(rewards.sum())
        ends += int((terminated | truncated).sum())
    return wins / ends


def main() -> None:
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
    episodes = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    envs = int(sys.argv[4]) if len(sys.argv) > 4 else 128
    torch.set_num_threads(1)
    policy = train(steps, seed, envs)
    before = win_rate(None, episodes, seed, envs)
    after = win_rate(policy, episodes, seed, envs)
    print(f"win rate against three random players: random agent {before:.1%}, "
          f"trained network {after:.1%} ({steps} training batch steps of {envs} games)")


if __name__ == "__main__":
    main()
