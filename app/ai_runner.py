"""Advances a computer player's thinking a few milliseconds per frame.

The agent's `think` generator (games/agents.py) yields often; each frame the
runner resumes it until its slice of the frame is used, so the page never
freezes while the computer thinks.
"""

import time

SLICE_MS = 8.0


class AIRunner:
    def __init__(self, agent, state):
        self.thinking = agent.think(state)
        self.move = None
        self.done = False
        self.started = time.perf_counter()
        self.longest_slice_ms = 0.0

    def step(self, budget_ms=SLICE_MS):
        """Think for about `budget_ms`; the move once decided, else None."""
        if self.done:
            return self.move
        start = time.perf_counter()
        while True:
            try:
                next(self.thinking)
            except StopIteration as stop:
                self.move, self.done = stop.value, True
                break
            if (time.perf_counter() - start) * 1000 >= budget_ms:
                break
        self.longest_slice_ms = max(self.longest_slice_ms, (time.perf_counter() - start) * 1000)
        return self.move if self.done else None

    def cancel(self):
        self.thinking.close()
        self.done = True
        self.move = None
