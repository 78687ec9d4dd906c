"""How good a rolling position of Tris 2 is, for the search's leaves.

Any symbol counts for whoever moves, so a threat belongs to nobody: the
player to move wins if some legal roll completes a tris, and the rolls on
offer are the same for both players (only the undo ban differs, and the
undo can never win). Counting "my threats" against "yours" therefore means
nothing; what matters is tempo. After each roll the mover must leave the
other side no completing roll; a roll that does is *unsafe*. A player whose
every roll is unsafe has lost (the opponent wins next move), and a player
with few safe rolls is close to that: a roll or two more and they may be
out of them. So `sort_rolls` splits the mover's legal rolls into

- wins: rolls that make a tris at once;
- safe: rolls after which no legal roll completes a tris;
- unsafe: the rest (each loses at once),

and `value_for_mover` is 1 with a win, about 0 without a safe roll, and
otherwise grows with the number of safe rolls (the mover's room to wait).
The search also uses the split to look only at safe rolls.

A *hot* cell is an empty cell where some symbol would complete three in a
line; a completing roll brings a die onto a hot cell showing that symbol
and keeps the dice in one group. Everything works on the raw field
(``field.py`` ints), not on states, as it runs at every node; the results
are remembered per (field, ban) since the search meets positions again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .field import LINES, ROLLED, STEP, TOP, TOUCH, _shape_rolls, box, makes_tris

SAFE_SCALE = 0.02  # value per safe roll more or less than SAFE_CENTER (before clamping)
SAFE_CENTER = 8  # safe rolls in a typical position
NO_SAFE_LOSS = 0.02  # value for a mover whose every roll hands over a win

Feeder = tuple[int, int, int, int]  # (target, symbol, source, direction)
Rolls = tuple[tuple[int, int], ...]  # (cell, direction) of each roll


def hot_cells(tops: dict[int, int]) -> set[int]:
    """{cell * 4 + symbol}: empty cells where that symbol would make a tris.

    A superset check for a rolling die (it may itself be part of the line;
    `makes_tris` with `skip` settles that).
    """
    hot: set[int] = set()
    get = tops.get
    for c, s in tops.items():
        for step in LINES:
            n = c + step
            found = get(n)
            if found == s:  # a pair: both ends
                e = c - step
                if e not in tops:
                    hot.add(e * 4 + s)
                e = n + step
                if e not in tops:
                    hot.add(e * 4 + s)
            elif found is None and get(n + step) == s:  # a gap between two
                hot.add(n * 4 + s)
    return hot


def _new_hot(tops2: dict[int, int], t: int, c: int) -> list[int]:
    """Hot entries a roll from `c` to `t` may have made: lines through the
    die now on `t`, and the emptied cell `c` (a superset with the old ones)."""
    found: list[int] = []
    get = tops2.get
    s = tops2[t]
    for step in TOUCH:
        n = t + step
        g = get(n)
        if g == s:  # a pair: both ends
            e = t - step
            if e not in tops2:
                found.append(e * 4 + s)
            e = n + step
            if e not in tops2:
                found.append(e * 4 + s)
        elif g is None and get(n + step) == s:  # a gap
            found.append(n * 4 + s)
    for step in LINES:
        a = get(c - step)
        b = get(c + step)
        if a is not None and (a == b or a == get(c - 2 * step)):
            found.append(c * 4 + a)
        if b is not None and b == get(c + 2 * step):
            found.append(c * 4 + b)
    return found


def _feeders(entries: Iterable[int], tops: dict[int, int], orients: dict[int, int]) -> list[Feeder]:
    """(target, symbol, source, direction): dice that would roll the symbol
    onto a hot cell, ignoring whether the roll keeps the dice together."""
    found: list[Feeder] = []
    for entry in entries:
        u, s = entry >> 2, entry & 3
        for k in range(4):
            src = u - STEP[k]
            o = orients.get(src)
            if o is not None and TOP[ROLLED[k][o]] == s:
                found.append((u, s, src, k))
    return found


def _hands_over(
    c: int,
    t: int,
    o: int,
    tops: dict[int, int],
    orients: dict[int, int],
    feeders: list[Feeder],
    rule_of_4: bool,
) -> bool:
    """Would rolling the die on `c` to `t` (showing orientation `o`) leave the
    next player a legal roll that completes a tris?"""
    tops2 = dict(tops)
    del tops2[c]
    tops2[t] = TOP[o]
    orients2 = dict(orients)
    del orients2[c]
    orients2[t] = o
    quads = feeders + _feeders(_new_hot(tops2, t, c), tops2, orients2)
    for k in range(4):  # the moved die itself, onto any hot cell
        u = t + STEP[k]
        if u not in tops2:
            quads.append((u, TOP[ROLLED[k][o]], t, k))
    for u, s, src, _k in quads:
        if u in tops2 or src == c or src not in tops2:
            continue
        if makes_tris(tops2, u, s, src) and _stays_together(tops2, src, u, rule_of_4):
            return True
    return False


def _stays_together(cells: Iterable[int], src: int, u: int, rule_of_4: bool) -> bool:
    """Is moving the die on `src` to the empty `u` a legal roll for contact
    (and the rule of 4)? One flood fill: cheaper than every roll of the shape."""
    moved = set(cells)
    moved.discard(src)
    moved.add(u)
    seen = {u}
    todo = [u]
    while todo:
        p = todo.pop()
        for off in TOUCH:
            n = p + off
            if n in moved and n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) != len(moved):
        return False
    if rule_of_4:
        width, height = box(moved)
        return width <= 4 and height <= 4
    return True


_cache: dict[int, int] = {}
_CACHE_MAX = 50000  # entries; bounded so the browser's memory stays small


_BITS = 36  # bits per class in a cached code: die index * 4 + direction, 9 dice
_CLASS = (1 << _BITS) - 1


def sort_rolls(field: tuple[int, ...], ban: tuple[int, int] | None, rule_of_4: bool) -> tuple[Rolls, ...]:
    """(wins, safe, unsafe): the legal rolls of the player to move, as tuples
    of (cell, direction) pairs. When there is a win the other two are empty
    (nothing else matters then)."""
    code = _sorted_code(field, ban, rule_of_4)
    cells = [d >> 3 for d in field]
    return tuple(_decode((code >> shift) & _CLASS, cells) for shift in (0, _BITS, 2 * _BITS))


def roll_counts(field: tuple[int, ...], ban: tuple[int, int] | None, rule_of_4: bool) -> tuple[int, ...]:
    """(wins, safe, unsafe) as numbers of rolls: `sort_rolls` without the lists."""
    code = _sorted_code(field, ban, rule_of_4)
    return tuple(bin((code >> shift) & _CLASS).count("1") for shift in (0, _BITS, 2 * _BITS))


def _decode(bits: int, cells: Sequence[int]) -> Rolls:
    found: list[tuple[int, int]] = []
    while bits:
        low = bits & -bits
        index = low.bit_length() - 1
        found.append((cells[index >> 2], index & 3))
        bits ^= low
    return tuple(found)


def _sorted_code(field: tuple[int, ...], ban: tuple[int, int] | None, rule_of_4: bool) -> int:
    """The split of the rolls as one int: wins | safe << 36 | unsafe << 72,
    each a bit per roll (die index * 4 + direction).

    Remembered per position with an int key and an int value: a dict that
    holds only numbers is never tracked by the garbage collector, however big
    it grows (one holding tuples is, and a full collection then walks all of
    it: milliseconds per collection while the computer thinks).
    """
    key = hash((field, ban, rule_of_4))
    code = _cache.get(key)
    if code is not None:
        return code
    cells = [d >> 3 for d in field]
    orients = {d >> 3: d & 7 for d in field}
    tops = {c: TOP[o] for c, o in orients.items()}
    hot = hot_cells(tops)
    rolls: list[tuple[int, int, int, int]] = []
    wins = 0
    for i, k in _shape_rolls(cells, rule_of_4):
        c = cells[i]
        if ban is not None and ban[0] == c and ban[1] == k:
            continue
        t = c + STEP[k]
        o = ROLLED[k][orients[c]]
        if t * 4 + TOP[o] in hot and makes_tris(tops, t, TOP[o], c):
            wins |= 1 << (i * 4 + k)
        rolls.append((i * 4 + k, c, t, o))
    safe = unsafe = 0
    if not wins:
        feeders = _feeders(hot, tops, orients)
        for bit, c, t, o in rolls:
            # the roll straight back is banned next turn but could never win
            # anyway (it restores a field that showed no tris)
            if _hands_over(c, t, o, tops, orients, feeders, rule_of_4):
                unsafe |= 1 << bit
            else:
                safe |= 1 << bit
    code = wins | safe << _BITS | unsafe << (2 * _BITS)
    if len(_cache) >= _CACHE_MAX:
        _cache.clear()
    _cache[key] = code
    return code


def value_for_mover(field: tuple[int, ...], ban: tuple[int, int] | None, rule_of_4: bool) -> float:
    """Value in [0, 1] for the player to move on a rolling field."""
    wins, safe, unsafe = roll_counts(field, ban, rule_of_4)
    if wins:
        return 1.0
    if unsafe and not safe:
        return NO_SAFE_LOSS
    return min(0.7, max(0.3, 0.5 + SAFE_SCALE * (safe - SAFE_CENTER)))
