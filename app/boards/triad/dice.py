"""The dice standing on the Triad grid, and what a tap, a drag or a key on a cell
means: pick a die up (`ui.selected` holds its cell), move it to a lit cell, take
one off after a triad, or why not in words. The picked die is ringed; a die in
motion or under the finger is drawn by its own part, not here. A tap off the
cells lets the picked die go."""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from app.boards.part import Part
from app.boards.view import CLEAR, Hit
from app.ui.faces import draw_face
from games.i18n import _

from .palette import face

if TYPE_CHECKING:
    from typing import Any

    from games.game import Game
    from games.triad.rules import TriadState
    from games.triad.view_queries import TriadQueries

    from ..hit import BoardUI, Point
    from ..host import Host
    from .facts import FactsCache
    from .field import Field
    from .motion import DiceInMotion

PICK = "select"  # the sound of picking a die up


class Dice(Part):
    def __init__(
        self, app: Host, game: Game[Any], facts: FactsCache, field: Field, in_motion: DiceInMotion
    ) -> None:
        self.app, self.game = app, game
        # the descriptor promises Rules; Triad's RULES answers TriadQueries (games/triad/view_queries.py)
        self.rules = cast("TriadQueries", game.rules)
        self.facts, self.field, self.in_motion = facts, field, in_motion
        self.render = partial(draw_face, app)
        self.reading = {name: index for index, name in enumerate(self.rules.CELLS)}  # a1, b1, ... f6

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        facts, cells, cell = self.facts(state), self.field.cells, self.field.cell
        hidden = self.in_motion.hidden
        if ui.drag_pos is not None:
            hidden.add(ui.drag)
        for name, (seat, value) in facts.dice.items():
            if name not in hidden:
                picture = self.render(face(seat, value), self.field.die)
                surface.blit(picture, picture.get_rect(center=cells[name].center))
        picked = facts.held(ui)
        if picked is not None and ui.interactive:
            pygame.draw.rect(
                surface,
                self.app.theme.colour("highlight"),
                cells[picked].inflate(-2, -2),
                width=max(3, cell // 16),
                border_radius=cell // 6,
            )

    # -- what a point means ----------------------------------------------------------------------
    def hit(self, pos: Point, state: TriadState, ui: BoardUI) -> Hit | None:
        cell = self.field.cell_at(pos)
        if cell is not None:
            return self.tap(cell, state, ui)
        return Hit(pick=CLEAR) if ui.selected is not None else None  # off the board: let go

    def grab(self, pos: Point, state: TriadState, ui: BoardUI) -> str | None:
        cell = self.field.cell_at(pos)
        return cell if cell in self.facts(state).movable else None

    def drop(self, pos: Point, state: TriadState, ui: BoardUI) -> Hit | None:
        """The dragged die let go on a cell acts like a tap there; it stays picked
        wherever else it lands (or if the move is refused)."""
        origin, cell = ui.drag, self.field.cell_at(pos)
        if cell is None or cell == origin:
            return Hit(pick=origin)
        hit = self.tap(cell, state, ui)
        if hit is not None and hit.pick is None:
            hit.pick = origin
        return hit

    def targets(self, state: TriadState, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        facts = self.facts(state)
        cells: Iterable[str]
        if facts.phase == "remove":
            cells = facts.removable
        elif facts.phase in ("move", "fallback"):
            picked = facts.held(ui)
            cells = facts.movable if picked is None else set(facts.targets(picked)) | {picked}
        else:
            return []
        found = [
            (self.field.cells[c], self.tap(c, state, ui)) for c in sorted(cells, key=self.reading.__getitem__)
        ]
        return [(rect, hit) for rect, hit in found if hit is not None]  # these phases: never None

    def tap(self, cell: str, state: TriadState, ui: BoardUI) -> Hit | None:
        """What a tap (or Enter, or a drop) on `cell` means during a person's turn."""
        facts = self.facts(state)
        if facts.phase == "remove":
            return Hit(move=f"remove {cell}")  # a wrong die is explained by the rules
        if facts.phase not in ("move", "fallback"):
            return None
        picked = facts.held(ui)
        owner = facts.dice.get(cell, (None,))[0]
        if picked is not None:
            if cell == picked:
                return Hit(pick=CLEAR)
            targets = facts.targets(picked)
            if cell in targets:
                return Hit(move=targets[cell])
            if cell in facts.movable:
                return Hit(pick=cell, sound=PICK)
            move = self.rules.move_between(state, picked, cell)
            if move is None:
                return Hit(
                    say=_("{cell} is not in a straight line 1 to 3 cells from {picked}.").format(
                        cell=cell, picked=picked
                    ),
                    bad=True,
                )
            return Hit(move=move)  # refused: the rules say why
        if cell in facts.movable:
            return Hit(pick=cell, sound=PICK)
        name = self.game.seat_name
        if owner == facts.mover:
            return Hit(
                say=_("The die on {cell} cannot move now: every other value is blocked.").format(cell=cell),
                bad=True,
            )
        if owner is not None:
            return Hit(
                say=_("The die on {cell} is {owner}'s; {player} moves their own dice.").format(
                    cell=cell, owner=name(owner), player=name(facts.mover)
                ),
                bad=True,
            )
        if facts.mover == 0:
            return Hit(say=_("First tap one of your own dice (black)."))
        return Hit(say=_("First tap one of your own dice (orange)."))
