"""The zoomed TRI board: the switch between the whole board and the camera,
where the camera looks, panning by drag, and the squares a person can name.

The camera looks at what matters now: the triangles the person may tap, the
battle being fought, the square the last move took (its news names it). It
moves only when something wanted is out of sight, and a drag on the board pans
it (the board wraps, so it never ends). On a phone the whole board is one tap
away; there a tap on the whole board zooms in where it lands.

A mixin for the TRI view (view.py).
"""

from .camera import aim, glide
from .layout import PHONE_CSS
from .pictures import CARD_PHASES
from .rulers import labelled_squares
from .torus import square_of


class TriZoom:
    def toggle_zoom(self):
        self.zoom_wanted = not self.torus.zoomed
        if not self.zoom_wanted:
            self.zoom_centre = (self.torus.cx, self.torus.cy)
        self.relayout()
        if self.torus.zoomed and self.zoom_centre is not None:
            self.torus.look_at(*self.zoom_centre)
        self.cam_goal, self._cam_key = None, None

    def tap_zooms(self):
        """On a phone showing the whole board, a tap zooms in (the triangles are too small)."""
        lay = self.app.layout
        return (self.zoomable and not self.torus.zoomed
                and min(lay.width, lay.height) / lay.css_scale < PHONE_CSS)

    def zoom_at(self, pos):
        """Zoom in with the camera on the board point under `pos`."""
        torus = self.torus
        self.zoom_centre = ((pos[0] - torus.x0) / torus.cell, (pos[1] - torus.y0) / torus.cell)
        self.zoom_wanted = False  # toggled to True, looking there
        self.torus.zoomed = False
        self.toggle_zoom()

    # -- where the camera looks ------------------------------------------------------------------
    def covered(self, state):
        return self.battle_mode(state) in ("live", "reveal")

    def free_area(self, state):
        return self.free_map(self.covered(state))

    def wanted(self, state, ui):
        """{(col, row): weight}: the squares the camera should show now."""
        out = {}
        battle = self.rules.battle(state) or (self.rules.last_battle(state) if self.battle_mode(state) else None)
        if battle is not None:
            out[square_of(battle["target"])] = 10
        if self.news_square is not None:
            key = square_of(self.news_square)
            out[key] = out.get(key, 0) + NEWS_WEIGHT
        phase = self.rules.phase(state)
        if ui.selected is not None:  # the teleport in use: its square stays in sight
            out[square_of(ui.selected)] = out.get(square_of(ui.selected), 0) + 2
        elif self.person_to_move(state) and phase not in ("start",) + CARD_PHASES:
            for name, kind in self.lit(state, ui).items():
                if kind != "teleport":
                    key = square_of(name)
                    out[key] = out.get(key, 0) + 1
        return out

    def sync_camera(self, state, ui):
        """Pan with a drag; else, at each new moment, aim at what matters."""
        torus = self.torus
        if not torus.zoomed:
            return
        if ui.drag is not None and ui.drag[0] == "pan":
            if ui.drag_pos is not None:
                self.pan_to(ui.drag, ui.drag_pos)
            return
        key = (state, ui.selected, ui.viewer, self.battle_mode(state))
        if key == self._cam_key:
            return
        self._cam_key = key
        wanted = self.wanted(state, ui)
        if wanted:
            self.cam_goal = aim(torus, wanted, self.free_area(state))
            if self.app.settings.speed <= 0:
                glide(torus, self.cam_goal, 0, 0)
                self.cam_goal = None

    def show_move(self, state, ui, move):
        """Bring the square `move` acts on into sight at once (a lesson rings it): a
        teleport's own square until it is chosen, then the target."""
        self.board(state)
        parts = move.split()
        if not self.torus.zoomed or len(parts) < 2 or parts[0] not in ("start", "claim", "attack",
                                                                      "teleport", "void"):
            return
        name = parts[1] if parts[0] == "teleport" and ui.selected is None else parts[-1]
        self.torus.look_at(*aim(self.torus, {square_of(name): 1}, self.free_area(state)))
        self.cam_goal, self._cam_key = None, (state, ui.selected, ui.viewer, self.battle_mode(state))

    def pan_to(self, drag, pos):
        _kind, start, (cx, cy) = drag
        cell = self.torus.cell
        self.torus.look_at(cx - (pos[0] - start[0]) / cell, cy - (pos[1] - start[1]) / cell)
        self.cam_goal = None

    def glide_camera(self, dt):
        if self.cam_goal is None or self.torus is None:
            return False
        if not glide(self.torus, self.cam_goal, dt, self.app.settings.speed):
            self.cam_goal = None
        return True

    # -- legibility ------------------------------------------------------------------------------
    def playing_area(self):
        return None if self.torus is None else self.area

    def cell_labels(self, state):
        """Squares whose column letter and row number the rulers show now (zoomed: the
        ones in sight, the battle panel's cover left out)."""
        if self.torus is None:
            return set()
        return labelled_squares(self.torus, self.free_area(state))


NEWS_WEIGHT = 3  # the square a move just took counts as much as this many targets
