"""Watching a game again: the board scene with a finished game's record as every seat's
source, view-only, and a timeline (one mode for every game).

The record is replayed once (every state kept); the board shows the first `index` moves
with nothing to tap: a tap on the board only cuts a running picture short. The coach line
says what the move that led here did (`Game.describe_move` on the state before it, dice
rolls too) and, at the end, why the game ended. Hidden information: everything shows (the
game is over).

Timeline (app/ui/timeline.py: each button an icon over its word): Prev and Next one move
(Next animates the move when animations are on), Play/Pause (one move per `READ_S` after
its picture ends), Start and End, and a scrubber to tap or drag; keys: Left/Right,
Home/End, Space. Where the game has a judge (`Game.judge`:
TRICE's exact solver), it runs a slice per frame and its mistake marks show on the scrubber
and in the coach line as they become known.

Opened as `app.scenes.open("replay", record=..., seats=...)`; a record that does not replay
raises games.records.RecordError (the opener says why). `code()` is the game's share code.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from app.ui import design, icons
from app.ui import pointer as ptr
from app.ui.button_rows import short
from app.ui.timeline import IconButton, Scrubber
from app.ui.widgets import Button
from games import codes
from games.core import CHANCE
from games.i18n import _, ngettext, pgettext
from games.match import Match
from games.records import replay_states

from ..seats import LABELS
from .mode import Mode
from .sources import Record

if TYPE_CHECKING:
    from app.ui.layout import Layout
    from games.contract import Judge, Mark, Rules
    from games.records import Record as GameRecord

    from .mode import ModeApp, ModeBoard
    from .sources import Source

READ_S = 1.4  # seconds a played move stays before the next one, at the normal speed


def timeline_words() -> list[str]:
    """The timeline buttons' words, translated ("Prev": the bar's Back leaves the replay)."""
    # TRANSLATORS: the replay's buttons, each a short word under an icon: go to the start, one move
    # back, play, pause, one move on, go to the end. "Start" is the first position (not "begin").
    return [pgettext("replay", "Start"), _("Prev"), _("Play"), _("Pause"), _("Next"), _("End")]


def replay_details(
    app: ModeApp, record: GameRecord, seats: Sequence[str], autoplay: bool = True
) -> dict[str, Any]:
    """What a board scene needs to replay `record` (app/scenes registers it as "replay")."""
    moves, options = record.get("moves"), record.get("options", {})
    record = {
        **record,
        "options": dict(options) if isinstance(options, dict) else options,
        "moves": list(moves) if isinstance(moves, list) else moves,
    }  # checked by replay_states
    rules, states = replay_states(record)
    mode = Replay(app, record, seats, rules, states, autoplay)
    return {"match": mode.match_at(0), "seats": seats, "mode": mode, "sources": mode.sources(len(seats))}


class Replay(Mode):
    name = "replay"
    view_buttons = False  # view-only: nothing of the view's to press

    def __init__(
        self,
        app: ModeApp,
        record: GameRecord,
        seats: Sequence[str],
        rules: Rules[Any],
        states: list[Any],
        autoplay: bool,
    ) -> None:
        self.app = app
        self.rules = rules
        self.record = record
        self.seats = list(seats)
        self.states = states
        self.moves = record["moves"]
        self.source = Record(self.moves, self.pace)
        self.source.playing = autoplay and bool(self.moves)
        self.scrubbing = False
        self._words: dict[int, str] = {}
        self.start_button = IconButton(_("Go to the start"), "start", self.go_start, timeline_words()[0])
        self.previous_button = IconButton(_("Previous move"), "back", self.step_back, _("Prev"))
        self.play_button = IconButton(_("Play"), "play", self.toggle, _("Play"), style="primary")
        self.next_button = IconButton(_("Next move"), "forward", self.step_forward, _("Next"))
        self.end_button = IconButton(_("Go to the end"), "end", self.go_end, _("End"))
        self.controls = [
            self.start_button,
            self.previous_button,
            self.play_button,
            self.next_button,
            self.end_button,
        ]
        self.scrubber = Scrubber()
        self.widgets = tuple(self.controls) + (self.scrubber,)

    def sources(self, players: int) -> dict[int, Source]:
        return {seat: self.source for seat in list(range(players)) + [CHANCE]}

    def match_at(self, index: int) -> Match:
        """The game up to its first `index` moves, from the states replayed once."""
        record = self.record.copy()
        record["moves"] = self.moves[:index]
        return Match(record, self.rules, self.states[: index + 1])

    def attach(self, board: ModeBoard) -> list[Any]:
        self.board = board
        board.view.watch_only = True  # laid out for looking (TRICE's pool then gives the card room)
        self.judge: Judge | None = board.game.judge(self.states, self.moves) if board.game.judge else None
        # along the top, like the board's
        return [
            Button(_("Back"), lambda: self.leave(), icon=icons.BACK),
            Button(_("Share"), self.share, icon=icons.SHARE),
            Button(_("Rules"), self.show_rules, icon=icons.RULES),
        ]

    # -- facts -------------------------------------------------------------------------------
    @property
    def index(self) -> int:
        return len(self.board.match.moves)

    @property
    def last(self) -> int:
        return len(self.moves)

    @property
    def playing(self) -> bool:
        return self.source.playing

    def code(self) -> str:
        """This game as a share code (games/codes.py; CodeError if it cannot be written)."""
        return codes.encode(self.record, self.seats)

    def marks(self) -> dict[int, Mark]:
        """{move index: Blunder} known so far."""
        return dict(self.judge.marks) if self.judge is not None else {}

    # -- moving along the timeline -----------------------------------------------------------
    def step_forward(self, by_person: bool = True) -> bool:
        if by_person:
            self.pause()
        if self.index >= self.last:
            return False
        self.board.play(self.moves[self.index])  # shown in motion (only its sound, animations off)
        return True

    def step_back(self) -> bool:
        self.pause()
        return self.jump(self.index - 1, pause=False)

    def go_start(self) -> None:
        self.jump(0)

    def go_end(self) -> None:
        self.jump(self.last)

    def jump(self, index: int, pause: bool = True) -> bool:
        """Show position `index` at once (no motion); False if it was shown already."""
        if pause:
            self.pause()
        index = max(0, min(self.last, index))
        if index == self.index:
            return False
        self.board.set_match(self.match_at(index))
        self.source.waited = 0.0
        self.app.invalidate()
        return True

    def toggle(self) -> None:
        self.pause() if self.playing else self.play()

    def play(self) -> None:
        if not self.moves:
            return
        if self.index >= self.last:
            self.jump(0, pause=False)  # play again from the start
        self.source.playing, self.source.waited = True, 0.0
        self.app.invalidate()

    def pause(self) -> None:
        if self.playing:
            self.source.playing = False
            self.app.invalidate()

    def pace(self) -> float:
        speed = self.app.settings.speed
        return READ_S * (max(0.5, speed) if speed > 0 else 1.0)

    # -- the board's flow ----------------------------------------------------------------------
    def before_play(self) -> None:
        self.board.view.reset()  # a picture still running gives way to the next move's

    def after_play(self) -> None:
        self.board.message = None  # the coach line tells the moves in a replay
        self.source.waited = 0.0
        if self.index >= self.last:
            self.source.playing = False

    def update(self, dt: float) -> bool:
        if self.judge is not None and not self.judge.done:
            known = len(self.judge.marks)
            self.judge.step()
            return len(self.judge.marks) != known or self.judge.done
        return False

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: ptr.Pointer | pygame.event.Event) -> bool:
        if isinstance(event, ptr.Pointer):
            if self.scrub(event):
                return True
            if (
                event.kind == ptr.DOWN
                and self.board.board_rect.collidepoint(event.pos)
                and not any(w.hit(event.pos) for w in self.board.widgets)
            ):
                if (
                    self.board.view.busy() and self.board.view.skip()
                ):  # view-only: a tap only cuts a picture short
                    self.app.invalidate()
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        action: Callable[[], object] | None = {
            pygame.K_LEFT: self.step_back,
            pygame.K_RIGHT: self.step_forward,
            pygame.K_HOME: self.go_start,
            pygame.K_END: self.go_end,
            pygame.K_SPACE: self.toggle,
        }.get(event.key)
        if action is None:
            return False
        action()
        return True

    def scrub(self, event: ptr.Pointer) -> bool:
        """A press on the scrubber jumps there; dragging follows the finger."""
        if event.kind == ptr.DOWN and self.scrubber.hit(event.pos):
            self.scrubbing = self.scrubber.pressed = True
        elif not self.scrubbing:
            return False
        self.jump(self.scrubber.position_at(self.app, event.pos))
        if event.kind == ptr.UP:
            self.scrubbing = self.scrubber.pressed = False
        self.app.invalidate()
        return True

    def cancel(self) -> bool:
        return False  # Esc leaves the replay

    def leave(self) -> None:
        self.board.app.scenes.pop()

    def exit(self) -> None:
        self.source.playing = False

    def show_rules(self) -> None:
        self.pause()
        self.app.scenes.open("rules", game_id=self.board.game.id)

    def share(self) -> None:
        """This game's code on its way to a friend: the link, copied or shared, and a QR code."""
        self.pause()
        try:
            code = self.code()
        except codes.CodeError as error:
            self.app.notify(str(error))
            return
        self.app.scenes.open("share", code=code, title=_("Share this game"))

    # -- words -----------------------------------------------------------------------------------
    def status_text(self) -> str:
        """What the move that led here did (and a mistake's word); the start; the end."""
        if self.index not in self._words:
            self._words[self.index] = self.words_at(self.index)
        text = self._words[self.index]
        mark = self.marks().get(self.index - 1)
        if mark is not None:
            # TRANSLATORS: {move} is a move's description without its full stop, {mistake} what the
            # move did wrong ("threw away a won game").
            text = _("{move} \u2014 this {mistake}.").format(move=text.rstrip('.'), mistake=_(mark.words))
        if self.index == self.last and self.board.rules.is_over(self.board.state):
            # TRANSLATORS: the last move's description, then how the game ended, two sentences.
            text = _("{move} {result}").format(
                move=text, result=self.board.rules.end_reason(self.board.state)
            )
        return text

    def words_at(self, index: int) -> str:
        if index == 0:
            people = [
                # TRANSLATORS: a seat and who played it, "Player 1 (Person)".
                _("{player} ({kind})").format(
                    player=self.board.game.seat_name(seat, self.states[0]), kind=_(LABELS[kind])
                )
                for seat, kind in enumerate(self.seats)
            ]
            against = people[0]
            for other in people[1:]:
                # TRANSLATORS: the players of a game, "Player 1 (Person) against Player 2 (Computer: easy)".
                against = _("{first} against {second}").format(first=against, second=other)
            # TRANSLATORS: the replay's first line: the game's name and who played it.
            return _("{game}: {players}.").format(game=self.board.game.name, players=against)
        return self.board.game.describe_move(self.states[index - 1], self.moves[index - 1])  # dice rolls too

    # -- layout and drawing ----------------------------------------------------------------------
    def long_sentences(self) -> list[str]:
        """The start (the game and who played it) and the first move (a start roll's dice, every
        one of them): the longest the replay says before the game's own sentences."""
        return [self.words_at(index) for index in range(min(2, self.last + 1))]

    def frame_layout(self, lay: Layout) -> Layout:
        # The view frames the screen above the timeline as it frames a board (buttons, coach
        # line, board: some views put the board beside the rest on wide screens).
        _widths, rows = self.plan(lay)
        above = copy.copy(lay)  # the same sizes on a canvas that ends above the timeline
        above.size = (lay.width, lay.height - rows * (lay.tap + lay.gap))
        above.height = above.size[1]
        above.portrait = above.height >= above.width
        return above

    def plan(self, lay: Layout) -> tuple[dict[IconButton, int], int]:
        """({button: width} for the buttons shown, rows): every button as wide as the widest
        word (a fingertip at least); the start and end buttons only where the scrubber keeps
        half the row (Home/End and the scrubber's ends do the same on a phone). Where a
        language's long words leave the scrubber no room for its figures, each button is as
        wide as its own word (Play's as Pause); where that is still too wide (large text on a
        320-px phone) the scrubber takes a row of its own above the buttons, which share the
        row below as their words need; on a short screen (320x480) the words first try the
        normal secondary text size."""
        row_w = lay.width - 2 * lay.margin
        for button in self.controls:
            button.least = None
        width = IconButton.width(self.app, timeline_words())
        wide = row_w - len(self.controls) * (width + lay.gap) >= row_w // 2
        self.start_button.visible = self.end_button.visible = wide
        shown = [button for button in self.controls if button.visible]
        widths = {button: width for button in shown}
        least = self.app.theme.font(lay.small, bold=True).size("888/888")[0] + 2 * lay.gap
        if row_w - len(shown) * (width + lay.gap) < least:
            for button in shown:
                widths[button] = IconButton.width(self.app, self.words_of(button))
        if row_w - sum(widths[button] + lay.gap for button in shown) < least and short(lay):
            smaller = self.smaller_words(lay, shown)  # a short screen: a second row costs the board
            if row_w - sum(smaller[button] + lay.gap for button in shown) >= least:
                return smaller, 1
            for button in shown:
                button.least = None
        if row_w - sum(widths[button] + lay.gap for button in shown) < least:
            extra = max(0, row_w - sum(widths.values()) - (len(shown) - 1) * lay.gap) // len(shown)
            return {button: widths[button] + extra for button in shown}, 2
        return widths, 1

    def smaller_words(self, lay: Layout, shown: list[IconButton]) -> dict[IconButton, int]:
        """{button: width} with the words in the normal secondary text size, which the
        buttons then take (app/ui/button_rows.py does the same for a bar of buttons)."""
        size = design.type_sizes(lay.unit, lay.css_scale)["secondary"]
        widths: dict[IconButton, int] = {}
        for button in shown:
            button.least = size
            widths[button] = IconButton.width(self.app, self.words_of(button), size)
        return widths

    def words_of(self, button: IconButton) -> list[str]:
        """The words a timeline button may show: Play's are Play and Pause (it toggles)."""
        return [_("Play"), _("Pause")] if button is self.play_button else [button.label]

    def layout(self, lay: Layout) -> None:
        widths, rows = self.plan(lay)
        row = pygame.Rect(lay.margin, lay.height - lay.margin - lay.tap, lay.width - 2 * lay.margin, lay.tap)
        x = row.x
        for button, width in widths.items():
            button.rect = pygame.Rect(x, row.y, width, lay.tap)
            x += width + lay.gap
        if rows == 2:  # the scrubber over the buttons, the whole width
            self.scrubber.rect = row.move(0, -lay.tap - lay.gap)
        else:
            self.scrubber.rect = pygame.Rect(x, row.y, row.right - x, lay.tap)

    def before_sync(self) -> None:
        ui = self.board.ui
        ui.interactive, ui.hints, ui.viewer = False, False, None
        ui.selected = ui.drag = ui.drag_pos = ui.focus = None

    def before_draw(self) -> None:
        play = self.play_button
        play.text, play.timeline_icon = (_("Pause"), "pause") if self.playing else (_("Play"), "play")
        play.label = play.text
        self.previous_button.enabled = self.start_button.enabled = self.index > 0
        self.next_button.enabled = self.end_button.enabled = self.index < self.last
        scrubber = self.scrubber
        scrubber.count, scrubber.index = self.last, self.index
        scrubber.marks = tuple(self.marks())
        scrubber.note, scrubber.note_bad = self.judge_note()

    def judge_note(self) -> tuple[str | None, bool]:
        """(a word on the scrubber, whether it tells of mistakes)."""
        if self.judge is None:
            return None, False
        found = len(self.judge.marks)
        if not self.judge.done:
            return _("Checking moves\u2026"), False
        if not found:
            return _("No mistakes found"), False
        return ngettext("{count} mistake", "{count} mistakes", found).format(count=found), True

    def draw_status(self, surface: pygame.Surface) -> None:
        colour = "bad" if self.index - 1 in self.marks() else "text"
        self.board.coach_line.draw(surface, self.app, self.board.status_rect, self.status_text(), colour)
