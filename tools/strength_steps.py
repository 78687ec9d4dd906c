"""How much search a second of the app's budget buys, per table and level.

`make strength` gives every agent a games.deadline.CountingClock: each
reading of it is STEPS[table][level] seconds later, whatever the time really
is. The steps were measured on this machine by

    python tools/strength.py --calibrate --jobs 1 --native 8

which plays a few games per table on the real budget, counted in CPU seconds
of the process (time.process_time, so other programs do not shrink it),
keeps the moves that ran until their budget stopped them, and divides each
one's CPU time by the clock readings it made. The step is the largest of
those ratios, not the median: a reading costs more in some phases than in
others, and only the largest keeps every tournament move within the app's
budget (the 90th percentile, tried first, let Triad's hard level spend 2.7 s
of CPU on a move). The levels then think a little less than the app's in
most phases, never more, so the ladder understates the app's strength. A
level that never ran out of time there borrows its table's hard step (it reads the clock in the same
search). `calibrate`
rewrites the block between the markers below.
"""

import os
import time

# -- measured: begin --
MEASURED = (
    'python tools/strength.py --calibrate --jobs 2 --native 8 --only trice,tris2,triad, 2026-11-23 12:11; '
    'the same with --native 6 --only tri,tri4, 2026-11-23 12:19; then tris2 and triad raised by hand '
    'to their tournament\'s own largest (slowest hard move / its readings) plus 5%, '
    'their first 40-game runs having found hard moves of 1.67 s and 1.75 s; '
    'tri and tri4 set by hand after TRI\'s hard level became a look-ahead that never runs out '
    'of time (so --calibrate finds no stopped move): the largest CPU seconds per reading '
    'of any hard move in 3 native games per table, plus 5%, 2026-11-23 15:25'
)
STEPS = {
    'trice': {'easy': 0.000426, 'normal': 0.000426, 'hard': 0.000426},
    'tris2': {'easy': 0.000242, 'normal': 0.000242, 'hard': 0.000242},
    'triad': {'easy': 0.00109, 'normal': 0.00109, 'hard': 0.00109},
    'tri': {'easy': 7.9e-05, 'normal': 7.9e-05, 'hard': 7.9e-05},
    'tri4': {'easy': 0.000127, 'normal': 0.000127, 'hard': 0.000127},
}
# -- measured: end --

BOUND = 0.6  # a move that took this share of its budget or more was stopped by it
PERCENTILE = 1.0  # of those moves' CPU seconds per reading: the step (1.0: the largest)


def calibrate(tables, jobs=1, games=8):
    """Measure the steps of `tables` on the real budget and rewrite STEPS in this file."""
    import strength_tasks

    from games.agents import BUDGETS

    tasks = [task for table in tables for task in strength_tasks.native_schedule(table, games, "calibrate")]
    load = os.getloadavg()[0]
    results = strength_tasks.run_tasks(tasks, jobs)
    steps = dict(STEPS)
    for table in tables:
        measured = {}
        for level in BUDGETS:
            ratios = sorted(
                cpu / readings
                for result in results
                if result["table"] == table
                for cpu, readings, _, _ in result["times"].get(level, [])
                if cpu >= BOUND * BUDGETS[level] and readings
            )
            if ratios:
                measured[level] = ratios[min(len(ratios) - 1, int(PERCENTILE * len(ratios)))]
                print(
                    f"{table} {level}: {len(ratios)} moves, seconds per reading median "
                    f"{ratios[len(ratios) // 2]:.3g}, 90% {ratios[int(0.9 * (len(ratios) - 1))]:.3g}, "
                    f"most {ratios[-1]:.3g}; step {measured[level]:.3g}"
                )
        fallback = measured.get("hard", STEPS[table]["hard"])
        steps[table] = {level: float(f"{measured.get(level, fallback):.3g}") for level in BUDGETS}
    stamp = (
        f"python tools/strength.py --calibrate --jobs {jobs} --native {games} --only {','.join(tables)}, "
        f"{time.strftime('%Y-%m-%d %H:%M')}, "
        f"load average {load:.2f} before"
    )
    write(steps, stamp)
    print("written to tools/strength_steps.py")


def write(steps, stamp):
    path = os.path.abspath(__file__)
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    head, rest = text.split("# -- measured: begin --\n")
    _, tail = rest.split("# -- measured: end --\n")
    lines = [f"MEASURED = {stamp!r}", "STEPS = {"]
    lines += [f"    {table!r}: {levels!r}," for table, levels in steps.items()]
    lines += ["}"]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(
            head + "# -- measured: begin --\n" + "\n".join(lines) + "\n# -- measured: end --\n" + tail
        )
