"""The share overlay: a game code on its way to a friend.

Opening it sends the code (app/sharing/send.py: the phone's share sheet, else the
clipboard; natively the clipboard) and shows the link as a QR
code big enough for a phone's camera, the link itself in writing (every
character, so it can be copied by hand if all else fails), what happened
("Copied", "Shared"...), and Close.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.sharing import qr
from app.sharing.send import Share
from app.ui.theme import wrap
from app.ui.widgets import Button, UIScene, draw_panel, draw_scrim
from games.i18n import N_, _

if TYPE_CHECKING:
    from pygame.font import Font  # a type only: the fonts come from the theme

    from app.ui.layout import Layout

    from .host import SceneApp


def break_text(font: Font, text: str, width: int) -> list[str]:
    """Lines of `text` that fit `width` pixels, broken anywhere (a link has no spaces)."""
    lines: list[str] = []
    line = ""
    for char in text:
        if line and font.size(line + char)[0] > width:
            lines.append(line)
            line = ""
        line += char
    return lines + [line] if line else lines


SHARE_TITLE = N_("Share this game")


class ShareScene(UIScene):
    name = "share"
    overlay = True
    app: SceneApp

    def __init__(
        self, app: SceneApp, code: str, title: str = SHARE_TITLE, message: str | None = None
    ) -> None:
        super().__init__(app)
        self.title = _(title)
        self.title_lines = [self.title]
        self.message = message  # a result in words, shared with the link (a puzzle's)
        self.share = Share(code, message=message)
        self.rows = qr.modules(self.share.text)
        self.close_button = Button(_("Close"), self.back, style="primary")
        self.widgets = [self.close_button]
        self.picture: pygame.Surface | None = None
        self.picture_rect = pygame.Rect(0, 0, 0, 0)
        self.status_lines: list[str] = []
        self.link_lines: list[str] = []
        self.message_lines: list[str] = []

    @property
    def text(self) -> str:
        """What was shared: the link in the browser, the code natively."""
        return self.share.text

    def update(self, dt: float) -> bool:
        if self.share.poll():
            self.layout(self.app.layout)
            return True
        return False

    # -- layout ------------------------------------------------------------------------------
    def fonts(self, lay: Layout) -> tuple[Font, Font, Font]:
        theme = self.app.theme
        return theme.font(lay.heading, bold=True), theme.font(lay.small, bold=True), theme.font(lay.small)

    def words(self, lay: Layout, width: int) -> tuple[int, list[str], list[str], int]:
        """(title h, status lines, link lines, text block h) for a column `width` wide."""
        title_font, status_font, link_font = self.fonts(lay)
        status = wrap(status_font, self.share.status, width)
        link = break_text(link_font, self.share.text, width)
        message_font = self.app.theme.font(lay.text, bold=True)
        self.message_lines = wrap(message_font, self.message, width) if self.message else []
        height = len(status) * status_font.get_linesize() + lay.gap + len(link) * link_font.get_linesize()
        if self.message_lines:
            height += len(self.message_lines) * message_font.get_linesize() + lay.gap
        self.title_lines = wrap(title_font, self.title, width)  # a long title (a translation's) wraps
        return len(self.title_lines) * title_font.get_linesize(), status, link, height

    def layout(self, lay: Layout) -> None:
        self.panel = lay.rect.inflate(-2 * lay.margin, -2 * lay.margin)
        inner = self.panel.inflate(-2 * lay.gap, -2 * lay.gap)
        button_h = lay.tap
        if lay.portrait:  # a dialog as tall as its contents: title, QR, words, Close
            title_h, self.status_lines, self.link_lines, words_h = self.words(lay, inner.width)
            room = min(inner.width, inner.height - title_h - words_h - button_h - 3 * lay.gap)
            self.picture = qr.picture(self.rows, room)
            side = self.picture.get_width() if self.picture else 0
            used = title_h + side + words_h + button_h + 3 * lay.gap + 2 * lay.gap
            self.panel = self.panel.inflate(0, min(0, used - self.panel.height))
            inner = self.panel.inflate(-2 * lay.gap, -2 * lay.gap)
            self.title_rect = pygame.Rect(inner.x, inner.y, inner.width, title_h)
            self.picture_rect = pygame.Rect(0, self.title_rect.bottom + lay.gap, side, side)
            self.picture_rect.centerx = inner.centerx
            self.words_rect = pygame.Rect(inner.x, self.picture_rect.bottom + lay.gap, inner.width, words_h)
            self.close_button.rect = pygame.Rect(inner.x, inner.bottom - button_h, inner.width, button_h)
        else:
            room = min(inner.height, inner.width // 2)
            self.picture = qr.picture(self.rows, room)
            side = self.picture.get_width() if self.picture else 0
            self.picture_rect = pygame.Rect(inner.x, 0, side, side)
            self.picture_rect.centery = inner.centery
            column = pygame.Rect(self.picture_rect.right + 2 * lay.gap, inner.y, 0, inner.height)
            column.width = inner.right - column.x
            title_h, self.status_lines, self.link_lines, words_h = self.words(lay, column.width)
            self.title_rect = pygame.Rect(column.x, column.y, column.width, title_h)
            self.close_button.rect = pygame.Rect(column.x, column.bottom - button_h, column.width, button_h)
            free = pygame.Rect(
                column.x,
                self.title_rect.bottom + lay.gap,
                column.width,
                self.close_button.rect.top - lay.gap - self.title_rect.bottom - lay.gap,
            )
            self.words_rect = pygame.Rect(column.x, 0, column.width, words_h)
            self.words_rect.centery = free.centery  # the words in the middle of the column
            self.words_rect.top = max(self.words_rect.top, free.top)

    # -- drawing -----------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        lay, theme = self.app.layout, self.app.theme
        draw_scrim(surface, lay)
        draw_panel(surface, theme, self.panel, "panel", radius=lay.gap, border="accent")
        title_y = self.title_rect.y
        for line in self.title_lines:
            title = theme.text(line, lay.heading, "accent", bold=True)
            surface.blit(title, title.get_rect(midtop=(self.title_rect.centerx, title_y)))
            title_y += theme.font(lay.heading, bold=True).get_linesize()
        if self.picture is not None:
            surface.blit(self.picture, self.picture_rect)
        _title_font, status_font, link_font = self.fonts(lay)
        y = self.words_rect.y
        for line in self.message_lines:  # the result, as it goes with the link
            label = theme.text(line, lay.text, "accent", bold=True)
            surface.blit(label, label.get_rect(midtop=(self.words_rect.centerx, y)))
            y += theme.font(lay.text, bold=True).get_linesize()
        if self.message_lines:
            y += lay.gap
        for line in self.status_lines:
            label = theme.text(line, lay.small, "text", bold=True)
            surface.blit(label, label.get_rect(midtop=(self.words_rect.centerx, y)))
            y += status_font.get_linesize()
        y += lay.gap
        for line in self.link_lines:
            label = theme.text(line, lay.small, "muted")
            surface.blit(label, label.get_rect(midtop=(self.words_rect.centerx, y)))
            y += link_font.get_linesize()
