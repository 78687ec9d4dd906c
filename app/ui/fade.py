"""A scene change fades (issue 28 point 5): when a scene opens or closes, the frame the player
last saw is laid over the new one and fades out in FADE_S seconds (less with Animations fast,
none with animations off or the browser's reduced motion). The app takes the picture when the
scene stack changes (SceneStack.on_change), before anything new is drawn; several changes in
one frame (Menu from a sheet over a board) fade once, from what was on the screen."""

from __future__ import annotations

import pygame

FADE_S = 0.15  # seconds at normal speed


class Fade:
    def __init__(self, before: pygame.Surface, speed: float) -> None:
        self.before = before
        self.duration = FADE_S * speed
        self.left = self.duration
        self.started = -1  # the app's frame it began in

    @property
    def running(self) -> bool:
        return self.left > 0

    def update(self, dt: float) -> bool:
        """True while it still moves."""
        if not self.running:
            return False
        self.left = max(0.0, self.left - dt)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if not self.running:
            return
        share = self.left / self.duration  # 1 when it starts, 0 at the end
        self.before.set_alpha(int(255 * share * share))  # eased: quick at first, settling softly
        surface.blit(self.before, (0, 0))
