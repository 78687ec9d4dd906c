"""The games, each declared once as a `Game`: the one way in to a game.

Scenes, the AI runner, saves, records, the bench and the tests reach a game
through `get(game_id)` (or `GAMES`), never by building module paths. A `Game`
holds only pure things (rules, agents, words, the rules text); how a game is
drawn is bound on the app's side (`app/boards/__init__.py`), so this package
never imports pygame or `app`.
"""

import os
from dataclasses import dataclass, field

from . import core


def _trice_agent(level, rng=None, time_limit=None):
    from .trice.ai import make_agent
    return make_agent(level, rng=rng, time_limit=time_limit)


def _tris2_agent(level, rng=None, time_limit=None):
    from .tris2.ai import make_agent
    return make_agent(level, rng=rng, time_limit=time_limit)


def _triad_agent(level, rng=None, time_limit=None):
    from .triad.ai import make_agent
    return make_agent(level, rng=rng, time_limit=time_limit)


def _tri_agent(level, rng=None, time_limit=None):
    from .tri.ai import make_agent
    return make_agent(level, rng=rng, time_limit=time_limit)


# Each game's lesson (games/lesson.py), loaded only when a lesson is opened or checked.
def _trice_lesson():
    from .trice.lesson import LESSON
    return LESSON


def _tris2_lesson():
    from .tris2.lesson import LESSON
    return LESSON


def _triad_lesson():
    from .triad.lesson import LESSON
    return LESSON


def _tri_lesson():
    from .tri.lesson import LESSON
    return LESSON


def _trice_judge(states, moves):
    from .trice.judge import Judge
    return Judge(states, moves)


@dataclass(frozen=True)
class Game:
    """One game as the app, the AI and the tests see it."""

    rules: object                     # the RULES object (api.md)
    pitch: str                        # one line for the menu and setup
    make_agent: object                # make_agent(level, rng=None, time_limit=None) -> agent
    rematch_swaps: bool = False       # a rematch seats the other player first
    undo_across_dice: bool = True     # False: between people, undo never takes back a seen roll
    hidden_information: bool = False  # seats must not see each other's secrets (pass the device)
    extra: dict = field(default_factory=dict)
    chance_codec: object = None       # outcome <-> number where legal_moves lists none (games/dicecodec.py)
    lesson: object = None             # () -> games.lesson.Lesson: the guided first game, or None
    judge: object = None              # judge(states, moves) -> marks a finished game's mistakes a slice
    #                                   at a time (step(), marks, done: games/trice/judge.py); None: no judging
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
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), self.id, "howto.txt")
        with open(path, encoding="utf-8") as handle:
            return handle.read()


def _declare():
    from .trice.rules import RULES as trice
    from .tris2.rules import RULES as tris2
    from .triad.rules import RULES as triad
    from .tri.rules import RULES as tri
    from .dicecodec import DiceCodec
    from .trice.reach import HARD_NOTE
    return (
        Game(trice, "Hand over dice and line up three that match one way", _trice_agent,
             chance_codec=DiceCodec("roll ######/######", "123456"), judge=_trice_judge,
             lesson=_trice_lesson, level_notes={"hard": HARD_NOTE}),
        Game(tris2, "Roll dice across an open field to make three in a row.", _tris2_agent,
             rematch_swaps=True,
             chance_codec=DiceCodec("setup # # # # # # # # #",
                                    ("XO/", "X/O", "OX/", "O/X", "/XO", "/OX")),
             lesson=_tris2_lesson),
        Game(triad, "Turn a die, move it that far, line up three", _triad_agent, rematch_swaps=True,
             chance_codec=DiceCodec("roll ######/######", "123"), lesson=_triad_lesson),
        Game(tri, "Conquer triangles on a wrap-around board with dice and bluff", _tri_agent,
             undo_across_dice=False, hidden_information=True, lesson=_tri_lesson),
    )


GAMES = {game.id: game for game in _declare()}
GAME_IDS = tuple(GAMES)


def get(game_id):
    """The `Game` with this id; KeyError for an unknown one."""
    return GAMES[game_id]


def rules(game_id):
    """Shorthand: the game's RULES object; KeyError for an unknown game."""
    return GAMES[game_id].rules
