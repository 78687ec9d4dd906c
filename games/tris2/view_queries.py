"""What Tris 2's board (app/boards/tris2/) asks its rules beyond the contract's `Rules`, as a
Protocol: the views and parts read `RULES` through it, so mypy checks every query they call
and `RULES` (checked below) must answer them all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from games.contract import Rules

from .rules import Effect, Point
from .state import State

if TYPE_CHECKING:
    from .rules import RULES


class Tris2Queries(Rules[State], Protocol):
    def phase(self, state: State) -> str: ...

    def field(self, state: State) -> dict[Point, str]: ...

    def bounds(self, state: State) -> tuple[int, int, int, int] | None: ...

    def rolls_from(self, state: State, where: Point) -> dict[str, str]: ...

    def placements(self, state: State, where: Point) -> list[str]: ...

    def turn_cells(self, state: State) -> list[Point]: ...

    def move_effect(self, state: State, move: str) -> Effect | None: ...

    @staticmethod
    def rolled(orient: str, direction: str) -> str: ...

    def tris_lines(self, state: State) -> list[list[Point]]: ...

    def winner(self, state: State) -> int | None: ...

    def offer_pending(self, state: State) -> int | None: ...

    def can_offer(self, state: State) -> bool: ...

    def repetitions(self, state: State) -> int: ...

    @staticmethod
    def symbol_of(seat: int) -> str: ...


if TYPE_CHECKING:
    _checked: Tris2Queries = RULES
