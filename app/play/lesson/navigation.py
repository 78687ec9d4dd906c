"""Where a lesson's buttons take it: back to the start of a step (Undo), to the beginning
(Restart), and out to a real game against the easy computer at its end (asking first where
that game would take the place of a game in progress)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.saved import autosave
from games.i18n import _
from games.match import Match

from .. import resume

if TYPE_CHECKING:
    from app.ui.widgets import Button
    from games.lesson import Lesson

    from ..mode import ModeBoard
    from .end_sheet import EndSheet
    from .script import LessonScript


def undo_target(script: LessonScript) -> int | None:
    """The start of this step, or of the step before when this one is untouched; None on the
    first step's start (nothing to take back)."""
    rests = script.rests
    played, index = script.played(), min(script.step_index(), len(rests) - 1)
    if played > rests[index]:
        return rests[index]
    return rests[index - 1] if index > 0 else None


def jump(board: ModeBoard, script: LessonScript, sheet: EndSheet, button: Button, played: int) -> None:
    """Cut the match back to its first `played` moves (always the script's)."""
    del board.match.record["moves"][played:]
    del board.match.states[played + 1 :]
    board.reset_view()
    was_finished, script.finished = script.finished, False
    button.visible = False
    if was_finished:
        sheet.band = None
        board.layout(board.app.layout)  # the board takes back the end sheet's room
    board.message = None
    board.app.invalidate()


def play_real(board: ModeBoard, lesson: Lesson, seats: list[str]) -> None:
    """A real game against the easy computer, in the lesson's seat."""
    app = board.app
    match = Match.new(lesson.game, lesson.players, lesson.variant, dict(lesson.options))

    def begin() -> None:
        app.scenes.pop_to("menu")
        app.scenes.open("board", match=match, seats=seats)

    kept = autosave.replaces(app, match)
    if kept is None:
        begin()
        return
    slot = kept["slot"]

    def go_on() -> None:
        found = resume.board_details(app, slot)
        if found is not None:
            app.scenes.pop_to("menu")
            app.scenes.open("board", **found)

    app.scenes.open(
        "confirm",
        # TRANSLATORS: {game} is a kind of game in progress, "TRICE game" or "TRICE game by link".
        title=_("A {game} is in progress").format(game=kept["label"]),
        text=_(
            "A new game against the easy computer takes its place and it is lost; Continue it "
            "to go on where you left off."
        ),
        answers=[(_("Continue it"), go_on, "accent"), (_("New game"), begin, "panel")],
        cancel=lambda: None,
    )
