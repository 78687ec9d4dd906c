"""Rules pictures (games/figures.py, app/boards/figure.py, app/ui/text_scene.py): every figure
of every registered game is a real position, its rings name cells the board shows, and each
rules page shows its pictures whole, inside the screen and clear of the words, at a small
phone and a laptop, and in German with Large text on the small phone."""

import dataclasses

import eye
import pygame
import pytest

from app import boards
from app.boards import figure
from app.boards.figure import board_picture
from games import figures, registry
from games.i18n import figure_marker

GAMES = boards.playable()
SHAPES = [((320, 568), 1.0), ((1280, 720), 1.0), eye.BROWSER[1]]  # and a small phone in the browser


def all_figures():
    return [(game_id, name) for game_id in registry.GAME_IDS for name in registry.get(game_id).figures]


def markers(game_id):
    return [name for line in registry.get(game_id).rules_text().splitlines() if (name := figure_marker(line))]


@pytest.mark.parametrize("game_id, name", all_figures(), ids=lambda v: str(v))
def test_every_figure_is_a_legal_position_reached_by_the_rules(game_id, name):
    game = registry.get(game_id)
    assert figures.problems(game.figures[name], game.rules) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_shows_two_or_three_figures_each_once_on_its_page(game_id):
    named = markers(game_id)
    assert 2 <= len(named) <= 3, f"{game_id}'s page shows {len(named)} figures"
    assert sorted(named) == sorted(registry.get(game_id).figures), "each figure once, and no other"


def test_the_figure_check_can_fail():
    game = registry.get("trice")
    trice = game.figures["trice"]
    assert figures.problems(dataclasses.replace(trice, winner=1), game.rules)  # the rules say seat 0 won
    assert figures.problems(dataclasses.replace(trice, winner=None), game.rules)  # a win, unsaid
    assert figures.problems(dataclasses.replace(trice, moves=trice.moves[:-1]), game.rules)  # not over
    assert figures.problems(dataclasses.replace(trice, moves=(*trice.moves, "place a1")), game.rules)
    turn = game.figures["turn"]
    assert figures.problems(dataclasses.replace(turn, choice="place z9"), game.rules)
    assert figures.problems(dataclasses.replace(turn, caption=""), game.rules)


def test_a_page_marker_is_no_message_and_stays_as_it_is():
    from games.i18n import page_messages, translate_page

    page = "# Setup\n[figure: win]\nWords."
    assert page_messages(page) == [(1, "Setup"), (3, "Words.")]
    assert translate_page(page).splitlines()[1] == "[figure: win]"


@pytest.mark.parametrize("game_id, name", all_figures(), ids=lambda v: str(v))
def test_every_ringed_cell_is_on_the_picture(tmp_path, game_id, name):
    app = eye.make_app(((320, 568), 1.0), tmp_path)
    game = registry.get(game_id)
    figure = game.figures[name]
    picture, rings = board_picture(app, game, figure, 280, 420)
    assert set(rings) == set(figure.ring), f"not on the board: {set(figure.ring) - set(rings)}"
    inside = picture.get_rect()
    for cell, rect in rings.items():
        assert inside.contains(rect), f"{cell} {tuple(rect)} is cut off the picture {tuple(inside)}"


def test_a_ring_on_no_cell_is_missed(tmp_path):
    app = eye.make_app(((320, 568), 1.0), tmp_path)
    game = registry.get("triad")
    figure = dataclasses.replace(game.figures["triad"], name="nowhere", ring=("a1", "z9"))
    _picture, rings = board_picture(app, game, figure, 280, 420)
    assert set(rings) == {"a1"}


@pytest.mark.parametrize("game_id, name", all_figures(), ids=lambda v: str(v))
def test_a_picture_is_the_same_with_animations_on_and_off(tmp_path, game_id, name):
    """A picture is the position at rest, never a camera or a die caught moving."""
    app = eye.make_app(((320, 568), 1.0), tmp_path)
    game = registry.get(game_id)
    drawn = []
    for speed in ("normal", "off"):
        app.settings.animation = speed
        figure._pictures.clear()
        picture, _rings = board_picture(app, game, game.figures[name], 280, 420)
        drawn.append((picture.get_size(), pygame.image.tobytes(picture, "RGB")))
    assert drawn[0] == drawn[1]


def drawn_share(picture, colour):
    """The share of the picture's pixels not in the plain `colour` (what the board drew)."""
    plain = pygame.mask.from_threshold(picture, colour, (2, 2, 2, 255)).count()
    return 1 - plain / (picture.get_width() * picture.get_height())


def page(app, game_id):
    figure._pictures.clear()  # drawn again here, on recording surfaces (tests/eye.py)
    app.scenes.pop_to("menu")
    scene = app.scenes.open("rules", game_id=game_id)
    eye.shots.frames(app, 3)
    return scene


def scroll_to(app, scene, placed):
    scene.scroll = placed.card.y - app.layout.gap
    scene.clamp()
    app.dirty = True
    eye.shots.frames(app, 2)


def check_page(app, game_id):
    """What is wrong with the rules page of `game_id` and its pictures, scrolled to each."""
    return page_problems(app, page(app, game_id), game_id)


def page_problems(app, scene, game_id):
    found = []
    if len(scene.placed) != len(markers(game_id)):
        found.append(f"{len(scene.placed)} pictures for {len(markers(game_id))} markers")
    screen = app.layout.rect
    panel = app.theme.colour("panel")
    for placed in scene.placed:
        card = placed.card
        if not (0 <= card.x and card.right <= scene.view.width):
            found.append(f"{placed.words!r}: its card {tuple(card)} is wider than the text")
        if placed.picture.get_width() > card.width or drawn_share(placed.picture, panel) < 0.1:
            found.append(f"{placed.words!r}: no board drawn")
        for line in scene.lines:
            if card.colliderect(pygame.Rect(line.x, line.y, line.width, line.height)):
                found.append(f"{placed.words!r}: its card covers a line of text at {line.y}")
        scroll_to(app, scene, placed)
        shown = scene.figure_rect(placed)
        if not screen.contains(shown) or not scene.view.contains(shown):
            found.append(f"{placed.words!r}: its card {tuple(shown)} does not show whole")
        if not any(placed.words in block for block in scene.blocks_in_view()):
            found.append(f"{placed.words!r}: a screen reader is not told the caption")
        found += [f"{placed.words[:30]!r}: {problem}" for problem in eye.problems(app)]
    return found


@pytest.mark.parametrize("shape", SHAPES, ids=eye.tag)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_page_shows_its_pictures(tmp_path, shape, game_id):
    with eye.recording_surfaces():
        app = eye.make_app(shape, tmp_path)
        assert check_page(app, game_id) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_pictures_fit_in_german_with_large_text_on_a_small_phone(tmp_path, game_id):
    with eye.recording_surfaces():
        app = eye.make_app(((320, 568), 1.0), tmp_path, text_size="large", language="de")
        assert check_page(app, game_id) == []


def test_the_page_check_sees_a_card_over_the_words_and_off_the_text(tmp_path):
    with eye.recording_surfaces():
        app = eye.make_app(((320, 568), 1.0), tmp_path)
        scene = page(app, "triad")
        first = scene.lines[0]
        scene.placed[0].card.topleft = (first.x, first.y)  # over the page's first line
        scene.placed[1].card.x = scene.view.width // 2  # half out of the column
        found = page_problems(app, scene, "triad")
    assert any("covers a line of text" in problem for problem in found)
    assert any("wider than the text" in problem for problem in found)
