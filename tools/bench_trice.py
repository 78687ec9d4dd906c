"""TRICE solver benchmark: how long an exact solve takes, and whether the hard
level really plays perfectly from games.trice.reach.EXACT_EMPTIES empty cells.

`solve_times(repeats=...)` returns {empty cells: median seconds} for 5..9
empty cells (what `make bench` shows). Each position is reached by random
play from a random roll, not over yet, with a die to give (the placement
just made, the give pending), and is solved to the end without a time limit.
Times are CPU seconds of this process (time.process_time): other programs on
the machine do not inflate them.

    python tools/bench_trice.py [--empties 8,9,10,11] [--repeats 5] [--phase give]
    python tools/bench_trice.py --perfect 40   # hard against hard, on its real budget

`--perfect N` plays N games of hard against hard (both variants in turn) with
the app's budget counted in CPU seconds, and counts the hard level's choices
with at most EXACT_EMPTIES empty cells that it did not solve exactly (there
should be none), with the slowest move.
"""

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.agents import run  # noqa: E402
from games.trice.ai import make_agent  # noqa: E402
from games.trice.reach import EXACT_EMPTIES  # noqa: E402
from games.trice.rules import CHANCE, GIVE, PLACE, RULES  # noqa: E402
from games.trice.solver import Solver  # noqa: E402
from games.trice.tables import EMPTY  # noqa: E402

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
    """CPU seconds to solve `state` (give or place) exactly, from an empty table."""
    solver = Solver(state.variant == "v0.3")
    hand = state.hand if state.phase == PLACE else None
    solver.load(state.board, state.pool, hand)
    start = time.process_time()
    _, _, exact, _ = run(solver.solve(hand, float("inf")))
    assert exact
    return time.process_time() - start


def positions(empties, count, rng, variant="v0.3", phase=GIVE):
    """`count` positions with `empties` empty cells: gives, or the placements after them."""
    found = []
    while len(found) < count:
        state = random_position(empties, rng, variant)
        if phase == PLACE:
            state = RULES.play(state, rng.choice(RULES.legal_moves(state)))
        found.append(state)
    return found


def solve_times(repeats=5, seed=1, variant="v0.3", empties=EMPTIES):
    rng = random.Random(seed)
    return {e: statistics.median(solve_time(s) for s in positions(e, repeats, rng, variant))
            for e in empties}


def solve_table(empties, repeats, seed, variants, phases):
    """Print median and slowest solve per (empty cells, variant, phase)."""
    print(f"TRICE exact solve from an empty table, {repeats} positions each (CPU seconds)")
    print(f"{'empty':>5}  {'variant':<8} {'phase':<6} {'median':>8} {'slowest':>8}")
    for e in empties:
        for variant in variants:
            for phase in phases:
                rng = random.Random(f"{seed}:{e}:{variant}:{phase}")
                times = [solve_time(s) for s in positions(e, repeats, rng, variant, phase)]
                print(f"{e:>5}  {variant:<8} {phase:<6} {statistics.median(times):8.3f} {max(times):8.3f}",
                      flush=True)


def perfect_check(games, seed=1):
    """(choices with <= EXACT_EMPTIES empty cells, of which solved exactly, slowest move s)."""
    choices = exact = 0
    slowest = 0.0
    for number in range(games):
        rng = random.Random(f"{seed}:{number}")
        players = [make_agent("hard", random.Random(f"{seed}:{number}:{seat}")) for seat in (0, 1)]
        for agent in players:
            agent.clock = time.process_time  # the app's budget, in CPU seconds of this process
        state = RULES.new_game(variant=RULES.variants[number % len(RULES.variants)])
        while not RULES.is_over(state):
            seat = RULES.to_move(state)
            if seat == CHANCE:
                state = RULES.play(state, RULES.random_outcome(state, rng))
                continue
            agent = players[seat]
            start = time.process_time()
            move = run(agent.think(state))
            slowest = max(slowest, time.process_time() - start)
            if (state.phase in (GIVE, PLACE) and state.board.count(EMPTY) <= EXACT_EMPTIES
                    and len(RULES.legal_moves(state)) > 1):
                choices += 1
                exact += bool(agent.last.get("exact"))
            state = RULES.play(state, move)
    return choices, exact, slowest


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--empties", default=",".join(map(str, EMPTIES)))
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--variant", default="v0.3,classic")
    parser.add_argument("--phase", default="give,place")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--perfect", type=int, metavar="GAMES", help="check the hard level's exact play")
    options = parser.parse_args()
    if options.perfect:
        choices, exact, slowest = perfect_check(options.perfect, options.seed)
        print(f"hard against hard, {options.perfect} games: {exact} of {choices} choices with at most "
              f"{EXACT_EMPTIES} empty cells solved exactly; slowest move {slowest:.3f} s CPU")
        return
    solve_table([int(e) for e in options.empties.split(",")], options.repeats, options.seed,
                options.variant.split(","), options.phase.split(","))


if __name__ == "__main__":
    main()
