"""The pulsing two-tone rings a lesson and a puzzle's hint draw round what to tap: they show
on light and dark boards alike, and unlike any mark of the views'.

A ring grows at most GROW_MAX of a gap (with its dark edge) beyond the thing it rings, so it
never reaches a label set a gap away (TRICE's pool captions beside their dice: a hint's ring
round the first white die once covered the end of 'White')."""

from __future__ import annotations

import pygame

GROW_MIN = 0.25  # of a gap: the ring's growth at rest...
GROW_MAX = 0.6   # ...and at the pulse's peak; plus its 3 px dark edge, under a gap


def draw_rings(surface, lay, theme, rects, pulse, pointer=False):
    """A ring round each of `rects`, `pulse` (0..1) from the rings' animation; with `pointer`
    a small arrow above each, pointing down at it."""
    dark, gold = theme.colour("background"), theme.colour("accent")
    grow = int(lay.gap * (GROW_MIN + (GROW_MAX - GROW_MIN) * pulse))
    for rect in rects:
        ring = pygame.Rect(rect).inflate(2 * grow, 2 * grow)
        radius = max(6, min(ring.width, ring.height) // 4)
        pygame.draw.rect(surface, dark, ring.inflate(6, 6), width=9, border_radius=radius + 3)
        pygame.draw.rect(surface, gold, ring, width=5, border_radius=radius)
        if pointer:
            size = max(8, lay.gap + 2)
            tip = (ring.centerx, ring.top - 2)
            arrow = [tip, (tip[0] - size, tip[1] - size - 2), (tip[0] + size, tip[1] - size - 2)]
            pygame.draw.polygon(surface, gold, arrow)
            pygame.draw.polygon(surface, dark, arrow, width=2)
