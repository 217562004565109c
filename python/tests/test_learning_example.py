"""examples/python/fistful_solo_learn.py on a short schedule: the policy it trains
beats random play by a margin chance cannot give, and the optimum it prints is the
exact solver's."""

import json
import os
import re
import shutil
import subprocess
import sys

import pytest

EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "python",
                       "fistful_solo_learn.py")
ROOKERY = os.environ.get("ROOKERY_BIN") or shutil.which("rookery")
EVAL_GAMES = 500
# A solo game's score varies with a standard deviation of about 10 points under
# random play and less under the learned policy, so each mean over 500 games has a
# standard error near 0.5 and their difference one near 0.7: 10 points is some 14
# standard errors, beyond chance. A policy that learned nothing stays uniform, and
# its most likely move (the lowest legal id) scores about 1 point above random;
# with the gradient's sign flipped it scores 18 below. This schedule gains about 20
# (19 to 26 over seeds 1 to 4).
MARGIN = 10.0


def row(name, text):
    """(mean, low, high) of a row of the printed table."""
    found = re.search(rf"{name}\s+([\d.]+)\s+\(([\d.]+) to ([\d.]+)\)", text)
    assert found, f"no row {name!r} in:\n{text}"
    return tuple(map(float, found.groups()))


@pytest.mark.skipif(ROOKERY is None, reason="needs the rookery program (ROOKERY_BIN)")
def test_the_learned_policy_beats_random_play_and_the_optimum_is_the_solvers():
    run = subprocess.run([sys.executable, EXAMPLE, "--episodes", "4000", "--eval-games",
                          str(EVAL_GAMES), "--seed", "1", "--rookery", ROOKERY],
                         capture_output=True, text=True, env=os.environ, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    out = run.stdout
    random_mean, _, random_high = row("random legal moves", out)
    learned_mean, learned_low, _ = row("learned policy", out)
    heuristic_mean, _, _ = row("heuristic bot", out)
    assert learned_mean - random_mean >= MARGIN, out
    assert learned_low > random_high, out

    solved = subprocess.run([ROOKERY, "solve", "fistful-solo", "--json"], check=True,
                            capture_output=True, text=True, timeout=60).stdout
    exact = json.loads(solved)["expected_score"]
    printed = float(re.search(r"exact optimum\s+([\d.]+)", out).group(1))
    assert printed == round(exact, 2)
    assert learned_mean < exact and heuristic_mean < exact
    gained = float(re.search(r"Learning gained \+([\d.]+) points", out).group(1))
    assert gained == pytest.approx(learned_mean - random_mean, abs=0.011)


def test_the_example_refuses_a_missing_program():
    run = subprocess.run([sys.executable, EXAMPLE, "--episodes", "1", "--rookery",
                          os.path.join(os.path.dirname(EXAMPLE), "no-such-program")],
                         capture_output=True, text=True, env=os.environ, timeout=60)
    assert run.returncode == 2 and "cannot run" in run.stderr
