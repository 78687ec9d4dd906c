"""The roll feels physical (issue 28 point 5; app/ui/dice.py): while a die rolls a shadow stays
on the ground under it, smaller and lighter the higher the die is, and none is drawn at rest;
TRICE's starting roll lands inside its tray at every frame, its top row bouncing down into the
tray rather than up over the line that names who rolled."""

import random

import pygame
import pytest
from app_driver import frames, make_app

from app.ui.dice import ROLL_S, DieSprite
from games.match import Match

pytestmark = pytest.mark.native_only("draws with pygame")


def plain(face, size):
    picture = pygame.Surface((size, size))
    picture.fill((240, 240, 240))
    return picture


def test_a_rolling_die_has_a_shadow_that_follows_it_and_none_at_rest():
    die = DieSprite(plain, 1, (100, 100), 40, random.Random(3))
    ground = die.shadow_rect()
    assert ground.top < 120 + 8 and ground.bottom > 120  # at the die's foot

    def dark_under(sprite):
        surface = pygame.Surface((200, 200))
        surface.fill((128, 128, 128))
        sprite.draw(surface)
        return sum(1 for x in range(70, 130) for y in range(118, 132) if surface.get_at((x, y))[0] < 110)

    assert dark_under(die) == 0  # at rest: the board's own picture carries its depth
    die.roll_to(2, [1, 2, 3], 1.0, height=30)
    die.update(ROLL_S * 0.15)  # in the air
    high = die.shadow_rect()
    assert die.lift > 5 and dark_under(die) > 0
    assert high.width < ground.width  # smaller when the die is higher
    while die.rolling:
        die.update(1 / 60)
    assert dark_under(die) == 0 and die.face == 2


def test_trices_starting_roll_lands_inside_its_tray(tmp_path):
    app = make_app(tmp_path, size=(390, 844))
    app.settings.animation = "normal"
    app.scenes.open("board", match=Match.new("trice"), seats=["human", "human"])
    frames(app)
    roll = app.scenes.top.view.setup_roll
    assert roll.stage() == "rolling"
    seen = 0
    while roll.stage() == "rolling":
        for index, sprite in enumerate(roll.dice):
            assert roll.frame.contains(sprite.rect), (sprite.rect, roll.frame)  # in the tray, turned too
            if index >= 6:  # Player 2's row, under its line: it never rises toward that line
                assert sprite.rect.centery >= sprite.center[1] - 1, (sprite.rect, sprite.center)
        seen += 1
        frames(app)
    assert seen > 10
