"""Whose turn the Triad screen shows. The coach line names this seat and its card
is lit, so both ask here and always agree: nobody's while the setup roll is on
screen or once the game is over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core import CHANCE

if TYPE_CHECKING:
    from games.triad.rules import TriadState
    from games.triad.view_queries import TriadQueries

    from ..hit import BoardUI
    from .motion import DiceInMotion


class Turn:
    def __init__(self, rules: TriadQueries, in_motion: DiceInMotion) -> None:
        self.rules = rules
        self.in_motion = in_motion  # the dice in motion: the setup roll may still be rolling

    def rolling(self, state: TriadState, ui: BoardUI) -> bool:
        """The setup roll is still on screen."""
        moves = ui.history[1]
        return self.rules.to_move(state) == CHANCE or bool(
            self.in_motion.motions and moves and moves[-1].startswith("roll")
        )

    def seat(self, state: TriadState, ui: BoardUI) -> int | None:
        """The seat whose turn shows, or None."""
        if self.rules.is_over(state) or self.rolling(state, ui):
            return None
        return self.rules.to_move(state)
