"""Your record (app/saved/record.py): the puzzles (streak, best streak, rating, solved, failed) and,
per game, the wins, losses and draws against each computer level. Two panels, one under the
other on a tall screen and side by side on a wide one; Done at the bottom.

Any number of games fits: a game whose name leaves its three cells too little room beside it
takes two lines (its name, then its cells across the panel), and panels taller than the screen
scroll (app/ui/scroll.py) above Done."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app import boards
from app.saved import calendar_day
from app.saved import record as record_mod
from app.ui.scroll import Scroller
from app.ui.widgets import Button, UIScene, draw_panel
from games import registry
from games.agents import LEVELS
from games.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from datetime import date

    from app.ui import pointer as ptr
    from app.ui.layout import Layout

    from .host import SceneApp

LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
SPREAD = 2.0  # a tall phone's rows grow by at most twice their height (RecordScene.fill)
ROOM = 10  # ... until at most a tenth of the screen is empty under the panels


class Panel:
    """A panel's place, which the scroller moves like a widget's."""

    visible = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)


class RecordScene(UIScene):
    name = "record"
    app: SceneApp

    def __init__(self, app: SceneApp, today: date | None = None) -> None:
        super().__init__(app)
        self.today = today or calendar_day.today()
        self.record = record_mod.load(app)
        self.done_button = Button(_("Done"), self.back, style="primary")
        self.widgets = [self.done_button]
        self.boxes = (Panel(), Panel())  # the puzzles' and the games' panels
        self.scroller = Scroller()
        self.spread = 0  # px added under each row where a tall phone has room (layout)
        self.tiles = 0  # columns of the puzzles' figures as tiles (a tall phone), 0: rows
        self.tile_grow = 0  # px a tile grows by where rows have taken all the air they may

    def resume(self) -> None:
        self.record = record_mod.load(self.app)
        self.layout(self.app.layout)

    @property
    def panels(self) -> tuple[pygame.Rect, ...]:
        return tuple(box.rect for box in self.boxes)

    def keep_clear(self) -> list[pygame.Rect]:
        return list(self.panels)

    # -- what it says ------------------------------------------------------------------------------
    def puzzle_rows(self) -> list[tuple[str, str]]:
        """[(label, value)] of the puzzles panel."""
        r = self.record
        streak, best = r.streak_on(self.today), r.best_streak
        return [
            (_("Streak"), ngettext("{count} day", "{count} days", streak).format(count=streak)),
            (_("Best streak"), ngettext("{count} day", "{count} days", best).format(count=best)),
            (_("Puzzle rating"), str(r.rating)),
            (_("Solved"), str(r.solved)),
            (_("Failed"), str(r.failed)),
        ]

    def puzzle_note(self) -> str | None:
        r = self.record
        if r.solved + r.failed == 0:
            return _("Solve a puzzle of the day to start a streak.")
        if r.waiting(self.today):
            return _("Solve a puzzle today to keep your streak.")
        return None

    def games(self) -> list[str]:
        """The games the computer plays, in the menu's order."""
        return list(boards.playable())

    def cell(self, game_id: str, level: str) -> str:
        """ "won–lost–drawn" against `level`, or a dash when no game was counted."""
        tally = self.record.tally(game_id, level)
        if not any(tally.values()):
            return "\u2013"
        return f"{tally['won']}\u2013{tally['lost']}\u2013{tally['drawn']}"

    def games_note(self) -> str:
        if self.record.played() == 0:
            return _("Finish a game against the computer to see it here.")
        return _("Each cell: won \u2013 lost \u2013 drawn.")

    # -- layout --------------------------------------------------------------------------------------
    def row_step(self, lay: Layout) -> int:
        """A row of body text and a little air under it (more on a tall phone: `spread`)."""
        return self.app.theme.font(lay.text, bold=True).get_linesize() + lay.gap // 2 + self.spread

    def rows(self, lay: Layout, width: int) -> int:
        """How many rows of body text the two panels hold at `width`."""
        puzzles = 0 if self.tiles else len(self.puzzle_rows())
        return puzzles + len(self.games()) * (2 if self.stacked(lay, width) else 1)

    def stacked(self, lay: Layout, width: int) -> bool:
        """Whether a game's cells go on a line of their own under its name: where the widest
        name leaves each level's column less than its widest cell or heading needs."""
        theme = self.app.theme
        inner = width - 2 * lay.gap
        names = [registry.get(game_id).name for game_id in self.games()] or [""]
        name_w = max(theme.font(lay.text, bold=True).size(name)[0] for name in names) + lay.gap
        needed = max(
            [theme.font(lay.small).size(_(LEVEL_NAMES[level]))[0] for level in LEVELS]
            + [theme.font(lay.text).size(self.cell(g, level))[0] for g in self.games() for level in LEVELS]
            + [theme.font(lay.text).size("00\u201300\u201300")[0]]
        )
        return (inner - name_w) // len(LEVELS) < needed + lay.gap

    def heights(self, lay: Layout, width: int) -> tuple[int, int]:
        """(puzzles panel, games panel) heights at `width`."""
        theme = self.app.theme
        head = theme.font(lay.heading, bold=True).get_linesize()
        body = self.row_step(lay)
        small = theme.font(lay.small).get_linesize()
        inner = width - 2 * lay.gap
        note = self.puzzle_note()
        note_h = len(theme.lines(note, lay.small, inner)) * small if note else 0
        puzzles_head = len(theme.lines(_("Puzzles"), lay.heading, inner, bold=True)) * head
        games_head = len(theme.lines(_("Against the computer"), lay.heading, inner, bold=True)) * head
        if self.tiles:
            figures = self.tile_rows() * (self.tile_height(lay, inner) + lay.gap)
        else:
            figures = len(self.puzzle_rows()) * body
        puzzles = lay.gap + puzzles_head + lay.gap // 2 + figures + note_h + lay.gap
        legend = len(theme.lines(self.games_note(), lay.small, inner)) * small
        rows = len(self.games()) * (2 if self.stacked(lay, width) else 1)
        games = lay.gap + games_head + lay.gap // 2 + small + rows * body + legend + lay.gap
        return puzzles, games

    def tile_rows(self) -> int:
        """How many rows the puzzles' figures take as tiles, `self.tiles` a row."""
        return -(-len(self.puzzle_rows()) // max(1, self.tiles))

    def tile_width(self, lay: Layout, inner: int) -> int:
        return (inner - (self.tiles - 1) * lay.gap) // max(1, self.tiles)

    def tile_height(self, lay: Layout, inner: int) -> int:
        """A figure's tile: its value in the title's display face over its label (two lines at most)."""
        theme = self.app.theme
        width = self.tile_width(lay, inner) - lay.gap
        lines = max(len(theme.lines(label, lay.small, width)) for label, _value in self.puzzle_rows())
        value = theme.font(lay.title, bold=True).get_linesize()
        return lay.gap + value + lines * theme.font(lay.small).get_linesize() + lay.gap + self.tile_grow

    def tiles_fit(self, lay: Layout, inner: int, columns: int) -> bool:
        """Whether the figures fit `columns` tiles a row across `inner` px: each value on one
        line, each label in two at most."""
        theme = self.app.theme
        width = (inner - (columns - 1) * lay.gap) // columns - lay.gap
        return all(
            theme.fits(value, lay.title, width, True) and len(theme.lines(label, lay.small, width)) <= 2
            for label, value in self.puzzle_rows()
        )

    def layout(self, lay: Layout) -> None:
        column = lay.column(max_width=1000)
        theme = self.app.theme
        top = column.y + theme.font(lay.heading, bold=True).get_linesize() + lay.gap
        self.done_button.rect = pygame.Rect(column.x, column.bottom - lay.tap, column.width, lay.tap)
        side = (column.width - lay.gap) // 2
        self.spread, self.tiles, self.tile_grow = 0, 0, 0
        if not lay.portrait and side >= int(360 * lay.unit):
            heights = self.heights(lay, side)
            height = max(heights)
            places = (
                pygame.Rect(column.x, top, side, height),
                pygame.Rect(column.right - side, top, side, height),
            )
        else:
            if lay.portrait:
                self.fill(lay, column.width, self.done_button.rect.top - lay.gap - top)
            first, second = self.heights(lay, column.width)
            places = (
                pygame.Rect(column.x, top, column.width, first),
                pygame.Rect(column.x, top + first + lay.gap, column.width, second),
            )
        strip = pygame.Rect(column.x, top, column.width, self.done_button.rect.top - lay.gap - top)
        self.scroller.place(strip, list(zip(self.boxes, places)))

    def fill(self, lay: Layout, width: int, room: int) -> None:
        """A phone held upright with more than a tenth of its height (1/ROOM) empty under the
        panels (`width` wide, `room` tall above Done): the puzzles' figures as tiles, large, in
        3 or 2 columns, where they fit; then the rows more air, up to SPREAD of their height;
        then the tiles taller, up to half again, until at most a tenth is empty."""

        def free() -> int:
            first, second = self.heights(lay, width)
            return room - (first + lay.gap + second) - lay.height // ROOM

        inner = width - 2 * lay.gap
        columns = next((c for c in (3, 2) if self.tiles_fit(lay, inner, c)), 0)
        if columns and free() > 0:
            self.tiles = columns
            if free() < 0:
                self.tiles = 0
        if free() > 0:
            step = self.row_step(lay)
            self.spread = min(int(step * SPREAD), free() // self.rows(lay, width))
        if self.tiles and free() > 0:
            self.tile_grow = min(self.tile_height(lay, inner) // 2, free() // self.tile_rows())

    # -- scrolling, where the panels are taller than the screen ------------------------------------------
    def handle(self, event: ptr.Pointer | pygame.event.Event) -> bool:
        said = self.scroller.handle(event)
        if said == "cancel" and self.pressed is not None:
            self.pressed.pressed, self.pressed = False, None
        if said is not None:
            self.app.invalidate()
            return True
        return super().handle(event)

    def handle_key(self, event: pygame.event.Event) -> bool:
        steps = {pygame.K_DOWN: 1, pygame.K_PAGEDOWN: 4, pygame.K_UP: -1, pygame.K_PAGEUP: -4}
        if self.scroller.active and event.key in steps:  # the arrows read the panels
            self.scroller.scroll_to(self.scroller.offset + steps[event.key] * self.row_step(self.app.layout))
            self.app.invalidate()
            return True
        return super().handle_key(event)

    # -- drawing -------------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, _("Your record"))
        if self.scroller.active:
            self.scroller.clip(surface)
        self.draw_puzzles(surface, self.panels[0])
        self.draw_games(surface, self.panels[1])
        if self.scroller.active:
            self.scroller.unclip(surface)
            self.scroller.draw_bar(surface, self.app.theme, self.app.layout)

    def panel_heading(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> int:
        lay, theme = self.app.layout, self.app.theme
        draw_panel(surface, theme, rect, "panel", radius=lay.gap)
        y = rect.y + lay.gap
        for line in theme.lines(text, lay.heading, rect.width - 2 * lay.gap, bold=True):  # a long one wraps
            surface.blit(theme.text(line, lay.heading, "accent", bold=True), (rect.x + lay.gap, y))
            y += theme.font(lay.heading, bold=True).get_linesize()
        return y + lay.gap // 2

    def draw_puzzles(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        lay, theme = self.app.layout, self.app.theme
        y = self.panel_heading(surface, rect, _("Puzzles"))
        if self.tiles:
            y = self.draw_tiles(surface, rect, y)
        else:
            step = self.row_step(lay)
            for label, value in self.puzzle_rows():
                middle = y + self.spread // 2  # a grown row's words in its middle
                surface.blit(theme.text(label, lay.text, "text"), (rect.x + lay.gap, middle))
                shown = theme.text(value, lay.text, "accent", bold=True)
                surface.blit(shown, shown.get_rect(topright=(rect.right - lay.gap, middle)))
                y += step
        note = self.puzzle_note()
        if note:
            for line in theme.lines(note, lay.small, rect.width - 2 * lay.gap):
                surface.blit(theme.text(line, lay.small, "muted"), (rect.x + lay.gap, y))
                y += theme.font(lay.small).get_linesize()

    def draw_tiles(self, surface: pygame.Surface, rect: pygame.Rect, y: int) -> int:
        """The puzzles' figures as tiles, `self.tiles` a row from `y`: each value large in the
        display face over its label; returns the y under them."""
        lay, theme = self.app.layout, self.app.theme
        inner = rect.width - 2 * lay.gap
        width, height = self.tile_width(lay, inner), self.tile_height(lay, inner)
        small = theme.font(lay.small).get_linesize()
        count = len(self.puzzle_rows())
        for index, (label, value) in enumerate(self.puzzle_rows()):
            row, col = divmod(index, self.tiles)
            across = min(self.tiles, count - row * self.tiles)  # the last row's tiles share its width
            wide = (inner - (across - 1) * lay.gap) // across
            tile = pygame.Rect(
                rect.x + lay.gap + col * (wide + lay.gap), y + row * (height + lay.gap), wide, height
            )
            draw_panel(surface, theme, tile, "panel_hi", radius=lay.gap)
            shown = theme.text(value, lay.title, "accent", bold=True)
            top = tile.y + lay.gap + self.tile_grow // 2  # a grown tile's words in its middle
            surface.blit(shown, shown.get_rect(midtop=(tile.centerx, top)))
            top += theme.font(lay.title, bold=True).get_linesize()
            for line in theme.lines(label, lay.small, width - lay.gap):
                words = theme.text(line, lay.small, "muted")
                surface.blit(words, words.get_rect(midtop=(tile.centerx, top)))
                top += small
        return y + self.tile_rows() * (height + lay.gap)

    def draw_games(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        lay, theme = self.app.layout, self.app.theme
        y = self.panel_heading(surface, rect, _("Against the computer"))
        inner = rect.inflate(-2 * lay.gap, 0)
        names = [registry.get(game_id).name for game_id in self.games()]
        stacked = self.stacked(lay, rect.width)  # each game's cells on a line under its name
        name_w = (
            0 if stacked else max(theme.font(lay.text, bold=True).size(name)[0] for name in names) + lay.gap
        )
        cell_w = (inner.width - name_w) // len(LEVELS)
        centres = [inner.x + name_w + cell_w * index + cell_w // 2 for index in range(len(LEVELS))]
        for centre, level in zip(centres, LEVELS):
            label = theme.text(_(LEVEL_NAMES[level]), lay.small, "muted")
            surface.blit(label, label.get_rect(midtop=(centre, y)))
        y += theme.font(lay.small).get_linesize()
        step = self.row_step(lay)
        lines = 2 if stacked else 1  # a game's lines: its cells on the name's or under it
        for index, (game_id, name) in enumerate(zip(self.games(), names)):
            if index and self.spread:  # grown rows: a line between games, the words in the middle
                pygame.draw.line(surface, theme.colour("panel_hi"), (inner.x, y), (inner.right, y), 2)
            top, y = y, y + lines * self.spread // 2  # the air of its lines, half above
            surface.blit(theme.text(name, lay.text, "text", bold=True), (inner.x, y))
            if stacked:  # the cells right under the name
                y += step - self.spread
            for centre, level in zip(centres, LEVELS):
                text = self.cell(game_id, level)
                shown = theme.text(text, lay.text, "text" if text != "\u2013" else "muted")
                surface.blit(shown, shown.get_rect(midtop=(centre, y)))
            y = top + lines * step
        for line in theme.lines(self.games_note(), lay.small, inner.width):
            surface.blit(theme.text(line, lay.small, "muted"), (inner.x, y))
            y += theme.font(lay.small).get_linesize()
