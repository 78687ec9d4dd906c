"""The standard board frame: the scene's buttons along the top, the coach line
under them, the board below. The board scene uses it unless the view frames
the screen itself (`BoardView.frame`); such a view may compare with it."""

import copy

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


def within(lay, sheet):
    """`lay` on a canvas that ends `px` before its bottom or right `side` (`sheet` is (side,
    px); None: all of it): the same sizes (text roles, taps, margins), a smaller screen to
    frame a board in."""
    if sheet is None:
        return lay
    side, px = sheet
    out = copy.copy(lay)
    width, height = (lay.width, lay.height - px) if side == "bottom" else (lay.width - px, lay.height)
    out.size = (max(1, width), max(1, height))
    out.width, out.height = out.size
    out.portrait = out.height >= out.width
    return out
