"""TRI's lesson (games/lesson.py): the starting triangle, claiming, the
wrap-around edge, a battle with cards and the bonus die.

Two players on the 4x4 board; the person is Player 1. The battle's dice are
scripted (4 against 5) and so is the computer's card (the +0 bluff), so the
person's +3 wins; round 3 ends with a bonus die of 6 (a +4 for everyone).
"""

from games.i18n import N_
from games.lesson import Lesson, Step

LESSON = Lesson(
    game="tri",
    person=0,
    start=(),
    steps=(
        Step(
            N_("Each player first places a starting triangle. Tap the ringed one: the top triangle of b1."),
            ("start b1N", "start c1W"),
            N_("Follow the ring: this lesson starts at the top edge."),
        ),
        Step(
            N_("Each turn you claim an empty triangle that shares an edge with yours: the right one of b1."),
            ("claim b1E", "claim c1N"),
            N_("Follow the ring: it touches your triangle."),
        ),
        Step(
            N_("The board wraps: your top triangle of b1 also touches the bottom one of b4. Claim it."),
            ("claim b4S", "claim c1E"),
            N_("Follow the ring: this step goes across the edge."),
        ),
        Step(
            N_(
                "Attack the left triangle of c1. You roll a die for each of your triangles touching it, "
                "the defender rolls one."
            ),
            ("attack c1W", "roll 4 5"),
            N_("Follow the ring: this step shows a battle."),
        ),
        Step(
            N_(
                "You rolled 4; its die is hidden. Add a secret card: higher total wins, a tie defends. "
                "Play your +3."
            ),
            ("card +3", "card +0", "claim c1S", "bonus 6"),
            N_("Follow the ring: the +3 card wins this battle."),
        ),
        Step(
            N_(
                "After every third round a bonus die gives everyone a card: a 6 gives a +4. Claim b1's "
                "bottom one."
            ),
            ("claim b1S",),
            N_("Follow the ring: one more claim ends the lesson."),
        ),
    ),
    done=N_("Most triangles at the end wins. Own all four of a square to make it safe from attack."),
)
