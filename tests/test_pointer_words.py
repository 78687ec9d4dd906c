"""The words follow the pointer (issue 28 point 9): where the player uses a mouse (natively, or
a browser without a touch screen) the coach lines, the lessons and the rules pages say "click",
where a finger, "tap", in every language. The app decides which once (App.follow_pointer: the
last press's pointer; before any, a touch screen in the browser, else a mouse) and games/i18n.py
says it: each message that says tap has a twin for a mouse in the catalogs, which
tools/i18n_extract.py makes (no sentence is written twice in the code)."""

import re

import pygame
import pytest
from app_driver import click, frames, make_app, open_board, settle, tap

from games import i18n
from games.match import Match

pofile = pytest.importorskip("babel.messages.pofile")

ROLL = "roll 351622/114463"  # Player 1 starts (as in tests/test_trice_scene.py)
CLICK = {"en": "click", "it": "clic", "de": "klick", "es": "clic"}  # each language's mouse word
TAP = {"en": "tap", "it": "tocca", "de": "tippe", "es": "toca"}  # and its finger's, in this sentence


def trice_board(app):
    match = Match.new("trice")
    match.play(ROLL)
    open_board(app, match, ["human", "human"])
    return settle(app)


@pytest.mark.parametrize("code", ["en", "it", "de", "es"])
def test_a_mouse_is_told_to_click_and_a_finger_to_tap(tmp_path, code):
    """Natively a mouse until a finger presses; then a finger, until the mouse presses again.
    The sentence is the same one ("Player 2, give Player 1 a die to place first: ...")."""
    app = make_app(tmp_path, size=(390, 844))
    app.change_language(code)
    board = trice_board(app)
    said = board.status_text()
    assert CLICK[code] in said.lower() and TAP[code] not in said.lower(), said
    tap(app, board.status_rect.center)  # a finger, on the coach line (nothing to play there)
    said = board.status_text()
    assert TAP[code] in said.lower() and CLICK[code] not in said.lower(), said
    click(app, board.status_rect.center)
    assert board.status_text().lower().count(CLICK[code]) == 1


@pytest.mark.parametrize("touch, word", [(0, "click"), (5, "tap")])
def test_in_the_browser_the_first_words_are_the_devices(monkeypatch, touch, word):
    """A browser on a computer (no touch points) says click before the first press; on a phone
    (touch points), tap."""
    from fake_platform import FakeNavigator, FakeWindow, install

    install(monkeypatch, FakeWindow(390, 844, navigator=FakeNavigator(touch=touch)))
    from app.app import App

    app = App(pace=False)
    app.settings.animation = "off"
    board = trice_board(app)
    assert f": {word} one of the dice below." in board.status_text()


def test_a_rules_page_says_click_to_a_mouse(tmp_path):
    from games import registry

    app = make_app(tmp_path)
    page = i18n.translate_page(registry.get("triad").rules_text())
    assert "- Click one of your dice." in page and "Tap one of your dice" not in page
    tap(app, (1, app.layout.height - 1))
    page = i18n.translate_page(registry.get("triad").rules_text())
    assert "- Tap one of your dice." in page


def test_the_words_change_with_the_pointer_and_the_screen_is_laid_out_again(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    laid = []
    monkeypatch.setattr(app.scenes, "relayout", lambda: laid.append(i18n.pointer()))
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1, touch=False)
    app.step(1 / 60, events=[event])
    assert i18n.pointer() == i18n.MOUSE and laid == []  # natively a mouse already: nothing to do
    tap(app, (1, 1))
    assert i18n.pointer() == i18n.TOUCH and laid == [i18n.TOUCH]
    frames(app)


def catalog(code):
    from test_i18n_complete import entries

    return entries(code)


def test_every_message_that_says_tap_has_a_twin_for_a_mouse():
    import catalogs  # tools/catalogs.py (test_i18n puts tools/ on the path)
    from test_i18n import read

    pot = read(catalogs.POT)
    tapping = {m.id for m in pot if isinstance(m.id, str) and m.context is None and i18n.says_tap(m.id)}
    twins = {m.id for m in pot if m.context == i18n.MOUSE}
    assert len(tapping) > 50 and tapping == twins


@pytest.mark.parametrize("code", ["en", "it", "de", "es"])
def test_every_twin_says_click_in_every_language(code):
    """Translated (English too: locale/en), and by the language's word for a mouse's press."""
    messages = catalog(code)
    taps = {m.id: m.string for m in messages if m.context is None}
    twins = [m for m in messages if m.context == i18n.MOUSE]
    assert twins
    for twin in twins:
        assert twin.string and not twin.fuzzy, (code, twin.id)
        assert CLICK[code] in twin.string.lower(), (code, twin.string)
        assert twin.string != (taps.get(twin.id) or twin.id), (code, twin.id)
        if code == "en":
            assert not re.search(r"\b[Tt]ap(s|ped|ping)?\b", twin.string), twin.string
