"""The TRICE board view: the 3x4 card with its rulers, each seat's panel (with the
die to place), the pool grouped by colour, the setup roll, the full-card phase
and the deciding line.

Everything shown comes from RULES queries on the state it is given; the
pictures in motion (rolling, sliding dice) only animate a move already played.
What a tap means is answered as a `Hit`; the board scene plays it. Where things
go is geometry.py, the still pictures painting.py, the coach line words.py.
"""

import math
import random
import re

import pygame

from app.anim import Pulse, Slide
from app.boards.frame import standard_frame
from app.dice import DieSprite
from app.layout import MIN_TAP_CSS
from app.scenes.faces import draw_face

from ..view import BoardView, CLEAR, Hit
from . import geometry, painting, words
from .geometry import CELLS, COLOUR_ORDER
from .painting import face_of

ROLL_READ_S = 2.0  # the setup roll stays on the card this long after landing (a tap cuts it short)
SLIDE_S = 0.28
HAND = "hand"  # ui.selected: the person tapped the die in their hand


def min_tap(lay):
    return math.ceil(MIN_TAP_CSS * lay.css_scale)


class TriceView(BoardView):
    """ui.drag while dragging: ("pool", "W3") or ("hand", "W3")."""

    CELL_NAME = re.compile(r"\b[a-d][1-3]\b")
    HAND = HAND

    def __init__(self, app, game, seats):
        super().__init__(app, game, seats)
        self.geo = None
        self.with_pool = True  # the full-card phase lays out without the pool
        self.slides = []
        self.rolling = []      # DieSprites of the setup roll
        self.roll_cells = {}   # cell -> DieSprite for a die rolling in place (inc)
        self.roll_hold = 0.0
        self.pulse = Pulse()
        self.dice_rng = random.Random(3)
        self.marked = None     # the marked cell as last drawn (it pulses)
        self.where = "below"   # where the pool is, in words

    def render(self, face, size):
        return draw_face(self.app, face, size)

    def seat_name(self, seat, state=None):
        return self.game.seat_name(seat, state)

    # -- layout ----------------------------------------------------------------------------------
    def frame(self, lay, bar):
        """The standard frame; in portrait the coach line gets three lines (it retells
        the computer's moves before saying what to tap)."""
        status, rect = standard_frame(lay, bar)
        if lay.portrait:
            grow = max(0, 3 * self.app.theme.font(lay.small, bold=True).get_linesize() + lay.gap // 2
                       - status.height)
            status.height += grow
            rect.y += grow
            rect.height -= grow
        return status, rect

    def layout(self, lay, rect):
        # once every die is on the card (the full-card phase) the pool's room goes to the card
        self.geos = {pool: geometry.make(lay, self.app.theme, rect, pool) for pool in (True, False)}
        self.where = "below" if lay.portrait else "on the right"
        self.use(self.with_pool)

    def use(self, with_pool):
        self.with_pool = with_pool
        self.geo = geo = self.geos[with_pool]
        self.cell = geo.cell
        self.card_rect = geo.card
        self.cell_rects = geo.cells
        self.panel_rects = geo.panels
        self.hand_slots = geo.slots
        self.pool_rect = geo.pool
        self.die_size = int(geo.cell * 0.78)
        for sprite, (centre, size) in zip(self.rolling, painting.roll_spots(self)):
            sprite.place(centre, size)

    def playing_area(self):
        return self.geo.area if self.geo is not None else None

    def cell_labels(self, state):
        # the rulers name every cell, in every layout, unless the setup roll covers the card
        return set() if self.showing_roll(state) else set(CELLS)

    def showing_roll(self, state):
        """The setup roll is on the card: rolling, or waiting for the first die to be given."""
        return bool(self.rolling) or (words.opening(self.rules, state) and not self.busy())

    def pool_slots(self, state):
        """[(die, tile, picture rect)] for every die in the pool, in its colour's slots."""
        out = []
        for colour in COLOUR_ORDER:
            dice = [d for d in self.rules.pool(state) if d[0] == colour]
            for die, tile in zip(dice, self.geo.tiles[colour]):
                size = int(tile.width * 0.86)
                out.append((die, tile, pygame.Rect(0, 0, size, size).move(tile.centerx - size // 2,
                                                                          tile.centery - size // 2)))
        return out

    def pool_positions(self, state):
        """[(die, rect)]: where each pool die is drawn."""
        return [(die, picture) for die, _tile, picture in self.pool_slots(state)]

    # -- animations ------------------------------------------------------------------------------
    def speed(self):
        return self.app.settings.speed

    def busy(self):
        return bool(self.slides or self.rolling or self.roll_cells or self.roll_hold > 0)

    def skip(self):
        """A tap while the setup roll waits to be read: go on."""
        if self.rolling and not any(s.rolling for s in self.rolling):
            self.rolling, self.roll_hold = [], 0.0
            return True
        return False

    def update(self, dt):
        moving = False
        for slide in self.slides:
            slide.update(dt)
        if self.slides:
            landed = [s for s in self.slides if s.done]
            self.slides = [s for s in self.slides if not s.done]
            if landed:
                self.app.audio.play("place")
            moving = True
        for sprite in self.rolling:
            moving = sprite.update(dt) or moving
        if self.rolling and not any(s.rolling for s in self.rolling):
            self.roll_hold -= dt
            if self.roll_hold <= 0:
                self.rolling, self.roll_hold = [], 0.0
            moving = True
        for cell, sprite in list(self.roll_cells.items()):
            if not sprite.update(dt):
                del self.roll_cells[cell]
            moving = True
        if self.glowing():
            self.pulse.update(dt)
            moving = True
        return moving

    def glowing(self):
        """Only the marked die pulses; everything else is still, so idle frames draw nothing."""
        return self.marked is not None

    def sync(self, state, ui):
        self.marked = None if self.rules.is_over(state) else self.rules.marked(state)
        wanted = bool(self.rules.pool(state)) or self.rules.step(state) in ("give", "place")
        if wanted != self.with_pool and not self.busy():  # never while a die is in flight
            self.use(wanted)

    def news(self, before, move, after):
        return ""  # the coach line retells the computer's moves (words.py) and the roll is on the card

    def animate(self, move, before, after, ui):
        speed = self.speed()
        verb, _, rest = move.partition(" ")
        if verb == "roll":
            self.app.audio.play("roll")
            self.start_roll_animation(after, speed)
        elif verb == "give" and speed > 0:
            start = next((r.center for d, r in self.pool_positions(before) if d == rest), self.pool_rect.center)
            seat = self.rules.to_move(after)
            self.slides.append(Slide(face_of(rest), start, self.hand_slots[seat].center,
                                     SLIDE_S * speed, self.hand_slots[seat].width, arc=self.cell * 0.3, tag="hand"))
            self.app.audio.play("select")
        elif verb == "place" and speed > 0:
            seat = self.rules.to_move(before)
            die = self.rules.hand(before)
            start = ui.drag_pos if ui.drag_pos else self.hand_slots[seat].center
            self.slides.append(Slide(face_of(die), start, self.cell_rects[rest].center, SLIDE_S * speed,
                                     self.die_size, arc=self.cell * 0.2, tag=rest))
        elif verb == "swap" and speed > 0:
            a, b = rest.split()
            board = self.rules.board(after)
            self.slides.append(Slide(face_of(board[a]), self.cell_rects[b].center, self.cell_rects[a].center,
                                     SLIDE_S * speed, self.die_size, tag=a))
            self.slides.append(Slide(face_of(board[b]), self.cell_rects[a].center, self.cell_rects[b].center,
                                     SLIDE_S * speed, self.die_size, tag=b))
        elif verb == "inc":
            die = self.rules.board(after)[rest]
            sprite = DieSprite(self.render, face_of(die), self.cell_rects[rest].center, self.die_size, self.dice_rng)
            pool = [("pips", die[0], v) for v in range(1, 7)]
            sprite.roll_to(face_of(die), pool, speed, height=self.cell * 0.25)
            if sprite.rolling:
                self.roll_cells[rest] = sprite
            self.app.audio.play("roll")
        elif verb == "mark":
            self.app.audio.play("select")
        if verb == "place" and speed == 0:
            self.app.audio.play("place")

    def start_roll_animation(self, state, speed):
        """The twelve dice roll where the setup roll is then shown (painting.setup_roll)."""
        rolls = self.rules.rolls(state)
        if not rolls or speed <= 0:
            return
        self.rolling = []
        spots = painting.roll_spots(self)
        for seat, values in enumerate(rolls):
            for index, value in enumerate(values):
                face = face_of(f"{'WWPPOO'[index]}{value}")
                centre, size = spots[seat * 6 + index]
                sprite = DieSprite(self.render, face, centre, size, self.dice_rng)
                sprite.roll_to(face, [("pips", face[1], v) for v in range(1, 7)], speed, height=self.cell * 0.5)
                self.rolling.append(sprite)
        self.roll_hold = ROLL_READ_S * max(0.5, speed)

    def reset(self):
        self.slides, self.rolling, self.roll_cells, self.roll_hold = [], [], {}, 0.0

    # -- what a point means ----------------------------------------------------------------------
    def grab(self, pos, state, ui):
        step = self.rules.step(state)
        if step == "give":
            die = self.pool_die_at(pos, state)
            return ("pool", die) if die else None
        if step == "place" and self.hand_box(self.rules.to_move(state)).collidepoint(pos):
            return ("hand", self.rules.hand(state))
        return None

    def drop(self, pos, state, ui):
        kind, die = ui.drag
        if kind == "pool" and not self.pool_rect.collidepoint(pos):
            return Hit(move=f"give {die}")
        if kind == "hand":
            cell = self.cell_at(pos)
            if cell is not None:
                return Hit(move=f"place {cell}")
        return None

    def hit(self, pos, state, ui):
        step = self.rules.step(state)
        cell = self.cell_at(pos)
        if step == "give":
            die = self.pool_die_at(pos, state)
            return Hit(move=f"give {die}") if die is not None else None
        if step == "place":
            if cell is not None:
                return Hit(move=f"place {cell}")
            if self.hand_box(self.rules.to_move(state)).collidepoint(pos):
                if ui.selected == HAND:
                    return Hit(pick=CLEAR)
                return Hit(pick=HAND, say="Now tap an empty square for it.")
            return None
        if cell is None:
            return None
        if step == "mark":
            return Hit(move=f"mark {cell}")
        if step == "swap":
            return Hit(move=f"swap {self.rules.marked(state)} {cell}")
        if step == "inc":
            return Hit(move=f"inc {cell}")
        return None

    def cell_at(self, pos):
        for name, rect in self.cell_rects.items():
            if rect.collidepoint(pos):
                return name
        return None

    def pool_die_at(self, pos, state):
        for die, tile, _picture in self.pool_slots(state):
            if tile.collidepoint(pos):
                return die
        return None

    def hand_box(self, seat):
        """Where a tap or a drag picks up the die to place: its box, at least a finger wide."""
        slot = self.hand_slots[seat]
        side = max(slot.width, min_tap(self.app.layout))
        return pygame.Rect(0, 0, side, side).move(slot.centerx - side // 2, slot.centery - side // 2)

    def targets(self, state, ui):
        step = self.rules.step(state)
        if step == "give":
            seen, out = set(), []
            for die, tile, _picture in self.pool_slots(state):
                if die not in seen:
                    seen.add(die)
                    out.append((tile, Hit(move=f"give {die}")))
            return out
        cells = self.target_cells(state)
        return [(self.cell_rects[c], self.hit(self.cell_rects[c].center, state, ui)) for c in cells]

    def target_cells(self, state):
        """Cells that take the current step (for hints and the keyboard)."""
        step = self.rules.step(state)
        board = self.rules.board(state)
        if step == "place":
            return [c for c in CELLS if board[c] is None]
        if step == "mark":
            return [c for c in CELLS if board[c] is not None]
        if step == "swap":
            return list(self.rules.swap_targets(state))
        if step == "inc":
            return list(self.rules.swapped(state) or ())
        return []

    # -- words --------------------------------------------------------------------------------------------
    def coach(self, state, ui):
        return words.coach(self, state, ui, self.where)

    # -- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface, state, ui):
        hidden = {s.tag for s in self.slides} | set(self.roll_cells)
        for seat in (1, 0):
            painting.seat_panel(self, surface, state, ui, seat, hidden)
        if self.showing_roll(state):
            painting.setup_roll(self, surface, state)
        else:
            painting.rulers(self, surface)
            painting.card(self, surface, state, ui, hidden)
        for sprite in self.roll_cells.values():
            surface.blit(sprite.image, sprite.rect)
        painting.pool(self, surface, state, ui)
        if not self.geo.pool.height:
            painting.full_card(self, surface, state)
        for slide in self.slides:
            picture = self.render(slide.face, slide.size)
            surface.blit(picture, picture.get_rect(center=slide.pos))
        if ui.drag is not None and ui.drag_pos is not None:
            picture = self.render(face_of(ui.drag[1]), self.die_size)
            surface.blit(picture, picture.get_rect(center=ui.drag_pos))
        for sprite in self.rolling:
            surface.blit(sprite.image, sprite.rect)
        if self.rules.is_over(state):
            painting.deciding_lines(self, surface, state)
