"""What the person at the TRI board may see and tap now.

`shown`: the state as `ui.viewer` may see it (`RULES.view`): the one person at the
table, or in hot-seat the person holding the device; a game of computers only is
shown in full. `lit`: the triangles and squares the person to move may tap.
Asked many times a frame (the pictures, the taps, the camera, the coach line), so
the answers for the last state are kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from app.seats import is_human
from games.core import CHANCE

from ..view import NOBODY

if TYPE_CHECKING:
    from games.game import Game
    from games.tri.state import State
    from games.tri.view_queries import TriQueries

    from ..hit import BoardUI


def rules_of(game: Game[Any]) -> TriQueries:
    """The game's rules as TRI's board asks them: the descriptor promises Rules, TRI's RULES
    answers TriQueries (games/tri/view_queries.py checks it)."""
    return cast("TriQueries", game.rules)


class Choices:
    def __init__(self, rules: TriQueries, seats: list[str]) -> None:
        self.rules, self.seats = rules, seats
        self._lit_key: tuple[State, Any, Any] | None = None  # (state, ui.selected, ui.viewer)
        self._lit: dict[str, str] = {}
        self._targets_state: State | None = None
        self._targets: dict[str, Any] = {}

    def shown(self, state: State, ui: BoardUI) -> State:
        """`state` as `ui.viewer` may see it."""
        if ui.viewer is None:
            return state
        return self.rules.view(state, None if ui.viewer is NOBODY else ui.viewer)

    def person_to_move(self, state: State) -> bool:
        if self.rules.is_over(state):
            return False
        seat = self.rules.to_move(state)
        return seat != CHANCE and is_human(self.seats[seat])

    def move_targets(self, state: State) -> dict[str, Any]:
        """RULES.move_targets of `state`."""
        if self._targets_state is not state:
            self._targets_state, self._targets = state, self.rules.move_targets(state)
        return self._targets

    def lit(self, state: State, ui: BoardUI) -> dict[str, str]:
        """{triangle or square: kind} the person to move may tap now
        (kind: claim, attack, jump, void or teleport)."""
        key = (state, ui.selected, ui.viewer)
        if key == self._lit_key:
            return self._lit
        found: dict[str, str] = {}
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
