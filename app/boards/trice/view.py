"""The TRICE board view: the 3x4 card, the pool grouped by colour, each
player's hand, the setup roll, the full-board phase and the deciding line.

Everything shown comes from RULES queries on the state it is given; the
pictures in motion (rolling, sliding dice) only animate a move already played.
What a tap means is answered as a `Hit`; the board scene plays it.
"""

import random

import pygame

from app.anim import Pulse, Slide
from app.dice import DieSprite
from app.scenes.faces import draw_face
from app.seats import LABELS, is_human
from app.widgets import draw_panel
from games.core import CHANCE

from ..view import BoardView, CLEAR, Hit

COLOUR_ORDER = "WPO"
COLOUR_WORDS = {"W": "White", "P": "Purple", "O": "Orange"}
CELLS = [f"{c}{r}" for r in (1, 2, 3) for c in "abcd"]
ROLL_READ_S = 1.6  # the setup roll stays on screen this long after landing
SLIDE_S = 0.28


def face_of(die):
    return ("pips", die[0], int(die[1:]))


HAND = "hand"  # ui.selected: the person tapped the die in their hand


class TriceView(BoardView):
    """ui.drag while dragging: ("pool", "W3") or ("hand", "W3")."""

    def __init__(self, app, game, seats):
        super().__init__(app, game, seats)
        self.slides = []
        self.rolling = []      # DieSprites of the setup roll or an increment
        self.roll_cells = {}   # cell -> DieSprite for a die rolling in place (inc)
        self.roll_hold = 0.0
        self.pulse = Pulse()
        self.dice_rng = random.Random(3)
        self.marked = None     # the marked cell as last drawn (it pulses)

    def render(self, face, size):
        return draw_face(self.app, face, size)

    def seat_name(self, seat, state=None):
        return self.game.seat_name(seat, state)

    # -- layout ----------------------------------------------------------------------------------
    def layout(self, lay, rect):
        gap = lay.gap
        if lay.portrait:
            cell = int(min((rect.width - 2 * gap) / 4, rect.height / 8.4))
            panel_h = int(cell * 0.95)
            card_w, card_h = cell * 4, cell * 3
            x = rect.centerx - card_w // 2
            self.panel_rects = {1: pygame.Rect(rect.x, rect.y, rect.width, panel_h)}
            self.card_rect = pygame.Rect(x, rect.y + panel_h + gap, card_w, card_h)
            self.panel_rects[0] = pygame.Rect(rect.x, self.card_rect.bottom + gap, rect.width, panel_h)
            pool_top = self.panel_rects[0].bottom + gap
            self.pool_rect = pygame.Rect(rect.x, pool_top, rect.width, rect.bottom - pool_top)
        else:
            cell = int(min(rect.width * 0.55 / 4, (rect.height - 2 * gap) / 4.9))
            panel_h = int(cell * 0.95)
            card_w, card_h = cell * 4, cell * 3
            left_w = max(card_w, int(rect.width * 0.55))
            x = rect.x + (left_w - card_w) // 2
            top = rect.y + (rect.height - (card_h + 2 * panel_h + 2 * gap)) // 2
            self.panel_rects = {1: pygame.Rect(rect.x, top, left_w, panel_h)}
            self.card_rect = pygame.Rect(x, top + panel_h + gap, card_w, card_h)
            self.panel_rects[0] = pygame.Rect(rect.x, self.card_rect.bottom + gap, left_w, panel_h)
            pool_x = rect.x + left_w + 2 * gap
            self.pool_rect = pygame.Rect(pool_x, rect.y, rect.right - pool_x, rect.height)
        self.cell = cell
        self.die_size = int(cell * 0.78)
        self.cell_rects = {}
        for index, name in enumerate(CELLS):
            row, col = divmod(index, 4)
            self.cell_rects[name] = pygame.Rect(self.card_rect.x + col * cell, self.card_rect.y + row * cell,
                                                cell, cell)
        row_h = min(self.pool_rect.height // 3, int(cell * 1.0))
        self.pool_die = int(min(row_h * 0.82, (self.pool_rect.width - 2 * gap) / 5.2))
        self.pool_rows = {}
        label_w = int(self.pool_die * 0.9)
        top = self.pool_rect.y + (0 if lay.portrait else (self.pool_rect.height - 3 * row_h) // 2)
        for index, colour in enumerate(COLOUR_ORDER):
            self.pool_rows[colour] = pygame.Rect(self.pool_rect.x + label_w, top + index * row_h,
                                                 self.pool_rect.width - label_w, row_h)
        self.hand_slots = {seat: self._slot(panel) for seat, panel in self.panel_rects.items()}
        for sprite in self.rolling:
            sprite.place(sprite.center, self.die_size)

    def _slot(self, panel):
        size = int(panel.height * 0.84)
        slot = pygame.Rect(0, 0, size, size)
        slot.midright = (panel.right - self.app.layout.gap, panel.centery)
        return slot

    def pool_positions(self, state):
        """[(die, rect)] for every die in the pool, grouped by colour in rows."""
        out = []
        for colour in COLOUR_ORDER:
            row = self.pool_rows[colour]
            dice = [d for d in self.rules.pool(state) if d[0] == colour]
            step = min(int(self.pool_die * 1.12), (row.width - self.pool_die) // max(1, len(dice) - 1) if len(dice) > 1 else 0) if dice else 0
            for index, die in enumerate(dice):
                rect = pygame.Rect(0, 0, self.pool_die, self.pool_die)
                rect.midleft = (row.x + index * step, row.centery)
                out.append((die, rect))
        return out

    # -- animations ------------------------------------------------------------------------------
    def speed(self):
        return self.app.settings.speed

    def busy(self):
        return bool(self.slides or self.rolling or self.roll_cells or self.roll_hold > 0)

    def update_board(self, dt):
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
            if self.roll_hold > 0:
                self.roll_hold -= dt
                if self.roll_hold <= 0:
                    self.rolling = []
            else:
                self.rolling = []
            moving = True
        for cell, sprite in list(self.roll_cells.items()):
            if not sprite.update(dt):
                del self.roll_cells[cell]
            moving = True
        if self.glowing():
            self.pulse.update(dt)
            moving = True
        return moving

    def update(self, dt):
        return self.update_board(dt)

    def glowing(self):
        """Only the marked die pulses; everything else is still, so idle frames draw nothing."""
        return self.marked is not None

    def sync(self, state, ui):
        self.marked = None if self.rules.is_over(state) else self.rules.marked(state)

    def news(self, before, move, after):
        if move.startswith("roll "):
            return self.rules.start_reason(after)
        return None

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
        rolls = self.rules.rolls(state)
        if not rolls or speed <= 0:
            return
        self.rolling = []
        area = self.card_rect
        for seat, values in enumerate(rolls):
            y = area.centery + (self.cell * 0.62 if seat == 0 else -self.cell * 0.62)
            for index, value in enumerate(values):
                colour = "WWPPOO"[index]
                x = area.x + area.width * (index + 0.5) / 6
                sprite = DieSprite(self.render, face_of(f"{colour}{value}"), (int(x), int(y)),
                                   int(min(self.die_size, area.width / 6.6)), self.dice_rng)
                sprite.roll_to(face_of(f"{colour}{value}"), [("pips", colour, v) for v in range(1, 7)], speed,
                               height=self.cell * 0.5)
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
        if step == "place" and self.hand_slots[self.rules.to_move(state)].collidepoint(pos):
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
            if self.hand_slots[self.rules.to_move(state)].collidepoint(pos):
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
        for die, rect in self.pool_positions(state):
            if rect.inflate(6, 6).collidepoint(pos):
                return die
        return None

    def targets(self, state, ui):
        step = self.rules.step(state)
        if step == "give":
            seen, out = set(), []
            for die, rect in self.pool_positions(state):
                if die not in seen:
                    seen.add(die)
                    out.append((rect, Hit(move=f"give {die}")))
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
        if self.rules.is_over(state):
            return self.rules.end_reason(state)
        seat = self.rules.to_move(state)
        if seat == CHANCE or self.rolling:
            return "Rolling the dice to see who starts..."
        prompt = self.rules.prompt(state)
        if not is_human(self.seats[seat]):
            return f"{self.seat_name(seat)} (computer) is thinking: {prompt[0].lower()}{prompt[1:]}."
        extra = ""
        if self.rules.step(state) == "mark" and self.rules.repetitions(state):
            extra = f" (this position has come {self.rules.repetitions(state)} time(s); the third is a draw)"
        return f"{self.seat_name(seat)}: {prompt[0].lower()}{prompt[1:]}.{extra}"

    # -- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface, state, ui):
        theme, lay = self.app.theme, self.app.layout
        board = self.rules.board(state)
        hidden = {s.tag for s in self.slides} | set(self.roll_cells)
        for seat in (1, 0):
            self.draw_panel(surface, state, ui, seat, hidden)
        # the card
        draw_panel(surface, theme, self.card_rect.inflate(lay.gap * 2, lay.gap * 2), theme.colour("card", "#e9e1cc"),
                   radius=lay.gap)
        lit = set(self.target_cells(state)) if ui.hints and ui.interactive else set()
        marked = self.rules.marked(state)
        swapped = self.rules.swapped(state) or ()
        glow = int(80 + 120 * self.pulse.value)
        for name, cell_rect in self.cell_rects.items():
            inner = cell_rect.inflate(-lay.gap // 2, -lay.gap // 2)
            colour = pygame.Color("#d3c6a4")
            if name in lit:
                colour = pygame.Color("#a9dcec")
            pygame.draw.rect(surface, colour, inner, border_radius=lay.gap)
            pygame.draw.rect(surface, pygame.Color("#b5a680"), inner, width=2, border_radius=lay.gap)
            die = board[name]
            if die is not None and name not in hidden and not self.rolling:
                picture = self.render(face_of(die), self.die_size)
                surface.blit(picture, picture.get_rect(center=cell_rect.center))
            if name == marked:
                pygame.draw.rect(surface, (240, 180, 41, glow), inner, width=max(3, lay.gap // 2),
                                 border_radius=lay.gap)
            elif name in swapped:
                pygame.draw.rect(surface, theme.colour("highlight"), inner, width=max(3, lay.gap // 3),
                                 border_radius=lay.gap)
        for cell, sprite in self.roll_cells.items():
            surface.blit(sprite.image, sprite.rect)
        self.draw_pool(surface, state, ui)
        for slide in self.slides:
            picture = self.render(slide.face, slide.size)
            surface.blit(picture, picture.get_rect(center=slide.pos))
        if ui.drag is not None and ui.drag_pos is not None:
            picture = self.render(face_of(ui.drag[1]), self.die_size)
            surface.blit(picture, picture.get_rect(center=ui.drag_pos))
        for sprite in self.rolling:
            surface.blit(sprite.image, sprite.rect)
        if self.rules.is_over(state):
            self.draw_deciding_lines(surface, state)

    def draw_panel(self, surface, state, ui, seat, hidden):
        theme, lay = self.app.theme, self.app.layout
        panel = self.panel_rects[seat]
        active = not self.rules.is_over(state) and self.rules.to_move(state) == seat
        draw_panel(surface, theme, panel, "panel", radius=lay.gap, border="accent" if active else None)
        kind = self.seats[seat]
        name = theme.text(self.seat_name(seat, state), lay.text, "text", bold=True)
        who = theme.text("person" if is_human(kind) else LABELS[kind].lower(), lay.small, "muted")
        x = panel.x + lay.gap * 2
        surface.blit(name, (x, panel.centery - name.get_height() + 2))
        surface.blit(who, (x, panel.centery + 2))
        slot = self.hand_slots[seat]
        holder = self.rules.to_move(state) if self.rules.step(state) == "place" else None
        hand = self.rules.hand(state)
        receiving = self.rules.step(state) == "give" and self.rules.to_move(state) != seat and not self.busy()
        if receiving or holder == seat:
            pygame.draw.rect(surface, theme.colour("muted"), slot, width=2, border_radius=lay.gap)
        if holder == seat and hand and "hand" not in hidden and not (ui.drag and ui.drag[0] == "hand" and ui.drag_pos):
            picture = self.render(face_of(hand), slot.width - 6)
            surface.blit(picture, picture.get_rect(center=slot.center))
            if ui.selected == HAND:
                pygame.draw.rect(surface, theme.colour("highlight"), slot.inflate(6, 6), width=4,
                                 border_radius=lay.gap)
            label = theme.text("to place", lay.small, "accent")
            surface.blit(label, label.get_rect(midright=(slot.x - lay.gap, slot.centery)))
        elif receiving:
            label = theme.text("receives", lay.small, "muted")
            surface.blit(label, label.get_rect(midright=(slot.x - lay.gap, slot.centery)))

    def draw_pool(self, surface, state, ui):
        theme, lay = self.app.theme, self.app.layout
        for colour, row in self.pool_rows.items():
            label = theme.text(COLOUR_WORDS[colour][0], lay.small, "muted", bold=True)
            surface.blit(label, label.get_rect(midright=(row.x - lay.gap // 2, row.centery)))
        dragged = ui.drag[1] if ui.drag and ui.drag[0] == "pool" and ui.drag_pos else None
        for die, rect in self.pool_positions(state):
            if die == dragged:
                dragged = None  # hide one copy: the one in the finger
                continue
            surface.blit(self.render(face_of(die), rect.width), rect)
        if not self.rules.pool(state):
            note = theme.text("All dice are on the card.", lay.small, "muted")
            surface.blit(note, note.get_rect(center=self.pool_rect.center))

    def draw_deciding_lines(self, surface, state):
        theme, lay = self.app.theme, self.app.layout
        lines = self.rules.deciding_lines(state)
        for cells, kind, _words in lines:
            colour = theme.colour("good") if kind == "trice" else theme.colour("bad")
            points = [self.cell_rects[c].center for c in cells]
            pygame.draw.line(surface, colour, points[0], points[-1], max(6, self.cell // 10))
            for point in points:
                pygame.draw.circle(surface, colour, point, self.cell // 2 - 2, width=max(4, self.cell // 16))
        label = self.rules.line_label(state)
        if label:
            size = lay.small
            text = theme.text(label, size, "text", bold=True)
            while text.get_width() > self.card_rect.width + 2 * lay.gap and size > 10:
                size -= 1
                text = theme.text(label, size, "text", bold=True)
            box = text.get_rect(midbottom=(self.card_rect.centerx, self.card_rect.bottom - 4))
            pygame.draw.rect(surface, theme.colour("panel_hi"), box.inflate(lay.gap, 6), border_radius=6)
            surface.blit(text, box)
