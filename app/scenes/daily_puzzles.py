"""The daily puzzles: today's puzzle of each game with puzzles (games/puzzles.py), a row each
(the game, its daily number, its theme, and how it went on this device: not tried, wrong tries
so far, solved in N tries, failed); tap one to play it (the board scene in puzzle mode,
app/play/puzzle.py). The states come from app/saved/puzzle_results.py, so they survive a restart.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from app.boards.figure import board_thumbnail, kept_thumbnail
from app.saved import puzzle_results
from app.ui.widgets import Button, UIScene, draw_panel
from games import puzzles, registry
from games.figures import Figure
from games.i18n import _

if TYPE_CHECKING:
    from app.ui.layout import Layout
    from app.ui.scene import AppLike

    from .host import SceneApp

STATE_COLOURS = {"solved": "good", "failed": "bad", "open": "text"}


ROW_GROW = 3.0  # a row on a tall screen: at most this many times its words' height
PICTURE_SHARE = 0.45  # a grown row's picture of the puzzle's board: at most this share of its width
Picture = Callable[[int, int], "pygame.Surface | None"]  # (width, height) -> the board, or None


class PuzzleRow(Button):
    """One game's puzzle of the day; pressing it opens the puzzle. A row grown taller than its
    words (a tall phone, a wide screen) shows the puzzle's board on its right (`picture`)."""

    def __init__(
        self,
        game_id: str,
        number: int,
        theme: str,
        done: puzzle_results.Result | None,
        action: Callable[[], object],
        picture: Picture | None = None,
    ) -> None:
        self.game_id, self.number, self.theme, self.done = game_id, number, theme, done
        self.picture = picture
        name = registry.get(game_id).name
        super().__init__(name, action)

    def picture_box(self, app: AppLike) -> pygame.Rect | None:
        """Where the board's picture goes: the row's right part, where the row is at least
        two fingertips tall and its words fit the rest; None otherwise."""
        lay = app.layout
        inner = self.rect.inflate(-2 * lay.gap, -2 * lay.gap)
        if self.picture is None or inner.height < 2 * lay.tap:
            return None
        width = min(int(self.rect.width * PICTURE_SHARE), int(inner.height * 1.5))
        box = pygame.Rect(inner.right - width, inner.y, width, inner.height)
        if self.height_for(app, self.rect.width - width - lay.gap) > self.rect.height:
            return None
        return box

    def lines(self, app: AppLike, width: int) -> list[tuple[str, str]]:
        """[(text, colour)] under the title: the theme, then how it went."""
        theme, lay = app.theme, app.layout
        colour = STATE_COLOURS.get(self.done.state, "muted") if self.done is not None else "muted"
        lines = [(line, "text") for line in theme.lines(_(self.theme).capitalize(), lay.small, width)]
        return lines + [
            (line, colour) for line in theme.lines(puzzle_results.state_text(self.done), lay.small, width)
        ]

    def height_for(self, app: AppLike, width: int) -> int:
        theme, lay = app.theme, app.layout
        title = theme.font(lay.text, bold=True).get_linesize()
        return (
            lay.gap + title + len(self.lines(app, width - 2 * lay.gap)) * theme.font(lay.small).get_linesize()
        )

    def draw(self, surface: pygame.Surface, app: AppLike, focused: bool) -> None:
        theme, lay = app.theme, app.layout
        draw_panel(
            surface,
            theme,
            self.rect,
            "panel_hi" if self.pressed else "panel",
            radius=lay.gap,
            border="highlight" if focused else None,
        )
        pad = lay.gap
        box = self.picture_box(app)
        words = self.rect.width if box is None else box.x - lay.gap - self.rect.x + pad  # their part
        name = theme.text(self.text, lay.text, "accent", bold=True)
        number = theme.text(_("#{number}").format(number=self.number), lay.small, "muted")
        # the words in the middle of a row grown taller than they need
        y = self.rect.y + pad + max(0, self.rect.height - self.height_for(app, words) - pad) // 2
        surface.blit(name, (self.rect.x + pad, y))
        right = self.rect.x + words - pad
        surface.blit(number, number.get_rect(bottomright=(right, y + name.get_height() - 2)))
        y += name.get_height()
        step = theme.font(lay.small).get_linesize()
        for text, colour in self.lines(app, words - 2 * pad):
            surface.blit(theme.text(text, lay.small, colour), (self.rect.x + pad, y))
            y += step
        if box is not None and self.picture is not None:
            board = self.picture(box.width, box.height)
            if board is not None:
                surface.blit(board, board.get_rect(center=box.center))


class DailyPuzzlesScene(UIScene):
    name = "puzzles"
    app: SceneApp

    def __init__(self, app: SceneApp) -> None:
        super().__init__(app)
        self.back_button = Button(_("Back"), self.back, style="primary")
        self.drawn_in = -1  # the frame that drew a new board picture (board_picture: one a frame)
        self.pending = False  # a row's board is still to draw: the next frame draws it
        self.build()

    def update(self, dt: float) -> bool:
        """True (draw a frame) while a row's board waits for its frame."""
        pending, self.pending = self.pending, False
        return pending

    def build(self) -> None:
        app = self.app
        self.number = puzzle_results.todays_number()
        done = puzzle_results.load(app)
        self.rows: list[PuzzleRow] = []
        for game_id in puzzles.games():
            try:
                daily = puzzles.daily(game_id, self.number)
            except (puzzles.PuzzleError, OSError) as error:  # a missing or broken file: that game's row goes
                app.notify(
                    _("The {game} puzzle cannot be shown: {reason}").format(
                        game=registry.get(game_id).name, reason=error
                    )
                )
                continue
            self.rows.append(
                PuzzleRow(
                    game_id,
                    self.number,
                    daily.puzzle.theme,
                    done.get((game_id, self.number)),
                    partial(self.open_puzzle, game_id),
                    partial(self.board_picture, game_id, daily.puzzle),
                )
            )
        self.widgets = [*self.rows, self.back_button]

    def board_picture(
        self, game_id: str, puzzle: puzzles.Puzzle, width: int, height: int
    ) -> pygame.Surface | None:
        """The puzzle's position drawn by the game's own board (app/boards/figure.py), or None
        where the game has no board."""
        game = registry.get(game_id)
        if game.board is None:
            return None
        record = puzzle.record
        figure = Figure(
            name=f"#{self.number}",  # (a key for the kept pictures, never shown)
            moves=tuple(record["moves"]),
            caption="",
            variant=record["variant"],
            players=record["players"],
            options=dict(record["options"]),
        )
        # one new board a frame: the list's first frame drew three, importing and laying out
        # three games' boards at once (85 ms natively at 390x844; several times that in a page)
        kept = kept_thumbnail(self.app, game, figure, width, height)
        if kept is not None or self.drawn_in == self.app.frame:
            self.pending = self.pending or kept is None  # update() asks for the next frame
            return kept
        self.drawn_in = self.app.frame
        return board_thumbnail(self.app, game, figure, width, height)

    def open_puzzle(self, game_id: str) -> None:
        self.app.scenes.open("puzzle", game_id=game_id, number=self.number)

    def resume(self) -> None:
        self.build()  # a puzzle just played: its row says how it went
        self.layout(self.app.layout)

    def layout(self, lay: Layout) -> None:
        column = lay.column(max_width=900)
        theme = self.app.theme
        note = len(theme.lines(self.note(), lay.small, column.width)) * theme.font(lay.small).get_linesize()
        top = lay.margin + theme.font(lay.heading, bold=True).get_linesize() + note + lay.gap
        row_h = max([lay.tap] + [row.height_for(self.app, column.width) + lay.gap for row in self.rows])
        # the rows grow into the room above Back (up to ROW_GROW times their words' height):
        # a grown row shows its puzzle's board
        bottom = column.bottom - lay.tap - lay.gap
        count = max(1, len(self.rows))
        fill = (bottom - top - (count - 1) * lay.gap) // count
        row_h = max(row_h, min(fill, int(row_h * ROW_GROW)))
        for index, row in enumerate(self.rows):
            row.rect = pygame.Rect(column.x, top + index * (row_h + lay.gap), column.width, row_h)
        self.back_button.rect = pygame.Rect(column.x, column.bottom - lay.tap, column.width, lay.tap)

    def note(self) -> str:
        return _("Puzzle #{number} of each game: find the winning moves. New ones tomorrow.").format(
            number=self.number
        )

    def draw_content(self, surface: pygame.Surface) -> None:
        lay, theme = self.app.layout, self.app.theme
        y = self.draw_title(surface, _("Daily puzzle"))
        column = lay.column(max_width=900)
        for line in theme.lines(self.note(), lay.small, column.width):
            label = theme.text(line, lay.small, "muted")
            surface.blit(label, label.get_rect(midtop=(lay.width // 2, y)))
            y += theme.font(lay.small).get_linesize()
