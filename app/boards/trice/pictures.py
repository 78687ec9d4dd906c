"""Small picture helpers the parts share: a die's face, a label fitted to a width."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from app.ui.theme import Theme


def face_of(die: str) -> tuple[str, str, int]:
    """The sprite face of a die named like "W3"."""
    return ("pips", die[0], int(die[1:]))


def present(die: str | None) -> str:
    """A die the step says is there (in the hand, on a square): the queries answer None only
    where there is none."""
    assert die is not None
    return die


def fitted(
    theme: Theme, text: str, sizes: tuple[int, ...], colour: str, width: int, bold: bool = False
) -> pygame.Surface:
    """`text` in the first of the text roles `sizes` (the layout's, largest first) it fits
    `width` in, else in the last (never smaller: the eye tests catch what still spills)."""
    for size in sizes:
        label = theme.text(text, size, colour, bold)
        if label.get_width() <= width:
            break
    return label
