#!/usr/bin/env python3
"""Pantolino's turn value by Monte Carlo, against the exact solver.

A turn of Pantolino (up to three rolls of four dice, then one token taken) is
played many times from the full supply, and the mean boots of the token taken
estimate the turn's value under the policy played:

- the `optimal` seat: the turn-optimal rerolling of `rookery solve
  pantolino-turn`, then the most valuable token. The solver computes its value
  exactly, by dynamic programming; the estimate's 95% interval should hold it.
- "stop at once": no reroll, the most valuable token the first roll allows. Its
  exact value is computed here from the first roll's exact chance outcomes
  (1,296 of them, as fractions), and the optimum must exceed it.

    PYTHONPATH=build/release/python /usr/bin/python3 examples/python/pantolino_turn_value.py
"""

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
from fractions import Fraction

import rookery

GAME = "pantolino(players=2)"


def boots_of(words):
    """The boots of a take, from its words ("take red 3" -> 3; "take nothing" -> 0)."""
    last = words.split()[-1]
    return int(last) if last.isdigit() else 0


def take_most_valuable(state):
    """Applies the take worth the most boots (the seat acting now)."""
    words = state.legal_action_words()
    best = max(range(len(words)), key=lambda i: boots_of(words[i]))
    state.apply(state.legal_actions()[best])


def first_turn_boots(game, rng, decide):
    """The boots player 1 takes in the game's first turn, `decide(state)` applying
    each of its moves; chance drawn from `rng`."""
    state = game.new_initial_state()
    while state.observation(0)["turn"] == 1:
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            decide(state)
    return state.scores()[0]


def stop_at_once(state):
    if state.observation(0)["phase"] == "deciding":
        state.apply_text("stop")
    else:
        take_most_valuable(state)


def stop_at_once_exact(game):
    """The exact value of "stop at once": every first roll with its exact probability."""
    start = game.new_initial_state()
    value = Fraction(0)
    for outcome, probability in start.chance_outcomes_exact():
        state = start.clone()
        state.apply(outcome)
        state.apply_text("stop")
        take_most_valuable(state)
        value += probability * Fraction(int(state.scores()[0]))
    return value


def estimate(samples):
    """Mean and the half-width of its 95% normal interval."""
    n = len(samples)
    mean = sum(samples) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in samples) / (n - 1))
    return mean, 1.96 * sd / math.sqrt(n)


def solver_value(rookery_bin):
    out = subprocess.run([rookery_bin, "solve", "pantolino-turn", "--json"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)["turn_value"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=20000, help="turns per policy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rookery", default=os.environ.get("ROOKERY_BIN") or
                        shutil.which("rookery") or "build/release/cli/rookery",
                        help="the rookery program, for the exact value")
    args = parser.parse_args()
    if args.turns < 2:
        parser.error("--turns must be at least 2")

    try:
        exact = solver_value(args.rookery)
    except (OSError, subprocess.CalledProcessError) as failure:
        print(f"error: cannot run {args.rookery} solve pantolino-turn: {failure}", file=sys.stderr)
        return 2

    game = rookery.load_game(GAME)
    bot = rookery.Bot("optimal", game, seed=args.seed)
    rng = rookery.Rng(args.seed)
    optimal = [first_turn_boots(game, rng, lambda state: state.apply(bot.step(state)))
               for _ in range(args.turns)]
    greedy = [first_turn_boots(game, rng, stop_at_once) for _ in range(args.turns)]
    greedy_exact = stop_at_once_exact(game)

    mean, half = estimate(optimal)
    inside = abs(mean - exact) <= half
    g_mean, g_half = estimate(greedy)
    g_inside = abs(g_mean - float(greedy_exact)) <= g_half
    print(f"Pantolino's turn value from the full supply ({args.turns} turns per policy, "
          f"seed {args.seed}):")
    print(f"  optimal seat, Monte Carlo: {mean:.4f} boots "
          f"(95% interval {mean - half:.4f} to {mean + half:.4f})")
    print(f"  Exact, rookery solve pantolino-turn: {exact:.4f} boots")
    print("  The exact value is inside the interval." if inside else
          "  The exact value is OUTSIDE the interval.")
    print(f"  stop at once, Monte Carlo: {g_mean:.4f} boots "
          f"(95% interval {g_mean - g_half:.4f} to {g_mean + g_half:.4f})")
    print(f"  stop at once, exact over the 1,296 first rolls: {float(greedy_exact):.4f} boots "
          f"({'inside' if g_inside else 'OUTSIDE'} its interval)")
    print(f"  Rerolling well is worth {exact - float(greedy_exact):+.4f} boots a turn "
          f"({'the optimum is the larger' if exact >= greedy_exact else 'NOT larger: a bug'}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
