"""What a tap, a drag or a key means on the TRI board, as `Hit`s.

A mixin for the TRI view (view.py): it reads RULES queries on the state it is
given and the half-made choice `ui.selected` (the square whose teleport is
being used); the board scene plays what it answers.
"""

from ..view import CLEAR, Hit
from .pictures import CARD_PHASES


class TriTaps:
    def lit(self, state, ui):
        """{triangle or square: kind} the person to move may tap now
        (kind: claim, attack, jump, void or teleport)."""
        key = (state, ui.selected, ui.viewer)
        if key == self._lit_key:
            return self._lit
        found = {}
        if self.person_to_move(state):
            shown = self.shown(state, ui)
            phase = self.rules.phase(shown)
            if phase == "start":
                found = {t: "claim" for t in self.rules.move_targets(shown)["start"]}
            elif phase == "turn":
                targets = self.rules.move_targets(shown)
                if ui.selected is not None:
                    found = {t: "jump" for t in targets["teleport"].get(ui.selected, [])}
                else:
                    found = {t: "claim" for t in targets["claim"]}
                    found.update({t: "attack" for t in targets["attack"]})
                    found.update({square: "teleport" for square in targets["teleport"]})
            elif phase == "void":
                found = {move.split()[1]: "void" for move in self.rules.legal_moves(shown)}
        self._lit_key, self._lit = key, found
        return found

    def act_on(self, name, state, selected):
        """What tapping triangle `name` means in this phase (`selected`: the teleport in use)."""
        phase = self.rules.phase(state)
        if phase == "start":
            return Hit(move=f"start {name}")
        if phase == "void":
            return Hit(move=f"void {name}")
        if phase in CARD_PHASES:
            return Hit(say="Choose a card first: tap one of the card buttons.", bad=True)
        if phase != "turn":
            return None
        me = self.rules.to_move(state)
        owner = self.rules.owner(state, name)
        square = name[:-1]
        mine = owner == me and square in self.rules.teleports(state, me)
        if selected is not None:
            if mine and square == selected:
                return Hit(pick=CLEAR)
            if mine:
                return self.select(square)
            return Hit(move=f"teleport {selected} {name}")
        if mine:
            return self.select(square)
        if owner is None:
            move = f"claim {name}"
            why = self.game.why_not(state, move)
            if why is not None and self.rules.teleports(state, me):
                return Hit(say=why + " To go there, tap your conquered square first and teleport.", bad=True)
            return Hit(move=move)
        return Hit(move=f"{'claim' if owner == me else 'attack'} {name}")

    @staticmethod
    def select(square):
        return Hit(pick=square, say=f"Teleport from {square}: tap an empty triangle anywhere.", sound="select")

    # -- pointer -----------------------------------------------------------------------------------
    def hit(self, pos, state, ui):
        self.board(state)
        if self.tap_zooms() and self.torus.map.collidepoint(pos):
            self.zoom_at(pos)  # the whole board on a phone: a tap only zooms in there
            return Hit()
        name = self.triangle_at(pos, state, ui)
        return None if name is None else self.act_on(name, state, ui.selected)

    def grab(self, pos, state, ui):
        """A press on a teleport ring drags it; elsewhere on the zoomed board it pans
        the camera; on the whole board any press may end as a drop (a wobbly tap)."""
        self.board(state)
        square = self.teleport_square_at(pos, state)
        if square is None and self.torus.zoomed and self.torus.map.collidepoint(pos):
            return ("pan", pos, (self.torus.cx, self.torus.cy))
        return ("board", square)

    def drop(self, pos, state, ui):
        if ui.drag[0] == "pan":
            self.pan_to(ui.drag, pos)
            return None
        start = ui.drag[1]
        name = self.triangle_at(pos, state, ui)
        if name is None:
            return None
        if start is not None and name[:-1] != start:  # dragged from a teleport ring to the target
            hit = self.act_on(name, state, start)
            if hit is not None and hit.move is not None:
                hit.pick = start  # refused: the teleport stays chosen
            return hit
        return self.act_on(name, state, ui.selected)

    def triangle_at(self, pos, state, ui):
        if not self.free_area(state).collidepoint(pos):
            return None
        lit = self.lit(state, ui)
        return self.torus.hit(pos, prefer=[t for t in lit if t[-1] in "NESW"], reach=self.app.layout.tap // 2)

    def teleport_square_at(self, pos, state):
        """The person's own conquered square with an unused teleport under `pos`, if any."""
        if self.rules.phase(state) != "turn":
            return None
        square = self.torus.square_at(pos)
        return square if square in self.rules.teleports(state, self.rules.to_move(state)) else None

    # -- keyboard ------------------------------------------------------------------------------------
    def targets(self, state, ui):
        """The card buttons while a card is chosen; else the lit triangles in sight in
        reading order, the teleport squares, then Pass or Cancel teleport."""
        self.sync(state, ui)  # the card buttons as they are now (the scene asks before drawing)
        cards = [b for b in self.card_buttons.values() if b.visible]
        if cards:
            return [(b.rect, b.meaning) for b in cards]
        lit = self.lit(state, ui)
        area = self.free_area(state)
        out = []
        for name in self.torus.names:
            place = self.torus.place_of(name, area) if name in lit else None
            if place is not None:
                out.append((self.torus.box_at(*place), self.lit_hit(name, lit[name], state, ui)))
        for square, kind in lit.items():
            box = self.torus.square_rect(square) if kind == "teleport" else None
            if box is not None and area.contains(box):
                out.append((box, self.select(square)))
        for button in (self.pass_button, self.cancel_button):
            if button.visible:
                out.append((button.rect, button.meaning))
        return out

    def lit_hit(self, name, kind, state, ui):
        """A lit triangle's Hit: the same as a tap on it, but legal by construction
        (no refusal to ask the rules about)."""
        if kind == "jump":
            return Hit(move=f"teleport {ui.selected} {name}")
        return Hit(move=f"{'start' if self.rules.phase(state) == 'start' else kind} {name}")
