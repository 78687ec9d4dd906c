"""The bonus die, as a board part: after a round it rolls in a little panel in the
middle of the board and stays up a moment (a tap cuts it short)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.dice import DieSprite
from app.ui.widgets import draw_panel
from games.i18n import _

from ..part import Part
from .dice import DICE_POOL, die_face

if TYPE_CHECKING:
    import random

    from app.ui.layout import Layout
    from games.tri.state import State

    from ..hit import BoardUI, Point
    from ..host import Host
    from .dice import DiePictures

BONUS_S = 1.2  # the bonus die stays up this long after landing (times the speed setting)


class BonusDie(Part):
    def __init__(self, app: Host, dice: DiePictures, dice_rng: random.Random) -> None:
        self.app, self.dice = app, dice
        self.dice_rng = dice_rng  # only which faces flash by while the die tumbles
        self.board = pygame.Rect(0, 0, 0, 0)  # the board's map: the die rolls in its middle
        self.sprite: DieSprite | None = None
        self.left = 0.0

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        self.board = pygame.Rect(rect)
        if self.sprite is not None:
            size = self.die_size()
            self.sprite.place(self.die_centre(self.box(size)), size)

    def die_size(self) -> int:
        return int(min(self.board.width * 0.22, 120 * self.app.layout.unit))

    def box(self, size: int) -> pygame.Rect:
        """The little panel where the die rolls."""
        lay = self.app.layout
        label = self.app.theme.text(_("Bonus die"), lay.small, "accent", bold=True)
        box = pygame.Rect(
            0,
            0,
            max(int(size * 1.8), label.get_width() + 2 * lay.gap),
            size + label.get_height() + 3 * lay.gap,
        )
        box.center = self.board.center
        return box

    def die_centre(self, box: pygame.Rect) -> Point:
        return (box.centerx, box.bottom - self.app.layout.gap - self.die_size() // 2)

    def roll(self, value: int, speed: float) -> None:
        if speed <= 0:
            return
        size = self.die_size()
        self.sprite = DieSprite(
            self.dice.render, die_face(value), self.die_centre(self.box(size)), size, self.dice_rng
        )
        self.sprite.roll_to(die_face(value), DICE_POOL, speed, height=size * 0.4)
        self.left = BONUS_S * speed

    def update(self, dt: float) -> bool:
        if self.sprite is None:
            return False
        if not self.sprite.update(dt):
            self.left -= dt
            if self.left <= 0:
                self.sprite = None
        return True

    def busy(self) -> bool:
        return self.sprite is not None

    def skip(self) -> bool:
        """Cut the wait short; True if the die showed."""
        if self.sprite is not None:
            self.sprite = None
            return True
        return False

    def reset(self) -> None:
        self.sprite, self.left = None, 0.0

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        if self.sprite is None:
            return
        theme, lay = self.app.theme, self.app.layout
        box = self.box(self.sprite.size)
        draw_panel(surface, theme, box, "panel", radius=lay.gap)
        pygame.draw.rect(surface, theme.colour("accent"), box, 3, border_radius=lay.gap)
        label = theme.text(_("Bonus die"), lay.small, "accent", bold=True)
        surface.blit(label, label.get_rect(midtop=(box.centerx, box.y + lay.gap // 2)))
        self.sprite.draw(surface)
