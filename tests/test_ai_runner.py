"""app/play/ai_runner.py: how much of a frame the computer thinks in, natively and in the browser.

Natively a frame thinks until SLICE_MS is spent, as it always has. In the browser (here a
stand-in platform, tests/fake_platform.py) the whole frame aims at WEB_FRAME_MS: the runner
counts what the rest of the frame costs, does not begin a resumption it expects to overrun,
hands over a move found late in a frame in the next one, and asks the agent for shorter
slices. Time is the agent's own clock (one clock: the runner reads the clock the agent counts
on), a stand-in that each resumption of the test's agent advances by a set number of ms; nothing here is
timed for real (docs/performance.md: make bench and
make bench-browser measure the speed).
"""

import fake_platform
import pytest

from app.play import ai_runner
from app.play.ai_runner import AIRunner
from games.agents import Agent
from games.deadline import SLICE


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


class Scripted(Agent):
    """Each resumption costs the next of `costs` (ms) on `ticker`; the answer costs `final` ms."""

    def __init__(self, ticker, costs, final=0.0, move="the move"):
        super().__init__(rules=None)
        self.ticker, self.costs, self.final, self.move = ticker, list(costs), final, move
        self.clock = ticker  # the agent's clock: the runner slices frames on it too
        self.resumed = 0

    def think(self, state):
        for cost in self.costs:
            self.ticker.now += cost / 1000
            self.resumed += 1
            yield
        self.ticker.now += self.final / 1000
        return self.move


@pytest.fixture
def ticker():
    return Clock()


def test_natively_a_frame_thinks_slice_ms_whatever_the_rest_of_the_frame(ticker):
    assert ai_runner.slice_ms() == ai_runner.SLICE_MS == 8.0
    agent = Scripted(ticker, [3.0] * 10)
    runner = AIRunner(agent, state=None)
    assert agent.slice is None  # the agent keeps games.deadline.SLICE
    assert runner.step() is None
    assert agent.resumed == 3  # 3, 6, 9 ms: the third crosses 8
    assert runner.step(others_ms=50.0) is None
    assert agent.resumed == 6  # the rest of the frame is not counted natively
    assert runner.last_slice_ms == pytest.approx(9.0)


def test_natively_a_resumption_may_overrun_and_a_late_move_comes_at_once(ticker):
    agent = Scripted(ticker, [1.0, 4.0, 4.0], final=2.0)
    runner = AIRunner(agent, state=None)
    assert runner.step() is None
    assert agent.resumed == 3  # 1, 5, then 9: natively it begins the third
    assert runner.step() == "the move"  # found after 2 ms of the next frame: played at once


def test_in_the_browser_the_frame_aims_at_web_frame_ms_with_the_rest_counted(ticker, monkeypatch):
    fake_platform.install(monkeypatch)
    assert ai_runner.slice_ms() == ai_runner.WEB_FRAME_MS
    assert ai_runner.slice_ms(others_ms=3.5) == pytest.approx(ai_runner.WEB_FRAME_MS - 3.5)
    agent = Scripted(ticker, [2.0] * 20)
    runner = AIRunner(agent, state=None)
    assert agent.slice == ai_runner.WEB_AGENT_SLICE_S < SLICE  # shorter slices between yields
    runner.step(others_ms=0.0)
    assert agent.resumed == 3  # 2, 4, 6 ms of a 6 ms frame
    runner.step(others_ms=3.5)
    assert agent.resumed == 4  # 2.5 ms left: one resumption, a second would end at 4
    runner.step(others_ms=20.0)
    assert agent.resumed == 5  # nothing left: still one resumption, so the computer gets on


def test_in_the_browser_no_resumption_begins_that_would_overrun(ticker, monkeypatch):
    fake_platform.install(monkeypatch)
    agent = Scripted(ticker, [1.0, 4.0, 4.0, 4.0])
    runner = AIRunner(agent, state=None)
    runner.step()
    assert agent.resumed == 2  # 1 then 5 ms; the next, guessed at 4 ms, would end at 9
    assert runner.last_slice_ms == pytest.approx(5.0)
    runner.step()
    assert agent.resumed == 3  # the first resumption of a frame always runs


def test_in_the_browser_a_move_found_late_in_a_frame_is_handed_over_in_the_next(ticker, monkeypatch):
    fake_platform.install(monkeypatch)
    agent = Scripted(ticker, [2.0], final=2.0)
    runner = AIRunner(agent, state=None)
    assert runner.step() is None  # found at 4 ms of a 6 ms frame: held
    assert runner.done
    before = ticker.now
    assert runner.step() == "the move"
    assert ticker.now == before  # the next frame only hands it over


def test_in_the_browser_a_move_found_early_in_a_frame_comes_at_once(ticker, monkeypatch):
    fake_platform.install(monkeypatch)
    runner = AIRunner(Scripted(ticker, [], final=1.0), state=None)
    assert runner.step() == "the move"


def test_an_agents_deadline_takes_its_slice():
    agent = Agent(rules=None)
    assert agent.deadline(1.0).slice == SLICE
    agent.slice = 0.002
    assert agent.deadline(1.0).slice == 0.002


def test_the_computer_source_tells_the_runner_what_the_rest_of_the_frame_cost(tmp_path, monkeypatch):
    """The board's computer passes the last frame's cost without its own thinking."""
    from app_driver import make_app

    from app.scenes.demo import start_demo

    seen = []
    step = AIRunner.step

    def spy(self, budget_ms=None, others_ms=0.0, still=False):
        # the last frame's cost as the app holds it when the source asks (read here, not
        # before the frame: one reading, so nothing between two readings can differ)
        seen.append((others_ms, app.last_frame_ms, self.last_slice_ms))
        return step(self, budget_ms, others_ms, still)

    monkeypatch.setattr(AIRunner, "step", spy)
    app = make_app(tmp_path)
    app.settings.animation = "off"  # no beat before each move
    start_demo(app, "tris2")
    for _ in range(600):
        app.step(1 / 60, events=[])
        if len(seen) >= 5:
            break
    # (each assertion shows every reading: it failed once more in a loaded quick loop, on
    # 2026-11-29, and passed 45 times alone and with the files before it)
    assert len(seen) >= 5, seen
    assert any(last_frame > 0 for _others, last_frame, _thought in seen), seen
    for others, last_frame, thought in seen:
        assert others == pytest.approx(max(0.0, last_frame - thought)), seen


def test_one_clock_the_runner_slices_frames_on_the_agents_clock():
    """A CountingClock on the agent (tests, make strength) is what the frame's slice is
    counted on too: no reading of the wall clock decides how much the computer thinks."""
    from games.deadline import CountingClock, clock_of, wall_clock

    counting = CountingClock(0.001)  # each reading 1 ms later

    class Counted(Agent):
        def think(self, state):
            while True:
                self.clock()  # a node's worth of work reads the clock once
                yield

    agent = Counted(rules=None)
    agent.clock = counting
    runner = AIRunner(agent, state=None)
    assert runner.clock is counting and clock_of(Agent(rules=None)) is wall_clock
    before = counting.readings
    assert runner.step(budget_ms=10.0) is None
    # the runner's own readings and the agent's advance the same clock; 10 ms of it is spent
    assert runner.last_slice_ms >= 10.0 and counting.readings - before < 20
