"""What a tap, a drag or a key means on the TRI board (the torus), as `Hit`s: a board
part. It also draws the line of a teleport being dragged from its ring.

It reads RULES queries on the state it is given and the half-made choice
`ui.selected` (the square whose teleport is being used); the board scene plays
what it answers. Only the part of the board the battle panel leaves free answers.

ui.drag: ("board", square or None), the square a teleport is dragged from, or
("pan", where the finger went down, the camera then) while it drags the zoomed board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.i18n import _

from ..part import Part
from ..view import CLEAR, Hit
from .battle import CARD_PHASES, Battle
from .choices import rules_of

if TYPE_CHECKING:
    from typing import Any

    from games.game import Game
    from games.tri.state import State

    from ..hit import BoardUI, Point
    from ..host import Host
    from .choices import Choices
    from .torus import TorusView
    from .zoom import Zoom


def select(square: str) -> Hit:
    return Hit(
        pick=square,
        say=_("Teleport from {square}: tap an empty triangle anywhere.").format(square=square),
        sound="select",
    )


class BoardTaps(Part):
    def __init__(
        self, app: Host, game: Game[Any], torus: TorusView, choices: Choices, zoom: Zoom, battle: Battle
    ) -> None:
        self.app, self.game, self.rules, self.torus = app, game, rules_of(game), torus
        self.choices = choices
        self.zoom = zoom  # the Zoom part: a tap may zoom in, a drag pans
        self.battle = battle  # the Battle part: the board it leaves free

    def act_on(self, name: str, state: State, selected: str | None) -> Hit | None:
        """What tapping triangle `name` means in this phase (`selected`: the teleport in use)."""
        phase = self.rules.phase(state)
        if phase == "start":
            return Hit(move=f"start {name}")
        if phase == "void":
            return Hit(move=f"void {name}")
        if phase in CARD_PHASES:
            return Hit(say=_("Choose a card first: tap one of the card buttons."), bad=True)
        if phase != "turn":
            return None
        me = self.rules.to_move(state)
        owner = self.rules.owner(state, name)
        square = name[:-1]
        mine = owner == me and square in self.rules.teleports(state, me)
        if selected is not None:
            if mine and square == selected:
                return Hit(pick=CLEAR)
            if mine:
                return select(square)
            return Hit(move=f"teleport {selected} {name}")
        if mine:
            return select(square)
        if owner is None:
            move = f"claim {name}"
            why = self.game.why_not(state, move)
            if why is not None and self.rules.teleports(state, me):
                return Hit(
                    # TRANSLATORS: {reason} is a sentence of its own, why the triangle cannot be claimed.
                    say=_("{reason} To go there, tap your conquered square first and teleport.").format(
                        reason=why
                    ),
                    bad=True,
                )
            return Hit(move=move)
        return Hit(move=f"{'claim' if owner == me else 'attack'} {name}")

    # -- pointer ---------------------------------------------------------------------------------
    def hit(self, pos: Point, state: State, ui: BoardUI) -> Hit | None:
        if self.zoom.tap_zooms() and self.torus.map.collidepoint(pos):
            self.zoom.zoom_at(pos)  # the whole board on a phone: a tap only zooms in there
            return Hit()
        name = self.triangle_at(pos, state, ui)
        return None if name is None else self.act_on(name, state, ui.selected)

    def grab(
        self, pos: Point, state: State, ui: BoardUI
    ) -> tuple[str, Point, tuple[float, float]] | tuple[str, str | None]:
        """A press on a teleport ring drags it; elsewhere on the zoomed board it pans
        the camera; on the whole board any press may end as a drop (a wobbly tap)."""
        torus = self.torus
        square = self.teleport_square_at(pos, state)
        if square is None and torus.zoomed and torus.map.collidepoint(pos):
            return ("pan", pos, (torus.cx, torus.cy))
        return ("board", square)

    def drop(self, pos: Point, state: State, ui: BoardUI) -> Hit | None:
        if ui.drag[0] == "pan":
            self.zoom.pan_to(ui.drag, pos, let_go=True)
            return None
        start = ui.drag[1]
        name = self.triangle_at(pos, state, ui)
        if name is None:
            return None
        if start is not None and name[:-1] != start:  # dragged from a teleport ring to the target
            hit = self.act_on(name, state, start)
            if hit is not None and hit.move is not None:
                hit.pick = start  # refused: the teleport stays chosen
            return hit
        return self.act_on(name, state, ui.selected)

    def triangle_at(self, pos: Point, state: State, ui: BoardUI) -> str | None:
        if not self.battle.free_area(state).collidepoint(pos):
            return None
        lit = self.choices.lit(state, ui)
        return self.torus.hit(pos, prefer=[t for t in lit if t[-1] in "NESW"], reach=self.app.layout.tap // 2)

    def teleport_square_at(self, pos: Point, state: State) -> str | None:
        """The person's own conquered square with an unused teleport under `pos`, if any."""
        if self.rules.phase(state) != "turn":
            return None
        square = self.torus.square_at(pos)
        return square if square in self.rules.teleports(state, self.rules.to_move(state)) else None

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        """A teleport dragged from its ring: a line to the finger."""
        dragged = ui.drag[1] if ui.drag is not None and ui.drag[0] == "board" else None
        if dragged is None or ui.drag_pos is None:
            return
        torus, colour = self.torus, self.app.theme.colour("highlight")
        clip = surface.get_clip()
        surface.set_clip(torus.map)
        pygame.draw.line(surface, colour, torus.square_rect(dragged).center, ui.drag_pos, 4)
        pygame.draw.circle(surface, colour, ui.drag_pos, torus.cell // 5, 3)
        surface.set_clip(clip)

    # -- keyboard --------------------------------------------------------------------------------
    def targets(self, state: State, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        """The lit triangles in sight in reading order, then the teleport squares."""
        lit = self.choices.lit(state, ui)
        area = self.battle.free_area(state)
        out: list[tuple[pygame.Rect, Hit]] = []
        for name in self.torus.names:
            place = self.torus.place_of(name, area) if name in lit else None
            if place is not None:
                out.append((self.torus.box_at(*place), self.lit_hit(name, lit[name], state, ui)))
        for square, kind in lit.items():
            box = self.torus.square_rect(square) if kind == "teleport" else None
            if box is not None and area.contains(box):
                out.append((box, select(square)))
        return out

    def lit_hit(self, name: str, kind: str, state: State, ui: BoardUI) -> Hit:
        """A lit triangle's Hit: the same as a tap on it, but legal by construction
        (no refusal to ask the rules about)."""
        if kind == "jump":
            return Hit(move=f"teleport {ui.selected} {name}")
        return Hit(move=f"{'start' if self.rules.phase(state) == 'start' else kind} {name}")
