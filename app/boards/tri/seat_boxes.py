"""One card per TRI seat: colour and mark, name, who plays it ("Person" or
"Computer: normal"), triangles owned, and the cards in hand drawn as little
cards (hands are public; a card chosen for a battle is not taken out until the
reveal, so nothing secret shows here). The seat whose turn it is is lit with a
gold border, a winner has a green one. `SeatBox` is the board part of one seat."""

import pygame

from app.widgets import draw_panel
from games.core import CHANCE
from games.i18n import _

from ..part import Part
from .chips import draw_hand, fitted_text, hand_width

WIDEST_HAND = {"+2": 9, "+3": 9, "+4": 9}  # the cards are sized for this many of each


def line_height(lay, theme):
    return theme.font(lay.small).get_linesize()


def box_lines(lay, theme, width, kinds, hand):
    """2 lines when a seat's kind and its hand fit side by side in `width`, else 3."""
    pad = 2 * (lay.gap // 2 + 3)
    kind = max(theme.font(lay.small).size(k)[0] for k in kinds)
    return 2 if kind + 12 + hand_width(theme, lay, hand, tight=True) + pad <= width else 3


def narrowest(lay, theme, kinds):
    """The least width a seat's card needs in three lines (name and count, kind, hand)."""
    font = theme.font(lay.small)
    widest = max([font.size(kind)[0] for kind in kinds] + [font.size(_("Player {number}").format(number=4))[0] + 3 * line_height(lay, theme),
                  hand_width(theme, lay, WIDEST_HAND, tight=True)])
    return widest + 2 * (lay.gap // 2 + 3) + lay.gap


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
    count = theme.text("out" if info["out"] else str(info["count"]), lay.small, colour, bold=True)
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
    name = fitted_text(theme, info["name"], (lay.small,), colour, room, bold=True,
                       shorter=info["name"].replace("Player ", "P"))
    surface.blit(name, (chip.right + 6, top))
    kind = fitted_text(theme, info["kind"], (lay.small,), "muted", rect.width - 2 * pad)
    surface.blit(kind, (rect.x + pad, top + line))
    if info["out"]:
        return
    y = top + line if lines == 2 else top + 2 * line
    left = rect.x + pad + (kind.get_width() + 12 if lines == 2 else 0)
    draw_hand(surface, theme, lay, info["hand"], rect.right - pad, y, rect.right - pad - left, right=True)


class SeatBox(Part):
    """One seat's card on the board, laid out where the view puts it; hidden under the
    battle panel while a battle shows."""

    def __init__(self, app, game, seat, labels, choices, marks, battle):
        self.app, self.game, self.rules, self.seat = app, game, game.rules, seat
        self.labels = labels  # what each seat's card says it is (the scene may change it in place)
        self.choices, self.marks = choices, marks
        self.battle = battle  # the Battle part: its panel covers the cards
        self.rect, self.lines = pygame.Rect(0, 0, 0, 0), 2

    def layout(self, lay, rect):
        self.rect = rect
        # as the view measured: 2 lines when every seat's kind fits beside a full hand, else 3
        self.lines = box_lines(lay, self.app.theme, rect.width, self.labels, WIDEST_HAND)

    def draw(self, surface, state, ui):
        if self.battle.covered(state):
            return
        shown = self.choices.shown(state, ui)
        draw_seat_box(surface, self.app, self.rect, self.info(shown), self.marks.chip(self.seat), self.lines)

    def info(self, shown):
        rules, seat = self.rules, self.seat
        colours = self.app.theme.colour("tri_players")
        over = rules.is_over(shown)
        return {
            "name": self.game.seat_name(seat),
            "kind": self.labels[seat],
            "colour": colours[seat % len(colours)],
            "count": rules.counts(shown)[seat],
            "hand": rules.hand(shown, seat),
            "active": not over and acting_seat(rules, shown) == seat,
            "out": seat in rules.defeated(shown),
            "winner": over and seat in rules.ranking(shown)[0],
        }


def acting_seat(rules, state):
    """Who acts now (the defender when a failed attack's triangle is emptied); while
    dice roll, whose turn it is."""
    seat = rules.to_move(state)
    return rules.current_seat(state) if seat in (CHANCE, None) else seat
