"""TRICE on a wide screen: the bar and the coach line head the side column, over Player 2's
panel, the pool and Player 1's panel, as every game's do (issue 28 point 1), and the card takes
the screen's height beside them. Along the top, Large text's taller coach line took its height
from the card: 82 -> 79 px squares at 844x390 and 156 -> 150 at 1280x720 (now 101 / 114 and
166 / 167 with normal / Large text). Where the column would leave the pool's dice under a
finger's width (a sideways phone of 568x320) the bar and the coach line stay along the top."""

import pytest
from app_driver import open_hot_seat

from app.ui.coach_line import CoachLine

pytestmark = pytest.mark.native_only("lays out the board with pygame fonts")


@pytest.mark.parametrize("shape, language", [((844, 390), "en"), ((844, 390), "de"), ((1280, 720), "en")])
def test_the_bar_and_the_coach_line_head_the_column_and_large_text_keeps_the_squares(
    tmp_path, shape, language
):
    _app, normal = open_hot_seat(tmp_path, "trice", shape, "normal", language)
    app, board = open_hot_seat(tmp_path, "trice", shape, "large", language)
    view, status = board.view, board.status_rect
    assert view.piece_px() >= normal.view.piece_px(), (view.piece_px(), normal.view.piece_px())
    card, above = view.geo.frame, view.geo.panels[1]
    for rect in [status] + [button.rect for button in board.bar if button.visible]:
        assert rect.left > card.right and rect.bottom <= above.top, rect  # beside the card, over the panels
    assert max(button.rect.bottom for button in board.bar) < status.top
    # the coach line holds the longest sentence of a turn whole; the pool's dice a finger wide
    assert CoachLine.fits(app, view.words.long_sentence(), status)
    assert view.geo.tile >= app.layout.tap * 0.9


def test_where_the_column_leaves_the_pool_too_small_the_bar_stays_on_top(tmp_path):
    app, board = open_hot_seat(tmp_path, "trice", (568, 320), "normal")
    card, status = board.view.geo.frame, board.status_rect
    assert status.bottom <= card.top and status.width > app.layout.width // 2
    assert all(button.rect.bottom <= status.top for button in board.bar)


def test_the_full_card_keeps_the_column(tmp_path):
    """Once every die is on the card the pool's room goes to the card; the bar stays put."""
    app, board = open_hot_seat(tmp_path, "trice", (1280, 720), "normal")
    view = board.view
    bar = [tuple(button.rect) for button in board.bar]
    view.use(False)
    assert view.geo.head is not None and view.geo.panels[1].top >= board.status_rect.bottom
    assert [tuple(button.rect) for button in board.bar] == bar
