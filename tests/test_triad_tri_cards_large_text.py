"""Triad's and TRI's player cards with the player's large text in a language that runs
long, on a 320-px phone (two narrow cards side by side): each seat's name shows whole and
keeps clear of its triad pips (Triad) or of its count of triangles owned (TRI), against a
person and against the computer."""

import eye
import pygame
import pytest
from app_driver import frames, open_board, settle

from app.boards.tri import seat_boxes
from app.boards.triad import cards
from games.match import Match

pytestmark = pytest.mark.native_only("lays out the board with pygame fonts")

SMALL = ((320, 568), 1.0)
LANGUAGES = ["de", "es", "it", "en"]
SEATS = [["human", "human"], ["human", "easy"]]


def open_game(app, game, seats):
    open_board(app, Match.new(game, len(seats)), seats)
    board = settle(app)
    frames(app)
    return board


def marks_of(app):
    recorded, _frame = eye.record(app)
    return [mark for _scene, marks in recorded for mark in marks if mark.info.text.strip()]


@pytest.mark.parametrize("seats", SEATS, ids=["people", "computer"])
@pytest.mark.parametrize("code", LANGUAGES)
def test_triad_names_show_whole_clear_of_the_pips(tmp_path, monkeypatch, code, seats):
    pips = []
    real = cards.SeatCard.draw_counter

    def counter(self, surface, right, y, radius, count):
        left = real(self, surface, right, y, radius, count)
        pips.append(pygame.Rect(left, y - radius, right - left, 2 * radius))
        return left

    monkeypatch.setattr(cards.SeatCard, "draw_counter", counter)
    with eye.recording_surfaces():
        app = eye.make_app(SMALL, tmp_path, "large", code)
        board = open_game(app, "triad", seats)
        pips.clear()
        marks = marks_of(app)
    assert len(pips) == 2
    for seat in (0, 1):
        name = next(mark for mark in marks if mark.info.text == board.game.seat_name(seat, board.state))
        assert not name.clipped, f"{name.info.text!r} cut"
        assert not any(eye.ink(name).colliderect(spot) for spot in pips), f"{name.info.text!r} over the pips"


@pytest.mark.parametrize("seats", SEATS, ids=["people", "computer"])
@pytest.mark.parametrize("code", LANGUAGES)
def test_tri_names_show_whole_clear_of_the_count(tmp_path, code, seats):
    with eye.recording_surfaces():
        app = eye.make_app(SMALL, tmp_path, "large", code)
        board = open_game(app, "tri", seats)
        marks = marks_of(app)
    theme, lay = app.theme, app.layout
    for box in board.view.seat_boxes:
        inside = [mark for mark in marks if box.rect.contains(mark.rect)]
        info = box.info(board.state)
        name = next(mark for mark in inside if mark.info.text in (info["name"], info.get("short")))
        count = next(mark for mark in inside if mark.info.text == str(info["count"]))
        triangle = seat_boxes.line_height(lay, theme) // 2 + 4  # the little triangle before the number
        taken = eye.ink(count).inflate(2 * triangle, 0)
        assert not name.clipped, f"{name.info.text!r} cut"
        assert not eye.ink(name).colliderect(taken), f"{name.info.text!r} over the count"


@pytest.mark.parametrize("shape", [((320, 480), 1.0), SMALL], ids=["320x480", "320x568"])
def test_tri_cards_go_one_a_row_where_a_hand_is_wider_than_half_the_screen(tmp_path, shape):
    """Large text at 320 px: a hand of cards ("+2 x4 +3 x2 +4 x2") is wider than half the
    screen, and two cards side by side ran it off the left edge (a replay at 320x480). The
    cards go one a row there, each as wide as the screen; normal text keeps two a row."""
    import random

    from tools import shots

    app = eye.make_app(shape, tmp_path, "large")
    shots.open_replay(app, "tri", random.Random(3))
    frames(app)
    boxes = app.scenes.top.view.plan.seats
    assert len({box.y for box in boxes}) == len(boxes)  # one a row
    assert all(box.width >= app.layout.width - 2 * app.layout.margin - 1 for box in boxes)
    normal = eye.make_app(shape, tmp_path / "normal")
    board = open_game(normal, "tri", ["human", "human"])
    assert len({box.y for box in board.view.plan.seats}) == 1
