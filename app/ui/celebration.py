"""A win, celebrated briefly (issue 28 point 5): the winning dice (or line, or score) light in
turn, a glow growing out of each and fading, and a short burst of confetti from the first,
falling under gravity and fading out; then nothing more is drawn, and the scene rests.

It lasts DURATION seconds at normal speed, less with Animations fast, and not at all with
animations off (which is also what the browser's reduced motion chooses: app/app.py). The
game-over sheet starts it where a person at this device won (app/ui/audio.py ending: the
same moment the win sound plays) and draws it over the board, under the sheet, so it never
hides the sheet's words; it is over before a player would read the board.

The burst is seeded (`seed`): the same ending celebrates the same way, in a test as in play.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

DURATION = 1.4  # seconds at normal speed
STAGGER = 0.12  # seconds between one target's light and the next
GLOW = 0.55  # seconds a target's light lasts
PIECES = 44  # confetti pieces
GRAVITY = 2200.0  # px/s² at a unit of 1 (the layout's scale)


@dataclass
class Piece:
    x: float
    y: float
    vx: float
    vy: float
    size: float
    turn: float  # radians per second
    colour: pygame.Color


class Celebration:
    def __init__(
        self,
        targets: list[pygame.Rect],
        colours: list[pygame.Color],
        speed: float,
        unit: float = 1.0,
        seed: int = 0,
    ) -> None:
        """`targets`: what won, in the order it lights; `colours`: the confetti's;
        `speed`: the animation speed factor (0: no celebration); `unit`: the layout's scale."""
        self.targets = [pygame.Rect(t) for t in targets]
        self.speed, self.unit, self.time = speed, unit, 0.0
        self.duration = DURATION * speed
        self.pieces: list[Piece] = []
        if speed <= 0 or not targets or not colours:
            self.duration = 0.0
            return
        rng = random.Random(seed)
        cx, cy = self.targets[0].center
        for index in range(PIECES):
            angle = rng.uniform(-math.pi * 0.95, -math.pi * 0.05)  # upwards, fanned out
            pace = rng.uniform(700, 1300) * unit
            self.pieces.append(
                Piece(
                    cx,
                    cy,
                    math.cos(angle) * pace,
                    math.sin(angle) * pace,
                    max(7.0, rng.uniform(14, 24) * unit),
                    rng.uniform(-9, 9),
                    colours[index % len(colours)],
                )
            )

    @property
    def running(self) -> bool:
        return self.time < self.duration

    def update(self, dt: float) -> bool:
        """Advance `dt` seconds (of the real clock: the speed is in the durations); True while
        it still moves."""
        if not self.running:
            return False
        self.time = min(self.duration, self.time + dt)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if not self.running:
            return
        t = self.time / max(self.speed, 1e-6)  # seconds on the normal-speed clock
        for index, target in enumerate(self.targets):
            self.draw_light(surface, target, t - index * STAGGER)
        fade = max(0.0, min(1.0, (DURATION - t) / (DURATION * 0.4)))  # the last 40%: fading
        g = GRAVITY * self.unit
        for piece in self.pieces:
            x = piece.x + piece.vx * t
            y = piece.y + piece.vy * t + 0.5 * g * t * t
            self.draw_piece(surface, piece, x, y, piece.turn * t, int(255 * fade))

    def draw_light(self, surface: pygame.Surface, target: pygame.Rect, t: float) -> None:
        """A target's light: a soft outline growing out of it and fading, GLOW seconds long."""
        if not 0 <= t < GLOW:
            return
        share = t / GLOW
        grow = int(4 * self.unit + 30 * self.unit * share)
        alpha = int(235 * (1 - share))
        box = target.inflate(2 * grow, 2 * grow)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        width = max(3, int(12 * self.unit * (1 - share)) + 1)
        radius = max(4, min(box.width, box.height) // 6)
        pygame.draw.rect(layer, (255, 226, 120, alpha), layer.get_rect(), width, border_radius=radius)
        surface.blit(layer, box.topleft)

    def draw_piece(
        self, surface: pygame.Surface, piece: Piece, x: float, y: float, angle: float, alpha: int
    ) -> None:
        """A paper rectangle turning as it falls (its width follows the turn: seen edge on)."""
        if alpha <= 0:
            return
        w, h = piece.size * (0.35 + 0.65 * abs(math.cos(angle))), piece.size * 0.6
        c, s = math.cos(angle * 0.5), math.sin(angle * 0.5)
        corners = [(x + dx * c - dy * s, y + dx * s + dy * c) for dx, dy in _box(w, h)]
        colour = pygame.Color(piece.colour)
        colour.a = alpha
        if alpha >= 255:
            pygame.draw.polygon(surface, colour, corners)
            return
        left, top = min(p[0] for p in corners), min(p[1] for p in corners)
        size = (int(max(p[0] for p in corners) - left) + 2, int(max(p[1] for p in corners) - top) + 2)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.polygon(layer, colour, [(px - left, py - top) for px, py in corners])
        surface.blit(layer, (left, top))


def _box(w: float, h: float) -> list[tuple[float, float]]:
    return [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
