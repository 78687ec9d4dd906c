"""How the Triad board looks: the grid picture, dice, lit cells, traces,
glowing triads; the players' cards (cards.py) and the legend (legend.py) are
drawn with them. A mixin for TriadView, which owns the
layout and the animations (`geometry`, `motions`, `pulse`, ...); it draws the
state it is given and changes nothing."""

import pygame

from . import geometry as geo
from .legend import paint_legend
from games.triad.rules import parse_move

COLOURS = ("black", "orange")  # the dice sheet's rows, by seat
BOARD = pygame.Color("#e9e1cc")
CELL = pygame.Color("#d8ccab")
CELL_EDGE = pygame.Color("#bfae85")
HOME = (pygame.Color("#c9c2b1"), pygame.Color("#e8c79a"))  # row 6 (Black), row 1 (Orange)
LIT = pygame.Color("#a9dcec")
LABEL = pygame.Color("#8a7b57")
TRACE = pygame.Color("#a8956a")    # the last move's path and standing triads
GLOW_LOW, GLOW_HIGH = pygame.Color("#f0b429"), pygame.Color("#ffe08a")


def face(seat, value):
    return ("roman", COLOURS[seat], value)


class Painting:
    def paint_background(self, lay):
        """The frame, the 36 cells and their labels, drawn once per layout."""
        geometry = self.geometry
        frame = geometry.frame
        surface = pygame.Surface(frame.size)
        surface.fill(self.app.theme.colour("background"))
        pygame.draw.rect(surface, BOARD, surface.get_rect(), border_radius=lay.gap)
        inset = max(2, geometry.cell // 18)
        for name, rect in geometry.cells.items():
            inner = rect.move(-frame.x, -frame.y).inflate(-2 * inset, -2 * inset)
            row = name[1]
            colour = HOME[0] if row == "6" else HOME[1] if row == "1" else CELL
            pygame.draw.rect(surface, colour, inner, border_radius=inset * 2)
            pygame.draw.rect(surface, CELL_EDGE, inner, width=max(1, inset // 2), border_radius=inset * 2)
        if geometry.label:
            font_size = max(12, int(geometry.label * 0.7))
            pad, label, cell = geometry.pad, geometry.label, geometry.cell
            for index in range(geo.SIZE):
                digit = self.app.theme.text(str(index + 1), font_size, LABEL, bold=True)
                surface.blit(digit, digit.get_rect(center=(pad + label // 2, pad + index * cell + cell // 2)))
                letter = self.app.theme.text(geo.LETTERS[index], font_size, LABEL, bold=True)
                surface.blit(letter, letter.get_rect(
                    center=(pad + label + index * cell + cell // 2, pad + geo.SIZE * cell + label // 2)))
        if pygame.display.get_surface() is not None:
            surface = surface.convert()
        return surface

    def draw(self, surface, state, ui):
        geometry, facts = self.geometry, self.facts(state)
        cells = self.cell_rects
        surface.blit(self.board_picture, geometry.frame)
        settled = not self.motions
        if settled:
            self.draw_traces(surface, facts, ui)
        picked = self.selection(state, ui)
        playing = ui.interactive  # a person's turn, nothing moving
        if picked is not None and playing and ui.hints:
            self.draw_targets(surface, facts, facts.targets(picked))
        if facts.new and settled:
            self.draw_glow(surface, facts)
        hidden = {m.hide for m in self.motions}
        dragged = ui.drag if ui.drag_pos is not None else None
        if dragged is not None:
            hidden.add(dragged)
        for cell, (seat, value) in facts.dice.items():
            if cell not in hidden:
                picture = self.render(face(seat, value), self.die_size)
                surface.blit(picture, picture.get_rect(center=cells[cell].center))
        ring = max(3, geometry.cell // 16)
        if picked is not None and playing:
            pygame.draw.rect(surface, self.app.theme.colour("highlight"), cells[picked].inflate(-2, -2),
                             width=ring, border_radius=geometry.cell // 6)
        if facts.removable and settled:
            colour = GLOW_LOW.lerp(pygame.Color("white"), self.pulse.value)
            grow = int(self.pulse.value * ring * 2)
            for cell in facts.removable:
                pygame.draw.rect(surface, colour, cells[cell].inflate(grow - 2, grow - 2), width=ring,
                                 border_radius=geometry.cell // 6)
        for motion in self.motions:
            motion.draw(surface, self.render)
        if dragged in facts.dice:
            seat, value = facts.dice[dragged]
            picture = self.render(face(seat, value), self.die_size)
            surface.blit(picture, picture.get_rect(center=ui.drag_pos))
        for seat in (0, 1):
            self.draw_player(surface, seat, facts, ui)
        if geometry.legend is not None:
            if self._legend is None:
                self._legend = paint_legend(self.app, lambda seat, value, px: self.render(face(seat, value), px),
                                            geometry.legend.size)
            surface.blit(self._legend, geometry.legend)

    def draw_traces(self, surface, facts, ui):
        """Faint marks under the dice: standing triads, and the last move's path."""
        cells, width = self.cell_rects, max(3, self.geometry.cell // 14)
        new = set(facts.new)
        for triad in facts.standing:
            if triad not in new:
                pygame.draw.line(surface, TRACE, cells[triad[0]].center, cells[triad[2]].center, width)
        moves = ui.history[1]
        last = moves[-1] if moves else ""
        kind, a, t, _ = parse_move(last) if last and not last.startswith(("roll", "remove")) else (None, 0, 0, 0)
        if kind in ("step", "slide"):
            names = self.rules.CELLS
            start, end = cells[names[a]].center, cells[names[t]].center
            pygame.draw.line(surface, TRACE, start, end, max(2, width // 2))
            pygame.draw.circle(surface, TRACE, start, max(4, self.geometry.cell // 10))

    def draw_targets(self, surface, facts, targets):
        cells, inset = self.cell_rects, max(2, self.geometry.cell // 18)
        mover = facts.mover
        for cell, move in targets.items():
            pygame.draw.rect(surface, LIT, cells[cell].inflate(-2 * inset, -2 * inset), border_radius=inset * 2)
            kind, a, _t, value = parse_move(move)
            if kind == "slide":  # moving unturned: it keeps its face
                value = facts.dice[self.rules.CELLS[a]][1]
            ghost = self.ghost(face(mover, value))  # the face it will show there
            surface.blit(ghost, ghost.get_rect(center=cells[cell].center))

    def ghost(self, shown):
        picture = self._ghosts.get(shown)
        if picture is None:
            picture = self.render(shown, int(self.die_size * 0.62)).copy()
            picture.set_alpha(120)
            self._ghosts[shown] = picture
        return picture

    def draw_glow(self, surface, facts):
        """New triads: a warm halo joining their three cells, pulsing while a die
        must be removed, steady once the game is won."""
        triads = facts.new
        level = self.pulse.value if facts.phase == "remove" else 0.5
        colour = GLOW_LOW.lerp(GLOW_HIGH, level)
        cells, cell = self.cell_rects, self.geometry.cell
        radius = int(cell * 0.46)
        for triad in triads:
            ends = cells[triad[0]].center, cells[triad[2]].center
            pygame.draw.line(surface, colour, ends[0], ends[1], 2 * radius)
            for end in ends:
                pygame.draw.circle(surface, colour, end, radius)
