"""A lesson's script as policy: which move it waits for from the person now, what a tap may do
(only that move, or a pick towards it), and what is ringed for the person to tap."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.boards.hit import CLEAR
from games import lesson as lessons
from games.i18n import _

from ..rings import leads, pointing_at

if TYPE_CHECKING:
    import pygame

    from app.boards.hit import Hit
    from games.lesson import Lesson, Step

    from ..mode import ModeBoard

Target = tuple["pygame.Rect", "Hit | None"]


class LessonScript:
    """`lesson`'s record played on `board`: `finished` once the script is done (and shown)."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.moves = lesson.record()
        self.finished = False
        self.board: ModeBoard
        self.rests: list[int] = []  # where each step starts: Undo goes back to one
        self._ringed: tuple[Any, list[Target]] = (None, [])
        self._shown: Any = None

    def attach(self, board: ModeBoard) -> None:
        self.board = board
        self.rests = lessons.rests(self.lesson, board.rules)

    def played(self) -> int:
        return len(self.board.match.moves)

    def step_index(self) -> int:
        """The step under way (len(steps) once the script is done)."""
        return self.lesson.step_at(self.played())

    def step(self) -> Step:
        return self.lesson.steps[min(self.step_index(), len(self.lesson.steps) - 1)]

    def done(self) -> bool:
        """Every scripted move has been played."""
        return self.played() >= len(self.moves)

    def expected(self) -> str | None:
        """The move the script waits for from the person now, or None."""
        board, played = self.board, self.played()
        if self.finished or played >= len(self.moves):
            return None
        if board.rules.to_move(board.state) != self.lesson.person:
            return None
        return self.moves[played]

    def leads(self, pick: object) -> bool:
        """Whether holding `pick` brings the expected move within a tap (or two picks)."""
        return leads(self.board, pick, {self.expected()})

    def allowed(self, hit: Hit | None) -> bool:
        """Whether `hit` follows the script: the expected move, or a pick towards it."""
        expected = self.expected()
        if hit is None or expected is None:
            return False
        if hit.move is not None:
            return hit.move == expected
        if hit.pick is None or hit.pick is CLEAR:
            return False
        return self.leads(hit.pick)

    def admit(self, hit: Hit | None) -> Hit | None:
        """Only the script's move (or a pick towards it) is played; anything else is refused
        with the step's word of why (a drag that means nothing, a pan, is not)."""
        if self.finished:
            return None
        if hit is None:
            if self.board.input.tapping:
                self.board.refuse(_(self.step().why))
            return None
        if self.allowed(hit) or (hit.move is None and hit.pick is None and hit.say is None):
            return hit  # (an empty Hit: the view acted on its own, e.g. a zoom)
        self.board.refuse(_(self.step().why))
        return None

    def forget(self) -> None:
        """A new screen or a jump: ring what is there now."""
        self._ringed = (None, [])

    def ringed(self) -> list[Target]:
        """[(rect, Hit)]: what the person must tap now (kept for the frame)."""
        board = self.board
        key = (board.app.frame, self.played(), repr(board.ui.selected), board.ui.interactive, self.finished)
        if self._ringed[0] == key:
            return self._ringed[1]
        found: list[Target] = []
        expected = self.expected()
        if expected is not None and board.ui.interactive:
            moment = (self.played(), repr(board.ui.selected))
            if self._shown != moment:  # once per moment: a camera may have left the place out
                self._shown = moment
                board.view.show_move(board.state, board.ui, expected)
            targets: list[Target] = list(board.view.targets(board.state, board.ui))
            rects = [tuple(rect) for rect, _hit in targets]
            targets += [
                (b.rect, b.meaning)
                for b in board.view.buttons
                if b.visible and b.enabled and b.meaning is not None and tuple(b.rect) not in rects
            ]
            found = pointing_at(board, targets, {expected})
        self._ringed = (key, found)
        return found
