"""Faint marks on the Triad grid, under the dice: the triads standing from
earlier turns, and the last move's path. Left out while a die moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.boards.part import Part
from games.triad.rules import parse_move

from .palette import TRACE

if TYPE_CHECKING:
    from games.triad.rules import TriadState
    from games.triad.view_queries import TriadQueries

    from ..hit import BoardUI
    from .facts import FactsCache
    from .field import Field
    from .motion import DiceInMotion


class Traces(Part):
    def __init__(self, rules: TriadQueries, facts: FactsCache, field: Field, in_motion: DiceInMotion) -> None:
        self.rules, self.facts, self.field, self.in_motion = rules, facts, field, in_motion

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        if self.in_motion.busy():
            return
        facts, cells = self.facts(state), self.field.cells
        width = max(3, self.field.cell // 14)
        new = set(facts.new)  # a new triad glows instead (triads.py)
        for triad in facts.standing:
            if triad not in new:
                pygame.draw.line(surface, TRACE, cells[triad[0]].center, cells[triad[2]].center, width)
        moves = ui.history[1]
        last = moves[-1] if moves else ""
        kind, a, t, _ = (
            parse_move(last) if last and not last.startswith(("roll", "remove")) else (None, 0, 0, 0)
        )
        if kind in ("step", "slide"):
            names = self.rules.CELLS
            start, end = cells[names[a]].center, cells[names[t]].center
            pygame.draw.line(surface, TRACE, start, end, max(2, width // 2))
            pygame.draw.circle(surface, TRACE, start, max(4, self.field.cell // 10))
