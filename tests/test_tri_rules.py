"""TRI rules (spec tri.md): board, setup, turns, battles, cards, defeats, end, views."""

import pytest
from random_play import assert_illegal

from games.tri.board import board
from games.tri.rules import CHANCE, RULES, IllegalMove
from games.tri.state import ATTACKER_CARD, BONUS, TURN, VOID, State


def position(owned, players=2, size=4, seat=0, hands=None, spent=0, round_=1, out=(), max_rounds=40):
    """A turn position: `owned` maps triangle names to seats."""
    b = board(size)
    owner = bytearray(b.count)
    for name, who in owned.items():
        owner[b.index[name]] = who + 1
    return State(
        b,
        players,
        max_rounds,
        bytes(owner),
        hands or ((1, 1, 1),) * players,
        spent,
        tuple(out),
        TURN,
        seat,
        round_,
    )


def square(name, seat):
    return {name + side: seat for side in "NESW"}


def play_all(state, *moves):
    for move in moves:
        state = RULES.play(state, move)
    return state


def battle(state, target, roll, attacker_card="+0", defender_card="+0"):
    return play_all(state, f"attack {target}", roll, f"card {attacker_card}", f"card {defender_card}")


# ----- board ----------------------------------------------------------------------------


@pytest.mark.parametrize("size", [3, 4, 5, 8])
def test_every_triangle_has_three_mutual_neighbours(size):
    b = board(size)
    for t in range(b.count):
        assert len(set(b.neighbours[t])) == 3 and t not in b.neighbours[t]
        for u in b.neighbours[t]:
            assert t in b.neighbours[u]


def test_adjacency_inside_a_square_and_across_the_wrap():
    s = RULES.new_game(2)  # 4 x 4
    assert sorted(RULES.neighbours(s, "b2N")) == ["b1S", "b2E", "b2W"]
    assert sorted(RULES.neighbours(s, "b2E")) == ["b2N", "b2S", "c2W"]
    assert "b2S" not in RULES.neighbours(s, "b2N")  # opposite triangles only meet at a point
    assert "b2W" not in RULES.neighbours(s, "b2E")
    assert "a4S" in RULES.neighbours(s, "a1N")  # top edge wraps to the bottom
    assert "a1W" in RULES.neighbours(s, "d1E")  # right edge wraps to the left


# ----- new game and options ---------------------------------------------------------------


def test_default_board_size_follows_player_count():
    assert [RULES.board_size(RULES.new_game(n)) for n in (2, 3, 4)] == [4, 5, 6]
    assert RULES.board_size(RULES.new_game(2, size=7)) == 7
    assert RULES.board_size(RULES.new_game(3, size=None)) == 5


@pytest.mark.parametrize(
    "kwargs",
    [
        dict(players=1),
        dict(players=5),
        dict(players="2"),
        dict(players=2, size=2),
        dict(players=2, size=9),
        dict(players=2, size="4"),
        dict(players=2, max_rounds=0),
        dict(players=2, max_rounds=True),
        dict(players=2, colour="red"),
        dict(players=2, variant="classic"),
    ],
)
def test_bad_setup_is_refused_in_plain_words(kwargs):
    with pytest.raises(IllegalMove):
        RULES.new_game(**kwargs)


def test_options_and_variants_describe_the_setup_screen():
    assert RULES.variants == ("standard",) and "standard" in RULES.VARIANT_NAMES
    assert RULES.OPTIONS["size"]["default"] is None
    assert RULES.OPTIONS["max_rounds"]["default"] == 40
    for option in RULES.OPTIONS.values():
        assert option["default"] in option["choices"]


def test_everyone_starts_with_one_of_each_card():
    s = RULES.new_game(3)
    assert RULES.hands(s) == [{"+0": None, "+2": 1, "+3": 1, "+4": 1}] * 3


# ----- setup ------------------------------------------------------------------------------


def test_starting_placements_go_round_then_seat_0_plays():
    s = RULES.new_game(3)
    assert RULES.to_move(s) == 0 and RULES.phase(s) == "start"
    s = play_all(s, "start a1N")
    assert RULES.to_move(s) == 1
    s = play_all(s, "start c3E", "start e5S")
    assert RULES.phase(s) == "turn" and RULES.to_move(s) == 0
    assert RULES.round_info(s)["round"] == 1
    assert RULES.owner(s, "c3E") == 1 and RULES.owner(s, "e5S") == 2


def test_starting_triangle_may_not_touch_another():
    s = play_all(RULES.new_game(2), "start b2N")
    assert_illegal(RULES, s, "start b2E", "touches")
    assert_illegal(RULES, s, "start b1S", "touches")  # across the square edge
    assert_illegal(RULES, s, "start b2N", "taken")
    listed = RULES.legal_moves(s)
    assert "start b2E" not in listed and "start b2S" in listed  # opposite side is fine
    assert len(listed) == 64 - 4


def test_only_start_moves_during_setup():
    s = RULES.new_game(2)
    assert_illegal(RULES, s, "claim a1N", "cannot claim", "starting")


# ----- claiming ---------------------------------------------------------------------------


def test_claim_an_empty_triangle_next_to_yours():
    s = position({"b2N": 0, "d4S": 1})
    listed = RULES.legal_moves(s)
    assert sorted(m for m in listed if m.startswith("claim")) == ["claim b1S", "claim b2E", "claim b2W"]
    s2 = RULES.play(s, "claim b1S")
    assert RULES.owner(s2, "b1S") == 0 and RULES.to_move(s2) == 1
    assert_illegal(RULES, s, "claim c3N", "does not touch")


def test_claim_refuses_occupied_triangles():
    s = position({"b2N": 0, "b2E": 0, "b2W": 1})
    assert_illegal(RULES, s, "claim b2E", "already yours")
    assert_illegal(RULES, s, "claim b2W", "Player 2", "attack")


# ----- attacking and battles --------------------------------------------------------------


def test_attack_rolls_one_die_per_adjacent_attacker():
    s = position({"b2N": 0, "b2S": 0, "c2W": 0, "b2E": 1})
    s = RULES.play(s, "attack b2E")
    assert RULES.to_move(s) == CHANCE
    outcomes = RULES.legal_moves(s)
    assert len(outcomes) == 6**4 and len(set(outcomes)) == len(outcomes)
    assert "roll 5,2,6 3" in outcomes
    assert RULES.battle(s)["dice_count"] == 3
    assert_illegal(RULES, s, "roll 5,2 3", "3 attacker dice")
    assert_illegal(RULES, s, "roll 5,2,7 3", "1 to 6")
    assert_illegal(RULES, s, "roll 5,2,6 0", "1 to 6")
    assert_illegal(RULES, s, "claim b1S", "cannot claim")


def test_single_attacker_rolls_one_die():
    s = RULES.play(position({"b2N": 0, "b2E": 1}), "attack b2E")
    assert len(RULES.legal_moves(s)) == 36 and "roll 4 6" in RULES.legal_moves(s)


def test_attack_targets_must_be_enemy_adjacent_and_open():
    s = position({"b2N": 0, "b2W": 1, "c3N": 1, **square("c2", 1), "d2W": 0})
    assert_illegal(RULES, s, "attack b2E", "empty", "claim")
    assert_illegal(RULES, s, "attack b2N", "yours")
    assert_illegal(RULES, s, "attack c3N", "does not touch")
    assert_illegal(RULES, s, "attack c2E", "conquered")  # d2W touches it, but c2 is closed
    listed = RULES.legal_moves(s)
    assert "attack b2W" in listed and "attack c2E" not in listed


def test_attacker_wins_only_with_a_strictly_higher_total():
    s = position({"b2N": 0, "b2E": 1, "c3N": 1})
    won = battle(s, "b2E", "roll 5 3", "+0", "+2")  # 5 > 5? no
    assert RULES.phase(won) == "void"
    win = battle(s, "b2E", "roll 5 3", "+3", "+2")  # 8 > 5
    assert RULES.owner(win, "b2E") == 0 and RULES.phase(win) == "turn"
    info = RULES.last_battle(win)
    assert info["attacker_total"] == 8 and info["defender_total"] == 5 and info["won"]


def test_highest_attacker_die_counts():
    s = position({"b2N": 0, "b2S": 0, "b2E": 1, "c3N": 1})
    s = battle(s, "b2E", "roll 1,6 5")
    assert RULES.owner(s, "b2E") == 0


def test_failed_attack_lets_the_defender_empty_an_attacking_triangle():
    s = position({"b2N": 0, "b2S": 0, "a1N": 0, "b2E": 1, "c3N": 1})
    s = battle(s, "b2E", "roll 2,3 4")
    assert RULES.phase(s) == "void" and RULES.to_move(s) == 1
    assert sorted(RULES.legal_moves(s)) == ["void b2N", "void b2S"]
    assert_illegal(RULES, s, "void a1N", "not a triangle of Player 1 touching the right triangle of b2")
    s = RULES.play(s, "void b2S")
    assert RULES.owner(s, "b2S") is None and RULES.owner(s, "b2E") == 1
    assert RULES.last_battle(s)["voided"] == "b2S"
    assert RULES.to_move(s) == 1 and RULES.phase(s) == "turn"


def test_void_with_one_attacker_is_still_the_defenders_choice():
    s = battle(position({"b2N": 0, "a1N": 0, "b2E": 1}), "b2E", "roll 1 1")
    assert RULES.legal_moves(s) == ["void b2N"] and RULES.to_move(s) == 1


def test_cards_are_checked_spent_and_plus_zero_is_unlimited():
    s = position({"b2N": 0, "b2E": 1, "c3N": 1}, hands=((0, 1, 1), (1, 1, 0)))
    s = play_all(s, "attack b2E", "roll 6 1")
    assert RULES.legal_moves(s) == ["card +0", "card +3", "card +4"]
    assert_illegal(RULES, s, "card +2", "no +2")
    assert_illegal(RULES, s, "card +5", "not a card")
    s = RULES.play(s, "card +3")
    assert RULES.hand(s, 0)["+3"] == 1  # not spent before the reveal: it would show
    assert_illegal(RULES, s, "card +4", "no +4")
    s = RULES.play(s, "card +0")
    assert RULES.hand(s, 0)["+3"] == 0 and RULES.hand(s, 1) == {"+0": None, "+2": 1, "+3": 1, "+4": 0}


# ----- hidden information ------------------------------------------------------------------


def test_views_hide_the_other_sides_dice_and_card():
    s = position({"b2N": 0, "b2S": 0, "b2E": 1, "c3N": 1}, players=3, size=5)
    s = play_all(s, "attack b2E", "roll 4,2 5")
    attacker, defender, other = (RULES.battle(RULES.view(s, seat)) for seat in (0, 1, 2))
    assert attacker["attacker_dice"] == [4, 2] and attacker["defender_die"] is None
    assert defender["attacker_dice"] is None and defender["defender_die"] == 5
    assert other["attacker_dice"] is None and other["defender_die"] is None
    assert attacker["dice_count"] == defender["dice_count"] == 2
    s = RULES.play(s, "card +4")
    assert RULES.battle(RULES.view(s, 0))["attacker_card"] == 4
    assert RULES.battle(RULES.view(s, 1))["attacker_card"] == "?"
    assert RULES.legal_moves(RULES.view(s, 1)) == RULES.legal_moves(s)
    # The defender's view cannot reveal the battle: it does not know the attacker's side.
    assert_illegal(RULES, RULES.view(s, 1), "card +2", "hidden")
    s = RULES.play(s, "card +2")
    for seat in range(3):
        info = RULES.last_battle(RULES.view(s, seat))
        assert info["attacker_dice"] == [4, 2] and info["attacker_card"] == 4


def test_states_differing_only_in_hidden_parts_have_equal_views():
    s = position({"b2N": 0, "b2E": 1, "c3N": 1})
    a = play_all(s, "attack b2E", "roll 1 3")
    b = play_all(s, "attack b2E", "roll 6 3")
    assert a != b and RULES.view(a, 1) == RULES.view(b, 1)
    assert RULES.view(a, 0) != RULES.view(b, 0)
    assert RULES.view(s, 0) is s  # nothing hidden at a turn


# ----- conquered squares and teleports ------------------------------------------------------


def test_conquered_square_gives_one_teleport_to_any_empty_triangle():
    s = position({**square("b2", 0), "d4S": 1})
    assert RULES.conquered(s) == {"b2": (0, True)} and RULES.teleports(s, 0) == ["b2"]
    listed = RULES.legal_moves(s)
    assert "teleport b2 d1N" in listed
    s = RULES.play(s, "teleport b2 d1N")
    assert RULES.owner(s, "d1N") == 0 and RULES.conquered(s) == {"b2": (0, False)}
    s = RULES.play(s, "claim d4E")
    assert not any(m.startswith("teleport") for m in RULES.legal_moves(s))
    assert_illegal(RULES, s, "teleport b2 a1N", "already been used")


def test_teleport_needs_your_own_conquered_square_and_an_empty_target():
    s = position({**square("b2", 0), "b1N": 0, "d4S": 1})
    assert_illegal(RULES, s, "teleport a1 c3W", "not a conquered square of yours")
    assert_illegal(RULES, s, "teleport b2 d4S", "not empty")
    assert_illegal(RULES, s, "teleport b2", "teleport a1 c3W")
    assert_illegal(RULES, s, "teleport z9 c3W", "no square")


def lose_from_square(state):
    """Player 1 attacks b3N from b2S and fails; Player 2 empties b2S, opening b2."""
    return play_all(state, "attack b3N", "roll 1 6", "card +0", "card +0", "void b2S")


def test_spent_teleport_never_comes_back_even_when_the_square_closes_again():
    s = position({**square("b2", 0), "b3N": 1, "d4S": 1})
    s = play_all(s, "teleport b2 d1N", "claim d4E")
    s = lose_from_square(s)
    assert RULES.owner(s, "b2S") is None and RULES.conquered(s) == {}
    s = play_all(s, "claim d4W", "claim b2S")
    assert RULES.conquered(s) == {"b2": (0, False)} and RULES.teleports(s, 0) == []


def test_unspent_teleport_survives_a_square_that_opens_and_closes():
    s = position({**square("b2", 0), "b3N": 1, "d4S": 1})
    s = lose_from_square(s)
    assert RULES.conquered(s) == {} and RULES.to_move(s) == 1
    s = play_all(s, "claim d4W", "claim b2S")
    assert RULES.teleports(s, 0) == ["b2"]


def test_conquered_triangles_may_still_attack():
    s = position({**square("b2", 0), "c2W": 1, "c3N": 1})
    assert "attack c2W" in RULES.legal_moves(s)


# ----- pass -------------------------------------------------------------------------------


def test_pass_only_when_nothing_else_is_possible():
    # Player 2's only triangle sits inside Player 1's closed squares: no claim, no attack.
    owned = {}
    for name in ("a1", "b1", "c1", "a2", "c2", "a3", "b3", "c3"):
        owned.update(square(name, 0))
    owned.update({"b2N": 1, "b2E": 1, "b2S": 1, "b2W": 0})
    s = position(owned, size=3, seat=1)
    assert RULES.legal_moves(s) == ["attack b2W"]
    owned["b2W"] = 1
    # Now Player 2 closed b2 (its teleport already used); one empty triangle far away, c3W.
    s = position(owned, size=3, seat=1, spent=1 << 4)
    s = s.replace(owner=s.owner[:-1] + b"\0")
    assert RULES.legal_moves(s) == ["pass"]
    s2 = RULES.play(s, "pass")
    assert RULES.to_move(s2) == 0 and RULES.round_info(s2)["round"] == 2
    assert_illegal(RULES, position({"b2N": 0}), "pass", "may not pass")


# ----- rounds and bonus ---------------------------------------------------------------------


def test_bonus_die_after_every_third_round():
    s = position({"a1N": 0, "c3N": 1}, round_=3, seat=1)
    assert RULES.round_info(s)["next_bonus"] == 3
    s = RULES.play(s, "claim c3E")
    assert RULES.to_move(s) == CHANCE and RULES.phase(s) == "bonus"
    assert RULES.legal_moves(s) == [f"bonus {d}" for d in range(1, 7)]
    assert RULES.round_info(s)["round"] == 4
    for die, card in ((1, "+2"), (3, "+2"), (4, "+3"), (5, "+3"), (6, "+4")):
        after = RULES.play(s, f"bonus {die}")
        assert RULES.hand(after, 0)[card] == 2 and RULES.hand(after, 1)[card] == 2
        assert RULES.to_move(after) == 0
    assert_illegal(RULES, s, "bonus 7", "1 to 6")


def test_no_bonus_after_other_rounds():
    s = RULES.play(position({"a1N": 0, "c3N": 1}, round_=2, seat=1), "claim c3E")
    assert RULES.phase(s) == "turn" and RULES.round_info(s)["round"] == 3


def test_bonus_goes_only_to_players_still_in():
    s = position({"a1N": 0, "c3N": 2}, players=3, size=5, round_=3, seat=2, out=(1,))
    s = play_all(s, "claim c3E", "bonus 6")
    assert [RULES.hand(s, p)["+4"] for p in range(3)] == [2, 1, 2]


def test_turns_skip_defeated_players():
    s = position({"a1N": 0, "c3N": 2}, players=3, size=5, out=(1,))
    assert RULES.to_move(RULES.play(s, "claim a1E")) == 2


# ----- defeats and end ---------------------------------------------------------------------


def test_player_without_triangles_is_defeated():
    s = position({"b2N": 0, "b2E": 1, "c3N": 1, "e5N": 2}, players=3, size=5)
    s = play_all(battle(s, "b2E", "roll 1 6"), "void b2N")
    assert RULES.defeated(s) == [0]
    # First defeat: everyone still in gets a +2 and a +3.
    assert RULES.hand(s, 1) == {"+0": None, "+2": 2, "+3": 2, "+4": 1}
    assert RULES.hand(s, 0)["+2"] == 1


def test_second_defeat_gives_two_plus_two_and_a_plus_four():
    s = position({"b2N": 1, "b2E": 2, "d4N": 3}, players=4, size=5, seat=2, out=(0,))
    s = battle(s, "b2N", "roll 6 1")
    assert RULES.defeated(s) == [0, 1]
    assert RULES.hand(s, 2) == {"+0": None, "+2": 3, "+3": 1, "+4": 2}


def full_board(size, owners):
    """owners: a function from triangle index to seat."""
    b = board(size)
    return {b.names[t]: owners(t) for t in range(b.count)}


def test_full_board_with_three_players_removes_the_weakest():
    owned = full_board(3, lambda t: 0 if t < 16 else (1 if t < 28 else 2))
    del owned["c3W"]  # the last empty triangle, next to Player 3's c3S
    s = position(owned, players=3, size=3, seat=2)
    s = RULES.play(s, "claim c3W")
    # Counts were 16, 12, 8: Player 3 falls, and their triangles empty.
    assert RULES.defeated(s) == [2] and RULES.counts(s) == [16, 12, 0]
    assert RULES.owner(s, "c3W") is None and not RULES.is_over(s)
    assert RULES.to_move(s) == 0


def test_full_board_tie_breaks_by_card_total_then_later_seat():
    owned = full_board(3, lambda t: 0 if t < 12 else (1 if t < 24 else 2))
    del owned["c3W"]
    rich = ((1, 1, 1), (0, 0, 1), (1, 1, 1))
    s = RULES.play(position(owned, players=3, size=3, seat=2, hands=rich), "claim c3W")
    # Player 1 and 2 both have 12 (Player 3 has 12 too after the claim): least cards falls.
    assert RULES.defeated(s) == [1]
    s = RULES.play(position(owned, players=3, size=3, seat=2), "claim c3W")
    assert RULES.defeated(s) == [2]  # all equal: the later seat


def test_two_players_and_a_full_board_ends_the_game():
    owned = full_board(3, lambda t: 0 if t < 20 else 1)
    del owned["c3W"]
    s = RULES.play(position(owned, size=3, seat=1), "claim c3W")
    assert RULES.is_over(s) and RULES.legal_moves(s) == []
    assert RULES.returns(s) == [1.0, 0.0] and RULES.to_move(s) == 1  # the seat whose turn ended it
    assert RULES.end_reason(s) == (
        "Player 1 wins with 20 triangles: two players are left and no triangle is empty."
    )


def test_equal_counts_draw():
    owned = full_board(3, lambda t: 0 if t < 18 else 1)
    del owned["c3W"]
    s = RULES.play(position(owned, size=3, seat=1), "claim c3W")
    assert RULES.returns(s) == [0.5, 0.5] and RULES.ranking(s) == [[0, 1]]
    assert RULES.end_reason(s).startswith("Draw between Player 1 and Player 2")


def test_last_player_standing_wins():
    s = battle(position({"b2N": 0, "b2E": 1}), "b2E", "roll 6 1")
    assert RULES.is_over(s) and RULES.returns(s) == [1.0, 0.0]
    assert RULES.end_reason(s) == "Player 1 wins: every other player has been defeated."
    assert RULES.ranking(s) == [[0], [1]]


def test_game_ends_after_max_rounds():
    s = position({"a1N": 0, "a1E": 0, "c3N": 1}, round_=5, seat=1, max_rounds=5)
    s = RULES.play(s, "claim c3E")
    assert RULES.is_over(s) and RULES.returns(s) == [0.5, 0.5]
    assert "all 5 rounds" in RULES.end_reason(s)
    s = RULES.play(position({"a1N": 0, "a1E": 0, "c3N": 1}, round_=5, seat=0, max_rounds=5), "claim a1S")
    assert not RULES.is_over(s)
    assert_illegal(
        RULES,
        play_all(RULES.new_game(2, max_rounds=1), "start a1N", "start c3N", "claim a1E", "claim c3E"),
        "claim a1S",
        "over",
    )


def test_max_rounds_takes_priority_over_the_bonus():
    s = RULES.play(position({"a1N": 0, "c3N": 1}, round_=3, seat=1, max_rounds=3), "claim c3E")
    assert RULES.is_over(s)


# ----- notation and malformed input ----------------------------------------------------------


@pytest.mark.parametrize(
    "move",
    [
        None,
        12,
        3.5,
        ["claim", "b1S"],
        b"claim b1S",
        "",
        "   ",
        "claim",
        "claim b1S b1E",
        "claim z9N",
        "claim b1",
        "claim b1X",
        "claim b11N",
        "claim 1bN",
        "Claim b1S",
        "CLAIM",
        "attack",
        "teleport",
        "teleport b2",
        "roll 1 2",
        "card +2",
        "void b1N",
        "bonus 3",
        "pass now",
        "start b1S",
        "claim b0S",
        "claim b\u00e9S",
        "\x00",
        "claim b1S\n\nattack",
    ],
)
def test_malformed_input_raises_only_illegal_move(move):
    s = position({"b2N": 0, "d4S": 1})
    with pytest.raises(IllegalMove) as err:
        RULES.play(s, move)
    assert str(err.value)


def test_harmless_spacing_and_lower_case_sides_are_accepted():
    s = position({"b2N": 0, "d4S": 1})
    expected = RULES.play(s, "claim b1S")
    assert RULES.play(s, "  claim   b1S ") == expected
    assert RULES.play(s, "claim b1s") == expected


def test_every_listed_move_plays_and_names_round_trip():
    s = position({**square("b2", 0), "b1S": 1, "c3N": 1})
    b = board(4)
    assert all(b.parse_triangle(name) == t for t, name in enumerate(b.names))
    sides = {"N": "top", "E": "right", "S": "bottom", "W": "left"}
    told = set()
    for move in RULES.legal_moves(s):
        RULES.play(s, move)
        words = RULES.describe_move(s, move)
        target = move.split()[-1]  # the triangle the move lands on, like a2E
        assert words.startswith("Player 1 ") and words.endswith(".")
        assert f"{sides[target[-1]]} triangle of {target[:-1]}" in words, (move, words)
        told.add(words)
    assert len(told) == len(RULES.legal_moves(s))  # no two moves told alike
    assert (
        RULES.why_not(s, "claim b1S") == "The bottom triangle of b1 belongs to Player 2: attack it instead."
    )
    assert RULES.why_not(s, "claim b2N") == "The top triangle of b2 is already yours."
    assert RULES.why_not(s, RULES.legal_moves(s)[0]) is None


def test_describe_move_never_reveals_dice_or_cards():
    s = position({"b2N": 0, "b2E": 1, "c3N": 1})
    assert (
        RULES.describe_move(s, "attack b2E")
        == "Player 1 attacks Player 2 on the right triangle of b2 with 1 die."
    )
    rolled = RULES.play(s, "attack b2E")
    text = RULES.describe_move(rolled, "roll 5 3")
    assert "5" not in text and "3" not in text
    carded = RULES.play(rolled, "roll 5 3")
    assert "+4" not in RULES.describe_move(carded, "card +4")
    assert RULES.describe_move(s, "claim b1S") == "Player 1 claims the bottom triangle of b1."


def test_states_are_values():
    s = position({"b2N": 0, "d4S": 1})
    a, b = RULES.play(s, "claim b1S"), RULES.play(s, "claim b1S")
    assert a == b and hash(a) == hash(b) and a is not b
    assert RULES.owner(s, "b1S") is None  # the original is unchanged
    assert len({a, b, s}) == 2


def test_random_outcome_only_at_chance_nodes():
    import random

    s = position({"b2N": 0, "d4S": 1})
    with pytest.raises(IllegalMove):
        RULES.random_outcome(s, random.Random(1))
    rolled = RULES.play(position({"b2N": 0, "b2E": 1}), "attack b2E")
    total = sum(p for _, p in RULES.chance_outcomes(rolled))
    assert abs(total - 1.0) < 1e-9
    assert RULES.random_outcome(rolled, random.Random(1)) in RULES.legal_moves(rolled)


# ----- screen queries ------------------------------------------------------------------------


def test_move_targets_group_the_legal_moves():
    s = position({**square("b2", 0), "b1S": 1})
    targets = RULES.move_targets(s)
    assert "b1S" in targets["attack"] and "c2W" in targets["claim"]
    assert "d4S" in targets["teleport"]["b2"] and targets["pass"] is False
    assert RULES.attack_dice(s, "b1S") == 1
    assert RULES.move_targets(RULES.new_game(2))["start"][0] == "a1N"


def test_round_info_and_phase_during_a_game():
    s = RULES.new_game(2)
    assert RULES.round_info(s) == {"round": 0, "max_rounds": 40, "next_bonus": 3, "bonus_pending": False}
    s = position({"b2N": 0, "b2E": 1}, round_=7)
    assert RULES.round_info(s)["next_bonus"] == 9
    s = RULES.play(s, "attack b2E")
    assert RULES.phase(s) == "roll" and RULES.battle(s)["attacker_dice"] is None
    assert s.phase != ATTACKER_CARD and s.phase not in (VOID, BONUS)
    assert RULES.current_seat(s) == 0
