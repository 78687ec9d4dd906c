"""What Triad's board (app/boards/triad/) asks its rules beyond the contract's `Rules`, as a
Protocol: the views and parts read `RULES` through it, so mypy checks every query they call
and `RULES` (checked below) must answer them all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from games.contract import Rules

from .rules import TriadState

if TYPE_CHECKING:
    from .rules import RULES


class TriadQueries(Rules[TriadState], Protocol):
    @property
    def CELLS(self) -> tuple[str, ...]: ...  # the cells' names, a1 b1 ... f6

    def phase(self, state: TriadState) -> str: ...

    def dice(self, state: TriadState) -> dict[str, tuple[int | None, int]]: ...

    def targets(self, state: TriadState, cell: object) -> dict[str, str]: ...

    def turns(self, state: TriadState, cell: object) -> dict[int, str]: ...

    def movable(self, state: TriadState) -> list[str]: ...

    def move_between(self, state: TriadState, cell: object, target: object) -> str | None: ...

    def new_triads(self, state: TriadState) -> list[tuple[str, ...]]: ...

    def removable(self, state: TriadState) -> list[str]: ...

    def standing_triads(self, state: TriadState) -> list[tuple[str, ...]]: ...

    def triad_counts(self, state: TriadState) -> list[int]: ...

    def winner(self, state: TriadState) -> int | None: ...

    def position_count(self, state: TriadState) -> int: ...


if TYPE_CHECKING:
    _checked: TriadQueries = RULES
