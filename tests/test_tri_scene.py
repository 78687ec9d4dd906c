"""The TRI board driven like players would: taps, clicks, drags, keys, resizes."""

import random

import pygame
import pytest
from app_driver import (
    board_of,
    click,
    drag,
    frames,
    key,
    make_app,
    open_board,
    play_demo,
    press,
    resize,
    settle,
    tap,
)

from app.scenes.game_over import GameOverScene
from app.scenes.setup import SetupScene
from games.match import Match

# Player 1 and Player 2 start side by side, so Player 1 can attack b1W at once.
NEIGHBOURS = ["start a1N", "start b1S", "claim a1E", "claim b1W"]
# Three players on a 3x3 board; at the end Player 3 holds only square b2 (its
# teleport spent) surrounded by squares the others have conquered: it must pass.
CORNERED = (
    "start b1N|start a2W|start b2N|claim b1E|claim a2N|claim b2E|claim b1S|claim a2S|claim b2S|"
    "claim b1W|claim a2E|claim b2W|bonus 1|claim b3S|claim c2E|teleport b2 b3W|attack b3W|roll 6 1|"
    "card +0|card +0|claim c2N|claim c2W|claim b3E|attack c2W|roll 6 1|card +0|card +0|claim b3N|"
    "bonus 1|attack b3N|roll 6,6 1|card +0|card +0|claim c2S"
).split("|")
TELEPORT_READY = CORNERED[: CORNERED.index("teleport b2 b3W")]


def open_game(app, seats, moves=(), wait=True, **options):
    match = Match.new("tri", len(seats), None, options)
    for move in moves:
        match.play(move)
    open_board(app, match, seats)
    board = board_of(app)
    board.rng = random.Random(11)  # the dice the board rolls at chance nodes
    return settle(app) if wait else board


@pytest.fixture
def app(tmp_path):
    made = make_app(tmp_path)
    made.settings.animation = "fast"
    return made


def at(board, name):
    return board.view.torus.centroid(name)


def test_menu_lists_tri_and_setup_offers_two_to_four_players(app):
    menu = app.scenes.top
    card = next(c for c in menu.cards if c.game_id == "tri")
    click(app, card.rect.center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    players = setup.choices[0]
    assert [v for v, _ in players.options] == [2, 3, 4]
    click(app, players.rect.move(players.rect.width // 3, 0).center)
    assert setup.players == 3 and len(setup.seats) == 3
    press(app, "Start")
    board = settle(app)
    assert board.state.players == 3 and board.rules.board_size(board.state) == 5


def test_a_whole_hot_seat_game_by_taps_clicks_and_a_drag(app):
    board = open_game(app, ["human", "human"], size=3, max_rounds=6)
    rules = board.rules
    covers = battles = 0
    for turn in range(200):
        if rules.is_over(board.state):
            break
        if board.cover_button.visible:
            assert not any(b.visible for b in board.view.card_buttons.values())  # nothing secret shows
            assert "Pass the device" in board.status_text()
            tap(app, board.board_rect.center)
            assert not board.cover_button.visible
            covers += 1
            board = settle(app)  # this person's die rolls for them
            continue
        seat = rules.to_move(board.state)
        moves = rules.legal_moves(rules.view(board.state, seat))
        phase = rules.phase(board.state)
        before = len(board.match.moves)
        attacks = [m for m in moves if m.startswith("attack")]
        if phase == "start":  # side by side, so that battles come soon
            move = NEIGHBOURS[seat]
            click(app, at(board, move.split()[1]))
        elif phase in ("attacker card", "defender card"):
            move = moves[turn % len(moves)]
            click(app, board.view.card_buttons[move.split()[1]].rect.center)
        elif attacks and battles < 4:
            move = attacks[0]
            tap(app, at(board, move.split()[1]))
            battles += 1
        elif moves == ["pass"]:
            move = "pass"
            press(app, "Pass")
        else:
            move = [m for m in moves if not m.startswith(("attack", "teleport"))][turn % 2 - 1]
            if turn == 5:  # once as a small drag that ends where it began: still a tap
                point = at(board, move.split()[1])
                drag(app, point, (point[0] + 4, point[1] + 4), steps=2)
            else:
                (tap if turn % 2 else click)(app, at(board, move.split()[1]))
        assert board.match.moves[before] == move, (move, board.message)
        board = settle(app)
    assert rules.is_over(board.state) and battles >= 2 and covers >= 2
    frames(app, 5)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    assert rules.end_reason(board.state) in over.text and "1. Player" in over.text
    press(app, "Rematch")
    again = settle(app)
    assert again is not board and again.match.moves == [] and again.seats == ["human", "human"]


def test_hot_seat_battle_keeps_each_side_secret_behind_the_cover(app):
    board = open_game(app, ["human", "human"], NEIGHBOURS)
    click(app, at(board, "b1W"))  # Player 1 attacks; the dice roll in the same frame
    assert board.match.moves[-2] == "attack b1W" and board.match.moves[-1].startswith("roll ")
    board = settle(app)
    assert board.rules.phase(board.state) == "attacker card"
    seen = board.view.battle.content(board.state, board.ui, "live")["sides"]
    assert seen["attacker"]["dice"] is not None and seen["defender"]["dice"] is None
    assert not board.cover_button.visible  # Player 1 just acted and holds the device
    assert not board.mode.undo_button.enabled  # the roll has been seen: no taking it back
    click(app, board.view.card_buttons["+3"].rect.center)
    assert board.match.moves[-1] == "card +3"
    board = settle(app)
    assert board.cover_button.visible and "Player 2" in board.cover_button.text
    assert not any(b.visible for b in board.view.card_buttons.values())
    press(app, board.cover_button.text, how="tap")
    board = settle(app)  # Player 2's die rolls for Player 2
    seen = board.view.battle.content(board.state, board.ui, "live")["sides"]
    assert seen["attacker"]["dice"] is None and seen["defender"]["dice"] is not None
    assert seen["attacker"]["card"] == "?" and seen["attacker"]["own_card"] is None
    assert sorted(b.text for b in board.view.card_buttons.values() if b.visible) == ["+0", "+2", "+3", "+4"]
    click(app, board.view.card_buttons["+0"].rect.center)
    last = board.rules.last_battle(board.state)
    assert (last["attacker_card"], last["defender_card"]) == (3, 0)
    assert board.view.battle.mode(board.state) == "reveal"
    shown = board.view.battle.content(board.state, board.ui, "reveal")
    assert shown["sides"]["attacker"]["revealed"] and shown["sides"]["defender"]["card"] == 0
    board = settle(app)
    if not last["won"]:  # Player 2 empties the one attacking triangle
        assert board.view.choices.lit(board.state, board.ui) == {"a1E": "void"}
        click(app, at(board, "a1E"))
        assert board.match.moves[-1] == "void a1E"


def test_the_computer_attacker_s_dice_and_card_stay_hidden_from_the_person(app):
    board = open_game(app, ["easy", "human"], NEIGHBOURS + ["attack b1W"])
    assert board.rules.phase(board.state) == "defender card"  # the computer has chosen
    assert not board.cover_button.visible  # one person: nobody to pass the device to
    seen = board.view.battle.content(board.state, board.ui, "live")["sides"]
    assert seen["attacker"]["dice"] is None and seen["attacker"]["card"] == "?"
    assert seen["defender"]["dice"] is not None
    assert "defend the left triangle of b1" in board.status_text()


def test_a_battle_of_computers_is_shown_a_moment_then_play_goes_on(app):
    board = open_game(app, ["easy", "easy"], NEIGHBOURS + ["attack b1W"], wait=False, max_rounds=2)
    for _ in range(600):
        frames(app)
        if board.view.battle.mode(board.state) == "reveal":
            break
    assert board.view.battle.mode(board.state) == "reveal" and board.busy()
    moves = len(board.match.moves)
    frames(app, 20)
    assert len(board.match.moves) == moves  # the reveal is readable before anyone moves on
    for _ in range(300):
        frames(app)
        if len(board.match.moves) > moves:
            break
    assert len(board.match.moves) > moves


@pytest.mark.parametrize("seats", [["human", "human"], ["human", "easy"]])
def test_a_game_continued_in_the_middle_of_a_battle_hides_secrets_until_asked(app, tmp_path, seats):
    open_game(app, seats, NEIGHBOURS + ["attack b1W", "roll 3 4"])
    again = make_app(tmp_path)  # the window was closed; the menu offers to continue
    press(again, again.scenes.top.continue_button.text)
    board = settle(again)
    assert board.rules.phase(board.state) == "attacker card"
    cards = [b for b in board.view.card_buttons.values() if b.visible]
    if len(seats) == len(board.humans()):  # two people: nobody is known to hold the device
        assert board.cover_button.visible and not cards
        press(again, board.cover_button.text)
        board = settle(again)
        cards = [b for b in board.view.card_buttons.values() if b.visible]
    assert len(cards) == 4
    assert board.view.battle.content(board.state, board.ui, "live")["sides"]["attacker"]["dice"] == [3]


def test_teleport_by_tap_tap_and_by_drag(app):
    board = open_game(app, ["human", "human", "human"], TELEPORT_READY, size=3)
    assert (
        board.rules.to_move(board.state) == 2
        and board.view.choices.lit(board.state, board.ui).get("b2") == "teleport"
    )
    click(app, at(board, "b2N"))  # a triangle of the conquered square picks its teleport
    assert board.ui.selected == "b2" and board.view.cancel_button.visible
    assert "teleport" in board.status_text()
    press(app, "Cancel teleport")
    assert board.ui.selected is None
    tap(app, at(board, "b2E"))
    tap(app, at(board, "b3W"))
    assert board.match.moves[-1] == "teleport b2 b3W"
    # the same again, dragged from the square to the target
    board = open_game(app, ["human", "human", "human"], TELEPORT_READY, size=3)
    drag(app, at(board, "b2S"), at(board, "c3N"), touch=True)
    assert board.match.moves[-1] == "teleport b2 c3N"


def test_pass_button_shows_only_when_passing_is_the_only_move(app):
    board = open_game(app, ["human", "human", "human"], CORNERED[:-1], size=3)
    assert not board.view.pass_button.visible  # Player 2 can still claim
    click(app, at(board, "c2S"))
    board = settle(app)
    assert board.view.pass_button.visible and "Pass" in board.status_text()
    assert not board.view.choices.lit(board.state, board.ui)
    press(app, "Pass")
    assert board.match.moves[-1] == "pass"
    assert not board.view.pass_button.visible


def test_illegal_taps_are_explained_and_change_nothing(app):
    board = open_game(app, ["human", "human"], NEIGHBOURS)
    moves = list(board.match.moves)
    click(app, at(board, "c3N"))  # empty, but nowhere near Player 1
    assert board.match.moves == moves
    assert board.message and board.message[2] and "top triangle of c3" in board.message[0]
    assert "invalid" in app.audio.played
    click(app, at(board, "a1N"))  # already Player 1's
    assert board.match.moves == moves and "already yours" in board.message[0]


def test_keyboard_plays_start_claim_attack_and_card(app):
    board = open_game(app, ["human", "human"])

    def choose(name_or_rect):
        want = board.view.torus.rect(name_or_rect) if isinstance(name_or_rect, str) else name_or_rect
        for _ in range(200):
            key(app, pygame.K_RIGHT)
            if board.input.focused()[0] == want:
                break
        key(app, pygame.K_RETURN)

    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert board.match.moves[-1] == "start a1N"  # the first lit triangle in reading order
    for move in NEIGHBOURS[1:]:
        choose(move.split()[1])
        assert board.match.moves[-1] == move
        board = settle(app)
    choose("b1W")
    assert board.match.moves[-2] == "attack b1W"
    board = settle(app)
    choose(board.view.card_buttons["+2"].rect)
    assert board.match.moves[-1] == "card +2"


def test_undo_against_the_computer_takes_back_the_person_s_move(app):
    board = open_game(app, ["human", "easy"])
    click(app, at(board, "a1N"))
    board = settle(app)
    assert len(board.match.moves) == 2  # the computer placed its start
    target = next(iter(board.view.choices.lit(board.state, board.ui)))
    click(app, at(board, target))
    board = settle(app)
    assert board.match.moves[2] == f"claim {target}" and len(board.match.moves) >= 4
    press(app, "Undo")
    assert len(board.match.moves) == 2 and board.human_to_move()


def test_hints_off_lights_nothing_but_taps_still_play(app):
    app.settings.hints = False
    board = open_game(app, ["human", "human"], NEIGHBOURS[:2])
    frames(app)
    picture_lit = board.view.picture.painter._key[2]
    assert picture_lit == ()
    click(app, at(board, "a1E"))
    assert board.match.moves[-1] == "claim a1E"


@pytest.mark.parametrize("size", [(720, 1280), (1280, 720), (360, 740), (320, 480), (480, 320), (1024, 768)])
def test_board_and_battle_fit_every_shape(app, size):
    four = [
        "start a1N",
        "start b1S",
        "start d4N",
        "start f5N",
        "claim a1E",
        "claim b1W",
        "claim d4E",
        "claim f5E",
    ]
    board = open_game(app, ["human"] * 4, four)
    resize(app, size)
    frames(app, 40)  # on a phone the board zooms in, and its camera glides to Player 1's targets
    screen = app.layout.rect
    assert screen.contains(board.view.torus.frame) and screen.contains(board.view.plan.info)
    for box in board.view.plan.seats:
        assert screen.contains(box) and not box.colliderect(board.view.torus.frame)
    for button in board.bar:
        assert screen.contains(button.rect) and button.rect.height >= 44
    click(app, at(board, "b1W"))  # a battle: the panel and the card buttons fit too
    board = settle(app)
    assert board.rules.phase(board.state) == "attacker card"
    assert screen.contains(board.view.battle.rect)
    cards = [b for b in board.view.card_buttons.values() if b.visible]
    assert len(cards) == 4
    for button in cards:
        assert (
            board.view.battle.rect.contains(button.rect)
            and button.rect.height >= 44
            and button.rect.width >= 44
        )
    click(app, cards[0].rect.center)
    board = settle(app)
    assert board.cover_button.visible and screen.contains(board.cover_button.rect)
    assert board.cover_button.rect.height >= 44


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_demo_plays_to_the_end_and_shows_the_ranking(app):
    board = play_demo(app, "tri", limit=4000)
    assert board.state.players == 4
    assert board.rules.is_over(board.state)
    frames(app, 3)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    assert board.rules.end_reason(board.state) in over.text
    for place, group in enumerate(board.rules.ranking(board.state), 1):
        assert f"{place}. {board.seat_name(group[0])}" in over.text


def test_the_cover_lifts_by_keyboard_and_a_tap_cuts_the_reveal_short(app):
    board = open_game(app, ["human", "human"], NEIGHBOURS + ["attack b1W", "roll 3 4", "card +2"])
    assert board.cover_button.visible  # nobody is known to hold the device yet
    key(app, pygame.K_RIGHT)
    assert board.input.focused()[0] == board.cover_button.rect
    key(app, pygame.K_RETURN)
    assert not board.cover_button.visible and board.holder.seat == 1
    board = settle(app)
    click(app, board.view.card_buttons["+0"].rect.center)
    assert board.view.battle.mode(board.state) == "reveal" and board.busy()
    click(app, board.view.torus.frame.center)  # a tap moves the game on
    assert not board.busy() and board.view.battle.mode(board.state) != "reveal"


def test_undo_between_people_hides_the_secrets_again(app):
    board = open_game(app, ["human", "human"], NEIGHBOURS)
    click(app, at(board, "b1W"))
    board = settle(app)
    click(app, board.view.card_buttons["+3"].rect.center)
    board = settle(app)
    assert board.cover_button.visible
    press(app, board.cover_button.text)
    board = settle(app)
    assert board.ui.viewer == 1 and board.mode.undo_button.enabled
    press(app, "Undo")  # Player 1's card comes back, not the roll
    board = settle(app)
    assert board.match.moves[-1].startswith("roll ") and board.holder.seat is None
    assert board.cover_button.visible and "Player 1" in board.cover_button.text


def test_a_refused_teleport_drag_keeps_the_teleport_chosen(app):
    board = open_game(app, ["human", "human", "human"], TELEPORT_READY, size=3)
    moves = list(board.match.moves)
    drag(app, at(board, "b2S"), at(board, "a2E"), touch=True)  # a2E is Player 2's, not empty
    assert board.match.moves == moves and board.message and board.message[2]
    assert board.ui.selected == "b2"


def test_on_a_phone_the_board_zooms_pans_and_shows_the_whole_board_on_demand(tmp_path):
    """390x844: finger-sized triangles through a camera; a drag pans it (no move), Whole
    board shows everything, a tap there zooms in on that spot (no move either), and the
    camera brings a computer's move into sight."""
    app = make_app(tmp_path, size=(390, 844))
    app.settings.animation = "off"
    board = open_game(app, ["human", "easy", "easy", "easy"], size=6)
    view, torus = board.view, board.view.torus
    assert torus.zoomed and view.zoom_button.visible and view.zoom_button.text == "Whole board"
    assert torus.cell >= 100 and view.playing_area().height > 0.5 * 844
    moves = len(board.match.moves)
    before = (torus.cx, torus.cy)
    drag(app, torus.map.center, (torus.map.centerx - 150, torus.map.centery + 60), touch=True)
    assert len(board.match.moves) == moves and (torus.cx, torus.cy) != before
    # the camera followed the finger and, let go, settled on the nearest whole squares
    assert torus.at_rest() and torus.cx == torus.snapped(before[0] + 150 / torus.cell, 0)[0]
    assert torus.cx == (before[0] + round(150 / torus.cell)) % 6
    press(app, "Whole board")
    assert not torus.zoomed and view.zoom_button.text == "Zoom in"
    assert view.cell_labels(board.state) == {c + r for c in "abcdef" for r in "123456"}
    corner = torus.square_rect("e5").center
    tap(app, corner)
    assert torus.zoomed and len(board.match.moves) == moves
    assert "e5" in view.cell_labels(board.state)
    rect, hit = board.key_targets()[0]  # a starting triangle in sight
    tap(app, rect.center)
    assert board.match.moves[0] == hit.move
    board = settle(app)  # the computers place theirs
    last = board.match.moves[3].split()[1][:-1]  # Player 4's starting square: its news names it
    assert board.message and last in board.message[0] and last in view.cell_labels(board.state)


def rest(app, view):
    """Step frames until the camera stands still (a glide or a let-go drag settles)."""
    for _ in range(240):
        frames(app)
        if view.zoom.goal is None:
            break
    return view.torus


PHONES = [
    ((390, 844), 1.0),
    ((320, 480), 1.0),
    ((320, 568), 1.0),
    ((720, 1558), 720 / 390),
    ((720, 1278), 720 / 320),
]  # natively, and a browser's phone-shaped canvas


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize(
    "size, css", PHONES, ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else f"{v:.2f}"
)
def test_on_a_phone_the_zoomed_window_shows_whole_squares_each_once(tmp_path, size, css, players):
    """Issue 21: the phone's zoomed board shows no sliver of a cut square and no row or
    column twice (nor do its rulers), when it opens, after a drag, after Whole board and
    a tap to zoom in again, when a lesson rings a square, and after the computers move."""
    from test_tri_torus_view import assert_whole_and_distinct

    from app.boards.tri.rulers import marks
    from app.ui.layout import Layout

    app = make_app(tmp_path, size=size)
    if css != 1.0:  # laid out as a page that scales the canvas down by css (tools/shots.py does so)
        app._make_layout = lambda shape: Layout(shape, css)
        app.resize(size)
    app.settings.animation = "fast"
    board = open_game(app, ["human"] + ["easy"] * (players - 1))
    view = board.view

    def check(when):
        torus = rest(app, view)
        assert torus.zoomed and torus.at_rest(), when
        assert_whole_and_distinct(torus)
        assert min(torus.cols, torus.rows) >= 2, when
        letters, numbers = ([label for label, _at, _real in axis] for axis in marks(torus))
        assert sorted(set(letters)) == sorted(letters) and len(letters) == torus.cols, (when, letters)
        assert sorted(set(numbers)) == sorted(numbers) and len(numbers) == torus.rows, (when, numbers)
        return torus

    torus = check("opened")
    if size != (320, 480) or players == 2:  # 320x480 with four seats leaves room for 2 small rows only
        assert int(0.4142 * torus.cell) / css >= 44  # a fingertip in each triangle
    centre, before = torus.map.center, (torus.cx, torus.cy)
    drag(app, centre, (centre[0] - int(1.4 * torus.cell), centre[1] + int(0.3 * torus.cell)), touch=True)
    moved = check("after a drag")
    assert (moved.cx, moved.cy) != before and board.match.moves == []  # it panned, and played nothing
    press(app, "Whole board")
    assert not moved.zoomed
    tap(app, torus.square_rect("c2").center)
    check("zoomed in again where tapped")
    view.show_move(board.state, board.ui, "start d4N")  # what a lesson does before it rings a triangle
    torus = check("a lesson's ring")
    assert "d4" in view.cell_labels(board.state)
    ringed = torus.square_rect(
        "d4"
    )  # off the top row and left column: the ring's pointer clear of the rulers
    assert ringed.top > torus.map.top and ringed.left > torus.map.left
    rect, hit = board.key_targets()[0]
    tap(app, rect.center)
    assert board.match.moves[0] == hit.move
    settle(app)
    check("after the computers' first moves")


# The defender empties a triangle of the attacker after holding (issue 28 point 9).
HELD = NEIGHBOURS + ["attack b1W", "roll 1 6", "card +0", "card +0"]
DASHES = {
    "en": ("dashes", "red"),
    "it": ("tratteggi", "ross"),
    "de": ("gestrichelt", "rot"),
    "es": ("discontinu", "roj"),
}


def test_the_void_instruction_names_the_dashes_every_eye_sees(app):
    """The triangles a defender may empty are outlined in dashes (a cue beside their red):
    the instruction says so, in every language, and no longer asks for a red outline."""
    from games import i18n

    board = open_game(app, ["human", "human"], HELD)
    assert board.rules.phase(board.state) == "void"
    assert board.view.choices.lit(board.state, board.ui) == {"a1E": "void"}
    try:
        for language, (cue, colour) in DASHES.items():
            assert i18n.set_language(language) == language
            words = board.view.coach(board.state, board.ui).lower()
            assert cue in words and colour not in words, (language, words)
    finally:
        i18n.set_language(i18n.SOURCE)
