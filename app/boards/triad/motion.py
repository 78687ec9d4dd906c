"""Dice in motion on the Triad screen, showing a move the rules have already
made: the setup roll, a die turning to its new face (where it stood, or where
it was dropped) and sliding to where it lands, a removed die flying home to its
seat's card. The board's other parts leave a die in motion out (`hidden`) and
wait for it to land (`busy`)."""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

from app.boards.part import Part
from app.ui.anim import Slide
from app.ui.dice import DieSprite
from app.ui.faces import draw_face
from games.triad.rules import parse_move

from . import geometry as geo
from .palette import face

if TYPE_CHECKING:
    from collections.abc import Sequence

    import pygame

    from app.ui.layout import Layout
    from games.triad.rules import TriadState
    from games.triad.view_queries import TriadQueries

    from ..hit import BoardUI, Point
    from ..host import Face, Host, Render
    from .field import Field

TURN_ROLL = 0.6  # a turn's roll is shorter than a real throw (x ROLL_S)
SLIDE_BASE_S, SLIDE_CELL_S = 0.16, 0.07


class DieMotion:
    """One die: it may roll in place to its new face (a DieSprite already rolling),
    then slide to where it lands."""

    def __init__(
        self, roll: DieSprite | None = None, slide: Slide | None = None, hide: str | None = None
    ) -> None:
        self.roll = roll  # DieSprite rolling, or None
        self.slide = slide  # Slide that follows the roll, or None
        self.hide = hide  # the cell whose die this stands for (not drawn meanwhile)

    @classmethod
    def sliding(
        cls,
        face: Face,
        start: Point,
        end: Point,
        duration: float,
        size: int,
        arc: float = 0.0,
        hide: str | None = None,
        roll: DieSprite | None = None,
    ) -> DieMotion:
        return cls(roll, Slide(face, start, end, duration, size, arc=arc), hide)

    @property
    def rolling(self) -> bool:
        return self.roll is not None and self.roll.rolling

    @property
    def done(self) -> bool:
        return not self.rolling and (self.slide is None or self.slide.done)

    def update(self, dt: float) -> bool:
        """Advance; True on the frame the slide lands."""
        if self.roll is not None and self.rolling:
            self.roll.update(dt)
            return False
        if self.slide is not None and not self.slide.done:
            self.slide.update(dt)
            return self.slide.done
        return False

    def draw(self, surface: pygame.Surface, render: Render) -> None:
        if self.slide is None or self.rolling:
            if self.roll is not None:
                self.roll.draw(surface)
            return
        picture = render(self.slide.face, self.slide.size)
        surface.blit(picture, picture.get_rect(center=self.slide.pos))


class DiceInMotion(Part):
    """The dice in flight. `cards`: the seat cards (a removed die flies to its card's die)."""

    def __init__(self, app: Host, rules: TriadQueries, field: Field, cards: Sequence[geo.Boxed]) -> None:
        self.app, self.rules, self.field, self.cards = app, rules, field, cards
        self.render = partial(draw_face, app)
        self.dice_rng = random.Random(7)  # only which faces flash by in a roll
        self.motions: list[DieMotion] = []

    @property
    def hidden(self) -> set[str | None]:
        """The cells whose dice are in flight (drawn here, not on their cells)."""
        return {m.hide for m in self.motions}

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        self.motions = []  # anything in flight was placed for the old size: show the state as it is

    def reset(self) -> None:
        self.motions = []

    def busy(self) -> bool:
        return bool(self.motions)

    def update(self, dt: float) -> bool:
        moving = bool(self.motions)
        for motion in self.motions:
            if motion.update(dt):
                self.app.audio.play("place")
        self.motions = [m for m in self.motions if not m.done]
        return moving

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        for motion in self.motions:
            motion.draw(surface, self.render)

    def animate(self, move: str, before: TriadState, after: TriadState, dropped: bool) -> None:
        """Start the pictures and sounds of `move`; `dropped`: a drag let the die go (it
        turns where it was let go)."""
        kind, a, t, value = parse_move(move)
        speed = self.app.settings.speed
        if kind == "roll":
            self.app.audio.play("roll")
            if speed > 0:
                self.roll_setup(after, speed)
            return
        names, cells, size, cell = self.rules.CELLS, self.field.cells, self.field.die, self.field.cell
        if kind == "remove":
            self.app.audio.play("select")
            if speed > 0:
                where = names[a]
                seat, shown = self.rules.dice(before)[where]
                assert seat is not None  # a die on the board has a seat
                card = self.cards[seat].rect
                assert card is not None  # laid out before use
                home = geo.icon_rect(self.app.layout, card).center
                self.motions.append(
                    DieMotion.sliding(
                        face(seat, shown), cells[where].center, home, 0.35 * speed, size, arc=cell * 0.4
                    )
                )
            return
        origin = names[a]
        seat, shown = self.rules.dice(before)[origin]
        end = origin if kind == "turn" else names[t]
        new = face(seat, shown if kind == "slide" else value)
        if speed <= 0:
            self.app.audio.play("place")
            return
        roll = None
        if kind != "slide":
            # the die turns to its new face first: where it stood, or where it was dropped
            at = cells[end].center if dropped or kind == "turn" else cells[origin].center
            roll = DieSprite(self.render, face(seat, shown), at, size, self.dice_rng)
            roll.roll_to(new, [face(seat, v) for v in (1, 2, 3)], speed * TURN_ROLL, height=cell * 0.22)
            self.app.audio.play("roll")
        if roll is not None and (dropped or kind == "turn"):
            self.motions.append(DieMotion(roll=roll, hide=end))
            return
        distance = max(abs(cells[end].x - cells[origin].x), abs(cells[end].y - cells[origin].y)) // cell
        duration = (SLIDE_BASE_S + SLIDE_CELL_S * distance) * speed
        self.motions.append(
            DieMotion.sliding(
                new,
                cells[origin].center,
                cells[end].center,
                duration,
                size,
                arc=cell * 0.12,
                hide=end,
                roll=roll,
            )
        )

    def roll_setup(self, state: TriadState, speed: float) -> None:
        for cell, (seat, value) in self.rules.dice(state).items():
            sprite = DieSprite(
                self.render, face(seat, value), self.field.cells[cell].center, self.field.die, self.dice_rng
            )
            sprite.roll_to(
                face(seat, value), [face(seat, v) for v in (1, 2, 3)], speed, height=self.field.cell * 0.45
            )
            self.motions.append(DieMotion(roll=sprite, hide=cell))
