"""How much search a second of the app's budget buys, per table and level.

`make strength` gives every agent a games.deadline.CountingClock: each
reading of it is STEPS[table][level] seconds later, whatever the time really
is. The steps were measured on this machine by

    python tools/strength.py --calibrate --jobs 1 --native 8

which plays a few games per table on the real budget, counted in CPU seconds
of the process (time.process_time, so other programs do not shrink it),
keeps the moves that ran until their budget stopped them, and divides each
one's CPU time by the clock readings it made. The step is the 90th
percentile of those ratios, not the median: a reading costs more in some
phases than in others, and a step on the high side keeps the tournament's
moves within the app's budget (its levels then think a little less than the
app's, never more). A level that never ran out of time there borrows its
table's hard step (it reads the clock in the same search). `calibrate`
rewrites the block between the markers below.
"""

import os
import time

# -- measured: begin --
MEASURED = 'python tools/strength.py --calibrate --jobs 2, 2026-11-23 10:38, load average 0.69 before'
STEPS = {
    'trice': {'easy': 0.000415, 'normal': 0.000388, 'hard': 0.000415},
    'tris2': {'easy': 8.93e-05, 'normal': 8.93e-05, 'hard': 8.93e-05},
    'triad': {'easy': 0.000592, 'normal': 0.000592, 'hard': 0.000592},
    'tri': {'easy': 8.8e-05, 'normal': 8.8e-05, 'hard': 8.8e-05},
    'tri4': {'easy': 0.000213, 'normal': 0.000213, 'hard': 0.000213},
}
# -- measured: end --

BOUND = 0.6  # a move that took this share of its budget or more was stopped by it
PERCENTILE = 0.9  # of those moves' CPU seconds per reading: the step

def calibrate(tables, jobs=1, games=8):
    """Measure the steps of `tables` on the real budget and rewrite STEPS in this file."""
    import strength
    from games.agents import BUDGETS
    tasks = [task for table in tables for task in strength.native_schedule(table, games, "calibrate")]
    load = os.getloadavg()[0]
    results = strength.run_tasks(tasks, jobs)
    steps = dict(STEPS)
    for table in tables:
        measured = {}
        for level in BUDGETS:
            ratios = sorted(cpu / readings for result in results if result["table"] == table
                            for cpu, readings, _, _ in result["times"].get(level, [])
                            if cpu >= BOUND * BUDGETS[level] and readings)
            if ratios:
                measured[level] = ratios[min(len(ratios) - 1, int(PERCENTILE * len(ratios)))]
                print(f"{table} {level}: {len(ratios)} moves, seconds per reading median "
                      f"{ratios[len(ratios) // 2]:.3g}, 90% {measured[level]:.3g}, most {ratios[-1]:.3g}")
        fallback = measured.get("hard", STEPS[table]["hard"])
        steps[table] = {level: float(f"{measured.get(level, fallback):.3g}") for level in BUDGETS}
    stamp = (f"python tools/strength.py --calibrate --jobs {jobs} --native {games}, {time.strftime('%Y-%m-%d %H:%M')}, "
             f"load average {load:.2f} before")
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
        handle.write(head + "# -- measured: begin --\n" + "\n".join(lines) + "\n# -- measured: end --\n" + tail)
