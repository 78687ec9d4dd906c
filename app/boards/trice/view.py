"""The TRICE board view, built from its parts (bottom to top): the seats' cards, the
card's rulers, the card, the setup roll over it, the pool, the full-card steps, the
dice in motion, the die in the finger and, at the end, the deciding lines.

Everything shown comes from RULES queries on the state it is given; the pictures in
motion (rolling, sliding dice) only animate a move already played. What a tap means is
answered as a `Hit` by the part under it; the board scene plays it. The view places the
parts (geometry.py says where), starts a move's pictures and sounds, and keeps the words:
the coach line (words.py) and what the tests of legibility read.
"""

from __future__ import annotations

import math
import random
import re
from typing import TYPE_CHECKING, Any

import pygame

from app.boards.frame import standard_frame, status_height
from app.ui.button_rows import has_icons, place_bar
from app.ui.coach_line import CoachLine
from app.ui.faces import renderer
from app.ui.layout import MIN_TAP_CSS
from games.i18n import N_, _

from ..view import BoardView
from . import geometry
from .card import Card
from .deciding_lines import DecidingLines
from .dragged_die import DraggedDie
from .full_card import FullCardSteps
from .geometry import CELLS
from .moving_dice import MovingDice
from .pictures import present
from .pool import Pool
from .rulers import Rulers
from .seat_cards import SeatCards
from .setup_roll import SetupRoll
from .words import CoachWords

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from app.ui.layout import Layout
    from app.ui.widgets import Button
    from games.game import Game
    from games.trice.rules import TriceState
    from games.trice.view_queries import TriceQueries

    from ..hit import BoardUI
    from ..host import Host


def size_key(geo: geometry.Geometry, floor: int) -> tuple[int, int, int]:
    """Which of two layouts shows the game larger: the pool's dice a finger wide (`floor`)
    first, then the card, then the pool's dice (as an upright board chooses its pool)."""
    return min(geo.tile, floor), geo.cell, geo.tile


LINE_COST = 0.15  # the most of its squares' size the card gives for the coach line's fourth line


class TriceView(BoardView):
    """ui.drag while dragging: ("pool", "W3") or ("hand", "W3")."""

    CELL_NAME = re.compile(r"\b[a-d][1-3]\b")
    rules: TriceQueries  # game.rules: RULES (games/trice/view_queries.py checks it answers them)

    def __init__(self, app: Host, game: Game[Any], seats: Sequence[str]) -> None:
        super().__init__(app, game, seats)
        rules, render = self.rules, renderer(app)
        dice_rng = random.Random(3)  # which faces flash by: the setup roll's and a raised die's
        self.moving = MovingDice(app, render, dice_rng)
        self.setup_roll = SetupRoll(app, rules, game.seat_name, render, dice_rng, self.moving)
        self.card = Card(app, rules, render, self.setup_roll, self.moving)
        self.full_card = FullCardSteps(app, rules)
        self.pool = Pool(app, rules, render, self.full_card)
        self.seat_cards = SeatCards(
            app, rules, game.seat_name, self.labels, render, self.card, self.setup_roll, self.moving
        )
        self.rulers = Rulers(app, self.setup_roll)
        self.deciding = DecidingLines(app, rules, self.card, self.pool)
        self.parts = [
            self.seat_cards,
            self.rulers,
            self.card,
            self.setup_roll,
            self.pool,
            self.full_card,
            self.moving,
            DraggedDie(render, self.card),
            self.deciding,
        ]
        self.words = CoachWords(game, self.seats, self.fits)
        self.status: pygame.Rect | None = None  # the coach line's box
        # on a wide screen, the height the side column keeps for the bar and the coach line at a
        # width (`beside`), or None: they go along the top
        self.head: Callable[[int], int] | None = None
        self.framed: tuple[pygame.Rect, geometry.Geometry] | None = (
            None  # (board rect, its geometry) `beside` found
        )
        self.geos: dict[bool, geometry.Geometry] = {}
        self.geo: geometry.Geometry | None = None
        self.with_pool = True  # the full-card phase lays out without the pool
        self.per_colour = geometry.PER_COLOUR  # the pool's tiles a colour (2 once it holds no more)
        self.placed: tuple[Layout, pygame.Rect] | None = None  # the last layout's (layout, rect)
        self.where = N_("below")  # where the pool is, in words (translated where said)

    # -- layout ----------------------------------------------------------------------------------
    def frame(self, lay: Layout, bar: list[Button]) -> tuple[pygame.Rect, pygame.Rect]:
        """The standard frame; in portrait the coach line gets three lines (it retells the
        computer's moves before saying what to tap), or four (fourth_line). On a wide screen
        the bar and the coach line head the side column, as in every game (issue 28 point 1),
        where the card and the pool come out larger so (`beside`)."""
        status, rect = standard_frame(lay, bar, self.app.theme)
        self.head = self.framed = None
        if lay.portrait:
            three, four = (self.grown(lay, status, rect, lines) for lines in (3, 4))
            status, rect = four if self.fourth_line(lay, three, four) else three
        else:
            column = self.beside(lay, bar, rect)
            if column is not None:
                status, rect = column
        self.status = status
        return status, rect

    def beside(
        self, lay: Layout, bar: list[Button], top: pygame.Rect
    ) -> tuple[pygame.Rect, pygame.Rect] | None:
        """(status, board) with the card on the left at the screen's height and the bar, the
        coach line (as tall as its longest sentences at the column's width), the panels and
        the pool beside it; None where the game comes out no larger so than under the standard
        frame's bar and coach line (`top`: its board; size_key), or the bar has no icons to
        fit the column. The bar's buttons are placed in the column; layout reuses the
        geometry found (`framed`)."""
        theme, gap = self.app.theme, lay.gap
        if not has_icons(theme, lay, bar):
            return None
        said = [text for text in (self.ending or self.words.long_sentence(), *self.also_said) if text]
        heights: dict[int, int] = {}

        def coach(width: int) -> int:  # the coach line's box in a column `width` wide
            if width not in heights:
                need = max(CoachLine.height_for(self.app, text, width) for text in said)
                mode = self.mode_height(width) if self.mode_height is not None else 0  # a lesson's captions
                heights[width] = max(need, mode, status_height(lay, theme, width))
            return heights[width]

        def head(width: int) -> int:
            return lay.tap + gap + coach(width) + gap

        whole = pygame.Rect(lay.margin, lay.margin, lay.width - 2 * lay.margin, lay.height - 2 * lay.margin)
        found = geometry.landscape(lay, theme, whole, True, head=head)
        standard = geometry.make(lay, theme, top, True)
        floor = math.ceil(MIN_TAP_CSS * lay.css_scale) if not self.watch_only else 0
        if size_key(found, floor) <= size_key(standard, floor):
            return None
        assert found.head is not None  # landscape() sets it
        column = found.head
        place_bar(theme, lay, bar, column.x, column.y, column.width)
        self.head, self.framed = head, (whole, found)
        return pygame.Rect(column.x, column.y + lay.tap + gap, column.width, coach(column.width)), whole

    def grown(
        self, lay: Layout, status: pygame.Rect, rect: pygame.Rect, lines: int
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """(status, rect) with the coach line's box at least `lines` lines of secondary text
        tall, the board below it."""
        step = self.app.theme.font(lay.small, bold=True).get_linesize()
        grow = max(0, lines * step + lay.gap // 2 - status.height)
        return (
            pygame.Rect(status.x, status.y, status.width, status.height + grow),
            pygame.Rect(rect.x, rect.y + grow, rect.width, rect.height - grow),
        )

    def fourth_line(
        self, lay: Layout, three: tuple[pygame.Rect, pygame.Rect], four: tuple[pygame.Rect, pygame.Rect]
    ) -> bool:
        """Where the retelling sentence takes more than three lines (a language that runs
        long, in large text on a narrow phone), the coach line gets a fourth if that costs
        the card little (not where a sheet or the replay's timeline leaves the board short)."""
        theme = self.app.theme
        long = theme.lines(self.words.long_sentence(), lay.small, three[0].width - 2 * lay.gap, bold=True)
        if len(long) <= 3:
            return False
        for pool in (True, False):  # the card with the pool, and without it (full, or the end)
            before, after = (geometry.make(lay, theme, rect, pool).cell for _status, rect in (three, four))
            if after < (1 - LINE_COST) * before:
                return False
        return True

    def fits(self, text: str) -> bool:
        """`text` fits the coach line's box (as app/ui/coach_line.py fits it, secondary text at worst)."""
        return self.status is None or CoachLine.fits(self.app, text, self.status)

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        # once every die is on the card (the full-card phase) the pool's room goes to the card
        fingers = not self.watch_only  # a replay's pool is looked at, not tapped: the card first
        self.placed = (lay, rect)
        per_colour = self.per_colour
        head = self.head  # the bar and the coach line heading the side column, or None
        # beside the card the pool keeps its shape: the frame's own geometry serves with the pool
        framed = self.framed[1] if self.framed is not None and self.framed[0] == rect else None
        theme = self.app.theme
        self.geos = {
            pool: framed
            if pool and framed is not None
            else geometry.make(lay, theme, rect, pool, fingers=fingers, per_colour=per_colour, head=head)
            for pool in (True, False)
        }
        # a short screen in larger text: one-line cards give the pool room, or (a phone held
        # upright) the card: at 320x480 in Large text its squares were 32 px against 46
        if not lay.portrait or lay.text_scale > 1:
            one = geometry.make(
                lay,
                self.app.theme,
                rect,
                True,
                one_line=True,
                fingers=fingers,
                per_colour=per_colour,
                head=head,
            )
            two = self.geos[True]

            def gain(geo: geometry.Geometry) -> tuple[int, int]:  # upright the card, sideways the pool
                return (geo.cell, geo.tile) if lay.portrait else (geo.tile, geo.cell)

            if gain(one) > gain(two) and self.seat_cards.one_line_fits(
                one.panels[0].width, one.panels[0].height
            ):
                self.geos[True] = one
        # TRANSLATORS: where the pool of dice is, "tap one of the dice below".
        self.where = N_("below") if lay.portrait else N_("on the right")
        self.use(self.with_pool)

    def use(self, with_pool: bool) -> None:
        """Place the parts where the layout with (or without) the pool puts them."""
        self.with_pool = with_pool
        geo = self.geo = self.geos[with_pool]
        self.seat_cards.place(geo.panels, geo.slots)
        self.rulers.place(geo.columns, geo.rows, geo.cell)
        self.card.place(geo.card, geo.frame, geo.cells, geo.cell, geo.die)
        assert geo.roll is not None  # geometry.finish sets it
        self.setup_roll.place(geo.roll, geo.cell, geo.die)
        self.pool.place(geo.pool, geo.tiles, geo.captions)
        self.full_card.place(geo.legend)
        self.deciding.place(geo.legend)

    def sync(self, state: TriceState, ui: BoardUI) -> None:
        # the pool's room goes to the card once every die is given, and at the end
        pool = self.rules.pool(state)
        wanted = not self.rules.is_over(state) and (bool(pool) or self.rules.step(state) in ("give", "place"))
        if wanted != self.with_pool and not self.busy():  # never while a die is in flight
            self.use(wanted)
        # a pool that holds at most two dice of a colour takes one row of tiles, and the card
        # grows into the room (a puzzle's pool, a late game's; undone moves bring the row back);
        # an empty one (before the starting roll, a full card) keeps the tiles it has
        per_colour = max((sum(d[0] == c for d in pool) for c in geometry.COLOUR_ORDER), default=0)
        wanted_rows = geometry.PER_COLOUR if per_colour > 2 else 2 if per_colour else self.per_colour
        if wanted_rows != self.per_colour and self.placed is not None and not self.busy():
            self.per_colour = wanted_rows
            self.layout(*self.placed)
        super().sync(state, ui)

    # -- a move's pictures and sounds ------------------------------------------------------------
    def animate(self, move: str, before: TriceState, after: TriceState, ui: BoardUI) -> None:
        """The setup roll rolls its own dice; every other die that moves goes to the moving
        dice, from where it was to where it lands."""
        speed, rules, audio = self.app.settings.speed, self.rules, self.app.audio
        card, slots, moving = self.card, self.seat_cards.slots, self.moving
        verb, _space, rest = move.partition(" ")
        if verb == "roll":
            audio.play("roll")
            self.setup_roll.start(after)
        elif verb == "give" and speed > 0:
            slot = slots[rules.to_move(after)]
            moving.slide(
                rest, self.pool.centre_of(rest, before), slot.center, slot.width, card.cell * 0.3, "hand"
            )
            audio.play("select")
        elif verb == "place" and speed > 0:
            start = ui.drag_pos if ui.drag_pos else slots[rules.to_move(before)].center  # from the finger
            moving.slide(
                present(rules.hand(before)), start, card.cells[rest].center, card.die, card.cell * 0.2, rest
            )
        elif verb == "swap" and speed > 0:
            a, b = rest.split()
            board = rules.board(after)
            moving.slide(present(board[a]), card.cells[b].center, card.cells[a].center, card.die, 0.0, a)
            moving.slide(present(board[b]), card.cells[a].center, card.cells[b].center, card.die, 0.0, b)
        elif verb == "inc":
            moving.roll(
                rest, present(rules.board(after)[rest]), card.cells[rest].center, card.die, card.cell * 0.25
            )
            audio.play("roll")
        elif verb == "mark":
            audio.play("select")
        if verb == "place" and speed == 0:
            audio.play("place")

    def skip(self) -> bool:
        """A tap while the setup roll waits to be read: go on."""
        return self.setup_roll.skip()

    # -- words -----------------------------------------------------------------------------------
    def coach(self, state: TriceState, ui: BoardUI) -> str:
        return self.words.coach(state, ui, _(self.where), self.setup_roll.stage())

    def news(self, before: TriceState, move: str, after: TriceState) -> str:
        return ""  # the coach line retells the computer's moves (words.py) and the roll is on the card

    def playing_area(self) -> pygame.Rect | None:
        return self.geo.area if self.geo is not None else None

    def seat_areas(self) -> list[pygame.Rect]:
        return list(self.geo.panels.values()) if self.geo is not None else []

    def thumbnail_area(self, state: TriceState) -> pygame.Rect | None:
        """The card alone (its panels and pool left out)."""
        return self.geo.frame if self.geo is not None else None

    def picture_area(self) -> pygame.Rect | None:
        """The card with its rulers, the panels and the pool (while it holds dice)."""
        geo = self.geo
        if geo is None:
            return None
        lay, theme = self.app.layout, self.app.theme
        left = geo.frame.left - geometry.number_width(lay, theme) - 2
        top = geo.frame.top - theme.font(lay.small, bold=True).get_linesize() - 2
        rulers = pygame.Rect(left, top, geo.frame.right - left, geo.frame.bottom - top)
        shown = [*geo.panels.values()] + ([geo.pool] if any(geo.tiles.values()) else [])
        return rulers.unionall(shown)  # not the pool's room once the pool is gone

    def piece_px(self) -> int | None:
        return self.geo.cell if self.geo is not None else None

    def cell_rect(self, name: str) -> pygame.Rect | None:
        return self.card.cells.get(name)

    def result_area(self, state: TriceState) -> list[pygame.Rect]:
        """The lines that decided the game (a full card's draw: the whole card)."""
        return self.deciding.area(state) or (
            [self.card.rect] if self.geo is not None and self.card.rect is not None else []
        )

    def celebrated(self, state: TriceState) -> list[pygame.Rect]:
        """The deciding lines' squares, one by one."""
        return self.deciding.squares(state) or super().celebrated(state)

    def cell_labels(self, state: TriceState) -> set[str]:
        # the rulers name every cell unless the setup roll covers the card or it is too small
        return set(CELLS) if self.rulers.showing(state) else set()
