"""TRI's rules pictures (games/figures.py): claiming, the wrap-around edge and a conquered
square, on two players' 4x4 board."""

from games.figures import Figure
from games.i18n import N_

FIGURES = (
    Figure(
        "claim",
        ("start b1N", "start c3W"),
        N_("Player 1 may claim each empty triangle that shares an edge with theirs: the dots."),
        choice="claim b1E",
    ),
    Figure(
        "wrap",
        ("start b1N", "start c1W", "claim b1E", "claim c1N", "claim b4S"),
        N_(
            "The board wraps: the top triangle of b1 touches the bottom one of b4, which Player 1 "
            "has just claimed."
        ),
        ring=("b1N", "b4S"),
    ),
    Figure(
        "conquered",
        ("start a1N", "start c3N", "claim a1E", "claim c3E", "claim a1S", "claim c3S", "claim a1W"),
        N_(
            "Player 1 owns all four triangles of a1: the square is conquered, safe from attack, "
            "with a teleport."
        ),
        ring=("a1",),
    ),
)
