"""At the end, the lines that decided the game on the card (under its dice) and their label along the
card's bottom edge. A Trice (it wins) is a solid green line with a tick, a Double Trice (it
loses) a dashed red line with a cross: the shapes tell them apart for anyone who cannot tell
green from red, and a dark edge shows either line on the light card (app/boards/cues.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.widgets import draw_panel

from .. import cues
from ..part import Part

if TYPE_CHECKING:
    from games.trice.rules import TriceState
    from games.trice.view_queries import TriceQueries

    from ..hit import BoardUI
    from ..host import Host
    from .card import Card
    from .pool import Pool

MARKS = {"trice": ("good", "tick", False), "double": ("bad", "cross", True)}  # colour, badge, dashed


def style(kind: str) -> tuple[str, str, bool]:
    """(colour role, badge mark, dashed) of a deciding line of `kind` ("trice" or a Double Trice)."""
    return MARKS["trice" if kind == "trice" else "double"]


class DecidingLines(Part):
    def __init__(self, app: Host, rules: TriceQueries, card: Card, pool: Pool) -> None:
        self.app, self.rules, self.card, self.pool = app, rules, card, pool
        self.legend: pygame.Rect | None = None
        card.under = self.draw_under

    def draw_under(self, surface: pygame.Surface, state: TriceState) -> None:
        """Under the dice: each deciding line from end to end and an outline round each of its
        squares, so the line reads from afar and no pip is covered."""
        if not self.rules.is_over(state):
            return
        theme, card = self.app.theme, self.card
        gap = self.app.layout.gap
        for cells, kind, _words in self.rules.deciding_lines(state):
            role, _mark, dashed = style(kind)
            colour = theme.colour(role)
            # the outlines first: the line over them runs unbroken from end to end
            for c in cells:
                square = card.cells[c].inflate(-gap // 4, -gap // 4)
                corners = [square.topleft, square.topright, square.bottomright, square.bottomleft]
                cues.edged_outline(surface, theme, colour, corners, max(4, card.cell // 14), dashed)
            points = [card.cells[c].center for c in cells]
            cues.edged_line(surface, theme, colour, points[0], points[-1], max(8, card.cell // 6), dashed)

    def draw(self, surface: pygame.Surface, state: TriceState, ui: BoardUI) -> None:
        if not self.rules.is_over(state):
            return
        theme, rules, card = self.app.theme, self.rules, self.card
        for cells, kind, _words in rules.deciding_lines(state):
            role, mark, dashed = style(kind)
            colour = theme.colour(role)
            points = [card.cells[c].center for c in cells]
            # the badge between the first two dice, where it hides no pip (the line and the
            # squares' outlines lie under the dice: draw_under)
            between = ((points[0][0] + points[1][0]) // 2, (points[0][1] + points[1][1]) // 2)
            cues.badge(surface, theme, colour, between, max(8, card.cell // 7), mark)
        label = rules.line_label(state)
        if label:
            self.draw_label(surface, label, state)

    def place(self, legend: pygame.Rect | None) -> None:
        """Where the label may go when it does not fit along the card's edge (the room the
        full-card steps use; None: none in this layout)."""
        self.legend = legend

    def draw_label(self, surface: pygame.Surface, label: str, state: TriceState) -> None:
        """What the lines are, along the card's bottom edge if one line holds it and it hides
        no die there, else in the room beside or under the card if the
        layout has some and no die is left there (a puzzle ends with dice in the pool); else
        only the coach line says it."""
        theme, lay, card = self.app.theme, self.app.layout, self.card
        assert card.rect is not None  # placed before use
        step = theme.font(lay.small, bold=True).get_linesize()
        lines = theme.lines(label, lay.small, card.rect.width - 2 * lay.gap, bold=True)
        box = pygame.Rect(0, 0, theme.font(lay.small, bold=True).size(label)[0], step)
        box.midbottom = (card.rect.centerx, card.rect.bottom - 4)
        if len(lines) == 1 and not self.covers_a_die(box.inflate(lay.gap, 6), state):
            pygame.draw.rect(surface, theme.colour("panel_hi"), box.inflate(lay.gap, 6), border_radius=6)
        elif self.legend is not None:
            lines = theme.lines(label, lay.small, self.legend.width - 2 * lay.gap, bold=True)
            box = pygame.Rect(0, 0, self.legend.width - 2 * lay.gap, len(lines) * step)
            # at the room's top, else at its bottom: where it covers no die left in the pool
            # and none of the colours' names
            taken = [picture for _die, picture in self.pool.positions(state)]
            taken += self.pool.caption_rects(state)
            for top in (self.legend.y + lay.gap, self.legend.bottom - lay.gap - box.height):
                box.midtop = (self.legend.centerx, top)
                if box.top >= self.legend.y and box.inflate(0, lay.gap).collidelist(taken) < 0:
                    break
            else:
                return
            draw_panel(surface, theme, box.inflate(2 * lay.gap, 2 * lay.gap // 2), "panel", radius=lay.gap)
        else:
            return
        for index, line in enumerate(lines):
            text = theme.text(line, lay.small, "text", bold=True)
            surface.blit(text, text.get_rect(midtop=(box.centerx, box.y + index * step)))

    def covers_a_die(self, box: pygame.Rect, state: TriceState) -> bool:
        """Whether `box` on the card would hide part of a die (a deciding die above all)."""
        card, board = self.card, self.rules.board(state)
        dice = [
            pygame.Rect(0, 0, card.die, card.die).move_to(center=card.cells[c].center)
            for c, die in board.items()
            if die is not None
        ]
        return box.collidelist(dice) >= 0

    def area(self, state: TriceState) -> list[pygame.Rect]:
        """Where the deciding lines are drawn (the game's result), or [] before the end."""
        rects = self.squares(state)
        return [rects[0].unionall(rects[1:])] if rects else []

    def squares(self, state: TriceState) -> list[pygame.Rect]:
        """The deciding lines' squares, line by line (what lights in turn at a win)."""
        if not self.rules.is_over(state):
            return []
        return [
            self.card.cells[c] for cells, _kind, _words in self.rules.deciding_lines(state) for c in cells
        ]
