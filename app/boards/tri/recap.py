"""The last battle between battles: who fought over which square, each side's
best die and card and the totals, so the dice stay on the table; before the
first battle, one line on how battles go (dice and a secret card, +0 a bluff).
`LastBattle` is its board part, in the action row when Pass and Cancel teleport
leave it free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.theme import wrap
from games.i18n import N_, _

from ..part import Part
from .chips import fitted_text, mini_card
from .choices import rules_of

if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

    from app.ui.layout import Layout
    from app.ui.theme import Theme
    from games.game import Game
    from games.tri.queries import BattleInfo
    from games.tri.state import State

    from ..hit import BoardUI
    from ..host import Host
    from ..view import ActionButton
    from .battle import Battle
    from .battle_panel import DieRender
    from .choices import Choices
    from .dice import DiePictures
    from .marks import SeatMarks

Side = tuple[str, "pygame.Color", "pygame.Surface | None"]  # a seat's name, colour and mark

NO_BATTLE = N_("Battles: dice plus a secret card each; +0 is a bluff.")
NO_BATTLE_SHORT = N_("Battles: dice plus a secret card each.")  # where the whole does not fit (larger text)


def draw_recap(
    surface: pygame.Surface,
    app: Host,
    rect: pygame.Rect,
    last: BattleInfo | None,
    sides: Mapping[int, Side],
    render: DieRender,
) -> None:
    """`last`: RULES.last_battle or None; `sides`: {seat: (name, colour, mark or None)};
    `render(face, size)`: a die picture."""
    theme, lay = app.theme, app.layout
    line = theme.font(lay.small).get_linesize()
    if last is None:
        texts = [
            (size, words) for words in (_(NO_BATTLE), _(NO_BATTLE_SHORT)) for size in (lay.text, lay.small)
        ]
        for size, words in texts:  # the largest text role whose lines fit, else the shorter words
            font = theme.font(size)
            lines = wrap(font, words, rect.width)
            if len(lines) * font.get_linesize() <= rect.height:
                break
        else:  # not even the shorter words fit (German in Large text beside Whole board): no note
            return  # rather than lines running over the cards and off the screen (the rules say it)
        y = rect.centery - len(lines) * font.get_linesize() // 2
        for text in lines:
            label = theme.text(text, size, "muted")
            surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
            y += font.get_linesize()
        return
    attacker, defender = sides[last["attacker"]], sides[last["defender"]]
    square = last["target"][:-1]
    if last["won"]:  # the title, then shorter forms where it does not fit
        wordings = (
            _("Last battle, {square}: {player} took it"),
            _("Last battle, {square}: taken"),
            _("{square}: taken"),
        )
    else:
        wordings = (
            _("Last battle, {square}: {player} held it"),
            _("Last battle, {square}: held"),
            _("{square}: held"),
        )
    who = attacker[0] if last["won"] else defender[0]
    text, *shorter = (words.format(square=square, player=who) for words in wordings)
    title = fitted_text(theme, text, (lay.small,), "muted", rect.width, shorter=shorter)
    most = max(12, min(rect.height - line - 6, int(44 * lay.unit) + 8))
    # the largest dice whose row fits the width, with the seats' marks if they fit too
    tries = [(die, True, lay.text) for die in range(most, 19, -2)] + [
        (die, False, size) for size in (lay.text, lay.small) for die in range(most, 11, -2)
    ]
    for die, with_mark, size in tries:
        row, marks = _row(theme, lay, last, attacker, defender, die, render, with_mark, size)
        if row.get_width() <= rect.width and row.get_height() <= max(die + 4, rect.height - line - 2):
            break
    else:  # no row of dice fits (a narrow row, larger text): the verdict alone
        surface.blit(title, title.get_rect(center=rect.center))
        return
    top = rect.y + max(0, (rect.height - line - 2 - row.get_height()) // 2)
    surface.blit(title, title.get_rect(midtop=(rect.centerx, top)))
    y = top + line + 2
    x = rect.centerx - row.get_width() // 2
    surface.blit(row, (x, y))
    start, width = marks[0 if last["won"] else 1]  # the winner's side is underlined
    low = y + row.get_height() + 1
    pygame.draw.line(surface, theme.colour("good"), (x + start, low), (x + start + width, low), 2)


def _row(
    theme: Theme,
    lay: Layout,
    last: BattleInfo,
    attacker: Side,
    defender: Side,
    die: int,
    render: DieRender,
    with_mark: bool,
    size: int,
) -> tuple[pygame.Surface, list[tuple[int, int]]]:
    """The two sides and "vs" on one surface, the totals at the text role `size`;
    (surface, [(x, width)] of each side)."""
    dice = last["attacker_dice"]
    assert dice is not None  # a battle fought: its dice are known
    left = _side(
        theme,
        lay,
        attacker,
        max(dice),
        last["attacker_card"],
        last["attacker_total"],
        die,
        render,
        with_mark,
        size,
    )
    right = _side(
        theme,
        lay,
        defender,
        last["defender_die"],
        last["defender_card"],
        last["defender_total"],
        die,
        render,
        with_mark,
        size,
    )
    # TRANSLATORS: between the attacker's and the defender's side of the last battle.
    versus = theme.text(_("vs"), lay.small, "muted")
    gap = lay.gap
    out = pygame.Surface(
        (left.get_width() + versus.get_width() + right.get_width() + 2 * gap, left.get_height()),
        pygame.SRCALPHA,
    )
    out.blit(left, (0, 0))
    x = left.get_width() + gap
    out.blit(versus, versus.get_rect(midleft=(x, out.get_height() // 2)))
    x += versus.get_width() + gap
    out.blit(right, (x, 0))
    return out, [(0, left.get_width()), (x, right.get_width())]


def _side(
    theme: Theme,
    lay: Layout,
    who: Side,
    value: int | None,
    card: object,
    total: int,
    die: int,
    render: DieRender,
    with_mark: bool,
    size: int,
) -> pygame.Surface:
    """[mark] the die framed in the seat's colour, the card, "= total"."""
    _name, colour, mark = who
    assert value is not None  # a battle fought: its dice are known
    frame = pygame.Surface((die + 4, die + 4), pygame.SRCALPHA)
    pygame.draw.rect(frame, colour, frame.get_rect(), border_radius=max(3, die // 5))
    frame.blit(render(("pips", "W", value), die), (2, 2))
    card_pic = mini_card(
        theme,
        f"+{card}",
        int(die * 0.8),
        theme.largest(f"+{card}", (lay.text, lay.small), int(die * 0.7), bold=True),
    )
    total_label = theme.text(f"={total}", size, "text", bold=True)
    parts = [frame, card_pic, total_label]
    if with_mark and mark is not None:
        chip = pygame.Surface((mark.get_width() + 4, mark.get_height() + 4), pygame.SRCALPHA)
        pygame.draw.rect(chip, colour, chip.get_rect(), border_radius=3)
        chip.blit(mark, (2, 2))
        parts.insert(0, chip)
    gap = 3
    width = sum(p.get_width() for p in parts) + gap * (len(parts) - 1)
    height = max(part.get_height() for part in parts)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for part in parts:
        out.blit(part, part.get_rect(midleft=(x, height // 2)))
        x += part.get_width() + gap
    return out


class LastBattle(Part):
    def __init__(
        self,
        app: Host,
        game: Game[Any],
        choices: Choices,
        marks: SeatMarks,
        dice: DiePictures,
        battle: Battle,
        row_buttons: tuple[ActionButton, ...],
    ) -> None:
        self.app, self.game, self.rules = app, game, rules_of(game)
        self.choices, self.marks, self.dice = choices, marks, dice
        self.battle = battle  # the Battle part: its panel covers the recap
        self.row_buttons = row_buttons  # the view's buttons that take this row when they show
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        self.rect = rect

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        if self.battle.covered(state) or any(button.visible for button in self.row_buttons):
            return
        colours = self.app.theme.colour("tri_players")
        last = self.rules.last_battle(self.choices.shown(state, ui))
        fought = () if last is None else (last["attacker"], last["defender"])
        sides = {
            seat: (self.game.seat_name(seat), colours[seat % len(colours)], self.marks.chip(seat))
            for seat in fought
        }
        draw_recap(surface, self.app, self.rect, last, sides, self.dice.render)
