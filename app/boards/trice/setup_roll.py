"""The roll that decided who starts, over the card until the first die is given: the
twelve dice rolling (Player 2's six above, Player 1's below, each W W P P O O), then who
rolled what, the dice that decided ringed, and why in words. While it waits to be read a
tap cuts it short (`skip`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.dice import DieSprite
from app.ui.theme import wrap
from app.ui.widgets import draw_panel
from games.i18n import _

from ..part import Part
from .pictures import face_of, fitted

if TYPE_CHECKING:
    import random
    from collections.abc import Callable

    from games.trice.rules import TriceState
    from games.trice.view_queries import TriceQueries

    from ..hit import BoardUI
    from ..host import Host, Render
    from .geometry import Spot
    from .moving_dice import MovingDice

READ_S = 2.0  # the roll stays on the card this long after landing (a tap cuts it short)
COLOURS = "WWPPOO"  # each seat's six dice, left to right
CAPTION_COST = 0.8  # a row keeps its "Player 2 rolled" line while its dice keep this share of their size


def opening(rules: TriceQueries, state: TriceState) -> bool:
    """The first choice of the game: the setup roll is still on show."""
    return (
        rules.step(state) == "give" and not any(rules.board(state).values()) and len(rules.pool(state)) == 12
    )


def deciding_value(rolls: tuple[list[int], list[int]]) -> int | None:
    """The value whose count decided who starts, or None (a tie)."""
    first, second = rolls
    for value in range(6, 0, -1):
        if first.count(value) != second.count(value):
            return value
    return None


class SetupRoll(Part):
    def __init__(
        self,
        app: Host,
        rules: TriceQueries,
        seat_name: Callable[[int, TriceState | None], str],
        render: Render,
        rng: random.Random,
        moving: MovingDice,
    ) -> None:
        """`moving`: the moving dice (the roll waits for them before it shows)."""
        self.app, self.rules, self.seat_name, self.render, self.rng = app, rules, seat_name, render, rng
        self.moving = moving
        self.dice: list[DieSprite] = []  # the twelve DieSprites while they roll and wait to be read
        self.hold = 0.0  # seconds left to read the landed roll
        # where the dice and words go; the roll's panel round them (None until placed)
        self.card: pygame.Rect | None = None
        self.frame: pygame.Rect | None = None
        self.cell = self.die = 0
        self.said = 2  # the lines of the rolling dice's reason (they leave room for it)

    def place(self, room: pygame.Rect, cell: int, die: int) -> None:
        """Over `room` (the card, its rulers and maybe more), dice at most `die` px."""
        self.frame, self.cell, self.die = room, cell, die
        self.card = room.inflate(-2 * self.app.layout.gap, -2 * self.app.layout.gap)  # the dice and words
        for sprite, (centre, size) in zip(self.dice, self.spots(self.said)):
            sprite.place(centre, size)

    def reason(self, state: TriceState) -> list[str]:
        """Who starts and why, in lines as wide as the roll."""
        assert self.card is not None  # placed before use
        font = self.app.theme.font(self.app.layout.small, bold=True)
        return wrap(font, self.rules.start_reason(state), self.card.width)

    def spots(self, said: int) -> list[tuple[Spot, int]]:
        """[(centre, size)] for the 12 dice: Player 2's six above, Player 1's six below,
        each under or over a line naming who rolled, with room between them for the `said`
        lines of the reason (on a short card the dice get smaller)."""
        assert self.card is not None  # placed before use
        line = self.caption_line(said)
        size = self.dice_size(said, line)
        area = self.card
        out: list[tuple[Spot, int]] = []
        for seat in (0, 1):
            y = area.y + line + size // 2 + 2 if seat == 1 else area.bottom - line - size // 2 - 2
            reach = size * 0.71  # half a die's diagonal: a die turning as it rolls stays inside
            for index in range(6):
                out.append(((int(area.x + reach + index * (area.width - 2 * reach) / 5), int(y)), size))
        return out

    def dice_size(self, said: int, caption: int) -> int:
        """The dice's size with `said` lines of reason between the rows and a `caption` px line
        over or under each row."""
        assert self.card is not None  # placed before use
        area = self.card
        middle = said * self.app.theme.font(self.app.layout.small, bold=True).get_linesize() + 8
        # (the reason, and air round the deciding dice's rings)
        return max(8, int(min(self.die, area.width / 6.6, (area.height - middle) / 2 - caption - 2)))

    def caption_line(self, said: int) -> int:
        """The height of the line naming who rolled each row, or 0 where it would cost the dice
        more than a fifth of their size (a short card in larger text: 7-px dice in German at
        320x480): the rows then lie beside the cards that name them, Player 2's above,
        Player 1's below."""
        line = self.app.theme.font(self.app.layout.small, bold=True).get_linesize()
        return line if self.dice_size(said, line) >= CAPTION_COST * self.dice_size(said, 0) else 0

    def stage(self) -> str | None:
        """None, "rolling" while the dice roll, "landed" while the roll waits to be read."""
        if not self.dice:
            return None
        return "rolling" if any(sprite.rolling for sprite in self.dice) else "landed"

    def showing(self, state: TriceState) -> bool:
        """The roll is on the card: rolling, or waiting for the first die to be given."""
        return bool(self.dice) or (opening(self.rules, state) and not self.moving.busy())

    # -- animation ---------------------------------------------------------------------------
    def start(self, state: TriceState) -> None:
        speed = self.app.settings.speed
        rolls = self.rules.rolls(state)
        if not rolls or speed <= 0:
            return
        self.dice = []
        self.said = len(self.reason(state))
        spots = self.spots(self.said)
        for seat, values in enumerate(rolls):
            for index, value in enumerate(values):
                face = face_of(f"{COLOURS[index]}{value}")
                centre, size = spots[seat * 6 + index]
                sprite = DieSprite(self.render, face, centre, size, self.rng)
                # the top row bounces down into the tray, not up over its label: every die
                # lands inside the tray
                bounce = self.cell * 0.5 * (-1 if seat == 1 else 1)
                sprite.roll_to(face, [("pips", face[1], v) for v in range(1, 7)], speed, height=bounce)
                self.dice.append(sprite)
        self.hold = READ_S * max(0.5, speed)

    def skip(self) -> bool:
        """A tap while the landed roll waits to be read: go on. True if it was cut."""
        if self.stage() == "landed":
            self.dice, self.hold = [], 0.0
            return True
        return False

    def update(self, dt: float) -> bool:
        moving = False
        for sprite in self.dice:
            moving = sprite.update(dt) or moving
        if self.stage() == "landed":
            self.hold -= dt
            if self.hold <= 0:
                self.dice, self.hold = [], 0.0
            moving = True
        return moving

    def busy(self) -> bool:
        return bool(self.dice) or self.hold > 0

    def reset(self) -> None:
        self.dice, self.hold = [], 0.0

    # -- picture -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: TriceState, ui: BoardUI) -> None:
        if self.showing(state):
            self.draw_roll(surface, state)
        for sprite in self.dice:
            sprite.draw(surface)

    def draw_roll(self, surface: pygame.Surface, state: TriceState) -> None:
        assert self.card is not None and self.frame is not None  # placed before use
        theme, lay = self.app.theme, self.app.layout
        rolls = self.rules.rolls(state)
        if not rolls:
            return
        draw_panel(surface, theme, self.frame, "panel", radius=lay.gap, border="muted")
        reason = self.reason(state)
        spots = self.spots(len(reason))
        landed = self.stage() != "rolling"
        value = deciding_value(rolls) if landed else None
        line = theme.font(lay.small, bold=True).get_linesize()
        captioned = self.caption_line(len(reason)) > 0
        for seat in (0, 1):
            centres = spots[seat * 6 : (seat + 1) * 6]
            size = centres[0][1]
            y = (
                centres[0][0][1] - size // 2 - line // 2 - 2
                if seat == 1
                else centres[0][0][1] + size // 2 + line // 2 + 2
            )
            if captioned:
                label = fitted(
                    theme,
                    _("{player} rolled").format(player=self.seat_name(seat, state)),
                    (lay.small,),
                    "muted",
                    self.card.width,
                )
                surface.blit(label, label.get_rect(center=(self.card.centerx, y)))
            for index, ((centre, size), roll) in enumerate(zip(centres, rolls[seat])):
                if not self.dice:  # still: the rolling sprites show them otherwise
                    picture = self.render(face_of(f"{COLOURS[index]}{roll}"), size)
                    surface.blit(picture, picture.get_rect(center=centre))
                if roll == value:
                    ring = pygame.Rect(0, 0, size + 6, size + 6)
                    ring.center = centre
                    pygame.draw.rect(surface, theme.colour("accent"), ring, width=3, border_radius=6)
        if landed:
            y = self.card.centery - len(reason) * line // 2
            for text in reason:
                label = theme.text(text, lay.small, "accent", bold=True)
                surface.blit(label, label.get_rect(midtop=(self.card.centerx, y)))
                y += line
