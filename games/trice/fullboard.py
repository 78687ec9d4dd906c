"""TRICE's full-card phase (v0.3) for the hard level: mark, swap and raise, searched
cycle by cycle with alpha-beta, a table and a horizon estimate.

A cycle: the player to mark marks a die; the other swaps it with a neighbour
and raises one of the two (an *answer*); a Trice through them wins for the
swapper, a Double Trice loses; otherwise the swapper marks next. Values are
for the player to mark: WIN / LOSS when proven within the horizon, else the
estimate: the more *safe* marks (marks with no winning answer) the player to
mark has, the more room to wait, as the placement search counts safe dice.

Only safe marks are searched (any other loses at once), and only answers
that do not lose at once. Repetitions are not counted (a repeated card
is searched as any other). Like the placement solver the search is a
generator that reads its `games.deadline.Deadline` every few nodes: Timeout
when the move's time is up, a yield when the frame's slice is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from games.deadline import Deadline

from .exact import KEYV, OUT, RAISE
from .solver import (
    EXACT,
    LOSS,
    LOWER,
    MARK_PAIRS,
    PAIR_PLANS,
    UPPER,
    WIN,
    Search,
    Timeout,
    pack,
    pair_raises,
)
from .tables import CELLS, DIE_CODES, NEIGHBOURS

CHECK_NODES = 8  # nodes between clock readings (a node scores all 34 answers: ~30 us)
SAFE_WORTH = 10  # estimate per safe mark (at most 9 counted), far below WIN

CycleOption = int | tuple[int, ...]  # a mark's cell, or an answer to a mark: (other, raised cell)
Answers = dict[int, list[int]]  # {pair: (raising a, raising b)}, see `_answers`
SafeMark = tuple[int, int, list[tuple[int, int]]]  # (how many answers, mark, [(other, raised cell)])


class CycleSearch:
    """Search full cards of one game (the same 12 dice throughout)."""

    def __init__(self, double_loses: bool = True) -> None:
        self.plans = PAIR_PLANS[double_loses]
        self.out = OUT[double_loses]
        self.board: list[int] = []  # the card being searched (`solve` sets it)
        self.table: dict[
            int, int
        ] = {}  # ints only (see games.agents.AlphaBetaAgent): never tracked by the collector
        self.nodes = 0
        self.next_check = CHECK_NODES
        self.deadline = Deadline()

    # ---- what every answer does -------------------------------------------

    def _answers(self) -> Answers:
        """{pair: (result of raising a, result of raising b)} for every neighbouring
        pair a < b of self.board, swapped: 1 Trice (the swapper wins), 2 Double
        Trice (the swapper loses), 0 nothing."""
        board = self.board
        found: Answers = {}
        for mark in range(CELLS):
            for pair in MARK_PAIRS[mark]:
                if pair in found:
                    continue
                found[pair] = pair_raises(self.plans[pair], self.out, board)
        return found

    def _options(self) -> tuple[int, None] | tuple[None, list[SafeMark]]:
        """(value or None, [(mark, [(other, raised cell)])]): the safe marks with the
        answers that do not end the game; a value when the card is decided now."""
        answers = self._answers()
        safe: list[SafeMark] = []
        for mark in range(CELLS):
            open_answers: list[tuple[int, int]] = []
            wins = False
            for other in NEIGHBOURS[mark]:
                a, b = (mark, other) if mark < other else (other, mark)
                results = answers[a * CELLS + b]
                for cell, result in zip((a, b), results):
                    if result == 1:
                        wins = True
                        break
                    if result == 0:
                        open_answers.append((other, cell))
                if wins:
                    break
            if wins:
                continue  # the swapper wins at once: never mark this die
            if not open_answers:
                return WIN, None  # every answer to this mark makes a Double Trice
            safe.append((len(open_answers), mark, open_answers))
        if not safe:
            return LOSS, None
        safe.sort()
        return None, safe

    # ---- the search ---------------------------------------------------------

    def _apply(self, mark: int, other: int, cell: int) -> int:
        """Swap `mark` and `other`, raise `cell`; returns what undoes it."""
        board = self.board
        board[mark], board[other] = board[other], board[mark]
        code = board[cell]
        board[cell] = RAISE[code]
        return code

    def _undo(self, mark: int, other: int, cell: int, code: int) -> None:
        board = self.board
        board[cell] = code
        board[mark], board[other] = board[other], board[mark]

    def marker(self, depth: int, alpha: int, beta: int) -> Search[int]:
        """Generator: value for the player to mark, `depth` cycles deep."""
        self.nodes += 1
        if self.nodes >= self.next_check:
            self.next_check = self.nodes + CHECK_NODES
            if self.deadline.expired():
                raise Timeout
            if self.deadline.should_yield():
                yield from self.deadline.pause()
        board = self.board
        key = sum(KEYV[cell * DIE_CODES + board[cell]] for cell in range(CELLS))
        hit = self.table.get(key)
        first = None
        if hit is not None:
            if (hit >> 7) & 127 >= depth:
                flag, v = (hit >> 5) & 3, (hit >> 14) - 32768
                if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                    return v
            first = hit & 31
        decided, marks = self._options()
        if decided is not None:
            self.table[key] = pack(99, decided, EXACT, None)
            return decided
        assert marks is not None  # _options lists the safe marks whenever it decides nothing
        if depth <= 0:
            return SAFE_WORTH * min(len(marks), 9)
        if first is not None:
            marks.sort(key=lambda entry: entry[1] != first)
        a0, best, best_mark = alpha, LOSS - 1, None
        for _, mark, answers in marks:
            # the swapper answers: their value, window (-beta, -alpha); they mark next
            s_alpha, s_best = -beta, LOSS - 1
            for other, cell in answers:
                code = self._apply(mark, other, cell)
                try:
                    v = yield from self.marker(depth - 1, s_alpha, -alpha)
                finally:
                    self._undo(mark, other, cell, code)
                if v > s_best:
                    s_best = v
                    if v > s_alpha:
                        s_alpha = v
                        if s_alpha >= -alpha:
                            break
            if -s_best > best:
                best, best_mark = -s_best, mark
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
        flag = UPPER if best <= a0 else (LOWER if best >= beta else EXACT)
        self.table[key] = pack(99 if abs(best) == WIN else depth, best, flag, best_mark)
        return best

    def _answer_value(self, mark: int, other: int, cell: int, depth: int, answers: Answers) -> Search[int]:
        """Generator: value for the swapper of answering `mark` with (other, cell);
        `answers` is `_answers()` of the card as it is now, before the swap."""
        a, b = (mark, other) if mark < other else (other, mark)
        result = answers[a * CELLS + b][(a, b).index(cell)]
        if result == 1:
            return WIN
        if result == 2:
            return LOSS
        code = self._apply(mark, other, cell)
        try:
            return (yield from self.marker(depth - 1, LOSS - 1, WIN + 1))
        finally:
            self._undo(mark, other, cell, code)

    def solve(
        self,
        board: Sequence[int],
        options: Sequence[CycleOption],
        mark: int | None,
        deadline: Deadline,
        max_depth: int = 12,
    ) -> Search[tuple[dict[CycleOption, int] | None, int]]:
        """Generator: {option: value} of the deepest finished iteration (None if
        none finished) and its depth, deepening cycle by cycle until `deadline`.

        `options` are marks (cells) when `mark` is None, else answers
        (other, raised cell) to `mark` on `board` (the card before the swap).
        """
        self.board = list(board)
        self.deadline = deadline
        self.next_check = self.nodes + CHECK_NODES
        done: dict[CycleOption, int] | None = None
        reached = 0
        answers = self._answers()
        for depth in range(1, max_depth + 1):
            values: dict[CycleOption, int] = {}
            try:
                for option in options:
                    if mark is None:
                        # marking `option`: the swapper's best answer, negated
                        marked = cast(int, option)  # options are marks when `mark` is None
                        best = LOSS - 1
                        for other in NEIGHBOURS[marked]:
                            for cell in (marked, other):
                                v = yield from self._answer_value(marked, other, cell, depth, answers)
                                best = max(best, v)
                        values[option] = -best
                    else:
                        other, cell = cast("tuple[int, int]", option)  # answers to `mark`
                        values[option] = yield from self._answer_value(mark, other, cell, depth, answers)
                    yield
            except Timeout:
                break
            done, reached = values, depth
            if max(values.values()) == WIN or all(v == LOSS for v in values.values()):
                break
        return done, reached
