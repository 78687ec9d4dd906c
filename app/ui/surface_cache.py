"""Pictures kept by key, up to a number of bytes: the least recently used go first.

A board that zooms or glides (Tris 2's camera) asks for its dice, their shadows' edges and
their sheen at a new size each frame. Caches that kept a number of pictures whatever their
size held 20 MB after a minute of a Tris 2 demo at 1280x720, and a page's WebAssembly memory
never gives back what it grew to (docs/performance.md, "Memory"). Kept by bytes, what is drawn
now stays and the sizes gone by leave.
"""

from __future__ import annotations

from typing import Generic, TypeVar

import pygame

K = TypeVar("K")


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


def screen_bytes() -> int:
    screen = pygame.display.get_surface()
    return screen.get_width() * screen.get_height() * screen.get_bytesize() if screen is not None else 0


class SurfaceCache(Generic[K]):
    """`most_bytes`, or `screen_share` of the screen's bytes where that is more: what a frame
    draws grows with the screen (a 2560x1440 rules page shows 5 MiB of lines), and a cache
    smaller than a frame's pictures makes them again in every frame."""

    def __init__(self, most_bytes: int, screen_share: float = 0.0) -> None:
        self.most_bytes, self.screen_share = most_bytes, screen_share
        self.bytes = 0
        self._kept: dict[K, pygame.Surface] = {}  # oldest use first

    def get(self, key: K) -> pygame.Surface | None:
        found = self._kept.pop(key, None)
        if found is not None:
            self._kept[key] = found  # used now: last to go
        return found

    def budget(self) -> int:
        return max(self.most_bytes, int(self.screen_share * screen_bytes()))

    def put(self, key: K, surface: pygame.Surface) -> pygame.Surface:
        """Keep `surface` under `key`, dropping the least recently used pictures until what is
        kept fits the budget (the newest stays, whatever its size); return `surface`."""
        old = self._kept.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._kept[key] = surface
        self.bytes += surface_bytes(surface)
        most = self.budget()
        while self.bytes > most and len(self._kept) > 1:
            gone = self._kept.pop(next(iter(self._kept)))
            self.bytes -= surface_bytes(gone)
        return surface

    def clear(self) -> None:
        self._kept.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._kept)

    def __contains__(self, key: object) -> bool:
        return key in self._kept
