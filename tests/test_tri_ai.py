"""TRI computer players: legal and on time, take wins, beat random play, think in
slices, and decide only from what their seat can see."""

import random

import pytest

from games.agents import LEVELS, RandomAgent, run
from games.deadline import CountingClock
from games.tri.ai import make_agent as _make_agent
from games.tri.ai import move_value, value
from games.tri.board import board
from games.tri.rules import CHANCE, RULES
from games.tri.state import TURN, State

# Every agent here counts clock readings instead of reading the time
# (games.deadline.CountingClock): a search does the same work however busy
# the machine is, so no test depends on the load. STEP is about what one
# reading costs on the development machine (tools/strength_steps.py).
STEP = 9e-5


def make_agent(level, rng=None, time_limit=None):
    agent = _make_agent(level, rng, time_limit)
    agent.clock = CountingClock(STEP)
    return agent


def position(owned, players=2, size=4, seat=0, hands=None):
    b = board(size)
    owner = bytearray(b.count)
    for name, who in owned.items():
        owner[b.index[name]] = who + 1
    return State(b, players, 40, bytes(owner), hands or ((1, 1, 1),) * players, 0, (), TURN, seat, 1)


def midgame(seed=3, plies=40, players=2):
    rng = random.Random(seed)
    s = RULES.new_game(players)
    for _ in range(plies):
        if RULES.to_move(s) == CHANCE:
            s = RULES.play(s, RULES.random_outcome(s, rng))
        else:
            s = RULES.play(s, rng.choice(RULES.legal_moves(s)))
    while RULES.to_move(s) == CHANCE:
        s = RULES.play(s, RULES.random_outcome(s, rng))
    return s


def card_states():
    """Attacker-card and defender-card positions."""
    s = position({"b2N": 0, "b2S": 0, "b2E": 1, "c3N": 1}, hands=((1, 1, 1), (1, 0, 1)))
    s = RULES.play(s, "attack b2E")
    return RULES.play(s, "roll 4,3 2"), RULES.play(RULES.play(s, "roll 4,3 2"), "card +3")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_legally(level):
    limit = 0.05
    attacker_card, defender_card = card_states()
    states = [
        RULES.new_game(3),
        midgame(),
        midgame(5, 60, players=3),
        attacker_card,
        defender_card,
        RULES.play(defender_card, "card +0"),
    ]
    for state in states:
        agent = make_agent(level, random.Random(1), time_limit=limit)
        move = run(agent.think(state))
        assert move in RULES.legal_moves(state)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_takes_an_immediate_win(level):
    b = board(3)
    owned = {b.names[t]: (0 if t < 19 else 1) for t in range(b.count)}
    del owned["a1N"]  # Player 1 claims the last empty triangle and wins 19-17
    s = position(owned, size=3)
    assert "attack b2W" in RULES.legal_moves(s)  # a tempting non-winning move
    for seed in range(5):
        move = run(make_agent(level, random.Random(seed), time_limit=0.05).think(s))
        after = RULES.play(s, move)  # claim a1N, or a teleport to it
        assert RULES.is_over(after) and RULES.returns(after) == [1.0, 0.0]


def play_match(agents, seed):
    rng = random.Random(seed)
    s = RULES.new_game(2)
    while not RULES.is_over(s):
        seat = RULES.to_move(s)
        move = RULES.random_outcome(s, rng) if seat == CHANCE else run(agents[seat].think(s))
        s = RULES.play(s, move)
    return RULES.returns(s)


@pytest.mark.slow  # whole games at the hard level
def test_hard_beats_random_play():
    score = 0.0
    for game in range(6):
        hard = make_agent("hard", random.Random(game), time_limit=0.02)
        rand = RandomAgent(RULES, random.Random(100 + game))
        seats = [hard, rand] if game % 2 == 0 else [rand, hard]
        score += play_match(seats, game)[seats.index(hard)]
    assert score >= 4.5


@pytest.mark.slow  # ten whole games
def test_normal_beats_random_play():
    score = 0.0
    for game in range(10):
        normal = make_agent("normal", random.Random(game))
        rand = RandomAgent(RULES, random.Random(100 + game))
        seats = [normal, rand] if game % 2 == 0 else [rand, normal]
        score += play_match(seats, game)[seats.index(normal)]
    assert score >= 7.5


def test_hard_thinks_in_short_slices():
    agent = make_agent("hard", random.Random(2), time_limit=0.1)
    agent.max_depth = 8  # look as deep as the budget allows, so it thinks for all of it
    thinking = agent.think(midgame())
    slices = 0
    while True:
        try:
            next(thinking)
        except StopIteration:
            break
        slices += 1
    assert slices >= 5  # how long each slice takes is measured by `make bench`


@pytest.mark.parametrize("level", LEVELS)
def test_after_a_failed_attack_the_defender_empties_the_triangle_best_for_itself(level):
    # Seat 0's b1N and a1E (of its conquered square a1) both attack seat 1's
    # b1W, and lose. Emptying b1N leaves seat 1 the better board (b1N is then
    # nearer seat 1 than seat 0); every level must see that, not the opposite.
    owned = {"a1N": 0, "a1E": 0, "a1S": 0, "a1W": 0, "b1N": 0, "b1W": 1, "c3N": 1, "c3E": 1}
    s = RULES.play(position(owned), "attack b1W")
    s = RULES.play(RULES.play(RULES.play(s, "roll 1,1 6"), "card +0"), "card +0")
    assert sorted(RULES.legal_moves(s)) == ["void a1E", "void b1N"]
    worth = {m: value(RULES.play(s, m), 1) for m in RULES.legal_moves(s)}
    assert worth["void b1N"] > worth["void a1E"] + 0.05
    for seed in range(5):
        agent = make_agent(level, random.Random(seed))
        assert run(agent.think(RULES.view(s, 1))) == "void b1N"


@pytest.mark.parametrize("level", LEVELS)
def test_choice_ignores_hidden_information(level):
    base = position({"b2N": 0, "b2S": 0, "b2E": 1, "c3N": 1}, hands=((1, 1, 1), (1, 0, 1)))
    rolled = RULES.play(base, "attack b2E")
    # The attacker cannot see the defender's die: 1 or 6 must not change its choice.
    low, high = RULES.play(rolled, "roll 4,3 1"), RULES.play(rolled, "roll 4,3 6")
    for seed in range(10):
        a = run(make_agent(level, random.Random(seed)).think(low))
        b = run(make_agent(level, random.Random(seed)).think(high))
        assert a == b
    # The defender cannot see the attacker's dice or card.
    weak = RULES.play(RULES.play(rolled, "roll 1,1 4"), "card +0")
    strong = RULES.play(RULES.play(rolled, "roll 6,6 4"), "card +4")
    for seed in range(10):
        a = run(make_agent(level, random.Random(seed)).think(weak))
        b = run(make_agent(level, random.Random(seed)).think(strong))
        assert a == b


def test_battle_cards_are_a_mixed_strategy_that_follows_the_dice():
    base = position({"b2N": 0, "b2E": 1, "c3N": 1})
    rolled = RULES.play(base, "attack b2E")

    def choices(roll):
        state = RULES.play(rolled, roll)
        return [run(make_agent("hard", random.Random(seed)).think(state)) for seed in range(200)]

    mid = choices("roll 4 1")
    assert len(set(mid)) >= 2  # randomised, not predictable
    six = choices("roll 6 1")
    one = choices("roll 1 1")
    # A 1 can hardly win whatever the card: it spends big cards less than a 4 does.
    assert one.count("card +4") < mid.count("card +4") or one.count("card +0") > mid.count("card +0")
    assert six != one


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_agent("expert")


def test_hard_one_turn_deep_plays_normals_move_and_deeper_it_may_differ():
    # One turn deep the look-ahead is normal's look-ahead (ties may go another way);
    # its deeper turns are what makes hard stronger (docs/strength.md), so somewhere
    # they must choose differently.
    differs = 0
    rng = random.Random(8)
    state, seen = RULES.new_game(2), 0
    while seen < 12:
        if RULES.is_over(state):
            state = RULES.new_game(2)
        if RULES.to_move(state) == CHANCE:
            state = RULES.play(state, RULES.random_outcome(state, rng))
            continue
        if state.phase != TURN or rng.random() < 0.8:  # every fifth turn or so, from random play
            state = RULES.play(state, rng.choice(RULES.legal_moves(state)))
            continue
        seen += 1
        seed = seen
        view = RULES.view(state, state.seat)
        normal = run(make_agent("normal", random.Random(seed)).think(view))
        shallow = make_agent("hard", random.Random(seed), time_limit=5)
        shallow.max_depth = 1
        chosen = run(shallow.think(view))  # normal's move, or one the look-ahead values the same
        assert move_value(view, chosen, view.seat) == pytest.approx(move_value(view, normal, view.seat))
        deep = make_agent("hard", random.Random(seed), time_limit=5)
        differs += run(deep.think(view)) != normal
        assert deep.depth == deep.max_depth  # a generous budget finishes every depth
        state = RULES.play(state, normal)
    assert differs >= 2, differs
