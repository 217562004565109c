#!/usr/bin/env python3
"""A small policy learns solo Fistful by policy gradient, measured against the exact optimum.

A network with one hidden layer reads the seat's observation tensor and gives a
logit to every action id; a softmax over the legal ids (the action mask) is the
policy. It plays solo games of A Fistful of Penguins and learns by REINFORCE with
a baseline: after each game, every choice it made becomes more likely in
proportion to how much better the game went from there than expected. numpy only.

Then it plays held-out games, as do a random player and the heuristic bot, and
it prints their mean scores with 95% intervals beside the exact optimum, which it
asks of `rookery solve fistful-solo` (it runs `$ROOKERY_BIN`, else `rookery` on
the `PATH`, else `build/release/cli/rookery`; `--rookery` names another).

    PYTHONPATH=build/release/python /usr/bin/python3 examples/python/fistful_solo_learn.py
"""

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import time

import numpy as np

import rookery
from rookery.envs import SingleAgentEnv

GAME = "fistful(players=1)"
# Held-out games: every policy is scored on the games of these seeds, which no
# training game uses (training seeds are drawn below this).
EVAL_SEED_BASE = 1_000_000_000
HIDDEN = 32
LEARNING_RATE = 0.01
VALUE_LEARNING_RATE = 0.01
BATCH = 16
# An entropy bonus keeps the policy from settling on one move before it has
# tried the others; without it the learned play stalls lower.
ENTROPY = 1.0


class Policy:
    """One tanh hidden layer from the observation tensor to a logit per action id."""

    def __init__(self, inputs, actions, rng):
        self.params = {
            "w1": rng.normal(0.0, 1.0 / math.sqrt(inputs), (HIDDEN, inputs)),
            "b1": np.zeros(HIDDEN),
            # Zero output weights: before training the policy is uniform over the
            # legal ids, the random player it is compared with.
            "w2": np.zeros((actions, HIDDEN)),
            "b2": np.zeros(actions),
        }

    def forward(self, obs, legal):
        """The hidden layer, and the probabilities of the legal ids (a masked softmax)."""
        p = self.params
        hidden = np.tanh(p["w1"] @ obs + p["b1"])
        # Only the legal ids' logits are computed: the same softmax as masking all
        # num_distinct_actions of them, without the 6,000-odd illegal ones.
        logits = p["w2"][legal] @ hidden + p["b2"][legal]
        probs = np.exp(logits - logits.max())
        return hidden, probs / probs.sum()

    def add_gradient(self, grads, obs, legal, hidden, probs, chosen, advantage, weight):
        """Adds weight * the gradient of (advantage * log pi(chosen) + entropy bonus)."""
        p = self.params
        dlogits = -probs * advantage
        dlogits[chosen] += advantage
        log_probs = np.log(probs + 1e-12)
        dlogits -= ENTROPY * probs * (log_probs - probs @ log_probs)
        dlogits *= weight
        # Indexed += is right here: a list of legal ids never repeats one.
        grads["w2"][legal] += np.outer(dlogits, hidden)
        grads["b2"][legal] += dlogits
        dhidden = (p["w2"][legal].T @ dlogits) * (1.0 - hidden ** 2)
        grads["w1"] += np.outer(dhidden, obs)
        grads["b1"] += dhidden


class Adam:
    """Adam's update, climbing the gradient (the objective is the score)."""

    def __init__(self, params):
        self.t = 0
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}

    def step(self, params, grads, lr, beta1=0.9, beta2=0.999, eps=1e-8):
        """Moves params up grads by about lr a coordinate."""
        self.t += 1
        for k in params:
            self.m[k] = beta1 * self.m[k] + (1 - beta1) * grads[k]
            self.v[k] = beta2 * self.v[k] + (1 - beta2) * grads[k] ** 2
            m_hat = self.m[k] / (1 - beta1 ** self.t)
            v_hat = self.v[k] / (1 - beta2 ** self.t)
            params[k] += lr * m_hat / (np.sqrt(v_hat) + eps)


def play(env, seed, choose):
    """One game from `seed`: its final score, and its decisions for learning from."""
    # choose(obs, legal ids) answers an index into the legal ids and anything the
    # learner needs of that decision (the sampler: the hidden layer and probabilities).
    obs, info = env.reset(seed=seed)
    decisions, done, score = [], False, 0.0
    while not done:
        legal = np.flatnonzero(info["action_mask"])   # the mask is indexed by action id
        index, extra = choose(obs, legal)
        decisions.append((obs, legal, index, env.game_state.scores()[0], extra))
        obs, score, done, _, info = env.step(int(legal[index]))
    return score, decisions


def sampler(policy, rng):
    """A chooser drawing from the policy, keeping what its gradient needs."""
    def choose(obs, legal):
        hidden, probs = policy.forward(obs, legal)
        return rng.choice(len(legal), p=probs), (hidden, probs)
    return choose


def most_likely(policy):
    """A chooser taking the policy's most probable legal move."""
    def choose(obs, legal):
        return int(np.argmax(policy.forward(obs, legal)[1])), None
    return choose


def uniform(rng):
    """A chooser taking any legal move, all alike."""
    def choose(obs, legal):
        return int(rng.integers(len(legal))), None
    return choose


def bot_player(bot, env):
    """A chooser asking a rookery Bot, which reads the env's state itself."""
    def choose(obs, legal):
        return int(np.flatnonzero(legal == bot.step(env.game_state))[0]), None
    return choose


def train(env, policy, episodes, rng, log):
    """REINFORCE with a learned baseline, over `episodes` training games."""
    value = np.zeros(env.game.observation_tensor_shape[0] + 1)   # linear, with a bias
    adam = Adam(policy.params)
    grads = {k: np.zeros_like(v) for k, v in policy.params.items()}
    choose = sampler(policy, rng)
    seeds = rng.integers(0, EVAL_SEED_BASE, episodes)
    recent = []
    for episode, seed in enumerate(seeds):
        score, decisions = play(env, int(seed), choose)
        recent.append(score)
        for obs, legal, index, score_then, (hidden, probs) in decisions:
            features = np.append(obs, 1.0)
            # The score already banked is not this choice's doing: only what follows
            # it counts, less what the baseline expected from this position.
            advantage = (score - score_then) - value @ features
            value += VALUE_LEARNING_RATE * advantage * features
            policy.add_gradient(grads, obs, legal, hidden, probs, index, advantage,
                                1 / BATCH)
        if (episode + 1) % BATCH == 0:
            # The step shrinks to zero over the schedule, so the policy settles.
            adam.step(policy.params, grads, LEARNING_RATE * (1 - episode / episodes))
            for g in grads.values():
                g.fill(0.0)
        if (episode + 1) % max(1, episodes // 10) == 0:
            log(f"  after {episode + 1:6,} games: {np.mean(recent):5.1f} points a game "
                f"(the last {len(recent):,}, moves drawn from the policy)")
            recent = []


def evaluate(env, choose, games):
    """Mean score on the held-out games, and the half-width of its 95% interval."""
    scores = np.array([play(env, EVAL_SEED_BASE + g, choose)[0] for g in range(games)])
    return scores.mean(), 1.96 * scores.std(ddof=1) / math.sqrt(games)


def exact_optimum(rookery_bin, game):
    """The optimal policy's expected score, from the engine's exact solver."""
    out = subprocess.run([rookery_bin, "solve", "fistful-solo", "--json",
                          "--solo-squirrels", game.params["solo_squirrels"]],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)["expected_score"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=40000, help="training games")
    parser.add_argument("--eval-games", type=int, default=2000,
                        help="held-out games for each player scored")
    parser.add_argument("--seed", type=int, default=1, help="seeds the training")
    parser.add_argument("--rookery", default=os.environ.get("ROOKERY_BIN") or
                        shutil.which("rookery") or "build/release/cli/rookery",
                        help="the rookery program, for the exact optimum")
    args = parser.parse_args()
    if args.episodes < 1 or args.eval_games < 2:
        parser.error("--episodes must be at least 1 and --eval-games at least 2")

    env = SingleAgentEnv(GAME)
    try:
        optimum = exact_optimum(args.rookery, env.game)
    except (OSError, subprocess.CalledProcessError) as failure:
        print(f"error: cannot run {args.rookery} solve fistful-solo: {failure}", file=sys.stderr)
        return 2

    rng = np.random.default_rng(args.seed)
    policy = Policy(env.game.observation_tensor_shape[0], env.game.num_distinct_actions, rng)
    print(f"Training on {args.episodes:,} solo games of A Fistful of Penguins (seed {args.seed}):")
    start = time.perf_counter()
    train(env, policy, args.episodes, rng, print)
    print(f"  trained in {time.perf_counter() - start:.0f} s")

    # Scored by its most likely move: sampling, as in training, explores and scores less.
    heuristic = rookery.Bot("heuristic", env.game, seed=args.seed)
    rows = [("random legal moves", evaluate(env, uniform(rng), args.eval_games)),
            ("learned policy", evaluate(env, most_likely(policy), args.eval_games)),
            ("heuristic bot", evaluate(env, bot_player(heuristic, env), args.eval_games))]

    print(f"\nMean final score over {args.eval_games:,} held-out games (95% interval):")
    for name, (mean, half) in rows:
        print(f"  {name:<22} {mean:7.2f}   ({mean - half:.2f} to {mean + half:.2f})")
    print(f"  {'exact optimum':<22} {optimum:7.2f}   (rookery solve fistful-solo)")
    (random_mean, _), (learned_mean, _) = rows[0][1], rows[1][1]
    print(f"\nLearning gained {learned_mean - random_mean:+.2f} points a game over random play; "
          f"the learned policy scores {learned_mean / optimum:.0%} of the optimum.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
