"""Triad's rules pictures (games/figures.py): a die picked with the cells it reaches, and a
triad (the board outlines it, as in play), on the lesson's game (games/triad/lesson.py):
Black rolls 1 2 1 3 2 2, Orange 1 1 1 1 2 3."""

from games.figures import Figure
from games.i18n import N_

ROLL = "roll 121322/111123"

FIGURES = (
    Figure(
        "move",
        (ROLL,),
        N_("A picked die: each lit cell shows the number it turns to, and that number is how far it moves."),
        choice="c6=3 c3",
    ),
    Figure(
        "triad",
        (ROLL, "c6=3 c3", "b1=1 a2", "c3=2 a3"),
        N_(
            "A triad: 3, 1 and 2 down column a, in both colours. Black scores and removes one of "
            "its dice in it."
        ),
    ),
)
