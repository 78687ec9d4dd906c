"""The advanced game's placement: the six dice to pick how the new die lies (a row
under the field, or three by two beside it), and the 3x3 cells it may go to.

Tap a cell then one of the six, or one of the six then a cell, or drag one of
the six onto a cell. The six show faint when the held cell does not take them
(or the computer places). Only in the placement phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.i18n import _
from games.tris2.field import ORIENTS

from ..part import Part
from ..view import CLEAR, Hit
from .moves import GRID, put_move

if TYPE_CHECKING:
    from games.tris2.state import State
    from games.tris2.view_queries import Tris2Queries

    from ..hit import BoardUI, Point
    from ..host import Host
    from .camera import Camera
    from .facts import Facts
    from .moves import Cell
    from .pictures import Pictures


class Placement(Part):
    def __init__(
        self, app: Host, rules: Tris2Queries, camera: Camera, pictures: Pictures, facts: Facts
    ) -> None:
        self.app, self.rules, self.camera, self.pictures, self.facts = app, rules, camera, pictures, facts
        self.rects: dict[str, pygame.Rect] = {}  # {orientation: rect}: the six dice

    def place(self, picks: dict[str, pygame.Rect]) -> None:
        """Put the six dice at `picks`, {orientation: rect}, which the view's layout finds
        (six rects: more than `Part.layout` takes)."""
        self.rects = picks

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        if self.rules.phase(state) != "place":
            return
        theme, facts = self.app.theme, self.facts
        person = facts.playing(state, ui)
        held = facts.held(ui)
        legal = set(self.rules.placements(state, held)) if held is not None else set(ORIENTS)
        dragged = ui.drag[1] if ui.drag and ui.drag[0] == "pick" and ui.drag_pos else None
        picked = facts.picked(ui)
        for orient, rect in self.rects.items():
            # six ways to turn the new die: read by their side symbols, so drawn to be read
            picture = (
                self.pictures.die(orient, rect.width, legible=True)
                if person and orient in legal
                else self.pictures.ghost(orient, rect.width, legible=True)
            )
            surface.blit(picture, rect)
            if orient == picked or orient == dragged:
                pygame.draw.rect(
                    surface,
                    theme.colour("highlight"),
                    rect.inflate(6, 6),
                    width=4,
                    border_radius=rect.width // 4,
                )
        if dragged is not None:
            picture = self.pictures.die(dragged, self.camera.die_size())
            surface.blit(picture, picture.get_rect(center=ui.drag_pos))

    def pick_at(self, pos: Point, state: State) -> str | None:
        if self.rules.phase(state) != "place":
            return None
        return next((o for o, r in self.rects.items() if r.collidepoint(pos)), None)

    # -- meanings ----------------------------------------------------------------------------------
    def hit(self, pos: Point, state: State, ui: BoardUI) -> Hit | None:
        if self.rules.phase(state) != "place":
            return None
        orient = self.pick_at(pos, state)
        if orient is not None:
            return self.hit_pick(orient, ui)
        where = self.camera.cell_at(pos)
        return self.hit_cell(where, state, ui) if where is not None else None

    def hit_cell(self, where: Cell, state: State, ui: BoardUI) -> Hit:
        picked = self.facts.picked(ui)
        if where in self.facts.field(state) or where not in GRID:
            return Hit(move=put_move(where, picked or ORIENTS[0]))  # explains why not
        if picked is not None:
            return Hit(move=put_move(where, picked))
        if where == self.facts.chosen(ui):
            return Hit(pick=CLEAR)
        return Hit(
            pick=where, sound="select", say=_("Now pick how the die is turned: tap one of the six dice.")
        )

    def hit_pick(self, orient: str, ui: BoardUI) -> Hit:
        chosen = self.facts.chosen(ui)
        if chosen is not None:
            return Hit(move=put_move(chosen, orient))
        if self.facts.picked(ui) == orient:
            return Hit(pick=CLEAR)
        return Hit(pick=orient, sound="select", say=_("Now tap an empty cell of the 3x3 area for it."))

    def grab(self, pos: Point, state: State, ui: BoardUI) -> tuple[str, str, Point] | None:
        orient = self.pick_at(pos, state)
        return ("pick", orient, pos) if orient is not None else None

    def drop(self, pos: Point, state: State, ui: BoardUI) -> Hit | None:
        where = self.camera.cell_at(pos)
        return Hit(move=put_move(where, ui.drag[1])) if where is not None else None

    def targets(self, state: State, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        if not self.facts.playing(state, ui) or self.rules.phase(state) != "place":
            return []
        cam, held = self.camera, self.facts.chosen(ui)
        if held is not None:
            legal = self.rules.placements(state, held)
            out = [(self.rects[o], Hit(move=put_move(held, o))) for o in ORIENTS if o in legal]
            return out + [(cam.cell_rect(held), Hit(pick=CLEAR))]
        return [(cam.cell_rect(c), Hit(pick=c, sound="select")) for c in self.facts.open_cells(state)]
