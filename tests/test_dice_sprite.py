"""The roll animation: tumbles, spins, squashes, bounces and lands on the decided face."""

import random

import pygame

from app.ui.dice import DieSprite

COLOURS = {n: pygame.Color(40 * n, 255 - 40 * n, 90) for n in range(1, 7)}


def render(face, size):
    surface = pygame.Surface((size, size))
    surface.fill(COLOURS[face])
    return surface


def roll(speed=1.0, seed=0):
    die = DieSprite(render, 1, (100, 100), 60, random.Random(seed))
    die.roll_to(5, range(1, 7), speed)
    frames = []
    t = 0.0
    while die.update(1 / 60):
        t += 1 / 60
        frames.append((die.shown, die.image.get_size(), die.rect.center))
    return die, frames, t


def test_roll_lands_on_the_decided_face_upright():
    die, frames, _ = roll()
    assert die.face == die.shown == 5
    assert die.image.get_size() == (60, 60) and die.rect.center == (100, 100)
    assert die.image.get_at((30, 30)) == COLOURS[5]


def test_roll_tumbles_through_other_faces_rotates_squashes_and_bounces():
    _, frames, seconds = roll()
    assert 0.5 <= seconds <= 0.8
    assert len({shown for shown, _, _ in frames}) >= 3  # tumbles through faces
    sizes = [size for _, size, _ in frames]
    assert any(w > 70 for w, _ in sizes)  # rotated frames are wider than the die
    assert any(w > h + 2 for w, h in sizes if w < 90)  # squashed: wider than tall
    lifts = [center[1] for _, _, center in frames]
    assert min(lifts) < 100 - 10  # it leaves the ground
    assert frames[-1][0] == 5  # the last part of the roll already shows the outcome


def test_speed_setting_scales_the_roll_and_off_means_no_animation():
    _, _, normal = roll(1.0)
    _, _, fast = roll(0.45)
    assert fast < normal * 0.6
    die = DieSprite(render, 1, (10, 10), 20)
    die.roll_to(3, range(1, 7), 0.0)
    assert not die.rolling and die.shown == 3 and not die.update(1 / 60)


def test_sprite_is_a_pygame_sprite():
    die = DieSprite(render, 2, (0, 0), 10)
    group = pygame.sprite.Group(die)
    assert die in group
