"""`make strength`: an honest strength ladder for every game's computer levels.

A round-robin per table (TRICE, Tris 2, Triad, TRI for 2, and TRI at a table
of 4) between random, easy, normal and hard. Two-player pairings play
`--games` games each, seats alternating; the table of four seats one of each
level per game, the seating walking through all 24 orders. Every game is
seeded from `--seed`, the table, the pairing and its number, so a run is
reproducible from its seed (the tool fixes PYTHONHASHSEED for that).

The levels search on a work budget, not on the wall clock: each agent reads a
`games.deadline.CountingClock` that advances by a calibrated step at every
reading (tools/strength_steps.py, measured per table and level by
``--calibrate`` on this machine), so a level does the work the app's budget
buys it on an idle machine, and the same seed gives the same games on a busy
machine or a quiet one. Move times are measured with time.process_time (the
CPU this process spent), which other processes on the cores do not inflate.

Reported: per pairing W-L-D, score and its 95% interval (tools/strength_stats.py),
an Elo-style rating per level (random = 0), the slowest move per level, and
whether each step of the ladder meets its target; as a table and as
build/strength.json.

    python tools/strength.py [--games N] [--jobs N] [--seed S] [--only trice,tri4]
    python tools/strength.py --calibrate   # re-measure the steps (on an idle machine)
"""

import argparse
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import strength_steps  # noqa: E402
from strength_play import TABLES  # noqa: E402
from strength_report import native_figures, print_table, summarise  # noqa: E402
from strength_tasks import native_schedule, run_tasks, schedule  # noqa: E402,F401  (schedule: tests)


def steps():
    """{table: {level: seconds per clock reading}} as calibrated."""
    return strength_steps.STEPS


# Games per pairing by default, as in docs/strength.md: 40, and 80 for Triad, whose hard
# level leads normal by less. TRI's dice are lucky, so its steps need many games to settle:
# 200 per pairing at two players, and 480 at the table of four (each of its 24 seating
# orders twenty times; at 240 normal-easy's interval was still too wide). A TRI game costs
# its hard level a few seconds of CPU, so that is cheap.
GAMES = {"trice": 40, "tris2": 40, "triad": 80, "tri": 200, "tri4": 480}
DEFAULT_GAMES = 40  # a table not listed (a new game)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--games",
        type=int,
        help="games per pairing (table of 4: games in all); default per "
        "table: " + ", ".join(f"{t} {n}" for t, n in GAMES.items()),
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes in parallel")
    parser.add_argument("--seed", default="tridice", help="the tournament's seed (any text)")
    parser.add_argument("--only", help="comma-separated tables: " + ",".join(TABLES))
    parser.add_argument(
        "--native",
        type=int,
        default=4,
        metavar="GAMES",
        help="games per table on the real budget, for move times (default 4; 0: none)",
    )
    parser.add_argument(
        "--calibrate",
        action="store_true",
        help="measure the clock steps instead (on an idle machine, --jobs 1)",
    )
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "strength.json"))
    options = parser.parse_args()
    tables = options.only.split(",") if options.only else list(TABLES)
    unknown = [t for t in tables if t not in TABLES]
    if unknown:
        parser.error(f"unknown table {unknown[0]!r}: choose from {', '.join(TABLES)}")
    if options.calibrate:
        strength_steps.calibrate(tables, options.jobs, max(options.native, 8))
        return
    calibrated = steps()
    missing = [t for t in tables if t not in calibrated]
    if missing:
        parser.error(
            f"no clock steps for {', '.join(missing)} yet: run --calibrate --only {','.join(missing)} "
            "on an idle machine first"
        )
    tasks = []
    for table in tables:
        tasks += schedule(
            table, options.games or GAMES.get(table, DEFAULT_GAMES), options.seed, calibrated[table]
        )
    started = time.time()
    results = run_tasks(tasks, options.jobs)
    native = (
        run_tasks(
            [t for table in tables for t in native_schedule(table, options.native, options.seed)],
            options.jobs,
        )
        if options.native
        else []
    )
    summary = {
        "command": " ".join(["python tools/strength.py"] + sys.argv[1:]),
        "seed": options.seed,
        "games_per_pairing": {t: options.games or GAMES.get(t, DEFAULT_GAMES) for t in tables},
        "clock": "CountingClock, tools/strength_steps.py",
        "wall_s": round(time.time() - started),
        "steps": {table: calibrated[table] for table in tables},
        "tables": {table: summarise(table, results) for table in tables},
        "native_games_per_table": options.native,
        "native": {table: native_figures(table, native) for table in tables},
    }
    os.makedirs(os.path.dirname(options.out), exist_ok=True)
    with open(options.out, "w", encoding="utf-8") as handle:
        json.dump(summary, handle, indent=2)
    print(f"{summary['command']}  (seed {options.seed!r}, {time.time() - started:.0f} s)")
    print_table(summary)
    print(f"\nwritten to {os.path.relpath(options.out, ROOT)}")


def fixed_hash_seed():
    """Re-run under PYTHONHASHSEED=0: set orders of strings then repeat from run to run."""
    if os.environ.get("PYTHONHASHSEED") != "0":
        env = dict(os.environ, PYTHONHASHSEED="0")
        os.execve(sys.executable, [sys.executable] + sys.argv, env)


if __name__ == "__main__":
    fixed_hash_seed()
    main()
