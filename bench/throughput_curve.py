#!/usr/bin/env python3
"""Acknowledged actions a second of one `rookery serve` process against the load
offered and the tables in play (docs/deploy.md, "Capacity"): `rookery_load busy`
at each point, `--runs` times in turn, on SQLite and, with --db, on PostgreSQL;
prints the median of each figure as a Markdown table, with the server's CPU per
action and its memory per table.

    bench/throughput_curve.py [--db postgresql://...] [--durability full]
"""
import argparse
import json
import statistics
import subprocess

FIGURES = ["actions_per_second", "latency_ms_p50", "latency_ms_p99", "server_cpu_ms_per_action",
           "postgres_cpu_ms_per_action"]


def run(args, store, tables, rate):
    command = [args.load, "--durability", args.durability]
    if store == "PostgreSQL":
        command += ["--db", args.db, "--processes", "1"]
    command += ["busy", "--tables", str(tables), "--rate", str(rate),
                "--seconds", str(args.seconds)]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", help="a PostgreSQL URL (a fresh schema is made there each run)")
    ap.add_argument("--load", default="build/release/bench/rookery_load")
    ap.add_argument("--durability", default="full", choices=["full", "process"])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=6)
    ap.add_argument("--rates", default="1000,2000,4000,8000",
                    help="offered actions/s, at --tables-for-rates tables")
    ap.add_argument("--tables-for-rates", type=int, default=1000)
    ap.add_argument("--tables", default="100,300",
                    help="more table counts, offered the highest rate")
    args = ap.parse_args()
    rates = [float(r) for r in args.rates.split(",")]
    points = [(args.tables_for_rates, r) for r in rates]
    points += [(int(t), max(rates)) for t in args.tables.split(",") if t]
    stores = ["SQLite"] + (["PostgreSQL"] if args.db else [])
    results = {(s, p): [] for s in stores for p in points}
    # In turn, so that a slow moment of the machine falls on every point alike.
    for _ in range(args.runs):
        for store in stores:
            for tables, rate in points:
                results[(store, (tables, rate))].append(run(args, store, tables, rate))
    print("| store | tables | offered/s | actions/s | p50 ms | p99 ms | server CPU ms/action "
          "| PostgreSQL CPU ms/action | KiB per table | errors |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for (store, (tables, rate)), runs in results.items():
        med = {f: statistics.median(r[f] for r in runs) for f in FIGURES}
        per_table = statistics.median(
            (r["server_rss_kib_tables"] - r["server_rss_kib_empty"]) / tables for r in runs)
        errors = sum(r["errors"] for r in runs)
        print(f"| {store} | {tables} | {rate:g} | {med['actions_per_second']:.0f} "
              f"| {med['latency_ms_p50']:.1f} | {med['latency_ms_p99']:.1f} "
              f"| {med['server_cpu_ms_per_action']:.3f} | {med['postgres_cpu_ms_per_action']:.3f} "
              f"| {per_table:.1f} | {errors} |")


if __name__ == "__main__":
    main()
