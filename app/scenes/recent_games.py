"""Recent games: the last finished games (app/saved/recent.py), newest first; tap one to watch it.

Each row shows the game, when it ended, who played ("Person", "Computer:
hard") and the result. As many rows as fit make a page; Newer and Older turn
the pages (shown only when there is more than one).
"""

import pygame

from app.saved import recent
from app.ui.widgets import Button, UIScene, draw_panel
from games.i18n import _
from games.records import RecordError


class RecentRow(Button):
    """One finished game; pressing it opens the replay."""

    def __init__(self, entry, action):
        super().__init__(f"{recent.title(entry)}, {recent.when_text(entry.date)}", action)
        self.entry = entry

    def lines(self, app, width):
        """[(text, colour)] under the title: who played (wrapped), then the result."""
        theme, lay = app.theme, app.layout
        lines = [
            (line, "text") for line in theme.lines(recent.seats_text(self.entry.seats), lay.small, width)
        ]
        return lines + [(line, "muted") for line in theme.lines(self.entry.result, lay.small, width)]

    def height_for(self, app, width):
        """The row's height with every line shown."""
        theme, lay = app.theme, app.layout
        title = theme.font(lay.text, bold=True).get_linesize()
        if not self.fits_when(app, width):
            title += theme.font(lay.small).get_linesize()
        return (
            lay.gap + title + len(self.lines(app, width - 2 * lay.gap)) * theme.font(lay.small).get_linesize()
        )

    def fits_when(self, app, width):
        """Whether the date fits on the title's line (else it goes under it)."""
        theme, lay = app.theme, app.layout
        title = theme.font(lay.text, bold=True).size(recent.title(self.entry))[0]
        when = theme.font(lay.small).size(recent.when_text(self.entry.date))[0]
        return title + lay.gap + when <= width - 2 * lay.gap

    def draw(self, surface, app, focused):
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
        width = self.rect.width - 2 * pad
        name = theme.text(recent.title(self.entry), lay.text, "accent", bold=True)
        when = theme.text(recent.when_text(self.entry.date), lay.small, "muted")
        y = self.rect.y + pad // 2
        surface.blit(name, (self.rect.x + pad, y))
        y += name.get_height()
        if self.fits_when(app, self.rect.width):
            surface.blit(when, when.get_rect(bottomright=(self.rect.right - pad, y - 2)))
        else:
            surface.blit(when, (self.rect.x + pad, y))
            y += theme.font(lay.small).get_linesize()
        step = theme.font(lay.small).get_linesize()
        for text, colour in self.lines(app, width):
            surface.blit(theme.text(text, lay.small, colour), (self.rect.x + pad, y))
            y += step


class RecentScene(UIScene):
    name = "recent"

    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        self.per_page = 1
        self.rows = [RecentRow(entry, lambda e=entry: self.watch(e)) for entry in recent.entries(app)]
        self.newer_button = Button(_("Newer"), lambda: self.turn(-1))
        self.older_button = Button(_("Older"), lambda: self.turn(1))
        self.done_button = Button(_("Done"), self.back, style="primary")
        self.widgets = self.rows + [self.newer_button, self.older_button, self.done_button]

    def pages(self):
        return max(1, -(-len(self.rows) // self.per_page))

    def turn(self, step):
        self.page = max(0, min(self.pages() - 1, self.page + step))
        self.focus = None
        self.layout(self.app.layout)
        self.app.invalidate()

    def watch(self, entry):
        try:
            self.app.scenes.open("replay", record=entry.record, seats=entry.seats)
        except RecordError as err:
            self.app.notify(_("This game cannot be watched again: {reason}.").format(reason=err))

    def layout(self, lay):
        column = lay.column(max_width=900)
        theme = self.app.theme
        top = (
            column.y
            + theme.font(lay.heading, bold=True).get_linesize()
            + theme.font(lay.small).get_linesize()
        )
        bottom = column.bottom - lay.tap - lay.gap
        font_h = theme.font(lay.small).get_linesize()
        row_h = max(
            [lay.tap, theme.font(lay.text, bold=True).get_linesize() + 3 * font_h + lay.gap]
            + [row.height_for(self.app, column.width) for row in self.rows]
        )
        self.per_page = max(1, (bottom - top + lay.gap) // (row_h + lay.gap))
        self.page = min(self.page, self.pages() - 1)
        first = self.page * self.per_page
        for index, row in enumerate(self.rows):
            row.visible = first <= index < first + self.per_page
            row.rect = pygame.Rect(column.x, top + (index - first) * (row_h + lay.gap), column.width, row_h)
        paged = self.pages() > 1
        self.newer_button.visible = self.older_button.visible = paged
        self.newer_button.enabled, self.older_button.enabled = self.page > 0, self.page < self.pages() - 1
        footer = [b for b in (self.newer_button, self.older_button, self.done_button) if b.visible]
        width = (column.width - (len(footer) - 1) * lay.gap) // len(footer)
        for index, button in enumerate(footer):
            button.rect = pygame.Rect(
                column.x + index * (width + lay.gap), column.bottom - lay.tap, width, lay.tap
            )

    def resume(self):
        self.layout(self.app.layout)

    def draw_content(self, surface):
        y = self.draw_title(surface, _("Recent games"))
        if self.pages() > 1:
            first = self.page * self.per_page + 1
            last = min(len(self.rows), first + self.per_page - 1)
            note = self.app.theme.text(
                # TRANSLATORS: which rows of the list show: "1\u20134 of 9"
                _("{first}\u2013{last} of {count}").format(first=first, last=last, count=len(self.rows)),
                self.app.layout.small,
                "muted",
            )
            surface.blit(note, note.get_rect(midtop=(self.app.layout.width // 2, y)))
        if not self.rows:
            lay = self.app.layout
            label = self.app.theme.text(_("No finished games yet."), lay.text, "muted")
            surface.blit(label, label.get_rect(center=lay.rect.center))
