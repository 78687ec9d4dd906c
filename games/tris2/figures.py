"""Tris 2's rules pictures (games/figures.py): a die picked with its rolls, a roll refused for
leaving an island (its cell ringed), and a tris that wins, on the lesson's game
(games/tris2/lesson.py)."""

from games.figures import Figure
from games.i18n import N_

SETUP = "setup O/X XO/ OX/ /OX O/X /XO X/O OX/ /XO"

FIGURES = (
    Figure(
        "roll",
        (SETUP,),
        N_("A picked die: the arrows show where it may roll, and the faint dice how it would land."),
        choice="0,0 W",
    ),
    Figure(
        "island",
        (SETUP, "0,0 W", "0,1 N"),
        N_(
            "This die may roll north or south, but not west: on the ringed cell it would be an "
            "island, cut off from the group."
        ),
        ring=("-1,2",),
        choice="0,2 S",
    ),
    Figure(
        "win",
        (SETUP, "0,0 W", "0,1 N", "-1,0 S", "-1,1 E", "0,0 N", "0,1 N", "1,1 W"),
        N_("Rolled west, the die shows X on top: three X in a column. Player 1 wins."),
        winner=0,
    ),
)
