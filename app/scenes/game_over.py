"""The game-over overlay: the winner and why; rematch, watch the game again, look at the
board, or the menu."""

import pygame

from ..theme import wrap
from ..widgets import Button, UIScene, draw_panel


class GameOverScene(UIScene):
    name = "game_over"
    overlay = True

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        self.text = board.game_over_text()
        self.rematch_button = Button("Rematch", board.mode.rematch, style="accent")
        self.watch_button = Button("Watch again", self.watch)
        self.look_button = Button("See board", self.back)
        self.menu_button = Button("Menu", self.to_menu)
        # a game by link: Send, so the friend far away sees the end too
        self.share_button = Button("Send" if board.link is not None else "Share", board.mode.share)
        self.widgets = [self.rematch_button, self.watch_button, self.share_button, self.look_button,
                        self.menu_button]

    def watch(self):
        """The replay of this game (Back returns here)."""
        self.app.scenes.open("replay", record=self.board.match.record, seats=self.board.seats)

    def to_menu(self):
        self.app.scenes.pop_to("menu")

    def layout(self, lay):
        """A sheet beside or below the board, so its last position (a winning line...)
        stays in sight: on a phone along the bottom (Rematch widest, the rest in a
        grid), on a wide screen down the right side (the boards sit on the left)."""
        heading = self.app.theme.font(lay.heading, bold=True).get_linesize()
        font = self.app.theme.font(lay.text, bold=True)
        count = len(self.widgets)
        if not lay.portrait:
            width = max(int(lay.width * 0.36), min(lay.width - 2 * lay.margin, int(320 * lay.unit)))
            self.lines = wrap(font, self.text, width - 2 * lay.gap)
            text_h = heading + len(self.lines) * font.get_linesize() + lay.gap * 3
            height = text_h + count * (lay.tap + lay.gap) + lay.gap
            if height <= lay.height - 2 * lay.margin:
                self.panel = pygame.Rect(0, 0, width, height)
                self.panel.midright = (lay.width - lay.margin, lay.height // 2)
                self.place_grid(lay, self.widgets, 1, self.panel.y + text_h)
                return
        width = min(lay.width - 2 * lay.margin, int(900 * lay.unit))
        self.lines = wrap(font, self.text, width - 2 * lay.gap)
        text_h = heading + len(self.lines) * font.get_linesize() + lay.gap * 3
        columns = 2 if lay.portrait else count
        rows = (1 + (count - 1 + columns - 1) // columns) if lay.portrait else 1
        self.panel = pygame.Rect(0, 0, width, text_h + rows * (lay.tap + lay.gap) + lay.gap)
        self.panel.midbottom = (lay.width // 2, lay.height - lay.margin)
        y = self.panel.y + text_h
        if lay.portrait:
            first = self.widgets[0]
            first.rect = pygame.Rect(self.panel.x + lay.gap, y, width - 2 * lay.gap, lay.tap)
            self.place_grid(lay, self.widgets[1:], columns, y + lay.tap + lay.gap)
        else:
            self.place_grid(lay, self.widgets, columns, y)

    def place_grid(self, lay, buttons, columns, top):
        inner = self.panel.inflate(-2 * lay.gap, 0)
        cell_w = (inner.width - (columns - 1) * lay.gap) // columns
        for index, button in enumerate(buttons):
            r, c = divmod(index, columns)
            button.rect = pygame.Rect(inner.x + c * (cell_w + lay.gap), top + r * (lay.tap + lay.gap),
                                      cell_w, lay.tap)

    def draw_content(self, surface):
        lay, theme = self.app.layout, self.app.theme
        shade = pygame.Surface(lay.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 70))  # light: the final position shows through
        surface.blit(shade, (0, 0))
        draw_panel(surface, theme, self.panel, "panel", radius=lay.gap, border="accent")
        y = self.panel.y + lay.gap
        title = theme.text("Game over", lay.heading, "accent", bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, y)))
        y += title.get_height() + lay.gap
        font = theme.font(lay.text, bold=True)
        for line in self.lines:
            label = font.render(line, True, theme.colour("text"))
            surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
            y += font.get_linesize()
