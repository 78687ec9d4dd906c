"""Tris 2 by Paolo Casarini: nine dice with X, O and / faces roll across an
open field; whoever makes three equal symbols in a line wins.

The engine is in ``rules.py`` (pure), the computer players in ``ai.py`` and
the in-app rules text in ``howto.txt``.
"""

from ..dicecodec import DiceCodec
from ..game import CodeFormat, Game
from ..i18n import N_
from .rules import RULES

GAME = Game(
    RULES,
    pitch=N_("Roll dice across an open field to make three in a row"),
    code=CodeFormat(number=1, variants=("standard", "advanced", "tris1"), options=("rule_of_4",)),
    ai="games.tris2.ai",
    board="app.boards.tris2",
    puzzles=True,
    lesson_module="games.tris2.lesson",
    figures_module="games.tris2.figures",
    rematch_swaps=True,
    chance_codec=DiceCodec("setup # # # # # # # # #", ("XO/", "X/O", "OX/", "O/X", "/XO", "/OX")),
)
