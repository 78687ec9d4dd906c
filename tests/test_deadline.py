"""The one clock of the computer players (games/deadline.py), on a fake clock, and
the TRICE solver's one search: paused and resumed, or driven to its end, it
finds the same values."""

import glob
import os
import random

import pytest

from games.agents import run
from games.deadline import SAFETY, SLICE, Deadline
from games.trice.rules import RULES
from games.trice.solver import CHECK_NODES, Solver
from tools.bench_trice import random_position

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class FakeClock:
    """A clock that moves only when told to (or by `step` on every reading)."""

    def __init__(self, now=100.0, step=0.0):
        self.now = now
        self.step = step
        self.readings = 0

    def __call__(self):
        self.readings += 1
        now = self.now
        self.now += self.step
        return now


def test_the_budget_ends_at_its_safety_share():
    clock = FakeClock()
    deadline = Deadline(2.0, clock=clock)
    clock.now = 100.0 + 2.0 * SAFETY - 1e-6
    assert not deadline.expired()
    clock.now = 100.0 + 2.0 * SAFETY + 1e-6
    assert deadline.expired()


def test_a_game_may_use_a_smaller_share():
    clock = FakeClock()
    deadline = Deadline(1.0, share=0.5, clock=clock)
    clock.now = 100.49
    assert not deadline.expired()
    clock.now = 100.51
    assert deadline.expired()


@pytest.mark.parametrize("budget", [None, float("inf")])
def test_no_budget_never_expires(budget):
    clock = FakeClock()
    deadline = Deadline(budget, clock=clock)
    clock.now = 1e12
    assert not deadline.expired()


def test_expired_reads_the_clock_once():
    clock = FakeClock()
    deadline = Deadline(1.0, clock=clock)
    before = clock.readings
    deadline.expired()
    assert clock.readings == before + 1


def test_slices_end_after_slice_seconds_and_restart_when_resumed():
    clock = FakeClock()
    deadline = Deadline(None, clock=clock)
    clock.now = 100.0 + SLICE * 0.9
    assert not deadline.should_yield()
    clock.now = 100.0 + SLICE
    assert deadline.should_yield()
    pause = deadline.pause()
    next(pause)  # the frame is given back
    clock.now = 200.0  # the app resumes the thinking a frame later
    with pytest.raises(StopIteration):
        next(pause)
    assert not deadline.should_yield()  # a new slice started on resuming
    clock.now = 200.0 + SLICE * 0.9
    assert not deadline.should_yield()
    clock.now = 200.0 + SLICE
    assert deadline.should_yield()


def test_slice_length_is_a_parameter():
    clock = FakeClock()
    deadline = Deadline(None, clock=clock, slice_s=0.001)
    clock.now = 100.0005
    assert not deadline.should_yield()
    clock.now = 100.001
    assert deadline.should_yield()


def test_no_ai_module_reads_the_clock_itself():
    modules = [os.path.join(ROOT, "games", "agents.py")]
    modules += glob.glob(os.path.join(ROOT, "games", "*", "ai.py"))
    modules += glob.glob(os.path.join(ROOT, "games", "*", "solver.py"))
    assert len(modules) >= 6
    for path in modules:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        for clock in ("perf_counter", "time.time", "monotonic", "import time"):
            assert clock not in text, f"{path} reads the clock itself ({clock}): use games.deadline"


# ---- the TRICE solver: one search, paused or not --------------------------------


def position(variant, empties, phase, seed):
    """A state reached by random play with `empties` free cells, `phase` to play."""
    rng = random.Random(seed)
    state = random_position(empties, rng, variant)
    if phase == "place":
        state = RULES.play(state, rng.choice(RULES.legal_moves(state)))
    assert state.phase == phase and not RULES.is_over(state)
    return state


class Counted(Deadline):
    """A Deadline that counts the times it gives the frame back."""

    yields = 0

    def pause(self):
        self.yields += 1
        return super().pause()


def solve(state, deadline, max_depth):
    """(solve's result, nodes searched) for `state`, the search resumed until it ends."""
    solver = Solver(state.variant == "v0.3")
    hand = state.hand if state.phase == "place" else None
    solver.load(state.board, state.pool, hand)
    order = solver.root_moves(hand)
    random.Random(7).shuffle(order)
    return run(solver.solve(hand, deadline, max_depth, order)), solver.nodes


@pytest.mark.parametrize("variant", RULES.variants)
@pytest.mark.parametrize("phase", ["give", "place"])
@pytest.mark.parametrize("max_depth", [None, 4])
def test_paused_and_blocking_solves_agree(variant, phase, max_depth):
    for empties in (5, 6, 7):
        state = position(variant, empties, phase, empties)
        # Every reading of the fake clock is a millisecond: the search yields every few checks.
        paused = Counted(None, clock=FakeClock(step=0.001))
        result, nodes = solve(state, paused, max_depth)
        # the clock is read only between small exact subtrees: a short search may not yield
        assert paused.yields > 0 or nodes < 4 * CHECK_NODES
        unpaused = Counted(None, slice_s=float("inf"))
        assert solve(state, unpaused, max_depth) == (result, nodes)
        assert unpaused.yields == 0
        assert solve(state, float("inf"), max_depth) == (result, nodes)  # a budget in seconds


def test_the_solver_stops_at_its_deadline():
    state = position("v0.3", 9, "give", 3)
    solver = Solver(True)
    solver.load(state.board, state.pool)
    clock = FakeClock(step=0.001)
    _, depth, exact, _ = run(solver.solve(None, Deadline(0.2, clock=clock)))
    assert not exact
    assert depth < solver.plies_to_end(None)
    assert solver.nodes < 32 * 200  # the clock is read about every CHECK_NODES nodes, a ms a reading
