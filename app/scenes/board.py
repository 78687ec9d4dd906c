"""The board scene: one scene for every game and every way of showing one.

`BoardScene` composes a match (games/match.py), the game's `BoardView` (what the board
looks like and what a point means), one move source per seat and one for the dice
(app/play/sources.py), the person's side of the board (app/play/board_input.py), hidden
information (app/play/holder.py) and a mode (app/play/mode.py: a game, a lesson, a replay, a
puzzle) with its buttons and what it adds. Only `RULES.play` (through `self.play`) changes the
game; the rules decide turns and the end.

A move's path: pointer event -> `BoardInput.pointer` -> `view.hit` -> `Hit` -> `apply` (the
mode may refuse it) -> `play` -> `match.play` -> the mode saves, the view animates, the coach
line tells. Between them, `update` asks the source of the seat to move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial
from typing import Any

import pygame

from app.sharing.correspondence import LinkGame
from app.ui import pointer as ptr
from app.ui.coach_line import CoachLine
from app.ui.layout import Layout
from app.ui.widgets import UIScene
from games import registry
from games.core import CHANCE, IllegalMove
from games.match import Match

from .. import boards
from ..boards.frame import room_for, standard_frame, within
from ..boards.hit import CLEAR, BoardUI, Hit
from ..play.board_input import BoardInput, Target
from ..play.coach import coach_text
from ..play.holder import Holder
from ..play.mode import Mode
from ..play.sources import FarAway, Source, for_seats, load_ai, move_comes
from ..play.table import Table
from ..seats import seat_labels
from .host import SceneApp

MESSAGE_S = 4.0


class BoardScene(UIScene):
    name = "board"
    app: SceneApp  # what the scenes ask of the app (host.py)

    def __init__(
        self,
        app: SceneApp,
        match: Match,
        seats: Sequence[str],
        link: LinkGame | None = None,
        queued: Sequence[str] = (),
        mode: Mode | None = None,
        sources: dict[int, Source] | None = None,
        ident: str | None = None,
    ) -> None:
        super().__init__(app)
        self.match = match
        self.link = link  # a game played by link (app/sharing/correspondence.py): the other seat is far away
        self.queued = list(queued)  # moves that arrived in a link, played out one by one
        self.game = registry.get(match.record["game"])
        self.rules = self.game.rules
        self.seats = list(seats)
        far = {s for s in range(len(self.seats)) if link is not None and link.remote(s)}
        self.sources = sources or for_seats(self.seats, far)
        load_ai(self.game, self.sources)  # now, not in the computer's first move's frame
        self.rng = random.Random()  # dice for chance nodes come from here
        self.message: tuple[str, float, bool] | None = None  # (text, seconds left, bad)
        self.ui = BoardUI()
        self.ui.history = (match.states, match.moves)
        self.input = BoardInput(self)
        self.holder = Holder(self)
        self.view = boards.make_view(app, self.game, self.seats)
        self.view.labels[:] = seat_labels(self.seats, far)  # a friend far away says so on their card
        self.coach_line = CoachLine()
        self.cover_button = self.holder.button  # hidden information: "pass the device"
        self.sheet: tuple[str, int] | None = None  # ("bottom" or "right", px) an overlay keeps (game_over.py)
        self.mode: Mode = mode or Table(ident)  # `ident`: a game in progress's identity (app/play/resume.py)
        self.name = self.mode.name
        self.bar = self.mode.attach(self)
        offered = list(self.view.buttons) if self.mode.view_buttons else []
        for button in offered:
            button.action = partial(self.input.press, button)
        self.widgets = list(self.bar) + offered + list(self.mode.widgets)
        if self.game.hidden_information:
            self.widgets.append(self.cover_button)

    def enter(self) -> None:
        self.save()

    def save(self) -> None:
        """Keep the game now: a real game autosaves; a lesson or a replay keeps nothing."""
        self.mode.save()

    # -- facts ---------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.match.state

    def humans(self) -> set[int]:
        """The seats of people at this device (not a friend far away)."""
        return {seat for seat, source in self.sources.items() if seat != CHANCE and source.person}

    def remote(self, seat: int) -> bool:
        """Whether `seat` is played on another device (a game by link)."""
        return isinstance(self.sources.get(seat), FarAway)

    def seat_name(self, seat: int) -> str:
        return self.game.seat_name(seat, self.state)

    def human_to_move(self) -> bool:
        seat = self.rules.to_move(self.state)
        if seat == CHANCE or self.rules.is_over(self.state):
            return False
        return self.sources[seat].person and not self.queued

    def busy(self) -> bool:
        """True while an animation must finish before the game goes on."""
        return self.view.busy()

    def sync_ui(self) -> None:
        """Tell the view what the person may do now (read by draw, hit and targets)."""
        self.ui.interactive = self.human_to_move() and not self.busy()
        self.ui.hints = self.app.settings.hints
        self.holder.sync()
        target = self.input.focused()
        self.ui.focus = target[0] if target is not None and self.focus is None else None
        self.mode.before_sync()
        self.view.sync(self.state, self.ui)
        self.mode.after_sync()

    def key_targets(self) -> list[Target]:
        return self.input.targets()

    # -- playing -----------------------------------------------------------------------------
    def play(self, move: str) -> bool:
        """Play `move` through the rules; an illegal one is explained. True if played."""
        before = self.state
        self.mode.before_play()
        try:
            self.match.play(move)
        except IllegalMove as err:
            self.refuse(str(err))
            return False
        self.say(None)
        self.save()
        self.holder.note_mover(before)  # before animate: dice rolled now land as this person may see them
        self.view.animate(move, before, self.state, self.ui)
        self.ui.clear()
        self.input.target_focus = None
        news = self.view.news(before, move, self.state)
        mover = self.rules.to_move(before)
        if news is None and mover != CHANCE and self.sources[mover].told:
            news = self.game.describe_move(before, move)  # so people can follow the computer
        if news:
            self.say(news)
        self.mode.after_play()
        self.app.invalidate()
        return True

    def apply(self, hit: Hit | None) -> bool:
        """Carry out what a tap, a drop or a key means (a `Hit`); True if anything changed."""
        hit = self.mode.admit(hit)
        if hit is None:
            return False
        if hit.sound is not None:
            self.app.audio.play(hit.sound)
        if hit.move is not None:
            if hit.pick is not None:  # held if the rules refuse the move (play clears it)
                self.ui.selected = None if hit.pick is CLEAR else hit.pick
            return self.play(hit.move)
        if hit.pick is not None:
            self.ui.selected = None if hit.pick is CLEAR else hit.pick
            self.input.target_focus = None
        if hit.say is not None:
            self.refuse(hit.say) if hit.bad else self.say(hit.say)
        elif hit.pick is not None:
            self.say(None)
        self.app.invalidate()
        return True

    def refuse(self, text: str) -> None:
        self.say(text, bad=True)
        self.app.audio.play("invalid")

    def say(self, text: str | None, bad: bool = False) -> None:
        self.message = None if text is None else (text, MESSAGE_S, bad)
        self.app.invalidate()

    # -- the flow: each frame the seat to move (or the dice) may answer ---------------------
    def update(self, dt: float) -> bool:
        changed = self.view.update(dt)
        if self.message is not None:
            text, left, bad = self.message
            self.message = (text, left - dt, bad) if left > dt else None
            changed = changed or self.message is None
        changed = self.mode.update(dt) or changed
        if self.busy() or self.mode.board_closed():
            return changed or self.busy()
        if self.queued:  # a link's moves play out before anything else happens
            self.play(self.queued.pop(0))
            return True
        if self.rules.is_over(self.state):
            return self.mode.over() or changed
        seat = self.rules.to_move(self.state)
        move = self.sources[seat].next_move(self, seat, dt)
        if move is None:
            return changed
        self.play(move)
        return True

    def waiting(self) -> bool:  # a move comes as time passes: the loop may not rest (app/ui/pacing.py)
        return bool(self.queued) or not self.mode.board_closed() and move_comes(self)

    def stop_thinking(self) -> None:
        for source in self.sources.values():
            source.stop()

    def game_over_text(self) -> str:
        return self.view.game_over_text(self.state)

    def set_match(self, match: Match) -> None:
        """Show another match of the same game (a replay's jump, a lesson's step back)."""
        self.match = match
        self.ui.history = (match.states, match.moves)
        self.reset_view()

    def reset_view(self) -> None:
        self.stop_thinking()
        self.view.reset()
        self.ui.clear()
        self.input.target_focus = None
        self.holder.forget()

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: ptr.Pointer | pygame.event.Event) -> bool:
        """Buttons get pointer presses that start on them; the rest goes to the board."""
        if self.mode.handle(event):
            return True
        if not isinstance(event, ptr.Pointer):
            return super().handle(event)
        on_widget = event.kind == ptr.DOWN and any(w.hit(event.pos) for w in self.widgets)
        if self.pressed is not None or on_widget:
            return super().handle(event)
        return self.input.pointer(event)

    def handle_key(self, event: pygame.event.Event) -> bool:
        return self.input.key(event) or super().handle_key(event)

    def cancel(self) -> bool:
        """Esc: drop a half-made choice; True if there was one."""
        return self.mode.cancel()

    def back(self) -> None:
        """Esc or the browser's back: cancel a pending choice, else leave the board."""
        if not self.cancel():
            self.mode.leave()

    def exit(self) -> None:
        self.stop_thinking()
        self.mode.exit()

    # -- layout and drawing ----------------------------------------------------------------------
    def layout(self, lay: Layout) -> None:
        above = within(self.mode.frame_layout(lay), self.sheet)  # above a replay's timeline, beside a sheet
        self.view.expect(self.state, self.mode.long_sentences(), self.mode.board_closed())
        framed = self.view.frame(above, self.bar) or standard_frame(above, self.bar, self.app.theme)
        self.status_rect, self.board_rect = room_for(self.app, *framed, self.mode.long_sentences())
        self.view.layout(above, self.board_rect)
        self.holder.place(self.board_rect, lay)
        self.mode.layout(lay)

    def status_text(self) -> str:
        """The coach line: who does what now (app/play/coach.py)."""
        if not self.rules.is_over(self.state):
            self.ui.interactive = self.human_to_move() and not self.busy()
        said = self.mode.status_text()
        return said if said is not None else coach_text(self)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.mode.before_draw()
        self.sync_ui()
        if not self.holder.draw_cover(surface, self.board_rect):  # else the board waits under it
            self.view.draw(surface, self.state, self.ui)
        self.mode.draw_status(surface)
        self.input.draw_focus(surface)
        self.mode.draw(surface)

    def draw_status(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        """The sentence (or the latest message) in the coach line's box."""
        text, colour = self.status_text(), "text"
        if self.message is not None:
            text, colour = self.message[0], "bad" if self.message[2] else "accent"
        self.coach_line.draw(surface, self.app, rect or self.status_rect, text, colour)
