"""The Tris 2 board view: an open field seen through a gliding camera, built from parts.

Tap a die to see arrows for its legal rolls, then tap an arrow or swipe the
die; in the advanced game's placement, tap an empty cell of the 3x3 area and
pick how the die is turned; in Tris 1, tap a / die. The players' cards, the
draw offer buttons and the placement's six dice sit over and under the field
on a phone, in a column beside it on a wide screen (geometry.py chooses; the
view hands each part its place).

Everything shown comes from RULES queries on the state it is given; the
animations (Tip, Flip, Drop, the setup roll) only show a move already made.
The camera is the view's own, handed to the parts: it frames the field of the
state last shown. No sentence names a cell (the field has no rulers): the
words name what a person sees, and the board marks the die a move changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from app.seats import is_human
from app.ui.button_rows import arrange
from app.ui.coach_line import CoachLine
from games.core import CHANCE, IllegalMove
from games.i18n import N_, _
from games.tris2.field import xy
from games.tris2.notation import parse_cell

from ..view import ActionButton, BoardView, Hit
from . import geometry
from .animations import Animations
from .arrows import Arrows
from .camera import Camera
from .cards import SeatCard
from .dice import Dice
from .facts import Facts
from .framing import Framing
from .ground import Ground
from .legend import Legend
from .pictures import Pictures
from .placement import Placement

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.ui.layout import Layout
    from app.ui.widgets import Button
    from games.game import Game
    from games.tris2.state import State
    from games.tris2.view_queries import Tris2Queries

    from ..hit import BoardUI, Point
    from ..host import Host

ANSWER_FIRST = N_("First answer the draw offer: accept it or decline it.")


class Tris2View(BoardView):
    rules: Tris2Queries  # game.rules: RULES (games/tris2/view_queries.py checks it answers them)

    def __init__(self, app: Host, game: Game[Any], seats: Sequence[str]) -> None:
        super().__init__(app, game, seats)
        rules = self.rules
        pictures = Pictures(app)
        self.camera = Camera()
        self.facts = Facts(rules)
        self.placement = Placement(app, rules, self.camera, pictures, self.facts)
        self.animations = Animations(app, self.camera, pictures, self.facts, self.placement)
        self.framing = Framing(app, rules, self.camera, self.facts, on_jump=self.animations.follow_camera)
        self.legend = Legend(app, rules, pictures)
        self.cards = [SeatCard(app, game, seat, self.seats, self.labels, pictures) for seat in (0, 1)]
        # bottom to top: the field's layers (clipped to it), then the dock beside or under it
        self.parts = [
            self.framing,
            Ground(app, rules, self.camera, self.facts),
            Dice(app, rules, self.camera, pictures, self.facts, self.animations, tap=self.hit),
            Arrows(app, rules, self.camera, pictures, self.facts),
            self.animations,
            self.legend,
            self.placement,
            *self.cards,
        ]
        self.offer_button = ActionButton(_("Offer draw"), Hit(move="offer-draw"))
        self.accept_button = ActionButton(_("Accept draw"), Hit(move="accept-draw"), style="primary")
        self.decline_button = ActionButton(_("Decline draw"), Hit(move="decline-draw"))
        self.buttons = [self.offer_button, self.accept_button, self.decline_button]
        self.geometry: geometry.Geometry | None = None
        self.ahead: State | None = None  # the state the next layout is for (`expect`)

    # -- layout --------------------------------------------------------------------------------------
    def frame(self, lay: Layout, bar: list[Button]) -> tuple[pygame.Rect, pygame.Rect] | None:
        """Wide screens: the field at full height beside a column with the buttons, when
        that gives bigger cells than the standard frame (geometry.py)."""
        found = self.geometry = geometry.best(lay, bar, self.app.theme, ended=bool(self.ending))
        if not found.beside:
            return None
        status = found.status
        assert status is not None  # beside the field, the column holds the coach line
        said = [self.ending, *self.also_said]  # (a lesson's closing words run long)
        if not all(CoachLine.fits(self.app, text, status) for text in said if text):
            self.geometry = None  # the standard frame's box, which grows for them
            return None
        for button, rect in zip(bar, found.buttons):
            button.rect = rect
        arrange(self.app.theme, lay, bar)  # the column's narrower buttons: icon and words anew
        return status, found.field

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        found = self.geometry
        if found is None or not found.beside or found.field != rect:
            found = self.geometry = self.within(lay, rect)
        self.framing.layout(lay, found.field)  # framed at once when the state is next shown
        self.legend.layout(lay, found.legend)
        self.placement.place(found.picks)
        for card, card_rect in zip(self.cards, found.cards):
            card.layout(lay, card_rect, found.lines)
        self.offer_button.rect, self.accept_button.rect = found.offer, found.accept
        self.decline_button.rect = found.decline

    def expect(self, state: Any, also_said: list[str], closed: bool = False) -> None:
        super().expect(state, also_said, closed)
        self.ahead = state  # a finished one is laid out for the cells its camera will frame

    def within(self, lay: Layout, rect: pygame.Rect) -> geometry.Geometry:
        """Field and cards in `rect`: while playing, whichever arrangement's start has larger
        cells; a finished game's, whichever frames its field (or its winning line) larger."""
        if not self.ending or self.ahead is None:
            return geometry.within(lay, rect, self.app.theme)
        state, framing = self.ahead, self.framing
        before = framing.rect

        def framed(found: geometry.Geometry) -> float:
            framing.rect = found.field
            return framing.cell_for(framing.box(state))

        options = geometry.arrangements(lay, rect, self.app.theme, ended=True)
        best = max(options, key=framed)  # (the first, cards above, on a tie)
        framing.rect = before
        return best

    def result_area(self, state: State) -> list[pygame.Rect]:
        """The winning line(s); with none (a draw), the whole field."""
        rects = self.winning_dice(state)
        if not rects:
            return super().result_area(state)
        return [rects[0].unionall(rects[1:])]

    def winning_dice(self, state: State) -> list[pygame.Rect]:
        """The winning line(s), die by die."""
        cam = self.camera
        rects: list[pygame.Rect] = []
        for line in self.rules.tris_lines(state):
            for cell in line:
                rect = pygame.Rect(0, 0, cam.die_size(), cam.die_size())
                rect.center = cam.centre_of(cell)
                rects.append(rect)
        return rects

    def celebrated(self, state: State) -> list[pygame.Rect]:
        return self.winning_dice(state) or super().celebrated(state)

    def playing_area(self) -> pygame.Rect | None:
        return self.camera.panel() if self.framing.rect is not None else None

    def seat_areas(self) -> list[pygame.Rect]:
        return [card.rect for card in self.cards if card.rect is not None]

    def thumbnail_area(self, state: State) -> pygame.Rect | None:
        """The dice on the field and half a cell round them (the camera keeps a ring of cells)."""
        bounds = self.rules.bounds(state)
        if bounds is None or self.framing.rect is None:
            return self.playing_area()
        cam = self.camera
        corners = cam.cell_rect((bounds[0], bounds[1])).union(cam.cell_rect((bounds[2], bounds[3])))
        half = corners.width // (2 * (bounds[2] - bounds[0] + 1))
        return corners.inflate(2 * half, 2 * half).clip(cam.panel())

    def piece_px(self) -> int | None:
        return self.camera.die_size() if self.framing.rect is not None else None

    def cell_rect(self, name: str) -> pygame.Rect | None:
        if self.framing.rect is None:
            return None
        try:
            where = parse_cell(name)
        except IllegalMove:
            return None
        return self.camera.cell_rect(xy(where))

    def sync(self, state: State, ui: BoardUI) -> None:
        super().sync(state, ui)  # the camera aims at this state
        seat = self.rules.to_move(state)
        person = seat != CHANCE and not self.rules.is_over(state) and is_human(self.seats[seat])
        pending = self.rules.offer_pending(state) is not None
        self.offer_button.visible = person and not pending and self.rules.can_offer(state)
        self.accept_button.visible = self.decline_button.visible = person and pending

    # -- moves -------------------------------------------------------------------------------------------
    def animate(self, move: str, before: State, after: State, ui: BoardUI) -> None:
        self.framing.aim(after)
        if move.startswith("setup"):
            self.animations.roll_setup(after)
            return
        effect = self.rules.move_effect(before, move)
        if effect is not None:
            self.animations.start(effect, ui)

    def pick_words(self, state: State, pick: object) -> str | None:
        """The endless table's cells have no names: a die is told by the symbol on its top,
        an empty cell by being one."""
        if isinstance(pick, tuple) and len(pick) == 2:
            die = self.facts.field(state).get(pick)
            if die is None:
                return _("Pick an empty cell of the 3x3 area")
            return _("Pick the die showing {symbol}").format(symbol=die[0])
        return super().pick_words(state, pick)

    def hit(self, pos: Point, state: State, ui: BoardUI) -> Hit | None:
        if self.rules.offer_pending(state) is not None:  # anywhere on the board
            return Hit(say=_(ANSWER_FIRST), bad=True)
        return super().hit(pos, state, ui)

    # -- words ------------------------------------------------------------------------------------------
    def waiting(self, state: State) -> str | None:
        # during an animation a tap says nothing: the turn is about to come
        return None if self.busy() else _("Wait for your turn: the computer is moving.")

    def coach(self, state: State, ui: BoardUI) -> str | None:
        rules = self.rules
        if rules.is_over(state):
            return rules.end_reason(state)
        seat = rules.to_move(state)
        if seat == CHANCE or self.animations.setup_dice:
            return _("Setting out the nine dice at random...")
        name = self.game.seat_name(seat, state)
        offerer = rules.offer_pending(state)
        if offerer is not None:
            # "Player 2 (computer)", not "Player 2 (O) (computer)"
            who = (
                self.game.seat_name(offerer, state)
                if is_human(self.seats[offerer])
                else _("{player} (computer)").format(player=self.game.seat_name(offerer))
            )
            if is_human(self.seats[seat]):
                return _("{player} offers a draw. {other}: accept or decline?").format(player=who, other=name)
            return _("{player} (computer) is thinking about the draw offer...").format(
                player=self.game.seat_name(seat)
            )
        if not is_human(self.seats[seat]):
            return _("{player} (computer) is thinking...").format(player=self.game.seat_name(seat))
        phase = rules.phase(state)
        held = self.facts.held(ui)
        if phase == "place":
            count = len(self.facts.field(state)) + 1
            if held is not None:
                if self.geometry is not None and self.geometry.beside:  # laid out before it speaks
                    return _(
                        "{player}: tap one of the six dice beside the field to choose how the new die lies."
                    ).format(player=name)
                return _(
                    "{player}: tap one of the six dice below the field to choose how the new die lies."
                ).format(player=name)
            return _("{player}, die {count} of 9: tap an empty cell of the shaded 3x3 square.").format(
                player=name, count=count
            )
        if phase == "turn":
            return _("{player}: tap a / die to turn it to {symbol}.").format(
                player=name, symbol=rules.symbol_of(seat)
            )
        if held is not None:
            text = _("{player}: tap an arrow, or swipe the die.").format(player=name)
        else:
            text = _("{player}: tap a die to roll it.").format(player=name)
        moves = ui.history[1]
        if moves and moves[-1] == "decline-draw":
            # TRANSLATORS: {instruction} is a sentence of its own, what the player does now.
            text = _("Draw declined. {instruction}").format(instruction=text)
        seen = rules.repetitions(state)
        if seen >= 2:
            # TRANSLATORS: added after the instruction; {count} is 2 (a third time ends the game).
            text = _(
                "{instruction} (This position has come up {count} times; a third time is a draw.)"
            ).format(instruction=text, count=seen)
        return text
