"""What a board draws so that colour is never the only signal (issue 22 point 7): a line or
an outline on a dark edge (it shows on any colour it crosses, whatever the hue), a dashed
line or outline beside a solid one, a tick or a cross in a badge, a dot in a cell that may
be taken, the last move's light outline (the one mark of it in every game). docs/design.md
("Colour") lists which pair of colours each one backs; tools/colour_pairs.py measures the
pairs and tests/test_colour.py checks the cues are drawn.

Colours are the callers' (palette roles); the edge is the palette's "ink".
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from pygame.typing import ColorLike

    from app.ui.theme import Theme

Point = tuple[float, float]  # a point on the canvas (an int pair is one too)

DASH = 2.2  # a dash's length, in line widths
# The last move's mark in every game (Tris 2's die moved last and the cell it left, TRI's
# triangle taken last): a light outline or dot on a dark edge, never gold. Gold rings are a
# lesson's or a hint's target alone (app/play/rings.py), so "the ringed die" names one die.
LAST_MOVE = "text"
GAP = 1.3  # the gap between dashes, in line widths


def edge_colour(theme: Theme) -> pygame.Color:
    return theme.colour("ink")


def _segments(a: Point, b: Point, width: int, dashed: bool) -> list[tuple[Point, Point]]:
    """The pieces of the line a-b: the whole line, or its dashes."""
    if not dashed:
        return [(a, b)]
    length = math.dist(a, b)
    if length == 0:
        return []
    dash, gap = DASH * width, GAP * width
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    pieces: list[tuple[Point, Point]] = []
    at = 0.0
    while at < length:
        end = min(length, at + dash)
        pieces.append(((a[0] + ux * at, a[1] + uy * at), (a[0] + ux * end, a[1] + uy * end)))
        at = end + gap
    return pieces


def edged_line(
    surface: pygame.Surface,
    theme: Theme,
    colour: ColorLike,
    a: Point,
    b: Point,
    width: int,
    dashed: bool = False,
) -> None:
    """A line `width` wide in `colour` on a dark edge a third as wide on each side; dashed:
    the colour in dashes over the whole dark line (dark gaps between coloured dashes)."""
    edge = max(2, width // 3)
    pygame.draw.line(surface, edge_colour(theme), a, b, width + 2 * edge)
    for start, end in _segments(a, b, width, dashed):
        pygame.draw.line(surface, colour, start, end, width)
    for point in (a, b):  # round, edged ends
        pygame.draw.circle(surface, edge_colour(theme), point, (width + 2 * edge) // 2)
        pygame.draw.circle(surface, colour, point, width // 2)


def edged_ring(
    surface: pygame.Surface, theme: Theme, colour: ColorLike, centre: Point, radius: float, width: int
) -> None:
    """A circle outline in `colour` with a dark edge inside and out."""
    edge = max(1, width // 3)
    pygame.draw.circle(surface, edge_colour(theme), centre, radius + edge, width + 2 * edge)
    pygame.draw.circle(surface, colour, centre, radius, width)


def edged_rect(
    surface: pygame.Surface, theme: Theme, colour: ColorLike, rect: pygame.Rect, width: int, radius: int = 0
) -> None:
    """A rectangle outline in `colour` with a dark edge inside and out."""
    edge = max(1, width // 3)
    pygame.draw.rect(
        surface,
        edge_colour(theme),
        rect.inflate(2 * edge, 2 * edge),
        width + 2 * edge,
        border_radius=radius + edge if radius else 0,
    )
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def last_move_rect(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, width: int, radius: int = 0
) -> None:
    """The last move's outline round a box (a die moved last): light on a dark edge."""
    edged_rect(surface, theme, theme.colour(LAST_MOVE), rect, width, radius)


def last_move_outline(surface: pygame.Surface, theme: Theme, points: Sequence[Point], width: int) -> None:
    """The last move's outline round a shape (a triangle taken last): light on a dark edge."""
    edged_outline(surface, theme, theme.colour(LAST_MOVE), points, width)


def last_move_dot(surface: pygame.Surface, theme: Theme, centre: Point, radius: int) -> None:
    """Where the last move came from (the cell a die left): a light dot in a dark ring."""
    dot(surface, theme, theme.colour(LAST_MOVE), centre, radius)


def edged_outline(
    surface: pygame.Surface,
    theme: Theme,
    colour: ColorLike,
    points: Sequence[Point],
    width: int,
    dashed: bool = False,
) -> None:
    """A polygon's outline in `colour` on a dark edge; dashed: coloured dashes along each side
    with the dark edge between them."""
    edge = max(1, width // 3)
    pygame.draw.polygon(surface, edge_colour(theme), points, width + 2 * edge)
    if not dashed:
        pygame.draw.polygon(surface, colour, points, width)
        return
    for i, a in enumerate(points):
        b = points[(i + 1) % len(points)]
        for start, end in _segments(a, b, width, True):
            pygame.draw.line(surface, colour, start, end, width)


def badge(
    surface: pygame.Surface, theme: Theme, colour: ColorLike, centre: Point, radius: int, mark: str
) -> None:
    """A round badge in `colour` with a dark edge and a dark `mark`: "tick" or "cross"."""
    ink = edge_colour(theme)
    pygame.draw.circle(surface, ink, centre, radius + max(2, radius // 5))
    pygame.draw.circle(surface, colour, centre, radius)
    x, y = centre
    r = radius * 0.55
    stroke = max(2, radius // 3)
    if mark == "tick":
        points = [(x - r, y), (x - r * 0.25, y + r * 0.7), (x + r, y - r * 0.65)]
        pygame.draw.lines(surface, ink, False, points, stroke)
    else:
        pygame.draw.line(surface, ink, (x - r, y - r), (x + r, y + r), stroke)
        pygame.draw.line(surface, ink, (x - r, y + r), (x + r, y - r), stroke)


def dot(surface: pygame.Surface, theme: Theme, colour: ColorLike, centre: Point, radius: int) -> None:
    """The dot in a cell that may be taken: `colour` in a dark ring."""
    pygame.draw.circle(surface, edge_colour(theme), centre, radius + max(1, radius // 2))
    pygame.draw.circle(surface, colour, centre, radius)
