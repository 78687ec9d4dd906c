"""What the Tris 2 board's parts read off a state and the person's half-made choice.

`ui.selected` holds the choice: a cell (x, y) - the die showing its arrows, or
in the placement the empty cell chosen - or an orientation ("XO/") picked in
the placement before its cell. `ui.drag` while a finger is down: ("die", cell,
start) or ("pick", orientation, start).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .moves import GRID, STEPS, Cell

if TYPE_CHECKING:
    from games.tris2.state import State
    from games.tris2.view_queries import Tris2Queries

    from ..hit import BoardUI


class Facts:
    def __init__(self, rules: Tris2Queries) -> None:
        self.rules = rules
        self._field: tuple[State | None, dict[Cell, str]] = (None, {})

    def field(self, state: State) -> dict[Cell, str]:
        """{cell: orientation}, cached per state: every part reads it every frame."""
        if self._field[0] is not state:
            self._field = (state, self.rules.field(state))
        return self._field[1]

    def playing(self, state: State, ui: BoardUI) -> bool:
        """A person may act on the field (not while a draw offer waits for an answer)."""
        return ui.interactive and self.rules.offer_pending(state) is None

    @staticmethod
    def chosen(ui: BoardUI) -> Cell | None:
        """The cell held: the die showing its arrows, or the empty cell of a placement."""
        return ui.selected if isinstance(ui.selected, tuple) else None

    @staticmethod
    def picked(ui: BoardUI) -> str | None:
        """The orientation picked in the placement before its cell."""
        return ui.selected if isinstance(ui.selected, str) else None

    def held(self, ui: BoardUI) -> Cell | None:
        """The die shown picked up: the one being swiped, else the one chosen."""
        if ui.drag and ui.drag[0] == "die" and ui.drag_pos:
            return ui.drag[1]
        return self.chosen(ui)

    def arrows(self, state: State, ui: BoardUI) -> dict[str, Cell]:
        """{direction: cell} of the held die's legal rolls, N E S W order (refused ones never show)."""
        held = self.held(ui)
        if held is None or self.rules.phase(state) != "roll":
            return {}
        rolls = self.rules.rolls_from(state, held)
        x, y = held
        return {d: (x + STEPS[d][0], y + STEPS[d][1]) for d in "NESW" if d in rolls}

    def movable(self, state: State) -> list[Cell]:
        """Dice with a legal roll, in reading order."""
        return [
            c
            for c in sorted(self.field(state), key=lambda c: (c[1], c[0]))
            if self.rules.rolls_from(state, c)
        ]

    def open_cells(self, state: State) -> list[Cell]:
        """Empty cells of the 3x3 area that take some placement."""
        return [c for c in GRID if self.rules.placements(state, c)]
