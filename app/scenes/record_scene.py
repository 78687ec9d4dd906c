"""Your record (app/saved/record.py): the puzzles (streak, best streak, rating, solved, failed) and,
per game, the wins, losses and draws against each computer level. Two panels, one under the
other on a tall screen and side by side on a wide one; Done at the bottom.

Any number of games fits: a game whose name leaves its three cells too little room beside it
takes two lines (its name, then its cells across the panel), and panels taller than the screen
scroll (app/ui/scroll.py) above Done."""

import pygame

from app import boards
from app.saved import calendar_day
from app.saved import record as record_mod
from app.ui.scroll import Scroller
from app.ui.widgets import Button, UIScene, draw_panel
from games import registry
from games.agents import LEVELS
from games.i18n import N_, _, ngettext

LEVEL_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


class Panel:
    """A panel's place, which the scroller moves like a widget's."""

    visible = True

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)


class RecordScene(UIScene):
    name = "record"

    def __init__(self, app, today=None):
        super().__init__(app)
        self.today = today or calendar_day.today()
        self.record = record_mod.load(app)
        self.done_button = Button(_("Done"), self.back, style="primary")
        self.widgets = [self.done_button]
        self.boxes = (Panel(), Panel())  # the puzzles' and the games' panels
        self.scroller = Scroller()

    def resume(self):
        self.record = record_mod.load(self.app)
        self.layout(self.app.layout)

    @property
    def panels(self):
        return tuple(box.rect for box in self.boxes)

    def keep_clear(self):
        return list(self.panels)

    # -- what it says ------------------------------------------------------------------------------
    def puzzle_rows(self):
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

    def puzzle_note(self):
        r = self.record
        if r.solved + r.failed == 0:
            return _("Solve a puzzle of the day to start a streak.")
        if r.waiting(self.today):
            return _("Solve a puzzle today to keep your streak.")
        return None

    def games(self):
        """The games the computer plays, in the menu's order."""
        return list(boards.playable())

    def cell(self, game_id, level):
        """ "won–lost–drawn" against `level`, or a dash when no game was counted."""
        tally = self.record.tally(game_id, level)
        if not any(tally.values()):
            return "\u2013"
        return f"{tally['won']}\u2013{tally['lost']}\u2013{tally['drawn']}"

    def games_note(self):
        if self.record.played() == 0:
            return _("Finish a game against the computer to see it here.")
        return _("Each cell: won \u2013 lost \u2013 drawn.")

    # -- layout --------------------------------------------------------------------------------------
    def row_step(self, lay):
        """A row of body text and a little air under it."""
        return self.app.theme.font(lay.text, bold=True).get_linesize() + lay.gap // 2

    def stacked(self, lay, width):
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

    def heights(self, lay, width):
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
        puzzles = lay.gap + puzzles_head + lay.gap // 2 + len(self.puzzle_rows()) * body + note_h + lay.gap
        legend = len(theme.lines(self.games_note(), lay.small, inner)) * small
        rows = len(self.games()) * (2 if self.stacked(lay, width) else 1)
        games = lay.gap + games_head + lay.gap // 2 + small + rows * body + legend + lay.gap
        return puzzles, games

    def layout(self, lay):
        column = lay.column(max_width=1000)
        theme = self.app.theme
        top = column.y + theme.font(lay.heading, bold=True).get_linesize() + lay.gap
        self.done_button.rect = pygame.Rect(column.x, column.bottom - lay.tap, column.width, lay.tap)
        side = (column.width - lay.gap) // 2
        if not lay.portrait and side >= int(360 * lay.unit):
            heights = self.heights(lay, side)
            height = max(heights)
            places = (
                pygame.Rect(column.x, top, side, height),
                pygame.Rect(column.right - side, top, side, height),
            )
        else:
            first, second = self.heights(lay, column.width)
            places = (
                pygame.Rect(column.x, top, column.width, first),
                pygame.Rect(column.x, top + first + lay.gap, column.width, second),
            )
        strip = pygame.Rect(column.x, top, column.width, self.done_button.rect.top - lay.gap - top)
        self.scroller.place(strip, list(zip(self.boxes, places)))

    # -- scrolling, where the panels are taller than the screen ------------------------------------------
    def handle(self, event):
        said = self.scroller.handle(event)
        if said == "cancel" and self.pressed is not None:
            self.pressed.pressed, self.pressed = False, None
        if said is not None:
            self.app.invalidate()
            return True
        return super().handle(event)

    def handle_key(self, event):
        steps = {pygame.K_DOWN: 1, pygame.K_PAGEDOWN: 4, pygame.K_UP: -1, pygame.K_PAGEUP: -4}
        if self.scroller.active and event.key in steps:  # the arrows read the panels
            self.scroller.scroll_to(self.scroller.offset + steps[event.key] * self.row_step(self.app.layout))
            self.app.invalidate()
            return True
        return super().handle_key(event)

    # -- drawing -------------------------------------------------------------------------------------
    def draw_content(self, surface):
        self.draw_title(surface, _("Your record"))
        if self.scroller.active:
            self.scroller.clip(surface)
        self.draw_puzzles(surface, self.panels[0])
        self.draw_games(surface, self.panels[1])
        if self.scroller.active:
            self.scroller.unclip(surface)
            self.scroller.draw_bar(surface, self.app.theme, self.app.layout)

    def panel_heading(self, surface, rect, text):
        lay, theme = self.app.layout, self.app.theme
        draw_panel(surface, theme, rect, "panel", radius=lay.gap)
        y = rect.y + lay.gap
        for line in theme.lines(text, lay.heading, rect.width - 2 * lay.gap, bold=True):  # a long one wraps
            surface.blit(theme.text(line, lay.heading, "accent", bold=True), (rect.x + lay.gap, y))
            y += theme.font(lay.heading, bold=True).get_linesize()
        return y + lay.gap // 2

    def draw_puzzles(self, surface, rect):
        lay, theme = self.app.layout, self.app.theme
        y = self.panel_heading(surface, rect, _("Puzzles"))
        step = self.row_step(lay)
        for label, value in self.puzzle_rows():
            surface.blit(theme.text(label, lay.text, "text"), (rect.x + lay.gap, y))
            shown = theme.text(value, lay.text, "accent", bold=True)
            surface.blit(shown, shown.get_rect(topright=(rect.right - lay.gap, y)))
            y += step
        note = self.puzzle_note()
        if note:
            for line in theme.lines(note, lay.small, rect.width - 2 * lay.gap):
                surface.blit(theme.text(line, lay.small, "muted"), (rect.x + lay.gap, y))
                y += theme.font(lay.small).get_linesize()

    def draw_games(self, surface, rect):
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
        for game_id, name in zip(self.games(), names):
            surface.blit(theme.text(name, lay.text, "text", bold=True), (inner.x, y))
            if stacked:
                y += step
            for centre, level in zip(centres, LEVELS):
                text = self.cell(game_id, level)
                shown = theme.text(text, lay.text, "text" if text != "\u2013" else "muted")
                surface.blit(shown, shown.get_rect(midtop=(centre, y)))
            y += step
        for line in theme.lines(self.games_note(), lay.small, inner.width):
            surface.blit(theme.text(line, lay.small, "muted"), (inner.x, y))
            y += theme.font(lay.small).get_linesize()
