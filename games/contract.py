"""The contract every game keeps, in code: docs/api.md and its hooks as `typing.Protocol`s.

mypy checks them (`make test`, pyproject.toml): each game's package builds its `Game` descriptor
from its `RULES` (`games.game.Game.rules` is a `Rules[S]`), so a rules class that lacks a
method, or spells one with other parameters, fails the type check; tests/test_contract.py
checks every registered game's objects against the same Protocols at run time.

- `Rules[S]`: what docs/api.md requires of `RULES`, plus the words every game's shell reads
  (`end_reason`, `seat_name`, `describe_move`). `S` is the game's state type: nobody but
  the game's own rules, AI and view looks inside it.
- Optional hooks, each a Protocol of its own, asked with `isinstance` (or, in a search's
  inner loop, `exact_chance`): `HiddenInformation` (`view`: TRI's secrets),
  `ExactChance` (`chance_outcomes` with true weights), `NamedVariants` (`VARIANT_NAMES`),
  `RulesOptions` (`OPTIONS`, each an `OptionSpec`).
- `Agent[S]`: a computer player (games/agents.py): `think(state)` is a generator that
  yields to give the frame back and returns its move; `AgentFactory` is the
  `make_agent(level, rng=None, time_limit=None)` a game's `ai.py` provides.
- The lesson hook: a game's `lesson.py` provides `LESSON`, a games.lesson.Lesson (the
  Protocol `games.lesson.LessonModule`, beside the dataclasses it names).
- `Judge` and `JudgeFactory`: a judge of a finished game (games/trice/judge.py), stepped a
  slice at a time, its marks (`Mark`: index, seat, words) growing as they become known.
- `ChanceCodec`: outcome <-> number where `legal_moves` lists none (games/dicecodec.py).

The board view's side of the contract (what the app draws a game with) is app-side:
app/boards/view.py (`BoardView`) and app/boards/part.py (`Part`).

Pure: no pygame, no app.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Mapping, Sequence
from typing import Any, Protocol, TypedDict, TypeVar, runtime_checkable

S = TypeVar("S")  # a game's state
S_contra = TypeVar("S_contra", contravariant=True)

OptionValue = bool | int | str | None
"""A rules option's value (records and codes carry only these)."""

Thinking = Generator[None, None, str]
"""An agent's `think(state)`: yields (None) to give the frame back, returns the move."""


class OptionSpec(TypedDict):
    """One entry of `RULES.OPTIONS`: how the setup offers a rules option."""

    label: str
    choices: list[OptionValue]
    default: OptionValue
    variants: tuple[str, ...] | None  # the variants it applies to; None: all


@runtime_checkable
class Rules(Protocol[S]):
    """docs/api.md's `RULES`, and the words every game's shell shows."""

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def variants(self) -> tuple[str, ...]:
        """The variant names; the first is the default."""
        ...

    def new_game(self, players: int = 2, variant: str | None = None, **options: OptionValue) -> S:
        """A new game (variant None: the default). IllegalMove for a bad setting."""
        ...

    def to_move(self, state: S) -> int:
        """The 0-based seat to act, or CHANCE (-1) at a chance node. Once the game is over
        still a seat, the game's own choice (docs/api.md); nobody acts then."""
        ...

    def legal_moves(self, state: S) -> list[str]:
        """The canonical moves of the seat to act; [] when over, or at a chance node with
        too many outcomes to list."""
        ...

    def random_outcome(self, state: S, rng: random.Random) -> str:
        """At a chance node: one outcome drawn with `rng`, with the true probabilities."""
        ...

    def play(self, state: S, move: str) -> S:
        """A new state (`state` is never changed); IllegalMove, in plain words, if refused."""
        ...

    def is_over(self, state: S) -> bool: ...

    def returns(self, state: S) -> list[float]:
        """When over: one value per seat, 1 win, 0 loss, a draw shares 1 among its seats."""
        ...

    def end_reason(self, state: S) -> str:
        """Who won (or that it is a draw) and why; "" while the game goes on."""
        ...

    def seat_name(self, seat: int, state: S | None = None) -> str:
        """How people see a seat: "Player 1", a colour."""
        ...

    def describe_move(self, state: S, move: str) -> str:
        """`move` (legal in `state`) in a sentence."""
        ...


@runtime_checkable
class HiddenInformation(Protocol[S]):
    """Rules of a game with secrets (docs/api.md: TRI's battle dice and cards)."""

    def view(self, state: S, seat: int | None) -> S:
        """`state` as `seat` may know it (None: nobody's secrets shown); that seat's legal
        moves can still be listed from it."""
        ...


@runtime_checkable
class ExactChance(Protocol[S_contra]):
    """Rules that give a chance node's outcomes with their true weights (the searches
    otherwise take `legal_moves` as equally likely)."""

    def chance_outcomes(self, state: S_contra) -> list[tuple[str, float]]: ...


@runtime_checkable
class NamedVariants(Protocol):
    """Rules whose variants have labels for the setup."""

    @property
    def VARIANT_NAMES(self) -> Mapping[str, str]: ...  # noqa: N802 (the name api.md gives it)


@runtime_checkable
class RulesOptions(Protocol):
    """Rules with options the setup offers."""

    @property
    def OPTIONS(self) -> Mapping[str, OptionSpec]: ...  # noqa: N802


def exact_chance(rules: object) -> Callable[[Any], list[tuple[str, float]]] | None:
    """`rules.chance_outcomes` if the rules give exact chance weights, else None. A plain
    attribute look-up: fast enough for a search's inner loop, where an isinstance against a
    runtime Protocol is not."""
    found: Callable[[Any], list[tuple[str, float]]] | None = getattr(rules, "chance_outcomes", None)
    return found


@runtime_checkable
class Agent(Protocol[S_contra]):
    """A computer player (games/agents.py)."""

    level: str  # "easy", "normal", "hard" (or "custom")
    clock: Callable[[], float] | None  # None: the real clock; tools and tests may count
    slice: float | None  # seconds between yields; None: games.deadline.SLICE

    def think(self, state: S_contra) -> Thinking:
        """A generator: yields to give the frame back; its return value is the move."""
        ...


class AgentFactory(Protocol[S_contra]):
    """A game's `ai.make_agent`."""

    def __call__(
        self, level: str, rng: random.Random | None = None, time_limit: float | None = None
    ) -> Agent[S_contra]: ...


class Mark(Protocol):
    """One mistake a judge found (games/trice/judge.py's Blunder)."""

    @property
    def index(self) -> int: ...  # the move's index in the record

    @property
    def seat(self) -> int: ...  # who made it

    @property
    def words(self) -> str: ...  # what it did wrong, to follow the move's description


@runtime_checkable
class Judge(Protocol):
    """Judges a finished game's moves a slice at a time."""

    @property
    def marks(self) -> Mapping[int, Mark]: ...  # move index -> Mark, as they become known

    @property
    def done(self) -> bool: ...

    def step(self) -> bool:
        """Judge for one slice of time; True while there is more to do."""
        ...


class JudgeFactory(Protocol[S_contra]):
    """A game's judge module's `Judge(states, moves)`: `states[i]` is the position before
    `moves[i]`."""

    def __call__(self, states: Sequence[S_contra], moves: Sequence[str]) -> Judge: ...


@runtime_checkable
class ChanceCodec(Protocol[S_contra]):
    """Chance outcomes <-> numbers where `legal_moves` lists none (games/dicecodec.py)."""

    def radix(self, state: S_contra) -> int: ...

    def index(self, state: S_contra, outcome: object) -> int | None: ...

    def outcome(self, state: S_contra, index: int) -> str: ...
