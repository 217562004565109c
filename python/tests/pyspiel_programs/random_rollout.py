"""A random playthrough written for OpenSpiel (the shape of its python/examples/example.py),
run on rookery: the only change is the import line."""

import random
import sys

import numpy as np

import rookery.pyspiel as pyspiel  # was: import pyspiel


def main(game_string, seed):
    """Plays one game with uniformly random moves and prints the returns."""
    random.seed(seed)
    np.random.seed(seed)
    game = pyspiel.load_game(game_string)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            # Chance node: sample an outcome.
            outcomes = state.chance_outcomes()
            action_list, prob_list = zip(*outcomes)
            action = np.random.choice(action_list, p=prob_list)
            state.apply_action(action)
        elif state.is_simultaneous_node():
            # Simultaneous node: sample actions for all players (a player with no
            # decision here gives any action, which is not read).
            chosen_actions = [
                random.choice(state.legal_actions(pid)) if state.legal_actions(pid) else 0
                for pid in range(game.num_players())
            ]
            state.apply_actions(chosen_actions)
        else:
            # Decision node: sample an action for the single current player.
            action = random.choice(state.legal_actions(state.current_player()))
            state.apply_action(action)
    returns = state.returns()
    for pid in range(game.num_players()):
        print(f"Utility for player {pid} is {returns[pid]}")
    print(f"Moves: {state.move_number()}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "pantolino", int(sys.argv[2]) if len(sys.argv) > 2 else 1)
