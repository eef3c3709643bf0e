"""The reinforcement-learning environments (catan.Env, catan.VectorEnv, catan.AECEnv) and the
engine's observation and action space under them (include/catan/env.h): shapes and dtypes, masks
against the engine's legal actions, the id mapping both ways, no hidden information in the
observation, automatic reset, rewards, determinism, bad input."""
from __future__ import annotations

import ctypes
import os
import random
import re
import subprocess
import sys

import numpy as np
import pytest

import catan
from catan import _lib
from catan._lib import lib

from conftest import random_step, run_example, encode, mask_of, to_id, from_id

PLAYER_COUNTS = [2, 3, 4, 5, 6]


def positions(players: int, seed: int, every: int = 7, limit: int = 4000):
    """Positions of a random game (every `every`-th action), as the game itself, mutated."""
    game = catan.Game("classic", players=players, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not game.is_terminal() and n < limit:
        if n % every == 0 and game.to_move != catan.CHANCE:
            yield game
        random_step(game, rng)
        n += 1


# ---- the space -----------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_mask_is_the_legal_actions_and_ids_map_both_ways(players):
    first = catan.Game("classic", players=players)
    count = lib.ctn_env_action_count(first._engine.ptr)
    seen_ids = set()
    for game in (g for seed in (players, players + 100) for g in positions(players, seed)):
        for seat in game.actors():
            legal = game.legal(seat, offers=False)
            ids = [to_id(game, seat, a) for a in legal]
            assert all(0 <= i < count for i in ids), "every legal action has an id"
            assert len(set(ids)) == len(ids), "distinct actions, distinct ids"
            assert [from_id(game, seat, i) for i in ids] == legal
            mask = mask_of(game, seat)
            assert set(np.flatnonzero(mask)) == set(ids)
            seen_ids.update(ids)
        for seat in set(range(players)) - set(game.actors()):
            assert not mask_of(game, seat).any(), "a seat not to act has nothing legal"
    assert len(seen_ids) > 100  # the walk covered a good part of the space


def test_ids_out_of_range_are_refused():
    game = catan.Game("classic", players=4)
    out, err = ctypes.c_uint32(), _lib.Error()
    count = lib.ctn_env_action_count(game._engine.ptr)
    for bad in (-1, count):
        assert lib.ctn_env_action_from_id(game._engine.ptr, game._state, 0, bad,
                                          ctypes.byref(out), ctypes.byref(err)) != 0
        assert b"out of range" in err.message


@pytest.mark.parametrize("players", [3, 4, 6])
def test_observation_hides_what_the_seat_may_not_know(players):
    """Full states that differ only in hidden information (other hands, the deck, the
    generator: dealt anew by the engine's determinization from the seat's view) encode the same;
    the seat's own cards and other seats' points of view do show."""
    size = catan.Game("classic", players=players)._engine.state_size  # an int: the game may go
    view, other = ctypes.create_string_buffer(size), ctypes.create_string_buffer(size)
    rng = (ctypes.c_uint64 * 4)(1, 2, 3, 4)
    changed = 0
    for game in positions(players, seed=10 + players, every=11):
        ptr = game._engine.ptr
        for seat in range(players):
            lib.ctn_game_observe(ptr, game._state, seat, view)
            lib.ctn_game_determinize(ptr, view, rng, other)
            assert np.array_equal(encode(game, seat), encode(game, seat, other))
            clone = game.clone()  # the same position with other hands
            clone.set_state(game.state_json())
            ctypes.memmove(clone._state, other, size)
            if clone.state_json() != game.state_json():
                changed += 1
    assert changed > 20, "the determinizations changed hidden information"


def test_observation_shows_own_hand_and_is_relative():
    game = catan.Game("classic", players=4, seed=5)
    rng = random.Random(5)
    for _ in range(400):
        random_step(game, rng)
    views = [encode(game, s) for s in range(4)]
    assert all(not np.array_equal(views[0], v) for v in views[1:])
    # a card more in seat 0's hand (from the state JSON) shows in seat 0's observation
    import json
    state = json.loads(game.state_json())
    hands = [p["hand"] for p in state["players"]]
    key = next(iter(hands[0]))
    hands[0][key] += 1
    state["players"][0]["hand_count"] += 1
    state["bank"][key] -= 1
    changed = catan.Game.from_state(json.dumps(state), seed=0)
    assert not np.array_equal(encode(game, 0), encode(changed, 0))


# ---- VectorEnv -----------------------------------------------------------------------------
def random_actions(info, rng):
    mask = info["action_mask"]
    return (rng.random(mask.shape) * mask).argmax(1)


def test_vector_shapes_dtypes_and_spaces():
    env = catan.VectorEnv("classic", num_envs=5, players=4, seed=1)
    obs, info = env.reset()
    assert obs.shape == (5, env.obs_size) and obs.dtype == np.uint8
    mask = info["action_mask"]
    assert mask.shape == (5, env.action_count) and mask.dtype == np.bool_
    assert mask.any(1).all()
    obs, rewards, terminated, truncated, info = env.step(random_actions(info, np.random.default_rng(0)))
    assert obs.shape == (5, env.obs_size) and obs.dtype == np.uint8
    assert rewards.shape == (5,) and rewards.dtype == np.float32
    assert terminated.dtype == np.bool_ and truncated.dtype == np.bool_
    assert env.single_action_space.n == env.action_count
    assert env.single_observation_space.shape == (env.obs_size,)


def test_vector_observations_are_full_encodings_of_the_states():
    """The batch rewrites only what changed: its rows must equal a full encoding."""
    env = catan.VectorEnv("classic", num_envs=8, players=4, seed=2, copy=False)
    obs, info = env.reset()
    rng = np.random.default_rng(2)
    game = catan.Game("classic", players=4)
    for step in range(600):
        obs, rewards, terminated, truncated, info = env.step(random_actions(info, rng))
        if step % 50 == 0 or terminated.any():
            for i in range(8):
                full = encode(game, env._b.slot_seat(i), env._b.state_ptr(i))
                assert np.array_equal(obs[i], full)
                assert np.array_equal(info["action_mask"][i], mask_of_ptr(env, i))


def mask_of_ptr(env, i):
    b = env._b
    mask = np.zeros(b.action_count, dtype=np.uint8)
    lib.ctn_env_mask(b.engine.ptr, b.state_ptr(i), b.slot_seat(i), mask.ctypes.data,
                     (ctypes.c_uint32 * _lib.MAX_ACTIONS)())
    return mask.astype(bool)


def test_vector_autoreset_rewards_and_final_observation():
    env = catan.VectorEnv("classic", num_envs=16, players=3, seed=3, legal_ids=True)
    obs, info = env.reset()
    fresh = catan.VectorEnv("classic", num_envs=16, players=3, seed=3).reset()[0]
    rng = np.random.default_rng(3)
    phase_over = 14  # CL_PHASE_GAME_OVER: the first bytes are the phase, one-hot
    episodes = wins = 0
    for _ in range(6000):
        ids, count = info["legal_ids"], info["legal_count"]
        assert (count == info["action_mask"].sum(1)).all()
        actions = ids[np.arange(16), (rng.random(16) * count).astype(int)]
        assert info["action_mask"][np.arange(16), actions].all()
        obs, rewards, terminated, truncated, info = env.step(actions)
        assert not truncated.any()
        assert (rewards[~terminated] == 0).all(), "rewards only at the end"
        for i in np.flatnonzero(terminated):
            episodes += 1
            wins += int(rewards[i])
            assert info["final_obs"][i][phase_over] == 1, "the last observation: game over"
            assert obs[i][0] == 1, "the new episode's first observation: set-up"
            assert info["action_mask"][i].any()
        if episodes >= 20:
            break
    assert episodes >= 20
    assert 0 < wins < episodes
    assert not np.array_equal(obs, fresh)


def test_vector_truncation():
    env = catan.VectorEnv("classic", num_envs=4, players=4, seed=4, max_steps=5)
    obs, info = env.reset()
    rng = np.random.default_rng(4)
    for step in range(1, 11):
        obs, rewards, terminated, truncated, info = env.step(random_actions(info, rng))
        assert truncated.all() == (step % 5 == 0)
        assert not terminated.any()


def test_vector_determinism_by_seed():
    def run(seed):
        env = catan.VectorEnv("classic", num_envs=6, players=4, seed=seed)
        obs, info = env.reset()
        rng = np.random.default_rng(0)
        out = [obs]
        for _ in range(200):
            obs, rewards, terminated, truncated, info = env.step(random_actions(info, rng))
            out.append(obs)
        return np.stack(out)
    assert np.array_equal(run(7), run(7))
    assert not np.array_equal(run(7), run(8))
    env = catan.VectorEnv("classic", num_envs=2, players=4)
    assert np.array_equal(env.reset(seed=5)[0], env.reset(seed=5)[0])


def test_vector_bad_input_raises_and_changes_nothing():
    env = catan.VectorEnv("classic", num_envs=3, players=4, seed=6)
    with pytest.raises(catan.IllegalActionError):
        env.step(np.zeros(3, dtype=np.int64))  # before reset
    obs, info = env.reset()
    legal = info["action_mask"].argmax(1)
    illegal = (~info["action_mask"]).argmax(1)
    with pytest.raises(ValueError, match="shape"):
        env.step(legal[:2])
    with pytest.raises(ValueError, match="shape"):
        env.step(legal.reshape(3, 1))
    with pytest.raises(TypeError):
        env.step(legal.astype(np.float32))
    with pytest.raises(TypeError):
        env.step(np.ones(3, dtype=bool))
    with pytest.raises(TypeError):
        env.step(["a", "b", "c"])
    with pytest.raises(catan.IllegalActionError, match="environment 1"):
        env.step(np.array([legal[0], illegal[1], legal[2]]))
    with pytest.raises(catan.IllegalActionError, match="out of range"):
        env.step(np.array([legal[0], legal[1], 10 ** 6]))
    with pytest.raises(catan.IllegalActionError, match="out of range"):
        env.step(np.array([legal[0], legal[1], -1], dtype=np.int32))
    after = env.step(legal)[0]  # nothing moved before: the legal step still plays
    assert after.shape == obs.shape
    env.close()
    with pytest.raises(catan.ClosedGameError):
        env.step(legal)
    with pytest.raises(catan.ClosedGameError):
        env.reset()


def test_constructor_errors():
    with pytest.raises(catan.UnknownGameError, match="no_such_game"):  # names the known ones
        catan.VectorEnv("no_such_game", num_envs=2, players=4)
    with pytest.raises(ValueError):
        catan.VectorEnv("classic", num_envs=0)
    with pytest.raises(TypeError):
        catan.VectorEnv("classic", num_envs=2.5)
    with pytest.raises(ValueError):
        catan.VectorEnv("classic", num_envs=2, seat=4)
    with pytest.raises(catan.CatanError):
        catan.VectorEnv("classic", num_envs=2, players=9)
    with pytest.raises(catan.CatanError):
        catan.Env("classic", opponents="no_such_bot").reset()


# ---- Env -----------------------------------------------------------------------------------
@pytest.mark.parametrize("opponents", ["random", "heuristic",
                                       ["random", "mcts:iters=30", "heuristic", "random"]])
def test_env_plays_to_the_end_with_the_reward_of_the_result(opponents):
    env = catan.Env("classic", players=4, opponents=opponents, seed=9, seat=None)
    for episode in range(2):
        obs, info = env.reset()
        assert obs.shape == env.observation_space.shape and obs.dtype == np.uint8
        seat = info["seat"]
        while True:
            action = env.action_space.sample(info["action_mask"])
            obs, reward, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                break
            assert reward == 0.0
        assert terminated and not info["action_mask"].any()
        returns = (ctypes.c_int32 * 4)()
        lib.ctn_ffi_returns(env._b.engine.ptr, env._b.state_ptr(0), returns)
        assert reward == float(returns[seat])
        with pytest.raises(catan.IllegalActionError, match="over"):
            env.step(0)
    env.close()
    with pytest.raises(catan.ClosedGameError):
        env.step(0)


def test_env_determinism_and_bad_actions():
    def episode(seed):
        env = catan.Env("classic", players=3, seed=seed)
        obs, info = env.reset()
        trace = [obs]
        for _ in range(300):
            obs, reward, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))
            trace.append(obs)
            if terminated:
                break
        return np.stack(trace)
    assert np.array_equal(episode(1), episode(1))
    assert not np.array_equal(episode(1), episode(2))
    env = catan.Env("classic", players=3, seed=1)
    obs, info = env.reset()
    with pytest.raises(TypeError):
        env.step(1.5)
    with pytest.raises(TypeError):
        env.step(True)
    with pytest.raises(catan.IllegalActionError):
        env.step(env.action_space.n)
    with pytest.raises(catan.IllegalActionError):
        env.step(int((~info["action_mask"]).argmax()))
    text = env.action_text(int(info["action_mask"].argmax()))
    assert text.startswith("build_settlement")


# ---- AECEnv --------------------------------------------------------------------------------
def test_aec_plays_a_game_with_the_agent_api():
    env = catan.AECEnv("classic", players=3, seed=4)
    env.reset()
    assert env.agents == ["player_0", "player_1", "player_2"]
    steps = 0
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        assert obs.shape == env.observation_space(agent).shape
        if terminated or truncated:
            env.step(None)
            continue
        mask = info["action_mask"]
        assert np.array_equal(mask, env.action_mask(agent))
        seat = int(agent.split("_")[1])
        assert env.game.to_move == seat
        assert set(np.flatnonzero(mask)) == {to_id(env.game, seat, a)
                                             for a in env.game.legal(seat, offers=False)}
        for other in env.possible_agents:
            if other != agent:
                assert not env.action_mask(other).any()
        env.step(env.action_space(agent).sample(mask))
        steps += 1
    assert env.agents == [] and steps > 100
    returns = env.game.returns()
    assert [env.rewards[a] for a in env.possible_agents] == [float(r) for r in returns]


def test_aec_bad_input_and_close():
    env = catan.AECEnv("classic", players=4, seed=1)
    env.reset()
    agent = env.agent_selection
    mask = env.action_mask(agent)
    with pytest.raises(catan.IllegalActionError):
        env.step(int((~mask).argmax()))
    with pytest.raises(TypeError):
        env.step(None)
    with pytest.raises(TypeError):
        env.step("build")
    with pytest.raises(ValueError):
        env.observe("player_9")
    assert env.agent_selection == agent  # nothing moved
    env.step(int(mask.argmax()))
    env.close()
    with pytest.raises(catan.ClosedGameError):
        env.last()


def test_aec_truncation():
    env = catan.AECEnv("classic", players=2, seed=1, max_steps=10)
    env.reset()
    steps = 0
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        env.step(None if terminated or truncated else int(info["action_mask"].argmax()))
        steps += 1
    assert steps == 12 and all(env.truncations.values())


# ---- without NumPy -------------------------------------------------------------------------
def test_the_package_works_without_numpy():
    code = ("import sys; sys.modules['numpy'] = None\n"
            "import catan\n"
            "g = catan.Game('classic', players=3, seed=1)\n"
            "assert g.legal()\n"
            "try:\n"
            "    catan.VectorEnv\n"
            "except ImportError:\n"
            "    print('no numpy, no environments')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "no numpy, no environments" in out.stdout


@pytest.mark.parametrize("players", [3, 4, 5])
def test_observation_layout_is_the_documented_one(players):
    """Offsets of docs/environments.md's table, read back against the state JSON."""
    import json
    game = catan.Game("classic", players=players, seed=21)
    rng = random.Random(21)
    while game.turns() < 30:
        random_step(game, rng)
    state = json.loads(game.state_json())
    P, H = players, len(state["hexes"])
    V, E = len(state["vertices"]), len(state["edges"])
    resources = ["lumber", "brick", "wool", "grain", "ore"]
    for seat in range(players):
        obs = encode(game, seat)
        assert obs.size == 60 + 15 * P + 10 * H + (2 * P + 6) * V + P * E
        rel = [(seat + r) % P for r in range(P)]
        assert obs[17 + (state["current"] - seat) % P] == 1
        assert list(obs[25 + P:30 + P]) == [state["bank"][r] for r in resources]
        me = state["players"][seat]
        assert list(obs[35 + P:40 + P]) == [me["hand"][r] for r in resources]
        for r, p in enumerate(rel):
            row = obs[60 + P + 14 * r:60 + P + 14 * (r + 1)]
            them = state["players"][p]
            assert [row[0], row[1], row[2], row[3], row[4]] == [
                them["hand_count"], them["dev_count"], them["knights"], them["public_vp"],
                them["road_length"]]
        hexes = 60 + 15 * P
        assert obs[hexes + 9 * H + state["robber"]] == 1 and obs[hexes + 9 * H:hexes + 10 * H].sum() == 1
        assert [obs[hexes + 7 * H + h["id"]] for h in state["hexes"]] == [
            h["number"] or 0 for h in state["hexes"]]
        vertices = hexes + 10 * H
        for r, p in enumerate(rel):
            plane = obs[vertices + r * V:vertices + (r + 1) * V]
            assert set(np.flatnonzero(plane)) == set(state["players"][p]["settlements"])
            plane = obs[vertices + (P + r) * V:vertices + (P + r + 1) * V]
            assert set(np.flatnonzero(plane)) == set(state["players"][p]["cities"])
        edges = vertices + (2 * P + 6) * V
        for r, p in enumerate(rel):
            plane = obs[edges + r * E:edges + (r + 1) * E]
            assert set(np.flatnonzero(plane)) == set(state["players"][p]["roads"])


def test_env_random_agent_example():
    out = run_example("env_random_agent.py", "3", "4", "random")
    assert re.search(r"Env: 4 episodes against random, \d+ steps, won \d", out)
    assert "obs (64, 1159) uint8" in out


def test_train_policy_example_runs():
    """A smoke run (seconds): the full run's figures are in docs/environments.md."""
    out = run_example("train_policy.py", "30", "20", "2")
    assert re.search(r"untrained \d+\.\d%, trained \d+\.\d%", out)


def test_train_torch_example_runs():
    """A smoke run (seconds) of the PyTorch example; the full run's figures are in
    docs/environments.md. Skipped without PyTorch, unless CATAN_REQUIRE_TORCH=1 (ctest sets it:
    scripts/install-deps.sh installs python3-torch)."""
    if os.environ.get("CATAN_REQUIRE_TORCH") != "1":
        pytest.importorskip("torch")
    out = run_example("train_torch.py", "30", "20", "2", "16")
    assert re.search(r"random agent \d+\.\d%, trained network \d+\.\d%", out)


# ---- catan.sample_masked -------------------------------------------------------------------
def test_sample_masked_is_uniform_over_each_rows_legal_ids():
    rng = np.random.default_rng(3)
    mask = np.zeros((4, 9), dtype=bool)
    mask[0, [0]] = True
    mask[1, [2, 5, 8]] = True
    mask[2, :] = True
    mask[3, [1, 7]] = True
    draws = np.stack([catan.sample_masked(mask, rng) for _ in range(6000)])
    assert draws.dtype == np.int64 and draws.shape == (6000, 4)
    assert mask[np.arange(4), draws].all()  # only legal ids, each in its own row
    for row in range(4):
        legal = np.flatnonzero(mask[row])
        counts = np.array([(draws[:, row] == a).sum() for a in legal])
        expected = 6000 / len(legal)
        # every legal id drawn, each within 10% of its share (about 5 standard errors)
        assert counts.sum() == 6000 and (abs(counts - expected) < 0.1 * expected + 5).all(), counts


def test_sample_masked_matches_a_vector_env_and_refuses_empty_rows():
    env = catan.VectorEnv("classic", num_envs=16, players=4, seed=2)
    obs, info = env.reset()
    rng = np.random.default_rng(0)
    for _ in range(50):
        actions = catan.sample_masked(info["action_mask"], rng)
        assert info["action_mask"][np.arange(16), actions].all()
        obs, rewards, terminated, truncated, info = env.step(actions)
    env.close()
    with pytest.raises(ValueError, match="row 1"):
        catan.sample_masked(np.array([[True, False], [False, False]]))
    with pytest.raises(ValueError, match="2-d"):
        catan.sample_masked(np.array([True, False]))
    assert catan.sample_masked(np.array([[0, 1, 0]]))[0] == 1  # any truthy dtype
