"""The dice on the field: each die seen from above, rings on the die held and on
those a person may tap (hints), the last move marked (cues.py's light dot where the die
left, its light outline round the die the news speaks of: never gold, which is a lesson's
or a hint's ring), and the winning line once the game is won.

Taps and swipes on the dice: a tap picks a die up (or lets it go), a swipe rolls
it; in Tris 1 a tap turns a / die. Dice an animation shows moving are left out.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from games.i18n import _

from .. import cues
from ..part import Part
from ..view import CLEAR, Hit
from .animations import cell_of
from .moves import roll_move, swipe_direction, turn_move

if TYPE_CHECKING:
    from collections.abc import Callable

    from games.tris2.rules import Effect
    from games.tris2.state import State
    from games.tris2.view_queries import Tris2Queries

    from ..hit import BoardUI, Point
    from ..host import Host
    from .animations import Animations
    from .camera import Camera
    from .facts import Facts
    from .moves import Cell
    from .pictures import Pictures

SWIPE = 0.3  # a drag this many cells long rolls the die


class Dice(Part):
    def __init__(
        self,
        app: Host,
        rules: Tris2Queries,
        camera: Camera,
        pictures: Pictures,
        facts: Facts,
        animations: Animations,
        tap: Callable[[Point, State, BoardUI], Hit | None],
    ) -> None:
        self.app, self.rules, self.camera, self.pictures = app, rules, camera, pictures
        self.facts, self.animations = facts, animations
        self.tap = tap  # what a tap means on the whole board: a swipe too short to roll is one
        self._last: tuple[State | None, Effect | None] = (None, None)

    # -- pictures -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        won = self.rules.winner(state) is not None and not self.animations.busy()
        with self.camera.clipped(surface):
            if won:
                self.draw_lines(surface, state, bars=True)  # under the dice: it shows between them
            self.draw_dice(surface, state, ui)
            if won:
                self.draw_lines(surface, state, bars=False)

    def last_effect(self, state: State, ui: BoardUI) -> Effect | None:
        """What the last board move did, for the marker (offers and answers pass over)."""
        if self._last[0] is not state:
            states, moves = ui.history
            effect = None
            if states and states[-1] is state:  # the match's history leads here
                for index in range(len(moves) - 1, -1, -1):
                    effect = self.rules.move_effect(states[index], moves[index])
                    if effect is not None or moves[index].startswith("setup"):
                        break
            self._last = (state, effect)
        return self._last[1]

    def draw_dice(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        theme, cam, facts = self.app.theme, self.camera, self.facts
        hidden = self.animations.hidden()
        size = cam.die_size()
        ring = max(2, min(6, int(cam.cell / 22)))
        hints = ui.hints and facts.playing(state, ui)
        held = facts.held(ui)
        phase = self.rules.phase(state)
        lit: set[Cell] = set()
        if hints and phase == "roll" and held is None:
            lit = set(facts.movable(state))
        elif hints and phase == "turn":
            lit = set(self.rules.turn_cells(state))
        over = self.rules.is_over(state)
        last = self.last_effect(state, ui) if not self.animations.busy() and not over else None
        if last is not None and last["kind"] == "roll":
            cues.last_move_dot(
                surface, theme, cam.centre_of(cell_of(last, "from")), max(3, int(cam.cell / 16))
            )
        for where, orient in facts.field(state).items():
            if where in hidden:
                continue
            picture = self.pictures.die(orient, size)
            box = picture.get_rect(center=cam.centre_of(where))
            surface.blit(picture, box)
            if where == held:
                pygame.draw.rect(
                    surface,
                    theme.colour("highlight"),
                    box.inflate(ring * 2, ring * 2),
                    width=ring + 1,
                    border_radius=int(size * 0.22),
                )
                continue
            if where in lit:
                pygame.draw.rect(
                    surface,
                    theme.colour("highlight"),
                    box.inflate(ring, ring),
                    width=max(2, ring // 2),
                    border_radius=int(size * 0.22),
                )
            if last is not None and last.get("to") == where:  # the die the news speaks of, round the hint
                cues.last_move_rect(
                    surface, theme, box.inflate(ring * 3, ring * 3), max(2, ring - 1), int(size * 0.26)
                )

    def draw_lines(self, surface: pygame.Surface, state: State, bars: bool) -> None:
        """The winning line(s): bars joining the dice, or a ring round each."""
        cam, colour = self.camera, self.app.theme.colour("good")
        width = max(4, int(cam.cell / 9))
        for line in self.rules.tris_lines(state):
            points = [cam.centre_of(c) for c in line]
            if bars:  # on a dark edge: green on the ivory dice is faint to some eyes
                cues.edged_line(surface, self.app.theme, colour, points[0], points[-1], width * 2)
                continue
            for point in points:
                rect = pygame.Rect(0, 0, cam.die_size() + width, cam.die_size() + width)
                rect.center = point
                cues.edged_rect(surface, self.app.theme, colour, rect, max(3, width // 2), rect.width // 4)

    # -- meanings ---------------------------------------------------------------------------------
    def hit(self, pos: Point, state: State, ui: BoardUI) -> Hit | None:
        phase = self.rules.phase(state)
        where = self.camera.cell_at(pos)
        if where is None:
            return None
        if phase == "turn":  # any cell: a wrong one is explained by the rules
            return Hit(move=turn_move(where))
        if phase == "roll" and where in self.facts.field(state):
            return Hit(pick=CLEAR) if where == self.facts.chosen(ui) else self.select(where, state)
        return None

    def select(self, where: Cell, state: State) -> Hit:
        """Pick up a die."""
        if not self.rules.rolls_from(state, where):
            return Hit(
                pick=where,
                sound="select",
                say=_(
                    "That die has no legal roll now: every way is blocked or breaks a rule. Pick another one."
                ),
            )
        return Hit(pick=where, sound="select")

    def grab(self, pos: Point, state: State, ui: BoardUI) -> tuple[str, Cell, Point] | None:
        if self.rules.phase(state) == "roll" and self.rules.offer_pending(state) is None:
            where = self.camera.cell_at(pos)
            if where in self.facts.field(state):
                return ("die", where, pos)
        return None

    def drop(self, pos: Point, state: State, ui: BoardUI) -> Hit | None:
        where, start = ui.drag[1], ui.drag[2]
        dx, dy = pos[0] - start[0], pos[1] - start[1]
        if math.hypot(dx, dy) < SWIPE * self.camera.cell:
            return self.tap(start, state, ui)  # too short for a roll: it was a tap
        # a refused swipe leaves the die showing its arrows
        return Hit(move=roll_move(where, swipe_direction(dx, dy)), pick=where)

    def targets(self, state: State, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        if not self.facts.playing(state, ui):
            return []
        phase = self.rules.phase(state)
        if phase == "roll" and self.facts.chosen(ui) is None:
            return [(self.camera.cell_rect(c), self.select(c, state)) for c in self.facts.movable(state)]
        if phase == "turn":
            return [
                (self.camera.cell_rect(c), Hit(move=turn_move(c)))
                for c in sorted(self.rules.turn_cells(state), key=lambda c: (c[1], c[0]))
            ]
        return []
