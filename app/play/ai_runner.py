"""Advances a computer player's thinking a few milliseconds per frame.

The agent's `think` generator (games/agents.py) yields often; each frame the
runner resumes it until its slice of the frame is used, so the page never
freezes while the computer thinks.

Natively the slice is SLICE_MS. In the browser Python runs about twice as slowly
(WebAssembly), and the whole frame must stay cheap while the computer thinks
(p95 of 8 ms, docs/performance.md). There the board tells the runner what the
rest of the frame costs (`others_ms`: the last frame's update and draw without
the thinking), the thinking stops where the frame would pass WEB_FRAME_MS, and
the runner does not begin a resumption it expects to end past that (the last
resumption's length is its guess; the first one of a frame always runs). The
agents give the frame back every WEB_AGENT_SLICE_S there (games.deadline: the
agent's `slice`), so a frame holds a few short resumptions. A move found after
half the frame's thinking is handed over in the next frame, so that playing
and drawing it do not land on a frame that has already thought. The move's
budget is wall time on the browser's clock either way, so the computer thinks
less per move in the browser; `make bench-browser` measures how much.

While nothing on screen moves and no input came (app/ui/pacing.py: the app's `still`), the
frame may last a thirtieth of a second, and the computer gets the rest of it: THINK_MS
natively, WEB_THINK_FRAME_MS in the browser (the whole frame; a frame over about 30 ms
would miss the second animation frame and wait for a third). Anything that moves, and any
input, gets the short frames back at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.page import web
from games.deadline import clock_of

if TYPE_CHECKING:
    from games.contract import Agent

SLICE_MS = 8.0  # natively: the thinking in a frame while something moves
# natively, nothing moving: the thinking of a long frame, whose last resumption (an agent yields
# every games.deadline.SLICE, 4 ms) may run past it; the frame stays inside make bench's 30 ms.
# Natively no frame waits for the screen, so the computer still thinks about 99% of the move.
THINK_MS = 22.0
WEB_FRAME_MS = 6.0  # in the browser: the whole frame, thinking included, stays about this long
WEB_THINK_FRAME_MS = 30.0  # in the browser, nothing moving: the whole frame (two animation frames, 33 ms)
WEB_AGENT_SLICE_S = 0.001  # in the browser: the agent's slice between yields


def slice_ms(others_ms: float = 0.0, still: bool = False) -> float:
    """The thinking a frame gives the computer here (ms), when the rest of the frame costs
    `others_ms` and (`still`) nothing moved in the last frame and no input came in this one."""
    if web.in_browser():
        return (WEB_THINK_FRAME_MS if still else WEB_FRAME_MS) - others_ms
    return max(SLICE_MS, THINK_MS - others_ms) if still else SLICE_MS


class AIRunner:
    def __init__(self, agent: Agent[Any], state: Any) -> None:
        self.careful = web.in_browser()  # frame-aware, and no resumption that would overrun
        if self.careful:
            agent.slice = WEB_AGENT_SLICE_S
        # one clock: the runner slices the frame on the clock the agent's budget runs on
        self.clock = clock_of(agent)
        self.agent = agent  # what a bench reads after the move (its `searched`)
        self.thinking = agent.think(state)
        self.move: str | None = None
        self.done = False
        self.started = self.clock()
        self.longest_slice_ms = 0.0
        self.last_slice_ms = 0.0  # this runner's thinking in its last frame
        self.last_resume_ms = 0.0  # the agent's last resumption

    def step(self, budget_ms: float | None = None, others_ms: float = 0.0, still: bool = False) -> str | None:
        """Think for about `budget_ms` (default: `slice_ms(others_ms, still)`); the move once
        decided, else None. At least one resumption runs, whatever the budget."""
        if self.done:
            return self.move
        if budget_ms is None:
            budget_ms = slice_ms(others_ms, still)
        start = self.clock()
        held = False
        while True:
            begun = self.clock()
            try:
                next(self.thinking)
            except StopIteration as stop:
                self.move, self.done = stop.value, True
                held = self.careful and (self.clock() - start) * 1000 >= budget_ms / 2
                break
            now = self.clock()
            self.last_resume_ms = (now - begun) * 1000
            spent = (now - start) * 1000
            if spent >= budget_ms or self.careful and spent + self.last_resume_ms > budget_ms:
                break
        self.last_slice_ms = (self.clock() - start) * 1000
        self.longest_slice_ms = max(self.longest_slice_ms, self.last_slice_ms)
        return self.move if self.done and not held else None

    def cancel(self) -> None:
        self.thinking.close()
        self.done = True
        self.move = None
