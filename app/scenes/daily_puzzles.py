"""The daily puzzles: today's puzzle of each game with puzzles (games/puzzles.py), a row each
(the game, its daily number, its theme, and how it went on this device: not tried, wrong tries
so far, solved in N tries, failed); tap one to play it (the board scene in puzzle mode,
app/play/puzzle.py). The states come from app/saved/puzzle_results.py, so they survive a restart.
"""

import pygame

from app.saved import puzzle_results
from app.ui.widgets import Button, UIScene, draw_panel
from games import puzzles, registry
from games.i18n import _

STATE_COLOURS = {"solved": "good", "failed": "bad", "open": "text"}


class PuzzleRow(Button):
    """One game's puzzle of the day; pressing it opens the puzzle."""

    def __init__(self, game_id, number, theme, done, action):
        self.game_id, self.number, self.theme, self.done = game_id, number, theme, done
        name = registry.get(game_id).name
        super().__init__(name, action)

    def lines(self, app, width):
        """[(text, colour)] under the title: the theme, then how it went."""
        theme, lay = app.theme, app.layout
        colour = STATE_COLOURS.get(self.done.state, "muted") if self.done is not None else "muted"
        lines = [(line, "text") for line in theme.lines(_(self.theme).capitalize(), lay.small, width)]
        return lines + [
            (line, colour) for line in theme.lines(puzzle_results.state_text(self.done), lay.small, width)
        ]

    def height_for(self, app, width):
        theme, lay = app.theme, app.layout
        title = theme.font(lay.text, bold=True).get_linesize()
        return (
            lay.gap + title + len(self.lines(app, width - 2 * lay.gap)) * theme.font(lay.small).get_linesize()
        )

    def draw(self, surface, app, focused):
        theme, lay = app.theme, app.layout
        draw_panel(
            surface,
            theme,
            self.rect,
            "panel_hi" if self.pressed else "panel",
            radius=lay.gap,
            border="highlight" if focused else None,
        )
        pad = lay.gap
        name = theme.text(self.text, lay.text, "accent", bold=True)
        number = theme.text(_("#{number}").format(number=self.number), lay.small, "muted")
        y = self.rect.y + pad
        surface.blit(name, (self.rect.x + pad, y))
        surface.blit(number, number.get_rect(bottomright=(self.rect.right - pad, y + name.get_height() - 2)))
        y += name.get_height()
        step = theme.font(lay.small).get_linesize()
        for text, colour in self.lines(app, self.rect.width - 2 * pad):
            surface.blit(theme.text(text, lay.small, colour), (self.rect.x + pad, y))
            y += step


class DailyPuzzlesScene(UIScene):
    name = "puzzles"

    def __init__(self, app):
        super().__init__(app)
        self.back_button = Button(_("Back"), self.back, style="primary")
        self.build()

    def build(self):
        app = self.app
        self.number = puzzle_results.todays_number()
        done = puzzle_results.load(app)
        self.rows = []
        for game_id in puzzles.games():
            try:
                daily = puzzles.daily(game_id, self.number)
            except (puzzles.PuzzleError, OSError) as error:  # a missing or broken file: that game's row goes
                app.notify(
                    _("The {game} puzzle cannot be shown: {reason}").format(
                        game=registry.get(game_id).name, reason=error
                    )
                )
                continue
            self.rows.append(
                PuzzleRow(
                    game_id,
                    self.number,
                    daily.puzzle.theme,
                    done.get((game_id, self.number)),
                    lambda g=game_id: self.open_puzzle(g),
                )
            )
        self.widgets = self.rows + [self.back_button]

    def open_puzzle(self, game_id):
        self.app.scenes.open("puzzle", game_id=game_id, number=self.number)

    def resume(self):
        self.build()  # a puzzle just played: its row says how it went
        self.layout(self.app.layout)

    def layout(self, lay):
        column = lay.column(max_width=900)
        theme = self.app.theme
        note = len(theme.lines(self.note(), lay.small, column.width)) * theme.font(lay.small).get_linesize()
        top = lay.margin + theme.font(lay.heading, bold=True).get_linesize() + note + lay.gap
        row_h = max([lay.tap] + [row.height_for(self.app, column.width) + lay.gap for row in self.rows])
        for index, row in enumerate(self.rows):
            row.rect = pygame.Rect(column.x, top + index * (row_h + lay.gap), column.width, row_h)
        self.back_button.rect = pygame.Rect(column.x, column.bottom - lay.tap, column.width, lay.tap)

    def note(self):
        return _("Puzzle #{number} of each game: find the winning moves. New ones tomorrow.").format(
            number=self.number
        )

    def draw_content(self, surface):
        lay, theme = self.app.layout, self.app.theme
        y = self.draw_title(surface, _("Daily puzzle"))
        column = lay.column(max_width=900)
        for line in theme.lines(self.note(), lay.small, column.width):
            label = theme.text(line, lay.small, "muted")
            surface.blit(label, label.get_rect(midtop=(lay.width // 2, y)))
            y += theme.font(lay.small).get_linesize()
