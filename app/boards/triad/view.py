"""The Triad board view: the 6x6 grid with Black at the bottom, each player's
card (who plays it, their triads, whose turn), what a triad is, and the turn:
tap a die, tap a lit cell. The coach line and the marked card always agree on
whose turn it is (`turn_seat`).

Everything shown comes from RULES queries on the state it is given (cached per
state in `Facts`); the dice in motion only animate a move already played. What
a tap means is answered as a `Hit`; the board scene plays it. The die picked
this turn is `ui.selected` (a cell name); a dragged die is `ui.drag`.
"""

import random
import re

from app.anim import Pulse
from app.dice import DieSprite
from app.scenes.faces import draw_face
from app.seats import is_human
from games.core import CHANCE
from games.triad.rules import parse_move

from ..frame import standard_frame
from ..view import BoardView, CLEAR, Hit
from . import geometry as geo
from .facts import Facts
from .motion import DieMotion
from .cards import Cards
from .painting import COLOURS, Painting, face

TURN_ROLL = 0.6   # a turn's roll is shorter than a real throw (x ROLL_S)
SLIDE_BASE_S, SLIDE_CELL_S = 0.16, 0.07
PICK = "select"   # the sound of picking a die up


class TriadView(Cards, Painting, BoardView):
    CELL_NAME = re.compile(r"\b[a-f][1-6]\b")  # c4: column letter, row number, as the rulers show

    def __init__(self, app, game, seats):
        super().__init__(app, game, seats)
        self.reading = {name: index for index, name in enumerate(self.rules.CELLS)}  # a1, b1, ... f6
        self.motions = []
        self.pulse = Pulse()
        self.dice_rng = random.Random(7)  # only which faces flash by in a roll
        self.framed = None     # the geometry the frame chose (portrait or landscape)
        self._legend = None    # the legend's picture, drawn once per layout
        self._facts = None
        self._ghosts = {}
        self._dragged = None   # the die last seen under the finger (it clicks once when lifted)

    def render(self, face_, size):
        return draw_face(self.app, face_, size)

    def seat_name(self, seat, state=None):
        return self.game.seat_name(seat, state)

    # -- facts -------------------------------------------------------------------------------
    def facts(self, state):
        if self._facts is None or self._facts.state is not state:
            self._facts = Facts(self.rules, state)
        return self._facts

    def selection(self, state, ui):
        """The die held (the one dragged, else the one picked), if it may still move now."""
        facts = self.facts(state)
        cell = ui.drag if ui.drag is not None and ui.drag_pos is not None else ui.selected
        if cell is None or facts.phase not in ("move", "fallback"):
            return None
        return cell if cell in facts.movable else None

    def turn_options(self, state, ui):
        """[(value, move, rect)] for turning the picked die in place (fallback only)."""
        cell = self.selection(state, ui)
        facts = self.facts(state)
        if cell is None or facts.phase != "fallback":
            return []
        turns = sorted(facts.turns(cell).items())
        rects = geo.turn_button_rects(self.app.layout, self.geometry.panels[facts.mover], len(turns))
        return [(value, move, rect) for (value, move), rect in zip(turns, rects)]

    # -- layout ----------------------------------------------------------------------------------
    def frame(self, lay, bar):
        """The coach line's box grows into spare height; on wide or square screens the
        board goes on the left with the buttons, cards and coach line beside it, when
        that gives bigger cells than the standard frame."""
        status, rect = standard_frame(lay, bar)
        tall = geo.portrait(lay, rect, status)
        beside = geo.landscape(lay, len(bar))
        if beside.cell <= tall.cell:
            self.framed = tall
            return tall.status, tall.area
        self.framed = beside
        for button, place in zip(bar, beside.buttons):
            button.rect = place
        return beside.status, beside.area

    def layout(self, lay, rect):
        framed = self.framed
        self.geometry = framed if framed is not None and framed.area == rect else geo.portrait(lay, rect)
        self.cell_rects = self.geometry.cells
        self.die_size = int(self.geometry.cell * 0.8)
        self.board_picture = self.paint_background(lay)
        self._ghosts.clear()
        self._legend = None
        self.motions = []  # anything in flight was placed for the old size: show the state as it is

    def playing_area(self):
        return self.geometry.frame

    def cell_labels(self, state):
        return set(self.cell_rects)  # the rulers name every cell, in every layout

    def cell_at(self, pos):
        grid = self.geometry.grid
        if not grid.collidepoint(pos):
            return None
        col = (pos[0] - grid.x) // self.geometry.cell
        row = (pos[1] - grid.y) // self.geometry.cell
        return f"{geo.LETTERS[col]}{row + 1}"

    # -- animations --------------------------------------------------------------------------------
    def busy(self):
        return bool(self.motions)

    def update(self, dt):
        moving = bool(self.motions)
        for motion in self.motions:
            if motion.update(dt):
                self.app.audio.play("place")
        self.motions = [m for m in self.motions if not m.done]
        shown = self._facts  # the state last drawn or played
        if shown is not None and shown.phase == "remove" and not self.motions:
            self.pulse.update(dt)  # the dice to remove pulse; nothing else runs the clock
            moving = True
        return moving

    def sync(self, state, ui):
        self.facts(state)
        # a die lifted by a drag clicks like a tapped one (taps click through their Hit)
        dragged = self.selection(state, ui) if ui.drag_pos is not None else None
        if dragged is not None and dragged != self._dragged and dragged != ui.selected:
            self.app.audio.play(PICK)
        self._dragged = dragged

    def animate(self, move, before, after, ui):
        self.facts(after)
        kind, a, t, value = parse_move(move)
        speed = self.app.settings.speed
        dropped = ui.drag is not None and ui.drag_pos is not None  # it turns where it was let go
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
                home = geo.icon_rect(self.app.layout, self.geometry.panels[seat]).center
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

    def reset(self):
        self.motions = []
        self._dragged = None

    # -- what a point means ------------------------------------------------------------------------
    def hit(self, pos, state, ui):
        for _value, move, rect in self.turn_options(state, ui):
            if rect.collidepoint(pos):
                return Hit(move=move)
        cell = self.cell_at(pos)
        if cell is not None:
            return self.tap_cell(cell, state, ui)
        return Hit(pick=CLEAR) if ui.selected is not None else None  # off the board: let go

    def grab(self, pos, state, ui):
        cell = self.cell_at(pos)
        return cell if cell in self.facts(state).movable else None

    def drop(self, pos, state, ui):
        """The dragged die let go on a cell acts like a tap there; it stays picked
        wherever else it lands (or if the move is refused)."""
        origin, cell = ui.drag, self.cell_at(pos)
        if cell is None or cell == origin:
            return Hit(pick=origin)
        hit = self.tap_cell(cell, state, ui)
        if hit is not None and hit.pick is None:
            hit.pick = origin
        return hit

    def tap_cell(self, cell, state, ui):
        """What a tap (or Enter, or a drop) on `cell` means during a person's turn."""
        facts = self.facts(state)
        if facts.phase == "remove":
            return Hit(move=f"remove {cell}")  # a wrong die is explained by the rules
        if facts.phase not in ("move", "fallback"):
            return None
        picked = self.selection(state, ui)
        owner = facts.dice.get(cell, (None,))[0]
        if picked is not None:
            if cell == picked:
                return Hit(pick=CLEAR)
            targets = facts.targets(picked)
            if cell in targets:
                return Hit(move=targets[cell])
            if cell in facts.movable:
                return Hit(pick=cell, sound=PICK)
            move = self.rules.move_between(state, picked, cell)
            if move is None:
                return Hit(say=f"{cell} is not in a straight line 1 to 3 cells from {picked}.", bad=True)
            return Hit(move=move)  # refused: the rules say why
        if cell in facts.movable:
            return Hit(pick=cell, sound=PICK)
        if owner == facts.mover:
            return Hit(say=f"The die on {cell} cannot move now: every other value is blocked.", bad=True)
        if owner is not None:
            return Hit(say=f"The die on {cell} is {self.seat_name(owner)}'s; "
                           f"{self.seat_name(facts.mover)} moves their own dice.", bad=True)
        return Hit(say=f"First tap one of your own dice ({COLOURS[facts.mover]}).")

    def targets(self, state, ui):
        if self.busy():
            return []
        facts = self.facts(state)
        if facts.phase == "remove":
            cells = facts.removable
        elif facts.phase in ("move", "fallback"):
            picked = self.selection(state, ui)
            cells = facts.movable if picked is None else set(facts.targets(picked)) | {picked}
        else:
            return []
        out = [(self.cell_rects[c], self.tap_cell(c, state, ui)) for c in sorted(cells, key=self.reading.get)]
        out += [(rect, Hit(move=move)) for _v, move, rect in self.turn_options(state, ui)]
        return out

    def waiting(self, state):
        # while a die moves, a tap is simply early: say nothing
        return None if self.busy() else "Wait for your turn: the computer is thinking."

    # -- words ---------------------------------------------------------------------------------------------
    def rolling(self, state, ui):
        """The setup roll is still on screen."""
        moves = ui.history[1]
        return self.rules.to_move(state) == CHANCE or bool(self.motions and moves and moves[-1].startswith("roll"))

    def turn_seat(self, state, ui):
        """Whose turn the screen shows: the coach line names this seat and its card
        is marked (None: nobody's, while the dice roll or once the game is over)."""
        if self.rules.is_over(state) or self.rolling(state, ui):
            return None
        return self.rules.to_move(state)

    def news(self, before, move, after):
        """A computer's move, then whose turn it is now (the card marked already)."""
        mover = self.rules.to_move(before)
        if mover == CHANCE or is_human(self.seats[mover]):
            return None  # a person saw their own move: the coach line says what comes next
        name = self.seat_name(mover)
        if move.startswith("remove"):
            cell = self.rules.CELLS[parse_move(move)[1]]
            said = f"{name} made a triad and took their die on {cell} off the board."
        else:
            said = self.game.describe_move(before, move)
        if self.rules.is_over(after):
            winner = self.rules.winner(after)
            return f"{said} {self.seat_name(winner)} wins." if winner is not None else f"{said} A draw."
        if self.rules.phase(after) == "remove":
            return f"{said} A triad! {name} takes one of their dice off next."
        return f"{said} {self.seat_name(self.rules.to_move(after))}'s turn."

    def coach(self, state, ui):
        rules = self.rules
        if rules.is_over(state):
            return rules.end_reason(state)
        if self.rolling(state, ui):
            return "Rolling the dice: each side lines up its six, lowest first."
        seat = rules.to_move(state)
        name = self.seat_name(seat)
        if not is_human(self.seats[seat]):
            return f"{name} (computer) is thinking..."
        facts = self.facts(state)
        picked = self.selection(state, ui)
        colour = COLOURS[seat]
        if facts.phase == "remove":
            return f"{name} made a triad! Tap one of your pulsing dice to take it off the board."
        if facts.phase == "fallback":
            if picked:
                return (f"{name}: turn the die on {picked} in place with a button on your card, "
                        "or move it unturned" + (" to a lit cell." if ui.hints else "."))
            return (f"{name}: none of your dice can make a normal move. Tap one to turn it in place "
                    "or to move it without turning it.")
        if picked:
            where = "a lit cell" if ui.hints else "where it should go"
            return f"{name}: tap {where}. The die on {picked} turns to the distance and moves there."
        text = f"{name}: tap one of your {colour} dice to see where it can go."
        if rules.position_count(state) == 2:
            text += " This position has come up twice: a third time is a draw."
        return text
