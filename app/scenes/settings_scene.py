"""Settings: sound and its volume, animation speed, colour-blind marks, legal-move hints.
Every change is saved at once."""

import pygame

from ..settings import ANIMATION_SPEEDS, VOLUMES
from ..widgets import Button, Choice, UIScene

ON_OFF = [(True, "On"), (False, "Off")]


class SettingsScene(UIScene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        self.sound = Choice("Sound", ON_OFF, s.sound, lambda v: self.set("sound", v))
        # always shown (the rows stay put); the tick of a change sounds at the new volume
        self.volume = Choice("Volume", [(v, f"{v}%") for v in VOLUMES], s.volume,
                             lambda v: self.set("volume", v))
        self.animation = Choice("Animations", [(a, a.capitalize()) for a in ANIMATION_SPEEDS],
                                s.animation, lambda v: self.set("animation", v))
        self.marks = Choice("Colour patterns on TRICE dice", ON_OFF, s.colourblind_marks,
                            lambda v: self.set("colourblind_marks", v))
        self.hints = Choice("Show legal-move hints", ON_OFF, s.hints, lambda v: self.set("hints", v))
        self.done = Button("Done", self.back, style="primary")
        self.widgets = [self.sound, self.volume, self.animation, self.marks, self.hints, self.done]

    def set(self, name, value):
        setattr(self.app.settings, name, value)
        self.app.audio.apply_volume()
        self.app.save_settings()
        self.app.invalidate()

    def layout(self, lay):
        column = lay.column(max_width=700)
        top = column.y + lay.heading + 2 * lay.gap
        row_h = max(lay.tap, int(96 * lay.unit))
        for index, widget in enumerate(self.widgets[:-1]):
            widget.rect = pygame.Rect(column.x, top + index * (row_h + lay.gap), column.width, row_h)
        self.done.rect = pygame.Rect(column.x, column.bottom - lay.tap, column.width, lay.tap)

    def draw_content(self, surface):
        self.draw_title(surface, "Settings")
