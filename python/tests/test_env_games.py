"""The environments of every rule set (catan.games()): for each, the shapes and dtypes, the mask
against the engine's legal actions and the id mapping, masked actions that always step, refused
unmasked actions that leave the environment working, automatic reset, rewards at the end,
determinism by seed, and observations that do not change with hidden information (states that
differ only in it, dealt by the engine's determinization from the seat's view)."""
from __future__ import annotations

import ctypes
import random

import numpy as np
import pytest

import catan
from catan import _lib
from catan._lib import lib

from conftest import random_step, encode, mask_of, to_id, from_id


def playable_configs() -> list[tuple[str, int, dict]]:
    """(game, players, options) for every rule set; Rivals once per mode that its `mode` option
    lists (every one has a space). Random Rivals players give up their cards and seldom win a
    theme game, so those end undecided at turn 150 (the introductory game is left to end)."""
    configs: list[tuple[str, int, dict]] = []
    for name in catan.games():
        info = catan.game_info(name)
        if name == "rivals":
            for mode in catan.option_values("rivals", "mode"):
                options = {"mode": mode} if mode == "intro" else {"mode": mode, "turn_limit": 150}
                game = catan.Game("rivals", players=2, options=options)
                assert lib.ctn_env_supported(game._engine.ptr, ctypes.byref(_lib.Error())) == 0
                configs.append(("rivals", 2, options))
            continue
        low = info["min_players"]
        configs.append((name, low, {}))
        if name != "world" and info["max_players"] > low:
            configs.append((name, min(4, info["max_players"]), {}))
    return configs


CONFIGS = playable_configs()
IDS = [f"{g}-{p}" + (f"-{o['mode']}" if o else "") for g, p, o in CONFIGS]


def light(game: str) -> int:
    """A smaller amount of work for the large World boards."""
    return 1 if game == "world" else 4


def positions(name: str, players: int, options: dict, seed: int, every: int, limit: int):
    """Positions of a random game (every `every`-th action), the game itself, mutated."""
    game = catan.Game(name, players=players, seed=seed, options=options)
    rng = random.Random(seed)
    n = 0
    while not game.is_terminal() and n < limit:
        if n % every == 0 and game.to_move != catan.CHANCE:
            yield game
        random_step(game, rng)
        n += 1


def random_actions(info: dict, rng: np.random.Generator) -> np.ndarray:
    mask = info["action_mask"]
    return (rng.random(mask.shape) * mask).argmax(1)


# ---- the space -----------------------------------------------------------------------------
def test_every_listed_game_has_an_environment():
    for name in catan.games():
        env = catan.VectorEnv(name, num_envs=1, seed=0)  # default player count
        assert env.obs_size > 0 and env.action_count > 0
    with pytest.raises(catan.UnknownGameError, match="classic"):
        catan.Env("no_such_game")


@pytest.mark.parametrize("name,players,options", CONFIGS, ids=IDS)
def test_mask_is_the_legal_actions(name, players, options):
    first = catan.Game(name, players=players, options=options)
    count = lib.ctn_env_action_count(first._engine.ptr)
    seen = set()
    k = light(name)
    games = (g for seed in range(3, 3 + k) for g in
             positions(name, players, options, seed=seed, every=3 if k > 1 else 40, limit=3000))
    for game in games:
        for seat in game.actors():
            legal = game.legal(seat, offers=False)
            ids = [to_id(game, seat, a) for a in legal]
            assert all(0 <= i < count for i in ids), "every legal action has an id"
            mask = mask_of(game, seat)
            assert set(np.flatnonzero(mask)) == set(ids)
            for i in set(ids):  # each id decodes to a legal action with that id
                action = from_id(game, seat, i)
                assert action in legal and to_id(game, seat, action) == i
            seen.update(ids)
        for seat in set(range(players)) - set(game.actors()):
            assert not mask_of(game, seat).any(), "a seat not to act has nothing legal"
    assert len(seen) > 20


@pytest.mark.parametrize("name,players,options", CONFIGS, ids=IDS)
def test_observation_does_not_show_hidden_information(name, players, options):
    """Full states that differ only in what the seat may not know (other hands, the deck or the
    stacks' order, the generator) encode the same."""
    size = catan.Game(name, players=players, options=options)._engine.state_size
    view = ctypes.create_string_buffer(size)
    other = ctypes.create_string_buffer(size)
    rng = (ctypes.c_uint64 * 4)(1, 2, 3, 4)
    changed = 0
    k = light(name)
    games = (g for seed in range(11, 11 + k) for g in
             positions(name, players, options, seed=seed, every=7 if k > 1 else 60, limit=2000))
    for game in games:
        ptr = game._engine.ptr
        for seat in range(players):
            lib.ctn_game_observe(ptr, game._state, seat, view)
            lib.ctn_game_determinize(ptr, view, rng, other)
            assert np.array_equal(encode(game, seat), encode(game, seat, other))
            if bytes(other.raw) != ctypes.string_at(game._state, size):
                changed += 1
    assert changed > 5, "the determinizations changed hidden information"


# ---- VectorEnv -----------------------------------------------------------------------------
@pytest.mark.parametrize("name,players,options", CONFIGS, ids=IDS)
def test_vector_shapes_masked_steps_and_refused_actions(name, players, options):
    n = 3
    env = catan.VectorEnv(name, num_envs=n, players=players, options=options, seed=1)
    obs, info = env.reset()
    assert obs.shape == (n, env.obs_size) and obs.dtype == np.uint8
    mask = info["action_mask"]
    assert mask.shape == (n, env.action_count) and mask.dtype == np.bool_
    assert mask.any(1).all()
    assert env.single_action_space.n == env.action_count
    rng = np.random.default_rng(1)
    for step in range(300 * light(name)):
        obs, rewards, terminated, truncated, info = env.step(random_actions(info, rng))
        assert obs.shape == (n, env.obs_size) and obs.dtype == np.uint8
        assert rewards.dtype == np.float32 and terminated.dtype == np.bool_
        assert info["action_mask"].any(1).all(), "the learning seat always has a move"
        if step % 50 == 0:  # an unmasked id is refused and nothing moves
            bad = int(np.flatnonzero(~info["action_mask"][1])[0])
            before = obs.copy(), info["action_mask"].copy()
            actions = random_actions(info, rng)
            actions[1] = bad
            with pytest.raises(catan.IllegalActionError, match="environment 1"):
                env.step(actions)
            with pytest.raises(catan.IllegalActionError, match="out of range"):
                env.step(np.full(n, env.action_count))
            again = env.step(random_actions({"action_mask": before[1]}, rng))
            obs, info = again[0], again[4]


@pytest.mark.parametrize("name,players,options", CONFIGS, ids=IDS)
def test_vector_autoreset_and_rewards(name, players, options):
    n = 8
    env = catan.VectorEnv(name, num_envs=n, players=players, options=options, seed=3,
                          legal_ids=True, max_steps=0 if name != "world" else 150)
    obs, info = env.reset()
    rng = np.random.default_rng(3)
    ended = 0
    for _ in range(40_000):
        ids, count = info["legal_ids"], info["legal_count"]
        assert (count == info["action_mask"].sum(1)).all()
        actions = ids[np.arange(n), (rng.random(n) * count).astype(int)]
        obs, rewards, terminated, truncated, info = env.step(actions)
        done = terminated | truncated
        assert (rewards[~terminated] == 0).all(), "rewards only at the end of a game"
        assert set(np.unique(rewards)) <= {0.0, 1.0}
        for i in np.flatnonzero(done):
            ended += 1
            assert not np.array_equal(info["final_obs"][i], obs[i]), "a new episode began"
            assert info["action_mask"][i].any()
        if ended >= 3:
            break
    assert ended >= 3


@pytest.mark.parametrize("name,players,options", CONFIGS, ids=IDS)
def test_vector_determinism_by_seed(name, players, options):
    def run(seed):
        env = catan.VectorEnv(name, num_envs=3, players=players, options=options, seed=seed)
        obs, info = env.reset()
        rng = np.random.default_rng(0)
        out = [obs]
        for _ in range(60):
            obs, rewards, terminated, truncated, info = env.step(random_actions(info, rng))
            out.append(obs)
        return np.stack(out)
    assert np.array_equal(run(7), run(7))
    assert not np.array_equal(run(7), run(8))


# ---- Env and AECEnv ------------------------------------------------------------------------
@pytest.mark.parametrize("name,players,options", CONFIGS, ids=IDS)
def test_env_reward_is_the_result(name, players, options):
    if name == "world":
        pytest.skip("a random World game takes minutes; its end is covered by truncation")
    env = catan.Env(name, players=players, options=options, seed=5, seat=None)
    for _ in range(2):
        obs, info = env.reset()
        seat = info["seat"]
        rng = np.random.default_rng(5)
        while True:
            action = env.action_space.sample(info["action_mask"])
            obs, reward, terminated, truncated, info = env.step(action)
            if terminated:
                break
            assert reward == 0.0
        returns = (ctypes.c_int32 * players)()
        lib.ctn_ffi_returns(env._b.engine.ptr, env._b.state_ptr(0), returns)
        assert reward == float(returns[seat])
        assert not info["action_mask"].any()
        with pytest.raises(catan.IllegalActionError):
            env.step(int(np.flatnonzero(env._b.mask[0] == 0)[0]))
        del rng


@pytest.mark.parametrize("name,players,options", CONFIGS, ids=IDS)
def test_aec_plays_with_every_agent(name, players, options):
    env = catan.AECEnv(name, players=players, options=options, seed=2,
                       max_steps=0 if name != "world" else 300)
    env.reset()
    steps = 0
    for agent in env.agent_iter(200_000):
        obs, reward, terminated, truncated, info = env.last()
        assert obs.shape == (env.observation_space(agent).shape[0],) and obs.dtype == np.uint8
        if terminated or truncated:
            env.step(None)
            continue
        mask = info["action_mask"]
        bad = int(np.flatnonzero(~mask)[0])
        if steps % 97 == 0:
            with pytest.raises(catan.IllegalActionError):
                env.step(bad)
        env.step(env.action_space(agent).sample(mask))
        steps += 1
    assert not env.agents and steps > 10


@pytest.mark.parametrize("name,players,options", CONFIGS, ids=IDS)
def test_vector_random_actions_chosen_in_the_engine(name, players, options):
    """step(None): every environment plays a legal id drawn in C, reported in info["actions"],
    the same ones for the same seed."""
    def run(seed):
        env = catan.VectorEnv(name, num_envs=4, players=players, options=options, seed=seed)
        obs, info = env.reset()
        played = []
        for _ in range(100 * light(name)):
            mask = info["action_mask"]
            obs, rewards, terminated, truncated, info = env.step(None)
            assert mask[np.arange(4), info["actions"]].all(), "a legal id of each environment"
            played.append(info["actions"].copy())
        return np.stack(played)
    assert np.array_equal(run(4), run(4))
    with pytest.raises(catan.IllegalActionError, match="out of range"):
        env = catan.VectorEnv(name, num_envs=2, players=players, options=options, seed=1)
        env.reset()
        env.step(np.array([0, -1], dtype=np.int32))  # -1 is not an id; None asks the engine


def test_struggle_layout_is_the_documented_one():
    """docs/environments.md's Struggle offsets, read back against the state JSON."""
    import json
    resources = ["lumber", "brick", "wool", "grain", "ore"]
    for players in (2, 3, 5):
        game = catan.Game("struggle", players=players, seed=players)
        rng = random.Random(players)
        for _ in range(60):
            random_step(game, rng)
        state = json.loads(game.state_json())
        P = players
        for seat in range(P):
            obs = encode(game, seat)
            assert obs.size == 79 + 19 * P
            assert obs[15 + (state["current"] - seat) % P] == 1
            hand = 15 + 3 * P + 12 + 5 + 5 + 6 + 5 + 5
            assert list(obs[hand:hand + 5]) == [state["players"][seat]["hand"][r]
                                                  for r in resources]
            assert list(obs[hand - 10:hand - 5]) == [state["discard"][r] for r in resources]
            for r in range(P):
                them = state["players"][(seat + r) % P]
                row = obs[79 + 3 * P + 16 * r:79 + 3 * P + 16 * (r + 1)]
                assert [row[0], row[3], row[4], row[5]] == [
                    them["hand_count"], them["settlements"], them["cities"], them["vp"]]


def test_rivals_layout_is_the_documented_one():
    """docs/environments.md's Rivals offsets: per player rows after 188 global entries, 9 card
    planes of D bytes at the end (mode=prosperity: then each player's stars; mode=explorers: his
    explorer ships)."""
    import json
    for mode in catan.option_values("rivals", "mode"):
        if mode == "tournament":  # its own offsets: test_rivals_tournament_layout
            continue
        game = catan.Game("rivals", players=2, seed=4, options={"mode": mode})
        rng = random.Random(4)
        for _ in range(150):
            random_step(game, rng)
        state = json.loads(game.state_json())
        obs_size = lib.ctn_env_obs_size(game._engine.ptr)
        d = (obs_size - 188 - 632) // 9
        assert d == lib.ctn_rivals_num_draw_cards(game._engine.ptr)
        for seat in range(2):
            obs = encode(game, seat)
            for r in range(2):
                me = state["players"][(seat + r) % 2]
                row = obs[188 + 316 * r:188 + 316 * (r + 1)]
                assert row[0] == me["hand_count"]
                assert row[1] == state["vp"][(seat + r) % 2]
                for region in me["regions"]:
                    at = 9 + 9 * region["pos"]
                    assert row[at] == 1 and row[at + 7] == region["number"]
                    assert row[at + 8] == region["stock"]
                towns = row[9 + 26 * 9:9 + 26 * 9 + 12]
                for town in me["towns"]:
                    assert towns[town["col"]] == (1 if town["kind"] == "settlement" else 2)
            hand_plane = obs[188 + 632:188 + 632 + d]
            assert hand_plane.sum() == state["players"][seat]["hand_count"]
            if mode == "prosperity":  # the stars last, the observer's first
                stars = state.get("prosperity", {}).get("stars", [0, 0])
                assert list(obs[-2:]) == [stars[seat], stars[1 - seat]]
            if mode == "explorers":  # the standing explorer ships last, the observer's first
                ships = state["explorers"]["ships"]
                assert list(obs[-2:]) == [ships[seat], ships[1 - seat]]


def test_rivals_tournament_layout():
    """docs/environments.md's tournament offsets: 198 global entries (the preparation phase, 8
    stacks, the observer's colour and the preparation round's passes at 195-197), the players' rows,
    then 11 card planes of D = 70 bytes, the tenth the observer's own discard pile and the eleventh
    the kind + 1 of each card the view shows: every card of his own deck, none of the opponent's
    hidden ones. Env and VectorEnv play it."""
    import json
    options = {"mode": "tournament", "turn_limit": 60}
    for seed in range(2):
        game = catan.Game("rivals", players=2, seed=seed, options=options)
        d = lib.ctn_rivals_num_draw_cards(game._engine.ptr)
        assert d == 70 and lib.ctn_env_obs_size(game._engine.ptr) == 198 + 632 + 11 * d
        rng = random.Random(seed)
        seen_pass = False
        while not game.is_terminal():
            state = json.loads(game.state_json())
            for seat in range(2):
                obs = encode(game, seat)
                assert obs[195] == (seat == 0)
                view = game.view(seat)
                kinds = obs[830 + 10 * d:830 + 11 * d]
                own = range(35 * seat, 35 * seat + 35)
                assert all(kinds[c] > 0 for c in own)
                for c, k in enumerate(view["kinds"]):
                    assert (kinds[c] == 0) == (k is None)
                for r in range(2):
                    row = obs[198 + 316 * r:198 + 316 * (r + 1)]
                    assert row[0] == state["players"][(seat + r) % 2]["hand_count"]
                    assert row[1] == state["vp"][(seat + r) % 2]
                hand = obs[830:830 + d]
                assert hand.sum() == state["players"][seat]["hand_count"]
                assert obs[30] == (state["phase"] == "prepare")
                seen_pass = seen_pass or obs[196] == 1
            random_step(game, rng)
        assert seen_pass
    env = catan.Env("rivals", options=options, seed=3)
    obs, info = env.reset()
    assert obs.shape == (198 + 632 + 11 * 70,) and info["action_mask"].sum() > 0
    vec = catan.VectorEnv("rivals", num_envs=3, options=options, seed=3)
    obs, info = vec.reset()
    assert obs.shape == (3, 198 + 632 + 11 * 70)
    for _ in range(200):
        mask = info["action_mask"]
        acts = np.array([rng.choice(np.flatnonzero(m)) for m in mask], dtype=np.int32)
        obs, rew, term, trunc, info = vec.step(acts)


def test_rivals_theme_block_is_the_state():
    """docs/environments.md's Rivals theme entries (global 129-187) read back against the state
    JSON along random Turmoil, Progress and duel games: Sebastian's question and the Riots by
    relative seat, the Archer's loss, the Traitor's steal, the attack awaiting the guards (flag,
    argument, and its card in the ninth card plane), the Library, the event stack and the duel's
    events found and unseen."""
    import json
    seen = set()
    for mode in ("turmoil", "progress", "duel"):
        for seed in range(3):
            game = catan.Game("rivals", players=2, seed=seed,
                              options={"mode": mode, "turn_limit": 120})
            rng = random.Random(seed)
            d = lib.ctn_rivals_num_draw_cards(game._engine.ptr)
            while not game.is_terminal():
                state = json.loads(game.state_json())
                turmoil = state.get("turmoil", {})
                theme, duel = state.get("theme", {}), state.get("duel", {})
                strike = turmoil.get("strike", 0)
                for seat in range(2):
                    t = encode(game, seat)[129:188]
                    for k, key in ((0, "react"), (2, "riots")):
                        bits = turmoil.get(key, 0)
                        assert list(t[k:k + 2]) == [bits >> seat & 1, bits >> (1 - seat) & 1]
                    assert t[4] == turmoil.get("loss", 0) and t[5] == turmoil.get("steal", 0)
                    assert t[6] == (strike != 0)
                    assert t[7] == (strike >> 13 & 255 if strike else 0)
                    assert t[8] == theme.get("library", 0)
                    assert set(np.flatnonzero(t[9:33])) == set(state["events"])
                    assert set(np.flatnonzero(t[33:57])) == set(duel.get("found", []))
                    assert list(t[57:59]) == [duel.get("unknown", 0), duel.get("pool_unknown", 0)]
                    plane = encode(game, seat)[188 + 632 + 8 * d:]
                    assert list(np.flatnonzero(plane)) == ([strike >> 5 & 255] if strike else [])
                seen.update(key for key in ("react", "riots", "loss", "steal") if turmoil.get(key))
                seen.update(["strike"] if strike else [])
                seen.update(["library"] if theme.get("library") else [])
                seen.update(["found"] if duel.get("found") else [])
                random_step(game, rng)
    assert {"react", "riots", "library", "found"} <= seen, seen
