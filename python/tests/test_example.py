"""examples/python/pantolino_turn_value.py: its Monte Carlo estimate of a
Pantolino turn holds the exact solver's value in its 95% interval."""

import os
import re
import subprocess
import sys

import pytest

EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "python",
                       "pantolino_turn_value.py")


@pytest.mark.skipif("ROOKERY_BIN" not in os.environ, reason="needs the rookery program")
def test_the_estimate_agrees_with_the_solver():
    run = subprocess.run([sys.executable, EXAMPLE, "--turns", "20000", "--seed", "3"],
                         capture_output=True, text=True, env=os.environ)
    assert run.returncode == 0, run.stdout + run.stderr
    low, high = map(float, re.search(r"interval ([\d.]+) to ([\d.]+)", run.stdout).groups())
    exact = float(re.search(r"Exact.*?([\d.]+) boots", run.stdout).group(1))
    assert low <= exact <= high and high - low < 0.05
    assert "inside the interval" in run.stdout
