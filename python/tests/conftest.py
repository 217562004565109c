"""Shared helpers of the Python tests: seeded random playouts through the API."""

import warnings

import rookery

# Every registered game's configurations (its defaults first, then those whose rules
# differ), as the engine lists them: a new game is tested here by its registration alone.
CONFIGURATIONS = [c for g in rookery.games() for c in g["configurations"]]
# Each registered game with its defaults.
DEFAULTS = [g["name"] for g in rookery.games()]


def random_move(state, rng):
    """(player, action): a chance outcome drawn with its probability, or a random
    legal move of a random acting seat."""
    if state.is_chance_node():
        return rookery.CHANCE, state.sample_chance(rng)
    acting = state.acting_players()
    player = acting[rng.below(len(acting))]
    legal = state.legal_actions(player)
    return player, legal[rng.below(len(legal))]


def warnings_of(check, *args, **kwargs):
    """Runs a check (a ported PettingZoo or Gymnasium test); the messages of the warnings
    it gave."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check(*args, **kwargs)
    return {str(w.message) for w in caught}
