"""One box per TRI seat: colour and mark, name, who plays it, triangles owned
and the cards in hand (hands are public; a card chosen for a battle is not
taken out until the reveal, so nothing secret shows here)."""

import pygame

from app.widgets import draw_panel

from .battle import fitted_text, hand_text


def box_height(lay, theme):
    return 2 * theme.font(lay.small).get_linesize() + lay.gap + 4


def grid(rect, count, columns, height, gap):
    """Rects for `count` boxes in `columns` columns from the top of `rect`."""
    width = (rect.width - (columns - 1) * gap) // columns
    return [pygame.Rect(rect.x + (i % columns) * (width + gap), rect.y + (i // columns) * (height + gap),
                        width, height) for i in range(count)]


def draw_seat_box(surface, app, rect, info, mark):
    """info: name, kind, colour, count, hand, active, out, winner."""
    theme, lay = app.theme, app.layout
    border = "good" if info["winner"] else "accent" if info["active"] else None
    draw_panel(surface, theme, rect, "panel", radius=lay.gap, border=border)
    line = theme.font(lay.small).get_linesize()
    pad = lay.gap // 2 + 3
    top = rect.y + (rect.height - 2 * line) // 2
    chip = pygame.Rect(rect.x + pad, top + 2, line - 4, line - 4)
    pygame.draw.rect(surface, info["colour"], chip, border_radius=3)
    if mark is not None:
        surface.blit(mark, mark.get_rect(center=chip.center))
    colour = "muted" if info["out"] else "text"
    count = theme.text("out" if info["out"] else str(info["count"]), lay.small + 2, colour, bold=True)
    count_rect = count.get_rect(topright=(rect.right - pad, top - 1))
    surface.blit(count, count_rect)
    if not info["out"]:
        # a small triangle after the number reads as "triangles owned"
        size = line // 2
        x, y = count_rect.x - 4, count_rect.centery
        pygame.draw.polygon(surface, info["colour"], [(x - size, y + size // 2), (x, y + size // 2),
                                                      (x - size // 2, y - size // 2)])
    name = theme.text(info["name"], lay.small, colour, bold=True)
    room = count_rect.x - 6 - chip.right - 8
    if name.get_width() > room:
        name = theme.text(info["name"].replace("Player ", "P"), lay.small, colour, bold=True)
    surface.blit(name, (chip.right + 6, top))
    y = top + line
    room = rect.width - 2 * pad
    if not info["out"]:
        text = hand_text(info["hand"])
        hand = fitted_text(theme, text, lay.small, "muted", rect.width - 2 * pad,
                           shorter=text.replace("+", "").replace("  ", " "))
        surface.blit(hand, hand.get_rect(topright=(rect.right - pad, y)))
        room -= hand.get_width() + 8
    # "computer: normal", else "computer", else nothing when the hand needs the room
    for words in (info["kind"], info["kind"].split(":")[0]):
        kind = theme.text(words, lay.small, "muted")
        if kind.get_width() <= room:
            surface.blit(kind, (rect.x + pad, y))
            break
