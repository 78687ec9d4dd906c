"""What a game's board view is: pictures and meanings, no flow.

A `BoardView` lays a game out for a size, draws a state, and says what a point
on the board means now (a `Hit`). It never plays a move, never reads input
events and never decides whose turn it is: the board scene
(app/scenes/board.py) owns input, selection, undo, autosave, the coach line
and the computer players, and asks the view. The same view serves any scene
that shows a game (a replay, a lesson) without a copy.

Every view is built one way: from `parts` (app/boards/part.py), small objects
that lay themselves out, draw and hit-test. The view places them (`layout`)
and adds what belongs to the whole board (its words, its buttons); by default
drawing, hit-testing, keyboard targets, animations and resets go to the parts.

The scene keeps the person's half-made choice in `BoardUI.selected`; what it
holds (a die's cell, a triangle's name...) is up to the view, which is the only
one to read it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from app.ui import depth
from app.ui.theme import wrap
from app.ui.widgets import Button, draw_panel
from games.i18n import _

from ..seats import seat_labels
from .hit import CLEAR, BoardUI, Hit, Point
from .hit import NOBODY as NOBODY  # the scene and the parts import it from here too

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    import pygame

    from app.ui.layout import Layout
    from games.contract import Rules
    from games.game import Game

    from .host import Host
    from .part import Part


class ActionButton(Button):
    """A button a view offers ("Offer draw", "Pass"...): pressing it applies `meaning`
    (a Hit; not `hit`, which is every widget's hit test).

    The view sets `meaning`, `visible`, `enabled` and `rect`; the scene routes the press."""

    def __init__(self, text: str, hit: Hit | None = None, style: str = "secondary") -> None:
        super().__init__(text, lambda: None, style=style)
        self.meaning = hit
        self.visible = False


class BoardView:
    """The base every game's view extends; the defaults describe a board with
    nothing to tap."""

    def __init__(self, app: Host, game: Game[Any], seats: Sequence[str]) -> None:
        self.app = app
        self.game = game
        self.rules: Rules[Any] = game.rules
        self.seats = list(seats)
        # what each seat's card says it is; the scene marks a friend far away (changed in place)
        self.labels = seat_labels(self.seats)
        self.buttons: list[ActionButton] = []  # ActionButtons the scene adds to its widgets
        self.parts: list[Part] = []  # app/boards/part.py Parts, bottom to top
        self.grabbed: Part | None = None  # the part that picked up what is being dragged
        self.ending = ""  # what the coach line says of the finished game shown ("" while it goes on)
        self.also_said: list[str] = []  # a mode's sentences (a replay's start, a lesson's closing words)
        self.closed = False  # the mode ended play on a game that goes on (a lesson's end): no turn to take
        # the height a mode's own words need in the coach line's box at a width (a lesson's
        # captions and progress dots): a view that puts the box beside the board sizes it so,
        # where the mode cannot grow it (above the board the mode grows it itself)
        self.mode_height: Callable[[int], int] | None = None
        # the height a mode's button asks of a side column's bottom at a width (a lesson's offer
        # at its end, where the rest of the screen beside a sheet would leave the board too
        # small): a view that can keep it says where (`sheet_slot`); None: not asked
        self.reserve: Callable[[int], int] | None = None
        self.watch_only = False  # a replay's board: nothing on it is tapped (sized for eyes, not fingers)

    # -- geometry ------------------------------------------------------------------------
    def expect(self, state: Any, also_said: list[str], closed: bool = False) -> None:
        """Before each layout (the board scene calls it): what the coach line will say, so a view
        that frames its own coach line sizes it for that: a finished game's result, not an
        instruction no one will be given any more (`ending`), and the mode's own sentences;
        `closed`: the mode ended play here (a lesson's end), though the game itself goes on."""
        self.ending = self.game_over_text(state) if self.rules.is_over(state) else ""
        self.also_said, self.closed = also_said, closed

    def frame(self, lay: Layout, bar: list[Button]) -> tuple[pygame.Rect, pygame.Rect] | None:
        """Place the scene's `bar` buttons and return (status_rect, board_rect), or None
        for the standard frame (buttons on top, the coach line under them)."""
        return None

    def sheet_slot(self) -> pygame.Rect | None:
        """Where this layout kept room for a mode's button at its side column's bottom
        (`reserve`), or None (by default no view keeps any)."""
        return None

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        """Place the board's parts inside `rect` for the layout `lay` (by default each part
        gets all of it)."""
        for part in self.parts:
            part.layout(lay, rect)

    # -- pictures --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: Any, ui: BoardUI) -> None:
        """Draw `state` inside the board rect: the board raised off the table (a soft shadow
        under its playing area: app/ui/depth.py), then the parts, bottom to top."""
        area = self.playing_area()
        if area is not None and area.width > 0:
            lay = self.app.layout
            colour = self.app.theme.colour(
                "background"
            )  # the table's (UIScene.background): the board comes first
            depth.draw_shadow_on_table(surface, area, lay.gap, max(4, lay.gap), colour)
        for part in self.parts:
            part.draw(surface, state, ui)

    def update(self, dt: float) -> bool:
        """Advance animations; True while anything moves."""
        moved = False
        for part in self.parts:
            moved = part.update(dt) or moved
        return moved

    def busy(self) -> bool:
        """True while an animation must finish before the game goes on."""
        return any(part.busy() for part in self.parts)

    def animate(self, move: str, before: Any, after: Any, ui: BoardUI) -> None:
        """Start the pictures and sounds of a move just played (ui: where a drag ended)."""

    def reset(self) -> None:
        """The state jumped (undo, restart, a replay's jump): drop animations."""
        for part in self.parts:
            part.reset()

    def sync(self, state: Any, ui: BoardUI) -> None:
        """Show, hide, enable and place `self.buttons` for this state (and tell the parts)."""
        for part in self.parts:
            part.sync(state, ui)

    # -- hidden information (games/registry.py: hidden_information) ------------------------------
    def handed(self, state: Any, ui: BoardUI) -> None:
        """The device was just handed to `ui.viewer` (they tapped the cover): start what
        they may now see (their secret dice rolling...)."""

    def draw_cover(
        self, surface: pygame.Surface, rect: pygame.Rect, seat: int, button_rect: pygame.Rect
    ) -> int:
        """The "pass the device" cover over the board `rect` until `seat` holds the device
        (the scene's button at `button_rect` lifts it). Returns the heading's top, so a
        game may draw the seat's emblem above it."""
        theme, lay = self.app.theme, self.app.layout
        draw_panel(surface, theme, rect, "background", radius=0)
        name = self.game.seat_name(seat)
        font = theme.font(lay.small)
        lines = wrap(
            font,
            _("The next choice is secret. Tap when only {player} can see the screen.").format(player=name),
            min(rect.width, button_rect.width + 2 * lay.tap),
        )
        words = _("Pass the device to {player}").format(player=name)
        size = theme.largest(words, (lay.heading, lay.text), rect.width, bold=True)
        headings = theme.lines(words, size, rect.width, bold=True)
        step = theme.font(size, bold=True).get_linesize()
        y = button_rect.y - lay.gap - len(lines) * font.get_linesize()
        for line in lines:
            label = theme.text(line, lay.small, "muted")
            surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
            y += font.get_linesize()
        top = button_rect.y - lay.gap - len(lines) * font.get_linesize() - len(headings) * step
        for index, line in enumerate(headings):
            heading = theme.text(line, size, "text", bold=True)
            surface.blit(heading, heading.get_rect(midtop=(rect.centerx, top + index * step)))
        return top

    # -- meanings ----------------------------------------------------------------------------
    def hit(self, pos: Point, state: Any, ui: BoardUI) -> Hit | None:
        """A tap at `pos`: a Hit, or None if it means nothing (the top part answers first)."""
        for part in reversed(self.parts):
            found = part.hit(pos, state, ui)
            if found is not None:
                return found
        return None

    def grab(self, pos: Point, state: Any, ui: BoardUI) -> object | None:
        """A press that may start a drag: the thing picked up, or None."""
        self.grabbed = None
        for part in reversed(self.parts):
            found = part.grab(pos, state, ui)
            if found is not None:
                self.grabbed = part
                return found
        return None

    def drop(self, pos: Point, state: Any, ui: BoardUI) -> Hit | None:
        """The dragged `ui.drag` let go at `pos`: a Hit, or None (the part that grabbed it says)."""
        part, self.grabbed = self.grabbed, None
        return part.drop(pos, state, ui) if part is not None else None

    def targets(self, state: Any, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        """[(rect, Hit)] the keyboard can reach now, in reading order."""
        return [target for part in self.parts for target in part.targets(state, ui)]

    def pick_words(self, state: Any, pick: Any) -> str | None:
        """What a keyboard target that picks `pick` (a half-made choice) does, in words for a
        screen reader, or None: letting go of the choice, or choosing a cell by its name."""
        if pick is CLEAR:
            return _("Let go of the choice")
        if isinstance(pick, str) and self.CELL_NAME is not None and self.CELL_NAME.fullmatch(pick):
            # TRANSLATORS: a keyboard target read aloud: Enter picks this cell (a die on it, or it empty).
            return _("Pick {cell}").format(cell=pick)
        return None

    # -- legibility (checked by tests/test_board_legibility.py) -------------------------
    CELL_NAME: re.Pattern[str] | None = None  # a cell's name in a sentence ("c3"), None: no names

    def playing_area(self) -> pygame.Rect | None:
        """The rect of the board proper (the card and pool, the field, the grid, the
        torus): what a player looks at and taps. Layouts make it as large as they can."""
        return None

    def seat_areas(self) -> list[pygame.Rect]:
        """The players' cards where they are drawn now (app/boards/seat_panel.py): what a sheet
        laid over the board leaves in sight, as it does the result. By default none."""
        return []

    def picture_area(self) -> pygame.Rect | None:
        """What a rules picture of the board shows (app/boards/figure.py): the playing area, and
        whatever a view draws for it just outside (its rulers). Default: the playing area."""
        return self.playing_area()

    def thumbnail_area(self, state: Any) -> pygame.Rect | None:
        """What a small picture of `state` shows (a daily puzzle's row): the board proper,
        without what lies beside it for play (seats' cards, a pool). Default: the playing area."""
        return self.playing_area()

    def show_whole(self) -> None:
        """From now on show the whole board, never a part zoomed to a finger's size (a rules
        picture, where nothing is tapped: app/boards/figure.py). Default: it always shows whole."""

    def piece_px(self) -> int | None:
        """The side (px) of one cell or die as the board shows it now (the board's scale: a
        lesson's end sheet keeps it at least a finger's size), or None: no such thing."""
        return None

    def cell_rect(self, name: str) -> pygame.Rect | None:
        """Where the cell (or triangle) `name`, in the game's notation, is on the board now;
        None if the board does not show it (a rules picture rings it: app/boards/figure.py)."""
        return None

    def result_area(self, state: Any) -> list[pygame.Rect]:
        """Where the board shows how a finished game ended (the winning line, the final
        score): rects the game-over panel must leave in sight (tests/eye.py checks it at
        every shape). By default the whole playing area."""
        area = self.playing_area()
        return [area] if area is not None else []

    def panels(self, state: Any) -> list[pygame.Rect]:
        """The panels the board shows now over itself (a battle's), each the rect inside its
        border: every word drawn in one stays inside it (tests/eye.py checks it). By default none."""
        return []

    def celebrated(self, state: Any) -> list[pygame.Rect]:
        """What lights up when a person here wins (app/ui/celebration.py), in the order it
        lights: by default the first of the result's rects (the winning line)."""
        return self.result_area(state)[:1]

    def cell_labels(self, state: Any) -> set[str]:
        """The cell names a person can read off the board now (rulers, labels): every
        cell a sentence names must be among them."""
        return set()

    def waiting(self, state: Any) -> str | None:
        """What a tap on the board says while the person may not act (None: nothing)."""
        return _("Wait for your turn.")

    def skip(self) -> bool:
        """A press on the board while busy: cut short a picture that only waits to be
        read (a battle's reveal); True if one was cut (the first part that cuts one)."""
        return any(part.skip() for part in self.parts)

    def cancel(self, ui: BoardUI) -> Hit | None:
        """Esc: a Hit that drops a half-made choice, or None if there is none."""
        return Hit(pick=CLEAR) if ui.selected is not None else None

    def show_move(self, state: Any, ui: BoardUI, move: str) -> None:
        """Bring the place `move` acts on into sight, for a view whose camera may leave part
        of the board out (a lesson then rings what to tap for it). Default: all of it shows."""

    # -- words -------------------------------------------------------------------------------
    def coach(self, state: Any, ui: BoardUI) -> str | None:
        """The coach line: who acts and what to do, in the player's words; None for the
        scene's default."""
        return None

    def news(self, before: Any, move: str, after: Any) -> str | None:
        """What to say about a move just played, whoever played it; None: the scene
        says the computer's moves in the game's words."""
        return None

    def game_over_text(self, state: Any) -> str:
        return self.rules.end_reason(state)
