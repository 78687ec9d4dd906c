"""What a game says about itself: the `Game` descriptor each game package declares.

A game's package (`games/<id>/__init__.py`) builds one `Game` named `GAME`: its rules, the
words the menu and setup show, its computer players, lesson and judge (named by module,
loaded only when first needed), how its share codes are written, and where the app finds
its board. `games/registry.py` lists the packages (one line) and collects their `GAME`s;
everybody else reaches a game through the registry.

Pure: nothing here imports pygame or `app`. The board is named by its package's dotted
path ("app.boards.trice") and only the app imports it.
"""

import importlib
import os
from dataclasses import dataclass, field

from . import core


def load(path, default_attribute):
    """The object at "package.module:attribute" (or "package.module", for `default_attribute`)."""
    module_name, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module_name), attribute or default_attribute)


@dataclass(frozen=True)
class CodeFormat:
    """How the game is written in share codes (games/codes.py). Append-only: a number or a
    name, once given, keeps its meaning in every version, so old codes still open."""

    number: int                       # the game's number in a code; never reused
    variants: tuple                   # the variants, in the order their numbers were given
    options: tuple = ()               # the option names, in the order they were given


@dataclass(frozen=True)
class Game:
    """One game as the app, the AI, codes and the tests see it."""

    rules: object                     # the RULES object (docs/api.md)
    pitch: str                        # one line for the menu and setup
    code: CodeFormat                  # how share codes write it
    ai: str = None                    # module with make_agent(level, rng=None, time_limit=None);
    #                                   None: games.agents' shared search for every level
    board: str = None                 # the app's package that draws it ("app.boards.<id>": its
    #                                   view_class(), MENU_FACES, MENU_POOL); None: not offered
    lesson_module: str = None         # module with LESSON (games/lesson.py), or None: no lesson
    judge_module: str = None          # module with Judge(states, moves): marks a finished game's mistakes
    rules_text_path: str = None       # the in-app rules page; None: howto.txt beside the rules
    rematch_swaps: bool = False       # a rematch seats the other player first
    undo_across_dice: bool = True     # False: between people, undo never takes back a seen roll
    hidden_information: bool = False  # seats must not see each other's secrets (pass the device)
    chance_codec: object = None       # outcome <-> number where legal_moves lists none (games/dicecodec.py)
    level_notes: dict = field(default_factory=dict)  # {level: a few words the setup adds to its name}

    # -- facts --------------------------------------------------------------------------
    @property
    def id(self):
        return self.rules.id

    @property
    def name(self):
        return self.rules.title

    @property
    def min_players(self):
        return self.rules.min_players

    @property
    def max_players(self):
        return self.rules.max_players

    @property
    def players_text(self):
        low, high = self.min_players, self.max_players
        return str(low) if low == high else f"{low}-{high}"

    @property
    def variants(self):
        return self.rules.variants

    @property
    def variant_names(self):
        return getattr(self.rules, "VARIANT_NAMES", {}) or {}

    @property
    def options(self):
        return getattr(self.rules, "OPTIONS", {}) or {}

    # -- what is loaded when needed ------------------------------------------------------
    def make_agent(self, level, rng=None, time_limit=None):
        """A computer player at `level` ("easy", "normal", "hard")."""
        if self.ai is None:
            from .agents import make_shared_agent
            return make_shared_agent(self.rules, level, rng=rng, time_limit=time_limit)
        return load(self.ai, "make_agent")(level, rng=rng, time_limit=time_limit)

    @property
    def lesson(self):
        """() -> games.lesson.Lesson: the guided first game; None if the game has none."""
        if self.lesson_module is None:
            return None
        return lambda: load(self.lesson_module, "LESSON")

    @property
    def judge(self):
        """judge(states, moves) -> a judge of a finished game (games/trice/judge.py), or None."""
        if self.judge_module is None:
            return None
        return load(self.judge_module, "Judge")

    # -- words (one name each) ------------------------------------------------------------
    def seat_name(self, seat, state=None):
        """How people see a seat: "Player 1", a colour, "Player 1 (X)"."""
        return self.rules.seat_name(seat, state)

    def describe_move(self, state, move):
        """`move` (legal in `state`) in a sentence."""
        return self.rules.describe_move(state, move)

    def why_not(self, state, move):
        """Why `move` is refused in `state`, in plain words; None if it is legal."""
        return core.refusal(self.rules, state, move)

    def rules_text(self):
        """The in-app rules page, in our own words."""
        path = self.rules_text_path
        if path is None:
            rules_module = importlib.import_module(type(self.rules).__module__)
            path = os.path.join(os.path.dirname(os.path.abspath(rules_module.__file__)), "howto.txt")
        with open(path, encoding="utf-8") as handle:
            return handle.read()
