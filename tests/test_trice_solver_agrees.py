"""The TRICE solver (games/trice/solver.py and its exact search, games/trice/exact.py) finds the
values the solver before it found (tests/trice_solver_reference.py, a frozen copy of it).

For seeded random positions (random play from a random roll, as tools/bench_trice.py makes
them) of both variants, with a die to give and with a die to place, both solvers solve to
the end without a time limit and must agree on the position's value (a win, a loss, or 0:
a classic full card or a v0.3 full card one cycle does not decide) and on its exactness.
The quick test takes 6 to 8 empty cells; the slow one every size from 3 to 10, as many
positions of each as a few minutes allow (the old solver takes seconds from 9 empty cells).
At 10 empty cells both solvers go straight for the exact answer (EXACT_EMPTIES raised for
the test): the same search the hard level's last iteration makes, without the heuristic
iterations before it, which would take the old solver half a minute a position.

Where the two differ, the old one was wrong: from EXACT_EMPTIES + 1 empty cells the solver
deepens step by step, and the old one's last (exact) iteration read the heuristic values the
iterations before it had stored for positions of 3 and 4 empty cells (its plain search did
not look at an entry's depth), so it could call a heuristic value exact. The last test keeps
two such positions.
"""

import random

import pytest
import trice_solver_reference as reference

from games.agents import run
from games.trice import solver as current
from games.trice.rules import PLACE, RULES, TriceState
from tools.bench_trice import random_position

PHASES = ("give", "place")


def positions(empties, count, seed, variant, phase):
    """`count` positions with `empties` empty cells (before the die in hand is placed)."""
    rng = random.Random(f"{seed}:{empties}:{variant}:{phase}")
    found = []
    while len(found) < count:
        state = random_position(empties, rng, variant)
        if phase == PLACE:
            state = RULES.play(state, rng.choice(RULES.legal_moves(state)))
            if RULES.is_over(state) or state.phase != PLACE:
                continue
        found.append(state)
    return found


def solved(module, state):
    """(the position's value for the player to move, whether it is exact) by `module`'s solver."""
    solver = module.Solver(state.variant == "v0.3")
    hand = state.hand if state.phase == PLACE else None
    solver.load(state.board, state.pool, hand)
    values, _depth, exact, _previous = run(solver.solve(hand, float("inf")))
    return max(values.values()), exact


def disagreements(empties, per_kind, seed="agree"):
    """[(state, old answer, new answer)] over `per_kind` positions of each variant and phase."""
    found = []
    for variant in RULES.variants:
        for phase in PHASES:
            for state in positions(empties, per_kind, seed, variant, phase):
                old, new = solved(reference, state), solved(current, state)
                if old != new:
                    found.append((state, old, new))
    return found


def test_the_solver_finds_the_old_values_on_small_positions():
    for empties, per_kind in ((6, 6), (7, 4), (8, 2)):  # 48 positions, both variants and phases
        assert disagreements(empties, per_kind) == []


# positions of each variant and phase (four kinds) per number of empty cells: a few minutes in all
SLOW_SIZES = ((3, 1000), (4, 1000), (5, 750), (6, 500), (7, 100), (8, 20), (9, 4), (10, 1))


@pytest.mark.slow
@pytest.mark.slow_under_wasm("minutes natively: the old solver takes seconds a position from 9 empty cells")
@pytest.mark.parametrize("empties,per_kind", SLOW_SIZES)
def test_the_solver_finds_the_old_values(empties, per_kind, monkeypatch):
    # Straight to the exact answer: the values are the same, the old solver's heuristic
    # iterations at 10 empty cells are not (they cost ten times the exact search).
    monkeypatch.setattr(reference, "EXACT_EMPTIES", 10)
    monkeypatch.setattr(current, "EXACT_EMPTIES", 10)
    assert disagreements(empties, per_kind, seed="slow") == []


def deepened(module, state, max_depth):
    """(values, depth, exact, previous) of `module`'s solver deepening up to `max_depth` plies."""
    solver = module.Solver(state.variant == "v0.3")
    hand = state.hand if state.phase == PLACE else None
    solver.load(state.board, state.pool, hand)
    return run(solver.solve(hand, float("inf"), max_depth))


def test_the_heuristic_iterations_find_the_old_values():
    # The heuristic search (the iterations before the exact one) passes the cells' masks down
    # instead of working them out at every node: every iteration's root values are the old ones.
    for empties, max_depth in ((12, 4), (10, 6), (9, 6)):
        for variant in RULES.variants:
            for phase in PHASES:
                if empties == 12 and phase == PLACE:
                    continue  # no die is placed before the first give
                for state in positions(empties, 2, "heuristic", variant, phase):
                    assert deepened(current, state, max_depth) == deepened(reference, state, max_depth)


# Two v0.3 gives with 9 empty cells (random play, seed "leak") that the old solver, deepening
# step by step from 9 (the browser's EXACT_EMPTIES until issue 29, 8), called exact with the
# heuristic value 10: the first is a win for the player to give, the second a draw (0).
DEEPENED = (
    (
        TriceState(
            "v0.3",
            "give",
            0,
            (-1, -1, -1, 1, -1, 4, 14, -1, -1, -1, -1, -1),
            (4, 5, 9, 9, 9, 11, 12, 15, 16),
            -1,
            -1,
            (),
            0,
            (2, 6, 6, 4, 4, 1, 5, 5, 4, 4, 5, 3),
            (),
            (),
        ),
        current.WIN,
    ),
    (
        TriceState(
            "v0.3",
            "give",
            0,
            (-1, 17, -1, -1, -1, -1, 3, -1, -1, -1, 6, -1),
            (1, 4, 5, 9, 9, 11, 15, 15, 16),
            -1,
            -1,
            (),
            0,
            (4, 5, 6, 1, 5, 6, 2, 6, 4, 4, 4, 4),
            (),
            (),
        ),
        0,
    ),
)


def test_deepening_step_by_step_ends_on_exact_values(monkeypatch):
    monkeypatch.setattr(current, "EXACT_EMPTIES", 8)  # 9 empty cells: deepened step by step
    for state, value in DEEPENED:
        solver = current.Solver(True)
        solver.load(state.board, state.pool)
        values, depth, exact, _previous = run(solver.solve(None, float("inf")))
        assert exact and depth == solver.plies_to_end(None)
        assert max(values.values()) == value
        assert set(values.values()) <= {current.WIN, 0, current.LOSS}  # no heuristic value left
        monkeypatch.setattr(current, "EXACT_EMPTIES", 12)  # straight to the end: the same value
        assert solved(current, state) == (value, True)
        monkeypatch.setattr(current, "EXACT_EMPTIES", 8)
