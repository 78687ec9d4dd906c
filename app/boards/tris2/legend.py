"""How to read a die, where the layout leaves room for it (under the draw buttons,
beside the field) while the dice roll: the big symbol, the small ones."""

from app.theme import wrap

from ..part import Part

LEGEND = "Big: the symbol on top. Small: what comes up when the die rolls toward that edge."


class Legend(Part):
    def __init__(self, app, rules, pictures):
        self.app, self.rules, self.pictures = app, rules, pictures
        self.rect = None  # None: no room on this layout

    def layout(self, lay, rect):
        self.rect = rect

    def draw(self, surface, state, ui):
        if self.rect is None or self.rules.phase(state) != "roll":
            return
        theme, lay, rect = self.app.theme, self.app.layout, self.rect
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
