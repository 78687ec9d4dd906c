"""Tris 2's lesson (games/lesson.py): rolling a die and what comes on top, safe
and unsafe rolls, and a three in a row.

The person is Player 1. The set-out dice are scripted; the computer's third
roll is the unsafe one that lets the person line up three X.
"""

from games.i18n import N_
from games.lesson import Lesson, Step

LESSON = Lesson(
    game="tris2",
    variant="standard",
    person=0,
    start=("setup O/X XO/ OX/ /OX O/X /XO X/O OX/ /XO",),
    steps=(
        Step(
            N_(
                "A die rolls one cell and tips over: the face on that side comes on top. Tap the ringed "
                "die, then roll it west."
            ),
            ("0,0 W", "0,1 N"),
            N_("First see how a die tips: tap the ringed die, then its west arrow."),
        ),
        Step(
            N_(
                "Rolling north or south brings up the north-south face. Roll the ringed die south: "
                "its / comes on top."
            ),
            ("-1,0 S", "-1,1 E"),
            N_("Follow the ring: this step shows a roll to the south."),
        ),
        Step(
            N_(
                "A roll is unsafe if it lets the computer make three in a row. West, this die would leave "
                "X _ X. Roll it north."
            ),
            ("0,0 N", "0,1 N"),
            N_("Follow the ring: rolled west, this die would hand the computer a win."),
        ),
        Step(
            N_(
                "The computer's roll was unsafe: X above, X below, a gap between. Roll the ringed die west "
                "to show X and win!"
            ),
            ("1,1 W",),
            N_("Follow the ring: that roll makes three X in a row."),
        ),
    ),
    done=N_(
        "Three of one symbol in a line wins, whoever rolls it. Before each roll, look at what it "
        "leaves your opponent."
    ),
)
