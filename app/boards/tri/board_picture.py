"""The board itself, as a part: every triangle in its owner's colour, conquered squares
and teleport rings, the targets the person may tap (with hints on, and not while
battle dice roll) and the triangle taken last (painted by paint.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..part import Part
from .paint import Painter

if TYPE_CHECKING:
    import pygame

    from games.tri.state import State
    from games.tri.view_queries import TriQueries

    from ..hit import BoardUI
    from ..host import Host
    from .battle import Battle
    from .choices import Choices
    from .marks import SeatMarks
    from .torus import TorusView


class BoardPicture(Part):
    def __init__(
        self,
        app: Host,
        rules: TriQueries,
        torus: TorusView,
        choices: Choices,
        marks: SeatMarks,
        battle: Battle,
    ) -> None:
        self.app, self.rules, self.torus = app, rules, torus
        self.choices = choices
        self.battle = battle  # the Battle part: no hints while its dice roll
        self.painter = Painter(marks)
        self.last: str | None = None  # the triangle taken last: outlined

    def reset(self) -> None:
        self.last = None

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        shown = self.choices.shown(state, ui)
        hints = ui.hints and not self.battle.rolling()
        lit = self.choices.lit(state, ui) if hints else {}
        self.painter.draw(
            surface,
            self.app,
            self.torus,
            self.rules.owners(shown),
            self.rules.conquered(shown),
            lit,
            ui.selected,
            self.last,
        )
