"""The TRI board's camera, as a part: the board shown whole or zoomed, where the
zoomed camera looks, and panning by drag. It draws nothing; it places the torus.

When the whole board's triangles would be smaller than a fingertip (a 44 CSS px
box in each) the board can zoom: a camera over the wrapped board, a finger-sized
square each, the whole board one tap away ("Whole board"). Phones start zoomed;
larger screens start with the whole board and may zoom in; on a phone, a tap on
the whole board zooms in where it lands.

The camera looks at what matters now: the triangles the person may tap, the
battle being fought, the square the last move took (its news names it). It
moves only when something wanted is out of sight (camera.py), and a drag on the
board pans it (the board wraps, so it never ends). Its window is whole squares,
none twice (torus.window), and wherever it comes to rest (an aim, a drag let go,
the switch back from the whole board) it settles on whole squares (torus.snapped).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..part import Part
from .battle import CARD_PHASES
from .camera import aim, glide, score
from .layout import min_tap
from .rulers import ruler_height, ruler_width
from .torus import TorusView, square_of, zoom_cell

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.ui.layout import Layout
    from games.tri.state import State
    from games.tri.view_queries import TriQueries

    from ..hit import BoardUI, Point
    from ..host import Host
    from .battle import Battle
    from .camera import Wanted
    from .choices import Choices

PHONE_CSS = 600  # a screen whose short side is below this (CSS px) is held in a hand: start zoomed
NEWS_WEIGHT = 3  # the square a move just took counts as much as this many targets


class Zoom(Part):
    def __init__(
        self,
        app: Host,
        rules: TriQueries,
        torus: TorusView,
        choices: Choices,
        battle: Battle,
        relayout: Callable[[], None],
    ) -> None:
        self.app, self.rules, self.torus = app, rules, torus
        self.choices = choices
        self.battle = battle  # the Battle part: the board it leaves free, the battle shown
        self.relayout = relayout  # the view lays everything out again when the zoom switches
        self.wanted_zoom: bool | None = None  # the person's choice (Whole board, Zoom in); None: by screen
        self.zoomable = False  # the whole board's triangles are smaller than a fingertip
        self.goal: tuple[float, float] | None = None  # where the camera glides, for which moment
        self._key: tuple[object, ...] | None = None  # the moment it was aimed for (moment)
        self.centre: tuple[float, float] | None = None  # where it looked before the whole board showed
        self.news_square: str | None = None  # the square the last move took or fought over

    # -- whole or zoomed -------------------------------------------------------------------------
    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        """The torus inside the playing area `rect`, with room for its rulers: zoomed when
        its triangles would be smaller than a fingertip and it is wanted (the view sized
        `rect` by the same measure)."""
        torus = self.torus
        rw, rh = ruler_width(lay, self.app.theme), ruler_height(lay, self.app.theme)
        inner = pygame.Rect(rect.x + rw, rect.y + rh, rect.width - rw, rect.height - rh)
        cell = TorusView.fit_cell(inner, torus.size)
        zoom_px = zoom_cell(min_tap(lay))
        self.zoomable = cell < zoom_px
        if self.zoomable and self.wants_zoom():
            torus.zoom(inner, zoom_px)
            return
        side = (torus.size + 1) * cell
        block = pygame.Rect(0, 0, rw + side, rh + side)
        block.center = rect.center
        torus.fit(pygame.Rect(block.x + rw, block.y + rh, side, side))

    def phone(self) -> bool:
        lay = self.app.layout
        return min(lay.width, lay.height) / lay.css_scale < PHONE_CSS

    def wants_zoom(self) -> bool:
        return self.phone() if self.wanted_zoom is None else self.wanted_zoom

    def toggle(self) -> None:
        """The zoom switch: the whole board, or the camera where it looked before."""
        torus = self.torus
        self.wanted_zoom = not torus.zoomed
        if not self.wanted_zoom:
            self.centre = (torus.cx, torus.cy)
        self.relayout()
        if torus.zoomed and self.centre is not None:
            torus.look_at(*torus.snapped(*self.centre))
        self.goal, self._key = None, None

    def tap_zooms(self) -> bool:
        """On a phone showing the whole board, a tap zooms in (the triangles are too small)."""
        return self.zoomable and not self.torus.zoomed and self.phone()

    def zoom_at(self, pos: Point) -> None:
        """Zoom in with the camera on the board point under `pos`."""
        torus = self.torus
        self.centre = ((pos[0] - torus.x0) / torus.cell, (pos[1] - torus.y0) / torus.cell)
        self.wanted_zoom = False  # toggled to True, looking there
        torus.zoomed = False
        self.toggle()

    # -- where the camera looks ------------------------------------------------------------------
    def wanted(self, state: State, ui: BoardUI) -> Wanted:
        """{(col, row): weight}: the squares the camera should show now."""
        out: Wanted = {}
        battle = self.rules.battle(state) or (
            self.rules.last_battle(state) if self.battle.mode(state) else None
        )
        if battle is not None:
            out[square_of(battle["target"])] = 10
        if self.news_square is not None:
            key = square_of(self.news_square)
            out[key] = out.get(key, 0) + NEWS_WEIGHT
        phase = self.rules.phase(state)
        if ui.selected is not None:  # the teleport in use: its square stays in sight
            out[square_of(ui.selected)] = out.get(square_of(ui.selected), 0) + 2
        elif self.choices.person_to_move(state) and phase not in ("start",) + CARD_PHASES:
            for name, kind in self.choices.lit(state, ui).items():
                if kind != "teleport":
                    key = square_of(name)
                    out[key] = out.get(key, 0) + 1
        return out

    def moment(self, state: State, ui: BoardUI) -> tuple[object, ...]:
        return (state, ui.selected, ui.viewer, self.battle.mode(state))

    def sync(self, state: State, ui: BoardUI) -> None:
        """Pan with a drag; else, at each new moment, aim at what matters."""
        torus = self.torus
        if not torus.zoomed:
            return
        if ui.drag is not None and ui.drag[0] == "pan":
            if ui.drag_pos is not None:
                self.pan_to(ui.drag, ui.drag_pos)
            return
        if self.goal is None and not torus.at_rest():  # a drag ended off whole squares
            self.goal = torus.snapped(torus.cx, torus.cy)
        key = self.moment(state, ui)
        if key == self._key:
            return
        self._key = key
        wanted = self.wanted(state, ui)
        if wanted:
            self.goal = aim(torus, wanted, self.battle.free_area(state))
            if self.app.settings.speed <= 0:
                glide(torus, self.goal, 0, 0)
                self.goal = None

    def show(self, state: State, ui: BoardUI, name: str) -> None:
        """Bring the square of `name` (a square or a triangle) into sight at once, clear of
        the window's edges where it allows (a lesson rings it, a pointer above the ring:
        on the top row they would cover the ruler's letter): in its middle, else off its
        top row and left column, else anywhere."""
        torus, free = self.torus, self.battle.free_area(state)
        cell, wanted = torus.cell, {square_of(name): 1}
        clear = pygame.Rect(free.x + cell, free.y + cell, free.width - cell, free.height - cell)
        goal = (torus.cx, torus.cy)
        for area in (free.inflate(-2 * cell, -2 * cell), clear, free):
            if area.width > 0 and area.height > 0:
                goal = aim(torus, wanted, area)
                if score(torus, *goal, area, wanted):
                    break
        torus.look_at(*goal)
        self.goal, self._key = None, self.moment(state, ui)

    def pan_to(self, drag: tuple[str, Point, tuple[float, float]], pos: Point, let_go: bool = False) -> None:
        """The camera follows the finger; let go, it settles on whole squares."""
        _kind, start, (cx, cy) = drag
        torus = self.torus
        torus.look_at(cx - (pos[0] - start[0]) / torus.cell, cy - (pos[1] - start[1]) / torus.cell)
        goal = self.goal = torus.snapped(torus.cx, torus.cy) if let_go else None
        if goal is not None and self.app.settings.speed <= 0:  # let go
            glide(torus, goal, 0, 0)
            self.goal = None

    def update(self, dt: float) -> bool:
        if self.goal is None:
            return False
        if not glide(self.torus, self.goal, dt, self.app.settings.speed):
            self.goal = None
        return True

    def reset(self) -> None:
        self.news_square, self._key = None, None
