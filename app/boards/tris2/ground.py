"""The field's ground under the camera: its panel, the 3x3 area while it matters,
the rule of 4 box, the empty cells a placement may take (hints) and the lines
between cells. A tap on it that no die or arrow takes: let go of the held die,
or say to tap a die first.
"""

import pygame

from app.widgets import draw_panel

from ..part import Part
from ..view import CLEAR, Hit
from .pictures import blend


class Ground(Part):
    def __init__(self, app, rules, camera, facts):
        self.app, self.rules, self.camera, self.facts = app, rules, camera, facts

    def draw(self, surface, state, ui):
        draw_panel(surface, self.app.theme, self.camera.panel(), "panel", radius=min(self.app.layout.gap, 6))
        with self.camera.clipped(surface):
            self.draw_ground(surface, state, ui)

    def draw_ground(self, surface, state, ui):
        theme, cam = self.app.theme, self.camera
        panel = theme.colour("panel")
        phase = self.rules.phase(state)
        if phase in ("place", "turn", "setup") or state.variant == "tris1":
            area = cam.cell_rect((0, 0)).union(cam.cell_rect((2, 2)))
            pygame.draw.rect(surface, blend(panel, theme.colour("muted"), 0.12), area)
            if phase == "place":  # "tap an empty cell of the shaded 3x3 square"
                pygame.draw.rect(surface, blend(panel, theme.colour("muted"), 0.5), area, width=2)
        bounds = self.rules.bounds(state)
        if state.rule_of_4 and bounds is not None and phase == "roll":
            x0, y0, x1, y1 = bounds
            box = cam.cell_rect((x1 - 3, y1 - 3)).union(cam.cell_rect((x0 + 3, y0 + 3)))
            pygame.draw.rect(surface, blend(panel, theme.colour("highlight"), 0.1), box)
            pygame.draw.rect(surface, blend(panel, theme.colour("highlight"), 0.45), box, width=2)
            label = theme.text("rule of 4", self.app.layout.small, "highlight")
            inside = box.clip(cam.panel())  # the box may run past the view
            surface.blit(label, (inside.x + 6, inside.y + 4))
        if ui.hints and self.facts.playing(state, ui):
            lit = blend(panel, theme.colour("highlight"), 0.28)
            if phase == "place" and self.facts.held(ui) is None:
                for where in self.facts.open_cells(state):
                    pygame.draw.rect(surface, lit, cam.cell_rect(where).inflate(-4, -4), border_radius=6)
        # the lines between cells (the panel's edge is the outer one)
        line = blend(panel, theme.colour("muted"), 0.2)
        x0, y0, x1, y1 = cam.visible_cells()
        shown = cam.panel()
        for x in range(x0, x1 + 2):
            px = round(cam.point(x, 0)[0])
            if shown.left < px < shown.right - 1:
                pygame.draw.line(surface, line, (px, shown.top), (px, shown.bottom - 1))
        for y in range(y0, y1 + 2):
            py = round(cam.point(0, y)[1])
            if shown.top < py < shown.bottom - 1:
                pygame.draw.line(surface, line, (shown.left, py), (shown.right - 1, py))

    def hit(self, pos, state, ui):
        """The roll's last word, under the dice and the arrows (they answer their own cells)."""
        if self.rules.phase(state) != "roll":
            return None
        where = self.camera.cell_at(pos)
        if where is None:  # off the field (the cards, the legend...): let go of the die
            return Hit(pick=CLEAR) if ui.selected is not None else None
        if where in self.facts.field(state) or self.facts.chosen(ui) is not None:
            return None
        return Hit(say="Tap a die first: arrows then show where it can roll.")
