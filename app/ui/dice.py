"""Dice sprites and the roll animation.

A `DieSprite` shows a face; it never decides one. `roll_to(face)` plays the
roll: the die tumbles through other faces while it spins, squashes as it
lands on each bounce and settles, unrotated, on the face the rules already
chose; while it rolls a soft shadow stays on the ground under it, smaller and
lighter the higher the die is (`draw`). The animation speed setting scales the
duration (0 = no animation).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Iterable
from typing import Generic, TypeVar

import pygame

F = TypeVar("F", bound=Hashable)  # a face as its game draws it (app/ui/faces.py's Face, Tris 2's orientation)

ROLL_S = 0.65
BOUNCES = 3


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class DieSprite(pygame.sprite.Sprite, Generic[F]):
    def __init__(
        self,
        render: Callable[[F, int], pygame.Surface],
        face: F,
        center: tuple[float, float],
        size: float,
        rng: random.Random | None = None,
    ) -> None:
        """`render(face, size)` returns the face picture (a Surface) at `size` px."""
        super().__init__()
        self.render = render
        self.face = face
        self.center = center
        self.size = int(size)
        self.rng = rng or random.Random(0)  # presentation only: which faces flash by
        self.elapsed = 0.0
        self.duration = 0.0
        self.pool: tuple[F, ...] = (face,)
        self.shown = face
        self.spin = 0.0
        self.height = 0.0
        self._refresh(face, 0.0, 1.0, 1.0, 0.0)

    @property
    def rolling(self) -> bool:
        return self.elapsed < self.duration

    def place(self, center: tuple[float, float], size: float | None = None) -> None:
        """Move (and resize) the die at rest; calling it mid-roll shows the flat face."""
        self.center = center
        if size is not None and int(size) != self.size:
            self.size = int(size)
        self._refresh(self.shown, 0.0, 1.0, 1.0, 0.0)

    def set_face(self, face: F) -> None:
        self.face = self.shown = face
        self.duration = self.elapsed = 0.0
        self._refresh(face, 0.0, 1.0, 1.0, 0.0)

    def roll_to(self, face: F, pool: Iterable[F], speed: float = 1.0, height: float | None = None) -> None:
        """Animate a roll ending on `face`; `pool` holds the faces to tumble through."""
        self.face = face
        self.pool = tuple(pool) or (face,)
        self.duration = ROLL_S * speed
        self.elapsed = 0.0
        self.spin = self.rng.choice((-1, 1)) * self.rng.uniform(360, 720)
        self.height = self.size * 0.6 if height is None else height
        self._tumble_at = 0.0
        if self.duration <= 0:
            self.set_face(face)

    # Not a sprite Group's update: the board steps its dice itself and asks whether they moved.
    def update(self, dt: float) -> bool:  # type: ignore[override]
        """Advance the animation; True while it moves."""
        if not self.rolling:
            return False
        self.elapsed = min(self.duration, self.elapsed + dt)
        t = self.elapsed / self.duration
        if t >= 1.0:
            self.set_face(self.face)
            return True
        # tumble: a new face every ~70 ms of animation, the real one for the last 25%
        if t > 0.75:
            self.shown = self.face
        elif self.elapsed >= self._tumble_at:
            self.shown = self.rng.choice(self.pool)
            self._tumble_at = self.elapsed + 0.07 * (self.duration / ROLL_S)
        angle = self.spin * (1 - ease_out(t))
        # bounces: |sin| arcs shrinking to nothing; squash when touching down
        phase = t * BOUNCES * math.pi
        arc = abs(math.sin(phase)) * (1 - t) ** 2
        lift = self.height * arc
        contact = max(0.0, 1 - arc * 6)  # 1 at touch-down
        squash = 0.22 * contact * (1 - t)
        self._refresh(self.shown, angle, 1 + squash, 1 - squash, lift)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The die where it is now, over its shadow while it rolls (at rest the board's own
        picture of a die carries its depth)."""
        assert self.image is not None and self.rect is not None  # _refresh made both
        if self.rolling:
            surface.blit(self.shadow(), self.shadow_rect())
        surface.blit(self.image, self.rect)

    def shadow_rect(self) -> pygame.Rect:
        """The shadow's box on the ground under the die: narrower the higher the die is."""
        high = min(1.0, abs(self.lift) / max(1.0, self.size * 0.6))
        width, height = self.size * (0.95 - 0.35 * high), self.size * 0.24
        cx, cy = self.center
        return pygame.Rect(0, 0, int(width), int(height)).move(
            int(cx - width / 2), int(cy + self.size * 0.5 - height * 0.75)
        )

    def shadow(self) -> pygame.Surface:
        box = self.shadow_rect()
        high = min(1.0, abs(self.lift) / max(1.0, self.size * 0.6))
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.ellipse(layer, (0, 0, 0, int(90 * (1 - 0.55 * high))), layer.get_rect())
        return layer

    def _refresh(self, face: F, angle: float, sx: float, sy: float, lift: float) -> None:
        self.lift = lift
        picture = self.render(face, self.size)
        if angle:
            picture = pygame.transform.rotate(picture, angle)
        if sx != 1.0 or sy != 1.0:
            w, h = picture.get_size()
            picture = pygame.transform.smoothscale(picture, (max(1, int(w * sx)), max(1, int(h * sy))))
        self.image = picture
        cx, cy = self.center
        # squash keeps the die's bottom on the ground
        self.rect = picture.get_rect(center=(cx, cy - lift + self.size * (1 - sy) / 2))
