#!/usr/bin/env python3
"""Where a bot departs from the rule of thumb, and whether it is right to.

Games are played by `heuristic` in every seat. At a sample of the decisions
(a share `--sample` of those with a choice) the bot under test is asked too;
where it picks another move, both moves are judged by an oracle: `--rollouts`
playouts of `heuristic` to the end from the true position (hidden cards
included, which the bot never sees), the k-th playout of both moves with the
same chance stream. The gain is the mean difference of the deciding seat's
return (its share of the win). Printed per kind of decision (the first word of
the rule of thumb's move): decisions asked, departures, summed gain, mean gain.

A positive gain is what a flat search by heuristic playouts promises (each of
its moves improves on the rule of thumb's, the rest played by the rule); a
bot whose departures gain on this oracle but lose in a ladder loses somewhere
else (its view of hidden cards, or its moves compounding).

    PYTHONPATH=build/release/python /usr/bin/python3 bench/deviations.py plucky \\
        "mcts(rollout=heuristic,playout_rounds=1,expand_after=1000,c=0.2,eval=heuristic)" \\
        --games 15 --rollouts 100 --seed 100

Sequential games only (a simultaneous step is played by the rule of thumb).
"""

import argparse
import collections
import random
import sys

import rookery


def play_out(state, rule, rng):
    """Plays `state` to its end with the rule of thumb in every seat."""
    while not state.is_terminal():
        if state.current_player() == rookery.CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rule.step(state))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("bot", help="the seat spec under test")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--rollouts", type=int, default=100)
    parser.add_argument("--sample", type=float, default=0.15)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = rookery.load_game(args.game)
    rule = rookery.Bot("heuristic", game, seed=1)
    kinds = collections.defaultdict(lambda: [0, 0, 0.0])  # asked, departures, summed gain
    for g in range(args.games):
        seed = args.seed + g
        rng, pick = rookery.Rng(seed), random.Random(seed)
        bot = rookery.Bot(args.bot, game, seed=seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            seat = state.current_player()
            if seat == rookery.CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            ours = rule.step(state)
            if seat >= 0 and len(state.legal_actions()) > 1 and pick.random() < args.sample:
                theirs = bot.step(state)
                kind = kinds[state.action_to_string(ours).split()[0]]
                kind[0] += 1
                if theirs != ours:
                    gain = 0.0
                    for k in range(args.rollouts):
                        for sign, move in ((-1, ours), (1, theirs)):
                            after = state.clone()
                            after.apply(move)
                            play_out(after, rule, rookery.Rng(1_000_003 * (seed + 1) + k))
                            gain += sign * after.returns()[seat]
                    kind[1] += 1
                    kind[2] += gain / args.rollouts
            state.apply(ours)
        print(f"game {g + 1} of {args.games}", file=sys.stderr, flush=True)
    print(f"{'decision':10} {'asked':>6} {'departs':>8} {'gain':>8} {'per departure':>14}")
    total = [0, 0, 0.0]
    for name, (asked, departs, gain) in sorted(kinds.items()):
        print(f"{name:10} {asked:6} {departs:8} {gain:8.3f} {gain / max(1, departs):14.4f}")
        total = [total[0] + asked, total[1] + departs, total[2] + gain]
    print(f"{'all':10} {total[0]:6} {total[1]:8} {total[2]:8.3f} "
          f"{total[2] / max(1, total[1]):14.4f}")


if __name__ == "__main__":
    main()
