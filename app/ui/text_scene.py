"""A scrolling page of text: one scene that the credits and a game's rules page configure
(a title, the text, and buttons to share the bottom row with Back).

Markup: "# " starts a heading, "- " a bullet, a blank line ends a paragraph, and a line
"[figure: NAME]" is a picture (a rules page's small board, games/figures.py): the scene's
`figure(name, width, height)` draws it, and it stands centred in the text on a raised card,
never wider than the text nor taller than the view, with its caption under it (beside it
where the text is half as wide again as a picture), which is also what a screen reader says of it.
Scroll by dragging (touch or mouse), the wheel, arrows, Page Up/Down.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from app.ui import drawlog
from app.ui import pointer as ptr
from app.ui.button_rows import place_rows, rows_height
from app.ui.layout import Layout
from app.ui.scene import AppLike
from app.ui.theme import wrap
from app.ui.widgets import Button, UIScene, draw_panel
from games.i18n import _, figure_marker

if TYPE_CHECKING:
    from pygame.font import Font  # a type only: the fonts come from the theme

# figure(name, width, height): (the picture, within `width` x `height` px, and its caption), or
# None: no such figure; height 0 asks only for the caption (the picture may be empty)
FigureSource = Callable[[str, int, int], tuple[pygame.Surface, str] | None]
FIGURE_TAPS = 7  # a picture is at most this many fingertips wide (a small board, not a screen)
FIGURE_WIDE = 0.75  # on a wide screen its card is at most this share of the view tall
FIGURE_ASPECT = 1.5  # a picture's board is laid out on a screen at most this many times as tall as wide


@dataclass(frozen=True)
class Line:
    """A line of the page: its words, set as `theme.text` sets them, at (x, y) from the text's
    top left, `width` wide and `height` tall."""

    text: str
    size: int  # a text role of the layout (lay.text, lay.heading)
    colour: str
    bold: bool
    x: int
    y: int
    width: int
    height: int


def set_line(font: "Font", text: str, size: int, colour: str, bold: bool, x: int, y: int) -> Line:
    return Line(text, size, colour, bold, x, y, font.size(text)[0], font.get_linesize())


@dataclass
class Placed:
    """A picture on the page: its card (in page coordinates, y from the text's top), the
    picture and its caption's lines [(surface, x, y)] inside the card."""

    name: str  # the page's "[figure: NAME]"
    card: pygame.Rect
    picture: pygame.Surface
    spot: tuple[int, int]  # where the picture stands in the card
    caption: list[tuple[pygame.Surface, int, int]]
    words: str  # the caption, for a screen reader


class TextScene(UIScene):
    def __init__(
        self,
        app: AppLike,
        title: str,
        text: str,
        name: str | None = None,
        extra: Iterable[Button] = (),
        figure: FigureSource | None = None,
        words: Callable[[], str] | None = None,
    ) -> None:
        """`words`: the page's text made again at each layout (a rules page says "tap" or
        "click" as the player's pointer is now: App.follow_pointer lays every scene out
        again), else `text` as given."""
        super().__init__(app)
        self.name = name
        self.title = title
        self.text = text
        self.words = words
        self.extra = list(extra)  # buttons beside Back, shown when visible
        self.scroll = 0
        # the page's lines, set when they come into sight (a rules page's lines all rendered at
        # once held 13 MiB at 1280x720 and 33 at 2560x1440; the theme keeps those shown lately)
        self.lines: list[Line] = []
        self.figure = figure
        self.placed: list[Placed] = []  # the pictures, where they stand
        # (top y, bottom y, words): each heading, paragraph and bullet, for a screen reader
        self.blocks: list[tuple[int, int, str]] = []
        self.content_h = 0
        self.drag_from: tuple[int, int] | None = None  # (the pointer's y, the scroll) when it went down
        self.done = Button(_("Back"), self.back, style="primary")
        self.widgets = [self.done, *self.extra]

    def layout(self, lay: Layout) -> None:
        column = lay.column(max_width=820)
        row = [self.done] + [button for button in self.extra if button.visible]  # the bottom row, shared
        top = column.bottom - rows_height(self.app.theme, lay, row, column.width)  # two rows if words need
        place_rows(self.app.theme, lay, row, column.x, top, column.width)
        self.view = pygame.Rect(
            column.x,
            column.y + lay.heading + 2 * lay.gap,
            column.width,
            top - lay.gap - (column.y + lay.heading + 2 * lay.gap),
        )
        if self.words is not None:
            self.text = self.words()
        self.typeset(lay)

    def keep_clear(self) -> list[pygame.Rect]:
        """A notice never covers the page's text."""
        return [self.view]

    def typeset(self, lay: Layout) -> None:
        """The page's lines: headings in the heading role (gold), paragraphs and bullets in
        body text."""
        theme = self.app.theme
        body, head = theme.font(lay.text), theme.font(lay.heading, bold=True)
        width = self.view.width
        y = 0
        lines: list[Line] = []
        blocks: list[tuple[int, int, str]] = []
        self.placed = []
        for block in self.text.strip().split("\n"):
            block = block.rstrip()
            top = y
            name = figure_marker(block)
            if name is not None:
                placed = self.place_figure(lay, name, y)
                if placed is not None:
                    self.placed.append(placed)
                    y = placed.card.bottom + lay.gap
                    # TRANSLATORS: what a screen reader says of a picture on a rules page: its caption.
                    spoken = _("Picture: {caption}").format(caption=placed.words)
                    blocks.append((placed.card.y, placed.card.bottom, spoken))
                continue
            if not block:
                y += body.get_linesize() // 2
            elif block.startswith("# "):
                y += body.get_linesize() // 2
                for line in wrap(head, block[2:], width):
                    lines.append(set_line(head, line, lay.heading, "accent", True, 0, y))
                    y += head.get_linesize()
            elif block.startswith("- "):
                indent = body.size("\u2022 ")[0]
                for index, line in enumerate(wrap(body, block[2:], width - indent)):
                    if index == 0:
                        lines.append(set_line(body, "\u2022", lay.text, "accent", False, 0, y))
                    lines.append(set_line(body, line, lay.text, "text", False, indent, y))
                    y += body.get_linesize()
            else:
                for line in wrap(body, block, width):
                    lines.append(set_line(body, line, lay.text, "text", False, 0, y))
                    y += body.get_linesize()
            if block:
                blocks.append((top, y, block[2:] if block.startswith(("# ", "- ")) else block))
        self.lines, self.content_h, self.blocks = lines, y, blocks
        self.clamp()

    def place_figure(self, lay: Layout, name: str, y: int) -> Placed | None:
        """The picture `name` on its card, its top at `y` (after a gap): centred, never wider
        than the text, its card never taller than the view (scrolled to, it shows whole); its
        caption under it, or beside it where the text is half as wide again as a picture. None
        if there is none."""
        if self.figure is None:
            return None
        theme, pad = self.app.theme, lay.gap
        font = theme.font(lay.small)
        width = min(self.view.width - 2 * pad, FIGURE_TAPS * lay.tap)
        drawn = self.figure(name, width, 0)  # the caption first: the board gets the room left
        if drawn is None:
            return None
        caption = drawn[1]
        tall = self.view.height - 2 * pad  # the card's room inside its border
        beside = self.view.width - 3 * pad - width  # the caption's room beside the picture
        if beside >= width // 2:  # a caption as wide as half the picture reads well beside it
            beside = min(beside, width)
            words = theme.lines(caption, lay.small, beside)
            # a wide screen: the card leaves some of the words in sight, the board's screen upright
            high = max(
                width // 2, min(int(width * FIGURE_ASPECT), int(self.view.height * FIGURE_WIDE) - 2 * pad)
            )
            drawn = self.figure(name, min(width, high), high)
            if drawn is None:
                return None
            picture = drawn[0]
            inner = max(font.size(line)[0] for line in words)
            card = pygame.Rect(0, y + lay.gap, picture.get_width() + inner + 3 * pad, 0)
            card.height = max(picture.get_height(), len(words) * font.get_linesize()) + 2 * pad
            line_x = 2 * pad + picture.get_width()
            line_y = (card.height - len(words) * font.get_linesize()) // 2
            spot = (pad, (card.height - picture.get_height()) // 2)
        else:
            words = theme.lines(caption, lay.small, width)
            room = tall - lay.gap // 2 - len(words) * font.get_linesize()
            drawn = self.figure(name, width, max(width // 2, min(int(width * FIGURE_ASPECT), room)))
            if drawn is None:
                return None
            picture = drawn[0]
            inner = max(picture.get_width(), min(width, max(font.size(line)[0] for line in words)))
            words = theme.lines(caption, lay.small, inner)
            card = pygame.Rect(0, y + lay.gap, inner + 2 * pad, 0)
            card.height = 2 * pad + picture.get_height() + lay.gap // 2 + len(words) * font.get_linesize()
            line_x, line_y = -1, pad + picture.get_height() + lay.gap // 2  # -1: each line centred
            spot = ((card.width - picture.get_width()) // 2, pad)
        card.centerx = self.view.width // 2
        lines = []
        for line in words:
            label = theme.text(line, lay.small, "text")
            x = (card.width - label.get_width()) // 2 if line_x < 0 else line_x
            lines.append((label, x, line_y))
            line_y += font.get_linesize()
        return Placed(name, card, picture, spot, lines, caption)

    def blocks_in_view(self) -> list[str]:
        """The words of each heading, paragraph and bullet showing now, top first (what
        app/page/announcer.py says as the page scrolls)."""
        return [
            words
            for top, bottom, words in self.blocks
            if bottom > self.scroll and top < self.scroll + self.view.height
        ]

    def clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, max(0, self.content_h - self.view.height)))

    def handle(self, event: ptr.Pointer | pygame.event.Event) -> bool:
        if isinstance(event, ptr.Pointer):
            if event.kind == ptr.DOWN and self.view.collidepoint(event.pos):
                self.drag_from = (event.pos[1], self.scroll)
                return False
            if event.kind == ptr.MOVE and self.drag_from is not None and event.pressed:
                self.scroll = self.drag_from[1] - (event.pos[1] - self.drag_from[0])
                self.clamp()
                return True
            if event.kind == ptr.UP and self.drag_from is not None:
                self.drag_from = None
                return False
            return super().handle(event)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * self.app.layout.text * 2
            self.clamp()
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 8, pygame.K_PAGEUP: -8}.get(
                event.key
            )
            if step:
                self.scroll += step * self.app.layout.text * 2
                self.clamp()
                return True
        return super().handle(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, self.title)
        clip = surface.get_clip()
        surface.set_clip(self.view)
        drawlog.set_scroll_view(surface, self.view)  # lines scrolled half out of sight are cut
        theme = self.app.theme
        for line in self.lines:
            top = self.view.y + line.y - self.scroll
            if top > self.view.bottom or top + line.height < self.view.y:
                continue
            picture = theme.text(line.text, line.size, line.colour, bold=line.bold)
            surface.blit(picture, (self.view.x + line.x, top))
        for placed in self.placed:
            self.draw_figure(surface, placed)
        surface.set_clip(clip)
        drawlog.set_scroll_view(surface, None)
        if self.content_h > self.view.height:  # scroll bar
            bar_h = max(20, self.view.height * self.view.height // self.content_h)
            bar_y = self.view.y + (self.view.height - bar_h) * self.scroll // max(
                1, self.content_h - self.view.height
            )
            pygame.draw.rect(
                surface,
                self.app.theme.colour("muted"),
                (self.view.right + 2, bar_y, 4, bar_h),
                border_radius=2,
            )

    def figure_rect(self, placed: Placed) -> pygame.Rect:
        """Where a picture's card is on the screen now (scrolled with the text)."""
        return placed.card.move(self.view.x, self.view.y - self.scroll)

    def draw_figure(self, surface: pygame.Surface, placed: Placed) -> None:
        """A picture's raised card, the board on it and its caption under it."""
        card = self.figure_rect(placed)
        if card.top > self.view.bottom or card.bottom < self.view.top:
            return
        lay = self.app.layout
        draw_panel(surface, self.app.theme, card, "panel", radius=lay.gap)
        surface.blit(placed.picture, (card.x + placed.spot[0], card.y + placed.spot[1]))
        for label, x, y in placed.caption:
            surface.blit(label, (card.x + x, card.y + y))
