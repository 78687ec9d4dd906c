"""TRICE with the player's large text in a language that runs long, on a 320-px phone (the
board's buttons in two rows leave the board short): the setup roll's reason clear of its
dice, a seat card's note clear of the name, the coach line's sentence inside its box, the
rulers dropped where the squares are too small for them."""

import eye
import pygame
import pytest
from app_driver import frames, open_board, settle

from games import i18n
from games.i18n import _
from games.match import Match

pytestmark = pytest.mark.native_only("lays out the board with pygame fonts")

SMALL = ((320, 568), 1.0)
ROLL = "roll 351622/114463"  # Player 1 starts: more 6s


def hot_seat(app, moves=(ROLL,)):
    match = Match.new("trice")
    for move in moves:
        match.play(move)
    open_board(app, match, ["human", "human"])
    board = settle(app)
    frames(app)  # drawn once: the coach line knows whether its sentence fits
    return board


@pytest.mark.parametrize("shape", [SMALL, ((320, 480), 1.0)], ids=eye.tag)
@pytest.mark.parametrize("code", ["de", "es", "it"])
def test_the_setup_roll_keeps_its_reason_clear_of_the_dice(tmp_path, code, shape):
    app = eye.make_app(shape, tmp_path, "large", code)
    board = hot_seat(app)
    roll = board.view.setup_roll
    assert roll.showing(board.state)
    reason = roll.reason(board.state)
    line = app.theme.font(app.layout.small, bold=True).get_linesize()
    words = pygame.Rect(
        roll.card.x, roll.card.centery - len(reason) * line // 2, roll.card.width, len(reason) * line
    )
    for centre, size in roll.spots(len(reason)):
        ring = pygame.Rect(0, 0, size + 6, size + 6)
        ring.center = centre
        assert not ring.colliderect(words)
        assert roll.frame.contains(ring)
    assert not board.coach_line.overflow  # the first sentence fits the coach line's box


def roll_dice_size(app):
    board = hot_seat(app)
    roll = board.view.setup_roll
    return roll.spots(len(roll.reason(board.state)))[0][1]


@pytest.mark.parametrize(
    "shape", [((320, 480), 1.0), SMALL, ((480, 320), 1.0), ((568, 320), 1.0)], ids=eye.tag
)
@pytest.mark.parametrize("code", ["en", "de"])
def test_the_setup_rolls_dice_stay_readable_in_large_text(tmp_path, code, shape):
    """The dice of the starting roll keep two thirds of their size with normal text: on a
    320x480 phone in Large text they were 8 px (the lines naming who rolled took their
    height); those lines now give way (`SetupRoll.caption_line`)."""
    normal = roll_dice_size(eye.make_app(shape, tmp_path / "normal", "normal", code))
    large = roll_dice_size(eye.make_app(shape, tmp_path / "large", "large", code))
    assert large >= 0.66 * normal, (normal, large)


@pytest.mark.parametrize("code", ["de", "es", "it"])
def test_a_seat_cards_note_keeps_clear_of_the_name(tmp_path, code):
    app = eye.make_app(SMALL, tmp_path, "large", code)
    board = hot_seat(app)
    cards = board.view.seat_cards
    panel, slot = cards.panels[0], cards.slots[0]  # Player 1 gets the die Player 2 gives
    note = (_("gets the die"), "muted", False)
    placed = [
        picture.get_rect(**place)
        for picture, place in cards.words(
            0, board.state, panel, panel.x + 2 * app.layout.gap, slot.x - app.layout.gap, note
        )
    ]
    line = app.theme.font(app.layout.text, bold=True).get_linesize()
    if panel.height < 2 * line:  # one-line cards (the card's room in larger text): name and note
        assert len(placed) >= 2  # the name and what the seat is, or the note, beside it
    else:
        assert len(placed) >= 3  # name, what the seat is and the note: none dropped here
    for index, rect in enumerate(placed):
        assert panel.contains(rect)
        assert not any(rect.colliderect(other) for other in placed[index + 1 :])


def test_the_rulers_drop_out_where_the_squares_are_too_small(tmp_path):
    app = eye.make_app(SMALL, tmp_path, "large", "de")
    board = hot_seat(app, (ROLL, "give W3"))
    view = board.view
    assert len(view.cell_labels(board.state)) == 12
    view.rulers.cell = 9  # the card squeezed above a sheet
    assert view.cell_labels(board.state) == set()


def test_the_coach_line_gets_a_fourth_line_only_where_a_long_language_needs_it(tmp_path):
    """Three lines of secondary text, a fourth only where the sentence takes four (in a long
    language, large text, a 320-px phone); the pseudo-locale's 40% longer words take it."""
    for code in ("en", "de", "es", "it", i18n.PSEUDO):
        app = eye.make_app(SMALL, tmp_path / code, "large", code)
        board = hot_seat(app)
        lay, theme = app.layout, app.theme
        step = theme.font(lay.small, bold=True).get_linesize()
        needed = len(
            theme.lines(board.status_text(), lay.small, board.status_rect.width - 2 * lay.gap, bold=True)
        )
        lines = board.status_rect.height // step
        assert lines in (3, 4), (code, lines)
        if code == "en":
            assert lines == 3 and needed <= 3  # English keeps three
        if code == i18n.PSEUDO:
            assert lines == 4 and needed > 3  # the 40% longer sentence takes the fourth


SIDEWAYS = ((568, 320), 1.0)


@pytest.mark.parametrize("code", ["en", "es", "de"])
def test_a_sideways_phone_gives_the_pool_the_room_of_one_line_cards(tmp_path, code):
    """568x320 in Large text: the seat cards' two lines left the pool 28-px dice to tap (44
    with normal text); one-line cards (name, what the seat is where it fits, the note) give it
    back, every word of a card inside it. German's "gets the die" gives way where it does not
    fit beside the name (the empty box says it); what the seat to move does always shows."""
    with eye.recording_surfaces():
        app = eye.make_app(SIDEWAYS, tmp_path, "large", code)
        board = hot_seat(app, (ROLL, "give W1"))
        recorded, _frame = eye.record(app)
    normal = hot_seat(eye.make_app(SIDEWAYS, tmp_path / "normal", "normal", code))
    geo = board.view.geo
    line = app.theme.font(app.layout.text, bold=True).get_linesize()
    assert all(panel.height < 2 * line for panel in geo.panels.values())  # one line
    assert geo.tile >= normal.view.geo.tile - 2
    marks = [mark for _scene, marks in recorded for mark in marks if mark.info.text.strip()]
    for seat, panel in geo.panels.items():
        name = board.game.seat_name(seat, board.state)
        inside = [mark for mark in marks if mark.rect.colliderect(panel)]
        assert any(mark.info.text == name for mark in inside), name
        for mark in inside:
            assert panel.contains(mark.rect) and not mark.clipped, f"{mark.info.text!r} out of its card"


def test_a_replays_card_comes_before_its_pool(tmp_path):
    """A replay's pool is looked at, never tapped (`BoardView.watch_only`, set by the replay):
    its dice no longer keep a finger's width at the card's cost. At 320x568 in Large text the
    card's squares were 28 px beside a pool of 40-px dice; the same game's board in play keeps
    the finger-wide pool."""
    import random

    from tools import shots

    app = eye.make_app(SMALL, tmp_path, "large", "de")
    scene = shots.open_replay(app, "trice", random.Random(5))
    view = scene.view
    assert view.watch_only and view.with_pool
    watched = view.geo
    assert watched.cell >= watched.tile, (watched.cell, watched.tile)
    view.watch_only = False  # the same screen laid out for fingers: the pool first
    view.layout(app.layout, scene.board_rect)
    assert view.geo.tile > watched.tile and watched.cell > view.geo.cell
    assert not shots.open_board(app, scene.match).view.watch_only  # a board in play is tapped
