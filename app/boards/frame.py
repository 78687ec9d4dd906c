"""The standard board frame: the scene's buttons along the top, the coach line
under them, the board below. The board scene uses it unless the view frames
the screen itself (`BoardView.frame`); such a view may compare with it."""

import copy

import pygame

from games import i18n

from ..widgets import words_fit


SHARE_LETTERS = 7  # a bar button's share of the row: its word's letters, at least this many


def standard_frame(lay, bar, theme):
    """Place the `bar` buttons along the top; (status_rect, board_rect). Each button's share
    of a row follows the length of its longest word (at least SHARE_LETTERS letters' worth),
    so a long word in another language ("Ricomincia") gets the room a short one leaves
    (English's, of 7 letters at most, are equal). Where a word still does not fit its button
    (German's "Rückgängig" in large text on a 320-px phone) the buttons take two rows."""
    rows = 1
    place_row(lay, bar, 0, len(bar))
    if not all(words_fit(theme, lay, getattr(button, "text", "") or "", button.rect) for button in bar):
        rows = 2
        half = (len(bar) + 1) // 2
        place_row(lay, bar[:half], 0, half)
        place_row(lay, bar[half:], 1, half)
    status_h = status_height(lay)
    status = pygame.Rect(lay.margin, bar_bottom(lay, rows) + lay.gap, lay.width - 2 * lay.margin, status_h)
    top = status.bottom + lay.gap
    return status, pygame.Rect(lay.margin, top, status.width, lay.height - lay.margin - top)


def bar_bottom(lay, rows):
    """The bottom of the frame's `rows` rows of buttons."""
    return lay.margin + rows * lay.tap + (rows - 1) * lay.gap


def place_row(lay, buttons, row, slots):
    """`buttons` side by side in row `row` of the frame's bar, spanning the coach line's
    width as `slots` buttons would (a short last row keeps its first row's columns)."""
    margin, gap = lay.margin, lay.gap
    width = lay.width - 2 * margin
    shares = [max([SHARE_LETTERS] + [len(word) for word in (getattr(button, "text", "") or "").split()])
              for button in buttons]  # words of two may go on two lines: the longest one counts
    shares += [SHARE_LETTERS] * (slots - len(buttons))
    total = sum(shares) or 1
    x, done, y = margin, 0, bar_bottom(lay, row + 1) - lay.tap
    for button, share in zip(buttons, shares):
        done += share
        right = margin + (width + gap) * done // total - gap
        button.rect = pygame.Rect(x, y, right - x, lay.tap)
        x = right + gap


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
