"""The view onto the unbounded Tris 2 field.

The camera frames a box of cells (the field's bounds) with a margin of one
cell and a bit on every side, room for the arrows of a die on the edge. When
the box changes the view glides there (exponential easing: quick at first,
settling softly); with animations off it jumps.
"""

import math

import pygame

MARGIN = 1.15       # cells of room around the framed box
MIN_MARGIN = 0.75   # on a small screen the margin gives way first, down to this...
MIN_CELL = 48       # ...to keep cells (the tap targets) at least this big, px
GLIDE_RATE = 7.0    # per second at normal speed: share of the gap closed
SETTLED = 0.002     # below this (in cells, and as a share of the size) the glide stops


class Camera:
    def __init__(self):
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.max_cell = 1e9
        self.box = (0, 0, 2, 2)
        self.centre = (1.5, 1.5)  # in cell units: cell x spans [x, x + 1]
        self.cell = 1.0           # px per cell
        self.goal = (1.5, 1.5, 1.0)

    def frame(self, rect, box, max_cell):
        """Aim at `box` = (min_x, min_y, max_x, max_y) shown inside `rect`."""
        self.rect, self.box, self.max_cell = pygame.Rect(rect), box, max_cell
        min_x, min_y, max_x, max_y = box
        wide, tall = max_x - min_x + 1, max_y - min_y + 1
        # the largest margin that keeps MIN_CELL, within [MIN_MARGIN, MARGIN]
        room = min(self.rect.width / MIN_CELL - wide, self.rect.height / MIN_CELL - tall) / 2
        margin = max(MIN_MARGIN, min(MARGIN, room))
        cell = min(self.rect.width / (wide + 2 * margin), self.rect.height / (tall + 2 * margin), max_cell)
        cell = max(4.0, cell)
        self.goal = ((min_x + max_x + 1) / 2, (min_y + max_y + 1) / 2, cell)

    def snap(self):
        self.centre, self.cell = self.goal[:2], self.goal[2]

    @property
    def moving(self):
        cx, cy, cell = self.goal
        return (abs(self.centre[0] - cx) > SETTLED or abs(self.centre[1] - cy) > SETTLED
                or abs(self.cell - cell) > SETTLED * cell)

    def update(self, dt, speed):
        """Glide towards the goal; True while the view moves."""
        if not self.moving:
            return False
        if speed <= 0:
            self.snap()
            return True
        share = 1 - math.exp(-dt * GLIDE_RATE / speed)
        cx, cy, cell = self.goal
        self.centre = (self.centre[0] + (cx - self.centre[0]) * share,
                       self.centre[1] + (cy - self.centre[1]) * share)
        self.cell += (cell - self.cell) * share
        if not self.moving:
            self.snap()
        return True

    # -- cells and pixels ------------------------------------------------------------------
    def point(self, wx, wy):
        """Screen pixel of a point in cell units."""
        return (self.rect.centerx + (wx - self.centre[0]) * self.cell,
                self.rect.centery + (wy - self.centre[1]) * self.cell)

    def centre_of(self, where):
        x, y = self.point(where[0] + 0.5, where[1] + 0.5)
        return (round(x), round(y))

    def cell_rect(self, where):
        left, top = self.point(where[0], where[1])
        right, bottom = self.point(where[0] + 1, where[1] + 1)
        return pygame.Rect(round(left), round(top), round(right) - round(left), round(bottom) - round(top))

    def cell_at(self, pos):
        """The cell under a screen pixel (inside the view), else None."""
        if not self.rect.collidepoint(pos):
            return None
        wx = self.centre[0] + (pos[0] - self.rect.centerx) / self.cell
        wy = self.centre[1] + (pos[1] - self.rect.centery) / self.cell
        return (math.floor(wx), math.floor(wy))

    def visible_cells(self):
        """(x0, y0, x1, y1): the range of cells the view shows, at least in part."""
        x0 = math.floor(self.centre[0] - self.rect.width / 2 / self.cell)
        x1 = math.floor(self.centre[0] + self.rect.width / 2 / self.cell)
        y0 = math.floor(self.centre[1] - self.rect.height / 2 / self.cell)
        y1 = math.floor(self.centre[1] + self.rect.height / 2 / self.cell)
        return x0, y0, x1, y1
