"""The board itself, as a part: every triangle in its owner's colour, conquered squares
and teleport rings, the targets the person may tap (with hints on, and not while
battle dice roll) and the triangle taken last (painted by paint.py)."""

from ..part import Part
from .paint import Painter


class BoardPicture(Part):
    def __init__(self, app, rules, torus, choices, marks, battle):
        self.app, self.rules, self.torus = app, rules, torus
        self.choices = choices
        self.battle = battle  # the Battle part: no hints while its dice roll
        self.painter = Painter(marks)
        self.last = None  # the triangle taken last: outlined

    def reset(self):
        self.last = None

    def draw(self, surface, state, ui):
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
