"""The Triad board's colours, and the die face each seat shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ..host import Face

COLOURS = ("black", "orange")  # the dice sheet's rows, by seat
BOARD = pygame.Color("#e9e1cc")
CELL = pygame.Color("#d8ccab")
CELL_EDGE = pygame.Color("#bfae85")
HOME = (pygame.Color("#c9c2b1"), pygame.Color("#e8c79a"))  # row 6 (Black), row 1 (Orange)
LIT = pygame.Color("#a9dcec")
TRACE = pygame.Color(
    "#94805a"
)  # the last move's path and standing triads (20 ΔE00 off every cell: docs/design.md)
GLOW_LOW, GLOW_HIGH = pygame.Color("#f0b429"), pygame.Color("#ffe08a")


def face(seat: int | None, value: int) -> Face:
    assert seat is not None  # a die on the board has a seat (rules.dice may say None of no die)
    return ("roman", COLOURS[seat], value)
