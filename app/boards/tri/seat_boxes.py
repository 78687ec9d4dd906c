"""One card per TRI seat: colour and mark, name, who plays it ("Person" or
"Computer: normal"), triangles owned, and the cards in hand drawn as little
cards (hands are public; a card chosen for a battle is not taken out until the
reveal, so nothing secret shows here). The seat whose turn it is is lit with a
gold border, a winner has a green one, as every game's cards (app/boards/seat_panel.py).
`SeatBox` is the board part of one seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.core import CHANCE
from games.i18n import _

from ..part import Part
from ..seat_panel import draw_seat_panel, seat_status
from .chips import WIDEST_HAND, draw_hand, fitted_text, hand_width
from .choices import rules_of

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from app.ui.layout import Layout
    from app.ui.theme import Theme
    from games.game import Game
    from games.tri.state import State
    from games.tri.view_queries import TriQueries

    from ..hit import BoardUI
    from ..host import Host
    from .battle import Battle
    from .chips import Hand
    from .choices import Choices
    from .marks import SeatMarks


def line_height(lay: Layout, theme: Theme) -> int:
    return theme.font(lay.small).get_linesize()


def box_lines(lay: Layout, theme: Theme, width: int, kinds: Sequence[str], hand: Hand) -> int:
    """2 lines when a seat's kind and its hand fit side by side in `width`, else 3."""
    pad = 2 * (lay.gap // 2 + 3)
    kind = max(theme.font(lay.small).size(k)[0] for k in kinds)
    return 2 if kind + 12 + hand_width(theme, lay, hand, tight=True) + pad <= width else 3


def narrowest(lay: Layout, theme: Theme, kinds: Sequence[str]) -> int:
    """The least width a seat's card needs in three lines (name and count, kind, hand)."""
    font = theme.font(lay.small)
    widest = max(
        [font.size(kind)[0] for kind in kinds]
        + [
            font.size(_("Player {number}").format(number=4))[0] + 3 * line_height(lay, theme),
            hand_width(theme, lay, WIDEST_HAND, tight=True),
        ]
    )
    return widest + 2 * (lay.gap // 2 + 3) + lay.gap


def box_height(lay: Layout, theme: Theme, lines: int = 2) -> int:
    return lines * line_height(lay, theme) + lay.gap + 4


def count_width(lay: Layout, theme: Theme, count: str) -> int:
    """The count of triangles owned (bold) with the little triangle before it."""
    return theme.font(lay.small, bold=True).size(count)[0] + line_height(lay, theme) // 2 + 4


def name_room(lay: Layout, theme: Theme, width: int, count_w: int) -> int:
    """Room for the name on the first line of a card `width` wide, the count (`count_w`
    wide) at its right, or beside nothing when `count_w` is 0."""
    pad, chip = lay.gap // 2 + 3, line_height(lay, theme) - 4
    return width - 2 * pad - chip - 6 - (count_w + 6 if count_w else 0)


def kind_room(lay: Layout, theme: Theme, width: int, count_w: int) -> int:
    """Room for the kind ("Person"...) on the second line, the count (`count_w` wide) at
    its right, or beside nothing when `count_w` is 0."""
    return width - 2 * (lay.gap // 2 + 3) - (count_w + 12 if count_w else 0)


def kind_words(lay: Layout, theme: Theme, kind: str, room: int) -> str:
    """The kind as a card shows it in `room`: whole, else without its level ("Computer")."""
    return kind if theme.fits(kind, lay.small, room) else kind.split(": ")[0]


def count_below(
    lay: Layout, theme: Theme, width: int, names: Sequence[str], kinds: Sequence[str], lines: int
) -> bool:
    """Whether the count goes on the kind's line: in a 3-line card, when some seat's whole
    name does not fit beside it but every name fits alone and every kind, as the card
    shows it, beside it (decided for all seats at once, so the cards keep one shape)."""
    if lines < 3:
        return False  # the second line holds the hand too
    count_w = count_width(lay, theme, "88")
    if all(theme.fits(name, lay.small, name_room(lay, theme, width, count_w), True) for name in names):
        return False
    across = kind_room(lay, theme, width, 0)
    return all(theme.fits(name, lay.small, name_room(lay, theme, width, 0), True) for name in names) and all(
        theme.fits(kind_words(lay, theme, kind, across), lay.small, kind_room(lay, theme, width, count_w))
        for kind in kinds
    )


def grid(rect: pygame.Rect, count: int, columns: int, height: int, gap: int) -> list[pygame.Rect]:
    """Rects for `count` boxes in `columns` columns from the top of `rect`."""
    width = (rect.width - (columns - 1) * gap) // columns
    return [
        pygame.Rect(
            rect.x + (i % columns) * (width + gap), rect.y + (i // columns) * (height + gap), width, height
        )
        for i in range(count)
    ]


def draw_seat_box(
    surface: pygame.Surface,
    app: Host,
    rect: pygame.Rect,
    info: dict[str, Any],
    mark: pygame.Surface | None,
    lines: int = 2,
    below: bool = False,
) -> None:
    """info: name, short (the name in short), kind, colour, count, hand, out, status (whose
    turn, who won: the card every game shares, its border alone here: no room for a pill).
    `below`: the count on the kind's line (count_below), where it fits there."""
    theme, lay = app.theme, app.layout
    draw_seat_panel(surface, theme, lay, rect, info["status"])
    line = line_height(lay, theme)
    pad = lay.gap // 2 + 3
    top = rect.y + (rect.height - lines * line) // 2
    chip = pygame.Rect(rect.x + pad, top + 2, line - 4, line - 4)
    pygame.draw.rect(surface, info["colour"], chip, border_radius=3)
    if mark is not None:
        surface.blit(mark, mark.get_rect(center=chip.center))
    colour = "muted" if info["out"] else "text"
    # TRANSLATORS: on a TRI player's card in place of their count of triangles: they are out of the game.
    words = _("out") if info["out"] else str(info["count"])
    count_w = (
        theme.font(lay.small, bold=True).size(words)[0] if info["out"] else count_width(lay, theme, words)
    )
    kind = kind_words(lay, theme, info["kind"], kind_room(lay, theme, rect.width, 0))
    below = below and theme.fits(kind, lay.small, kind_room(lay, theme, rect.width, count_w))
    draw_count(surface, theme, lay, (rect.right - pad, top + (line if below else 0)), words, colour, info)
    room = name_room(lay, theme, rect.width, 0 if below else count_w)
    name = fitted_text(theme, info["name"], (lay.small,), colour, room, bold=True, shorter=info["short"])
    surface.blit(
        name, (chip.right + 6, top), pygame.Rect(0, 0, room, name.get_height())
    )  # never over the count
    kind_label = theme.text(kind, lay.small, "muted")
    surface.blit(kind_label, (rect.x + pad, top + line))
    if info["out"]:
        return
    y = top + line if lines == 2 else top + 2 * line
    left = rect.x + pad + (kind_label.get_width() + 12 if lines == 2 else 0)
    draw_hand(surface, theme, lay, info["hand"], rect.right - pad, y, rect.right - pad - left, right=True)


def draw_count(
    surface: pygame.Surface,
    theme: Theme,
    lay: Layout,
    topright: tuple[int, int],
    words: str,
    colour: str,
    info: dict[str, Any],
) -> None:
    """The count of triangles owned (or "out") ending at `topright`, a small triangle in
    the seat's colour before the number (it reads as "triangles owned")."""
    count = theme.text(words, lay.small, colour, bold=True)
    count_rect = count.get_rect(topright=(topright[0], topright[1] - 1))
    surface.blit(count, count_rect)
    if info["out"]:
        return
    size = line_height(lay, theme) // 2
    x, y = count_rect.x - 4, count_rect.centery
    pygame.draw.polygon(
        surface,
        info["colour"],
        [(x - size, y + size // 2), (x, y + size // 2), (x - size // 2, y - size // 2)],
    )


class SeatBox(Part):
    """One seat's card on the board, laid out where the view puts it; hidden under the
    battle panel while a battle shows."""

    def __init__(
        self,
        app: Host,
        game: Game[Any],
        seat: int,
        labels: list[str],
        choices: Choices,
        marks: SeatMarks,
        battle: Battle,
    ) -> None:
        self.app, self.game, self.rules, self.seat = app, game, rules_of(game), seat
        self.labels = labels  # what each seat's card says it is (the scene may change it in place)
        self.choices, self.marks = choices, marks
        self.battle = battle  # the Battle part: its panel covers the cards
        self.rect, self.lines, self.below = pygame.Rect(0, 0, 0, 0), 2, False

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        self.rect = rect
        # as the view measured: 2 lines when every seat's kind fits beside a full hand, else 3
        self.lines = box_lines(lay, self.app.theme, rect.width, self.labels, WIDEST_HAND)
        names = [self.game.seat_name(seat) for seat in range(len(self.labels))]
        self.below = count_below(lay, self.app.theme, rect.width, names, self.labels, self.lines)

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        if self.battle.covered(state):
            return
        shown = self.choices.shown(state, ui)
        draw_seat_box(
            surface,
            self.app,
            self.rect,
            self.info(shown, ui.closed),
            self.marks.chip(self.seat),
            self.lines,
            self.below,
        )

    def info(self, shown: State, closed: bool = False) -> dict[str, Any]:
        rules, seat = self.rules, self.seat
        colours = self.app.theme.colour("tri_players")
        acting = acting_seat(rules, shown)
        return {
            "name": self.game.seat_name(seat),
            # TRANSLATORS: a player's name in short where "Player 1" does not fit.
            "short": _("P{number}").format(number=seat + 1),
            "kind": self.labels[seat],
            "colour": colours[seat % len(colours)],
            "count": rules.counts(shown)[seat],
            "hand": rules.hand(shown, seat),
            "out": seat in rules.defeated(shown),
            # a small box: its border alone says who acts (no word: doing="")
            "status": seat_status(
                self.game.rules,
                shown,
                seat,
                acting=CHANCE if acting is None else acting,
                doing="",
                closed=closed,
            ),
        }


def acting_seat(rules: TriQueries, state: State) -> int | None:
    """Who acts now (the defender when a failed attack's triangle is emptied); while
    dice roll, whose turn it is."""
    seat = rules.to_move(state)
    return rules.current_seat(state) if seat == CHANCE else seat
