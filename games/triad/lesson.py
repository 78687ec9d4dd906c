"""Triad's lesson (games/lesson.py): turning and moving, a triad and the
removal, and blocking.

The person plays Black (seat 0, moving first). Black rolls 1 2 1 3 2 2,
Orange 1 1 1 1 2 3; the computer's first reply lets Black make a triad, its
second threatens one, which Black blocks.
"""

from games.i18n import N_
from games.lesson import Lesson, Step

LESSON = Lesson(
    game="triad",
    person=0,
    start=("roll 121322/111123",),
    steps=(
        Step(
            N_(
                "Your dice are black. Pick one, turn it to another number and move it exactly that far. "
                "Tap c6, then c3."
            ),
            ("c6=3 c3", "b1=1 a2"),
            N_("Follow the ring: this step shows a die turning to 3 and moving 3 cells."),
        ),
        Step(
            N_(
                "A triad: three dice in a line, both colours, numbers all alike or all different. Move c3 "
                "to a3: 3, 1, 2!"
            ),
            ("c3=2 a3",),
            N_("Follow the ring: a3 makes a triad with the orange dice on a1 and a2."),
        ),
        Step(
            N_("Your first triad! Now take one of your own dice in it off the board: tap the ringed one."),
            ("remove a3", "a1=2 c3"),
            N_("After a triad you remove one of your own dice that is in it: the ringed one."),
        ),
        Step(
            N_(
                "Danger: orange's c3 can turn to 3 and drop onto c6 for a triad. Block it: move your die "
                "from d6 to c6."
            ),
            ("d6=1 c6", "c1=2 e3"),
            N_("Follow the ring: only a die on c6 stops the computer's triad."),
        ),
    ),
    done=N_("Three triads win. Block your opponent's, and remember: three dice of one colour never count."),
)
