#!/usr/bin/env python3
"""Pantolino's turn value by Monte Carlo, against the exact solver.

A turn of Pantolino (up to three rolls of four dice, then one token taken) is
played many times from the full supply by the `optimal` seat (the turn-optimal
rerolling, then the most valuable token); the mean boots taken estimate the
turn's value. `rookery solve pantolino-turn` computes the same value exactly, by
dynamic programming: the estimate's 95% interval should hold it.

    PYTHONPATH=build/release/python /usr/bin/python3 examples/python/pantolino_turn_value.py
"""

import argparse
import json
import math
import os
import shutil
import subprocess
import sys

import rookery


def play_one_turn(game, bot, rng):
    """The boots of the token player 1 takes in the game's first turn."""
    state = game.new_initial_state()
    while state.observation(0)["turn"] == 1:
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            state.apply(bot.step(state, 0), 0)
    return state.scores()[0]


def solver_value(rookery_bin):
    out = subprocess.run([rookery_bin, "solve", "pantolino-turn", "--json"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)["turn_value"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rookery", default=os.environ.get("ROOKERY_BIN") or
                        shutil.which("rookery") or "build/release/cli/rookery",
                        help="the rookery program, for the exact value")
    args = parser.parse_args()

    game = rookery.load_game("pantolino(players=2)")
    bot = rookery.Bot("optimal", game, seed=args.seed)
    rng = rookery.Rng(args.seed)
    boots = [play_one_turn(game, bot, rng) for _ in range(args.turns)]
    n = len(boots)
    mean = sum(boots) / n
    sd = math.sqrt(sum((b - mean) ** 2 for b in boots) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    exact = solver_value(args.rookery)
    inside = abs(mean - exact) <= half
    print(f"Monte Carlo, {n} turns of the optimal seat: {mean:.4f} boots "
          f"(95% interval {mean - half:.4f} to {mean + half:.4f})")
    print(f"Exact, rookery solve pantolino-turn:        {exact:.4f} boots")
    print("The exact value is inside the interval." if inside else
          "The exact value is OUTSIDE the interval.")
    return 0 if inside else 1


if __name__ == "__main__":
    sys.exit(main())
