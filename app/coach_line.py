"""The coach line's box: one sentence in body text, or in secondary text where body text
would not fit in the box.

The board scene and the replay draw their coach line through it, so both look
the same. The wrapping is kept between frames (it only changes with the text
or the box's size). A sentence too long for the box even in secondary text is drawn
whole anyway (`overflow` says so, and the eye tests fail on it): words are never dropped.
"""

from .widgets import draw_panel


class CoachLine:
    def __init__(self):
        self._lines = (None, None)  # ((text, size of the box), (font size, lines))
        self.overflow = False

    def draw(self, surface, app, rect, text, colour="text"):
        lay, theme = app.layout, app.theme
        draw_panel(surface, theme, rect, "panel", radius=lay.gap)
        key = (text, rect.size, lay.text, lay.small)
        if self._lines[0] != key:
            self._lines = (key, self.fit(app, text, rect))
        size, lines = self._lines[1]
        step = theme.font(size, bold=True).get_linesize()
        self.overflow = len(lines) * step > rect.height
        y = rect.centery - len(lines) * step // 2
        for line in lines:
            label = theme.text(line, size, colour, bold=True)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
            y += step

    @staticmethod
    def fit(app, text, rect):
        """(font size, lines): body text if its wrapped lines fit `rect`, else secondary."""
        lay, theme = app.layout, app.theme
        for size in (lay.text, lay.small):
            lines = theme.lines(text, size, rect.width - 2 * lay.gap, bold=True)
            if len(lines) * theme.font(size, bold=True).get_linesize() <= rect.height - lay.gap // 2:
                return size, lines
        return size, lines
