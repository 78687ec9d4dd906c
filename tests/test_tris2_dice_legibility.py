"""Tris 2's dice read on the smallest phones (issue 21 point 7), measured in the pixels drawn:
the top symbol (three in a line win) at least 14 CSS px, the side symbols (what a roll brings
up) at least 9, and none touching another. On the field at the first decision (45 and 54 px
dice at 320x480 and 320x568); when a spread field makes the field's dice smaller, their top
symbols keep 14 and the die held shows large below the field with its side symbols at 9."""

import random
from itertools import permutations

import pygame
import pytest
from app_driver import board_of, frames, make_app, open_board, tap

from app.boards.tris2.pictures import Pictures
from app.ui.layout import Layout
from games import registry
from games.core import CHANCE
from games.match import Match
from games.playout import random_move

SHAPES = [(320, 480), (320, 568)]
TOP_MIN, SIDE_MIN = 14, 9  # CSS px: the symbols' ink, its larger side
INK = (36, 34, 31)  # the symbols' colour (tools/make_sprites.py's "ink")
ORIENTS = ["".join(p) for p in permutations("XO/")]


def luminance(colour):
    return 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2]


def ink_boxes(drawn, blank):
    """Boxes of the symbols' ink on a die: the pixels of `drawn` (the die as shown, a
    Surface of the die's size) darkened toward the ink by at least 40% against `blank`
    (the blank die, the same size) where the blank die is opaque, joined into connected
    pieces. What lies round the die (its transparent corners, a ring) is left out."""
    w, h = drawn.get_size()
    dark = set()
    for y in range(h):
        for x in range(w):
            bare = blank.get_at((x, y))
            if bare.a < 250:
                continue
            shown, bare = luminance(drawn.get_at((x, y))), luminance(bare)
            if bare - shown >= 0.4 * (bare - luminance(INK)):
                dark.add((x, y))
    boxes = []
    while dark:
        todo, piece = [dark.pop()], []
        while todo:
            x, y = todo.pop()
            piece.append((x, y))
            for near in ((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                if near in dark:
                    dark.remove(near)
                    todo.append(near)
        xs, ys = [p[0] for p in piece], [p[1] for p in piece]
        boxes.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
    return boxes


def symbol_sizes(drawn, blank, css_scale):
    """(top, [four sides]) in CSS px: each symbol's ink, its larger side."""
    boxes = ink_boxes(drawn, blank)
    assert len(boxes) == 5, f"{len(boxes)} pieces of ink, not a top symbol and four side ones (touching?)"
    middle = (drawn.get_width() / 2, drawn.get_height() / 2)
    boxes.sort(key=lambda b: (b.centerx - middle[0]) ** 2 + (b.centery - middle[1]) ** 2)
    top, *sides = [max(b.size) / css_scale for b in boxes]
    return top, sides


def on_background(picture, colour):
    flat = pygame.Surface(picture.get_size())
    flat.fill(colour)
    flat.blit(picture, (0, 0))
    return flat


def shown_die(app, rect):
    """(the die as the screen shows it at `rect`, the blank die of that size)."""
    return app.screen.subsurface(rect).copy(), app.assets.scaled("dice_symbols", "blank", 0, rect.width)


def open_match(app, match):
    app.settings.hints = False  # no rings round the dice a person may tap
    app.settings.animation = "off"
    open_board(app, match, ["human", "human"])
    frames(app, 3)
    return board_of(app)


def first_decision(rng):
    rules = registry.get("tris2").rules
    match = Match.new("tris2", 2)
    while match.to_move() == CHANCE:
        match.play(rules.random_outcome(match.state, rng))
    return match


def field_dice(board):
    cam, size = board.view.camera, board.view.camera.die_size()
    for where, orient in board.view.facts.field(board.state).items():
        rect = pygame.Rect(0, 0, size, size)
        rect.center = cam.centre_of(where)
        yield where, orient, rect


@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_field_s_dice_read_at_the_first_decision(tmp_path, size):
    app = make_app(tmp_path, size=size)
    board = open_match(app, first_decision(random.Random(3)))
    css = app.layout.css_scale
    measured = 0
    for _where, _orient, rect in field_dice(board):
        top, sides = symbol_sizes(*shown_die(app, rect), css)
        assert top >= TOP_MIN, f"a {rect.width} px die's top symbol is {top:.0f} CSS px"
        assert min(sides) >= SIDE_MIN, f"a {rect.width} px die's side symbols are {min(sides):.0f} CSS px"
        measured += 1
    assert measured == 9


def spread_field(size, tmp_path):
    """A position of a random game where the person to move rolls on a field spread so
    wide that its dice are 34-42 px (too small for 9 px side symbols)."""
    rules = registry.get("tris2").rules
    app = make_app(tmp_path, size=size)
    board = open_match(app, first_decision(random.Random(0)))
    for seed in range(40):
        rng = random.Random(seed)
        match = first_decision(rng)
        while not match.is_over():
            match.play(random_move(rules, match.state, rng))
            if match.to_move() == CHANCE or rules.phase(match.state) != "roll" or match.is_over():
                continue
            board.view.framing.aim(match.state)
            board.view.camera.snap()
            if 34 <= board.view.camera.die_size() <= 42 and rules.offer_pending(match.state) is None:
                app.scenes.pop_to("menu")
                return app, open_match(app, match)
    raise AssertionError("no spread field found")


@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_on_a_spread_field_the_die_held_shows_large_below_it(tmp_path, size):
    app, board = spread_field(size, tmp_path)
    css = app.layout.css_scale
    assert board.view.camera.die_size() <= 42
    for _where, _orient, rect in field_dice(board):  # the top symbols still read
        top, _sides = symbol_sizes(*shown_die(app, rect), css)
        assert top >= TOP_MIN
    legend = board.view.legend
    assert legend.shown is None  # nothing held: nothing shown there on a phone
    where = board.view.facts.movable(board.state)[0]
    tap(app, board.view.camera.centre_of(where))
    frames(app, 2)
    assert board.ui.selected == where
    assert legend.shown is not None, "the die held is not shown large"
    orient, box = legend.shown
    assert orient == board.view.facts.field(board.state)[where]
    screen = app.layout.rect
    assert screen.contains(box) and not box.colliderect(board.view.offer_button.rect)
    assert not box.colliderect(board.view.camera.panel())
    top, sides = symbol_sizes(*shown_die(app, box), css)
    assert top >= TOP_MIN and min(sides) >= SIDE_MIN, (top, sides)
    tap(app, board.view.camera.centre_of(where))  # let go: gone
    frames(app, 2)
    assert board.ui.selected is None and legend.shown is None


class _App:
    """What Pictures reads of the app: its sprites and the layout's CSS scale."""

    def __init__(self, app, css_scale):
        self.assets = app.assets
        self.layout = Layout((720, 1080), css_scale)


@pytest.mark.parametrize("css_scale", [1.0, 2.25])  # natively; a 320x480 phone's browser canvas 720 wide
@pytest.mark.parametrize("die_css, legible", [(45, False), (54, False), (46, True)])
def test_every_die_face_reads_at_the_phone_sizes(tmp_path, css_scale, die_css, legible):
    """Each of the six ways a die lies, at the sizes the smallest phones show (on the field
    at 320x480 and 320x568, and held, large): top >= 14 CSS px, sides >= 9, none touching."""
    pictures = Pictures(_App(make_app(tmp_path, size=(320, 480)), css_scale))
    size = round(die_css * css_scale)
    background = (42, 51, 66)
    blank = pictures.app.assets.scaled("dice_symbols", "blank", 0, size)
    for orient in ORIENTS:
        top, sides = symbol_sizes(
            on_background(pictures.die(orient, size, legible), background), blank, css_scale
        )
        assert top >= TOP_MIN and min(sides) >= SIDE_MIN, (orient, size, top, sides)
        assert top > max(sides) * 1.3  # the top symbol stays the big one
