#!/usr/bin/env python3
"""The Python module's speed, as the median of 5 runs of each measure:

- loop: a Python loop of random moves in each game (legal_actions, a random
  choice, a checked apply; chance by sample_and_apply), in actions per second
  (chance outcomes count as actions);
- vector: rookery.envs.VectorEnv on Pantolino, 256 games stepped together with a
  random legal action each chosen in numpy, in env steps per second;
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

import numpy as np

import rookery


def loop_actions_per_second(game, seconds):
    """Actions applied per second (chance outcomes included) by whole random games; where
    several seats choose at once, each in turn."""
    rng, choose = rookery.Rng(1), random.Random(1).choice
    actions, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.sample_and_apply(rng)
            elif state.is_simultaneous_node():
                seat = state.acting_players()[0]
                state.apply(choose(state.legal_actions(seat)), seat)
            else:
                state.apply(choose(state.legal_actions()))
            actions += 1
    return actions / (time.perf_counter() - start)


def vector_steps_per_second(game_string, envs, seconds):
    """Env steps per second of a VectorEnv, each game's action drawn among its legal ones."""
    env = rookery.envs.VectorEnv(game_string, envs, seed=1)
    _, info = env.reset()
    noise = np.random.default_rng(1)
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        mask = info["action_mask"]
        actions = (noise.random(mask.shape, dtype=np.float32) * mask).argmax(axis=1)
        _, _, _, _, info = env.step(actions)
        steps += envs
    return steps / (time.perf_counter() - start)


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
    loops = {name: round(median(lambda: loop_actions_per_second(rookery.load_game(name), 1.0)))
             for name in rookery.registered_names()}
    vector = median(lambda: vector_steps_per_second("pantolino", 256, 1.0))
    one = median(lambda: playouts_per_second(game, args.playouts, 1))
    two = median(lambda: playouts_per_second(game, args.playouts, 2))
    result = {"game": game.game_string, "runs": args.runs, "cpus": os.cpu_count(),
              "python_loop_actions_per_second": loops,
              "vector_env_steps_per_second": round(vector),
              "playouts_per_second": round(one),
              "playouts_per_second_two_threads": round(two),
              "two_threads_speedup": round(two / one, 2)}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"median of {args.runs} runs, {os.cpu_count()} cpus:")
        for name, rate in loops.items():
            print(f"  Python loop of random moves, {name}: {rate:,} actions/s")
        print(f"  VectorEnv, pantolino, 256 games: {vector:,.0f} env steps/s")
        print(f"  {game.game_string}: Game.playouts from Python {one:,.0f} playouts/s, "
              f"two threads {two:,.0f} ({two / one:.2f}x)")


if __name__ == "__main__":
    main()
