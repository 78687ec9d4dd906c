"""What a point on the Tris 2 board means: taps, swipes, drags from the
picker and the keyboard's targets, answered as `Hit`s (the board scene plays
them). A mixin for the view, which owns the camera and the picker's rects.

`ui.selected` holds the half-made choice: a cell (x, y) - the die showing
its arrows, or in the placement the empty cell chosen - or an orientation
("XO/") picked in the placement before its cell. `ui.drag` while a finger is
down: ("die", cell, start) or ("pick", orientation, start).
"""

import math

from games.tris2.field import ORIENTS

from ..view import CLEAR, Hit
from .painting import STEPS, swipe_direction

GRID = [(x, y) for y in range(3) for x in range(3)]  # the start area
SWIPE = 0.3          # a drag this many cells long rolls the die

ANSWER_FIRST = "First answer the draw offer: accept it or decline it."


def direction_to(start, end):
    """N/E/S/W if `end` is the orthogonal neighbour of `start`, else None."""
    step = (end[0] - start[0], end[1] - start[1])
    return next((d for d, s in STEPS.items() if s == step), None)


def cell_code(where):
    """A cell in the moves' notation ("1,2"): for the rules, never for people."""
    return f"{where[0]},{where[1]}"


def roll_move(where, direction):
    return f"{cell_code(where)} {direction}"


class Taps:
    def waiting(self, state):
        # during an animation a tap says nothing: the turn is about to come
        return None if self.busy() else "Wait for your turn: the computer is moving."

    # -- pointer ---------------------------------------------------------------------------------
    def grab(self, pos, state, ui):
        phase = self.rules.phase(state)
        if phase == "roll" and self.rules.offer_pending(state) is None:
            where = self.camera.cell_at(pos)
            if where in self.field_of(state):
                return ("die", where, pos)
        if phase == "place":
            orient = self.pick_at(pos, state)
            if orient is not None:
                return ("pick", orient, pos)
        return None

    def drop(self, pos, state, ui):
        kind, what, start = ui.drag
        if kind == "die":
            dx, dy = pos[0] - start[0], pos[1] - start[1]
            if math.hypot(dx, dy) < SWIPE * self.camera.cell:
                return self.hit(start, state, ui)  # too short for a roll: it was a tap
            # a refused swipe leaves the die showing its arrows
            return Hit(move=roll_move(what, swipe_direction(dx, dy)), pick=what)
        where = self.camera.cell_at(pos)
        return Hit(move=f"put {cell_code(where)} {what}") if where is not None else None

    def hit(self, pos, state, ui):
        if self.rules.offer_pending(state) is not None:
            return Hit(say=ANSWER_FIRST, bad=True)
        phase = self.rules.phase(state)
        where = self.camera.cell_at(pos)
        if phase == "roll":
            return self.hit_roll(where, state, ui)
        if phase == "place":
            orient = self.pick_at(pos, state)
            if orient is not None:
                return self.hit_pick(orient, ui)
            return self.hit_place(where, state, ui) if where is not None else None
        if phase == "turn" and where is not None:
            return Hit(move=f"turn {cell_code(where)}")
        return None

    def hit_roll(self, where, state, ui):
        chosen = self.chosen(ui)
        if where is None:
            return Hit(pick=CLEAR) if ui.selected is not None else None
        field = self.field_of(state)
        if chosen is not None and where not in field:
            direction = direction_to(chosen, where)
            if direction is not None:
                return Hit(move=roll_move(chosen, direction))
            return Hit(pick=CLEAR, say="A die rolls one cell north, east, south or west: tap one of its arrows.")
        if where in field:
            return Hit(pick=CLEAR) if where == chosen else self.select(where, state)
        return Hit(say="Tap a die first: arrows then show where it can roll.")

    def select(self, where, state):
        """Pick up a die (or an empty cell in the placement)."""
        if self.rules.phase(state) == "roll" and not self.rules.rolls_from(state, where):
            return Hit(pick=where, sound="select",
                       say="That die has no legal roll now: every way is blocked or breaks a rule. Pick another one.")
        return Hit(pick=where, sound="select")

    def hit_place(self, where, state, ui):
        picked = self.picked(ui)
        if where in self.field_of(state) or where not in GRID:
            return Hit(move=f"put {cell_code(where)} {picked or ORIENTS[0]}")  # explains why not
        if picked is not None:
            return Hit(move=f"put {cell_code(where)} {picked}")
        if where == self.chosen(ui):
            return Hit(pick=CLEAR)
        return Hit(pick=where, sound="select", say="Now pick how the die is turned: tap one of the six dice.")

    def hit_pick(self, orient, ui):
        chosen = self.chosen(ui)
        if chosen is not None:
            return Hit(move=f"put {cell_code(chosen)} {orient}")
        if self.picked(ui) == orient:
            return Hit(pick=CLEAR)
        return Hit(pick=orient, sound="select", say="Now tap an empty cell of the 3x3 area for it.")

    def pick_at(self, pos, state):
        if self.rules.phase(state) != "place":
            return None
        return next((o for o, r in self.pick_rects.items() if r.collidepoint(pos)), None)

    # -- keyboard ----------------------------------------------------------------------------------
    def targets(self, state, ui):
        if not self.playing(state, ui):
            return []
        phase, cam, held = self.rules.phase(state), self.camera, self.chosen(ui)
        if phase == "roll":
            if held is not None:
                out = [(cam.cell_rect(target), Hit(move=roll_move(held, d)))
                       for d, target in self.arrows(state, ui).items()]
                return out + [(cam.cell_rect(held), Hit(pick=CLEAR))]
            return [(cam.cell_rect(c), self.select(c, state)) for c in self.movable(state)]
        if phase == "place":
            if held is not None:
                legal = self.rules.placements(state, held)
                out = [(self.pick_rects[o], Hit(move=f"put {cell_code(held)} {o}")) for o in ORIENTS if o in legal]
                return out + [(cam.cell_rect(held), Hit(pick=CLEAR))]
            return [(cam.cell_rect(c), self.select(c, state)) for c in self.open_cells(state)]
        if phase == "turn":
            return [(cam.cell_rect(c), Hit(move=f"turn {cell_code(c)}"))
                    for c in sorted(self.rules.turn_cells(state), key=lambda c: (c[1], c[0]))]
        return []
