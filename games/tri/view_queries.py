"""What TRI's board (app/boards/tri/) asks its rules beyond the contract's `Rules` (its
secrets, `view`, and the read-only questions of games/tri/queries.py), as a Protocol: the
views and parts read `RULES` through it, so mypy checks every query they call and `RULES`
(checked below) must answer them all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from games.contract import HiddenInformation, Rules

from .queries import BattleInfo
from .state import State

if TYPE_CHECKING:
    from .rules import RULES


class TriQueries(Rules[State], HiddenInformation[State], Protocol):
    def phase(self, state: State) -> str: ...

    def current_seat(self, state: State) -> int | None: ...

    def board_size(self, state: State) -> int: ...

    def owners(self, state: State) -> dict[str, int | None]: ...

    def owner(self, state: State, triangle: str) -> int | None: ...

    def counts(self, state: State) -> list[int]: ...

    def conquered(self, state: State) -> dict[str, tuple[int, bool]]: ...

    def teleports(self, state: State, seat: int) -> list[str]: ...

    def hand(self, state: State, seat: int) -> dict[str, int | None]: ...

    def move_targets(self, state: State) -> dict[str, Any]: ...

    def battle(self, state: State) -> BattleInfo | None: ...

    def last_battle(self, state: State) -> BattleInfo | None: ...

    def round_info(self, state: State) -> dict[str, int]: ...

    def defeated(self, state: State) -> list[int]: ...

    def ranking(self, state: State) -> list[list[int]]: ...


if TYPE_CHECKING:
    _checked: TriQueries = RULES
