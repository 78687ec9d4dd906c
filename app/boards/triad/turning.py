"""Turning a boxed-in Triad die in place: in the rare turn when none of the
mover's dice can make a normal move, the picked die may turn to another face
where it stands. The faces to turn it to are buttons on the mover's card (drawn
over it, tapped, reached by the keys); the card leaves them room (cards.py)."""

from functools import partial

from app.boards.part import Part
from app.boards.view import Hit
from app.ui.faces import draw_face

from . import geometry as geo
from .palette import face


def turn_options(lay, facts, ui, panel):
    """[(value, move, rect)] for turning the held die in place (fallback only), on the
    mover's card `panel`."""
    cell = facts.held(ui)
    if cell is None or facts.phase != "fallback":
        return []
    turns = sorted(facts.turns(cell).items())
    rects = geo.turn_button_rects(lay, panel, len(turns))
    return [(value, move, rect) for (value, move), rect in zip(turns, rects)]


class TurnButtons(Part):
    """`cards`: the seat cards, by seat (the buttons sit on the mover's)."""

    def __init__(self, app, facts, cards):
        self.app, self.facts, self.cards = app, facts, cards
        self.render = partial(draw_face, app)

    def options(self, state, ui):
        facts = self.facts(state)
        if facts.phase != "fallback":
            return []
        return turn_options(self.app.layout, facts, ui, self.cards[facts.mover].rect)

    def draw(self, surface, state, ui):
        mover = self.facts(state).mover
        for value, _move, rect in self.options(state, ui):
            surface.blit(self.render(face(mover, value), rect.width), rect)

    def hit(self, pos, state, ui):
        return next(
            (Hit(move=move) for _v, move, rect in self.options(state, ui) if rect.collidepoint(pos)), None
        )

    def targets(self, state, ui):
        return [(rect, Hit(move=move)) for _v, move, rect in self.options(state, ui)]
