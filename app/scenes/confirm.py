"""A question before something that cannot be taken back: a sheet over the scene below,
its words, and a button for each answer (the first the safe one: keep what you have).

Opened by name with what to ask: `app.scenes.open("confirm", title=..., text=...,
answers=[(words, action, style), ...])`. An answer's action runs after the sheet is gone;
Esc, the browser's back and a tap outside the sheet are the first answer (`cancel` if given).
Used before a game in progress would be lost: Restart (app/play/table.py), a new game of a
game that has one in progress (the setup, the lesson's real game, a code opened here).
"""

import pygame

from app.ui import pointer as ptr
from app.ui.theme import wrap
from app.ui.widgets import Button, UIScene, draw_panel, draw_scrim, on_sheet


class ConfirmScene(UIScene):
    name = "confirm"
    overlay = True

    def __init__(self, app, title, text, answers, cancel=None):
        super().__init__(app)
        self.title = title
        self.text = text
        self.buttons = [
            Button(words, lambda act=action: self.answer(act), style=style)
            for words, action, style in answers
        ]
        self.cancel_action = cancel if cancel is not None else answers[0][1]
        self.widgets = on_sheet(list(self.buttons))
        self.lines = []
        self.panel = pygame.Rect(0, 0, 0, 0)

    def answer(self, action):
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        if action is not None:
            action()

    def back(self):
        self.answer(self.cancel_action)

    def handle(self, event):
        if (
            isinstance(event, ptr.Pointer)
            and event.kind == ptr.DOWN
            and self.pressed is None
            and not self.panel.collidepoint(event.pos)
        ):
            self.back()  # a tap outside the sheet: the safe answer
            return True
        return super().handle(event)

    def layout(self, lay):
        width = min(lay.width - 2 * lay.margin, int(720 * lay.unit))
        font = self.app.theme.font(lay.text)
        self.lines = wrap(font, self.text, width - 2 * lay.gap)
        heading = self.app.theme.font(lay.heading, bold=True).get_linesize()
        count = len(self.buttons)
        side_by_side = count <= 2 or not lay.portrait
        rows = 1 if side_by_side else count
        height = (
            lay.gap
            + heading
            + lay.gap
            + len(self.lines) * font.get_linesize()
            + lay.gap
            + rows * (lay.tap + lay.gap)
            + lay.gap
        )
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = lay.rect.center
        inner = self.panel.inflate(-2 * lay.gap, 0)
        top = self.panel.bottom - lay.gap - rows * (lay.tap + lay.gap) + lay.gap
        if side_by_side:
            cell = (inner.width - (count - 1) * lay.gap) // count
            for index, button in enumerate(self.buttons):
                button.rect = pygame.Rect(inner.x + index * (cell + lay.gap), top, cell, lay.tap)
        else:
            for index, button in enumerate(self.buttons):
                button.rect = pygame.Rect(inner.x, top + index * (lay.tap + lay.gap), inner.width, lay.tap)

    def draw_content(self, surface):
        lay, theme = self.app.layout, self.app.theme
        draw_scrim(surface, lay)
        draw_panel(surface, theme, self.panel, "panel", radius=lay.gap, border="accent")
        y = self.panel.y + lay.gap
        title = theme.text(self.title, lay.heading, "accent", bold=True)
        if title.get_width() > self.panel.width - 2 * lay.gap:
            title = theme.text(self.title, lay.text, "accent", bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, y)))
        y += theme.font(lay.heading, bold=True).get_linesize() + lay.gap
        font = theme.font(lay.text)
        for line in self.lines:
            label = theme.text(line, lay.text, "text")
            surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
            y += font.get_linesize()
