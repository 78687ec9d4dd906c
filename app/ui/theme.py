"""Colours and fonts, loaded once. Paths are relative to the project folder
(the one holding main.py), which is what pygbag serves.

The colours are app/ui/design.py's colour roles (sprites/palette.json may override a value);
the sizes text is drawn at are the layout's text roles (design.Size). Every label a scene
draws comes from `Theme.text`, which remembers what each label says and how it was set
(app/ui/drawlog.py reads that when a frame is recorded for the eye tests)."""

import json
import os

import pygame

from app.ui import design, drawlog

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # app/ui/ -> the project

DEFAULT_PALETTE = dict(design.PALETTE)


def asset_path(*parts):
    return os.path.join(ROOT, *parts)


def _colour(value):
    try:
        return pygame.Color(value)
    except (ValueError, TypeError):
        return None


class Theme:
    def __init__(self):
        self.palette = {k: pygame.Color(v) for k, v in DEFAULT_PALETTE.items()}
        try:
            with open(asset_path("sprites", "palette.json"), encoding="utf-8") as handle:
                loaded = json.load(handle)
        except (OSError, ValueError):
            loaded = {}
        for key, value in loaded.items():
            if isinstance(value, str) and _colour(value) is not None:
                self.palette[key] = _colour(value)
            elif isinstance(value, list) and all(isinstance(v, str) for v in value):
                self.palette[key] = [pygame.Color(v) for v in value]
        self._fonts = {}
        self._texts = {}  # rendered labels: most are drawn again every frame

    def colour(self, name, fallback="#ff00ff"):
        return self.palette.get(name) or pygame.Color(fallback)

    def font(self, size, bold=False):
        key = (int(size), bold)
        font = self._fonts.get(key)
        if font is None:
            path = asset_path("fonts", "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
            font = pygame.font.Font(path if os.path.exists(path) else None, key[0])
            self._fonts[key] = font
        return font

    def text(self, text, size, colour="text", bold=False):
        """`text` rendered at `size` (a layout text role: lay.text, lay.small...) in the
        colour role `colour` (cached: the same label is not rendered twice)."""
        named = colour if isinstance(colour, str) else None
        if not isinstance(colour, (pygame.Color, tuple)):
            colour = self.colour(colour)
        key = (text, int(size), getattr(size, "role", None), tuple(colour), bold)
        label = self._texts.get(key)
        if label is None:
            if len(self._texts) > 512:
                self._texts.clear()
            label = self._texts[key] = self.font(size, bold).render(text, True, colour)
            drawlog.remember(
                label, drawlog.LabelInfo(text, int(size), key[2], tuple(colour)[:3], bold, named)
            )
        return label

    def lines(self, text, size, width, bold=False):
        """`text` wrapped to `width` pixels at `size`."""
        return wrap(self.font(size, bold), text, width)

    def fits(self, text, size, width, bold=False):
        return self.font(size, bold).size(text)[0] <= width

    def largest(self, text, sizes, width, bold=False, height=None):
        """The first of the text role sizes `sizes` (largest first) at which `text` fits
        `width` (and its letters `height`); the last if none does."""
        for size in sizes:
            font = self.font(size, bold)
            if font.size(text)[0] <= width and (height is None or font.get_ascent() <= height):
                return size
        return sizes[-1]


def wrap(font, text, width):
    """Split `text` into lines that fit `width` pixels (words never split
    unless a single word is too long)."""
    lines = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
