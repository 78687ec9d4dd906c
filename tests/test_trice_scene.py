"""The TRICE board driven like a player would: taps, drags, keys, resizes."""

import pygame
import pytest
from app_driver import click, drag, frames, key, make_app, open_board, press, resize, settle, tap

from app.scenes.game_over import GameOverScene
from app.scenes.menu import MenuScene
from app.scenes.setup import SetupScene
from games.match import Match

ROLL = "roll 351622/114463"  # Player 1 starts (more 6s... see the rules)


def hot_seat(app, moves=(ROLL,)):
    match = Match.new("trice")
    for move in moves:
        match.play(move)
    open_board(app, match, ["human", "human"])
    return settle(app)


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def pool_rect(board, die):
    return next(r for d, r in board.view.pool.positions(board.state) if d == die)


def test_menu_setup_back_and_start(app):
    menu = app.scenes.top
    card = next(c for c in menu.cards if c.game_id == "trice")
    click(app, card.rect.center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    seat2 = setup.choices[1]
    assert setup.seats == ["human", "normal"]  # a new player meets the computer
    click(app, seat2.rect.move(-seat2.rect.width // 3, 0).center)  # left half: previous
    assert setup.seats == ["human", "easy"]
    variant = setup.choices[2]
    click(app, variant.rect.move(variant.rect.width // 3, 0).center)
    assert setup.variant == "classic"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)
    click(app, card.rect.center)
    setup = app.scenes.top
    assert setup.seats == ["human", "easy"] and setup.variant == "classic"  # remembered
    press(app, "Start")
    board = settle(app)
    assert board.match.record["variant"] == "classic" and board.seats == ["human", "easy"]


def test_a_whole_hot_seat_game_by_taps_and_drags(app):
    board = hot_seat(app)
    rules = board.rules
    used_drag = 0
    gives = places = 0
    for turn in range(40):
        if rules.is_over(board.state):
            break
        step = rules.step(board.state)
        legal = rules.legal_moves(board.state)
        before = len(board.match.moves)
        if step == "give":
            die = legal[turn % len(legal)].split()[1]
            gives += 1
            if gives == 2:  # once by dragging the die out of the pool
                drag(app, pool_rect(board, die).center, board.view.card.rect.center, touch=True)
                used_drag += 1
            else:
                tap(app, pool_rect(board, die).center)
            assert board.match.moves[-1] == f"give {die}"
        elif step == "place":
            cell = legal[(turn * 5) % len(legal)].split()[1]
            places += 1
            if places == 2:  # once by dragging the held die onto the card
                seat = rules.to_move(board.state)
                drag(app, board.view.seat_cards.slots[seat].center, board.view.card.cells[cell].center)
                used_drag += 1
            else:
                click(app, board.view.card.cells[cell].center)
            assert board.match.moves[-1] == f"place {cell}"
        else:
            move = legal[0]
            verb, *cells = move.split()
            if verb == "swap":
                cells = cells[1:]
            click(app, board.view.card.cells[cells[0]].center)
            assert board.match.moves[-1] == move
        assert len(board.match.moves) == before + 1
        board = settle(app)
    assert used_drag == 2
    assert rules.is_over(board.state)  # the game ends inside the 40 turns
    frames(app, 60)  # the last die lands, then the result shows
    assert isinstance(app.scenes.top, GameOverScene)
    assert board.rules.end_reason(board.state) in app.scenes.top.text
    press(app, "Rematch")
    again = settle(app)
    assert again is not board and not again.rules.is_over(again.state)
    # a new game: its starting roll only (rolled again after an exact tie, 1 in 250)
    assert {move.split()[0] for move in again.match.moves} == {"roll"}


def test_illegal_tap_is_explained_and_changes_nothing(app):
    board = hot_seat(app, (ROLL, "give W3", "place b2", "give P1"))
    moves = list(board.match.moves)
    click(app, board.view.card.cells["b2"].center)  # occupied
    assert board.match.moves == moves
    assert board.message and board.message[2] and "b2" in board.message[0]
    assert "invalid" in app.audio.played


def test_keyboard_plays_the_game(app):
    board = hot_seat(app)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert board.match.moves[-1].startswith("give ")
    board = settle(app)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert board.match.moves[-1] == "place b1"


def test_undo_against_the_computer_and_autosave_continue(app, tmp_path):
    match = Match.new("trice")
    match.play("roll 351622/114463")
    board = open_board(app, match, ["human", "easy"])
    board = settle(app)
    # Player 2 (computer) gives first; Player 1 places
    assert board.rules.step(board.state) == "place"
    click(app, board.view.card.cells["a1"].center)
    board = settle(app)
    first_three = list(board.match.moves)
    assert board.rules.step(board.state) == "give"  # Player 1 now chooses for Player 2
    die = board.rules.pool(board.state)[0]
    tap(app, pool_rect(board, die).center)
    board = settle(app, 900)
    assert len(board.match.moves) == 6  # the computer placed and gave back
    press(app, "Undo")
    assert board.match.moves == first_three and first_three[-1] == "place a1"
    assert board.human_to_move()
    # close and reopen the app: Continue brings the same game back
    again = make_app(tmp_path)
    menu = again.scenes.top
    assert menu.continue_button.visible
    press(again, menu.continue_button.text)
    resumed = again.scenes.top
    assert resumed.match.moves == board.match.moves and resumed.seats == ["human", "easy"]
    assert resumed.state == board.state


def test_corrupt_autosave_is_set_aside_with_a_message(tmp_path):
    (tmp_path / "autosave.json").write_text(
        '{"app":"tridice","kind":"autosave","version":1,"data":{"record":{"game":"trice","variant":"v0.3",'
        '"players":2,"options":{},"moves":["roll 111111/111111", "give W9"]},"seats":["human","human"]}}'
    )
    app = make_app(tmp_path)
    menu = app.scenes.top
    assert menu.continue_button.visible  # looks fine until replayed
    press(app, menu.continue_button.text)
    assert isinstance(app.scenes.top, MenuScene)
    assert any("set aside" in t[0] for t in app.toasts)
    assert not app.scenes.top.continue_button.visible
    # the old single autosave moved into TRICE's slot, and was set aside from there
    assert (tmp_path / "autosave-trice.json.bad1").exists() and not (tmp_path / "autosave.json").exists()


@pytest.mark.parametrize("size", [(720, 1280), (1280, 720), (320, 480), (480, 320), (1024, 768)])
def test_board_fits_every_shape(app, size):
    board = hot_seat(app)
    resize(app, size)
    lay = app.layout
    for rect in list(board.view.card.cells.values()) + [r for _, r in board.view.pool.positions(board.state)]:
        assert lay.rect.contains(rect), (size, rect)
    assert not board.view.card.rect.colliderect(board.view.pool.rect)
    for button in board.bar:
        assert lay.rect.contains(button.rect) and button.rect.height >= 44


def full_board_record(seed_from=0):
    """Moves of a v0.3 game that fills the card without a Trice (found by random play)."""
    import random

    from games.trice.rules import RULES

    for seed in range(seed_from, seed_from + 5000):
        rng = random.Random(seed)
        state = RULES.new_game()
        moves = []
        while not RULES.is_over(state) and RULES.step(state) != "mark":
            move = (
                RULES.random_outcome(state, rng)
                if RULES.to_move(state) == -1
                else rng.choice(RULES.legal_moves(state))
            )
            moves.append(move)
            state = RULES.play(state, move)
        if not RULES.is_over(state):
            return moves
    raise AssertionError("no full board found")


def test_full_board_mark_swap_raise_by_taps(app):
    board = hot_seat(app, full_board_record())
    rules = board.rules
    assert rules.step(board.state) == "mark"
    assert set(board.view.card.target_cells(board.state)) == set(
        board.view.card.cells
    )  # any die may be marked
    tap(app, board.view.card.cells["b2"].center)
    board = settle(app)
    assert board.match.moves[-1] == "mark b2" and rules.step(board.state) == "swap"
    assert sorted(board.view.card.target_cells(board.state)) == ["a2", "b1", "b3", "c2"]
    click(app, board.view.card.cells["d3"].center)  # not next to b2: refused in words
    assert board.message and board.message[2]
    click(app, board.view.card.cells["c2"].center)
    board = settle(app)
    assert board.match.moves[-1] == "swap b2 c2" and rules.step(board.state) in ("inc",)
    assert sorted(board.view.card.target_cells(board.state)) == ["b2", "c2"]
    before = rules.board(board.state)["c2"]
    click(app, board.view.card.cells["c2"].center)
    board = settle(app)
    assert board.match.moves[-1] == "inc c2"
    value = int(before[1]) % 6 + 1
    assert rules.is_over(board.state) or rules.board(board.state)["c2"] == f"{before[0]}{value}"


def test_the_computers_moves_are_told_in_words(app):
    match = Match.new("trice")
    match.play(ROLL)  # Player 1 starts, so the computer (Player 2) gives first
    board = open_board(app, match, ["human", "easy"])
    board = settle(app)
    assert board.match.moves[-1].startswith("give ")
    die = board.match.moves[-1].split()[1]
    # the coach line retells it, then says what to do: "click" natively until a finger taps
    words = board.rules.die_words(die)
    assert board.status_text() == f"Player 2 gave you the {words}: click an empty square for it."
    click(app, board.view.card.cells["a1"].center)
    board = settle(app)
    tap(app, pool_rect(board, board.rules.pool(board.state)[0]).center)
    board = settle(app, 900)
    placed, given = board.match.moves[-2:]
    assert placed.startswith("place ") and given.startswith("give ")
    text = board.status_text()
    assert text.startswith("Player 2 put the ") and f" on {placed.split()[1]} and gave you the " in text
    assert text.endswith(": tap an empty square for it.")


def test_the_setup_roll_stays_on_the_card_until_the_first_die_is_given(app):
    board = hot_seat(app)
    assert board.view.setup_roll.showing(board.state)  # who rolled what, and why Player 1 starts
    assert board.view.cell_labels(board.state) == set()  # the roll covers the card and its rulers
    assert board.status_text() == "Player 2, give Player 1 a die to place first: click one of the dice below."
    tap(app, pool_rect(board, board.rules.pool(board.state)[0]).center)
    board = settle(app)
    assert not board.view.setup_roll.showing(board.state)
    assert len(board.view.cell_labels(board.state)) == 12


def test_a_full_card_gives_the_pool_room_to_the_card_on_a_small_phone(tmp_path):
    app = make_app(tmp_path, size=(320, 480))
    board = hot_seat(app, ("roll 351622/114463", "give W3"))
    with_pool = board.view.card.cell
    board = hot_seat(app, full_board_record())
    assert board.view.card.cell > with_pool * 1.3
    assert app.layout.rect.contains(board.view.card.rect)
