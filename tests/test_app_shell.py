"""The real app, stepped frame by frame with synthetic input."""

import pygame
import pytest
from app_driver import click, frames, fresh_python, key, make_app, press, resize, tap

from app.scenes.menu import MenuScene
from app.scenes.settings_scene import SettingsScene
from app.ui import pointer


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def test_menu_is_the_first_scene_and_draws(app):
    assert isinstance(app.scenes.top, MenuScene)
    assert app.step(1 / 60, events=[])  # the first frame draws
    from app.ui import depth  # the table: the background colour role, lit and shaded

    table = depth.backdrop(app.screen.get_size(), app.theme.colour("background"))
    assert app.screen.get_at((2, 2)) == table.get_at((2, 2))


def test_idle_frames_draw_nothing(app):
    frames(app, 2)
    drew = [app.step(1 / 60, events=[]) for _ in range(30)]
    assert not any(drew)


def test_settings_and_back_by_mouse_and_escape(app):
    press(app, "Settings")
    assert isinstance(app.scenes.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)
    key(app, pygame.K_ESCAPE)  # Esc on the menu does nothing
    assert isinstance(app.scenes.top, MenuScene)


def test_a_touch_acts_once_not_twice(app):
    press(app, "Settings")
    scene = app.scenes.top
    before = app.settings.sound
    tap(app, scene.sound.rect.move(scene.sound.rect.width // 3, 0).center)
    assert app.settings.sound is (not before), "the synthesised mouse click acted again"


def test_settings_survive_a_restart(tmp_path):
    first = make_app(tmp_path)
    press(first, "Settings")
    scene = first.scenes.top
    click(first, scene.sound.rect.center)  # On -> Off
    click(first, scene.animation.rect.center)  # normal -> fast
    click(first, scene.marks.rect.center)  # On -> Off
    click(first, scene.hints.rect.center)  # On -> Off
    assert (first.settings.sound, first.settings.animation) == (False, "fast")
    second = make_app(tmp_path)
    s = second.settings
    assert (s.sound, s.animation, s.colourblind_marks, s.hints) == (False, "fast", False, False)


def test_keyboard_focus_reaches_every_button(app):
    menu = app.scenes.top
    key(app, pygame.K_TAB)
    seen = set()
    for _ in range(len(menu.focusables())):
        seen.add(id(menu.focusables()[menu.focus]))
        key(app, pygame.K_TAB)
    assert seen == {id(w) for w in menu.focusables()}
    while menu.focusables()[menu.focus] is not menu.credits_button:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "credits"


def test_credits_name_every_designer(app):
    press(app, "Credits")
    text = app.scenes.top.text
    for name in [
        "Michele Bruni",
        "Paolo Casarini",
        "Klaus Nehren",
        "Chema Valle",
        "José Luís López Redondo",
        "Aleš Roszoha",
        "Peter Páleš",
    ]:
        assert name in text


def test_long_text_scrolls_on_a_small_screen(tmp_path):
    from app.ui.text_scene import TextScene

    app = make_app(tmp_path, size=(320, 480))
    text = "\n".join(
        f"# Part {n}\nSome words that wrap across the narrow page.\n- a bullet" for n in range(30)
    )
    scene = app.scenes.push(TextScene(app, "Long", text))
    frames(app)
    assert scene.content_h > scene.view.height
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    key(app, pygame.K_PAGEUP)
    assert scene.scroll == 0
    from app_driver import drag

    drag(app, scene.view.center, (scene.view.centerx, scene.view.top), touch=True)
    assert scene.scroll > 0


@pytest.mark.parametrize("size", [(720, 1280), (1280, 720), (320, 480), (480, 320)])
def test_every_menu_widget_fits_and_is_tappable(tmp_path, size):
    """Whole on the screen (a game card scrolled into sight where the cards outgrow it, as the
    keyboard's focus brings it) and tall enough to tap."""
    from test_autosave_slots import assert_every_widget_in_reach

    app = make_app(tmp_path, size=size)
    frames(app)
    assert_every_widget_in_reach(app, app.scenes.top)
    assert all(w.rect.height >= 44 for w in app.scenes.top.widgets if w.visible)


def test_resize_lays_out_again(app):
    frames(app)
    resize(app, (1280, 720))
    assert app.screen.get_size() == (1280, 720) and not app.layout.portrait
    assert app.layout.rect.contains(app.scenes.top.settings_button.rect)
    resize(app, (480, 320))  # a small landscape phone
    assert app.screen.get_size() == (480, 320)
    resize(app, (200, 200))  # below the minimum: clamped
    assert app.screen.get_size() == (320, 320)


def finger(kind, finger_id, x=0.5, y=0.25, touch_id=1):
    return pygame.event.Event(kind, x=x, y=y, dx=0, dy=0, finger_id=finger_id, touch_id=touch_id)


def test_pointer_ignores_synthesised_mouse_and_other_fingers():
    pointers = pointer.Pointers()
    synth = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1, touch=True)
    assert pointers.translate(synth, (100, 100)) is None
    p = pointers.translate(finger(pygame.FINGERDOWN, 0), (200, 400))
    assert (p.kind, p.pos, p.touch) == (pointer.DOWN, (100, 100), True)
    # a second finger while the first is down is not part of the gesture
    assert pointers.translate(finger(pygame.FINGERDOWN, 1), (200, 400)) is None
    assert pointers.translate(finger(pygame.FINGERUP, 1), (200, 400)) is None
    assert pointers.translate(finger(pygame.FINGERUP, 0), (200, 400)).kind == pointer.UP


def test_pointer_follows_the_first_finger_whatever_its_number():
    """Chromium numbers each new touch 1, 2, 3...; Safari uses large numbers: every tap counts."""
    pointers = pointer.Pointers()
    for number in (1, 2, 3, 2_147_483_647):
        down = pointers.translate(finger(pygame.FINGERDOWN, number), (200, 400))
        move = pointers.translate(finger(pygame.FINGERMOTION, number, x=0.6), (200, 400))
        up = pointers.translate(finger(pygame.FINGERUP, number, x=0.6), (200, 400))
        assert (down.kind, move.kind, up.kind) == (pointer.DOWN, pointer.MOVE, pointer.UP)
        assert move.pos == (120, 100) and move.pressed


def test_a_finger_whose_lift_was_lost_does_not_lock_touch_out():
    pointers = pointer.Pointers()
    assert pointers.translate(finger(pygame.FINGERDOWN, 4), (100, 100), now=0.0).kind == pointer.DOWN
    # its FINGERUP never came; soon after, another finger is a second finger ...
    assert pointers.translate(finger(pygame.FINGERDOWN, 5), (100, 100), now=1.0) is None
    # ... but once the first has been silent for a while, a new finger starts a gesture
    later = pointers.translate(finger(pygame.FINGERDOWN, 6), (100, 100), now=1.0 + pointer.STALE_S + 0.1)
    assert later is not None and later.kind == pointer.DOWN


def test_taps_with_browser_finger_numbers_reach_the_menu(tmp_path):
    from app_driver import FRAME, make_app

    app = make_app(tmp_path)
    card = next(c for c in app.scenes.top.cards if c.game_id == "trice")
    w, h = app.screen.get_size()
    x, y = card.rect.centerx / w, card.rect.centery / h
    app.step(
        FRAME,
        events=[
            finger(pygame.FINGERDOWN, 1, x, y),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.rect.center, button=1, touch=True),
        ],
    )
    app.step(
        FRAME,
        events=[
            finger(pygame.FINGERUP, 1, x, y),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=card.rect.center, button=1, touch=True),
        ],
    )
    assert app.scenes.top.name == "setup"


def test_drag_tracker_tells_taps_from_drags():
    tracker = pointer.DragTracker()
    assert tracker.feed(pointer.Pointer(pointer.DOWN, (10, 10), False)) == "press"
    assert tracker.feed(pointer.Pointer(pointer.MOVE, (12, 11), False, True)) is None
    assert tracker.feed(pointer.Pointer(pointer.UP, (12, 11), False)) == "tap"
    tracker.feed(pointer.Pointer(pointer.DOWN, (10, 10), False))
    assert tracker.feed(pointer.Pointer(pointer.MOVE, (60, 10), False, True)) == "drag"
    assert tracker.feed(pointer.Pointer(pointer.UP, (80, 10), False)) == "drop"


def test_audio_unlocks_on_the_first_tap_and_mute_silences(app):
    assert not app.audio.unlocked
    press(app, "Settings")
    assert app.audio.unlocked or app.audio.failed
    assert "button" in app.audio.played
    app.settings.sound = False
    app.audio.played.clear()
    key(app, pygame.K_ESCAPE)
    press(app, "Credits")
    assert app.audio.played == []


def test_a_board_with_a_computer_seat_loads_its_ai_when_it_opens(tmp_path):
    # The first import of a game's AI builds tables (TRICE's solver: tens of ms).
    # It must happen as the board opens, not in the frame where the computer
    # starts thinking, which the frame rule caps at 30 ms. A fresh interpreter,
    # so no earlier test has imported it already.
    fresh_python(
        tmp_path,
        "from app_driver import make_app",
        "from games.match import Match",
        f"app = make_app({str(tmp_path)!r})",
        "assert 'games.trice.ai' not in sys.modules",
        "app.scenes.open('board', match=Match.new('trice', 2), seats=['human', 'human'])",
        "assert 'games.trice.ai' not in sys.modules  # people only: nothing to load",
        "app.scenes.open('board', match=Match.new('trice', 2), seats=['human', 'hard'])",
        "assert 'games.trice.ai' in sys.modules",
    )


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_a_computer_seat_keeps_one_agent_for_the_whole_game(tmp_path):
    """What the agent worked out for one move (TRICE's solved positions) serves the next:
    the seat's source keeps its agent (a new one each move lost them)."""
    from app.scenes.demo import start_demo

    app = make_app(tmp_path)
    app.settings.animation = "off"
    board = start_demo(app, "triad")
    sources = [board.sources[seat] for seat in range(2)]
    seen = {0: set(), 1: set()}
    for _ in range(3000):
        frames(app)
        for seat, source in enumerate(sources):
            if source.agent is not None:
                seen[seat].add(id(source.agent))
        if board.rules.is_over(board.state) or len(board.match.moves) > 12:
            break
    assert len(board.match.moves) > 6
    assert [len(ids) for ids in seen.values()] == [1, 1]
