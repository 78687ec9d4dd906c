"""The main menu: a Continue for each game in progress (app/saved/autosave.py), the playable games,
the Daily puzzle, Open a copied code, Recent games, Your record, Settings, Credits."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from app import boards
from app.play import resume
from app.saved import autosave, recent, record
from app.sharing import links
from app.ui import depth, faces
from app.ui import pointer as ptr
from app.ui.dice import DieSprite
from app.ui.scroll import Scroller
from app.ui.theme import wrap
from app.ui.widgets import Button, UIScene, button_height, draw_focus_ring, draw_panel, words_fit
from games import registry
from games.i18n import _

if TYPE_CHECKING:
    from app.saved.host import Doc
    from app.ui.design import Size
    from app.ui.layout import Layout
    from app.ui.scene import AppLike
    from app.ui.theme import Theme
    from app.ui.widgets import Widget

    from .host import SceneApp

REROLL_S = 3.5  # a menu die rolls now and then; between rolls the menu is idle
CARD_GROW = 1.75  # a game's card on a tall phone: at most this many times its facts' height
PICTURE_SHARE = 0.13  # a card's dice picture: this share of its width, at its facts' height


class GameCard(Button):
    """A game's entry: title, one-line pitch, player count and a dice picture."""

    def __init__(self, game_id: str, action: Callable[[], object]) -> None:
        self.game_id = game_id
        self.game = registry.get(game_id)
        super().__init__(self.game.name, action)
        self.dice: list[DieSprite[faces.Face]] = []
        self.facts_h = 0  # the tallest card's facts (the menu sets it): a grown card centres its own so

    def fitted(self, theme: Theme, lay: Layout) -> tuple[Size, int]:
        """(the pitch's text size, the dice picture's px): secondary text beside a picture half
        the card's height, up to PICTURE_SHARE of its width; in a card grown taller than its
        facts (a tall phone), body text and a picture up to a quarter larger, where they fit."""
        height, width = self.rect.height, self.rect.width
        least = int(min(height * 0.5, width * PICTURE_SHARE))
        grown = int(min(height * 0.5, width * PICTURE_SHARE * 1.25))
        for pitch, picture in ((lay.text, grown), (lay.small, grown), (lay.text, least)):
            if self.needs(theme, lay, width, picture, pitch) <= height:
                return pitch, picture
        return lay.small, least

    def needs(
        self, theme: Theme, lay: Layout, width: int, picture: int | None = None, pitch: Size | None = None
    ) -> int:
        """The height this card's facts take at `width` (beside a dice picture of `picture`
        px, by default PICTURE_SHARE of the width, the pitch in `pitch` text, by default
        secondary): its name, the players (beside the name, or under it on a narrow card) and
        its whole pitch, with the card's padding."""
        pad = lay.gap + 4
        picture = int(width * PICTURE_SHARE) if picture is None else picture
        small = theme.font(lay.small if pitch is None else pitch)
        dice_w = int(picture * (0.85 * (len(self.dice) - 1) + 1)) + pad
        text_w = width - 2 * pad - dice_w
        title = theme.font(lay.heading, bold=True)
        players = _("{count} players").format(count=self.game.players_text)
        height = pad // 2 + title.get_linesize()
        if (
            title.size(self.game.name)[0] + lay.gap + theme.font(lay.small, bold=True).size(players)[0]
            > text_w
        ):
            height += small.get_linesize()
        height += len(wrap(small, _(self.game.pitch), text_w)) * small.get_linesize()
        return height + pad

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
        pad = lay.gap + 4
        pitch, picture = self.fitted(theme, lay)
        dice_w = int(picture * (0.85 * (len(self.dice) - 1) + 1)) + pad
        text_x, text_w = self.rect.x + pad, self.rect.width - 2 * pad - dice_w
        title = theme.text(self.game.name, lay.heading, "text", bold=True)
        players = theme.text(
            # TRANSLATORS: {count} is a number of players or a range of them: "2", "2-4"
            _("{count} players").format(count=self.game.players_text),
            lay.small,
            "accent",
            bold=True,
        )
        # the facts in the middle of a card grown taller than they need (a tall phone): each
        # card's title the same way down (they grew from the tallest card's facts, `facts_h`)
        y = (
            self.rect.y
            + pad // 2
            + max(
                0,
                self.rect.height - max(self.facts_h, self.needs(theme, lay, self.rect.width, picture, pitch)),
            )
            // 2
        )
        surface.blit(title, (text_x, y))
        line_y = y + title.get_height()  # every card's pitch starts at the same height
        font = theme.font(pitch)
        if title.get_width() + lay.gap + players.get_width() <= text_w:
            surface.blit(
                players,
                (text_x + title.get_width() + lay.gap, y + (title.get_height() - players.get_height()) // 2),
            )
        elif players.get_width() <= text_w and line_y + font.get_linesize() <= self.rect.bottom - pad // 2:
            surface.blit(players, (text_x, line_y))  # a narrow card (larger text): under the title
            line_y += font.get_linesize()
        lines = wrap(font, _(self.game.pitch), text_w)
        room = self.rect.bottom - pad // 2 - line_y
        if len(lines) * font.get_linesize() > room:
            lines = []  # never smaller than secondary text: a short card shows no pitch (setup does)
        for line in lines:
            surface.blit(theme.text(line, pitch, "muted"), (text_x, line_y))
            line_y += font.get_linesize()
        for index, die in enumerate(self.dice):
            x = self.rect.right - pad - picture // 2 - (len(self.dice) - 1 - index) * int(picture * 0.85)
            die.place((x, self.rect.centery), picture * 0.9)
            die.draw(surface)


class MenuScene(UIScene):
    name = "menu"
    app: SceneApp

    def __init__(self, app: SceneApp) -> None:
        super().__init__(app)
        self.rng = random.Random(7)
        self.cards: list[GameCard] = []
        self.timer = 0.0
        self.paste: links.Paste | None = None  # reading the clipboard for a code (the browser answers later)
        self.scroller = Scroller()  # the Continues and the game cards, where they outgrow the screen
        self.build()

    def build(self) -> None:
        app = self.app
        self.cards = [GameCard(g, partial(self.open_setup, g)) for g in boards.playable()]
        for card in self.cards:
            card.dice = [
                DieSprite(faces.menu_face(app, card.game_id), face, (0, 0), 40, self.rng)
                for face in boards.menu_faces(card.game_id)
            ]
        self.saved: list[tuple[str, Doc]] = autosave.in_progress(app)  # a game in progress per game
        latest = max((data.get("saved", 0) for _slot, data in self.saved), default=0)
        self.continue_buttons = [
            Button(
                autosave.label(slot),
                partial(self.continue_game, slot),
                style="accent" if data.get("saved", 0) == latest else "panel",
            )
            for slot, data in self.saved
        ]
        self.recent_button = Button(_("Recent games"), self.open_recent)
        self.recent_button.visible = bool(recent.entries(app))  # only once a game has ended
        self.record_button = Button(_("Your record"), self.open_record)
        self.record_button.visible = not record.load(app).empty()  # once there is something in it
        self.settings_button = Button(_("Settings"), self.open_settings)
        self.credits_button = Button(_("Credits"), self.open_credits)
        self.open_button = Button(_("Open a copied code"), self.open_copied)
        self.puzzle_button = Button(_("Daily puzzle"), self.open_puzzles)  # today's, one per game
        self.footer = [self.recent_button, self.record_button, self.settings_button, self.credits_button]
        self.widgets = [
            *self.continue_buttons,
            *self.cards,
            self.puzzle_button,
            self.open_button,
            *self.footer,
        ]

    @property
    def continue_button(self) -> Button:
        """The first Continue (a hidden one when no game is in progress)."""
        if self.continue_buttons:
            return self.continue_buttons[0]
        hidden = Button(_("Continue"), lambda: None)
        hidden.visible = False
        return hidden

    def resume(self) -> None:
        self.build()
        self.layout(self.app.layout)

    def layout(self, lay: Layout) -> None:
        column = lay.column(max_width=900)
        title_h = int(lay.title * 1.25) + lay.text + 2 * lay.gap  # the title, its line, some air
        y = column.y + title_h
        y = self.place_continues(lay, column, y)
        bottom = self.place_footer(lay, column)  # the top of the bottom row(s)
        half = (column.width - lay.gap) // 2  # Daily puzzle and Open a copied code share a row
        buttons_h = max(
            button_height(self.app.theme, lay, button.text, half)  # two lines if need be
            for button in (self.puzzle_button, self.open_button)
        )
        self.puzzle_button.rect = pygame.Rect(column.x, bottom - lay.gap - buttons_h, half, buttons_h)
        self.open_button.rect = pygame.Rect(
            column.right - half, bottom - lay.gap - buttons_h, half, buttons_h
        )
        count = max(1, len(self.cards))
        room = self.open_button.rect.top - lay.gap - y  # the cards end above it
        theme = self.app.theme
        half = (column.width - lay.gap) // 2
        # every card as tall as the longest facts need (all show the same facts), never
        # stretched: the room left over is a notice's; where they outgrow the room, they scroll
        # (never taller than the strip: a card scrolled into sight shows whole)
        # (the strip: the Continues scroll away above the cards, so it is their limit, not
        # the room the Continues leave)
        strip_h = self.open_button.rect.top - lay.gap - column.y - title_h
        whole = min(
            strip_h, max([int(lay.tap * 1.4)] + [card.needs(theme, lay, column.width) for card in self.cards])
        )
        halved = min(
            strip_h, max([int(lay.tap * 1.4)] + [card.needs(theme, lay, half) for card in self.cards])
        )
        rows = (count + 1) // 2
        # a phone: one a row while they fit, else two by two where that fits, else one a row
        # and a scroll; a wide screen: two by two
        one_a_row = lay.portrait and (
            count * whole + (count - 1) * lay.gap <= room or rows * halved + (rows - 1) * lay.gap > room
        )
        if one_a_row or len(self.cards) <= 2:
            # a tall phone's cards grow into the room below them (up to CARD_GROW times their
            # facts' height): not half a screen left empty under four short cards
            fill = (room - (count - 1) * lay.gap) // count
            card_h = whole if not lay.portrait else max(whole, min(fill, int(whole * CARD_GROW)))
            for card in self.cards:
                card.facts_h = whole
            for index, card in enumerate(self.cards):
                card.rect = pygame.Rect(column.x, y + index * (card_h + lay.gap), column.width, card_h)
        else:
            card_h = halved
            for index, card in enumerate(self.cards):
                r, c = divmod(index, 2)
                card.rect = pygame.Rect(
                    column.x + c * (half + lay.gap), y + r * (card_h + lay.gap), half, card_h
                )
        # the Continues and the cards scroll together where they outgrow their room
        strip = pygame.Rect(column.x, column.y + title_h, column.width, strip_h)
        self.scroller.place(strip, [(w, w.rect) for w in self.continue_buttons + self.cards])

    def scrolling(self) -> list[pygame.Rect]:
        """The games' strip (it scrolls where they outgrow it): a notice with no free place
        lies over a part of it, not over the name or the buttons."""
        return [self.scroller.view] if self.scroller.view.height > 0 else []

    def place_footer(self, lay: Layout, column: pygame.Rect) -> int:
        """Recent games, Your record, Settings, Credits along the bottom: one row where each
        one's words fit, else two a row; returns the y of the top row."""
        footer = [b for b in self.footer if b.visible]
        columns = len(footer)
        width = (column.width - (columns - 1) * lay.gap) // columns
        if columns > 2 and not all(
            words_fit(self.app.theme, lay, b.text, pygame.Rect(0, 0, width, lay.tap)) for b in footer
        ):
            columns = 2
            width = (column.width - lay.gap) // 2
        rows = -(-len(footer) // columns)
        top = column.bottom - rows * lay.tap - (rows - 1) * lay.gap
        for index, button in enumerate(footer):
            r, c = divmod(index, columns)
            button.rect = pygame.Rect(
                column.x + c * (width + lay.gap), top + r * (lay.tap + lay.gap), width, lay.tap
            )
        return top

    def place_continues(self, lay: Layout, column: pygame.Rect, y: int) -> int:
        """The Continue buttons from `y` down: one a row when alone, else two (four on a wide
        screen) a row; returns the y below them."""
        count = len(self.continue_buttons)
        if not count:
            return y
        columns = 1 if count == 1 else (2 if lay.portrait else min(4, count))
        width = (column.width - (columns - 1) * lay.gap) // columns
        while columns > 1 and not all(  # larger text: fewer a row, so each one's words fit
            words_fit(self.app.theme, lay, b.text, pygame.Rect(0, 0, width, lay.tap))
            for b in self.continue_buttons
        ):
            columns -= 1
            width = (column.width - (columns - 1) * lay.gap) // columns
        for index, button in enumerate(self.continue_buttons):
            r, c = divmod(index, columns)
            button.rect = pygame.Rect(
                column.x + c * (width + lay.gap), y + r * (lay.tap + lay.gap), width, lay.tap
            )
        rows = (count + columns - 1) // columns
        return y + rows * (lay.tap + lay.gap)

    # -- the scrolling strip ----------------------------------------------------------------
    def handle(self, event: ptr.Pointer | pygame.event.Event) -> bool:
        said = self.scroller.handle(event)
        if said == "cancel" and self.pressed is not None:  # a press that became a drag
            self.pressed.pressed, self.pressed = False, None
        if said is not None:
            self.app.invalidate()
            return True
        if (
            isinstance(event, ptr.Pointer)
            and event.kind == ptr.DOWN
            and self.scroller.hidden_at(event.pos)
            and any(self.scroller.owns(w) and w.hit(event.pos) for w in self.widgets)
        ):
            return True  # the part of a card that has slid out of sight is not there
        used = super().handle(event)
        focused = self.focused()
        if focused is not None and self.scroller.show(focused):
            self.app.invalidate()
        return used

    def focused(self) -> Widget | None:
        items = self.focusables()
        return items[self.focus] if self.focus is not None and self.focus < len(items) else None

    def draw(self, surface: pygame.Surface) -> None:
        """As every scene draws, the strip's widgets clipped to it (with its bar)."""
        if not self.scroller.active:
            super().draw(surface)
            return
        surface.blit(depth.backdrop(surface.get_size(), self.app.theme.colour(self.background)), (0, 0))
        self.draw_content(surface)
        focused = self.focused()
        owned = [w for w in self.widgets if w.visible and self.scroller.owns(w)]
        for widget in self.widgets:
            if widget.visible and widget not in owned:
                widget.draw(surface, self.app, widget is focused)
        self.scroller.clip(surface)
        for widget in owned:
            if widget.rect.colliderect(self.scroller.view):
                widget.draw(surface, self.app, widget is focused)
        if focused is not None and focused in owned:
            draw_focus_ring(surface, self.app.theme, focused.rect, self.app.layout)
        self.scroller.unclip(surface)
        if focused is not None and focused not in owned:
            draw_focus_ring(surface, self.app.theme, focused.rect, self.app.layout)
        self.scroller.draw_bar(surface, self.app.theme, self.app.layout)

    def update(self, dt: float) -> bool:
        moved = False
        if self.paste is not None and self.paste.poll():
            self.paste, moved = None, True
        for card in self.cards:
            for die in card.dice:
                moved = die.update(dt) or moved
        self.timer += dt
        if self.timer >= REROLL_S and self.cards and self.app.glow_speed() > 0:  # still once calm
            self.timer = 0.0
            card = self.rng.choice(self.cards)
            die = self.rng.choice(card.dice)
            pool = boards.menu_pool(card.game_id)
            die.roll_to(self.rng.choice(pool), pool, self.app.settings.speed)
            moved = True
        return moved

    def draw_content(self, surface: pygame.Surface) -> None:
        lay, theme = self.app.layout, self.app.theme
        title = theme.text("TriDice", lay.title, "accent", bold=True)
        y = lay.margin
        drawn = surface.blit(title, title.get_rect(midtop=(lay.width // 2, y)))
        words = _("Four little dice games")  # secondary text where body text is wider than the screen
        sub = theme.text(
            words, theme.largest(words, (lay.text, lay.small), lay.width - 2 * lay.margin), "muted"
        )
        line = surface.blit(sub, sub.get_rect(midtop=(lay.width // 2, y + title.get_height())))
        self.title_drawn = drawn.union(line)  # a notice never covers the name or its line
        if not self.cards:
            note = theme.text(_("No games are ready yet."), lay.text, "muted")
            surface.blit(note, note.get_rect(center=lay.rect.center))

    # actions --------------------------------------------------------------
    def open_setup(self, game_id: str) -> None:
        self.app.scenes.open("setup", game_id=game_id)

    def open_copied(self) -> None:
        """Open the game whose code or link is on the clipboard (no typing anywhere)."""
        if self.paste is None:
            self.paste = links.Paste(self.app)

    def open_puzzles(self) -> None:
        self.app.scenes.open("puzzles")

    def open_recent(self) -> None:
        self.app.scenes.open("recent")

    def open_record(self) -> None:
        self.app.scenes.open("record")

    def open_settings(self) -> None:
        self.app.scenes.open("settings")

    def open_credits(self) -> None:
        self.app.scenes.open("credits")

    def continue_game(self, slot: str | None = None) -> None:
        """Go on with the game in progress in `slot` (the first one if not said)."""
        if slot is None:
            if not self.saved:
                return
            slot = self.saved[0][0]
        found = resume.board_details(self.app, slot)
        if found is None:
            self.resume()  # the save was set aside: its Continue button goes
            return
        self.app.scenes.open("board", **found)

    def back(self) -> None:
        pass  # the menu is the bottom of the stack
