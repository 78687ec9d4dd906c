"""How to read a die, where the layout leaves room for it while the dice roll: beside the
field a die and the words (the big symbol, the small ones); below the field, left of the
draw button, the die held, large (on a small phone the field's dice may be 30-35 px,
their side symbols 5-6 px: here they are 9-10, pictures.py's legible die).
Beside the field, too, the die shown is the one held when there is one; it takes the
place under Offer draw that Decline draw has while an offer waits."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.theme import wrap
from games.i18n import N_, _

from ..part import Part
from .facts import Facts

if TYPE_CHECKING:
    from app.ui.layout import Layout
    from games.tris2.state import State
    from games.tris2.view_queries import Tris2Queries

    from ..hit import BoardUI, Point
    from ..host import Host
    from .pictures import Pictures

LEGEND = N_("Big: the symbol on top. Small: what comes up when the die rolls toward that edge.")
SAMPLE = "XO/"  # the die the words are read on when none is held


class Legend(Part):
    def __init__(self, app: Host, rules: Tris2Queries, pictures: Pictures) -> None:
        self.app, self.rules, self.pictures = app, rules, pictures
        self.facts = Facts(rules)
        self.rect: pygame.Rect | None = None  # None: no room on this layout
        self.shown: tuple[str, pygame.Rect] | None = (
            None  # (orientation, rect) of the die drawn last, or None
        )

    def layout(self, lay: Layout, rect: pygame.Rect | None) -> None:
        self.rect = rect

    def held(self, state: State, ui: BoardUI) -> str | None:
        """The orientation of the die the person holds, or None."""
        if not self.facts.playing(state, ui):
            return None
        where = self.facts.held(ui)
        return None if where is None else self.facts.field(state).get(where)

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        self.shown = None
        if (
            self.rect is None
            or self.rules.phase(state) != "roll"
            or self.rules.offer_pending(state) is not None
        ):
            return
        theme, lay, rect = self.app.theme, self.app.layout, self.rect
        held = self.held(state, ui)
        size = min(rect.height, int(96 * lay.unit), rect.width // 3)
        font = theme.font(lay.small)
        lines = wrap(font, _(LEGEND), rect.width - size - lay.gap)
        if size >= 44 and len(lines) * font.get_linesize() <= rect.height:
            self.draw_die(
                surface, held or SAMPLE, size, (rect.x + size // 2, rect.y + size // 2), held is not None
            )
            y = rect.y + max(0, (size - len(lines) * font.get_linesize()) // 2)
            for line in lines:
                surface.blit(theme.text(line, lay.small, "muted"), (rect.x + size + lay.gap, y))
                y += font.get_linesize()
        elif held is not None and min(rect.size) >= 44:  # no room for words: the die held, large
            self.draw_die(surface, held, min(rect.size), rect.center, True)

    def ring(self) -> int:
        return max(2, self.app.layout.gap // 3)

    def draw_die(self, surface: pygame.Surface, orient: str, size: int, centre: Point, held: bool) -> None:
        picture = self.pictures.die(orient, size, legible=True)
        box = picture.get_rect(center=centre)
        surface.blit(picture, box)
        if held:  # ringed like the die held on the field
            ring = self.ring()
            pygame.draw.rect(
                surface,
                self.app.theme.colour("highlight"),
                box.inflate(2 * ring, 2 * ring),
                width=ring,
                border_radius=int(size * 0.22),
            )
        self.shown = (orient, box)
