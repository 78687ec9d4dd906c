"""The standard board frame: the scene's buttons along the top, the coach line
under them, the board below. The board scene uses it unless the view frames
the screen itself (`BoardView.frame`); such a view may compare with it."""

import pygame


def standard_frame(lay, bar):
    """Place the `bar` buttons in a row along the top; (status_rect, board_rect)."""
    margin, gap = lay.margin, lay.gap
    bar_h = lay.tap
    width = lay.width - 2 * margin
    count = len(bar)
    x = margin
    for index, button in enumerate(bar):  # the row spans the coach line's width
        right = margin + (width + gap) * (index + 1) // count - gap
        button.rect = pygame.Rect(x, margin, right - x, bar_h)
        x = right + gap
    status_h = int(lay.text * 2.6)
    status = pygame.Rect(margin, margin + bar_h + gap, width, status_h)
    top = status.bottom + gap
    return status, pygame.Rect(margin, top, width, lay.height - margin - top)
