"""A strip of a scene whose widgets may reach below it: they slide under it (issue 27 point 1:
the menu takes any number of games, and so does your record).

A scene hands the strip (`view`) and its widgets' rects as if the strip were endless
(`place`); the scroller moves them by its offset and says what shows. It scrolls by the wheel,
by a drag that starts in the strip (a press that turns into a drag presses no button), and to
bring the keyboard's focus into sight (`show`). Drawing clips to the strip (`clip`): a text cut
at its edge is a scrolling page's, as tests/eye.py knows it. Nothing scrolls while everything
fits: then it is not there at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from app.ui import drawlog
from app.ui import pointer as ptr

DRAG_SLOP = 12  # px a press may move before it is a drag that scrolls


class Scroller:
    def __init__(self) -> None:
        self.view = pygame.Rect(0, 0, 0, 0)
        self.height = 0  # the content's height
        self.offset = 0  # how far the content has slid up
        self.placed: list[tuple[Any, pygame.Rect]] = []  # (widget, its rect in the endless strip)
        self.drag: tuple[int, int] | None = None  # (the press's y, the offset then)
        self.dragging = False

    @property
    def active(self) -> bool:
        """Whether there is anything to scroll."""
        return self.height > self.view.height

    def place(self, view: pygame.Rect, placed: Sequence[tuple[Any, pygame.Rect]]) -> None:
        """The strip and its widgets' rects from its top as if it were endless."""
        self.view = pygame.Rect(view)
        self.placed = [(widget, pygame.Rect(rect)) for widget, rect in placed]
        bottom = max((rect.bottom for _widget, rect in self.placed), default=view.y)
        self.height = bottom - view.y
        self.scroll_to(self.offset)

    def scroll_to(self, offset: int) -> bool:
        """Slide the content to `offset` (kept within its ends); True if it moved."""
        offset = max(0, min(offset, max(0, self.height - self.view.height)))
        moved = offset != self.offset
        self.offset = offset
        for widget, rect in self.placed:
            widget.rect = rect.move(0, -offset)
        return moved

    def owns(self, widget: Any) -> bool:
        return any(widget is placed for placed, _rect in self.placed)

    def show(self, widget: Any) -> bool:
        """Scroll so that `widget` (one of the strip's) is wholly in sight; True if it moved."""
        rect = next((rect for placed, rect in self.placed if placed is widget), None)
        if rect is None or not self.active:
            return False
        top = rect.y - self.view.y
        if top < self.offset:
            return self.scroll_to(top)
        if top + rect.height > self.offset + self.view.height:
            return self.scroll_to(top + rect.height - self.view.height)
        return False

    def hidden_at(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` falls on the part of the strip's content that has slid out of sight."""
        return self.active and not self.view.collidepoint(pos)

    def handle(self, event: Any) -> str | None:
        """A pointer event or the wheel: "scrolled" (the content moved, or a drag goes on),
        "cancel" (a press became a drag: no button is pressed), or None (not the strip's)."""
        if not self.active:
            return None
        if isinstance(event, ptr.Pointer):
            if event.kind == ptr.DOWN:
                self.drag, self.dragging = (
                    ((event.pos[1], self.offset), False)
                    if self.view.collidepoint(event.pos)
                    else (None, False)
                )
                return None
            if event.kind == ptr.MOVE and self.drag is not None and event.pressed:
                start, offset = self.drag
                if not self.dragging and abs(event.pos[1] - start) > DRAG_SLOP:
                    self.dragging = True
                    self.scroll_to(offset - (event.pos[1] - start))
                    return "cancel"
                if self.dragging:
                    self.scroll_to(offset - (event.pos[1] - start))
                    return "scrolled"
                return None
            if event.kind == ptr.UP:
                dragged, self.drag, self.dragging = self.dragging, None, False
                return "scrolled" if dragged else None
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.offset - event.y * max(24, self.view.height // 6))
            return "scrolled"
        return None

    def clip(self, surface: pygame.Surface) -> None:
        """Draw only inside the strip from now on (`unclip` ends it)."""
        surface.set_clip(self.view)
        drawlog.set_scroll_view(surface, self.view)

    def unclip(self, surface: pygame.Surface) -> None:
        surface.set_clip(None)
        drawlog.set_scroll_view(surface, None)

    def draw_bar(self, surface: pygame.Surface, theme: Any, lay: Any) -> None:
        """A thin bar along the strip's right edge: where the shown part is in the whole."""
        if not self.active:
            return
        width = max(3, lay.gap // 3)
        length = max(lay.tap // 2, self.view.height * self.view.height // self.height)
        travel = self.view.height - length
        y = self.view.y + travel * self.offset // max(1, self.height - self.view.height)
        bar = pygame.Rect(self.view.right + max(2, lay.gap // 3), y, width, length)
        pygame.draw.rect(surface, theme.colour("muted"), bar, border_radius=width // 2)
