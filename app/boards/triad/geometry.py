"""Where the Triad screen puts things, for portrait and landscape canvases.

Pure geometry from the app's Layout: the board's frame (the 6x6 grid with the
a-f / 1-6 rulers, always drawn: sentences name cells; the field part places
the cells inside it), the two player cards and the triad legend.
Portrait stacks Orange's card, the board and Black's card (on short screens
the cards sit side by side above the board); landscape puts the board on the
left and a side column with the buttons, the cards, the coach line and the
legend on the right. Spare height goes to roomier cards, a taller coach line
and the legend, and what is left centres the whole.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from app.ui.layout import MIN_TAP_CSS
from games import i18n

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.ui.layout import Layout

SIZE = 6  # cells a side
MIN_CELL = 8  # the smallest field cell a layout takes, however little room it is given


@dataclass
class Geometry:
    cell: int  # side of one cell, px (the larger, the better the layout)
    frame: pygame.Rect  # the board picture: cells plus ruler bands
    panels: dict[int, pygame.Rect]  # seat -> the seat's card
    buttons: list[pygame.Rect] | None = None  # landscape: rects for the bar buttons
    status: pygame.Rect | None = None  # the coach line's box, when this geometry placed it
    legend: pygame.Rect | None = None  # what a triad is, when there is room
    area: pygame.Rect | None = None  # the board rect the scene gets (taps, covers)
    one_line: bool = False  # the cards one line tall (an ending's field short of room)
    slot: pygame.Rect | None = None  # the side column's room kept for a mode's button (landscape's reserve)


class Boxed(Protocol):
    """A seat's card as the other parts see it (cards.py): where it is, once laid out."""

    @property
    def rect(self) -> pygame.Rect | None: ...


def min_tap(lay: Layout) -> int:
    return math.ceil(MIN_TAP_CSS * lay.css_scale)


def panel_height(lay: Layout, ended: bool = False, one_line: bool = False) -> int:
    """Two lines of text, and tall enough for the turn-in-place buttons (none once the game is
    over: the cards then give their room to the field); `one_line` (an ending whose field would
    be under a finger's size otherwise): the name and the triads alone (cards.py)."""
    if one_line:
        return int(lay.text * 1.8)
    return int(lay.text * 2.7) if ended else max(lay.tap, int(lay.text * 3))


def margins(lay: Layout) -> tuple[int, int]:
    """(pad, label): the frame's margin around the cells and the ruler bands' width, as with
    normal text whatever the player's text size: a band 1.3 times normal secondary text holds
    a letter or digit of Large text too (0.6 of its size wide, less than its size tall), and
    the field keeps the pixel a wider band took from each cell."""
    normal = lay.band
    return max(3, lay.gap // 2), max(int(normal * 1.3), math.ceil(lay.small * 0.9))


def legend_heights(lay: Layout) -> tuple[int, int]:
    """(smallest, largest) height worth giving the legend."""
    return int(lay.small * 4.5), int(lay.text * 7)


def frame_size(cell: int, label: int, pad: int) -> tuple[int, int]:
    return label + SIZE * cell + 2 * pad, SIZE * cell + 2 * pad + label


def portrait(
    lay: Layout,
    rect: pygame.Rect,
    status: pygame.Rect | None = None,
    ended: bool = False,
    one_line: bool = False,
) -> Geometry:
    """The cards and the board inside `rect`; `status` (the coach line's box, right
    above `rect`) grows into spare height."""
    gap, (pad, label) = lay.gap, margins(lay)
    card = panel_height(lay, ended, one_line)

    def cell_for(taken: int) -> int:  # the cell side when cards and gaps take `taken` px of height
        across = (rect.width - label - 2 * pad) // SIZE
        return min(across, (rect.height - taken - label - 2 * pad) // SIZE)

    cell = cell_for(2 * (card + gap))
    side_by_side = cell < min_tap(lay) and cell_for(card + gap) > cell
    if side_by_side:
        cell = cell_for(card + gap)
    # a screen left with no room for the field (a short window under the game-over sheet, with
    # larger text or a translation's taller coach line): the smallest field, never a negative one
    cell = max(MIN_CELL, cell)
    width, height = frame_size(cell, label, pad)
    spare = rect.height - height - (1 if side_by_side else 2) * (card + gap)
    top = rect.y
    if status is not None:
        grow = max(0, min(spare, int(lay.text * 1.4)))
        status = pygame.Rect(status.x, status.y, status.width, status.height + grow)
        spare, top = spare - grow, top + grow
    legend_h = 0
    if not side_by_side:  # the legend if it fits, roomier cards, then a roomier legend
        low, high = legend_heights(lay)
        if spare - gap >= low:
            legend_h, spare = low, spare - low - gap
        extra = max(0, min(spare // 4, int(card * 0.8)))
        card, spare = card + extra, spare - 2 * extra
        if legend_h:
            more = min(spare, high - low)
            legend_h, spare = legend_h + more, spare - more
    top += max(0, spare) // 2
    if side_by_side:
        half = (rect.width - gap) // 2
        panels = {0: pygame.Rect(rect.x, top, half, card), 1: pygame.Rect(rect.right - half, top, half, card)}
        frame = pygame.Rect(rect.centerx - width // 2, top + card + gap, width, height)
    else:
        panels = {1: pygame.Rect(rect.x, top, rect.width, card)}
        frame = pygame.Rect(rect.centerx - width // 2, top + card + gap, width, height)
        panels[0] = pygame.Rect(rect.x, frame.bottom + gap, rect.width, card)
    legend = pygame.Rect(rect.x, panels[0].bottom + gap, rect.width, legend_h) if legend_h else None
    area = pygame.Rect(rect.x, status.bottom + gap if status is not None else rect.y, rect.width, 0)
    area.height = rect.bottom - area.y
    return Geometry(cell, frame, panels, status=status, legend=legend, area=area, one_line=one_line)


SIDE_SHARES = tuple(0.32 + 0.02 * step for step in range(10))  # of the width: the side column's least


def landscape(
    lay: Layout,
    button_count: int,
    side_share: float = SIDE_SHARES[0],
    ended: bool = False,
    one_row: bool = False,
    one_line: bool = False,
    reserve: Callable[[int], int] | None = None,
) -> Geometry:
    """The board on the left at full height; a side column on the right (at least
    `side_share` of the width) with the buttons (two rows), Orange's card, the coach line, the
    legend and Black's card; with `one_row`, the buttons in one row where each keeps a
    finger's width (icons). `reserve`: the height the column keeps at its bottom for a
    mode's button at a width (a lesson's offer at its end: `Geometry.slot`); the cards then
    go under the board, the coach line takes the column's middle."""
    margin, gap = lay.margin, lay.gap
    height = lay.height - 2 * margin
    side_min = int(lay.width * side_share)
    pad, label = margins(lay)
    panel_h = panel_height(lay, ended, one_line)
    under = 2 * (panel_h + gap) if reserve is not None else 0  # the cards under the board
    cell = max(
        MIN_CELL,
        min(
            (height - under - label - 2 * pad) // SIZE,
            (lay.width - 2 * margin - gap - side_min - label - 2 * pad) // SIZE,
        ),
    )
    width, frame_h = frame_size(cell, label, pad)
    frame = pygame.Rect(margin, margin + (height - frame_h - under) // 2, width, frame_h)
    side = pygame.Rect(frame.right + gap, margin, lay.width - margin - frame.right - gap, height)
    per_row = (button_count + 1) // 2
    if one_row and button_count * (lay.tap + gap) - gap <= side.width:
        per_row = button_count
    button_w = (side.width - (per_row - 1) * gap) // per_row
    buttons: list[pygame.Rect] = []
    for index in range(button_count):
        row, col = divmod(index, per_row)
        buttons.append(
            pygame.Rect(side.x + col * (button_w + gap), side.y + row * (lay.tap + gap), button_w, lay.tap)
        )
    rows = (button_count + per_row - 1) // per_row
    below_bar = side.y + rows * (lay.tap + gap)
    legend = slot = None
    if reserve is not None:  # the cards under the board, the coach line above the kept room
        panels = {
            1: pygame.Rect(frame.x, frame.bottom + gap, frame.width, panel_h),
            0: pygame.Rect(frame.x, frame.bottom + panel_h + 2 * gap, frame.width, panel_h),
        }
        kept = reserve(side.width)
        slot = pygame.Rect(side.x, side.bottom - kept, side.width, kept)
        status = pygame.Rect(side.x, below_bar, side.width, max(0, slot.y - gap - below_bar))
    else:
        panels = {
            1: pygame.Rect(side.x, below_bar, side.width, panel_h),
            0: pygame.Rect(side.x, side.bottom - panel_h, side.width, panel_h),
        }
        status_top = panels[1].bottom + gap
        middle = panels[0].y - gap - status_top  # the coach line, then the legend if it fits
        low, high = legend_heights(lay)
        # the coach line keeps 4.2 lines of body text (5.4 in a translation, which runs longer)
        coach = 4.2 if i18n.language() == i18n.SOURCE else 5.4
        legend_h = min(high, middle - gap - int(lay.text * coach))
        if legend_h >= low and side.width >= lay.small * 14:  # a narrow column keeps it for the coach line
            legend = pygame.Rect(side.x, panels[0].y - gap - legend_h, side.width, legend_h)
            middle -= legend_h + gap
        status = pygame.Rect(side.x, status_top, side.width, middle)
    return Geometry(
        cell,
        frame,
        panels,
        buttons=buttons,
        status=status,
        legend=legend,
        area=frame.copy(),
        one_line=one_line,
        slot=slot,
    )


def icon_rect(lay: Layout, panel: pygame.Rect) -> pygame.Rect:
    """Where a card shows its seat's die."""
    size = int(min(panel.height * 0.62, panel.width * 0.2))
    return pygame.Rect(panel.x + lay.gap, panel.centery - size // 2, size, size)


def turn_button_rects(lay: Layout, panel: pygame.Rect, count: int) -> list[pygame.Rect]:
    """`count` square buttons for turning a die in place, right-aligned in `panel`."""
    size = min(panel.height, max(min_tap(lay), min(panel.height - lay.gap, int(lay.tap * 1.2))))
    rects: list[pygame.Rect] = []
    x = panel.right - lay.gap - size
    for _ in range(count):
        rects.insert(0, pygame.Rect(x, panel.centery - size // 2, size, size))
        x -= size + lay.gap
    return rects
