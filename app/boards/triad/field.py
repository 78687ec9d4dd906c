"""The Triad field: the 6x6 grid in its frame (a1 top-left, so Black's home row 6
is at the bottom) with the a-f / 1-6 rulers, painted once per layout. It places
the cells, so every other part of the board reads them here (`cells`, `cell`,
`die`, `cell_at`); it answers no tap itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.boards.part import Part

from . import geometry as geo
from .palette import BOARD, CELL, CELL_EDGE, HOME

if TYPE_CHECKING:
    from app.ui.layout import Layout
    from games.triad.rules import TriadState

    from ..hit import BoardUI, Point
    from ..host import Host

LETTERS = "abcdef"


class Field(Part):
    def __init__(self, app: Host) -> None:
        self.app = app
        self.frame: pygame.Rect | None = None  # the board picture: cells plus ruler bands
        self.cell = 0  # side of one cell, px
        self.die = 0  # side of a die on a cell, px
        self.cells: dict[str, pygame.Rect] = {}  # "c4" -> Rect
        self.picture: pygame.Surface | None = None

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        """`rect` is the frame (app/boards/triad/geometry.py sized it for whole cells)."""
        pad, label = geo.margins(lay)
        self.frame = rect
        self.cell = (rect.width - label - 2 * pad) // geo.SIZE
        self.die = int(self.cell * 0.8)
        x0, y0 = rect.x + pad + label, rect.y + pad
        self.cells = {
            f"{LETTERS[col]}{row + 1}": pygame.Rect(
                x0 + col * self.cell, y0 + row * self.cell, self.cell, self.cell
            )
            for row in range(geo.SIZE)
            for col in range(geo.SIZE)
        }
        self.picture = self.paint(lay, pad, label)

    @property
    def grid(self) -> pygame.Rect:
        """The 6x6 cells as one rect."""
        first = self.cells["a1"]
        return pygame.Rect(first.x, first.y, geo.SIZE * self.cell, geo.SIZE * self.cell)

    def cell_at(self, pos: Point) -> str | None:
        """The name of the cell under `pos`, or None."""
        grid = self.grid
        if not grid.collidepoint(pos):
            return None
        col = (pos[0] - grid.x) // self.cell
        row = (pos[1] - grid.y) // self.cell
        return f"{LETTERS[col]}{row + 1}"

    def paint(self, lay: Layout, pad: int, label: int) -> pygame.Surface:
        """The frame, the 36 cells and the rulers."""
        frame, cell = self.frame, self.cell
        assert frame is not None  # layout() sets it first
        theme = self.app.theme
        surface = pygame.Surface(frame.size)
        surface.fill(theme.colour("background"))
        pygame.draw.rect(surface, BOARD, surface.get_rect(), border_radius=lay.gap)
        inset = max(2, cell // 18)
        for name, rect in self.cells.items():
            inner = rect.move(-frame.x, -frame.y).inflate(-2 * inset, -2 * inset)
            row = name[1]
            colour = HOME[0] if row == "6" else HOME[1] if row == "1" else CELL
            pygame.draw.rect(surface, colour, inner, border_radius=inset * 2)
            pygame.draw.rect(surface, CELL_EDGE, inner, width=max(1, inset // 2), border_radius=inset * 2)
        if label:
            for index in range(geo.SIZE):
                digit = theme.text(str(index + 1), lay.small, "ink_muted", bold=True)
                surface.blit(digit, digit.get_rect(center=(pad + label // 2, pad + index * cell + cell // 2)))
                letter = theme.text(LETTERS[index], lay.small, "ink_muted", bold=True)
                surface.blit(
                    letter,
                    letter.get_rect(
                        center=(pad + label + index * cell + cell // 2, pad + geo.SIZE * cell + label // 2)
                    ),
                )
        if pygame.display.get_surface() is not None:
            surface = surface.convert()
        return surface

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        assert self.picture is not None and self.frame is not None  # laid out before use
        surface.blit(self.picture, self.frame)
