"""What the person at the TRI board may see and tap now.

`shown`: the state as `ui.viewer` may see it (`RULES.view`): the one person at the
table, or in hot-seat the person holding the device; a game of computers only is
shown in full. `lit`: the triangles and squares the person to move may tap.
Asked many times a frame (the pictures, the taps, the camera, the coach line), so
the answers for the last state are kept.
"""

from app.seats import is_human
from games.core import CHANCE

from ..view import NOBODY


class Choices:
    def __init__(self, rules, seats):
        self.rules, self.seats = rules, seats
        self._lit_key, self._lit = None, {}
        self._targets_state, self._targets = None, {}

    def shown(self, state, ui):
        """`state` as `ui.viewer` may see it."""
        if ui.viewer is None:
            return state
        return self.rules.view(state, None if ui.viewer is NOBODY else ui.viewer)

    def person_to_move(self, state):
        if self.rules.is_over(state):
            return False
        seat = self.rules.to_move(state)
        return seat != CHANCE and is_human(self.seats[seat])

    def move_targets(self, state):
        """RULES.move_targets of `state`."""
        if self._targets_state is not state:
            self._targets_state, self._targets = state, self.rules.move_targets(state)
        return self._targets

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
