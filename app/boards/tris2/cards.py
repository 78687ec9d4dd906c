"""A player's card: who the seat is and what they need, at a glance (one part per seat).

A card holds three lines: the name (with X or O in Tris 1) and the pill every game's cards
share ("to move", "thinking", "wins": app/boards/seat_panel.py), who plays it in the app's one wording
("Person", "Computer: normal", "Friend far away": the view's labels), and the goal ("needs any 3 in
a line"; in Tris 1 "needs 3 X in a line", with the die turned to X beside it).
A short card drops the goal line, never the name, the kind or the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from games.i18n import _

from ..part import Part
from ..seat_panel import SeatStatus, draw_seat_panel, seat_status, status_picture

if TYPE_CHECKING:
    from typing import Any

    from app.ui.layout import Layout
    from games.game import Game
    from games.tris2.state import State
    from games.tris2.view_queries import Tris2Queries

    from ..hit import BoardUI
    from ..host import Host
    from .pictures import Pictures

TURNED = ("X/O", "OX/")  # Tris 1: how Player 1's and Player 2's dice end up


class SeatCard(Part):
    def __init__(
        self, app: Host, game: Game[Any], seat: int, seats: list[str], labels: list[str], pictures: Pictures
    ) -> None:
        self.app, self.game, self.seat, self.seats = app, game, seat, seats
        # the descriptor promises Rules; Tris 2's RULES answers Tris2Queries (games/tris2/view_queries.py)
        self.rules = cast("Tris2Queries", game.rules)
        self.labels = labels  # the view's list, kept up to date by the scene
        self.pictures = pictures
        self.rect: pygame.Rect | None = None
        self.lines = 3

    def layout(self, lay: Layout, rect: pygame.Rect, lines: int = 3) -> None:
        """`lines`: 3 (name and turn, who, goal) or 2 (no goal) on this layout."""
        self.rect, self.lines = rect, lines

    def status(self, state: State, closed: bool = False) -> SeatStatus:
        """Whose turn, or the result once the game is over: the card every game shares."""
        return seat_status(self.rules, state, self.seat, self.seats, closed=closed)

    def goal(self, state: State) -> list[str]:
        """The goal line's wordings, longest first."""
        if state.variant == "tris1":
            symbol = self.rules.symbol_of(self.seat)
            return [
                # TRANSLATORS: a seat card's goal line in Tris 1, "needs 3 X in a line", and its shorter form.
                _("needs 3 {symbol} in a line").format(symbol=symbol),
                _("3 {symbol} in a line").format(symbol=symbol),
            ]
        # TRANSLATORS: a seat card's goal line, with two shorter forms for a narrow card.
        return [_("needs any 3 in a line"), _("any 3 in a line"), _("3 in a line")]

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        if self.rect is None:
            return
        theme, lay, rect, seat, lines = self.app.theme, self.app.layout, self.rect, self.seat, self.lines
        status = self.status(state, ui.closed)
        draw_seat_panel(surface, theme, lay, rect, status)
        pad = max(6, lay.gap)
        inner = rect.inflate(-2 * pad, 0)
        lines_shown = 3 if lines >= 3 else 2  # body text on a card tall enough for it
        size: int = (
            lay.text if theme.font(lay.text).get_linesize() * lines_shown + pad <= rect.height else lay.small
        )
        full = self.game.seat_name(seat, state)
        if state.variant == "tris1":  # the seat's die beside the words, if the name and the turn still fit
            bold = theme.font(size, bold=True)
            need = max(
                bold.size(full)[0] + pad + theme.tag(_("to move"), size, pad // 2).get_width(),
                theme.font(size).size(self.labels[seat])[0],
            )
            inner = self.draw_symbol(surface, inner, pad, need)
        # TRANSLATORS: a player's name in short where "Player 1" does not fit.
        short = _("P{number}").format(number=seat + 1)
        if state.variant == "tris1":
            short = _("P{number} ({symbol})").format(number=seat + 1, symbol=self.rules.symbol_of(seat))
        name = self.fit([full, short], size, "text", inner.width, bold=True)
        kind = self.labels[seat]  # "Computer: easy"; where even secondary text is too wide, "Computer"
        fitted = [name, self.fit([kind, kind.split(": ")[0]], size, "muted", inner.width)]
        if lines >= 3:
            fitted.append(self.fit(self.goal(state), size, "muted", inner.width))
        size = max(row_size for _, row_size in fitted)
        rows = [picture for picture, _ in fitted]
        step = theme.font(size).get_linesize()
        top = rect.centery - step * len(rows) // 2
        for index, label in enumerate(rows):
            surface.blit(label, label.get_rect(midleft=(inner.x, top + step * index + step // 2)))
        pill = status_picture(theme, status, size, pad // 2)
        if pill is not None:  # on the first line with room for it (else the border alone says it)
            for index, row in enumerate(rows):
                if row.get_width() + pad + pill.get_width() <= inner.width:
                    surface.blit(pill, pill.get_rect(midright=(inner.right, top + step * index + step // 2)))
                    break

    def draw_symbol(self, surface: pygame.Surface, inner: pygame.Rect, pad: int, need: int) -> pygame.Rect:
        """Tris 1: the die turned to the seat's symbol at the card's right, if `need` px
        of words still fit beside it; the room left for the words."""
        rect = self.rect
        assert rect is not None  # draw() returns before calling it otherwise
        size = min(rect.height - pad, int(rect.width * 0.3))
        room = inner.width - size - pad
        if size < 20 or room < need:
            return inner
        picture = self.pictures.die(TURNED[self.seat], size)
        surface.blit(picture, picture.get_rect(midright=(inner.right, rect.centery)))
        return pygame.Rect(inner.x, inner.y, room, inner.height)

    def fit(
        self, options: list[str], size: int, colour: str, width: int, bold: bool = False
    ) -> tuple[pygame.Surface, int]:
        """(label, size): the first of `options` that fits `width` at `size`, else at the
        secondary text role; else the last one in secondary text (never smaller)."""
        theme, lay = self.app.theme, self.app.layout
        for role in (size, lay.small):
            for text in options:
                if theme.fits(text, role, width, bold):
                    return theme.text(text, role, colour, bold), role
        return theme.text(options[-1], lay.small, colour, bold), lay.small
