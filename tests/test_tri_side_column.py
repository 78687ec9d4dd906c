"""TRI on a wide screen: the coach line heads the side column (as Tris 2's and Triad's do) and
the board takes the screen's height under the bar. With the coach line along the top, Large
text's taller box took its height from the board: 129 -> 122 px squares at 844x390, 98 -> 93 at
1280x720 (now 138 and 115 at either size), and sideways at 568x320 in English 95 -> 79 (now
118 at either size). Where the column cannot hold the coach line's long sentences (German in
Large text at 568x320), the coach line goes back along the top."""

import pytest
from app_driver import open_hot_seat

from app.ui.coach_line import CoachLine

pytestmark = pytest.mark.native_only("lays out the board with pygame fonts")


@pytest.mark.parametrize(
    "shape, language",
    [((844, 390), "en"), ((844, 390), "de"), ((1280, 720), "de"), ((568, 320), "en")],
)
def test_the_coach_line_heads_the_column_and_large_text_keeps_the_squares(tmp_path, shape, language):
    _app, normal = open_hot_seat(tmp_path, "tri", shape, "normal", language)
    app, board = open_hot_seat(tmp_path, "tri", shape, "large", language)
    view, status = board.view, board.status_rect
    assert view.piece_px() >= normal.view.piece_px(), (view.piece_px(), normal.view.piece_px())
    area = view.plan.area
    assert status.left > area.right and area.top < status.bottom  # beside the board, not above it
    assert not status.colliderect(board.board_rect)  # a "pass the device" cover leaves it alone
    # the column holds the longest instruction of a turn whole, and the last battle's line
    assert CoachLine.fits(app, view.words.long_sentence(), status)
    assert view.last_battle.rect.bottom <= app.layout.height
    assert all(status.bottom <= seat.top for seat in view.plan.seats)


def test_where_the_column_cannot_hold_it_the_coach_line_goes_along_the_top(tmp_path):
    app, board = open_hot_seat(tmp_path, "tri", (568, 320), "large", "de")
    status, area = board.status_rect, board.view.plan.area
    assert status.bottom <= area.top and status.width > app.layout.width // 2
    assert board.view.last_battle.rect.bottom <= app.layout.height  # beside the zoom switch


def test_the_boards_shadow_is_the_board_drawn(tmp_path):
    """Where the whole board shows beside the column (a 900x720 window; a wide game-over layout),
    the playing area (the board's shadow, what sheets keep clear of) is the board and its
    rulers, not the taller room the plan keeps for the zoomed window: a dark box had stood
    70 px above and below the board."""
    app, board = open_hot_seat(tmp_path, "tri", (900, 720), "normal", "en")
    view = board.view
    assert not view.torus.zoomed
    area = view.playing_area()
    assert area.contains(view.torus.map)
    assert abs(area.width - area.height) <= app.layout.gap, (area.size, view.torus.map.size)


def test_the_note_on_battles_stays_in_its_row_or_is_left_out(tmp_path):
    """Before the first battle a note says how battles go beside Whole board; where not even
    its shorter words fit the row (German in Large text at 320x568: three lines), it is left out
    rather than running over the cards and off the bottom of the screen."""
    import pygame

    for language, shown in (("de", False), ("en", True)):
        app, board = open_hot_seat(tmp_path, "tri", (320, 568), "large", language)
        part, state = board.view.last_battle, board.state
        surface = pygame.Surface(app.layout.size, pygame.SRCALPHA)  # transparent: what is drawn shows
        part.draw(surface, state, board.ui)
        drawn = surface.get_bounding_rect()
        assert (drawn.width > 0) == shown, (language, drawn)
        assert part.rect.contains(drawn) or drawn.width == 0, (language, drawn, part.rect)
