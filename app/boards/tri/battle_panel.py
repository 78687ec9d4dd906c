"""The TRI battle panel's picture: the attacker's dice and card on the left, the
defender's on the right, the totals once revealed, and the row for the card buttons.

It draws what the battle part (battle.py) hands it, taken from
`RULES.view(state, viewer)`: a die the viewer may not see arrives as None and
is drawn blank; a chosen card stays face down until the reveal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from app.ui.theme import wrap
from app.ui.widgets import draw_panel

from .chips import CARD_FACE, WIDEST_HAND, draw_hand, fitted_lines, fitted_text, hand_width
from .dice import die_face

if TYPE_CHECKING:
    from app.ui.dice import DieSprite
    from app.ui.layout import Layout
    from app.ui.theme import Theme

    from ..host import Host
    from .dice import TriFace

# What the battle part hands the panel to draw (BattlePanel.draw lists the keys): words,
# colours, pictures and numbers of each side, a record of mixed values.
Shown = dict[str, Any]
Sprites = dict[tuple[str, int], "DieSprite"]  # (side, index) -> the die rolling there
DieRender = Callable[["TriFace", int], pygame.Surface]

ATTACK_UNITS, DEFEND_UNITS = 4.5, 2.3  # column widths in die sizes: 3 dice + card, 1 die + card


BORDER = 3  # the panel's accent border, px


def frame(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, radius: int) -> None:
    """The panel with a thin accent border (draw_panel's border grows with the height)."""
    draw_panel(surface, theme, rect, "panel", radius=radius)
    pygame.draw.rect(surface, theme.colour("accent"), rect, BORDER, border_radius=radius)


class BattlePanel:
    def __init__(self) -> None:
        self.rect = self.buttons_rect = pygame.Rect(0, 0, 0, 0)
        self.die = 40
        self.title_rows = 1  # the lines of the title laid out for (Battle.sync sets it)
        self._cards: dict[tuple[str, object, tuple[int, int]], pygame.Surface] = {}

    # -- layout ---------------------------------------------------------------------------------
    @staticmethod
    def title_height(lay: Layout, theme: Theme, rows: int = 1) -> int:
        """The title's height: one line in the text role, or `rows` lines in the small one."""
        if rows <= 1:
            return theme.font(lay.text, bold=True).get_linesize()
        return rows * theme.font(lay.small, bold=True).get_linesize()

    @classmethod
    def fixed_height(cls, lay: Layout, theme: Theme, rows: int = 1) -> int:
        """Height of everything but the dice row (a title of `rows` lines)."""
        line = theme.font(lay.small).get_linesize()
        title = cls.title_height(lay, theme, rows)
        return 2 * lay.gap + title + lay.gap + 3 * line + lay.gap + 2 * line + lay.gap + lay.tap + lay.gap

    @classmethod
    def height_for(cls, lay: Layout, theme: Theme, die: int) -> int:
        return cls.fixed_height(lay, theme) + int(die * 1.1)

    def layout(self, lay: Layout, theme: Theme, rect: pygame.Rect) -> None:
        """Place everything in `rect`: the title (`title_rows` lines), then the two sides, each
        column wide enough for a hand of cards (the defender's at least), the dice sized to fit."""
        self.rect = rect
        gap = lay.gap
        inner = rect.inflate(-3 * gap, -2 * gap)
        room = rect.height - self.fixed_height(lay, theme, self.title_rows)
        width = inner.width - gap  # the two columns, a gap between them
        hand = hand_width(theme, lay, WIDEST_HAND, tight=True)
        defend = max(int(width * DEFEND_UNITS / (ATTACK_UNITS + DEFEND_UNITS)), min(hand, width // 2))
        attack = width - defend
        self.die = int(max(16, min(attack / ATTACK_UNITS, defend / DEFEND_UNITS, room / 1.1, 110 * lay.unit)))
        self.card_size = (int(self.die * 0.8), int(self.die * 1.1))
        self.line = theme.font(lay.small).get_linesize()
        self.title_h = self.title_height(lay, theme, self.title_rows)
        top = inner.y + self.title_h + gap
        self.columns = {
            "attacker": pygame.Rect(inner.x, top, attack, 0),
            "defender": pygame.Rect(inner.right - defend, top, defend, 0),
        }
        self.items_y = top + 2 * self.line + self.card_size[1] // 2
        self.total_y = top + 2 * self.line + self.card_size[1] + gap // 2
        self.result_y = self.total_y + self.line + gap
        self.buttons_rect = pygame.Rect(inner.x, inner.bottom - lay.tap, inner.width, lay.tap)

    @property
    def inside(self) -> pygame.Rect:
        """The panel within its border: where its words stay."""
        return self.rect.inflate(-2 * BORDER, -2 * BORDER)

    def title(self, app: Host, shown: Shown) -> tuple[int, list[str]]:
        """(text size, lines) of the title: one line where a wording fits, else two."""
        lay = app.layout
        return fitted_lines(
            app.theme,
            shown["title"],
            (lay.text, lay.small),
            self.inside.width - 2 * lay.gap,
            bold=True,
            shorter=shown.get("short_title"),
        )

    def button_rects(self, count: int, lay: Layout) -> list[pygame.Rect]:
        """Rects for `count` card buttons in a centred row."""
        row = self.buttons_rect
        width = min(int(160 * lay.unit) + 30, (row.width - (count - 1) * lay.gap) // max(1, count))
        x = row.centerx - (count * width + (count - 1) * lay.gap) // 2
        return [pygame.Rect(x + i * (width + lay.gap), row.y, width, row.height) for i in range(count)]

    def die_centres(self, side: str, count: int) -> list[tuple[int, int]]:
        column = self.columns[side]
        step = int(self.die * 1.08)
        x = column.x + self.die // 2
        return [(x + i * step, self.items_y) for i in range(count)]

    def card_rect(self, side: str, dice: int) -> pygame.Rect:
        column = self.columns[side]
        w, h = self.card_size
        x = column.x + dice * int(self.die * 1.08) + int(self.die * 0.2)
        return pygame.Rect(x, self.items_y - h // 2, w, h)

    # -- pictures --------------------------------------------------------------------------------
    def card_picture(self, app: Host, value: object, size: tuple[int, int], face_up: bool) -> pygame.Surface:
        """A battle card: face down (a back pattern) or face up showing +N."""
        key = ("card", value if face_up else None, size)
        picture = self._cards.get(key)
        if picture is None:
            w, h = size
            picture = pygame.Surface(size, pygame.SRCALPHA)
            box = picture.get_rect()
            radius = max(4, w // 8)
            if face_up:
                pygame.draw.rect(picture, CARD_FACE, box, border_radius=radius)
                lay = app.layout
                text_size = app.theme.largest(
                    f"+{value}",
                    (lay.heading, lay.text, lay.small),
                    int(w * 0.8),
                    bold=True,
                    height=int(h * 0.8),
                )
                label = app.theme.text(f"+{value}", text_size, "ink", bold=True)
                picture.blit(label, label.get_rect(center=box.center))
            else:
                pygame.draw.rect(picture, pygame.Color("#8a5a12"), box, border_radius=radius)
                inner = box.inflate(-max(4, w // 6), -max(4, w // 6))
                pygame.draw.rect(
                    picture, pygame.Color("#f0b429"), inner, max(2, w // 16), border_radius=radius
                )
                for i in range(-h, w, max(6, w // 5)):
                    pygame.draw.line(
                        picture,
                        pygame.Color("#b07a1e"),
                        (inner.x + i, inner.y),
                        (inner.x + i + inner.height, inner.bottom),
                        2,
                    )
                pygame.draw.rect(
                    picture, pygame.Color("#f0b429"), inner, max(2, w // 16), border_radius=radius
                )
            pygame.draw.rect(picture, pygame.Color("#24221f"), box, 2, border_radius=radius)
            self._cards[key] = picture
        return picture

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(
        self, surface: pygame.Surface, app: Host, shown: Shown, sprites: Sprites, render: DieRender
    ) -> None:
        """`shown`: {'title', 'short_title', 'title_colour', 'sides': {side: {...}}, 'result',
        'result_colour', 'buttons' (the card buttons show under the result)}.

        Each side: name, colour, mark (Surface or None), hand ({'+2': n...}), dice (list of
        int, or None when not rolled or hidden), dice_count, rolled, card (None /
        '?' / value), own_card (the viewer's own choice, tagged on the face-down
        card), revealed, total text and total_colour.
        `sprites`: {(side, index): DieSprite} rolling now.
        """
        theme, lay = app.theme, app.layout
        frame(surface, theme, self.rect, lay.gap)
        gap = lay.gap
        size, lines = self.title(app, shown)
        step = theme.font(size, bold=True).get_linesize()
        for index, line in enumerate(lines):
            label = theme.text(line, size, shown.get("title_colour", "text"), bold=True)
            surface.blit(label, label.get_rect(midtop=(self.rect.centerx, self.rect.y + gap + index * step)))
        for side, info in shown["sides"].items():
            self.draw_side(surface, app, side, info, sprites, render)
        result = shown.get("result")
        if result:
            font = theme.font(lay.small, bold=True)
            # as many lines as there is room for above the card buttons (or the border)
            bottom = self.buttons_rect.y - gap // 2 if shown.get("buttons") else self.inside.bottom
            y = self.result_y
            for line in wrap(font, result, self.inside.width - 2 * gap)[: max(2, (bottom - y) // self.line)]:
                label = theme.text(line, lay.small, shown.get("result_colour", "text"), bold=True)
                surface.blit(label, label.get_rect(midtop=(self.rect.centerx, y)))
                y += self.line

    def draw_side(
        self,
        surface: pygame.Surface,
        app: Host,
        side: str,
        info: dict[str, Any],
        sprites: Sprites,
        render: DieRender,
    ) -> None:
        theme, lay = app.theme, app.layout
        column = self.columns[side]
        chip = self.line - 4
        box = pygame.Rect(column.x, column.y + 2, chip, chip)
        pygame.draw.rect(surface, info["colour"], box, border_radius=3)
        if info.get("mark") is not None:
            surface.blit(info["mark"], info["mark"].get_rect(center=box.center))
        name = fitted_text(theme, info["name"], (lay.small,), "text", column.width - chip - 6, bold=True)
        surface.blit(name, (box.right + 6, column.y))
        draw_hand(surface, theme, lay, info["hand"], column.x, column.y + self.line, column.width)
        dice = info["dice"]
        for index, centre in enumerate(self.die_centres(side, info["dice_count"])):
            sprite = sprites.get((side, index))
            if sprite is not None and sprite.rolling:
                sprite.draw(surface)
                continue
            value = dice[index] if dice else None
            if dice is None and not info.get("rolled"):
                pygame.draw.rect(
                    surface,
                    theme.colour("muted"),
                    pygame.Rect(0, 0, self.die, self.die).move(
                        centre[0] - self.die // 2, centre[1] - self.die // 2
                    ),
                    2,
                    border_radius=self.die // 6,
                )
                continue
            picture = render(die_face(value), self.die)
            surface.blit(picture, picture.get_rect(center=centre))
        card = self.card_rect(side, info["dice_count"])
        if info["card"] is None:
            pygame.draw.rect(surface, theme.colour("muted"), card, 2, border_radius=max(4, card.width // 8))
            dots = theme.text("\u2026", lay.small, "muted", bold=True)
            surface.blit(dots, dots.get_rect(center=card.center))
        else:
            face_up = bool(info["card"] != "?" and info.get("revealed"))
            value = info["card"] if face_up else 0
            surface.blit(self.card_picture(app, value, card.size, face_up), card)
            if not face_up and info.get("own_card") is not None:
                # only the viewer's own choice is tagged, small, on its back
                tag = theme.text(f"+{info['own_card']}", lay.small, "text", bold=True)
                pill = tag.get_rect(midbottom=(card.centerx, card.bottom - 3)).inflate(6, 0)
                pygame.draw.rect(surface, theme.colour("panel"), pill, border_radius=4)
                surface.blit(tag, tag.get_rect(center=pill.center))
        if info.get("total"):
            total = theme.text(info["total"], lay.small, info.get("total_colour", "text"), bold=True)
            surface.blit(total, (column.x, self.total_y))
