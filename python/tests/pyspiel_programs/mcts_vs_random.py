"""UCT search against a random player, written against pyspiel's State API the way
OpenSpiel's MCTSBot is (selection by UCT, expansion, random rollouts with chance
sampled from chance_outcomes, backup of the returns), run on rookery: the only
change is the import line."""

import math
import random
import sys

import numpy as np

import rookery.pyspiel as pyspiel  # was: import pyspiel


class Node:
    """A search node: the player who moved into it, its visits and their total return,
    and its children by action (chance outcomes are children too, as in MCTSBot)."""

    def __init__(self, player):
        self.player = player
        self.visits = 0
        self.total = 0.0
        self.children = {}

    def uct(self, parent_visits, c):
        """The UCT value; unvisited children first."""
        if self.visits == 0:
            return float("inf")
        return self.total / self.visits + c * math.sqrt(math.log(parent_visits) / self.visits)


def sample_chance(state, rng):
    """A chance outcome drawn with its probability."""
    actions, probs = zip(*state.chance_outcomes())
    return actions[rng.choice(len(actions), p=probs)]


def rollout(state, rng):
    """Plays random moves to the end; the returns, scaled to [0, 1]."""
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.integers(len(legal))])
    game = state.get_game()
    low, high = game.min_utility(), game.max_utility()
    return [(r - low) / (high - low) for r in state.returns()]


def mcts_step(root_state, simulations, rng, c=1.4):
    """The action UCT chooses after `simulations` searches from `root_state`."""
    root = Node(None)
    for _ in range(simulations):
        state = root_state.clone()
        path = [root]
        node = root
        while not state.is_terminal():
            if state.is_chance_node():
                action = sample_chance(state, rng)
                node = node.children.setdefault(action, Node(None))
            elif not node.children:
                player = state.current_player()
                for a in state.legal_actions():
                    node.children[a] = Node(player)
                action = list(node.children)[rng.integers(len(node.children))]
                node = node.children[action]
                state.apply_action(action)
                path.append(node)
                break
            else:
                action = max(node.children, key=lambda a: node.children[a].uct(node.visits + 1, c))
                node = node.children[action]
            state.apply_action(action)
            path.append(node)
        returns = rollout(state, rng)
        for n in path:
            n.visits += 1
            if n.player is not None:
                n.total += returns[n.player]
    return max(root.children, key=lambda a: root.children[a].visits)


def play(game, mcts_seat, simulations, rng):
    """One game, MCTS in `mcts_seat` and uniform random moves elsewhere; the returns."""
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        elif state.current_player() == mcts_seat:
            state.apply_action(mcts_step(state, simulations, rng))
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.integers(len(legal))])
    return state.returns()


def main(game_string, games, simulations, seed):
    """Plays `games` games, MCTS taking each seat in turn, and prints its mean return."""
    rng = np.random.default_rng(seed)
    random.seed(seed)
    game = pyspiel.load_game(game_string)
    total = 0.0
    for g in range(games):
        seat = g % game.num_players()
        total += play(game, seat, simulations, rng)[seat]
    print(f"MCTS mean return: {total / games:.3f} over {games} games")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
