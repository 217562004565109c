"""OpenSpiel's conventions on rookery's Game, where pyspiel and rookery share a name.

pyspiel calls ``game.num_players()`` where rookery read ``game.num_players``: both
work, because these values are ints (and a tuple) that also answer when called.
``get_type()`` says what kind of game this is in pyspiel's terms, and games load
from a dict of parameters too. docs/python.md, "For OpenSpiel users", lists every
name and the few differences.
"""

import enum

from . import _rookery


class _CallableInt(int):
    """An int that returns itself when called: ``game.num_players`` and pyspiel's
    ``game.num_players()`` are the same number."""

    def __call__(self):
        return int(self)


class _CallableTuple(tuple):
    """A tuple that returns itself when called (pyspiel's ``observation_tensor_shape()``)."""

    def __call__(self):
        return tuple(self)


class GameType:
    """What kind of game this is, in pyspiel's terms (``game.get_type()``)."""

    class Dynamics(enum.Enum):
        SEQUENTIAL = "sequential"
        SIMULTANEOUS = "simultaneous"

    class ChanceMode(enum.Enum):
        DETERMINISTIC = "deterministic"
        EXPLICIT_STOCHASTIC = "explicit_stochastic"
        SAMPLED_STOCHASTIC = "sampled_stochastic"

    class Information(enum.Enum):
        ONE_SHOT = "one_shot"
        PERFECT_INFORMATION = "perfect_information"
        IMPERFECT_INFORMATION = "imperfect_information"

    class Utility(enum.Enum):
        ZERO_SUM = "zero_sum"
        CONSTANT_SUM = "constant_sum"
        GENERAL_SUM = "general_sum"
        IDENTICAL = "identical"

    class RewardModel(enum.Enum):
        REWARDS = "rewards"
        TERMINAL = "terminal"

    def __init__(self, game):
        facts = game.facts
        self.short_name = facts["name"]
        self.long_name = facts["title"]
        # A game with any secret simultaneous choice is simultaneous in pyspiel's sense.
        self.dynamics = (GameType.Dynamics.SIMULTANEOUS if facts["simultaneous"]
                         else GameType.Dynamics.SEQUENTIAL)
        # Every chance node lists its outcomes with exact probabilities.
        self.chance_mode = (GameType.ChanceMode.EXPLICIT_STOCHASTIC if facts["chance"]
                            else GameType.ChanceMode.DETERMINISTIC)
        self.information = (GameType.Information.IMPERFECT_INFORMATION
                            if facts["hidden_information"] or facts["simultaneous"]
                            else GameType.Information.PERFECT_INFORMATION)
        # Win shares sum to 1; a solo game's return is its score.
        self.utility = (GameType.Utility.CONSTANT_SUM
                        if facts["constant_sum"] and game.num_players > 1
                        else GameType.Utility.GENERAL_SUM)
        self.reward_model = GameType.RewardModel.TERMINAL
        self.min_num_players = facts["min_players"]
        self.max_num_players = facts["max_players"]
        self.provides_information_state_string = True
        self.provides_information_state_tensor = False
        self.provides_observation_string = True
        self.provides_observation_tensor = True
        self.parameter_specification = game.params

    def __repr__(self):
        return (f"GameType(short_name={self.short_name!r}, dynamics={self.dynamics.name}, "
                f"chance_mode={self.chance_mode.name}, information={self.information.name}, "
                f"utility={self.utility.name}, reward_model={self.reward_model.name})")


def _utility_sum(game):
    """pyspiel's utility_sum(): what the returns add up to, in a constant-sum game."""
    if game.get_type().utility != GameType.Utility.CONSTANT_SUM:
        raise _rookery.RookeryError(
            f"{game.game_string}: the returns need not add up to one number "
            "(get_type().utility is GENERAL_SUM)")
    return 1.0


def load_game(game_string, parameters=None, *, players=None):
    """The game a game string describes: "pantolino(players=3)"; or a name and a dict of
    parameters, as pyspiel's load_game("pantolino", {"players": 3}); `players` fills in
    the count when the string does not set it."""
    if isinstance(parameters, dict):
        if "(" in game_string:
            raise _rookery.RookeryError(
                "give the parameters in the game string or in the dict, not both")
        args = ",".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}"
                        for k, v in parameters.items())
        game_string = f"{game_string}({args})" if args else game_string
    elif parameters is not None:
        players = parameters  # the older positional form: load_game("pantolino", 3)
    return _rookery.load_game(game_string, players)


def registered_names():
    """The short names of every game, as pyspiel's registered_names()."""
    return [g["name"] for g in _rookery.games()]


def registered_games():
    """Every game's GameType at its default parameters, as pyspiel's registered_games()."""
    return [load_game(name).get_type() for name in registered_names()]


def serialize_game_and_state(game, state):
    """The game and a state as one text, as pyspiel's: the state's record names its game."""
    if state.game != game:
        raise _rookery.RookeryError("the state belongs to another game")
    return state.serialize()


def deserialize_game_and_state(text):
    """(game, state) from serialize_game_and_state's text, as pyspiel's."""
    state = _rookery.deserialize_state(text)
    return state.game, state


def _deserialize_state(game, text):
    """pyspiel's game.deserialize_state: a state of this game from State.serialize()."""
    state = _rookery.deserialize_state(text)
    if state.game != game:
        raise _rookery.RookeryError(
            f"the text is a state of {state.game.game_string}, not {game.game_string}")
    return state


def _callable(getter, kind):
    """A property whose value is also callable, over the extension's own getter."""
    return property(lambda game: kind(getter(game)), doc=getter.__doc__)


def install():
    """Gives Game pyspiel's methods beside rookery's properties."""
    game = _rookery.Game
    for name in ("num_players", "num_distinct_actions", "max_game_length",
                 "max_chance_outcomes"):
        setattr(game, name, _callable(getattr(game, name).fget, _CallableInt))
    setattr(game, "observation_tensor_shape",
            _callable(game.observation_tensor_shape.fget, _CallableTuple))
    game.observation_tensor_size = lambda self: int(self.observation_tensor_shape[0])
    game.get_type = lambda self: GameType(self)
    game.get_parameters = lambda self: self.params
    game.utility_sum = _utility_sum
    game.deserialize_state = _deserialize_state
    # Games pickle as their game string (states pickle as their record).
    game.__reduce__ = lambda self: (load_game, (self.game_string,))
