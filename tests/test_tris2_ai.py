"""Tris 2 computer players: legal and on time, never blind to a win, never
handing one over when a safe roll exists, stronger than chance, thinking in
slices, sensible about draw offers; and the evaluation's roll counts agree
with the rules engine."""

import random

import pytest

from games.agents import LEVELS, RandomAgent, run
from games.deadline import CountingClock
from games.tris2.ai import SEARCH_RULES, evaluate
from games.tris2.ai import make_agent as _make_agent
from games.tris2.evaluation import sort_rolls
from games.tris2.field import ORIENT_INDEX, cell, make_field
from games.tris2.field import xy as _xy
from games.tris2.rules import RULES
from games.tris2.state import ROLL, State

# Every agent here counts clock readings instead of reading the time
# (games.deadline.CountingClock): a search does the same work however busy
# the machine is, so no test depends on the load. STEP is about what one
# reading costs on the development machine (tools/strength_steps.py).
STEP = 9e-5


def make_agent(level, rng=None, time_limit=None):
    agent = _make_agent(level, rng, time_limit)
    agent.clock = CountingClock(STEP)
    return agent


START = "setup XO/ OX/ /XO XO/ /XO XO/ OX/ OX/ XO/"


def position(dice, mover=0):
    field = make_field((cell(x, y), ORIENT_INDEX[o]) for (x, y), o in dice.items())
    return State("standard", False, ROLL, mover, field, history=((field, mover),))


def sample_states():
    standard = RULES.play(RULES.new_game(), START)
    return [
        standard,
        RULES.play(standard, "2,0 E"),
        RULES.new_game(variant="advanced"),
        RULES.play(RULES.new_game(variant="advanced", rule_of_4=True), "put 1,1 XO/"),
        RULES.play(RULES.new_game(variant="tris1"), "turn 1,1"),
    ]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_legal_move(level):
    for number, state in enumerate(sample_states()):
        agent = make_agent(level, random.Random(number), time_limit=0.15)
        move = agent.choose(state)
        assert move in RULES.legal_moves(state)
        assert move != "offer-draw"


def test_default_budgets_are_the_levels_budgets():
    assert make_agent("easy").time_limit == 0.1
    assert make_agent("normal").time_limit == 0.5
    assert make_agent("hard").time_limit == 1.5
    with pytest.raises(ValueError):
        make_agent("grandmaster")


# row X X _ : rolling 2,1 north shows X on 2,0 and wins
WINNABLE = {(0, 0): "XO/", (1, 0): "XO/", (2, 1): "OX/", (0, 1): "/XO", (1, 1): "OX/"}


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_takes_an_immediate_win(level):
    state = position(WINNABLE)
    assert RULES.winning_moves(state) == ["2,1 N"]
    for seed in range(8 if level == "easy" else 2):
        agent = make_agent(level, random.Random(seed), time_limit=0.1)
        assert agent.choose(state) == "2,1 N"


# Seat 0 to move has 12 rolls and only one of them (1,0 N) leaves seat 1 no
# tris to complete: every other roll hands over a win.
TIGHT = {
    (0, 0): "/OX",
    (0, 1): "X/O",
    (0, 2): "OX/",
    (1, 0): "/XO",
    (1, 1): "O/X",
    (1, 2): "/OX",
    (2, 0): "X/O",
    (2, 1): "X/O",
    (2, 2): "OX/",
}
# Seat 0 to move has 12 rolls and every one of them hands over a win.
LOST = {
    (0, 0): "/OX",
    (0, 1): "X/O",
    (0, 2): "XO/",
    (1, 0): "/OX",
    (1, 1): "OX/",
    (1, 2): "/OX",
    (2, 0): "XO/",
    (2, 1): "X/O",
    (2, 2): "/XO",
}


def _hands_over(state, move):
    return bool(RULES.winning_moves(RULES.play(state, move)))


def test_the_positions_are_what_the_comments_say():
    tight, lost = position(TIGHT), position(LOST)
    assert not RULES.winning_moves(tight) and not RULES.winning_moves(lost)
    moves = SEARCH_RULES.legal_moves(tight)
    assert len(moves) == 12
    assert [m for m in moves if not _hands_over(tight, m)] == ["1,0 N"]
    assert all(_hands_over(lost, m) for m in SEARCH_RULES.legal_moves(lost))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_searchers_never_hand_over_a_win_when_a_safe_roll_exists(level):
    for seed in range(2):
        agent = make_agent(level, random.Random(seed), time_limit=0.1)
        assert agent.choose(position(TIGHT)) == "1,0 N"
    # from the start too: half of its rolls hand over a win
    start = RULES.play(RULES.new_game(), START)
    move = make_agent(level, random.Random(3), time_limit=0.1).choose(start)
    assert not _hands_over(start, move)


def test_hard_sees_a_lost_position_as_lost():
    agent = make_agent("hard", random.Random(0), time_limit=0.2)
    agent.choose(position(LOST))
    assert agent.value == 0.0


def test_evaluation_prefers_room_to_move_and_a_cornered_opponent():
    start = RULES.play(RULES.new_game(), START)  # 6 safe rolls of 12
    tight, lost = position(TIGHT), position(LOST)
    for_mover = [evaluate(s, 0) for s in (lost, tight, start)]
    assert for_mover == sorted(set(for_mover))  # strictly better in that order
    assert for_mover[0] < 0.1
    # the same fields seen by the player who just rolled: the other way round
    assert [evaluate(s, 1) for s in (lost, tight, start)] == [1 - v for v in for_mover]
    # a winning roll for the mover beats everything
    assert evaluate(position(WINNABLE), 0) == 1.0


@pytest.mark.parametrize(
    "variant, rule_of_4", [("standard", False), ("standard", True), ("advanced", False), ("advanced", True)]
)
@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_evaluation_sorts_rolls_as_the_rules_do(variant, rule_of_4):
    rng = random.Random(7)
    checked = 0
    for _game in range(12):
        state = RULES.new_game(variant=variant, rule_of_4=rule_of_4)
        for _ in range(60):
            if RULES.is_over(state):
                break
            moves = SEARCH_RULES.legal_moves(state)
            if RULES.phase(state) == "roll":
                wins, safe, unsafe = sort_rolls(state.field, state.ban, state.rule_of_4)
                named = {f"{x},{y} {'NESW'[k]}" for c, k in wins + safe + unsafe for x, y in [_xy(c)]}
                assert len(wins) == len(RULES.winning_moves(state))
                assert named == (set(RULES.winning_moves(state)) if wins else set(moves))
                afters = [RULES.play(state, m) for m in moves]
                if not wins and not any(RULES.is_over(a) for a in afters):  # no repetition
                    assert len(safe) == sum(1 for a in afters if not RULES.winning_moves(a))
                checked += 1
            if RULES.to_move(state) < 0:
                state = RULES.play(state, RULES.random_outcome(state, rng))
            else:
                state = RULES.play(state, rng.choice(moves))
    assert checked > 100


def test_thinking_yields_in_short_slices():
    state = RULES.play(RULES.new_game(), START)
    agent = make_agent("hard", random.Random(1), time_limit=0.3)
    thinking = agent.think(state)
    slices = 0
    while True:
        try:
            next(thinking)
        except StopIteration as stop:
            move = stop.value
            break
        slices += 1
    assert move in RULES.legal_moves(state)
    assert slices >= 10  # how long each slice takes is measured by `make bench`


def _play(agents, variant, seed):
    rng = random.Random(seed)
    state = RULES.new_game(variant=variant)
    while not RULES.is_over(state):
        seat = RULES.to_move(state)
        if seat < 0:
            state = RULES.play(state, RULES.random_outcome(state, rng))
        else:
            state = RULES.play(state, agents[seat].choose(state))
    return RULES.returns(state)


@pytest.mark.slow  # whole games at the hard level
def test_hard_beats_random_play():
    score = 0.0
    games = 6
    for game in range(games):
        hard = make_agent("hard", random.Random(game), time_limit=0.05)
        chance = RandomAgent(SEARCH_RULES, random.Random(100 + game))  # never offers
        seats = [hard, chance] if game % 2 == 0 else [chance, hard]
        result = _play(seats, "standard" if game < 4 else "advanced", game)
        score += result[seats.index(hard)]
    assert score >= games - 1, score


def test_search_solves_tris1_as_a_draw_and_accepts_a_draw_there():
    state = RULES.play(RULES.new_game(variant="tris1"), "offer-draw")
    agent = make_agent("hard", random.Random(0), time_limit=1.0)
    agent.clock = CountingClock(2.5e-5)  # a Tris 1 node costs about a tenth of a Tris 2 one
    assert agent.choose(state) == "accept-draw"


def test_draw_offers_are_answered_by_the_evaluation():
    # after a refusal the offerer (seat 0) would win at once: accept
    losing = RULES.play(position(WINNABLE), "offer-draw")
    for level in LEVELS:
        assert make_agent(level, random.Random(0), time_limit=0.1).choose(losing) == "accept-draw"
    # an even position: decline
    even = RULES.play(RULES.play(RULES.new_game(), START), "offer-draw")
    for level in LEVELS:
        assert make_agent(level, random.Random(0), time_limit=0.1).choose(even) == "decline-draw"


def test_agents_never_offer_draws():
    state = RULES.play(RULES.new_game(), START)
    for level in LEVELS:
        for seed in range(3):
            assert make_agent(level, random.Random(seed), time_limit=0.05).choose(state) != "offer-draw"


def test_run_drives_the_generator():
    state = RULES.play(RULES.new_game(), START)
    agent = make_agent("normal", random.Random(2), time_limit=0.05)
    assert run(agent.think(state)) in RULES.legal_moves(state)


def long_game(state):
    """The same position, as if PLAY_ON distinct positions had been counted before it."""
    from games.tris2.ai import PLAY_ON
    from games.tris2.state import State

    filler = tuple(((i,), 0) for i in range(PLAY_ON))
    return State(
        state.variant,
        state.rule_of_4,
        state.phase,
        state.mover,
        state.field,
        state.ban,
        state.offer,
        filler + state.history,
        state.result,
    )


def test_in_a_long_level_game_the_computer_offers_and_accepts_a_draw():
    from games.tris2.ai import LEVEL

    state = long_game(RULES.play(RULES.new_game(), START))
    agent = make_agent("normal", random.Random(0), time_limit=0.2)
    choice = agent.choose(state)
    if LEVEL[0] <= agent.value <= LEVEL[1]:
        assert choice == "offer-draw"
    offered = RULES.play(state, "offer-draw")
    for level in LEVELS:
        assert make_agent(level, random.Random(0), time_limit=0.1).choose(offered) == "accept-draw"
