"""One clock for every computer player: the move's budget and the frame's slices.

A computer player thinks in a generator that the app resumes once a frame
(app/play/ai_runner.py). It must give the frame back often (no frame over 30 ms
while the computer thinks) and stop before its move's budget is spent.
`Deadline` answers both questions:

    deadline = Deadline(budget)      # when the move's thinking starts
    ...
    if deadline.expired():           # the budget (times its safety share) is spent
        stop searching
    if deadline.should_yield():      # this slice of SLICE seconds is used up:
        yield from deadline.pause()  # give the frame back; a new slice starts once resumed

Pure: it reads only the clock it is given (`wall_clock` unless a test or a
tool passes another one); no pygame, no app. The app's runner (app/play/ai_runner.py)
slices the frame on the same clock as the agent it runs (`clock_of`): one clock
for a move's budget, its slices between yields and the frame's share of it. `CountingClock` is such
another clock: it does not read the time at all but advances by a fixed step
at every reading, so a search driven by it does the same work whatever the
machine's load (tests and `make strength` use it; the app never does).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator

SAFETY = 0.95  # share of the budget a search may use, so unwinding and answering stay inside it
SLICE = 0.004  # seconds of thinking between yields


def wall_clock() -> float:
    """The real clock, in seconds: time.perf_counter, read at each call (so a test that puts
    a stand-in in its place reaches every reading). Under pyodide it is the browser's clock."""
    return time.perf_counter()


def clock_of(thinker: object) -> Callable[[], float]:
    """The clock a computer player counts on: its own `clock` (a CountingClock in tests and
    tools) or the wall clock."""
    clock: Callable[[], float] | None = getattr(thinker, "clock", None)
    return wall_clock if clock is None else clock


class Deadline:
    """The time a move's thinking may take, and its slices between yields.

    `budget` is in seconds from now (None or infinity: no limit); the search
    may use `share` of it. `clock` is `wall_clock` unless given. A slice starts when the deadline is made and
    again whenever `pause()` is resumed.
    """

    __slots__ = ("clock", "end", "slice", "slice_end")

    def __init__(
        self,
        budget: float | None = None,
        share: float = SAFETY,
        clock: Callable[[], float] | None = None,
        slice_s: float = SLICE,
    ) -> None:
        clock = wall_clock if clock is None else clock
        self.clock: Callable[[], float] = clock
        now = clock()
        self.end = float("inf") if budget is None else now + budget * share
        self.slice = slice_s
        self.slice_end = now + slice_s

    def expired(self) -> bool:
        """Is the move's time up?"""
        return self.clock() > self.end

    def should_yield(self) -> bool:
        """Is this slice used up? (Then the caller does ``yield from pause()``.)"""
        return self.clock() >= self.slice_end

    def pause(self) -> Generator[None, None, None]:
        """Generator: give the frame back once; the next slice starts when resumed."""
        yield
        self.slice_end = self.clock() + self.slice


class CountingClock:
    """A work budget dressed as a clock: every reading is `step` seconds later.

    A searcher reads its Deadline's clock every so many nodes, so with this
    clock a budget of B seconds buys about B / step readings' worth of
    search, the same on a busy machine as on an idle one: a seeded game is
    then played the same way every time. `step` is calibrated so that the
    work matches the real budget on a given machine (tools/strength.py).
    """

    __slots__ = ("step", "now", "readings")

    def __init__(self, step: float, start: float = 0.0) -> None:
        self.step = step
        self.now = start
        self.readings = 0

    def __call__(self) -> float:
        self.readings += 1
        self.now += self.step
        return self.now
