"""Colours and fonts, loaded once. Data files are found through games/datafiles.py: the project
folder (the one holding main.py, which is what pygbag serves) in a checkout, the package
`tridice_data` once installed or frozen; never the working folder.

The colours are app/ui/design.py's colour roles (sprites/palette.json may override a value);
the sizes text is drawn at are the layout's text roles (design.Size). Every label a scene
draws comes from `Theme.text`, which remembers what each label says and how it was set
(app/ui/drawlog.py reads that when a frame is recorded for the eye tests)."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Literal, TypeVar, overload

import pygame

from app.ui import design, drawlog
from games import datafiles

ROOT = datafiles.ROOT  # the folder holding sprites/, sounds/, fonts/ (games/datafiles.py)

DEFAULT_PALETTE = dict(design.PALETTE)

# What a text or a panel is drawn in: a colour role's name ("text", "panel"), or a colour.
Colour = str | pygame.Color | tuple[int, ...]
SizeT = TypeVar("SizeT", bound=int)  # a text role's size (design.Size) stays one


def asset_path(*parts: str) -> str:
    return os.path.join(ROOT, *parts)


def check_font(path: str) -> None:
    """Open the font file at `path` and draw a few letters with it; raises what pygame raises
    for a damaged one (app/ui/datacheck.py, before the window opens)."""
    if not pygame.font.get_init():
        pygame.font.init()
    pygame.font.Font(path, 16).render("TriDice 123", True, (0, 0, 0))


def _colour(value: str) -> pygame.Color | None:
    try:
        return pygame.Color(value)
    except (ValueError, TypeError):
        return None


class Theme:
    def __init__(self) -> None:
        # a colour role -> its colour; a few roles are lists (TRI's players: "tri_players")
        self.palette: dict[str, pygame.Color | list[pygame.Color]] = {
            k: pygame.Color(v) for k, v in DEFAULT_PALETTE.items()
        }
        try:
            with open(asset_path("sprites", "palette.json"), encoding="utf-8") as handle:
                loaded = json.load(handle)
        except (OSError, ValueError):
            loaded = {}
        for key, value in loaded.items():
            colour = _colour(value) if isinstance(value, str) else None
            if colour is not None:
                self.palette[key] = colour
            elif isinstance(value, list) and all(isinstance(v, str) for v in value):
                self.palette[key] = [pygame.Color(v) for v in value]
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        # rendered labels (text, size, role, colour, bold): most are drawn again every frame
        self._texts: dict[tuple[str, int, str | None, tuple[int, ...], bool], pygame.Surface] = {}

    # The one list in the palette is asked for by name; every other role is one colour.
    @overload
    def colour(  # type: ignore[overload-overlap]
        self, name: Literal["tri_players"], fallback: str = ...
    ) -> list[pygame.Color]: ...

    @overload
    def colour(self, name: str, fallback: str = ...) -> pygame.Color: ...

    def colour(self, name: str, fallback: str = "#ff00ff") -> pygame.Color | list[pygame.Color]:
        return self.palette.get(name) or pygame.Color(fallback)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (int(size), bold)
        font = self._fonts.get(key)
        if font is None:
            path = asset_path("fonts", "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
            font = pygame.font.Font(path if os.path.exists(path) else None, key[0])
            self._fonts[key] = font
        return font

    def text(self, text: str, size: int, colour: Colour = "text", bold: bool = False) -> pygame.Surface:
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

    def lines(self, text: str, size: int, width: float, bold: bool = False) -> list[str]:
        """`text` wrapped to `width` pixels at `size`."""
        return wrap(self.font(size, bold), text, width)

    def fits(self, text: str, size: int, width: float, bold: bool = False) -> bool:
        return self.font(size, bold).size(text)[0] <= width

    def largest(
        self, text: str, sizes: Sequence[SizeT], width: float, bold: bool = False, height: float | None = None
    ) -> SizeT:
        """The first of the text role sizes `sizes` (largest first) at which `text` fits
        `width` (and its letters `height`); the last if none does."""
        for size in sizes:
            font = self.font(size, bold)
            if font.size(text)[0] <= width and (height is None or font.get_ascent() <= height):
                return size
        return sizes[-1]


def wrap(font: pygame.font.Font, text: str, width: float) -> list[str]:
    """Split `text` into lines that fit `width` pixels (words never split
    unless a single word is too long)."""
    lines: list[str] = []
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
