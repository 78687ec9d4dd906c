"""The tab hidden: the page counts it in window.tridice_hidden (web/index.tmpl) and the app
saves on its next frame (app/page/events.py), against the stand-in for pygbag's platform."""

import json

from app_driver import frames
from fake_platform import FakeWindow, install

from app.page import events as page_events
from games.match import Match

AUTOSAVE = "tridice.autosave-trice"  # TRICE's game in progress (app/saved/autosave.py: a slot per game)
SETTINGS = "tridice.settings"


def saved_games(window):
    """The keys of every game in progress saved in the page's localStorage."""
    return [key for key in window.localStorage.items if key.startswith("tridice.autosave")]


def browser_app(monkeypatch, window=None):
    window = install(monkeypatch, window or FakeWindow(1280, 720))
    from app.app import App

    app = App()
    return app, window


def open_board(app, game_id="trice"):
    match = Match.new(game_id)
    board = app.scenes.open("board", match=match, seats=["human"] * match.record["players"])
    frames(app, 2)
    return board


def test_natively_there_is_nothing_to_poll(tmp_path):
    from app_driver import make_app

    app = make_app(tmp_path)
    assert page_events.hidden_count() is None
    assert page_events.poll(app) is False


def test_hiding_the_tab_saves_the_game_on_the_board(monkeypatch):
    app, window = browser_app(monkeypatch)
    board = open_board(app)
    saved = window.localStorage.items[AUTOSAVE]
    window.localStorage.removeItem(AUTOSAVE)  # as if the last save had been lost
    frames(app, 3)
    assert not saved_games(window)  # nothing happens without the signal
    window.tridice_hidden = 1
    frames(app)
    again = json.loads(window.localStorage.items[AUTOSAVE])["data"]
    assert again["record"] == json.loads(saved)["data"]["record"] == board.match.record
    assert again["seats"] == json.loads(saved)["data"]["seats"]
    # once per signal: a second frame does not save again
    window.localStorage.removeItem(AUTOSAVE)
    frames(app, 3)
    assert not saved_games(window)
    window.tridice_hidden = 2
    frames(app)
    assert AUTOSAVE in window.localStorage.items


def test_hiding_the_tab_saves_the_settings(monkeypatch):
    app, window = browser_app(monkeypatch)
    app.settings.sound = False
    window.localStorage.removeItem(SETTINGS)
    window.tridice_hidden = 1
    frames(app)
    assert json.loads(window.localStorage.items[SETTINGS])["data"]["sound"] is False


def test_the_board_under_an_overlay_is_the_one_saved(monkeypatch):
    app, window = browser_app(monkeypatch)
    board = open_board(app, "triad")
    app.scenes.open("rules", game_id="triad")
    window.localStorage.removeItem("tridice.autosave-triad")
    window.tridice_hidden = 1
    frames(app)
    assert app.scenes.top.name == "rules"
    assert (
        json.loads(window.localStorage.items["tridice.autosave-triad"])["data"]["record"]
        == board.match.record
    )


def test_a_finished_game_is_not_offered_again(monkeypatch):
    import random

    from games.playout import random_move

    app, window = browser_app(monkeypatch)
    match = Match.new("trice")
    rules, rng = match.rules, random.Random(3)
    while not match.is_over():
        match.play(random_move(rules, match.state, rng))
    app.scenes.open("board", match=match, seats=["human", "human"])
    frames(app, 5)
    assert app.scenes.top.name == "game_over"
    assert not saved_games(window)  # the board cleared it when the game ended
    window.tridice_hidden = 1
    frames(app)
    assert not saved_games(window)


def test_a_lesson_is_never_saved(monkeypatch):
    app, window = browser_app(monkeypatch)
    app.scenes.open("lesson", game_id="trice")
    frames(app, 2)
    assert app.scenes.top.name == "lesson"
    window.tridice_hidden = 1
    frames(app)
    assert not saved_games(window)


def test_no_count_or_a_strange_one_does_nothing(monkeypatch):
    app, window = browser_app(monkeypatch)
    open_board(app)
    window.localStorage.removeItem(AUTOSAVE)
    for value in (None, "soon", True, 0, -3):
        window.tridice_hidden = value
        frames(app)
        assert not saved_games(window), value
    del window.tridice_hidden
    assert page_events.hidden_count() is None
    frames(app)
    assert not saved_games(window)


def test_a_count_from_before_the_app_started_saves_once_what_there_is(monkeypatch):
    window = FakeWindow(1280, 720)
    window.tridice_hidden = 4  # hidden four times while the page was loading
    app, window = browser_app(monkeypatch, window)
    assert page_events.poll(app) is True  # nothing on a board: the settings are saved
    assert page_events.poll(app) is False
    assert not saved_games(window)
