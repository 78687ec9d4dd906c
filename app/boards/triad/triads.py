"""A triad just made, on the Triad grid: a warm halo joining its three cells
under the dice (`NewTriads`), and rings round the dice the mover may take off
(`Removal`, over the dice). Both pulse with one clock while a die must be
removed; the halo stays steady once the game is won. Left out while a die moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.boards import cues
from app.boards.part import Part
from app.ui.anim import Pulse

from .palette import GLOW_HIGH, GLOW_LOW

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.ui.theme import Theme
    from games.triad.rules import TriadState

    from ..hit import BoardUI
    from .facts import FactsCache
    from .field import Field
    from .motion import DiceInMotion


class NewTriads(Part):
    def __init__(
        self, facts: FactsCache, field: Field, in_motion: DiceInMotion, pulse: Pulse, theme: Theme
    ) -> None:
        self.facts, self.field, self.in_motion, self.pulse = facts, field, in_motion, pulse
        self.theme = theme

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        facts = self.facts(state)
        if not facts.new or self.in_motion.busy():
            return
        level = self.pulse.value if facts.phase == "remove" else 0.5
        colour = GLOW_LOW.lerp(GLOW_HIGH, level)
        cells = self.field.cells
        radius = int(self.field.cell * 0.46)
        edge = cues.edge_colour(self.theme)
        rim = max(2, radius // 8)
        for triad in facts.new:  # on a dark rim: it shows against the orange dice and the board
            ends = cells[triad[0]].center, cells[triad[2]].center
            pygame.draw.line(surface, edge, ends[0], ends[1], 2 * (radius + rim))
            for end in ends:
                pygame.draw.circle(surface, edge, end, radius + rim)
        for triad in facts.new:
            ends = cells[triad[0]].center, cells[triad[2]].center
            pygame.draw.line(surface, colour, ends[0], ends[1], 2 * radius)
            for end in ends:
                pygame.draw.circle(surface, colour, end, radius)


class Removal(Part):
    """The rings; it runs the shared clock, and only while a die to remove is shown
    settled (nothing else keeps the frames coming then). In the parts after the dice
    in motion, so it sees them landed on the frame they land."""

    def __init__(
        self,
        facts: FactsCache,
        field: Field,
        in_motion: DiceInMotion,
        speed: Callable[[], float],
        theme: Theme | None = None,
    ) -> None:
        self.facts, self.field, self.in_motion = facts, field, in_motion
        self.theme = theme
        self.speed = speed  # () -> the glows' speed: 0 (animations off, or a calm page) holds them still
        self.pulse = Pulse()

    def update(self, dt: float) -> bool:
        shown = self.facts.last  # the state last drawn or played
        if shown is None or shown.phase != "remove" or self.in_motion.busy():
            return False
        return self.pulse.update(dt, self.speed())

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        assert self.theme is not None  # the view gives it
        facts = self.facts(state)
        if not facts.removable or self.in_motion.busy():
            return
        cell = self.field.cell
        ring = max(3, cell // 16)
        colour = GLOW_LOW.lerp(pygame.Color("white"), self.pulse.value)
        grow = int(self.pulse.value * ring * 2)
        for name in facts.removable:  # on a dark edge, like the halo
            cues.edged_rect(
                surface,
                self.theme,
                colour,
                self.field.cells[name].inflate(grow - 2, grow - 2),
                ring,
                cell // 6,
            )
