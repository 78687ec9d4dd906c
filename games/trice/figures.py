"""TRICE's rules pictures (games/figures.py): a turn, a Trice that wins and a Double Trice
that loses, all on the lesson's game (games/trice/lesson.py): Player 1 rolls
W6 W3 P6 P5 O3 O1, Player 2 W4 W2 P1 P3 O5 O4."""

from games.figures import Figure
from games.i18n import N_

ROLL = "roll 636531/421354"
# the lesson's game up to the last die, which Player 1 holds: the white 2
BEFORE_LAST = (
    ROLL,
    "give W3",
    "place b2",
    "give P6",
    "place d3",
    "give O3",
    "place c2",
    "give P1",
    "place a3",
    "give W6",
    "place a1",
    "give O1",
    "place c3",
    "give W4",
    "place b3",
    "give P5",
    "place a2",
    "give W2",
)

FIGURES = (
    Figure(
        "turn",
        (ROLL, "give W3"),
        N_("Player 2 gave Player 1 the white 3. Player 1 may place it on any empty square, lit here."),
        choice="place b2",
    ),
    Figure(
        "trice",
        (*BEFORE_LAST, "place d1"),
        N_("A Trice: the white 2 on d1 makes the run 2-3-4 in mixed colours. Player 1 wins."),
        winner=0,
    ),
    Figure(
        "double",
        (*BEFORE_LAST, "place b1"),
        N_("A Double Trice: on b1 the white 2 makes b1-b2-b3 all white and a run. Player 1 loses."),
        winner=1,
    ),
)
