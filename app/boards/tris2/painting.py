"""How the Tris 2 board looks: the field under the camera (grid, the 3x3
area, the rule of 4 box, lit cells, dice, arrows, the winning line) and the
dock (the players, the orientation picker). A mixin for the view, which owns
the camera and the animations; it draws the state and the person's choice
(`ui`) it is given and changes nothing."""

import pygame

from app.theme import wrap
from app.widgets import draw_panel
from games.tris2.field import ORIENTS

from .pictures import blend

STEPS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
LEGEND = "Big: the symbol on top. Small: what comes up when the die rolls toward that edge."


def swipe_direction(dx, dy):
    """The roll direction of a drag by (dx, dy) px: the larger axis wins."""
    if abs(dx) >= abs(dy):
        return "E" if dx > 0 else "W"
    return "S" if dy > 0 else "N"


class Painting:
    # -- the field -----------------------------------------------------------------------------------------
    def draw(self, surface, state, ui):
        theme, lay = self.app.theme, self.app.layout
        area = self.camera.panel()  # whole cells only
        draw_panel(surface, theme, area, "panel", radius=min(lay.gap, 6))
        clip = surface.get_clip()
        surface.set_clip(area)
        self.draw_ground(surface, state, ui)
        won = self.rules.winner(state) is not None and not self.busy()
        if won:
            self.draw_lines(surface, state, bars=True)  # under the dice: it shows between them
        self.draw_dice(surface, state, ui)
        if won:
            self.draw_lines(surface, state, bars=False)
        if self.playing(state, ui):
            self.draw_arrows(surface, state, ui)
        for anim in self.anims:
            anim.draw(surface, self.camera, self.pictures, self.die_size())
        for _, sprite in self.setup_dice:
            surface.blit(sprite.image, sprite.rect)
        surface.set_clip(clip)
        self.draw_dock(surface, state, ui)

    def draw_ground(self, surface, state, ui):
        """Grid lines, the 3x3 area while it matters, the rule of 4 box, lit cells."""
        theme, cam = self.app.theme, self.camera
        panel = theme.colour("panel")
        phase = self.rules.phase(state)
        if phase in ("place", "turn", "setup") or state.variant == "tris1":
            area = cam.cell_rect((0, 0)).union(cam.cell_rect((2, 2)))
            pygame.draw.rect(surface, blend(panel, theme.colour("muted"), 0.12), area)
            if phase == "place":  # "tap an empty cell of the shaded 3x3 square"
                pygame.draw.rect(surface, blend(panel, theme.colour("muted"), 0.5), area, width=2)
        bounds = self.rules.bounds(state)
        if state.rule_of_4 and bounds is not None and phase == "roll":
            x0, y0, x1, y1 = bounds
            box = cam.cell_rect((x1 - 3, y1 - 3)).union(cam.cell_rect((x0 + 3, y0 + 3)))
            pygame.draw.rect(surface, blend(panel, theme.colour("highlight"), 0.1), box)
            pygame.draw.rect(surface, blend(panel, theme.colour("highlight"), 0.45), box, width=2)
            label = theme.text("rule of 4", self.app.layout.small, blend(panel, theme.colour("highlight"), 0.7))
            inside = box.clip(cam.panel())  # the box may run past the view
            surface.blit(label, (inside.x + 6, inside.y + 4))
        if ui.hints and self.playing(state, ui):
            lit = blend(panel, theme.colour("highlight"), 0.28)
            if phase == "place" and self.held(ui) is None:
                for where in self.open_cells(state):
                    pygame.draw.rect(surface, lit, cam.cell_rect(where).inflate(-4, -4), border_radius=6)
        # the lines between cells (the panel's edge is the outer one)
        line = blend(panel, theme.colour("muted"), 0.2)
        x0, y0, x1, y1 = cam.visible_cells()
        shown = cam.panel()
        for x in range(x0, x1 + 2):
            px = round(cam.point(x, 0)[0])
            if shown.left < px < shown.right - 1:
                pygame.draw.line(surface, line, (px, shown.top), (px, shown.bottom - 1))
        for y in range(y0, y1 + 2):
            py = round(cam.point(0, y)[1])
            if shown.top < py < shown.bottom - 1:
                pygame.draw.line(surface, line, (shown.left, py), (shown.right - 1, py))

    def draw_dice(self, surface, state, ui):
        theme, cam = self.app.theme, self.camera
        hidden = {a.tag for a in self.anims} | ({w for w, _ in self.setup_dice})
        size = self.die_size()
        ring = max(2, min(6, int(cam.cell / 22)))
        hints = ui.hints and self.playing(state, ui)
        held = self.held(ui)
        phase = self.rules.phase(state)
        lit = set()
        if hints and phase == "roll" and held is None:
            lit = set(self.movable(state))
        elif hints and phase == "turn":
            lit = set(self.rules.turn_cells(state))
        over = self.rules.is_over(state)
        last = self.last_effect(state, ui) if not self.busy() and not over else None
        if last is not None and last["kind"] == "roll":
            pygame.draw.circle(surface, theme.colour("accent"), cam.centre_of(last["from"]), max(3, int(cam.cell / 14)))
        for where, orient in self.field_of(state).items():
            if where in hidden:
                continue
            picture = self.pictures.die(orient, size)
            box = picture.get_rect(center=cam.centre_of(where))
            surface.blit(picture, box)
            if where == held:
                pygame.draw.rect(surface, theme.colour("highlight"), box.inflate(ring * 2, ring * 2),
                                 width=ring + 1, border_radius=int(size * 0.22))
                continue
            if where in lit:
                pygame.draw.rect(surface, theme.colour("highlight"), box.inflate(ring, ring), width=max(2, ring // 2),
                                 border_radius=int(size * 0.22))
            if last is not None and last.get("to") == where:  # the die the news speaks of: gold, round the hint
                pygame.draw.rect(surface, theme.colour("accent"), box.inflate(ring * 3, ring * 3), width=ring,
                                 border_radius=int(size * 0.26))

    def draw_arrows(self, surface, state, ui):
        """The held die's legal rolls: where it lands, how it will show, an arrow."""
        phase, held = self.rules.phase(state), self.held(ui)
        if phase == "place" and held is not None:
            pygame.draw.rect(surface, self.app.theme.colour("highlight"),
                             self.camera.cell_rect(held).inflate(-4, -4), width=4, border_radius=8)
            return
        if phase != "roll" or held is None:
            return
        cam, theme = self.camera, self.app.theme
        orient = self.field_of(state).get(held)
        if orient is None:
            return
        swiped = None
        if ui.drag and ui.drag[0] == "die" and ui.drag_pos:
            start = ui.drag[2]
            swiped = swipe_direction(ui.drag_pos[0] - start[0], ui.drag_pos[1] - start[1])
        size = self.die_size()
        for direction, target in self.arrows(state, ui).items():
            centre = cam.centre_of(target)
            ghost = self.pictures.ghost(self.rules.rolled(orient, direction), size)
            surface.blit(ghost, ghost.get_rect(center=centre))
            colour = theme.colour("accent" if direction == swiped else "highlight")
            arrow = self.pictures.arrow(direction, cam.cell * 0.5, colour)
            step = STEPS[direction]
            # the arrow sits across the edge between the die and where it lands
            at = (centre[0] - step[0] * cam.cell * 0.32, centre[1] - step[1] * cam.cell * 0.32)
            surface.blit(arrow, arrow.get_rect(center=(round(at[0]), round(at[1]))))

    def draw_lines(self, surface, state, bars):
        """The winning line(s): bars joining the dice, or a ring round each."""
        cam, colour = self.camera, self.app.theme.colour("good")
        width = max(4, int(cam.cell / 9))
        for line in self.rules.tris_lines(state):
            points = [cam.centre_of(c) for c in line]
            if bars:
                pygame.draw.line(surface, colour, points[0], points[-1], width * 2)
                continue
            for point in points:
                rect = pygame.Rect(0, 0, self.die_size() + width, self.die_size() + width)
                rect.center = point
                pygame.draw.rect(surface, colour, rect, width=max(3, width // 2), border_radius=rect.width // 4)

    # -- the dock: players, draw buttons, orientation picker ---------------------------------------------
    def draw_dock(self, surface, state, ui):
        phase = self.rules.phase(state)
        if phase == "place":
            self.draw_picker(surface, state, ui)
        elif phase == "roll" and self.geometry.legend is not None:
            self.draw_legend(surface, self.geometry.legend)
        for seat, rect in enumerate(self.chip_rects):
            self.cards.draw(surface, state, rect, seat, self.geometry.lines)

    def draw_legend(self, surface, rect):
        """How to read a die, where there is room: the big symbol, the small ones."""
        theme, lay = self.app.theme, self.app.layout
        size = min(rect.height, int(96 * lay.unit), rect.width // 3)
        font = theme.font(lay.small)
        lines = wrap(font, LEGEND, rect.width - size - lay.gap)
        if size < 44 or len(lines) * font.get_linesize() > rect.height:
            return
        picture = self.pictures.die("XO/", size)
        surface.blit(picture, picture.get_rect(midleft=(rect.x, rect.y + size // 2)))
        y = rect.y + max(0, (size - len(lines) * font.get_linesize()) // 2)
        for line in lines:
            surface.blit(theme.text(line, lay.small, "muted"), (rect.x + size + lay.gap, y))
            y += font.get_linesize()

    def draw_picker(self, surface, state, ui):
        theme = self.app.theme
        person = self.playing(state, ui)
        held = self.held(ui)
        legal = set(self.rules.placements(state, held)) if held is not None else set(ORIENTS)
        dragged = ui.drag[1] if ui.drag and ui.drag[0] == "pick" and ui.drag_pos else None
        picked = self.picked(ui)
        for orient, rect in self.pick_rects.items():
            picture = self.pictures.die(orient, rect.width) if person and orient in legal else \
                self.pictures.ghost(orient, rect.width)
            surface.blit(picture, rect)
            if orient == picked or orient == dragged:
                pygame.draw.rect(surface, theme.colour("highlight"), rect.inflate(6, 6), width=4,
                                 border_radius=rect.width // 4)
        if dragged is not None:
            picture = self.pictures.die(dragged, self.die_size())
            surface.blit(picture, picture.get_rect(center=ui.drag_pos))
