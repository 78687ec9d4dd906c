"""What a game says about itself: the `Game` descriptor each game package declares.

A game's package (`games/<id>/__init__.py`) builds one `Game` named `GAME`: its rules, the
words the menu and setup show, its computer players, lesson and judge (named by module,
loaded only when first needed), how its share codes are written, and where the app finds
its board. `games/registry.py` lists the packages (one line) and collects their `GAME`s;
everybody else reaches a game through the registry.

Pure: nothing here imports pygame or `app`. The board is named by its package's dotted
path ("app.boards.trice") and only the app imports it.
"""

from __future__ import annotations

import importlib
import os
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic

from . import core
from .contract import (
    Agent,
    AgentFactory,
    ChanceCodec,
    JudgeFactory,
    NamedVariants,
    OptionSpec,
    Rules,
    RulesOptions,
    S,
)

if TYPE_CHECKING:
    from .figures import Figure
    from .lesson import Lesson


def load(path: str, default_attribute: str) -> Any:
    """The object at "package.module:attribute" (or "package.module", for `default_attribute`)."""
    module_name, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module_name), attribute or default_attribute)


@dataclass(frozen=True)
class CodeFormat:
    """How the game is written in share codes (games/codes.py). Append-only: a number or a
    name, once given, keeps its meaning in every version, so old codes still open."""

    number: int  # the game's number in a code; never reused
    variants: tuple[str, ...]  # the variants, in the order their numbers were given
    options: tuple[str, ...] = ()  # the option names, in the order they were given


@dataclass(frozen=True)
class Game(Generic[S]):
    """One game as the app, the AI, codes and the tests see it. `S` is the game's state type:
    `Game(RULES, ...)` type-checks only if RULES keeps the contract (games/contract.py)."""

    rules: Rules[S]  # the RULES object (docs/api.md)
    pitch: str  # one line for the menu and setup
    code: CodeFormat  # how share codes write it
    ai: str | None = None  # module with make_agent(level, rng=None, time_limit=None);
    #                                   None: games.agents' shared search for every level
    board: str | None = None  # the app's package that draws it ("app.boards.<id>": its
    #                                   view_class(), MENU_FACES, MENU_POOL); None: not offered
    lesson_module: str | None = None  # module with LESSON (games/lesson.py), or None: no lesson
    judge_module: str | None = None  # module with Judge(states, moves): marks a finished game's mistakes
    figures_module: str | None = None  # module with FIGURES (games/figures.py): its rules page's pictures
    rules_text_path: str | None = None  # the in-app rules page; None: howto.txt beside the rules
    rematch_swaps: bool = False  # a rematch seats the other player first
    undo_across_dice: bool = True  # False: between people, undo never takes back a seen roll
    hidden_information: bool = False  # seats must not see each other's secrets (pass the device)
    chance_codec: ChanceCodec[S] | None = None  # outcome <-> number where legal_moves lists none
    #                                   (games/dicecodec.py)
    level_notes: dict[str, str] = field(default_factory=dict)  # {level: words the setup adds to its name}
    puzzles: bool = False  # it has daily puzzles (puzzles/<id>.jsonl; games/puzzles.py)
    languages: tuple[str, ...] | None = None  # the languages its words are translated into;
    #                                   None: every language the app speaks (games/i18n.py)

    def speaks(self, language: str) -> bool:
        """Whether the game's own words are translated into `language` (English always)."""
        return language == "en" or self.languages is None or language in self.languages

    # -- facts --------------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.rules.id

    @property
    def name(self) -> str:
        return self.rules.title

    @property
    def min_players(self) -> int:
        return self.rules.min_players

    @property
    def max_players(self) -> int:
        return self.rules.max_players

    @property
    def players_text(self) -> str:
        low, high = self.min_players, self.max_players
        return str(low) if low == high else f"{low}-{high}"

    @property
    def variants(self) -> tuple[str, ...]:
        return self.rules.variants

    @property
    def variant_names(self) -> Mapping[str, str]:
        """{variant: its label} (api.md's optional VARIANT_NAMES); {} if the rules give none."""
        return (self.rules.VARIANT_NAMES or {}) if isinstance(self.rules, NamedVariants) else {}

    @property
    def options(self) -> Mapping[str, OptionSpec]:
        """{name: OptionSpec} (api.md's optional OPTIONS); {} if the rules have none."""
        return (self.rules.OPTIONS or {}) if isinstance(self.rules, RulesOptions) else {}

    # -- what is loaded when needed ------------------------------------------------------
    def make_agent(
        self, level: str, rng: random.Random | None = None, time_limit: float | None = None
    ) -> Agent[S]:
        """A computer player at `level` ("easy", "normal", "hard")."""
        if self.ai is None:
            from .agents import make_shared_agent

            return make_shared_agent(self.rules, level, rng=rng, time_limit=time_limit)
        make: AgentFactory[S] = load(self.ai, "make_agent")
        return make(level, rng=rng, time_limit=time_limit)

    @property
    def lesson(self) -> Callable[[], Lesson] | None:
        """() -> games.lesson.Lesson: the guided first game; None if the game has none."""
        module = self.lesson_module
        if module is None:
            return None

        def lesson() -> Lesson:
            found: Lesson = load(module, "LESSON")  # a games.contract.LessonModule's LESSON
            return found

        return lesson

    @property
    def figures(self) -> dict[str, Figure]:
        """{name: Figure}: the pictures its rules page shows (games/figures.py); {} if none."""
        if self.figures_module is None:
            return {}
        found: tuple[Figure, ...] = load(self.figures_module, "FIGURES")
        return {figure.name: figure for figure in found}

    @property
    def judge(self) -> JudgeFactory[S] | None:
        """judge(states, moves) -> a judge of a finished game (games/trice/judge.py), or None."""
        if self.judge_module is None:
            return None
        found: JudgeFactory[S] = load(self.judge_module, "Judge")
        return found

    # -- words (one name each) ------------------------------------------------------------
    def seat_name(self, seat: int, state: S | None = None) -> str:
        """How people see a seat: "Player 1", a colour, "Player 1 (X)"."""
        return self.rules.seat_name(seat, state)

    def describe_move(self, state: S, move: str) -> str:
        """`move` (legal in `state`) in a sentence."""
        return self.rules.describe_move(state, move)

    def why_not(self, state: S, move: str) -> str | None:
        """Why `move` is refused in `state`, in plain words; None if it is legal."""
        return core.refusal(self.rules, state, move)

    def rules_text_file(self) -> str:
        """Where the in-app rules page is: `rules_text_path`, else howto.txt beside the rules."""
        path = self.rules_text_path
        if path is None:
            rules_module = importlib.import_module(type(self.rules).__module__)
            source = rules_module.__file__
            assert source is not None  # a rules module is a file
            path = os.path.join(os.path.dirname(os.path.abspath(source)), "howto.txt")
        return path

    def rules_text(self) -> str:
        """The in-app rules page, in our own words."""
        with open(self.rules_text_file(), encoding="utf-8") as handle:
            return handle.read()
