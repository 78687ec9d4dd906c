"""The field's ground under the camera: its panel, the 3x3 area while it matters,
the rule of 4 box, the empty cells a placement may take (hints) and the lines
between cells. A tap on it that no die or arrow takes: let go of the held die,
or say to tap a die first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.widgets import draw_panel
from games.i18n import _

from .. import cues
from ..part import Part
from ..view import CLEAR, Hit
from .pictures import blend

if TYPE_CHECKING:
    from games.tris2.state import State
    from games.tris2.view_queries import Tris2Queries

    from ..hit import BoardUI, Point
    from ..host import Host
    from .camera import Camera
    from .facts import Facts

# How much of "muted" or "highlight" the ground's marks mix into the panel (docs/design.md,
# "Colour", measures each against the panel).
AREA, AREA_EDGE, LIT, LINE = 0.12, 0.5, 0.28, 0.2


class Ground(Part):
    def __init__(self, app: Host, rules: Tris2Queries, camera: Camera, facts: Facts) -> None:
        self.app, self.rules, self.camera, self.facts = app, rules, camera, facts

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        draw_panel(surface, self.app.theme, self.camera.panel(), "panel", radius=min(self.app.layout.gap, 6))
        with self.camera.clipped(surface):
            self.draw_ground(surface, state, ui)

    def draw_ground(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        theme, cam = self.app.theme, self.camera
        panel = theme.colour("panel")
        phase = self.rules.phase(state)
        if phase in ("place", "turn", "setup") or state.variant == "tris1":
            area = cam.cell_rect((0, 0)).union(cam.cell_rect((2, 2)))
            pygame.draw.rect(surface, blend(panel, theme.colour("muted"), AREA), area)
        else:
            area = None
        bounds = self.rules.bounds(state)
        label_at: tuple[pygame.Surface, Point] | None = None  # drawn last: no line crosses it
        if state.rule_of_4 and bounds is not None and phase == "roll":
            x0, y0, x1, y1 = bounds
            box = cam.cell_rect((x1 - 3, y1 - 3)).union(cam.cell_rect((x0 + 3, y0 + 3)))
            pygame.draw.rect(surface, blend(panel, theme.colour("highlight"), 0.1), box)
            pygame.draw.rect(surface, blend(panel, theme.colour("highlight"), 0.45), box, width=2)
            label = theme.text(_("rule of 4"), self.app.layout.small, "highlight")
            label_at = (label, self.label_place(box, label.get_size(), cam.panel()))
        if ui.hints and self.facts.playing(state, ui):
            lit = blend(panel, theme.colour("highlight"), LIT)
            if phase == "place" and self.facts.held(ui) is None:
                for where in self.facts.open_cells(state):  # lit, and a dot: not by colour alone
                    cell = cam.cell_rect(where)
                    pygame.draw.rect(surface, lit, cell.inflate(-4, -4), border_radius=6)
                    cues.dot(
                        surface, theme, theme.colour("highlight"), cell.center, max(3, int(cam.cell / 14))
                    )
        # the lines between cells (the panel's edge is the outer one)
        line = blend(panel, theme.colour("muted"), LINE)
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
        if area is not None:  # the 3x3 area's edge over the lines, always: its shade alone is
            # too close to the table's colour (docs/design.md, "Colour"); its corners marked
            pygame.draw.rect(
                surface,
                blend(panel, theme.colour("muted"), AREA_EDGE),
                area,
                width=3 if phase == "place" else 2,
            )
            corner = max(6, int(cam.cell / 5))
            for x, dx in ((area.left, 1), (area.right - 1, -1)):
                for y, dy in ((area.top, 1), (area.bottom - 1, -1)):
                    pygame.draw.lines(
                        surface,
                        theme.colour("muted"),
                        False,
                        [(x, y + dy * corner), (x, y), (x + dx * corner, y)],
                        3,
                    )
        if label_at is not None:
            surface.blit(*label_at)

    def hit(self, pos: Point, state: State, ui: BoardUI) -> Hit | None:
        """The roll's last word, under the dice and the arrows (they answer their own cells)."""
        if self.rules.phase(state) != "roll":
            return None
        where = self.camera.cell_at(pos)
        if where is None:  # off the field (the cards, the legend...): let go of the die
            return Hit(pick=CLEAR) if ui.selected is not None else None
        if where in self.facts.field(state) or self.facts.chosen(ui) is not None:
            return None
        return Hit(say=_("Tap a die first: arrows then show where it can roll."))

    @staticmethod
    def label_place(box: pygame.Rect, size: tuple[int, int], shown: pygame.Rect) -> Point:
        """Where the rule of 4's label goes: just above the box, else just below it, where the
        view shows that strip (inside the box a die covers it); else in the box's corner."""
        width, height = size
        inside = box.clip(shown)  # the box may run past the view
        x = min(max(inside.x + 6, shown.x + 2), shown.right - width - 2)
        clear = 6  # a die's ring reaches a few px past its cell
        if box.top - height - clear >= shown.top:
            return (x, box.top - height - clear)
        if box.bottom + height + clear <= shown.bottom:
            return (x, box.bottom + clear)
        return (inside.x + 6, inside.y + 4)
