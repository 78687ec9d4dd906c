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
        self.rematch_button = Button("Rematch", board.rematch, style="accent")
        self.watch_button = Button("Watch again", self.watch)
        self.look_button = Button("See board", self.back)
        self.menu_button = Button("Menu", self.to_menu)
        # a game by link: Send, so the friend far away sees the end too
        self.share_button = Button("Send" if board.link is not None else "Share", board.share)
        self.widgets = [self.rematch_button, self.watch_button, self.share_button, self.look_button,
                        self.menu_button]

    def watch(self):
        """The replay of this game (Back returns here)."""
        self.app.scenes.open("replay", record=self.board.match.record, seats=self.board.seats)

    def to_menu(self):
        self.app.scenes.pop_to("menu")

    def layout(self, lay):
        width = min(lay.width - 2 * lay.margin, int(720 * lay.unit))
        font = self.app.theme.font(lay.text, bold=True)
        self.lines = wrap(font, self.text, width - 2 * lay.gap)
        count = len(self.widgets)
        height = lay.heading + len(self.lines) * font.get_linesize() + (lay.tap + lay.gap) * count + lay.gap * 4
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = lay.rect.center
        y = self.panel.bottom - lay.gap - lay.tap * count - lay.gap * (count - 1)
        for button in self.widgets:
            button.rect = pygame.Rect(self.panel.x + lay.gap, y, width - 2 * lay.gap, lay.tap)
            y += lay.tap + lay.gap

    def draw_content(self, surface):
        lay, theme = self.app.layout, self.app.theme
        shade = pygame.Surface(lay.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
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
