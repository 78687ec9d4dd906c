"""Pictures for the Tris 2 board: a die seen from above, and roll arrows.

A die shows its top symbol large in the middle and the symbols of its four
sides smaller at its edges: the north and south edges show the north-south
symbol, east and west the east-west one. It is composed from the blank die
and the symbols alone (the dice_symbols and symbols_ink sheets), so the
symbols' sizes can follow the die's (`symbol_places`):

- on the field the top symbol comes first (three of them in a line win): at
  least TOP_MIN_CSS (an O 14 CSS px) while the die allows; then the side
  symbols up to SIDE_MIN_CSS (an O 9 CSS px, an X 10); then both grow to their
  shares of a large die (on a 45 px die: top 14-16 px, sides 9-10, where they
  were 18-20 and 5-7; on a 35 px die, as a small phone shows a spread field:
  top 14-15, sides 6);
- a die shown to be read (`legible`: the die held, large, the legend, the
  placement's six ways to turn a die) puts the side symbols first: at least
  SIDE_MIN_CSS while the die allows, the top symbol taking the room left.

Pictures are composed once per (orientation, size) and cached, so a frame only blits.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from app.ui.surface_cache import SurfaceCache

if TYPE_CHECKING:
    from ..host import Host

# shares of the die's size
TOP = 0.42  # the top symbol's cell on a large die...
TOP_MOST = 0.5  # ...and at most, on a small one
SIDE = 0.2  # a side symbol's cell on a large die...
SIDE_MOST = 0.26  # ...and at most, on a small one
MIDDLE = 0.49  # the face's middle (the bevel is bottom-right)
EDGE = 0.045  # a side symbol's ink stays this far in from the die's edge
GAP = 0.033  # between a side symbol's ink box and the top symbol's (an X's arms reach its corners)
# half the symbols' ink extent in their cell (tools/make_sprites.py: ink_symbol)
X_HALF, O_HALF = 0.469, 0.421
TOP_MIN_CSS = 17  # CSS px: the top symbol's cell at least (ink: an O 14.3, an X 15.9), while TOP_MOST allows
SIDE_MIN_CSS = 11.3  # CSS px: a side symbol's cell at least (ink: an O 9.5, an X 10.6), while room allows

SIDE_ALPHA = 215  # side symbols a little lighter than the top one
GHOST_ALPHA = 105  # the preview of a die after a roll, under the arrow
# the dice, ghosts and arrows kept, drawn most recently first: 2 MiB, or a quarter of the
# screen's bytes
CACHE_BYTES, CACHE_SCREEN_SHARE = 2 * 2**20, 0.25


def shade(colour: pygame.Color, factor: float) -> pygame.Color:
    return pygame.Color(*(max(0, min(255, int(c * factor))) for c in colour[:3]))


def blend(a: pygame.Color, b: pygame.Color, t: float) -> pygame.Color:
    return pygame.Color(*(int(a[i] + (b[i] - a[i]) * t) for i in range(3)))


def symbol_places(
    size: int, css_scale: float = 1.0, legible: bool = False
) -> list[tuple[str, tuple[float, float], int]]:
    """[(which, centre, cell px)] of a die of `size` px: "top" in the middle, then the
    north, south, west and east side symbols ("ns" twice, "ew" twice); `legible` puts
    the side symbols first (module doc)."""
    middle = MIDDLE * size
    room = middle - (EDGE + GAP) * size  # from the die's edge to its middle, less the margins

    def top_room(side: float) -> float:  # the largest top symbol beside side symbols of `side`
        return (room - 2 * X_HALF * side) / X_HALF

    def side_room(top: float) -> float:  # the largest side symbols beside a top symbol of `top`
        return (room - X_HALF * top) / (2 * X_HALF)

    side = min(max(SIDE * size, SIDE_MIN_CSS * css_scale), SIDE_MOST * size)
    if legible:
        top = min(TOP * size, top_room(side))
    else:
        top = min(max(TOP_MIN_CSS * css_scale, min(TOP * size, top_room(side))), TOP_MOST * size)
        side = min(side, side_room(top))
    top_px, side_px = max(8, round(top)), max(4, round(side))
    while X_HALF * top_px + 2 * X_HALF * side_px > room and top_px > 8 and side_px > 4:  # rounded up too far
        if legible:
            top_px -= 1
        else:
            side_px -= 1
    near = EDGE * size + X_HALF * side_px
    far = 2 * middle - near
    return [
        ("top", (middle, middle), top_px),
        ("ns", (middle, near), side_px),
        ("ns", (middle, far), side_px),
        ("ew", (near, middle), side_px),
        ("ew", (far, middle), side_px),
    ]


class Pictures:
    def __init__(self, app: Host) -> None:
        self.app = app
        self.cache: SurfaceCache[tuple[object, ...]] = SurfaceCache(CACHE_BYTES, CACHE_SCREEN_SHARE)

    def _remember(self, key: tuple[object, ...], surface: pygame.Surface) -> pygame.Surface:
        return self.cache.put(key, surface)

    def die(self, orient: str, size: float, legible: bool = False) -> pygame.Surface:
        """The die with orientation `orient` ("XO/": top, north-south, east-west); `legible`:
        shown to be read, its side symbols first (symbol_places)."""
        size = max(8, int(size))
        css_scale = self.app.layout.css_scale
        key = ("die", orient, size, css_scale, legible)
        found = self.cache.get(key)
        if found is not None:
            return found
        assets = self.app.assets
        picture = assets.scaled("dice_symbols", "blank", 0, size).copy()
        symbols = dict(zip(("top", "ns", "ew"), orient))
        for which, centre, cell in symbol_places(size, css_scale, legible):
            mark = assets.scaled("symbols_ink", symbols[which], 0, cell)
            if which != "top":
                mark = mark.copy()
                mark.set_alpha(SIDE_ALPHA)
            picture.blit(mark, mark.get_rect(center=(round(centre[0]), round(centre[1]))))
        return self._remember(key, picture)

    def ghost(self, orient: str, size: float, legible: bool = False) -> pygame.Surface:
        """A faint die: how a die would lie after a roll (or a way to place it not open now)."""
        key = ("ghost", orient, int(size), self.app.layout.css_scale, legible)
        found = self.cache.get(key)
        if found is None:
            found = self.die(orient, size, legible).copy()
            found.set_alpha(GHOST_ALPHA)
            found = self._remember(key, found)
        return found

    def arrow(self, direction: str, size: float, colour: pygame.Color) -> pygame.Surface:
        """A bold arrow pointing `direction` (N E S W) in a square of `size` px."""
        size = max(8, int(size))
        key = ("arrow", direction, size, tuple(colour))
        found = self.cache.get(key)
        if found is not None:
            return found
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        s = size
        # drawn pointing east, then turned
        head = [(s * 0.86, s * 0.5), (s * 0.5, s * 0.2), (s * 0.5, s * 0.8)]
        shaft = pygame.Rect(0, 0, int(s * 0.42), max(3, int(s * 0.22)))
        shaft.midleft = (int(s * 0.14), int(s * 0.5))
        outline = shade(colour, 0.35)
        pygame.draw.rect(surface, outline, shaft.inflate(4, 4), border_radius=3)
        pygame.draw.polygon(surface, outline, _grow(head, 3))
        pygame.draw.rect(surface, colour, shaft, border_radius=3)
        pygame.draw.polygon(surface, colour, head)
        turn = {"E": 0, "N": 90, "W": 180, "S": -90}[direction]
        if turn:
            surface = pygame.transform.rotate(surface, turn)
        return self._remember(key, surface)


def _grow(points: list[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    """A polygon pushed out from its centre by `by` px (an outline behind it)."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    out: list[tuple[float, float]] = []
    for x, y in points:
        length = math.hypot(x - cx, y - cy) or 1
        out.append((x + (x - cx) / length * by * 1.6, y + (y - cy) / length * by * 1.6))
    return out
