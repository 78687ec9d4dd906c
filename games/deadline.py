"""One clock for every computer player: the move's budget and the frame's slices.

A computer player thinks in a generator that the app resumes once a frame
(app/ai_runner.py). It must give the frame back often (no frame over 30 ms
while the computer thinks) and stop before its move's budget is spent.
`Deadline` answers both questions:

    deadline = Deadline(budget)      # when the move's thinking starts
    ...
    if deadline.expired():           # the budget (times its safety share) is spent
        stop searching
    if deadline.should_yield():      # this slice of SLICE seconds is used up:
        yield from deadline.pause()  # give the frame back; a new slice starts once resumed

Pure: it reads only the clock it is given (time.perf_counter unless a test
passes a fake one); no pygame, no app.
"""

import time

SAFETY = 0.95  # share of the budget a search may use, so unwinding and answering stay inside it
SLICE = 0.004  # seconds of thinking between yields


class Deadline:
    """The time a move's thinking may take, and its slices between yields.

    `budget` is in seconds from now (None or infinity: no limit); the search
    may use `share` of it. A slice starts when the deadline is made and
    again whenever `pause()` is resumed.
    """

    __slots__ = ("clock", "end", "slice", "slice_end")

    def __init__(self, budget=None, share=SAFETY, clock=time.perf_counter, slice_s=SLICE):
        self.clock = clock
        now = clock()
        self.end = float("inf") if budget is None else now + budget * share
        self.slice = slice_s
        self.slice_end = now + slice_s

    def expired(self):
        """Is the move's time up?"""
        return self.clock() > self.end

    def should_yield(self):
        """Is this slice used up? (Then the caller does ``yield from pause()``.)"""
        return self.clock() >= self.slice_end

    def pause(self):
        """Generator: give the frame back once; the next slice starts when resumed."""
        yield
        self.slice_end = self.clock() + self.slice
