"""examples/python/pantolino_turn_value.py: its Monte Carlo estimate of a
Pantolino turn played by the optimal seat holds the exact solver's value in its
95% interval, and "stop at once" is worth less, as its exact value says."""

import os
import re
import shutil
import subprocess
import sys

import pytest

EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "python",
                       "pantolino_turn_value.py")
ROOKERY = os.environ.get("ROOKERY_BIN") or shutil.which("rookery")


def number(pattern, text):
    return float(re.search(pattern, text).group(1))


@pytest.mark.skipif(ROOKERY is None, reason="needs the rookery program (ROOKERY_BIN)")
def test_the_estimate_agrees_with_the_solver():
    run = subprocess.run([sys.executable, EXAMPLE, "--turns", "20000", "--seed", "3",
                          "--rookery", ROOKERY],
                         capture_output=True, text=True, env=os.environ, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    out = run.stdout
    low, high = map(float, re.search(r"optimal seat.*interval ([\d.]+) to ([\d.]+)", out).groups())
    exact = number(r"Exact, rookery solve pantolino-turn: ([\d.]+) boots", out)
    assert low <= exact <= high and high - low < 0.05
    assert "The exact value is inside the interval." in out
    g_low, g_high = map(float, re.search(
        r"stop at once, Monte Carlo.*interval ([\d.]+) to ([\d.]+)", out).groups())
    g_exact = number(r"stop at once, exact over the 1,296 first rolls: ([\d.]+) boots", out)
    assert g_low <= g_exact <= g_high
    assert exact > g_exact and "the optimum is the larger" in out


def test_the_example_refuses_a_missing_program():
    run = subprocess.run([sys.executable, EXAMPLE, "--turns", "10", "--rookery",
                          os.path.join(os.path.dirname(EXAMPLE), "no-such-program")],
                         capture_output=True, text=True, env=os.environ, timeout=60)
    assert run.returncode == 2 and "cannot run" in run.stderr
