"""The contract in code (games/contract.py), checked at run time.

mypy checks it statically (`make test` runs mypy first: a game's `Game(RULES, ...)` does not
type-check unless RULES keeps `Rules`). Here the same Protocols are checked on the objects
themselves, for every registered game: the rules have every member of `Rules` with
parameters that accept the Protocol's calls, the optional hooks (view, chance_outcomes,
VARIANT_NAMES, OPTIONS) keep theirs where a game has them, and the computer players, the
lesson, the judge and the chance codec keep their hooks. Broken toy rules fail the check.

Pure: runs under WebAssembly too (tools/browser/pure_tests.mjs).
"""

import inspect
import random
from collections.abc import Mapping

import pytest

from games import contract, registry
from games.agents import LEVELS, run
from games.core import CHANCE, IllegalMove, draw_returns, win_returns
from games.lesson import Lesson, LessonModule

GAME_IDS = registry.GAME_IDS
RULES_ATTRIBUTES = ("id", "title", "min_players", "max_players", "variants")


def members(protocol):
    """The methods a Protocol declares (its own, not object's or Protocol's)."""
    return sorted(
        name
        for name, value in vars(protocol).items()
        if inspect.isfunction(value) and not name.startswith("_")
    )


def signature_problems(name, wanted, found):
    """Why a callable with signature `found` cannot take every call `wanted` allows
    (both without self); [] when it can."""
    problems = []
    have = list(found.parameters.values())
    by_name = {p.name: p for p in have}
    var_positional = any(p.kind is p.VAR_POSITIONAL for p in have)
    var_keyword = any(p.kind is p.VAR_KEYWORD for p in have)
    positional = [p for p in have if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    covered = set()
    for index, param in enumerate(wanted.parameters.values()):
        if param.kind is param.VAR_KEYWORD:
            if not var_keyword:
                problems.append(f"{name}: takes no **{param.name}")
            continue
        if param.kind is param.VAR_POSITIONAL:
            if not var_positional:
                problems.append(f"{name}: takes no *{param.name}")
            continue
        mine = by_name.get(param.name)
        if param.kind is param.POSITIONAL_OR_KEYWORD:
            at = positional[index] if index < len(positional) else None
            if at is None and not var_positional:
                problems.append(f"{name}: no parameter {index + 1} ({param.name})")
                continue
            if at is not None and at.name != param.name and not var_keyword:
                problems.append(f"{name}: parameter {index + 1} is {at.name!r}, not {param.name!r}")
            mine = mine or at
        elif mine is None and not var_keyword:
            problems.append(f"{name}: no keyword {param.name!r}")
        if mine is not None:
            covered.add(mine.name)
            if param.default is not param.empty and mine.default is mine.empty:
                problems.append(f"{name}: {param.name!r} needs a default")
    for param in have:
        if (
            param.name not in covered
            and param.default is param.empty
            and param.kind not in (param.VAR_POSITIONAL, param.VAR_KEYWORD)
        ):
            problems.append(f"{name}: requires {param.name!r}, which the contract does not pass")
    return problems


def unbound(function):
    """The signature of a Protocol's method without its `self`."""
    sig = inspect.signature(function)
    return sig.replace(parameters=list(sig.parameters.values())[1:])


def protocol_problems(obj, protocol, attributes=()):
    """Everything `obj` lacks or spells otherwise than `protocol`'s methods (and the
    `attributes` it must have); [] when it keeps the Protocol."""
    problems = [f"no {name}" for name in attributes if not hasattr(obj, name)]
    for name in members(protocol):
        found = getattr(obj, name, None)
        if not callable(found):
            problems.append(f"no method {name}")
            continue
        problems += signature_problems(name, unbound(getattr(protocol, name)), inspect.signature(found))
    if not problems and not isinstance(obj, protocol):
        problems.append(f"not a {protocol.__name__}")
    return problems


def rules_problems(rules):
    problems = protocol_problems(rules, contract.Rules, RULES_ATTRIBUTES)
    if problems:
        return problems
    if not (isinstance(rules.id, str) and isinstance(rules.title, str) and rules.id):
        problems.append("id and title are text")
    if not (isinstance(rules.min_players, int) and rules.min_players <= rules.max_players):
        problems.append("min_players <= max_players, whole numbers")
    if not (
        isinstance(rules.variants, tuple)
        and rules.variants
        and all(isinstance(v, str) for v in rules.variants)
    ):
        problems.append("variants: a tuple of names, the default first")
    # the optional hooks: where a game has one, it keeps its Protocol
    if hasattr(rules, "view"):
        problems += protocol_problems(rules, contract.HiddenInformation)
    if hasattr(rules, "chance_outcomes"):
        problems += protocol_problems(rules, contract.ExactChance)
    if hasattr(rules, "VARIANT_NAMES"):
        names = rules.VARIANT_NAMES
        if (
            not isinstance(rules, contract.NamedVariants)
            or not isinstance(names, Mapping)
            or not set(names) <= set(rules.variants)
            or not all(isinstance(v, str) for v in names.values())
        ):
            problems.append("VARIANT_NAMES: {variant: label}")
    if hasattr(rules, "OPTIONS"):
        for option, spec in rules.OPTIONS.items():
            if (
                set(spec) != set(contract.OptionSpec.__annotations__)
                or spec["default"] not in spec["choices"]
            ):
                problems.append(f"OPTIONS[{option!r}]: label, choices, default (one of them), variants")
    return problems


# -- every registered game -----------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_keep_the_contract(game_id):
    rules = registry.rules(game_id)
    assert rules_problems(rules) == []
    assert isinstance(rules, contract.Rules)
    assert rules.id == game_id


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_that_hides_information_has_the_view_hook(game_id):
    game = registry.get(game_id)
    assert isinstance(game.rules, contract.HiddenInformation) == game.hidden_information


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_words_and_the_setup_choices_come_through_the_descriptor(game_id):
    game = registry.get(game_id)
    rules = game.rules
    assert dict(game.variant_names) == dict(getattr(rules, "VARIANT_NAMES", {}) or {})
    assert dict(game.options) == dict(getattr(rules, "OPTIONS", {}) or {})
    state = rules.new_game(game.min_players)
    assert isinstance(game.seat_name(0, state), str) and isinstance(rules.end_reason(state), str)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_computer_players_keep_the_agent_hook(game_id):
    game = registry.get(game_id)
    if game.ai is not None:
        from games.game import load

        assert (
            signature_problems(
                "make_agent",
                unbound(contract.AgentFactory.__call__),
                inspect.signature(load(game.ai, "make_agent")),
            )
            == []
        )
    rules = game.rules
    state = rules.new_game(game.min_players)
    rng = random.Random(7)
    while rules.to_move(state) == CHANCE:
        state = rules.play(state, rules.random_outcome(state, rng))
    for level in LEVELS:
        agent = game.make_agent(level, rng=random.Random(1), time_limit=0.05)
        assert isinstance(agent, contract.Agent), (game_id, level)
        assert agent.level == level
        thinking = agent.think(state)
        assert inspect.isgenerator(thinking), "think(state) is a generator"
        thinking.close()


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if registry.get(g).lesson is not None])
def test_the_lesson_hook(game_id):
    game = registry.get(game_id)
    import importlib

    module = importlib.import_module(game.lesson_module)
    assert isinstance(module.LESSON, Lesson) and game.lesson() is module.LESSON
    assert protocol_problems(module, LessonModule, ("LESSON",)) == []
    assert module.LESSON.game == game_id


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if registry.get(g).judge is not None])
def test_the_judge_hook(game_id):
    game = registry.get(game_id)
    rules = game.rules
    assert (
        signature_problems("Judge", unbound(contract.JudgeFactory.__call__), inspect.signature(game.judge))
        == []
    )
    rng = random.Random(3)
    states, moves = [rules.new_game(game.min_players)], []
    while not rules.is_over(states[-1]) and len(moves) < 6:
        move = (
            rules.random_outcome(states[-1], rng)
            if rules.to_move(states[-1]) == CHANCE
            else rng.choice(rules.legal_moves(states[-1]))
        )
        moves.append(move)
        states.append(rules.play(states[-1], move))
    judge = game.judge(states, moves)
    assert isinstance(judge, contract.Judge)
    while judge.step():
        assert isinstance(judge.marks, Mapping)
    assert judge.done and judge.step() is False


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if registry.get(g).chance_codec is not None])
def test_the_chance_codec_hook(game_id):
    game = registry.get(game_id)
    codec = game.chance_codec
    assert isinstance(codec, contract.ChanceCodec)
    state = game.rules.new_game(game.min_players)
    outcome = game.rules.random_outcome(state, random.Random(5))
    index = codec.index(state, outcome)
    assert 0 <= index < codec.radix(state) and codec.outcome(state, index) == outcome


def test_the_shared_players_keep_the_agent_hook_for_a_game_without_an_ai_module():
    rules = Coin()
    for level in LEVELS:
        agent = registry.Game(
            rules, pitch="", code=registry.CodeFormat(number=99, variants=("plain",))
        ).make_agent(level, rng=random.Random(2), time_limit=0.01)
        assert isinstance(agent, contract.Agent)
        assert run(agent.think(rules.new_game())) in rules.legal_moves(rules.new_game())


# -- a toy game keeps it; broken ones do not ---------------------------------------------------


class Coin:
    """Two seats call heads or tails in turn; the first to call "heads" wins."""

    id, title, min_players, max_players, variants = "coin", "Coin", 2, 2, ("plain",)

    def new_game(self, players=2, variant=None, **options):
        if options:
            raise IllegalMove("no options")
        return (0, None)

    def to_move(self, state):
        return state[0]

    def legal_moves(self, state):
        return [] if state[1] is not None else ["heads", "tails"]

    def random_outcome(self, state, rng):
        raise IllegalMove("nothing is random")

    def play(self, state, move):
        if move not in self.legal_moves(state):
            raise IllegalMove(f"{move!r} is not allowed now")
        return (1 - state[0], state[0]) if move == "heads" else (1 - state[0], None)

    def is_over(self, state):
        return state[1] is not None

    def returns(self, state):
        return draw_returns(2) if state[1] is None else win_returns(2, state[1])

    def end_reason(self, state):
        return "" if state[1] is None else f"Player {state[1] + 1} called heads."

    def seat_name(self, seat, state=None):
        return f"Player {seat + 1}"

    def describe_move(self, state, move):
        return f"{self.seat_name(state[0])} calls {move}."


def test_a_toy_game_keeps_the_contract():
    assert rules_problems(Coin()) == []


def broken(name, **changes):
    """Coin with members taken away (None) or replaced."""
    namespace = {key: value for key, value in changes.items() if value is not None}
    cls = type(name, (Coin,), namespace)
    for key, value in changes.items():
        if value is None:
            setattr(cls, key, property(lambda self, key=key: (_ for _ in ()).throw(AttributeError(key))))
    return cls()


@pytest.mark.parametrize(
    "rules, expected",
    [
        (broken("NoReturns", returns=None), "no method returns"),
        (broken("NoWords", describe_move=None), "no method describe_move"),
        (broken("NoTitle", title=None), "no title"),
        (broken("PlayWithoutMove", play=lambda self, state: state), "play: no parameter 2 (move)"),
        (
            broken("OtherName", legal_moves=lambda self, position: []),
            "legal_moves: parameter 1 is 'position'",
        ),
        (
            broken("NoOptions", new_game=lambda self, players=2, variant=None: (0, None)),
            "new_game: takes no **options",
        ),
        (broken("NoDefault", seat_name=lambda self, seat, state: "x"), "seat_name: 'state' needs a default"),
        (broken("MoreArgs", to_move=lambda self, state, when: 0), "to_move: requires 'when'"),
        (broken("BadView", view=lambda self, state: state), "view: no parameter 2 (seat)"),
        (broken("BadChance", chance_outcomes=lambda self: []), "chance_outcomes: no parameter 1 (state)"),
    ],
)
def test_broken_toy_rules_fail_the_contract(rules, expected):
    problems = rules_problems(rules)
    assert any(problem.startswith(expected) for problem in problems), problems
    assert not isinstance(rules, contract.Rules) or problems


def test_an_object_that_is_no_rules_at_all_fails():
    assert isinstance(object(), contract.Rules) is False
    assert "no method play" in rules_problems(object())


# ---- what types cannot check: the contract in behaviour, for every registered game -------------


def behaviour_problems(game, seed=0, games=3, sample=2):
    """What seeded random games of `game` show against the contract's words (docs/api.md):
    `to_move` an int in every state (once over too), `end_reason` "" while the game goes on and
    a sentence once it is over, every legal move written canonically (single spaces, listed
    once), described in one line, and read back the same from a share code (games/codes.py
    parses the game's notation: what a code carries is the move as written)."""
    from games import codes
    from games.match import Match
    from games.playout import random_move

    rules, rng, found = game.rules, random.Random(seed), []
    for _ in range(games):
        match = Match.new(game.id)
        while True:
            state = match.state
            seat, over = rules.to_move(state), rules.is_over(state)
            if type(seat) is not int:
                found.append(f"to_move gave {seat!r} after {len(match.moves)} moves")
            reason = rules.end_reason(state)
            if not over and reason != "":
                found.append(f"end_reason while the game goes on: {reason!r}")
            if over:
                if not isinstance(reason, str) or not reason.strip():
                    found.append(f"end_reason at the end: {reason!r}")
                break
            legal = rules.legal_moves(state)
            if len(set(legal)) != len(legal):
                found.append(f"a move listed twice after {len(match.moves)} moves")
            for move in rng.sample(legal, min(sample, len(legal))):
                if " ".join(move.split()) != move:
                    found.append(f"{move!r} is not written canonically")
                if seat != CHANCE:
                    words = rules.describe_move(state, move)
                    if not isinstance(words, str) or not words.strip() or "\n" in words:
                        found.append(f"describe_move({move!r}) gave {words!r}")
                if len(match.moves) % 7:
                    continue  # a code replays the whole game: now and then is enough
                record = dict(match.record, moves=[*match.moves, move])
                back = codes.decode(codes.encode(record)).match().moves
                if back[-1] != move:
                    found.append(f"{move!r} came back from a code as {back[-1]!r}")
            match.play(random_move(rules, state, rng))
    return sorted(set(found))[:10]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_keeps_the_contract_in_play(game_id):
    assert behaviour_problems(registry.get(game_id)) == []


def test_the_behaviour_check_finds_a_broken_game():
    class Talkative(Coin):  # says why it is not over while it goes on, and names seats by text
        def end_reason(self, state):
            return "Still going." if state[1] is None else super().end_reason(state)

    from games.game import CodeFormat, Game

    game = Game(Talkative(), pitch="", code=CodeFormat(number=99, variants=("plain",)))
    registry.register(game)
    try:
        problems = behaviour_problems(game)
    finally:
        registry.unregister(game.id)
    assert any("end_reason while the game goes on" in p for p in problems), problems
