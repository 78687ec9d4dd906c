"""Where the parts of the Tris 2 board go for a screen shape.

The field gets the largest cells the shape allows (the 3x3 start and a ring of
one cell around it must fit); the rest holds the two players' cards (never
dropped: a card loses its goal line before its name, kind or turn) and the
actions (the draw buttons, the placement's six dice). Three arrangements are
tried and the one with the largest cells wins:

- below: the scene's standard frame (buttons and coach line on top), the cards
  in a row over the field, the actions in a row under it (phones upright);
- beside: the field at full height on the left, a column on the right with the
  scene's buttons (two rows), the coach line, the cards and the actions;
- under the bar: the buttons along the top, then the field and that column
  without the buttons (short, wide screens).

Inside a rect another scene gives (a replay), `within` tries the first two
without the buttons and the coach line.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from app.seats import LABELS
from app.ui.button_rows import has_icons
from app.ui.widgets import words_fit
from games import i18n
from games.i18n import _
from games.tris2.field import ORIENTS

from ..frame import standard_frame

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.ui.layout import Layout
    from app.ui.theme import Theme
    from app.ui.widgets import Button

START = 5  # cells across the start: the 3x3 square and its ring
MIN_ENDED_CELL = 8  # beside a finished game's field, its start's cell may be below a fingertip
SIDE_SHARE = 0.28  # the column beside the field takes at least this share of the width
KINDS_TEXT = "normal"  # the seat kind whose label is the widest line a card must hold (app/seats.py)


@dataclass
class Geometry:
    field: pygame.Rect  # the camera's rect (the whole cells shown are centred in it)
    cards: list[pygame.Rect]  # [Player 1's card, Player 2's card]
    lines: int  # lines on a card: 3 (name and turn, who, goal) or 2
    offer: pygame.Rect
    accept: pygame.Rect
    decline: pygame.Rect
    picks: dict[str, pygame.Rect]  # {orientation: rect}: the placement's six dice
    beside: bool = False  # the actions are beside the field (else below it)
    legend: pygame.Rect | None = None  # room for how to read a die (beside the field), or for the
    # die held, large (left of the draw button, below the field)
    status: pygame.Rect | None = None  # the coach line, when the view frames the screen
    buttons: list[pygame.Rect] = dataclasses.field(default_factory=list)  # the scene's buttons, likewise
    cell: int = 0  # the start's cell size (arrangements compare it)


class Metrics:
    """Text sizes the layout needs, measured with the theme's fonts."""

    def __init__(self, theme: Theme, lay: Layout) -> None:
        self.line = theme.font(lay.small).get_linesize()
        self.status_line = theme.font(lay.text, bold=True).get_linesize()  # the coach line's body text
        self.card_w = theme.font(lay.small).size(_(LABELS[KINDS_TEXT]))[0] + 2 * lay.gap

    def card_h(self, lay: Layout, lines: int) -> int:
        return max(lay.tap, lines * self.line + lay.gap)


def max_cell(lay: Layout) -> int:
    return int(150 * lay.unit + 20)


def start_cell(lay: Layout, width: float, height: float) -> int:
    return int(min(width / START, height / START, max_cell(lay)))


def below(lay: Layout, rect: pygame.Rect, metrics: Metrics, ended: bool = False) -> Geometry:
    """The standard frame's board rect: cards, the field, the actions (none once the game is
    over), top down."""
    gap, tap = lay.gap, lay.tap
    pick = max(44, int(min((rect.width - 5 * gap) / 6, 104 * lay.unit)))
    actions_h = 0 if ended else max(tap, pick)
    options = []
    for lines in (3, 2):
        cards_h = metrics.card_h(lay, lines)
        field_h = rect.height - cards_h - actions_h - (1 if ended else 2) * gap
        options.append((start_cell(lay, rect.width, field_h), lines, cards_h, field_h))
    three, two = options
    cell, lines, cards_h, field_h = three if three[0] >= min(48, two[0]) else two
    # the field's rect is whole rows (as many spare ones each side of the start); the
    # cards take what is left, up to half as tall again
    rows = max(START, field_h // max(1, cell))
    rows -= (rows - START) % 2
    grow = max(0, min(field_h - rows * cell, cards_h // 2))
    cards_h, field_h = cards_h + grow, field_h - grow
    half = (rect.width - gap) // 2
    cards = [
        pygame.Rect(rect.x, rect.y, half, cards_h),
        pygame.Rect(rect.right - half, rect.y, half, cards_h),
    ]
    field_rect = pygame.Rect(rect.x, rect.y + cards_h + gap, rect.width, field_h)
    actions = pygame.Rect(rect.x, rect.bottom - actions_h, rect.width, actions_h)
    row = pygame.Rect(0, 0, half, tap)
    row.center = actions.center
    total = 6 * pick + 5 * gap
    picks = {
        o: pygame.Rect(actions.centerx - total // 2 + i * (pick + gap), actions.y, pick, pick)
        for i, o in enumerate(ORIENTS)
    }
    loupe = pygame.Rect(rect.x, actions.y, min(actions_h, row.x - rect.x - gap), actions_h)
    return Geometry(
        field_rect,
        cards,
        lines,
        offer=row,
        accept=pygame.Rect(rect.x, row.y, half, tap),
        decline=pygame.Rect(rect.right - half, row.y, half, tap),
        picks=picks,
        cell=cell,
        legend=loupe if loupe.width >= 44 else None,
    )


def coach_lines(lay: Layout) -> int:
    """The coach line's lines beside the field at least (and as many more where the column
    has room): two, three with larger text, one more in a translation (its sentences run
    longer: German's game over took five lines of the narrow column)."""
    return (2 if lay.text_scale <= 1 else 3) + (i18n.language() != i18n.SOURCE)


def column_needs(
    lay: Layout, metrics: Metrics, lines: int, across: bool, bar_rows: int, status: bool, ended: bool = False
) -> tuple[int, int]:
    """(width, height) a column beside the field needs: buttons, coach line, cards, actions
    (none once the game is over: nothing is placed and no draw is offered)."""
    gap, tap = lay.gap, lay.tap
    card_h = metrics.card_h(lay, lines)
    width = 2 * metrics.card_w + gap if across else metrics.card_w
    cards_h = card_h if across else 2 * card_h + gap
    bar_h = bar_rows * (tap + gap)
    status_h = coach_lines(lay) * metrics.status_line + 2 * gap if status else 0
    actions_h = 0 if ended else 2 * 44 + gap  # the placement's six dice in two rows, or the two answers
    return max(width, 3 * 44 + 2 * gap), bar_h + status_h + cards_h + gap + actions_h


def beside(
    lay: Layout,
    metrics: Metrics,
    area: pygame.Rect,
    bar: Sequence[Button] = (),
    status: bool = True,
    ended: bool = False,
    one_row: bool = False,
) -> Geometry | None:
    """The field on the left of `area`, a column on its right with the `bar` buttons
    (two rows, or with `one_row` one row of icons a finger wide each), the coach line (if
    `status`), the cards and the actions; None if nothing fits."""
    gap, tap = lay.gap, lay.tap
    bar_rows = (1 if one_row else 2) if bar else 0
    best: tuple[int, int, bool, int, int] | None = None
    for lines, across in ((3, False), (3, True), (2, False), (2, True)):
        need_w, need_h = column_needs(lay, metrics, lines, across, bar_rows, status, ended)
        if one_row:
            need_w = max(need_w, len(bar) * (tap + gap) - gap)
        if need_h > area.height:
            continue
        side_w = max(need_w, int(lay.width * SIDE_SHARE))
        cell = start_cell(lay, area.width - gap - side_w, area.height)
        if best is None or cell > best[0]:
            best = (cell, lines, across, side_w, need_h)
    # a finished game's field is not tapped: on a screen held sideways, beside its cards alone
    # (the coach line above, in a rect the scene gives) its start's cells may be under a fingertip
    if best is None or best[0] < (MIN_ENDED_CELL if ended and not status and not lay.portrait else 44):
        return None
    cell, lines, across, side_w, need_h = best
    columns = max(START, (area.width - gap - side_w) // cell)
    columns -= (columns - START) % 2  # the start in the middle, as many columns each side
    field_rect = pygame.Rect(area.x, area.y, columns * cell, area.height)
    col = pygame.Rect(field_rect.right + gap, area.y, area.right - field_rect.right - gap, area.height)
    per_row = len(bar) if one_row else (len(bar) + 1) // 2
    button_w = (col.width - (per_row - 1) * gap) // max(1, per_row)
    buttons = [
        pygame.Rect(
            col.x + (i % per_row) * (button_w + gap), col.y + (i // per_row) * (tap + gap), button_w, tap
        )
        for i in range(len(bar))
    ]
    y = col.y + bar_rows * (tap + gap)
    coach = None
    if status:  # a third and a fourth line if there is room (a narrow column wraps a sentence more)
        coach = pygame.Rect(
            col.x,
            y,
            col.width,
            coach_lines(lay) * metrics.status_line
            + gap
            + min((area.height - need_h) * 2 // 3, coach_lines(lay) * metrics.status_line),
        )
        y = coach.bottom + gap
    card_h = metrics.card_h(lay, lines)
    cards_h = card_h if across else 2 * card_h + gap
    if across:
        half = (col.width - gap) // 2
        cards = [pygame.Rect(col.x, y, half, card_h), pygame.Rect(col.right - half, y, half, card_h)]
    else:
        cards = [
            pygame.Rect(col.x, y, col.width, card_h),
            pygame.Rect(col.x, y + card_h + gap, col.width, card_h),
        ]
    actions = pygame.Rect(col.x, y + cards_h + gap, col.width, col.bottom - y - cards_h - gap)
    pick = max(44, int(min((col.width - 2 * gap) / 3, (actions.height - gap) / 2, 110 * lay.unit)))
    left = actions.centerx - (3 * pick + 2 * gap) // 2
    up = actions.y + max(0, (actions.height - 2 * pick - gap) // 2)
    picks = {
        o: pygame.Rect(left + (i % 3) * (pick + gap), up + (i // 3) * (pick + gap), pick, pick)
        for i, o in enumerate(ORIENTS)
    }
    row = pygame.Rect(col.x, actions.y, col.width, tap)
    # below Offer draw: the decline button's place while an offer waits (the legend is not
    # drawn then), the legend's the rest of the time
    legend = pygame.Rect(col.x, row.bottom + gap, col.width, col.bottom - row.bottom - gap)
    return Geometry(
        field_rect,
        cards,
        lines,
        offer=row,
        accept=row.copy(),
        decline=row.move(0, tap + gap),
        picks=picks,
        beside=True,
        legend=legend,
        status=coach,
        buttons=buttons,
        cell=cell,
    )


def arrangements(lay: Layout, rect: pygame.Rect, theme: Theme, ended: bool = False) -> list[Geometry]:
    """The board inside a rect another scene gives (a replay, the standard frame): field and
    cards over each other, and side by side where that fits."""
    metrics = Metrics(theme, lay)
    other = beside(lay, metrics, rect, status=False, ended=ended)
    return [below(lay, rect, metrics, ended), *([other] if other is not None else [])]


def within(lay: Layout, rect: pygame.Rect, theme: Theme, ended: bool = False) -> Geometry:
    """Of the `arrangements`, the one whose start has the larger cells."""
    found, *others = arrangements(lay, rect, theme, ended)
    return others[0] if others and others[0].cell > found.cell else found


def best(lay: Layout, bar: list[Button], theme: Theme, ended: bool = False) -> Geometry:
    """The arrangement with the largest cells (the scene's buttons are placed for it
    when the field is beside the column; else the scene's standard frame holds); `ended`:
    a finished game's, whose column needs no room for actions."""
    metrics = Metrics(theme, lay)
    _status, rect = standard_frame(lay, bar, theme)
    screen = lay.rect.inflate(-2 * lay.margin, -2 * lay.margin)
    top = (
        max((button.rect.bottom for button in bar), default=lay.margin) + lay.gap
    )  # under the standard frame's buttons
    under = pygame.Rect(screen.x, top, screen.width, screen.bottom - top)
    found = below(lay, rect, metrics, ended)
    icons = has_icons(theme, lay, bar)
    others = [beside(lay, metrics, screen, bar, ended=ended), beside(lay, metrics, under, ended=ended)]
    if icons:  # the bar one row of icons in the column (their words under them where they fit)
        others.append(beside(lay, metrics, screen, bar, ended=ended, one_row=True))
    for other in others:
        # the buttons two rows in the column only where their words fit (a translation's
        # "Rückgängig" does not at 1280x720) or their icons stand for them: else the buttons
        # stay along the top
        words = (
            other is None
            or not other.buttons
            or i18n.language() == i18n.SOURCE
            or icons  # an icon alone where its word does not fit
            or all(words_fit(theme, lay, button.text, place) for button, place in zip(bar, other.buttons))
        )
        if other is not None and other.cell > found.cell and words:
            found = other
    if found.beside and not found.buttons:
        standard_frame(lay, bar, theme)
        found.buttons = [b.rect for b in bar]
    return found
