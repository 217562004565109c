#!/usr/bin/env python3
"""Actions a second and latency to the acknowledgement as `rookery serve`
processes are added over one PostgreSQL database (docs/deploy.md): one process
alone, then one, two and three behind nginx, each measured `--runs` times in
turn by `rookery_load busy`; prints the median of each figure as a Markdown
table.

    bench/cluster_scaling.py --db postgresql://... [--load build/release/bench/rookery_load]
"""
import argparse
import json
import statistics
import subprocess

FIGURES = ["actions_per_second", "latency_ms_p50", "latency_ms_p99", "server_cpu_ms_per_action",
           "postgres_cpu_ms_per_action", "nginx_cpu_ms_per_action", "client_cpu_ms_per_action"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", required=True, help="a PostgreSQL URL (a fresh schema is made there)")
    ap.add_argument("--load", default="build/release/bench/rookery_load")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--durability", default="process", choices=["full", "process"])
    ap.add_argument("--bot-threads", type=int, default=4, help="each process's (serve's default)")
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--rate", type=float, default=5000)
    ap.add_argument("--seconds", type=float, default=8)
    args = ap.parse_args()
    setups = [("1 process, no proxy", ["--processes", "1"]),
              ("1 process behind nginx", ["--processes", "1", "--nginx"]),
              ("2 processes behind nginx", ["--processes", "2"]),
              ("3 processes behind nginx", ["--processes", "3"])]
    results = {name: [] for name, _ in setups}
    # In turn, so that a slow moment of the machine falls on every setup alike.
    for _ in range(args.runs):
        for name, extra in setups:
            out = subprocess.run(
                [args.load, "--db", args.db, "--durability", args.durability,
                 "--bot-threads", str(args.bot_threads), *extra, "busy",
                 "--tables", str(args.tables), "--rate", str(args.rate),
                 "--seconds", str(args.seconds)],
                check=True, capture_output=True, text=True).stdout
            results[name].append(json.loads(out))
    print(f"| setup ({args.tables} tables, offered {args.rate:g} actions/s) "
          "| actions/s | p50 ms | p99 ms | CPU ms/action: servers | PostgreSQL | nginx "
          "| load client | errors |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, runs in results.items():
        med = {f: statistics.median(r[f] for r in runs) for f in FIGURES}
        errors = sum(r["errors"] for r in runs)
        print(f"| {name} | {med['actions_per_second']:.0f} | {med['latency_ms_p50']:.1f} "
              f"| {med['latency_ms_p99']:.1f} | {med['server_cpu_ms_per_action']:.3f} "
              f"| {med['postgres_cpu_ms_per_action']:.3f} | {med['nginx_cpu_ms_per_action']:.3f} "
              f"| {med['client_cpu_ms_per_action']:.3f} | {errors} |")


if __name__ == "__main__":
    main()
