"""The coach line's box: one sentence in the largest size whose wrapped lines fit.

The board scene and the replay draw their coach line through it, so both look
the same. The wrapping is kept between frames (it only changes with the text
or the box's size).
"""

from .theme import wrap
from .widgets import draw_panel


class CoachLine:
    def __init__(self):
        self._lines = (None, None)  # ((text, size of the box), (font size, lines))

    def draw(self, surface, app, rect, text, colour="text"):
        lay, theme = app.layout, app.theme
        draw_panel(surface, theme, rect, "panel", radius=lay.gap)
        key = (text, rect.size)
        if self._lines[0] != key:
            self._lines = (key, self.fit(app, text, rect))
        size, lines = self._lines[1]
        step = theme.font(size, bold=True).get_linesize()
        y = rect.centery - len(lines) * step // 2
        for line in lines:
            label = theme.text(line, size, colour, bold=True)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
            y += step

    @staticmethod
    def fit(app, text, rect):
        """(font size, lines): the largest size whose wrapped lines fit `rect`."""
        lay, theme = app.layout, app.theme
        size = lay.small + 2
        while True:
            font = theme.font(size, bold=True)
            lines = wrap(font, text, rect.width - 2 * lay.gap)
            if len(lines) * font.get_linesize() <= rect.height - lay.gap // 2 or size <= 11:
                return size, lines[:max(1, rect.height // font.get_linesize())]
            size -= 1
