"""A row of buttons that becomes two where its words do not fit.

The board's bar along the top and a setup page's buttons along the bottom share
it. The buttons are of one width where every word fits it; else each gets the room
its longest word needs and a part of what is left, so a long word in another
language ("Rückgängig") takes the room a short one ("Menü") leaves. Where a word
still does not fit (German in large text on a 320-px phone) the buttons take two
rows: a smaller board beats words spilling over their neighbours.
"""

from collections.abc import Sequence

import pygame

from app.ui import design
from app.ui.layout import Layout
from app.ui.theme import Theme
from app.ui.widgets import Button, words_fit

SHORT_CSS = 540  # a screen shorter than this (320x480) cannot spare a second row of buttons


def place_rows(theme: Theme, lay: Layout, buttons: Sequence[Button], x: int, y: int, width: int) -> int:
    """Place `buttons` in one row from (x, y) across `width`, or in two rows where a word
    does not fit its one-row button; returns the bottom of the last row. On a short screen
    with the player's larger text, the row first tries the normal secondary text size (a
    second row there would leave a board too small to play on)."""
    sizes: list[int | None] = [None] + (
        [design.type_sizes(lay.unit, lay.css_scale)["secondary"]] if short(lay) else []
    )
    for least in sizes:  # one row: the words at their size, then (short screen) the normal one
        for button in buttons:
            button.least = least
        if place_row(theme, lay, buttons, x, y, width, len(buttons), least) and all(
            fits(theme, lay, button) for button in buttons
        ):
            return y + lay.tap
    for button in buttons:
        button.least = None
    half = (len(buttons) + 1) // 2
    for index, row in enumerate((buttons[:half], buttons[half:])):
        place_row(theme, lay, row, x, y + index * (lay.tap + lay.gap), width, half)
    return y + 2 * lay.tap + lay.gap


def rows_height(theme: Theme, lay: Layout, buttons: Sequence[Button], width: int) -> int:
    """How tall place_rows makes `buttons` in `width` (it places them at the top left)."""
    return place_rows(theme, lay, buttons, 0, 0, width)


def short(lay: Layout) -> bool:
    """A short screen, with text larger than normal (where a smaller size can help)."""
    return lay.text_scale > 1 and lay.height / lay.css_scale < SHORT_CSS


def place_row(
    theme: Theme,
    lay: Layout,
    buttons: Sequence[Button],
    x: int,
    y: int,
    width: int,
    slots: int,
    size: int | None = None,
) -> bool:
    """`buttons` side by side from (x, y), spanning `width` as `slots` buttons would (a
    short last row keeps to its first row's widths): of one width where every word fits
    that with its padding, else each as wide as its longest word (in secondary text, as a
    narrow button draws it, or at `size`) and an equal part of what is left. False where
    the words need more than `width` (the buttons then run past it)."""
    gap = lay.gap
    font = theme.font(size or lay.small, bold=True)
    needs = [max([0] + [font.size(word)[0] for word in text_of(button).split()]) + gap for button in buttons]
    room = width - (slots - 1) * gap
    equal = room // max(1, slots)
    needs += [equal] * (slots - len(buttons))
    if all(need + gap <= equal for need in needs):
        widths = [equal] * slots
    else:
        extra = max(0, room - sum(needs)) // slots
        widths = [need + extra for need in needs]
    left = x
    for button, button_width in zip(buttons, widths):
        button.rect = pygame.Rect(left, y, button_width, lay.tap)
        left += button_width + gap
    return sum(needs) <= room


def fits(theme: Theme, lay: Layout, button: Button) -> bool:
    """Whether a button's words fit it in a row: they may take half of its padding (a
    phone's narrow button and a long word), never cross its edge."""
    return words_fit(
        theme, lay, text_of(button), button.rect, margin=lay.gap // 2, least=getattr(button, "least", None)
    )


def text_of(button: Button) -> str:
    return getattr(button, "text", "") or ""
