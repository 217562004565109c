"""PettingZoo's own environment tests (api_test, seed_test, parallel_api_test, ported
beside this file) on AECEnv and ParallelEnv, for every game and configuration."""

import pytest

from conftest import CONFIGURATIONS, warnings_of
from ported_pettingzoo import api_test, parallel_api_test, seed_test
from rookery.envs import AECEnv, ParallelEnv

# PettingZoo's default (a cycle is one step per agent): enough for every game here to
# play to its end, where the dead steps and final rewards are checked.
NUM_CYCLES = 1000

# The warnings these tests give every rookery env, and why each is expected:
EXPECTED_WARNINGS = {
    # The observation is a dict of the tensor and the mask, as in PettingZoo's own
    # board and card games, which the tests let off by name (rookery is not listed).
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or "
    "gymnasium.spaces.discrete",
    # The final observation of a finished agent, stepped with None, has no legal action.
    "Action mask numpy array is all zeros (no legal actions).",
}


@pytest.mark.parametrize("game_string", CONFIGURATIONS)
def test_api_test(game_string):
    assert warnings_of(api_test, AECEnv(game_string, seed=1), num_cycles=NUM_CYCLES) <= EXPECTED_WARNINGS


@pytest.mark.parametrize("game_string", CONFIGURATIONS)
def test_seed_test(game_string):
    assert warnings_of(seed_test, lambda: AECEnv(game_string), num_cycles=NUM_CYCLES) == set()


@pytest.mark.parametrize("game_string", CONFIGURATIONS)
def test_parallel_api_test(game_string):
    assert warnings_of(parallel_api_test, ParallelEnv(game_string), num_cycles=NUM_CYCLES) == set()
