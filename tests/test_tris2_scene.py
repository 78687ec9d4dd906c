"""The Tris 2 board driven like a player would: taps, clicks, swipes, keys, resizes."""

import random
import re

import pygame
import pytest
from app_driver import click, drag, frames, key, make_app, open_board, press, resize, settle, tap

from app.scenes.game_over import GameOverScene
from games.match import Match
from games.tris2.rules import RULES

# a valid random setup, drawn once the way the app draws them
SETUP = RULES.random_outcome(RULES.new_game(), random.Random(1))
STEPS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def open_game(app, moves=(), seats=("human", "human"), variant=None, options=None):
    match = Match.new("tris2", 2, variant, options or {})
    for move in moves:
        match.play(move)
    open_board(app, match, list(seats))
    return settle(app)


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def neighbour(where, direction):
    return (where[0] + STEPS[direction][0], where[1] + STEPS[direction][1])


def parse_roll(move):
    where, direction = move.split()
    x, y = where.split(",")
    return (int(x), int(y)), direction


def choose(state, turn):
    """A lively game for the test: safe rolls for a while, then rolls that let the
    other player win, who takes the win."""
    wins = RULES.winning_moves(state)
    if wins and turn >= 8:
        return wins[0]
    rolls = [m for m in RULES.legal_moves(state) if m != "offer-draw" and m not in wins]
    safe = [m for m in rolls if not RULES.winning_moves(RULES.play(state, m))]
    pool = (safe or rolls) if turn < 8 else ([m for m in rolls if m not in safe] or rolls)
    return pool[(turn * 3) % len(pool)]


def roll_by(app, board, move, how):
    """Roll the die as a person would: tap-tap, click-click, a finger swipe or a mouse drag."""
    where, direction = parse_roll(move)
    start = board.view.camera.centre_of(where)
    end = board.view.camera.centre_of(neighbour(where, direction))
    if how in ("tap", "click"):
        hit = tap if how == "tap" else click
        hit(app, start)
        assert board.ui.selected == where
        assert direction in board.view.facts.arrows(board.state, board.ui)
        hit(app, end)
    else:
        drag(app, start, end, touch=how == "swipe")


def test_a_whole_hot_seat_game_by_taps_clicks_and_swipes(app):
    board = open_game(app, [SETUP])
    ways = ("tap", "click", "swipe", "drag")
    turn = 0
    while not RULES.is_over(board.state) and turn < 40:
        if turn == 3:  # a draw offered and declined on the way
            press(app, "Offer draw", how="tap")
            assert board.match.moves[-1] == "offer-draw"
            assert "offers a draw" in board.status_text()
            press(app, "Decline draw")
            assert board.match.moves[-1] == "decline-draw"
            board = settle(app)
            assert not board.view.offer_button.visible  # no second offer before a move
        move = choose(board.state, turn)
        roll_by(app, board, move, ways[turn % len(ways)])
        assert board.match.moves[-1] == move, (turn, move)
        board = settle(app)
        turn += 1
    assert RULES.is_over(board.state) and RULES.winner(board.state) is not None
    assert RULES.tris_lines(board.state)  # the winning line the board highlights
    frames(app, 5)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    assert RULES.end_reason(board.state) in over.text and "wins" in over.text
    assert "win" in app.audio.played
    press(app, "Rematch")
    again = settle(app)
    assert again is not board and again.match.moves[0].startswith("setup")
    assert len(again.match.moves) == 1


def test_refused_rolls_are_never_offered_and_explained(app):
    board = open_game(app, [SETUP])
    first = next(m for m in RULES.legal_moves(board.state) if m != "offer-draw")
    click(app, board.view.camera.centre_of(parse_roll(first)[0]))
    click(app, board.view.camera.centre_of(neighbour(*parse_roll(first))))
    board = settle(app)
    # the die just rolled: one way back is the forbidden undo; others may make islands
    rolled = neighbour(*parse_roll(first))
    click(app, board.view.camera.centre_of(rolled))
    assert board.ui.selected == rolled
    legal = RULES.rolls_from(board.state, rolled)
    assert set(board.view.facts.arrows(board.state, board.ui)) == set(legal)
    reasons = []
    for direction in "NESW":
        if direction in legal:
            continue
        moves = list(board.match.moves)
        why = RULES.why_not(board.state, f"{rolled[0]},{rolled[1]} {direction}")
        drag(
            app,
            board.view.camera.centre_of(rolled),
            board.view.camera.centre_of(neighbour(rolled, direction)),
            touch=True,
        )
        assert board.match.moves == moves
        assert board.message and board.message[2] and board.message[0] == why
        assert app.audio.played[-1] == "invalid"
        reasons.append(why)
    assert any("undo" in r for r in reasons)
    assert any("island" in r for r in reasons)
    # tapping an empty cell where the selected die cannot go explains too
    click(app, board.view.camera.centre_of(rolled))
    back = RULES.forbidden_undo(board.state)
    where, direction = parse_roll(back)
    click(app, board.view.camera.centre_of(where))
    click(app, board.view.camera.centre_of(neighbour(where, direction)))
    assert "undo" in board.message[0] and board.match.moves[-1] == first


def test_advanced_placement_with_the_picker(app):
    board = open_game(app, variant="advanced")
    assert RULES.phase(board.state) == "place" and len(board.view.placement.rects) == 6
    # three ways to place: cell then picker, picker then cell, drag from the picker
    scripted = ["put 0,0 XO/", "put 2,2 OX/", "put 1,0 X/O"]
    for index, move in enumerate(scripted):
        _, cell_text, orient = move.split()
        where = tuple(int(v) for v in cell_text.split(","))
        if index == 0:
            tap(app, board.view.camera.centre_of(where))
            assert board.ui.selected == where
            tap(app, board.view.placement.rects[orient].center)
        elif index == 1:
            click(app, board.view.placement.rects[orient].center)
            assert board.ui.selected == orient
            click(app, board.view.camera.centre_of(where))
        else:
            drag(
                app, board.view.placement.rects[orient].center, board.view.camera.centre_of(where), touch=True
            )
        assert board.match.moves[-1] == move
        board = settle(app)
    # X on top at 2,0 would complete X-X-X along the top row: refused with the reason
    moves = list(board.match.moves)
    click(app, board.view.camera.centre_of((2, 0)))
    assert "X/O" not in RULES.placements(board.state, (2, 0))
    click(app, board.view.placement.rects["X/O"].center)
    assert board.match.moves == moves
    assert board.message[2] and "tris" in board.message[0]
    click(app, board.view.camera.centre_of((2, 0)))  # a second tap lets the cell go
    assert board.ui.selected is None
    # an occupied cell, and one outside the 3x3 square, are explained as well
    click(app, board.view.camera.centre_of((0, 0)))
    assert board.message[2] and "occupied" in board.message[0]
    click(app, board.view.camera.centre_of((3, 1)))
    assert board.message[2] and "3x3" in board.message[0]
    assert board.match.moves == moves
    # fill the rest through the picker
    while RULES.phase(board.state) == "place":
        legal = RULES.legal_moves(board.state)
        _, cell_text, orient = legal[len(board.match.moves) % len(legal)].split()
        where = tuple(int(v) for v in cell_text.split(","))
        tap(app, board.view.camera.centre_of(where))
        tap(app, board.view.placement.rects[orient].center)
        assert board.match.moves[-1] == f"put {cell_text} {orient}"
        board = settle(app)
    assert not RULES.is_over(board.state)  # this placement leaves no tris: the game goes on
    assert RULES.phase(board.state) == "roll" and RULES.to_move(board.state) == 1
    assert len(RULES.field(board.state)) == 9


def test_tris1_taps_to_three_in_a_line(app):
    board = open_game(app, variant="tris1")
    assert "X" in board.status_text()
    while not RULES.is_over(board.state):
        wins = RULES.winning_moves(board.state)
        move = wins[0] if wins else RULES.legal_moves(board.state)[0]
        where = tuple(int(v) for v in move.split()[1].split(","))
        tap(app, board.view.camera.centre_of(where))
        assert board.match.moves[-1] == move
        board = settle(app)
    taken = next(c for c, o in RULES.field(board.state).items() if o[0] != "/")
    frames(app, 5)
    assert isinstance(app.scenes.top, GameOverScene)
    press(app, "See board")
    moves = list(board.match.moves)
    click(app, board.view.camera.centre_of(taken))
    assert board.match.moves == moves


def test_keyboard_plays_rolls_and_answers_a_draw(app):
    board = open_game(app, [SETUP])
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    first_die = board.view.facts.movable(board.state)[0]
    assert board.ui.selected == first_die
    direction = next(iter(board.view.facts.arrows(board.state, board.ui)))
    key(app, pygame.K_RETURN)
    assert board.match.moves[-1] == f"{first_die[0]},{first_die[1]} {direction}"
    board = settle(app)
    # Tab reaches the draw button; the other player accepts with the keyboard
    for _ in range(8):
        key(app, pygame.K_TAB)
        focused = board.focusables()[board.focus]
        if focused is board.view.offer_button:
            break
    key(app, pygame.K_RETURN)
    assert board.match.moves[-1] == "offer-draw"
    for _ in range(8):
        key(app, pygame.K_TAB)
        if board.focusables()[board.focus] is board.view.accept_button:
            break
    key(app, pygame.K_RETURN)
    assert board.match.moves[-1] == "accept-draw" and RULES.is_over(board.state)
    frames(app, 3)
    assert "agreed" in app.scenes.top.text


@pytest.mark.parametrize("variant", ["standard", "advanced", "tris1"])
def test_sentences_name_no_coordinates(app, variant):
    """The field has no rulers, so no sentence may name a cell by its coordinates: the
    computers' moves, the coach line and the end say what a person sees (the marked
    die, "three X in a row")."""
    app.settings.animation = "off"
    board = open_board(app, Match.new("tris2", 2, variant, {}), ["easy", "easy"])
    board.rng = random.Random(2)
    said = set()
    say = board.say

    def heard(text, *args, **kwargs):  # every message, though several moves may come in a frame
        said.add(text)
        return say(text, *args, **kwargs)

    board.say = heard
    for _ in range(400):
        frames(app)
        said.add(board.status_text())
        if board.match.is_over():
            break
    said.discard(None)
    assert board.match.is_over() and len(said) > 3
    for text in said:
        assert not re.search(r"\d,\s*-?\d", text), text
    assert any(text.startswith("Player") and " die " in text for text in said)  # a computer's move was told


def test_undo_against_the_computer_and_its_draw_answer(app):
    board = open_game(app, [SETUP], seats=("human", "easy"))
    move = choose(board.state, 0)
    roll_by(app, board, move, "click")
    board = settle(app)
    assert len(board.match.moves) == 3 and board.human_to_move()
    assert board.message and board.message[0].startswith("Player 2")  # the computer's move, in words
    press(app, "Undo")
    assert board.match.moves == [SETUP] and board.human_to_move()
    # offered a draw at the start, the computer declines and says so
    press(app, "Offer draw")
    board = settle(app)
    assert board.match.moves[-2:] == ["offer-draw", "decline-draw"]
    assert "declines the draw" in board.message[0]
    assert board.human_to_move() and not board.view.offer_button.visible


def test_the_camera_glides_to_fit_a_growing_field(app):
    board = open_game(app, [SETUP])
    before = board.view.camera.cell
    # a roll out of the side of the 3x3 square makes the field wider (portrait: the
    # narrow way): the view zooms out, smoothly
    move = next(
        m
        for m in RULES.legal_moves(board.state)
        if m != "offer-draw" and not 0 <= neighbour(*parse_roll(m))[0] <= 2
    )
    roll_by(app, board, move, "click")
    assert board.busy()  # the die tips over first
    frames(app, 2)
    goal = board.view.camera.goal[2]
    assert goal < before and goal < board.view.camera.cell < before
    board = settle(app)
    frames(app, 120)
    assert not board.view.camera.moving  # it comes to rest on its (latest) goal
    assert (
        board.view.camera.cell == pytest.approx(board.view.camera.goal[2]) and board.view.camera.cell < before
    )
    for where in RULES.field(board.state):
        assert board.view.geometry.field.contains(board.view.camera.cell_rect(where))


@pytest.mark.parametrize("size", [(720, 1280), (360, 740), (320, 480), (1280, 720), (480, 320)])
@pytest.mark.parametrize("variant", ["standard", "advanced"])
def test_board_fits_every_shape(app, size, variant):
    board = open_game(
        app, [SETUP] if variant == "standard" else [], variant=variant, options={"rule_of_4": True}
    )
    resize(app, size)
    board = settle(app)
    lay = app.layout
    screen = lay.rect
    assert screen.contains(board.view.geometry.field)
    for where in RULES.field(board.state) or [(x, y) for x in range(3) for y in range(3)]:
        cell = board.view.camera.cell_rect(where)
        assert board.view.geometry.field.contains(cell) and cell.width >= 44, (size, cell)
    rects = [b.rect for b in board.bar + board.view.buttons] + board.view.geometry.cards
    if variant == "advanced":
        rects += list(board.view.placement.rects.values())
    for rect in rects:
        assert screen.contains(rect) and min(rect.size) >= 44, (size, rect)
        assert not rect.colliderect(board.view.geometry.field), (size, rect)
    app.draw(app.screen)  # draws without error at this size


def test_animations_follow_the_speed_setting(app):
    board = open_game(app, [SETUP])
    move = choose(board.state, 0)
    roll_by(app, board, move, "swipe")
    assert board.busy() and "roll" in app.audio.played
    frames(app, 60)
    assert not board.busy() and app.audio.played[-1] == "place"
    app.settings.animation = "off"
    board = settle(app)
    roll_by(app, board, choose(board.state, 1), "swipe")
    assert not board.busy()


def test_rule_of_4_rolls_are_not_offered_and_explained(app):
    options = {"rule_of_4": True}
    start = RULES.play(RULES.new_game(**options), SETUP)

    def boxed_out(state):
        """(die, direction) of a roll onto an empty cell refused by the rule of 4."""
        field = RULES.field(state)
        for where in field:
            for direction in "NESW":
                if neighbour(where, direction) in field:
                    continue
                why = RULES.why_not(state, f"{where[0]},{where[1]} {direction}")
                if why and "rule of 4" in why:
                    return where, direction
        return None

    # the first roll that stretches the field to 4 cells, after which a 5th is refused
    first = next(m for m in RULES.legal_moves(start) if m != "offer-draw" and boxed_out(RULES.play(start, m)))
    board = open_game(app, [SETUP, first], options=options)
    where, direction = boxed_out(board.state)
    click(app, board.view.camera.centre_of(where))
    assert board.ui.selected == where and direction not in board.view.facts.arrows(board.state, board.ui)
    moves = list(board.match.moves)
    drag(app, board.view.camera.centre_of(where), board.view.camera.centre_of(neighbour(where, direction)))
    assert board.match.moves == moves and "rule of 4" in board.message[0]


def test_escape_lets_go_of_the_die_before_leaving(app):
    board = open_game(app, [SETUP])
    die = board.view.facts.movable(board.state)[0]
    click(app, board.view.camera.centre_of(die))
    assert board.ui.selected == die
    key(app, pygame.K_ESCAPE)
    assert board.ui.selected is None and app.scenes.top is board
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not board


def test_menu_setup_and_start(app):
    menu = app.scenes.top
    card = next(c for c in menu.cards if c.game_id == "tris2")
    click(app, card.rect.center)
    press(app, "Start")
    board = settle(app)
    assert board.match.record["game"] == "tris2" and RULES.phase(board.state) == "roll"


def test_hints_light_the_open_cells_only_when_on(app):
    board = open_game(app, variant="advanced")
    where = (1, 1)
    colours = {}
    for hints in (True, False):
        app.settings.hints = hints
        app.draw(app.screen)
        colours[hints] = tuple(app.screen.get_at(board.view.camera.centre_of(where)))
    lit = app.theme.colour("highlight")
    distance = {h: sum(abs(a - b) for a, b in zip(c[:3], lit[:3])) for h, c in colours.items()}
    assert distance[True] < distance[False]


def test_a_short_wobble_on_a_die_selects_it_without_rolling(app):
    board = open_game(app, [SETUP])
    die = board.view.facts.movable(board.state)[0]
    x, y = board.view.camera.centre_of(die)
    wobble = int(board.view.camera.cell * 0.2)  # more than a tap's slack, less than a swipe
    drag(app, (x, y), (x + wobble, y), touch=True)
    assert board.ui.selected == die and board.match.moves == [SETUP]
