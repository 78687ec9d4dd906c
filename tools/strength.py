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
import multiprocessing
import os
import sys
import time
from itertools import combinations, permutations

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from strength_play import LEVELS, TABLES, play_game  # noqa: E402
from strength_report import native_figures, print_table, summarise  # noqa: E402


def steps():
    """{table: {level: seconds per clock reading}} as calibrated."""
    import strength_steps
    return strength_steps.STEPS


# -- the schedule -------------------------------------------------------------------------
def schedule(table, games, seed, table_steps):
    """The tasks of one table: (table, seat levels, seed text, steps)."""
    _, players = TABLES[table]
    tasks = []
    if players == 2:
        for a, b in combinations(LEVELS, 2):
            for number in range(games):
                seats = (a, b) if number % 2 == 0 else (b, a)
                tasks.append((table, seats, f"{seed}:{table}:{a}-{b}:{number}", table_steps))
    else:
        orders = list(permutations(LEVELS, players)) if players == len(LEVELS) else None
        if orders is None:
            raise ValueError("a multi-player table seats one of each level")
        for number in range(games):
            tasks.append((table, orders[number % len(orders)], f"{seed}:{table}:{number}", table_steps))
    return tasks


# Games per pairing by default, as in docs/strength.md: 40, and 80 for Triad, whose hard
# level leads normal by less. TRI's dice are lucky, so its steps need many games to settle:
# 200 per pairing at two players, and 480 at the table of four (each of its 24 seating
# orders twenty times; at 240 normal-easy's interval was still too wide). A TRI game costs
# its hard level a few seconds of CPU, so that is cheap.
GAMES = {"trice": 40, "tris2": 40, "triad": 80, "tri": 200, "tri4": 480}

NATIVE_SEATS = (("hard", "normal"), ("normal", "hard"), ("normal", "easy"), ("easy", "normal"))


def native_schedule(table, games, seed):
    """Games on the app's real budget, counted in CPU seconds (steps None):
    hard against normal and normal against easy, seats alternating; at a table
    of four, one of each level. For move times and calibrating, not scores."""
    _, players = TABLES[table]
    if players != 2:
        return schedule(table, games, f"{seed}:native", None)
    return [(table, NATIVE_SEATS[n % len(NATIVE_SEATS)], f"{seed}:native:{table}:{n}", None)
            for n in range(games)]


def run_tasks(tasks, jobs, progress=True):
    results = []
    started = time.time()
    if jobs <= 1:
        mapped = map(play_game, tasks)
        pool = None
    else:
        pool = multiprocessing.Pool(jobs, maxtasksperchild=20)
        mapped = pool.imap_unordered(play_game, tasks)
    try:
        for done, result in enumerate(mapped, 1):
            results.append(result)
            if progress:
                print(f"\r{done}/{len(tasks)} games, {time.time() - started:.0f} s", end="",
                      file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    if progress:
        print(file=sys.stderr)
    results.sort(key=lambda r: r["seed"])
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, help="games per pairing (table of 4: games in all); default per "
                        "table: " + ", ".join(f"{t} {n}" for t, n in GAMES.items()))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes in parallel")
    parser.add_argument("--seed", default="tridice", help="the tournament's seed (any text)")
    parser.add_argument("--only", help="comma-separated tables: " + ",".join(TABLES))
    parser.add_argument("--native", type=int, default=4, metavar="GAMES",
                        help="games per table on the real budget, for move times (default 4; 0: none)")
    parser.add_argument("--calibrate", action="store_true",
                        help="measure the clock steps instead (on an idle machine, --jobs 1)")
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "strength.json"))
    options = parser.parse_args()
    tables = options.only.split(",") if options.only else list(TABLES)
    unknown = [t for t in tables if t not in TABLES]
    if unknown:
        parser.error(f"unknown table {unknown[0]!r}: choose from {', '.join(TABLES)}")
    if options.calibrate:
        import strength_steps
        strength_steps.calibrate(tables, options.jobs, max(options.native, 8))
        return
    calibrated = steps()
    tasks = []
    for table in tables:
        tasks += schedule(table, options.games or GAMES[table], options.seed, calibrated[table])
    started = time.time()
    results = run_tasks(tasks, options.jobs)
    native = run_tasks([t for table in tables for t in native_schedule(table, options.native, options.seed)],
                       options.jobs) if options.native else []
    summary = {"command": " ".join(["python tools/strength.py"] + sys.argv[1:]),
               "seed": options.seed, "games_per_pairing": {t: options.games or GAMES[t] for t in tables},
               "clock": "CountingClock, tools/strength_steps.py", "wall_s": round(time.time() - started),
               "steps": {table: calibrated[table] for table in tables},
               "tables": {table: summarise(table, results) for table in tables},
               "native_games_per_table": options.native,
               "native": {table: native_figures(table, native) for table in tables}}
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
