"""A lesson's end sheet: the closing words and the offer of a real game, placed where it covers
neither what the lesson ended on (the view's `result_area`: the winning line, the score) nor the
buttons and the coach line: in free room on the board if there is some (the lowest), else in a
band the board gives up (the bottom on a phone, the right side on a wide screen).

Where the whole sheet would leave the deciding dice under a finger's size (a small phone, Large
text: `READABLE_CSS`, as the game-over sheet), it is `compact`: the offer's button alone along
the bottom, the closing words said by the coach line above the board (the lesson's caption)."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

import pygame

from app.ui.coach_line import CoachLine
from app.ui.layout import READABLE_CSS, clear_spot
from app.ui.theme import wrap
from app.ui.widgets import Button, button_height, button_words, draw_panel, draw_titled_panel
from games.i18n import _

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.ui.layout import Layout

    from ..mode import ModeBoard

BAND_SHAPE = 1.2  # the rest of the screen beside the end sheet's band: at least this long a side
Band = tuple[str, int]  # ("bottom" or "right", px)


class EndSheet:
    def __init__(self, done_words: str, button: Button) -> None:
        self.done_words = done_words  # the lesson's closing words (a message id)
        self.button = button  # the offer of a real game
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.band: tuple[tuple[int, int], Band] | None = None  # (the screen's size, Band) given up
        self.compact = False  # the button alone; the coach line says the closing words
        self.side = "bottom"  # where the compact sheet goes: "bottom", or "right" (sideways)
        self.tried: tuple[int, int] | None = None  # the screen size the compact sheet was tried at
        self.settled = False  # placed again once the last move's pictures have finished

    def frame_layout(self, lay: Layout) -> Layout:
        """Once the sheet needs room the board cannot spare, the board is framed in the rest
        of the screen (above the sheet on a phone, left of it on a wide screen)."""
        if self.band is not None and self.band[0] != lay.size:
            self.band = None  # a new screen: look for room again
        if self.band is None:
            return lay
        side, px = self.band[1]
        rest = copy.copy(lay)  # the same sizes on a canvas that ends before the sheet
        rest.size = (lay.width, lay.height - px) if side == "bottom" else (lay.width - px, lay.height)
        rest.width, rest.height = rest.size
        rest.portrait = lay.portrait  # a phone held upright still stacks its board
        return rest

    def height(self, board: ModeBoard, lay: Layout, width: int) -> tuple[list[str], int]:
        """(the closing words' lines, the sheet's height) at `width`."""
        theme = board.app.theme
        if self.compact:
            return [], lay.gap + button_height(theme, lay, self.button.text, width - 2 * lay.gap)
        font = theme.font(lay.text)
        heading = theme.font(lay.heading, bold=True).get_linesize()
        lines = wrap(font, _(self.done_words), width - 2 * lay.gap)
        button = button_height(theme, lay, self.button.text, width - 2 * lay.gap)
        return lines, heading + 2 * lay.gap + len(lines) * font.get_linesize() + lay.gap + button + lay.gap

    def place(self, board: ModeBoard, lay: Layout, finished: bool) -> None:
        """The sheet's place (before the end: out of the way, for the eye tests' sake)."""
        widest = min(lay.width - 2 * lay.margin, int(720 * lay.unit) + 2 * lay.gap)
        if not finished:
            self.band, self.compact, self.settled, self.tried = None, False, False, None
            self.side, board.view.reserve = "bottom", None
            self.lines, height = self.height(board, lay, widest)
            self.panel = pygame.Rect(lay.margin, lay.height - lay.margin - height, widest, height)
        elif self.compact and self.side == "column":  # the button where the view's column kept room
            slot = board.view.sheet_slot()
            if slot is None:  # a new screen whose layout keeps none: the button along the bottom
                self.side, board.view.reserve = "bottom", None
                board.layout(lay)
                return
            self.panel = slot.copy()
        elif self.band is not None:  # the board was framed beside the sheet's band
            side, px = self.band[1]
            if side == "bottom":
                self.lines, height = self.height(board, lay, widest)
                self.panel = pygame.Rect(0, 0, widest, height)
                self.panel.midbottom = (lay.width // 2, lay.height - lay.margin)
            else:
                width = px - lay.margin
                self.lines, height = self.height(board, lay, width)
                self.panel = pygame.Rect(lay.width - lay.margin - width, 0, width, height)
                self.panel.centery = lay.height // 2
        else:
            # the compact sheet's button along the bottom: the coach line above says its words
            spot = None if self.compact else self.free_spot(board, lay, widest)
            if spot is None:  # no room on the board as it is: it gives up a band for the sheet
                self.band = (lay.size, self.band_for(board, lay, widest))
                board.layout(lay)  # frames the board in the rest, then places the sheet again
                return
            self.lines, _height = self.height(board, lay, spot.width)
            self.panel = spot
        pad = lay.gap // 2 if self.compact else lay.gap
        width = self.panel.width - 2 * pad
        height = button_height(board.app.theme, lay, self.button.text, width)
        self.button.rect = pygame.Rect(self.panel.x + pad, self.panel.bottom - pad - height, width, height)
        if finished and not self.compact and self.tried != lay.size and self.too_small(board, lay):
            self.tried = lay.size
            # the whole sheet, or its button alone along the bottom or (sideways) down the right
            # or at the foot of the view's side column (where it keeps one: `sheet_slot`):
            # whichever shows the ending largest (on a tie the button alone, at the bottom)
            best: tuple[int, int, str | None] = (self.scale(board), 0, None)
            sides = ("bottom",) if lay.portrait else ("bottom", "right", "column")
            for rank, side in enumerate(sides):
                self.compact, self.side, self.band = True, side, None
                board.view.reserve = self.column_reserve(board, lay) if side == "column" else None
                board.layout(lay)  # the board frames itself in the room the button leaves
                if side == "column" and board.view.sheet_slot() is None:
                    continue  # this view keeps no room in its column here
                if CoachLine.fits(board.app, self.closing_words(), board.status_rect):  # said whole
                    best = max(best, (self.scale(board), len(sides) - rank, side))
            if best[2] != self.side:  # not the last one tried: lay it out again
                self.compact, self.side, self.band = best[2] is not None, best[2] or "bottom", None
                board.view.reserve = self.column_reserve(board, lay) if self.side == "column" else None
                board.layout(lay)

    def column_reserve(self, board: ModeBoard, lay: Layout) -> Callable[[int], int]:
        """The compact sheet's height at a width: what it asks of a view's side column."""
        theme = board.app.theme
        return lambda width: lay.gap + button_height(theme, lay, self.button.text, width - 2 * lay.gap)

    def closing_words(self) -> str:
        """What the coach line says in place of the compact sheet's words."""
        return _("Lesson done!") + " " + _(self.done_words)  # two sentences (each translated)

    def too_small(self, board: ModeBoard, lay: Layout) -> bool:
        """Whether the board beside the whole sheet shows what the lesson ended on (the winning
        line, the triad just made: `celebrated`) under a finger's size, or under the sheet."""
        board.view.sync(board.state, board.ui)  # the view's parts where this state is drawn
        if any(self.panel.colliderect(r) for r in board.view.result_area(board.state)):
            return True  # a board with no room left at all runs under the sheet
        return self.scale(board) < READABLE_CSS * lay.css_scale

    def scale(self, board: ModeBoard) -> int:
        """The least side (px) of what the lesson ended on and of the board's cells (where what
        it ended on is a whole area)."""
        board.view.sync(board.state, board.ui)  # the view's parts where this state is drawn
        sizes = [min(r.size) for r in board.view.celebrated(board.state)]
        scale = board.view.piece_px()
        return min(sizes + ([scale] if scale else []), default=READABLE_CSS * 10)

    def free_spot(self, board: ModeBoard, lay: Layout, widest: int) -> pygame.Rect | None:
        """Room for the sheet (as wide as it may be, or narrower down to about half) that covers
        nothing it must leave in sight, or None: beside the whole board if there is room,
        else over the board but beside what the lesson ended on."""
        keep = [board.status_rect] + [b.rect for b in board.bar if b.visible]
        board.view.sync(board.state, board.ui)  # the view's parts where this state is drawn
        keep += list(board.view.result_area(board.state)) + board.view.seat_areas()
        bounds = lay.rect.inflate(-2 * lay.margin, -2 * lay.margin)
        narrowest = min(widest, max(int(340 * lay.unit), lay.tap * 4))
        area = board.view.playing_area()
        # beside the whole board; failing that, on a phone held upright, over the board but
        # beside what the lesson ended on, unless the board can give up a band and keep a shape
        # its view lays out well. A wide screen's sheet goes beside the board, as the game-over
        # sheet does (issue 28 point 1): over it, it covered a player's card and the pool's dice.
        tries = [[area, *keep]] if area is not None else []
        if lay.portrait and not self.band_keeps_shape(board, lay, widest):
            tries.append(keep)
        for avoid in tries:
            width = widest
            while width >= narrowest:
                _lines, height = self.height(board, lay, width)
                spot = clear_spot(bounds, avoid, (width, height), gap=lay.gap // 2)
                if spot is not None:
                    return spot
                width -= max(8, widest // 10)
        return None

    def band_keeps_shape(self, board: ModeBoard, lay: Layout, widest: int) -> bool:
        """Whether the screen left beside the sheet's band is still clearly upright (a phone)
        or wide (a laptop): a squarish rest makes views squeeze their side panels."""
        side, px = self.band_for(board, lay, widest)
        width, height = (lay.width, lay.height - px) if side == "bottom" else (lay.width - px, lay.height)
        return max(width, height) >= BAND_SHAPE * min(width, height)

    def band_for(self, board: ModeBoard, lay: Layout, widest: int) -> Band:
        """(side, px) the board gives up for the sheet: the bottom on a phone, the right
        side on a wide screen."""
        if self.compact and self.side == "right":  # a sideways phone, short of height
            return "right", self.column_width(board, lay) + lay.margin
        if lay.portrait or self.compact:
            return "bottom", self.height(board, lay, widest)[1] + lay.margin + lay.gap
        width = max(int(lay.width * 0.34), min(widest, int(420 * lay.unit)))
        return "right", width + lay.margin

    def column_width(self, board: ModeBoard, lay: Layout) -> int:
        """The compact sheet's column down the right of a sideways screen: as narrow as keeps
        its button's words on at most three lines (a fifth of the width at least, a third at
        most)."""
        theme = board.app.theme
        width = max(int(lay.width * 0.2), 2 * lay.tap)
        while width < lay.width // 3:
            inner = width - 3 * lay.gap  # the sheet's and the button's own padding
            if len(button_words(theme, lay, self.button.text, inner, 10**6)[1]) <= 3:
                break
            width += lay.gap
        return width

    def draw(self, board: ModeBoard, surface: pygame.Surface) -> None:
        lay, theme = board.app.layout, board.app.theme
        if self.compact:
            draw_panel(surface, theme, self.panel, "panel", radius=lay.gap, border="accent", lift=8)
            return
        draw_titled_panel(surface, theme, lay, self.panel, _("Well done!"), self.lines)
