"""Triad's side column on a phone held sideways (568x320): in German with Large text the bar's
words did not fit the narrowest column, nor the coach line's long sentence, so the board fell
back to the stacked layout with 14-px cells (normal text: 46). The column now widens step by
step, and takes the bar as one row of icons where their words would not show anyway, so the
field keeps the cells normal text gives it, less the rulers' larger letters."""

import pytest
from app_driver import frames

from games.match import Match

pytestmark = pytest.mark.native_only("lays out the board with pygame fonts")


def cell_of(tmp_path, text_size, language):
    import eye

    from tools import shots

    app = eye.make_app(((568, 320), 1.0), tmp_path / text_size, text_size, language)
    board = shots.open_board(app, Match.new("triad", 2))
    frames(app)
    return board, min(board.view.cell_rect("a1").size)


@pytest.mark.parametrize("language", ["de", "es", "it", "en"])
def test_large_text_keeps_the_field_beside_its_column(tmp_path, language):
    _board, normal = cell_of(tmp_path, "normal", language)
    board, large = cell_of(tmp_path, "large", language)
    assert large >= normal - 2, (normal, large)
    assert board.view.framed is not None and board.view.framed.buttons is not None  # beside the column
    assert not board.coach_line.overflow
