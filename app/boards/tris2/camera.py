"""The view onto the unbounded Tris 2 field.

The camera frames a box of cells (the field's bounds) with one whole cell of
room on every side, room for the arrows of a die on the edge, and shows the
field as whole cells only (`panel`): as many rows and columns as fit the view,
centred, so no cell is cut at the edge. Only when even that ring would make
cells smaller than a finger (a long field on a small screen) does the ring give
way to a part of a cell. When the box changes the view glides there
(exponential easing: quick at first, settling softly); with animations off it
jumps.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from collections.abc import Iterator

    from ..hit import Point
    from .moves import Cell

MARGIN = 1.0  # cells of room around the framed box
MIN_MARGIN = 0.75  # on a small screen the ring gives way first, down to this...
MIN_CELL = 48  # ...to keep cells (the tap targets) at least this big, px
GLIDE_RATE = 7.0  # per second at normal speed: share of the gap closed
SETTLED = 0.002  # below this (in cells, and as a share of the size) the glide stops
EPSILON = 1e-6
DIE_SHARE = 0.9  # a die's size in its cell

Box = tuple[int, int, int, int]  # cells (min_x, min_y, max_x, max_y)


class Camera:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.max_cell = 1e9
        self.box: Box = (0, 0, 2, 2)
        self.centre: tuple[float, float] = (1.5, 1.5)  # in cell units: cell x spans [x, x + 1]
        self.cell = 1.0  # px per cell
        self.goal: tuple[float, float, float] = (1.5, 1.5, 1.0)
        self.whole = True  # the goal shows whole cells only
        self.ring = True  # cells around the box are shown (else only the box)

    def frame(self, rect: pygame.Rect, box: Box, max_cell: float, ring: bool = True) -> None:
        """Aim at `box` = (min_x, min_y, max_x, max_y) shown inside `rect`, with a ring of
        cells around it unless `ring` is False (nothing will ever leave the box)."""
        self.rect, self.box, self.max_cell = pygame.Rect(rect), box, max_cell
        min_x, min_y, max_x, max_y = box
        wide, tall = max_x - min_x + 1, max_y - min_y + 1
        around = MARGIN if ring else 0
        self.ring = ring
        fits = min(self.rect.width / (wide + 2 * around), self.rect.height / (tall + 2 * around))
        self.whole = fits >= MIN_CELL or fits >= max_cell or not ring
        cell: float  # px per cell: whole pixels while whole cells show
        if self.whole:
            cell = max(4, math.floor(min(fits, max_cell)))
            # whole columns and rows: the box and its ring, then as many more as fit, around it
            centre = (
                self._centre(min_x, wide, self.rect.width // cell),
                self._centre(min_y, tall, self.rect.height // cell),
            )
        else:  # the ring gives way (down to MIN_MARGIN) to keep cells a finger wide
            room = min(self.rect.width / MIN_CELL - wide, self.rect.height / MIN_CELL - tall) / 2
            margin = max(MIN_MARGIN, min(MARGIN, room))
            cell = max(
                4.0, min(self.rect.width / (wide + 2 * margin), self.rect.height / (tall + 2 * margin))
            )
            centre = ((min_x + max_x + 1) / 2, (min_y + max_y + 1) / 2)
        self.goal = (centre[0], centre[1], cell)

    @staticmethod
    def _centre(low: int, size: int, count: int) -> float:
        """The middle (in cells) of the whole cells shown, `count` at most, holding `size`
        cells from `low` in their middle: as many spare ones on each side."""
        if (count - size) % 2:
            count -= 1
        first = low - (count - size) // 2
        return first + count / 2

    def snap(self) -> None:
        self.centre, self.cell = self.goal[:2], self.goal[2]

    @property
    def moving(self) -> bool:
        cx, cy, cell = self.goal
        return (
            abs(self.centre[0] - cx) > SETTLED
            or abs(self.centre[1] - cy) > SETTLED
            or abs(self.cell - cell) > SETTLED * cell
        )

    def update(self, dt: float, speed: float) -> bool:
        """Glide towards the goal; True while the view moves."""
        if not self.moving:
            return False
        if speed <= 0:
            self.snap()
            return True
        share = 1 - math.exp(-dt * GLIDE_RATE / speed)
        cx, cy, cell = self.goal
        self.centre = (
            self.centre[0] + (cx - self.centre[0]) * share,
            self.centre[1] + (cy - self.centre[1]) * share,
        )
        self.cell += (cell - self.cell) * share
        if not self.moving:
            self.snap()
        return True

    # -- cells and pixels ------------------------------------------------------------------
    def point(self, wx: float, wy: float) -> tuple[float, float]:
        """Screen pixel of a point in cell units."""
        return (
            self.rect.centerx + (wx - self.centre[0]) * self.cell,
            self.rect.centery + (wy - self.centre[1]) * self.cell,
        )

    def centre_of(self, where: Cell) -> Point:
        x, y = self.point(where[0] + 0.5, where[1] + 0.5)
        return (round(x), round(y))

    def cell_rect(self, where: Cell) -> pygame.Rect:
        left, top = self.point(where[0], where[1])
        right, bottom = self.point(where[0] + 1, where[1] + 1)
        return pygame.Rect(round(left), round(top), round(right) - round(left), round(bottom) - round(top))

    def cell_at(self, pos: Point) -> Cell | None:
        """The cell under a screen pixel (on the field shown), else None."""
        if not self.panel().collidepoint(pos):
            return None
        wx = self.centre[0] + (pos[0] - self.rect.centerx) / self.cell
        wy = self.centre[1] + (pos[1] - self.rect.centery) / self.cell
        return (math.floor(wx), math.floor(wy))

    def whole_cells(self) -> Box:
        """(x0, y0, x1, y1): the cells the view shows whole (x0..x1, y0..y1)."""
        half_w, half_h = self.rect.width / 2 / self.cell, self.rect.height / 2 / self.cell
        return (
            math.ceil(self.centre[0] - half_w - EPSILON),
            math.ceil(self.centre[1] - half_h - EPSILON),
            math.floor(self.centre[0] + half_w + EPSILON) - 1,
            math.floor(self.centre[1] + half_h + EPSILON) - 1,
        )

    def panel(self) -> pygame.Rect:
        """The field as drawn: the rect of the whole cells shown (the view's rect when the
        ring around the dice gives way, or while gliding from such a view)."""
        x0, y0, x1, y1 = self.whole_cells()
        if not self.ring:
            x0, y0 = max(x0, self.box[0]), max(y0, self.box[1])
            x1, y1 = min(x1, self.box[2]), min(y1, self.box[3])
        if not self.whole or x1 < x0 or y1 < y0:
            return pygame.Rect(self.rect)
        return self.cell_rect((x0, y0)).union(self.cell_rect((x1, y1))).clip(self.rect)

    def die_size(self) -> int:
        return int(self.cell * DIE_SHARE)

    @contextmanager
    def clipped(self, surface: pygame.Surface) -> Iterator[None]:
        """Draw inside the field as shown (`panel`): a die half out of view is cut at its edge."""
        clip = surface.get_clip()
        surface.set_clip(self.panel())
        try:
            yield
        finally:
            surface.set_clip(clip)

    def visible_cells(self) -> Box:
        """(x0, y0, x1, y1): the range of cells the view shows, at least in part."""
        x0 = math.floor(self.centre[0] - self.rect.width / 2 / self.cell)
        x1 = math.floor(self.centre[0] + self.rect.width / 2 / self.cell)
        y0 = math.floor(self.centre[1] - self.rect.height / 2 / self.cell)
        y1 = math.floor(self.centre[1] + self.rect.height / 2 / self.cell)
        return x0, y0, x1, y1
