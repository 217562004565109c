"""Gymnasium's env_checker.check_env (ported beside this file) on SingleAgentEnv, for
every game and configuration."""

import pytest

import rookery

from conftest import CONFIGURATIONS, warnings_of
from ported_gymnasium import check_env
from rookery.envs import SingleAgentEnv

# An env made without gymnasium.make has no spec, so check_env cannot make new envs
# to try each render mode: it says so, and checks the env's own render mode.
EXPECTED_WARNINGS = {
    "Not able to test alternative render modes due to the environment not having a spec. "
    "Try instantiating the environment through `gymnasium.make`",
}


@pytest.mark.parametrize("game_string", CONFIGURATIONS)
def test_check_env(game_string):
    assert warnings_of(check_env, SingleAgentEnv(game_string)) == EXPECTED_WARNINGS


@pytest.mark.parametrize("game_string", ["pantolino(players=3)", "push_push", "match"])
def test_check_env_on_a_later_seat(game_string):
    assert warnings_of(check_env, SingleAgentEnv(game_string, seat=1)) == EXPECTED_WARNINGS


def test_check_env_needs_every_action_of_the_space_accepted():
    # check_env steps with unmasked samples of the action space, which Gymnasium's
    # contract makes valid inputs: with illegal_action="raise" they are refused.
    env = SingleAgentEnv("plucky", illegal_action="raise")
    env.action_space.seed(0)  # check_env's resets are seeded: its first sample is then fixed
    with pytest.raises(rookery.IllegalActionError):
        warnings_of(check_env, env)
