"""What the Triad screen needs to know about one state, asked of RULES once
(the parts' drawing, taps and keyboard targets and the view's coach line all
read the same answers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.triad.rules import TriadState
    from games.triad.view_queries import TriadQueries

    from ..hit import BoardUI


class Facts:
    def __init__(self, rules: TriadQueries, state: TriadState) -> None:
        self.state = state
        self.mover = rules.to_move(state)
        self.phase = rules.phase(state)
        self.dice = rules.dice(state)
        self.movable = set(rules.movable(state))
        self.standing = rules.standing_triads(state)
        self.new = rules.new_triads(state)
        self.removable = rules.removable(state)
        self.counts = rules.triad_counts(state)
        self._targets: dict[str, dict[str, str]] = {}
        self._turns: dict[str, dict[int, str]] = {}
        self._rules = rules

    def targets(self, cell: str) -> dict[str, str]:
        if cell not in self._targets:
            self._targets[cell] = self._rules.targets(self.state, cell)
        return self._targets[cell]

    def turns(self, cell: str) -> dict[int, str]:
        if cell not in self._turns:
            self._turns[cell] = self._rules.turns(self.state, cell)
        return self._turns[cell]

    def held(self, ui: BoardUI) -> str | None:
        """The die held (the one dragged, else the one picked), if it may still move now."""
        cell = ui.drag if ui.drag is not None and ui.drag_pos is not None else ui.selected
        if cell is None or self.phase not in ("move", "fallback"):
            return None
        return cell if cell in self.movable else None


class FactsCache:
    """`facts(state)`: the Facts of `state`, kept until another state is asked about
    (`last`: the state last drawn or played)."""

    def __init__(self, rules: TriadQueries) -> None:
        self.rules = rules
        self.last: Facts | None = None

    def __call__(self, state: TriadState) -> Facts:
        if self.last is None or self.last.state is not state:
            self.last = Facts(self.rules, state)
        return self.last
