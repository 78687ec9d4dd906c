"""Every game's lesson (games/<id>/lesson.py) replays through its RULES: every
scripted move is legal where it stands, every step waits for the person at a
legal move, captions are there and short, and what the captions claim is true
(a rules change that breaks a lesson fails here)."""

import dataclasses

import pytest

from games import lesson as lessons
from games import registry
from games.core import CHANCE

GAMES = [g for g in registry.GAME_IDS if registry.get(g).lesson is not None]


def lesson_of(game_id):
    return registry.get(game_id).lesson()


def state_at(lesson, played):
    """The state once `played` moves of the lesson's record are on."""
    rules = registry.rules(lesson.game)
    state = rules.new_game(lesson.players, lesson.variant, **lesson.options)
    for move in lesson.record()[:played]:
        state = rules.play(state, move)
    return state


def step_start(lesson, index):
    """How many moves are played when step `index` begins."""
    return ([len(lesson.start)] + lesson.ends())[index]


def test_a_lesson_is_what_the_game_declares():
    """A lesson is optional (docs/architecture.md): a game declares one by its lesson module,
    and then it loads; the tests below cover every game that declares one."""
    for game_id in registry.GAME_IDS:
        game = registry.get(game_id)
        assert (game.lesson is not None) == (game.lesson_module is not None), game_id
    assert GAMES, "no game declares a lesson"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_lesson_replays_through_the_rules(game_id):
    lesson = lesson_of(game_id)
    rules = registry.rules(game_id)
    assert lesson.game == game_id
    assert lessons.problems(lesson, rules) == []
    path = lessons.walk(lesson, rules)
    assert len(path) == len(lesson.record())
    for state, move, seat in path:
        if seat == lesson.person:
            assert move in rules.legal_moves(state)
        elif seat != CHANCE:
            assert move in rules.legal_moves(state), "the computer's replies are legal too"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_waits_for_a_legal_move_of_the_person(game_id):
    lesson = lesson_of(game_id)
    rules = registry.rules(game_id)
    rests = lessons.rests(lesson, rules)
    assert len(rests) == len(lesson.steps) and rests == sorted(rests)
    begins = [len(lesson.start)] + lesson.ends()
    for index, rest in enumerate(rests):
        assert begins[index] <= rest < begins[index + 1]
        state = state_at(lesson, rest)
        assert rules.to_move(state) == lesson.person
        assert lesson.record()[rest] in rules.legal_moves(state)
        assert lesson.step_at(rest) == index


@pytest.mark.parametrize("game_id", GAMES)
def test_captions_are_short_plain_and_there(game_id):
    lesson = lesson_of(game_id)
    assert 4 <= len(lesson.steps) <= 8
    for step in lesson.steps:
        assert step.caption.strip() and len(step.caption) <= lessons.MAX_CAPTION
        assert step.why.strip() and len(step.why) <= lessons.MAX_WHY
        assert step.caption[0].isupper() and step.caption.rstrip()[-1] in ".!?"
    assert lesson.done.strip()
    seconds = lessons.estimate_seconds(lesson, registry.rules(game_id))
    assert 30 <= seconds <= 5 * 60  # a short lesson: a few minutes at most


def test_the_checker_finds_a_broken_lesson():
    lesson = lesson_of("trice")
    rules = registry.rules("trice")
    first = lesson.steps[0]
    wrong_move = dataclasses.replace(first, moves=("place b2", "give W3") + first.moves[2:])
    broken = dataclasses.replace(lesson, steps=(wrong_move,) + lesson.steps[1:])
    assert any("does not play" in p for p in lessons.problems(broken, rules))
    long = dataclasses.replace(first, caption="word " * 40)
    assert any(
        "caption" in p
        for p in lessons.problems(dataclasses.replace(lesson, steps=(long,) + lesson.steps[1:]), rules)
    )
    # the computer's moves alone make no step: merged into the start, step 1 has nothing to tap
    idle = dataclasses.replace(
        lesson,
        start=lesson.start + ("place b2",),
        steps=(dataclasses.replace(first, moves=first.moves[1:]),) + lesson.steps[1:],
    )
    assert any("person" in p for p in lessons.problems(idle, rules))
    short = dataclasses.replace(lesson, steps=lesson.steps[:3])
    assert any("4 to 8" in p for p in lessons.problems(short, rules))


# -- what the captions say is true ------------------------------------------------------------------


def test_trice_the_three_ways_and_the_double_trice():
    lesson = lesson_of("trice")
    rules = registry.rules("trice")
    assert lesson.variant == "v0.3" == rules.variants[0]  # the Standard rules, the default
    # step 2: after the orange 3 on c2, any 3 on a2 or d2 would win for whoever places it
    state = state_at(lesson, step_start(lesson, 1) + 1)
    for cell in ("a2", "d2"):
        after = rules.play(rules.play(state, "give P3"), f"place {cell}")
        assert rules.is_over(after) and rules.deciding_lines(after)[0][2] == "same value"
    # step 3: a white die on c3 would make a Trice of one colour
    state = state_at(lesson, step_start(lesson, 2) + 1)
    after = rules.play(rules.play(state, "give W4"), "place c3")
    assert rules.deciding_lines(after)[0][2] == "same colour"
    # the last step: every die the computer could give lets the person win (no safe die)...
    last = step_start(lesson, len(lesson.steps) - 1)
    giving = state_at(lesson, last - 1)
    for die in set(rules.pool(giving)):
        placing = rules.play(giving, f"give {die}")
        assert any(rules.winner(rules.play(placing, m)) == lesson.person for m in rules.legal_moves(placing))
    # ...b1 is a Double Trice (the person loses), d1 a Trice that wins with a run
    state = state_at(lesson, last)
    lost = rules.play(state, "place b1")
    assert rules.deciding_lines(lost)[0][1] == "double" and rules.winner(lost) != lesson.person
    won = rules.play(state, "place d1")
    assert rules.winner(won) == lesson.person and rules.deciding_lines(won)[0][2] == "a run of values"


def test_tris2_rolls_tops_and_the_unsafe_roll():
    lesson = lesson_of("tris2")
    rules = registry.rules("tris2")
    # step 1: rolled west, the die's east-west face (X) comes on top
    state = state_at(lesson, step_start(lesson, 0))
    before = rules.field(state)[(0, 0)]
    assert rules.field(rules.play(state, "0,0 W"))[(-1, 0)][0] == before[2] == "X"
    # step 2: rolled south, the north-south face (/) comes on top
    state = state_at(lesson, step_start(lesson, 1))
    assert rules.field(rules.play(state, "-1,0 S"))[(-1, 1)][0] == "/"
    # step 3: west is unsafe (the computer could then make three), north is safe
    state = state_at(lesson, step_start(lesson, 2))
    assert rules.winning_moves(rules.play(state, "0,0 W"))
    assert not rules.winning_moves(rules.play(state, "0,0 N"))
    # the person never misses a win, and the computer's last roll hands one over
    for index in range(len(lesson.steps) - 1):
        assert not rules.winning_moves(state_at(lesson, step_start(lesson, index)))
    final = state_at(lesson, step_start(lesson, len(lesson.steps) - 1))
    assert rules.winning_moves(final) == ["1,1 W"]
    assert rules.winner(rules.play(final, "1,1 W")) == lesson.person


def triad_moves(rules, state):
    return [m for m in rules.legal_moves(state) if rules.phase(rules.play(state, m)) in ("remove", "over")]


def test_triad_turning_the_triad_and_the_block():
    from games.triad.rules import make_position

    lesson = lesson_of("triad")
    rules = registry.rules("triad")
    state = state_at(lesson, step_start(lesson, 0))
    assert rules.dice(state)["c6"] == (lesson.person, 2)
    assert rules.dice(rules.play(state, "c6=3 c3"))["c3"] == (lesson.person, 3)
    # step 2 makes a triad (3, 1, 2 down column a); step 3 removes the person's die in it
    made = rules.play(state_at(lesson, step_start(lesson, 1)), "c3=2 a3")
    assert rules.phase(made) == "remove" and ("a1", "a2", "a3") in rules.new_triads(made)
    assert rules.removable(made) == ["a3"]
    # step 4: orange threatens a triad on c6 only; after the block it has none
    state = state_at(lesson, step_start(lesson, 3))
    orange = make_position(rules.dice(state), mover=1 - lesson.person)
    assert {m.split()[-1] for m in triad_moves(rules, orange)} == {"c6"}
    assert not triad_moves(rules, state), "the person has no triad to make instead"
    blocked = rules.play(state, "d6=1 c6")
    assert not triad_moves(rules, blocked)


def test_tri_start_claims_the_wrap_the_battle_and_the_bonus():
    lesson = lesson_of("tri")
    rules = registry.rules("tri")
    record = lesson.record()
    state = state_at(lesson, 0)
    assert rules.phase(state) == "start"
    wrap = state_at(lesson, step_start(lesson, 2))
    assert "b4S" in rules.neighbours(wrap, "b1N") and "claim b4S" in rules.legal_moves(wrap)
    # the battle: one attacker die (4) against 5; +3 against the +0 bluff wins the triangle
    battle = record.index("attack c1W")
    assert record[battle + 1] == "roll 4 5"
    after = state_at(lesson, record.index("card +0") + 1)
    assert rules.owner(after, "c1W") == lesson.person
    # the bonus die comes after the third round and gives everyone a +4
    bonus = record.index("bonus 6")
    before, later = state_at(lesson, bonus), state_at(lesson, bonus + 1)
    assert rules.to_move(before) == CHANCE
    for seat in range(lesson.players):
        assert rules.hand(later, seat)["+4"] == rules.hand(before, seat)["+4"] + 1


@pytest.mark.parametrize("game_id", GAMES)
def test_every_lesson_word_is_in_the_font(game_id):
    from tools import make_font

    lesson = lesson_of(game_id)
    texts = [lesson.done] + [text for step in lesson.steps for text in (step.caption, step.why)]
    assert sorted({c for text in texts for c in text} - set(make_font.CHARACTERS)) == []


@pytest.mark.native_only(
    "reads the compiled Italian catalog, which make test builds and the WebAssembly copy may lack"
)
def test_the_lessons_length_is_said_in_the_players_language():
    """The lesson offer's "about 2 minutes" was an English f-string in every language."""
    from games import i18n
    from games.lesson import minutes_text

    assert minutes_text(120) == "about 2 minutes" and minutes_text(20) == "about 1 minute"
    assert i18n.set_language("it") == "it"
    assert minutes_text(120) == "circa 2 minuti" and minutes_text(50) == "circa 1 minuto"
    i18n.set_language("pseudo")
    assert minutes_text(120) != "about 2 minutes" and "2" in minutes_text(120)
