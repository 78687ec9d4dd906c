"""The TRI board's rulers: column letters above it, row numbers left of it, so
every square a sentence names ("the top triangle of b3") can be found.

Shown whole, the faded strip gets its letters too, faded: the column left of
a is the last one (d | a b c d | a), which is the wrap in one glance. Zoomed,
the rulers follow the camera and jump from the last letter back to a where
the board's edges meet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.grid import LETTERS

from ..part import Part

if TYPE_CHECKING:
    from collections.abc import Sequence

    import pygame

    from app.ui.layout import Layout
    from app.ui.theme import Theme
    from games.tri.state import State

    from ..hit import BoardUI
    from ..host import Host
    from .torus import TorusView

Label = tuple[str, int, bool]  # (letter or number, x or y, a real column or row: not the faded strip)

SHOWN = 0.45  # a column or row is labelled when this much of it shows


# the bands as wide as with normal text whatever the player's text size (`Layout.band`): the
# board keeps the pixels a wider band would take from it (issue 28 point 7)
def ruler_width(lay: Layout, theme: Theme) -> int:
    return theme.font(lay.band, bold=True).size("8")[0] + lay.gap


def ruler_height(lay: Layout, theme: Theme) -> int:
    return theme.font(lay.band, bold=True).get_linesize()


def marks(torus: TorusView, area: pygame.Rect | None = None) -> tuple[list[Label], list[Label]]:
    """([(letter, x, real)], [(number, y, real)]): the labels the rulers show, each at the
    middle of its column's or row's visible part; real False for the faded strip."""
    area = torus.map if area is None else area
    n, cell = torus.size, torus.cell
    if torus.zoomed:
        cols = range((area.left - torus.x0) // cell - 1, (area.right - torus.x0) // cell + 1)
        rows = range((area.top - torus.y0) // cell - 1, (area.bottom - torus.y0) // cell + 1)
    else:
        cols = rows = range(-1, n + 1)
    wrap = torus.zoomed
    return (
        _axis(cols, torus.x0, cell, area.left, area.right, n, LETTERS, wrap),
        _axis(rows, torus.y0, cell, area.top, area.bottom, n, [str(i + 1) for i in range(n)], wrap),
    )


def _axis(
    indices: range, origin: int, cell: int, lo: int, hi: int, n: int, names: Sequence[str], wrap: bool
) -> list[Label]:
    out: list[Label] = []
    for v in indices:
        start, end = max(lo, origin + v * cell), min(hi, origin + (v + 1) * cell)
        if end - start >= SHOWN * cell:
            out.append((names[v % n], (start + end) // 2, wrap or 0 <= v < n))
    return out


def labelled_squares(torus: TorusView, area: pygame.Rect | None = None) -> set[str]:
    """The squares a person can name from the rulers now (real columns and rows)."""
    cols, rows = marks(torus, area)
    letters = {c for c, _x, real in cols if real}
    numbers = {r for r, _y, real in rows if real}
    return {c + r for c in letters for r in numbers}


def _spaced(labels: list[Label], extent: int) -> list[Label]:
    """The labels that do not crowd each other (`extent` px apart at least: small squares,
    larger text), the real columns' and rows' first, the faded strip's where room is left and
    every real one shows."""
    kept: list[Label] = []
    for label in sorted(labels, key=lambda item: not item[2]):
        if all(abs(label[1] - other[1]) >= extent for other in kept):
            kept.append(label)
        elif label[2]:  # a real one left out: the faded strip says nothing (a lone far "1")
            labels = [item for item in labels if item[2]]
    return [label for label in kept if label in labels]


def draw_rulers(
    surface: pygame.Surface, app: Host, torus: TorusView, area: pygame.Rect | None = None
) -> None:
    """Letters in a band above the map, numbers in a band left of it."""
    theme, lay = app.theme, app.layout
    cols, rows = marks(torus, area)
    area = torus.map if area is None else area
    top = torus.map.top - ruler_height(lay, theme) // 2
    left = torus.map.left - ruler_width(lay, theme) // 2
    font = theme.font(lay.small, bold=True)
    cols = _spaced(cols, max(font.size(text)[0] for text, _x, _real in cols) + 2 if cols else 0)
    rows = _spaced(rows, font.get_ascent() + 2)
    for text, x, real in cols:
        label = theme.text(text, lay.small, "muted" if real else "faint", bold=True)
        surface.blit(label, label.get_rect(center=(x, top)))
    for text, y, real in rows:
        label = theme.text(text, lay.small, "muted" if real else "faint", bold=True)
        surface.blit(label, label.get_rect(center=(left, y)))


class Rulers(Part):
    """The rulers as a board part: drawn around the torus wherever it is placed."""

    def __init__(self, app: Host, torus: TorusView) -> None:
        self.app, self.torus = app, torus

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        draw_rulers(surface, self.app, self.torus)
