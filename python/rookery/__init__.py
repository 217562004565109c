"""Rookery from Python: five penguin tabletop games, exact and fast.

The engine is C++ (the extension ``rookery._rookery``); this package re-exports
it and adds environment wrappers shaped like PettingZoo's and Gymnasium's
(``rookery.envs``), with their spaces (``rookery.spaces``). docs/python.md is
the guide.

    >>> import rookery
    >>> game = rookery.load_game("pantolino(players=2)")
    >>> state = game.new_initial_state()
    >>> state.is_chance_node()
    True
"""

from ._rookery import *  # noqa: F401,F403
from ._rookery import (  # noqa: F401
    CHANCE,
    INVALID,
    SIMULTANEOUS,
    SPECTATOR,
    TERMINAL,
    Bot,
    Game,
    IllegalActionError,
    Record,
    Rng,
    RookeryError,
    State,
    assess,
    bots,
    catalogue,
    deserialize_state,
    games,
    ladder,
    review,
    sim,
)
from . import _conventions
from ._conventions import (  # noqa: F401
    GameType,
    deserialize_game_and_state,
    load_game,
    registered_games,
    registered_names,
    serialize_game_and_state,
)

_conventions.install()

from . import envs, spaces  # noqa: E402,F401

__all__ = [
    "CHANCE", "INVALID", "SIMULTANEOUS", "SPECTATOR", "TERMINAL",
    "Bot", "Game", "GameType", "IllegalActionError", "Record", "Rng", "RookeryError", "State",
    "assess", "bots", "catalogue", "deserialize_game_and_state", "deserialize_state", "games",
    "ladder", "load_game", "registered_games", "registered_names", "review",
    "serialize_game_and_state", "sim", "envs", "spaces",
]
