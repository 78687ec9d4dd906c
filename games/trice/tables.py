"""Fixed tables for TRICE, shared by the rules and the solver.

Cells are numbered 0..11 row by row: index = row * 4 + col (a1 = 0, d1 = 3,
a2 = 4, ... d3 = 11). A die is one integer code = colour * 6 + (value - 1),
colour 0 white, 1 purple, 2 orange, so codes sort white 1..6, purple 1..6,
orange 1..6. EMPTY (-1) marks a free cell.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from games.grid import cell_name
from games.i18n import N_, _

COLS, ROWS = 4, 3
CELLS = COLS * ROWS
EMPTY = -1
NAMES = tuple(cell_name(i % COLS, i // COLS) for i in range(CELLS))
INDEX = {name: i for i, name in enumerate(NAMES)}

COLOUR_LETTERS = "WPO"
COLOUR_NAMES = ("white", "purple", "orange")
# A die in words, "white 4": one message per colour so a language may order and inflect them.
DIE_WORDS = (N_("white {value}"), N_("purple {value}"), N_("orange {value}"))
DIE_CODES = 18


def die_code(colour: int, value: int) -> int:
    return colour * 6 + value - 1


def die_text(code: int) -> str:
    """3 -> 'W4'."""
    return f"{COLOUR_LETTERS[code // 6]}{code % 6 + 1}"


def die_words(code: int) -> str:
    """3 -> 'white 4'."""
    return _(DIE_WORDS[code // 6]).format(value=code % 6 + 1)


def _cell(col: int, row: int) -> int:
    return row * COLS + col


def _lines() -> tuple[tuple[int, ...], ...]:
    lines: list[tuple[int, ...]] = []
    for row in range(ROWS):
        for start in range(COLS - 2):
            lines.append(tuple(_cell(start + k, row) for k in range(3)))
    for col in range(COLS):
        lines.append(tuple(_cell(col, k) for k in range(3)))
    for start in range(COLS - 2):
        lines.append(tuple(_cell(start + k, k) for k in range(3)))
    for start in range(2, COLS):
        lines.append(tuple(_cell(start - k, k) for k in range(3)))
    return tuple(lines)


LINES = _lines()  # 14 lines of three cells, each in line order
LINES_THROUGH = tuple(tuple(i for i, line in enumerate(LINES) if cell in line) for cell in range(CELLS))

NEIGHBOURS = tuple(
    tuple(
        _cell(c, r)
        for c, r in ((col, row - 1), (col - 1, row), (col + 1, row), (col, row + 1))
        if 0 <= c < COLS and 0 <= r < ROWS
    )
    for row in range(ROWS)
    for col in range(COLS)
)

# The card's symmetries as cell permutations: identity, left-right mirror,
# up-down mirror, half turn. Lines map onto lines under each of them.
SYMMETRIES = tuple(
    tuple(
        _cell(COLS - 1 - i % COLS if flip_x else i % COLS, ROWS - 1 - i // COLS if flip_y else i // COLS)
        for i in range(CELLS)
    )
    for flip_x, flip_y in ((False, False), (True, False), (False, True), (True, True))
)

# Condition bits of a line of three dice.
COLOUR, VALUE, RUN = 1, 2, 4
# TRANSLATORS: what a TRICE line of three dice has in common ("a Trice (same colour)").
CONDITION_WORDS = {COLOUR: N_("same colour"), VALUE: N_("same value"), RUN: N_("a run of values")}


def _conditions(a: int, b: int, c: int) -> int:
    bits = 0
    if a // 6 == b // 6 == c // 6:
        bits |= COLOUR
    va, vb, vc = a % 6, b % 6, c % 6
    if va == vb == vc:
        bits |= VALUE
    if (vb - va == 1 and vc - vb == 1) or (va - vb == 1 and vb - vc == 1):
        bits |= RUN
    return bits


# CONDITIONS[(a * 18 + b) * 18 + c]: condition bits of dice a, b, c in line order.
CONDITIONS = tuple(
    _conditions(a, b, c) for a in range(DIE_CODES) for b in range(DIE_CODES) for c in range(DIE_CODES)
)
NONE, TRICE, DOUBLE = 0, 1, 2
# KIND[bits]: how many conditions hold, as NONE, TRICE or DOUBLE.
KIND = tuple(min(bin(bits).count("1"), 2) for bits in range(8))


def line_bits(board: Sequence[int], line: int) -> int:
    """Condition bits of a full line on `board` (0 if any cell is empty)."""
    a, b, c = (board[i] for i in LINES[line])
    if a < 0 or b < 0 or c < 0:
        return 0
    return CONDITIONS[(a * 18 + b) * 18 + c]


Line = tuple[int, int]  # (line index, condition bits)


def judge(board: Sequence[int], cells: Iterable[int], double_loses: bool) -> tuple[int, tuple[Line, ...]]:
    """Check the lines through `cells` after a move.

    Returns (kind, lines): DOUBLE with the Double Trice lines when
    `double_loses` and one exists, else TRICE with the Trice lines, else
    (NONE, ()). Each line is (line index, condition bits).
    """
    seen: set[int] = set()
    trices: list[Line] = []
    doubles: list[Line] = []
    for cell in cells:
        for line in LINES_THROUGH[cell]:
            if line in seen:
                continue
            seen.add(line)
            bits = line_bits(board, line)
            kind = KIND[bits]
            if kind == TRICE:
                trices.append((line, bits))
            elif kind == DOUBLE:
                doubles.append((line, bits))
    if double_loses and doubles:
        return DOUBLE, tuple(doubles)
    if trices:
        return TRICE, tuple(trices)
    return NONE, ()
