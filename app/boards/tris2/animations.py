"""The moves being shown over the field: a die tipping (Tip), turned over (Flip) or
placed (Drop, from the finger or the picker), and the setup roll of the nine dice
(motion.py draws them). The dice they show moving are hidden on the field meanwhile;
the game waits for them (`busy`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, cast

from app.ui.dice import DieSprite
from games.tris2.field import ORIENTS

from ..part import Part
from .motion import Drop, Flip, Tip

if TYPE_CHECKING:
    import pygame

    from games.tris2.rules import Effect
    from games.tris2.state import State

    from ..hit import BoardUI
    from ..host import Host
    from .camera import Camera
    from .facts import Facts
    from .moves import Cell
    from .pictures import Pictures
    from .placement import Placement


def cell_of(effect: Effect, key: str) -> Cell:
    """A cell the rules' `move_effect` names ("from", "to"): its values are cells or words."""
    return cast("Cell", effect[key])


def word_of(effect: Effect, key: str) -> str:
    """A word of a move's effect ("kind", "direction", an orientation)."""
    return cast(str, effect[key])


class Animations(Part):
    def __init__(
        self, app: Host, camera: Camera, pictures: Pictures, facts: Facts, placement: Placement
    ) -> None:
        self.app, self.camera, self.pictures, self.facts = app, camera, pictures, facts
        self.placement = placement  # a placed die flies from its picture there (or the finger)
        self.anims: list[Tip | Flip | Drop] = []  # Tip / Flip / Drop
        self.setup_dice: list[tuple[Cell, DieSprite]] = []  # [(cell, DieSprite)] while the random setup rolls
        self.dice_rng = random.Random(5)  # which faces flash by in the setup roll

    def busy(self) -> bool:
        return bool(self.anims or self.setup_dice)

    def hidden(self) -> set[Cell]:
        """The cells whose die an animation shows."""
        return {cast("Cell", a.tag) for a in self.anims} | {where for where, _ in self.setup_dice}

    def reset(self) -> None:
        self.anims, self.setup_dice = [], []

    def update(self, dt: float) -> bool:
        moving = False
        if self.anims:
            for anim in self.anims:
                anim.update(dt)
            if any(a.done for a in self.anims):
                if any(a.done and not isinstance(a, Flip) for a in self.anims):
                    self.app.audio.play("place")
                self.anims = [a for a in self.anims if not a.done]
            moving = True
        if self.setup_dice:
            for _, sprite in self.setup_dice:
                sprite.update(dt)
            if not any(s.rolling for _, s in self.setup_dice):
                self.setup_dice = []
            moving = True
        return moving

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        with self.camera.clipped(surface):
            for anim in self.anims:
                anim.draw(surface, self.camera, self.pictures, self.camera.die_size())
            for _, sprite in self.setup_dice:
                sprite.draw(surface)

    def follow_camera(self) -> None:
        """The camera jumped (a new layout): the setup roll's dice land where their cells now are."""
        for where, sprite in self.setup_dice:
            sprite.place(self.camera.centre_of(where), self.camera.die_size())

    # -- starting ----------------------------------------------------------------------------------
    def start(self, effect: Effect, ui: BoardUI) -> None:
        """Show a board move (the rules' `move_effect`); `ui.drag_pos`: where a finger let go."""
        speed = self.app.settings.speed
        kind = effect["kind"]
        if kind == "roll":
            self.app.audio.play("roll")
            if speed > 0:
                self.anims.append(
                    Tip(
                        cell_of(effect, "from"),
                        cell_of(effect, "to"),
                        word_of(effect, "direction"),
                        word_of(effect, "before"),
                        word_of(effect, "after"),
                        speed,
                    )
                )
        elif kind == "put":
            if speed > 0:
                start = ui.drag_pos or self.placement.rects[word_of(effect, "after")].center
                self.anims.append(Drop(start, cell_of(effect, "to"), word_of(effect, "after"), speed))
            else:
                self.app.audio.play("place")
        elif kind == "turn":
            self.app.audio.play("roll")
            if speed > 0:
                along_x = word_of(effect, "after")[0] == "O"  # O is tipped east-west, X north-south
                self.anims.append(
                    Flip(
                        cell_of(effect, "to"),
                        word_of(effect, "before"),
                        word_of(effect, "after"),
                        along_x,
                        speed,
                    )
                )

    def roll_setup(self, state: State) -> None:
        """The nine dice of the random setup, rolling onto their cells."""
        speed = self.app.settings.speed
        self.app.audio.play("roll")
        if speed <= 0:
            return
        size = self.camera.die_size()
        for where, orient in self.facts.field(state).items():
            sprite = DieSprite(self.pictures.die, orient, self.camera.centre_of(where), size, self.dice_rng)
            sprite.roll_to(orient, ORIENTS, speed, height=self.camera.cell * 0.3)
            self.setup_dice.append((where, sprite))
