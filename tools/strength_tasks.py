"""The games of `make strength`, scheduled and played (in parallel processes): the seeded
round robin per table, and the games on the app's real budget for move times and
calibrating. Used by tools/strength.py and tools/strength_steps.py (no circle between them).
"""

import multiprocessing
import sys
import time
from collections.abc import Iterator
from itertools import combinations, permutations
from typing import Any

from strength_play import LEVELS, TABLES, play_game

NATIVE_SEATS = (("hard", "normal"), ("normal", "hard"), ("normal", "easy"), ("easy", "normal"))


def native_schedule(table, games, seed):
    """Games on the app's real budget, counted in CPU seconds (steps None):
    hard against normal and normal against easy, seats alternating; at a table
    of four, one of each level. For move times and calibrating, not scores."""
    _, players = TABLES[table]
    if players != 2:
        return schedule(table, games, f"{seed}:native", None)
    return [
        (table, NATIVE_SEATS[n % len(NATIVE_SEATS)], f"{seed}:native:{table}:{n}", None) for n in range(games)
    ]


def run_tasks(tasks, jobs, progress=True):
    results = []
    started = time.time()
    mapped: Iterator[dict[str, Any]]  # a game's result (strength_play.play_game)
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
                print(
                    f"\r{done}/{len(tasks)} games, {time.time() - started:.0f} s",
                    end="",
                    file=sys.stderr,
                    flush=True,
                )
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    if progress:
        print(file=sys.stderr)
    results.sort(key=lambda r: r["seed"])
    return results


# -- the schedule -------------------------------------------------------------------------
def schedule(table, games, seed, table_steps):
    """The tasks of one table: (table, seat levels, seed text, steps)."""
    _, players = TABLES[table]
    tasks: list[tuple[str, tuple[str, ...], str, dict[str, float] | None]] = []
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
