"""The card: its frame and twelve squares, the dice on them, the squares that take the
step lit (with hints, while the person may act), the marked die pulsing and the swapped
pair ringed. A tap on a square means the step's move (place, mark, swap, raise); the
keyboard walks the squares that take it. Under the setup roll it is not drawn."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from app.ui.anim import Pulse
from app.ui.widgets import draw_panel

from .. import cues
from ..part import Part
from ..view import Hit
from .geometry import CELLS
from .pictures import face_of

if TYPE_CHECKING:
    from games.trice.rules import TriceState
    from games.trice.view_queries import TriceQueries

    from ..hit import BoardUI, Point
    from ..host import Host, Render
    from .moving_dice import MovingDice
    from .setup_roll import SetupRoll

# The card's picture colours (tools/colour_pairs.py measures them against what they mean).
CARD = "#e9e1cc"  # the card
SQUARE = "#d3c6a4"  # a square
SQUARE_LIT = "#a9dcec"  # a square that takes the step (hints): also ringed (legal_ring)
SQUARE_EDGE = "#b5a680"


def legal_ring(cell: int) -> int:
    """The radius of the open ring in an empty square that takes the step."""
    return max(6, cell // 8)


class Card(Part):
    def __init__(
        self, app: Host, rules: TriceQueries, render: Render, setup_roll: SetupRoll, moving: MovingDice
    ) -> None:
        """`setup_roll` may cover the card; `moving` dice leave their squares empty."""
        self.app, self.rules, self.render = app, rules, render
        self.setup_roll, self.moving = setup_roll, moving
        # the twelve squares; the card's picture around them (None until placed)
        self.rect: pygame.Rect | None = None
        self.frame: pygame.Rect | None = None
        self.cells: dict[str, pygame.Rect] = {}  # name -> square
        self.cell = self.die = 0  # a square's side, a die's
        self.pulse = Pulse()
        self.marked: str | None = None  # the marked square as last synced (it pulses)
        # drawn over the squares and under the dice (the deciding lines: no pip is covered)
        self.under: Callable[[pygame.Surface, TriceState], None] | None = None

    def place(
        self, rect: pygame.Rect, frame: pygame.Rect, cells: dict[str, pygame.Rect], cell: int, die: int
    ) -> None:
        self.rect, self.frame, self.cells, self.cell, self.die = rect, frame, cells, cell, die

    def cell_at(self, pos: Point) -> str | None:
        for name, rect in self.cells.items():
            if rect.collidepoint(pos):
                return name
        return None

    def target_cells(self, state: TriceState) -> list[str]:
        """Squares that take the current step (for hints and the keyboard)."""
        rules = self.rules
        step, board = rules.step(state), rules.board(state)
        if step == "place":
            return [c for c in CELLS if board[c] is None]
        if step == "mark":
            return [c for c in CELLS if board[c] is not None]
        if step == "swap":
            return list(rules.swap_targets(state))
        if step == "inc":
            return list(rules.swapped(state) or ())
        return []

    # -- meanings ----------------------------------------------------------------------------
    def hit(self, pos: Point, state: TriceState, ui: BoardUI) -> Hit | None:
        cell = self.cell_at(pos)
        if cell is None:
            return None
        step = self.rules.step(state)
        if step == "place":
            return Hit(move=f"place {cell}")
        if step == "mark":
            return Hit(move=f"mark {cell}")
        if step == "swap":
            return Hit(move=f"swap {self.rules.marked(state)} {cell}")
        if step == "inc":
            return Hit(move=f"inc {cell}")
        return None

    def targets(self, state: TriceState, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        found = [(self.cells[c], self.hit(self.cells[c].center, state, ui)) for c in self.target_cells(state)]
        return [(rect, hit) for rect, hit in found if hit is not None]  # each takes the step: never None

    # -- picture -----------------------------------------------------------------------------
    def sync(self, state: TriceState, ui: BoardUI) -> None:
        self.marked = None if self.rules.is_over(state) else self.rules.marked(state)

    def update(self, dt: float) -> bool:
        # only the marked die pulses; everything else is still, so idle frames draw nothing
        if self.marked is None:
            return False
        return self.pulse.update(dt, self.app.glow_speed())

    def draw(self, surface: pygame.Surface, state: TriceState, ui: BoardUI) -> None:
        assert self.frame is not None  # placed before use
        if self.setup_roll.showing(state):
            return
        theme, lay, rules = self.app.theme, self.app.layout, self.rules
        draw_panel(surface, theme, self.frame, theme.colour("card", CARD), radius=lay.gap)
        board = rules.board(state)
        lit = set(self.target_cells(state)) if ui.hints and ui.interactive else set()
        marked, swapped = rules.marked(state), rules.swapped(state) or ()
        hidden = self.moving.hidden()
        glow = int(80 + 120 * self.pulse.value)
        # the squares first, then what lies under the dice (the deciding lines), then the dice
        for name, rect in self.cells.items():
            inner = rect.inflate(-lay.gap // 2, -lay.gap // 2)
            colour = pygame.Color(SQUARE_LIT) if name in lit else pygame.Color(SQUARE)
            pygame.draw.rect(surface, colour, inner, border_radius=lay.gap)
            pygame.draw.rect(surface, pygame.Color(SQUARE_EDGE), inner, width=2, border_radius=lay.gap)
        if self.under is not None:
            self.under(surface, state)
        for name, rect in self.cells.items():
            inner = rect.inflate(-lay.gap // 2, -lay.gap // 2)
            die = board[name]
            if name in lit:  # not by its colour alone: an open ring when empty (a dot would read
                # as a pip), a dark ring inside the square round a die
                if die is None:
                    pygame.draw.circle(
                        surface,
                        cues.edge_colour(theme),
                        rect.center,
                        legal_ring(self.cell),
                        max(2, self.cell // 40),
                    )
                else:
                    pygame.draw.rect(
                        surface,
                        cues.edge_colour(theme),
                        inner.inflate(-6, -6),
                        width=2,
                        border_radius=lay.gap,
                    )
            if die is not None and name not in hidden:
                picture = self.render(face_of(die), self.die)
                surface.blit(picture, picture.get_rect(center=rect.center))
            # rings on a dark edge: they show on the light square whatever the colour vision
            if name == marked:
                cues.edged_rect(surface, theme, (240, 180, 41, glow), inner, max(3, lay.gap // 2), lay.gap)
            elif name in swapped:
                cues.edged_rect(
                    surface, theme, theme.colour("highlight"), inner, max(3, lay.gap // 3), lay.gap
                )
