"""At the end, the lines that decided the game over the card (green: a Trice; red: a
Double Trice, which loses) and their label along the card's bottom edge."""

import pygame

from ..part import Part
from .pictures import fitted


class DecidingLines(Part):
    def __init__(self, app, rules, card):
        self.app, self.rules, self.card = app, rules, card

    def draw(self, surface, state, ui):
        if not self.rules.is_over(state):
            return
        theme, lay, rules, card = self.app.theme, self.app.layout, self.rules, self.card
        for cells, kind, _words in rules.deciding_lines(state):
            colour = theme.colour("good") if kind == "trice" else theme.colour("bad")
            points = [card.cells[c].center for c in cells]
            pygame.draw.line(surface, colour, points[0], points[-1], max(6, card.cell // 10))
            for point in points:
                pygame.draw.circle(surface, colour, point, card.cell // 2 - 2, width=max(4, card.cell // 16))
        label = rules.line_label(state)
        if label:
            text = fitted(theme, label, lay.small, "text", card.rect.width + 2 * lay.gap, bold=True)
            box = text.get_rect(midbottom=(card.rect.centerx, card.rect.bottom - 4))
            pygame.draw.rect(surface, theme.colour("panel_hi"), box.inflate(lay.gap, 6), border_radius=6)
            surface.blit(text, box)
