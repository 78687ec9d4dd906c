"""A replay's timeline: buttons (Start, Prev, Play/Pause, Next, End) and a scrubber along
the moves, with the judge's mistake marks on it.

Each button shows a drawn icon (not a font glyph) over a short word, so a first-time
player need not guess: Play is the one gold button, a solid triangle (Pause: two bars);
one move back or on is an open chevron (Prev, Next: "Back" is the bar's, it leaves the
replay); the ends a bar and two triangles (Start, End). A button's `text` names it (tests,
the focus ring), its `label` is the word shown. The scrubber reports which position a
point on it means and leaves what to do to its scene.
"""

from collections.abc import Callable, Iterable
from typing import Literal

import pygame

from app.ui.scene import AppLike
from app.ui.widgets import Button, Widget, draw_button_face, draw_panel
from games.i18n import _, ngettext

# an icon's shape in a unit box (0..1): ("poly", points) or ("bar", x, width)
Shape = tuple[Literal["poly"], tuple[tuple[float, float], ...]] | tuple[Literal["bar"], float, float]


def _mirror(shapes: list[Shape]) -> list[Shape]:
    """The same icon pointing the other way (x -> 1 - x)."""
    out: list[Shape] = []
    for shape in shapes:
        if shape[0] == "poly":
            out.append(("poly", tuple((1 - x, y) for x, y in shape[1])))
        else:
            _kind, x, width = shape
            out.append(("bar", 1 - x - width, width))
    return out


# icon: a list of shapes in a unit box (0..1): ("poly", points) or ("bar", x, width)
CHEVRON: Shape = ("poly", ((0.66, 0.04), (0.82, 0.2), (0.52, 0.5), (0.82, 0.8), (0.66, 0.96), (0.2, 0.5)))
ICONS: dict[str, list[Shape]] = {
    "start": [
        ("bar", 0.04, 0.14),
        ("poly", ((0.56, 0.14), (0.2, 0.5), (0.56, 0.86))),
        ("poly", ((0.94, 0.14), (0.58, 0.5), (0.94, 0.86))),
    ],
    "back": [CHEVRON],
    "play": [("poly", ((0.2, 0.06), (0.9, 0.5), (0.2, 0.94)))],
    "pause": [("bar", 0.2, 0.22), ("bar", 0.58, 0.22)],
}
ICONS["forward"] = _mirror(ICONS["back"])
ICONS["end"] = _mirror(ICONS["start"])


class IconButton(Button):
    """A button showing a drawn icon over a short word (`label`); `text` names it."""

    def __init__(
        self, text: str, icon: str, action: Callable[[], object], label: str, style: str = "secondary"
    ) -> None:
        super().__init__(text, action, style=style)
        self.icon = icon
        self.label = label

    @staticmethod
    def width(app: AppLike, labels: Iterable[str], size: int | None = None) -> int:
        """The width every timeline button takes: a fingertip, or the widest word (at `size`,
        else secondary text)."""
        theme, lay = app.theme, app.layout
        widest = max(theme.font(size or lay.small, bold=True).size(label)[0] for label in labels)
        return max(lay.tap, widest + lay.gap)

    def draw(self, surface: pygame.Surface, app: AppLike, focused: bool) -> None:
        theme, lay = app.theme, app.layout
        ink = draw_button_face(surface, theme, self, focused)
        word = theme.text(self.label, self.least or lay.small, ink, bold=True)
        pad = max(2, lay.gap // 3)
        side = max(8, min(self.rect.height - word.get_height() - 3 * pad, int(self.rect.width * 0.5)))
        top = self.rect.centery - (side + pad + word.get_height()) // 2
        box = pygame.Rect(0, 0, side, side)
        box.midtop = (self.rect.centerx, top)
        colour = theme.colour(ink)
        for shape in ICONS[self.icon]:
            if shape[0] == "poly":
                pygame.draw.polygon(
                    surface, colour, [(box.x + x * side, box.y + y * side) for x, y in shape[1]]
                )
            else:
                _kind, x, width = shape
                pygame.draw.rect(
                    surface,
                    colour,
                    (
                        box.x + round(x * side),
                        box.y + round(0.1 * side),
                        max(3, round(width * side)),
                        round(0.8 * side),
                    ),
                )
        surface.blit(word, word.get_rect(midtop=(self.rect.centerx, box.bottom + pad)))


class Scrubber(Widget):
    """The moves as a line: position 0 (before the first move) to `count` (the end).

    `index` is the position shown, `marks` the move indices judged mistakes
    (move i leads to position i + 1), `note` a short word on the right (e.g.
    that moves are still being checked) and `note_bad` its colour."""

    focusable = False  # the arrow keys, Home and End move along it from anywhere

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.index = 0
        self.marks: tuple[int, ...] = ()
        self.note: str | None = None
        self.note_bad = False

    def track(self, app: AppLike) -> tuple[int, int, int]:
        """(left x, right x, y) of the line."""
        lay = app.layout
        knob = self.knob_radius(app)
        pad = lay.gap
        return (self.rect.x + pad + knob, self.rect.right - pad - knob, self.rect.bottom - max(pad, knob + 4))

    @staticmethod
    def knob_radius(app: AppLike) -> int:
        return max(7, app.layout.tap // 6)

    def position_at(self, app: AppLike, pos: tuple[int, int]) -> int:
        """The position a point on the scrubber means (its x, clamped to the line)."""
        left, right, _y = self.track(app)
        if right <= left or self.count == 0:
            return 0
        share = (pos[0] - left) / (right - left)
        return max(0, min(self.count, round(share * self.count)))

    def x_of(self, app: AppLike, index: int) -> float:
        left, right, _y = self.track(app)
        return left + (right - left) * index / max(1, self.count)

    def label(self) -> str:
        if self.index == 0:
            return ngettext("Start ({count} move)", "Start ({count} moves)", self.count).format(
                count=self.count
            )
        return _("Move {number} of {count}").format(number=self.index, count=self.count)

    def short_label(self) -> str:
        """The position in figures, where the words do not fit (a narrow scrubber, large text)."""
        return _("{number}/{count}").format(number=self.index, count=self.count)

    def draw(self, surface: pygame.Surface, app: AppLike, focused: bool) -> None:
        theme, lay = app.theme, app.layout
        draw_panel(surface, theme, self.rect, "panel_hi" if self.pressed else "panel", radius=lay.gap)
        left, right, y = self.track(app)
        size = lay.small
        words = self.label()
        if not theme.fits(words, size, self.rect.width - 2 * lay.gap, bold=True):
            words = self.short_label()
        label = theme.text(words, size, "text", bold=True)
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
            pygame.draw.polygon(
                surface,
                bad,
                [(x - radius * 0.7, y - radius * 1.9), (x + radius * 0.7, y - radius * 1.9), (x, y - radius)],
            )
        pygame.draw.circle(surface, theme.colour("accent"), (int(knob_x), y), radius)
        pygame.draw.circle(surface, theme.colour("text"), (int(knob_x), y), radius, width=2)
