"""The dice in motion after a move: a die given from the pool to a hand, a die placed
from a hand onto its square, two dice swapping, a raised die rolling in place. The view
says where each one starts and lands (`animate`); while they move, the parts
underneath leave those places empty (`hidden`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.ui.anim import Slide
from app.ui.dice import DieSprite

from ..part import Part
from .pictures import face_of

if TYPE_CHECKING:
    import random

    import pygame

    from games.trice.rules import TriceState

    from ..hit import BoardUI, Point
    from ..host import Host, Render

SLIDE_S = 0.28


class MovingDice(Part):
    def __init__(self, app: Host, render: Render, rng: random.Random) -> None:
        self.app, self.render, self.rng = app, render, rng
        self.slides: list[Slide] = []
        self.rolling: dict[str, DieSprite] = {}  # cell -> DieSprite of a raised die rolling in place

    def slide(self, die: str, start: Point, end: Point, size: int, arc: float, tag: str) -> None:
        """Slide `die` from `start` to `end` (centres); `tag` names the place it lands on."""
        duration = SLIDE_S * self.app.settings.speed
        self.slides.append(Slide(face_of(die), start, end, duration, size, arc=arc, tag=tag))

    def roll(self, cell: str, die: str, centre: Point, size: int, height: float) -> None:
        """`die` (raised) rolls in place on `cell`."""
        face = face_of(die)
        sprite = DieSprite(self.render, face, centre, size, self.rng)
        sprite.roll_to(
            face, [("pips", die[0], v) for v in range(1, 7)], self.app.settings.speed, height=height
        )
        if sprite.rolling:
            self.rolling[cell] = sprite

    def hidden(self) -> set[str]:
        """The places whose die is on its way ("hand" or a cell)."""
        return {str(slide.tag) for slide in self.slides} | set(self.rolling)

    def update(self, dt: float) -> bool:
        moving = False
        for slide in self.slides:
            slide.update(dt)
        if self.slides:
            landed = [s for s in self.slides if s.done]
            self.slides = [s for s in self.slides if not s.done]
            if landed:
                self.app.audio.play("place")
            moving = True
        for cell, sprite in list(self.rolling.items()):
            if not sprite.update(dt):
                del self.rolling[cell]
            moving = True
        return moving

    def busy(self) -> bool:
        return bool(self.slides or self.rolling)

    def reset(self) -> None:
        self.slides, self.rolling = [], {}

    def draw(self, surface: pygame.Surface, state: TriceState, ui: BoardUI) -> None:
        for sprite in self.rolling.values():
            sprite.draw(surface)
        for slide in self.slides:
            picture = self.render(slide.face, slide.size)
            surface.blit(picture, picture.get_rect(center=slide.pos))
