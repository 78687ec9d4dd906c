"""The last battle between battles: who fought over which square, each side's
best die and card and the totals, so the dice stay on the table; before the
first battle, one line on how battles go (dice and a secret card, +0 a bluff).
"""

import pygame

from app.theme import wrap

from .chips import fitted_text, mini_card

NO_BATTLE = "Battles: dice plus a secret card each; +0 is a bluff."


def draw_recap(surface, app, rect, last, sides, render):
    """`last`: RULES.last_battle or None; `sides`: {seat: (name, colour, mark)};
    `render(face, size)`: a die picture."""
    theme, lay = app.theme, app.layout
    line = theme.font(lay.small).get_linesize()
    if last is None:
        for size in range(lay.small, 10, -1):  # the largest size whose lines fit
            font = theme.font(size)
            lines = wrap(font, NO_BATTLE, rect.width)
            if len(lines) * font.get_linesize() <= rect.height:
                break
        y = rect.centery - len(lines) * font.get_linesize() // 2
        for text in lines:
            label = theme.text(text, size, "muted")
            surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
            y += font.get_linesize()
        return
    attacker, defender = sides[last["attacker"]], sides[last["defender"]]
    square = last["target"][:-1]
    verdict = f"{attacker[0]} took it" if last["won"] else f"{defender[0]} held it"
    title = fitted_text(theme, f"Last battle, {square}: {verdict}", lay.small, "muted", rect.width,
                        shorter=f"Last battle, {square}: {'taken' if last['won'] else 'held'}")
    die = max(12, min(rect.height - line - 2, int(44 * lay.unit) + 8))
    top = rect.y + max(0, (rect.height - line - 2 - die) // 2)
    surface.blit(title, title.get_rect(midtop=(rect.centerx, top)))
    y = top + line + 2
    best = max(last["attacker_dice"])
    left = _side(theme, lay, attacker, best, last["attacker_card"], last["attacker_total"], die, render)
    right = _side(theme, lay, defender, last["defender_die"], last["defender_card"], last["defender_total"],
                  die, render)
    versus = theme.text("vs", lay.small, "muted")
    gap = lay.gap
    width = left.get_width() + versus.get_width() + right.get_width() + 4 * gap
    x = rect.centerx - width // 2
    surface.blit(left, (x, y))
    x += left.get_width() + 2 * gap
    surface.blit(versus, versus.get_rect(midleft=(x, y + die // 2)))
    x += versus.get_width() + 2 * gap
    surface.blit(right, (x, y))
    winner = 0 if last["won"] else 1
    mark_x = (rect.centerx - width // 2, x)[winner]
    width_w = (left, right)[winner].get_width()
    pygame.draw.line(surface, theme.colour("good"), (mark_x, y + die + 2), (mark_x + width_w, y + die + 2), 2)


def _side(theme, lay, who, value, card, total, die, render):
    """[chip] [die] [card] = total."""
    _name, colour, mark = who
    chip = pygame.Surface((die // 2, die // 2), pygame.SRCALPHA)
    pygame.draw.rect(chip, colour, chip.get_rect(), border_radius=3)
    if mark is not None:
        chip.blit(mark, mark.get_rect(center=chip.get_rect().center))
    face = render(("pips", "W", value), die)
    card_pic = mini_card(theme, f"+{card}", int(die * 0.8), max(10, int(die * 0.38)))
    total_label = theme.text(f"= {total}", lay.small + 2, "text", bold=True)
    parts = [chip, face, card_pic, total_label]
    gap = 4
    width = sum(p.get_width() for p in parts) + gap * (len(parts) - 1)
    out = pygame.Surface((width, die), pygame.SRCALPHA)
    x = 0
    for part in parts:
        out.blit(part, part.get_rect(midleft=(x, die // 2)))
        x += part.get_width() + gap
    return out
