"""The player's text size and motion (issue 22 point 6): the Text size setting, saved and laid
out by every scene (tests/test_design.py holds every scene to the eye at each size); the
animation setting's default from the browser's prefers-reduced-motion until the player
chooses; and with the animations off nothing shakes, flashes or pulses, and a result shows
on the next frame."""

import json

import pygame
import pytest
from app_driver import FRAME, board_of, click, find_button, frames, make_app, open_board, settle, tap
from fake_platform import FakeWindow, install

from app.boards.triad.palette import LIT  # noqa: F401  (the Triad board package loads)
from app.saved import settings as settings_mod
from app.saved.settings import Settings
from app.saved.storage import FileBackend, Storage
from app.scenes.game_over import GameOverScene
from games.match import Match
from games.records import new_record
from games.triad.rules import RULES, make_position

SETTINGS = "tridice.settings"
# Black's c6 (showing 1) turned to 2 and moved to c4 lines up with a4 (1) and b4 (3).
TRIAD = {"c6": (0, 1), "a6": (0, 3), "a4": (1, 1), "b4": (1, 3), "f1": (1, 2)}


# -- the settings --------------------------------------------------------------------------------


def test_text_size_and_the_animation_choice_are_saved_and_read_back(tmp_path):
    storage = Storage(FileBackend(str(tmp_path)))
    chosen = Settings(animation="fast", animation_chosen=True, text_size="large")
    assert settings_mod.save(storage, chosen) is not False
    again = settings_mod.load(Storage(FileBackend(str(tmp_path))))
    assert again.text_size == "large" and again.text_scale == 1.25
    assert again.animation == "fast" and again.animation_chosen is True


def test_a_settings_file_from_before_keeps_working():
    """Written before text size and the chosen flag existed: normal text; an animation speed
    other than the default was the player's choice, the default one was not."""
    old = {
        "sound": False,
        "volume": 50,
        "animation": "off",
        "colourblind_marks": True,
        "hints": False,
        "setups": {},
        "lessons_offered": ["trice"],
    }
    loaded = Settings.from_data(old)
    assert loaded.text_size == "normal" and loaded.text_scale == 1.0
    assert loaded.animation == "off" and loaded.animation_chosen is True
    assert not loaded.sound and loaded.volume == 50 and loaded.lessons_offered == ["trice"]
    assert Settings.from_data(dict(old, animation="normal")).animation_chosen is False


@pytest.mark.parametrize("bad", ["huge", 2, None, ["large"], "Large"])
def test_a_bad_text_size_falls_back_to_normal(bad):
    loaded = Settings.from_data({"text_size": bad, "animation_chosen": "yes", "animation": "off"})
    assert loaded.text_size == "normal" and loaded.text_scale == 1.0
    assert loaded.animation == "off" and loaded.animation_chosen is True  # (a bad flag: worked out again)


def test_the_text_size_row_grows_every_scenes_text_and_is_kept(tmp_path):
    app = make_app(tmp_path, size=(390, 844))
    normal = (app.layout.text, app.layout.small, app.layout.heading)
    scene = app.scenes.open("settings")
    frames(app, 2)
    row = next(w for w in scene.widgets if getattr(w, "label", None) == "Text size")
    assert row.options[row.index][1] == "Normal"
    tap(app, (row.rect.right - 10, row.rect.centery))  # the right half: the next size
    frames(app, 2)
    assert app.settings.text_size == "large"
    assert app.layout.text > normal[0] and app.layout.small > normal[1] and app.layout.heading > normal[2]
    assert app.layout.text.role == "body" and app.layout.text >= int(normal[0] * 1.25)
    # the settings page itself laid out again: its rows as tall as their larger words need
    for widget in scene.widgets[:-1]:
        assert widget.rect.height >= widget.height_for(app, widget.rect.width)
        assert widget.rect.bottom <= find_button(scene, "Done").rect.top
    again = make_app(tmp_path, size=(390, 844))  # the next start reads it
    assert again.settings.text_size == "large" and again.layout.text == app.layout.text
    # and a board opened now lays out its text at the new size
    menu_card = app.scenes.find("menu")
    assert menu_card is not None
    app.scenes.pop_to("menu")
    frames(app, 2)
    board = open_board(app, Match.new("tris2"), ["human", "human"])
    frames(app, 2)
    assert board.status_rect.height >= app.layout.lines(app.layout.small, 3)


# -- the browser's preference --------------------------------------------------------------------


def browser_app(monkeypatch, window):
    install(monkeypatch, window)
    from app.app import App

    return App()


@pytest.mark.parametrize("reduce, speed", [(True, "off"), (False, "normal")])
def test_in_the_browser_the_default_follows_prefers_reduced_motion(monkeypatch, reduce, speed):
    app = browser_app(monkeypatch, FakeWindow(390, 844, reduced_motion=reduce))
    assert app.settings.animation == speed and not app.settings.animation_chosen
    scene = app.scenes.open("settings")
    frames(app, 1)
    assert scene.animation.value == speed


def test_the_players_own_choice_wins_over_the_browsers(monkeypatch):
    window = FakeWindow(390, 844, reduced_motion=True)
    app = browser_app(monkeypatch, window)
    scene = app.scenes.open("settings")
    frames(app, 1)
    scene.animation.step(app, -1)  # off -> fast: chosen by the player
    assert app.settings.animation == "fast" and app.settings.animation_chosen
    stored = json.loads(window.localStorage.items[SETTINGS])["data"]
    assert stored["animation"] == "fast" and stored["animation_chosen"] is True
    from app.app import App

    again = App()  # a reload on the same page, reduced motion still asked for
    assert again.settings.animation == "fast"


def test_an_unchosen_speed_follows_the_browser_at_each_start(monkeypatch):
    """Saved while the page asked for reduced motion, read where it does not: normal again."""
    window = FakeWindow(390, 844, reduced_motion=True)
    app = browser_app(monkeypatch, window)
    app.settings.sound = False
    app.save_settings()
    window.reduced_motion = False
    from app.app import App

    again = App()
    assert again.settings.animation == "normal" and not again.settings.sound


def test_natively_there_is_no_preference_and_the_default_stays(tmp_path):
    from app.page import web

    assert web.prefers_reduced_motion() is None
    assert make_app(tmp_path).settings.animation == "normal"


def test_a_page_without_match_media_keeps_the_default(monkeypatch):
    window = FakeWindow(390, 844)
    window.matchMedia = None  # calling it fails, as on a page that lacks it
    app = browser_app(monkeypatch, window)
    assert app.settings.animation == "normal"


# -- with the animations off -----------------------------------------------------------------------


def triad_at_removal(app, animation):
    """Black has just made a triad: the die to remove is ringed (it pulses at normal speed)."""
    app.settings.animation = animation
    match = Match(new_record("triad"), RULES, [make_position(TRIAD, 0, (0, 0))])
    open_board(app, match, ["human", "human"])
    board = settle(app)
    cells = board.view.field.cells
    click(app, cells["c6"].center)
    click(app, cells["c4"].center)
    board = settle(app)
    assert board.view.facts(board.state).phase == "remove"
    return board


def pictures_after_a_refusal(app, board, count=40):
    """Tap a cell that holds no die of the mover's (refused), then the next `count` frames:
    [(drew, picture)]."""
    click(app, board.view.field.cells["b4"].center)
    assert board.message[2]  # refused, in words
    shots = []
    for _ in range(count):
        drew = app.step(FRAME, events=[])
        shots.append((drew, app.screen.copy()))
    return shots


def pixels(surface, rect=None):
    return pygame.image.tobytes(surface if rect is None else surface.subsurface(rect).copy(), "RGB")


def same(first, second):
    return pixels(first) == pixels(second)


def test_with_animations_off_a_refused_move_neither_shakes_nor_flashes(tmp_path):
    app = make_app(tmp_path, size=(390, 844))
    board = triad_at_removal(app, "off")
    before = app.screen.copy()
    shots = pictures_after_a_refusal(app, board)
    assert not any(drew for drew, _ in shots)  # nothing moves: no frame needed drawing
    assert all(same(shots[0][1], picture) for _, picture in shots)
    # what changed is the words, not the board: the board's pixels are as before the tap
    area = board.view.playing_area()
    assert pixels(before, area) == pixels(shots[-1][1], area)


def test_at_normal_speed_the_same_refusal_keeps_frames_coming(tmp_path):
    """The check above can fail: at normal speed the ringed die pulses, frame after frame."""
    app = make_app(tmp_path, size=(390, 844))
    board = triad_at_removal(app, "normal")
    shots = pictures_after_a_refusal(app, board)
    assert all(drew for drew, _ in shots)
    assert not all(same(shots[0][1], picture) for _, picture in shots)


@pytest.mark.parametrize("animation, at_once", [("off", True), ("normal", False)])
def test_a_result_shows_on_the_next_frame_with_animations_off(tmp_path, animation, at_once):
    app = make_app(tmp_path, size=(390, 844))
    app.settings.animation = animation
    match = Match(new_record("triad"), RULES, [make_position(TRIAD, 0, (2, 0))])
    open_board(app, match, ["human", "easy"])
    board = settle(app)
    cells = board.view.field.cells
    click(app, cells["c6"].center)
    click(app, cells["c4"].center)  # the third triad: Black wins
    assert RULES.winner(board.state) == 0
    frames(app, 1)
    assert isinstance(app.scenes.top, GameOverScene) is at_once
    assert board.busy() is not at_once
    if not at_once:
        frames(app, 120)
        assert isinstance(app.scenes.top, GameOverScene) and board_of(app) is board


def test_pulses_stand_still_and_ask_for_no_frames_when_off():
    from app.ui.anim import Pulse

    pulse = Pulse()
    assert pulse.update(0.1, 1.0) and 0 < pulse.value < 1
    assert pulse.update(0.1, 0.0) and pulse.value == 1.0  # moved once, to its brightest
    assert not pulse.update(0.1, 0.0) and pulse.value == 1.0


@pytest.mark.parametrize("code", ["en", "es", "de"])
def test_the_settings_rows_fit_a_small_phone_in_large_text(tmp_path, code):
    """At 320x480 in large text one row height for all (the tallest, a two-line name) ran
    the last row under Done: each row now takes its own height there."""
    import eye

    app = eye.make_app(((320, 480), 1.0), tmp_path, "large", code)
    scene = app.scenes.open("settings")
    frames(app)
    rows = [widget for widget in scene.widgets if widget is not scene.done]
    assert all(row.rect.bottom <= scene.done.rect.top for row in rows)
    assert all(not a.rect.colliderect(b.rect) for a in rows for b in rows if a is not b)
    assert all(row.rect.height >= row.height_for(app, row.rect.width) for row in rows)
