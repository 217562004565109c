"""Gymnasium's environment checker, ported to rookery's spaces so that it runs
without Gymnasium: `check_env` and what it calls, with `data_equivalence`.

Upstream: Farama-Foundation/Gymnasium, gymnasium/utils/env_checker.py and
gymnasium/utils/passive_env_checker.py at commit
3f0476a8cc224dcce2167cc4b6971ae0f04d5cfc. The functions keep their names, order,
assertions and messages; what changed is said where it is:
  * `gymnasium.spaces.X` is `rookery.spaces.X`; rookery has no MultiDiscrete,
    MultiBinary or Tuple, so their branches are left out.
  * `gymnasium.logger.warn` is `warnings.warn` (the logger warns through it too),
    `logger.deprecation` a DeprecationWarning, `gymnasium.error.Error` `Error` below.
  * checks that need Gymnasium's own classes cannot apply, and say so.

The MIT License

Copyright (c) 2016 OpenAI
Copyright (c) 2022 Farama Foundation

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

import inspect
import warnings
from copy import deepcopy
from typing import Any

import numpy as np

from rookery import spaces


class Error(Exception):
    """gymnasium.error.Error."""


def _warn(message):
    """gymnasium.logger.warn."""
    warnings.warn(message, stacklevel=2)


def _deprecation(message):
    """gymnasium.logger.deprecation."""
    warnings.warn(message, DeprecationWarning, stacklevel=2)


# ---- gymnasium/utils/env_checker.py -------------------------------------------------


def data_equivalence(data_1: Any, data_2: Any, exact: bool = False) -> bool:
    """Assert equality between data 1 and 2, i.e. observations, actions, info."""
    if type(data_1) is not type(data_2):
        return False
    elif isinstance(data_1, dict):
        return data_1.keys() == data_2.keys() and all(
            data_equivalence(data_1[k], data_2[k], exact) for k in data_1.keys()
        )
    elif isinstance(data_1, (tuple, list)):
        return len(data_1) == len(data_2) and all(
            data_equivalence(o_1, o_2, exact)
            for o_1, o_2 in zip(data_1, data_2, strict=True)
        )
    elif isinstance(data_1, np.ndarray):
        if data_1.shape == data_2.shape and data_1.dtype == data_2.dtype:
            if data_1.dtype == object:
                return all(
                    data_equivalence(a, b, exact)
                    for a, b in zip(data_1, data_2, strict=True)
                )
            else:
                if exact:
                    return bool(np.all(data_1 == data_2))
                else:
                    return np.allclose(data_1, data_2, rtol=1e-5, atol=1e-5)
        else:
            return False
    else:
        return bool(data_1 == data_2)


def check_reset_seed_determinism(env) -> None:
    """Check that the environment can be reset with a seed."""
    signature = inspect.signature(env.reset)
    if "seed" in signature.parameters or (
        "kwargs" in signature.parameters
        and signature.parameters["kwargs"].kind is inspect.Parameter.VAR_KEYWORD
    ):
        try:
            obs_1, info = env.reset(seed=123)
            assert obs_1 in env.observation_space, (
                "The observation returned by `env.reset(seed=123)` is not within the observation space."
            )
            assert env.unwrapped._np_random is not None, (
                "Expects the random number generator to have been generated given a seed was passed to reset. Most likely the environment reset function does not call `super().reset(seed=seed)`."
            )
            seed_123_rng_1 = deepcopy(env.unwrapped._np_random)

            obs_2, info = env.reset()
            assert obs_2 in env.observation_space, (
                "The observation returned by `env.reset()` is not within the observation space."
            )

            obs_3, info = env.reset(seed=123)
            assert obs_3 in env.observation_space, (
                "The observation returned by `env.reset(seed=123)` is not within the observation space."
            )
            seed_123_rng_3 = deepcopy(env.unwrapped._np_random)

            obs_4, info = env.reset()
            assert obs_4 in env.observation_space, (
                "The observation returned by `env.reset()` is not within the observation space."
            )

            if env.spec is not None and env.spec.nondeterministic is False:
                assert data_equivalence(obs_1, obs_3), (
                    "Using `env.reset(seed=123)` is non-deterministic as the observations are not equivalent."
                )
                assert data_equivalence(obs_2, obs_4), (
                    "Using `env.reset(seed=123)` then `env.reset()` is non-deterministic as the observations are not equivalent."
                )
                if not data_equivalence(obs_1, obs_3, exact=True):
                    _warn(
                        "Using `env.reset(seed=123)` observations are not equal although similar."
                    )
                if not data_equivalence(obs_2, obs_4, exact=True):
                    _warn(
                        "Using `env.reset(seed=123)` then `env.reset()` observations are not equal although similar."
                    )

            assert (
                seed_123_rng_1.bit_generator.state == seed_123_rng_3.bit_generator.state
            ), (
                "Most likely the environment reset function does not call `super().reset(seed=seed)` as the random generates are not same when the same seeds are passed to `env.reset`."
            )

            obs_5, info = env.reset(seed=456)
            assert obs_5 in env.observation_space, (
                "The observation returned by `env.reset(seed=456)` is not within the observation space."
            )
            assert (
                env.unwrapped._np_random.bit_generator.state
                != seed_123_rng_1.bit_generator.state
            ), (
                "Most likely the environment reset function does not call `super().reset(seed=seed)` as the random number generators are not different when different seeds are passed to `env.reset`."
            )

        except TypeError as e:
            raise AssertionError(
                "The environment cannot be reset with a random seed, even though `seed` or `kwargs` appear in the signature. "
                f"This should never happen, please report this issue. The error was: {e}"
            ) from e

        seed_param = signature.parameters.get("seed")
        if seed_param is not None and seed_param.default is not None:
            _warn(
                "The default seed argument in reset should be `None`, otherwise the environment will by default always be deterministic. "
                f"Actual default: {seed_param.default}"
            )
    else:
        raise Error(
            "The `reset` method does not provide a `seed` or `**kwargs` keyword argument."
        )


def check_reset_options(env) -> None:
    """Check that the environment can be reset with options."""
    signature = inspect.signature(env.reset)
    if "options" in signature.parameters or (
        "kwargs" in signature.parameters
        and signature.parameters["kwargs"].kind is inspect.Parameter.VAR_KEYWORD
    ):
        try:
            env.reset(options={})
        except TypeError as e:
            raise AssertionError(
                "The environment cannot be reset with options, even though `options` or `**kwargs` appear in the signature. "
                f"This should never happen, please report this issue. The error was: {e}"
            ) from e
    else:
        raise Error(
            "The `reset` method does not provide an `options` or `**kwargs` keyword argument."
        )


def check_step_determinism(env, seed: int = 123) -> None:
    """Check that the environment steps deterministically after reset."""
    if env.spec is not None and env.spec.nondeterministic is True:
        return

    env.action_space.seed(seed)
    action = env.action_space.sample()

    env.reset(seed=seed)
    obs_0, rew_0, term_0, trunc_0, info_0 = env.step(action)

    orig_rng = env.unwrapped._np_random
    assert orig_rng is not None, "env.reset() should have initialized env._np_random"
    seeded_rng: np.random.Generator = deepcopy(orig_rng)

    env.reset(seed=seed)
    obs_1, rew_1, term_1, trunc_1, info_1 = env.step(action)

    assert orig_rng.bit_generator.state == seeded_rng.bit_generator.state, (
        "The `.np_random` is not properly been updated after step."
    )

    assert data_equivalence(obs_0, obs_1), (
        "Deterministic step observations are not equivalent for the same seed and action"
    )
    if not data_equivalence(obs_0, obs_1, exact=True):
        _warn(
            "Step observations are not equal although similar given the same seed and action"
        )

    assert data_equivalence(rew_0, rew_1), (
        "Deterministic step rewards are not equivalent for the same seed and action"
    )
    if not data_equivalence(rew_0, rew_1, exact=True):
        _warn(
            "Step rewards are not equal although similar given the same seed and action"
        )

    assert data_equivalence(term_0, term_1, exact=True), (
        "Deterministic step termination are not equivalent for the same seed and action"
    )
    assert trunc_0 is False and trunc_1 is False, (
        "Environment truncates after 1 step, something has gone very wrong."
    )

    assert data_equivalence(
        info_0,
        info_1,
    ), "Deterministic step info are not equivalent for the same seed and action"
    if not data_equivalence(info_0, info_1, exact=True):
        _warn(
            "Step info are not equal although similar given the same seed and action"
        )


def check_reset_return_info_deprecation(env) -> None:
    """Makes sure support for deprecated `return_info` argument is dropped."""
    signature = inspect.signature(env.reset)
    if "return_info" in signature.parameters:
        _warn(
            "`return_info` is deprecated as an optional argument to `reset`. `reset`"
            "should now always return `obs, info` where `obs` is an observation, and `info` is a dictionary"
            "containing additional information."
        )


def check_seed_deprecation(env) -> None:
    """Makes sure support for deprecated function `seed` is dropped."""
    seed_fn = getattr(env, "seed", None)
    if callable(seed_fn):
        _warn(
            "Official support for the `seed` function is dropped. "
            "Standard practice is to reset gymnasium environments using `env.reset(seed=<desired seed>)`"
        )


def check_reset_return_type(env) -> None:
    """Checks that :meth:`reset` correctly returns a tuple of the form `(obs , info)`."""
    result = env.reset()
    assert isinstance(result, tuple), (
        f"The result returned by `env.reset()` was not a tuple of the form `(obs, info)`, where `obs` is a observation and `info` is a dictionary containing additional information. Actual type: `{type(result)}`"
    )
    assert len(result) == 2, (
        f"Calling the reset method did not return a 2-tuple, actual length: {len(result)}"
    )

    obs, info = result
    assert obs in env.observation_space, (
        "The first element returned by `env.reset()` is not within the observation space."
    )
    assert isinstance(info, dict), (
        f"The second element returned by `env.reset()` was not a dictionary, actual type: {type(info)}"
    )


def check_space_limit(space, space_type: str) -> None:
    """Check the space limit for only the Box space as a test that only runs as part of `check_env`."""
    if isinstance(space, spaces.Box):
        if np.any(np.equal(space.low, -np.inf)):
            _warn(
                f"A Box {space_type} space minimum value is -infinity. This is probably too low."
            )
        if np.any(np.equal(space.high, np.inf)):
            _warn(
                f"A Box {space_type} space maximum value is infinity. This is probably too high."
            )

        if space_type == "action":
            if len(space.shape) == 1:
                if (
                    np.any(
                        np.logical_and(
                            space.low != np.zeros_like(space.low),
                            np.abs(space.low) != np.abs(space.high),
                        )
                    )
                    or np.any(space.low < -1)
                    or np.any(space.high > 1)
                ):
                    _warn(
                        "For Box action spaces, we recommend using a symmetric and normalized space (range=[-1, 1] or [0, 1]). "
                        "See https://stable-baselines3.readthedocs.io/en/master/guide/rl_tips.html for more information."
                    )
    # (upstream's Tuple branch: rookery has no Tuple space)
    elif isinstance(space, spaces.Dict):
        for subspace in space.values():
            check_space_limit(subspace, space_type)


def check_env(env, warn: bool | None = None, skip_render_check: bool = False,
              skip_close_check: bool = False) -> None:
    """Check that an environment follows Gymnasium's API."""
    if warn is not None:
        _warn("`check_env(warn=...)` parameter is now ignored.")

    # Upstream first asserts isinstance(env, gymnasium.Env) (raising TypeError): that
    # cannot apply to an env made without Gymnasium. Everything the Env class would
    # give is checked by what follows instead.
    if env.unwrapped is not env:
        _warn(
            f"The environment ({env}) is different from the unwrapped version ({env.unwrapped}). This could effect the environment checker as the environment most likely has a wrapper applied to it. We recommend using the raw environment for `check_env` using `env.unwrapped`."
        )

    # Upstream converts a jax or torch env (metadata "jax"/"torch") to numpy with its
    # wrappers: rookery's envs are numpy already.
    assert not env.metadata.get("jax", False) and not env.metadata.get("torch", False)

    # ============= Check the spaces (observation and action) ================
    if not hasattr(env, "action_space"):
        raise AttributeError(
            "The environment must specify an action space. See https://gymnasium.farama.org/introduction/create_custom_env/ for more info."
        )
    check_action_space(env.action_space)
    check_space_limit(env.action_space, "action")

    if not hasattr(env, "observation_space"):
        raise AttributeError(
            "The environment must specify an observation space. See https://gymnasium.farama.org/introduction/create_custom_env/ for more info."
        )
    check_observation_space(env.observation_space)
    check_space_limit(env.observation_space, "observation")

    # ==== Check the reset method ====
    check_seed_deprecation(env)
    check_reset_return_info_deprecation(env)
    check_reset_return_type(env)
    check_reset_seed_determinism(env)
    check_reset_options(env)

    # ============ Check the returned values ===============
    env_reset_passive_checker(env)
    env_step_passive_checker(env, env.action_space.sample())

    # ==== Check the step method ====
    check_step_determinism(env)

    # ==== Check the render method and the declared render modes ====
    if not skip_render_check:
        if env.render_mode is not None:
            env_render_passive_checker(env)

        if env.spec is not None:
            for render_mode in env.metadata["render_modes"]:
                new_env = env.spec.make(render_mode=render_mode)
                new_env.reset()
                env_render_passive_checker(new_env)
                new_env.close()
        else:
            _warn(
                "Not able to test alternative render modes due to the environment not having a spec. Try instantiating the environment through `gymnasium.make`"
            )

    if not skip_close_check and env.spec is not None:
        new_env = env.spec.make()
        new_env.close()
        try:
            new_env.close()
        except Exception as e:
            _warn(
                f"Calling `env.close()` on the closed environment should be allowed, but it raised an exception: {e}"
            )


# ---- gymnasium/utils/passive_env_checker.py -----------------------------------------


def _check_box_observation_space(observation_space) -> None:
    """Checks that a :class:`Box` observation space is defined in a sensible way."""
    assert observation_space.low.shape == observation_space.shape, (
        f"The Box observation space shape and low shape have different shapes, low shape: {observation_space.low.shape}, box shape: {observation_space.shape}"
    )
    assert observation_space.high.shape == observation_space.shape, (
        f"The Box observation space shape and high shape have have different shapes, high shape: {observation_space.high.shape}, box shape: {observation_space.shape}"
    )

    if np.any(observation_space.low == observation_space.high):
        _warn("A Box observation space maximum and minimum values are equal.")
    elif np.any(observation_space.high < observation_space.low):
        _warn("A Box observation space low value is greater than a high value.")


def _check_box_action_space(action_space) -> None:
    """Checks that a :class:`Box` action space is defined in a sensible way."""
    assert action_space.low.shape == action_space.shape, (
        f"The Box action space shape and low shape have have different shapes, low shape: {action_space.low.shape}, box shape: {action_space.shape}"
    )
    assert action_space.high.shape == action_space.shape, (
        f"The Box action space shape and high shape have different shapes, high shape: {action_space.high.shape}, box shape: {action_space.shape}"
    )

    if np.any(action_space.low == action_space.high):
        _warn("A Box action space maximum and minimum values are equal.")


def check_space(space, space_type: str, check_box_space_fn) -> None:
    """A passive check of the environment action space that should not affect the environment."""
    if not isinstance(space, spaces.Space):
        raise TypeError(
            f"{space_type} space does not inherit from `gymnasium.spaces.Space`, actual type: {type(space)}"
        )

    elif isinstance(space, spaces.Box):
        check_box_space_fn(space)
    elif isinstance(space, spaces.Discrete):
        assert 0 < space.n, (
            f"Discrete {space_type} space's number of elements must be positive, actual number of elements: {space.n}"
        )
        assert space.shape == (), (
            f"Discrete {space_type} space's shape should be empty, actual shape: {space.shape}"
        )
    # (upstream's MultiDiscrete, MultiBinary and Tuple branches: rookery has none)
    elif isinstance(space, spaces.Dict):
        assert 0 < len(space.spaces.keys()), (
            f"An empty Dict {space_type} space is not allowed."
        )
        for subspace in space.values():
            check_space(subspace, space_type, check_box_space_fn)


def check_observation_space(space) -> None:
    """check_space for an observation space."""
    check_space(space, "observation", _check_box_observation_space)


def check_action_space(space) -> None:
    """check_space for an action space."""
    check_space(space, "action", _check_box_action_space)


def check_obs(obs: Any, observation_space, method_name: str) -> None:
    """Check that the observation returned by the environment correspond to the declared one."""
    pre = f"The obs returned by the `{method_name}()` method"
    if isinstance(observation_space, spaces.Discrete):
        if not isinstance(obs, (np.int64, int)):
            _warn(f"{pre} should be an int or np.int64, actual type: {type(obs)}")
    elif isinstance(observation_space, spaces.Box):
        if observation_space.shape != ():
            if not isinstance(obs, np.ndarray):
                _warn(
                    f"{pre} was expecting a numpy array, actual type: {type(obs)}"
                )
            elif obs.dtype != observation_space.dtype:
                _warn(
                    f"{pre} was expecting numpy array dtype to be {observation_space.dtype}, actual type: {obs.dtype}"
                )
    # (upstream's MultiBinary, MultiDiscrete and Tuple branches: rookery has none)
    elif isinstance(observation_space, spaces.Dict):
        assert isinstance(obs, dict), f"{pre} must be a dict, actual type: {type(obs)}"
        assert obs.keys() == observation_space.spaces.keys(), (
            f"{pre} observation keys is not same as the observation space keys, obs keys: {list(obs.keys())}, space keys: {list(observation_space.spaces.keys())}"
        )
        for space_key in observation_space.spaces.keys():
            check_obs(obs[space_key], observation_space[space_key], method_name)

    try:
        if obs not in observation_space:
            _warn(f"{pre} is not within the observation space.")
    except Exception as e:
        _warn(f"{pre} is not within the observation space with exception: {e}")


def env_reset_passive_checker(env, **kwargs: Any):
    """A passive check of the `Env.reset` function investigating the returning reset information and returning the data unchanged."""
    signature = inspect.signature(env.reset)
    if "seed" not in signature.parameters and "kwargs" not in signature.parameters:
        _deprecation(
            "Current gymnasium version requires that `Env.reset` can be passed a `seed` instead of using `Env.seed` for resetting the environment random number generator."
        )
    else:
        seed_param = signature.parameters.get("seed")
        if seed_param is not None and seed_param.default is not None:
            _warn(
                "The default seed argument in `Env.reset` should be `None`, otherwise the environment will by default always be deterministic. "
                f"Actual default: {seed_param}"
            )

    if "options" not in signature.parameters and "kwargs" not in signature.parameters:
        _deprecation(
            "Current gymnasium version requires that `Env.reset` can be passed `options` to allow the environment initialisation to be passed additional information."
        )

    result = env.reset(**kwargs)

    if not isinstance(result, tuple):
        _warn(
            f"The result returned by `env.reset()` was not a tuple of the form `(obs, info)`, where `obs` is a observation and `info` is a dictionary containing additional information. Actual type: `{type(result)}`"
        )
    elif len(result) != 2:
        _warn(
            "The result returned by `env.reset()` should be `(obs, info)` by default, , where `obs` is a observation and `info` is a dictionary containing additional information."
        )
    else:
        obs, info = result
        check_obs(obs, env.observation_space, "reset")
        assert isinstance(info, dict), (
            f"The second element returned by `env.reset()` was not a dictionary, actual type: {type(info)}"
        )
    return result


def env_step_passive_checker(env, action):
    """A passive check for the environment step, investigating the returning data then returning the data unchanged."""
    result = env.step(action)
    assert isinstance(result, tuple), (
        f"Expects step result to be a tuple, actual type: {type(result)}"
    )
    if len(result) == 4:
        _deprecation(
            "Core environment is written in old step API which returns one bool instead of two. "
            "It is recommended to rewrite the environment with new step API. "
        )
        obs, reward, done, info = result

        if not isinstance(done, (bool, np.bool_)):
            _warn(
                f"Expects `done` signal to be a boolean, actual type: {type(done)}"
            )
    elif len(result) == 5:
        obs, reward, terminated, truncated, info = result

        if not isinstance(terminated, (bool, np.bool_)):
            _warn(
                f"Expects `terminated` signal to be a boolean, actual type: {type(terminated)}"
            )
        if not isinstance(truncated, (bool, np.bool_)):
            _warn(
                f"Expects `truncated` signal to be a boolean, actual type: {type(truncated)}"
            )
    else:
        raise Error(
            f"Expected `Env.step` to return a four or five element tuple, actual number of elements returned: {len(result)}."
        )

    check_obs(obs, env.observation_space, "step")

    if not (
        np.issubdtype(type(reward), np.integer)
        or np.issubdtype(type(reward), np.floating)
    ):
        _warn(
            f"The reward returned by `step()` must be a float, int, np.integer or np.floating, actual type: {type(reward)}"
        )
    else:
        if np.isnan(reward):
            _warn("The reward is a NaN value.")
        if np.isinf(reward):
            _warn("The reward is an inf value.")

    assert isinstance(info, dict), (
        f"The `info` returned by `step()` must be a python dictionary, actual type: {type(info)}"
    )

    return result


def _check_render_return(render_mode, render_return):
    """Produces warning if `render_return` doesn't match `render_mode`."""
    if render_mode == "human":
        if render_return is not None:
            _warn(
                f"Human rendering should return `None`, got {type(render_return)}"
            )
    elif render_mode == "rgb_array":
        if not isinstance(render_return, np.ndarray):
            _warn(
                f"RGB-array rendering should return a numpy array, got {type(render_return)}"
            )
        else:
            if render_return.dtype != np.uint8:
                _warn(
                    f"RGB-array rendering should return a numpy array with dtype uint8, got {render_return.dtype}"
                )
            if render_return.ndim != 3:
                _warn(
                    f"RGB-array rendering should return a numpy array with three axes, got {render_return.ndim}"
                )
            if render_return.ndim == 3 and render_return.shape[2] != 3:
                _warn(
                    f"RGB-array rendering should return a numpy array in which the last axis has three dimensions, got {render_return.shape[2]}"
                )
    elif render_mode == "depth_array":
        if not isinstance(render_return, np.ndarray):
            _warn(
                f"Depth-array rendering should return a numpy array, got {type(render_return)}"
            )
        elif render_return.ndim != 2:
            _warn(
                f"Depth-array rendering should return a numpy array with two axes, got {render_return.ndim}"
            )
    elif render_mode in ["ansi", "ascii"]:
        if not isinstance(render_return, str):
            _warn(
                f"ANSI/ASCII rendering should produce a string, got {type(render_return)}"
            )
    elif render_mode.endswith("_list"):
        if not isinstance(render_return, list):
            _warn(
                f"Render mode `{render_mode}` should produce a list, got {type(render_return)}"
            )
        else:
            base_render_mode = render_mode[: -len("_list")]
            for item in render_return:
                _check_render_return(base_render_mode, item)


def env_render_passive_checker(env):
    """A passive check of the `Env.render` that the declared render modes/fps in the metadata of the environment is declared."""
    render_modes = env.metadata.get("render_modes")
    if render_modes is None:
        _warn(
            "No render modes was declared in the environment (env.metadata['render_modes'] is None or not defined), you may have trouble when calling `.render()`."
        )
    else:
        if not isinstance(render_modes, (list, tuple)):
            _warn(
                f"Expects the render_modes to be a sequence (i.e. list, tuple), actual type: {type(render_modes)}"
            )
        elif not all(isinstance(mode, str) for mode in render_modes):
            _warn(
                f"Expects all render modes to be strings, actual types: {[type(mode) for mode in render_modes]}"
            )

        render_fps = env.metadata.get("render_fps")
        if len(render_modes) > 0:
            if render_fps is None:
                _warn(
                    "No render fps was declared in the environment (env.metadata['render_fps'] is None or not defined), rendering may occur at inconsistent fps."
                )
            else:
                if not (
                    np.issubdtype(type(render_fps), np.integer)
                    or np.issubdtype(type(render_fps), np.floating)
                ):
                    _warn(
                        f"Expects the `env.metadata['render_fps']` to be an integer or a float, actual type: {type(render_fps)}"
                    )
                else:
                    assert render_fps > 0, (
                        f"Expects the `env.metadata['render_fps']` to be greater than zero, actual value: {render_fps}"
                    )

        if len(render_modes) == 0:
            assert env.render_mode is None, (
                f"With no render_modes, expects the Env.render_mode to be None, actual value: {env.render_mode}"
            )
        else:
            assert env.render_mode is None or env.render_mode in render_modes, (
                "The environment was initialized successfully however with an unsupported render mode. "
                f"Render mode: {env.render_mode}, modes: {render_modes}"
            )

    result = env.render()
    if env.render_mode is not None:
        _check_render_return(env.render_mode, result)

    return result
