"""TRI board geometry: a torus of S x S squares, each cut into N/E/S/W triangles.

Triangle index t = (row * S + col) * 4 + side, side 0..3 = N, E, S, W, so the
four triangles of square q are 4q..4q+3. Everything here is precomputed once
per size and shared by every state of that size.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.core import IllegalMove
from games.grid import LETTERS
from games.i18n import N_, _

SIDES = "NESW"
N, E, S, W = range(4)
MIN_SIZE, MAX_SIZE = 3, 8
SIDE_WORDS = ("top", "right", "bottom", "left")
# A triangle in words, one message per side so a language may order and inflect them.
SPOKEN = (
    N_("the top triangle of {square}"),
    N_("the right triangle of {square}"),
    N_("the bottom triangle of {square}"),
    N_("the left triangle of {square}"),
)


def spoken(name: str, capital: bool = False) -> str:
    """A triangle as a player sees it: 'b3N' -> 'the top triangle of b3'.

    Moves and records keep the notation (b3N); sentences for players say where
    it is on the board, whose squares are labelled by column letter and row."""
    side = SIDES.find(name[-1:].upper()) if isinstance(name, str) else -1
    if side < 0 or len(name) < 3:
        return name
    words = _(SPOKEN[side]).format(square=name[:-1])
    return words[0].upper() + words[1:] if capital else words


class Board:
    """Names and neighbour tables for one board size."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.squares = size * size
        self.count = 4 * self.squares
        self.square_names = tuple(f"{LETTERS[q % size]}{q // size + 1}" for q in range(self.squares))
        self.names = tuple(self.square_names[t // 4] + SIDES[t % 4] for t in range(self.count))
        self.index = {name: t for t, name in enumerate(self.names)}
        self.square_index = {name: q for q, name in enumerate(self.square_names)}
        self.neighbours = tuple(self._neighbours(t) for t in range(self.count))

    def _neighbours(self, t: int) -> tuple[int, ...]:
        size = self.size
        q, side = divmod(t, 4)
        row, col = divmod(q, size)
        base = 4 * q
        # Inside a square each triangle touches the two beside it (never the opposite one).
        inside = (base + (side + 1) % 4, base + (side + 3) % 4)
        if side == N:
            across = 4 * (((row - 1) % size) * size + col) + S
        elif side == S:
            across = 4 * (((row + 1) % size) * size + col) + N
        elif side == E:
            across = 4 * (row * size + (col + 1) % size) + W
        else:
            across = 4 * (row * size + (col - 1) % size) + E
        return tuple(sorted(inside + (across,)))

    def parse_triangle(self, text: str) -> int:
        """'b3N' -> triangle index; IllegalMove in plain words otherwise."""
        t = self.index.get(text)
        if t is not None:
            return t
        if not isinstance(text, str) or len(text) < 3 or text[-1].upper() not in SIDES:
            raise IllegalMove(
                _("'{text}' is not a triangle: write a square and a side, like b3N.").format(text=text)
            )
        square = text[:-1]
        if square not in self.square_index:
            raise IllegalMove(
                _("There is no square '{square}' on this {size}x{size} board.").format(
                    square=square, size=self.size
                )
            )
        # Only a lower-case side (b3n) gets here: unambiguous, so accept it.
        return self.index[square + text[-1].upper()]

    def parse_square(self, text: str) -> int:
        """'a1' -> square index; IllegalMove in plain words otherwise."""
        q = self.square_index.get(text)
        if q is None:
            raise IllegalMove(
                _("There is no square '{square}' on this {size}x{size} board.").format(
                    square=text, size=self.size
                )
            )
        return q


def square_owner(owner: Sequence[int], q: int) -> int:
    """Seat + 1 of the player who owns all four triangles of square q, else 0."""
    base = 4 * q
    o = owner[base]
    if o and owner[base + 1] == o and owner[base + 2] == o and owner[base + 3] == o:
        return o
    return 0


_BOARDS: dict[int, Board] = {}


def board(size: int) -> Board:
    """The shared Board for `size` (built once)."""
    found = _BOARDS.get(size)
    if found is None:
        found = _BOARDS[size] = Board(size)
    return found
