"""The pool: the dice not yet given, in fixed slots grouped by colour, each colour named
(the name dims once its dice are gone). In the give step a tap on a die gives it, and so
does dragging it out of the pool; the keyboard walks one target per different die."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.theme import wrap
from games.i18n import _

from ..part import Part
from ..view import Hit
from .geometry import COLOUR_ORDER, COLOUR_WORDS
from .pictures import face_of

if TYPE_CHECKING:
    from games.trice.rules import TriceState
    from games.trice.view_queries import TriceQueries

    from ..hit import BoardUI, Point
    from ..host import Host, Render
    from .full_card import FullCardSteps
    from .geometry import Caption


class Pool(Part):
    def __init__(self, app: Host, rules: TriceQueries, render: Render, full_card: FullCardSteps) -> None:
        """`full_card`: the full-card steps, which may take the empty pool's room."""
        self.app, self.rules, self.render, self.full_card = app, rules, render, full_card
        self.rect: pygame.Rect | None = None  # the tiles and captions
        self.tiles: dict[str, list[pygame.Rect]] = {}  # colour -> its tile rects (each a whole tap target)
        self.captions: dict[str, Caption] = {}  # colour -> (point, anchor) of its name

    def place(
        self, rect: pygame.Rect, tiles: dict[str, list[pygame.Rect]], captions: dict[str, Caption]
    ) -> None:
        self.rect, self.tiles, self.captions = rect, tiles, captions

    def slots(self, state: TriceState) -> list[tuple[str, pygame.Rect, pygame.Rect]]:
        """[(die, tile, picture rect)] for every die in the pool, in its colour's slots."""
        out: list[tuple[str, pygame.Rect, pygame.Rect]] = []
        for colour in COLOUR_ORDER:
            dice = [d for d in self.rules.pool(state) if d[0] == colour]
            for die, tile in zip(dice, self.tiles[colour]):
                size = int(tile.width * 0.86)
                out.append(
                    (
                        die,
                        tile,
                        pygame.Rect(0, 0, size, size).move(
                            tile.centerx - size // 2, tile.centery - size // 2
                        ),
                    )
                )
        return out

    def positions(self, state: TriceState) -> list[tuple[str, pygame.Rect]]:
        """[(die, rect)]: where each pool die is drawn."""
        return [(die, picture) for die, _tile, picture in self.slots(state)]

    def centre_of(self, die: str, state: TriceState) -> Point:
        assert self.rect is not None  # placed before use
        return next((r.center for d, r in self.positions(state) if d == die), self.rect.center)

    def die_at(self, pos: Point, state: TriceState) -> str | None:
        for die, tile, _picture in self.slots(state):
            if tile.collidepoint(pos):
                return die
        return None

    # -- meanings ----------------------------------------------------------------------------
    def hit(self, pos: Point, state: TriceState, ui: BoardUI) -> Hit | None:
        die = self.die_at(pos, state) if self.rules.step(state) == "give" else None
        return Hit(move=f"give {die}") if die is not None else None

    def grab(self, pos: Point, state: TriceState, ui: BoardUI) -> tuple[str, str] | None:
        die = self.die_at(pos, state) if self.rules.step(state) == "give" else None
        return ("pool", die) if die else None

    def drop(self, pos: Point, state: TriceState, ui: BoardUI) -> Hit | None:
        assert self.rect is not None  # placed before use
        return Hit(move=f"give {ui.drag[1]}") if not self.rect.collidepoint(pos) else None

    def targets(self, state: TriceState, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        if self.rules.step(state) != "give":
            return []
        seen: set[str] = set()
        out: list[tuple[pygame.Rect, Hit]] = []
        for die, tile, _picture in self.slots(state):
            if die not in seen:
                seen.add(die)
                out.append((tile, Hit(move=f"give {die}")))
        return out

    # -- picture -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: TriceState, ui: BoardUI) -> None:
        assert self.rect is not None  # placed before use
        theme, lay = self.app.theme, self.app.layout
        dice = self.rules.pool(state)
        left = {colour: 0 for colour in COLOUR_WORDS}
        for die in dice:
            left[die[0]] += 1
        for colour, (point, anchor) in self.captions.items():
            if any(left.values()):
                # a colour whose dice are all given is switched off: "faint", not read
                label = theme.text(
                    _(COLOUR_WORDS[colour]), lay.small, "muted" if left[colour] else "faint", bold=True
                )
                surface.blit(label, label.get_rect(**{anchor: point}))
        dragged = ui.drag[1] if ui.drag and ui.drag[0] == "pool" and ui.drag_pos else None
        for die, rect in self.positions(state):
            if die == dragged:
                dragged = None  # hide one copy: the one in the finger
                continue
            surface.blit(self.render(face_of(die), rect.width), rect)
        if not dice and self.rect.height and not self.full_card.shows(state):
            self.draw_note(surface, _("All dice are on the card."))

    def caption_rects(self, state: TriceState) -> list[pygame.Rect]:
        """Where the colours' names are drawn now (none once the pool is empty)."""
        if not self.rules.pool(state):
            return []
        theme, lay = self.app.theme, self.app.layout
        font = theme.font(lay.small, bold=True)
        found = []
        for colour, (point, anchor) in self.captions.items():
            rect = pygame.Rect((0, 0), font.size(_(COLOUR_WORDS[colour])))
            setattr(rect, anchor, point)
            found.append(rect)
        return found

    def draw_note(self, surface: pygame.Surface, text: str) -> None:
        """A note in the pool's empty room, in lines that fit it; left out where even those
        do not (a narrow pool under the game-over sheet: the card says it all)."""
        assert self.rect is not None  # placed before use
        theme, lay = self.app.theme, self.app.layout
        font = theme.font(lay.small)
        lines = wrap(font, text, self.rect.width)
        if len(lines) * font.get_linesize() > self.rect.height or any(
            font.size(line)[0] > self.rect.width for line in lines
        ):
            return
        y = self.rect.centery - len(lines) * font.get_linesize() // 2
        for line in lines:
            label = theme.text(line, lay.small, "muted")
            surface.blit(label, label.get_rect(midtop=(self.rect.centerx, y)))
            y += font.get_linesize()
