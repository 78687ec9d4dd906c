"""The Tris 2 board: an open field seen through a gliding camera.

Tap a die to see arrows for its legal rolls, then tap an arrow or swipe the
die; in the advanced game's placement, tap an empty cell of the 3x3 area and
pick how the die is turned; in Tris 1, tap a / die. Draw offers are buttons
in the dock (under the field in portrait, beside it in landscape), which
also shows the two players.

Everything shown comes from RULES queries on the current state; the
animations (Tip, Flip, Drop, the setup roll) only show a move already made.
"""

import math
import random

import pygame

from app import pointer as ptr
from app.dice import DieSprite
from app.scenes.board import BoardScene
from app.seats import is_human
from app.widgets import Button
from games.core import CHANCE

from .camera import Camera
from .field import ORIENTS
from .motion import Drop, Flip, Tip
from .painting import STEPS, Painting, swipe_direction
from .pictures import Pictures

GRID = [(x, y) for y in range(3) for x in range(3)]  # the start area
SWIPE = 0.3          # a drag this many cells long rolls the die
DIE_SHARE = 0.9      # a die's size in its cell


def direction_to(start, end):
    """N/E/S/W if `end` is the orthogonal neighbour of `start`, else None."""
    step = (end[0] - start[0], end[1] - start[1])
    return next((d for d, s in STEPS.items() if s == step), None)


def cell_words(where):
    return f"{where[0]},{where[1]}"


class Scene(Painting, BoardScene):
    def __init__(self, app, match, seats):
        super().__init__(app, match, seats)
        self.pictures = Pictures(app)
        self.camera = Camera()
        self.tracker = ptr.DragTracker()
        self.selected = None   # roll: the die showing its arrows; place: the empty cell chosen
        self.pick = None       # place: an orientation chosen before its cell
        self.press = None      # ("die", cell, pos) or ("pick", orient, pos) while pressed
        self.drag_pos = None
        self.press_selected = None  # the selection when the press began
        self.anims = []        # Tip / Flip / Drop
        self.setup_dice = []   # [(cell, DieSprite)] while the random setup rolls
        self.dice_rng = random.Random(5)  # which faces flash by in the setup roll
        self.offer_button = Button("Offer draw", lambda: self.play("offer-draw"))
        self.accept_button = Button("Accept draw", lambda: self.play("accept-draw"), style="accent")
        self.decline_button = Button("Decline draw", lambda: self.play("decline-draw"))
        self.draw_buttons = [self.offer_button, self.accept_button, self.decline_button]
        self.widgets = self.bar + self.draw_buttons
        self._field = (None, {})
        self._last = (None, None)
        self.refresh_controls()

    # -- facts from the rules (cached per state: drawn every frame) ---------------------------
    def seat_name(self, seat):
        return self.rules.seat_name(seat, self.state)

    def field(self):
        state = self.state
        if self._field[0] is not state:
            self._field = (state, self.rules.field(state))
        return self._field[1]

    def phase(self):
        return self.rules.phase(self.state)

    def last_effect(self):
        """What the last board move did, for the marker: cached per match length."""
        count = len(self.match.moves)
        if self._last[0] != count:
            effect = None
            for index in range(count - 1, -1, -1):
                effect = self.rules.move_effect(self.match.states[index], self.match.moves[index])
                if effect is not None or self.match.moves[index].startswith("setup"):
                    break
            self._last = (count, effect)
        return self._last[1]

    def answering(self):
        """A person must answer a draw offer now."""
        return self.human_to_move() and self.rules.offer_pending(self.state) is not None

    def can_play_board(self):
        return self.human_to_move() and not self.busy() and not self.answering()

    # -- layout --------------------------------------------------------------------------------
    def layout_board(self, lay, rect):
        gap, tap = lay.gap, lay.tap
        if lay.portrait:
            pick = max(tap, int(min((rect.width - 5 * gap) / 6, 104 * lay.unit)))
            dock_h = max(tap, pick)
            self.field_rect = pygame.Rect(rect.x, rect.y, rect.width, rect.height - dock_h - gap)
            dock = pygame.Rect(rect.x, rect.bottom - dock_h, rect.width, dock_h)
            third = (dock.width - 2 * gap) // 3
            row = pygame.Rect(0, 0, third, tap)
            row.centery = dock.centery
            self.chip_rects = [pygame.Rect(dock.x, dock.y, third, dock_h),
                               pygame.Rect(dock.right - third, dock.y, third, dock_h)]
            self.offer_button.rect = row.move(dock.x + third + gap, 0)
            half = (dock.width - gap) // 2
            self.accept_button.rect = pygame.Rect(dock.x, row.y, half, tap)
            self.decline_button.rect = pygame.Rect(dock.right - half, row.y, half, tap)
            total = 6 * pick + 5 * gap
            self.pick_rects = {o: pygame.Rect(dock.centerx - total // 2 + i * (pick + gap), dock.y, pick, pick)
                               for i, o in enumerate(ORIENTS)}
        else:
            side = max(int(rect.width * 0.3), 3 * 44 + 2 * gap)
            self.field_rect = pygame.Rect(rect.x, rect.y, rect.width - side - gap, rect.height)
            # the column, top down: the two players, the draw buttons or the picker
            col = pygame.Rect(self.field_rect.right + gap, rect.y, side, rect.height)
            chip_h = max(tap, min(int(lay.text * 2.6), (col.height - 2 * (tap + gap) - gap) // 2))
            self.chip_rects = [pygame.Rect(col.x, col.y, side, chip_h),
                               pygame.Rect(col.x, col.y + chip_h + gap, side, chip_h)]
            below = col.y + 2 * (chip_h + gap)
            self.offer_button.rect = pygame.Rect(col.x, below, side, tap)
            self.accept_button.rect = pygame.Rect(col.x, below, side, tap)
            self.decline_button.rect = pygame.Rect(col.x, below + tap + gap, side, tap)
            pick = max(44, int(min((side - 2 * gap) / 3, (col.bottom - below - gap) / 2, 110 * lay.unit)))
            left = col.centerx - (3 * pick + 2 * gap) // 2
            top = below + max(0, (col.bottom - below - 2 * pick - gap) // 2)
            self.pick_rects = {o: pygame.Rect(left + (i % 3) * (pick + gap), top + (i // 3) * (pick + gap),
                                              pick, pick) for i, o in enumerate(ORIENTS)}
        self.aim_camera()
        self.camera.snap()
        for where, sprite in self.setup_dice:
            sprite.place(self.camera.centre_of(where), self.die_size())

    def framed_box(self):
        """The cells the camera must show: the field, and the 3x3 area while it matters."""
        bounds = self.rules.bounds(self.state)
        if bounds is None:
            return (0, 0, 2, 2)
        if len(self.field()) < 9 or self.match.record["variant"] == "tris1":
            return (min(bounds[0], 0), min(bounds[1], 0), max(bounds[2], 2), max(bounds[3], 2))
        return bounds

    def aim_camera(self):
        self.camera.frame(self.field_rect, self.framed_box(), 150 * self.app.layout.unit + 20)

    def die_size(self):
        return int(self.camera.cell * DIE_SHARE)

    # -- the flow ------------------------------------------------------------------------------
    def busy(self):
        return bool(self.anims or self.setup_dice)

    def update_board(self, dt):
        self.refresh_controls()
        self.aim_camera()
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

    def refresh_controls(self):
        state = self.state
        person = self.human_to_move()
        pending = self.rules.offer_pending(state) is not None
        self.offer_button.visible = person and not pending and self.rules.can_offer(state)
        self.accept_button.visible = self.decline_button.visible = person and pending

    def on_played(self, move, before, after):
        speed = self.app.settings.speed
        if move.startswith("setup"):
            self.start_setup_roll(speed)
        else:
            effect = self.rules.move_effect(before, move)
            if effect is not None:
                self.animate(effect, speed)
        self.selected = self.pick = self.press = self.drag_pos = None
        self.target_focus = None
        self.refresh_controls()

    def animate(self, effect, speed):
        kind = effect["kind"]
        if kind == "roll":
            self.app.audio.play("roll")
            if speed > 0:
                self.anims.append(Tip(effect["from"], effect["to"], effect["direction"], effect["before"],
                                      effect["after"], speed))
        elif kind == "put":
            if speed > 0:
                start = self.drag_pos or self.pick_rects[effect["after"]].center
                self.anims.append(Drop(start, effect["to"], effect["after"], speed))
            else:
                self.app.audio.play("place")
        elif kind == "turn":
            self.app.audio.play("roll")
            if speed > 0:
                along_x = effect["after"][0] == "O"  # O is tipped east-west, X north-south
                self.anims.append(Flip(effect["to"], effect["before"], effect["after"], along_x, speed))

    def start_setup_roll(self, speed):
        self.app.audio.play("roll")
        if speed <= 0:
            return
        self.aim_camera()
        size = self.die_size()
        render = self.pictures.die
        for where, orient in self.field().items():
            sprite = DieSprite(render, orient, self.camera.centre_of(where), size, self.dice_rng)
            sprite.roll_to(orient, ORIENTS, speed, height=self.camera.cell * 0.3)
            self.setup_dice.append((where, sprite))

    def on_reset(self):
        self.anims, self.setup_dice = [], []
        self.selected = self.pick = self.press = self.drag_pos = None
        self.target_focus = None
        self.refresh_controls()

    def cancel(self):
        """Esc lets go of a selected die, cell or orientation first."""
        if self.selected is None and self.pick is None:
            return False
        self.selected = self.pick = None
        self.target_focus = None
        self.say(None)
        return True

    def rematch_seats(self):
        return list(reversed(self.seats))  # the other player moves first next time

    # -- pointer input ----------------------------------------------------------------------------
    def handle_board(self, event):
        if not self.human_to_move() or self.busy():
            if event.kind == ptr.DOWN and self.board_rect.collidepoint(event.pos) and not self.busy() \
                    and not self.rules.is_over(self.state):
                self.say("Wait for your turn: the computer is moving.")
            self.press = self.drag_pos = None
            return False
        action = self.tracker.feed(event)
        if action == "press":
            self.press, self.drag_pos = self.press_target(event.pos), None
            self.press_selected = self.selected
            return True
        if action == "drag":
            if self.press is not None:
                self.drag_pos = event.pos
                if self.press[0] == "die" and self.selected != self.press[1]:
                    self.selected = self.press[1]  # show its arrows while it is swiped
            return True
        if action == "drop":
            press, self.press = self.press, None
            if press is not None:
                self.drop(press, event.pos)
            self.drag_pos = None
            return True
        if action == "tap":
            self.press = self.drag_pos = None
            self.tap(event.pos)
            return True
        return False

    def press_target(self, pos):
        phase = self.phase()
        if phase == "roll" and not self.answering():
            where = self.camera.cell_at(pos)
            if where in self.field():
                return ("die", where, pos)
        if phase == "place":
            orient = self.pick_at(pos)
            if orient is not None:
                return ("pick", orient, pos)
        return None

    def drop(self, press, pos):
        if press[0] == "die":
            dx, dy = pos[0] - press[2][0], pos[1] - press[2][1]
            if math.hypot(dx, dy) < SWIPE * self.camera.cell:
                self.selected = self.press_selected  # too short for a roll: it was a tap
                self.tap(press[2])
                return
            self.try_roll(press[1], swipe_direction(dx, dy))
        else:
            where = self.camera.cell_at(pos)
            if where is not None:
                self.play(f"put {cell_words(where)} {press[1]}")

    def tap(self, pos):
        if self.answering():
            self.say("First answer the draw offer: accept it or decline it.", bad=True)
            self.app.audio.play("invalid")
            return
        phase = self.phase()
        where = self.camera.cell_at(pos)
        if phase == "roll":
            self.tap_roll(where)
        elif phase == "place":
            orient = self.pick_at(pos)
            if orient is not None:
                self.tap_pick(orient)
            elif where is not None:
                self.tap_place(where)
        elif phase == "turn" and where is not None:
            self.play(f"turn {cell_words(where)}")

    def tap_roll(self, where):
        field = self.field()
        chosen = self.selected
        if where is None:
            self.selected = None
            return
        if chosen is not None and where not in field:
            direction = direction_to(chosen, where)
            if direction is not None:
                self.try_roll(chosen, direction)
            else:
                self.selected = None
                self.say("A die rolls one cell north, east, south or west: tap one of its arrows.")
            return
        if where in field:
            self.select(None if where == chosen else where)
        else:
            self.say("Tap a die first: arrows then show where it can roll.")

    def select(self, where, keyboard=False):
        self.selected = where
        self.target_focus = 0 if keyboard and where is not None else None
        if where is None:
            return
        self.app.audio.play("select")
        if self.phase() == "roll" and not self.rules.rolls_from(self.state, where):
            self.say("That die has no legal roll now: every way is blocked or breaks a rule. Pick another one.")
        else:
            self.say(None)

    def try_roll(self, where, direction):
        if self.play(f"{cell_words(where)} {direction}"):
            self.selected = None

    def tap_place(self, where):
        if where in self.field() or where not in GRID:
            self.play(f"put {cell_words(where)} {self.pick or ORIENTS[0]}")  # explains why not
        elif self.pick is not None:
            self.play(f"put {cell_words(where)} {self.pick}")
        else:
            self.select(None if where == self.selected else where)
            if self.selected is not None:
                self.say("Now pick how the die is turned: tap one of the six dice.")

    def tap_pick(self, orient):
        if self.selected is not None:
            self.play(f"put {cell_words(self.selected)} {orient}")
            return
        self.pick = None if self.pick == orient else orient
        if self.pick is not None:
            self.app.audio.play("select")
            self.say("Now tap an empty cell of the 3x3 area for it.")

    def pick_at(self, pos):
        if self.phase() != "place":
            return None
        return next((o for o, r in self.pick_rects.items() if r.collidepoint(pos)), None)

    # -- keyboard -------------------------------------------------------------------------------------
    def key_targets(self):
        if not self.can_play_board():
            return []
        phase, cam = self.phase(), self.camera
        if phase == "roll":
            if self.selected is not None:
                out = [(cam.cell_rect(target), lambda d=d: self.try_roll(self.selected, d))
                       for d, target in self.arrows().items()]
                return out + [(cam.cell_rect(self.selected), lambda: self.select(None))]
            return [(cam.cell_rect(c), lambda c=c: self.select(c, keyboard=True)) for c in self.movable()]
        if phase == "place":
            if self.selected is not None:
                legal = self.rules.placements(self.state, self.selected)
                out = [(self.pick_rects[o], lambda o=o: self.tap_pick(o)) for o in ORIENTS if o in legal]
                return out + [(cam.cell_rect(self.selected), lambda: self.select(None))]
            return [(cam.cell_rect(c), lambda c=c: self.select(c, keyboard=True)) for c in self.open_cells()]
        if phase == "turn":
            return [(cam.cell_rect(c), lambda c=c: self.play(f"turn {cell_words(c)}"))
                    for c in sorted(self.rules.turn_cells(self.state), key=lambda c: (c[1], c[0]))]
        return []

    def arrows(self):
        """{direction: cell} of the selected die's legal rolls, N E S W order (refused ones never show)."""
        if self.selected is None or self.phase() != "roll":
            return {}
        rolls = self.rules.rolls_from(self.state, self.selected)
        x, y = self.selected
        return {d: (x + STEPS[d][0], y + STEPS[d][1]) for d in "NESW" if d in rolls}

    def movable(self):
        """Dice with a legal roll, in reading order."""
        state = self.state
        return [c for c in sorted(self.field(), key=lambda c: (c[1], c[0])) if self.rules.rolls_from(state, c)]

    def open_cells(self):
        """Empty cells of the 3x3 area that take some placement."""
        return [c for c in GRID if self.rules.placements(self.state, c)]

    # -- words ----------------------------------------------------------------------------------------
    def status_text(self):
        state, rules = self.state, self.rules
        if rules.is_over(state):
            return rules.end_reason(state)
        seat = rules.to_move(state)
        if seat == CHANCE or self.setup_dice:
            return "Setting out the nine dice at random..."
        name = self.seat_name(seat)
        offerer = rules.offer_pending(state)
        if offerer is not None:
            who = self.seat_name(offerer) + ("" if is_human(self.seats[offerer]) else " (computer)")
            if is_human(self.seats[seat]):
                return f"{who} offers a draw. {name}: accept or decline?"
            return f"{name} (computer) is thinking about the draw offer..."
        if not is_human(self.seats[seat]):
            return f"{name} (computer) is thinking..."
        phase = self.phase()
        if phase == "place":
            count = len(self.field()) + 1
            if self.selected is not None:
                return f"{name}: pick how the die at {cell_words(self.selected)} is turned."
            return f"{name}: place die {count} of 9 - tap an empty cell of the 3x3 area."
        if phase == "turn":
            return f"{name}: tap a / die to turn it to {rules.symbol_of(seat)}."
        if self.selected is not None:
            text = f"{name}: tap an arrow, or swipe the die."
        else:
            text = f"{name}: tap a die, then an arrow to roll it."
        if self.match.moves and self.match.moves[-1] == "decline-draw":
            text = f"Draw declined. {text}"
        seen = rules.repetitions(state)
        if seen >= 2:
            text += f" (This position has come up {seen} times; a third time is a draw.)"
        return text
