"""Cell names on fixed boards: column letter (a = leftmost) + row number (1 = top)."""

from .core import IllegalMove
from .i18n import _

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def cell_name(col: int, row: int) -> str:
    """0-based (col, row) -> 'a1' style name."""
    return f"{LETTERS[col]}{row + 1}"


def parse_cell(text: object, cols: int, rows: int) -> tuple[int, int]:
    """'b3' -> (1, 2) on a cols x rows board; IllegalMove for anything else."""
    if not isinstance(text, str) or len(text) < 2:
        raise IllegalMove(_("'{text}' is not a cell name (like a1).").format(text=text))
    letter, digits = text[0], text[1:]
    col = LETTERS.find(letter)
    if col < 0 or col >= cols or not (digits.isascii() and digits.isdecimal()) or digits.startswith("0"):
        raise IllegalMove(_("'{text}' is not a cell on this board.").format(text=text))
    row = int(digits) - 1
    if row >= rows:
        raise IllegalMove(_("'{text}' is not a cell on this board.").format(text=text))
    return col, row
