"""Tris 2 rules (the rules as games/tris2/howto.txt tells them) through the api.md interface."""

import copy
import pickle
import random
import re

import pytest
from random_play import assert_illegal

from games.tris2.field import ORIENT_INDEX, box, cell, connected, make_field
from games.tris2.rules import CHANCE, RULES, IllegalMove
from games.tris2.state import ROLL, State

# A valid random-setup outcome. Tops, row by row:  X O /  |  X / X  |  O O X
START = "setup XO/ OX/ /XO XO/ /XO XO/ OX/ OX/ XO/"


def start(rule_of_4=False):
    return RULES.play(RULES.new_game(rule_of_4=rule_of_4), START)


def position(dice, mover=0, rule_of_4=False):
    """A rolling-phase state with the given {(x, y): orientation} dice."""
    field = make_field((cell(x, y), ORIENT_INDEX[o]) for (x, y), o in dice.items())
    return State("standard", rule_of_4, ROLL, mover, field, history=((field, mover),))


def play_all(state, *moves):
    for move in moves:
        state = RULES.play(state, move)
    return state


# ----- interface basics -----------------------------------------------------


def test_identity_and_variants():
    assert RULES.id == "tris2" and RULES.title == "Tris 2"
    assert RULES.min_players == RULES.max_players == 2
    assert RULES.variants == ("standard", "advanced", "tris1")
    assert set(RULES.VARIANT_NAMES) == set(RULES.variants)
    option = RULES.OPTIONS["rule_of_4"]
    assert option["default"] is False and option["choices"] == [False, True]
    assert option["variants"] == ("standard", "advanced")


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 3},
        {"players": 1},
        {"players": "2"},
        {"variant": "chess"},
        {"variant": 5},
        {"rule_of_4": "yes"},
        {"rule_of_4": 1},
        {"colour": "red"},
    ],
)
def test_new_game_refuses_bad_setups(kwargs):
    with pytest.raises(IllegalMove):
        RULES.new_game(**kwargs)


def test_default_variant_starts_with_a_chance_setup():
    state = RULES.new_game()
    assert state.variant == "standard"
    assert RULES.to_move(state) == CHANCE
    assert RULES.legal_moves(state) == []  # far too many setups to list
    assert not RULES.is_over(state)
    assert RULES.phase(state) == "setup"


def test_states_are_values():
    state = start()
    again = start()
    assert state == again and hash(state) == hash(again)
    assert pickle.loads(pickle.dumps(state)) == state
    assert copy.deepcopy(state) == state
    before = copy.deepcopy(state)
    after = RULES.play(state, "0,0 N")
    assert state == before and after != state
    assert RULES.play(state, "0,0 N") == after


# ----- the random setup ---------------------------------------------------------


def test_a_valid_setup_lays_the_dice_row_by_row():
    state = start()
    assert RULES.to_move(state) == 0
    assert RULES.phase(state) == "roll"
    field = RULES.field(state)
    assert field[(0, 0)] == "XO/" and field[(1, 0)] == "OX/" and field[(2, 0)] == "/XO"
    assert field[(0, 2)] == "OX/" and field[(2, 2)] == "XO/"
    assert len(field) == 9 and RULES.bounds(state) == (0, 0, 2, 2)
    assert RULES.repetitions(state) == 1


@pytest.mark.parametrize(
    "setup, words",
    [
        ("setup XO/ XO/ XO/ OX/ /XO OX/ /XO OX/ /XO", ["tris", "X", "0,0-1,0-2,0"]),  # row
        ("setup /XO OX/ XO/ /XO XO/ OX/ /XO OX/ XO/", ["tris", "/"]),  # column of /
        ("setup OX/ XO/ /XO XO/ OX/ /XO /XO /XO OX/", ["tris", "O"]),  # diagonal
        ("setup XO/ OX/ /XO /XO /XO OX/ /XO XO/ OX/", ["tris", "/"]),  # anti-diagonal
        ("setup XO/ OX/ /XO OX/ /XO XO/ XO/ XO/ OX/", ["edge", "1,0", "0,1", "O"]),  # edge dice
    ],
)
def test_setup_refuses_a_tris_or_equal_touching_edge_dice(setup, words):
    assert_illegal(RULES, RULES.new_game(), setup, *words)


def test_setup_must_come_first_and_only_once():
    assert_illegal(RULES, RULES.new_game(), "0,0 N", "set out")
    assert_illegal(RULES, RULES.new_game(), "setup XO/ XO/", "nine")
    assert_illegal(RULES, start(), START, "already")
    with pytest.raises(IllegalMove):
        RULES.random_outcome(start(), random.Random(1))


def loosely(rng, move, alphabet):
    """`move` with one letter changed, or its spacing and case off."""
    if rng.random() < 0.5:
        at = rng.randrange(len(move))
        return move[:at] + rng.choice(alphabet) + move[at + 1 :]
    spaced = (
        rng.choice(["", " ", "  "]) + move.replace(" ", rng.choice([" ", "  ", "\t"])) + rng.choice(["", " "])
    )
    return spaced.upper() if rng.random() < 0.3 else spaced


def test_random_setups_are_valid_and_uniform_over_symbols():
    rng = random.Random(7)
    seen = set()
    corner_tops = {"X": 0, "O": 0, "/": 0}
    for _ in range(600):
        outcome = RULES.random_outcome(RULES.new_game(), rng)
        state = RULES.play(RULES.new_game(), outcome)  # accepted, so valid
        assert RULES.tris_lines(state) == []
        seen.add(outcome)
        corner_tops[outcome.split()[1][0]] += 1
    assert len(seen) > 590
    # uniform over valid setups is symmetric in the three symbols
    assert all(150 < count < 250 for count in corner_tops.values()), corner_tops


# ----- rolling ------------------------------------------------------------------


def test_rolling_east_or_west_swaps_top_and_east_west():
    assert RULES.rolled("XO/", "E") == "/OX" and RULES.rolled("XO/", "W") == "/OX"
    state = RULES.play(start(), "2,0 E")
    assert RULES.field(state)[(3, 0)] == "OX/"  # was /XO
    assert (2, 0) not in RULES.field(state)


def test_rolling_north_or_south_swaps_top_and_north_south():
    assert RULES.rolled("XO/", "N") == "OX/" and RULES.rolled("/XO", "S") == "X/O"
    state = RULES.play(start(), "1,0 N")
    assert RULES.field(state)[(1, -1)] == "XO/"  # was OX/
    assert RULES.to_move(state) == 1


def test_coordinates_may_go_negative():
    state = RULES.play(start(), "0,0 W")
    assert RULES.field(state)[(-1, 0)] == "/OX"
    assert RULES.bounds(state) == (-1, 0, 2, 2)
    assert_illegal(RULES, state, "-1,0 N", "island")
    state = RULES.play(state, "-1,0 S")
    assert RULES.field(state)[(-1, 1)] == "O/X"


def test_every_die_may_roll_outwards_at_the_start():
    state = start()
    rolls = [m for m in RULES.legal_moves(state) if m != "offer-draw"]
    assert len(rolls) == 12
    assert RULES.rolls_from(state, (0, 0)) == {"N": "0,0 N", "W": "0,0 W"}
    assert RULES.rolls_from(state, (1, 1)) == {}


def test_roll_onto_a_die_is_refused_as_occupied():
    assert_illegal(RULES, start(), "1,1 N", "occupied")
    assert not re.search(r"\d,\d", RULES.why_not(start(), "1,1 N"))  # people see no coordinates


def test_roll_of_an_empty_cell_is_refused():
    assert_illegal(RULES, start(), "5,5 E", "no die there")


def test_roll_that_leaves_an_island_is_refused():
    state = position({(0, 0): "XO/", (1, 1): "OX/", (2, 2): "/XO"})
    assert_illegal(RULES, state, "1,1 N", "island")
    assert_illegal(RULES, state, "2,2 E", "island")
    assert "1,1 N" not in RULES.legal_moves(state)


def test_corner_contact_keeps_dice_connected():
    state = position({(0, 0): "XO/", (1, 0): "OX/", (2, 0): "/XO"})
    moved = RULES.play(state, "2,0 S")  # (2,1) touches (1,0) only by a corner
    assert (2, 1) in RULES.field(moved)


def test_rolling_straight_back_the_opponents_last_roll_is_refused():
    state = RULES.play(start(), "2,0 E")
    assert_illegal(RULES, state, "3,0 W", "undo")
    assert RULES.forbidden_undo(state) == "3,0 W"
    assert "3,0 W" not in RULES.legal_moves(state)
    assert "3,0 S" in RULES.legal_moves(state)  # same die, another way
    assert "would undo your opponent's last move" in RULES.why_not(state, "3,0 W")
    # the ban is only for the move just made: a roll later, it is gone
    state = RULES.play(state, "0,2 S")
    assert RULES.forbidden_undo(state) == "0,3 N"
    assert "3,0 W" in RULES.legal_moves(state)


def test_undo_ban_survives_a_declined_draw_offer():
    state = play_all(start(), "2,0 E", "offer-draw", "decline-draw")
    assert RULES.to_move(state) == 1
    assert_illegal(RULES, state, "3,0 W", "undo")


@pytest.mark.parametrize("move", ["1,0 NE", "1,0 X", "1,0 n", "1,0", "1.0 E", "a1 E", "1,0 E S", "1,0,0 E"])
def test_malformed_rolls_are_refused(move):
    assert_illegal(RULES, start(), move)


# ----- winning ------------------------------------------------------------------


@pytest.mark.parametrize(
    "dice, move, line, words",
    [
        (
            {(0, 0): "XO/", (1, 0): "XO/", (2, 1): "OX/"},
            "2,1 N",
            [(0, 0), (1, 0), (2, 0)],
            "three X in a row",
        ),
        (
            {(0, 0): "XO/", (0, 1): "XO/", (1, 2): "/OX"},
            "1,2 W",
            [(0, 0), (0, 1), (0, 2)],
            "three X in a column",
        ),
        (
            {(0, 0): "OX/", (1, 1): "OX/", (2, 1): "XO/"},
            "2,1 S",
            [(0, 0), (1, 1), (2, 2)],
            "three O on a diagonal",
        ),
        (
            {(2, 0): "/XO", (1, 1): "/XO", (1, 2): "XO/"},
            "1,2 W",
            [(0, 2), (1, 1), (2, 0)],
            "three / on a diagonal",
        ),
    ],
)
def test_a_roll_that_makes_a_tris_wins_for_the_roller(dice, move, line, words):
    for mover in (0, 1):
        state = RULES.play(position(dice, mover), move)
        assert RULES.is_over(state)
        assert RULES.winner(state) == mover
        assert RULES.returns(state)[mover] == 1.0 and RULES.returns(state)[1 - mover] == 0.0
        assert sorted(RULES.tris_lines(state)[0]) == line
        assert RULES.legal_moves(state) == []
        reason = RULES.end_reason(state)
        assert reason == f"Player {mover + 1} wins with a tris: {words}."
        assert_illegal(RULES, state, "0,0 N", "over")


def test_four_in_a_line_is_a_tris_too():
    dice = {(0, 0): "XO/", (1, 0): "XO/", (3, 0): "XO/", (2, 1): "OX/"}
    state = RULES.play(position(dice), "2,1 N")
    assert RULES.winner(state) == 0
    assert RULES.tris_lines(state) == [[(0, 0), (1, 0), (2, 0), (3, 0)]]


def test_a_line_with_a_gap_is_not_a_tris():
    dice = {(0, 0): "XO/", (1, 1): "OX/", (2, 0): "XO/", (3, 1): "OX/"}
    state = RULES.play(position(dice), "3,1 N")  # X _ X X
    assert not RULES.is_over(state)
    assert RULES.tris_lines(state) == []


# ----- rule of 4 ------------------------------------------------------------------


def test_rule_of_4_limits_width():
    dice = {(0, 0): "XO/", (1, 0): "OX/", (2, 0): "XO/", (3, 0): "OX/", (3, 1): "/XO"}
    assert "3,1 E" in RULES.legal_moves(position(dice))
    assert_illegal(RULES, position(dice, rule_of_4=True), "3,1 E", "rule of 4")
    assert "3,1 E" not in RULES.legal_moves(position(dice, rule_of_4=True))


def test_rule_of_4_limits_height():
    dice = {(0, 0): "XO/", (0, 1): "OX/", (0, 2): "XO/", (0, 3): "OX/", (1, 3): "/XO"}
    assert "1,3 S" in RULES.legal_moves(position(dice))
    assert_illegal(RULES, position(dice, rule_of_4=True), "1,3 S", "rule of 4")


def test_rule_of_4_allows_exactly_four():
    state = RULES.play(start(rule_of_4=True), "2,1 E")
    assert RULES.bounds(state) == (0, 0, 3, 2)


# ----- draws ----------------------------------------------------------------------


def test_accepted_draw_offer_ends_the_game_drawn():
    state = RULES.play(start(), "offer-draw")
    assert RULES.to_move(state) == 1
    assert RULES.offer_pending(state) == 0
    assert sorted(RULES.legal_moves(state)) == ["accept-draw", "decline-draw"]
    assert_illegal(RULES, state, "0,0 N", "answer")
    state = RULES.play(state, "accept-draw")
    assert RULES.is_over(state) and RULES.returns(state) == [0.5, 0.5]
    assert "agreed" in RULES.end_reason(state)


def test_after_a_decline_the_offerer_moves_and_may_not_offer_again_yet():
    state = play_all(start(), "offer-draw", "decline-draw")
    assert RULES.to_move(state) == 0 and RULES.offer_pending(state) is None
    assert "offer-draw" not in RULES.legal_moves(state) and not RULES.can_offer(state)
    assert_illegal(RULES, state, "offer-draw", "declined")
    state = RULES.play(state, "0,0 N")
    assert "offer-draw" in RULES.legal_moves(state)  # the other player may offer
    state = RULES.play(state, "2,2 S")
    assert "offer-draw" in RULES.legal_moves(state)  # and the first one again


def test_draw_answers_need_an_offer():
    assert_illegal(RULES, start(), "accept-draw", "no draw offer")
    assert_illegal(RULES, start(), "decline-draw", "no draw offer")


def test_third_repetition_of_a_position_is_a_draw():
    base = start()
    cycle = None
    for a in RULES.legal_moves(base):
        if a == "offer-draw":
            continue
        after_a = RULES.play(base, a)
        if RULES.is_over(after_a):
            continue
        back_a = RULES.forbidden_undo(after_a).split()
        a_back = f"{back_a[0]} {back_a[1]}"
        for b in RULES.legal_moves(after_a):
            if b == "offer-draw" or b.split()[0] == a_back.split()[0]:
                continue
            after_b = RULES.play(after_a, b)
            b_back = RULES.forbidden_undo(after_b)
            if RULES.is_over(after_b) or a_back not in RULES.legal_moves(after_b):
                continue
            after_c = RULES.play(after_b, a_back)
            if RULES.is_over(after_c) or b_back not in RULES.legal_moves(after_c):
                continue
            cycle = [a, b, a_back, b_back]
            break
        if cycle:
            break
    assert cycle, "no reversible cycle found"
    state = play_all(base, *cycle)
    assert RULES.field(state) == RULES.field(base) and not RULES.is_over(state)
    assert RULES.repetitions(state) == 2
    state = play_all(state, *cycle[:3])
    assert not RULES.is_over(state)
    state = RULES.play(state, cycle[3])
    assert RULES.is_over(state) and RULES.returns(state) == [0.5, 0.5]
    assert "third time" in RULES.end_reason(state)


def test_offers_do_not_count_as_positions():
    state = play_all(start(), "offer-draw", "decline-draw")
    assert RULES.repetitions(state) == 1


# ----- advanced: placing the dice --------------------------------------------------


def test_advanced_starts_empty_with_placements():
    state = RULES.new_game(variant="advanced")
    assert RULES.to_move(state) == 0 and RULES.phase(state) == "place"
    moves = RULES.legal_moves(state)
    assert len(moves) == 9 * 6 and all(m.startswith("put ") for m in moves)
    assert "offer-draw" not in moves
    assert_illegal(RULES, state, "offer-draw", "placed")
    assert_illegal(RULES, state, "put 3,1 XO/", "3x3")
    assert_illegal(RULES, state, "put -1,0 XO/", "3x3")
    assert_illegal(RULES, state, "1,1 E", "place")
    assert_illegal(RULES, state, "turn 1,1", "Tris 1")
    assert_illegal(RULES, state, "put 1,1 XXO", "die position")


def test_placement_may_not_make_a_tris_or_cover_a_die():
    state = play_all(RULES.new_game(variant="advanced"), "put 0,0 XO/", "put 2,2 OX/", "put 1,0 X/O")
    assert RULES.field(state)[(1, 0)] == "X/O"
    assert_illegal(RULES, state, "put 2,0 XO/", "tris")
    assert "put 2,0 X/O" not in RULES.legal_moves(state)
    assert RULES.placements(state, (2, 0)) == ["OX/", "O/X", "/XO", "/OX"]
    assert_illegal(RULES, state, "put 1,0 OX/", "occupied")


def test_ninth_placement_starts_rolling_with_player_2():
    moves = [
        "put 0,0 XO/",
        "put 1,0 OX/",
        "put 2,0 /XO",
        "put 0,1 XO/",
        "put 1,1 /XO",
        "put 2,1 XO/",
        "put 0,2 OX/",
        "put 1,2 OX/",
        "put 2,2 XO/",
    ]
    state = play_all(RULES.new_game(variant="advanced", rule_of_4=True), *moves)
    assert RULES.phase(state) == "roll" and RULES.to_move(state) == 1
    assert RULES.field(state) == RULES.field(start())
    assert RULES.repetitions(state) == 1
    assert "offer-draw" in RULES.legal_moves(state)


def test_no_safe_placement_is_a_draw():
    moves = [
        "put 0,1 XO/",
        "put 2,1 XO/",
        "put 1,0 OX/",
        "put 1,2 OX/",
        "put 0,0 /XO",
        "put 2,2 /XO",
        "put 2,0 XO/",
        "put 0,2 OX/",
    ]
    state = play_all(RULES.new_game(variant="advanced"), *moves)
    assert RULES.is_over(state) and RULES.returns(state) == [0.5, 0.5]
    assert RULES.legal_moves(state) == []
    assert "Player 1 has no placement" in RULES.end_reason(state)


# ----- tris1: tic-tac-toe ------------------------------------------------------------


def test_tris1_starts_with_nine_blank_dice():
    state = RULES.new_game(variant="tris1", rule_of_4=True)
    assert set(RULES.field(state).values()) == {"/XO"}
    assert not RULES.is_over(state)  # lines of / do not count
    assert len(RULES.legal_moves(state)) == 10  # nine turns and a draw offer
    assert RULES.seat_name(0, state) == "Player 1 (X)"


def test_tris1_turns_show_the_players_symbols():
    state = play_all(RULES.new_game(variant="tris1"), "turn 1,1", "turn 0,0")
    assert RULES.field(state)[(1, 1)] == "X/O" and RULES.field(state)[(0, 0)] == "OX/"
    assert_illegal(RULES, state, "turn 1,1", "taken")
    assert_illegal(RULES, state, "turn 3,0", "no die there")
    assert_illegal(RULES, state, "1,1 N", "turn")
    assert_illegal(RULES, state, "put 1,1 XO/", "advanced")
    assert RULES.turn_cells(state) == [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)]


def test_tris1_three_in_a_line_wins():
    state = play_all(
        RULES.new_game(variant="tris1"), "turn 1,1", "turn 0,0", "turn 0,1", "turn 2,2", "turn 2,1"
    )
    assert RULES.winner(state) == 0 and RULES.returns(state) == [1.0, 0.0]
    assert RULES.end_reason(state) == "Player 1 (X) wins: three X in a row."
    assert RULES.tris_lines(state) == [[(0, 1), (1, 1), (2, 1)]]


def test_tris1_full_grid_without_a_line_is_a_draw():
    state = play_all(
        RULES.new_game(variant="tris1"),
        "turn 1,1",
        "turn 0,0",
        "turn 2,0",
        "turn 0,2",
        "turn 0,1",
        "turn 2,1",
        "turn 1,0",
        "turn 1,2",
        "turn 2,2",
    )
    assert RULES.is_over(state) and RULES.returns(state) == [0.5, 0.5]
    assert "full" in RULES.end_reason(state)


def test_tris1_draw_offer():
    state = play_all(RULES.new_game(variant="tris1"), "turn 1,1", "offer-draw", "accept-draw")
    assert RULES.returns(state) == [0.5, 0.5]


# ----- consistency of the fast move list with the plain-words checks -------------------


def _reference_legal(state, c, k):
    """An independent, slow reading of the roll rules."""
    from games.tris2.field import STEP

    cells = {d >> 3 for d in state.field}
    t = c + STEP[k]
    if t in cells or state.ban == (c, k):
        return False
    moved = (cells - {c}) | {t}
    if not connected(moved):
        return False
    if state.rule_of_4:
        width, height = box(moved)
        return width <= 4 and height <= 4
    return True


@pytest.mark.parametrize("rule_of_4", [False, True])
def test_move_list_matches_the_rules_on_random_positions(rule_of_4):
    from games.tris2 import notation

    rng = random.Random(11)
    checked = 0
    for _game in range(25):
        state = RULES.play(RULES.new_game(rule_of_4=rule_of_4), RULES.random_outcome(RULES.new_game(), rng))
        while not RULES.is_over(state) and checked < 4000:
            listed = set(RULES.legal_moves(state))
            for d in state.field:
                for k in range(4):
                    text = notation.text(("roll", d >> 3, k))
                    expected = _reference_legal(state, d >> 3, k)
                    assert (text in listed) == expected, (text, state)
                    reason = RULES.why_not(state, text)
                    assert (reason is None) == expected
                    assert reason is None or "not allowed now" not in reason
                    checked += 1
            rolls = [m for m in listed if m != "offer-draw"]
            state = RULES.play(state, rng.choice(sorted(rolls)))
    assert checked > 1000


# ----- notation and bad input ------------------------------------------------------------


def test_notation_round_trips_and_tolerates_extra_spaces():
    from games.tris2 import notation

    state = start()
    for move in RULES.legal_moves(state):
        assert notation.text(notation.parse(move)) == move
        spaced = "  " + move.replace(" ", "   ") + " "
        assert RULES.play(state, spaced) == RULES.play(state, move)
    for move in RULES.legal_moves(RULES.new_game(variant="advanced")):
        assert notation.text(notation.parse(move)) == move
    assert notation.text(notation.parse(START)) == START


@pytest.mark.parametrize(
    "move",
    [
        None,
        5,
        1.5,
        b"0,0 N",
        ["0,0 N"],
        "",
        "   ",
        "roll",
        "offer-draw now",
        "put",
        "put 1,1",
        "turn",
        "setup XO/",
        "\uff10,0 N",
        "0,0 N" * 50,
        "99999999999,0 E",
        "0,0\tX",
    ],
)
def test_malformed_input_raises_only_illegal_move(move):
    for state in (
        RULES.new_game(),
        start(),
        RULES.new_game(variant="advanced"),
        RULES.new_game(variant="tris1"),
    ):
        with pytest.raises(IllegalMove) as err:
            RULES.play(state, move)
        assert str(err.value)


def test_random_strings_never_raise_anything_but_illegal_move():
    rng = random.Random(3)
    alphabet = "0123456789,- NESWXO/putrnsetupofferdclia\t"
    states = [RULES.new_game(), start(), RULES.new_game(variant="advanced"), RULES.new_game(variant="tris1")]
    deciding = [state for state in states if RULES.legal_moves(state)]  # not a roll of the dice
    refused = 0
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(12)))
        if rng.random() < 0.3:  # or a listed move, one letter changed or the spacing and case off
            text = loosely(rng, rng.choice(RULES.legal_moves(rng.choice(deciding))), alphabet)
        for state in states:
            try:
                after = RULES.play(state, text)
            except IllegalMove as err:
                assert str(err).endswith("."), (text, str(err))  # a reason in words
                refused += 1
            else:  # whatever is accepted is a listed move, spelt loosely (or a roll of the dice)
                listed = RULES.legal_moves(state)
                assert state not in deciding or any(RULES.play(state, move) == after for move in listed), text
    assert 0 < refused < 3000 * len(states) - 200  # both ways, often


# ----- extras for the screen -------------------------------------------------------------


def test_describe_move_and_move_effect():
    state = start()
    # the board marks the die moved: the words name it by what a person sees, no coordinates
    assert RULES.describe_move(state, "2,0 E") == "Player 1 rolls a / die east: it now shows O on top."
    assert RULES.describe_move(state, "offer-draw") == "Player 1 offers a draw."
    assert RULES.describe_move(RULES.new_game(), START) == "The nine dice are set out at random."
    effect = RULES.move_effect(state, "2,0 E")
    assert effect == {
        "kind": "roll",
        "from": (2, 0),
        "to": (3, 0),
        "direction": "E",
        "before": "/XO",
        "after": "OX/",
    }
    assert RULES.move_effect(state, "1,1 N") is None
    placing = RULES.new_game(variant="advanced")
    assert (
        RULES.describe_move(placing, "put 1,1 XO/")
        == "Player 1 places a die with X on top (O north-south, / east-west)."
    )
    assert RULES.move_effect(placing, "put 1,1 XO/") == {"kind": "put", "to": (1, 1), "after": "XO/"}
    tris1 = RULES.new_game(variant="tris1")
    assert RULES.describe_move(tris1, "turn 1,1") == "Player 1 (X) turns a / die to X."


def test_why_not_is_none_for_every_legal_move():
    for state in (start(), RULES.new_game(variant="advanced"), RULES.new_game(variant="tris1")):
        for move in RULES.legal_moves(state):
            assert RULES.why_not(state, move) is None
    assert "no die there" in RULES.why_not(start(), "7,7 N").lower()


def test_end_reason_while_playing():
    assert RULES.end_reason(start()) == ""  # nothing while the game goes on (contract)
    assert RULES.returns(start()) == [0.0, 0.0]


def test_repetition_counts_a_field_slid_across_the_grid_as_the_same_position():
    """The field is endless: the same dice in the same places relative to each
    other, with the same player to move, are one position wherever they lie."""
    from games.tris2.field import cell, shape

    field = tuple(sorted([cell(0, 0) * 8 + 1, cell(1, 0) * 8 + 2, cell(1, 1) * 8 + 3]))
    slid = tuple(sorted(d + cell(5, -3) * 8 for d in field))
    assert slid != field and shape(slid) == shape(field)
    moved = tuple(sorted([cell(0, 0) * 8 + 1, cell(2, 0) * 8 + 2, cell(1, 1) * 8 + 3]))
    assert shape(moved) != shape(field)
