"""Pictures for the Tris 2 board: a die seen from above, and roll arrows.

A die shows its top symbol large (the dice_symbols sheet) and the symbols
of its four sides small at its edges (the symbols_small sheet): the north
and south edges show the north-south symbol, east and west the east-west
one. Pictures are composed once per (orientation, size) and cached, so a
frame only blits.
"""

import math

import pygame

from app.scenes.faces import draw_face

SIDE = 0.2          # side symbol size, as a share of the die
SIDE_AT = 0.165     # its centre's distance from the die's edge, as a share
SIDE_ALPHA = 205    # side symbols a little lighter than the top one
GHOST_ALPHA = 105   # the preview of a die after a roll, under the arrow
CACHE_MAX = 160


def shade(colour, factor):
    return pygame.Color(*(max(0, min(255, int(c * factor))) for c in colour[:3]))


def blend(a, b, t):
    return pygame.Color(*(int(a[i] + (b[i] - a[i]) * t) for i in range(3)))


class Pictures:
    def __init__(self, app):
        self.app = app
        self.cache = {}

    def _remember(self, key, surface):
        if len(self.cache) >= CACHE_MAX:
            self.cache.clear()
        self.cache[key] = surface
        return surface

    def die(self, orient, size):
        """The die with orientation `orient` ("XO/": top, north-south, east-west)."""
        size = max(8, int(size))
        key = ("die", orient, size)
        found = self.cache.get(key)
        if found is not None:
            return found
        top, north_south, east_west = orient
        picture = draw_face(self.app, ("symbol", top), size).copy()
        small = max(5, int(size * SIDE))
        near, far = size * SIDE_AT, size * (1 - SIDE_AT) - size * 0.02  # the bevel is bottom-right
        middle = size * 0.49
        for symbol, centre in ((north_south, (middle, near)), (north_south, (middle, far)),
                               (east_west, (near, middle)), (east_west, (far, middle))):
            mark = self.app.assets.scaled("symbols_small", symbol, 0, small).copy()
            mark.set_alpha(SIDE_ALPHA)
            picture.blit(mark, mark.get_rect(center=(round(centre[0]), round(centre[1]))))
        return self._remember(key, picture)

    def ghost(self, orient, size):
        """A faint die: how a die would lie after a roll."""
        key = ("ghost", orient, int(size))
        found = self.cache.get(key)
        if found is None:
            found = self.die(orient, size).copy()
            found.set_alpha(GHOST_ALPHA)
            found = self._remember(key, found)
        return found

    def arrow(self, direction, size, colour):
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


def _grow(points, by):
    """A polygon pushed out from its centre by `by` px (an outline behind it)."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    out = []
    for x, y in points:
        length = math.hypot(x - cx, y - cy) or 1
        out.append((x + (x - cx) / length * by * 1.6, y + (y - cy) / length * by * 1.6))
    return out
