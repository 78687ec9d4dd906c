"""The TRI board view: the torus with its rulers, the seats' cards, the battle panel,
the bonus die; Pass, Cancel teleport, the card buttons and the zoom switch.

Built from parts (app/boards/part.py; the list in __init__.py), made at the first
state seen: the board's size is an option. The view places them (`layout`, from
layout.py's plan; the battle panel moves up when it would hide the battle), shows
its buttons, starts a move's pictures in the part that shows them (`animate`), and
says the board's words (words.py).

What is drawn comes from `RULES.view(state, ui.viewer)` (choices.py): the one person
at the table, or in hot-seat the person holding the device (the board scene keeps
who that is and shows the "pass the device" cover; this view only draws it).
Nobody sees the other side's battle dice or card before the reveal; a game of
computers only is shown in full. Pictures in motion (dice rolling, a triangle
glowing) only show a move already played.

ui.selected: the square whose teleport the person is using; ui.drag: see taps.py.
"""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

import pygame

from app.ui import design
from app.ui.coach_line import CoachLine
from app.ui.widgets import words_fit
from games.i18n import N_, _

from ..frame import standard_frame, status_height
from ..view import CLEAR, ActionButton, BoardView, Hit
from .battle import CARD_PHASES, Battle
from .battle_target import BattleTarget
from .board_picture import BoardPicture
from .bonus import BonusDie
from .choices import Choices
from .dice import DiePictures
from .glow import Glow
from .layout import BOARD_SHARES, Plan, action_row, panel_places, plan
from .marks import SeatMarks
from .recap import LastBattle
from .round_line import RoundLine
from .rulers import Rulers, labelled_squares, ruler_height, ruler_width
from .seat_boxes import SeatBox
from .taps import BoardTaps
from .torus import TorusView, square_of
from .words import Words
from .zoom import Zoom

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from app.ui.layout import Layout
    from app.ui.scene import AppLike
    from app.ui.widgets import Button
    from games.game import Game
    from games.tri.state import State
    from games.tri.view_queries import TriQueries

    from ..hit import BoardUI
    from ..host import Host

# TRANSLATORS: the zoom button's two words: see the whole board, or zoom in on a part of it.
ZOOM_WORDS = (N_("Whole board"), N_("Zoom in"))


class LookButton(ActionButton):
    """A button of the view's own (the zoom): it changes what the board shows, never
    the game, so it acts itself instead of handing the scene a Hit."""

    def __init__(self, text: str, act: Callable[[], None]) -> None:
        super().__init__(text)
        self.act = act

    def activate(self, app: AppLike) -> None:
        if self.enabled:
            app.audio.play(self.sound)
            self.act()
            app.invalidate()


class TriView(BoardView):
    CELL_NAME = re.compile(r"\b[a-h][1-8]\b")  # squares; a triangle is said "the top triangle of b3"
    rules: TriQueries  # game.rules: RULES (games/tri/view_queries.py checks it answers them)

    def __init__(self, app: Host, game: Game[Any], seats: Sequence[str]) -> None:
        super().__init__(app, game, seats)
        self.choices = Choices(self.rules, self.seats)
        self.words = Words(game, self.seats, self.choices)
        self.marks = SeatMarks(app)
        self.dice = DiePictures(app)
        self.dice_rng = random.Random(5)  # only which faces flash by while a die tumbles
        # TRANSLATORS: TRI's button for a player who cannot move.
        self.pass_button = ActionButton(_("Pass"), Hit(move="pass"), style="primary")
        self.cancel_button = ActionButton(_("Cancel teleport"), Hit(pick=CLEAR))
        self.card_buttons = {
            card: ActionButton(card, Hit(move=f"card {card}"), style="primary")
            for card in ("+0", "+2", "+3", "+4")
        }
        self.zoom_button = LookButton(
            _(ZOOM_WORDS[0]), lambda: self.zoom.toggle()
        )  # Zoom comes with the torus
        self.buttons = [self.pass_button, self.cancel_button, self.zoom_button] + list(
            self.card_buttons.values()
        )
        self.torus: TorusView | None = None  # made with the parts at the first state seen
        self.placed: tuple[Layout, pygame.Rect] | None = None  # (layout, rect) of the last layout
        self.plan: Plan | None = None  # layout.py's Plan for it
        # the plan the frame chose when the coach line heads the side column (the board's rect
        # is its area), for layout to use rather than make again
        self.beside: Plan | None = None
        self.whole = False  # show_whole: never zoomed
        self.panel_low: pygame.Rect | None = None
        self.panel_high: pygame.Rect | None = None  # the battle panel's two places

    def build(self, state: State) -> None:
        """The torus for `state`'s size and the parts drawn on it (the first state seen makes them)."""
        if self.torus is not None:
            return
        app, game, rules = self.app, self.game, self.rules
        choices, marks = self.choices, self.marks
        torus = self.torus = TorusView(rules.board_size(state))
        self.battle = Battle(app, game, torus, choices, marks, self.dice, self.dice_rng, self.card_buttons)
        self.zoom = Zoom(app, rules, torus, choices, self.battle, self.relayout)
        if self.whole:
            self.zoom.wanted_zoom = False
        self.picture = BoardPicture(app, rules, torus, choices, marks, self.battle)
        self.glow = Glow(app, torus)
        self.round_line = RoundLine(app, rules, torus, choices, self.battle)
        self.seat_boxes = [
            SeatBox(app, game, seat, self.labels, choices, marks, self.battle)
            for seat in range(len(self.seats))
        ]
        self.last_battle = LastBattle(
            app, game, choices, marks, self.dice, self.battle, (self.pass_button, self.cancel_button)
        )
        self.bonus = BonusDie(app, self.dice, self.dice_rng)
        # bottom to top; the camera draws nothing
        self.parts = [
            self.zoom,
            self.picture,
            Rulers(app, torus),
            self.glow,
            BattleTarget(app, rules, torus, self.battle),
            BoardTaps(app, game, torus, choices, self.zoom, self.battle),
            self.round_line,
            *self.seat_boxes,
            self.last_battle,
            self.battle,
            self.bonus,
        ]
        self.relayout()

    # -- layout ----------------------------------------------------------------------------------
    def expect(self, state: State, also_said: list[str], closed: bool = False) -> None:
        super().expect(state, also_said, closed)
        self.build(state)  # the board's size, before the frame is chosen

    def frame(self, lay: Layout, bar: list[Button]) -> tuple[pygame.Rect, pygame.Rect] | None:
        """On a wide screen the coach line heads the side column, as Tris 2's and Triad's do,
        and the board takes the height under the bar (with Large text the top's coach line took
        it from the board: issue 28 point 7); where the column cannot hold it, the standard frame."""
        self.beside = None
        if lay.portrait or self.torus is None:
            return None
        theme, size = self.app.theme, self.torus.size
        status, rect = standard_frame(lay, bar, theme)
        top = plan(lay, theme, rect, size, self.labels)
        whole = pygame.Rect(rect.x, status.y, rect.width, rect.bottom - status.y)
        coach = self.coach_height(lay)
        for share in BOARD_SHARES:  # the widest board whose column holds the coach line
            found = plan(lay, theme, whole, size, self.labels, coach, share)
            if found is not None and found.status is not None:
                if top is not None and self.square(found) < self.square(top):
                    return None  # the column only gets wider: the top's frame shows more
                self.beside = found
                return found.status, found.area  # the board's rect: the torus (a cover goes there)
        return None

    def square(self, plan: Plan) -> int:
        """A square's side in `plan`, zoomed in or not as the zoom will show it."""
        return plan.zoomed if plan.zoomed and self.zoom.wants_zoom() else plan.fit

    def coach_height(self, lay: Layout) -> Callable[[int], int]:
        """The coach line's box at a width: as tall as the top's (app/boards/frame.py), or as
        a long instruction (or the result) and a mode's own sentences need."""
        said = [self.ending or self.words.long_sentence(), *self.also_said]

        def height(width: int) -> int:
            need = [CoachLine.height_for(self.app, text, width) for text in said]
            return max([status_height(lay, self.app.theme, width), *need])

        return height

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        self.placed = (lay, rect)
        if self.torus is None:
            return  # until a state shows the board's size
        theme = self.app.theme
        if self.beside is not None and self.beside.area == rect:  # framed with the coach line beside
            self.plan = self.beside
        else:
            self.plan = plan(lay, theme, rect, self.torus.size, self.labels)
            assert self.plan is not None  # without the coach line every screen has a plan
        self.zoom.layout(lay, self.plan.area)
        self.bonus.layout(lay, self.torus.map)
        self.round_line.layout(lay, self.plan.info)
        for box, place in zip(self.seat_boxes, self.plan.seats):
            box.layout(lay, place)
        zoom, button, recap = action_row(
            lay, theme, self.plan, self.zoom.zoomable, [_(w) for w in ZOOM_WORDS]
        )
        self.zoom_button.rect = zoom
        self.pass_button.rect, self.cancel_button.rect = button, button.copy()
        # larger text in a long language ("Annulla teletrasporto" at 320 px): the normal size's
        # words, as a bar does (app/ui/button_rows.py), before they would run out of the button
        normal = design.type_sizes(lay.unit, lay.css_scale)["secondary"]
        for action in (self.pass_button, self.cancel_button):
            action.least = None if words_fit(theme, lay, action.text, action.rect) else normal
        self.last_battle.layout(lay, recap)
        self.panel_low, self.panel_high = panel_places(lay, theme, self.plan, self.torus)
        self.battle.layout(lay, self.panel_low)

    def relayout(self) -> None:
        if self.placed is not None:
            self.layout(*self.placed)

    def pin_panel(self, state: State) -> None:
        """Shown whole on a tall screen, the battle panel leaves the battle's half of the board free."""
        lay, torus = self.app.layout, self.torus
        assert torus is not None and self.panel_low is not None and self.panel_high is not None  # laid out
        battle = self.rules.battle(state) or self.rules.last_battle(state)
        rect = self.panel_low
        if lay.portrait and not torus.zoomed and battle is not None and self.battle.covered(state):
            target = torus.square_rect(battle["target"][:-1])
            if target.centery > torus.grid.centery and self.panel_low.colliderect(torus.map):
                rect = self.panel_high
        if rect != self.battle.rect:
            self.battle.layout(lay, rect)

    # -- buttons ---------------------------------------------------------------------------------
    def sync(self, state: State, ui: BoardUI) -> None:
        """Show only the buttons that act now; place the battle panel; the camera aims."""
        self.build(state)
        assert self.torus is not None  # build() made it
        self.zoom_button.visible = self.zoom.zoomable and not self.battle.covered(state)
        self.zoom_button.text = _(ZOOM_WORDS[0]) if self.torus.zoomed else _(ZOOM_WORDS[1])
        self.pin_panel(state)
        super().sync(state, ui)
        person = self.choices.person_to_move(state)
        phase = self.rules.phase(state)
        targets = self.choices.move_targets(state) if person and phase == "turn" else {}
        self.pass_button.visible = bool(targets.get("pass"))
        self.cancel_button.visible = person and phase == "turn" and ui.selected is not None
        mover = self.rules.to_move(state)
        # between people, only the one holding the device chooses (the scene covers the board else)
        choosing = person and phase in CARD_PHASES and ui.viewer == mover
        held = [m.split()[1] for m in self.rules.legal_moves(state)] if choosing else []
        hand = self.rules.hand(state, mover) if choosing else {}
        rects = self.battle.panel.button_rects(len(held), self.app.layout) if held else []
        for card, button in self.card_buttons.items():
            button.visible = card in held
            button.enabled = not self.battle.rolling()
            if card in held:
                button.rect = rects[held.index(card)]
                count = hand.get(card)
                button.text = f"{card} (\u00d7{count})" if count and count > 1 else card

    def targets(self, state: State, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        """The lit triangles and teleport squares in sight (BoardTaps), then the buttons that
        act: the cards while one is chosen (nothing else is lit then), or Pass or Cancel teleport."""
        self.sync(state, ui)  # the buttons as they are now (the scene asks before drawing)
        buttons = [*self.card_buttons.values(), self.pass_button, self.cancel_button]
        return super().targets(state, ui) + [
            (b.rect, b.meaning)
            for b in buttons
            if b.visible and b.meaning is not None  # each has one
        ]

    # -- moves -----------------------------------------------------------------------------------
    def animate(self, move: str, before: State, after: State, ui: BoardUI) -> None:
        self.build(after)
        verb, target = move.split()[0], move.split()[-1]
        if verb in ("start", "claim", "attack", "teleport", "void"):
            self.zoom.news_square = target  # its news names it: the camera shows it
        speed = self.app.settings.speed
        if verb in ("start", "claim", "teleport"):
            self.taken(target, speed)
        elif verb == "attack":
            self.app.audio.play("select")
        elif verb == "roll":
            self.app.audio.play("roll")
            self.battle.roll(after, ui, ("attacker", "defender"), fresh=True)
        elif verb == "card":
            self.app.audio.play("select")
            if self.rules.phase(before) == "defender card":  # both cards are down: the reveal
                info = self.rules.last_battle(after)
                assert info is not None  # the battle just ended
                self.battle.reveal(speed)
                if info["won"]:
                    self.taken(info["target"], speed)
        elif verb == "void":
            self.picture.last = None
            self.app.audio.play("place")
            self.glow.start(target, speed)
        elif verb == "bonus":
            self.app.audio.play("roll")
            self.bonus.roll(int(target), speed)

    def taken(self, name: str | None, speed: float) -> None:
        self.picture.last = name
        if name is not None:
            self.app.audio.play("place")
            self.glow.start(name, speed)

    def handed(self, state: State, ui: BoardUI) -> None:
        """The person who took the device sees their own battle dice roll."""
        self.build(state)
        battle = self.rules.battle(state)
        assert battle is not None  # the device is handed over for a battle's secret dice
        self.battle.roll(state, ui, ("attacker",) if ui.viewer == battle["attacker"] else ("defender",))

    def show_move(self, state: State, ui: BoardUI, move: str) -> None:
        """Bring the square `move` acts on into sight at once (a lesson rings it): a
        teleport's own square until it is chosen, then the target."""
        self.build(state)
        assert self.torus is not None  # build() made it
        parts = move.split()
        if (
            not self.torus.zoomed
            or len(parts) < 2
            or parts[0] not in ("start", "claim", "attack", "teleport", "void")
        ):
            return
        self.zoom.show(state, ui, parts[1] if parts[0] == "teleport" and ui.selected is None else parts[-1])

    def skip(self) -> bool:
        """A tap moves the game on from a revealed battle or the bonus die."""
        if self.torus is None:
            return False
        skipped = self.battle.skip()
        return self.bonus.skip() or skipped

    def draw_cover(
        self, surface: pygame.Surface, rect: pygame.Rect, seat: int, button_rect: pygame.Rect
    ) -> int:
        """The scene's "pass the device" cover, with the seat's colour (and mark) above."""
        theme, lay = self.app.theme, self.app.layout
        top = super().draw_cover(surface, rect, seat, button_rect)
        chip = pygame.Rect(0, 0, lay.tap, lay.tap)
        chip.midbottom = (rect.centerx, top - lay.gap)
        colours = theme.colour("tri_players")
        pygame.draw.rect(surface, colours[seat % len(colours)], chip, border_radius=lay.gap)
        mark = self.marks.mark(seat, int(lay.tap * 0.6))  # always: the colour alone may not tell
        surface.blit(mark, mark.get_rect(center=chip.center))
        return top

    # -- words and legibility --------------------------------------------------------------------
    def coach(self, state: State, ui: BoardUI) -> str:
        return self.words.coach(state, ui)

    def news(self, before: State, move: str, after: State) -> str | None:
        return self.words.news(before, move, after)

    def waiting(self, state: State) -> str | None:
        return self.words.waiting(state)

    def game_over_text(self, state: State) -> str:
        return self.words.game_over_text(state)

    def playing_area(self) -> pygame.Rect | None:
        """The camera's room when zoomed (the plan's area); else the whole board as drawn, with
        its rulers: the plan's area is sized for the zoomed window, and a whole board may be
        smaller than that (a dark box stood above and below it)."""
        if self.plan is None or self.torus is None or self.torus.zoomed:
            return None if self.plan is None else self.plan.area
        lay, theme, shown = self.app.layout, self.app.theme, self.torus.map
        rw, rh = ruler_width(lay, theme), ruler_height(lay, theme)
        return pygame.Rect(shown.x - rw, shown.y - rh, shown.width + rw, shown.height + rh)

    def seat_areas(self) -> list[pygame.Rect]:
        return [box.rect for box in self.seat_boxes if box.rect.width]

    def show_whole(self) -> None:
        self.whole = True
        if self.torus is not None:
            self.zoom.wanted_zoom = False
            self.relayout()

    def piece_px(self) -> int | None:
        """A square of the torus (its four triangles)."""
        return int(self.torus.cell) if self.torus is not None else None

    def cell_rect(self, name: str) -> pygame.Rect | None:
        """A triangle's box ("b3N"), or a square's ("b3")."""
        if self.torus is None:
            return None
        size = self.torus.size
        if re.fullmatch(r"[a-z][0-9]+[NESW]", name):
            col, row = square_of(name)
            return self.torus.rect(name) if col < size and row < size else None
        if re.fullmatch(r"[a-z][0-9]+", name):
            col, row = square_of(name)
            return self.torus.square_rect(name) if col < size and row < size else None
        return None

    def result_area(self, state: State) -> list[pygame.Rect]:
        """The final score: every seat's box (its triangles counted, the winner marked)."""
        if self.torus is None:
            return super().result_area(state)
        return [box.rect for box in self.seat_boxes]

    def panels(self, state: State) -> list[pygame.Rect]:
        """The battle panel while it shows."""
        if self.torus is None or not self.battle.covered(state):
            return []
        return [self.battle.panel.inside]

    def celebrated(self, state: State) -> list[pygame.Rect]:
        """The winners' boxes (their triangles counted)."""
        if self.torus is None or not self.rules.is_over(state):  # not shown yet; a lesson's end
            return super().celebrated(state)
        returns = self.rules.returns(state)
        best = max(returns)
        return [box.rect for seat, box in enumerate(self.seat_boxes) if returns[seat] == best and best > 0]

    def cell_labels(self, state: State) -> set[str]:
        """Squares whose column letter and row number the rulers show now (zoomed: the
        ones in sight, the battle panel's cover left out)."""
        if self.torus is None:
            return set()
        return labelled_squares(self.torus, self.battle.free_area(state))
