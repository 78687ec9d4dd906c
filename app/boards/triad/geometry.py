"""Where the Triad screen puts things, for portrait and landscape canvases.

Pure geometry from the app's Layout: the 6x6 grid (a1 top-left, so Black's
home row 6 is at the bottom), its frame with the a-f / 1-6 labels, the two
player panels (Orange by the top edge, Black by the bottom one) and, in
landscape, the side column holding the buttons and the status line.
"""

import math
from dataclasses import dataclass, field

import pygame

from app.layout import MIN_TAP_CSS

SIZE = 6
LETTERS = "abcdef"


@dataclass
class Geometry:
    cell: int                    # side of one cell, px
    frame: pygame.Rect           # the board picture: cells plus label bands
    label: int                   # width of the label bands (0: no labels)
    pad: int                     # frame margin around the cells
    panels: dict                 # seat -> Rect
    cells: dict = field(default_factory=dict)  # "c4" -> Rect
    buttons: list = None         # landscape: rects for the bar buttons
    status: pygame.Rect = None   # landscape: the status box

    @property
    def grid(self):
        """The 6x6 cells as one rect."""
        first = self.cells["a1"]
        return pygame.Rect(first.x, first.y, SIZE * self.cell, SIZE * self.cell)


def min_tap(lay):
    return math.ceil(MIN_TAP_CSS * lay.css_scale)


def panel_height(lay):
    # two lines of text, and tall enough for the turn-in-place buttons
    return max(lay.tap, int(lay.text * 3))


def frame_size(cell, label, pad):
    return label + SIZE * cell + 2 * pad, SIZE * cell + 2 * pad + label


def place_cells(geometry):
    frame, pad, label, cell = geometry.frame, geometry.pad, geometry.label, geometry.cell
    x0, y0 = frame.x + pad + label, frame.y + pad
    for row in range(SIZE):
        for col in range(SIZE):
            geometry.cells[f"{LETTERS[col]}{row + 1}"] = pygame.Rect(
                x0 + col * cell, y0 + row * cell, cell, cell)
    return geometry


def best_cell(lay, fits, spacings):
    """The first (label, spacing, cell) whose cells are tap-sized, else the largest."""
    pad = max(3, lay.gap // 2)
    best = None
    for label in (int(lay.small * 1.3), 0):
        for spacing in spacings:
            cell = fits(label, spacing, pad)
            if cell >= lay.tap:
                return label, spacing, cell, pad
            if best is None or cell > best[2]:
                best = (label, spacing, cell, pad)
    return best


def portrait(lay, rect):
    """Orange's panel, the board and Black's panel stacked inside `rect`."""
    panel_h = panel_height(lay)
    pad = max(3, lay.gap // 2)

    def fits(label, spacing, pad):
        across = (rect.width - label - 2 * pad) // SIZE
        down = (rect.height - 2 * panel_h - 2 * spacing - label - 2 * pad) // SIZE
        return min(across, down)

    label, spacing, cell, pad = best_cell(lay, fits, (lay.gap, pad, 0))
    width, height = frame_size(cell, label, pad)
    spare = rect.height - (height + 2 * panel_h + 2 * spacing)
    panel_h += max(0, min(spare // 4, panel_h // 3))  # tall screens: roomier panels
    top = rect.y + (rect.height - (height + 2 * panel_h + 2 * spacing)) // 2
    frame = pygame.Rect(rect.centerx - width // 2, top + panel_h + spacing, width, height)
    panels = {1: pygame.Rect(rect.x, top, rect.width, panel_h),
              0: pygame.Rect(rect.x, frame.bottom + spacing, rect.width, panel_h)}
    return place_cells(Geometry(cell, frame, label, pad, panels))


def landscape(lay, button_count):
    """The board on the left at full height; a side column on the right with the
    buttons (two rows), Orange's panel, the status box and Black's panel."""
    margin, gap = lay.margin, lay.gap
    height = lay.height - 2 * margin
    side_min = int(lay.width * 0.32)

    def fits(label, spacing, pad):
        down = (height - label - 2 * pad) // SIZE
        across = (lay.width - 2 * margin - spacing - side_min - label - 2 * pad) // SIZE
        return min(down, across)

    label, spacing, cell, pad = best_cell(lay, fits, (gap,))
    width, frame_h = frame_size(cell, label, pad)
    frame = pygame.Rect(margin, margin + (height - frame_h) // 2, width, frame_h)
    side = pygame.Rect(frame.right + gap, margin, lay.width - margin - frame.right - gap, height)
    per_row = (button_count + 1) // 2
    button_w = (side.width - (per_row - 1) * gap) // per_row
    buttons = []
    for index in range(button_count):
        row, col = divmod(index, per_row)
        buttons.append(pygame.Rect(side.x + col * (button_w + gap), side.y + row * (lay.tap + gap),
                                   button_w, lay.tap))
    below_bar = side.y + 2 * lay.tap + 2 * gap
    panel_h = panel_height(lay)
    panels = {1: pygame.Rect(side.x, below_bar, side.width, panel_h),
              0: pygame.Rect(side.x, side.bottom - panel_h, side.width, panel_h)}
    status_top = panels[1].bottom + gap
    status = pygame.Rect(side.x, status_top, side.width, panels[0].y - gap - status_top)
    return place_cells(Geometry(cell, frame, label, pad, panels, buttons=buttons, status=status))


def turn_button_rects(lay, panel, count):
    """`count` square buttons for turning a die in place, right-aligned in `panel`."""
    size = min(panel.height, max(min_tap(lay), panel.height - lay.gap))
    rects = []
    x = panel.right - lay.gap - size
    for _ in range(count):
        rects.insert(0, pygame.Rect(x, panel.centery - size // 2, size, size))
        x -= size + lay.gap
    return rects
