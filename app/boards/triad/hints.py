"""Where the picked Triad die may go (the "hints" setting): each target cell lit,
with a faint copy of the face the die would show there. Only while a person
may act."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from app.boards.part import Part
from app.ui.faces import draw_face
from games.triad.rules import parse_move

from .palette import LIT, face

if TYPE_CHECKING:
    from app.ui.layout import Layout
    from games.triad.rules import TriadState
    from games.triad.view_queries import TriadQueries

    from ..hit import BoardUI
    from ..host import Face, Host
    from .facts import FactsCache
    from .field import Field


class Hints(Part):
    def __init__(self, app: Host, rules: TriadQueries, facts: FactsCache, field: Field) -> None:
        self.rules, self.facts, self.field = rules, facts, field
        self.render = partial(draw_face, app)
        self.ghosts: dict[Face, pygame.Surface] = {}  # face -> its faint picture, for this layout's die size

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        self.ghosts.clear()

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        facts = self.facts(state)
        picked = facts.held(ui)
        if picked is None or not ui.interactive or not ui.hints:
            return
        cells, inset = self.field.cells, max(2, self.field.cell // 18)
        for cell, move in facts.targets(picked).items():
            pygame.draw.rect(
                surface, LIT, cells[cell].inflate(-2 * inset, -2 * inset), border_radius=inset * 2
            )
            kind, a, _t, value = parse_move(move)
            if kind == "slide":  # moving unturned: it keeps its face
                value = facts.dice[self.rules.CELLS[a]][1]
            ghost = self.ghost(face(facts.mover, value))  # the face it will show there
            surface.blit(ghost, ghost.get_rect(center=cells[cell].center))

    def ghost(self, shown: Face) -> pygame.Surface:
        picture = self.ghosts.get(shown)
        if picture is None:
            picture = self.render(shown, int(self.field.die * 0.62)).copy()
            picture.set_alpha(120)
            self.ghosts[shown] = picture
        return picture
