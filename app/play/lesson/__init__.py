"""A lesson: the board scene playing a lesson's script (games/lesson.py), one runner for
every game.

- the coach line shows the step's caption (a refusal in red for a moment), with a dot per
  step along the bottom of its box (caption.py);
- the thing to tap is ringed: the view's targets whose `Hit` is the move the script waits
  for, or a pick that brings it within reach (a die to roll, a die to move); the keyboard's
  arrows walk only those (script.py);
- anything else (another legal move, a tap on nothing, a button the view offers) is
  refused with the step's word of why: nothing off the script is ever played;
- chance outcomes and the computer's replies come from the script, after a beat
  (app/play/sources.py `Script`);
- Undo goes back to the start of the step (or the step before), Restart to the beginning;
  nothing is autosaved, so a game in progress is never touched;
- at the end, a sheet offers a real game against the easy computer (end_sheet.py).

This module is the mode: it composes the script, the caption and the end sheet, and holds
the buttons' navigation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.ui import icons
from app.ui.anim import Pulse
from app.ui.widgets import Button
from games import registry
from games.core import CHANCE
from games.i18n import _
from games.match import Match

from ...seats import HUMAN
from ..mode import Mode
from ..rings import draw_rings
from ..sources import Person, Script, Source
from . import navigation
from .caption import Caption
from .end_sheet import EndSheet
from .script import LessonScript

if TYPE_CHECKING:
    import pygame

    from app.boards.hit import Hit
    from app.ui.layout import Layout
    from games.lesson import Lesson as LessonData

    from ..mode import ModeBoard

COMPUTER = "easy"  # the scripted computer's seat, and the real game's opponent at the end
PAUSE_S = 0.7  # a beat before each computer reply, so the person can follow


def lesson_details(game_id: str) -> dict[str, Any]:
    """What a board scene needs to run `game_id`'s lesson (app/scenes registers it as "lesson")."""
    make = registry.get(game_id).lesson
    assert make is not None  # the setup offers Learn only where the game declares a lesson
    lesson = make()
    mode = Lesson(lesson)
    match = Match.new(game_id, lesson.players, lesson.variant, dict(lesson.options))
    return {"match": match, "seats": mode.seats(), "mode": mode, "sources": mode.sources()}


class Lesson(Mode):
    name = "lesson"

    def __init__(self, lesson: LessonData) -> None:
        self.lesson = lesson
        self.script = LessonScript(lesson)
        self.caption = Caption(lesson)
        self.pulse = Pulse()
        assert COMPUTER == "easy"  # the button's words say so
        self.play_button = Button(_("Play the easy computer"), self.play_real, style="accent")
        self.play_button.visible = False
        self.sheet = EndSheet(lesson.done, self.play_button)
        self.widgets = (self.play_button,)

    def seats(self) -> list[str]:
        return [HUMAN if seat == self.lesson.person else COMPUTER for seat in range(self.lesson.players)]

    def sources(self) -> dict[int, Source]:
        moves = self.script.moves
        found: dict[int, Source] = {
            seat: Person() if seat == self.lesson.person else Script(moves, PAUSE_S)
            for seat in range(self.lesson.players)
        }
        found[CHANCE] = Script(moves, PAUSE_S, dice=True)
        return found

    def attach(self, board: ModeBoard) -> list[Any]:
        self.board = board
        self.script.attach(board)
        board.view.mode_height = lambda width: self.caption.need(board, board.app.layout, width)
        self.undo_button = Button(_("Undo"), self.undo, icon=icons.UNDO)
        offered = board.app.settings.lessons_offered  # having seen a lesson answers its offer
        if board.game.id not in offered:
            offered.append(board.game.id)
            board.app.save_settings()
        # "Back": a lesson returns to where it was opened from
        return [
            Button(_("Back"), self.leave, icon=icons.BACK),
            self.undo_button,
            Button(_("Restart"), self.restart, icon=icons.RESTART),
            Button(_("Rules"), self.show_rules, icon=icons.RULES),
        ]

    # -- what the script says ----------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.script.finished

    def played(self) -> int:
        return self.script.played()

    def step_index(self) -> int:
        return self.script.step_index()

    def expected(self) -> str | None:
        return self.script.expected()

    def allowed(self, hit: Hit | None) -> bool:
        return self.script.allowed(hit)

    def ringed(self) -> list[Any]:
        return self.script.ringed()

    # -- the person's side: only the script's moves are played --------------------------------------
    def admit(self, hit: Hit | None) -> Hit | None:
        return self.script.admit(hit)

    def key_targets(self, targets: list[Any]) -> list[Any]:
        return self.script.ringed()

    def board_closed(self) -> bool:
        return self.finished  # the end sheet lies over the board

    def cancel(self) -> bool:
        """Esc drops a half-made choice (never refused); True if there was one."""
        if self.board.ui.selected is None:
            return False
        self.board.ui.clear()
        self.board.input.target_focus = None
        self.board.app.invalidate()
        return True

    def after_sync(self) -> None:
        self.board.ui.hints = False  # the ring shows the one thing to tap; hints would light others
        self.board.ui.closed = self.finished  # the game may go on, but no card says "to move"
        if self.finished:  # the end sheet lies over the board: the view's buttons go
            for button in self.board.view.buttons:
                button.visible = False

    def after_play(self) -> None:
        if self.board.message is not None and not self.board.message[2]:
            self.board.message = None  # the captions tell what happened, in the lesson's words

    # -- the script's end ----------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        changed = False
        if self.script.ringed():  # the ring pulses while it waits for the person (steady: off)
            changed = self.pulse.update(dt, self.board.app.glow_speed())
        if not self.finished and not self.board.busy() and self.script.done():
            self.finish()  # the script is done (the game itself may go on)
            changed = True
        if self.finished and not self.sheet.settled and not self.board.busy():
            self.sheet.settled, self.sheet.tried = True, None  # the board may lay out anew now (TRICE's pool)
            self.board.layout(self.board.app.layout)
            changed = True
        return changed

    def over(self) -> bool:
        self.finish()
        return True

    def finish(self) -> None:
        if self.finished:
            return
        board = self.board
        self.script.finished = True
        board.ui.clear()
        board.input.target_focus = None
        self.play_button.visible = True
        board.layout(board.app.layout)  # the end sheet finds its place beside what it speaks of
        board.app.audio.play("win")
        board.app.invalidate()

    # -- buttons (navigation.py) -----------------------------------------------------------------
    def undo(self) -> None:
        """Back to the start of this step, or of the step before."""
        target = navigation.undo_target(self.script)
        if target is None:
            self.board.refuse(_("This is the first step: there is nothing to take back."))
            return
        self.jump(target)
        self.board.say(_("Back to step {number}.").format(number=self.lesson.step_at(target) + 1))

    def restart(self) -> None:
        """The lesson from the beginning (the first roll plays again)."""
        self.jump(0)

    def jump(self, played: int) -> None:
        navigation.jump(self.board, self.script, self.sheet, self.play_button, played)

    def show_rules(self) -> None:
        self.board.app.scenes.open("rules", game_id=self.board.game.id)

    def play_real(self) -> None:
        navigation.play_real(self.board, self.lesson, self.seats())

    # -- layout and drawing ----------------------------------------------------------------------
    def frame_layout(self, lay: Layout) -> Layout:
        return self.sheet.frame_layout(lay)

    def layout(self, lay: Layout) -> None:
        self.caption.layout(self.board, lay)
        if self.finished and self.sheet.compact:
            self.caption.dot_strip = 0  # the closing words take all of the box
        self.sheet.place(self.board, lay, self.finished)
        self.script.forget()

    def keep_clear(self) -> list[pygame.Rect]:
        return [self.sheet.panel] if self.finished else []

    def status_text(self) -> str | None:
        if self.finished and self.sheet.compact:  # the end sheet's words, said above the board
            return self.closing_words()
        return self.caption.text(self.board, self.script.step().caption, self.finished)

    def closing_words(self) -> str:
        return self.sheet.closing_words()

    def long_sentences(self) -> list[str]:
        return [self.closing_words()] if self.finished and self.sheet.compact else []

    def before_draw(self) -> None:
        self.undo_button.enabled = self.played() > self.script.rests[0] or self.finished

    def draw_status(self, surface: pygame.Surface) -> None:
        self.caption.draw(self.board, surface)

    def draw(self, surface: pygame.Surface) -> None:
        board = self.board
        self.caption.draw_progress(board, surface, self.step_index())
        if self.finished:
            self.sheet.draw(board, surface)
        else:  # a pulsing ring round each thing to tap, a pointer above it (rings.py)
            rects = [rect for rect, _hit in self.script.ringed()]
            draw_rings(surface, board.app.layout, board.app.theme, rects, self.pulse.value, pointer=True)
