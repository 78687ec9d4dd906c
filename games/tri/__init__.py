"""TRI: a 2-4 player conquest game of triangles on a torus, fought with dice and cards.

The engine is ``rules.py`` (pure), the computer players ``ai.py`` (pure) and the
in-app rules page ``howto.txt``.
"""

from ..game import CodeFormat, Game
from ..i18n import N_
from .rules import RULES

GAME = Game(
    RULES,
    pitch=N_("Conquer triangles on a wrap-around board with dice and bluff"),
    code=CodeFormat(number=3, variants=("standard",), options=("size", "max_rounds")),
    ai="games.tri.ai",
    board="app.boards.tri",
    lesson_module="games.tri.lesson",
    figures_module="games.tri.figures",
    undo_across_dice=False,
    hidden_information=True,
)
