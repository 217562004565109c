"""Tabular Q-learning written against pyspiel's State API (epsilon-greedy, a table
keyed by the observation tensor as OpenSpiel's TabularQLearner keys its
information state, chance sampled from chance_outcomes), run on rookery: the only
change is the import line. Prints the mean return of random play and of the
greedy policy before and after learning, and how many states the table holds.
(These games have far more states than a short schedule visits, so a table learns
little here; examples/python/fistful_solo_learn.py learns with a small network.)"""

import collections
import sys

import numpy as np

import rookery.pyspiel as pyspiel  # was: import pyspiel


def sample_chance(state, rng):
    """A chance outcome drawn with its probability."""
    actions, probs = zip(*state.chance_outcomes())
    return actions[rng.choice(len(actions), p=probs)]


def advance_chance(state, rng):
    """Applies chance outcomes until a player acts or the game ends."""
    while state.is_chance_node():
        state.apply_action(sample_chance(state, rng))


def greedy(q, key, legal):
    """The legal action with the largest value (the first on ties)."""
    return max(legal, key=lambda a: q[key][a])


def episode(game, q, rng, epsilon, alpha, learn):
    """One solo game; with `learn`, Q-learning updates after each move. Its return."""
    state = game.new_initial_state()
    advance_chance(state, rng)
    while not state.is_terminal():
        key = state.observation_tensor(0).tobytes()
        legal = state.legal_actions()
        if rng.random() < epsilon:
            action = legal[rng.integers(len(legal))]
        else:
            action = greedy(q, key, legal)
        state.apply_action(action)
        advance_chance(state, rng)
        if learn:
            if state.is_terminal():
                target = state.rewards()[0]
            else:
                target = state.rewards()[0] + max(q[state.observation_tensor(0).tobytes()][a]
                                                  for a in state.legal_actions())
            q[key][action] += alpha * (target - q[key][action])
    return state.returns()[0]


def main(game_string, episodes, seed):
    """Learns for `episodes` games; prints the mean return of random play, of the
    greedy policy before learning (the first legal action), and after."""
    rng = np.random.default_rng(seed)
    game = pyspiel.load_game(game_string)
    q = collections.defaultdict(lambda: collections.defaultdict(float))

    def evaluate(epsilon):
        """The mean return over the same 300 evaluation games."""
        return np.mean([episode(game, q, np.random.default_rng(10_000 + i), epsilon, 0, False)
                        for i in range(300)])

    random_play, untrained = evaluate(1.0), evaluate(0.0)
    for _ in range(episodes):
        episode(game, q, rng, epsilon=0.2, alpha=0.2, learn=True)
    print(f"random play: {random_play:.2f}, greedy before: {untrained:.2f}, "
          f"greedy after {episodes} games: {evaluate(0.0):.2f}, states in the table: {len(q)}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
