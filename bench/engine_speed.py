#!/usr/bin/env python3
"""The game engines' speed per game, so that the next engine change can be compared with this one.

For each game it reports:

- instructions_per_transition: instructions executed per action (chance outcomes included)
  of a random playout, counted by callgrind: `rookery bench GAME --playouts N --json` is run
  under valgrind for a small and a large N, and the difference in instructions is divided by
  the difference in actions. Both runs make the same signature pass and (for N >= 1000) the
  same 1000-iteration MCTS search, so the difference is the extra playouts alone. Unlike the
  timings it does not depend on the machine's load. null without `valgrind` on PATH or with
  --no-callgrind.
- actions_per_second, playouts_per_second, mcts_iterations_per_second: the medians of --runs
  runs of `rookery bench GAME --json` (about a second of random playouts from the initial
  state, then about a second of 1000-iteration MCTS searches from the first decision).
- mcts_overhead: playouts_per_second / mcts_iterations_per_second, the cost of an MCTS
  iteration over a plain random playout (1.0: none; the inverse of the bench's mcts_ratio);
  the median of the runs' own ratios.
- signature: the game's behaviour signature (a hash of 100 fixed-seed playouts); it changes
  exactly when the game's behaviour does, so a speed comparison across a changed signature
  compares different games.

The games: every registered game with its default options, fistful's advanced game and its
6-player game, and any game strings given on the command line (or only --games).
JSON goes to stdout (and --out FILE); a short table, and with --compare the comparison, to
stderr. Python 3.11, standard library only. Run it on a quiet machine:

    bench/engine_speed.py --out engine_speed.json        # all of it (callgrind: minutes)
    bench/engine_speed.py --runs 1 --no-callgrind        # quick look
    bench/engine_speed.py "plucky(players=3)"            # one more game beside the defaults
    bench/engine_speed.py --compare old.json             # measure now, compare with a baseline
    bench/engine_speed.py --compare old.json new.json    # compare two stored files, no measuring
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# Reported beside the defaults (the issue "Engine speed"): the advanced game's market of dice
# and six players make fistful's heaviest states.
EXTRA_GAMES = ["fistful(advanced=true)", "fistful(players=6,advanced=true)"]
TIMINGS = ["actions_per_second", "playouts_per_second", "mcts_iterations_per_second"]
# (field, label, format, True when higher is better) for the tables and the comparison.
FIGURES = [
    ("instructions_per_transition", "instr/action", "{:.0f}", False),
    ("actions_per_second", "actions/s", "{:,.0f}", True),
    ("playouts_per_second", "playouts/s", "{:,.0f}", True),
    ("mcts_iterations_per_second", "mcts it/s", "{:,.0f}", True),
    ("mcts_overhead", "mcts overhead", "{:.3f}", False),
]


def bench(command, game, playouts=None):
    """The one result of `rookery bench GAME --json` (command may start with valgrind's words)."""
    args = [*command, "bench", game, "--json"]
    if playouts is not None:
        args += ["--playouts", str(playouts)]
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(args)} failed ({done.returncode}):\n{done.stderr.strip()}")
    return json.loads(done.stdout)["results"][0], done.stderr


def instructions(rookery, game, playouts):
    """Instructions executed by `rookery bench GAME --playouts N --json`, and its result."""
    with tempfile.TemporaryDirectory() as tmp:
        out_file = Path(tmp) / "callgrind.out"
        result, stderr = bench(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}",
                                rookery], game, playouts)
        # The out file's `summary:` (or older `totals:`) line is the total of the events, Ir
        # first; valgrind's "Collected : N" on stderr says the same and is the fallback.
        text = out_file.read_text() if out_file.exists() else ""
        match = (re.search(r"^summary:\s*(\d+)", text, re.M)
                 or re.search(r"^totals:\s*(\d+)", text, re.M)
                 or re.search(r"Collected\s*:\s*([\d,]+)", stderr))
    if not match:
        sys.exit(f"no instruction count from callgrind for {game}:\n{stderr.strip()}")
    return int(match.group(1).replace(",", "")), result


def instructions_per_transition(rookery, game, small, large):
    small_ir, small_run = instructions(rookery, game, small)
    large_ir, large_run = instructions(rookery, game, large)
    # Below 1000 playouts the MCTS search is min(N, 1000) iterations, so it differs between
    # the runs and its instructions land in the difference: fine for checking the script,
    # not as a figure.
    if small_run["mcts_iterations"] != large_run["mcts_iterations"]:
        print(f"warning: {game}: the MCTS searches differ ({small_run['mcts_iterations']} and "
              f"{large_run['mcts_iterations']} iterations; --small under 1000?), so the figure "
              f"counts them too", file=sys.stderr)
    actions = large_run["actions"] - small_run["actions"]
    return (large_ir - small_ir) / actions if actions > 0 else None


def machine():
    model = None
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpu": model, "cores": os.cpu_count()}


def commit():
    """The source tree's commit (not proof that the binary was built from it)."""
    try:
        done = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True)
    except OSError:
        return None
    if done.returncode != 0:
        return None
    return done.stdout.strip() or None


def default_games(rookery):
    listing = subprocess.run([rookery, "list", "--json"], capture_output=True, text=True,
                             check=True).stdout
    return [g["name"] for g in json.loads(listing)["games"]] + EXTRA_GAMES


def measure(args):
    rookery = str(args.rookery)
    games = args.games or default_games(rookery) + args.extra
    runs = {game: [] for game in games}
    # Runs in turn over the games, so that a slow moment of the machine falls on all alike.
    for i in range(args.runs):
        for game in games:
            print(f"run {i + 1}/{args.runs}: {game}", file=sys.stderr)
            runs[game].append(bench([rookery], game)[0])
    use_callgrind = not args.no_callgrind and shutil.which("valgrind") is not None
    if not args.no_callgrind and not use_callgrind:
        print("valgrind is not on PATH: no instructions per transition", file=sys.stderr)
    results = []
    for game in games:
        signatures = {r["signature"] for r in runs[game]}
        if len(signatures) != 1:  # fixed seeds: a second signature means nondeterminism
            sys.exit(f"{game}: the runs' signatures differ: {sorted(signatures)}")
        ipt = None
        if use_callgrind:
            print(f"callgrind: {game} ({args.small} and {args.large} playouts)", file=sys.stderr)
            ipt = instructions_per_transition(rookery, game, args.small, args.large)
        result = {"game": game, "game_string": runs[game][0]["game"],
                  "instructions_per_transition": ipt}
        for field in TIMINGS:
            result[field] = statistics.median(r[field] for r in runs[game])
        # The median of each run's own ratio: its playouts and searches are timed seconds
        # apart in one process, so the ratio is steadier than a ratio of separate medians.
        # (No search, as in a game over before its first decision: null.)
        overheads = [r["playouts_per_second"] / r["mcts_iterations_per_second"]
                     for r in runs[game] if r["mcts_iterations_per_second"] > 0]
        result["mcts_overhead"] = statistics.median(overheads) if overheads else None
        result["signature"] = signatures.pop()
        results.append(result)
    return {"machine": machine(), "rookery": commit(), "runs": args.runs, "results": results}


def show(value, fmt):
    return "-" if value is None else fmt.format(value)


def print_table(report):
    rows = [["game", *(label for _, label, _, _ in FIGURES), "signature"]]
    for r in report["results"]:
        rows.append([r["game"], *(show(r[f], fmt) for f, _, fmt, _ in FIGURES), r["signature"]])
    print_rows(rows)


def print_rows(rows):
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:], widths[1:])]
        print("  ".join(cells), file=sys.stderr)


def print_comparison(old, new):
    """Per game and figure: old, new and new/old. Games are matched by their canonical string,
    so `fistful` and `fistful(players=2)` are one game."""
    def key(r):
        return r.get("game_string") or r["game"]
    old_by_game = {key(r): r for r in old["results"]}
    print(f"old: {old.get('rookery')} ({old.get('runs')} runs), "
          f"new: {new.get('rookery')} ({new.get('runs')} runs); ratio = new/old, "
          f"* where the change is for the better", file=sys.stderr)
    rows = [["game", "figure", "old", "new", "ratio"]]
    for r in new["results"]:
        before = old_by_game.get(key(r))
        if before is None:
            rows.append([r["game"], "(not in the old file)", "", "", ""])
            continue
        for field, label, fmt, higher_is_better in FIGURES:
            a, b = before.get(field), r.get(field)
            ratio = ""
            if a and b is not None:
                better = b > a if higher_is_better else b < a
                ratio = f"{b / a:.3f}" + ("*" if better else " ")
            rows.append([r["game"], label, show(a, fmt), show(b, fmt), ratio])
        same = before.get("signature") == r.get("signature")
        rows.append([r["game"], "signature", before.get("signature", "-"), r["signature"],
                     "same " if same else "CHANGED"])
    print_rows(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.splitlines()[1:]))
    ap.add_argument("extra", nargs="*", metavar="GAME",
                    help='more game strings, e.g. "plucky(players=3)"')
    ap.add_argument("--rookery", type=Path, default=REPO / "build/release/cli/rookery",
                    help="the binary (default: build/release/cli/rookery; use a Release build)")
    ap.add_argument("--games", nargs="+", metavar="GAME",
                    help="measure these game strings only, instead of the defaults")
    ap.add_argument("--runs", type=int, default=5, help="timing runs per game (median; 5)")
    ap.add_argument("--small", type=int, default=1000,
                    help="playouts in callgrind's smaller run (1000; keep >= 1000 for figures)")
    ap.add_argument("--large", type=int, default=3000, help="playouts in its larger run (3000)")
    ap.add_argument("--no-callgrind", action="store_true", help="skip instructions per transition")
    ap.add_argument("--out", type=Path, help="also write the JSON to this file")
    ap.add_argument("--compare", nargs="+", metavar="FILE",
                    help="OLD.json [NEW.json]: compare a stored baseline with this run's "
                         "figures, or with NEW.json's without measuring")
    args = ap.parse_args()
    if args.compare and len(args.compare) > 2:
        ap.error("--compare takes OLD.json and at most one NEW.json")
    if args.runs < 1 or not 0 < args.small < args.large:
        ap.error("need --runs >= 1 and 0 < --small < --large")

    if args.compare and len(args.compare) == 2:
        old, new = (json.loads(Path(p).read_text()) for p in args.compare)
        print_comparison(old, new)
        return
    old = json.loads(Path(args.compare[0]).read_text()) if args.compare else None
    report = measure(args)
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    print_table(report)
    if old is not None:
        print_comparison(old, report)


if __name__ == "__main__":
    main()
