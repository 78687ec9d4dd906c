"""What TRICE's board (app/boards/trice/) asks its rules beyond the contract's `Rules`, as a
Protocol: the views and parts read `RULES` through it, so mypy checks every query they call
and `RULES` (checked below) must answer them all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from games.contract import Rules

from .rules import TriceState

if TYPE_CHECKING:
    from .rules import RULES


class TriceQueries(Rules[TriceState], Protocol):
    def step(self, state: TriceState) -> str: ...

    def board(self, state: TriceState) -> dict[str, str | None]: ...

    def pool(self, state: TriceState) -> list[str]: ...

    def hand(self, state: TriceState) -> str | None: ...

    def rolls(self, state: TriceState) -> tuple[list[int], list[int]] | None: ...

    def starter(self, state: TriceState) -> int | None: ...

    def start_reason(self, state: TriceState) -> str: ...

    def marked(self, state: TriceState) -> str | None: ...

    def swapped(self, state: TriceState) -> tuple[str, ...] | None: ...

    def swap_targets(self, state: TriceState) -> list[str]: ...

    def repetitions(self, state: TriceState) -> int: ...

    @staticmethod
    def die_words(die: str) -> str: ...

    def deciding_lines(self, state: TriceState) -> list[tuple[tuple[str, ...], str, str]]: ...

    def line_label(self, state: TriceState) -> str | None: ...


if TYPE_CHECKING:
    _checked: TriceQueries = RULES
