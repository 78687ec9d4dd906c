"""A row of buttons that becomes two where its words do not fit; and the board's bar.

The bar (`place_bar`, issue 28 point 4): its buttons each an icon with its word, of one width
in one row, all arranged alike: the word beside the icon where every word fits so in body
text, else under it in secondary text, else the icons alone (the word stays each button's name
for the keyboard and a screen reader). No word shrinks below the row's size or wraps alone. A
bar whose icons did not load is placed as any row of buttons.

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
from app.ui.widgets import Button, icon_px, words_fit

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


def place_bar(theme: Theme, lay: Layout, buttons: Sequence[Button], x: int, y: int, width: int) -> int:
    """The board's bar from (x, y) across `width`: one row of icons with their words, all
    arranged alike (module docstring); returns its bottom. Without every icon: place_rows."""
    if not has_icons(theme, lay, buttons):
        for button in buttons:
            button.arrangement = None
        return place_rows(theme, lay, buttons, x, y, width)
    gap = lay.gap
    each = (width - (len(buttons) - 1) * gap) // len(buttons)
    for index, button in enumerate(buttons):
        button.least = None
        button.rect = pygame.Rect(x + index * (each + gap), y, each, lay.tap)
    arrange(theme, lay, buttons)
    return y + lay.tap


def has_icons(theme: Theme, lay: Layout, buttons: Sequence[Button]) -> bool:
    """Every one of `buttons` has an icon the theme draws (the bar shows icons, with their words
    where they fit)."""
    return bool(buttons) and all(
        b.icon is not None and theme.icon(b.icon, icon_px(lay)) is not None for b in buttons
    )


def arrange(theme: Theme, lay: Layout, buttons: Sequence[Button]) -> None:
    """How the bar's buttons, where they now are, show icon and words, all alike: the words
    beside the icon where every word fits so in its button, else under it, else the icon
    alone. A view that places the bar's buttons itself (Tris 2's and Triad's side column)
    calls it again for their new widths."""
    if not has_icons(theme, lay, buttons):
        return
    shown = arrangement(theme, lay, buttons, [b.rect for b in buttons])
    for button in buttons:
        button.arrangement = shown


def arrangement(theme: Theme, lay: Layout, buttons: Sequence[Button], rects: Sequence[pygame.Rect]) -> str:
    """How `buttons` (each with an icon) would show icon and words in `rects`: "beside",
    "under" or "alone" (arrange)."""
    gap = lay.gap
    each = min(r.width for r in rects)
    icon = max(theme.icon(b.icon, icon_px(lay)).get_width() for b in buttons if b.icon)  # type: ignore[union-attr]
    body, small = theme.font(lay.text, bold=True), theme.font(lay.small, bold=True)
    beside = all(icon + gap // 2 + body.size(b.text)[0] + 2 * gap <= each for b in buttons)
    under = all(max(icon, small.size(b.text)[0]) + gap <= each for b in buttons) and (
        icon_px(lay) + small.get_linesize() - gap // 3 <= min(r.height for r in rects) - gap // 3
    )
    return "beside" if beside else "under" if under else "alone"


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
