"""A scene change fades (issue 28 point 5; app/ui/fade.py): the frame the player last saw lies
over the new scene and fades out in FADE_S seconds at normal speed, in fewer with Animations
fast, not at all with animations off (the browser's reduced motion); the probe says the frame
still moves meanwhile."""

import pygame
import pytest
from app_driver import frames, make_app, press

from app.page.probe import snapshot
from app.ui.fade import FADE_S

pytestmark = pytest.mark.native_only("draws with pygame")


def plain(app):
    """The frame as the scenes draw it, with no fade."""
    picture = pygame.Surface(app.screen.get_size())
    app.draw(picture)
    return picture


def same(a, b):
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("animation", ["normal", "fast"])
def test_opening_a_scene_fades_from_the_last_frame(tmp_path, animation):
    app = make_app(tmp_path, size=(390, 844))
    app.settings.animation = animation
    frames(app, 3)
    menu = app.screen.copy()
    press(app, "Settings")
    assert app.scenes.top.name == "settings"
    blended = app.screen.copy()
    assert not same(blended, plain(app)) and not same(blended, menu)  # between the two
    assert snapshot(app)["moving"]
    steps = 0
    while app.fade.running:
        frames(app)
        steps += 1
    assert steps <= int(FADE_S * app.settings.speed * 60) + 1
    assert same(app.screen, plain(app)) and not snapshot(app)["moving"]


def test_no_fade_with_animations_off(tmp_path):
    app = make_app(tmp_path, size=(390, 844))
    app.settings.animation = "off"
    frames(app, 3)
    press(app, "Settings")
    assert app.scenes.top.name == "settings" and app.fade is None
    assert same(app.screen, plain(app))
