"""The standard board frame: the scene's buttons along the top, the coach line
under them, the board below. The board scene uses it unless the view frames
the screen itself (`BoardView.frame`); such a view may compare with it. Either way the
coach line's box then grows for the long sentences of a mode's own (`room_for`)."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

import pygame

from app.ui.button_rows import place_bar
from app.ui.coach_line import CoachLine
from games import i18n

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.ui.layout import Layout
    from app.ui.scene import AppLike
    from app.ui.theme import Theme
    from app.ui.widgets import Button


def standard_frame(lay: Layout, bar: list[Button], theme: Theme) -> tuple[pygame.Rect, pygame.Rect]:
    """Place the `bar` buttons along the top, in one row or two (app/ui/button_rows.py);
    (status_rect, board_rect)."""
    width = lay.width - 2 * lay.margin
    bar_bottom = place_bar(theme, lay, bar, lay.margin, lay.margin, width)
    status = pygame.Rect(lay.margin, bar_bottom + lay.gap, width, status_height(lay, theme, width))
    top = status.bottom + lay.gap
    return status, pygame.Rect(lay.margin, top, width, lay.height - lay.margin - top)


WIDE_CHARS = 180  # a box whose two lines of secondary text hold this many letters needs no more
SAMPLE = "the quick brown fox jumps over the lazy dog"  # a line's average letter


def status_height(lay: Layout, theme: Theme, width: int) -> int:
    """The coach line's box, `width` wide: two lines of body text; with the player's larger
    text or a translation (which runs longer), where a sentence takes more lines, three lines
    of secondary text (app/ui/coach_line.py falls back to it) if that is taller, unless the
    box is so wide that two lines of secondary text hold WIDE_CHARS letters (a wide screen:
    the longest sentences of play, a TRICE move retold and what to do next, fit there, and the
    board keeps the height Large text would take from it)."""
    height = int(lay.text * 2.6)
    if lay.text_scale > 1 or i18n.language() != i18n.SOURCE:
        letter = theme.font(lay.small, bold=True).size(SAMPLE)[0] / len(SAMPLE)  # spaces too
        if 2 * (width - 2 * lay.gap) / letter < WIDE_CHARS:
            height = max(height, lay.lines(lay.small, 3) + lay.gap // 2)
    return height


def room_for(
    app: AppLike, status: pygame.Rect, board: pygame.Rect, sentences: Sequence[str]
) -> tuple[pygame.Rect, pygame.Rect]:
    """(status, board) with the coach line's box tall enough for the longest of `sentences`
    whole (in secondary text at worst: app/ui/coach_line.py), the board below it giving up
    that height. A board beside the box (a wide screen's column) keeps its place."""
    need = max((CoachLine.height_for(app, text, status.width) for text in sentences), default=0)
    grow = need - status.height
    if grow <= 0 or board.top < status.bottom:
        return status, board
    return (
        pygame.Rect(status.x, status.y, status.width, status.height + grow),
        pygame.Rect(board.x, board.y + grow, board.width, max(1, board.height - grow)),
    )


def within(lay: Layout, sheet: tuple[str, int] | None) -> Layout:
    """`lay` on a canvas that ends `px` before its bottom or right `side` (`sheet` is (side,
    px); None: all of it): the same sizes (text roles, taps, margins), a smaller screen to
    frame a board in."""
    if sheet is None:
        return lay
    side, px = sheet
    out = copy.copy(lay)
    width, height = (lay.width, lay.height - px) if side == "bottom" else (lay.width - px, lay.height)
    out.size = (max(1, width), max(1, height))
    out.width, out.height = out.size
    out.portrait = out.height >= out.width
    return out
