"""The seats' marks (circle, cross, triangle, diamond), tinted to read on their seat's
colour; one cache for the board, the seats' cards, the battle panel and the hot-seat cover.
Always drawn: some seats' colours are too close for some eyes to tell them apart
(docs/design.md, "Colour"), so the mark is what says whose a triangle is."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ..host import Host


class SeatMarks:
    def __init__(self, app: Host) -> None:
        self.app = app
        self._marks: dict[tuple[int, int, int], pygame.Surface] = {}

    def mark(self, seat: int, size: int, alpha: int = 255) -> pygame.Surface:
        """Seat's shape, dark on light colours, white on dark."""
        key = (seat, size, alpha)
        picture = self._marks.get(key)
        if picture is None:
            theme = self.app.theme
            colours = theme.colour("tri_players")
            colour = pygame.Color(colours[seat % len(colours)])
            light = 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b > 140
            tint = pygame.Color(theme.colour("ink", "#24221f")) if light else pygame.Color(255, 255, 255)
            tint.a = alpha
            picture = self.app.assets.scaled("tri_marks", seat % 4, 0, size).copy()
            picture.fill(tint, special_flags=pygame.BLEND_RGBA_MULT)
            self._marks[key] = picture
        return picture

    def chip(self, seat: int) -> pygame.Surface:
        """The mark on a seat's colour chip in a line of small text."""
        lay = self.app.layout
        return self.mark(seat, max(8, self.app.theme.font(lay.small).get_linesize() - 8))
