"""One card per TRI seat: colour and mark, name, who plays it ("Person" or
"Computer: normal"), triangles owned, and the cards in hand drawn as little
cards (hands are public; a card chosen for a battle is not taken out until the
reveal, so nothing secret shows here). The seat whose turn it is is lit with a
gold border, a winner has a green one."""

import pygame

from app.widgets import draw_panel

from .chips import draw_hand, fitted_text, hand_width


def line_height(lay, theme):
    return theme.font(lay.small).get_linesize()


def box_lines(lay, theme, width, kinds, hand):
    """2 lines when a seat's kind and its hand fit side by side in `width`, else 3."""
    pad = 2 * (lay.gap // 2 + 3)
    kind = max(theme.font(lay.small).size(k)[0] for k in kinds)
    return 2 if kind + 12 + hand_width(theme, lay, hand, tight=True) + pad <= width else 3


def box_height(lay, theme, lines=2):
    return lines * line_height(lay, theme) + lay.gap + 4


def grid(rect, count, columns, height, gap):
    """Rects for `count` boxes in `columns` columns from the top of `rect`."""
    width = (rect.width - (columns - 1) * gap) // columns
    return [pygame.Rect(rect.x + (i % columns) * (width + gap), rect.y + (i // columns) * (height + gap),
                        width, height) for i in range(count)]


def draw_seat_box(surface, app, rect, info, mark, lines=2):
    """info: name, kind, colour, count, hand, active, out, winner."""
    theme, lay = app.theme, app.layout
    border = "good" if info["winner"] else "accent" if info["active"] else None
    draw_panel(surface, theme, rect, "panel_hi" if info["active"] else "panel", radius=lay.gap, border=border)
    line = line_height(lay, theme)
    pad = lay.gap // 2 + 3
    top = rect.y + (rect.height - lines * line) // 2
    chip = pygame.Rect(rect.x + pad, top + 2, line - 4, line - 4)
    pygame.draw.rect(surface, info["colour"], chip, border_radius=3)
    if mark is not None:
        surface.blit(mark, mark.get_rect(center=chip.center))
    colour = "muted" if info["out"] else "text"
    count = theme.text("out" if info["out"] else str(info["count"]), lay.small + 2, colour, bold=True)
    count_rect = count.get_rect(topright=(rect.right - pad, top - 1))
    surface.blit(count, count_rect)
    room = count_rect.x - chip.right - 12
    if not info["out"]:
        # a small triangle before the number reads as "triangles owned"
        size = line // 2
        x, y = count_rect.x - 4, count_rect.centery
        pygame.draw.polygon(surface, info["colour"], [(x - size, y + size // 2), (x, y + size // 2),
                                                      (x - size // 2, y - size // 2)])
        room -= size + 4
    name = fitted_text(theme, info["name"], lay.small, colour, room, bold=True,
                       shorter=info["name"].replace("Player ", "P"))
    surface.blit(name, (chip.right + 6, top))
    kind = fitted_text(theme, info["kind"], lay.small, "muted", rect.width - 2 * pad)
    surface.blit(kind, (rect.x + pad, top + line))
    if info["out"]:
        return
    y = top + line if lines == 2 else top + 2 * line
    left = rect.x + pad + (kind.get_width() + 12 if lines == 2 else 0)
    draw_hand(surface, theme, lay, info["hand"], rect.right - pad, y, rect.right - pad - left, right=True)
