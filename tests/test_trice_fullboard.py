"""TRICE's full-card search for the hard level (games/trice/fullboard.py).

CycleSearch deepens cycle by cycle with a table and an estimate at its
horizon; FullBoardSearch (games/trice/solver.py) is the plain search the
normal level uses. Wherever either proves a result they must agree: a value
CycleSearch proves within n cycles is what a plain search n + 1 cycles deep
finds, and what the plain search proves within n cycles CycleSearch finds too.
"""

import random

import pytest

from games.agents import run
from games.deadline import CountingClock, Deadline
from games.trice.ai import make_agent
from games.trice.fullboard import CycleSearch
from games.trice.rules import RULES
from games.trice.solver import LOSS, WIN, FullBoardSearch
from games.trice.tables import CELLS


def full_cards(count, seed):
    """Full v0.3 cards reached by random placing that avoids ending the game."""
    rng = random.Random(seed)
    cards = []
    while len(cards) < count:
        state = RULES.play(RULES.new_game(variant="v0.3"), RULES.random_outcome(RULES.new_game(), rng))
        while not RULES.is_over(state) and state.phase in ("give", "place"):
            moves = RULES.legal_moves(state)
            safe = [m for m in moves if not RULES.is_over(RULES.play(state, m))]
            state = RULES.play(state, rng.choice(safe or moves))
        if not RULES.is_over(state):
            cards.append(state)
    return cards


def plain(board, mark, cycles):
    """The plain search's value of marking `mark`, for the player who marks."""
    return -FullBoardSearch(True).swapper(list(board), mark, cycles)


@pytest.mark.parametrize("seed", [1, 2])
def test_proven_values_agree_with_the_plain_search(seed):
    for state in full_cards(6, seed):
        board = list(state.board)
        deeper = {c: {m: plain(board, m, c) for m in range(CELLS)} for c in (1, 2, 3)}
        for cycles in (1, 2):
            values, depth = run(
                CycleSearch(True).solve(board, list(range(CELLS)), None, Deadline(None), max_depth=cycles)
            )
            assert depth >= 1
            for mark in range(CELLS):
                value = values[mark]
                if abs(deeper[cycles][mark]) == WIN:
                    assert value == deeper[cycles][mark], (board, cycles, mark)
                if abs(value) == WIN:
                    assert deeper[cycles + 1][mark] == value, (board, cycles, mark)


def test_a_move_time_up_keeps_the_deepest_finished_cycle():
    state = full_cards(1, 5)[0]
    search = CycleSearch(True)
    values, depth = run(
        search.solve(list(state.board), list(range(CELLS)), None, Deadline(0.05, clock=CountingClock(1e-4)))
    )
    assert values is not None and set(values) == set(range(CELLS))
    assert 1 <= depth < 12
    assert all(LOSS <= v <= WIN for v in values.values())


def test_hard_plays_the_full_card_with_it_and_legally():
    state = full_cards(1, 9)[0]
    agent = make_agent("hard", random.Random(0), time_limit=0.3)
    agent.clock = CountingClock(2e-4)  # a work budget: the same search however busy the machine
    for _ in range(9):
        if RULES.is_over(state):
            break
        move = run(agent.think(state))
        assert move in RULES.legal_moves(state)
        assert agent.last.get("cycles", 0) >= 1
        state = RULES.play(state, move)
