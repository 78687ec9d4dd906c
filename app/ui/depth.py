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
_sheens: dict[tuple[int, int, int, int], pygame.Surface] = {}
_tables: dict[tuple[object, ...], tuple[pygame.Surface, tuple[int, int]]] = {}


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


def draw_shadow(
    surface: pygame.Surface, rect: pygame.Rect, radius: int, lift: int, covered: bool = False
) -> None:
    """A soft shadow on `surface` under the box `rect` lifted `lift` px (falling a little down).
    `covered`: an opaque box is drawn over it next, so only the shadow's rim is blitted, not
    the middle the box hides (per-pixel alpha costs the browser's pygame about a hundred times
    what a plain copy does: a sheet's whole shadow was 10 ms of a phone's frame there)."""
    if lift <= 0 or rect.width <= 0 or rect.height <= 0:
        return
    picture, spread = shadow(rect.size, radius, lift)
    x, y = rect.x - spread, rect.y - spread + int(lift * FALL)
    hidden = rect.inflate(-2 * radius - 2, -2 * radius - 2).move(-x, -y)  # in the picture's frame
    if not covered or hidden.width <= 0 or hidden.height <= 0:
        surface.blit(picture, (x, y))
        return
    w, h = picture.get_size()
    for band in (
        pygame.Rect(0, 0, w, hidden.top),  # above the hidden middle, across
        pygame.Rect(0, hidden.bottom, w, h - hidden.bottom),  # below it, across
        pygame.Rect(0, hidden.top, hidden.left, hidden.height),  # beside it
        pygame.Rect(hidden.right, hidden.top, w - hidden.right, hidden.height),
    ):
        if band.width > 0 and band.height > 0:
            surface.blit(picture, (x + band.x, y + band.y), band)


def draw_shadow_on_table(
    surface: pygame.Surface, rect: pygame.Rect, radius: int, lift: int, colour: pygame.Color
) -> None:
    """`draw_shadow` where nothing but the table (`backdrop(surface's size, colour)`) lies under
    the shadow yet (a board's, drawn first): the table and the shadow are blended once into an
    opaque picture, kept, and each frame pays a plain copy. A big board's shadow, blended each
    frame, cost a phone's frame 9 to 20 ms in the browser's pygame (per-pixel alpha there)."""
    if lift <= 0 or rect.width <= 0 or rect.height <= 0:
        return
    size = surface.get_size()
    key = (size, tuple(colour), tuple(rect), radius, lift)
    found = _tables.get(key)
    if found is None:
        if len(_tables) >= 4:  # a board that glides (Tris 2's camera) changes it each frame
            _tables.clear()
        picture, spread = shadow(rect.size, radius, lift)
        at = (rect.x - spread, rect.y - spread + int(lift * FALL))
        bounds = pygame.Rect(at, picture.get_size()).clip(pygame.Rect((0, 0), size))
        under = backdrop(size, colour).subsurface(bounds).copy()
        under.blit(picture, (at[0] - bounds.x, at[1] - bounds.y))
        found = _tables[key] = (under, bounds.topleft)
    surface.blit(*found)


def sheen(size: tuple[int, int], radius: int, strength: int = 18) -> pygame.Surface:
    """The top of a thin light outline round a box of `size` (what `draw_sheen` lays on it):
    drawn once per size and kept, and only as tall as the part that shows."""
    key = (size[0], size[1], radius, strength)
    found = _sheens.get(key)
    if found is None:
        if len(_sheens) > _KEEP:
            _sheens.clear()
        thin = 1 if size[1] < 60 else 2
        found = pygame.Surface((size[0], min(radius + 2, size[1] // 2)), pygame.SRCALPHA)
        pygame.draw.rect(found, (255, 255, 255, strength), (0, 0, *size), width=thin, border_radius=radius)
        _sheens[key] = found
    return found


def draw_sheen(surface: pygame.Surface, rect: pygame.Rect, radius: int, strength: int = 18) -> None:
    """A faint lighter band along a raised box's top edge: the light catching it."""
    if rect.height < 8 or rect.width < 8:
        return
    surface.blit(sheen(rect.size, radius, strength), rect.topleft)
