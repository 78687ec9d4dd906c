"""TRICE computer players: legal and on time, yielding, strong where promised."""

import random

import pytest

from games.agents import LEVELS, RandomAgent, run
from games.deadline import CountingClock
from games.trice.ai import make_agent as _make_agent
from games.trice.rules import CHANCE, RULES, TriceState
from games.trice.solver import LOSS, WIN, Solver
from games.trice.tables import EMPTY, INDEX

# Every agent here counts clock readings instead of reading the time
# (games.deadline.CountingClock): a search does the same work however busy
# the machine is, so no test depends on the load. STEP is about what one
# reading costs on the development machine (tools/strength_steps.py).
STEP = 2e-4


def make_agent(level, rng=None, time_limit=None):
    agent = _make_agent(level, rng, time_limit)
    agent.clock = CountingClock(STEP)
    return agent


def code(die):
    return "WPO".index(die[0]) * 6 + int(die[1]) - 1


def make(board, pool, phase="give", seat=0, hand=None, variant="v0.3"):
    cells = [EMPTY] * 12
    for name, die in board.items():
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
        (),
        (),
    )


def random_state(rng, variant, moves):
    state = RULES.play(RULES.new_game(variant=variant), "roll 654321/654311")
    for _ in range(moves):
        if RULES.is_over(state):
            break
        state = RULES.play(state, rng.choice(RULES.legal_moves(state)))
    return state


def stepped(agent, state):
    """(move, number of yields): the agent's thinking driven like the app does.
    How long it takes is measured by `make bench`, not here."""
    thinking = agent.think(state)
    yields = 0
    while True:
        try:
            next(thinking)
            yields += 1
        except StopIteration as stop:
            return stop.value, yields


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant", RULES.variants)
def test_every_level_answers_legally(level, variant):
    rng = random.Random(5)
    agent = make_agent(level, random.Random(1), time_limit=0.15)
    for moves in (0, 1, 6, 9, 14):
        state = random_state(rng, variant, moves)
        if RULES.is_over(state):
            continue
        move, _ = stepped(agent, state)
        assert move in RULES.legal_moves(state)


@pytest.mark.parametrize("level", LEVELS)
def test_full_board_phase_moves_are_legal(level):
    rows = ["O1 W6 W4 O4", "P4 O5 O2 W5", "P5 P1 W3 P3"]
    board = {"abcd"[c] + str(r + 1): die for r, row in enumerate(rows) for c, die in enumerate(row.split())}
    state = make(board, (), phase="mark", seat=1)
    agent = make_agent(level, random.Random(2), time_limit=0.2)
    for _ in range(6):
        if RULES.is_over(state):
            break
        move, _ = stepped(agent, state)
        assert move in RULES.legal_moves(state)
        state = RULES.play(state, move)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_takes_an_immediate_win(level):
    # W2 P3 on a1 b1: the O4 wins on c1 (a run); elsewhere nothing is decided.
    state = make({"a1": "W2", "b1": "P3", "a3": "O6"}, ("W1", "W5", "P6", "O1"), phase="place", hand="O4")
    for seed in range(5):
        move = run(make_agent(level, random.Random(seed), time_limit=0.1).think(state))
        assert move == "place c1"


def test_easy_finds_the_swap_whose_raise_wins():
    rows = ["W5 W5 O1 O5", "O1 P1 W6 P4", "P5 P4 W1 O1"]
    board = {"abcd"[c] + str(r + 1): die for r, row in enumerate(rows) for c, die in enumerate(row.split())}
    state = RULES.play(make(board, (), phase="mark", seat=1), "mark a1")
    move = run(make_agent("easy", random.Random(0)).think(state))
    after = RULES.play(state, move)
    assert any(
        RULES.returns(RULES.play(after, m))[0] == 1.0
        for m in RULES.legal_moves(after)
        if RULES.is_over(RULES.play(after, m))
    )


def test_hard_thinking_yields_often():
    state = random_state(random.Random(3), "v0.3", 1)
    agent = make_agent("hard", random.Random(0), time_limit=0.3)
    move, yields = stepped(agent, state)
    assert move in RULES.legal_moves(state)
    assert yields > 20  # slice lengths are measured by `make bench` (ai_max_frame_ms)


def brute_force(state, seat):
    """Exact value of a placement-phase state for `seat` by plain recursion on
    RULES; a v0.3 full board is scored over one swap cycle as the solver does."""
    if RULES.is_over(state):
        return RULES.returns(state)[seat] * 2 - 1
    mover = RULES.to_move(state)
    if state.phase == "mark":
        best = -1
        for mark in RULES.legal_moves(state):
            s1 = RULES.play(state, mark)
            reply = -1
            for swap in RULES.legal_moves(s1):
                s2 = RULES.play(s1, swap)
                for inc in RULES.legal_moves(s2):
                    s3 = RULES.play(s2, inc)
                    reply = max(reply, RULES.returns(s3)[1 - mover] * 2 - 1 if RULES.is_over(s3) else 0)
            best = max(best, -reply)
        return best if mover == seat else -best
    values = [brute_force(RULES.play(state, m), seat) for m in RULES.legal_moves(state)]
    return max(values) if mover == seat else min(values)


@pytest.mark.parametrize("variant", [pytest.param("v0.3", marks=pytest.mark.slow), "classic"])
def test_solver_matches_brute_force_on_small_positions(variant):  # v0.3's brute force: seconds
    rng = random.Random(9)
    checked = 0
    while checked < 8:
        state = random_state(rng, variant, 14)  # five empty cells, a die to give
        if RULES.is_over(state) or state.phase != "give":
            continue
        solver = Solver(variant == "v0.3")
        solver.load(state.board, state.pool)
        values, _, exact, _ = run(solver.solve(None, float("inf")))
        assert exact
        expected = brute_force(state, RULES.to_move(state))
        got = max(values.values())
        assert {WIN: 1, LOSS: -1, 0: 0}[got] == expected
        checked += 1


@pytest.mark.slow  # six whole games at the hard level
def test_hard_beats_random_clearly():
    rng = random.Random(21)
    score = 0.0
    games = 6
    for number in range(games):
        seat = number % 2
        agents = [None, None]
        agents[seat] = make_agent("hard", random.Random(number), time_limit=0.2)
        agents[1 - seat] = RandomAgent(RULES, random.Random(50 + number))
        state = RULES.new_game(variant=RULES.variants[number % 2])
        while not RULES.is_over(state):
            mover = RULES.to_move(state)
            if mover == CHANCE:
                state = RULES.play(state, RULES.random_outcome(state, rng))
            else:
                state = RULES.play(state, run(agents[mover].think(state)))
        score += RULES.returns(state)[seat]
    assert score >= games - 1
