"""The game-over sheet: the winner and why (and, when this end was just counted, that it is in
your record: app/saved/record.py); rematch, watch the game again, share, look at the board, or the
menu.

The sheet never covers the result it announces: it takes a band of the screen (along the
bottom of a tall screen, down the right side of a wide one) and the board lays itself out
again in the rest (`GameOverScene.reserve`), so the winning line or the final score
(`BoardView.result_area`) stays in sight beside it. tests/eye.py checks it at every shape.
"""

import pygame

from app.ui.widgets import Button, UIScene, draw_panel, draw_scrim, on_sheet
from games.i18n import _

BOARD_SHARE = 0.62  # of a tall screen's height, at least, for the board beside the sheet
NOTE_SHARE = 0.66  # the record's note shows only where the board keeps this much: it gives way first


class GameOverScene(UIScene):
    name = "game_over"
    overlay = True

    def __init__(self, app, board, counted=False):
        super().__init__(app)
        self.board = board
        self.text = board.game_over_text()
        # only the end that was counted now says so (an end shown again after Undo was not)
        self.note = _("Counted in your record.") if counted else None
        self.rematch_button = Button(_("Rematch"), board.mode.rematch, style="primary")
        self.watch_button = Button(_("Watch again"), self.watch)
        self.look_button = Button(_("See board"), self.back, style="quiet")
        self.menu_button = Button(_("Menu"), self.to_menu)
        # a game by link: Send, so the friend far away sees the end too
        self.share_button = Button(_("Send") if board.link is not None else _("Share"), board.mode.share)
        self.widgets = on_sheet(
            [self.rematch_button, self.watch_button, self.share_button, self.look_button, self.menu_button]
        )
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lines = []
        self.note_lines = []

    def watch(self):
        """The replay of this game (Back returns here)."""
        self.app.scenes.open("replay", record=self.board.match.record, seats=self.board.seats)

    def to_menu(self):
        self.app.scenes.pop_to("menu")

    def reserve(self, sheet):
        """Keep `sheet` ((side, px), None: nothing) of the screen: the board lays itself out
        in the rest (app/boards/frame.py `within`)."""
        if sheet != self.board.sheet:
            self.board.sheet = sheet
            self.board.layout(self.app.layout)

    def exit(self):
        self.reserve(None)  # "See board", Menu, Rematch: the board gets its screen back

    def words(self, lay, width):
        """The height of the heading, the sentence and the record's note in a sheet `width`
        wide (sets their lines)."""
        theme = self.app.theme
        self.lines = theme.lines(self.text, lay.text, width - 2 * lay.gap, bold=True)
        self.note_lines = theme.lines(self.note, lay.small, width - 2 * lay.gap) if self.note else []
        heading = theme.font(lay.heading, bold=True).get_linesize()
        return (
            heading
            + len(self.lines) * theme.font(lay.text, bold=True).get_linesize()
            + len(self.note_lines) * theme.font(lay.small).get_linesize()
            + lay.gap * 3
        )

    def heading_only(self, lay):
        """No sentence and no note (the coach line above the board says the result): the
        heading's height with its gaps."""
        self.lines, self.note_lines = [], []
        return self.app.theme.font(lay.heading, bold=True).get_linesize() + lay.gap * 2

    def row_fits(self, lay, buttons, width):
        """Whether `buttons` side by side in `width` each show their words (on two lines at
        most, never under the secondary text role)."""
        theme = self.app.theme
        cell = (width - (len(buttons) - 1) * lay.gap) // len(buttons)
        two_lines = 2 * theme.font(lay.small, bold=True).get_linesize()
        return all(
            theme.fits(b.text, lay.small, cell - 2 * lay.gap, bold=True)
            or (
                len(theme.lines(b.text, lay.small, cell - 2 * lay.gap, bold=True)) <= 2
                and two_lines <= lay.tap - lay.gap // 2
                and all(theme.fits(w, lay.small, cell - 2 * lay.gap, bold=True) for w in b.text.split())
            )
            for b in buttons
        )

    def layout(self, lay):
        """A sheet down the right side of a wide screen (the buttons in a column; the sentence
        left to the coach line where the column would not hold it), else along the bottom:
        Rematch widest, the rest in one row where their words fit, else two by
        two; the sentence left to the coach line above the board if the board would get
        less than BOARD_SHARE of the screen. The board takes the rest."""
        count = len(self.widgets)
        if not lay.portrait:
            width = max(int(lay.width * 0.32), min(lay.width - 2 * lay.margin, int(320 * lay.unit)))
            text_h = self.words(lay, width)
            height = text_h + count * (lay.tap + lay.gap) + lay.gap
            if height > lay.height - 2 * lay.margin:  # large text: the coach line beside says it
                text_h = self.heading_only(lay)
                height = text_h + count * (lay.tap + lay.gap) + lay.gap
            if height <= lay.height - 2 * lay.margin and lay.width - width >= lay.height:
                self.panel = pygame.Rect(0, 0, width, height)
                self.panel.midright = (lay.width - lay.margin, lay.height // 2)
                self.place_grid(lay, self.widgets, 1, self.panel.y + text_h)
                self.reserve(("right", lay.width - self.panel.x + lay.margin // 2))
                return
        width = min(lay.width - 2 * lay.margin, int(900 * lay.unit))
        rest = self.widgets[1:]
        inner = width - 2 * lay.gap
        columns = len(rest) if self.row_fits(lay, rest, inner) else 2
        rows = 1 + (len(rest) + columns - 1) // columns
        buttons_h = rows * (lay.tap + lay.gap) + lay.gap
        text_h = self.words(lay, width)
        if self.note_lines and lay.height - lay.margin - (text_h + buttons_h) < lay.height * NOTE_SHARE:
            text_h -= len(self.note_lines) * self.app.theme.font(lay.small).get_linesize()
            self.note_lines = []
        if lay.height - lay.margin - (text_h + buttons_h) < lay.height * BOARD_SHARE:
            text_h = self.heading_only(lay)  # the coach line above the board says it
        self.panel = pygame.Rect(0, 0, width, text_h + buttons_h)
        self.panel.midbottom = (lay.width // 2, lay.height - lay.margin)
        y = self.panel.y + text_h
        first = self.widgets[0]
        first.rect = pygame.Rect(self.panel.x + lay.gap, y, width - 2 * lay.gap, lay.tap)
        self.place_grid(lay, rest, columns, y + lay.tap + lay.gap)
        self.reserve(("bottom", lay.height - self.panel.y + lay.margin // 2))

    def place_grid(self, lay, buttons, columns, top):
        inner = self.panel.inflate(-2 * lay.gap, 0)
        cell_w = (inner.width - (columns - 1) * lay.gap) // columns
        for index, button in enumerate(buttons):
            r, c = divmod(index, columns)
            button.rect = pygame.Rect(
                inner.x + c * (cell_w + lay.gap), top + r * (lay.tap + lay.gap), cell_w, lay.tap
            )

    def draw_content(self, surface):
        lay, theme = self.app.layout, self.app.theme
        draw_scrim(surface, lay, "light")  # the final position shows through, the board rests
        draw_panel(surface, theme, self.panel, "panel", radius=lay.gap, border="accent")
        y = self.panel.y + lay.gap
        title = theme.text(_("Game over"), lay.heading, "accent", bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, y)))
        y += theme.font(lay.heading, bold=True).get_linesize() + lay.gap
        step = theme.font(lay.text, bold=True).get_linesize()
        for line in self.lines:
            label = theme.text(line, lay.text, "text", bold=True)
            surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
            y += step
        for line in self.note_lines:
            label = theme.text(line, lay.small, "muted")
            surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
            y += theme.font(lay.small).get_linesize()
