"""The coach line's box: one sentence in body text, or in secondary text where body text
would not fit in the box.

The board scene and the replay draw their coach line through it, so both look
the same. The wrapping is kept between frames (it only changes with the text
or the box's size). A sentence too long for the box even in secondary text is drawn
whole anyway (`overflow` says so, and the eye tests fail on it): words are never dropped.
"""

import pygame

from app.ui.design import Size
from app.ui.scene import AppLike
from app.ui.theme import Colour
from app.ui.widgets import draw_panel


class CoachLine:
    def __init__(self) -> None:
        # ((text, size of the box, the body and secondary sizes), (font size, lines)); None: not yet
        self._lines: tuple[tuple[str, tuple[int, int], int, int], tuple[Size, list[str]]] | None = None
        self.overflow = False

    def draw(
        self, surface: pygame.Surface, app: AppLike, rect: pygame.Rect, text: str, colour: Colour = "text"
    ) -> None:
        lay, theme = app.layout, app.theme
        draw_panel(surface, theme, rect, "panel", radius=lay.gap)
        key = (text, rect.size, lay.text, lay.small)
        if self._lines is None or self._lines[0] != key:
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
    def fits(app: AppLike, text: str, rect: pygame.Rect) -> bool:
        """Whether `text` fits a box `rect` (as draw sets it: secondary text at worst)."""
        size, lines = CoachLine.fit(app, text, rect)
        return (
            len(lines) * app.theme.font(size, bold=True).get_linesize() <= rect.height - app.layout.gap // 2
        )

    @staticmethod
    def height_for(app: AppLike, text: str, width: int) -> int:
        """The least height a box `width` wide needs to show `text` whole (in secondary text):
        a view sizes its box for a long sentence it says often."""
        lay, theme = app.layout, app.theme
        lines = theme.lines(text, lay.small, width - 2 * lay.gap, bold=True)
        return len(lines) * theme.font(lay.small, bold=True).get_linesize() + lay.gap // 2

    @staticmethod
    def fit(app: AppLike, text: str, rect: pygame.Rect) -> tuple[Size, list[str]]:
        """(font size, lines): body text if its wrapped lines fit `rect`, else secondary."""
        lay, theme = app.layout, app.theme
        for size in (lay.text, lay.small):
            lines = theme.lines(text, size, rect.width - 2 * lay.gap, bold=True)
            if len(lines) * theme.font(size, bold=True).get_linesize() <= rect.height - lay.gap // 2:
                return size, lines
        return size, lines
