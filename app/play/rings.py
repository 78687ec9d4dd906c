"""What a lesson and a puzzle's hint point at on the board, and the pulsing two-tone rings
they draw round it: they show on light and dark boards alike, and unlike any mark of the views'.

A move may take more than one tap (pick a die, then its cell): where no target plays one of
the moves at once, the picks that lead to one within a tap or two are pointed at.

A ring grows at most GROW_MAX of a gap (with its dark edge) beyond the thing it rings, so it
never reaches a label set a gap away (TRICE's pool captions beside their dice: a hint's ring
round the first white die once covered the end of 'White')."""

from __future__ import annotations

import pygame

from ..boards.view import CLEAR

GROW_MIN = 0.25  # of a gap: the ring's growth at rest...
GROW_MAX = 0.6  # ...and at the pulse's peak; plus its 3 px dark edge, under a gap


def leads(board, pick, moves, depth=2):
    """Whether holding `pick` brings one of `moves` within a tap (or, with depth 2, two picks).
    The board's selection is put back as it was."""
    ui = board.ui
    saved = ui.selected
    ui.selected = pick
    try:
        for _rect, hit in board.view.targets(board.state, ui):
            if hit is None:
                continue
            if hit.move in moves:
                return True
            if (
                depth > 1
                and hit.move is None
                and hit.pick not in (None, CLEAR, pick)
                and leads(board, hit.pick, moves, depth - 1)
            ):
                return True
        return False
    finally:
        ui.selected = saved
        board.view.sync(board.state, ui)


def pointing_at(board, targets, moves):
    """Of `targets` [(rect, Hit)], those that play one of `moves`, else the picks that lead
    to one."""
    found = [(rect, hit) for rect, hit in targets if hit is not None and hit.move in moves]
    return found or [
        (rect, hit)
        for rect, hit in targets
        if hit is not None
        and hit.move is None
        and hit.pick not in (None, CLEAR)
        and leads(board, hit.pick, moves)
    ]


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
