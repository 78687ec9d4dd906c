"""A game in progress: a record plus every state along it, for undo.

Undo and autosave are built here once for all games: the record is what is
saved, and undo truncates it. The scene asks the match; the match asks RULES.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from . import records
from .contract import OptionValue, Rules
from .core import CHANCE
from .records import Record


class Match:
    """A record and its states. States are the game's own (opaque here: `Any`)."""

    def __init__(
        self, record: Record, rules: Rules[Any] | None = None, states: list[Any] | None = None
    ) -> None:
        if states is None or rules is None:  # (given states always come with their rules)
            rules, states = records.replay_states(record)
        self.rules = rules
        self.record = record
        self.states = states

    @classmethod
    def new(
        cls,
        game_id: str,
        players: int = 2,
        variant: str | None = None,
        options: dict[str, OptionValue] | None = None,
    ) -> Match:
        return cls(records.new_record(game_id, players, variant, options))

    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def moves(self) -> list[str]:
        return self.record["moves"]

    def to_move(self) -> int | None:
        return self.rules.to_move(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def play(self, move: str) -> Any:
        """Play a move (IllegalMove propagates and nothing changes)."""
        state = self.rules.play(self.state, move)
        self.record["moves"].append(move)
        self.states.append(state)
        return state

    def seat_of(self, index: int) -> int | None:
        """Seat that made move `index` (CHANCE for a dice roll)."""
        return self.rules.to_move(self.states[index])

    def undo_point(self, humans: Container[int], chance_barrier: bool = False, floor: int = 0) -> int | None:
        """Number of moves to keep so that a person's last move is taken back.

        Goes back to just before the last decision of a seat in `humans`, so
        against the computer its replies go too. With `chance_barrier`, a dice
        roll already seen is never taken back (None if that would be needed).
        The first `floor` moves are never taken back (a game played by link:
        the moves the other device has seen). Returns None when there is
        nothing to undo.
        """
        for index in range(len(self.moves) - 1, floor - 1, -1):
            seat = self.seat_of(index)
            if seat == CHANCE:
                if chance_barrier:
                    return None
                continue
            if seat in humans:
                return index
        return None

    def can_undo(self, humans: Container[int], chance_barrier: bool = False, floor: int = 0) -> bool:
        return self.undo_point(humans, chance_barrier, floor) is not None

    def undo(self, humans: Container[int], chance_barrier: bool = False, floor: int = 0) -> bool:
        keep = self.undo_point(humans, chance_barrier, floor)
        if keep is None:
            return False
        del self.record["moves"][keep:]
        del self.states[keep + 1 :]
        return True
