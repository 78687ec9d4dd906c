"""The keyboard's focus ring meets the design's contrast (issue 22 point 5): its two colours
(design.FOCUS_RING) reach 3:1 with each other, and on every colour the app draws in one of
them reaches 3:1 with it (what is beside the ring: a button, a card, a board, a die), computed
with the design's own contrast helper; and the ring is drawn so, around a focused button and a
focused target on a board."""

import pygame
import pytest

from app.ui import design
from app.ui.widgets import draw_focus_ring
from tests.app_driver import board_of, frames, key, make_app

RING, HALO = design.FOCUS_RING


def colours_drawn(theme):
    """Every colour of the palette (the design's roles and the boards' picture colours, from
    sprites/palette.json) and the boards' light surfaces, by name."""
    found = {}
    for name, value in theme.palette.items():
        for i, colour in enumerate(value if isinstance(value, list) else [value]):
            found[name if not isinstance(value, list) else f"{name}[{i}]"] = tuple(colour)[:3]
    for name, value in design.LIGHT_SURFACES.items():
        found[name] = design.hex_colour(value)
    return found


@pytest.fixture(scope="module")
def theme():
    from app.ui.theme import Theme

    return Theme()


def test_the_rings_two_colours_stand_apart(theme):
    assert design.contrast(theme.colour(RING), theme.colour(HALO)) >= design.FOCUS_RATIO


def test_on_every_colour_one_of_the_rings_colours_reaches_3_to_1(theme):
    ring, halo = theme.colour(RING), theme.colour(HALO)
    weak = {}
    for name, colour in colours_drawn(theme).items():
        if name in design.INACTIVE:  # words that are switched off: never a surface
            continue
        best = max(design.contrast(ring, colour), design.contrast(halo, colour))
        if best < design.FOCUS_RATIO:
            weak[name] = round(best, 2)
    assert not weak, f"the focus ring fades into {weak}"


def test_either_colour_alone_would_fade_somewhere(theme):
    """Why the ring has two colours: the blue alone is 1.8:1 on TRICE's white card and 1.1:1
    on the gold button; the dark halo alone vanishes on the dark panels."""
    found = colours_drawn(theme)
    assert design.contrast(theme.colour(RING), found["trice white"]) < design.FOCUS_RATIO
    assert design.contrast(theme.colour(RING), theme.colour("accent")) < design.FOCUS_RATIO
    assert design.contrast(theme.colour(HALO), theme.colour("panel")) < design.FOCUS_RATIO


def bands_right_of(surface, rect, reach=20):
    """The colours along a row from inside `rect`'s right edge outwards, each band once."""
    y = rect.centery
    bands = []
    for x in range(rect.right - 1, min(surface.get_width(), rect.right + reach)):
        colour = tuple(surface.get_at((x, y)))[:3]
        if not bands or bands[-1] != colour:
            bands.append(colour)
    return bands


@pytest.mark.parametrize("ground", ["accent", "trice white", "panel"])
def test_the_ring_is_drawn_ring_between_halos_outside_the_rect(theme, tmp_path, ground):
    app = make_app(tmp_path, size=(1280, 720))
    surface = pygame.Surface((200, 120))
    fill = colours_drawn(theme)[ground]
    surface.fill(fill)
    rect = pygame.Rect(40, 30, 100, 60)
    draw_focus_ring(surface, theme, rect, app.layout)
    ring, halo = tuple(theme.colour(RING))[:3], tuple(theme.colour(HALO))[:3]
    assert bands_right_of(surface, rect) == [fill, halo, ring, halo, fill]


def test_a_focused_button_and_a_focused_board_target_wear_the_ring(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    app.settings.animation = "off"
    frames(app, 2)
    key(app, pygame.K_TAB)  # the menu's first card
    frames(app, 1)
    menu = app.scenes.top
    focused = menu.focusables()[menu.focus]
    ring = tuple(app.theme.colour(RING))[:3]
    assert ring in bands_right_of(app.screen, focused.rect)
    app.scenes.open("setup", game_id="triad")
    frames(app, 2)
    from tests.app_driver import press

    press(app, "Start")
    board = board_of(app)
    for _ in range(300):
        frames(app)
        if board.human_to_move() and not board.busy():
            break
    key(app, pygame.K_RIGHT)  # the arrows walk the board's targets
    frames(app, 1)
    assert board.ui.focus is not None
    assert ring in bands_right_of(app.screen, board.ui.focus)
