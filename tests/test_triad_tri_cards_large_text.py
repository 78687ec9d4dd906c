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
def test_tri_cards_stay_two_a_row_with_large_text(tmp_path, shape):
    """Large text at 320 px keeps two cards a row, as normal text does: one a row took the
    height of two more lines from the board, whose squares came out smaller than with normal
    text (65 px against 107 at 320x480). A hand too wide for half the screen is drawn smaller
    instead (the next test)."""
    import random

    from tools import shots

    app = eye.make_app(shape, tmp_path, "large")
    shots.open_replay(app, "tri", random.Random(3))
    frames(app)
    boxes = app.scenes.top.view.plan.seats
    assert len({box.y for box in boxes}) == 1  # two a row
    normal = eye.make_app(shape, tmp_path / "normal")
    board = open_game(normal, "tri", ["human", "human"])
    assert len({box.y for box in board.view.plan.seats}) == 1


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_full_hand_stays_inside_a_half_screen_card_in_large_text(tmp_path, code):
    """Nine of each card, as the cards are sized for, in the player's large text on a card half
    a 320-px screen wide: every chip and count inside the card's room for the hand (drawn
    from its right edge), none past its left (a replay at 320x480 ran one off the screen)."""
    from app.boards.tri.chips import WIDEST_HAND, draw_hand

    app = eye.make_app(((320, 480), 1.0), tmp_path, "large", code)
    lay = app.layout
    board = open_game(app, "tri", ["human", "human"])
    box = board.view.plan.seats[0]
    pad = lay.gap // 2 + 3
    room = box.width - 2 * pad
    canvas = pygame.Surface((400, 80), pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    right = 390
    for hand in (WIDEST_HAND, {"+2": 12, "+3": 2, "+4": 2}):
        canvas.fill((0, 0, 0, 0))
        draw_hand(canvas, app.theme, lay, hand, right, 10, room, right=True)
        ink = canvas.get_bounding_rect()
        assert ink.width > 0
        assert ink.left >= right - room, f"{hand}: {right - ink.left} px drawn in {room} px"
        assert ink.right <= right
