"""Where the TRI board's parts go, for every screen shape.

The playing area (the torus and its rulers) takes what the seats' cards and
the action row leave: below them in portrait, beside them in landscape. When
the whole board's triangles would be smaller than a fingertip (a 44 CSS px box
in each) the board can zoom: a camera over the wrapped board, a finger-sized
square each, the whole board one tap away ("Whole board"). Phones start
zoomed; larger screens start with the whole board and may zoom in.

A mixin for the TRI view (view.py).
"""

import math

import pygame

from app.layout import MIN_TAP_CSS

from .battle import BattlePanel
from .rulers import ruler_height, ruler_width
from .chips import hand_width
from .seat_boxes import box_height, box_lines, grid, line_height
from .torus import TorusView, zoom_cell

PHONE_CSS = 600  # a screen whose short side is below this (CSS px) is held in a hand: start zoomed
WIDEST_HAND = {"+2": 9, "+3": 9, "+4": 9}


class TriLayout:
    def layout(self, lay, rect):
        self.placed = (lay, rect)
        if self.torus is not None:
            self.place(lay, rect)

    def relayout(self):
        if self.placed is not None and self.torus is not None:
            self.place(*self.placed)

    def place(self, lay, rect):
        theme = self.app.theme
        self.line_h = line_height(lay, theme)
        self.min_tap = math.ceil(MIN_TAP_CSS * lay.css_scale)
        self.zoom_px = zoom_cell(self.min_tap)
        self.rulers = (ruler_width(lay, theme), ruler_height(lay, theme))
        if lay.portrait:
            self.place_portrait(lay, rect)
        else:
            self.place_landscape(lay, rect)
        self.place_board()
        self.place_buttons(lay)
        self.layout_panel(lay)
        self.place_sprites()

    def kinds(self):
        return [self.seat_kind(seat) for seat in range(len(self.seats))]

    def seat_lines(self, lay, width):
        return box_lines(lay, self.app.theme, width, self.kinds(), WIDEST_HAND)

    def wants_zoom(self, lay):
        if self.zoom_wanted is not None:
            return self.zoom_wanted
        return min(lay.width, lay.height) / lay.css_scale < PHONE_CSS

    def place_portrait(self, lay, rect):
        gap, n = lay.gap, self.torus.size
        rw, rh = self.rulers
        players = len(self.seats)
        columns = players if (rect.width - (players - 1) * gap) // players >= self.narrowest_box(lay) else 2
        box_w = (rect.width - (columns - 1) * gap) // columns
        self.box_lines = self.seat_lines(lay, box_w)
        box_h = box_height(lay, self.app.theme, self.box_lines)
        rows = -(-players // columns)
        strip_h = self.line_h + gap + rows * (box_h + gap) + lay.tap
        room = pygame.Rect(rect.x, rect.y, rect.width, rect.height - strip_h - gap)
        fit = TorusView.fit_cell(pygame.Rect(0, 0, room.width - rw, room.height - rh), n)
        self.zoomable = fit < self.zoom_px
        if self.zoomable:  # at most the board and a square more: half a wrapped row at each end
            area = pygame.Rect(rect.x, 0, rect.width, rh + min(room.height - rh, (n + 1) * self.zoom_px))
        else:
            side = (n + 1) * fit
            area = pygame.Rect(rect.x + (rect.width - rw - side) // 2, 0, rw + side, rh + side)
        area.y = rect.y + max(0, (rect.height - area.height - gap - strip_h) // 2)
        self.area = area
        info = pygame.Rect(rect.x, area.bottom + gap, rect.width, strip_h)
        self.info_rect = info
        self.seat_rects = grid(pygame.Rect(info.x, info.y + self.line_h + gap, info.width, 0),
                               players, columns, box_h, gap)
        self.action_rect = pygame.Rect(info.x, info.bottom - lay.tap, info.width, lay.tap)

    def narrowest_box(self, lay):
        """The least width a seat's card needs in three lines (name and count, kind, hand)."""
        theme = self.app.theme
        font = theme.font(lay.small)
        widest = max([font.size(kind)[0] for kind in self.kinds()] + [font.size("Player 4")[0] + 3 * self.line_h,
                      hand_width(theme, lay, WIDEST_HAND, tight=True)])
        return widest + 2 * (lay.gap // 2 + 3) + lay.gap

    def place_landscape(self, lay, rect):
        gap, n = lay.gap, self.torus.size
        rw, rh = self.rulers
        players = len(self.seats)
        info_least = 4 * lay.tap + 8 * gap  # the battle panel's four card buttons side by side
        room = pygame.Rect(rect.x, rect.y, min(int(rect.width * 0.52), rect.width - info_least - 2 * gap),
                           rect.height)
        fit = TorusView.fit_cell(pygame.Rect(0, 0, room.width - rw, room.height - rh), n)
        self.zoomable = fit < self.zoom_px
        if self.zoomable:
            most = (n + 1) * self.zoom_px
            area = pygame.Rect(rect.x, rect.y, min(room.width, rw + most), min(room.height, rh + most))
            area.centery = rect.centery
        else:
            side = (n + 1) * fit
            area = pygame.Rect(rect.x, rect.y + (rect.height - rh - side) // 2, rw + side, rh + side)
        self.area = area
        left = area.right + 2 * gap
        info = pygame.Rect(left, rect.y, rect.right - left, rect.height)
        self.info_rect = info
        self.box_lines = self.seat_lines(lay, info.width)
        box_h = box_height(lay, self.app.theme, self.box_lines)
        battle_h = self.line_h + int(48 * lay.unit) + gap
        one_column = self.line_h + gap + players * (box_h + gap) + lay.tap + gap + battle_h
        columns = 1 if one_column <= info.height else 2
        if columns == 2:
            self.box_lines = self.seat_lines(lay, (info.width - gap) // 2)
            box_h = box_height(lay, self.app.theme, self.box_lines)
        self.seat_rects = grid(pygame.Rect(info.x, info.y + self.line_h + gap, info.width, 0),
                               players, columns, box_h, gap)
        self.action_rect = pygame.Rect(info.x, self.seat_rects[-1].bottom + gap, info.width, lay.tap)

    def place_board(self):
        """The torus inside the playing area, zoomed or whole, with room for its rulers."""
        rw, rh = self.rulers
        area = self.area
        inner = pygame.Rect(area.x + rw, area.y + rh, area.width - rw, area.height - rh)
        if self.zoomable and self.wants_zoom(self.app.layout):
            self.torus.zoom(inner, self.zoom_px)
            return
        cell = TorusView.fit_cell(inner, self.torus.size)
        side = (self.torus.size + 1) * cell
        block = pygame.Rect(0, 0, rw + side, rh + side)
        block.center = area.center
        self.torus.fit(pygame.Rect(block.x + rw, block.y + rh, side, side))

    def place_buttons(self, lay):
        """The action row: the zoom switch on the left (when the board can zoom), then
        Pass or Cancel teleport, or the last battle's dice."""
        row = self.action_rect
        theme = self.app.theme
        words = max(theme.font(lay.text, bold=True).size(t)[0] for t in ("Whole board", "Zoom in"))
        zoom_w = min(row.width // 2 - lay.gap, words + 2 * lay.gap) if self.zoomable else 0
        self.zoom_button.rect = pygame.Rect(row.x, row.y, zoom_w, row.height)
        rest = pygame.Rect(row.x + zoom_w + (lay.gap if zoom_w else 0), row.y, 0, row.height)
        rest.width = row.right - rest.x
        button_w = min(rest.width, int(360 * lay.unit) + 40)
        for button in (self.pass_button, self.cancel_button):
            button.rect = pygame.Rect(0, 0, button_w, lay.tap)
            button.rect.center = rest.center
        if lay.portrait:
            self.battle_rect = rest
        else:
            self.battle_rect = pygame.Rect(row.x, row.bottom + lay.gap, row.width, self.line_h + int(48 * lay.unit))

    def layout_panel(self, lay):
        """The battle panel: over the seats' strip, growing over the board only when it must.
        Zoomed, it may grow (bigger dice) while a square's height of board stays free above
        it, where the camera keeps the battle; shown whole, it moves to the top of the
        board when the battle is in the lower half (`pin_panel`)."""
        theme, info = self.app.theme, self.info_rect
        low = BattlePanel.height_for(lay, theme, max(30, int(44 * lay.unit)))
        high = BattlePanel.height_for(lay, theme, max(int(96 * lay.unit), int(1.2 * self.min_tap)))
        if lay.portrait and self.torus.zoomed:
            room = info.bottom - (self.torus.map.top + self.torus.cell + 2 * lay.gap)
            height = max(low, min(high, room))
        else:
            height = max(low, min(info.height, high))
        if lay.portrait:
            top = info.bottom - height
        else:
            top = info.y + max(0, (info.height - height) // 2)
        self.panel_low = pygame.Rect(info.x, top, info.width, height)
        self.panel_high = pygame.Rect(info.x, self.area.y, info.width, height)
        self.panel.layout(lay, theme, self.panel_low)

    def pin_panel(self, state):
        """Shown whole on a tall screen, the panel leaves the battle's half of the board free."""
        lay = self.app.layout
        battle = self.rules.battle(state) or self.rules.last_battle(state)
        rect = self.panel_low
        if lay.portrait and not self.torus.zoomed and battle is not None and self.covered(state):
            target = self.torus.square_rect(battle["target"][:-1])
            if target.centery > self.torus.grid.centery and self.panel_low.colliderect(self.torus.map):
                rect = self.panel_high
        if rect != self.panel.rect:
            self.panel.layout(lay, self.app.theme, rect)
            self.place_sprites()

    def free_map(self, covered):
        """The part of the map the battle panel leaves free (all of it when `covered` is False)."""
        view, panel = self.torus.map, self.panel.rect
        if not covered or not panel.colliderect(view):
            return view
        gap = self.app.layout.gap
        above = pygame.Rect(view.x, view.y, view.width, max(0, panel.top - gap - view.y))
        below = pygame.Rect(view.x, panel.bottom + gap, view.width, max(0, view.bottom - panel.bottom - gap))
        return above if above.height >= below.height else below

    def place_sprites(self):
        for (side, index), sprite in self.sprites.items():
            centres = self.panel.die_centres(side, index + 1)
            sprite.place(centres[index], self.panel.die)
        if self.bonus_sprite is not None:
            size = self.bonus_die_size()
            self.bonus_sprite.place(self.bonus_die_centre(self.bonus_box(size)), size)
