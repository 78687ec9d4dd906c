"""Game codes (games/codes.py): round trips, golden codes, and hostile input.

Every decode either returns a record that replays legally or raises CodeError
with one sentence for a player; nothing else ever escapes.
"""

import os
import random
import re
import string
import subprocess
import sys
from collections import Counter

import pytest

from games import agents, bitpack, codes, records, registry
from games.codes import CodeError
from games.core import CHANCE, IllegalMove
from games.dicecodec import DiceCodec
from games.playout import random_move

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODE_CHARS = re.compile(r"[A-Za-z0-9_-]+")
SENTENCE = re.compile(r"[A-Z][^.!?]*\.")  # one sentence: a capital, no inner stop, a full stop


def random_record(game_id, variant, players, options, rng, cut=False):
    """A random game (played to the end, or cut at a random point)."""
    rules = registry.rules(game_id)
    state = rules.new_game(players=players, variant=variant, **options)
    moves = []
    while not rules.is_over(state):
        move = random_move(rules, state, rng)
        state = rules.play(state, move)
        moves.append(move)
    if cut:
        moves = moves[: rng.randrange(len(moves) + 1)]
    return {"game": game_id, "variant": variant, "players": players, "options": dict(options), "moves": moves}


def random_seats(players, rng):
    if rng.random() < 0.2:
        return None
    return [rng.choice(codes.SEAT_KINDS) for _ in range(players)]


def random_extra(players, rng):
    extra = {}
    if rng.random() < 0.5:
        extra["nonce"] = rng.choice([0, 1, 2**64 - 1, rng.getrandbits(48), rng.getrandbits(64)])
    if rng.random() < 0.5:
        extra["sender"] = rng.randrange(players)
    return extra


def assert_refused(text):
    """decode(text) raises CodeError with one plain sentence; returns the message."""
    with pytest.raises(CodeError) as caught:
        codes.decode(text)
    message = str(caught.value)
    assert SENTENCE.fullmatch(message), message
    return message


def assert_refused_or_legal(text):
    """A mutated code is refused in one sentence, or (its check collided) it is a
    legal game that writes back to the very same code."""
    try:
        decoded = codes.decode(text)
    except CodeError as err:
        message = str(err)
        assert SENTENCE.fullmatch(message), message
        assert message != codes.UNREADABLE, "a code reached an unexpected failure"
        return False
    except Exception as err:  # pragma: no cover - the failure this test exists for
        pytest.fail(f"decode raised {type(err).__name__}: {err}")
    _rules, states = records.replay_states(decoded.record)
    assert len(states) == len(decoded.record["moves"]) + 1  # every move replays
    assert codes.encode(decoded.record, decoded.seats, decoded.extra) == "".join(text.split())
    return True


# (game, variant, players, options): every variant, player count and option kind
CASES = [
    ("trice", "v0.3", 2, {}),
    ("trice", "classic", 2, {}),
    ("tris2", "standard", 2, {}),
    ("tris2", "standard", 2, {"rule_of_4": True}),
    ("tris2", "advanced", 2, {"rule_of_4": False}),
    ("tris2", "advanced", 2, {"rule_of_4": True}),
    ("tris2", "tris1", 2, {}),
    ("triad", "standard", 2, {}),
    ("tri", "standard", 2, {}),
    ("tri", "standard", 3, {"size": None, "max_rounds": 10}),
    ("tri", "standard", 4, {"size": 6, "max_rounds": 20}),
]
GAMES_PER_CASE = {"trice": 400, "tris2": 200, "triad": 400, "tri": 80}


# Fixed records and their exact codes: see test_golden_codes_never_change before editing.
GOLDEN = [
    (
        {'game': 'trice', 'variant': 'v0.3', 'players': 2, 'options': {}},
        ['human', 'hard'],
        None,
        [
            'roll 626245/512416',
            'give O6',
            'place b3',
            'give O4',
            'place c1',
            'give P6',
            'place a2',
            'give O1',
            'place b2',
            'give O5',
            'place a1',
            'give P4',
            'place d3',
            'give W2',
            'place d1',
            'give W5',
            'place c2',
            'give P2',
            'place c3',
            'give W6',
            'place d2',
            'give W1',
            'place b1',
            'give P2',
            'place a3',
            'mark a3',
            'swap a3 a2',
            'inc a3',
            'mark c3',
            'swap c3 c2',
            'inc c2',
        ],
        'BBvwzD5UWmvxCuOWekh-ZAemiwT',
    ),
    (
        {'game': 'trice', 'variant': 'classic', 'players': 2, 'options': {}},
        None,
        None,
        [
            'roll 111326/633525',
            'give W1',
            'place b3',
            'give W6',
            'place c2',
            'give O5',
            'place c3',
            'give P1',
            'place d3',
            'give P5',
            'place a2',
            'give W1',
            'place a3',
            'give W3',
            'place c1',
            'give O2',
            'place d1',
            'give O2',
            'place d2',
            'give P3',
            'place b2',
            'give P3',
            'place a1',
            'give O6',
            'place b1',
        ],
        'BbdbgQ439B0LpYUHIghhALV',
    ),
    (
        {'game': 'tris2', 'variant': 'standard', 'players': 2, 'options': {'rule_of_4': True}},
        ['easy', 'human'],
        {'sender': 1},
        [
            'setup /OX O/X /XO XO/ O/X XO/ XO/ /OX /OX',
            '2,2 E',
            '2,0 E',
            '0,0 N',
            '3,2 N',
            '0,1 N',
            '3,0 W',
            '3,1 S',
            '1,0 N',
            '0,0 S',
            '3,2 W',
            '2,1 E',
        ],
        'Be_tlQV9CcjdLfh87eGb',
    ),
    (
        {'game': 'tris2', 'variant': 'advanced', 'players': 2, 'options': {}},
        None,
        None,
        [
            'put 1,2 /OX',
            'put 2,0 XO/',
            'put 0,1 X/O',
            'put 0,2 O/X',
            'put 2,1 X/O',
            'put 2,2 O/X',
            'put 0,0 X/O',
            'put 1,0 /XO',
            'put 1,1 O/X',
            '0,0 N',
            '2,2 E',
            '0,2 W',
            '2,1 E',
            '1,0 W',
            '1,1 N',
            '3,2 E',
            '1,0 S',
            '2,0 S',
        ],
        'BvFrTp4mwOTjue4Qhr58Y9',
    ),
    (
        {'game': 'tris2', 'variant': 'tris1', 'players': 2, 'options': {}},
        ['human', 'human'],
        None,
        [
            'turn 1,0',
            'turn 1,2',
            'turn 0,1',
            'turn 2,2',
            'turn 2,0',
            'turn 2,1',
            'turn 0,2',
            'turn 0,0',
            'turn 1,1',
        ],
        'BI8_PiKB0kPEL',
    ),
    (
        {'game': 'triad', 'variant': 'standard', 'players': 2, 'options': {}},
        ['normal', 'hard'],
        {'nonce': 81985529216486895, 'sender': 0},
        [
            'roll 233112/333112',
            'c6=1 c5',
            'e1=3 b4',
            'remove b4',
            'f6=2 d4',
            'a1=1 a2',
            'a6=3 a3',
            'b1=2 d3',
            'a3=2 c3',
            'd3=1 e3',
            'c3=1 b2',
            'e3=3 b3',
            'e6=2 e4',
            'a2=2 a4',
            'd6=1 e5',
            'c1=2 a1',
            'd4=1 e3',
            'a4=1 b5',
            'b6=3 e6',
            'f1=3 f4',
            'e3=2 c3',
            'd1=1 c2',
            'e4=1 f5',
            'c2=2 e2',
            'e6=2 c6',
            'f4=2 d4',
            'c6=1 d5',
            'remove c5',
            'b3=1 b4',
            'c3=1 d3',
            'e2=1 d1',
            'e5=3 e2',
            'd4=1 e4',
            'remove e4',
            'e2=1 d2',
            'remove d3',
            'a1=3 a4',
            'd5=3 a2',
            'a4=2 c2',
        ],
        'BCeDCrEXmWecuqLkc2iuY1L5vIcrSrAroCRorPE1eb3-iLGizj',
    ),
    (
        {'game': 'tri', 'variant': 'standard', 'players': 3, 'options': {'size': 5, 'max_rounds': 10}},
        ['human', 'easy', 'hard'],
        {'nonce': 281474976710655},
        [
            'start a3E',
            'start e1W',
            'start e3S',
            'claim b3W',
            'claim d1E',
            'claim e3E',
            'claim a3N',
            'claim e1N',
            'claim a3W',
            'attack a3W',
            'roll 2 1',
            'card +0',
            'card +4',
            'void a3N',
            'claim d1N',
            'claim a3S',
            'bonus 1',
            'attack a3S',
            'roll 1 5',
            'card +0',
            'card +0',
            'void a3E',
            'claim d5S',
            'claim a4N',
            'claim b3N',
            'claim d1S',
            'claim a3E',
            'claim b2S',
            'claim d5E',
            'attack b3W',
            'roll 2 3',
            'card +2',
            'card +2',
            'void a3E',
            'bonus 5',
            'claim a3E',
            'claim e1S',
            'claim a3N',
            'attack a3N',
            'roll 5 6',
            'card +2',
            'card +2',
            'void a3E',
            'claim e1E',
            'claim a4E',
        ],
        'BMGJZ0q8xSqjE9Haak9M3LngAa_______9lGPgjykyZq',
    ),
]


def case_id(case):
    game_id, variant, players, options = case
    extra = "-".join(f"{k}={v}" for k, v in options.items())
    return f"{game_id}-{variant}-{players}p" + (f"-{extra}" if extra else "")


# ---- the tables and the chance codecs --------------------------------------------------


def test_the_tables_cover_every_game_variant_option_and_seat_kind():
    numbers = [game.code.number for game in registry.GAMES.values()]
    assert len(set(numbers)) == len(numbers), "each game its own number"
    for game in registry.GAMES.values():
        assert set(game.variants) <= set(game.code.variants), "append the new variant"
        assert set(game.options) <= set(game.code.options), "append the new option"
    # the numbers and orders old codes were written with stay as they were (a game added later
    # takes a number of its own, checked above)
    written = {
        "trice": (0, ("v0.3", "classic"), ()),
        "tris2": (1, ("standard", "advanced", "tris1"), ("rule_of_4",)),
        "triad": (2, ("standard",), ()),
        "tri": (3, ("standard",), ("size", "max_rounds")),
    }
    now = {g.id: (g.code.number, g.code.variants, g.code.options) for g in registry.GAMES.values()}
    assert {game_id: now[game_id] for game_id in written} == written
    assert codes.SEAT_KINDS == ("human",) + agents.LEVELS


def test_every_unlisted_chance_node_has_a_codec_that_names_its_outcomes():
    rng = random.Random(3)
    for game_id, game in registry.GAMES.items():
        rules = game.rules
        for variant in rules.variants:
            for _ in range(20):
                state = rules.new_game(players=rules.min_players, variant=variant)
                while not rules.is_over(state):
                    move = random_move(rules, state, rng)
                    if rules.to_move(state) == CHANCE and not rules.legal_moves(state):
                        codec = game.chance_codec
                        assert codec is not None, f"{game_id} needs a chance_codec"
                        index = codec.index(state, move)
                        assert 0 <= index < codec.radix(state)
                        assert codec.outcome(state, index) == move
                    state = rules.play(state, move)


def test_dice_codec_numbers_outcomes_like_a_base_n_number():
    codec = DiceCodec("roll ######/######", "123456")
    assert codec.radix(None) == 6**12
    assert codec.index(None, "roll 111111/111111") == 0
    assert codec.index(None, "roll 111111/111112") == 1
    assert codec.index(None, "roll 351622/114463") == int("240511003352", 6)
    assert codec.outcome(None, 6**12 - 1) == "roll 666666/666666"
    for bad in (
        "roll 111111/11111",
        "roll 111111/1111117",
        "roll 111111-111111",
        "roll 011111/111111",
        "Roll 111111/111111",
        "",
        None,
        12,
        "roll 11111/1111111",
    ):
        assert codec.index(None, bad) is None
    with pytest.raises(ValueError):
        codec.outcome(None, 6**12)
    setup = registry.get("tris2").chance_codec
    move = "setup /OX O/X /XO XO/ O/X XO/ XO/ /OX /OX"
    assert setup.outcome(None, setup.index(None, move)) == move
    assert setup.index(None, move.replace("/OX", "/O X", 1)) is None


# ---- round trips --------------------------------------------------------------------------


# Every case in the quick loop with a fifth of its games; the other four fifths (other
# seeds) are marked slow: the same number of games in make test as before.
@pytest.mark.parametrize("share", ["quick", pytest.param("rest", marks=pytest.mark.slow)])
@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_random_games_round_trip_exactly(case, share):
    game_id, variant, players, options = case
    rng = random.Random(CASES.index(case) + (0 if share == "quick" else 1000))
    rules = registry.rules(game_id)
    games = GAMES_PER_CASE[game_id] // 5
    for number in range(games if share == "quick" else GAMES_PER_CASE[game_id] - games):
        record = random_record(game_id, variant, players, options, rng, cut=number % 2 == 1)
        seats, extra = random_seats(players, rng), random_extra(players, rng)
        code = codes.encode(record, seats, extra)
        assert CODE_CHARS.fullmatch(code)
        assert len(code) <= codes.MAX_CODE_CHARS
        decoded = codes.decode(code)
        assert decoded.record == record
        assert decoded.seats == seats
        assert decoded.extra == extra
        _, original = records.replay(record)
        _, replayed = records.replay(decoded.record)
        assert replayed == original and hash(replayed) == hash(original)
        assert rules.is_over(replayed) == rules.is_over(original)
        if number % 10 == 0:
            assert decoded.match().state == original
            assert codes.encode(decoded.record, decoded.seats, decoded.extra) == code
            wrapped = "\n ".join(code[i : i + 7] for i in range(0, len(code), 7))
            assert codes.decode(wrapped) == decoded  # chat apps wrap long lines


def test_a_new_game_and_the_extremes_of_every_field_round_trip():
    for game_id, game in registry.GAMES.items():
        rules = game.rules
        for players in range(rules.min_players, rules.max_players + 1):
            for variant in rules.variants:
                record = records.new_record(game_id, players, variant)
                for seats in (None, ["hard"] * players, ["human"] * players):
                    for extra in ({}, {"nonce": 0}, {"nonce": 2**64 - 1, "sender": players - 1}):
                        decoded = codes.decode(codes.encode(record, seats, extra))
                        assert decoded == (record, seats, extra)


def test_move_spellings_play_accepts_come_back_canonical():
    record = random_record("triad", "standard", 2, {}, random.Random(5))
    shouted = dict(record, moves=[m.upper() if i % 3 else m for i, m in enumerate(record["moves"])])
    assert shouted["moves"] != record["moves"]
    assert codes.decode(codes.encode(shouted)).record == record


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
@pytest.mark.native_only("runs two Python subprocesses with different PYTHONHASHSEED")
def test_moves_are_listed_in_the_same_order_under_any_hash_seed():
    """legal_moves must not depend on set order of strings (PYTHONHASHSEED)."""
    script = (
        "import random, sys; sys.path.insert(0, '.');"
        "from games import codes, registry; from games.playout import random_move\n"
        "out = []\n"
        f"for case in {CASES!r}:\n"
        "    g, v, p, o = case; rules = registry.rules(g); rng = random.Random(1)\n"
        "    for _ in range(8):\n"
        "        s = rules.new_game(players=p, variant=v, **o); moves = []\n"
        "        while not rules.is_over(s):\n"
        "            m = random_move(rules, s, rng); s = rules.play(s, m); moves.append(m)\n"
        "        record = {'game': g, 'variant': v, 'players': p, 'options': o, 'moves': moves}\n"
        "        out.append(codes.encode(record))\n"
        "print(' '.join(out))\n"
    )
    results = set()
    for seed in ("0", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        done = subprocess.run(
            [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr
        results.add(done.stdout)
    assert len(results) == 1


# ---- golden codes: the format itself ------------------------------------------------------
# These exact codes pin the format. If one changes, something changed the order of
# RULES.legal_moves, a move's notation, a chance codec or a table in games/codes.py:
# every code already shared would now mean another game (or none). Do not just paste
# the new codes here: bump codes.FORMAT_VERSION and keep a reader for version 1.


@pytest.mark.parametrize(
    "header, seats, extra, moves, code", GOLDEN, ids=[f"{g[0]['game']}-{g[0]['variant']}" for g in GOLDEN]
)
def test_golden_codes_never_change(header, seats, extra, moves, code):
    record = dict(header, moves=moves)
    assert codes.encode(record, seats, extra) == code
    assert codes.decode(code) == (record, seats, extra or {})


def test_version_one_envelope():
    code = GOLDEN[0][-1]
    assert code[0] == "B" and codes.FORMAT_VERSION == 1
    assert bitpack.check_text(code[:-5], 5, codes.CHECK_SALT) == code[-5:]


# ---- refusals -------------------------------------------------------------------------------


def test_every_message_is_one_sentence():
    names = [
        name
        for name in dir(codes)
        if name.isupper() and isinstance(getattr(codes, name), str) and name not in ("CHECK_SALT",)
    ]
    messages = [getattr(codes, name) for name in names if " " in getattr(codes, name)]
    assert len(messages) >= 12
    for message in messages:
        assert SENTENCE.fullmatch(message.format(number=12)), message


def test_a_newer_format_version_is_refused_in_those_words():
    number = bitpack.from_text(GOLDEN[0][-1][1:-5])
    for version in (codes.FORMAT_VERSION + 1, 63):
        assert assert_refused(codes.seal(version, number)) == codes.NEWER
    assert assert_refused(codes.seal(0, number)) == codes.DAMAGED


def _sealed(record, count=None, tail=(), seats=None, extra=None):
    """A code written past the checks: the record's moves as usual, then `tail`
    digits (digit, radix) and `count` as the move count."""
    writer = bitpack.Writer()
    codes._write_header(writer, record, seats, extra)
    moves = record["moves"]
    writer.put_uint(len(moves) if count is None else count)
    game = registry.get(record["game"])
    rules, state = records.start_state(record)
    for number, move in enumerate(moves, 1):
        digit, radix, move = codes._move_digit(game, state, move, number)
        writer.put(digit, radix)
        state = rules.play(state, move)
    for digit, radix in tail:
        writer.put(digit, radix)
    return codes.seal(codes.FORMAT_VERSION, writer.number())


def test_a_move_after_the_end_is_refused_naming_its_number():
    record = random_record("trice", "v0.3", 2, {}, random.Random(9))
    count = len(record["moves"])
    assert codes.decode(_sealed(record)).record == record
    message = assert_refused(_sealed(record, count + 1, [(0, 2)]))
    assert message == f"This code's game breaks the rules at move {count + 1}."


def test_an_illegal_chance_outcome_is_refused_naming_its_number():
    rules = registry.rules("tris2")
    record = records.new_record("tris2")
    bad_setup = "setup " + " ".join(["XO/"] * 9)  # edge dice touching by a corner show one symbol
    with pytest.raises(IllegalMove):
        rules.play(rules.new_game(), bad_setup)
    codec = registry.get("tris2").chance_codec
    code = _sealed(record, 1, [(codec.index(None, bad_setup), codec.radix(None))])
    assert assert_refused(code) == "This code's game breaks the rules at move 1."
    with pytest.raises(CodeError, match="Move 1 of this game"):
        codes.encode(dict(record, moves=[bad_setup]))


def test_a_move_count_beyond_any_game_is_refused_before_replaying():
    record = records.new_record("tri", 4, options={"size": 8, "max_rounds": 999})
    assert assert_refused(_sealed(record, codes.MAX_MOVES + 1)) == codes.TOO_MANY_MOVES


def test_leftover_digits_and_unknown_games_are_refused():
    record = random_record("triad", "standard", 2, {}, random.Random(2))
    assert assert_refused(_sealed(record, tail=[(1, 2)])) == codes.DAMAGED
    writer = bitpack.Writer()
    writer.put_uint(len(registry.GAMES) + 5)
    assert assert_refused(codes.seal(1, writer.number())) == codes.UNKNOWN_GAME


def test_settings_the_game_refuses_are_refused():
    writer = bitpack.Writer()
    writer.put_uint(registry.get("tri").code.number)
    writer.put(0, 3)  # 2 players
    writer.put(codes.WHOLE, 6)  # size 99
    writer.put_int(99)
    writer.put(codes.ABSENT, 6)
    assert assert_refused(codes.seal(1, writer.number())) == codes.BAD_SETTINGS
    writer = bitpack.Writer()
    writer.put_uint(registry.get("tris2").code.number)
    writer.put(0, 3)
    writer.put(codes.TEXT, 6)  # rule_of_4 as a text
    writer.put_uint(2)
    writer.put(ord("o"), 256)
    writer.put(ord("n"), 256)
    assert assert_refused(codes.seal(1, writer.number())) == codes.BAD_SETTINGS


def test_encode_refuses_what_it_cannot_write():
    record = random_record("tri", "standard", 3, {}, random.Random(4), cut=True)
    for seats in (["human"], ["human", "easy", "expert"], "human", [None, None, None]):
        with pytest.raises(CodeError, match="seats"):
            codes.encode(record, seats)
    for extra in (
        {"nonce": -1},
        {"nonce": 2**64},
        {"nonce": True},
        {"sender": 3},
        {"sender": "1"},
        {"colour": 1},
        ["nonce"],
    ):
        with pytest.raises(CodeError, match="link details"):
            codes.encode(record, None, extra)
    for bad in (
        {"game": "chess"},
        dict(record, moves=record["moves"] + ["pass", "pass!"]),
        dict(record, options={"speed": 2}),
        dict(record, players=5),
    ):
        with pytest.raises(CodeError):
            codes.encode(bad)
    assert codes.encode(dict(record, moves=[]), None, {"nonce": None}) == codes.encode(dict(record, moves=[]))


@pytest.fixture
def replayed(monkeypatch):
    """Counts the rules calls of every game (`play`, `legal_moves`): the work a decode does,
    the same on any machine (how fast it is, make bench measures)."""
    calls = Counter()
    for game in registry.GAMES.values():
        for name in ("play", "legal_moves"):
            method = getattr(game.rules, name)

            def counted(*args, _method=method, _name=name, **kwargs):
                calls[_name] += 1
                return _method(*args, **kwargs)

            monkeypatch.setattr(game.rules, name, counted)
    return calls


def test_a_game_too_long_for_a_code_is_refused_and_long_codes_decode_in_one_pass(replayed):
    rng = random.Random(8)
    options = {"size": 8, "max_rounds": 999}
    record = random_record("tri", "standard", 4, options, rng)
    assert len(record["moves"]) > 4000  # a long game (4839 moves)
    code = codes.encode(record)
    replayed.clear()
    assert codes.decode(code).record == record
    # one pass: each move listed once and played once, nothing replayed again
    assert replayed == {"legal_moves": len(record["moves"]), "play": len(record["moves"])}
    too_long = dict(record, moves=record["moves"] + ["pass"] * (codes.MAX_MOVES + 1))
    with pytest.raises(CodeError, match="too long"):
        codes.encode(too_long)


# ---- fuzz: damaged, spliced and made-up codes ------------------------------------------------


def sample_codes():
    rng = random.Random(77)
    found = []
    for game_id, variant, players, options in CASES:
        for cut in (False, True, False):
            record = random_record(game_id, variant, players, options, rng, cut=cut)
            found.append(codes.encode(record, random_seats(players, rng), random_extra(players, rng)))
    return found


SAMPLES = sample_codes()


def mutate(code, rng):
    alphabet = bitpack.ALPHABET
    kind = rng.randrange(6)
    i = rng.randrange(len(code))
    if kind == 0:  # one character changed
        return code[:i] + rng.choice(alphabet.replace(code[i], "")) + code[i + 1 :]
    if kind == 1:  # one inserted
        return code[:i] + rng.choice(alphabet) + code[i:]
    if kind == 2:  # one lost
        return code[:i] + code[i + 1 :]
    if kind == 3:  # two neighbours swapped (or, if they match, an "x" slipped in)
        j = min(i + 1, len(code) - 1)
        if code[i] == code[j]:
            return code[:i] + "x" + code[i:]
        return code[:i] + code[j] + code[i] + code[j + 1 :]
    if kind == 4:  # several changed
        chars = list(code)
        for _ in range(rng.randrange(2, 6)):
            chars[rng.randrange(len(chars))] = rng.choice(alphabet)
        return "".join(chars)
    return code[:i] + code[i:][::-1]  # a stretch reversed


def test_mutated_codes_are_refused_or_still_legal():
    rng = random.Random(1234)
    refused = accepted = 0
    for code in SAMPLES:
        for _ in range(120):
            mutated = mutate(code, rng)
            if mutated == code:
                continue
            if assert_refused_or_legal(mutated):
                accepted += 1
            else:
                refused += 1
    assert refused > 3500 and accepted <= 2  # a 30-bit check lets about 1 in 10^9 through


def test_every_truncation_and_extension_is_refused():
    for code in SAMPLES[::6]:
        for length in range(len(code)):
            assert_refused(code[:length])
            assert_refused(code[length:] if length else code[1:])
        for char in bitpack.ALPHABET[::7]:
            assert_refused(code + char)
            assert_refused(char + code)


def test_tampered_payloads_with_a_fixed_check_are_refused_or_legal():
    """Forgers can recompute the check: the reader must still hold, and whatever
    it accepts must be a legal game."""
    rng = random.Random(99)
    outcomes = {True: 0, False: 0}
    for code in SAMPLES:
        number = bitpack.from_text(code[1:-5])
        for _ in range(40):
            kind = rng.randrange(4)
            if kind == 0:  # a bit flipped anywhere
                tampered = number ^ (1 << rng.randrange(number.bit_length() + 8))
            elif kind == 1:  # low bits (the header) rewritten
                bits = rng.randrange(1, 40)
                tampered = (number >> bits << bits) | rng.getrandbits(bits)
            elif kind == 2:  # high bits (the last moves) rewritten or extended
                tampered = number ^ (rng.getrandbits(24) << max(0, number.bit_length() - 12))
            else:  # a random payload of a similar size
                tampered = rng.getrandbits(max(1, number.bit_length()))
            outcomes[assert_refused_or_legal(codes.seal(1, tampered))] += 1
    assert outcomes[False] > 0 and outcomes[True] > 0


def test_another_games_header_over_these_moves_is_refused_or_legal():
    rng = random.Random(5)
    split = []
    for code in SAMPLES:
        reader = bitpack.Reader(bitpack.from_text(code[1:-5]))
        codes.read_header(reader)
        split.append((code, reader.rest))
    headers = []
    for code in SAMPLES:
        decoded = codes.decode(code)
        headers.append((decoded.record, decoded.seats, decoded.extra))
    for _ in range(400):
        record, seats, extra = rng.choice(headers)
        _, rest = rng.choice(split)
        writer = bitpack.Writer()
        codes._write_header(writer, record, seats, extra)
        low = writer.number()
        size = 1
        for _digit, radix in writer.digits:
            size *= radix
        assert_refused_or_legal(codes.seal(1, low + size * rest))


@pytest.mark.parametrize(
    "text",
    [
        "",
        " ",
        "\n\t",
        "B",
        "BA",
        "AAAAAAAA",
        "B" * 7,
        "hello world",
        "https://tridice/#B8ab",
        "Bé" + "A" * 10,
        "B\u00e9\u00e8\u00ea12345",
        "B\U0001f3b2" * 5,
        "\uff22\uff41\uff42" * 4,
        "B" + "_" * 30,
        "B" + "-" * 30,
        "B0" * 2000,
        "B" * codes.MAX_CODE_CHARS,
        "A" * 100000,
        "B" + "a" * 5000,
        " " * 100000,
        "\x00" * 20,
        "B%2F%2F",
        "B+/=" * 3,
    ],
    ids=lambda text: repr(text[:12]) + f"x{len(text)}",
)
def test_made_up_texts_are_refused(text):
    assert_refused(text)


@pytest.mark.parametrize("thing", [None, 12, b"BBvwzD5UWmvxCuOWekh-ZAemiwT", ["B"], {"code": "B"}])
def test_things_that_are_not_text_are_refused(thing):
    assert assert_refused(thing) == codes.NOT_A_CODE


def test_random_texts_are_refused_by_the_envelope_before_any_move_is_replayed(replayed):
    """Random text costs a look at its length, letters and check characters, never a replay."""
    rng = random.Random(6)
    alphabets = [bitpack.ALPHABET, string.printable, "AB", "\u00e9\u00df\u4e2d\U0001f3b2B-"]
    said = Counter()
    for number in range(3000):
        alphabet = alphabets[number % len(alphabets)]
        length = rng.choice([rng.randrange(20), rng.randrange(300), rng.randrange(5000)])
        text = "".join(rng.choices(alphabet, k=length))
        said[assert_refused(text)] += 1
    assert replayed == {}
    assert set(said) == {codes.EMPTY, codes.TOO_LONG, codes.NOT_A_CODE, codes.DAMAGED}


def test_codes_of_other_games_decode_as_their_own_game():
    for code in SAMPLES:
        game_id = codes.decode(code).record["game"]
        assert game_id in registry.GAMES


@pytest.mark.parametrize(
    "text",
    [
        "hello",
        "Hello",
        "Installation",  # a web address's fragment
        "getting-started",
        "Buy milk and eggs",
        "See you tomorrow at 5",
        "Hello, how are you?",
        "https://example.com/docs/page",
        "BA2Us",  # shorter than any code
    ],
)
def test_ordinary_text_is_no_code_not_a_damaged_one(text):
    """Issue 28 point 9: a sentence (its words run together once whitespace goes) or a word was
    read as a code whose check failed, "damaged". It is no code at all."""
    with pytest.raises(codes.NotACode):
        codes.decode(text)
    assert assert_refused(text) == codes.NOT_A_CODE and not codes.looks_like_code(text)


def test_a_code_with_a_wrong_letter_is_still_damaged():
    rng = random.Random(28)
    said = Counter()
    for code in SAMPLES:
        for _ in range(10):
            where = rng.randrange(1, len(code))  # any letter but the version's
            changed = rng.choice([c for c in bitpack.ALPHABET if c != code[where]])
            for mutated in (code[:where] + changed + code[where + 1 :], code[:where] + code[where + 1 :]):
                assert codes.looks_like_code(mutated), mutated
                said[assert_refused(mutated)] += 1
        wrapped = "\n".join(code[i : i + 20] for i in range(0, len(code), 20))  # a chat's lines
        assert codes.looks_like_code(wrapped) and codes.decode(wrapped).record == codes.decode(code).record
    assert set(said) == {codes.DAMAGED}
