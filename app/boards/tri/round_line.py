"""The line over the seats' cards, as a board part: the round and when bonus cards
come; during setup, that the board wraps around. Hidden under the battle panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.i18n import _

from ..part import Part
from .chips import fitted_text

if TYPE_CHECKING:
    from app.ui.layout import Layout
    from games.tri.state import State
    from games.tri.view_queries import TriQueries

    from ..hit import BoardUI
    from ..host import Host
    from .battle import Battle
    from .choices import Choices
    from .torus import TorusView


class RoundLine(Part):
    def __init__(
        self, app: Host, rules: TriQueries, torus: TorusView, choices: Choices, battle: Battle
    ) -> None:
        self.app, self.rules, self.torus = app, rules, torus
        self.choices = choices
        self.battle = battle  # the Battle part: its panel covers the line
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        self.rect = rect  # the seats' strip: the line goes along its top

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        if self.battle.covered(state):
            return
        theme, lay = self.app.theme, self.app.layout
        info = self.rules.round_info(self.choices.shown(state, ui))
        if info["round"]:
            text = shorter = _("Round {number} of {rounds}").format(
                number=info['round'], rounds=info['max_rounds']
            )
            if info["next_bonus"] < info["max_rounds"]:  # (left out where it does not fit: larger text)
                text = _("Round {number} of {rounds}  \u00b7  bonus cards after round {bonus}").format(
                    number=info['round'], rounds=info['max_rounds'], bonus=info['next_bonus']
                )
        else:  # the faded strip and the rulers' jump from the last letter to a, in words
            last = "abcdefgh"[self.torus.size - 1]
            text = _("Setup: the board wraps around, after column {last} comes a again").format(last=last)
            # TRANSLATORS: the shorter form of "Setup: the board wraps around, after column ... comes a
            # again".
            shorter = _("Setup: the board wraps around")
        label = fitted_text(theme, text, (lay.small,), "muted", self.rect.width, shorter=shorter)
        surface.blit(label, label.get_rect(midtop=(self.rect.centerx, self.rect.y)))
