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

from typing import Any, TypeVar

import pygame

from app.ui.surface_cache import SurfaceCache

K = TypeVar("K")
V = TypeVar("V")

# shadows: how far a box's shadow falls per px of lift, how soft, how dark
FALL = 0.6
SOFT = 1.6
DARK = 120  # alpha of the shadow's core (of 255)
# the table: how much lighter the lit middle is than the background role, how dark the edges
LIGHT = 14
SHADE = 18
# what the pictures of each kind may hold, drawn most recently first (app/ui/surface_cache.py:
# a page's memory keeps whatever it grew to; a zooming board asks for new sizes each frame)
KEEP_BYTES, KEEP_SCREEN_SHARE = 2**20, 0.15  # 2 MiB at 2560x1440, whose frames draw 1.6 of edges

_backdrops: dict[tuple[int, int, tuple[int, ...]], pygame.Surface] = {}
_shadows: SurfaceCache[tuple[int, int, int, int]] = SurfaceCache(KEEP_BYTES, KEEP_SCREEN_SHARE)
_sheens: SurfaceCache[tuple[int, int, int, int]] = SurfaceCache(KEEP_BYTES, KEEP_SCREEN_SHARE)
_edges: SurfaceCache[tuple[int, int, int, str]] = SurfaceCache(KEEP_BYTES, KEEP_SCREEN_SHARE)
# a screen's size -> [the table under a board with its shadow, what it holds, where]
_tables: dict[tuple[int, int], list[Any]] = {}


def _keep(cache: dict[K, V], key: K, value: V, most: int) -> V:
    """Keep `value` under `key` in `cache`, which starts again once it holds `most`."""
    if len(cache) >= most:
        cache.clear()
    cache[key] = value
    return value


def _shifted(colour: pygame.Color, by: int) -> tuple[int, int, int]:
    return tuple(max(0, min(255, c + by)) for c in (colour.r, colour.g, colour.b))  # type: ignore[return-value]


def backdrop(size: tuple[int, int], colour: pygame.Color) -> pygame.Surface:
    """The table at `size`: `colour` lit from the top middle, shaded toward the edges."""
    key = (size[0], size[1], tuple(colour))
    found = _backdrops.get(key)
    if found is not None:
        return found
    width, height = max(1, size[0]), max(1, size[1])
    small = pygame.Surface((16, 16))  # drawn small and smoothly scaled: a gradient without banding
    for y in range(16):
        for x in range(16):
            dx, dy = (x - 7.5) / 7.5, (y - 3.0) / 12.0
            distance = min(1.0, (dx * dx * 0.6 + dy * dy) ** 0.5)
            small.set_at((x, y), _shifted(colour, int(LIGHT * (1 - distance) - SHADE * distance * distance)))
    picture = pygame.transform.smoothscale(small, (width, height)).convert()
    return _keep(_backdrops, key, picture, most=2)  # a screen each: the page's shape now, and before


BLUR_SCALE = 4  # a shadow is blurred this many times smaller than it is drawn


def _spread(lift: int) -> int:
    return max(2, int(lift * SOFT))


def _reach(radius: int, lift: int) -> int:
    """How far in from a shadow picture's edge its corners reach: past it, the shadow along an
    edge is the same all the way (the blur reaches `spread` past the corner's curve)."""
    return 2 * _spread(lift) + radius


def shadow(size: tuple[int, int], radius: int, lift: int) -> tuple[pygame.Surface, int]:
    """(the shadow of a box `size` with corners `radius` lifted `lift` px, how far it reaches
    past the box on each side): blurred once and kept. Only small boxes are kept whole (and
    the smallest box whose corners stand apart, whose pieces draw every larger one:
    `draw_shadow`), so a board that grows and shrinks (Tris 2's camera) makes no new ones."""
    spread = _spread(lift)
    key = (size[0], size[1], radius, lift)
    found = _shadows.get(key)
    if found is None:
        w, h = size[0] + 2 * spread, size[1] + 2 * spread
        # blurred at a quarter of its size and scaled up: the same soft edge for a sixteenth of
        # the work (a board's first frame blurred its panels' shadows for 130 ms at full size)
        k = BLUR_SCALE if min(w, h) >= 4 * BLUR_SCALE else 1
        sw, sh, sp = max(1, w // k), max(1, h // k), spread / k
        mask = pygame.Surface((sw, sh), pygame.SRCALPHA)
        inner = (round(sp), round(sp), max(1, sw - 2 * round(sp)), max(1, sh - 2 * round(sp)))
        pygame.draw.rect(mask, (0, 0, 0, DARK), inner, border_radius=max(0, round(radius / k)))
        blurred = pygame.transform.gaussian_blur(mask, max(1, round(sp / 2)))
        found = _shadows.put(key, pygame.transform.smoothscale(blurred, (w, h)) if k > 1 else blurred)
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
    spread, reach = _spread(lift), _reach(radius, lift)
    x, y = rect.x - spread, rect.y - spread + int(lift * FALL)
    w, h = rect.width + 2 * spread, rect.height + 2 * spread
    if min(w, h) <= 2 * reach + 1:  # a small box (a button, a card): its own picture, kept
        surface.blit(shadow(rect.size, radius, lift)[0], (x, y))
        return
    # a large one: the four corners of the smallest box's shadow, its edges drawn out along
    # the sides, and (unless the box hides it) the even middle
    side = 2 * reach + 1
    base, _ = shadow((side - 2 * spread, side - 2 * spread), radius, lift)
    far = side - reach
    for at, piece in (
        ((x, y), (0, 0)),
        ((x + w - reach, y), (far, 0)),
        ((x, y + h - reach), (0, far)),
        ((x + w - reach, y + h - reach), (far, far)),
    ):
        surface.blit(base, at, (*piece, reach, reach))
    across, down = w - 2 * reach, h - 2 * reach
    shape = (radius, lift)
    surface.blit(_edge(base, shape, reach, across, "top"), (x + reach, y))
    surface.blit(_edge(base, shape, reach, across, "bottom"), (x + reach, y + h - reach))
    surface.blit(_edge(base, shape, reach, down, "left"), (x, y + reach))
    surface.blit(_edge(base, shape, reach, down, "right"), (x + w - reach, y + reach))
    if not covered:
        middle = pygame.Surface((across, down), pygame.SRCALPHA)
        middle.fill(base.get_at((reach, reach)))
        surface.blit(middle, (x + reach, y + reach))


def _edge(base: pygame.Surface, shape: tuple[int, int], reach: int, length: int, side: str) -> pygame.Surface:
    """One side of a large box's shadow, `length` px long: the smallest box's shadow (`base`,
    of corners and lift `shape`) across the middle of that side, drawn out (kept: boxes of one
    width share it)."""
    key = (*shape, length, side)
    found = _edges.get(key)
    if found is None:
        middle = base.get_width() // 2
        line = {
            "top": (middle, 0, 1, reach),
            "bottom": (middle, base.get_height() - reach, 1, reach),
            "left": (0, middle, reach, 1),
            "right": (base.get_width() - reach, middle, reach, 1),
        }[side]
        size = (length, reach) if side in ("top", "bottom") else (reach, length)
        found = _edges.put(key, pygame.transform.scale(base.subsurface(line), size))
    return found


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
    key = (tuple(colour), tuple(rect), radius, lift)
    held = _tables.get(size)
    if held is None:  # one picture of the screen's size, made once and drawn into again: a board
        # that glides (Tris 2's camera) made a new one up to a screen large in each frame, and
        # a page's memory grew with the pieces those left
        held = _keep(_tables, size, [backdrop(size, colour).copy(), None, pygame.Rect(0, 0, 0, 0)], most=1)
    table, done, bounds = held
    if done != key:
        spread = _spread(lift)
        reach = pygame.Rect(
            rect.x - spread, rect.y - spread + int(lift * FALL), rect.w + 2 * spread, rect.h + 2 * spread
        )
        bounds = reach.clip(pygame.Rect((0, 0), size))
        table.blit(backdrop(size, colour), bounds.topleft, bounds)
        clip = table.get_clip()
        table.set_clip(bounds)
        draw_shadow(table, rect, radius, lift)
        table.set_clip(clip)
        held[1], held[2] = key, bounds
    surface.blit(table, bounds.topleft, bounds)


def sheen(size: tuple[int, int], radius: int, strength: int = 18) -> pygame.Surface:
    """The top of a thin light outline round a box of `size` (what `draw_sheen` lays on it):
    drawn once per size and kept, and only as tall as the part that shows."""
    key = (size[0], size[1], radius, strength)
    found = _sheens.get(key)
    if found is None:
        thin = 1 if size[1] < 60 else 2
        found = pygame.Surface((size[0], min(radius + 2, size[1] // 2)), pygame.SRCALPHA)
        pygame.draw.rect(found, (255, 255, 255, strength), (0, 0, *size), width=thin, border_radius=radius)
        _sheens.put(key, found)
    return found


def draw_sheen(surface: pygame.Surface, rect: pygame.Rect, radius: int, strength: int = 18) -> None:
    """A faint lighter band along a raised box's top edge: the light catching it."""
    if rect.height < 8 or rect.width < 8:
        return
    surface.blit(sheen(rect.size, radius, strength), rect.topleft)
