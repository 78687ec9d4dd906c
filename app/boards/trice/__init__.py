"""TRICE drawn: `TriceView` (view.py) is built from parts (app/boards/part.py), bottom to top:

- seat_cards.py  each seat's card, with the box of the die to place (tap or drag it to a square)
- rulers.py      the card's column letters and row numbers
- card.py        the card's twelve squares and their dice; a tap places, marks, swaps or raises
- setup_roll.py  the roll that decided who starts, over the card until the first die is given
- pool.py        the dice not yet given, by colour; a tap or a drag out of it gives one
- full_card.py   the full-card turn's three steps, where the pool was
- moving_dice.py dice sliding from pool to hand to square, swapping, a raised die rolling
- dragged_die.py the die in the finger
- deciding_lines.py  at the end, the lines that decided it

geometry.py says where everything goes (the view places the parts with it), words.py
says the coach line, pictures.py holds the helpers the parts share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..host import Face
    from ..view import BoardView

# The menu card's dice and the faces they roll through now and then (app/ui/faces.py).
MENU_FACES: list[Face] = [("pips", "W", 3), ("pips", "P", 4), ("pips", "O", 5)]
MENU_POOL: list[Face] = [("pips", c, v) for c in "WPO" for v in range(1, 7)]


def view_class() -> type[BoardView]:
    """The game's BoardView class (imported when a board first opens, not with the menu)."""
    from .view import TriceView

    return TriceView
