"""The full-card turn explained in three steps (mark, swap, raise), the one being played
lit: where the pool was, or below the seats' cards if a portrait board has room."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.theme import wrap
from app.ui.widgets import draw_panel
from games.i18n import N_, _

from ..part import Part

if TYPE_CHECKING:
    from games.trice.rules import TriceState
    from games.trice.view_queries import TriceQueries

    from ..hit import BoardUI
    from ..host import Host

STEPS = (
    ("mark", N_("Mark: pick any die for the other player to move.")),
    ("swap", N_("Swap: they swap it with a die beside it (not diagonal).")),
    ("inc", N_("Raise: they raise one of the two by one (6 becomes 1); then they mark.")),
)


class FullCardSteps(Part):
    def __init__(self, app: Host, rules: TriceQueries) -> None:
        self.app, self.rules = app, rules
        self.rect: pygame.Rect | None = None  # where it goes; None: no room in this layout

    def place(self, rect: pygame.Rect | None) -> None:
        self.rect = rect

    def shows(self, state: TriceState) -> bool:
        return self.rect is not None and self.rules.step(state) in ("mark", "swap", "inc")

    def draw(self, surface: pygame.Surface, state: TriceState, ui: BoardUI) -> None:
        if not self.shows(state):
            return
        theme, lay, rect = self.app.theme, self.app.layout, self.rect
        assert rect is not None  # shows() says so
        step = self.rules.step(state)
        box = rect.inflate(-2 * lay.gap, 0) if rect.width > 40 * lay.small else rect
        for size in (lay.text, lay.small):  # the largest text role that fits
            font, bold = theme.font(size), theme.font(size, bold=True)
            lines = [(_("The card is full"), bold, "text")] + [
                (line, bold if key == step else font, "accent" if key == step else "muted")
                for key, text in STEPS
                for line in wrap(bold if key == step else font, _(text), box.width - 2 * lay.gap)
            ]
            height = sum(f.get_linesize() for _, f, _ in lines) + 2 * lay.gap
            if height <= box.height:
                break
        frame = pygame.Rect(box.x, box.centery - height // 2, box.width, height)
        draw_panel(surface, theme, frame, "panel", radius=lay.gap)
        y = frame.y + lay.gap
        for text, font, colour in lines:
            label = theme.text(text, size, colour, bold=font is bold)
            surface.blit(label, (frame.x + lay.gap, y))
            y += font.get_linesize()
