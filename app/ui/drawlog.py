"""Where each text of a frame was drawn, for the eye tests and the browser's debug probe.

`Theme.text` remembers what every label it rendered says and how it was set (`remember`):
its text, size, text role, colour and weight. Nothing else happens in play. A frame drawn
onto a `RecordingSurface` (a pygame Surface that notes its blits) leaves a `Mark` for each
label drawn on it: where its box went, the part of it that shows (the clip, the surface's
edges), whether it was cut by a scrolling view, and the pixels it was drawn over. A
recording surface drawn onto another one hands its marks on, moved to where it went (a
card's picture with its words, a legend drawn once and kept).

tests/test_design.py records every scene so (with pygame.Surface itself replaced by
`RecordingSurface` while the app runs, so pictures kept between frames record too) and
holds each mark to app/ui/design.py: its size in CSS px, its contrast with what it was drawn
over, and that it shows whole.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Any

import pygame

from app.ui import design


@dataclass(frozen=True)
class LabelInfo:
    text: str
    size: int  # canvas px
    role: str | None  # the text role of the size it was asked at (None: a size made up)
    colour: tuple  # (r, g, b)
    bold: bool
    colour_name: str | None  # the colour role it was asked in (None: a colour made up)


_LABELS: dict[int, tuple[Any, LabelInfo]] = {}  # id(label) -> (a weak reference to it, its info)


def remember(label: pygame.Surface, info: LabelInfo) -> None:
    key = id(label)
    _LABELS[key] = (weakref.ref(label, lambda _ref: _LABELS.pop(key, None)), info)


def label_info(surface: Any) -> LabelInfo | None:
    found = _LABELS.get(id(surface))
    return found[1] if found is not None and found[0]() is surface else None


@dataclass
class Mark:
    info: LabelInfo
    label: pygame.Surface  # the label as rendered
    rect: pygame.Rect  # its whole box where it was drawn
    shown: pygame.Rect  # the part of the box that was drawn
    ground: pygame.Surface | None  # the pixels under `shown` just before, or None if none show
    scroll: bool = False  # cut by a scrolling view's edge (a page of text)
    depth: int = 0  # 0: drawn on this surface; n: handed on from n pictures deep
    after: pygame.Surface | None = None  # the pixels of `shown` just after it was drawn

    def moved(self, dx: int, dy: int, shown: pygame.Rect, ground: pygame.Surface | None) -> Mark:
        return Mark(self.info, self.label, self.rect.move(dx, dy), shown, ground, self.scroll, self.depth + 1)

    @property
    def clipped(self) -> bool:
        """Whether something cut its letters (the label's blank edges may be cut)."""
        ink = self.label.get_bounding_rect().move(self.rect.topleft)
        return ink.width > 0 and not self.shown.contains(ink)


def _dest_rect(dest: Any, size: tuple[int, int]) -> pygame.Rect:
    if isinstance(dest, pygame.Rect):
        return pygame.Rect(dest.topleft, size)
    return pygame.Rect(int(dest[0]), int(dest[1]), size[0], size[1])


_BASE = pygame.Surface  # the real class, even while a test has put RecordingSurface in its place


class RecordingSurface(_BASE):
    """A Surface that keeps a Mark for every remembered label blitted onto it."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.marks: list[Mark] = []
        self.scroll_view: pygame.Rect | None = None

    def _marks(self) -> list[Mark]:
        marks = getattr(self, "marks", None)  # copy() and subsurface() skip __init__
        if marks is None:
            marks = self.marks = []
            self.scroll_view = None
        return marks

    def copy(self) -> RecordingSurface:
        out = super().copy()
        out.marks = list(self._marks())  # type: ignore[attr-defined]
        out.scroll_view = None  # type: ignore[attr-defined]
        return out  # type: ignore[return-value]

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        if rect is None or pygame.Rect(rect).contains(self.get_rect()):
            if not special_flags:
                self._marks().clear()
        return super().fill(color, rect, special_flags)

    def blit(self, source: Any, dest: Any = (0, 0), area: Any = None, special_flags: int = 0) -> pygame.Rect:
        marks = self._marks()
        info = label_info(source)
        children = getattr(source, "marks", None) if isinstance(source, RecordingSurface) else None
        if info is None and not children:
            return super().blit(source, dest, area, special_flags)
        first = len(marks)
        if info is not None or children:
            picked = source.get_rect() if area is None else pygame.Rect(area).clip(source.get_rect())
            placed = _dest_rect(dest, picked.size)
            clip = self.get_clip().clip(self.get_rect())
            drawn = placed.clip(clip)
            dx, dy = placed.x - picked.x, placed.y - picked.y
            if info is not None:
                whole = pygame.Rect(dx, dy, *source.get_size())
                mark = Mark(info, source, whole, drawn, self._under(drawn))
                mark.scroll = self.scroll_view is not None and mark.clipped
                marks.append(mark)
            for child in children or ():
                if area is not None and not child.rect.colliderect(picked):
                    continue  # a part of the picture left out (a rules picture's crop) is not drawn
                shown = child.shown.move(dx, dy).clip(drawn)
                moved = child.moved(dx, dy, shown, self._composite(child, shown, dx, dy))
                # a picture's words scrolled half out of a page's view are cut by the scroll too
                moved.scroll = moved.scroll or (self.scroll_view is not None and moved.clipped)
                marks.append(moved)
        drawn_rect = super().blit(source, dest, area, special_flags)
        for mark in marks[first:]:
            mark.after = self._under(mark.shown)
        return drawn_rect

    def _under(self, rect: pygame.Rect) -> pygame.Surface | None:
        if rect.width <= 0 or rect.height <= 0:
            return None
        return self.subsurface(rect).copy()

    def _composite(self, child: Mark, shown: pygame.Rect, dx: int, dy: int) -> pygame.Surface | None:
        """What a child's label was drawn over, seen here: the child's pixels under it laid
        over this surface's (a picture with clear corners shows what is below it)."""
        under = self._under(shown)
        if under is None or child.ground is None:
            return under
        inner = shown.move(-dx, -dy).move(-child.shown.x, -child.shown.y)
        part = child.ground.subsurface(inner.clip(child.ground.get_rect())).copy()
        plain = _BASE(under.get_size())
        _BASE.blit(plain, under, (0, 0))
        _BASE.blit(plain, part, (0, 0))
        return plain


def set_scroll_view(surface: pygame.Surface, rect: pygame.Rect | None) -> None:
    """A scrolling view's clip (a page of text): what its edges cut is scrolled out of sight,
    not clipped by mistake. Nothing happens on a surface that does not record."""
    if isinstance(surface, RecordingSurface):
        surface._marks()
        surface.scroll_view = rect


# -- what the eye tests ask of each mark ---------------------------------------------------------


def css_size(mark: Mark, css_scale: float) -> float:
    return mark.info.size / css_scale


def needed_ratio(mark: Mark, css_scale: float) -> float:
    large = design.is_large(css_size(mark, css_scale), mark.info.bold)
    return design.LARGE_RATIO if large else design.BODY_RATIO


def contrast_of(mark: Mark) -> float:
    """The contrast of the label's colour with what it was drawn over: the ratio that at
    least nine in ten of its letters' pixels reach (its pixels at least half covered; a few
    pixels of a border or a picture under one letter do not decide it, a background under
    most of it does). Needs numpy (the tests have it; the game never calls this)."""
    import numpy
    from pygame import surfarray

    if mark.ground is None:
        return 21.0
    ox, oy = mark.shown.x - mark.rect.x, mark.shown.y - mark.rect.y
    width, height = mark.ground.get_size()
    rgb = surfarray.array3d(mark.ground).astype(numpy.float64) / 255
    alpha = surfarray.array_alpha(mark.label)[ox : ox + width, oy : oy + height]
    ink = alpha >= 128
    pixels = rgb[ink] if ink.any() else rgb.reshape(-1, 3)
    linear = numpy.where(pixels <= 0.03928, pixels / 12.92, ((pixels + 0.055) / 1.055) ** 2.4)
    ground = linear @ numpy.array([0.2126, 0.7152, 0.0722])
    text = design.luminance(mark.info.colour)
    ratios = (numpy.maximum(ground, text) + 0.05) / (numpy.minimum(ground, text) + 0.05)
    return float(numpy.percentile(ratios, 10, method="lower"))


def hidden_share(mark: Mark, frame: pygame.Surface) -> float:
    """How much of the mark's letters something drawn after it covers on `frame` (0 to 1):
    their pixels now against just after they were drawn (a channel off by 25 or more)."""
    if mark.after is None or mark.shown.width <= 0 or mark.shown.height <= 0:
        return 0.0
    shown = mark.shown.move(-mark.rect.x, -mark.rect.y)
    ink = pygame.mask.from_surface(mark.label.subsurface(shown), 127)
    letters = ink.count()
    if not letters:
        return 0.0
    now, then = _BASE.copy(frame.subsurface(mark.shown)), _BASE.copy(mark.after)
    apart = _BASE.copy(now)
    _BASE.blit(apart, then, (0, 0), None, pygame.BLEND_RGB_SUB)
    _BASE.blit(then, now, (0, 0), None, pygame.BLEND_RGB_SUB)
    _BASE.blit(apart, then, (0, 0), None, pygame.BLEND_RGB_ADD)  # |now - then|, channel by channel
    same = pygame.mask.from_threshold(apart, (0, 0, 0, 255), (25, 25, 25, 255))
    return 1.0 - ink.overlap_area(same, (0, 0)) / letters
