"""Screen shapes: the canvas size, orientation and the unit sizes scenes lay out with.

Natively the window is resizable and the canvas is the window (`--size` picks it).
In the browser pygbag scales the canvas to the page keeping its shape, so the app
chooses a canvas of the page's own shape (`browser_canvas`): its short side
`SHORT` (720) logical pixels, so every layout keeps its units, and its long side
in the viewport's aspect, kept between `MIN_ASPECT` and `MAX_ASPECT` (a squarer or
longer page shows the nearest such canvas with bands at its sides). A 390x844
phone gets 720x1558, a 320x568 one 720x1278, a 1280x720 laptop 1280x720. When the
page changes shape (the phone turns, a browser bar comes or goes) the app chooses
again, but only when the shape moved by more than `RESHAPE` (2%) or turned
(`reshape_wanted`), so a pixel's wobble never rebuilds the screen.
"""

import math
from collections.abc import Iterable

import pygame

from app.ui import design

PORTRAIT = (720, 1280)
LANDSCAPE = (1280, 720)  # natively, the window without --size
MIN_SIZE = (320, 480)
MIN_TAP_CSS = design.MIN_TAP_CSS  # px: smallest tap target at the size a phone shows it
READABLE_CSS = 32  # the least side, in CSS px, of each die (cell, box) that decided a finished game
SHORT = 720  # the browser canvas's short side, in logical pixels
MIN_ASPECT = 4 / 3  # long side over short side: a squarer page gets 4:3 (960x720, 720x960)
MAX_ASPECT = 2.4  # a longer page (beyond phones' 20:9 and 21:9 screens) gets 2.4:1
LINE_SPACING = 1.21  # a line of text, in its font size (DejaVu Sans: 14 px at 12, 33 at 28)
RESHAPE = 0.02  # the page's shape must move this much (relative aspect) to re-choose


def browser_canvas(inner: tuple[int, int]) -> tuple[int, int]:
    """Canvas size (w, h) for a browser page of CSS size `inner` (w, h): the page's own
    aspect (within MIN_ASPECT..MAX_ASPECT), the short side SHORT; portrait when the page
    is at least as tall as it is wide."""
    width, height = inner
    short, long = min(width, height), max(width, height)
    aspect = min(MAX_ASPECT, max(MIN_ASPECT, long / max(1, short)))
    long_side = int(round(SHORT * aspect))
    return (SHORT, long_side) if height >= width else (long_side, SHORT)


def aspect(size: tuple[int, int]) -> float:
    """Width over height."""
    return size[0] / max(1, size[1])


def reshape_wanted(current: tuple[int, int], wanted: tuple[int, int]) -> bool:
    """Whether a canvas of size `current` should become `wanted` (browser_canvas of the
    page now): the page turned, or its shape moved by more than RESHAPE."""
    if (current[1] >= current[0]) != (wanted[1] >= wanted[0]):
        return True
    return abs(aspect(wanted) / aspect(current) - 1) > RESHAPE


class Layout:
    """Sizes derived from the canvas: scenes ask this, never hard-code pixels."""

    def __init__(self, size: tuple[int, int], css_scale: float = 1.0, text_scale: float = 1.0) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        self.width, self.height = self.size
        self.portrait = self.height >= self.width
        # canvas pixels per CSS pixel on the device (1 natively)
        self.css_scale = css_scale
        # the player's text size (Settings.text_scale): every text role grows with it
        self.text_scale = text_scale
        short = min(self.width, self.height)
        self.unit = max(0.45, min(1.6, short / 720))
        self.tap = max(math.ceil(MIN_TAP_CSS * css_scale), int(64 * self.unit))
        self.margin = max(8, int(20 * self.unit))
        self.gap = max(6, int(12 * self.unit))
        # the text roles (app/ui/design.py): body, secondary, title, heading, each never under
        # its floor in CSS px, grown by the player's text size
        sizes = design.type_sizes(self.unit, css_scale, text_scale)
        self.text, self.small = sizes["body"], sizes["secondary"]
        self.title, self.heading = sizes["title"], sizes["heading"]
        # secondary text at the normal text size: the boards' ruler bands keep it whatever the
        # player's text size (a band for it holds a Large letter, and the board keeps the pixels)
        self.band = design.type_sizes(self.unit, css_scale)["secondary"]

    @staticmethod
    def lines(size: int, count: int) -> int:
        """The height of `count` lines of text at `size` (the font's line spacing, DejaVu
        Sans's 1.164 em, rounded up as the font rounds it)."""
        return count * math.ceil(size * LINE_SPACING)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.width, self.height)

    def column(self, max_width: int | None = None) -> pygame.Rect:
        """A centred content column with margins."""
        width = self.width - 2 * self.margin
        if max_width:
            width = min(width, int(max_width * self.unit))
        return pygame.Rect((self.width - width) // 2, self.margin, width, self.height - 2 * self.margin)


def clear_spot(
    bounds: pygame.Rect,
    avoid: Iterable[pygame.Rect | None],
    size: tuple[int, int],
    gap: int = 0,
    least: bool = False,
    never: Iterable[pygame.Rect] = (),
) -> pygame.Rect | None:
    """Where a box of `size` (w, h) fits inside `bounds` without meeting any of the rects in
    `avoid` (kept `gap` apart), or None. The lowest such place wins (a notice or a sheet sits
    low, near the thumbs), then the one nearest the middle across. Tried: the bounds' edges
    and middle, and just beside each rect to avoid. With `least`, where no place is clear,
    the place that covers the least of them (the highest of equals; the top of `bounds` if
    the box does not even fit) that meets none of `never` (a title), if there is one."""
    width, height = size
    if width > bounds.width or height > bounds.height:
        return pygame.Rect(bounds.centerx - width // 2, bounds.top, width, height) if least else None
    kept = [pygame.Rect(r).inflate(2 * gap, 2 * gap) for r in avoid if r is not None and r.width and r.height]
    barred = [pygame.Rect(r) for r in never if r.width and r.height]  # met by no box, gap or not
    kept += [r.inflate(2 * gap, 2 * gap) for r in barred]
    xs = {bounds.left, bounds.right - width, bounds.centerx - width // 2}
    ys = {bounds.top, bounds.bottom - height}
    for rect in kept:
        xs.update((rect.right, rect.left - width))
        ys.update((rect.bottom, rect.top - height))
    best: tuple[tuple[int, int], pygame.Rect] | None = None  # (lowest, nearest the middle), the box
    fallback: tuple[tuple[int, int, int], pygame.Rect] | None = None  # (least covered, highest, ...)
    for y in ys:
        for x in xs:
            box = pygame.Rect(x, y, width, height)
            if not bounds.contains(box):
                continue
            if box.collidelist(kept) == -1:
                key = (box.y, -abs(box.centerx - bounds.centerx))
                if best is None or key > best[0]:
                    best = (key, box)
            elif least and box.collidelist(barred) == -1:
                covered = sum(box.clip(rect).width * box.clip(rect).height for rect in kept)
                cover = (covered, box.y, abs(box.centerx - bounds.centerx))
                if fallback is None or cover < fallback[0]:
                    fallback = (cover, box)
    if best is not None:
        return best[1]
    return fallback[1] if fallback is not None else None
