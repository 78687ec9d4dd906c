"""The Triad board view: the 6x6 grid with Black at the bottom, each player's
card (who plays it, their triads, whose turn), what a triad is, and the turn:
tap a die, tap a lit cell. Built from parts (listed in __init__.py); the view
places them (`frame`, `layout`) and says what belongs to the whole board: the
coach line and the news of a move (their seat always the one whose card is lit:
turn.py), and which move to animate.

Everything shown comes from RULES queries on the state it is given (cached per
state in `Facts`, shared by the parts); the dice in motion only animate a move
already played. What a tap means is answered as a `Hit`; the board scene plays
it. The die picked this turn is `ui.selected` (a cell name); a dragged die is
`ui.drag`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from app.seats import is_human
from app.ui.button_rows import arrange, arrangement, has_icons
from app.ui.coach_line import CoachLine
from app.ui.layout import READABLE_CSS
from app.ui.widgets import words_fit
from games import i18n
from games.core import CHANCE
from games.i18n import _
from games.triad.rules import parse_move

from ..frame import standard_frame
from ..view import BoardView
from . import geometry as geo
from .cards import SeatCard
from .carried import Carried
from .dice import Dice
from .facts import FactsCache
from .field import Field
from .hints import Hints
from .legend import Legend
from .motion import DiceInMotion
from .traces import Traces
from .triads import NewTriads, Removal
from .turn import Turn
from .turning import TurnButtons

if TYPE_CHECKING:
    from collections.abc import Sequence

    import pygame

    from app.ui.layout import Layout
    from app.ui.widgets import Button
    from games.game import Game
    from games.triad.rules import TriadState
    from games.triad.view_queries import TriadQueries

    from ..hit import BoardUI, Hit
    from ..host import Host
    from ..part import Part


class TriadView(BoardView):
    CELL_NAME = re.compile(r"\b[a-f][1-6]\b")  # c4: column letter, row number, as the rulers show
    rules: TriadQueries  # game.rules: RULES (games/triad/view_queries.py checks it answers them)

    def __init__(self, app: Host, game: Game[Any], seats: Sequence[str]) -> None:
        super().__init__(app, game, seats)
        rules = self.rules
        self.framed: geo.Geometry | None = None  # the geometry the frame chose (portrait or landscape)
        self.geometry: geo.Geometry | None = None
        self.facts = FactsCache(rules)
        self.field = Field(app)
        # a removed die flies to its card, and a card is lit by the turn, which waits for
        # the setup roll in motion: the list is filled once the turn exists
        self.cards: list[SeatCard] = []
        self.in_motion = DiceInMotion(app, rules, self.field, self.cards)
        self.turn = Turn(rules, self.in_motion)
        self.cards += [SeatCard(app, game, self.labels, seat, self.facts, self.turn) for seat in (0, 1)]
        self.removal = Removal(self.facts, self.field, self.in_motion, app.glow_speed, theme=app.theme)
        self.dice = Dice(app, game, self.facts, self.field, self.in_motion)
        self.turning = TurnButtons(app, self.facts, self.cards)
        self.legend = Legend(app)
        self.parts = [  # bottom to top
            self.field,
            Traces(rules, self.facts, self.field, self.in_motion),
            Hints(app, rules, self.facts, self.field),
            NewTriads(self.facts, self.field, self.in_motion, self.removal.pulse, app.theme),
            self.dice,
            self.in_motion,
            self.removal,  # after the dice in motion: it sees them land (triads.py)
            Carried(app, self.facts, self.field),
            *self.cards,
            self.turning,  # over the mover's card
            self.legend,
        ]

    # -- layout ----------------------------------------------------------------------------------
    def frame(self, lay: Layout, bar: list[Button]) -> tuple[pygame.Rect, pygame.Rect]:
        """The coach line's box grows into spare height; on wide or square screens the
        board goes on the left with the buttons, cards and coach line beside it, when
        that gives bigger cells than the standard frame."""
        status, rect = standard_frame(lay, bar, self.app.theme)
        # the box as tall as a long sentence the line says often needs (a translation in large
        # text on a narrow phone wraps it to four lines), the board below it
        # (a lesson's end gives no more instructions: its closing words are among `also_said`)
        if self.closed and self.also_said:
            said = list(self.also_said)
        else:
            said = [self.ending or self.long_sentence(), *self.also_said]
        grow = max(
            0, max(CoachLine.height_for(self.app, text, status.width) for text in said) - status.height
        )
        status.height += grow
        rect.y, rect.height = rect.y + grow, rect.height - grow
        ended = bool(self.ending) or self.closed
        best = self.framing(lay, bar, rect, status, said, ended, one_line=False)
        if ended and best.cell < READABLE_CSS * lay.css_scale:
            # an ending whose field would be under a finger's size: the cards give up their
            # second line (who plays the seat: said all game) where that shows larger cells
            lean = self.framing(lay, bar, rect, status, said, ended, one_line=True)
            best = lean if lean.cell > best.cell else best
        self.framed = best
        assert best.status is not None and best.area is not None  # both geometries set them
        if best.buttons is None:
            return best.status, best.area
        for button, place in zip(bar, best.buttons):
            button.rect = place
        arrange(self.app.theme, lay, bar)  # the column's narrower buttons: icon and words anew
        return best.status, best.area

    def framing(
        self,
        lay: Layout,
        bar: list[Button],
        rect: pygame.Rect,
        status: pygame.Rect,
        said: list[str],
        ended: bool,
        one_line: bool,
    ) -> geo.Geometry:
        """The standard frame's (cards and board under the coach line) or the side column's
        geometry, whichever shows the larger cells."""
        tall = geo.portrait(lay, rect, status, ended, one_line)
        least = 0 if self.reserve is not None else tall.cell  # a column keeping a mode's button: any
        return self.beside(lay, bar, said, least, ended, one_line) or tall

    def beside(
        self, lay: Layout, bar: list[Button], said: list[str], least: int, ended: bool, one_line: bool = False
    ) -> geo.Geometry | None:
        """The board on the left, the side column as narrow as holds the bar and the coach line's
        sentences `said` (a translation's longer words, larger text, a game-over sheet beside it),
        its cells larger than `least`; None if there is no such column. In each width the bar
        takes two rows of icons with their words, else one row of icons alone."""
        theme = self.app.theme
        icons = has_icons(theme, lay, bar)
        for share in geo.SIDE_SHARES:
            for one_row in (False, True) if icons else (False,):
                found = geo.landscape(lay, len(bar), share, ended, one_row, one_line, self.reserve)
                assert found.buttons is not None and found.status is not None
                if found.cell <= least:
                    return None  # the column only gets wider from here
                words = (
                    lay.text_scale <= 1
                    and i18n.language() == i18n.SOURCE
                    or (icons and (one_row or arrangement(theme, lay, bar, found.buttons) != "alone"))
                    or all(words_fit(theme, lay, b.text, r) for b, r in zip(bar, found.buttons))
                )
                need = max(CoachLine.height_for(self.app, text, found.status.width) for text in said)
                if words and found.status.height >= need:
                    return found
        return None

    def long_sentence(self) -> str:
        """A long sentence the coach line says often (the frame sizes its box for it): where
        the picked die may go, said to the seat with the longer name."""
        name = max((self.game.seat_name(seat) for seat in (0, 1)), key=len)
        return _("{player}: tap a lit cell. The die on {cell} turns to the distance and moves there.").format(
            player=name, cell="c3"
        )

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        """The cards and the legend get their boxes; everything else lies on the field's frame."""
        framed = self.framed
        self.geometry = (
            framed
            if framed is not None and framed.area == rect
            else geo.portrait(
                lay, rect, ended=bool(self.ending) or self.closed, one_line=bool(framed and framed.one_line)
            )
        )
        geometry = self.geometry
        boxes: dict[Part, pygame.Rect] = {
            self.cards[0]: geometry.panels[0],
            self.cards[1]: geometry.panels[1],
        }
        for part in self.parts:  # the field first: the others read its cells
            if part is self.legend:
                self.legend.layout(lay, geometry.legend)  # None: no room for it
            else:
                part.layout(lay, boxes.get(part, geometry.frame))

    def sheet_slot(self) -> pygame.Rect | None:
        return self.geometry.slot if self.geometry is not None else None

    def playing_area(self) -> pygame.Rect | None:
        assert self.geometry is not None  # laid out before use
        return self.geometry.frame

    def seat_areas(self) -> list[pygame.Rect]:
        return [card.rect for card in self.cards if card.rect is not None]

    def piece_px(self) -> int | None:
        return self.geometry.cell if self.geometry is not None else None

    def cell_rect(self, name: str) -> pygame.Rect | None:
        return self.field.cells.get(name)

    def result_area(self, state: TriadState) -> list[pygame.Rect]:
        """The triads that won (their cells) and both cards (the triads each made)."""
        assert self.geometry is not None  # laid out before use
        cells = [self.field.cells[c] for triad in self.facts(state).new for c in triad]
        won = [cells[0].unionall(cells[1:])] if cells else [self.geometry.frame]
        return won + [card.rect for card in self.cards if card.rect is not None]

    def celebrated(self, state: TriadState) -> list[pygame.Rect]:
        """The winning triads' cells, one by one."""
        cells = [self.field.cells[c] for triad in self.facts(state).new for c in triad]
        return cells or super().celebrated(state)

    def cell_labels(self, state: TriadState) -> set[str]:
        return set(self.field.cells)  # the rulers name every cell, in every layout

    # -- the parts, with what belongs to the whole board ------------------------------------------
    def animate(self, move: str, before: TriadState, after: TriadState, ui: BoardUI) -> None:
        self.facts(after)
        self.in_motion.animate(move, before, after, dropped=ui.drag is not None and ui.drag_pos is not None)

    def targets(self, state: TriadState, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        return [] if self.busy() else super().targets(state, ui)  # nothing to reach while a die moves

    def waiting(self, state: TriadState) -> str | None:
        # while a die moves, a tap is simply early: say nothing
        return None if self.busy() else _("Wait for your turn: the computer is thinking.")

    # -- words -------------------------------------------------------------------------------------
    def news(self, before: TriadState, move: str, after: TriadState) -> str | None:
        """A computer's move, then whose turn it is now (the card marked already)."""
        seat_name = self.game.seat_name
        mover = self.rules.to_move(before)
        if mover == CHANCE or is_human(self.seats[mover]):
            return None  # a person saw their own move: the coach line says what comes next
        name = seat_name(mover)
        if move.startswith("remove"):
            cell = self.rules.CELLS[parse_move(move)[1]]
            said = _("{player} made a triad and took their die on {cell} off the board.").format(
                player=name, cell=cell
            )
        else:
            said = self.game.describe_move(before, move)
        if self.rules.is_over(after):
            winner = self.rules.winner(after)
            if winner is not None:
                # TRANSLATORS: {said} is a sentence of its own, the move just made.
                return _("{said} {player} wins.").format(said=said, player=seat_name(winner))
            return _("{said} A draw.").format(said=said)
        if self.rules.phase(after) == "remove":
            return _("{said} A triad! {player} takes one of their dice off next.").format(
                said=said, player=name
            )
        return _("{said} {player}'s turn.").format(said=said, player=seat_name(self.rules.to_move(after)))

    def coach(self, state: TriadState, ui: BoardUI) -> str:
        rules = self.rules
        if rules.is_over(state):
            return rules.end_reason(state)
        if self.turn.rolling(state, ui):
            return _("Rolling the dice: each side lines up its six, lowest first.")
        seat = rules.to_move(state)
        name = self.game.seat_name(seat)
        if not is_human(self.seats[seat]):
            return _("{player} (computer) is thinking...").format(player=name)
        facts = self.facts(state)
        picked = facts.held(ui)
        if facts.phase == "remove":
            return _("{player} made a triad! Tap one of your pulsing dice to take it off the board.").format(
                player=name
            )
        if facts.phase == "fallback":
            if picked and ui.hints:
                return _(
                    "{player}: turn the die on {cell} in place with a button on your card, or move it "
                    "unturned "
                    "to a lit cell."
                ).format(player=name, cell=picked)
            if picked:
                return _(
                    "{player}: turn the die on {cell} in place with a button on your card, or move it "
                    "unturned."
                ).format(player=name, cell=picked)
            return _(
                "{player}: none of your dice can make a normal move. Tap one to turn it in place or to "
                "move it "
                "without turning it."
            ).format(player=name)
        if picked and ui.hints:
            return _(
                "{player}: tap a lit cell. The die on {cell} turns to the distance and moves there."
            ).format(player=name, cell=picked)
        if picked:
            return _(
                "{player}: tap where it should go. The die on {cell} turns to the distance and moves there."
            ).format(player=name, cell=picked)
        if seat == 0:
            text = _("{player}: tap one of your black dice to see where it can go.").format(player=name)
        else:
            text = _("{player}: tap one of your orange dice to see where it can go.").format(player=name)
        if rules.position_count(state) == 2:
            # TRANSLATORS: added after the instruction, a sentence of its own.
            text = _("{instruction} This position has come up twice: a third time is a draw.").format(
                instruction=text
            )
        return text
