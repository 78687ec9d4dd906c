"""A real game at the table: what a board scene adds when it plays one (its `mode`).

The buttons along the top (Menu, Undo, Restart or Send, Rules), the autosave after every
move in the game's own slot (and a game by link's memory of it), Undo (against the computer:
back to the person's last move), Restart (asking first: the game in progress would be lost)
and Rematch, Share and Send, and at the end the recent games, your record, the sound and the
game-over overlay. The board scene asks; this decides nothing about turns.

A game's end is bookkeeping, not a scene: the move that ends it (the person's, the computer's
or a link's) is recorded in the frame it is played (`save` -> `record_end`: Recent games, your
record, its slot cleared), so Restart, Menu, Esc or a closed tab during that move's animation
lose nothing; only the sound and the game-over sheet wait for the animation (`over`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.saved import autosave, recent, record
from app.sharing import correspondence
from app.ui import audio, icons
from app.ui.widgets import Button
from games import codes
from games.core import CHANCE
from games.i18n import N_, _
from games.match import Match

from .mode import Mode

if TYPE_CHECKING:
    import pygame

    from .mode import ModeBoard

RESTART_QUESTION = N_("This game will be lost: a new one starts with the same players and settings.")


class Table(Mode):
    name = "board"

    def __init__(self, ident: str | None = None) -> None:
        # the game's identity, as its slot keeps it (app/play/resume.py); "" until `attach` finds one
        self.ident = ident or ""

    def attach(self, board: ModeBoard) -> list[Any]:
        self.board = board
        self.over_shown = False  # the game-over sheet opened for this end
        self.recorded = False  # this end's bookkeeping done (an end after Undo replaces it, by identity)
        # what your record counted at this end (None: nothing, or counted before)
        self.counted: str | None = None
        # the game's identity, kept with it in its slot: your record counts its end once
        # (app/saved/record.py), even when Undo or a reload shows that end again
        self.ident = (
            self.ident
            or autosave.ident_of(board.app, board.match, board.seats, board.link is not None)
            or record.new_ident()
        )
        self.undo_button = Button(_("Undo"), self.undo, icon=icons.UNDO)
        # TRANSLATORS: sends the game by link to the friend far away.
        self.send_button = Button(_("Send"), self.send, style="accent", icon=icons.SEND)
        bar = [
            Button(_("Menu"), lambda: self.leave(), icon=icons.MENU),
            self.undo_button,
            Button(_("Restart"), self.ask_restart, icon=icons.RESTART),
            Button(_("Rules"), self.show_rules, icon=icons.RULES),
        ]
        if board.link is not None:  # restarting would leave the friend behind: Send takes its place
            bar[2] = self.send_button
        return bar

    # -- saving ----------------------------------------------------------------------------------
    def save(self) -> None:
        """After every move (and as the board opens): a game that goes on is saved in its slot
        (and a game by link's memory of it); a game that has just ended is recorded at once."""
        link = self.board.link
        if link is not None:
            correspondence.remember(self.board.app, link, self.board.match.record)
        if self.board.rules.is_over(self.board.state):
            self.record_end()
            return
        autosave.save(
            self.board.app,
            self.board.match,
            self.board.seats,
            link=None if link is None else link.doc(),
            ident=self.ident,
        )

    # -- the end ---------------------------------------------------------------------------------
    def record_end(self) -> None:
        """The end's bookkeeping, once per end, in the frame of the last move: the slot is
        cleared (no Continue for a finished game), the game goes into Recent games and, against
        the computer, into your record (app/saved/record.py counts a game's identity once)."""
        if self.recorded:
            return
        self.recorded = True
        app = self.board.app
        autosave.clear(app, self.slot())
        recent.add(
            app,
            self.board.match.record,
            self.board.seats,
            self.board.rules.end_reason(self.board.state),
            ident=self.ident,
        )
        self.counted = None
        if self.board.link is None:  # one person against the computer: your record (app/saved/record.py)
            self.counted = record.game_result(
                app,
                self.ident,
                self.board.game.id,
                self.board.seats,
                self.board.rules.returns(self.board.state),
            )

    def over(self) -> bool:
        """Once the last move's animation is over: the sound and the game-over sheet."""
        if self.over_shown:
            return False
        self.over_shown = True
        self.record_end()  # done already when the move was played; never twice
        app = self.board.app
        sound = audio.ending(
            self.board.rules.returns(self.board.state), self.board.humans(), len(self.board.seats)
        )
        app.audio.play(sound)
        # a win of a person here is celebrated (app/ui/celebration.py), with its sound
        app.scenes.open("game_over", board=self.board, counted=self.counted is not None, won=sound == "win")
        return False

    def celebrated(self) -> list[pygame.Rect]:
        """What lights up at a win (BoardView.celebrated), where the board shows it now."""
        return self.board.view.celebrated(self.board.state)

    # -- buttons ---------------------------------------------------------------------------------
    def undo(self) -> None:
        board = self.board
        humans = board.humans()
        if not humans:
            board.say(_("Nothing to undo: only the computer is playing."))
            return
        board.stop_thinking()
        if not board.match.undo(humans, chance_barrier=self.undo_barrier(), floor=self.undo_floor()):
            board.say(_("Nothing to undo."), bad=True)
            return
        self.over_shown = self.recorded = False  # the game is on again; a new end is recorded again
        self.counted = None
        self.save()
        board.reset_view()
        if board.view.ending:  # a finished game taken back: its board framed for play again
            board.layout(board.app.layout)
        board.say(_("Move taken back."))

    def undo_barrier(self) -> bool:
        return not self.board.game.undo_across_dice and len(self.board.humans()) > 1

    def undo_floor(self) -> int:
        """Moves never taken back: in a game by link, the ones sent or received."""
        return 0 if self.board.link is None else self.board.link.floor

    def slot(self) -> str:
        """Where this game is kept while in progress (app/saved/autosave.py)."""
        return autosave.slot_of(self.board.game.id, self.board.link is not None)

    def ask_restart(self) -> None:
        """Restart asks first while the game is on and a player has moved: a new game
        throws this one away (the question says so; Cancel keeps it)."""
        board = self.board
        if board.rules.is_over(board.state) or not any(
            board.match.seat_of(index) != CHANCE for index in range(len(board.match.moves))
        ):
            self.restart()
            return
        board.app.scenes.open(
            "confirm",
            title=_("Start a new game?"),
            text=_(RESTART_QUESTION),
            answers=[(_("Cancel"), None, "panel"), (_("Restart"), self.restart, "accent")],
        )

    def restart(self, seats: list[str] | None = None) -> None:
        board = self.board
        board.stop_thinking()
        record = board.match.record
        match = Match.new(record["game"], record["players"], record["variant"], record["options"])
        details: dict[str, Any] = {}
        if board.link is not None:  # a new game by link with the same friend
            details["link"] = board.link.rematch(swap=seats is not None and board.game.rematch_swaps)
        board.app.scenes.pop_to("menu")
        board.app.scenes.open("board", match=match, seats=seats or board.seats, **details)

    def rematch(self) -> None:
        """Who sits where in a rematch: some games let the other player start."""
        seats = self.board.seats
        self.restart(list(reversed(seats)) if self.board.game.rematch_swaps else seats)

    def show_rules(self) -> None:
        self.board.app.scenes.open("rules", game_id=self.board.game.id)

    def share(self) -> None:
        """Share this game's code (a game by link: send it to the friend)."""
        board = self.board
        if board.link is not None:
            self.send()
            return
        try:
            code = codes.encode(board.match.record, seats=board.seats)
        except codes.CodeError as error:
            board.refuse(str(error))
            return
        board.app.scenes.open("share", code=code, title=_("Share this game"))

    def send(self) -> None:
        """Send the game by link to the friend far away (again, if it got lost)."""
        board = self.board
        if board.human_to_move():
            board.say(_("It is your turn: make your move, then Send."))
            return
        link = board.link
        assert link is not None  # Send is offered only in a game by link
        record = board.match.record
        link.floor = link.sent = len(record["moves"])  # the friend may see these now
        self.save()
        board.app.scenes.open("share", code=link.code(record), title=_("Send to your friend"))

    def waiting_text(self) -> str | None:
        """The sentence while the friend far away is to move, or None."""
        board = self.board
        seat = board.rules.to_move(board.state)
        if board.rules.is_over(board.state) or board.queued or not board.remote(seat):
            return None
        assert board.link is not None  # only a game by link has a seat far away
        return board.link.status(board.game, board.state, len(board.match.moves))

    # -- drawing ---------------------------------------------------------------------------------
    def before_draw(self) -> None:
        humans = self.board.humans()
        self.undo_button.enabled = bool(humans) and self.board.match.can_undo(
            humans, chance_barrier=self.undo_barrier(), floor=self.undo_floor()
        )
        if self.board.link is not None:
            words = _("Send again") if self.board.link.sent == len(self.board.match.moves) else _("Send")
            if words != self.send_button.text:  # the bar's buttons share their row by their words
                self.send_button.text = words
                self.board.layout(self.board.app.layout)
