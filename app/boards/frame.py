"""The standard board frame: the scene's buttons along the top, the coach line
under them, the board below. The board scene uses it unless the view frames
the screen itself (`BoardView.frame`); such a view may compare with it."""

import copy

import pygame

from games import i18n


SHARE_LETTERS = 7  # a bar button's share of the row: its word's letters, at least this many


def standard_frame(lay, bar):
    """Place the `bar` buttons in a row along the top; (status_rect, board_rect). Each
    button's share of the row follows the length of its longest word (at least SHARE_LETTERS
    letters' worth), so a long word in another language ("Ricomincia") gets the room a short one
    leaves (English's, of 7 letters at most, are equal)."""
    margin, gap = lay.margin, lay.gap
    bar_h = lay.tap
    width = lay.width - 2 * margin
    shares = [max([SHARE_LETTERS] + [len(word) for word in (getattr(button, "text", "") or "").split()])
              for button in bar]  # words of two may go on two lines: the longest one counts
    total = sum(shares) or 1
    x, done = margin, 0
    for button, share in zip(bar, shares):  # the row spans the coach line's width
        done += share
        right = margin + (width + gap) * done // total - gap
        button.rect = pygame.Rect(x, margin, right - x, bar_h)
        x = right + gap
    status_h = status_height(lay)
    status = pygame.Rect(margin, margin + bar_h + gap, width, status_h)
    top = status.bottom + gap
    return status, pygame.Rect(margin, top, width, lay.height - margin - top)


def status_height(lay):
    """The coach line's box: two lines of body text; with the player's larger text, where a
    sentence takes more lines, three lines of secondary text (app/coach_line.py falls back
    to it) if that is taller."""
    height = int(lay.text * 2.6)
    if lay.text_scale > 1 or i18n.language() != i18n.SOURCE:  # a translation runs longer
        height = max(height, lay.lines(lay.small, 3) + lay.gap // 2)
    return height


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
