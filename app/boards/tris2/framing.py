"""The camera's aim: it frames the field of the state shown (camera.py does the sums).

After a layout the next state shown is framed at once; after that the camera
glides to each new field (`update`). Draws nothing and answers no tap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..part import Part
from . import geometry
from .camera import MARGIN

if TYPE_CHECKING:
    from collections.abc import Callable

    import pygame

    from app.ui.layout import Layout
    from games.tris2.state import State
    from games.tris2.view_queries import Tris2Queries

    from ..hit import BoardUI
    from ..host import Host
    from .camera import Box, Camera
    from .facts import Facts


class Framing(Part):
    def __init__(
        self, app: Host, rules: Tris2Queries, camera: Camera, facts: Facts, on_jump: Callable[[], None]
    ) -> None:
        self.app, self.rules, self.camera, self.facts = app, rules, camera, facts
        self.on_jump = on_jump  # called when the camera jumps (the setup roll's dice follow it)
        self.rect: pygame.Rect | None = None  # the field's rect, once laid out
        self.reframe = True  # the next state shown is framed at once

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        self.rect = rect
        self.reframe = True

    def sync(self, state: State, ui: BoardUI) -> None:
        self.aim(state)

    def update(self, dt: float) -> bool:
        return self.camera.update(dt, self.app.settings.speed)

    def box(self, state: State) -> Box:
        """The cells the camera must show: the field, and the 3x3 area while it matters; at
        the end, the winning line where the whole field would make its dice smaller than a
        finger (a long field on a small phone: the ending is read, never tiny; the cells
        round it still fill the view)."""
        bounds = self.rules.bounds(state)
        if bounds is None:
            return (0, 0, 2, 2)
        lines = self.rules.tris_lines(state) if self.rules.is_over(state) else []
        if lines and self.rect is not None and self.cell_for(bounds) < self.app.layout.tap:
            cells = [cell for line in lines for cell in line]
            xs, ys = [x for x, _y in cells], [y for _x, y in cells]
            return (min(xs), min(ys), max(xs), max(ys))
        if len(self.facts.field(state)) < 9 or state.variant == "tris1":
            return (min(bounds[0], 0), min(bounds[1], 0), max(bounds[2], 2), max(bounds[3], 2))
        return bounds

    def cell_for(self, box: Box) -> float:
        """The size of a cell (px) were `box` framed with its ring in the field's rect."""
        assert self.rect is not None
        wide, tall = box[2] - box[0] + 1 + 2 * MARGIN, box[3] - box[1] + 1 + 2 * MARGIN
        return min(self.rect.width / wide, self.rect.height / tall)

    def aim(self, state: State) -> None:
        """Point the camera at `state`'s field (it glides there in `update`)."""
        if self.rect is None:
            return
        moving = state.variant != "tris1"  # in Tris 1 no die leaves the 3x3 grid: no ring, bigger dice
        largest = geometry.max_cell(self.app.layout) * (1 if moving else 1.3)
        self.camera.frame(self.rect, self.box(state), largest, ring=moving)
        if self.reframe:
            self.reframe = False
            self.camera.snap()
            self.on_jump()
