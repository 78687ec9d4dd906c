"""Where the zoomed TRI board looks: at what matters now, moving only when
something wanted is out of sight.

`aim` picks a camera centre among those that show whole squares only (the
torus's `snapped` places: one a square each way), showing the most of some
squares wholly inside an area (the map, or the part the battle panel leaves
free), with them as near the area's middle as can be; the view glides there
(`glide`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from .torus import TorusView

GLIDE_S = 0.08  # the camera closes most of the way in about three times this (times the speed)
Wanted = dict[tuple[int, int], int]  # {(col, row): weight}: the squares to show

SLACK = 2  # px a square may stick out of the area and still count as shown


def wrapped(a: float, b: float, n: int) -> float:
    """b - a the short way round a ring of n."""
    d = (b - a) % n
    return d - n if d > n / 2 else d


def shown(torus: TorusView, cx: float, cy: float, area: pygame.Rect) -> tuple[set[int], set[int]]:
    """(columns, rows) of the board whose squares lie wholly in `area` with the camera at cx, cy."""
    n, cell, view = torus.size, torus.cell, torus.map
    x0 = round(view.x + view.width / 2 - cx * cell)  # as torus.look_at places it
    y0 = round(view.y + view.height / 2 - cy * cell)
    return _inside(x0, cell, n, area.left, area.right), _inside(y0, cell, n, area.top, area.bottom)


def _inside(origin: int, cell: int, n: int, lo: int, hi: int) -> set[int]:
    found: set[int] = set()
    lo, hi = lo - SLACK, hi + SLACK
    v = math.ceil((lo - origin) / cell)
    while origin + (v + 1) * cell <= hi:
        found.add(v % n)
        v += 1
    return found


def score(torus: TorusView, cx: float, cy: float, area: pygame.Rect, wanted: Wanted) -> int:
    cols, rows = shown(torus, cx, cy, area)
    return sum(weight for (col, row), weight in wanted.items() if col in cols and row in rows)


def aim(torus: TorusView, wanted: Wanted, area: pygame.Rect) -> tuple[float, float]:
    """The camera centre on whole squares that shows the most of `wanted` ({(col, row):
    weight}) inside `area`, with them as near its middle as can be; the camera's own
    place (on whole squares) if it shows them all already (or nothing better shows more)."""
    n = torus.size
    here = torus.snapped(torus.cx, torus.cy)
    best, best_score = here, score(torus, *here, area, wanted)
    if best_score >= sum(wanted.values()):
        return here
    score_here = best_score
    # where the middle of the wanted squares would be (in squares, relative to the area's centre)
    mid_x = (area.centerx - torus.map.centerx) / torus.cell
    mid_y = (area.centery - torus.map.centery) / torus.cell
    best_d: float | None = None
    # every place on whole squares (one a square each way)
    xs = {torus.snapped(i, 0)[0] for i in range(n)}
    ys = {torus.snapped(0, j)[1] for j in range(n)}
    for cx in sorted(xs):
        for cy in sorted(ys):
            value = score(torus, cx, cy, area, wanted)
            if value < best_score or value <= score_here:
                continue
            d = sum(
                w * (wrapped(cx + mid_x, col + 0.5, n) ** 2 + wrapped(cy + mid_y, row + 0.5, n) ** 2)
                for (col, row), w in wanted.items()
            )
            if value > best_score or best_d is None or d < best_d:
                best, best_score, best_d = (cx, cy), value, d
    return best


def glide(torus: TorusView, goal: tuple[float, float], dt: float, speed: float) -> bool:
    """Move the camera toward `goal`; True while it moves."""
    n = torus.size
    dx, dy = wrapped(torus.cx, goal[0], n), wrapped(torus.cy, goal[1], n)
    if abs(dx) < 0.01 and abs(dy) < 0.01 or speed <= 0:
        torus.look_at(*goal)
        return False
    step = 1 - math.exp(-dt / (GLIDE_S * speed))
    torus.look_at(torus.cx + dx * step, torus.cy + dy * step)
    return True
