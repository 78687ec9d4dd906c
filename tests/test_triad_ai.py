"""Triad computer players: legal, on time, sliced, and actually playing well."""

import random

import pytest

from games.agents import LEVELS, RandomAgent, run
from games.deadline import CountingClock
from games.triad import ai
from games.triad.rules import CHANCE, RULES, make_position

# Every agent here counts clock readings instead of reading the time
# (games.deadline.CountingClock): a search does the same work however busy
# the machine is, so no test depends on the load. STEP is about what one
# reading costs on the development machine (tools/strength_steps.py).
STEP = 4.7e-4


def make_agent(level, rng=None, time_limit=None):
    agent = ai.make_agent(level, rng, time_limit)
    agent.clock = CountingClock(STEP)
    return agent


B, O = 0, 1  # noqa: E741 (Black and Orange, as the rulebook names the seats)
LIMIT = 0.05


def sample_states():
    start = RULES.play(RULES.new_game(), "roll 312213/222131")
    removing = RULES.play(
        make_position({"c6": (B, 1), "d4": (O, 2), "e4": (O, 2), "c3": (O, 2), "c2": (B, 2)}), "c6=2 c4"
    )
    fallback = make_position({"a1": (B, 1), "c1": (O, 1), "a2": (O, 1), "b2": (O, 3), "f6": (O, 2)})
    state, rng = start, random.Random(4)
    for _ in range(9):
        state = RULES.play(state, rng.choice(RULES.legal_moves(state)))
    return [start, removing, fallback, state]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_legal_move(level):
    agent = make_agent(level, random.Random(1), time_limit=LIMIT)
    for state in sample_states():
        move = run(agent.think(state))
        assert move in RULES.legal_moves(state)


def test_default_budgets_come_from_the_level():
    assert make_agent("hard").time_limit == 1.5
    assert make_agent("easy", time_limit=0.2).time_limit == 0.2
    with pytest.raises(ValueError):
        make_agent("expert")


def winning_position():
    # Black has two triads; only c6=2 c4 completes a third (c4-d4-e4).
    return make_position({"c6": (B, 1), "d4": (O, 2), "e4": (O, 2), "a1": (B, 3), "f1": (O, 1)}, B, (2, 0))


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_takes_an_immediate_win(level):
    state = winning_position()
    for seed in range(5):
        move = run(make_agent(level, random.Random(seed), time_limit=LIMIT).think(state))
        after = RULES.play(state, move)
        assert RULES.winner(after) == B, move


def test_easy_makes_a_triad_when_it_can():
    state = make_position({"c6": (B, 1), "d4": (O, 2), "e4": (O, 2), "a1": (B, 3), "f1": (O, 1)})
    for seed in range(5):
        move = run(make_agent("easy", random.Random(seed)).think(state))
        assert RULES.phase(RULES.play(state, move)) == "remove"


def test_evaluation_is_zero_sum_and_bounded():
    for state in sample_states():
        black, orange = ai.evaluate(state, B), ai.evaluate(state, O)
        assert 0.0 < black < 1.0 and abs(black + orange - 1.0) < 1e-9
    ahead = make_position({"c6": (B, 1), "f1": (O, 1)}, B, (2, 0))
    assert ai.evaluate(ahead, B) > 0.8


def test_the_search_yields_often():
    agent = make_agent("hard", random.Random(2), time_limit=0.3)
    thinking = agent.think(sample_states()[3])
    yields = 0
    while True:
        try:
            next(thinking)
        except StopIteration as stop:
            move = stop.value
            break
        yields += 1
    assert move in RULES.legal_moves(sample_states()[3])
    assert yields > 20  # how long each slice takes is measured by `make bench`
    assert agent.depth_reached >= 2


def play_match(make_first, make_second, games):
    """Points of the first agent; seats alternate between games."""
    points = 0.0
    for number in range(games):
        rng = random.Random(100 + number)
        agents = [make_first(rng), make_second(rng)]
        if number % 2:
            agents.reverse()
        state = RULES.new_game()
        while not RULES.is_over(state):
            seat = RULES.to_move(state)
            if seat == CHANCE:
                move = RULES.random_outcome(state, rng)
            else:
                move = run(agents[seat].think(state))
            state = RULES.play(state, move)
        points += RULES.returns(state)[number % 2]
    return points


@pytest.mark.slow  # whole games at the hard level
def test_hard_beats_random_clearly():
    points = play_match(
        lambda rng: make_agent("hard", rng, time_limit=0.05), lambda rng: RandomAgent(RULES, rng), 4
    )
    assert points >= 3.5


def test_easy_beats_random():
    points = play_match(lambda rng: make_agent("easy", rng), lambda rng: RandomAgent(RULES, rng), 10)
    assert points >= 7
