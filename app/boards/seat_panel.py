"""How every game's player card shows the seat's state, one way in all four (issue 28 point 1).

Each game lays its cards out and fills them with its own facts (TRICE's die to place, Triad's
triads, TRI's triangles and hand); what the card says about the turn and the result is
decided and drawn here, from the rules interface alone (`to_move`, `is_over`, `returns`):

- the seat that acts now: a lighter card (`panel_hi`) with a gold border and, where the card has
  room, the gold pill "to move" (a person) or "thinking" (the computer), or the game's own
  word for what it does now (TRICE's "to place");
- at the end, the winner: a lighter card with a green border and, where there is room, the
  green pill "wins"; in a draw the drawn seats say "draw" in muted words;
- every other seat: a plain card.

`SeatRow` is a whole row of such cards for a game with no cards of its own (a new game's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from app.seats import is_human
from app.ui.widgets import draw_panel
from games.core import CHANCE
from games.i18n import _

from .part import Part

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from app.ui.layout import Layout
    from app.ui.theme import Theme
    from games.contract import Rules
    from games.game import Game

    from .hit import BoardUI
    from .host import Host


class SeatStatus(NamedTuple):
    """`lit`: the card's border colour role ("accent": acts now, "good": won; None: plain);
    `word`: what the card's pill says (None: nothing); `colour`: the pill's role ("accent",
    "good"), or "muted" for words without a pill (a draw)."""

    lit: str | None
    word: str | None
    colour: str


PLAIN = SeatStatus(None, None, "muted")


def seat_status(
    rules: Rules[Any],
    state: Any,
    seat: int,
    seats: Sequence[str] = (),
    *,
    acting: int | None = None,
    doing: str | None = None,
    closed: bool = False,
) -> SeatStatus:
    """What `seat`'s card shows in `state`. `seats`: each seat's kind ("human", "hard"...),
    read only to choose between "to move" and "thinking" (not where the game gives `doing`);
    `acting`: who acts now where the game knows better than `to_move` (TRI's rolling dice:
    whose turn they are; None: `to_move`, no one at a chance node); `doing`: the game's word
    for what the acting seat does now, in place of "to move" / "thinking"; `closed`: the mode
    ended play before the game did (a lesson's end, `BoardUI.closed`): no one acts."""
    if rules.is_over(state):
        returns = rules.returns(state)
        if returns[seat] >= 1.0:
            # TRANSLATORS: a seat card's pill at the end: this player won.
            return SeatStatus("good", _("wins"), "good")
        if returns[seat] > 0.0:
            # TRANSLATORS: a seat card's words at the end: the game is drawn.
            return SeatStatus(None, _("draw"), "muted")
        return PLAIN
    mover = rules.to_move(state) if acting is None else acting
    if closed or mover == CHANCE or mover != seat:
        return PLAIN
    if doing is None:
        assert seats, "seat_status: the seats' kinds, or the game's own word (doing)"
        # TRANSLATORS: a seat card's pill: this player's turn (a person's, or the computer's).
        doing = _("to move") if is_human(seats[seat]) else _("thinking")
    return SeatStatus("accent", doing, "accent")


def draw_seat_panel(
    surface: pygame.Surface, theme: Theme, lay: Layout, rect: pygame.Rect, status: SeatStatus
) -> None:
    """The card itself: lighter and bordered when it acts now or has won, plain else."""
    fill = "panel" if status.lit is None else "panel_hi"
    draw_panel(surface, theme, rect, fill, radius=lay.gap, border=status.lit)


def status_picture(theme: Theme, status: SeatStatus, size: int, pad: int) -> pygame.Surface | None:
    """The card's word: a pill in the status's colour (`pad` px each side), muted words for a
    draw; None when there is nothing to say (no word, or the game's empty one: the border says it)."""
    if not status.word:
        return None
    if status.colour in ("accent", "good"):
        return theme.tag(status.word, size, pad, status.colour)
    return theme.text(status.word, size, status.colour, bold=True)


class SeatRow(Part):
    """The players' cards side by side along the top of a board: each seat's name, what plays
    it ("Person", "Computer: normal": the view's `labels`) and its status, for a game whose view
    has no cards of its own (tools/new_game.py's skeleton uses it). `strip` is the height it
    takes; `layout` gets the rect the row fills."""

    def __init__(self, app: Host, game: Game[Any], seats: Sequence[str], labels: list[str]) -> None:
        self.app, self.game, self.seats, self.labels = app, game, seats, labels
        self.rects: list[pygame.Rect] = []

    @staticmethod
    def strip(lay: Layout, theme: Theme) -> int:
        """The row's height: a name over a kind, and the card's padding."""
        return (
            theme.font(lay.text, bold=True).get_linesize()
            + theme.font(lay.small).get_linesize()
            + 2 * lay.gap
        )

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        count = max(1, len(self.seats))
        width = (rect.width - (count - 1) * lay.gap) // count
        self.rects = [
            pygame.Rect(rect.x + seat * (width + lay.gap), rect.y, width, rect.height)
            for seat in range(count)
        ]

    def draw(self, surface: pygame.Surface, state: Any, ui: BoardUI) -> None:
        theme, lay = self.app.theme, self.app.layout
        for seat, rect in enumerate(self.rects):
            status = seat_status(self.game.rules, state, seat, self.seats, closed=ui.closed)
            draw_seat_panel(surface, theme, lay, rect, status)
            inner = rect.inflate(-2 * lay.gap, 0)
            name = self.game.seat_name(seat, state)
            size = lay.text if theme.fits(name, lay.text, inner.width, bold=True) else lay.small
            rows = [
                theme.text(name, size, "text", bold=True),
                theme.text(self.labels[seat], lay.small, "muted"),
            ]
            y = rect.centery - sum(row.get_height() for row in rows) // 2
            middles = []
            for row in rows:  # cut at the card's edge should even secondary text be too wide
                surface.blit(row, (inner.x, y), pygame.Rect(0, 0, inner.width, row.get_height()))
                middles.append(y + row.get_height() // 2)
                y += row.get_height()
            pill = status_picture(theme, status, lay.small, lay.gap // 2)
            if pill is None:
                continue
            # on the first line with room for it; else the card's border alone says it
            for row, middle in zip(rows, middles):
                if row.get_width() + lay.gap + pill.get_width() <= inner.width:
                    surface.blit(pill, pill.get_rect(midright=(inner.right, middle)))
                    break
