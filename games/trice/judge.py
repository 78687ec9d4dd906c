"""Which moves of a finished TRICE game were mistakes, as far as the exact solver knows.

A move is marked when the solver can prove both ends of it (the position
before, the position after, each from the mover's side):

- "threw away a won game": the mover could force a win and, after the move,
  can no longer (the game is now drawn or lost);
- "turned a draw into a loss": the game was a sure draw and, after the move,
  the mover's opponent can force a win.

Only the place/give phase is judged, and only from `FAST_EMPTIES` empty cells
down, where an exact solve takes a fraction of a second (tools/bench_trice.py:
8 empty cells about 0.1 s natively, 9 several seconds). The v0.3 full-board
phase (mark, swap, raise) is not judged: the solver only looks one swap cycle
into it, so a full board it cannot decide is "unknown" there, never a draw,
and a move into one is never called a mistake. A forced move (one legal
choice) is never a mistake.

`Judge` does the work a slice at a time: each `step()` resumes the solver
until its `games.deadline.Deadline` says the slice is used up, so the app can
judge a replay while it plays and show each mark as it becomes known.
`blunders(states, moves)` drives it to the end (tests, tools).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from typing import NamedTuple

from games.deadline import Deadline
from games.i18n import N_

from .rules import GIVE, OVER, PLACE, RULES, TriceState
from .solver import LOSS, WIN, Solver
from .tables import EMPTY

FAST_EMPTIES = 8  # judge positions with at most this many empty cells
POSITION_BUDGET_S = 30.0  # wall-clock cap on one position's solve; past it, that position is unknown

WON, DRAWN, LOST = "won", "drawn", "lost"  # a position's value for one seat; None: unknown
# TRANSLATORS: what a move did wrong, after "this" in the replay: "... on b2 - this threw away a won game."
THREW_WIN = N_("threw away a won game")
LOST_DRAW = N_("turned a draw into a loss")
Value = str | None  # WON, DRAWN, LOST or None (unknown)
FLIP: dict[Value, Value] = {WON: LOST, LOST: WON, DRAWN: DRAWN, None: None}


class Blunder(NamedTuple):
    index: int  # type: ignore[assignment]  # the move's index in the record (hiding tuple.index)
    seat: int  # who made it
    words: str  # THREW_WIN or LOST_DRAW, to follow the move's description


def judged(state: TriceState) -> bool:
    """Can a move from `state` be judged (place/give, few empty cells, a real choice)?"""
    if state.phase not in (GIVE, PLACE) or state.board.count(EMPTY) > FAST_EMPTIES:
        return False
    choices = len(set(state.pool)) if state.phase == GIVE else state.board.count(EMPTY)
    return choices > 1


def verdict(before: Value, after: Value) -> str | None:
    """The words for a move whose mover's value went from `before` to `after`, or None."""
    if before == WON and after in (DRAWN, LOST):
        return THREW_WIN
    if before == DRAWN and after == LOST:
        return LOST_DRAW
    return None


class Judge:
    """Judges the moves of one game (`states[i]` is the position before `moves[i]`)."""

    def __init__(
        self,
        states: Iterable[TriceState],
        moves: Iterable[str],
        budget: float = POSITION_BUDGET_S,
        deadline: Callable[[float], Deadline] = Deadline,
    ) -> None:
        self.states = list(states)
        self.moves = list(moves)
        self.budget = budget
        self.make_deadline = deadline  # Deadline, or a test's stand-in taking the budget
        self.marks: dict[int, Blunder] = {}  # move index -> Blunder, as they become known
        self.values: dict[int, Value] = {}  # state index -> value for the seat to move there (None: unknown)
        self.done = False
        self.solver: Solver | None = None
        self._work = self._judge_all()

    def todo(self) -> list[int]:
        """Indices of the moves this judge looks at."""
        return [i for i, state in enumerate(self.states[: len(self.moves)]) if judged(state)]

    def step(self) -> bool:
        """Judge for one slice of time; True while there is more to do."""
        if self.done:
            return False
        try:
            next(self._work)
        except StopIteration:
            self.done = True
        return not self.done

    def run(self) -> dict[int, Blunder]:
        """Judge everything now; {move index: Blunder}."""
        while self.step():
            pass
        return self.marks

    # -- the work -------------------------------------------------------------------------------
    def _judge_all(self) -> Generator[None, None, None]:
        for index in self.todo():
            before = self.states[index]
            mover = before.seat
            value = yield from self._value(index)
            after = yield from self._value_for(index + 1, mover)
            words = verdict(value, after)
            if words is not None:
                self.marks[index] = Blunder(index, mover, words)

    def _value_for(self, index: int, seat: int) -> Generator[None, None, Value]:
        """Generator: the value of position `index` for `seat`."""
        state = self.states[index]
        if state.phase == OVER:
            return _final_value(state, seat)
        value = yield from self._value(index)
        return value if state.seat == seat else FLIP[value]

    def _value(self, index: int) -> Generator[None, None, Value]:
        """Generator: the value of position `index` for the seat to move there."""
        if index not in self.values:
            self.values[index] = yield from self._solve(self.states[index])
        return self.values[index]

    def _solve(self, state: TriceState) -> Generator[None, None, Value]:
        if state.phase not in (GIVE, PLACE) or state.board.count(EMPTY) > FAST_EMPTIES:
            return None
        yield  # each position starts on a fresh frame: one slice never spans two solves
        if self.solver is None:  # one solver per game: its table serves every position
            self.solver = Solver(state.variant == "v0.3")
        hand = state.hand if state.phase == PLACE else None
        self.solver.load(state.board, state.pool, hand)
        values, _depth, exact, _previous = yield from self.solver.solve(hand, self.make_deadline(self.budget))
        if not exact or not values:
            return None
        return _classify(max(values.values()), state.variant)


def _classify(value: int, variant: str) -> Value:
    if value >= WIN:
        return WON
    if value <= LOSS:
        return LOST
    if value == 0 and variant == "classic":  # a classic full board is an exact draw
        return DRAWN
    return None  # v0.3: a full board the solver's one swap cycle cannot decide


def _final_value(state: TriceState, seat: int) -> Value:
    share = RULES.returns(state)[seat]
    return WON if share == 1.0 else LOST if share == 0.0 else DRAWN


def blunders(
    states: Iterable[TriceState], moves: Iterable[str], budget: float = POSITION_BUDGET_S
) -> dict[int, Blunder]:
    """{move index: Blunder} for a whole game, judged now (no time slices)."""
    return Judge(states, moves, budget).run()
