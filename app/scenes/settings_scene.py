"""Settings: sound and its volume, animation speed, text size, colour-blind marks, legal-move
hints. Every change is saved at once; a new text size lays every scene out again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from app.saved.settings import ANIMATION_SPEEDS, TEXT_SIZES, VOLUMES
from app.ui.widgets import Button, Choice, UIScene
from games.i18n import LANGUAGES, N_, _, percent

ON_OFF = [(True, N_("On")), (False, N_("Off"))]
SPEED_WORDS = {"normal": N_("Normal"), "fast": N_("Fast"), "off": N_("Off")}
TEXT_SIZE_WORDS = {"normal": N_("Normal"), "large": N_("Large")}

if TYPE_CHECKING:
    from app.ui.layout import Layout

    from .host import SceneApp


class SettingsScene(UIScene):
    name = "settings"
    app: SceneApp

    def __init__(self, app: SceneApp) -> None:
        super().__init__(app)
        s = app.settings
        on_off = [(value, _(word)) for value, word in ON_OFF]
        # each language named in itself, whatever the language now; a change rebuilds the
        # menu and this page in it (App.change_language)
        self.language = Choice(
            _("Language"),
            list(LANGUAGES.items()),
            app.language,
            self.set_language,
            # TRANSLATORS: under the Language setting, on a tall phone.
            note=_("The words of every screen, rule and lesson."),
        )
        self.sound = Choice(_("Sound"), on_off, s.sound, lambda v: self.set("sound", v))
        # always shown (the rows stay put); the tick of a change sounds at the new volume
        self.volume = Choice(
            _("Volume"), [(v, percent(v)) for v in VOLUMES], s.volume, lambda v: self.set("volume", v)
        )
        self.animation = Choice(
            _("Animations"),
            [(a, _(SPEED_WORDS[a])) for a in ANIMATION_SPEEDS],
            s.animation,
            self.set_animation,
            # TRANSLATORS: under the Animations setting, on a tall phone.
            note=_("How dice roll and move. Off shows each move at once."),
        )
        self.text_size = Choice(
            _("Text size"),
            [(t, _(TEXT_SIZE_WORDS[t])) for t in TEXT_SIZES],
            s.text_size,
            self.set_text_size,
            # TRANSLATORS: under the Text size setting, on a tall phone.
            note=_("Large makes every word bigger, for easier reading."),
        )
        self.marks = Choice(
            _("Colour patterns on TRICE dice"),
            on_off,
            s.colourblind_marks,
            lambda v: self.set("colourblind_marks", v),
            # TRANSLATORS: under the setting "Colour patterns on TRICE dice", on a tall phone.
            note=_("Each colour of die gets its own pattern, so dice are told apart by more than colour."),
        )
        self.hints = Choice(
            _("Show legal-move hints"),
            on_off,
            s.hints,
            lambda v: self.set("hints", v),
            # TRANSLATORS: under the setting "Show legal-move hints", on a tall phone.
            note=_("Lights up where your move can go."),
        )
        self.done = Button(_("Done"), self.back, style="primary")
        # the rows, of strings, numbers and yes-or-no: each Choice of its own kind of value
        self.rows: list[Choice[Any]] = [
            self.language,
            self.sound,
            self.volume,
            self.animation,
            self.text_size,
            self.marks,
            self.hints,
        ]
        self.widgets = [*self.rows, self.done]

    def set(self, name: str, value: object) -> None:
        setattr(self.app.settings, name, value)
        self.app.audio.apply_volume()
        self.app.save_settings()
        self.app.invalidate()

    def set_language(self, value: str) -> None:
        self.app.change_language(value)  # this scene is built again, in the new language

    def set_animation(self, value: str) -> None:
        """The player's own choice: from now on the browser's reduced-motion preference no
        longer decides it."""
        self.app.settings.animation_chosen = True
        self.set("animation", value)

    def set_text_size(self, value: str) -> None:
        self.set("text_size", value)
        self.app.text_size_changed()  # every scene (this one too) lays itself out again

    def layout(self, lay: Layout) -> None:
        """The rows under the title, one column where they fit (two on a wide screen that
        needs them), each tall enough for its words at the player's text size; Done below."""
        theme = self.app.theme
        rows = self.rows
        column = lay.column(max_width=700)
        top = column.y + theme.font(lay.heading, bold=True).get_linesize() + 2 * lay.gap
        bottom = column.bottom - lay.tap - lay.gap
        for two_columns in (False, True):
            if two_columns:
                column = lay.column()
            width = (column.width - lay.gap) // 2 if two_columns else column.width
            half = (width - lay.gap) // 2
            # in one column Sound and Volume share a line, half each (room for a notice under
            # the rows on a small phone)
            paired = not two_columns and self.fits_half(half)
            needed = max(
                [lay.tap]
                + [
                    row.height_for(self.app, half if paired and row in (self.sound, self.volume) else width)
                    for row in rows
                ]
            )
            per = (len(rows) + 1) // 2 if two_columns else len(rows) - paired
            if top + per * (needed + lay.gap) <= bottom + lay.gap or lay.portrait:
                break
        row_h = max(needed, min(int(96 * lay.unit), (bottom - top) // per - lay.gap))
        for row in rows:
            row.show_note = False
        if (
            not two_columns
            and lay.portrait
            and self.place_with_notes(rows, column, top, bottom, half, paired)
        ):
            self.done.rect = pygame.Rect(column.x, column.bottom - lay.tap, column.width, lay.tap)
            return
        if not two_columns and top + per * (row_h + lay.gap) > bottom + lay.gap:
            self.place_own_heights(rows, column, top, half if paired else None)
            self.done.rect = pygame.Rect(column.x, column.bottom - lay.tap, column.width, lay.tap)
            return
        index = 0
        for widget in rows:
            c, r = divmod(index, per)
            x = column.x + c * (width + lay.gap)
            if paired and widget in (self.sound, self.volume):
                x += (half + lay.gap) if widget is self.volume else 0
                widget.rect = pygame.Rect(x, top + r * (row_h + lay.gap), half, row_h)
                if widget is self.sound:
                    continue  # Volume beside it, on the same line
            else:
                widget.rect = pygame.Rect(x, top + r * (row_h + lay.gap), width, row_h)
            index += 1
        self.done.rect = pygame.Rect(column.x, column.bottom - lay.tap, column.width, lay.tap)

    def lines(self, rows: list[Choice[Any]], half: int | None) -> list[list[Choice[Any]]]:
        """The rows as the column's lines: Sound and Volume share one unless `half` is None."""
        out: list[list[Choice[Any]]] = []
        for widget in rows:
            if half is not None and widget is self.volume:
                continue  # placed with Sound
            out.append([self.sound, self.volume] if half is not None and widget is self.sound else [widget])
        return out

    def place_own_heights(
        self,
        rows: list[Choice[Any]],
        column: pygame.Rect,
        top: int,
        half: int | None,
        notes: bool = False,
        grow: int = 0,
    ) -> int:
        """One column where rows of one height do not fit (a small phone, large text, a long
        name wrapped to two lines): each line as tall as its own words need (with the notes
        of the rows alone on their lines, `notes`), `grow` px taller; Sound and Volume share
        one (`half` wide each) unless `half` is None. Returns the bottom of the last line."""
        lay = self.app.layout
        y = top
        for line in self.lines(rows, half):
            width = half if half is not None and len(line) > 1 else column.width
            noted = notes and len(line) == 1 and bool(line[0].note)
            height = grow + max([lay.tap] + [row.height_for(self.app, width, noted) for row in line])
            for index, row in enumerate(line):
                row.rect = pygame.Rect(column.x + index * (width + lay.gap), y, width, height)
                row.show_note = noted
            y += height + lay.gap
        return y - lay.gap

    def place_with_notes(
        self, rows: list[Choice[Any]], column: pygame.Rect, top: int, bottom: int, half: int, paired: bool
    ) -> bool:
        """A phone held upright with room to spare: each row alone on its line also says what
        it does (its note), and the lines grow into what is left, up to 3/4 of a fingertip,
        rather than leave the lower half of a tall phone empty. False where the rows alone
        leave no more than a quarter of the screen empty (a small phone: the room a notice
        takes under the rows) or the notes would leave no room for a notice."""
        lay = self.app.layout
        pair = half if paired else None
        if bottom - self.place_own_heights(rows, column, top, pair) <= lay.height // 4:
            return False  # a quarter of the screen or less is empty without them: room for a notice
        end = self.place_own_heights(rows, column, top, pair, notes=True)
        # a strip stays free above Done for a notice (three lines of it, as a long one takes)
        strip = max(lay.tap, lay.lines(lay.small, 3) + 3 * lay.gap)
        if end + strip > bottom:
            for row in rows:
                row.show_note = False
            return False
        grow = min(lay.tap * 3 // 4, (bottom - strip - end) // len(self.lines(rows, pair)))
        self.place_own_heights(rows, column, top, pair, notes=True, grow=grow)
        return True

    def fits_half(self, width: int) -> bool:
        """Whether Sound and Volume each show their name and every value on one line in a row
        `width` wide."""
        theme, lay = self.app.theme, self.app.layout
        room = width - 2 * lay.gap
        return all(
            theme.fits(row.label, lay.small, room)
            and all(
                len(row.value_lines(self.app, text, row.words_width(self.app, width))) == 1
                for _value, text in row.options
            )
            for row in (self.sound, self.volume)
        )

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_title(surface, _("Settings"))
