"""A replay's timeline: icon buttons (start, back, play/pause, forward, end) and a
scrubber along the moves, with the judge's mistake marks on it.

Icons are drawn shapes, not font glyphs. Each button keeps a `text` (its name
for tests and the focus ring); the scrubber reports which position a point
on it means and leaves what to do to its scene.
"""

import pygame

from .widgets import Button, Widget, draw_panel

# icon: a list of shapes in a unit box (0..1): ("poly", points) or ("bar", x, width)
ICONS = {
    "start": [("bar", 0.18, 0.12), ("poly", ((0.82, 0.15), (0.32, 0.5), (0.82, 0.85)))],
    "back": [("poly", ((0.75, 0.15), (0.25, 0.5), (0.75, 0.85)))],
    "play": [("poly", ((0.28, 0.12), (0.8, 0.5), (0.28, 0.88)))],
    "pause": [("bar", 0.26, 0.16), ("bar", 0.58, 0.16)],
    "forward": [("poly", ((0.25, 0.15), (0.75, 0.5), (0.25, 0.85)))],
    "end": [("poly", ((0.18, 0.15), (0.68, 0.5), (0.18, 0.85))), ("bar", 0.7, 0.12)],
}


class IconButton(Button):
    """A square button showing a drawn icon; `text` names it."""

    def __init__(self, text, icon, action):
        super().__init__(text, action)
        self.icon = icon

    def draw(self, surface, app, focused):
        colour = "panel_hi" if self.pressed and self.enabled else self.style
        draw_panel(surface, app.theme, self.rect, colour, border="highlight" if focused else None)
        side = int(min(self.rect.width, self.rect.height) * 0.46)
        box = pygame.Rect(0, 0, side, side)
        box.center = self.rect.center
        ink = app.theme.colour("text" if self.enabled else "muted")
        for shape in ICONS[self.icon]:
            if shape[0] == "poly":
                points = [(box.x + x * side, box.y + y * side) for x, y in shape[1]]
                pygame.draw.polygon(surface, ink, points)
            else:
                _, x, width = shape
                pygame.draw.rect(surface, ink, (box.x + int(x * side), box.y + int(0.12 * side),
                                                max(3, int(width * side)), int(0.76 * side)))


class Scrubber(Widget):
    """The moves as a line: position 0 (before the first move) to `count` (the end).

    `index` is the position shown, `marks` the move indices judged mistakes
    (move i leads to position i + 1), `note` a short word on the right (e.g.
    that moves are still being checked) and `note_bad` its colour."""

    focusable = False  # the arrow keys, Home and End move along it from anywhere

    def __init__(self):
        super().__init__()
        self.count = 0
        self.index = 0
        self.marks = ()
        self.note = None
        self.note_bad = False

    def track(self, app):
        """(left x, right x, y) of the line."""
        lay = app.layout
        knob = self.knob_radius(app)
        pad = lay.gap
        return (self.rect.x + pad + knob, self.rect.right - pad - knob,
                self.rect.bottom - max(pad, knob + 4))

    @staticmethod
    def knob_radius(app):
        return max(7, app.layout.tap // 6)

    def position_at(self, app, pos):
        """The position a point on the scrubber means (its x, clamped to the line)."""
        left, right, _ = self.track(app)
        if right <= left or self.count == 0:
            return 0
        share = (pos[0] - left) / (right - left)
        return max(0, min(self.count, round(share * self.count)))

    def x_of(self, app, index):
        left, right, _ = self.track(app)
        return left + (right - left) * index / max(1, self.count)

    def label(self):
        if self.index == 0:
            return f"Start ({self.count} moves)"
        return f"Move {self.index} of {self.count}"

    def draw(self, surface, app, focused):
        theme, lay = app.theme, app.layout
        draw_panel(surface, theme, self.rect, "panel_hi" if self.pressed else "panel", radius=lay.gap)
        left, right, y = self.track(app)
        size = lay.small
        label = theme.text(self.label(), size, "text", bold=True)
        top = self.rect.y + max(2, (y - self.rect.y - self.knob_radius(app) - label.get_height()) // 2)
        surface.blit(label, (self.rect.x + lay.gap, top))
        if self.note:
            note = theme.text(self.note, size, "bad" if self.note_bad else "muted")
            if label.get_width() + note.get_width() + 3 * lay.gap <= self.rect.width:
                surface.blit(note, note.get_rect(topright=(self.rect.right - lay.gap, top)))
        thick = max(3, lay.gap // 2)
        pygame.draw.line(surface, theme.colour("muted"), (left, y), (right, y), thick)
        knob_x = self.x_of(app, self.index)
        pygame.draw.line(surface, theme.colour("accent"), (left, y), (knob_x, y), thick)
        bad = theme.colour("bad")
        radius = self.knob_radius(app)
        for move in self.marks:
            x = self.x_of(app, move + 1)
            pygame.draw.line(surface, bad, (x, y - radius), (x, y + radius), max(3, thick))
            pygame.draw.polygon(surface, bad, [(x - radius * 0.7, y - radius * 1.9), (x + radius * 0.7, y - radius * 1.9),
                                               (x, y - radius)])
        pygame.draw.circle(surface, theme.colour("accent"), (int(knob_x), y), radius)
        pygame.draw.circle(surface, theme.colour("text"), (int(knob_x), y), radius, width=2)
