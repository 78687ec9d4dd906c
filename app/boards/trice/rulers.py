"""The card's rulers: column letters above it, row numbers on its left. Sentences name
squares ("c3"), so they show in every layout, but not while the setup roll covers the card."""

from ..part import Part


class Rulers(Part):
    def __init__(self, app, setup_roll):
        self.app, self.setup_roll = app, setup_roll
        self.labels = {}  # "a" or "1" -> the centre of its label

    def place(self, columns, rows):
        self.labels = {**columns, **rows}

    def draw(self, surface, state, ui):
        if self.setup_roll.showing(state):
            return
        theme, lay = self.app.theme, self.app.layout
        for text, centre in self.labels.items():
            label = theme.text(text, lay.small, "muted", bold=True)
            surface.blit(label, label.get_rect(center=centre))
