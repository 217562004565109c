"""PettingZoo's environment tests, ported to rookery's spaces so that they run
without PettingZoo or Gymnasium: `api_test` (AEC), `seed_test` (AEC) and
`parallel_api_test` (Parallel).

Upstream: Farama-Foundation/PettingZoo at commit
761353e6a9d29cb3c6b88232e50ee036f94b08fd, files pettingzoo/test/api_test.py,
pettingzoo/test/seed_test.py and pettingzoo/test/parallel_test.py. The functions
keep their names, order, assertions and messages; what changed is said where it is:
  * `gymnasium.spaces.X` is `rookery.spaces.X`, and `data_equivalence` is the port
    of Gymnasium's beside this file (seed_test imports Gymnasium's).
  * checks that need PettingZoo's own classes (isinstance against pettingzoo.AECEnv
    or its wrappers, its base class's render and close) cannot apply, and say so.
  * the pytest fixtures at the top of api_test.py, which build PettingZoo's own
    example envs for its doctests, are left out.

The MIT License

Copyright (c) Farama Foundation

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in
all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
THE SOFTWARE.
"""

from __future__ import annotations

import re
import warnings
from collections import defaultdict
from typing import Any

import numpy as np

from ported_gymnasium import data_equivalence
from rookery import spaces


def _defines(env, name):
    """Whether the env's class defines `name` itself (not only object does).

    Stands in for upstream's comparison with PettingZoo's base class's method."""
    return any(name in vars(cls) for cls in type(env).__mro__ if cls is not object)


# ---- pettingzoo/test/api_test.py ----------------------------------------------------

missing_attr_warning = """This environment does not have {name} defined.
This is not a required part 'of the API as environments with procedurally
generated agents cannot always have this property defined. However, this is
very uncommon and these features should be included whenever possible as all
standard learning code requires these properties. Also not that if you do not
have {name} it should also not be possible for you to expose the possible_agents
list and observation_spaces, action_spaces dictionaries."""
# PettingZoo's own environments that these tests let off some warnings (by name):
# rookery is none of them.
env_obs_dicts = [
    "leduc_holdem_v4",
    "texas_holdem_no_limit_v6",
    "texas_holdem_v4",
    "go_v5",
    "chess_v6",
    "connect_four_v3",
    "tictactoe_v3",
]
env_graphical_obs = ["knights_archers_zombies_v11"]
env_diff_obs_shapes = [
    "simple_adversary_v3",
    "simple_world_comm_v3",
    "simple_tag_v3",
    "knights_archers_zombies_v11",
    "simple_push_v3",
    "simple_speaker_listener_v4",
    "simple_crypto_v3",
]
env_all_zeros_obs = ["knights_archers_zombies_v11"]
env_obs_space = [
    "leduc_holdem_v4",
    "texas_holdem_no_limit_v6",
    "texas_holdem_v4",
    "go_v5",
    "hanabi_v5",
    "knights_archers_zombies_v11",
    "chess_v6",
    "connect_four_v3",
    "tictactoe_v3",
]
env_diff_agent_obs_size = [
    "simple_adversary_v3",
    "simple_world_comm_v3",
    "simple_tag_v3",
    "simple_crypto_v3",
    "simple_push_v3",
    "simple_speaker_listener_v4",
]
env_pos_inf_obs = [
    "simple_adversary_v3",
    "simple_reference_v3",
    "simple_spread_v3",
    "simple_tag_v3",
    "simple_world_comm_v3",
    "multiwalker_v9",
    "simple_crypto_v3",
    "simple_push_v3",
    "simple_speaker_listener_v4",
    "simple_v3",
]
env_neg_inf_obs = env_pos_inf_obs


def test_observation(observation, observation_0, env_name=None):
    """Warns about an observation unfit for learning code; asserts it is not empty."""
    if not isinstance(observation, np.ndarray):
        if env_name is not None and env_name not in env_obs_dicts:
            warnings.warn("Observation is not a NumPy array")
        if isinstance(observation, dict) and "observation" in observation:
            observation = observation["observation"]
            test_observation(observation, observation_0, env_name)
        if isinstance(observation, dict) and "action_mask" in observation:
            test_action_mask(observation["action_mask"], env_name)
        return
    if np.isinf(observation).any():
        warnings.warn(
            "Observation contains infinity (np.inf) or negative infinity (-np.inf)"
        )
    if np.isnan(observation).any():
        warnings.warn("Observation contains NaNs")
    if len(observation.shape) > 3:
        warnings.warn("Observation has more than 3 dimensions")
    if observation.shape == (0,):
        raise AssertionError("Observation can not be an empty array")
    if observation.shape == (1,):
        warnings.warn("Observation is a single number")
    if not isinstance(observation, observation_0.__class__):
        warnings.warn("Observations between agents are different classes")
    if (
        (observation.shape != observation_0.shape)
        and (len(observation.shape) == len(observation_0.shape))
        and env_name not in env_diff_obs_shapes
    ):
        warnings.warn("Observations are different shapes")
    if len(observation.shape) != len(observation_0.shape):
        warnings.warn("Observations have different number of dimensions")
    if not np.can_cast(observation.dtype, np.dtype("float64")):
        warnings.warn("Observation numpy array is not a numeric dtype")
    if (
        np.array_equal(observation, np.zeros(observation.shape))
        and env_name not in env_all_zeros_obs
    ):
        warnings.warn("Observation numpy array is all zeros.")
    if (
        not np.all(observation >= 0)
        and (
            (len(observation.shape) == 2)
            or (len(observation.shape) == 3 and observation.shape[2] == 1)
            or (len(observation.shape) == 3 and observation.shape[2] == 3)
        )
        and env_name not in env_graphical_obs
    ):
        warnings.warn(
            "The observation contains negative numbers and is in the shape of a graphical observation. This might be a bad thing."
        )


def test_action_mask(action_mask, env_name=None):
    """Warns about a mask unfit for learning code; asserts it is not empty."""
    if not isinstance(action_mask, np.ndarray):
        warnings.warn("Action mask is not a NumPy array")
        return
    if np.isinf(action_mask).any():
        warnings.warn(
            "Action mask contains infinity (np.inf) or negative infinity (-np.inf)"
        )
    if np.isnan(action_mask).any():
        warnings.warn("Action mask contains NaNs")
    if len(action_mask.shape) > 1:
        warnings.warn("Action mask has more than 1 dimension")
    if action_mask.shape == (0,):
        raise AssertionError("Action mask can not be an empty array")
    if action_mask.shape == (1,):
        warnings.warn("Action mask is a single number")
    if not np.can_cast(action_mask.dtype, np.dtype("float64")):
        warnings.warn("Action mask numpy array is not a numeric dtype")
    if (
        np.array_equal(action_mask, np.zeros(action_mask.shape))
        and env_name not in env_all_zeros_obs
    ):
        warnings.warn("Action mask numpy array is all zeros (no legal actions).")
    if not np.array_equal(action_mask, action_mask.astype(bool)):
        warnings.warn(
            "Action mask is not boolean (contains values other than 0 and 1)."
        )


def test_observation_action_spaces(env, agent_0):
    """Checks every agent's spaces: their classes, identity, names and bounds."""
    for agent in env.agents:
        assert isinstance(env.observation_space(agent), spaces.Space), (
            "Observation space for each agent must extend gymnasium.spaces.Space"
        )
        assert isinstance(env.action_space(agent), spaces.Space), (
            "Agent space for each agent must extend gymnasium.spaces.Space"
        )
        assert env.observation_space(agent) is env.observation_space(agent), (
            "observation_space should return the exact same space object (not a copy) for an agent (ensures that observation space seeding works as expected). "
            "Consider decorating your observation_space(self, agent) method with @functools.lru_cache(maxsize=None) to enable caching, or changing it to read from a dict such as self.observation_spaces."
        )
        assert env.action_space(agent) is env.action_space(agent), (
            "action_space should return the exact same space object (not a copy) for an agent (ensures that action space seeding works as expected). "
            "Consider decorating your action_space(self, agent) method with @functools.lru_cache(maxsize=None) to enable caching, or changing it to read from a dict such as self.action_spaces."
        )
        if (
            not (
                isinstance(env.observation_space(agent), spaces.Box)
                or isinstance(env.observation_space(agent), spaces.Discrete)
            )
            and str(env.unwrapped) not in env_obs_space
        ):
            warnings.warn(
                "Observation space for each agent probably should be gymnasium.spaces.box or gymnasium.spaces.discrete"
            )
        if not (
            isinstance(env.action_space(agent), spaces.Box)
            or isinstance(env.action_space(agent), spaces.Discrete)
        ):
            warnings.warn(
                "Action space for each agent probably should be gymnasium.spaces.box or gymnasium.spaces.discrete"
            )
        if (not isinstance(agent, str)) and agent != "env":
            warnings.warn(
                "Agents are recommended to have numbered string names, like player_0"
            )
        if not isinstance(agent, str) or not re.match("[a-z]+_[0-9]+", agent):
            warnings.warn(
                'We recommend agents to be named in the format <descriptor>_<number>, like "player_0"'
            )
        if not isinstance(
            env.observation_space(agent), env.observation_space(agent_0).__class__
        ):
            warnings.warn(
                "The class of observation spaces is different between two agents"
            )
        if not isinstance(env.action_space(agent), env.action_space(agent).__class__):
            warnings.warn("The class of action spaces is different between two agents")
        if (
            env.observation_space(agent) != env.observation_space(agent_0)
            and str(env.unwrapped) not in env_diff_agent_obs_size
        ):
            warnings.warn("Agents have different observation space sizes")
        if env.action_space(agent) != env.action_space(agent):
            warnings.warn("Agents have different action space sizes")

        if isinstance(env.action_space(agent), spaces.Box):
            if np.any(np.equal(env.action_space(agent).low, -np.inf)):
                warnings.warn(
                    "Agent's minimum action space value is -infinity. This is probably too low."
                )
            if np.any(np.equal(env.action_space(agent).high, np.inf)):
                warnings.warn(
                    "Agent's maximum action space value is infinity. This is probably too high"
                )
            if np.any(
                np.equal(env.action_space(agent).low, env.action_space(agent).high)
            ):
                warnings.warn(
                    "Agent's maximum and minimum action space values are equal"
                )
            if np.any(
                np.greater(env.action_space(agent).low, env.action_space(agent).high)
            ):
                raise AssertionError(
                    "Agent's minimum action space value is greater than it's maximum"
                )
            if env.action_space(agent).low.shape != env.action_space(agent).shape:
                raise AssertionError(
                    "Agent's action_space.low and action_space have different shapes"
                )
            if env.action_space(agent).high.shape != env.action_space(agent).shape:
                raise AssertionError(
                    "Agent's action_space.high and action_space have different shapes"
                )

        if isinstance(env.observation_space(agent), spaces.Box):
            if (
                np.any(np.equal(env.observation_space(agent).low, -np.inf))
                and str(env.unwrapped) not in env_neg_inf_obs
            ):
                warnings.warn(
                    "Agent's minimum observation space value is -infinity. This is probably too low."
                )
            if (
                np.any(np.equal(env.observation_space(agent).high, np.inf))
                and str(env.unwrapped) not in env_pos_inf_obs
            ):
                warnings.warn(
                    "Agent's maximum observation space value is infinity. This is probably too high"
                )
            if np.any(
                np.equal(
                    env.observation_space(agent).low, env.observation_space(agent).high
                )
            ):
                warnings.warn(
                    "Agent's maximum and minimum observation space values are equal"
                )
            if np.any(
                np.greater(
                    env.observation_space(agent).low, env.observation_space(agent).high
                )
            ):
                raise AssertionError(
                    "Agent's minimum observation space value is greater than it's maximum"
                )
            if (
                env.observation_space(agent).low.shape
                != env.observation_space(agent).shape
            ):
                raise AssertionError(
                    "Agent's observation_space.low and observation_space have different shapes"
                )
            if (
                env.observation_space(agent).high.shape
                != env.observation_space(agent).shape
            ):
                raise AssertionError(
                    "Agent's observation_space.high and observation_space have different shapes"
                )


def test_reward(reward):
    """Warns about a reward of an odd type; asserts an array reward is one finite number."""
    if (
        not (isinstance(reward, int) or isinstance(reward, float))
        and not isinstance(np.dtype(reward), np.dtype)
        and not isinstance(reward, np.ndarray)
    ):
        warnings.warn("Reward should be int, float, NumPy dtype or NumPy array")
    if isinstance(reward, np.ndarray):
        if isinstance(reward, np.ndarray) and reward.shape != (1,):
            raise AssertionError("Rewards can only be one number")
        if np.isinf(reward):
            raise AssertionError("Reward must be finite")
        if np.isnan(reward):
            raise AssertionError("Rewards cannot be NaN")
        if not np.can_cast(reward.dtype, np.dtype("float64")):
            raise AssertionError("Reward NumPy array is not a numeric dtype")


def test_rewards_terminations_truncations(env, agent_0):
    """Checks the types in the rewards, terminations and truncations dicts."""
    for agent in env.agents:
        assert isinstance(env.terminations[agent], bool), (
            "Agent's values in terminations must be True or False"
        )
        assert isinstance(env.truncations[agent], bool), (
            "Agent's values in truncations must be True or False"
        )
        float(env.rewards[agent])  # "Rewards for each agent must be convertible to float
        test_reward(env.rewards[agent])


def _test_observation_space_compatibility(expected, seen, recursed_keys: list[str]) -> None:
    """Ensure observation's dtypes are same as in observation_space."""
    if isinstance(expected, spaces.Dict):
        for key in expected:
            if not recursed_keys and key != "observation":
                # For the top level, we only care about the 'observation' key.
                continue
            assert isinstance(seen, dict), (
                f"observation at [{']['.join(recursed_keys)}] is {seen.dtype}, but expected dict."
            )
            _test_observation_space_compatibility(
                expected[key], seen[key], recursed_keys + [key]
            )
    else:
        assert expected.dtype == seen.dtype, (
            f"dtype for observation at [{']['.join(recursed_keys)}] is {seen.dtype}, but observation space specifies {expected.dtype}."
        )


def play_test(env, observation_0, num_cycles):
    """Plays through the environment checking that its state stays consistent: the
    reward of last() accumulates, agents leave when done, the dicts' keys are the
    agents, observations are in bounds."""
    env.reset()

    live_agents = set(env.agents[:])
    has_finished = set()
    generated_agents = set()
    accumulated_rewards = defaultdict(int)
    for agent in env.agent_iter(env.num_agents * num_cycles):
        generated_agents.add(agent)
        assert agent not in has_finished, (
            "agents cannot resurect! Generate a new agent with a new name."
        )
        assert isinstance(env.infos[agent], dict), (
            "an environment agent's info must be a dictionary"
        )
        prev_observe, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            action = None
        elif isinstance(prev_observe, dict) and "action_mask" in prev_observe:
            action = env.action_space(agent).sample(prev_observe["action_mask"])
        elif "action_mask" in info:
            action = env.action_space(agent).sample(info["action_mask"])
        else:
            action = env.action_space(agent).sample()

        if agent not in live_agents:
            live_agents.add(agent)

        assert live_agents.issubset(set(env.agents)), (
            "environment must delete agents as the game continues"
        )

        if terminated or truncated:
            live_agents.remove(agent)
            has_finished.add(agent)

        assert accumulated_rewards[agent] == reward, (
            "reward returned by last is not the accumulated rewards in its rewards dict"
        )
        accumulated_rewards[agent] = 0

        env.step(action)

        for a, rew in env.rewards.items():
            accumulated_rewards[a] += rew

        assert env.num_agents == len(env.agents), (
            "env.num_agents is not equal to len(env.agents)"
        )
        assert set(env.rewards.keys()) == (set(env.agents)), (
            "agents should not be given a reward if they were terminated or truncated last turn"
        )
        assert set(env.terminations.keys()) == (set(env.agents)), (
            "agents should not be given a termination if they were terminated or truncated last turn"
        )
        assert set(env.truncations.keys()) == (set(env.agents)), (
            "agents should not be given a truncation if they were terminated or truncated last turn"
        )
        assert set(env.infos.keys()) == (set(env.agents)), (
            "agents should not be given an info if they were terminated or truncated last turn"
        )
        if hasattr(env, "possible_agents"):
            assert set(env.agents).issubset(set(env.possible_agents)), (
                "possible agents should always include all agents, if it exists"
            )

        if not env.agents:
            break

        assert env.observation_space(agent).contains(prev_observe), (
            "Out of bounds observation: " + str(prev_observe)
        )

        _test_observation_space_compatibility(
            env.observation_space(agent), prev_observe, recursed_keys=[]
        )

        test_observation(prev_observe, observation_0, str(env.unwrapped))
        if not isinstance(env.infos[env.agent_selection], dict):
            warnings.warn(
                "The info of each agent should be a dict, use {} if you aren't using info"
            )

    if not env.agents:
        assert has_finished == generated_agents, (
            "not all agents finished, some were skipped over"
        )

    env.reset()
    for agent in env.agent_iter(env.num_agents * 2):
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            action = None
        elif isinstance(obs, dict) and "action_mask" in obs:
            action = env.action_space(agent).sample(obs["action_mask"])
        elif "action_mask" in info:
            action = env.action_space(agent).sample(info["action_mask"])
        else:
            action = env.action_space(agent).sample()
        assert isinstance(terminated, bool), "terminated from last is not True or False"
        assert isinstance(truncated, bool), "terminated from last is not True or False"
        assert terminated == env.terminations[agent], (
            "terminated from last() and terminations[agent] do not match"
        )
        assert truncated == env.truncations[agent], (
            "truncated from last() and truncations[agent] do not match"
        )
        assert info == env.infos[agent], (
            "Info from last() and infos[agent] do not match"
        )
        float(env.rewards[agent])  # "Rewards for each agent must be convertible to float
        test_reward(reward)
        observation = env.step(action)
        assert observation is None, "step() must not return anything"


def test_action_flexibility(env):
    """Tests that a given action is valid given a seeded environment reset"""
    env.reset(seed=0)
    agent = env.agent_selection
    action_space = env.action_space(agent)
    if isinstance(action_space, spaces.Discrete):
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            action = None
        elif isinstance(obs, dict) and "action_mask" in obs:
            action = env.action_space(agent).sample(obs["action_mask"])
        elif "action_mask" in info:
            action = env.action_space(agent).sample(info["action_mask"])
        else:
            action = 0
        env.step(action)
        env.reset(seed=0)
        env.step(np.int32(action))
    elif isinstance(action_space, spaces.Box):
        env.step(np.zeros_like(action_space.low))
        env.reset(seed=0)
        env.step(np.zeros_like(action_space.low))


def api_test(env, num_cycles=1000, verbose_progress=False):
    """PettingZoo's test of an AEC environment."""

    def progress_report(msg):
        if verbose_progress:
            print(msg)

    print("Starting API test")
    if not hasattr(env, "possible_agents"):
        warnings.warn(missing_attr_warning.format(name="possible_agents"))

    # checks that reset takes arguments called seed and options
    env.reset(seed=0, options={"options": 1})

    # Upstream asserts isinstance(env, pettingzoo.AECEnv) here: that cannot apply to an
    # env made without PettingZoo. What the class would give is checked by what follows.

    env.reset()
    assert not any(env.terminations.values()), (
        "terminations must all be False after reset"
    )
    assert not any(env.truncations.values()), (
        "truncations must all be False after reset"
    )

    assert isinstance(env.num_agents, int), "num_agents must be an integer"
    assert env.num_agents != 0, "An environment should have a nonzero number of agents"
    assert env.num_agents > 0, "An environment should have a positive number of agents"

    env.reset()
    observation_0, *_ = env.last()
    if isinstance(observation_0, dict) and "observation" in observation_0:
        observation_0 = observation_0["observation"]

    test_observation(observation_0, observation_0, str(env.unwrapped))

    non_observe, *_ = env.last(observe=False)
    assert non_observe is None, "last must return a None when observe=False"

    progress_report("Finished test_observation")

    agent_0 = env.agent_selection

    test_observation_action_spaces(env, agent_0)

    progress_report("Finished test_observation_action_spaces")

    play_test(env, observation_0, num_cycles)

    progress_report("Finished play test")

    assert isinstance(env.rewards, dict), "rewards must be a dict"
    assert isinstance(env.terminations, dict), "terminations must be a dict"
    assert isinstance(env.truncations, dict), "truncations must be a dict"
    assert isinstance(env.infos, dict), "infos must be a dict"

    assert (
        len(env.rewards)
        == len(env.terminations)
        == len(env.truncations)
        == len(env.infos)
        == len(env.agents)
    ), "rewards, terminations, truncations, infos and agents must have the same length"

    test_rewards_terminations_truncations(env, agent_0)

    test_action_flexibility(env)

    progress_report("Finished test_rewards_terminations_truncations")

    # Upstream asserts that env.unwrapped is none of PettingZoo's wrapper classes: they
    # are not here, and rookery's envs wrap nothing. The attribute must exist.
    assert env.unwrapped is not None

    # Test that if env has overridden render(), they must have overridden close() as well
    # (upstream compares with pettingzoo.utils.env.AECEnv's methods; here: whether the
    # env's class defines them).
    if _defines(env, "render"):
        assert _defines(env, "close"), (
            "If render method defined, then close method required"
        )
    else:
        warnings.warn("Environment has not defined a render() method")

    print("Passed API test")


# ---- pettingzoo/test/seed_test.py ---------------------------------------------------


def seed_action_spaces(env):
    """Seeds each agent's action space with 42 + its index."""
    if hasattr(env, "agents"):
        for i, agent in enumerate(env.agents):
            env.action_space(agent).seed(42 + i)


def seed_observation_spaces(env):
    """Seeds each agent's observation space with 42 + its index."""
    if hasattr(env, "agents"):
        for i, agent in enumerate(env.agents):
            env.observation_space(agent).seed(42 + i)


def check_environment_deterministic(env1, env2, num_cycles):
    """Check that two AEC environments execute the same way."""

    env1.reset(seed=42)
    env2.reset(seed=42)

    # seed action spaces to ensure sampled actions are the same
    seed_action_spaces(env1)
    seed_action_spaces(env2)

    # seed observation spaces to ensure first observation is the same
    seed_observation_spaces(env1)
    seed_observation_spaces(env2)

    iter = 0
    max_env_iters = num_cycles * len(env1.agents)

    for agent1, agent2 in zip(env1.agent_iter(), env2.agent_iter()):
        assert data_equivalence(agent1, agent2), f"Incorrect agent: {agent1} {agent2}"

        obs1, reward1, termination1, truncation1, info1 = env1.last()
        obs2, reward2, termination2, truncation2, info2 = env2.last()

        assert data_equivalence(obs1, obs2), "Incorrect observation"
        assert data_equivalence(reward1, reward2), "Incorrect reward."
        assert data_equivalence(termination1, termination2), "Incorrect termination."
        assert data_equivalence(truncation1, truncation2), "Incorrect truncation."
        assert data_equivalence(info1, info2), "Incorrect info."

        if termination1 or truncation1:
            break

        mask1 = (
            obs1.get("action_mask")
            if (isinstance(obs1, dict) and "action_mask" in obs1)
            else (info1.get("action_mask") if "action_mask" in info1 else None)
        )
        mask2 = (
            obs2.get("action_mask")
            if (isinstance(obs2, dict) and "action_mask" in obs2)
            else (info2.get("action_mask") if "action_mask" in info2 else None)
        )

        assert data_equivalence(mask1, mask2), f"Incorrect action mask: {mask1} {mask2}"

        action1 = env1.action_space(agent1).sample(mask1)
        action2 = env2.action_space(agent2).sample(mask2)

        assert data_equivalence(action1, action2), (
            f"Incorrect actions: {action1} {action2}"
        )

        env1.step(action1)
        env2.step(action2)

        iter += 1

        if iter >= max_env_iters:
            break

    env1.close()
    env2.close()


def seed_test(env_constructor, num_cycles=500):
    """PettingZoo's test that two AEC envs reset with one seed play alike."""
    env1 = env_constructor()
    env2 = env_constructor()

    check_environment_deterministic(env1, env2, num_cycles)


# Upstream's parallel_seed_test (check_environment_deterministic_parallel) is not
# ported: it samples every agent's action without its mask, which a game's env with
# masks refuses at almost every step (PettingZoo's own masked games, made parallel,
# would refuse them too). The tests check ParallelEnv's seeding with masked actions.


# ---- pettingzoo/test/parallel_test.py -----------------------------------------------


def sample_action(env, obs: dict[Any, Any], agent) -> Any:
    """An agent's action: sampled from its mask if its observation has one."""
    agent_obs = obs[agent]
    if isinstance(agent_obs, dict) and "action_mask" in agent_obs:
        return env.action_space(agent).sample(mask=agent_obs["action_mask"])
    return env.action_space(agent).sample()


def parallel_api_test(par_env, num_cycles=1000):
    """PettingZoo's test of a Parallel environment."""
    par_env.max_cycles = num_cycles

    if not hasattr(par_env, "possible_agents"):
        warnings.warn(missing_attr_warning.format(name="possible_agents"))

    # Upstream asserts that par_env.unwrapped is none of PettingZoo's wrapper classes:
    # they are not here, and rookery's envs wrap nothing. The attribute must exist.
    assert par_env.unwrapped is not None

    # checks that reset takes arguments seed and options
    par_env.reset(seed=0, options={"options": 1})

    MAX_RESETS = 2
    for _ in range(MAX_RESETS):
        obs, infos = par_env.reset()

        assert isinstance(obs, dict)
        assert isinstance(infos, dict)
        # Note: obs and info dicts must contain all AgentIDs, but can also have other additional keys (e.g., "common")
        assert set(par_env.agents).issubset(set(obs.keys()))
        assert set(par_env.agents).issubset(set(infos.keys()))
        terminated = dict.fromkeys(par_env.agents, False)
        truncated = dict.fromkeys(par_env.agents, False)
        live_agents = set(par_env.agents[:])
        has_finished = set()
        for _ in range(num_cycles):
            actions = {
                agent: sample_action(par_env, obs, agent)
                for agent in par_env.agents
                if (
                    (agent in terminated and not terminated[agent])
                    or (agent in truncated and not truncated[agent])
                )
            }
            obs, rew, terminated, truncated, info = par_env.step(actions)
            for agent in par_env.agents:
                assert agent not in has_finished, "agent cannot be revived once dead"

                if agent not in live_agents:
                    live_agents.add(agent)

            assert isinstance(obs, dict)
            assert isinstance(rew, dict)
            assert isinstance(terminated, dict)
            assert isinstance(truncated, dict)
            assert isinstance(info, dict)

            keys = ["observation", "reward", "terminated", "truncated", "info"]
            vals = [obs, rew, terminated, truncated, info]
            for k, v in zip(keys, vals):
                key_set = set(v.keys())
                if key_set == live_agents:
                    continue
                if len(key_set) < len(live_agents):
                    warnings.warn(f"Live agent was not given {k}")
                else:
                    warnings.warn(f"Agent was given {k} but was dead last turn")

            if hasattr(par_env, "possible_agents"):
                assert set(par_env.agents).issubset(set(par_env.possible_agents)), (
                    "possible_agents defined but does not contain all agents"
                )

                has_finished |= {
                    agent
                    for agent in live_agents
                    if terminated[agent] or truncated[agent]
                }
                if not par_env.agents and has_finished != set(par_env.possible_agents):
                    warnings.warn(
                        "No agents present but not all possible_agents are terminated or truncated"
                    )
            elif not par_env.agents:
                warnings.warn("No agents present")

            for agent in par_env.agents:
                assert par_env.observation_space(agent) is par_env.observation_space(
                    agent
                ), (
                    "observation_space should return the exact same space object (not a copy) for an agent. Consider decorating your observation_space(self, agent) method with @functools.lru_cache(maxsize=None)"
                )
                assert par_env.action_space(agent) is par_env.action_space(agent), (
                    "action_space should return the exact same space object (not a copy) for an agent (ensures that action space seeding works as expected). Consider decorating your action_space(self, agent) method with @functools.lru_cache(maxsize=None)"
                )

            agents_to_remove = {
                agent for agent in live_agents if terminated[agent] or truncated[agent]
            }
            live_agents -= agents_to_remove

            assert set(par_env.agents) == live_agents, (
                f"{par_env.agents} != {live_agents}"
            )

            if len(live_agents) == 0:
                break
    print("Passed Parallel API test")
