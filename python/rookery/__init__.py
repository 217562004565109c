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
    games,
    ladder,
    load_game,
    review,
    sim,
)
from . import envs, spaces  # noqa: F401

__all__ = [
    "CHANCE", "SIMULTANEOUS", "SPECTATOR", "TERMINAL",
    "Bot", "Game", "IllegalActionError", "Record", "Rng", "RookeryError", "State",
    "assess", "bots", "catalogue", "games", "ladder", "load_game", "review", "sim",
    "envs", "spaces",
]
