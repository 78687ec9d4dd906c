"""The Tris 2 board: the open field under a gliding camera, its pictures and animations.

The view (view.py) is built from parts (app/boards/part.py), bottom to top:

- framing.py     Framing: aims the camera (camera.py) at the field of the state shown;
- ground.py      Ground: the field's panel, the 3x3 area, the rule of 4 box, grid lines;
                 a tap on no die and no arrow;
- dice.py        Dice: the dice, their hint and last-move rings, the winning line; taps
                 and swipes on a die, Tris 1's turns;
- arrows.py      Arrows: the held die's legal rolls (or the cell chosen for a placement);
                 a tap on an empty cell while a die is held;
- animations.py  Animations: a die tipping, turned, placed; the setup roll (motion.py);
- legend.py      Legend: how to read a die, where the layout leaves room;
- placement.py   Placement: the advanced game's six dice to place from, and its cells;
- cards.py       SeatCard: one player's card (name, who plays, the goal, the turn).

They share the camera, the pictures (pictures.py) and facts.py (what a state and the
person's choice say); geometry.py splits the screen, moves.py writes the moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..host import Face
    from ..view import BoardView

# The menu card's dice and the faces they roll through now and then (app/ui/faces.py).
MENU_FACES: list[Face] = [("symbol", "X"), ("symbol", "O"), ("symbol", "/")]
MENU_POOL: list[Face] = [("symbol", s) for s in ("X", "O", "/")]


def view_class() -> type[BoardView]:
    """The game's BoardView class (imported when a board first opens, not with the menu)."""
    from .view import Tris2View

    return Tris2View
