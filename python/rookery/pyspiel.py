"""pyspiel's names over rookery, for programs written for OpenSpiel.

One line changes: ``import rookery.pyspiel as pyspiel`` where the program had
``import pyspiel``. States and games are rookery's own, which already follow
pyspiel's method names, argument order, player ids and action ids (dense, from
0); this module adds the module-level names. docs/python.md, "For OpenSpiel
users", lists what differs on purpose.
"""

from . import _rookery
from ._conventions import (  # noqa: F401
    GameType,
    deserialize_game_and_state,
    load_game,
    registered_games,
    registered_names,
    serialize_game_and_state,
)

Game = _rookery.Game
State = _rookery.State
# pyspiel raises SpielError; rookery's errors are ValueErrors with the reason.
SpielError = _rookery.RookeryError
INVALID_ACTION = -1


class PlayerId:
    """pyspiel.PlayerId: the ids that stand where a seat would."""

    DEFAULT = 0
    CHANCE = _rookery.CHANCE
    SIMULTANEOUS = _rookery.SIMULTANEOUS
    INVALID = _rookery.INVALID
    TERMINAL = _rookery.TERMINAL
