"""The environments' shapes: PettingZoo's AEC API and Gymnasium's Env API, as
their users call them (neither package is needed)."""

import numpy as np
import pytest

import rookery
from rookery.envs import AECEnv, SingleAgentEnv

# The games whose action space is enumerated (Game.distinct_actions).
WITH_SPACES = [g["name"] for g in rookery.games()
               if rookery.load_game(g["name"]).num_distinct_actions > 0]


def test_the_environments_refuse_a_game_without_an_action_space_clearly():
    without = [g["name"] for g in rookery.games() if g["name"] not in WITH_SPACES]
    for name in without:
        with pytest.raises(rookery.RookeryError, match="no action space"):
            AECEnv(name)
    assert "pantolino" in WITH_SPACES


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
            env.step(env.action_space(agent).sample(obs["action_mask"]))
    assert env.agents == [] and env.state.is_terminal()
    returns = env.state.returns()
    assert finals == {f"player_{i}": returns[i] for i in range(players)}


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


@pytest.mark.parametrize("game_string", ["pantolino(players=2)", "pantolino(players=1)",
                                         "pantolino(players=4,escaping_boots=true)"])
def test_single_agent_env_against_bots(game_string):
    env = SingleAgentEnv(game_string, seat=0, seed=5)
    obs, info = env.reset()
    assert env.observation_space.contains(obs)
    total, done, steps = 0.0, False, 0
    while not done:
        action = env.action_space.sample(info["action_mask"])
        obs, reward, done, truncated, info = env.step(action)
        assert env.observation_space.contains(obs) and not truncated
        total += reward
        steps += 1
    assert total == env.state.returns()[0]
    assert isinstance(env.render(), str)


def test_single_agent_env_checks_its_seats():
    with pytest.raises(rookery.RookeryError, match="opponent"):
        SingleAgentEnv("pantolino(players=3)", opponents=["random"])
    with pytest.raises(rookery.RookeryError, match="no seat"):
        SingleAgentEnv("pantolino(players=2)", seat=2)
