"""The Triad board. Its view (view.py: `TriadView`) is built from parts (app/boards/part.py),
bottom to top:

- field.py    `Field`: the 6x6 grid with its rulers; places the cells every other part reads
- traces.py   `Traces`: the triads standing from earlier turns, the last move's path
- hints.py    `Hints`: where the picked die may go, lit, with the face it would show there
- triads.py   `NewTriads`: a new triad's halo; `Removal`: rings round the dice to take off
- dice.py     `Dice`: the dice on their cells; what a tap, a drag or a key on a cell means
- motion.py   `DiceInMotion`: the setup roll, a die turning and sliding, a removed die flying home
- carried.py  `Carried`: the die under the finger while it is dragged
- cards.py    `SeatCard`, one per seat: who plays it, their triads, whose turn it is
- turning.py  `TurnButtons`: the faces to turn a boxed-in die to, on the mover's card
- legend.py   `Legend`: what a triad is, when the layout leaves room

They share what the view hands them: the app, the rules, the state's answers (facts.py), whose
turn the screen shows (turn.py) and one another's places. geometry.py places the field, the
cards and the legend for portrait and landscape screens; palette.py holds the colours.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..host import Face
    from ..view import BoardView

# The menu card's dice and the faces they roll through now and then (app/ui/faces.py).
MENU_FACES: list[Face] = [("roman", "black", 1), ("roman", "orange", 2), ("roman", "black", 3)]
MENU_POOL: list[Face] = [("roman", c, v) for c in ("black", "orange") for v in (1, 2, 3)]


def view_class() -> type[BoardView]:
    """The game's BoardView class (imported when a board first opens, not with the menu)."""
    from .view import TriadView

    return TriadView
