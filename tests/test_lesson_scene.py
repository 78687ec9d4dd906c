"""The lesson runner (app/play/lesson/) on the real app: each lesson is
completed by taps (touch at phone shapes, mouse on a laptop) and by keys;
wrong taps at every step are refused with a word of why and change nothing;
Undo and Restart go back along the script; nothing is autosaved; the end
offers a real game; the first open of a game's setup offers its lesson once.
"""

import pygame
import pytest
from app_driver import click, find_button, frames, key, make_app, press, tap

from app.boards.view import CLEAR
from app.saved import autosave
from app.saved import settings as settings_mod
from games import registry
from games.match import Match

GAMES = [g for g in registry.GAME_IDS if registry.get(g).lesson is not None]
SHAPES = [(390, 844), (320, 480), (1280, 720)]


def open_lesson(tmp_path, game_id, size=(390, 844), **app_options):
    app = make_app(tmp_path, size=size, **app_options)
    app.settings.animation = "off"
    return app, app.scenes.open("lesson", game_id=game_id)


def wait(app, scene, limit=400):
    """Frames until the lesson waits for the person (or is done); the ringed targets."""
    for _ in range(limit):
        frames(app)
        if scene.mode.finished:
            return []
        ring = scene.mode.ringed()
        if ring and not scene.busy():
            return ring
    raise AssertionError(f"the lesson never waits at move {scene.mode.played()}: nothing ringed")


def complete(app, scene, how):
    """Tap (or click) the centre of the ringed target until the lesson ends; the taps."""
    taps = 0
    while True:
        ring = wait(app, scene)
        if not ring:
            return taps
        expected, played = scene.mode.expected(), scene.mode.played()
        rect, hit = ring[0]
        assert hit.move == expected or (hit.pick is not None and hit.pick is not CLEAR)
        how(app, rect.center)
        taps += 1
        assert scene.message is None or not scene.message[2], f"{expected}: {scene.message[0]}"
        assert scene.mode.played() >= played
        assert taps < 60


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_is_completed_by_tapping_the_rings(tmp_path, game_id, size):
    app, scene = open_lesson(tmp_path, game_id, size)
    lesson = scene.mode.lesson
    taps = complete(app, scene, click if size == (1280, 720) else tap)
    assert scene.mode.finished and scene.match.moves == lesson.record()
    assert taps >= sum(1 for seat in seats_of(scene) if seat == lesson.person)
    assert "done" in scene.status_text()
    # the end: a real game against the easy computer, the person in the lesson's seat
    assert scene.mode.play_button.visible
    press(app, scene.mode.play_button.text, how="tap")
    frames(app, 2)
    board = app.scenes.top
    assert board.name == "board" and board.match.record["game"] == game_id
    assert board.match.record["variant"] == (lesson.variant or registry.rules(game_id).variants[0])
    assert app.scenes.find("lesson") is None  # the board replaced the lesson
    assert board.seats[lesson.person] == "human"
    assert all(kind == "easy" for seat, kind in enumerate(board.seats) if seat != lesson.person)


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_with_animations_waits_for_them(tmp_path, game_id):
    app = make_app(tmp_path, size=(390, 844))
    app.settings.animation = "normal"  # rolls tumble, dice slide, the computer takes its beat
    scene = app.scenes.open("lesson", game_id=game_id)
    complete(app, scene, tap)
    assert scene.mode.finished and scene.match.moves == scene.mode.lesson.record()


def seats_of(scene):
    rules = scene.rules
    return [rules.to_move(state) for state in scene.match.states[:-1]]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_is_completed_by_keys(tmp_path, game_id):
    app, scene = open_lesson(tmp_path, game_id, (390, 844))
    for _ in range(80):
        ring = wait(app, scene)
        if not ring:
            break
        played = scene.mode.played()
        key(app, pygame.K_RIGHT)  # the arrows walk only the ringed targets
        assert scene.input.focused() is not None and scene.input.focused()[0] == ring[0][0]
        key(app, pygame.K_RETURN)
        assert scene.message is None or not scene.message[2]
        assert scene.mode.played() >= played
    assert scene.mode.finished and scene.match.moves == scene.mode.lesson.record()


def wrong_taps(scene):
    """Points whose taps the current step must refuse: other targets, a board spot
    meaning nothing, the coach line's box, and the view's own buttons."""
    ringed = {tuple(rect) for rect, _hit in scene.mode.ringed()}
    scene.sync_ui()
    others = [
        rect.center
        for rect, hit in scene.view.targets(scene.state, scene.ui)
        if tuple(rect) not in ringed and not any(rect.colliderect(r) for r in map(pygame.Rect, ringed))
    ]
    points = others[:: max(1, len(others) // 5)][:6]
    points.append(scene.status_rect.center)
    area = scene.board_rect
    for y in range(area.top + 2, area.bottom, 9):  # a spot of the board that means nothing
        spot = (area.left + 2, y)
        hit = scene.view.hit(spot, scene.state, scene.ui)
        if hit is None and not any(w.hit(spot) for w in scene.widgets):
            points.append(spot)
            break
    points += [
        b.rect.center
        for b in scene.view.buttons
        if b.visible
        and b.enabled
        and getattr(b, "meaning", None) is not None
        and not scene.mode.allowed(b.meaning)
        and tuple(b.rect) not in ringed
    ]
    return points


@pytest.mark.parametrize(
    "size", [(390, 844), pytest.param((320, 480), marks=pytest.mark.slow)], ids=lambda s: f"{s[0]}x{s[1]}"
)  # the smallest phone: make test
@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
@pytest.mark.parametrize("game_id", GAMES)
def test_wrong_taps_at_every_step_are_refused_with_a_word_of_why(tmp_path, game_id, size):
    app, scene = open_lesson(tmp_path, game_id, size)
    refused = 0
    while True:
        ring = wait(app, scene)
        if not ring:
            break
        step = scene.mode.script.step()
        played, selected = scene.mode.played(), scene.ui.selected
        for point in wrong_taps(scene):
            scene.message = None
            tap(app, point)
            frames(app)
            assert scene.mode.played() == played, f"{point} played a move off the script"
            assert scene.ui.selected == selected, f"{point} changed the choice held"
            assert scene.message is not None and scene.message[2], f"{point}: nothing said"
            assert scene.message[0] == step.why
            refused += 1
        tap(app, wait(app, scene)[0][0].center)  # then the step goes on as scripted
    assert scene.mode.finished and scene.match.moves == scene.mode.lesson.record()
    assert refused >= 2 * len(scene.mode.lesson.steps)


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_goes_back_a_step_and_restart_to_the_beginning(tmp_path, game_id):
    app, scene = open_lesson(tmp_path, game_id)
    wait(app, scene)
    assert not scene.mode.undo_button.enabled  # the first step: nothing to take back
    scene.mode.undo()
    assert scene.message[2] and scene.mode.played() == scene.mode.script.rests[0]
    ring = wait(app, scene)
    while scene.mode.step_index() < 1:  # into the second step
        tap(app, ring[0][0].center)
        ring = wait(app, scene)
    assert scene.mode.played() == scene.mode.script.rests[1]
    press(app, "Undo")
    assert scene.mode.played() == scene.mode.script.rests[0] and scene.mode.step_index() == 0
    assert wait(app, scene) and scene.mode.step_index() == 0
    press(app, "Restart")
    assert scene.mode.played() <= len(scene.mode.lesson.start)  # only the start's roll plays again at once
    complete(app, scene, tap)
    assert scene.mode.finished and scene.match.moves == scene.mode.lesson.record()


def test_esc_drops_a_choice_then_leaves(tmp_path):
    app, scene = open_lesson(tmp_path, "tris2")
    ring = wait(app, scene)
    tap(app, ring[0][0].center)  # the die is picked up: its arrows show
    assert scene.ui.selected is not None and scene.mode.played() == scene.mode.script.rests[0]
    key(app, pygame.K_ESCAPE)
    assert scene.ui.selected is None and app.scenes.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not scene


def test_a_lesson_never_touches_the_saved_game(tmp_path):
    app = make_app(tmp_path)
    app.settings.animation = "off"
    match = Match.new("triad")
    match.play("roll 123123/123123")
    board = app.scenes.open("board", match=match, seats=["human", "easy"])
    saved = autosave.peek(app, "triad")
    assert saved is not None
    board.mode.show_rules()
    press(app, "Learn by playing")
    scene = app.scenes.top
    assert scene.name == "lesson"
    complete(app, scene, tap)
    assert autosave.peek(app, "triad") == saved and [s for s, _ in autosave.in_progress(app)] == ["triad"]
    press(app, "Back")
    assert app.scenes.top.name == "rules" and app.scenes.find("board") is board


def test_the_rules_page_inside_a_lesson_offers_no_second_lesson(tmp_path):
    app, scene = open_lesson(tmp_path, "trice")
    press(app, "Rules")
    rules = app.scenes.top
    assert rules.name == "rules" and not rules.learn_button.visible
    with pytest.raises(AssertionError):
        find_button(rules, "Learn by playing")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_setup_offers_the_lesson_once(tmp_path, game_id):
    app = make_app(tmp_path, new_player=True)
    card = next(c for c in app.scenes.top.cards if c.game_id == game_id)
    tap(app, card.rect.center)
    offer = app.scenes.top
    assert offer.name == "lesson_offer" and app.scenes.find("setup") is not None
    press(app, "Skip", how="tap")
    assert app.scenes.top.name == "setup"
    assert game_id in settings_mod.load(app.storage).lessons_offered  # remembered on disk
    key(app, pygame.K_ESCAPE)
    tap(app, card.rect.center)
    assert app.scenes.top.name == "setup"  # never again
    press(app, "Learn", how="tap")  # still there, from the setup
    assert app.scenes.top.name == "lesson" and app.scenes.top.game.id == game_id


def test_learn_opens_the_lesson_and_back_returns_to_the_setup(tmp_path):
    app = make_app(tmp_path, new_player=True)
    app.settings.animation = "off"
    app.scenes.open("setup", game_id="tri")
    press(app, "Learn", how="tap")
    lesson = app.scenes.top
    assert lesson.name == "lesson" and lesson.game.id == "tri"
    assert settings_mod.load(app.storage).lessons_offered == ["tri"]
    press(app, "Back", how="tap")
    assert app.scenes.top.name == "setup"
    app2 = make_app(tmp_path, new_player=True)  # a new start: the answer was kept
    assert app2.settings.lessons_offered == ["tri"]


def test_the_offered_lessons_setting_is_validated():
    good = settings_mod.Settings.from_data({"lessons_offered": ["tri", "trice", "tri"]})
    assert good.lessons_offered == ["tri", "trice"]
    for bad in ("tri", 3, None, {"tri": True}):
        assert settings_mod.Settings.from_data({"lessons_offered": bad}).lessons_offered == []
    mixed = settings_mod.Settings.from_data({"lessons_offered": ["triad", 4, None, "", ["x"]]})
    assert mixed.lessons_offered == ["triad"]


@pytest.mark.native_only("lays out scenes with pygame fonts")
def test_the_end_sheets_button_grows_for_two_lines_of_words(tmp_path):
    """Long words in large text take two lines on the end sheet's button (German's "Gegen den
    leichten Computer" did, in the old face; the pseudo-locale's 40% longer words do): the
    button is as tall as they need (they spilled out of a fingertip-tall one)."""
    import eye

    from app.ui.widgets import words_fit
    from games import i18n
    from tools import shots

    app = eye.make_app(((1280, 720), 1.0), tmp_path, "large", i18n.PSEUDO)
    shots.lesson_at(app, "triad", None)
    mode = app.scenes.top.mode
    button, lay = mode.play_button, app.layout
    assert button.visible and button.rect.height > lay.tap
    assert words_fit(app.theme, lay, button.text, button.rect)
    assert mode.sheet.panel.contains(button.rect)
