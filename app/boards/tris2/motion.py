"""Animations of Tris 2 moves. They only show a move the rules already made.

`Tip`: a die tipping over one of its bottom edges onto the next cell, seen
from above. As the die turns about the edge by an angle a, its old top face
shows foreshortened to cos(a) of its width and the face coming up (which
becomes the new top) to sin(a); the two meet at the line where the die's
top edge is, so the picture rolls across rather than sliding.

`Flip`: a die turned over in place (Tris 1): it narrows along one axis to
an edge, then widens showing the new face.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from app.ui.anim import Timed

from .pictures import shade

if TYPE_CHECKING:
    from .camera import Camera
    from .moves import Cell
    from .pictures import Pictures

TIP_S = 0.42
FLIP_S = 0.36
# direction -> (unit vector of the roll on screen)
AXES: dict[str, tuple[int, int]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def _squashed(picture: pygame.Surface, along_x: bool, share: float, light: float) -> pygame.Surface:
    """`picture` shrunk to `share` of its size along one axis, then shaded."""
    w, h = picture.get_size()
    size = (max(1, round(w * share)), h) if along_x else (w, max(1, round(h * share)))
    out = pygame.transform.smoothscale(picture, size)
    if light < 0.999:
        out.fill(shade(pygame.Color(255, 255, 255), light), special_flags=pygame.BLEND_RGB_MULT)
    return out


class Tip(Timed):
    def __init__(self, start: Cell, end: Cell, direction: str, before: str, after: str, speed: float) -> None:
        super().__init__(TIP_S * speed, tag=end)  # the cell it lands on is hidden meanwhile
        self.start, self.end = start, end  # cells (x, y)
        self.direction = direction
        self.before, self.after = before, after  # orientations

    def draw(self, surface: pygame.Surface, camera: Camera, pictures: Pictures, die_size: int) -> None:
        t = self.progress
        angle = t * math.pi / 2
        cos_a, sin_a = math.cos(angle), math.sin(angle)
        ux, uy = AXES[self.direction]
        ax, ay = camera.centre_of(self.start)
        size = die_size
        # the die also slides the gap between dice, so it lands centred on its cell
        slide = (camera.cell - size) * t
        pivot = size / 2 + slide  # distance of the tipping edge from the start centre
        old_from, old_to = pivot + (sin_a - cos_a) * size, pivot + sin_a * size
        new_from, new_to = pivot - cos_a * size, old_from
        along_x = ux != 0
        for orient, lo, hi, share, light in (
            (self.before, old_from, old_to, cos_a, 0.72 + 0.28 * cos_a),
            (self.after, new_from, new_to, sin_a, 0.72 + 0.28 * sin_a),
        ):
            if share < 0.02:
                continue
            picture = _squashed(pictures.die(orient, size), along_x, share, light)
            middle = (lo + hi) / 2
            centre = (ax + ux * middle, ay + uy * middle)
            surface.blit(picture, picture.get_rect(center=(round(centre[0]), round(centre[1]))))


class Flip(Timed):
    def __init__(self, where: Cell, before: str, after: str, along_x: bool, speed: float) -> None:
        super().__init__(FLIP_S * speed, tag=where)
        self.where = where
        self.before, self.after = before, after
        self.along_x = along_x

    def draw(self, surface: pygame.Surface, camera: Camera, pictures: Pictures, die_size: int) -> None:
        t = self.progress
        share = abs(math.cos(math.pi * t))
        orient = self.before if t < 0.5 else self.after
        picture = _squashed(pictures.die(orient, die_size), self.along_x, max(0.04, share), 0.7 + 0.3 * share)
        surface.blit(picture, picture.get_rect(center=camera.centre_of(self.where)))


class Drop(Timed):
    """A placed die flying from the picker (or the finger) to its cell."""

    def __init__(
        self, start: tuple[float, float], where: Cell, orient: str, speed: float, duration: float = 0.3
    ) -> None:
        super().__init__(duration * speed, tag=where)
        self.start = start  # screen pixel
        self.where = where
        self.orient = orient

    def draw(self, surface: pygame.Surface, camera: Camera, pictures: Pictures, die_size: int) -> None:
        t = self.progress
        ex, ey = camera.centre_of(self.where)
        x = self.start[0] + (ex - self.start[0]) * t
        y = self.start[1] + (ey - self.start[1]) * t - die_size * 0.35 * math.sin(math.pi * t)
        size = die_size * (1 + 0.18 * math.sin(math.pi * t))  # lifted: a little nearer the eye
        picture = pictures.die(self.orient, size)
        surface.blit(picture, picture.get_rect(center=(round(x), round(y))))
