"""Small pictures shared by the TRI seat cards, the battle panel and the last
battle's recap: text fitted to a width by text role and wording, little face-up cards, a
hand of cards (a card picture for each value held, "x4" after it when there are
several, faint when none is left: it reads as cards, not a formula)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from app.ui import design

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from app.ui.design import Size
    from app.ui.layout import Layout
    from app.ui.theme import Theme

Hand = Mapping[str, "int | None"]  # card value ("+2") -> how many are held

CARD_VALUES = ("+2", "+3", "+4")
CARD_FACE = pygame.Color("#f2eee6")  # a card's face: a picture colour; its words are "ink"
WIDEST_HAND = {"+2": 9, "+3": 9, "+4": 9}  # the cards are sized for this many of each


def fitted_text(
    theme: Theme,
    text: str,
    sizes: Sequence[int],
    colour: str,
    width: int,
    bold: bool = False,
    shorter: str | Sequence[str] | None = None,
) -> pygame.Surface:
    """`text` in the first of the text roles `sizes` (largest first) it fits `width` in, or
    `shorter` (a terser wording, or several, tersest last) at that size; else the tersest
    wording at the last size (never smaller: the eye tests catch what still spills)."""
    wordings = [text] + ([shorter] if isinstance(shorter, str) else list(shorter or ()))
    for size in sizes:
        for words in wordings:
            if words and theme.fits(words, size, width, bold):
                return theme.text(words, size, colour, bold)
    return theme.text(wordings[-1], sizes[-1], colour, bold)


def fitted_lines(
    theme: Theme,
    text: str,
    sizes: Sequence[int],
    width: int,
    bold: bool = False,
    shorter: str | Sequence[str] | None = None,
    most: int = 2,
) -> tuple[int, list[str]]:
    """(size, lines): `text` on one line in the first of the text roles `sizes` (largest
    first) it fits `width` in, or `shorter` at that size; else the tersest wording wrapped at
    the last size into at most `most` lines (the whole wording when the tersest needs more)."""
    wordings = [text] + ([shorter] if isinstance(shorter, str) else list(shorter or ()))
    for size in sizes:
        for words in wordings:
            if words and theme.fits(words, size, width, bold):
                return size, [words]
    size = sizes[-1]
    for words in reversed(wordings):
        lines = theme.lines(words, size, width, bold)
        if len(lines) <= most:
            return size, lines
    return size, theme.lines(wordings[-1], size, width, bold)


def mini_card(theme: Theme, text: str, height: int, size: int, enabled: bool = True) -> pygame.Surface:
    """A small face-up card showing `text` (a value like +2) at the text role `size`; faint
    when none is left (switched off: its words in the "faint" role)."""
    label = theme.text(text, size, "ink" if enabled else "faint", bold=True)
    height = max(height, label.get_bounding_rect().height + 6)  # its words whole, whatever the row
    card = pygame.Surface((max(label.get_width() + 6, int(height * 0.8)), height), pygame.SRCALPHA)
    pygame.draw.rect(card, CARD_FACE, card.get_rect(), border_radius=max(2, height // 6))
    card.blit(label, label.get_rect(center=card.get_rect().center))
    if not enabled:
        card.set_alpha(80)
    return card


def hand_parts(
    theme: Theme,
    lay: Layout,
    hand: Hand,
    all_values: bool = True,
    tight: bool = False,
    size: Size | None = None,
) -> list[tuple[int, Callable[[pygame.Surface, int, int], None]]]:
    """[(width, draw(surface, x, y))] for each card value held: a little card, then how many
    (`tight`: smaller and closer, for narrow cards), in text of `size` (the secondary role's
    unless told)."""
    size = count_size = size or lay.small
    line = theme.font(size).get_linesize()
    space = 3 if tight else 6
    out: list[tuple[int, Callable[[pygame.Surface, int, int], None]]] = []
    for value in CARD_VALUES:
        count = hand.get(value) or 0
        if not count and not all_values:
            continue
        card = mini_card(theme, value, line - 2, size, enabled=count > 0)
        times = theme.text(f"\u00d7{count}" if count > 1 else "", count_size, "muted")
        width = card.get_width() + (1 + times.get_width() if count > 1 else 0) + space

        def draw(
            surface: pygame.Surface,
            x: int,
            y: int,
            card: pygame.Surface = card,
            times: pygame.Surface = times,
        ) -> None:
            surface.blit(card, (x, y + 1))
            surface.blit(times, times.get_rect(midleft=(x + card.get_width() + 1, y + line // 2)))

        out.append((width, draw))
    return out


def hand_width(
    theme: Theme,
    lay: Layout,
    hand: Hand,
    all_values: bool = True,
    tight: bool = False,
    size: Size | None = None,
) -> int:
    parts = hand_parts(theme, lay, hand, all_values, tight, size)
    return sum(width for width, _draw in parts) - (3 if tight else 6)


def draw_hand(
    surface: pygame.Surface,
    theme: Theme,
    lay: Layout,
    hand: Hand,
    x: int,
    y: int,
    width: int,
    right: bool = False,
) -> None:
    """The hand in `width` px from x (or ending there, `right`): every value, closer
    when narrow, or only those held when that is still too wide; a full hand in the player's
    large text on a half-screen card (two cards a row on a 320-px phone) in the secondary
    text of normal size, rather than past the card's edge."""
    normal = design.role_size("secondary", lay.unit, lay.css_scale)
    tries = [(True, False, lay.small), (True, True, lay.small), (False, True, lay.small)]
    tries += [(False, True, normal)] if normal < lay.small else []
    for index, (all_values, tight, size) in enumerate(tries):
        need = hand_width(theme, lay, hand, all_values, tight, size)
        if need <= width or index == len(tries) - 1:
            x = x - need if right else x
            for part_w, draw in hand_parts(theme, lay, hand, all_values, tight, size):
                draw(surface, x, y)
                x += part_w
            return
