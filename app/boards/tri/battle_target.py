"""The triangle a battle is fought over, outlined in gold on the board while the
battle is on, revealed, or its loser's triangle is being emptied: a board part. The gold
is on a dark edge (app/boards/cues.py): on the yellow seat's triangle it is too close to
tell under some colour visions (docs/design.md, "Colour")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import cues
from ..part import Part

if TYPE_CHECKING:
    from games.tri.state import State
    from games.tri.view_queries import TriQueries

    from ..hit import BoardUI
    from ..host import Host
    from .battle import Battle
    from .torus import TorusView


COLOUR = "accent"  # tools/colour_pairs.py measures it against the seats' colours


def width(cell: int) -> int:
    """The outline's width on a board of `cell` px squares."""
    return max(3, cell // 14)


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
            cues.edged_outline(
                surface,
                self.app.theme,
                self.app.theme.colour(COLOUR),
                self.torus.points(*place),
                width(self.torus.cell),
            )
        surface.set_clip(clip)
