"""The TRICE judge (games/trice/judge.py): which moves threw a game away.

Hand-made positions near the end of the place/give phase, where the value of
each choice can be worked out by hand (and is, in the comments), and a
cross-check against a brute-force search over RULES.play on random small
positions. The judge must find the same mistakes paused or not.
"""

import random

import pytest

from games.deadline import Deadline
from games.records import replay_states
from games.trice.judge import FAST_EMPTIES, LOST_DRAW, THREW_WIN, Judge, blunders, judged
from games.trice.rules import RULES
from games.trice.tables import EMPTY, die_code

COLOURS = "WPO"


def position(variant, rows, pool, seat):
    """A give position: `rows` like "W5 P6 W6 O4 / O2 -- O6 W4 / P2 P1 O2 --" (a1..d3,
    "--" empty), `pool` like "W2 P6", `seat` (0 or 1) to give."""

    def code(text):
        return EMPTY if text == "--" else die_code(COLOURS.index(text[0]), int(text[1]))

    board = tuple(code(t) for t in rows.replace("/", " ").split())
    assert len(board) == 12
    dice = tuple(sorted(code(t) for t in pool.split()))
    return RULES.new_game(variant=variant)._replace(
        phase="give", seat=seat, board=board, pool=dice, starter=0, roll=(6,) * 6 + (1,) * 6
    )


def line(state, moves):
    """(states, moves): `state` and the states after each move in turn."""
    states = [state]
    for move in moves:
        states.append(RULES.play(states[-1], move))
    return states, list(moves)


# Player 2 gives. Giving P6 loses at once: Player 1 puts it on b2 and b1-b2-b3 is
# P6 P6 P1, all purple (a Trice). Giving W2 wins: W2 makes no Trice on b2 or d3,
# and the P6 that Player 2 gets back makes one on whichever of them is left
# (the purple column on b2, or P6 O6 P6 on b1-c2-d3, all sixes).
CLASSIC_WON = ("classic", "W5 P6 W6 O4 / O2 -- O6 W4 / P2 P1 O2 --", "W2 P6", 1)
# Player 1 gives; d1 and d3 are free. Giving P4 loses at once: Player 2 puts it on d3,
# and b3-c3-d3 is P3 P2 P4, all purple (3 2 4 is no run in line order): a Trice.
# Giving W2 draws: W2 makes nothing on d1 or d3; Player 2 puts it on d3 (on d1 it would
# leave d3 to Player 1's P4 and that purple Trice), the P4 comes back to Player 1 for d1,
# where it makes nothing either, and the full card is a draw.
CLASSIC_DRAWN = ("classic", "W3 O5 W4 -- / O2 O1 W1 O2 / P4 P3 P2 --", "W2 P4", 0)
# Standard (v0.3), Player 1 gives; d1 and a3 are free. A white die makes an all-white
# Trice on either (d1-c2-b3: ? W5 W1, a3-b3-c3: ? W1 W4), so giving W6 loses at once.
# Giving P1 wins: it makes nothing on d1 or a3, and the W6 comes back to Player 1.
STANDARD_WON = ("v0.3", "O2 O3 P5 -- / P4 O1 W5 O1 / -- W1 W4 P6", "W6 P1", 0)


def brute(state, seat, cycle=False):
    """1, 0.5 or 0 for `seat` by trying every move; None where it is not sure.

    v0.3: a full board is followed for one mark-swap-raise cycle (as far as the solver
    looks); a game still going after it is unknown (None). A player who can win wins,
    even if other moves are unknown; otherwise any unknown choice makes the node unknown."""
    if RULES.is_over(state):
        return RULES.returns(state)[seat]
    if state.phase == "mark" and cycle:
        return None  # a second cycle: beyond the solver's horizon
    values = [
        brute(after, seat, cycle or state.phase == "inc")
        for after in (RULES.play(state, move) for move in RULES.legal_moves(state))
    ]
    mine = state.seat == seat
    if (1.0 if mine else 0.0) in values:
        return 1.0 if mine else 0.0
    if None in values:
        return None
    return max(values) if mine else min(values)


def expected_words(state, after):
    """What the judge should say of the move from `state` to `after`, by brute force."""
    before, then = brute(state, state.seat), brute(after, state.seat)
    if before == 1.0 and then is not None and then < 1.0:
        return THREW_WIN
    if before == 0.5 and then == 0.0:
        return LOST_DRAW
    return None


@pytest.mark.parametrize(
    "case", [CLASSIC_WON, CLASSIC_DRAWN, STANDARD_WON], ids=["classic won", "classic drawn", "v0.3 won"]
)
def test_hand_made_positions_are_what_the_comments_say(case):
    state = position(*case)
    values = {move: brute(RULES.play(state, move), state.seat) for move in RULES.legal_moves(state)}
    expected = {
        CLASSIC_WON: {"give W2": 1.0, "give P6": 0.0},
        CLASSIC_DRAWN: {"give W2": 0.5, "give P4": 0.0},
        STANDARD_WON: {"give P1": 1.0, "give W6": 0.0},
    }[case]
    assert values == expected


def test_giving_away_a_won_game_is_marked():
    states, moves = line(position(*CLASSIC_WON), ["give P6", "place b2"])
    marks = blunders(states, moves)
    assert list(marks) == [0]
    assert marks[0].seat == 1 and marks[0].words == THREW_WIN


def test_the_winning_give_is_not_marked_nor_the_forced_moves_after_it():
    states, moves = line(position(*CLASSIC_WON), ["give W2", "place d3", "give P6", "place b2"])
    assert RULES.winner(states[-1]) == 1
    assert blunders(states, moves) == {}


def test_turning_a_draw_into_a_loss_is_marked():
    states, moves = line(position(*CLASSIC_DRAWN), ["give P4"])
    marks = blunders(states, moves)
    assert list(marks) == [0] and marks[0].seat == 0 and marks[0].words == LOST_DRAW
    states, moves = line(position(*CLASSIC_DRAWN), ["give W2"])
    assert blunders(states, moves) == {}


def test_a_standard_game_thrown_away_is_marked():
    states, moves = line(position(*STANDARD_WON), ["give W6"])
    marks = blunders(states, moves)
    assert list(marks) == [0] and marks[0].words == THREW_WIN and marks[0].seat == 0


def test_a_lost_placement_is_not_marked():
    """After the winning give W2, Player 1 must place it on b2 or d3: either way Player 2
    gets the P6 back and wins with it, so neither placement is a mistake."""
    states, moves = line(position(*CLASSIC_WON), ["give W2", "place b2"])
    assert blunders(states, moves) == {}


def test_far_positions_chance_and_the_full_board_are_not_judged():
    record = {"game": "trice", "variant": "v0.3", "players": 2, "options": {}, "moves": []}
    rng = random.Random(4)
    _, states = replay_states(record)
    state = states[0]
    while not RULES.is_over(state):
        move = (
            RULES.random_outcome(state, rng)
            if RULES.to_move(state) == -1
            else rng.choice(RULES.legal_moves(state))
        )
        record["moves"].append(move)
        state = RULES.play(state, move)
    _, states = replay_states(record)
    for state in states[:-1]:
        empties = state.board.count(EMPTY)
        if judged(state):
            assert state.phase in ("give", "place") and empties <= FAST_EMPTIES
        if state.phase in ("roll", "mark", "swap", "inc") or empties > FAST_EMPTIES:
            assert not judged(state)


def random_small_positions(variant, count, empties, seed, phase="give"):
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = RULES.new_game(variant=variant)
        while not RULES.is_over(state):
            if state.phase == phase and state.board.count(EMPTY) == empties:
                break
            move = (
                RULES.random_outcome(state, rng) if state.seat == -1 else rng.choice(RULES.legal_moves(state))
            )
            state = RULES.play(state, move)
        if not RULES.is_over(state):
            found.append((state, rng.choice(RULES.legal_moves(state))))
    return found


@pytest.mark.parametrize(
    "variant, phase",
    [
        pytest.param("v0.3", "give", marks=pytest.mark.slow),  # the slowest
        ("v0.3", "place"),
        ("classic", "give"),
        ("classic", "place"),
    ],
)
def test_the_judge_agrees_with_brute_force_on_small_endings(variant, phase):
    """Gives and placements with three empty cells: the judge marks a move exactly when
    the brute force says it lost a won game or a draw."""
    marked = 0
    for state, move in random_small_positions(variant, 60, 3, seed=11, phase=phase):
        states, moves = line(state, [move])
        expected = expected_words(state, states[1])
        got = blunders(states, moves).get(0)
        assert (got.words if got else None) == expected, (RULES.board(state), RULES.pool(state), move)
        marked += expected is not None
    assert marked >= 5  # the sample holds mistakes to find


class TickClock:
    """Every reading is a millisecond later: the solver's slices run out every few checks."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 0.001
        return self.now


def test_judging_in_slices_finds_the_same_marks():
    """A whole classic game judged a slice at a time (many steps) and in one go agree."""
    for seed in range(40):
        rng = random.Random(seed)
        record = {"game": "trice", "variant": "classic", "players": 2, "options": {}, "moves": []}
        state = RULES.new_game(variant="classic")
        while not RULES.is_over(state):
            move = (
                RULES.random_outcome(state, rng) if state.seat == -1 else rng.choice(RULES.legal_moves(state))
            )
            record["moves"].append(move)
            state = RULES.play(state, move)
        _, states = replay_states(record)
        whole = blunders(states, record["moves"])
        if whole:
            break
    assert whole, "no random game with a mistake in 40 tries"
    sliced = Judge(states, record["moves"], deadline=lambda budget: Deadline(budget, clock=TickClock()))
    steps = 0
    while sliced.step():
        steps += 1
    assert sliced.marks == whole
    assert steps > len(sliced.todo())  # it gave the frame back inside positions, not only between
