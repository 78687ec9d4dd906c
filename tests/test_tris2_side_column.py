"""Tris 2 on a sideways phone: where the bar's two rows leave the column too short (German's
coach line takes a line more), the bar goes one row of icons heading the column and the field
keeps the screen's height: 568x320 in German 45 -> 54 px dice, as in English (it had fallen
back to the bar along the top, the field under it)."""

import pytest
from app_driver import open_hot_seat

pytestmark = pytest.mark.native_only("lays out the board with pygame fonts")


def test_the_bar_goes_one_row_of_icons_where_two_rows_leave_no_room(tmp_path):
    _app, english = open_hot_seat(tmp_path, "tris2", (568, 320), "normal", "en")
    app, board = open_hot_seat(tmp_path, "tris2", (568, 320), "normal", "de")
    field = board.view.geometry.field
    bar = [button.rect for button in board.bar if button.visible]
    assert len({rect.y for rect in bar}) == 1  # one row
    assert all(rect.left > field.right for rect in bar)  # heading the column beside the field
    assert all(rect.width >= app.layout.tap for rect in bar)  # each a finger wide
    assert board.view.piece_px() >= english.view.piece_px()
