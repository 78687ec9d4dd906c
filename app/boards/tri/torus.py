"""Where every TRI triangle sits on screen, and the board's picture.

The S x S squares are drawn with a strip of faded, wrapped-around triangles
along each edge: the S triangles of the bottom row repeated above the top row,
the E triangles of the last column repeated left of the first, and so on, so a
triangle's neighbour across the wrap is visible right next to it. A tap on a
repeated triangle means the real one.

This module only shows what it is given (owners, lit targets...); the view
gets those from RULES queries. The picture is rendered once per change and
blitted every frame.
"""

import math

import pygame

from games.grid import LETTERS

SIDES = "NESW"
N, E, S, W = range(4)
GHOST_FADE = 0.6  # how far a repeated triangle's colour is pulled toward the background


def triangle_name(col, row, side):
    return f"{LETTERS[col]}{row + 1}{SIDES[side]}"


def split_name(name):
    """'b3N' -> (col, row, side)."""
    return LETTERS.index(name[0]), int(name[1:-1]) - 1, SIDES.index(name[-1])


def mix(colour, other, amount):
    c, o = pygame.Color(colour), pygame.Color(other)
    return pygame.Color(*(round(a + (b - a) * amount) for a, b in zip(c[:3], o[:3])))


class TorusView:
    def __init__(self, size):
        self.size = size
        n = size
        self.names = [triangle_name(c, r, s) for r in range(n) for c in range(n) for s in range(4)]
        # (virtual col, virtual row, side) of each repeated triangle -> the real triangle
        self.ghosts = {}
        for i in range(n):
            self.ghosts[(i, -1, S)] = triangle_name(i, n - 1, S)
            self.ghosts[(i, n, N)] = triangle_name(i, 0, N)
            self.ghosts[(-1, i, E)] = triangle_name(n - 1, i, E)
            self.ghosts[(n, i, W)] = triangle_name(0, i, W)
        self.copies = {}  # real name -> its repeated (col, row, side) places
        for place, real in self.ghosts.items():
            self.copies.setdefault(real, []).append(place)
        self.cell = 8
        self.x0 = self.y0 = 0
        self.frame = self.grid = pygame.Rect(0, 0, 0, 0)
        self._picture, self._key = None, None
        self._marks = {}

    # -- geometry ---------------------------------------------------------------------------
    def layout(self, rect):
        """Fit the board and its wrapped strip, centred, into `rect`."""
        n = self.size
        self.cell = max(8, min(rect.width, rect.height) // (n + 1))
        span = self.cell * n
        half = self.cell // 2
        self.x0 = rect.centerx - span // 2
        self.y0 = rect.centery - span // 2
        self.grid = pygame.Rect(self.x0, self.y0, span, span)
        self.frame = self.grid.inflate(2 * half, 2 * half)
        self._key = None

    def square_rect(self, square):
        col, row = LETTERS.index(square[0]), int(square[1:]) - 1
        return pygame.Rect(self.x0 + col * self.cell, self.y0 + row * self.cell, self.cell, self.cell)

    def points(self, col, row, side):
        c = self.cell
        x, y = self.x0 + col * c, self.y0 + row * c
        corners = ((x, y), (x + c, y), (x + c, y + c), (x, y + c))
        middle = (x + c / 2, y + c / 2)
        return (corners[side], corners[(side + 1) % 4], middle)

    def centroid_at(self, col, row, side):
        pts = self.points(col, row, side)
        return (sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3)

    def centroid(self, name):
        x, y = self.centroid_at(*split_name(name))
        return (int(x), int(y))

    def rect(self, name):
        """The bounding box of a triangle (the keyboard focus ring uses it)."""
        pts = self.points(*split_name(name))
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys)))

    def place_at(self, pos):
        """(col, row, side) of the square quarter under `pos` (may lie outside the board)."""
        fx = (pos[0] - self.x0) / self.cell
        fy = (pos[1] - self.y0) / self.cell
        col, row = math.floor(fx), math.floor(fy)
        dx, dy = fx - col - 0.5, fy - row - 0.5
        if abs(dy) > abs(dx):
            side = N if dy < 0 else S
        else:
            side = W if dx < 0 else E
        return col, row, side

    def hit(self, pos, prefer=(), reach=0):
        """The triangle under `pos` (a repeated one counts as the real one), or None.

        A tap that misses every triangle in `prefer` by less than `reach` px
        goes to the nearest of them: small triangles on a phone stay easy to hit.
        """
        col, row, side = self.place_at(pos)
        n = self.size
        if 0 <= col < n and 0 <= row < n:
            name = triangle_name(col, row, side)
        else:
            name = self.ghosts.get((col, row, side))
        if name in prefer or not prefer or reach <= 0:
            return name
        best, best_d = None, reach * reach
        for target in prefer:
            for place in [split_name(target)] + self.copies.get(target, []):
                x, y = self.centroid_at(*place)
                d = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
                if d < best_d:
                    best, best_d = target, d
        return best if best is not None else name

    # -- the picture -------------------------------------------------------------------------
    def picture(self, app, owners, conquered, lit, selected=None, last=None):
        """The board as a Surface covering `frame`, rendered only when something changed.

        owners: {triangle: seat or None}; conquered: {square: (seat, teleport unused)};
        lit: {triangle or square: kind} with kind claim/attack/void/teleport/jump;
        selected: the square whose teleport is being used; last: the last triangle taken.
        """
        marks = app.settings.colourblind_marks
        key = (tuple(owners.values()), tuple(sorted(conquered.items())), tuple(sorted(lit.items())),
               selected, last, marks, self.frame.size, self.cell)
        if key != self._key:
            self._picture = self._render(app, owners, conquered, lit, selected, last, marks)
            self._key = key
        return self._picture

    def _render(self, app, owners, conquered, lit, selected, last, marks):
        theme = app.theme
        background = theme.colour("background")
        empty = pygame.Color("#313c4f")
        empty_lit = pygame.Color("#3a5a6e")
        line = background
        colours = theme.colour("tri_players")
        surface = pygame.Surface(self.frame.size)
        surface.fill(background)
        ox, oy = self.frame.topleft
        cell = self.cell
        thin = max(1, cell // 40)

        def shift(points):
            return [(x - ox, y - oy) for x, y in points]

        def fill_of(name):
            seat = owners.get(name)
            if seat is None:
                return empty_lit if lit.get(name) in ("claim", "jump") else empty
            return colours[seat % len(colours)]

        # the wrapped strip, faded
        for (col, row, side), real in self.ghosts.items():
            points = shift(self.points(col, row, side))
            pygame.draw.polygon(surface, mix(fill_of(real), background, GHOST_FADE), points)
            pygame.draw.polygon(surface, line, points, thin)
            seat = owners.get(real)
            if marks and seat is not None:
                self._blit_mark(app, surface, seat, self.centroid_at(col, row, side), (ox, oy), 120)
            if real in lit and seat is not None:
                pygame.draw.polygon(surface, mix(self._lit_colour(theme, lit[real]), background, 0.35),
                                    points, max(1, cell // 28))
        # the board
        for name in self.names:
            place = split_name(name)
            points = shift(self.points(*place))
            pygame.draw.polygon(surface, fill_of(name), points)
            pygame.draw.polygon(surface, line, points, thin)
            seat = owners.get(name)
            if marks and seat is not None:
                self._blit_mark(app, surface, seat, self.centroid_at(*place), (ox, oy), 255)
        if last is not None and last in owners:
            pygame.draw.polygon(surface, theme.colour("text"), shift(self.points(*split_name(last))),
                                max(2, cell // 30))
        # conquered squares: outlined; an unused teleport shows as a ring in the middle
        for square, (seat, spare) in conquered.items():
            box = self.square_rect(square).move(-ox, -oy)
            pygame.draw.rect(surface, theme.colour("text"), box.inflate(-2, -2), max(2, cell // 16))
            if spare:
                ring = lit.get(square)
                colour = theme.colour("highlight") if ring else theme.colour("accent")
                radius = max(5, cell // 7)
                pygame.draw.circle(surface, background, box.center, radius + 2)
                pygame.draw.circle(surface, colour, box.center, radius, max(2, radius // 3))
                pygame.draw.circle(surface, colour, box.center, max(2, radius // 3))
        if selected is not None:
            box = self.square_rect(selected).move(-ox, -oy)
            pygame.draw.rect(surface, theme.colour("highlight"), box.inflate(4, 4), max(3, cell // 12),
                             border_radius=4)
        # targets the person may tap now: empty ones get a lighter fill and a dot
        # (outlines on every empty triangle would net the whole board at the start),
        # triangles to attack or empty get an outline
        for name, kind in lit.items():
            if name not in owners:
                continue
            place = split_name(name)
            if owners[name] is None:
                x, y = self.centroid_at(*place)
                pygame.draw.circle(surface, theme.colour("highlight"), (int(x - ox), int(y - oy)),
                                   max(2, cell // 16))
            else:
                pygame.draw.polygon(surface, self._lit_colour(theme, kind), shift(self.points(*place)),
                                    max(2, cell // 22))
        return surface

    @staticmethod
    def _lit_colour(theme, kind):
        return theme.colour({"attack": "accent", "void": "bad"}.get(kind, "highlight"))

    def _blit_mark(self, app, surface, seat, centre, offset, alpha):
        picture = self.mark(app, seat, max(8, int(self.cell * 0.2)), alpha)
        surface.blit(picture, picture.get_rect(center=(int(centre[0] - offset[0]), int(centre[1] - offset[1]))))

    def mark(self, app, seat, size, alpha=255):
        """Seat's shape (circle, cross, triangle, diamond), dark on light colours, white on dark."""
        key = (seat, size, alpha)
        picture = self._marks.get(key)
        if picture is None:
            colours = app.theme.colour("tri_players")
            colour = pygame.Color(colours[seat % len(colours)])
            light = 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b > 140
            tint = pygame.Color(app.theme.colour("ink", "#24221f")) if light else pygame.Color(255, 255, 255)
            tint.a = alpha
            picture = app.assets.scaled("tri_marks", seat % 4, 0, size).copy()
            picture.fill(tint, special_flags=pygame.BLEND_RGBA_MULT)
            self._marks[key] = picture
        return picture
