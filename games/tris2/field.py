"""Geometry of the Tris 2 field: cells, die orientations, rolls, contact, lines.

Everything here works on small integers so the search can run fast:

- A cell ``x,y`` is the int ``x * SPAN + y`` (``|y| < SPAN / 2``, i.e. more
  than two billion rolls away from the start, so the field is unbounded in
  practice). Neighbours are plain additions: north -1, south +1, east +SPAN,
  west -SPAN.
- An orientation is an index into ``ORIENTS`` (top, north-south, east-west).
- A die on the field is the int ``cell * 8 + orientation``; a field is the
  sorted tuple of its dice, so equal fields are equal tuples.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Iterator, Mapping, Sequence

from games.i18n import N_

SPAN = 1 << 32
_HALF = SPAN >> 1
_MASK = SPAN - 1

SYMBOLS = "XO/"
ORIENTS = ("XO/", "X/O", "OX/", "O/X", "/XO", "/OX")
ORIENT_INDEX = {text: index for index, text in enumerate(ORIENTS)}
TOP = tuple(SYMBOLS.index(text[0]) for text in ORIENTS)  # symbol code 0 X, 1 O, 2 /

DIRS = "NESW"
STEP = (-1, SPAN, 1, -SPAN)  # N E S W
# TRANSLATORS: the way a die rolls, "Player 1 rolls a die north".
DIR_NAMES = (N_("north"), N_("east"), N_("south"), N_("west"))
OPPOSITE = (2, 3, 0, 1)


def _swap(text: str, a: int, b: int) -> int:
    chars = list(text)
    chars[a], chars[b] = chars[b], chars[a]
    return ORIENT_INDEX["".join(chars)]


# Rolling north/south swaps top and north-south; east/west swaps top and east-west.
_NS = tuple(_swap(text, 0, 1) for text in ORIENTS)
_EW = tuple(_swap(text, 0, 2) for text in ORIENTS)
ROLLED = (_NS, _EW, _NS, _EW)  # ROLLED[direction][orientation] -> orientation

TOUCH = (-SPAN - 1, -SPAN, -SPAN + 1, -1, 1, SPAN - 1, SPAN, SPAN + 1)  # 8 neighbours
LINES = (SPAN, 1, SPAN + 1, SPAN - 1)  # row, column, the two diagonals


def cell(x: int, y: int) -> int:
    return x * SPAN + y


def xy(c: int) -> tuple[int, int]:
    y = ((c + _HALF) & _MASK) - _HALF
    return (c - y) // SPAN, y


def cell_text(c: int) -> str:
    x, y = xy(c)
    return f"{x},{y}"


def shape(field: Iterable[int]) -> tuple[int, ...]:
    """The field slid so that its bounding box starts at 0,0.

    Two fields that differ only in where they lie on the endless grid give the
    same shape, so they count as one position for the repetition rule: there
    are finitely many shapes of nine touching dice, which is what makes every
    game end.
    """
    places = [xy(d >> 3) for d in field]
    shift = cell(min(x for x, _ in places), min(y for _, y in places)) * 8
    return tuple(d - shift for d in field)


def make_field(dice: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """Field tuple from (cell, orientation) pairs."""
    return tuple(sorted(c * 8 + o for c, o in dice))


def tops_of(field: Iterable[int]) -> dict[int, int]:
    """{cell: top symbol code}."""
    return {d >> 3: TOP[d & 7] for d in field}


def makes_tris(tops: Mapping[int, int], c: int, symbol: int, skip: int | None = None) -> bool:
    """Would `symbol` on cell `c` complete 3+ in a line?

    `skip` is a cell to treat as empty (the die that is rolling away).
    """
    get = tops.get
    for step in LINES:
        count = 1
        p = c + step
        while p != skip and get(p) == symbol:
            count += 1
            p += step
        p = c - step
        while p != skip and get(p) == symbol:
            count += 1
            p -= step
        if count >= 3:
            return True
    return False


def tris_rolls(field: Sequence[int], tops: Mapping[int, int]) -> list[tuple[int, int, int]]:
    """(index, direction, target) of every roll onto an empty cell that would
    make a tris, legal or not: a cheap filter before the contact rules."""
    # a tris through the target needs a die with the same top beside it
    near: set[int] = set()
    for c, symbol in tops.items():
        for off in TOUCH:
            near.add((c + off) * 4 + symbol)
    found: list[tuple[int, int, int]] = []
    for i, d in enumerate(field):
        c = d >> 3
        o = d & 7
        for k in range(4):
            t = c + STEP[k]
            symbol = TOP[ROLLED[k][o]]
            if t * 4 + symbol in near and t not in tops and makes_tris(tops, t, symbol, c):
                found.append((i, k, t))
    return found


def tris_lines(tops: Mapping[int, int], symbols: Container[int] = (0, 1, 2)) -> list[list[int]]:
    """Every maximal straight run of 3+ equal tops (in `symbols`), as cell lists."""
    found: list[list[int]] = []
    for c, symbol in tops.items():
        if symbol not in symbols:
            continue
        for step in LINES:
            if tops.get(c - step) == symbol:
                continue  # not the start of the run
            run = [c]
            nxt = c + step
            while tops.get(nxt) == symbol:
                run.append(nxt)
                nxt += step
            if len(run) >= 3:
                found.append(run)
    found.sort()
    return found


def connected(cells: Iterable[int]) -> bool:
    """Do the cells form one group by 8-neighbour contact?"""
    group = set(cells)
    if not group:
        return True
    start = next(iter(group))
    seen = {start}
    todo = [start]
    while todo:
        c = todo.pop()
        for off in TOUCH:
            n = c + off
            if n in group and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(group)


def box(cells: Iterable[int]) -> tuple[int, int]:
    """(width, height) of the bounding box of the cells."""
    points = [xy(c) for c in cells]
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


_SHAPES: dict[
    tuple[tuple[int, ...], bool], tuple[tuple[int, int], ...]
] = {}  # (shape, rule_of_4) -> legal (die index, direction) pairs, ban aside
_SHAPES_MAX = 10000


def roll_options(
    field: Sequence[int], ban: tuple[int, int] | None, rule_of_4: bool
) -> list[tuple[int, int, int]]:
    """Every legal roll as (index of the die in field, direction, target cell).

    `ban` is the (cell, direction) roll that would undo the opponent's last
    roll, or None.
    """
    cells = [d >> 3 for d in field]
    options: list[tuple[int, int, int]] = []
    for i, k in _shape_rolls(cells, rule_of_4):
        c = cells[i]
        if ban is None or ban[0] != c or ban[1] != k:
            options.append((i, k, c + STEP[k]))
    return options


def has_roll(field: Sequence[int], ban: tuple[int, int] | None, rule_of_4: bool) -> bool:
    """Is there any legal roll?"""
    cells = [d >> 3 for d in field]
    for i, k in _shape_rolls(cells, rule_of_4):
        if ban is None or ban[0] != cells[i] or ban[1] != k:
            return True
    return False


def _shape_rolls(cells: list[int], rule_of_4: bool) -> tuple[tuple[int, int], ...]:
    # Contact and the rule of 4 depend only on the shape of the field, not on
    # where it lies or how the dice are turned; the search meets the same
    # shapes again and again, so they are remembered.
    if not cells:
        return ()
    base = cells[0]
    key = (tuple(c - base for c in cells), rule_of_4)
    found = _SHAPES.get(key)
    if found is None:
        if len(_SHAPES) >= _SHAPES_MAX:
            _SHAPES.clear()
        found = _SHAPES[key] = tuple(_contact_rolls(cells, rule_of_4))
    return found


def _contact_rolls(cells: list[int], rule_of_4: bool) -> Iterator[tuple[int, int]]:
    """(die index, direction) of every roll onto an empty cell that keeps the
    dice in one group (and within 4x4 under the rule of 4).

    Contact is checked with bitmasks: take the die away, split the rest into
    groups, and the target must touch every group.
    """
    index = {c: i for i, c in enumerate(cells)}
    n = len(cells)
    adjacent: list[int] = []
    for c in cells:
        mask = 0
        for off in TOUCH:
            j = index.get(c + off)
            if j is not None:
                mask |= 1 << j
        adjacent.append(mask)
    if rule_of_4:
        points = [xy(c) for c in cells]
    full = (1 << n) - 1
    for i, c in enumerate(cells):
        rest = full ^ (1 << i)
        groups: list[int] = []
        remaining = rest
        while remaining:
            group = frontier = remaining & -remaining
            while frontier:
                bit = frontier & -frontier
                frontier ^= bit
                new = adjacent[bit.bit_length() - 1] & rest & ~group
                group |= new
                frontier |= new
            groups.append(group)
            remaining &= ~group
        if rule_of_4:
            others = points[:i] + points[i + 1 :]
            xs = [p[0] for p in others]
            ys = [p[1] for p in others]
            lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
            x0, y0 = points[i]
        for k in range(4):
            t = c + STEP[k]
            if t in index:
                continue
            touch = 0
            for off in TOUCH:
                j = index.get(t + off)
                if j is not None:
                    touch |= 1 << j
            touch &= rest
            cut = False
            for group in groups:
                if not group & touch:
                    cut = True
                    break
            if cut:
                continue
            if rule_of_4:
                x = x0 + (k == 1) - (k == 3)
                y = y0 + (k == 2) - (k == 0)
                if max(hi_x, x) - min(lo_x, x) >= 4 or max(hi_y, y) - min(lo_y, y) >= 4:
                    continue
            yield i, k
