"""TRICE by Michele Bruni: give your opponent a die, place the one you are
given, and be the one who completes a line of three that matches in exactly
one way (colour, value or a run)."""

from ..dicecodec import DiceCodec
from ..game import CodeFormat, Game
from ..i18n import N_
from .reach import HARD_NOTE, HARD_NOTES
from .rules import RULES

GAME = Game(
    RULES,
    pitch=N_("Hand over dice and line up three that match one way"),
    code=CodeFormat(number=0, variants=("v0.3", "classic")),
    ai="games.trice.ai",
    board="app.boards.trice",
    puzzles=True,
    lesson_module="games.trice.lesson",
    judge_module="games.trice.judge",
    figures_module="games.trice.figures",
    chance_codec=DiceCodec("roll ######/######", "123456"),
    # "hard" holds in every variant (v0.3's, the default); "hard:classic" is classic's own
    # (games/trice/reach.py says what each claims and why; app/seats.py's choice_label reads them)
    level_notes={"hard": HARD_NOTE, "hard:classic": HARD_NOTES["classic"]},
)
