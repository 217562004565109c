"""The environments' shapes: PettingZoo's AEC API and Gymnasium's Env API, as
their users call them (neither package is needed)."""

import numpy as np
import pytest

import rookery
from conftest import DEFAULTS
from rookery import spaces
from rookery.envs import AECEnv, ParallelEnv, SingleAgentEnv

# The games whose action space is enumerated (Game.distinct_actions).
WITH_SPACES = [g["name"] for g in rookery.games()
               if rookery.load_game(g["name"]).num_distinct_actions > 0]


def test_every_game_has_an_action_space_for_the_environments():
    assert WITH_SPACES == [g["name"] for g in rookery.games()]


def test_an_action_is_the_engines_action_id():
    env = AECEnv("plucky", seed=3)
    agent = env.agent_selection
    seat = env.possible_agents.index(agent)
    assert env.action_space(agent) == spaces.Discrete(env.game.num_distinct_actions)
    obs = env.observe(agent)
    legal = env.game_state.legal_actions(seat)
    assert np.flatnonzero(obs["action_mask"]).tolist() == sorted(legal)
    expected = env.game_state.clone()
    expected.apply(legal[-1], seat)
    assert not expected.is_chance_node()  # so the env draws nothing after the move
    env.step(np.array(legal[-1]))  # a 0-d array, as Stable-Baselines3 passes an action
    assert env.game_state == expected


def test_step_accepts_what_the_action_space_contains():
    env = AECEnv("pantolino(players=2)", seed=2)
    agent = env.agent_selection
    legal = int(np.flatnonzero(env.observe(agent)["action_mask"])[0])
    space = env.action_space(agent)
    for action in [legal, np.int32(legal), np.int64(legal), np.uint8(legal), np.array(legal)]:
        assert space.contains(action)
        env.reset(seed=2)
        env.step(action)
    for action in [True, float(legal), np.array([legal]), str(legal), -1, int(space.n),
                   np.uint64(legal)]:
        assert not space.contains(action)
        env.reset(seed=2)
        with pytest.raises(rookery.RookeryError, match="an action is an integer"):
            env.step(action)


def test_aec_has_pettingzoos_attributes():
    env = AECEnv("pantolino(players=3)", seed=1)
    assert env.unwrapped is env and str(env) == "rookery"
    for agent in env.possible_agents:
        assert env.observation_spaces[agent] is env.observation_space(agent)
        assert env.action_spaces[agent] is env.action_space(agent)
    # One space object per agent, so seeding one agent's space leaves the others'.
    assert env.action_space("player_0") is not env.action_space("player_1")
    assert env.action_space("player_0") == env.action_space("player_1")
    with pytest.raises(NotImplementedError, match="state"):
        env.state()
    with pytest.raises(rookery.RookeryError, match="no agent"):
        env.observation_space("player_3")
    assert isinstance(env.np_random, np.random.Generator)
    with pytest.raises(rookery.RookeryError, match="render_mode"):
        AECEnv("pantolino", render_mode="human")
    quiet = AECEnv("pantolino", render_mode=None)
    with pytest.warns(UserWarning, match="render mode"):
        assert quiet.render() is None


@pytest.mark.parametrize("game_string", WITH_SPACES + ["fistful(players=4,advanced=true)"])
def test_aec_rewards_summed_after_every_step_equal_the_returns(game_string):
    # PettingZoo's bookkeeping: add env.rewards after every step, dead steps included
    # (a dead step clears the rewards, so a final reward counts once).
    env = AECEnv(game_string, seed=1)
    for game in range(3):
        env.reset(seed=100 + game)
        total = dict.fromkeys(env.possible_agents, 0.0)
        for agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            env.step(None if term or trunc else env.action_space(agent).sample(obs["action_mask"]))
            for a, reward in env.rewards.items():
                total[a] += reward
        returns = env.game_state.returns()
        assert total == {a: returns[i] for i, a in enumerate(env.possible_agents)}


def play_aec(env, seed):
    env.reset(seed=seed)
    trace = []
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        space = env.observation_space(agent)
        assert space.contains(obs), agent
        if term or trunc:
            action = None
        else:
            assert obs["action_mask"].any()
            action = env.action_space(agent).sample(obs["action_mask"])
            assert env.action_space(agent).contains(action)
        trace.append((agent, action))
        env.step(action)
    return trace


@pytest.mark.parametrize("game_string", [g for g in WITH_SPACES] + ["pantolino(players=3)"])
def test_aec_plays_to_the_end_with_rewards_equal_to_the_returns(game_string):
    env = AECEnv(game_string, seed=1)
    players = env.game.num_players
    assert env.possible_agents == [f"player_{i}" for i in range(players)]
    env.reset(seed=3)
    finals = {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            finals[agent] = reward
            env.step(None)
        else:
            # The agent selected is one of the seats acting now (several at once
            # where the rules have secret simultaneous choices).
            assert env.possible_agents.index(agent) in env.game_state.acting_players()
            assert reward == 0.0
            env.step(env.action_space(agent).sample(obs["action_mask"]))
    assert env.agents == [] and env.game_state.is_terminal()
    returns = env.game_state.returns()
    assert finals == {f"player_{i}": returns[i] for i in range(players)}


# Games with secret simultaneous choices, in a configuration that makes them (Fistful's
# sellers choose at once only in the advanced game's market, FP-13).
SIMULTANEOUS_WITH_SPACES = [
    "fistful(players=3,advanced=true)" if g == "fistful" else g
    for g in WITH_SPACES if rookery.load_game(g).facts["simultaneous"]]


@pytest.mark.parametrize("game_string", SIMULTANEOUS_WITH_SPACES)
def test_aec_selects_seats_choosing_at_once_one_after_another(game_string):
    env = AECEnv(game_string, seed=2)
    together = 0
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        acting = env.game_state.acting_players()
        seat = env.possible_agents.index(agent)
        if len(acting) > 1:
            together += 1
            assert seat == acting[0] and obs["action_mask"].any()
            for other in acting[1:]:
                assert env.observe(env.possible_agents[other])["action_mask"].any()
        env.step(env.action_space(agent).sample(obs["action_mask"]))
    assert together > 0


def test_aec_is_reproducible_from_its_seed():
    env = AECEnv("pantolino(players=2)")
    for space in [env.action_space(a) for a in env.possible_agents]:
        space.seed(7)
    first = play_aec(env, seed=11)
    for space in [env.action_space(a) for a in env.possible_agents]:
        space.seed(7)
    assert play_aec(env, seed=11) == first


def test_aec_dead_step_rule():
    env = AECEnv("pantolino(players=2)", seed=2)
    obs, _, _, _, _ = env.last()
    with pytest.raises(rookery.RookeryError):
        env.step(10**6)  # outside the space
    legal = np.flatnonzero(obs["action_mask"])
    illegal = next(i for i in range(env.game.num_distinct_actions) if i not in legal)
    with pytest.raises(rookery.IllegalActionError):
        env.step(illegal)
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            with pytest.raises(ValueError):
                env.step(0)  # a finished agent steps with None only
            env.step(None)
        else:
            env.step(env.action_space(agent).sample(obs["action_mask"]))
    assert env.agents == []


def test_aec_rewards_are_zero_until_the_end_and_a_refusal_changes_nothing():
    env = AECEnv("pantolino(players=3)", seed=4)
    assert env.num_agents == env.max_num_agents == 3
    assert isinstance(env.render(), str) and env.render() == env.game_state.describe()
    waiting = [a for a in env.agents if a != env.agent_selection]
    assert all(not env.observe(a)["action_mask"].any() for a in waiting)
    obs, _, _, _, _ = env.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before, selected = env.game_state.clone(), env.agent_selection
    with pytest.raises(rookery.IllegalActionError):
        env.step(illegal)
    assert env.game_state == before and env.agent_selection == selected
    with pytest.raises(ValueError):
        env.step(None)  # an agent still playing needs an action
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            env.step(None)
            continue
        assert reward == 0.0 and all(r == 0.0 for r in env.rewards.values())
        assert env.game_state.current_player() == env.possible_agents.index(agent)
        env.step(env.action_space(agent).sample(obs["action_mask"]))
    with pytest.raises(rookery.RookeryError):
        env.last()
    env.reset(seed=4)
    assert env.agents == env.possible_agents and not any(env.terminations.values())


def test_aec_agent_iter_stops_at_max_iter():
    env = AECEnv("pantolino(players=2)", seed=1)
    assert len(list(env.agent_iter(max_iter=5))) == 5  # nothing stepped: the same agent


def play_single(env, seed, space_seed):
    env.action_space.seed(space_seed)
    obs, info = env.reset(seed=seed)
    trace = [obs.tobytes()]
    done = False
    while not done:
        obs, reward, done, truncated, info = env.step(env.action_space.sample(info["action_mask"]))
        trace.append((obs.tobytes(), reward))
    return trace, env.game_state.clone()


@pytest.mark.parametrize("game_string",
                         sorted(set(WITH_SPACES) | {"pantolino(players=2)", "pantolino(players=1)",
                                                    "pantolino(players=4,escaping_boots=true)"}))
def test_single_agent_env_against_bots(game_string):
    env = SingleAgentEnv(game_string, seat=0, seed=5)
    obs, info = env.reset()
    assert env.observation_space.contains(obs)
    assert info["action_mask"].dtype == np.int8 and info["action_mask"].any()
    total, done, steps = 0.0, False, 0
    while not done:
        action = env.action_space.sample(info["action_mask"])
        assert env.action_space.contains(action)
        obs, reward, done, truncated, info = env.step(action)
        assert env.observation_space.contains(obs) and not truncated
        assert done or (reward == 0.0 and info["action_mask"].any())
        total += reward
        steps += 1
    state = env.game_state
    expected = state.scores()[0] if env.game.num_players == 1 else state.returns()[0]
    assert total == expected
    assert isinstance(env.render(), str)
    with pytest.raises(rookery.RookeryError, match="over"):
        env.step(0)


def test_single_agent_env_is_reproducible_from_its_seed():
    env = SingleAgentEnv("pantolino(players=3)", seat=1,
                         opponents=["mcts(iterations=30)", "heuristic"])
    first, end = play_single(env, seed=8, space_seed=2)
    again, end_again = play_single(env, seed=8, space_seed=2)
    assert first == again and end == end_again
    other, _ = play_single(env, seed=9, space_seed=2)
    assert other != first


def test_single_agent_env_plays_a_later_seat():
    env = SingleAgentEnv("pantolino(players=2)", seat=1, opponents=["random"], seed=3)
    obs, info = env.reset()
    assert env.game_state.current_player() == 1 and info["action_mask"].any()


def test_single_agent_env_checks_its_seats():
    with pytest.raises(rookery.RookeryError, match="opponent"):
        SingleAgentEnv("pantolino(players=3)", opponents=["random"])
    with pytest.raises(rookery.RookeryError, match="unknown bot"):
        SingleAgentEnv("pantolino(players=2)", opponents=["genius"])
    with pytest.raises(rookery.RookeryError, match="no seat"):
        SingleAgentEnv("pantolino(players=2)", seat=2)


def test_spaces_have_gymnasiums_shape():
    discrete = spaces.Discrete(4, seed=1)
    assert discrete.n == 4 and discrete.shape == () and np.dtype(discrete.dtype).kind == "i"
    assert all(discrete.contains(discrete.sample()) for _ in range(50))
    assert discrete.contains(np.int64(3)) and 3 in discrete
    assert not discrete.contains(4) and not discrete.contains(-1)
    assert not discrete.contains(1.5) and not discrete.contains("1") and not discrete.contains(True)
    assert discrete.contains(np.array(3)) and not discrete.contains(np.array([3]))
    assert not discrete.contains(np.uint64(3))  # does not cast safely to int64, as Gymnasium
    mask = np.array([0, 1, 0, 1], dtype=np.int8)
    assert {discrete.sample(mask) for _ in range(50)} == {1, 3}
    assert {discrete.sample(mask.astype(bool)) for _ in range(50)} == {1, 3}
    assert discrete.sample(np.zeros(4, dtype=np.int8)) == 0  # Gymnasium: start when none is allowed
    for bad in [[0, 1, 0, 1], np.zeros(3, dtype=np.int8), np.full(4, 2, dtype=np.int8)]:
        with pytest.raises(ValueError):
            discrete.sample(bad)
    assert discrete.sample(probability=np.array([0, 0, 1.0, 0])) == 2
    assert discrete.seed(5) == 5
    first = [discrete.sample() for _ in range(10)]
    discrete.seed(5)
    assert [discrete.sample() for _ in range(10)] == first
    assert isinstance(discrete.np_random, np.random.Generator)
    assert type(discrete.sample()) is np.int64  # as Gymnasium's samples

    # Value equality, and Gymnasium's start.
    assert spaces.Discrete(32) == spaces.Discrete(32) != spaces.Discrete(33)
    assert spaces.Discrete(32) != spaces.Discrete(32, start=1)
    shifted = spaces.Discrete(3, start=-1, seed=0)
    assert shifted.start == -1 and shifted.contains(-1) and not shifted.contains(2)
    assert {shifted.sample() for _ in range(50)} == {-1, 0, 1}
    assert repr(shifted) == "Discrete(3, start=-1)"

    box = spaces.Box(0.0, 1.0, (3,), np.float32, seed=2)
    assert box.shape == (3,) and box.dtype == np.float32
    assert box.contains(box.sample()) and box.sample().dtype == np.float32
    assert not box.contains(np.array([0.5, 2.0, 0.0], dtype=np.float32))
    assert not box.contains(np.zeros(4, dtype=np.float32))
    assert not box.contains(np.zeros(3, dtype=np.float64))  # float64 does not cast to float32
    ints = spaces.Box(0, 1, (5,), np.int8)
    assert ints.contains(ints.sample()) and ints.sample().dtype == np.int8

    assert box.contains([0.5, 0.5, 0.5])  # a list is cast to the dtype first, as Gymnasium
    assert box == spaces.Box(0.0, 1.0, (3,), np.float32) != spaces.Box(0.0, 2.0, (3,), np.float32)
    assert box != spaces.Box(0.0, 1.0, (3,), np.float64)

    both = spaces.Dict({"observation": box, "action_mask": ints})
    seeds = both.seed(3)
    assert set(seeds) == {"observation", "action_mask"}
    first = both.sample()
    both.seed(3)
    assert all(np.array_equal(first[k], v) for k, v in both.sample().items())
    assert both.contains(both.sample()) and list(both) == ["action_mask", "observation"]  # sorted
    assert not both.contains({"observation": box.sample()})
    assert both.shape is None and both.dtype is None and len(both) == 2
    assert both == spaces.Dict({"action_mask": ints, "observation": box})
    assert both != spaces.Dict({"observation": box})


def test_resets_without_a_seed_go_on_with_the_envs_sequence_of_games():
    def games(make, resets=3):
        env = make()
        ends = []
        for _ in range(resets):
            if isinstance(env, AECEnv):
                env.reset()
                for space in map(env.action_space, env.possible_agents):
                    space.seed(1)
                for agent in env.agent_iter():
                    obs, _, term, trunc, _ = env.last()
                    env.step(None if term or trunc else
                             env.action_space(agent).sample(obs["action_mask"]))
            else:
                env.action_space.seed(1)
                obs, info = env.reset()
                done = False
                while not done:
                    obs, _, done, _, info = env.step(env.action_space.sample(info["action_mask"]))
            ends.append(env.game_state.clone())
        return ends

    for make in [lambda: AECEnv("pantolino(players=2)", seed=6),
                 lambda: SingleAgentEnv("pantolino(players=2)", seed=6)]:
        first = games(make)
        assert first[0] != first[1] != first[2]  # each reset a new game
        assert games(make) == first              # the same sequence from the same seed


def test_single_agent_env_has_gymnasiums_attributes():
    env = SingleAgentEnv("pantolino(players=2)", opponents=["random"])
    assert env.unwrapped is env and env.spec is None
    with pytest.raises(rookery.RookeryError, match=r"call reset\(\) first"):
        env.step(0)
    with pytest.raises(rookery.RookeryError, match=r"call reset\(\) first"):
        env.action_masks()
    assert env._np_random is None  # Gymnasium's env too has none before a seed
    obs, info = env.reset(seed=123)
    assert env.np_random_seed == 123
    rng = env.np_random
    assert isinstance(rng, np.random.Generator) and env._np_random is rng
    masks = env.action_masks()
    assert masks.dtype == np.bool_ and masks.shape == (env.game.num_distinct_actions,)
    assert np.array_equal(masks, info["action_mask"].astype(bool))
    # As Gymnasium's Env.reset: a seed makes a new generator, the same for the same seed.
    state = rng.bit_generator.state
    env.reset()
    env.reset(seed=123)
    assert env.np_random is not rng and env.np_random.bit_generator.state == state
    env.np_random = np.random.default_rng(1)
    assert env.np_random_seed == -1
    with pytest.raises(rookery.RookeryError, match="seed"):
        env.reset(seed=-1)
    with pytest.raises(rookery.RookeryError, match="render_mode"):
        SingleAgentEnv("pantolino", render_mode="rgb_array")
    assert SingleAgentEnv("pantolino", render_mode=None).render() is None


def test_single_agent_env_ends_the_episode_on_an_illegal_action():
    env = SingleAgentEnv("pantolino(players=2)", opponents=["random"], seed=4)
    obs, info = env.reset()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.game_state.clone()
    obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (rookery.envs.ILLEGAL_REWARD, True, False)
    assert info["illegal_action"] and not info["action_mask"].any()
    assert not env.action_masks().any() and env.game_state == before
    with pytest.raises(rookery.RookeryError, match="over"):
        env.step(illegal)
    with pytest.raises(rookery.RookeryError, match="an action is an integer"):
        env.reset() and env.step(env.game.num_distinct_actions)  # outside the space: refused

    strict = SingleAgentEnv("pantolino(players=2)", opponents=["random"], seed=4,
                            illegal_action="raise")
    strict.reset()
    with pytest.raises(rookery.IllegalActionError):
        strict.step(illegal)
    assert strict.game_state == before
    with pytest.raises(rookery.RookeryError, match="illegal_action"):
        SingleAgentEnv("pantolino", illegal_action="ignore")


# Configurations where seats choose at once, and one game where they never do.
PARALLEL_GAMES = SIMULTANEOUS_WITH_SPACES + ["pantolino(players=3)", "fistful(players=1)"]


@pytest.mark.parametrize("game_string", PARALLEL_GAMES)
def test_parallel_env_plays_every_acting_seat_in_one_step(game_string):
    env = ParallelEnv(game_string, seed=3)
    assert env.agents == [] and env.unwrapped is env
    observations, infos = env.reset()
    assert set(observations) == set(infos) == set(env.possible_agents) == set(env.agents)
    together, steps = 0, 0
    while env.agents:
        acting = env.acting_agents()
        together += len(acting) > 1
        for agent, obs in observations.items():
            assert env.observation_space(agent).contains(obs)
            assert obs["action_mask"].any() == (agent in acting)
        # Every agent sampling from its mask, as PettingZoo's parallel loop does: a
        # waiting agent's all-zero mask gives 0, which the env ignores.
        actions = {a: env.action_space(a).sample(observations[a]["action_mask"]) for a in env.agents}
        observations, rewards, terminations, truncations, infos = env.step(actions)
        steps += 1
        assert set(rewards) == set(terminations) == set(truncations) == set(observations)
        assert not any(truncations.values())
    returns = env.game_state.returns()
    assert rewards == {a: returns[i] for i, a in enumerate(env.possible_agents)}
    assert all(terminations.values()) and env.game_state.is_terminal()
    assert (together > 0) == (env.game.num_players > 1 and game_string in SIMULTANEOUS_WITH_SPACES)
    with pytest.raises(rookery.RookeryError, match="over"):
        env.step({})


def test_parallel_env_needs_every_acting_seat_and_applies_all_or_nothing():
    env = ParallelEnv("push_push", seed=1)
    with pytest.raises(rookery.RookeryError, match=r"call reset\(\) first"):
        env.step({})
    observations, _ = env.reset(seed=1)
    while len(env.acting_agents()) < 2:  # to the first secret simultaneous choice
        env.step({a: env.action_space(a).sample(observations[a]["action_mask"])
                  for a in env.acting_agents()})
    acting = env.acting_agents()
    observations = {a: env.observe(a) for a in env.agents}
    legal = {a: int(np.flatnonzero(observations[a]["action_mask"])[0]) for a in acting}
    with pytest.raises(rookery.RookeryError, match=f"{acting[-1]} chooses now"):
        env.step({a: legal[a] for a in acting[:-1]})
    with pytest.raises(rookery.RookeryError, match="no agent"):
        env.step(dict(legal, player_9=0))
    before = env.game_state.clone()
    illegal = int(np.flatnonzero(observations[acting[-1]]["action_mask"] == 0)[0])
    with pytest.raises(rookery.IllegalActionError):
        env.step(dict(legal, **{acting[-1]: illegal}))
    assert env.game_state == before  # the first seats' choices were not kept either
    env.step(legal)
    expected = before.clone()  # every choice made in the one step
    for agent, action in legal.items():
        expected.apply(action, env.possible_agents.index(agent))
    assert not expected.is_chance_node() and env.game_state == expected


def test_parallel_env_is_reproducible_from_its_seed():
    def play(seed):
        env = ParallelEnv("match(players=2)")
        observations, _ = env.reset(seed=seed)
        for i, agent in enumerate(env.possible_agents):
            env.action_space(agent).seed(10 + i)
        while env.agents:
            observations, *_ = env.step({a: env.action_space(a).sample(observations[a]["action_mask"])
                                         for a in env.agents})
        return env.game_state
    assert play(5) == play(5) != play(6)


@pytest.mark.parametrize("game_string", DEFAULTS)
def test_vector_env_steps_every_game_and_restarts_the_finished(game_string):
    from rookery.envs import VectorEnv
    env = VectorEnv(game_string, 8, seed=3)
    obs, info = env.reset()
    game = env.game
    assert obs.shape == (8, game.observation_tensor_shape[0]) and obs.dtype == np.float32
    assert info["action_mask"].shape == (8, game.num_distinct_actions)
    rng = np.random.default_rng(0)
    finished = 0
    for step in range(20000):
        if finished and step >= 50:
            break
        for i in range(8 if step < 50 else 0):  # each mask: its game's seat's legal ids
            state = env.game_state(i)
            seat = int(info["player"][i])
            assert list(np.flatnonzero(info["action_mask"][i])) == state.legal_actions(seat)
            assert np.array_equal(obs[i], state.observation_tensor(seat))
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in info["action_mask"]])
        obs, rewards, terminated, truncated, info = env.step(actions)
        assert not truncated.any()
        assert not rewards[~terminated].any()  # rewards only when a game ends
        if game.get_type().utility.name == "CONSTANT_SUM":
            assert np.allclose(rewards[terminated].sum(axis=1), 1.0)
        finished += int(terminated.sum())
    assert finished > 0


def test_vector_env_replays_from_a_seed_and_refuses_an_illegal_action_whole():
    from rookery.envs import VectorEnv
    runs = []
    for _ in range(2):
        env = VectorEnv("pantolino", 4, seed=11)
        obs, info = env.reset()
        for _ in range(50):
            obs, rewards, terminated, _, info = env.step(info["action_mask"].argmax(axis=1))
        runs.append(obs)
    assert np.array_equal(runs[0], runs[1])
    before = [env.game_state(i) for i in range(4)]
    bad = info["action_mask"].argmax(axis=1)
    bad[2] = np.flatnonzero(~info["action_mask"][2])[0]
    with pytest.raises(rookery.IllegalActionError, match="game 2"):
        env.step(bad)
    assert [env.game_state(i) for i in range(4)] == before
    with pytest.raises(rookery.RookeryError, match="reset"):
        VectorEnv("pantolino", 2).step([0, 0])
