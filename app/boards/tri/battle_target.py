"""The triangle a battle is fought over, outlined in gold on the board while the
battle is on, revealed, or its loser's triangle is being emptied: a board part."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..part import Part

if TYPE_CHECKING:
    from games.tri.state import State
    from games.tri.view_queries import TriQueries

    from ..hit import BoardUI
    from ..host import Host
    from .battle import Battle
    from .torus import TorusView


class BattleTarget(Part):
    def __init__(self, app: Host, rules: TriQueries, torus: TorusView, battle: Battle) -> None:
        self.app, self.rules, self.torus = app, rules, torus
        self.battle = battle  # the Battle part: whether a battle shows

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        if self.battle.mode(state) is None:
            return
        battle = self.rules.battle(state) or self.rules.last_battle(state)
        if battle is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.torus.map)
        for place in self.torus.places(battle["target"]):
            pygame.draw.polygon(
                surface,
                self.app.theme.colour("accent"),
                self.torus.points(*place),
                max(3, self.torus.cell // 14),
            )
        surface.set_clip(clip)
