"""Turning a boxed-in Triad die in place: in the rare turn when none of the
mover's dice can make a normal move, the picked die may turn to another face
where it stands. The faces to turn it to are buttons on the mover's card (drawn
over it, tapped, reached by the keys); the card leaves them room (cards.py)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from app.boards.part import Part
from app.boards.view import Hit
from app.ui.faces import draw_face

from . import geometry as geo
from .palette import face

TurnOption = tuple[int, str, "pygame.Rect"]  # (value, move, button rect)

if TYPE_CHECKING:
    from collections.abc import Sequence

    import pygame

    from app.ui.layout import Layout
    from games.triad.rules import TriadState

    from ..hit import BoardUI, Point
    from ..host import Host
    from .facts import Facts, FactsCache


def turn_options(lay: Layout, facts: Facts, ui: BoardUI, panel: pygame.Rect) -> list[TurnOption]:
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

    def __init__(self, app: Host, facts: FactsCache, cards: Sequence[geo.Boxed]) -> None:
        self.app, self.facts, self.cards = app, facts, cards
        self.render = partial(draw_face, app)

    def options(self, state: TriadState, ui: BoardUI) -> list[TurnOption]:
        facts = self.facts(state)
        if facts.phase != "fallback":
            return []
        rect = self.cards[facts.mover].rect
        assert rect is not None  # laid out before use
        return turn_options(self.app.layout, facts, ui, rect)

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        mover = self.facts(state).mover
        for value, _move, rect in self.options(state, ui):
            surface.blit(self.render(face(mover, value), rect.width), rect)

    def hit(self, pos: Point, state: TriadState, ui: BoardUI) -> Hit | None:
        return next(
            (Hit(move=move) for _v, move, rect in self.options(state, ui) if rect.collidepoint(pos)), None
        )

    def targets(self, state: TriadState, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        return [(rect, Hit(move=move)) for _v, move, rect in self.options(state, ui)]
