"""Overlays never hide what they talk about or what the player needs (issue 21 point 6):

- a lesson's "Well done!" sheet leaves in sight what the lesson ended on (the view's
  `result_area`: the winning line, the score), the players' cards, the coach line and the
  buttons along the top (on a wide screen it lies beside the board, never over it),
  at every screen shape a browser gives (the page's own shape, app/ui/layout.py) and natively;
- a notice (App.notify) covers none of the buttons of the screen it shows over (the menu's
  Start of a game, Settings, Credits; the setup's Start...), nor a board or its buttons (on a
  board it lies over the coach line), nor a screen's title, and taps pass through it. Where a
  screen has no free place (the menu on a 320x480 phone), it lies over what scrolls (the
  games' cards), never over the title or a button that stays put.
"""

import pygame
import pytest
from app_driver import frames, make_app, press, tap
from fake_platform import FakeWindow, install

from games import registry
from games.match import Match

GAMES = [g for g in registry.GAME_IDS if registry.get(g).lesson is not None]
# the CSS viewports of phones and laptops: the app picks a canvas of the page's own shape
VIEWPORTS = [(390, 844), (320, 568), (320, 480), (1280, 720), (844, 390), (1440, 900)]
LONG = (
    "TriDice could not read your saved recent games, so it set aside the data: it was damaged. "
    "Progress will not be saved in this browser."
)


def browser_app(monkeypatch, viewport):
    install(monkeypatch, FakeWindow(*viewport))
    from app.app import App

    app = App(pace=False)
    app.settings.animation = "off"
    app.settings.lessons_offered = list(registry.GAME_IDS)
    return app


def finish_lesson(app, game_id):
    scene = app.scenes.open("lesson", game_id=game_id)
    for _ in range(600):
        frames(app)
        if scene.mode.finished:
            break
        ring = scene.mode.ringed()
        if ring and not scene.busy():
            scene.apply(ring[0][1])
    frames(app, 3)
    assert scene.mode.finished
    return scene


def assert_sheet_clear(app, scene):
    lay, mode = app.layout, scene.mode
    panel = mode.sheet.panel
    assert lay.rect.contains(panel), (panel, lay.size)
    assert panel.contains(mode.play_button.rect)
    for rect in scene.view.result_area(scene.state):
        assert not panel.colliderect(rect), f"the sheet {panel} covers the result {rect}"
    for rect in scene.view.seat_areas():  # the players' cards (TRICE's and Tris 2's at 1280x720)
        assert not panel.colliderect(rect), f"the sheet {panel} covers a player's card {rect}"
    area = scene.view.playing_area()
    if not lay.portrait and area is not None:  # a wide screen's sheet goes beside the board
        assert not panel.colliderect(area), f"the sheet {panel} lies over the board {area}"
    assert not panel.colliderect(scene.status_rect), "the sheet covers the coach line"
    for button in scene.bar:
        assert not panel.colliderect(button.rect), f"the sheet covers {button.text}"


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
@pytest.mark.parametrize("viewport", VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_lessons_end_sheet_leaves_the_result_in_sight(monkeypatch, game_id, viewport):
    app = browser_app(monkeypatch, viewport)
    scene = finish_lesson(app, game_id)
    assert_sheet_clear(app, scene)
    # the sheet's button works where it is: a real game
    press(app, scene.mode.play_button.text, how="tap")
    assert app.scenes.top.name == "board" and app.scenes.top.match.record["game"] == game_id


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (320, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_natively_too_and_after_a_turn_of_the_screen(tmp_path, size):
    from app_driver import resize

    app = make_app(tmp_path, size=size)
    app.settings.animation = "off"
    for game_id in GAMES:
        scene = finish_lesson(app, game_id)
        assert_sheet_clear(app, scene)
        resize(app, (size[1], size[0]))
        assert_sheet_clear(app, scene)
        resize(app, size)
        assert_sheet_clear(app, scene)
        app.scenes.pop_to("menu")


def test_undo_after_the_end_gives_the_board_its_room_back(tmp_path):
    app = make_app(tmp_path, size=(720, 1278))
    app.settings.animation = "off"
    scene = app.scenes.open("lesson", game_id="trice")
    frames(app)
    before = scene.board_rect.copy()
    scene = finish_lesson(app, "trice")
    assert scene.mode.sheet.band is not None and scene.board_rect.height < before.height
    press(app, "Undo", how="tap")
    assert not scene.mode.finished and scene.mode.sheet.band is None and scene.board_rect == before


def covered_widgets(app):
    """The widgets of the top scene under the notice, but those in a strip that scrolls (the
    menu's games on a small phone: they scroll into sight)."""
    scene = app.scenes.top
    strips = scene.scrolling()
    return [
        getattr(w, "text", type(w).__name__)
        for w in scene.widgets
        if w.visible
        and w.rect.colliderect(app.toast_rect)
        and not any(strip.colliderect(w.rect) for strip in strips)
    ]


@pytest.mark.parametrize("viewport", VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_a_notice_hides_no_button_of_the_menu_or_a_setup(monkeypatch, viewport):
    app = browser_app(monkeypatch, viewport)
    for opened in (None, ("setup", {"game_id": "trice"}), ("setup", {"game_id": "tri"}), ("settings", {})):
        app.scenes.pop_to("menu")
        if opened is not None:
            app.scenes.open(opened[0], **opened[1])
        app.notify(LONG)
        frames(app)
        assert app.toast_rect is not None and app.layout.rect.contains(app.toast_rect)
        assert covered_widgets(app) == [], (app.scenes.top.name, app.toast_rect)
        app.toasts = []
        app.invalidate()
        frames(app)
        assert app.toast_rect is None


def test_a_notice_over_the_menu_with_games_in_progress_hides_no_button(monkeypatch):
    from app.saved import autosave

    app = browser_app(monkeypatch, (320, 568))
    for game_id in ("trice", "tris2", "triad"):
        autosave.save(app, Match.new(game_id), ["human", "human"])
    app.scenes.top.resume()
    app.notify(LONG)
    frames(app)
    assert covered_widgets(app) == []


@pytest.mark.parametrize("viewport", [(390, 844), (1280, 720), (320, 480)], ids=lambda v: f"{v[0]}x{v[1]}")
def test_on_a_board_a_notice_lies_over_the_coach_line_and_taps_pass_through(monkeypatch, viewport):
    app = browser_app(monkeypatch, viewport)
    match = Match.new("tris2")
    board = app.scenes.open("board", match=match, seats=["human", "human"])
    frames(app, 3)
    app.notify("Link copied: paste it into a message to your friend.")
    frames(app)
    assert app.toast_rect.top == board.status_rect.top
    assert (
        not app.toast_rect.colliderect(board.board_rect.inflate(0, -2 * app.layout.gap))
        or app.toast_rect.bottom <= board.status_rect.bottom + app.layout.gap
    )
    assert covered_widgets(app) == []
    # a tap under the notice still reaches what is there
    press(app, "Rules", how="tap")
    assert app.scenes.top.name == "rules"


def test_a_tap_on_a_notice_reaches_the_button_under_it(tmp_path):
    """Wherever a notice lies, it takes no taps: the fallback place (the top of the screen)
    over a button still lets the button be pressed."""
    app = make_app(tmp_path, size=(720, 1558))
    app.notify(LONG)
    frames(app)
    app.toast_rect = None
    menu = app.scenes.top
    card = menu.cards[0]
    app.place_notice = lambda size: pygame.Rect(card.rect.topleft, size)  # forced over a card
    app.invalidate()
    frames(app)
    assert app.toast_rect.colliderect(card.rect)
    tap(app, card.rect.center)
    assert app.scenes.top.name == "setup"


TITLES = [  # a screen, and the words of its title
    (None, ("TriDice", "Four little dice games")),
    (("setup", {"game_id": "trice"}), ("TRICE: new game",)),
    (("settings", {}), ("Settings",)),
    (("rules", {"game_id": "trice"}), ("How to play TRICE",)),
    (("recent", {}), ("Recent games",)),
]


@pytest.mark.parametrize("viewport", VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_a_notice_covers_no_title(monkeypatch, viewport):
    """Not even where the screen has no free place for it (the menu and a rules page on a
    320x480 phone): there it lies over what scrolls."""
    from eye import ink, record

    app = browser_app(monkeypatch, viewport)
    for opened, words in TITLES:
        app.scenes.pop_to("menu")
        if opened is not None:
            app.scenes.open(opened[0], **opened[1])
        app.toasts = []
        app.notify(LONG)
        frames(app)
        layers, _frame = record(app)
        titles = [
            ink(m) for scene, marks in layers if scene is not None for m in marks if m.info.text in words
        ]
        assert len(titles) == len(words), (app.scenes.top.name, words)
        for title in titles:
            assert not title.colliderect(app.toast_rect), (app.scenes.top.name, title, app.toast_rect)
        assert covered_widgets(app) == [], (app.scenes.top.name, app.toast_rect)
