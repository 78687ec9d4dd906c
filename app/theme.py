"""Colours and fonts, loaded once. Paths are relative to the project folder
(the one holding main.py), which is what pygbag serves."""

import json
import os

import pygame

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

DEFAULT_PALETTE = {
    "background": "#1d2430", "panel": "#2a3342", "panel_hi": "#374357",
    "text": "#f2efe6", "muted": "#a9b2c0", "accent": "#f0b429", "highlight": "#56c2e6",
    "good": "#5ccf7a", "bad": "#ef6b6b",
}


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
        """`text` rendered (cached: the same label is not rendered twice)."""
        if not isinstance(colour, (pygame.Color, tuple)):
            colour = self.colour(colour)
        key = (text, int(size), tuple(colour), bold)
        label = self._texts.get(key)
        if label is None:
            if len(self._texts) > 512:
                self._texts.clear()
            label = self._texts[key] = self.font(size, bold).render(text, True, colour)
        return label


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
