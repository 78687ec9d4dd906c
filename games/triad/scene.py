"""The Triad board: the 6x6 grid with Black at the bottom, each player's panel
with their triad counter, and the turn: tap a die, tap a lit cell.

Everything shown comes from RULES queries on the current state (cached per
state in `Facts`); the dice in motion only animate a move already played.
"""

import random

from app import pointer as ptr
from app.anim import Pulse
from app.dice import DieSprite
from app.scenes.board import BoardScene
from app.seats import is_human
from games.core import CHANCE

from . import geometry as geo
from .motion import DieMotion
from .painting import COLOURS, Painting, face
from .rules import RULES, parse_move

TURN_ROLL = 0.6   # a turn's roll is shorter than a real throw (x ROLL_S)
SLIDE_BASE_S, SLIDE_CELL_S = 0.16, 0.07
READING = {name: index for index, name in enumerate(RULES.CELLS)}  # a1, b1, ... f6


class Facts:
    """What the screen needs to know about one state, asked once."""

    def __init__(self, rules, state):
        self.state = state
        self.mover = rules.to_move(state)
        self.phase = rules.phase(state)
        self.dice = rules.dice(state)
        self.movable = set(rules.movable(state))
        self.standing = rules.standing_triads(state)
        self.new = rules.new_triads(state)
        self.removable = rules.removable(state)
        self.counts = rules.triad_counts(state)
        self._targets = {}
        self._turns = {}
        self._rules = rules

    def targets(self, cell):
        if cell not in self._targets:
            self._targets[cell] = self._rules.targets(self.state, cell)
        return self._targets[cell]

    def turns(self, cell):
        if cell not in self._turns:
            self._turns[cell] = self._rules.turns(self.state, cell)
        return self._turns[cell]


class Scene(Painting, BoardScene):
    def __init__(self, app, match, seats):
        super().__init__(app, match, seats)
        self.tracker = ptr.DragTracker()
        self.selected = None    # cell of the die picked this turn
        self.drag_from = None   # cell whose die is under the finger
        self.drag_pos = None
        self.drop_pos = None    # where a dragged die was let go (it rolls there)
        self.motions = []
        self.pulse = Pulse()
        self.dice_rng = random.Random(7)  # only which faces flash by in a roll
        self._facts = None
        self._ghosts = {}
        self._status_lines = (None, None)

    # -- facts -------------------------------------------------------------------------------
    def facts(self):
        if self._facts is None or self._facts.state is not self.state:
            self._facts = Facts(self.rules, self.state)
        return self._facts

    def selection(self):
        """The picked die, if it may still move now."""
        facts = self.facts()
        if self.selected is None or facts.phase not in ("move", "fallback"):
            return None
        return self.selected if self.selected in facts.movable else None

    def turn_options(self):
        """[(value, move, rect)] for turning the picked die in place (fallback only)."""
        cell = self.selection()
        facts = self.facts()
        if cell is None or facts.phase != "fallback":
            return []
        turns = sorted(facts.turns(cell).items())
        rects = geo.turn_button_rects(self.app.layout, self.geometry.panels[facts.mover], len(turns))
        return [(value, move, rect) for (value, move), rect in zip(turns, rects)]

    # -- layout ----------------------------------------------------------------------------------
    def layout(self, lay):
        super().layout(lay)  # buttons and status on top; layout_board places the board below
        beside = geo.landscape(lay, len(self.bar))
        if beside.cell > self.geometry.cell:  # wide or square screens: board left, the rest beside it
            self.geometry = beside
            for button, rect in zip(self.bar, beside.buttons):
                button.rect = rect
            self.status_rect = beside.status
            self.board_rect = beside.frame
        self.after_layout(lay)

    def layout_board(self, lay, rect):
        self.geometry = geo.portrait(lay, rect)

    def after_layout(self, lay):
        geometry = self.geometry
        self.cell_rects = geometry.cells
        self.die_size = int(geometry.cell * 0.8)
        self.board_picture = self.paint_background(lay)
        self._ghosts.clear()
        self._status_lines = (None, None)
        self.motions = []  # anything in flight was placed for the old size: show the state as it is

    # -- animations --------------------------------------------------------------------------------
    def busy(self):
        return bool(self.motions)

    def update_board(self, dt):
        moving = bool(self.motions)
        for motion in self.motions:
            if motion.update(dt):
                self.app.audio.play("place")
        self.motions = [m for m in self.motions if not m.done]
        if self.facts().phase == "remove" and not self.motions:
            self.pulse.update(dt)  # the dice to remove pulse; nothing else runs the clock
            moving = True
        return moving

    def on_played(self, move, before, after):
        kind, a, t, value = parse_move(move)
        speed = self.app.settings.speed
        dropped, self.drop_pos = self.drop_pos, None
        self.selected = self.drag_from = self.drag_pos = None
        self.target_focus = None
        mover = self.rules.to_move(before)
        if mover != CHANCE and not is_human(self.seats[mover]):  # say what the computer did
            if kind == "remove":
                self.say(f"{self.seat_name(mover)} made a triad and took their die on "
                         f"{self.rules.CELLS[a]} off the board.")
        if kind == "roll":
            self.app.audio.play("roll")
            if speed > 0:
                self.roll_setup(after, speed)
            return
        names, cells, size = self.rules.CELLS, self.cell_rects, self.die_size
        if kind == "remove":
            self.app.audio.play("select")
            if speed > 0:
                cell = names[a]
                seat, shown = self.rules.dice(before)[cell]
                panel = self.geometry.panels[seat]
                home = (panel.x + self.app.layout.gap + panel.height // 2, panel.centery)
                self.motions.append(DieMotion.sliding(face(seat, shown), cells[cell].center, home,
                                                      0.35 * speed, size, arc=self.geometry.cell * 0.4))
            return
        origin = names[a]
        seat, shown = self.rules.dice(before)[origin]
        end = origin if kind == "turn" else names[t]
        new = face(seat, shown if kind == "slide" else value)
        if speed <= 0:
            self.app.audio.play("place")
            return
        roll = None
        if kind != "slide":
            # the die turns to its new face first: where it stood, or where it was dropped
            at = cells[end].center if dropped or kind == "turn" else cells[origin].center
            roll = DieSprite(self.render, face(seat, shown), at, size, self.dice_rng)
            roll.roll_to(new, [face(seat, v) for v in (1, 2, 3)], speed * TURN_ROLL,
                         height=self.geometry.cell * 0.22)
            self.app.audio.play("roll")
        if roll is not None and (dropped or kind == "turn"):
            self.motions.append(DieMotion(roll=roll, hide=end))
            return
        distance = max(abs(cells[end].x - cells[origin].x), abs(cells[end].y - cells[origin].y)) // self.geometry.cell
        duration = (SLIDE_BASE_S + SLIDE_CELL_S * distance) * speed
        self.motions.append(DieMotion.sliding(new, cells[origin].center, cells[end].center, duration, size,
                                              arc=self.geometry.cell * 0.12, hide=end, roll=roll))

    def roll_setup(self, state, speed):
        for cell, (seat, value) in self.rules.dice(state).items():
            sprite = DieSprite(self.render, face(seat, value), self.cell_rects[cell].center, self.die_size,
                               self.dice_rng)
            sprite.roll_to(face(seat, value), [face(seat, v) for v in (1, 2, 3)], speed,
                           height=self.geometry.cell * 0.45)
            self.motions.append(DieMotion(roll=sprite, hide=cell))

    def on_reset(self):
        self.motions = []
        self.selected = self.drag_from = self.drag_pos = self.drop_pos = None
        self.target_focus = None


    # -- input ----------------------------------------------------------------------------------------
    def handle_board(self, event):
        if not self.human_to_move() or self.busy():
            if (event.kind == ptr.DOWN and self.geometry.frame.collidepoint(event.pos)
                    and not self.rules.is_over(self.state) and not self.busy()):
                self.say("Wait for your turn: the computer is thinking.")
            return False
        action = self.tracker.feed(event)
        if action == "press":
            cell = self.cell_at(event.pos)
            facts = self.facts()
            self.drag_from = cell if cell in facts.movable else None
            return True
        if action == "drag":
            if self.drag_from is not None:
                if self.selected != self.drag_from:
                    self.select(self.drag_from)
                self.drag_pos = event.pos
            return True
        if action == "drop":
            origin, self.drag_from, self.drag_pos = self.drag_from, None, None
            cell = self.cell_at(event.pos)
            if origin is not None and cell is not None and cell != origin:
                self.drop_pos = event.pos  # on_played takes it if the move is played
                self.tap_cell(cell)
                self.drop_pos = None
            return True
        if action == "tap":
            self.drag_from = self.drag_pos = None
            self.tap(event.pos)
            return True
        return False

    def tap(self, pos):
        for _value, move, rect in self.turn_options():
            if rect.collidepoint(pos):
                self.play(move)
                return
        cell = self.cell_at(pos)
        if cell is not None:
            self.tap_cell(cell)
        elif self.selected is not None:
            self.let_go()

    def tap_cell(self, cell):
        """A tap (or Enter, or a drop) on `cell` during a person's turn."""
        facts = self.facts()
        if facts.phase == "remove":
            self.play(f"remove {cell}")  # a wrong die is explained by the rules
            return
        if facts.phase not in ("move", "fallback"):
            return
        picked = self.selection()
        owner = facts.dice.get(cell, (None,))[0]
        if picked is not None:
            if cell == picked:
                self.let_go()
                return
            targets = facts.targets(picked)
            if cell in targets:
                self.play(targets[cell])
                return
            if cell in facts.movable:
                self.select(cell)
                return
            move = self.rules.move_between(self.state, picked, cell)
            if move is None:
                self.refuse(f"{cell} is not in a straight line 1 to 3 cells from {picked}.")
            else:
                self.play(move)  # refused: the rules say why
            return
        if cell in facts.movable:
            self.select(cell)
        elif owner == facts.mover:
            self.refuse(f"The die on {cell} cannot move now: every other value is blocked.")
        elif owner is not None:
            self.refuse(f"The die on {cell} is {self.seat_name(owner)}'s; "
                        f"{self.seat_name(facts.mover)} moves their own dice.")
        else:
            self.say(f"First tap one of your own dice ({COLOURS[facts.mover]}).")

    def select(self, cell):
        self.selected = cell
        self.app.audio.play("select")
        self.say(None)
        if self.target_focus is not None:
            self.target_focus = 0  # the keyboard walks the new targets from the start

    def let_go(self):
        self.selected = None
        if self.target_focus is not None:
            self.target_focus = 0
        self.app.invalidate()

    def refuse(self, text):
        self.say(text, bad=True)
        self.app.audio.play("invalid")

    def cell_at(self, pos):
        grid = self.geometry.grid
        if not grid.collidepoint(pos):
            return None
        col = (pos[0] - grid.x) // self.geometry.cell
        row = (pos[1] - grid.y) // self.geometry.cell
        return f"{geo.LETTERS[col]}{row + 1}"

    def key_targets(self):
        if self.busy():
            return []
        facts = self.facts()
        if facts.phase == "remove":
            cells = facts.removable
        elif facts.phase in ("move", "fallback"):
            picked = self.selection()
            cells = facts.movable if picked is None else set(facts.targets(picked)) | {picked}
        else:
            return []
        out = [(self.cell_rects[c], lambda c=c: self.tap_cell(c)) for c in sorted(cells, key=READING.get)]
        out += [(rect, lambda m=move: self.play(m)) for _v, move, rect in self.turn_options()]
        return out

    def cancel(self):
        """Esc lets go of a picked die first."""
        if self.selection() is None:
            return False
        self.let_go()
        return True

    def rematch_seats(self):
        return list(reversed(self.seats))  # the other player takes Black and starts

    # -- words ---------------------------------------------------------------------------------------------
    def status_text(self):
        state, rules = self.state, self.rules
        if rules.is_over(state):
            return rules.end_reason(state)
        seat = rules.to_move(state)
        if seat == CHANCE or (self.motions and self.match.moves[-1].startswith("roll")):
            return "Rolling the dice..."
        name = self.seat_name(seat)
        if not is_human(self.seats[seat]):
            return f"{name} (computer) is thinking..."
        facts = self.facts()
        picked = self.selection()
        hints = self.app.settings.hints
        if facts.phase == "remove":
            return f"{name} made a triad! Tap one of your pulsing dice to take it off the board."
        if facts.phase == "fallback":
            if picked:
                return (f"{name}: turn the die on {picked} in place with a button in your panel, "
                        "or move it unturned" + (" to a lit cell." if hints else "."))
            return (f"{name}: none of your dice can make a normal move. Tap one to turn it in place "
                    "or to move it without turning it.")
        if picked:
            where = "a lit cell" if hints else "where it should go"
            return f"{name}: tap {where}. The die on {picked} turns to the distance and moves there."
        text = f"{name}: tap one of your dice to see where it can go."
        if rules.position_count(state) == 2:
            text += " This position has come up twice: a third time is a draw."
        return text
