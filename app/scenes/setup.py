"""A game's setup: who plays each seat, the variant and the options.

Choices come from the rules (`RULES.variants`, `VARIANT_NAMES`, `OPTIONS`)
and are remembered per game in the settings for next time.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from app.boards.figure import board_thumbnail
from app.play import resume
from app.saved import autosave
from app.sharing.correspondence import LinkGame, playable_by_link
from app.ui import depth
from app.ui.button_rows import place_rows, rows_height
from app.ui.widgets import Button, Choice, UIScene
from games import codes, registry
from games.i18n import N_, _, ngettext
from games.match import Match

from ..seats import FAR, HUMAN, KINDS, choice_label

if TYPE_CHECKING:
    from app.ui.layout import Layout
    from games.contract import OptionSpec, OptionValue
    from games.figures import Figure

    from .host import SceneApp

PICTURE_ASPECT = 0.62  # the setup's picture of the game: at most this tall for its width
# TRANSLATORS: {game} is what autosave calls a game: "TRICE game", "TRICE game by link"
IN_PROGRESS = N_(
    "Start a new one and the {game} in progress is lost; Continue it to go on where you left off."
)


def option_text(value: OptionValue) -> str:
    if value is None:
        return _("Automatic")
    if value is True:
        return _("On")
    if value is False:
        return _("Off")
    return str(value)


class SetupScene(UIScene):
    name = "setup"
    app: SceneApp

    def __init__(self, app: SceneApp, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.game = registry.get(game_id)
        self.rules = self.game.rules
        self.picture: pygame.Rect | None = None  # where the game's picture goes, if anywhere
        self.figure = self.showcase()  # what that picture shows (chosen once, not each frame)
        saved = app.settings.setups.get(game_id, {})
        rules = self.rules
        players = saved.get("players", rules.min_players)
        if type(players) is not int or not rules.min_players <= players <= rules.max_players:
            players = rules.min_players
        self.players: int = players
        variant = saved.get("variant")
        self.variant: str = variant if variant in rules.variants else rules.variants[0]
        seats = saved.get("seats")
        self.seats: list[str] = (
            list(seats) if isinstance(seats, list) and all(s in KINDS + (FAR,) for s in seats) else []
        )
        options = saved.get("options")
        self.options: dict[str, OptionValue] = dict(options) if isinstance(options, dict) else {}
        self.build()

    # the widgets depend on the player count and variant, so they are rebuilt
    def build(self) -> None:
        rules = self.rules
        while len(self.seats) < self.players:
            self.seats.append(HUMAN if not self.seats else "normal")
        self.seats = self.seats[: self.players]
        kinds = KINDS + ((FAR,) if playable_by_link(self.game, self.players) else ())
        if FAR not in kinds:
            self.seats = [HUMAN if kind == FAR else kind for kind in self.seats]
        elif FAR in self.seats:  # one friend far away; people in the other seats
            far = self.seats.index(FAR)
            self.seats = [FAR if seat == far else HUMAN for seat in range(self.players)]
        self.choices: list[Choice[Any]] = []  # players (int), seats and variant (str), options
        if rules.min_players != rules.max_players:
            counts = [
                (n, ngettext("{count} player", "{count} players", n).format(count=n))
                for n in range(rules.min_players, rules.max_players + 1)
            ]
            self.choices.append(Choice(_("Players"), counts, self.players, self.set_players))
        for seat in range(self.players):
            self.choices.append(
                Choice(
                    self.seat_name(seat),
                    [(k, choice_label(k, self.game, self.variant)) for k in kinds],
                    self.seats[seat],
                    partial(self.set_seat, seat),
                )
            )
        names = self.game.variant_names
        if len(rules.variants) > 1:
            self.choices.append(
                Choice(
                    _("Variant"),
                    [(v, _(names.get(v, v))) for v in rules.variants],
                    self.variant,
                    self.set_variant,
                )
            )
        for name, spec in self.option_specs().items():
            value = self.options.get(name, spec["default"])
            if value not in spec["choices"]:
                value = spec["default"]
            self.options[name] = value
            label = spec["label"]  # a marked message (N_); by name, or Babel would extract "label"
            self.choices.append(
                Choice(
                    _(label),
                    [(c, option_text(c)) for c in spec["choices"]],
                    value,
                    partial(self.set_option, name),
                )
            )
        self.start_button = Button(_("Start"), self.start, style="primary")
        self.rules_button = Button(_("Rules"), self.show_rules)
        self.back_button = Button(_("Back"), self.back)
        self.learn_button = Button(_("Learn"), self.learn)  # the game's lesson (app/play/lesson/)
        self.learn_button.visible = self.game.lesson is not None
        self.widgets = [
            *self.choices,
            self.start_button,
            self.rules_button,
            self.learn_button,
            self.back_button,
        ]
        self.layout(self.app.layout)

    def seat_name(self, seat: int) -> str:
        return self.game.seat_name(seat)

    def option_specs(self) -> dict[str, OptionSpec]:
        specs = self.game.options
        return {
            name: spec
            for name, spec in specs.items()
            if (variants := spec.get("variants")) is None or self.variant in variants
        }

    def chosen_options(self) -> dict[str, OptionValue]:
        specs = self.option_specs()
        return {n: v for n, v in self.options.items() if n in specs and v is not None}

    # changes ----------------------------------------------------------------
    def set_players(self, value: int) -> None:
        self.players = value
        self.build()

    def set_seat(self, seat: int, value: str) -> None:
        self.seats[seat] = value
        # a friend far away plays against the person holding this device: the other seats are people
        others = [s for s in range(self.players) if s != seat]
        changed = [
            s
            for s in others
            if (value == FAR and self.seats[s] != HUMAN) or (value != HUMAN and self.seats[s] == FAR)
        ]
        for other in changed:
            self.seats[other] = HUMAN
        if changed:
            focus = self.focus
            self.build()
            self.focus = focus

    def set_variant(self, value: str) -> None:
        self.variant = value
        self.build()

    def set_option(self, name: str, value: OptionValue) -> None:
        self.options[name] = value

    def remember(self) -> None:
        self.app.settings.setups[self.game_id] = {
            "players": self.players,
            "variant": self.variant,
            "seats": list(self.seats),
            "options": {
                n: v for n, v in self.options.items() if v is None or isinstance(v, (bool, int, str))
            },
        }
        self.app.save_settings()

    # actions ----------------------------------------------------------------
    def start(self) -> None:
        """Start the game chosen; if this game already has one in progress (app/saved/autosave.py),
        ask first: go on with that one, or start anew and lose it."""
        self.remember()
        match = Match.new(self.game_id, self.players, self.variant, self.chosen_options())
        details: dict[str, Any] = {}
        if FAR in self.seats:  # a new game by link: a fresh nonce, this device's seat
            details["link"] = LinkGame(codes.new_nonce(), self.seats.index(HUMAN))
        seats = [HUMAN if s == FAR else s for s in self.seats]
        begin = lambda: self.begin(match, seats, details)  # noqa: E731
        kept = autosave.replaces(self.app, match, link=FAR in self.seats)
        if kept is None:
            begin()
            return
        self.app.scenes.open(
            "confirm",
            title=_("A {game} is in progress").format(game=kept["label"]),
            text=_(IN_PROGRESS).format(game=kept["label"]),
            answers=[
                (_("Continue it"), lambda: self.go_on(kept["slot"]), "accent"),
                (_("Start new"), begin, "panel"),
            ],
            cancel=lambda: None,
        )

    def begin(self, match: Match, seats: Sequence[str], details: dict[str, Any]) -> None:
        self.app.scenes.pop_to("menu")
        self.app.scenes.open("board", match=match, seats=seats, **details)

    def go_on(self, slot: str) -> None:
        """The game in progress instead of a new one."""
        found = resume.board_details(self.app, slot)
        if found is not None:
            self.app.scenes.pop_to("menu")
            self.app.scenes.open("board", **found)

    def show_rules(self) -> None:
        self.app.scenes.open("rules", game_id=self.game_id)

    def learn(self) -> None:
        self.app.scenes.open("lesson", game_id=self.game_id)

    def enter(self) -> None:
        """The first time a game's setup opens, its lesson is offered (Learn or Skip)."""
        if self.game.lesson is not None and self.game_id not in self.app.settings.lessons_offered:
            self.app.scenes.open("lesson_offer", game_id=self.game_id)

    def back(self) -> None:
        self.remember()
        self.app.scenes.pop()

    # layout -------------------------------------------------------------------
    def pitch_lines(self, lay: Layout, width: int) -> list[str]:
        """The game's one-line pitch under the title, wrapped (secondary text)."""
        return self.app.theme.lines(_(self.game.pitch), lay.small, width)

    def layout(self, lay: Layout) -> None:
        """The title, the game's pitch (left out where the rows need its room), the choices
        (in two columns on a wide screen with many of them, or where one column does not
        fit; the whole width where the column does not), the buttons along the bottom (two
        rows where their words need it). In one column each row is as tall as its own words
        need (a variant's long name wraps), so a small phone's column fits."""
        theme = self.app.theme
        line = theme.font(lay.small).get_linesize()
        rows = len(self.choices)
        plans = [(True, False), (False, False), (True, True), (False, True)]
        if not lay.portrait and rows > 4:
            plans = [(True, True), (False, True)]
        for wide, (with_pitch, two_columns) in [(w, p) for w in (False, True) for p in plans]:
            column = lay.column(max_width=None if wide else 760)
            bottom = column.bottom - rows_height(theme, lay, self.button_row(), column.width)
            self.pitch = self.pitch_lines(lay, column.width) if with_pitch else []
            top = (
                column.y
                + theme.font(lay.heading, bold=True).get_linesize()
                + len(self.pitch) * line
                + lay.gap * 2
            )
            width = (column.width - lay.gap) // 2 if two_columns else column.width
            needs = [max(lay.tap, choice.height_for(self.app, width)) for choice in self.choices]
            per = (rows + 1) // 2 if two_columns else max(1, rows)
            used = per * (max(needs, default=0) + lay.gap) if two_columns else sum(needs) + rows * lay.gap
            if top + used <= bottom:
                break
        room = bottom - lay.gap - top
        if two_columns:
            row_h = max(max(needs), min(int(96 * lay.unit), room // per - lay.gap))
            for index, widget in enumerate(self.choices):
                c, r = divmod(index, per)
                widget.rect = pygame.Rect(
                    column.x + c * (width + lay.gap), top + r * (row_h + lay.gap), width, row_h
                )
        else:
            top, room = self.place_picture(lay, column, top, room, needs)
            self.place_column(lay, column, top, room, needs)
        place_rows(theme, lay, self.button_row(), column.x, bottom, column.width)

    def showcase(self) -> Figure | None:
        """The position the setup pictures: the game's first rules picture of a win (what the
        game is played for), else its first; None without pictures or a board."""
        figures = list(self.game.figures.values()) if self.game.board is not None else []
        wins = [figure for figure in figures if figure.winner is not None]
        found = wins or figures
        return found[0] if found else None

    def place_picture(
        self, lay: Layout, column: pygame.Rect, top: int, room: int, needs: list[int]
    ) -> tuple[int, int]:
        """On a phone held upright with room to spare under a short column of choices, a
        picture of the game (`showcase`, drawn by its own board) above them; (top, room) for
        the choices below it."""
        self.picture = None
        spare = room - sum(needs) - len(needs) * lay.gap
        if not lay.portrait or self.figure is None or spare < 3 * lay.tap:
            return top, room
        height = min(spare - lay.tap, int(column.width * PICTURE_ASPECT))
        self.picture = pygame.Rect(column.x, top, column.width, height)
        return top + height + lay.gap, room - height - lay.gap

    def place_column(self, lay: Layout, column: pygame.Rect, top: int, room: int, needs: list[int]) -> None:
        """The choices one under another from `top`: each row its own need, grown towards a
        comfortable height (taller on a phone) while the room lasts; on a phone the block sits
        a third of the way down the room it leaves. Rows are of one height where the tallest
        need allows it."""
        comfortable = max(int(96 * lay.unit), lay.height // 11) if lay.portrait else int(96 * lay.unit)
        if len(needs) * (max(needs, default=0) + lay.gap) <= room:  # rows of one height where they fit
            needs = [max(needs)] * len(needs)
        spare = max(0, room - sum(needs) - len(needs) * lay.gap) // max(1, len(needs))
        heights = [need + min(spare, max(0, comfortable - need)) for need in needs]
        if lay.portrait:
            top += max(0, (room - sum(heights) - len(heights) * lay.gap) // 3)
        for widget, height in zip(self.choices, heights):
            widget.rect = pygame.Rect(column.x, top, column.width, height)
            top += height + lay.gap

    def button_row(self) -> list[Button]:
        """The buttons along the bottom, in their order (two rows where their words need it)."""
        learn = [self.learn_button] if self.learn_button.visible else []
        return [self.back_button, self.rules_button] + learn + [self.start_button]

    def draw_content(self, surface: pygame.Surface) -> None:
        y = self.draw_title(surface, _("{game}: new game").format(game=self.rules.title))
        lay, theme = self.app.layout, self.app.theme
        step = theme.font(lay.small).get_linesize()
        for line in self.pitch:
            label = theme.text(line, lay.small, "muted")
            surface.blit(label, label.get_rect(midtop=(lay.width // 2, y)))
            y += step
        if self.picture is not None and self.figure is not None:
            board = board_thumbnail(self.app, self.game, self.figure, self.picture.width, self.picture.height)
            place = board.get_rect(center=self.picture.center)
            depth.draw_shadow(surface, place, lay.gap, max(4, lay.gap))
            surface.blit(board, place)
