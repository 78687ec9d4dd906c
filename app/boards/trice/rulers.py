"""The card's rulers: column letters above it, row numbers on its left. Sentences name
squares ("c3"), so they show in every layout, but not while the setup roll covers the card,
nor where the squares are too small to keep their labels apart (the card squeezed above a
sheet)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..part import Part
from .geometry import LETTERS

if TYPE_CHECKING:
    import pygame

    from games.trice.rules import TriceState

    from ..hit import BoardUI
    from ..host import Host
    from .geometry import Spot
    from .setup_roll import SetupRoll


class Rulers(Part):
    def __init__(self, app: Host, setup_roll: SetupRoll) -> None:
        self.app, self.setup_roll = app, setup_roll
        self.labels: dict[str, Spot] = {}  # "a" or "1" -> the centre of its label
        self.cell = 0

    def place(self, columns: dict[str, Spot], rows: dict[str, Spot], cell: int) -> None:
        self.labels, self.cell = {**columns, **rows}, cell

    def room(self) -> bool:
        """The squares are wide enough for the letters and tall enough for the digits, so
        that neighbouring labels do not touch."""
        font = self.app.theme.font(self.app.layout.small, bold=True)
        wide = max(font.size(letter)[0] for letter in LETTERS)
        metrics = [m for m in font.metrics("123") or [] if m is not None]
        tall = max(top - bottom for _left, _right, bottom, top, _advance in metrics)
        return max(wide, tall) + 2 <= self.cell

    def showing(self, state: TriceState) -> bool:
        return self.room() and not self.setup_roll.showing(state)

    def draw(self, surface: pygame.Surface, state: TriceState, ui: BoardUI) -> None:
        if not self.showing(state):
            return
        theme, lay = self.app.theme, self.app.layout
        for text, centre in self.labels.items():
            label = theme.text(text, lay.small, "muted", bold=True)
            surface.blit(label, label.get_rect(center=centre))
