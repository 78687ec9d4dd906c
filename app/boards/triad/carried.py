"""The Triad die under the finger (or the mouse) while it is dragged: drawn
where the finger is, over everything on the grid; lifting it clicks like
picking it up by a tap (a tap clicks through its Hit instead)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from app.boards.part import Part
from app.ui.faces import draw_face

from .dice import PICK
from .palette import face

if TYPE_CHECKING:
    import pygame

    from games.triad.rules import TriadState

    from ..hit import BoardUI
    from ..host import Host
    from .facts import FactsCache
    from .field import Field


class Carried(Part):
    def __init__(self, app: Host, facts: FactsCache, field: Field) -> None:
        self.app, self.facts, self.field = app, facts, field
        self.render = partial(draw_face, app)
        self.lifted: str | None = None  # the die last seen under the finger (it clicks once when lifted)

    def sync(self, state: TriadState, ui: BoardUI) -> None:
        facts = self.facts(state)
        lifted = facts.held(ui) if ui.drag_pos is not None else None
        if lifted is not None and lifted != self.lifted and lifted != ui.selected:
            self.app.audio.play(PICK)
        self.lifted = lifted

    def reset(self) -> None:
        self.lifted = None

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        dice = self.facts(state).dice
        dragged = ui.drag if ui.drag_pos is not None else None
        if dragged in dice:
            seat, value = dice[dragged]
            picture = self.render(face(seat, value), self.field.die)
            surface.blit(picture, picture.get_rect(center=ui.drag_pos))
