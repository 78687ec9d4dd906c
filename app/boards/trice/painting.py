"""Pictures of the TRICE board that hold no state of their own: the card with
its rulers, the seats' panels, the pool, the setup roll and the deciding lines.

Each function draws what `view.geo` placed, for the state it is given.
"""

import pygame

from app.theme import wrap
from app.widgets import draw_panel

from .geometry import COLOUR_WORDS


def face_of(die):
    return ("pips", die[0], int(die[1:]))


def fitted(theme, text, size, colour, width, bold=False, smallest=10):
    """`text` rendered at `size`, or smaller until it fits `width`."""
    label = theme.text(text, size, colour, bold)
    while label.get_width() > width and size > smallest:
        size -= 1
        label = theme.text(text, size, colour, bold)
    return label


def rulers(view, surface):
    theme, lay, geo = view.app.theme, view.app.layout, view.geo
    for text, centre in list(geo.columns.items()) + list(geo.rows.items()):
        label = theme.text(text, lay.small, "muted", bold=True)
        surface.blit(label, label.get_rect(center=centre))


def card(view, surface, state, ui, hidden):
    theme, lay, geo, rules = view.app.theme, view.app.layout, view.geo, view.rules
    draw_panel(surface, theme, geo.frame, theme.colour("card", "#e9e1cc"), radius=lay.gap)
    board = rules.board(state)
    lit = set(view.target_cells(state)) if ui.hints and ui.interactive else set()
    marked, swapped = rules.marked(state), rules.swapped(state) or ()
    glow = int(80 + 120 * view.pulse.value)
    for name, rect in geo.cells.items():
        inner = rect.inflate(-lay.gap // 2, -lay.gap // 2)
        colour = pygame.Color("#a9dcec") if name in lit else pygame.Color("#d3c6a4")
        pygame.draw.rect(surface, colour, inner, border_radius=lay.gap)
        pygame.draw.rect(surface, pygame.Color("#b5a680"), inner, width=2, border_radius=lay.gap)
        die = board[name]
        if die is not None and name not in hidden and not view.rolling:
            picture = view.render(face_of(die), view.die_size)
            surface.blit(picture, picture.get_rect(center=rect.center))
        if name == marked:
            pygame.draw.rect(surface, (240, 180, 41, glow), inner, width=max(3, lay.gap // 2), border_radius=lay.gap)
        elif name in swapped:
            pygame.draw.rect(surface, theme.colour("highlight"), inner, width=max(3, lay.gap // 3),
                             border_radius=lay.gap)


STEP_WORDS = {"give": "gives a die", "mark": "marks a die", "swap": "swaps", "inc": "raises a die"}


def seat_panel(view, surface, state, ui, seat, hidden):
    """Name, person or computer (and which level), whose turn, the die to place."""
    theme, lay, rules = view.app.theme, view.app.layout, view.rules
    panel, slot = view.geo.panels[seat], view.geo.slots[seat]
    over = rules.is_over(state)
    active = not over and rules.to_move(state) == seat and not view.rolling
    draw_panel(surface, theme, panel, "panel", radius=lay.gap, border="accent" if active else None)
    step = rules.step(state)
    holder = rules.to_move(state) if step == "place" else None
    receiving = step == "give" and rules.to_move(state) != seat and not view.busy()
    if holder == seat:
        note, colour = "to place", "accent"
    elif receiving:
        note, colour = "gets the die", "muted"
    elif active:
        note, colour = STEP_WORDS.get(step, ""), "accent"
    else:
        note, colour = "", "muted"
    x = panel.x + lay.gap * 2
    room = (slot.x if (receiving or holder == seat) else panel.right) - lay.gap - x
    note_label = theme.text(note, lay.small, colour, bold=active) if note else None
    width = room - (note_label.get_width() + lay.gap if note_label else 0)
    name = fitted(theme, view.seat_name(seat, state), lay.text, "text", width, bold=True)
    who = fitted(theme, view.labels[seat], lay.small, "muted", width)
    top = panel.centery - (name.get_height() + who.get_height()) // 2
    surface.blit(name, (x, top))
    surface.blit(who, (x, top + name.get_height()))
    right = slot.x - lay.gap if (receiving or holder == seat) else panel.right - lay.gap * 2
    if note_label is not None:
        surface.blit(note_label, note_label.get_rect(midright=(right, panel.centery)))
    if receiving or holder == seat:
        pygame.draw.rect(surface, theme.colour("muted"), slot, width=2, border_radius=lay.gap)
    hand = rules.hand(state)
    dragged = ui.drag and ui.drag[0] == "hand" and ui.drag_pos
    if holder == seat and hand and "hand" not in hidden and not dragged:
        picture = view.render(face_of(hand), slot.width - 6)
        surface.blit(picture, picture.get_rect(center=slot.center))
        if ui.selected == view.HAND:
            pygame.draw.rect(surface, theme.colour("highlight"), slot.inflate(6, 6), width=4, border_radius=lay.gap)


def pool(view, surface, state, ui):
    theme, lay, geo = view.app.theme, view.app.layout, view.geo
    left = {colour: 0 for colour in COLOUR_WORDS}
    for die in view.rules.pool(state):
        left[die[0]] += 1
    for colour, (point, anchor) in geo.captions.items():
        if any(left.values()):
            label = theme.text(COLOUR_WORDS[colour], lay.small, "muted" if left[colour] else "panel_hi", bold=True)
            surface.blit(label, label.get_rect(**{anchor: point}))
    dragged = ui.drag[1] if ui.drag and ui.drag[0] == "pool" and ui.drag_pos else None
    for die, rect in view.pool_positions(state):
        if die == dragged:
            dragged = None  # hide one copy: the one in the finger
            continue
        surface.blit(view.render(face_of(die), rect.width), rect)
    if not view.rules.pool(state) and geo.pool.height and not full_card(view, surface, state):
        note = fitted(theme, "All dice are on the card.", lay.small, "muted", geo.pool.width)
        surface.blit(note, note.get_rect(center=geo.pool.center))


FULL_CARD = (("mark", "Mark: pick any die for the other player to move."),
             ("swap", "Swap: they swap it with a die beside it (not diagonal)."),
             ("inc", "Raise: they raise one of the two by one (6 becomes 1); then they mark."))


def full_card(view, surface, state):
    """The full-card turn in three steps, the one being played lit."""
    theme, lay, rect = view.app.theme, view.app.layout, view.geo.legend
    step = view.rules.step(state)
    if rect is None or step not in ("mark", "swap", "inc"):
        return False
    box = rect.inflate(-2 * lay.gap, 0) if rect.width > 40 * lay.small else rect
    for size in range(lay.small, 9, -1):
        font, bold = theme.font(size), theme.font(size, bold=True)
        parts = [("The card is full", bold, "text")] + [
            (line, bold if key == step else font, "accent" if key == step else "muted") for key, text in FULL_CARD
            for line in wrap(bold if key == step else font, text, box.width - 2 * lay.gap)]
        height = sum(f.get_linesize() for _, f, _ in parts) + 2 * lay.gap
        if height <= box.height:
            break
    frame = pygame.Rect(box.x, box.centery - height // 2, box.width, height)
    draw_panel(surface, theme, frame, "panel", radius=lay.gap)
    y = frame.y + lay.gap
    for text, font, colour in parts:
        label = theme.text(text, size, colour, bold=font is bold)
        surface.blit(label, (frame.x + lay.gap, y))
        y += font.get_linesize()
    return True


def roll_spots(view):
    """[(centre, size)] for the 12 setup dice on the card: Player 2's six above,
    Player 1's six below (each W W P P O O), under a line naming who rolled."""
    geo, theme, lay = view.geo, view.app.theme, view.app.layout
    area = geo.card
    size = int(min(view.die_size, area.width / 6.6))
    line = theme.font(lay.small, bold=True).get_linesize()
    out = []
    for seat in (0, 1):
        y = area.y + line + size // 2 + 2 if seat == 1 else area.bottom - line - size // 2 - 2
        for index in range(6):
            out.append(((int(area.x + area.width * (index + 0.5) / 6), int(y)), size))
    return out


def deciding_value(rolls):
    """The value whose count decided who starts, or None (a tie)."""
    first, second = rolls
    for value in range(6, 0, -1):
        if first.count(value) != second.count(value):
            return value
    return None


def setup_roll(view, surface, state):
    """The roll that decided who starts, over the card until the first die is given:
    who rolled what, the dice that decided ringed, and why in words."""
    theme, lay, geo, rules = view.app.theme, view.app.layout, view.geo, view.rules
    rolls = rules.rolls(state)
    if not rolls:
        return
    draw_panel(surface, theme, geo.frame, "panel", radius=lay.gap, border="muted")
    spots = roll_spots(view)
    landed = not any(sprite.rolling for sprite in view.rolling)
    value = deciding_value(rolls) if landed else None
    line = theme.font(lay.small, bold=True).get_linesize()
    for seat in (0, 1):
        centres = spots[seat * 6:(seat + 1) * 6]
        size = centres[0][1]
        y = centres[0][0][1] - size // 2 - line // 2 - 2 if seat == 1 else centres[0][0][1] + size // 2 + line // 2 + 2
        label = fitted(theme, f"{view.seat_name(seat, state)} rolled", lay.small, "muted", geo.card.width)
        surface.blit(label, label.get_rect(center=(geo.card.centerx, y)))
        for index, ((centre, size), roll) in enumerate(zip(centres, rolls[seat])):
            if not view.rolling:
                picture = view.render(face_of(f"{'WWPPOO'[index]}{roll}"), size)
                surface.blit(picture, picture.get_rect(center=centre))
            if roll == value:
                ring = pygame.Rect(0, 0, size + 6, size + 6)
                ring.center = centre
                pygame.draw.rect(surface, theme.colour("accent"), ring, width=3, border_radius=6)
    if landed:
        font = theme.font(lay.small, bold=True)
        lines = wrap(font, rules.start_reason(state), geo.card.width)
        y = geo.card.centery - len(lines) * font.get_linesize() // 2
        for text in lines:
            label = theme.text(text, lay.small, "accent", bold=True)
            surface.blit(label, label.get_rect(midtop=(geo.card.centerx, y)))
            y += font.get_linesize()


def deciding_lines(view, surface, state):
    theme, lay, geo, rules = view.app.theme, view.app.layout, view.geo, view.rules
    for cells, kind, _words in rules.deciding_lines(state):
        colour = theme.colour("good") if kind == "trice" else theme.colour("bad")
        points = [geo.cells[c].center for c in cells]
        pygame.draw.line(surface, colour, points[0], points[-1], max(6, geo.cell // 10))
        for point in points:
            pygame.draw.circle(surface, colour, point, geo.cell // 2 - 2, width=max(4, geo.cell // 16))
    label = rules.line_label(state)
    if label:
        text = fitted(theme, label, lay.small, "text", geo.card.width + 2 * lay.gap, bold=True)
        box = text.get_rect(midbottom=(geo.card.centerx, geo.card.bottom - 4))
        pygame.draw.rect(surface, theme.colour("panel_hi"), box.inflate(lay.gap, 6), border_radius=6)
        surface.blit(text, box)
