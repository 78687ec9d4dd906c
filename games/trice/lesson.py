"""TRICE's lesson (games/lesson.py): handing dice over, the three ways to make a
Trice and why a Double Trice loses (the Standard rules, v0.3).

The person is Player 1 and starts (two 6s against none). The computer hands
over only dice that cannot win at once, and the person gives only dice the
computer cannot win with; at the end the computer has no safe die left.
Player 1 rolls W6 W3 P6 P5 O3 O1, Player 2 W4 W2 P1 P3 O5 O4.
"""

from games.i18n import N_
from games.lesson import Lesson, Step

LESSON = Lesson(
    game="trice",
    variant="v0.3",
    person=0,
    start=("roll 636531/421354", "give W3"),
    steps=(
        Step(
            N_("In TRICE your opponent picks your die. Place the white 3 on b2, then give the purple 6."),
            ("place b2", "give P6", "place d3", "give O3"),
            N_("This step shows how dice change hands: tap the ringed square, then the ringed die."),
        ),
        Step(
            N_(
                "A Trice is three in a line that match in one way. Way 1, same value: put the orange 3 on "
                "c2, "
                "then give the purple 1."
            ),
            ("place c2", "give P1", "place a3", "give W6"),
            N_("Follow the ring: a 3 would let the computer make 3-3-3 on a2 or d2."),
        ),
        Step(
            N_(
                "Way 2, same colour: put the white 6 on a1. Now a white die on c3 would win, so give the "
                "orange 1."
            ),
            ("place a1", "give O1", "place c3", "give W4"),
            N_("Follow the ring: a white die or a 3 would hand the computer a Trice."),
        ),
        Step(
            N_(
                "The computer blocked c3. Way 3, a run like 2-3-4: put the white 4 on b3, then give the "
                "purple 5."
            ),
            ("place b3", "give P5", "place a2", "give W2"),
            N_("Follow the ring: the purple 5 is the one die that finishes no line."),
        ),
        Step(
            N_(
                "No safe die was left for the computer. On b1 the white 2 makes a Double Trice (white and a "
                "run). Use d1!"
            ),
            ("place d1",),
            N_("Not there: b1 would be same colour and a run, a Double Trice, and you would lose."),
        ),
    ),
    done=N_(
        "You won with a Trice: 2-3-4 in mixed colours. A line must match in exactly one way: "
        "a Double Trice loses."
    ),
)
