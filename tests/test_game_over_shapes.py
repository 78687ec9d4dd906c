"""A finished game's board under the game-over sheet, at shapes a resized window reaches:
the sheet keeps its band and the board lays out in whatever is left, never a crash (the long
storm found TRICE's landscape layout with no room at all at 1387x322: a board area of
negative height under the sheet)."""

import random

import pytest
from app_driver import frames, make_app, open_board, resize

from app.scenes.game_over import GameOverScene
from games import registry
from games.match import Match

SHAPES = [(1387, 322), (1600, 320), (320, 480), (480, 320), (2000, 330), (330, 2000), (1, 1)]


def finished(game_id, seed=1):
    """A match of `game_id` played at random to its end."""
    rng = random.Random(seed)
    match = Match.new(game_id)
    rules = match.rules
    while not rules.is_over(match.state):
        state = match.state
        move = (
            rules.random_outcome(state, rng)
            if rules.to_move(state) == -1
            else rng.choice(rules.legal_moves(state))
        )
        match.play(move)
    return match


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_game_over_at_extreme_shapes(tmp_path, game_id):
    app = make_app(tmp_path, size=(1280, 720))
    match = finished(game_id)
    open_board(app, match, ["human"] * len(match.rules.returns(match.state)))
    frames(app, 3)
    assert isinstance(app.scenes.top, GameOverScene)
    board = app.scenes.scenes[-2]
    for size in SHAPES:
        resize(app, size)
        frames(app, 2)
        assert isinstance(app.scenes.top, GameOverScene), size
        # the board's area is a real rectangle inside the window, whatever the sheet took
        assert board.board_rect.width >= 0 and board.board_rect.height >= 0, (size, board.board_rect)


def test_trice_landscape_with_no_room_for_a_card(tmp_path):
    """The layout itself, given a board area of negative height: the smallest card, no crash."""
    from app.boards.trice import geometry
    from app.ui.layout import Layout

    app = make_app(tmp_path, size=(1387, 322))
    import pygame

    geo = geometry.make(Layout((1387, 322)), app.theme, pygame.Rect(9, 104, 1369, -112))
    assert geo.cell == geometry.MIN_CELL


@pytest.mark.native_only("lays out scenes with pygame fonts")
@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_wide_screen_keeps_the_sheet_beside_the_board_in_large_text(tmp_path, game_id):
    """German in large text at 1280x720: the result's sentence made the side sheet taller than
    the screen, so it went along the bottom and Triad's board shrank to a stamp above it. The
    sheet now leaves the sentence to the coach line and stays on the right."""
    import eye

    from tools import shots

    app = eye.make_app(((1280, 720), 1.0), tmp_path, "large", "de")
    shots.open_board(app, shots.played(game_id, random.Random(1)))
    shots.frames(app)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    assert over.board.sheet[0] == "right" and over.panel.right <= 1280 and over.panel.height <= 720
    assert over.board.board_rect.height >= 720 // 2  # the board keeps the screen's height
