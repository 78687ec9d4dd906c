"""Where the TRI board's parts go, for every screen shape: the view's plan.

The playing area (the torus and its rulers) takes what the seats' strip leaves
(the round line, the seats' cards, the action row): below them in portrait,
beside them in landscape. When the whole board's triangles would be smaller
than a fingertip the area is sized for the zoomed board (a finger-sized square
each, zoom.py: the whole squares of its window, torus.window), else for the
whole board. The battle panel lies over the
seats' strip, growing over the board only when it must.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from app.ui.layout import MIN_TAP_CSS

from .battle_panel import BattlePanel
from .chips import WIDEST_HAND
from .rulers import ruler_height, ruler_width
from .seat_boxes import box_height, box_lines, grid, line_height, narrowest
from .torus import TorusView, window, zoom_cell

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from app.ui.layout import Layout
    from app.ui.theme import Theme


def min_tap(lay: Layout) -> int:
    """A fingertip in px."""
    return math.ceil(MIN_TAP_CSS * lay.css_scale)


@dataclass
class Plan:
    area: pygame.Rect  # the torus and its rulers
    info: pygame.Rect  # the seats' strip: the round line, the cards, the action row
    seats: list[pygame.Rect]  # each seat's card
    action: pygame.Rect  # the row of the zoom switch, Pass / Cancel teleport or the last battle
    fit: int = 0  # a square's side with the whole board shown, px
    zoomed: int = 0  # a square's side zoomed in (0: the board is not zoomable here)
    status: pygame.Rect | None = None  # the coach line's box, when it heads the side column
    recap_in_row: bool = False  # the last battle beside the zoom switch (portrait's way)


BOARD_SHARES = (0.52, 0.48, 0.44, 0.4)  # of a wide screen's width: the board's most, widest first


def plan(
    lay: Layout,
    theme: Theme,
    rect: pygame.Rect,
    size: int,
    kinds: Sequence[str],
    coach: Callable[[int], int] | None = None,
    share: float = BOARD_SHARES[0],
) -> Plan | None:
    """The plan for a `size` x `size` board and seats of `kinds` ("Person"...) in `rect`;
    with `coach` (the coach line's height at a width), on a wide screen the coach line heads
    the side column, the board taking at most `share` of the width: None where the column
    cannot hold it too."""
    if lay.portrait:
        return None if coach else _portrait(lay, theme, rect, size, kinds)
    return _landscape(lay, theme, rect, size, kinds, coach, share)


def _portrait(lay: Layout, theme: Theme, rect: pygame.Rect, n: int, kinds: Sequence[str]) -> Plan:
    gap, line_h = lay.gap, line_height(lay, theme)
    rw, rh = ruler_width(lay, theme), ruler_height(lay, theme)
    zoom_px = zoom_cell(min_tap(lay))
    players = len(kinds)
    # every card side by side where each gets room for a full hand, else two a row, at
    # either text size: one a row (large text tried it) took two cards' height from the
    # board, whose squares came out smaller than with normal text; a very full hand in a half
    # card shows only the values held, in smaller text at worst (chips.draw_hand)
    least = narrowest(lay, theme, kinds)
    columns = players if (rect.width - (players - 1) * gap) // players >= least else 2
    box_w = (rect.width - (columns - 1) * gap) // columns
    box_h = box_height(lay, theme, box_lines(lay, theme, box_w, kinds, WIDEST_HAND))
    strip_h = line_h + gap + -(-players // columns) * (box_h + gap) + lay.tap
    room = pygame.Rect(rect.x, rect.y, rect.width, rect.height - strip_h - gap)
    fit = TorusView.fit_cell(pygame.Rect(0, 0, room.width - rw, room.height - rh), n)
    cell = fit
    if fit < zoom_px:  # zoomable: the window's whole squares (or the whole board, if taller)
        _cols, rows, cell = window(room.width - rw, room.height - rh, n, zoom_px)
        area = pygame.Rect(rect.x, 0, rect.width, rh + max(rows * cell, (n + 1) * fit))
    else:
        side = (n + 1) * fit
        area = pygame.Rect(rect.x + (rect.width - rw - side) // 2, 0, rw + side, rh + side)
    area.y = rect.y + max(0, (rect.height - area.height - gap - strip_h) // 2)
    info = pygame.Rect(rect.x, area.bottom + gap, rect.width, strip_h)
    seats = grid(pygame.Rect(info.x, info.y + line_h + gap, info.width, 0), players, columns, box_h, gap)
    action = pygame.Rect(info.x, info.bottom - lay.tap, info.width, lay.tap)
    return Plan(area, info, seats, action, fit, 0 if cell == fit else cell, recap_in_row=True)


def _landscape(
    lay: Layout,
    theme: Theme,
    rect: pygame.Rect,
    n: int,
    kinds: Sequence[str],
    coach: Callable[[int], int] | None = None,
    share: float = BOARD_SHARES[0],
) -> Plan | None:
    gap, line_h = lay.gap, line_height(lay, theme)
    rw, rh = ruler_width(lay, theme), ruler_height(lay, theme)
    zoom_px = zoom_cell(min_tap(lay))
    players = len(kinds)
    info_least = 4 * lay.tap + 8 * gap  # the battle panel's four card buttons side by side
    room = pygame.Rect(
        rect.x, rect.y, min(int(rect.width * share), rect.width - info_least - 2 * gap), rect.height
    )
    fit = TorusView.fit_cell(pygame.Rect(0, 0, room.width - rw, room.height - rh), n)
    cell = fit
    if fit < zoom_px:  # the window's whole squares (or the whole board, if larger)
        cols, rows, cell = window(room.width - rw, room.height - rh, n, zoom_px)
        side = (n + 1) * fit
        area = pygame.Rect(rect.x, rect.y, rw + max(cols * cell, side), rh + max(rows * cell, side))
        area.centery = rect.centery
    else:
        side = (n + 1) * fit
        area = pygame.Rect(rect.x, rect.y + (rect.height - rh - side) // 2, rw + side, rh + side)
    left = area.right + 2 * gap
    info = pygame.Rect(left, rect.y, rect.right - left, rect.height)
    status = None
    if coach is not None:  # the coach line first, the seats' strip under it
        status = pygame.Rect(info.x, info.y, info.width, coach(info.width))
        info = pygame.Rect(info.x, status.bottom + gap, info.width, info.bottom - status.bottom - gap)
    recap_h = line_h + int(48 * lay.unit) + gap

    def arranged(columns: int, under: bool) -> tuple[int, int]:
        """(the cards' height, the column's height) with the cards in `columns` and the last
        battle `under` the action row (else beside the zoom switch in it, as on a phone)."""
        width = info.width if columns == 1 else (info.width - gap) // 2
        box_h = box_height(lay, theme, box_lines(lay, theme, width, kinds, WIDEST_HAND))
        rows = -(-players // columns)
        return box_h, line_h + gap + rows * (box_h + gap) + lay.tap + (gap + recap_h if under else 0)

    # the cards one a row, else two; then the last battle beside the zoom switch (before the
    # coach line goes back along the top, or the column runs off the screen)
    tries = [(1, True), (2, True), (1, False), (2, False)]
    fits = [(c, u) for c, u in tries if arranged(c, u)[1] <= info.height]
    if status is not None and not fits:
        return None  # the column cannot hold the coach line too: it goes along the top
    columns, under = fits[0] if fits else tries[-1]
    box_h = arranged(columns, under)[0]
    seats = grid(pygame.Rect(info.x, info.y + line_h + gap, info.width, 0), players, columns, box_h, gap)
    action = pygame.Rect(info.x, seats[-1].bottom + gap, info.width, lay.tap)
    return Plan(area, info, seats, action, fit, 0 if cell == fit else cell, status, not under)


def panel_places(lay: Layout, theme: Theme, plan: Plan, torus: TorusView) -> tuple[pygame.Rect, pygame.Rect]:
    """(low, high): the battle panel over the seats' strip, and the same raised to the top
    of the board (for a battle in the board's lower half). Zoomed, it may grow (bigger dice)
    while a square's height of board stays free above it, where the camera keeps the battle."""
    info = plan.info
    low = BattlePanel.height_for(lay, theme, max(30, int(44 * lay.unit)))
    high = BattlePanel.height_for(lay, theme, max(int(96 * lay.unit), int(1.2 * min_tap(lay))))
    if lay.portrait and torus.zoomed:
        room = info.bottom - (torus.map.top + torus.cell + 2 * lay.gap)
        height = max(low, min(high, room))
    else:
        height = max(low, min(info.height, high))
    if lay.portrait:
        top = info.bottom - height
    else:
        top = info.y + max(0, (info.height - height) // 2)
    return pygame.Rect(info.x, top, info.width, height), pygame.Rect(info.x, plan.area.y, info.width, height)


def action_row(
    lay: Layout, theme: Theme, plan: Plan, zoomable: bool, zoom_words: Sequence[str]
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """(zoom switch, Pass or Cancel teleport, last battle) in the plan's action row: the zoom
    switch on the left when the board can zoom, the button centred in the rest, or there
    the last battle's dice (in landscape, under the row, unless the plan put it in the row)."""
    row = plan.action
    words = max(theme.font(lay.text, bold=True).size(t)[0] for t in zoom_words)
    zoom_w = min(row.width // 2 - lay.gap, words + 2 * lay.gap) if zoomable else 0
    rest = pygame.Rect(row.x + zoom_w + (lay.gap if zoom_w else 0), row.y, 0, row.height)
    rest.width = row.right - rest.x
    button = pygame.Rect(0, 0, min(rest.width, int(360 * lay.unit) + 40), lay.tap)
    button.center = rest.center
    if plan.recap_in_row:  # beside the zoom switch, down to the strip's end if there is more room
        recap = pygame.Rect(rest.x, rest.y, rest.width, max(rest.height, plan.info.bottom - rest.y))
    else:
        recap = pygame.Rect(
            row.x, row.bottom + lay.gap, row.width, line_height(lay, theme) + int(48 * lay.unit)
        )
    return pygame.Rect(row.x, row.y, zoom_w, row.height), button, recap
