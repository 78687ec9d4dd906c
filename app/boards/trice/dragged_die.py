"""The die in the finger while it is dragged (out of the pool or a hand), over the rest."""

from ..part import Part
from .pictures import face_of


class DraggedDie(Part):
    def __init__(self, render, card):
        """`card`: a die on it gives the size."""
        self.render, self.card = render, card

    def draw(self, surface, state, ui):
        if ui.drag is not None and ui.drag_pos is not None:
            picture = self.render(face_of(ui.drag[1]), self.card.die)
            surface.blit(picture, picture.get_rect(center=ui.drag_pos))
