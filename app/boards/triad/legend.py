"""What a triad is, shown beside the Triad board when the layout leaves room for
it: the goal, two example triads drawn as dice, and one sentence. Painted once
per layout."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.boards.part import Part
from app.ui.faces import draw_face
from app.ui.theme import wrap
from games.i18n import N_, _

from .palette import face

if TYPE_CHECKING:
    from pygame.font import Font  # a type only: the fonts come from the theme

    from app.ui.layout import Layout
    from games.triad.rules import TriadState

    from ..hit import BoardUI
    from ..host import Host

TITLE = N_("Make 3 triads to win")
EXAMPLES = (((1, 1), (0, 1), (1, 1)), ((0, 1), (1, 2), (0, 3)))  # (seat, value): alike / all different
WORDS = (
    N_(
        "A triad: three dice side by side in a row, column or diagonal, both colours, numbers all alike or "
        "all different."
    ),
    N_("A triad: 3 dice in a line, both colours, all alike or all different."),
)


class Legend(Part):
    def __init__(self, app: Host) -> None:
        self.app = app
        self.rect: pygame.Rect | None = None  # None: no room in this layout
        self.picture: pygame.Surface | None = None

    def layout(self, lay: Layout, rect: pygame.Rect | None) -> None:
        self.rect, self.picture = rect, None

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        if self.rect is None:
            return
        if self.picture is None:
            self.picture = paint_legend(self.app, self.rect.size)
        surface.blit(self.picture, self.rect)


def paint_legend(app: Host, size: tuple[int, int]) -> pygame.Surface:
    """The legend's picture for a box of `size`: the example dice wherever they can be read
    (they show a triad faster than words), then body text if it fits, else secondary; the
    longer sentence if it fits, else the shorter; only the goal if no sentence fits."""
    theme, lay = app.theme, app.layout
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, theme.colour("panel"), surface.get_rect(), border_radius=lay.gap)
    inner = width - 2 * lay.gap
    for with_dice, font_size in ((True, lay.text), (True, lay.small), (False, lay.text), (False, lay.small)):
        title = theme.text(_(TITLE), font_size, "text", bold=True)
        for words in tuple(_(w) for w in WORDS) + ("",):
            font = theme.font(font_size)
            lines = wrap(font, words, inner) if words else []
            text_h = title.get_height() + len(lines) * font.get_linesize()
            room = height - lay.gap - text_h
            side = min(int(font_size * 2.6), (inner - 4 * lay.gap) // 7, room - lay.gap // 2)
            fits = [font.size(line)[0] <= inner for line in lines] + [title.get_width() <= inner]
            if room >= 0 and all(fits) and (legible(side, font_size, lines) or not with_dice):
                place(app, surface, title, lines, font, font_size, side)
                return surface
    return surface


def legible(side: int, font_size: int, lines: list[str]) -> bool:
    """Whether example dice `side` px wide read beside text of `font_size` (with a sentence)."""
    return bool(lines) and side >= max(16, font_size * 1.4)


def place(
    app: Host,
    surface: pygame.Surface,
    title: pygame.Surface,
    lines: list[str],
    font: Font,
    font_size: int,
    side: int,
) -> None:
    """Title, the examples (when `side` leaves a legible die), the sentence: centred."""
    theme, lay = app.theme, app.layout
    width, height = surface.get_size()
    show = legible(side, font_size, lines)  # smaller dice would not read
    block = title.get_height() + len(lines) * font.get_linesize() + ((side + lay.gap // 2) if show else 0)
    y = (height - block) // 2
    surface.blit(title, title.get_rect(midtop=(width // 2, y)))
    y += title.get_height()
    if show:
        # TRANSLATORS: between the two example triads of the legend.
        word = theme.text(_("or"), font_size, "muted")
        step = side + max(2, side // 8)
        row = 2 * (2 * step + side) + 2 * lay.gap + word.get_width()
        x = (width - row) // 2
        for index, example in enumerate(EXAMPLES):
            for seat, value in example:
                surface.blit(draw_face(app, face(seat, value), side), (x, y + lay.gap // 4))
                x += step
            x += side - step
            if index == 0:
                surface.blit(word, word.get_rect(midleft=(x + lay.gap, y + lay.gap // 4 + side // 2)))
                x += 2 * lay.gap + word.get_width()
        y += side + lay.gap // 2
    for line in lines:
        label = theme.text(line, font_size, "muted")
        surface.blit(label, label.get_rect(midtop=(width // 2, y)))
        y += font.get_linesize()
