"""Small pictures shared by the TRI seat cards, the battle panel and the last
battle's recap: text that shrinks to fit, little face-up cards, a hand of
cards (a card picture for each value held, "x4" after it when there are
several, faint when none is left: it reads as cards, not a formula)."""

import pygame

CARD_VALUES = ("+2", "+3", "+4")
INK = pygame.Color("#24221f")
CARD_FACE = pygame.Color("#f2eee6")


def fitted_text(theme, text, size, colour, width, bold=False, shorter=None):
    """`text` at `size`, or a little smaller when it would not fit `width`,
    or else `shorter` (a terser wording) at that smaller size."""
    label = theme.text(text, size, colour, bold)
    while label.get_width() > width and size > 11:
        size -= 1
        label = theme.text(text, size, colour, bold)
    if label.get_width() > width and shorter:
        label = theme.text(shorter, size, colour, bold)
    return label


def mini_card(theme, text, height, size, enabled=True):
    """A small face-up card showing `text` (a value like +2); faint when none is left."""
    label = theme.text(text, size, INK, bold=True)
    card = pygame.Surface((max(label.get_width() + 6, int(height * 0.8)), height), pygame.SRCALPHA)
    pygame.draw.rect(card, CARD_FACE, card.get_rect(), border_radius=max(2, height // 6))
    card.blit(label, label.get_rect(center=card.get_rect().center))
    if not enabled:
        card.set_alpha(80)
    return card


def hand_parts(theme, lay, hand, all_values=True, tight=False):
    """[(width, draw(surface, x, y))] for each card value held: a little card, then how many
    (`tight`: smaller and closer, for narrow cards)."""
    line = theme.font(lay.small).get_linesize()
    size = max(10, lay.small - (3 if tight else 2))
    count_size = lay.small - (2 if tight else 0)
    space = 3 if tight else 6
    out = []
    for value in CARD_VALUES:
        count = hand.get(value) or 0
        if not count and not all_values:
            continue
        card = mini_card(theme, value, line - 2, size, enabled=count > 0)
        times = theme.text(f"\u00d7{count}" if count > 1 else "", count_size, "muted")
        width = card.get_width() + (1 + times.get_width() if count > 1 else 0) + space

        def draw(surface, x, y, card=card, times=times):
            surface.blit(card, (x, y + 1))
            surface.blit(times, times.get_rect(midleft=(x + card.get_width() + 1, y + line // 2)))
        out.append((width, draw))
    return out


def hand_width(theme, lay, hand, all_values=True, tight=False):
    parts = hand_parts(theme, lay, hand, all_values, tight)
    return sum(width for width, _draw in parts) - (3 if tight else 6)


def draw_hand(surface, theme, lay, hand, x, y, width, right=False):
    """The hand in `width` px from x (or ending there, `right`): every value, closer
    when narrow, or only those held when that is still too wide."""
    for all_values, tight in ((True, False), (True, True), (False, True)):
        need = hand_width(theme, lay, hand, all_values, tight)
        if need <= width or not all_values:
            x = x - need if right else x
            for part_w, draw in hand_parts(theme, lay, hand, all_values, tight):
                draw(surface, x, y)
                x += part_w
            return
