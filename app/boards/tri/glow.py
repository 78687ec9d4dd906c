"""A triangle just taken (or emptied) glows a moment on the board: a board part."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..part import Part

if TYPE_CHECKING:
    from games.tri.state import State

    from ..hit import BoardUI
    from ..host import Host
    from .torus import TorusView

FLASH_S = 0.5  # a triangle just taken glows this long (times the speed setting)


class Glow(Part):
    def __init__(self, app: Host, torus: TorusView) -> None:
        self.app, self.torus = app, torus
        self.flash: dict[str, float] = {}  # triangle -> seconds of glow left

    def start(self, name: str, speed: float) -> None:
        if speed > 0:
            self.flash[name] = FLASH_S * speed

    def update(self, dt: float) -> bool:
        if not self.flash:
            return False
        self.flash = {t: left - dt for t, left in self.flash.items() if left > dt}
        return True

    def reset(self) -> None:
        self.flash = {}

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        if not self.flash:
            return
        torus = self.torus
        clip = surface.get_clip()
        surface.set_clip(torus.map)
        for name, left in self.flash.items():
            alpha = int(200 * min(1.0, left / (FLASH_S * max(0.01, self.app.settings.speed))))
            for place in torus.places(name):
                points = torus.points(*place)
                box = pygame.Rect(min(p[0] for p in points), min(p[1] for p in points), 0, 0)
                box.size = (torus.cell + 2, torus.cell + 2)
                glow = pygame.Surface(box.size, pygame.SRCALPHA)
                pygame.draw.polygon(glow, (255, 255, 255, alpha), [(x - box.x, y - box.y) for x, y in points])
                surface.blit(glow, box)
        surface.set_clip(clip)
