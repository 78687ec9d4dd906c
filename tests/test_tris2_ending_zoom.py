"""Tris 2's ending is read on a small phone (issue 28: the winning line is never tiny): where
the whole field would make its dice smaller than a finger, the camera frames the winning
line (with the cells round it) once the game is over; where the field fits, it stays whole."""

import random

import pytest
from app_driver import frames, make_app

from tools import shots

pytestmark = pytest.mark.native_only("lays out the board with pygame")


def ended_board(tmp_path, size):
    app = make_app(tmp_path, size=size)
    match = shots.played("tris2", random.Random(sum(map(ord, "tris2"))))  # a long field
    shots.open_board(app, match)
    frames(app, 10)
    assert app.scenes.top.name == "game_over"
    return app, app.scenes.find("board")


def test_the_winning_line_is_framed_where_the_field_would_make_it_tiny(tmp_path):
    app, board = ended_board(tmp_path, (320, 568))
    view, state = board.view, board.state
    bounds = board.rules.bounds(state)
    assert view.framing.cell_for(bounds) < app.layout.tap  # the whole field: dice under a finger
    (line,) = view.result_area(state)
    assert line.height >= app.layout.tap and view.camera.box != bounds
    assert view.playing_area().contains(line)  # and it is in sight


def test_a_field_that_fits_stays_whole_at_the_end(tmp_path):
    app, board = ended_board(tmp_path, (1280, 720))
    view, state = board.view, board.state
    bounds = board.rules.bounds(state)
    assert view.framing.cell_for(bounds) >= app.layout.tap
    assert view.camera.box == bounds
