"""Triad rules (games/triad/howto.txt): every rule, every refusal, the notation."""

import random

import pytest
from random_play import assert_illegal

from games import registry
from games.core import CHANCE as CORE_CHANCE
from games.core import IllegalMove as CoreIllegalMove
from games.triad.rules import CHANCE, RULES, IllegalMove, make_position

B, O = 0, 1  # noqa: E741 (Black and Orange, as the rulebook names the seats)


def start(roll="roll 312213/222131"):
    return RULES.play(RULES.new_game(), roll)


def position(mover=B, triads=(0, 0), **cells):
    return make_position(cells, mover, triads)


def play_all(state, *moves):
    for move in moves:
        state = RULES.play(state, move)
    return state


# ----- interface and menu facts -------------------------------------------------


def test_interface_facts():
    assert RULES.id == "triad" and RULES.title == "Triad"
    assert (RULES.min_players, RULES.max_players) == (2, 2)
    assert RULES.variants[0] == "standard"
    assert set(RULES.VARIANT_NAMES) == set(RULES.variants)
    assert RULES.OPTIONS == {}
    assert CHANCE == CORE_CHANCE == -1 and IllegalMove is CoreIllegalMove
    game = registry.get("triad")
    assert 0 < len(game.pitch) <= 60 and game.players_text == "2"


def test_new_game_is_a_setup_roll():
    state = RULES.new_game()
    assert RULES.to_move(state) == CHANCE
    assert RULES.legal_moves(state) == []  # 3^12 outcomes: too many to list
    assert not RULES.is_over(state)
    assert RULES.dice(state) == {}
    assert RULES.phase(state) == "setup"
    assert RULES.new_game(players=2, variant="standard") == state


@pytest.mark.parametrize("kwargs", [{"players": 3}, {"players": 1}, {"variant": "fast"}, {"size": 8}])
def test_new_game_refuses_bad_settings(kwargs):
    with pytest.raises(IllegalMove):
        RULES.new_game(**kwargs)


# ----- setup ------------------------------------------------------------------


def test_setup_sorts_each_row_from_the_players_own_left():
    state = start("roll 312213/222131")
    assert RULES.dice(state) == {
        "a6": (B, 1),
        "b6": (B, 1),
        "c6": (B, 2),
        "d6": (B, 2),
        "e6": (B, 3),
        "f6": (B, 3),
        # Orange sits at the top, so their left is column f.
        "f1": (O, 1),
        "e1": (O, 1),
        "d1": (O, 2),
        "c1": (O, 2),
        "b1": (O, 2),
        "a1": (O, 3),
    }
    assert RULES.to_move(state) == B  # Black moves first
    assert RULES.phase(state) == "move"
    assert RULES.triad_counts(state) == [0, 0]


def loosely(rng, move, alphabet):
    """`move` with one letter changed, or its spacing and case off."""
    if rng.random() < 0.5:
        at = rng.randrange(len(move))
        return move[:at] + rng.choice(alphabet) + move[at + 1 :]
    spaced = (
        rng.choice(["", " ", "  "]) + move.replace(" ", rng.choice([" ", "  ", "\t"])) + rng.choice(["", " "])
    )
    return spaced.upper() if rng.random() < 0.3 else spaced


def test_random_outcome_is_a_fair_roll_of_twelve_dice():
    rng = random.Random(7)
    state = RULES.new_game()
    counts = {"1": 0, "2": 0, "3": 0}
    for _ in range(1500):
        roll = RULES.random_outcome(state, rng)
        assert roll.startswith("roll ") and roll[11] == "/" and len(roll) == 18
        for ch in roll[5:11] + roll[12:]:
            counts[ch] += 1
        RULES.play(state, roll)
    total = sum(counts.values())
    for count in counts.values():
        assert abs(count / total - 1 / 3) < 0.02
    assert RULES.random_outcome(state, random.Random(3)) == RULES.random_outcome(state, random.Random(3))


@pytest.mark.parametrize(
    "roll",
    [
        "roll",
        "roll 31221/222131",
        "roll 312213/2221314",
        "roll 312214/222131",
        "roll 312213222131",
        "roll 312213/22213a",
        "roll 312213 / 222131",
        "roll 312213/222131 x",
        "c6=2 c4",
        "remove a1",
    ],
)
def test_setup_refuses_anything_but_a_good_roll(roll):
    assert_illegal(RULES, RULES.new_game(), roll)


def test_no_roll_after_setup_and_no_random_outcome_at_a_decision():
    state = start()
    assert_illegal(RULES, state, "roll 111111/111111", "already")
    with pytest.raises(IllegalMove):
        RULES.random_outcome(state, random.Random(1))


# ----- a normal move --------------------------------------------------------------


def test_normal_moves_go_exactly_the_new_value_in_eight_directions():
    state = position(c3=(B, 1), f6=(O, 1))
    expected = {
        "c3=2 e3",
        "c3=2 a3",
        "c3=2 c5",
        "c3=2 c1",
        "c3=2 e5",
        "c3=2 e1",
        "c3=2 a5",
        "c3=2 a1",
        "c3=3 f3",
        "c3=3 c6",
    }  # f6 (3 away diagonally) is taken
    assert set(RULES.legal_moves(state)) == expected
    assert len(RULES.legal_moves(state)) == len(expected)
    after = RULES.play(state, "c3=3 f3")
    assert RULES.dice(after) == {"f3": (B, 3), "f6": (O, 1)}
    assert RULES.to_move(after) == O


def test_moves_near_the_edge_stay_on_the_board():
    assert set(RULES.targets(position(a1=(B, 1), f3=(O, 1)), "a1")) == {"c1", "d1", "a3", "a4", "c3", "d4"}
    assert set(RULES.targets(position(a1=(B, 2), f3=(O, 1)), "a1")) == {"b1", "d1", "a2", "a4", "b2", "d4"}
    assert set(RULES.targets(position(f6=(B, 3), a1=(O, 1)), "f6")) == {"e6", "d6", "f5", "f4", "e5", "d4"}
    assert_illegal(RULES, position(a1=(B, 2), f3=(O, 1)), "a1=3 a5", "1 to 3 cells")
    assert_illegal(RULES, position(f6=(B, 2), a1=(O, 1)), "f6=3 f9", "not a cell")


def test_the_value_must_change():
    assert_illegal(RULES, position(c3=(B, 2), f6=(O, 1)), "c3=2 c5", "already shows 2", "different")


def test_the_distance_must_equal_the_new_value():
    assert_illegal(RULES, position(c3=(B, 1), f6=(O, 1)), "c3=3 e3", "exactly 3", "2 away")
    assert_illegal(RULES, position(c3=(B, 1), f6=(O, 1)), "c3=2 d3", "exactly 2")


def test_only_straight_lines():
    state = position(c3=(B, 1), f6=(O, 1))
    assert_illegal(RULES, state, "c3=2 d5", "straight line")
    assert_illegal(RULES, state, "c3=3 c3", "move away")
    assert_illegal(RULES, state, "c3=2 f1", "straight line")


def test_no_jumping_and_no_landing_on_a_die():
    state = position(c3=(B, 1), d3=(O, 1), e5=(O, 2))
    assert_illegal(RULES, state, "c3=2 e3", "jump", "d3")
    assert_illegal(RULES, state, "c3=3 f3", "jump", "d3")
    assert_illegal(RULES, state, "c3=2 e5", "taken")
    assert_illegal(RULES, position(c3=(B, 1), d4=(B, 2), f6=(O, 1)), "c3=3 f6", "jump")
    assert not any(
        m.startswith("c3=") and m.endswith(("e3", "f3", "e5", "f6")) for m in RULES.legal_moves(state)
    )


def test_only_your_own_dice():
    state = position(c3=(B, 1), f6=(O, 1))
    assert_illegal(RULES, state, "f6=2 f4", "Orange")
    assert_illegal(RULES, state, "a2=2 a4", "no die on a2")
    assert_illegal(RULES, RULES.play(state, "c3=2 c5"), "c5=1 c4", "Black")


def test_setup_position_has_moves_for_black():
    moves = RULES.legal_moves(start())
    assert moves and all(m.split()[0][:2] in {"a6", "b6", "c6", "d6", "e6", "f6"} for m in moves)
    assert "a6=2 a4" in moves and "a6=1 a5" not in moves


# ----- fallback moves -----------------------------------------------------------


def blocked():
    """Black's only die (a1, showing 1) cannot make a normal move."""
    return position(a1=(B, 1), c1=(O, 1), a2=(O, 1), b2=(O, 3))


def test_fallback_moves_only_when_no_die_can_move():
    state = blocked()
    assert RULES.phase(state) == "fallback"
    assert RULES.legal_moves(state) == ["a1=2", "a1=3", "a1 b1"]
    assert RULES.turns(state, "a1") == {2: "a1=2", 3: "a1=3"}
    assert RULES.targets(state, "a1") == {"b1": "a1 b1"}
    after = RULES.play(state, "a1=3")
    assert RULES.dice(after)["a1"] == (B, 3) and RULES.to_move(after) == O
    after = RULES.play(state, "a1 b1")
    assert RULES.dice(after)["b1"] == (B, 1) and "a1" not in RULES.dice(after)


def test_fallback_moves_refused_while_a_normal_move_exists():
    state = start()
    assert RULES.phase(state) == "move"
    assert_illegal(RULES, state, "a6=2", "only allowed when none")
    assert_illegal(RULES, state, "c6 c4", "only allowed when none")
    assert RULES.turns(state, "a6") == {}


def test_fallback_moves_follow_the_usual_limits():
    state = blocked()
    assert_illegal(RULES, state, "a1=1", "already shows 1")
    assert_illegal(RULES, state, "a1 c1", "exactly 1")
    assert_illegal(RULES, state, "c1=2", "Orange")
    assert_illegal(RULES, state, "a1=2 c1", "taken")


def test_turning_in_place_can_make_a_triad():
    state = position(a1=(B, 1), c1=(O, 1), a2=(O, 1), b2=(O, 2), c3=(O, 2))
    assert RULES.phase(state) == "fallback"
    after = RULES.play(state, "a1=2")
    assert RULES.new_triads(after) == [("a1", "b2", "c3")]
    assert RULES.removable(after) == ["a1"]
    assert RULES.triad_counts(after) == [1, 0]


# ----- triads -----------------------------------------------------------------


def test_three_equal_values_of_both_colours_make_a_triad():
    state = RULES.play(position(c6=(B, 1), d4=(O, 2), e4=(O, 2)), "c6=2 c4")
    assert RULES.phase(state) == "remove" and RULES.to_move(state) == B
    assert RULES.new_triads(state) == [("c4", "d4", "e4")]
    assert RULES.removable(state) == ["c4"]
    assert RULES.legal_moves(state) == ["remove c4"]
    assert RULES.triad_counts(state) == [1, 0]
    after = RULES.play(state, "remove c4")
    assert RULES.dice(after) == {"d4": (O, 2), "e4": (O, 2)}
    assert RULES.to_move(after) == O and RULES.triad_counts(after) == [1, 0]
    assert RULES.new_triads(after) == []


def test_three_different_values_make_a_triad_in_any_order():
    state = RULES.play(position(c6=(B, 1), d4=(O, 3), e4=(O, 1)), "c6=2 c4")
    assert RULES.new_triads(state) == [("c4", "d4", "e4")]


@pytest.mark.parametrize(
    "cells",
    [
        dict(d4=(B, 2), e4=(B, 2), f1=(O, 1)),  # one colour only
        dict(d4=(O, 2), e4=(O, 3)),  # two equal, one different
        dict(d4=(O, 2), f4=(O, 2)),  # not consecutive
    ],
)
def test_not_a_triad(cells):
    state = RULES.play(position(c6=(B, 1), **cells), "c6=2 c4")
    assert RULES.to_move(state) == O and RULES.new_triads(state) == []
    assert RULES.triad_counts(state) == [0, 0]


def test_triads_along_columns_and_both_diagonals():
    column = RULES.play(position(c3=(B, 1), a2=(O, 2), a4=(O, 2)), "c3=2 a3")
    assert RULES.new_triads(column) == [("a2", "a3", "a4")]
    diagonal = RULES.play(position(d6=(B, 1), b2=(O, 1), c3=(O, 3)), "d6=2 d4")
    assert RULES.new_triads(diagonal) == [("b2", "c3", "d4")]
    anti = RULES.play(position(c5=(B, 2), e2=(O, 1), d3=(O, 1)), "c5=1 c4")
    assert [set(t) for t in RULES.new_triads(anti)] == [{"e2", "d3", "c4"}]


def test_a_triad_may_be_part_of_a_line_of_four():
    state = RULES.play(position(c6=(B, 1), d4=(O, 2), e4=(O, 2), f4=(O, 2)), "c6=2 c4")
    assert RULES.new_triads(state) == [("c4", "d4", "e4")]
    assert RULES.standing_triads(state) == [("c4", "d4", "e4")]  # d4-e4-f4 is one colour
    mixed = RULES.play(position(c6=(B, 1), d4=(O, 2), e4=(B, 2), f4=(O, 2)), "c6=2 c4")
    assert RULES.new_triads(mixed) == [("c4", "d4", "e4")]
    assert RULES.removable(mixed) == ["c4", "e4"]


def test_triads_already_standing_never_count():
    standing = dict(a1=(B, 1), b1=(O, 1), c1=(O, 1))
    state = position(f6=(B, 1), **standing)
    assert RULES.standing_triads(state) == [("a1", "b1", "c1")]
    after = RULES.play(state, "f6=2 f4")
    assert RULES.to_move(after) == O and RULES.triad_counts(after) == [0, 0]
    # A new triad elsewhere: only it counts, and only its dice may go.
    state = position(c6=(B, 1), d4=(O, 2), e4=(O, 2), **standing)
    after = RULES.play(state, "c6=2 c4")
    assert RULES.new_triads(after) == [("c4", "d4", "e4")]
    assert RULES.removable(after) == ["c4"]
    assert_illegal(RULES, after, "remove a1", "not in the new triad")


def test_two_triads_in_one_move_give_one_removal():
    state = position(c6=(B, 1), d4=(O, 2), e4=(O, 2), c3=(O, 2), c2=(B, 2))
    after = RULES.play(state, "c6=2 c4")
    assert sorted(RULES.new_triads(after)) == [("c2", "c3", "c4"), ("c4", "d4", "e4")]
    assert RULES.removable(after) == ["c2", "c4"]
    assert RULES.triad_counts(after) == [1, 0]
    assert_illegal(RULES, after, "remove c3", "not", "your")
    assert_illegal(RULES, after, "remove d4", "your")
    done = RULES.play(after, "remove c2")
    assert RULES.to_move(done) == O and RULES.triad_counts(done) == [1, 0]
    assert "c2" not in RULES.dice(done) and "c4" in RULES.dice(done)


def test_orange_makes_triads_too():
    state = position(O, a1=(O, 1), c3=(B, 2), d3=(B, 2))
    after = RULES.play(state, "a1=3 a4")  # no triad: a4 is not next to c3
    assert RULES.to_move(after) == B
    state = position(O, b1=(O, 1), c3=(B, 2), d3=(B, 2))
    after = RULES.play(state, "b1=2 b3")
    assert RULES.new_triads(after) == [("b3", "c3", "d3")]
    assert RULES.removable(after) == ["b3"] and RULES.triad_counts(after) == [0, 1]


def test_removal_comes_only_right_after_a_triad():
    state = RULES.play(position(c6=(B, 1), d4=(O, 2), e4=(O, 2), f1=(B, 1)), "c6=2 c4")
    assert_illegal(RULES, state, "f1=2 f3", "first remove")
    assert_illegal(RULES, state, "remove f1", "not in the new triad")
    assert_illegal(RULES, state, "remove a5", "does not hold one of your dice")
    assert_illegal(RULES, start(), "remove a6", "only remove a die right after")


# ----- the end -----------------------------------------------------------------


def test_the_third_triad_wins_at_once():
    state = position(c6=(B, 1), d4=(O, 2), e4=(O, 2), triads=(2, 1))
    after = RULES.play(state, "c6=2 c4")
    assert RULES.is_over(after) and RULES.returns(after) == [1.0, 0.0]
    assert RULES.winner(after) == B and RULES.triad_counts(after) == [3, 1]
    assert RULES.legal_moves(after) == [] and RULES.removable(after) == []
    assert RULES.new_triads(after) == [("c4", "d4", "e4")]
    assert RULES.end_reason(after) == "Black wins: a third triad, made on c4-d4-e4."
    assert_illegal(RULES, after, "remove c4", "over")


def test_orange_can_win():
    state = position(O, b1=(O, 1), c3=(B, 2), d3=(B, 2), triads=(1, 2))
    after = RULES.play(state, "b1=2 b3")
    assert RULES.returns(after) == [0.0, 1.0] and RULES.end_reason(after).startswith("Orange")


def cycle_moves():
    # Each die goes round a1 -> b1 -> d1 -> a1 (values 1, 2, 3): one loop
    # each is six plies and brings the position back.
    return ["a1=1 b1", "a6=1 b6", "b1=2 d1", "b6=2 d6", "d1=3 a1", "d6=3 a6"]


def test_third_repetition_draws_counting_the_start():
    state = position(a1=(B, 3), a6=(O, 3))
    assert RULES.position_count(state) == 1
    state = play_all(state, *cycle_moves())
    assert RULES.position_count(state) == 2 and not RULES.is_over(state)
    state = play_all(state, *cycle_moves()[:-1])
    assert not RULES.is_over(state)
    state = RULES.play(state, cycle_moves()[-1])
    assert RULES.is_over(state) and RULES.returns(state) == [0.5, 0.5]
    assert RULES.winner(state) is None and "third time" in RULES.end_reason(state)
    assert RULES.legal_moves(state) == []


def test_repetition_counts_from_a_real_setup():
    # From the true start: the setup position counts once too.
    state = RULES.play(RULES.new_game(), "roll 333333/333333")
    assert RULES.position_count(state) == 1


def test_the_player_to_move_is_part_of_a_position():
    # Same dice, other player to move: a different position.
    state = position(a1=(B, 3), a6=(O, 3))
    state = play_all(state, "a1=1 b1", "a6=1 b6", "b1=2 d1", "b6=2 d6", "d1=3 a1")
    assert RULES.position_count(state) == 1


def test_a_removal_starts_the_count_afresh():
    state = position(c6=(B, 1), d4=(O, 2), e4=(O, 2), a1=(O, 1))
    after = play_all(state, "c6=2 c4", "remove c4")
    assert RULES.position_count(after) == 1
    assert len(after.history) == 1


def test_a_player_with_no_move_at_all_draws():
    state = RULES.play(position(c6=(B, 1)), "c6=2 c4")  # Orange has no dice
    assert RULES.is_over(state) and RULES.returns(state) == [0.5, 0.5]
    assert RULES.end_reason(state) == "Draw: Orange has no move at all."


# ----- notation and malformed input ---------------------------------------------


def random_states(count, seed=1):
    rng = random.Random(seed)
    state = RULES.new_game()
    states = []
    while len(states) < count:
        if RULES.is_over(state):
            state = RULES.new_game()
        if RULES.to_move(state) == CHANCE:
            state = RULES.play(state, RULES.random_outcome(state, rng))
        else:
            states.append(state)
            state = RULES.play(state, rng.choice(RULES.legal_moves(state)))
    return states


def test_notation_round_trips_and_harmless_variants():
    for state in random_states(150):
        for move in RULES.legal_moves(state):
            after = RULES.play(state, move)
            assert RULES.play(state, "  " + move.upper().replace(" ", "   ") + " ") == after
            assert RULES.describe_move(state, move).endswith(".")
            assert RULES.why_not(state, move) is None
            if " " in move and not move.startswith("remove"):
                source, target = move.split(" ")
                assert RULES.move_between(state, source[:2], target) == move
                assert RULES.targets(state, source[:2])[target] == move


def test_states_are_values():
    one = play_all(RULES.new_game(), "roll 123123/321321", "a6=2 a4")
    two = play_all(RULES.new_game(), "roll 321321/123123", "a6=2 a4")
    assert one == two and hash(one) == hash(two) and len({one, two}) == 1
    before = start()
    copy = start()
    RULES.play(before, "a6=2 a4")
    assert before == copy


MALFORMED = [
    None,
    5,
    2.5,
    b"c6=2 c4",
    ["c6=2", "c4"],
    "",
    " ",
    "c6=2c4",
    "c6=4 c2",
    "c6=0 c4",
    "c0=2 c2",
    "g1=1 f1",
    "c6=2 c4 c2",
    "remove",
    "remove x9",
    "remove c4 c5",
    "roll",
    "c6=\u00b2 c4",
    "c\u00b2=2 c4",
    "c6 = 2 c4",
    "=2 c4",
    "c6=",
    "c6=2 ",
    "c6",
    "6c=2 c4",
    "c66=2 c4",
    "c6=2 c07",
    "pass",
    "c6==2 c4",
    "a1/a2",
    "\u0000",
    "c6=2 c4\n c3",
    "x" * 500,
]


@pytest.mark.parametrize("bad", MALFORMED, ids=repr)
def test_malformed_input_raises_only_illegal_move(bad):
    finished = RULES.play(position(c6=(B, 1), d4=(O, 2), e4=(O, 2), triads=(2, 0)), "c6=2 c4")
    removing = RULES.play(position(c6=(B, 1), d4=(O, 2), e4=(O, 2)), "c6=2 c4")
    for state in (RULES.new_game(), start(), blocked(), removing, finished):
        try:
            RULES.play(state, bad)
        except IllegalMove as err:
            assert str(err)
        else:
            raise AssertionError(f"{bad!r} was accepted")


def test_random_text_never_raises_anything_but_illegal_move():
    rng = random.Random(5)
    alphabet = "abcdefgz0123456789=/ removl\u00b2\u0663"
    states = [RULES.new_game(), start(), blocked()]
    deciding = [state for state in states if RULES.legal_moves(state)]  # not a roll of the dice
    refused = 0
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
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


def test_describe_move_and_seat_names():
    state = start()
    assert (
        RULES.describe_move(RULES.new_game(), "roll 312213/222131")
        == "Black rolls 1 1 2 2 3 3 and Orange rolls 1 1 2 2 2 3."
    )
    assert RULES.describe_move(state, "c6=1 c5") == "Black turns the die on c6 to 1 and moves it to c5."
    assert RULES.describe_move(blocked(), "a1=2") == "Black turns the die on a1 to 2 without moving it."
    assert RULES.describe_move(blocked(), "a1 b1") == "Black moves the die on a1 to b1 without turning it."
    removing = RULES.play(position(O, b1=(O, 1), c3=(B, 2), d3=(B, 2)), "b1=2 b3")
    assert RULES.describe_move(removing, "remove b3") == "Orange removes their die on b3."
    assert [RULES.seat_name(s) for s in (0, 1)] == ["Black", "Orange"]
    with pytest.raises(IllegalMove):
        RULES.describe_move(state, "nonsense")


# ----- board-screen queries -------------------------------------------------------


def test_screen_queries():
    state = start()
    assert RULES.movable(state) == ["a6", "b6", "c6", "d6", "e6", "f6"]
    assert RULES.targets(state, "a6") == {"a4": "a6=2 a4", "a3": "a6=3 a3", "c4": "a6=2 c4", "d3": "a6=3 d3"}
    assert RULES.targets(state, "a1") == {}  # Orange's die, Black to move
    assert RULES.targets(state, "zz") == {}
    assert RULES.move_between(state, "a6", "a5") == "a6=1 a5"
    assert "already shows 1" in RULES.why_not(state, "a6=1 a5")
    assert RULES.move_between(state, "a6", "b4") is None
    assert RULES.move_between(state, "a6", "a6") is None
    assert RULES.removable(state) == [] and RULES.new_triads(state) == []
    assert RULES.winner(state) is None
    assert RULES.end_reason(state) == ""  # nothing while the game goes on (contract)
    assert RULES.movable(RULES.new_game()) == []
    assert RULES.move_between(blocked(), "a1", "b1") == "a1 b1"
    assert RULES.movable(blocked()) == ["a1"]


# ----- the in-app rules page ---------------------------------------------------------


def test_rules_text_covers_the_game():
    import os

    import games.triad

    path = os.path.join(os.path.dirname(games.triad.__file__), "howto.txt")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    headings = [line[2:] for line in text.splitlines() if line.startswith("# ")]
    assert "Goal" in headings and "How to play on screen" in headings
    lower = text.lower()
    for topic in (
        "roll",
        "different number",
        "straight line",
        "jump",
        "none of your dice",
        "both colours",
        "all the same",
        "all different",
        "longer line",
        "already on the board",
        "remove",
        "two or more triads",
        "third triad",
        "third time",
        "no move at all",
        "rematch",
        "tap",
    ):
        assert topic in lower, topic
    assert all(ord(ch) < 128 or ch.isprintable() for ch in text)


def brute_force_moves(state):
    """The move list straight from the spec's words, by plain geometry."""
    dice = RULES.dice(state)
    seat = RULES.to_move(state)
    mine = [cell for cell, (owner, _) in dice.items() if owner == seat]

    def path_ok(cell, target, distance):
        (c0, r0), (c1, r1) = parse(cell), parse(target)
        dc, dr = c1 - c0, r1 - r0
        if (dc, dr) == (0, 0) or not (dc == 0 or dr == 0 or abs(dc) == abs(dr)):
            return False
        if max(abs(dc), abs(dr)) != distance:
            return False
        sc, sr = (dc > 0) - (dc < 0), (dr > 0) - (dr < 0)
        between = [name(c0 + sc * i, r0 + sr * i) for i in range(1, distance)]
        return target not in dice and not any(cell in dice for cell in between)

    cells = [name(c, r) for r in range(6) for c in range(6)]
    normal = {
        f"{a}={v} {t}" for a in mine for v in (1, 2, 3) for t in cells if v != dice[a][1] and path_ok(a, t, v)
    }
    if normal:
        return normal
    turns = {f"{a}={v}" for a in mine for v in (1, 2, 3) if v != dice[a][1]}
    slides = {f"{a} {t}" for a in mine for t in cells if path_ok(a, t, dice[a][1])}
    return turns | slides


def parse(cell):
    return "abcdef".index(cell[0]), int(cell[1]) - 1


def name(col, row):
    return "abcdef"[col] + str(row + 1)


def test_legal_moves_match_a_brute_force_reading_of_the_rules():
    crowded = [
        position(a1=(B, 1), c1=(O, 1), a2=(O, 1), b2=(O, 3), f6=(O, 2)),
        position(f6=(B, 3), e6=(O, 1), f5=(O, 1), e5=(O, 1), a1=(O, 1)),
    ]
    states = [s for s in random_states(300, seed=3) if RULES.phase(s) in ("move", "fallback")]
    for state in states + crowded:
        assert set(RULES.legal_moves(state)) == brute_force_moves(state)
        assert len(RULES.legal_moves(state)) == len(brute_force_moves(state))


def test_standing_triads_match_a_brute_force_reading_of_the_rules():
    found = 0
    for state in random_states(300, seed=8):
        dice = RULES.dice(state)
        expected = set()
        for r in range(6):
            for c in range(6):
                for dc, dr in ((1, 0), (0, 1), (1, 1), (-1, 1)):
                    line = [(c + dc * i, r + dr * i) for i in range(3)]
                    if not all(0 <= x < 6 and 0 <= y < 6 for x, y in line):
                        continue
                    names = [name(x, y) for x, y in line]
                    if not all(n in dice for n in names):
                        continue
                    colours = {dice[n][0] for n in names}
                    values = {dice[n][1] for n in names}
                    if len(colours) == 2 and len(values) in (1, 3):
                        expected.add(frozenset(names))
        assert {frozenset(t) for t in RULES.standing_triads(state)} == expected
        found += len(expected)
    assert found > 0
