"""Which sprite-sheet cell shows which die face, for each kind of die.

Faces are small tuples: ("pips", colour, value) with colour W/P/O (TRICE,
TRI uses W), ("roman", colour, value) with colour black/orange (Triad),
("symbol", s) with s in X, O, / (Tris 2). A board may draw faces of its own too (TRI's
("hidden",): a die rolled, but not this viewer's to see).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from app.ui.scene import AppLike

Face = tuple[str, str, int] | tuple[str, str] | tuple[str]
Renderer = Callable[[Face, int], "pygame.Surface"]  # (face, size in px) -> its picture

PIP_ROWS = {"W": 0, "P": 1, "O": 2}
ROMAN_ROWS = {"black": 0, "orange": 1}
SYMBOLS = ("X", "O", "/")


def draw_face(app: AppLike, face: Face, size: float, marks: bool | None = None) -> pygame.Surface:
    """The picture of `face` at `size` px, with its colour's pattern (TRICE's dice: a ring on
    white, hatching on purple, dots on orange) when the setting "Colour patterns on TRICE
    dice" is on, or as `marks` says."""
    assets = app.assets
    if len(face) == 3:
        kind, colour, value = face
        if kind == "pips":
            picture = assets.scaled("dice_pips", value - 1, PIP_ROWS[colour], size)
            if (app.settings.colourblind_marks if marks is None else marks) and assets.has("dice_marks"):
                picture = picture.copy()
                picture.blit(assets.scaled("dice_marks", PIP_ROWS[colour], 0, size), (0, 0))
            return picture
        if kind == "roman":
            return assets.scaled("dice_roman", value - 1, ROMAN_ROWS[colour], size)
    elif len(face) == 2 and face[0] == "symbol":
        return assets.scaled("dice_symbols", SYMBOLS.index(face[1]), 0, size)
    raise ValueError(face)


def renderer(app: AppLike, marks: bool | None = None) -> Renderer:
    return lambda face, size: draw_face(app, face, size, marks)


def menu_face(app: AppLike, game_id: str) -> Renderer:
    return renderer(app, None if game_id == "trice" else False)  # only TRICE's dice differ in colour
