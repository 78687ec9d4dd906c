"""The TRI board's picture: triangles in their owners' colours, conquered
squares, teleport rings, the targets a person may tap, the faded wrapped strip.

The whole board is painted once per change onto one surface: with its strip
around it when shown whole, alone (one tile) when zoomed, and then the tile is
blitted as often as the camera shows it (the board repeats across the wrap).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import cues
from .torus import split_name

if TYPE_CHECKING:
    from pygame.typing import ColorLike

    from app.ui.theme import Theme

    from ..host import Host
    from .marks import SeatMarks
    from .torus import TorusView

GHOST_FADE = 0.6  # how far a repeated triangle's colour is pulled toward the background
EMPTY, EMPTY_LIT = pygame.Color("#313c4f"), pygame.Color("#3a5a6e")


def mix(colour: ColorLike, other: ColorLike, amount: float) -> pygame.Color:
    c, o = pygame.Color(colour), pygame.Color(other)
    return pygame.Color(*(round(a + (b - a) * amount) for a, b in zip(c[:3], o[:3])))


LIT_ROLES = {"attack": "accent", "void": "bad"}  # any other kind: "highlight"
DASHED = ("void",)  # outlined in dashes; the others solid: attack and void differ by more than colour


def lit_colour(theme: Theme, kind: str) -> pygame.Color:
    return theme.colour(LIT_ROLES.get(kind, "highlight"))


class Painter:
    def __init__(self, marks: SeatMarks) -> None:
        self.marks = marks  # SeatMarks (marks.py)
        self._picture: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None

    def draw(
        self,
        surface: pygame.Surface,
        app: Host,
        torus: TorusView,
        owners: dict[str, int | None],
        conquered: dict[str, tuple[int, bool]],
        lit: dict[str, str],
        selected: str | None = None,
        last: str | None = None,
    ) -> None:
        """Paint the board into its map (owners: {triangle: seat or None}; conquered:
        {square: (seat, teleport unused)}; lit: {triangle or square: kind}, kind
        claim/attack/void/teleport/jump; selected: the teleport in use; last: the
        triangle taken last)."""
        marks = True  # the seats' marks are always drawn (marks.py); the setting is TRICE's dice
        key = (
            tuple(owners.values()),
            tuple(sorted(conquered.items())),
            tuple(sorted(lit.items())),
            selected,
            last,
            marks,
            torus.zoomed,
            torus.map.size,
            torus.cell,
        )
        if key != self._key:
            self._picture = self._render(app, torus, owners, conquered, lit, selected, last, marks)
            self._key = key
        assert self._picture is not None  # painted above for the first key
        if not torus.zoomed:
            surface.blit(self._picture, torus.frame)
            return
        clip = surface.get_clip()
        surface.set_clip(torus.map)
        period = torus.size * torus.cell
        for x in _starts(torus.x0, period, torus.map.left, torus.map.right):
            for y in _starts(torus.y0, period, torus.map.top, torus.map.bottom):
                surface.blit(self._picture, (x, y))
        self._seams(surface, app, torus, period)
        surface.set_clip(clip)

    @staticmethod
    def _seams(surface: pygame.Surface, app: Host, torus: TorusView, period: int) -> None:
        """Where the board's edges meet: a thin line, the rulers jump from the last letter to a."""
        colour = mix(app.theme.colour("muted"), app.theme.colour("background"), 0.3)
        for x in _starts(torus.x0, period, torus.map.left, torus.map.right + 1):
            pygame.draw.line(surface, colour, (x, torus.map.top), (x, torus.map.bottom), 2)
        for y in _starts(torus.y0, period, torus.map.top, torus.map.bottom + 1):
            pygame.draw.line(surface, colour, (torus.map.left, y), (torus.map.right, y), 2)

    # -- the picture -----------------------------------------------------------------------------
    def _render(
        self,
        app: Host,
        torus: TorusView,
        owners: dict[str, int | None],
        conquered: dict[str, tuple[int, bool]],
        lit: dict[str, str],
        selected: str | None,
        last: str | None,
        marks: bool,
    ) -> pygame.Surface:
        theme = app.theme
        background = theme.colour("background")
        colours = theme.colour("tri_players")
        cell, n = torus.cell, torus.size
        if torus.zoomed:
            surface = pygame.Surface((n * cell, n * cell))
            ox, oy = 0, 0
        else:
            surface = pygame.Surface(torus.frame.size)
            ox, oy = torus.x0 - torus.frame.x, torus.y0 - torus.frame.y
        surface.fill(background)
        thin = max(1, cell // 40)

        def points(col: int, row: int, side: int) -> list[tuple[float, float]]:
            x, y = ox + col * cell, oy + row * cell
            corners = ((x, y), (x + cell, y), (x + cell, y + cell), (x, y + cell))
            return [corners[side], corners[(side + 1) % 4], (x + cell / 2, y + cell / 2)]

        def centre(col: int, row: int, side: int) -> tuple[float, float]:
            pts = points(col, row, side)
            return (sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3)

        def fill_of(name: str) -> pygame.Color:
            seat = owners.get(name)
            if seat is None:
                return EMPTY_LIT if lit.get(name) in ("claim", "jump") else EMPTY
            return colours[seat % len(colours)]

        if not torus.zoomed:  # the wrapped strip, faded
            for place, real in torus.ghosts.items():
                pts = points(*place)
                pygame.draw.polygon(surface, mix(fill_of(real), background, GHOST_FADE), pts)
                pygame.draw.polygon(surface, background, pts, thin)
                seat = owners.get(real)
                if marks and seat is not None:
                    self._blit_mark(surface, seat, centre(*place), cell, 120)
                if real in lit and seat is not None:
                    pygame.draw.polygon(
                        surface, mix(lit_colour(theme, lit[real]), background, 0.35), pts, max(1, cell // 28)
                    )
        for name in torus.names:
            place = split_name(name)
            pts = points(*place)
            pygame.draw.polygon(surface, fill_of(name), pts)
            pygame.draw.polygon(surface, background, pts, thin)
            seat = owners.get(name)
            if marks and seat is not None:
                self._blit_mark(surface, seat, centre(*place), cell, 255)
        if last is not None and last in owners:  # light on a dark edge: it shows on every seat's colour
            cues.last_move_outline(surface, theme, points(*split_name(last)), max(2, cell // 30))
        # conquered squares: outlined; an unused teleport shows as a ring in the middle
        for square, (_seat, spare) in conquered.items():
            col, row, _ = split_name(square + "N")
            box = pygame.Rect(ox + col * cell, oy + row * cell, cell, cell)
            cues.edged_rect(surface, theme, theme.colour("text"), box.inflate(-4, -4), max(2, cell // 16))
            if spare:
                colour = theme.colour("highlight") if lit.get(square) else theme.colour("accent")
                radius = max(5, cell // 7)
                pygame.draw.circle(surface, background, box.center, radius + 2)
                pygame.draw.circle(surface, colour, box.center, radius, max(2, radius // 3))
                pygame.draw.circle(surface, colour, box.center, max(2, radius // 3))
        if selected is not None:
            col, row, _ = split_name(selected + "N")
            box = pygame.Rect(ox + col * cell, oy + row * cell, cell, cell)
            pygame.draw.rect(
                surface, theme.colour("highlight"), box.inflate(-2, -2), max(3, cell // 12), border_radius=4
            )
        # targets the person may tap now: empty ones get a lighter fill and a dot
        # (outlines on every empty triangle would net the whole board at the start),
        # triangles to attack or empty get an outline
        for name, kind in lit.items():
            if name not in owners:
                continue
            place = split_name(name)
            if owners[name] is None:
                x, y = centre(*place)
                pygame.draw.circle(surface, theme.colour("highlight"), (int(x), int(y)), max(2, cell // 16))
            else:  # on a dark edge (it shows on every seat's colour); a void dashed
                cues.edged_outline(
                    surface,
                    theme,
                    lit_colour(theme, kind),
                    points(*place),
                    max(2, cell // 22),
                    dashed=kind in DASHED,
                )
        return surface

    def _blit_mark(
        self, surface: pygame.Surface, seat: int, centre: tuple[float, float], cell: int, alpha: int
    ) -> None:
        picture = self.marks.mark(seat, max(8, int(cell * 0.2)), alpha)
        surface.blit(picture, picture.get_rect(center=(int(centre[0]), int(centre[1]))))


def _starts(origin: int, period: int, lo: int, hi: int) -> list[int]:
    """Every origin + k*period in (lo - period, hi): where the repeated tile starts."""
    x = origin + period * ((lo - origin) // period)
    out: list[int] = []
    while x < hi:
        if x + period > lo:
            out.append(x)
        x += period
    return out
