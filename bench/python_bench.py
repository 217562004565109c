#!/usr/bin/env python3
"""The Python module's speed, as the median of 5 runs of each measure:

- loop: a Python loop of random moves on Pantolino (legal_actions, a random
  choice, a checked apply; chance by sample_chance), in actions per second
  (chance outcomes count as actions);
- playouts: Game.playouts(n) on Pantolino, random games in C++, per second;
- two threads: two Python threads calling playouts at once, against one, to show
  the GIL is released (about 2x on two cores).

    PYTHONPATH=build/release/python /usr/bin/python3 bench/python_bench.py [--json]
"""

import argparse
import json
import os
import random
import statistics
import threading
import time

import rookery


def loop_actions_per_second(game, seconds):
    """Actions applied per second (chance outcomes included) by whole random games."""
    rng, choose = rookery.Rng(1), random.Random(1).choice
    actions, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
            else:
                state.apply(choose(state.legal_actions()))
            actions += 1
    return actions / (time.perf_counter() - start)


def playouts_per_second(game, n, threads):
    def work(seed):
        game.playouts(n, seed=seed)

    workers = [threading.Thread(target=work, args=(i + 1,)) for i in range(threads)]
    start = time.perf_counter()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return threads * n / (time.perf_counter() - start)


def main():
    parser = argparse.ArgumentParser(description="the Python module's speed")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--playouts", type=int, default=12000, help="playouts per thread and run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    game = rookery.load_game("pantolino(players=2)")
    median = lambda f: statistics.median(f() for _ in range(args.runs))  # noqa: E731
    loop = median(lambda: loop_actions_per_second(game, 1.0))
    one = median(lambda: playouts_per_second(game, args.playouts, 1))
    two = median(lambda: playouts_per_second(game, args.playouts, 2))
    result = {"game": game.game_string, "runs": args.runs, "cpus": os.cpu_count(),
              "python_loop_actions_per_second": round(loop),
              "playouts_per_second": round(one),
              "playouts_per_second_two_threads": round(two),
              "two_threads_speedup": round(two / one, 2)}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{game.game_string}, median of {args.runs} runs, {os.cpu_count()} cpus:")
        print(f"  Python loop of random moves: {loop:,.0f} actions/s")
        print(f"  Game.playouts from Python:   {one:,.0f} playouts/s")
        print(f"  two threads of playouts:     {two:,.0f} playouts/s ({two / one:.2f}x)")


if __name__ == "__main__":
    main()
