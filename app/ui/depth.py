"""Surface and depth (issue 28 point 2): the table every scene sits on, and the soft shadows that
lift cards, buttons, sheets and the board off it.

- `backdrop(size)`: the table: a gradient of the background colour role, lighter where the
  light falls (the top middle) and darker at the edges, quiet enough for text (the eye tests
  measure every text's contrast against what it was drawn over, this included).
- `shadow(rect, radius, lift)`: a soft shadow under a rounded box `lift` px above the table,
  a little below it; `draw_shadow` puts it on a surface. Shadows are blurred once per size and
  kept (sizes change only with the layout), so a frame pays a blit.

Everything is cached by its size and drawn with pygame alone (the browser's pygame-ce too).
"""

from __future__ import annotations

import pygame

# shadows: how far a box's shadow falls per px of lift, how soft, how dark
FALL = 0.6
SOFT = 1.6
DARK = 120  # alpha of the shadow's core (of 255)
# the table: how much lighter the lit middle is than the background role, how dark the edges
LIGHT = 14
SHADE = 18
_KEEP = 96  # cached pictures of each kind before the cache starts again

_backdrops: dict[tuple[int, int, tuple[int, ...]], pygame.Surface] = {}
_shadows: dict[tuple[int, int, int, int], pygame.Surface] = {}


def _shifted(colour: pygame.Color, by: int) -> tuple[int, int, int]:
    return tuple(max(0, min(255, c + by)) for c in (colour.r, colour.g, colour.b))  # type: ignore[return-value]


def backdrop(size: tuple[int, int], colour: pygame.Color) -> pygame.Surface:
    """The table at `size`: `colour` lit from the top middle, shaded toward the edges."""
    key = (size[0], size[1], tuple(colour))
    found = _backdrops.get(key)
    if found is not None:
        return found
    if len(_backdrops) > 8:
        _backdrops.clear()
    width, height = max(1, size[0]), max(1, size[1])
    small = pygame.Surface((16, 16))  # drawn small and smoothly scaled: a gradient without banding
    for y in range(16):
        for x in range(16):
            dx, dy = (x - 7.5) / 7.5, (y - 3.0) / 12.0
            distance = min(1.0, (dx * dx * 0.6 + dy * dy) ** 0.5)
            small.set_at((x, y), _shifted(colour, int(LIGHT * (1 - distance) - SHADE * distance * distance)))
    picture = pygame.transform.smoothscale(small, (width, height)).convert()
    _backdrops[key] = picture
    return picture


BLUR_SCALE = 4  # a shadow is blurred this many times smaller than it is drawn


def shadow(size: tuple[int, int], radius: int, lift: int) -> tuple[pygame.Surface, int]:
    """(the shadow of a box `size` with corners `radius` lifted `lift` px, how far it reaches
    past the box on each side): blurred once and kept."""
    spread = max(2, int(lift * SOFT))
    key = (size[0], size[1], radius, lift)
    found = _shadows.get(key)
    if found is None:
        if len(_shadows) > _KEEP:
            _shadows.clear()
        w, h = size[0] + 2 * spread, size[1] + 2 * spread
        # blurred at a quarter of its size and scaled up: the same soft edge for a sixteenth of
        # the work (a board's first frame blurred its panels' shadows for 130 ms at full size)
        k = BLUR_SCALE if min(w, h) >= 4 * BLUR_SCALE else 1
        sw, sh, sp = max(1, w // k), max(1, h // k), spread / k
        mask = pygame.Surface((sw, sh), pygame.SRCALPHA)
        inner = (round(sp), round(sp), max(1, sw - 2 * round(sp)), max(1, sh - 2 * round(sp)))
        pygame.draw.rect(mask, (0, 0, 0, DARK), inner, border_radius=max(0, round(radius / k)))
        blurred = pygame.transform.gaussian_blur(mask, max(1, round(sp / 2)))
        found = pygame.transform.smoothscale(blurred, (w, h)) if k > 1 else blurred
        _shadows[key] = found
    return found, spread


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, lift: int) -> None:
    """A soft shadow on `surface` under the box `rect` lifted `lift` px (falling a little down)."""
    if lift <= 0 or rect.width <= 0 or rect.height <= 0:
        return
    picture, spread = shadow(rect.size, radius, lift)
    surface.blit(picture, (rect.x - spread, rect.y - spread + int(lift * FALL)))


def draw_sheen(surface: pygame.Surface, rect: pygame.Rect, radius: int, strength: int = 18) -> None:
    """A faint lighter band along a raised box's top edge: the light catching it."""
    if rect.height < 8 or rect.width < 8:
        return
    edge = pygame.Surface(rect.size, pygame.SRCALPHA)  # a thin outline, of which the top shows
    thin = 1 if rect.height < 60 else 2
    pygame.draw.rect(edge, (255, 255, 255, strength), edge.get_rect(), width=thin, border_radius=radius)
    top = pygame.Rect(0, 0, rect.width, min(radius + 2, rect.height // 2))
    surface.blit(edge, rect.topleft, top)
