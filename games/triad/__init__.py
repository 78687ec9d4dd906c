"""Triad (Klaus Nehren): turn a die, move it exactly its new value, make triads.

Two players, six dice each (values 1-3) on a 6x6 board. A triad is three dice
in a line, both colours present, all equal or all different; the first player
to make three triads wins. Engine in ``rules.py``, computer players in
``ai.py``, the in-app rules page in ``howto.txt``.
"""

from ..dicecodec import DiceCodec
from ..game import CodeFormat, Game
from ..i18n import N_
from .rules import RULES

GAME = Game(
    RULES,
    pitch=N_("Turn a die, move it that far, line up three"),
    code=CodeFormat(number=2, variants=("standard",)),
    ai="games.triad.ai",
    board="app.boards.triad",
    puzzles=True,
    lesson_module="games.triad.lesson",
    figures_module="games.triad.figures",
    rematch_swaps=True,
    chance_codec=DiceCodec("roll ######/######", "123"),
)
