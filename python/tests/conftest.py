"""Shared helpers of the Python tests: seeded random playouts through the API."""

import warnings

import rookery

# Every registered game with its defaults, and configurations whose rules differ.
CONFIGURATIONS = [g["name"] for g in rookery.games()] + [
    "pantolino(players=1)",
    "pantolino(players=3,escaping_boots=true)",
    "pantolino(players=4,discard_smallest=true)",
    "fistful(players=1)",
    "fistful(players=1,solo_squirrels=bank)",
    "fistful(players=4,advanced=true)",
    "push_push(players=4,waddlebots=2)",
    "match(players=2)",
    "plucky(mode=teams,players=2)",
]


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
