"""TRICE solver benchmark: median time to solve a position exactly.

`solve_times(repeats=...)` returns {empty cells: median seconds} for 5..9
empty cells. Each position is reached by random play from a random roll,
not over yet, with a die to give (the placement just made, the give
pending), and is solved to the end without a time limit.

Run as a script: python tools/bench_trice.py [repeats] [variant]
"""

import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.agents import run  # noqa: E402
from games.trice.rules import RULES  # noqa: E402
from games.trice.solver import Solver  # noqa: E402

EMPTIES = (5, 6, 7, 8, 9)


def random_position(empties, rng, variant="v0.3"):
    """A reachable give position with `empties` free cells, game not over."""
    while True:
        state = RULES.new_game(variant=variant)
        while not RULES.is_over(state):
            if state.phase == "give" and state.board.count(-1) == empties:
                return state
            if RULES.to_move(state) == -1:
                state = RULES.play(state, RULES.random_outcome(state, rng))
            else:
                state = RULES.play(state, rng.choice(RULES.legal_moves(state)))


def solve_time(state):
    solver = Solver(state.variant == "v0.3")
    solver.load(state.board, state.pool)
    start = time.perf_counter()
    _, _, exact, _ = run(solver.solve(None, float("inf")))
    assert exact
    return time.perf_counter() - start


def solve_times(repeats=5, seed=1, variant="v0.3"):
    rng = random.Random(seed)
    return {e: statistics.median(solve_time(random_position(e, rng, variant)) for _ in range(repeats))
            for e in EMPTIES}


if __name__ == "__main__":
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    variant = sys.argv[2] if len(sys.argv) > 2 else "v0.3"
    print(f"TRICE exact solve, {variant}, median of {repeats}")
    print("empty cells   median s")
    for empties, seconds in solve_times(repeats, variant=variant).items():
        print(f"{empties:>11}   {seconds:8.3f}")
