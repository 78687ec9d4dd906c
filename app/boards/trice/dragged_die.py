"""The die in the finger while it is dragged (out of the pool or a hand), over the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..part import Part
from .pictures import face_of

if TYPE_CHECKING:
    import pygame

    from games.trice.rules import TriceState

    from ..hit import BoardUI
    from ..host import Render
    from .card import Card


class DraggedDie(Part):
    def __init__(self, render: Render, card: Card) -> None:
        """`card`: a die on it gives the size."""
        self.render, self.card = render, card

    def draw(self, surface: pygame.Surface, state: TriceState, ui: BoardUI) -> None:
        if ui.drag is not None and ui.drag_pos is not None:
            picture = self.render(face_of(ui.drag[1]), self.card.die)
            surface.blit(picture, picture.get_rect(center=ui.drag_pos))
