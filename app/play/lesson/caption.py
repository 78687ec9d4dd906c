"""A lesson's caption: the step's words in the coach line's box, as tall as the longest caption
needs, with a dot per step along its bottom (done, now, to come) where the box has room."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.coach_line import CoachLine
from app.ui.theme import wrap
from app.ui.widgets import draw_panel
from games.i18n import _

if TYPE_CHECKING:
    from app.ui.layout import Layout
    from games.lesson import Lesson

    from ..mode import ModeBoard

CAPTION_LINES = 3  # the coach line's box holds this many lines of the longest caption
TALL_CSS = 640  # a screen this tall (CSS px) gives the caption body text; a smaller one secondary
SHORT_CSS = 540  # a screen shorter than this (320x480) keeps the board's room: the caption's
#                  lines may reach into the gaps around its box


def done_text() -> str:
    return _("Lesson done! Play a real game, or Restart to see it again.")


def dot_size(lay: Layout) -> int:
    return max(3, lay.gap // 3)


def strip(lay: Layout) -> int:
    """The height of the progress dots' strip along the bottom of the coach line's box."""
    return dot_size(lay) * 4


class Caption:
    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.dot_strip = 0  # the progress dots' strip at the bottom of the coach line's box

    def height(self, board: ModeBoard, lay: Layout, width: int, tall: bool = True, done: bool = False) -> int:
        """Room for the longest caption: in CAPTION_LINES lines of the coach line's body text
        on a tall screen; on a smaller one in as many lines of secondary text as it takes
        (app/ui/coach_line.py sets it so; never smaller)."""
        theme = board.app.theme
        body, small = theme.font(lay.text, bold=True), theme.font(lay.small, bold=True)
        room = width - 2 * lay.gap
        needed = 0
        for caption in [_(step.caption) for step in self.lesson.steps] + [done_text()] * done:
            in_small = len(wrap(small, caption, room)) * small.get_linesize()
            if tall:  # body text up to CAPTION_LINES lines; a longer one (larger text) in secondary
                lines = len(wrap(body, caption, room))
                in_body = min(CAPTION_LINES, lines) * body.get_linesize()
                needed = max(needed, in_body if lines <= CAPTION_LINES else max(in_body, in_small))
            else:
                needed = max(needed, in_small)
        return needed + lay.gap

    def need(self, board: ModeBoard, lay: Layout, width: int) -> int:
        """The box's height for the longest caption (or the closing words) and the dots, `width`
        wide, as `layout` grows it above the board: for a view that puts the box beside it."""
        tall = lay.height / lay.css_scale >= TALL_CSS
        return self.height(board, lay, width, tall, done=True) + (strip(lay) if tall else 0)

    def layout(self, board: ModeBoard, lay: Layout) -> None:
        """Where the coach line's box is above the board, it grows to the longest caption and
        the dots (the board gives up the room), but on a short screen; the dots take a strip of
        the box where it keeps room for the caption."""
        status, area = board.status_rect, board.board_rect
        above = status.bottom <= area.top and status.left < area.right and area.left < status.right
        tall = lay.height / lay.css_scale >= TALL_CSS
        # on a small screen the caption in secondary text takes the progress dots' strip too
        extra = self.height(board, lay, status.width, tall) + (strip(lay) if tall else 0) - status.height
        spare = lay.height / lay.css_scale >= SHORT_CSS  # else the board keeps its tap targets
        if above and extra > 0 and spare:
            board.status_rect = pygame.Rect(status.x, status.y, status.width, status.height + extra)
            board.board_rect = pygame.Rect(area.x, area.y + extra, area.width, area.height - extra)
            board.view.layout(lay, board.board_rect)
        # (with larger text the caption or the closing words may need all of the box)
        roomy = board.status_rect.height - strip(lay) >= max(
            2 * board.app.theme.font(lay.small).get_linesize(),
            self.height(board, lay, board.status_rect.width, tall, done=True) - lay.gap + lay.gap // 2,
        )
        self.dot_strip = strip(lay) if roomy and tall else 0

    def text(self, board: ModeBoard, step_caption: str, finished: bool) -> str:
        """The step's caption; at the end the closing words (short where the box is cramped)."""
        if not finished:
            return _(step_caption)
        words = done_text()
        rect = board.status_rect
        room = pygame.Rect(rect.x, rect.y, rect.width, rect.height - self.dot_strip)
        size, lines = CoachLine.fit(board.app, words, room)
        if len(lines) * board.app.theme.font(size, bold=True).get_linesize() > room.height:
            return _("Lesson done!")  # a cramped box (larger text): the end panel says the rest
        return words

    def draw(self, board: ModeBoard, surface: pygame.Surface) -> None:
        """The caption (or a refusal) above the progress dots, in the coach line's box."""
        lay = board.app.layout
        whole = board.status_rect
        draw_panel(surface, board.app.theme, whole, "panel", radius=lay.gap)
        board.draw_status(surface, pygame.Rect(whole.x, whole.y, whole.width, whole.height - self.dot_strip))

    def draw_progress(self, board: ModeBoard, surface: pygame.Surface, now: int) -> None:
        """A dot per step along the bottom of the caption's box: done, now, to come."""
        lay, theme = board.app.layout, board.app.theme
        if not self.dot_strip:
            return  # a small phone: the caption needs all of the box
        count = len(self.lesson.steps)
        radius = dot_size(lay)
        spacing = radius * 4
        x = board.status_rect.centerx - (count - 1) * spacing // 2
        y = board.status_rect.bottom - strip(lay) // 2 - radius // 2
        for index in range(count):
            colour = theme.colour("accent" if index <= now else "muted")
            width = 0 if index <= now else 1
            pygame.draw.circle(surface, colour, (x + index * spacing, y), radius, width=width)
