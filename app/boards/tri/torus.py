"""Where every TRI triangle sits on screen, seen whole or through a camera.

Two ways to show the S x S torus:
- whole ("fit"): the board centred in its area with a strip of faded,
  wrapped-around triangles along each edge (the S triangles of the bottom row
  repeated above the top row, and so on), so a triangle's neighbour across the
  wrap shows right next to it;
- zoomed: a camera over the endlessly repeated board, `cell` px a square, so
  every triangle is big enough for a finger; it pans across the wrap with no
  edge at all (a thin seam line marks where the board's edges meet). Its window
  is a whole number of squares (`window`: never more than the board has, so no
  square shows twice), centred in the room it is given, and at rest the camera
  sits on whole squares (`snapped`): no slivers of cut squares at the edges.

Places are virtual (col, row, side): col and row may lie outside 0..S-1 and
mean the wrapped square. A tap on any copy means the real triangle.
This module only knows geometry; painting is paint.py, the rulers rulers.py.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from games.grid import LETTERS

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..hit import Point

SIDES = "NESW"
N, E, S, W = range(4)
INCIRCLE = 0.4142  # a triangle's inscribed circle's diameter, in squares (2 - sqrt 2): its tap box
Spot = tuple[float, float]  # a point on the canvas, maybe between pixels
Place = tuple[int, int, int]  # (virtual col, virtual row, side): a triangle where it shows

MIN_SPAN = 2  # the zoomed window shows at least this many squares each way (smaller ones if it must)


def triangle_name(col: int, row: int, side: int) -> str:
    return f"{LETTERS[col]}{row + 1}{SIDES[side]}"


def split_name(name: str) -> Place:
    """'b3N' -> (col, row, side)."""
    return LETTERS.index(name[0]), int(name[1:-1]) - 1, SIDES.index(name[-1])


def square_of(name: str) -> tuple[int, int]:
    """'b3N' or 'b3' -> (col, row)."""
    text = name[:-1] if name[-1] in SIDES else name
    return LETTERS.index(text[0]), int(text[1:]) - 1


def zoom_cell(min_tap: int) -> int:
    """The smallest square (px) whose triangles each hold a `min_tap` box."""
    return math.ceil(min_tap / INCIRCLE) + 1


def window(width: int, height: int, size: int, least: int) -> tuple[int, int, int]:
    """(columns, rows, cell): the zoomed window in a `width` x `height` room over a
    `size` x `size` board: squares of at least `least` px (smaller only to show
    MIN_SPAN of them each way), as many whole ones as fit but never more than the
    board has (a square never shows twice), then grown to fill the room's tighter side."""
    cell = least
    if min(width, height) // least < MIN_SPAN:
        cell = max(8, min(width, height) // MIN_SPAN)
    cols = max(1, min(size, width // cell))
    rows = max(1, min(size, height // cell))
    return cols, rows, max(cell, min(width // cols, height // rows))


class TorusView:
    def __init__(self, size: int) -> None:
        self.size = size
        n = size
        self.names = [triangle_name(c, r, s) for r in range(n) for c in range(n) for s in range(4)]
        # (virtual col, virtual row, side) of each repeated triangle in the faded strip -> the real one
        self.ghosts: dict[Place, str] = {}
        for i in range(n):
            self.ghosts[(i, -1, S)] = triangle_name(i, n - 1, S)
            self.ghosts[(i, n, N)] = triangle_name(i, 0, N)
            self.ghosts[(-1, i, E)] = triangle_name(n - 1, i, E)
            self.ghosts[(n, i, W)] = triangle_name(0, i, W)
        self.copies: dict[
            str, list[Place]
        ] = {}  # real name -> its repeated (col, row, side) places in the strip
        for place, real in self.ghosts.items():
            self.copies.setdefault(real, []).append(place)
        self.cell = 8
        self.zoomed = False
        self.cols = self.rows = n  # zoomed: the squares the window shows across and down
        self.cx: float = n / 2  # the camera: the board point (in squares) at the map's centre
        self.cy: float = n / 2
        self.x0 = self.y0 = 0  # screen position of a1's top left corner
        self.map = self.frame = self.grid = pygame.Rect(0, 0, 0, 0)

    # -- layout --------------------------------------------------------------------------------
    def fit(self, rect: pygame.Rect) -> None:
        """The whole board and its wrapped strip, centred, as large as `rect` allows."""
        n = self.size
        self.zoomed = False
        self.cell = max(8, min(rect.width, rect.height) // (n + 1))
        span = self.cell * n
        self.x0 = rect.centerx - span // 2
        self.y0 = rect.centery - span // 2
        self.cx = self.cy = n / 2
        self.grid = pygame.Rect(self.x0, self.y0, span, span)
        half = self.cell // 2
        self.frame = self.map = self.grid.inflate(2 * half, 2 * half)

    @staticmethod
    def fit_cell(rect: pygame.Rect, size: int) -> int:
        return max(8, min(rect.width, rect.height) // (size + 1))

    def zoom(self, rect: pygame.Rect, cell: int) -> None:
        """A camera over the whole squares that fit in `rect` (`window`: `cell` px a square
        at least), centred in it, looking where it looked, on whole squares."""
        self.zoomed = True
        self.cols, self.rows, self.cell = window(rect.width, rect.height, self.size, cell)
        self.map = pygame.Rect(0, 0, self.cols * self.cell, self.rows * self.cell)
        self.map.center = rect.center
        self.frame = self.grid = self.map
        self.look_at(*self.snapped(self.cx, self.cy))

    def look_at(self, cx: float, cy: float) -> None:
        """Put the board point (cx, cy) (in squares) at the map's centre (a glide or a drag
        passes through any point; at rest the camera is `snapped`)."""
        n = self.size
        self.cx, self.cy = cx % n, cy % n
        if self.zoomed:
            self.x0 = round(self.map.x + self.map.width / 2 - self.cx * self.cell)
            self.y0 = round(self.map.y + self.map.height / 2 - self.cy * self.cell)

    def snapped(self, cx: float, cy: float) -> tuple[float, float]:
        """The camera centre nearest (cx, cy) whose window shows whole squares only (the
        map's edges on the squares' edges); (cx, cy) itself when the board is shown whole."""
        if not self.zoomed:
            return cx, cy
        n = self.size
        ox, oy = self.cols / 2 % 1, self.rows / 2 % 1
        return (math.floor(cx - ox + 0.5) + ox) % n, (math.floor(cy - oy + 0.5) + oy) % n

    def at_rest(self) -> bool:
        """The camera shows whole squares only (always, shown whole)."""
        return self.snapped(self.cx, self.cy) == (self.cx, self.cy)

    def span(self) -> tuple[float, float]:
        """How many squares the map shows across and down."""
        return self.map.width / self.cell, self.map.height / self.cell

    # -- geometry of a place --------------------------------------------------------------------
    def points(self, col: int, row: int, side: int) -> tuple[Spot, Spot, Spot]:
        c = self.cell
        x, y = self.x0 + col * c, self.y0 + row * c
        corners = ((x, y), (x + c, y), (x + c, y + c), (x, y + c))
        return (corners[side], corners[(side + 1) % 4], (x + c / 2, y + c / 2))

    def centroid_at(self, col: int, row: int, side: int) -> Spot:
        pts = self.points(col, row, side)
        return (sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3)

    def box_at(self, col: int, row: int, side: int) -> pygame.Rect:
        """The square inscribed in the triangle's inscribed circle, grown to a whole px:
        where a finger or the keyboard focus aims."""
        c = self.cell
        size = max(1, int(INCIRCLE * c))
        inset = INCIRCLE * c / 2  # the circle's centre lies this far in from the square's side
        x, y = self.x0 + col * c, self.y0 + row * c
        centre = {
            N: (x + c / 2, y + inset),
            E: (x + c - inset, y + c / 2),
            S: (x + c / 2, y + c - inset),
            W: (x + inset, y + c / 2),
        }[side]
        box = pygame.Rect(0, 0, size, size)
        box.center = (round(centre[0]), round(centre[1]))
        return box

    def square_box(self, col: int, row: int) -> pygame.Rect:
        c = self.cell
        return pygame.Rect(self.x0 + col * c, self.y0 + row * c, c, c)

    def place_at(self, pos: Point) -> Place:
        """(col, row, side) of the square quarter under `pos` (virtual: may lie off the board)."""
        fx = (pos[0] - self.x0) / self.cell
        fy = (pos[1] - self.y0) / self.cell
        col, row = math.floor(fx), math.floor(fy)
        dx, dy = fx - col - 0.5, fy - row - 0.5
        if abs(dy) > abs(dx):
            side = N if dy < 0 else S
        else:
            side = W if dx < 0 else E
        return col, row, side

    def real(self, col: int, row: int, side: int) -> str | None:
        """The real triangle shown at a virtual place, or None (the whole board's blank corners)."""
        n = self.size
        if self.zoomed or (0 <= col < n and 0 <= row < n):
            return triangle_name(col % n, row % n, side)
        return self.ghosts.get((col, row, side))

    # -- where a triangle shows ----------------------------------------------------------------
    def places(self, name: str) -> list[Place]:
        """Every place where triangle `name` shows on the map (zoomed: each copy on screen)."""
        col, row, side = split_name(name)
        if not self.zoomed:
            return [(col, row, side)] + self.copies.get(name, [])
        return [
            (c, r, side)
            for c in self._copies(col, self.x0, self.map.left, self.map.right)
            for r in self._copies(row, self.y0, self.map.top, self.map.bottom)
        ]

    def _copies(self, index: int, origin: int, lo: int, hi: int) -> list[int]:
        """Virtual indices index + k*S whose square overlaps lo..hi px on screen."""
        n, c = self.size, self.cell
        k = index + n * math.floor(((lo - origin) / c - 1 - index) / n)
        out: list[int] = []
        while origin + k * c < hi:
            if origin + (k + 1) * c > lo:
                out.append(k)
            k += n
        return out

    def place_of(self, name: str, area: pygame.Rect | None = None) -> Place | None:
        """The place of `name` whose tap box lies inside `area` (default the map), nearest
        the map's centre; None if no copy is wholly there."""
        area = self.map if area is None else area
        col, row, side = split_name(name)
        places = self.places(name) if self.zoomed else [(col, row, side)]
        inside = [p for p in places if area.contains(self.box_at(*p))]
        if not inside:
            return None
        centre = area.center
        return min(inside, key=lambda p: _dist2(self.box_at(*p).center, centre))

    def rect(self, name: str) -> pygame.Rect:
        """The tap box of `name` where it shows (the keyboard focus ring uses it)."""
        place = self.place_of(name) or split_name(name)
        return self.box_at(*place)

    def centroid(self, name: str) -> Point:
        place = self.place_of(name) or split_name(name)
        x, y = self.centroid_at(*place)
        return (int(x), int(y))

    def square_rect(self, square: str) -> pygame.Rect:
        """The on-screen rect of `square` (the copy nearest the centre when zoomed)."""
        col, row = square_of(square)
        if self.zoomed:
            boxes = [
                self.square_box(c, r)
                for c in self._copies(col, self.x0, self.map.left, self.map.right)
                for r in self._copies(row, self.y0, self.map.top, self.map.bottom)
            ]
            inside = [b for b in boxes if self.map.contains(b)]
            if inside or boxes:
                return min(inside or boxes, key=lambda b: _dist2(b.center, self.map.center))
        return self.square_box(col, row)

    # -- taps ----------------------------------------------------------------------------------
    def hit(self, pos: Point, prefer: Sequence[str] = (), reach: int = 0) -> str | None:
        """The triangle under `pos` (a repeated one counts as the real one), or None.

        A tap that misses every triangle in `prefer` by less than `reach` px
        goes to the nearest of them: small triangles on a phone stay easy to hit.
        """
        if not self.map.collidepoint(pos):
            return None
        name = self.real(*self.place_at(pos))
        if name in prefer or not prefer or reach <= 0:
            return name
        best: str | None = None
        best_d: float = reach * reach
        for target in prefer:
            for place in self.places(target):
                d = _dist2(self.centroid_at(*place), pos)
                if d < best_d:
                    best, best_d = target, d
        return best if best is not None else name

    def square_at(self, pos: Point) -> str | None:
        """The real square under `pos` on the board (not the faded strip), or None."""
        if not self.map.collidepoint(pos):
            return None
        col, row, _side = self.place_at(pos)
        n = self.size
        if not self.zoomed and not (0 <= col < n and 0 <= row < n):
            return None
        return f"{LETTERS[col % n]}{row % n + 1}"


def _dist2(a: Spot, b: Spot) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2
