"""The Tris 2 game state: a small immutable value.

Equality and hash go over one tuple key. Two slots are caches that are not
part of the value: the legal moves (text -> action) and the derived end of
the game (a player with nothing to play). ``history`` holds every position
(field, player to move) counted since the rolling began; positions are
shared tuples, so extending it copies only pointers.
"""

from __future__ import annotations

from typing import Any, Literal

SETUP, PLACE, ROLL, TURN = "setup", "place", "roll", "turn"

NO_OFFER, OFFERED, DECLINED = 0, 1, 2  # DECLINED: the seat to move may not offer now

Position = tuple[tuple[int, ...], int]  # (the field's shape, seat to move): the repetition rule's position
Result = tuple[int | None, str]  # (winner seat or None, reason)
# A legal move as the engine applies it: ("roll", die index, direction, target cell),
# ("turn", die index), ("put", cell, orientation), ("offer",), ("accept",) or ("decline",).
# Typed loosely: the engine tells them apart by `kind = action[0]`, which mypy cannot
# narrow a union of tuples by.
Action = tuple[Any, ...]


class State:
    __slots__ = (
        "variant",
        "rule_of_4",
        "phase",
        "mover",
        "field",
        "ban",
        "offer",
        "history",
        "result",
        "_key",
        "_hash",
        "_moves",
        "_end",
    )

    def __init__(
        self,
        variant: str,
        rule_of_4: bool,
        phase: str,
        mover: int,
        field: tuple[int, ...],
        ban: tuple[int, int] | None = None,
        offer: int = NO_OFFER,
        history: tuple[Position, ...] = (),
        result: Result | None = None,
    ) -> None:
        self.variant = variant
        self.rule_of_4 = rule_of_4
        self.phase = phase
        self.mover = mover  # seat to act, or CHANCE before a random setup
        self.field = field  # sorted tuple of dice (cell * 8 + orientation)
        self.ban = ban  # (cell, direction): the roll that would undo the last one
        self.offer = offer
        self.history = history  # positions counted for the repetition rule
        self.result = result  # None, or (winner seat or None, reason)
        self._key = (variant, rule_of_4, phase, mover, field, ban, offer, history, result)
        # history is left out of the hash (it only grows the cost); == still checks it
        self._hash = hash((variant, rule_of_4, phase, mover, field, ban, offer, result))
        self._moves: dict[str, Action] | None = None
        self._end: Result | None | Literal[False] = False  # False = not computed yet

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._key == other._key

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"State({self.variant}, {self.phase}, mover={self.mover}, field={self.field})"

    def __reduce__(self) -> tuple[type[State], tuple[Any, ...]]:
        # copy/deepcopy/pickle rebuild from the value alone (caches start empty)
        return (State, self._key)

    def position(self) -> tuple[str, int, tuple[int, ...], tuple[int, int] | None, int, Result | None]:
        """The part of the state that decides the future (no history): for search tables."""
        return (self.phase, self.mover, self.field, self.ban, self.offer, self.result)
