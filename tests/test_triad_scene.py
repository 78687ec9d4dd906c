"""The Triad board driven like a player would: taps, clicks, drags, keys, resizes."""

import random

import pygame
import pytest
from app_driver import (
    FRAME,
    board_of,
    click,
    drag,
    frames,
    key,
    make_app,
    open_board,
    press,
    resize,
    settle,
    tap,
)

from app.boards.triad.palette import LIT
from app.scenes.game_over import GameOverScene
from app.scenes.setup import SetupScene
from games.match import Match
from games.records import new_record
from games.triad.rules import RULES, make_position

ROLL = "roll 123123/321321"  # Black a6..f6: 1 1 2 2 3 3; Orange f1..a1: 1 1 2 2 3 3


def open_game(app, seats=("human", "human"), moves=(ROLL,)):
    match = Match.new("triad")
    for move in moves:
        match.play(move)
    open_board(app, match, list(seats))
    return settle(app)


def open_position(app, dice, seats=("human", "human"), triads=(0, 0)):
    """A board at a made-up position (not reachable from the record: tests only)."""
    match = Match(new_record("triad"), RULES, [make_position(dice, 0, triads)])
    open_board(app, match, list(seats))
    return settle(app)


def centre(board, cell):
    return board.view.field.cells[cell].center


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


# Black's only die on a1 is boxed in: nothing it can turn to reaches a free cell,
# so Black may turn it in place or move it one cell (its value) unturned.
FALLBACK = {"a1": (0, 1), "c1": (1, 1), "a3": (1, 2), "c3": (1, 3)}
# Black's c6 (showing 1) turned to 2 and moved to c4 lines up with a4 (1) and b4 (3).
TRIAD = {"c6": (0, 1), "a6": (0, 3), "a4": (1, 1), "b4": (1, 3), "f1": (1, 2)}


def test_menu_lists_triad_and_starts_it(app):
    card = next(c for c in app.scenes.top.cards if c.game_id == "triad")
    click(app, card.rect.center)
    assert isinstance(app.scenes.top, SetupScene)
    press(app, "Start")
    board = settle(app)
    assert board.match.record["game"] == "triad"
    assert board.rules.phase(board.state) == "move"  # the setup roll was played and shown
    assert "roll" in app.audio.played
    assert board.status_text().startswith("Black: ")


def pick_move(rules, state, rng, eager):
    """Any move; when `eager`, one that makes a triad if there is one (to end the game)."""
    moves = rules.legal_moves(state)
    triads = [m for m in moves if rules.phase(rules.play(state, m)) in ("remove", "over")] if eager else []
    return rng.choice(triads or moves)


def test_a_whole_hot_seat_game_by_taps_clicks_and_drags(app):
    app.settings.animation = "fast"
    board = open_game(app)
    rules, rng = board.rules, random.Random(4)
    drags = turns = 0
    for turn in range(300):
        if rules.is_over(board.state):
            break
        state = board.state
        move = pick_move(rules, state, rng, eager=turn > 30)
        before = len(board.match.moves)
        if move.startswith("remove"):
            assert board.view.facts(board.state).removable == rules.removable(state)
            tap(app, centre(board, move.split()[1]))
        elif " " not in move:  # turning in place (only when no die can move)
            tap(app, centre(board, move[:2]))
            value = int(move[-1])
            options = board.view.turning.options(board.state, board.ui)
            tap(app, next(rect for v, _, rect in options if v == value).center)
        else:
            origin, target = move[:2], move.split()[-1]
            assert board.key_targets() and origin in rules.movable(state)
            if turn % 3 == 1:
                drag(app, centre(board, origin), centre(board, target), touch=turn % 2 == 0)
                drags += 1
            else:
                tap(app, centre(board, origin))
                assert board.ui.selected == origin
                assert board.view.facts(board.state).targets(origin)[target] == move
                click(app, centre(board, target))
            turns += 1
        assert board.match.moves[-1] == move and len(board.match.moves) == before + 1
        board = settle(app)
    assert rules.is_over(board.state) and drags >= 8 and turns >= 25
    frames(app, 3)
    over = app.scenes.top
    assert isinstance(over, GameOverScene) and rules.end_reason(board.state) in over.text
    press(app, "Rematch")
    again = settle(app)
    assert again is not board and again.match.moves[0].startswith("roll")


def test_unlit_taps_are_explained_and_change_nothing(app):
    board = open_game(app)
    moves = list(board.match.moves)
    click(app, centre(board, "a1"))  # Orange's die
    assert board.message[2] and "Orange's" in board.message[0]
    click(app, centre(board, "c6"))  # Black's 2
    assert board.ui.selected == "c6"
    click(app, centre(board, "c4"))  # two cells: it would have to stay a 2
    assert board.message[2] and "already shows 2" in board.message[0]
    click(app, centre(board, "e3"))  # not on a line from c6
    assert board.message[2] and "straight line" in board.message[0]
    click(app, centre(board, "d6"))  # another of Black's dice: picks it instead
    assert board.ui.selected == "d6"
    click(app, centre(board, "d5"))  # lit: d6 becomes a 1 and moves
    assert board.match.moves == moves + ["d6=1 d5"]
    board = settle(app)
    click(app, centre(board, "d1"))  # Orange (a 2) ...
    click(app, centre(board, "d4"))  # ... three cells down would jump over nothing but lands...
    assert board.match.moves == moves + ["d6=1 d5", "d1=3 d4"]
    board = settle(app)
    click(app, centre(board, "d5"))
    click(app, centre(board, "d2"))  # the way up passes d4
    assert board.message[2] and "jump over the die on d4" in board.message[0]
    assert len(board.match.moves) == 3 and app.audio.played.count("invalid") >= 4


def test_tapping_the_die_again_or_off_the_board_lets_go(app):
    board = open_game(app)
    click(app, centre(board, "b6"))
    assert board.ui.selected == "b6"
    click(app, centre(board, "b6"))
    assert board.view.facts(board.state).held(board.ui) is None
    click(app, centre(board, "b6"))
    click(app, (board.status_rect.centerx, board.status_rect.bottom + 2))  # between status and board
    assert board.view.facts(board.state).held(board.ui) is None
    click(app, centre(board, "b6"))
    key(app, pygame.K_ESCAPE)  # Esc lets go first, then leaves
    assert board.view.facts(board.state).held(board.ui) is None and app.scenes.top is board
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not board


def test_keyboard_plays_a_move(app):
    board = open_game(app)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert board.ui.selected == "a6"  # the first of Black's dice in reading order
    targets = board.key_targets()
    first = board.view.field.cell_at(targets[0][0].center)
    assert first == "a3" and len(targets) == len(board.view.facts(board.state).targets("a6")) + 1
    key(app, pygame.K_RETURN)  # the focus went to the first lit cell
    assert board.match.moves[-1] == RULES.targets(board.match.states[-2], "a6")["a3"] == "a6=3 a3"
    board = settle(app)
    assert board.view.facts(board.state).mover == 1 and board.input.target_focus is None


def test_a_die_turns_then_slides_and_the_frame_waits(app):
    board = open_game(app)
    click(app, centre(board, "e6"))
    click(app, centre(board, "e5"))
    assert board.match.moves[-1] == "e6=1 e5"
    assert (
        board.busy()
        and board.view.in_motion.motions[0].rolling
        and board.view.in_motion.motions[0].hide == "e5"
    )
    assert "roll" in app.audio.played[-2:]
    frames(app, 26)
    assert board.busy() and not board.view.in_motion.motions[0].rolling  # rolled, now sliding
    click(app, centre(board, "a1"))  # no effect while the die moves
    assert board.ui.selected is None and len(board.match.moves) == 2
    frames(app, 30)
    assert not board.busy() and app.audio.played[-1] == "place"
    frames(app, 300)  # messages time out; then an idle board draws nothing
    assert app.step(FRAME, events=[]) is False


def lit(app, board, cell):
    rect = board.view.field.cells[cell]
    app.draw(app.screen)
    # a corner of the cell: clear of the die picture and of the faint face in the middle
    return app.screen.get_at((rect.x + rect.width * 15 // 100, rect.y + rect.height * 15 // 100)) == LIT


def test_hints_light_the_targets_and_can_be_turned_off(app):
    board = open_game(app)
    click(app, centre(board, "c6"))
    assert lit(app, board, "c5") and lit(app, board, "c3") and not lit(app, board, "c4")
    assert "lit cell" in board.status_text()
    app.settings.hints = False
    assert not lit(app, board, "c5") and "where it should go" in board.status_text()
    click(app, centre(board, "c5"))
    assert board.match.moves[-1] == "c6=1 c5"


def test_no_animation_when_animations_are_off(app):
    app.settings.animation = "off"
    board = open_game(app)
    click(app, centre(board, "e6"))
    click(app, centre(board, "e5"))
    assert not board.busy() and app.audio.played[-1] == "place"


def test_a_triad_glows_and_the_mover_removes_a_die(app):
    board = open_position(app, TRIAD)
    click(app, centre(board, "c6"))
    drag(app, centre(board, "c6"), centre(board, "c4"))  # dragging works too
    assert board.match.moves == ["c6=2 c4"]
    board = settle(app)
    facts = board.view.facts(board.state)
    assert facts.phase == "remove" and facts.new == [("a4", "b4", "c4")] and facts.removable == ["c4"]
    assert "made a triad" in board.status_text()
    assert app.step(FRAME, events=[])  # the die to remove pulses: frames keep drawing
    click(app, centre(board, "b4"))
    assert board.message[2] and "does not hold one of your dice" in board.message[0]
    assert [board.view.field.cell_at(r.center) for r, _ in board.key_targets()] == ["c4"]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert board.match.moves[-1] == "remove c4" and RULES.triad_counts(board.state) == [1, 0]


def test_a_third_triad_wins_and_rematch_swaps_who_plays_black(app):
    app.settings.animation = "off"
    board = open_position(app, TRIAD, seats=("human", "easy"), triads=(2, 0))
    click(app, centre(board, "c6"))
    click(app, centre(board, "c4"))
    frames(app, 3)
    assert RULES.winner(board.state) == 0 and isinstance(app.scenes.top, GameOverScene)
    assert "win" in app.audio.played
    press(app, "Rematch")
    again = board_of(app)
    assert again is not board and again.seats == ["easy", "human"]


def test_when_no_die_can_move_it_turns_in_place_or_moves_unturned(app):
    board = open_position(app, FALLBACK)
    assert board.view.facts(board.state).phase == "fallback" and "none of your dice" in board.status_text()
    tap(app, centre(board, "a1"))
    options = board.view.turning.options(board.state, board.ui)
    assert [value for value, _, _ in options] == [2, 3]
    assert set(board.view.facts(board.state).targets("a1")) == {"b1", "a2", "b2"}
    for _, _, rect in options:
        assert app.layout.rect.contains(rect) and rect.width >= 44 and rect.height >= 44
    # the keyboard reaches the lit cells, the die and both buttons
    assert len(board.key_targets()) == 3 + 1 + 2
    tap(app, options[1][2].center)
    assert board.match.moves == ["a1=3"]
    board = settle(app)
    assert board.view.facts(board.state).mover == 1


def test_a_boxed_in_die_moves_without_turning(app):
    board = open_position(app, FALLBACK)
    click(app, centre(board, "a1"))
    click(app, centre(board, "d4"))  # a 1 moves one cell
    assert board.message[2] and board.match.moves == []
    click(app, centre(board, "b2"))
    assert board.match.moves == ["a1 b2"]


def test_undo_against_the_computer_and_continue_after_closing(app, tmp_path):
    board = open_game(app, seats=("human", "easy"))
    click(app, centre(board, "b6"))
    click(app, centre(board, "b4"))
    board = settle(app)
    assert len(board.match.moves) >= 3 and board.human_to_move()  # the computer answered
    press(app, "Undo")
    assert board.match.moves == [ROLL] and board.human_to_move() and not board.busy()
    assert board.state == board.match.states[1]
    click(app, centre(board, "f6"))
    click(app, centre(board, "f5"))
    again = make_app(tmp_path)  # the window closed mid-game: Continue brings it back
    press(again, again.scenes.top.continue_button.text)
    resumed = board_of(again)
    assert resumed.match.moves == board.match.moves and resumed.seats == ["human", "easy"]
    assert resumed.state == board.state


@pytest.mark.parametrize(
    "size", [(720, 1280), (360, 740), (320, 480), (1280, 720), (480, 320), (1024, 768), (480, 480)]
)
def test_board_fits_every_shape(tmp_path, size):
    app = make_app(tmp_path, size=size)
    board = open_game(app)
    screen = app.layout.rect
    assert screen.size == size
    parts = [board.view.geometry.frame, board.status_rect] + list(board.view.geometry.panels.values())
    parts += [b.rect for b in board.bar]
    for index, rect in enumerate(parts):
        assert screen.contains(rect), (size, rect)
        for other in parts[index + 1 :]:
            assert not rect.colliderect(other), (size, rect, other)
    for rect in list(board.view.field.cells.values()) + [b.rect for b in board.bar]:
        assert rect.width >= 44 and rect.height >= 44, (size, rect)
    for rect in board.view.field.cells.values():
        assert board.view.geometry.frame.contains(rect)
    assert board.view.field.cells["a1"].top < board.view.field.cells["a6"].top  # Black's row 6 at the bottom
    tap(app, centre(board, "c6"))
    assert board.ui.selected == "c6"
    tap(app, centre(board, "c5"))
    assert board.match.moves[-1] == "c6=1 c5"


def test_turning_the_screen_keeps_the_game_and_the_picked_die(app):
    board = open_game(app)
    tap(app, centre(board, "c6"))
    resize(app, (1280, 720))
    assert board.view.geometry.buttons is not None  # the side layout
    assert board.ui.selected == "c6" and app.layout.rect.contains(board.view.geometry.frame)
    click(app, centre(board, "c3"))
    assert board.match.moves[-1] == "c6=3 c3"
    assert board.busy()
    resize(app, (720, 1280))  # the die in flight is shown where it landed
    assert (
        board.view.geometry.buttons is None and not board.busy() and board.view.facts(board.state).mover == 1
    )


def test_picking_a_die_clicks_by_tap_key_or_drag(app):
    board = open_game(app)
    app.audio.played.clear()
    tap(app, centre(board, "c6"))
    frames(app)
    assert app.audio.played == ["select"]
    tap(app, centre(board, "c6"))  # letting go is silent
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    frames(app)
    assert app.audio.played == ["select", "select"] and board.ui.selected == "a6"
    drag(app, centre(board, "d6"), centre(board, "e3"))  # lifted: a click; let go out of line: refused
    frames(app)
    assert app.audio.played[2:] == ["select", "invalid"] and board.ui.selected == "d6"


def test_the_computers_removal_is_told(app):
    app.settings.animation = "off"
    board = open_position(app, TRIAD, seats=("easy", "human"))
    frames(app, 120)
    # the computer's pick among its triads is its own; what is told must match it
    assert len(board.match.moves) == 2 and board.match.moves[1].startswith("remove ")
    removed = board.match.moves[1].split()[1]
    assert (
        board.message[0]
        == f"Black made a triad and took their die on {removed} off the board. Orange's turn."
    )
    assert board.view.turn.seat(board.state, board.ui) == 1  # the card marked is the one the sentence names


def named_last(text):
    """The seat a sentence names last (whose turn it ends on), or None."""
    spots = {seat: text.rfind(name) for seat, name in enumerate(("Black", "Orange"))}
    seat = max(spots, key=spots.get)
    return seat if spots[seat] >= 0 else None


def marked(app, board, seat):
    panel = board.view.geometry.panels[seat]
    return app.screen.get_at((panel.centerx, panel.y + 1)) == app.theme.colour("accent")


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
@pytest.mark.parametrize("size", [(390, 844), (1280, 720)])
def test_the_sentence_and_the_marked_card_agree_on_whose_turn_it_is(tmp_path, size):
    """Frame by frame through the roll, a person's move, the computer's answer and
    both animations: the coach line (or the news) ends on the seat whose card is lit."""
    app = make_app(tmp_path, size=size)
    match = Match.new("triad")
    open_board(app, match, ["human", "easy"])
    board = board_of(app)
    seen = set()

    def check(count):
        for _ in range(count):
            frames(app)
            app.draw(app.screen)
            text = board.message[0] if board.message is not None else board.status_text()
            seat = board.view.turn.seat(board.state, board.ui)
            seen.add((seat, board.busy(), board.message is not None))
            assert named_last(text) == seat or (seat is None and "Rolling" in text), text
            for other in (0, 1):
                assert marked(app, board, other) == (other == seat), (text, other)

    check(90)
    move = sorted(RULES.legal_moves(board.state))[0]  # the roll is the scene's own: any move of Black's
    tap(app, centre(board, move[:2]))
    tap(app, centre(board, move.split()[-1]))
    assert board.match.moves[-1] == move
    check(240)
    assert len(board.match.moves) >= 3  # the computer answered
    assert {(1, True, False), (0, True, True), (0, False, True), (0, False, False)} <= seen, seen
