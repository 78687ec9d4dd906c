"""The game-over sheet: "Game over" (and, when this end was just counted, that it is in your
record: app/saved/record.py); rematch, watch the game again, share, look at the board, or the
menu. The result itself is said once, by the coach line above the board (a screen reader
hears the sheet's `text` with the heading).

The sheet is small (issue 28 point 6): its heading, then one row: Rematch, and the other four
as icons with their words under them where the words fit, else the icons alone (their words
stay their names; app/ui/button_rows.py place_bar). It never covers the result it announces:
it takes a band of the screen (along the bottom of a tall screen, down the right side of a
wide one) and the board lays itself out again in the rest (`GameOverScene.reserve`), so the
winning line or the final score (`BoardView.result_area`) stays in sight beside it.
tests/eye.py checks it at every shape.

Where that would leave the deciding dice under a finger's size (`READABLE_CSS`: a 320x480
phone, a phone turned on its side, Large text), the sheet becomes a rail: the five buttons
alone, in one row along the bottom or one column down the right, without its heading (the
coach line above the board already says how the game ended; the record's note stays in what a
screen reader hears). tests/test_endings_readable.py measures every game at every shape.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from app.play.table import Table
from app.ui import icons
from app.ui.button_rows import arrange, place_bar
from app.ui.celebration import Celebration
from app.ui.layout import READABLE_CSS
from app.ui.widgets import Button, UIScene, draw_panel, draw_scrim, on_sheet, words_fit
from games.i18n import _

if TYPE_CHECKING:
    from app.boards.view import BoardView
    from app.play.mode import Mode
    from app.sharing.correspondence import LinkGame
    from app.ui.layout import Layout
    from games.match import Match

    from .host import SceneApp

REMATCH_SHARE = 0.36  # of the sheet's row, at least, for Rematch (the one most want next)


class EndedBoard(Protocol):
    """The board scene (app/scenes/board.py) as the sheet over its ended game reads it."""

    sheet: tuple[str, int] | None  # the band of the screen the sheet keeps: (side, px), or None

    @property
    def match(self) -> Match: ...

    @property
    def seats(self) -> list[str]: ...

    @property
    def link(self) -> LinkGame | None: ...

    @property
    def mode(self) -> Mode: ...

    @property
    def view(self) -> BoardView: ...

    @property
    def state(self) -> Any: ...

    def game_over_text(self) -> str: ...

    def busy(self) -> bool: ...

    def sync_ui(self) -> None: ...

    def layout(self, lay: Layout) -> None: ...


class GameOverScene(UIScene):
    name = "game_over"
    overlay = True
    app: SceneApp

    def __init__(self, app: SceneApp, board: EndedBoard, counted: bool = False, won: bool = False) -> None:
        super().__init__(app)
        self.board = board
        # a person here won: celebrated once the board has its place beside the sheet
        self.won = won
        self.celebration: Celebration | None = None
        self.text = board.game_over_text()
        # only the end that was counted now says so (an end shown again after Undo was not)
        self.note = _("Counted in your record.") if counted else None
        table = board.mode
        assert isinstance(table, Table)  # only a real game's end opens the sheet (Table.over)
        self.table = table
        self.rematch_button = Button(_("Rematch"), table.rematch, style="primary", icon=icons.REMATCH)
        self.watch_button = Button(_("Watch again"), self.watch, icon=icons.RECENT)
        self.look_button = Button(_("See board"), self.back, icon=icons.SHOW)
        self.menu_button = Button(_("Menu"), self.to_menu, icon=icons.MENU)
        # a game by link: Send, so the friend far away sees the end too
        self.share_button = (
            Button(_("Send"), table.share, icon=icons.SEND)
            if board.link is not None
            else Button(_("Share"), table.share, icon=icons.SHARE)
        )
        self.buttons = on_sheet(
            [self.rematch_button, self.watch_button, self.share_button, self.look_button, self.menu_button]
        )
        self.widgets = list(self.buttons)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.note_lines: list[str] = []
        self.rail = False  # the buttons alone, where the whole sheet leaves the result too small
        # the sheet chooses its form again once the last move's pictures have finished: a board
        # may lay itself out anew then (TRICE's pool gives its room to the card once the die lands)
        self.settled = False

    def watch(self) -> None:
        """The replay of this game (Back returns here)."""
        self.app.scenes.open("replay", record=self.board.match.record, seats=self.board.seats)

    def to_menu(self) -> None:
        self.app.scenes.pop_to("menu")

    def reserve(self, sheet: tuple[str, int] | None) -> None:
        """Keep `sheet` ((side, px), None: nothing) of the screen: the board lays itself out
        in the rest (app/boards/frame.py `within`)."""
        if sheet != self.board.sheet:
            self.board.sheet = sheet
            self.board.layout(self.app.layout)

    def exit(self) -> None:
        self.reserve(None)  # "See board", Menu, Rematch: the board gets its screen back

    def heading_height(self, lay: Layout, width: int) -> int:
        """The heading's line, with the record's note beside it or under it (sets its lines)."""
        theme = self.app.theme
        heading = theme.font(lay.heading, bold=True)
        self.note_lines = []
        if self.note:
            beside = heading.size(_("Game over"))[0] + lay.gap + theme.font(lay.small).size(self.note)[0]
            if beside <= width - 2 * lay.gap:
                self.note_lines = [self.note]
                return heading.get_linesize() + lay.gap
            self.note_lines = theme.lines(self.note, lay.small, width - 2 * lay.gap)
            return (
                heading.get_linesize() + len(self.note_lines) * theme.font(lay.small).get_linesize() + lay.gap
            )
        return heading.get_linesize() + lay.gap

    def layout(self, lay: Layout) -> None:
        """The whole sheet where the result stays readable beside it, else the rail."""
        self.rail = False
        self.rematch_button.arrangement = None  # Rematch's word, no icon, on the whole sheet
        self.layout_sheet(lay)
        if self.result_readable(lay):
            return
        whole_sheet = self.smallest_piece()
        self.rail = True
        self.layout_rail(lay)
        if self.smallest_piece() < whole_sheet:  # a board that cannot use the room: the sheet
            self.rail = False
            self.rematch_button.arrangement = None
            self.layout_sheet(lay)

    def smallest_piece(self) -> int:
        """The least side (px) of what decided the game, as the board will show it now."""
        board = self.board
        board.sync_ui()  # its parts told the state in the new layout (Tris 2's camera aims)
        pieces = board.view.celebrated(board.state)
        return min((min(r.width, r.height) for r in pieces), default=0)

    def result_readable(self, lay: Layout) -> bool:
        return self.smallest_piece() >= READABLE_CSS * lay.css_scale

    def layout_rail(self, lay: Layout) -> None:
        """The five buttons alone: a row along the bottom of a tall screen (Rematch first, its
        word where it fits, else its icon), a column down the right of a wide one (icons, with
        their words under them where they fit)."""
        theme, gap, tap = self.app.theme, lay.gap, lay.tap
        rest = self.buttons[1:]
        if lay.portrait:
            width = min(lay.width - 2 * lay.margin, int(900 * lay.unit))
            self.panel = pygame.Rect(0, 0, width, tap + gap)
            self.panel.midbottom = (lay.width // 2, lay.height - lay.margin)
            inner = self.panel.inflate(-gap, -gap)
            icons_w = len(rest) * (tap + gap)
            rematch_w = inner.width - icons_w  # what four icons a finger wide leave
            self.rematch_button.rect = pygame.Rect(inner.x, inner.y, rematch_w, tap)
            if not words_fit(theme, lay, self.rematch_button.text, self.rematch_button.rect):
                self.rematch_button.arrangement = "alone"
            place_bar(theme, lay, rest, inner.x + rematch_w + gap, inner.y, inner.width - rematch_w - gap)
            self.reserve(("bottom", lay.height - self.panel.y + lay.margin // 2))
            return
        small = theme.font(lay.small, bold=True)
        words = max(small.size(b.text)[0] for b in self.buttons) + 2 * gap
        column = max(tap, words) if words <= lay.width // 5 else tap  # words under the icons, or none
        height = len(self.buttons) * (tap + gap)
        self.panel = pygame.Rect(0, 0, column + gap, min(height, lay.height - 2 * lay.margin))
        self.panel.midright = (lay.width - lay.margin, lay.height // 2)
        half = gap // 2
        step = max(tap // 2, self.panel.height // len(self.buttons) - gap)
        for index, button in enumerate(self.buttons):
            button.rect = pygame.Rect(
                self.panel.x + half, self.panel.y + half + index * (step + gap), column, step
            )
        arrange(theme, lay, self.buttons)
        self.reserve(("right", lay.width - self.panel.x + lay.margin // 2))

    def layout_sheet(self, lay: Layout) -> None:
        """Along the bottom of a tall screen: the heading, then one row (Rematch, then the others
        as icons); down the right side of a wide one where the board keeps a square: the heading,
        Rematch, and the others in a row of icons under it. The board takes the rest."""
        rest = self.buttons[1:]
        if not lay.portrait:
            width = max(int(lay.width * 0.28), min(lay.width - 2 * lay.margin, int(300 * lay.unit)))
            text_h = self.heading_height(lay, width)
            height = lay.gap + text_h + 2 * (lay.tap + lay.gap) + lay.gap
            if height <= lay.height - 2 * lay.margin and lay.width - width >= lay.height:
                self.panel = pygame.Rect(0, 0, width, height)
                self.panel.midright = (lay.width - lay.margin, lay.height // 2)
                inner = self.panel.inflate(-2 * lay.gap, 0)
                top = self.panel.y + lay.gap + text_h
                self.rematch_button.rect = pygame.Rect(inner.x, top, inner.width, lay.tap)
                place_bar(self.app.theme, lay, rest, inner.x, top + lay.tap + lay.gap, inner.width)
                self.reserve(("right", lay.width - self.panel.x + lay.margin // 2))
                return
        width = min(lay.width - 2 * lay.margin, int(900 * lay.unit))
        text_h = self.heading_height(lay, width)
        self.panel = pygame.Rect(0, 0, width, lay.gap + text_h + lay.tap + lay.gap)
        self.panel.midbottom = (lay.width // 2, lay.height - lay.margin)
        inner = self.panel.inflate(-2 * lay.gap, 0)
        top = self.panel.y + lay.gap + text_h
        theme = self.app.theme
        rematch_w = max(
            int(inner.width * REMATCH_SHARE),
            theme.font(lay.text, bold=True).size(self.rematch_button.text)[0] + 2 * lay.gap,
        )
        # each icon button at least a finger wide (44 CSS px), else Rematch takes a row of its
        # own over them (the smallest phones, long words)
        if inner.width - rematch_w - lay.gap < len(rest) * (lay.tap + lay.gap) - lay.gap:
            self.panel.height += lay.tap + lay.gap
            self.panel.bottom = lay.height - lay.margin
            top = self.panel.y + lay.gap + text_h
            self.rematch_button.rect = pygame.Rect(inner.x, top, inner.width, lay.tap)
            place_bar(theme, lay, rest, inner.x, top + lay.tap + lay.gap, inner.width)
            self.reserve(("bottom", lay.height - self.panel.y + lay.margin // 2))
            return
        self.rematch_button.rect = pygame.Rect(inner.x, top, rematch_w, lay.tap)
        place_bar(theme, lay, rest, inner.x + rematch_w + lay.gap, top, inner.width - rematch_w - lay.gap)
        if max(b.rect.bottom for b in rest) > self.rematch_button.rect.bottom:  # no icons: two rows
            self.panel.height += max(b.rect.bottom for b in rest) - self.rematch_button.rect.bottom
            self.panel.bottom = lay.height - lay.margin
            self.layout_again(lay, text_h, rematch_w)
        self.reserve(("bottom", lay.height - self.panel.y + lay.margin // 2))

    def layout_again(self, lay: Layout, text_h: int, rematch_w: int) -> None:
        """The row placed again from the panel's new top (where the words took two rows)."""
        inner = self.panel.inflate(-2 * lay.gap, 0)
        top = self.panel.y + lay.gap + text_h
        self.rematch_button.rect = pygame.Rect(inner.x, top, rematch_w, lay.tap)
        rest = self.buttons[1:]
        place_bar(
            self.app.theme, lay, rest, inner.x + rematch_w + lay.gap, top, inner.width - rematch_w - lay.gap
        )

    def update(self, dt: float) -> bool:
        if not self.settled and not self.board.busy():
            self.settled = True
            self.layout(self.app.layout)
            self.app.invalidate()
        if self.won and self.celebration is None:
            theme, lay = self.app.theme, self.app.layout
            colours = [theme.colour(role) for role in ("accent", "good", "text", "highlight")]
            seed = len(self.board.match.moves)  # the same ending, the same burst
            self.celebration = Celebration(
                self.table.celebrated(), colours, self.app.settings.speed, lay.unit, seed
            )
        moving = super().update(dt)
        return (self.celebration is not None and self.celebration.update(dt)) or moving

    def draw_content(self, surface: pygame.Surface) -> None:
        lay, theme = self.app.layout, self.app.theme
        draw_scrim(surface, lay, "light")  # the final position shows through, the board rests
        if self.celebration is not None:
            self.celebration.draw(surface)  # over the board, under the sheet
        draw_panel(surface, theme, self.panel, "panel", radius=lay.gap, border="accent", lift=8)
        if self.rail:
            return
        y = self.panel.y + lay.gap // 2
        title = theme.text(_("Game over"), lay.heading, "accent", bold=True)
        left = self.panel.x + lay.gap
        surface.blit(title, (left, y))
        if len(self.note_lines) == 1 and self.note_lines[0] == self.note:  # beside the heading
            note = theme.text(self.note_lines[0], lay.small, "muted")
            right = self.panel.right - lay.gap - note.get_width()
            if right >= left + title.get_width() + lay.gap:
                surface.blit(note, note.get_rect(bottomleft=(right, y + title.get_height() - lay.gap // 3)))
                return
        y += theme.font(lay.heading, bold=True).get_linesize()
        for line in self.note_lines:
            label = theme.text(line, lay.small, "muted")
            surface.blit(label, (left, y))
            y += theme.font(lay.small).get_linesize()
