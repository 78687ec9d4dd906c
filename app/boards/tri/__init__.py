"""The TRI board: a `TriView` (view.py) built from parts (app/boards/part.py), bottom to top:

- `Zoom` (zoom.py): draws nothing; places the torus whole or zoomed, aims, glides and pans
  the camera;
- `BoardPicture` (board_picture.py): the triangles, conquered squares, teleport rings and
  the targets to tap (painted by paint.py);
- `Rulers` (rulers.py): column letters and row numbers around the board;
- `Glow` (glow.py): a triangle just taken glows a moment;
- `BattleTarget` (battle_target.py): the triangle fought over, outlined;
- `BoardTaps` (taps.py): what a tap, a drag or a key means on the board; a dragged teleport's line;
- `RoundLine` (round_line.py): the round, or during setup that the board wraps;
- `SeatBox` (seat_boxes.py), one per seat: colour, name, kind, triangles, cards in hand;
- `LastBattle` (recap.py): the last battle's dice, cards and totals, in the action row;
- `Battle` (battle.py): the battle panel (battle_panel.py draws it): dice rolling, cards, reveal;
- `BonusDie` (bonus.py): the bonus die rolling in the middle of the board.

They share the torus geometry (torus.py), what the person may see and tap (choices.py), the
seats' marks (marks.py) and the dice pictures (dice.py). The view keeps the layout plan
(layout.py), its buttons, the words (words.py) and which part shows a move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..host import Face
    from ..view import BoardView

# The menu card's dice and the faces they roll through now and then (app/ui/faces.py).
MENU_FACES: list[Face] = [("pips", "W", 6), ("pips", "W", 2), ("pips", "W", 5)]
MENU_POOL: list[Face] = [("pips", "W", v) for v in range(1, 7)]


def view_class() -> type[BoardView]:
    """The game's BoardView class (imported when a board first opens, not with the menu)."""
    from .view import TriView

    return TriView
