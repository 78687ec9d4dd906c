"""A board a newcomer can read on a phone: the board proper fills the screen, and
every cell a sentence names can be read off the board.

The coach line and the move news name cells ("places the purple 4 on c3"); a
person can only follow that if the board shows those names (rulers or labels).
"""

import random

import pytest
from app_driver import frames, make_app

from app import boards
from games import registry
from games.core import CHANCE
from games.match import Match

PORTRAIT_SHAPES = [(390, 844), (320, 480)]
BOARD_SHARE = 0.40  # the board proper covers at least this much of a portrait screen


def first_decision(game_id, rng):
    rules = registry.get(game_id).rules
    match = Match.new(game_id, rules.min_players)
    while match.to_move() == CHANCE:
        match.play(rules.random_outcome(match.state, rng))
    return match


@pytest.mark.parametrize("size", PORTRAIT_SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", boards.playable())
def test_the_board_fills_a_portrait_screen(tmp_path, size, game_id):
    app = make_app(tmp_path, size=size)
    match = first_decision(game_id, random.Random(1))
    board = app.scenes.open("board", match=match, seats=["human"] * match.record["players"])
    frames(app, 3)
    area = board.view.playing_area()
    assert area is not None, "the view does not say where its board is"
    screen = app.layout.rect
    assert screen.contains(area)
    share = area.width * area.height / (screen.width * screen.height)
    assert share >= BOARD_SHARE, f"{game_id}: the board covers {share:.0%} of the screen"


def sentences(board):
    out = [board.status_text()]
    if board.message is not None:
        out.append(board.message[0])
    return out


@pytest.mark.parametrize(
    "game_id, size",
    [
        pytest.param(
            game_id,
            size,
            id=f"{game_id}-{size[0]}x{size[1]}",
            marks=[pytest.mark.slow] if (game_id, size) == ("tri", (1280, 720)) else [],
        )  # TRI's longest
        for game_id in boards.playable()
        for size in [(390, 844), (1280, 720)]
    ],
)
@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_every_cell_named_is_labelled_on_the_board(tmp_path, size, game_id):
    """Computers play (so their moves are told) while a person watches; at every
    frame, each cell name in the coach line or the news must be on the board."""
    app = make_app(tmp_path, size=size)
    app.settings.animation = "off"
    game = registry.get(game_id)
    view_class = boards.package(registry.get(game_id)).view_class()
    pattern = view_class.CELL_NAME
    if pattern is None:
        pytest.skip(f"{game_id} names no cells in sentences")
    checked = 0
    for number in range(2):
        match = Match.new(game_id, game.min_players)
        board = app.scenes.open("board", match=match, seats=["easy"] * game.min_players)
        board.rng = random.Random(number)
        for _ in range(600):
            frames(app)
            for text in sentences(board):
                named = set(pattern.findall(text))
                missing = named - set(board.view.cell_labels(board.state))
                assert not missing, f"{text!r} names {sorted(missing)}, which the board does not show"
                checked += len(named)
            if match.is_over():
                break
        app.scenes.pop_to("menu")
    assert checked > 0, "no sentence named a cell: is CELL_NAME right?"
