"""The Tris 2 board view: an open field seen through a gliding camera.

Tap a die to see arrows for its legal rolls, then tap an arrow or swipe the
die; in the advanced game's placement, tap an empty cell of the 3x3 area and
pick how the die is turned; in Tris 1, tap a / die. The players' cards, the
draw offer buttons and the placement's six dice sit over and under the field
on a phone, in a column beside it on a wide screen (geometry.py chooses).

Everything shown comes from RULES queries on the state it is given; the
animations (Tip, Flip, Drop, the setup roll) only show a move already made.
The camera is the view's own: it frames the field of the state last shown.
What a point means is in taps.py, the pictures in painting.py and cards.py.
No sentence names a cell (the field has no rulers): the words name what a
person sees, and the board marks the die a move changed.
"""

import random

from app.dice import DieSprite
from app.seats import is_human
from games.core import CHANCE
from games.tris2.field import ORIENTS

from ..view import ActionButton, BoardView, Hit
from . import geometry
from .camera import Camera
from .cards import Cards
from .motion import Drop, Flip, Tip
from .painting import STEPS, Painting
from .pictures import Pictures
from .taps import GRID, Taps

DIE_SHARE = 0.9      # a die's size in its cell


class Tris2View(Taps, Painting, BoardView):
    def __init__(self, app, game, seats):
        super().__init__(app, game, seats)
        self.pictures = Pictures(app)
        self.cards = Cards(app, game, self.seats, self.labels, self.pictures)
        self.camera = Camera()
        self.reframe = True    # the next state shown is framed at once (after a layout)
        self.anims = []        # Tip / Flip / Drop
        self.setup_dice = []   # [(cell, DieSprite)] while the random setup rolls
        self.dice_rng = random.Random(5)  # which faces flash by in the setup roll
        self.offer_button = ActionButton("Offer draw", Hit(move="offer-draw"))
        self.accept_button = ActionButton("Accept draw", Hit(move="accept-draw"), style="accent")
        self.decline_button = ActionButton("Decline draw", Hit(move="decline-draw"))
        self.buttons = [self.offer_button, self.accept_button, self.decline_button]
        self.geometry = self.field_rect = self.pick_rects = None
        self.chip_rects = []
        self._field = (None, {})
        self._last = (None, None)

    # -- facts from the rules (cached per state: drawn every frame) ---------------------------
    def field_of(self, state):
        if self._field[0] is not state:
            self._field = (state, self.rules.field(state))
        return self._field[1]

    def person_to_move(self, state):
        seat = self.rules.to_move(state)
        return seat != CHANCE and not self.rules.is_over(state) and is_human(self.seats[seat])

    def playing(self, state, ui):
        """A person may act on the field (not while a draw offer waits for an answer)."""
        return ui.interactive and self.rules.offer_pending(state) is None

    def last_effect(self, state, ui):
        """What the last board move did, for the marker (offers and answers pass over)."""
        if self._last[0] is not state:
            states, moves = ui.history
            effect = None
            if states and states[-1] is state:  # the match's history leads here
                for index in range(len(moves) - 1, -1, -1):
                    effect = self.rules.move_effect(states[index], moves[index])
                    if effect is not None or moves[index].startswith("setup"):
                        break
            self._last = (state, effect)
        return self._last[1]

    # -- the person's choice -----------------------------------------------------------------------
    @staticmethod
    def chosen(ui):
        """The cell held: the die showing its arrows, or the empty cell of a placement."""
        return ui.selected if isinstance(ui.selected, tuple) else None

    @staticmethod
    def picked(ui):
        """The orientation picked in the placement before its cell."""
        return ui.selected if isinstance(ui.selected, str) else None

    def held(self, ui):
        """The die shown picked up: the one being swiped, else the one chosen."""
        if ui.drag and ui.drag[0] == "die" and ui.drag_pos:
            return ui.drag[1]
        return self.chosen(ui)

    def arrows(self, state, ui):
        """{direction: cell} of the held die's legal rolls, N E S W order (refused ones never show)."""
        held = self.held(ui)
        if held is None or self.rules.phase(state) != "roll":
            return {}
        rolls = self.rules.rolls_from(state, held)
        x, y = held
        return {d: (x + STEPS[d][0], y + STEPS[d][1]) for d in "NESW" if d in rolls}

    def movable(self, state):
        """Dice with a legal roll, in reading order."""
        return [c for c in sorted(self.field_of(state), key=lambda c: (c[1], c[0])) if self.rules.rolls_from(state, c)]

    def open_cells(self, state):
        """Empty cells of the 3x3 area that take some placement."""
        return [c for c in GRID if self.rules.placements(state, c)]

    # -- layout and camera ---------------------------------------------------------------------------
    def frame(self, lay, bar):
        """Wide screens: the field at full height beside a column with the buttons, when
        that gives bigger cells than the standard frame (geometry.py)."""
        self.geometry = geometry.best(lay, bar, self.app.theme)
        if not self.geometry.beside:
            return None
        for button, rect in zip(bar, self.geometry.buttons):
            button.rect = rect
        return self.geometry.status, self.geometry.field

    def layout(self, lay, rect):
        found = self.geometry
        if found is None or not found.beside or found.field != rect:
            found = self.geometry = geometry.within(lay, rect, self.app.theme)
        self.field_rect, self.chip_rects, self.pick_rects = found.field, found.cards, found.picks
        self.offer_button.rect, self.accept_button.rect = found.offer, found.accept
        self.decline_button.rect = found.decline
        self.reframe = True  # framed at once when the state is next shown (sync)

    def playing_area(self):
        return self.camera.panel() if self.field_rect is not None else None

    def framed_box(self, state):
        """The cells the camera must show: the field, and the 3x3 area while it matters."""
        bounds = self.rules.bounds(state)
        if bounds is None:
            return (0, 0, 2, 2)
        if len(self.field_of(state)) < 9 or state.variant == "tris1":
            return (min(bounds[0], 0), min(bounds[1], 0), max(bounds[2], 2), max(bounds[3], 2))
        return bounds

    def aim(self, state):
        """Point the camera at `state`'s field (it glides there in `update`)."""
        if self.field_rect is None:
            return
        moving = state.variant != "tris1"  # in Tris 1 no die leaves the 3x3 grid: no ring, bigger dice
        largest = geometry.max_cell(self.app.layout) * (1 if moving else 1.3)
        self.camera.frame(self.field_rect, self.framed_box(state), largest, ring=moving)
        if self.reframe:
            self.reframe = False
            self.camera.snap()
            for where, sprite in self.setup_dice:
                sprite.place(self.camera.centre_of(where), self.die_size())

    def die_size(self):
        return int(self.camera.cell * DIE_SHARE)

    def sync(self, state, ui):
        self.aim(state)
        person = self.person_to_move(state)
        pending = self.rules.offer_pending(state) is not None
        self.offer_button.visible = person and not pending and self.rules.can_offer(state)
        self.accept_button.visible = self.decline_button.visible = person and pending

    # -- animations ------------------------------------------------------------------------------------
    def busy(self):
        return bool(self.anims or self.setup_dice)

    def update(self, dt):
        moving = self.camera.update(dt, self.app.settings.speed)
        if self.anims:
            for anim in self.anims:
                anim.update(dt)
            if any(a.done for a in self.anims):
                if any(a.done and not isinstance(a, Flip) for a in self.anims):
                    self.app.audio.play("place")
                self.anims = [a for a in self.anims if not a.done]
            moving = True
        if self.setup_dice:
            for _, sprite in self.setup_dice:
                sprite.update(dt)
            if not any(s.rolling for _, s in self.setup_dice):
                self.setup_dice = []
            moving = True
        return moving

    def animate(self, move, before, after, ui):
        speed = self.app.settings.speed
        self.aim(after)
        if move.startswith("setup"):
            self.start_setup_roll(after, speed)
            return
        effect = self.rules.move_effect(before, move)
        if effect is not None:
            self.start(effect, speed, ui)

    def start(self, effect, speed, ui):
        kind = effect["kind"]
        if kind == "roll":
            self.app.audio.play("roll")
            if speed > 0:
                self.anims.append(Tip(effect["from"], effect["to"], effect["direction"], effect["before"],
                                      effect["after"], speed))
        elif kind == "put":
            if speed > 0:
                start = ui.drag_pos or self.pick_rects[effect["after"]].center  # from the finger, or the picker
                self.anims.append(Drop(start, effect["to"], effect["after"], speed))
            else:
                self.app.audio.play("place")
        elif kind == "turn":
            self.app.audio.play("roll")
            if speed > 0:
                along_x = effect["after"][0] == "O"  # O is tipped east-west, X north-south
                self.anims.append(Flip(effect["to"], effect["before"], effect["after"], along_x, speed))

    def start_setup_roll(self, state, speed):
        self.app.audio.play("roll")
        if speed <= 0:
            return
        size = self.die_size()
        render = self.pictures.die
        for where, orient in self.field_of(state).items():
            sprite = DieSprite(render, orient, self.camera.centre_of(where), size, self.dice_rng)
            sprite.roll_to(orient, ORIENTS, speed, height=self.camera.cell * 0.3)
            self.setup_dice.append((where, sprite))

    def reset(self):
        self.anims, self.setup_dice = [], []

    # -- words ------------------------------------------------------------------------------------------
    def coach(self, state, ui):
        rules = self.rules
        if rules.is_over(state):
            return rules.end_reason(state)
        seat = rules.to_move(state)
        if seat == CHANCE or self.setup_dice:
            return "Setting out the nine dice at random..."
        name = self.game.seat_name(seat, state)
        offerer = rules.offer_pending(state)
        if offerer is not None:
            who = self.game.seat_name(offerer, state) if is_human(self.seats[offerer]) else \
                f"{self.game.seat_name(offerer)} (computer)"  # "Player 2 (computer)", not "Player 2 (O) (computer)"
            if is_human(self.seats[seat]):
                return f"{who} offers a draw. {name}: accept or decline?"
            return f"{self.game.seat_name(seat)} (computer) is thinking about the draw offer..."
        if not is_human(self.seats[seat]):
            return f"{self.game.seat_name(seat)} (computer) is thinking..."
        phase = rules.phase(state)
        held = self.held(ui)
        if phase == "place":
            count = len(self.field_of(state)) + 1
            where = "beside the field" if self.geometry.beside else "below the field"
            if held is not None:
                return f"{name}: tap one of the six dice {where} to choose how the new die lies."
            return f"{name}, die {count} of 9: tap an empty cell of the shaded 3x3 square."
        if phase == "turn":
            return f"{name}: tap a / die to turn it to {rules.symbol_of(seat)}."
        if held is not None:
            text = f"{name}: tap an arrow, or swipe the die."
        else:
            text = f"{name}: tap a die to roll it."
        moves = ui.history[1]
        if moves and moves[-1] == "decline-draw":
            text = f"Draw declined. {text}"
        seen = rules.repetitions(state)
        if seen >= 2:
            text += f" (This position has come up {seen} times; a third time is a draw.)"
        return text
