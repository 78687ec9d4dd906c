"""The pieces every rules engine shares (see docs/api.md)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from .contract import Rules

S = TypeVar("S")

CHANCE = -1
"""`RULES.to_move(state)` at a chance node (a dice roll)."""


class IllegalMove(ValueError):
    """Raised by `RULES.play` for an illegal or malformed move.

    The message is shown to players as is, so it says in plain words why.
    """


def draw_returns(players: int, drawn: Iterable[int] | None = None) -> list[float]:
    """Returns for a draw: 1 shared among the drawn seats (all seats by default)."""
    seats = list(range(players)) if drawn is None else list(drawn)
    share = 1.0 / len(seats)
    return [share if seat in seats else 0.0 for seat in range(players)]


def win_returns(players: int, winner: int) -> list[float]:
    """Returns when one seat wins outright."""
    return [1.0 if seat == winner else 0.0 for seat in range(players)]


def refusal(rules: Rules[S], state: S, move: str) -> str | None:
    """Why `move` is illegal in `state`, in the words `play` would use; None if legal.

    Screens ask this to explain a tap without handling exceptions themselves.
    """
    try:
        rules.play(state, move)
    except IllegalMove as err:
        return str(err)
    return None
