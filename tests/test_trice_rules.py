"""TRICE rules: every rule games/trice/howto.txt tells, each illegal move, notation."""

import copy

import pytest
from random_play import assert_illegal

from games import registry
from games.trice.rules import CHANCE, RULES, IllegalMove, TriceState, position_key
from games.trice.tables import EMPTY, INDEX, LINES, NEIGHBOURS, SYMMETRIES, judge

COLOURS = "WPO"


def code(die):
    return COLOURS.index(die[0]) * 6 + int(die[1]) - 1


def make(board=None, pool=(), phase="place", seat=0, hand=None, variant="v0.3", seen=()):
    """A hand-built state (the board as {cell: die})."""
    cells = [EMPTY] * 12
    for name, die in (board or {}).items():
        cells[INDEX[name]] = code(die)
    return TriceState(
        variant,
        phase,
        seat,
        tuple(cells),
        tuple(sorted(code(d) for d in pool)),
        code(hand) if hand else EMPTY,
        EMPTY,
        (),
        0,
        (),
        seen,
        (),
    )


def full_board(variant="v0.3"):
    """Twelve dice with no Trice or Double Trice on any line."""
    rows = ["O1 W6 W4 O4", "P4 O5 O2 W5", "P5 P1 W3 P3"]
    board = {}
    for r, row in enumerate(rows):
        for c, die in enumerate(row.split()):
            board["abcd"[c] + str(r + 1)] = die
    return board


def started(roll="351622/114463", variant="v0.3"):
    return RULES.play(RULES.new_game(variant=variant), "roll " + roll)


# ---- set-up -------------------------------------------------------------


def test_interface_facts():
    assert RULES.id == "trice" and RULES.title == "TRICE"
    assert (RULES.min_players, RULES.max_players) == (2, 2)
    assert RULES.variants == ("v0.3", "classic")
    assert set(RULES.VARIANT_NAMES) == set(RULES.variants)
    assert RULES.OPTIONS == {}
    game = registry.get("trice")
    assert 0 < len(game.pitch) <= 60 and game.players_text == "2"


def test_new_game_is_a_chance_node_with_no_listed_outcomes():
    state = RULES.new_game()
    assert state.variant == "v0.3"
    assert RULES.to_move(state) == CHANCE
    assert RULES.legal_moves(state) == []
    assert not RULES.is_over(state)
    assert RULES.new_game(variant="classic").variant == "classic"


@pytest.mark.parametrize(
    "kwargs", [{"players": 3}, {"players": 1}, {"variant": "v9"}, {"colour_blind": True}]
)
def test_new_game_refuses_bad_settings(kwargs):
    with pytest.raises(IllegalMove):
        RULES.new_game(**kwargs)


def test_random_outcome_is_a_valid_roll():
    import random

    rng = random.Random(4)
    state = RULES.new_game()
    for _ in range(50):
        roll = RULES.random_outcome(state, rng)
        assert roll.startswith("roll ") and len(roll) == 18
        RULES.play(state, roll)


def test_roll_gives_each_player_two_dice_of_each_colour_in_order():
    state = started("351622/114463")
    assert RULES.rolls(state) == ([3, 5, 1, 6, 2, 2], [1, 1, 4, 4, 6, 3])
    assert sorted(RULES.pool(state)) == sorted(
        ["W3", "W5", "P1", "P6", "O2", "O2", "W1", "W1", "P4", "P4", "O6", "O3"]
    )


@pytest.mark.parametrize(
    "move",
    [
        "roll",
        "roll 35162/114463",
        "roll 3516223/114463",
        "roll 351620/114463",
        "roll 351627/114463",
        "roll 351622-114463",
        "roll abcdef/114463",
        "roll 351622/114463/111111",
        "give W1",
    ],
)
def test_malformed_rolls_are_refused(move):
    assert_illegal(RULES, RULES.new_game(), move)


def test_more_sixes_starts_and_the_other_player_gives_first():
    state = started("666111/611111")
    assert RULES.starter(state) == 0
    assert RULES.to_move(state) == 1 and RULES.step(state) == "give"
    assert "more 6s" in RULES.start_reason(state)
    state = started("111116/611666")
    assert RULES.starter(state) == 1 and RULES.to_move(state) == 0


def test_ties_fall_through_to_fives_then_fours():
    state = started("655111/611111")
    assert RULES.starter(state) == 0 and "more 5s" in RULES.start_reason(state)
    state = started("654111/655111")
    assert RULES.starter(state) == 1 and "more 5s" in RULES.start_reason(state)
    state = started("654321/653321")
    assert RULES.starter(state) == 0 and "more 4s" in RULES.start_reason(state)
    state = started("622222/611111")
    assert RULES.starter(state) == 0 and "more 2s" in RULES.start_reason(state)


def test_a_full_tie_rolls_again():
    state = started("123456/654321")
    assert RULES.to_move(state) == CHANCE and RULES.step(state) == "roll"
    assert RULES.starter(state) is None
    assert "again" in RULES.start_reason(state)
    assert RULES.rolls(state) == ([1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1])
    state = RULES.play(state, "roll 666666/111111")
    assert RULES.starter(state) == 0


def test_seat_order_give_place_give():
    state = started("666111/111111")  # Player 1 starts
    seats = []
    for move in ["give W1", "place a1", "give W1", "place d3", "give W6", "place b3"]:
        seats.append((RULES.to_move(state), RULES.step(state)))
        state = RULES.play(state, move)
    assert seats == [(1, "give"), (0, "place"), (0, "give"), (1, "place"), (1, "give"), (0, "place")]


def test_identical_dice_are_listed_once_and_both_can_be_given():
    state = started("331111/611111")
    gives = RULES.legal_moves(state)
    assert gives.count("give W3") == 1
    assert len(gives) == len(set(gives))
    state = RULES.play(state, "give W3")
    assert RULES.hand(state) == "W3" and RULES.pool(state).count("W3") == 1
    state = RULES.play(RULES.play(state, "place a1"), "give W3")
    assert "W3" not in RULES.pool(state)
    assert "give W3" not in RULES.legal_moves(RULES.play(state, "place c3"))


def test_give_refuses_missing_and_malformed_dice():
    state = started("331111/611111")
    assert_illegal(RULES, state, "give O6", "no orange 6")
    for move in ["give", "give W7", "give X3", "give W", "give W3 W1", "give 3W"]:
        assert_illegal(RULES, state, move)
    assert_illegal(RULES, state, "place a1", "not now")


def test_place_refuses_taken_and_unknown_cells():
    state = make({"a1": "W1"}, pool=("P2",), hand="O5")
    assert_illegal(RULES, state, "place a1", "already")
    for move in ["place e1", "place a4", "place a0", "place", "place a1 b1", "place 1a"]:
        assert_illegal(RULES, state, move)
    assert_illegal(RULES, state, "give P2", "not now")
    assert "place a1" not in RULES.legal_moves(state)
    assert len(RULES.legal_moves(state)) == 11


# ---- the Trice check ----------------------------------------------------


def place_third(first, second, third, variant="v0.3", cells=("a1", "b1", "c1")):
    state = make({cells[0]: first, cells[1]: second}, pool=("W1", "P1"), hand=third, variant=variant)
    return RULES.play(state, f"place {cells[2]}")


@pytest.mark.parametrize(
    "dice,words",
    [
        (("W1", "W3", "W6"), "same colour"),
        (("W2", "P2", "O2"), "same value"),
        (("W2", "P3", "O4"), "run"),
        (("W4", "P3", "O2"), "run"),
    ],
)
def test_one_condition_is_a_trice_and_wins(dice, words):
    for variant in RULES.variants:
        state = place_third(*dice, variant=variant)
        assert RULES.is_over(state) and RULES.returns(state) == [1.0, 0.0]
        assert words in RULES.end_reason(state) and "Player 1 wins" in RULES.end_reason(state)
        assert RULES.line_label(state).startswith("Trice")
        assert RULES.deciding_lines(state)[0][0] == ("a1", "b1", "c1")


@pytest.mark.parametrize(
    "dice",
    [("W3", "P2", "O4"), ("W5", "P6", "O1"), ("W6", "P1", "O2"), ("W1", "P2", "O2"), ("W1", "P3", "O5")],
)
def test_not_a_trice_wrong_order_or_wrapping(dice):
    for variant in RULES.variants:
        state = place_third(*dice, variant=variant)
        assert not RULES.is_over(state) and RULES.step(state) == "give"


def test_the_placed_die_may_be_in_the_middle_of_the_line():
    state = make({"a2": "W2", "c2": "P4"}, pool=("W1",), hand="O3")
    assert RULES.is_over(RULES.play(state, "place b2"))


@pytest.mark.parametrize(
    "dice,words",
    [
        (("W2", "W2", "W2"), "same colour and same value"),
        (("P1", "P2", "P3"), "same colour and a run of values"),
        (("O5", "O4", "O3"), "same colour and a run of values"),
    ],
)
def test_double_trice_loses_in_v03_and_counts_for_nothing_in_classic(dice, words):
    state = place_third(*dice, variant="v0.3")
    assert RULES.is_over(state) and RULES.returns(state) == [0.0, 1.0]
    assert words in RULES.end_reason(state) and "Player 2 wins" in RULES.end_reason(state)
    assert RULES.line_label(state) == f"Double Trice: {words} - Player 1 loses"
    assert RULES.deciding_lines(state)[0][1] == "double"
    state = place_third(*dice, variant="classic")
    assert not RULES.is_over(state)


def test_double_trice_takes_precedence_over_a_trice_in_the_same_move():
    # b2 completes a1-b2-c3 (same colour and value: Double) and a2-b2-c2 (a run: Trice).
    board = {"a1": "W4", "c3": "W4", "a2": "P3", "c2": "O5"}
    state = make(board, pool=("P6",), hand="W4", variant="v0.3")
    after = RULES.play(state, "place b2")
    assert RULES.returns(after) == [0.0, 1.0] and after.outcome[0] == "double"
    classic = RULES.play(state._replace(variant="classic"), "place b2")
    assert RULES.returns(classic) == [1.0, 0.0] and classic.outcome[0] == "trice"


def test_vertical_and_diagonal_lines_count():
    assert RULES.is_over(place_third("W1", "P2", "O3", cells=("b1", "b2", "b3")))
    assert RULES.is_over(place_third("W1", "P2", "O3", cells=("d1", "c2", "b3")))
    assert RULES.is_over(place_third("W1", "P2", "O3", cells=("b1", "c2", "d3")))


def test_only_lines_through_the_placed_die_are_checked():
    # a Trice already on row 1 (only possible in a hand-built state) does not end the game
    state = make({"a1": "W1", "b1": "W3", "c1": "W5"}, pool=("P1",), hand="O6")
    assert not RULES.is_over(RULES.play(state, "place d3"))


def test_line_tables():
    assert len(LINES) == 14
    assert (0, 5, 10) in LINES and (2, 5, 8) in LINES and (3, 6, 9) in LINES and (1, 6, 11) in LINES
    assert sorted(NEIGHBOURS[INDEX["b2"]]) == sorted(INDEX[c] for c in ("b1", "a2", "c2", "b3"))
    assert sorted(NEIGHBOURS[INDEX["a1"]]) == sorted(INDEX[c] for c in ("b1", "a2"))
    for sym in SYMMETRIES:
        assert sorted(tuple(sorted(sym[c] for c in line)) for line in LINES) == sorted(
            tuple(sorted(line)) for line in LINES
        )


# ---- the full board -----------------------------------------------------


def nearly_full(variant):
    board = full_board()
    last = board.pop("d3")
    return make(board, pool=(), hand=last, variant=variant, seat=1)


def test_full_board_fixture_has_no_trice():
    state = make(full_board())
    assert judge(state.board, range(12), True)[0] == 0


def test_classic_full_board_is_a_draw():
    state = RULES.play(nearly_full("classic"), "place d3")
    assert RULES.is_over(state) and RULES.returns(state) == [0.5, 0.5]
    assert "Draw" in RULES.end_reason(state)
    assert RULES.legal_moves(state) == []


def test_v03_full_board_goes_on_with_the_placer_marking():
    state = RULES.play(nearly_full("v0.3"), "place d3")
    assert not RULES.is_over(state)
    assert RULES.step(state) == "mark" and RULES.to_move(state) == 1
    assert len(RULES.legal_moves(state)) == 12
    assert RULES.repetitions(state) == 1  # the first full board counts


def marked(cell="b2", seat=0, variant="v0.3"):
    state = make(full_board(), phase="mark", seat=1 - seat, variant=variant)
    return RULES.play(state, f"mark {cell}")


def test_swap_only_with_an_orthogonal_neighbour_of_the_marked_die():
    state = marked("b2")
    assert RULES.to_move(state) == 0 and RULES.step(state) == "swap"
    assert sorted(RULES.legal_moves(state)) == sorted(
        ["swap b2 b1", "swap b2 a2", "swap b2 c2", "swap b2 b3"]
    )
    assert RULES.swap_targets(state) == ["b1", "a2", "c2", "b3"]
    assert_illegal(RULES, state, "swap b2 a1", "not next to")  # diagonal
    assert_illegal(RULES, state, "swap b2 d2", "not next to")  # too far
    assert_illegal(RULES, state, "swap c2 b2", "marked")  # must start at the marked die
    assert_illegal(RULES, state, "swap b2", "neighbour")
    assert_illegal(RULES, state, "inc b2", "not now")
    assert sorted(RULES.legal_moves(marked("a1"))) == ["swap a1 a2", "swap a1 b1"]


def test_swap_moves_the_dice_and_checks_nothing_yet():
    state = marked("b2")
    after = RULES.play(state, "swap b2 c2")
    assert RULES.board(after)["b2"] == "O2" and RULES.board(after)["c2"] == "O5"
    assert RULES.step(after) == "inc" and RULES.to_move(after) == 0
    assert RULES.swapped(after) == ("b2", "c2")
    assert sorted(RULES.legal_moves(after)) == ["inc b2", "inc c2"]
    assert_illegal(RULES, after, "inc a1", "swapped")
    assert_illegal(RULES, after, "swap b2 c2", "not now")


def test_inc_raises_by_one_and_six_becomes_one():
    swapped = RULES.play(marked("b1"), "swap b1 c1")  # W6 goes to c1, W4 to b1
    after = RULES.play(swapped, "inc c1")
    assert RULES.board(after)["c1"] == "W1"
    after = RULES.play(swapped, "inc b1")
    assert RULES.board(after)["b1"] == "W5"
    assert not RULES.is_over(after)
    assert RULES.step(after) == "mark" and RULES.to_move(after) == 0  # the swapper marks next


def test_a_trice_after_the_raise_wins():
    swapped = RULES.play(marked("b1"), "swap b1 c1")
    over = RULES.play(swapped, "inc c1")  # c1-c2-c3 becomes W1 O2 W3: a run
    assert RULES.is_over(over) and RULES.returns(over) == [1.0, 0.0]
    assert RULES.deciding_lines(over) == [(("c1", "c2", "c3"), "trice", "a run of values")]


def board_of(rows):
    return {"abcd"[c] + str(r + 1): die for r, row in enumerate(rows) for c, die in enumerate(row.split())}


def test_lines_through_the_other_swapped_cell_count_too():
    state = make(board_of(["W5 W5 O1 O5", "O1 P1 W6 P4", "P5 P4 W1 O1"]), phase="mark", seat=1)
    assert judge(state.board, range(12), True)[0] == 0
    swapped = RULES.play(RULES.play(state, "mark a1"), "swap a1 a2")  # O1 comes to a1
    assert not RULES.is_over(swapped)  # the swap alone decides nothing
    over = RULES.play(swapped, "inc a2")  # W5 -> W6 on a2; a1-b2-c3 is O1 P1 W1
    assert RULES.returns(over) == [1.0, 0.0]
    assert RULES.deciding_lines(over) == [(("a1", "b2", "c3"), "trice", "same value")]


def test_a_double_trice_after_the_raise_loses_even_with_a_trice():
    rows = ["P4 W5 W5 P6", "W5 O2 O5 W3", "P5 O3 P3 O2"]
    state = make(board_of(rows), phase="mark", seat=1)
    assert judge(state.board, range(12), True)[0] == 0
    swapped = RULES.play(RULES.play(state, "mark a1"), "swap a1 a2")  # W5 to a1, P4 to a2
    over = RULES.play(swapped, "inc a2")  # a1-b1-c1 W5 W5 W5 (Double), a1-a2-a3 W5 P5 P5 (Trice)
    assert RULES.returns(over) == [0.0, 1.0]
    assert "Player 1 made a Double Trice (same colour and same value) on a1-b1-c1" in RULES.end_reason(over)
    classic = RULES.play(swapped._replace(variant="classic"), "inc a2")
    assert RULES.returns(classic) == [1.0, 0.0]
    assert RULES.deciding_lines(classic) == [(("a1", "a2", "a3"), "trice", "same value")]


def test_third_repetition_of_a_full_board_position_draws():
    base = make(full_board(), phase="mark", seat=1)
    state = RULES.play(RULES.play(base, "mark b1"), "swap b1 c1")  # Player 1 swaps, then raises
    after = RULES.play(state, "inc b1")
    assert not RULES.is_over(after)
    key = position_key(after.board, 0)
    seen_once = state._replace(seen=(key,))
    second = RULES.play(seen_once, "inc b1")
    assert not RULES.is_over(second) and RULES.repetitions(second) == 2
    seen_twice = state._replace(seen=(key, 123, key))
    third = RULES.play(seen_twice, "inc b1")
    assert RULES.is_over(third) and RULES.returns(third) == [0.5, 0.5]
    assert "third time" in RULES.end_reason(third)
    # the same board with the other player to mark is a different position
    other = state._replace(seen=(position_key(after.board, 1),) * 2)
    assert not RULES.is_over(RULES.play(other, "inc b1"))


def test_repetition_counts_each_marking_position_by_play():
    state = RULES.play(nearly_full("v0.3"), "place d3")
    assert len(state.seen) == 1
    state = RULES.play(RULES.play(RULES.play(state, "mark b1"), "swap b1 c1"), "inc b1")
    assert not RULES.is_over(state)
    assert len(state.seen) == 2 and state.seen[-1] == position_key(state.board, 0)
    assert RULES.repetitions(state) == 1


# ---- notation, queries, robustness --------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        None,
        5,
        3.5,
        b"give W1",
        ["give", "W1"],
        "",
        "   ",
        "flip a1",
        "give\tw9",
        "GIVE",
        "place",
        "mark a1",
        "roll 111111/111111",
    ],
)
def test_malformed_input_raises_only_illegal_move(move):
    state = started("331111/611111")
    with pytest.raises(IllegalMove) as err:
        RULES.play(state, move)
    assert str(err.value)


def test_harmless_spellings_are_accepted():
    state = started("331111/611111")
    assert RULES.play(state, "  give   w3 ") == RULES.play(state, "give W3")
    placed = RULES.play(state, "give W3")
    assert RULES.play(placed, "place B2") == RULES.play(placed, "place b2")


def test_every_listed_move_round_trips_and_describes():
    import random

    rng = random.Random(2)
    for variant in RULES.variants:
        for _ in range(20):
            state = RULES.new_game(variant=variant)
            while not RULES.is_over(state):
                if RULES.to_move(state) == CHANCE:
                    move = RULES.random_outcome(state, rng)
                else:
                    for listed in RULES.legal_moves(state):
                        assert RULES.why_not(state, listed) is None
                        assert RULES.describe_move(state, listed).endswith(".")
                        assert RULES.prompt(state)
                    move = rng.choice(RULES.legal_moves(state))
                state = RULES.play(state, move)
            assert RULES.end_reason(state).endswith(".")
            with pytest.raises(IllegalMove):
                RULES.play(state, "give W1")


def test_describe_move_words():
    state = started("331111/611111")
    assert RULES.describe_move(state, "give W3") == "Player 1 gives the white 3."
    state = RULES.play(state, "give W3")
    assert RULES.describe_move(state, "place b2") == "Player 2 places the white 3 on b2."
    assert RULES.prompt(state) == "Place the white 3"
    assert "Player 2 starts: more 6s (1 against 0)." in RULES.describe_move(
        RULES.new_game(), "roll 331111/611111"
    )
    swap = RULES.play(marked("b1"), "swap b1 c1")
    assert RULES.describe_move(swap, "inc c1") == "Player 1 raises the white 6 on c1 to 1."
    assert RULES.describe_move(swap, "inc b1") == "Player 1 raises the white 4 on b1 to 5."
    assert RULES.describe_move(marked("b1"), "swap b1 c1") == "Player 1 swaps the dice on b1 and c1."


def test_play_never_changes_its_state_and_equal_states_hash_equal():
    state = started("331111/611111")
    snapshot = copy.deepcopy(state)
    a = RULES.play(state, "give W3")
    b = RULES.play(state, "give W3")
    assert state == snapshot
    assert a == b and hash(a) == hash(b)
    assert a != RULES.play(state, "give W1")


def test_board_queries():
    state = make({"a1": "W1"}, pool=("P2", "O3"), hand="O5")
    assert RULES.board(state)["a1"] == "W1" and RULES.board(state)["d3"] is None
    assert len(RULES.board(state)) == 12
    assert RULES.hand(state) == "O5" and RULES.pool(state) == ["P2", "O3"]
    assert RULES.die_words("P6") == "purple 6"
    assert RULES.winner(state) is None and RULES.marked(state) is None
    assert RULES.why_not(state, "place a1").startswith("a1 already")


def test_two_trices_made_at_once_are_both_named():
    import random as _random

    for seed in range(3000):
        rng = _random.Random(seed)
        state = RULES.new_game()
        while not RULES.is_over(state):
            move = (
                RULES.random_outcome(state, rng)
                if RULES.to_move(state) == CHANCE
                else rng.choice(RULES.legal_moves(state))
            )
            state = RULES.play(state, move)
        lines = RULES.deciding_lines(state)
        if len(lines) > 1 and all(kind == "trice" for _, kind, _ in lines):
            label = RULES.line_label(state)
            assert label.startswith("Trices: ")
            for cells, _, words in lines:
                assert "-".join(cells) in label and words in label
            return
    raise AssertionError("no game with two Trices at once in 3000 random games")
