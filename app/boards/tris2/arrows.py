"""What the held choice may do on the field: the held die's legal rolls (where it
lands, how it will show, an arrow across the edge; the one a swipe points at in
gold), or in the placement the empty cell chosen. A tap on an empty cell while
a die is held rolls it there, or says how dice roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.i18n import _

from ..part import Part
from ..view import CLEAR, Hit
from .moves import STEPS, direction_to, roll_move, swipe_direction

if TYPE_CHECKING:
    from games.tris2.state import State
    from games.tris2.view_queries import Tris2Queries

    from ..hit import BoardUI, Point
    from ..host import Host
    from .camera import Camera
    from .facts import Facts
    from .pictures import Pictures


class Arrows(Part):
    def __init__(
        self, app: Host, rules: Tris2Queries, camera: Camera, pictures: Pictures, facts: Facts
    ) -> None:
        self.app, self.rules, self.camera, self.pictures, self.facts = app, rules, camera, pictures, facts

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        if self.facts.playing(state, ui):
            with self.camera.clipped(surface):
                self.draw_arrows(surface, state, ui)

    def draw_arrows(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        phase, held = self.rules.phase(state), self.facts.held(ui)
        if phase == "place" and held is not None:
            pygame.draw.rect(
                surface,
                self.app.theme.colour("highlight"),
                self.camera.cell_rect(held).inflate(-4, -4),
                width=4,
                border_radius=8,
            )
            return
        if phase != "roll" or held is None:
            return
        cam, theme = self.camera, self.app.theme
        orient = self.facts.field(state).get(held)
        if orient is None:
            return
        swiped = None
        if ui.drag and ui.drag[0] == "die" and ui.drag_pos:
            start = ui.drag[2]
            swiped = swipe_direction(ui.drag_pos[0] - start[0], ui.drag_pos[1] - start[1])
        size = cam.die_size()
        for direction, target in self.facts.arrows(state, ui).items():
            centre = cam.centre_of(target)
            ghost = self.pictures.ghost(self.rules.rolled(orient, direction), size)
            surface.blit(ghost, ghost.get_rect(center=centre))
            colour = theme.colour("accent" if direction == swiped else "highlight")
            arrow = self.pictures.arrow(direction, cam.cell * 0.5, colour)
            step = STEPS[direction]
            # the arrow sits across the edge between the die and where it lands
            at = (centre[0] - step[0] * cam.cell * 0.32, centre[1] - step[1] * cam.cell * 0.32)
            surface.blit(arrow, arrow.get_rect(center=(round(at[0]), round(at[1]))))

    def hit(self, pos: Point, state: State, ui: BoardUI) -> Hit | None:
        chosen = self.facts.chosen(ui)
        if self.rules.phase(state) != "roll" or chosen is None:
            return None
        where = self.camera.cell_at(pos)
        if where is None or where in self.facts.field(state):
            return None
        direction = direction_to(chosen, where)
        if direction is not None:  # a refused roll is explained by the rules
            return Hit(move=roll_move(chosen, direction))
        return Hit(
            pick=CLEAR, say=_("A die rolls one cell north, east, south or west: tap one of its arrows.")
        )

    def targets(self, state: State, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        held = self.facts.chosen(ui)
        if not self.facts.playing(state, ui) or self.rules.phase(state) != "roll" or held is None:
            return []
        out = [
            (self.camera.cell_rect(target), Hit(move=roll_move(held, d)))
            for d, target in self.facts.arrows(state, ui).items()
        ]
        return out + [(self.camera.cell_rect(held), Hit(pick=CLEAR))]
