"""Every game's player cards say whose turn it is and who won one way (issue 28 point 1):
app/boards/seat_panel.py decides it from the rules interface alone, and each board draws its
cards with it: the acting seat lit in gold (with its pill where the card has room), the winner
lit in green with the green pill "wins", everyone else plain."""

import random

import pytest
from app_driver import frames

from app.boards.seat_panel import PLAIN, draw_seat_panel, seat_status, status_picture
from app.scenes.game_over import GameOverScene
from games import registry
from games.core import CHANCE

pytestmark = pytest.mark.native_only("draws boards with pygame fonts")

BUILT_IN = ("trice", "tris2", "triad", "tri")


def finished(game_id, seed=None):
    from tools import shots

    return shots.played(game_id, random.Random(sum(map(ord, game_id)) if seed is None else seed))


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_the_winner_alone_is_lit_green_and_says_it(game_id):
    rules = registry.get(game_id).rules
    for seed in range(6):
        state = finished(game_id, seed).state
        returns = rules.returns(state)
        kinds = ["human"] * len(returns)
        statuses = [seat_status(rules, state, seat, kinds) for seat in range(len(returns))]
        for seat, status in enumerate(statuses):
            if returns[seat] == 1.0:
                assert (status.lit, status.colour) == ("good", "good") and status.word
            elif returns[seat] > 0:
                assert status.lit is None and status.word and status.colour == "muted", status
            else:
                assert status == PLAIN


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_the_seat_to_act_alone_is_lit_gold(game_id):
    from tools import shots

    rules = registry.get(game_id).rules
    match = shots.played(game_id, random.Random(3), fraction=0.5)
    state = match.state
    mover = rules.to_move(state)
    assert mover != CHANCE and not rules.is_over(state)
    kinds = ["human"] + ["hard"] * (rules.min_players - 1)
    for seat in range(rules.min_players):
        status = seat_status(rules, state, seat, kinds)
        if seat == mover:
            assert status.lit == "accent" and status.word in ("to move", "thinking")
            assert status.word == ("to move" if seat == 0 else "thinking")
        else:
            assert status == PLAIN
    assert seat_status(rules, state, mover, kinds, doing="to place").word == "to place"
    assert seat_status(rules, state, mover, kinds, acting=CHANCE) == PLAIN
    # a card with its own note or too small for a pill (TRICE's, TRI's): the border alone, and
    # no seats' kinds needed for it
    lit = seat_status(rules, state, mover, doing="")
    assert lit.lit == "accent" and not lit.word
    assert seat_status(rules, state, mover, doing="", closed=True) == PLAIN


def test_a_pill_is_gold_for_the_turn_green_for_a_win_and_words_for_a_draw(tmp_path):
    import eye

    app = eye.make_app(((390, 844), 1.0), tmp_path, "normal", "en")
    theme, lay = app.theme, app.layout
    assert status_picture(theme, seat_status_of("accent", ""), lay.small, 4) is None  # no empty pill
    turn = status_picture(theme, seat_status_of("accent", "to move"), lay.small, 4)
    win = status_picture(theme, seat_status_of("good", "wins"), lay.small, 4)
    assert turn is not None and win is not None
    middle = (2, turn.get_height() // 2)
    assert tuple(turn.get_at(middle))[:3] == tuple(theme.colour("accent"))[:3]
    assert tuple(win.get_at((2, win.get_height() // 2)))[:3] == tuple(theme.colour("good"))[:3]
    assert status_picture(theme, PLAIN, lay.small, 4) is None
    # the card itself: lighter and bordered in the status's colour
    import pygame

    surface = pygame.Surface((200, 80))
    rect = pygame.Rect(10, 10, 180, 60)
    draw_seat_panel(surface, theme, lay, rect, seat_status_of("good", "wins"))
    assert tuple(surface.get_at((100, 11)))[:3] == tuple(theme.colour("good"))[:3]


def seat_status_of(colour, word):
    from app.boards.seat_panel import SeatStatus

    return SeatStatus(colour, word, colour)


@pytest.mark.parametrize("game_id", [g for g in BUILT_IN if g != "tri"])
def test_at_the_end_the_winners_card_says_wins_in_green(game_id, tmp_path):
    """Drawn by the board itself: TRICE's and Triad's cards said nothing of the winner and
    Tris 2's said it in green words, not the pill. (TRI's small boxes have no room for a pill:
    their green border alone, tested below.)"""
    assert_the_winner_says_wins(game_id, tmp_path)


def test_a_new_games_cards_are_every_games(tmp_path):
    """tools/new_game.py's skeleton gets the cards for free (`SeatRow`): the same pill."""
    from extra_games import registered

    with registered("rowtest"):
        assert_the_winner_says_wins("rowtest", tmp_path)


def assert_the_winner_says_wins(game_id, tmp_path):
    import eye

    from tools import shots

    match = finished(game_id)
    assert match.is_over()
    with eye.recording_surfaces():
        app = eye.make_app(((390, 844), 1.0), tmp_path, "normal", "en")
        seats = ["human"] + ["easy"] * (match.record["players"] - 1)
        shots.open_board(app, match, seats)
        frames(app, 2)
        layers, _frame = eye.record(app)
    assert isinstance(app.scenes.top, GameOverScene)
    drawn = [(mark.info.text, mark.info.colour_name) for _scene, marks in layers for mark in marks]
    # the pill's word is ink on the green (a word in green on the card was Tris 2's old way)
    assert drawn.count(("wins", "ink")) == 1, (game_id, drawn)
    assert not [text for text, _colour in drawn if text in ("to move", "thinking", "to place")]


def test_tri_lights_its_winners_box_green(tmp_path):
    import eye

    from app.boards.tri.seat_boxes import SeatBox
    from tools import shots

    match = finished("tri")

    with eye.recording_surfaces():
        app = eye.make_app(((390, 844), 1.0), tmp_path, "normal", "en")
        shots.open_board(app, match, ["human", "easy"])
        frames(app, 2)
    board = app.scenes.top.board
    boxes = [part for part in board.view.parts if isinstance(part, SeatBox)]
    assert len(boxes) == 2
    returns = match.rules.returns(match.state)
    for box in boxes:
        status = box.info(match.state)["status"]
        assert status.lit == ("good" if returns[box.seat] == 1.0 else None), (box.seat, returns)


@pytest.mark.parametrize("game_id", [g for g in registry.GAME_IDS if registry.get(g).lesson is not None])
def test_after_a_lessons_end_no_card_says_to_move(game_id, tmp_path):
    """A lesson may end before its game does (Triad's, TRI's): its board then lit a seat "to
    move" under "Lesson done!", where nothing more is played (`BoardUI.closed`)."""
    import eye

    from tools import shots

    with eye.recording_surfaces():
        app = eye.make_app(((390, 844), 1.0), tmp_path, "normal", "en")
        scene = shots.lesson_at(app, game_id, None)
        assert scene.mode.finished and scene.ui.closed
        frames(app, 2)
        layers, _frame = eye.record(app)
    drawn = [mark.info.text for _scene, marks in layers for mark in marks]
    assert not [text for text in drawn if text in ("to move", "thinking", "to place")], drawn
    for part in scene.view.parts:  # TRI's boxes: the border alone says it
        info = getattr(part, "info", None)
        if callable(info):
            assert info(scene.state, scene.ui.closed)["status"].lit in (None, "good")
