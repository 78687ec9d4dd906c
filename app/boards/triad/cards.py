"""A player's card on the Triad screen: the seat's die, its name, who plays it
("Person" / "Computer: normal"), its triads (three pips, three win) and whose
turn it is and who won, as every game's cards say it (app/boards/seat_panel.py: a lit
border, a lighter card and, where it fits, "to move" or "wins"). In the
rare turn when no die can move, the mover's card leaves room on its right for
the turn-in-place buttons (turning.py draws them). One part per seat; it draws
and answers nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from app.boards.part import Part
from app.boards.seat_panel import SeatStatus, draw_seat_panel, seat_status, status_picture
from app.ui.faces import draw_face
from games.core import CHANCE
from games.i18n import _

from . import geometry as geo
from .palette import face
from .turning import turn_options

if TYPE_CHECKING:
    from typing import Any

    from app.ui.layout import Layout
    from games.game import Game
    from games.triad.rules import TriadState

    from ..hit import BoardUI
    from ..host import Host
    from .facts import Facts, FactsCache
    from .turn import Turn
    from .turning import TurnOption


# a narrow card's arrangement: the name's text size, the pips down beside the role (else
# beside the name), the die shown, the role without the computer's level, and (`column`) the
# pips one above another down the card's right edge, beside both the name and the role
class TightPlan(NamedTuple):
    size: int
    low: bool
    die: bool
    short: bool
    column: bool = False


class SeatCard(Part):
    """`labels`: what each seat's card says plays it (the scene changes the list in
    place); `turn`: whose turn the screen shows (turn.py)."""

    def __init__(
        self, app: Host, game: Game[Any], labels: list[str], seat: int, facts: FactsCache, turn: Turn
    ) -> None:
        self.app, self.game, self.labels, self.seat = app, game, labels, seat
        self.facts, self.turn = facts, turn
        self.rect: pygame.Rect | None = None

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        self.rect = rect

    def draw(self, surface: pygame.Surface, state: TriadState, ui: BoardUI) -> None:
        assert self.rect is not None  # laid out before use
        theme, lay = self.app.theme, self.app.layout
        seat, panel, facts = self.seat, self.rect, self.facts(state)
        acting = self.turn.seat(state, ui)
        # the card every game shares: lit while the seat acts, green with "wins" at the end
        # TRANSLATORS: on the card of the player whose turn it is.
        to_move = _("to move")
        status = seat_status(
            self.game.rules,
            state,
            seat,
            acting=CHANCE if acting is None else acting,
            doing=to_move,
            closed=ui.closed,
        )
        draw_seat_panel(surface, theme, lay, panel, status)
        if panel.height < self.name_row() + theme.font(lay.small).get_height():
            self.draw_one_line(surface, facts)  # an ending short of room (geometry.panel_height)
            return
        options = turn_options(lay, facts, ui, panel) if seat == facts.mover else []
        icon = geo.icon_rect(lay, panel)
        roomy = not options and self.draw_roomy(surface, facts, icon, status)
        if roomy:
            return
        if options:
            self.draw_turn_options(surface, facts, icon, options)
            return
        self.draw_tight(surface, facts)

    def die(self, size: int) -> pygame.Surface:
        """The seat's die on its card."""
        return draw_face(self.app, face(self.seat, 3), size)

    def card_words(
        self, seat: int, state: TriadState, size: int, role_size: int
    ) -> tuple[pygame.Surface, pygame.Surface]:
        theme = self.app.theme
        name = theme.text(self.game.seat_name(seat, state), size, "text", bold=True)
        role = theme.text(self.labels[seat], role_size, "muted")
        return name, role

    def draw_roomy(
        self, surface: pygame.Surface, facts: Facts, icon: pygame.Rect, status: SeatStatus
    ) -> bool:
        """The die at full height, name over role, the pill ("to move", "wins") over the
        pips; False if it does not fit (nothing drawn then)."""
        assert self.rect is not None  # laid out before use
        theme, lay = self.app.theme, self.app.layout
        seat, panel = self.seat, self.rect
        size = lay.heading if panel.height >= lay.text * 4 else lay.text
        name, role = self.card_words(seat, facts.state, size, lay.small)
        rows = name.get_height() + role.get_height()
        if rows > panel.height - 4:
            return False
        left = icon.right + lay.gap
        radius = max(5, int(min(panel.height * 0.09, lay.small * 0.6)))
        pips_w = 6 * radius + 2 * max(4, lay.gap // 2)
        # TRANSLATORS: under the pips that count the triads a player made.
        caption = theme.text(_("triads"), lay.small, "muted")
        pill = status_picture(theme, status, lay.small, lay.gap)
        # both cards take the same shape whoever is to move or won: the wider pill decides
        pills = [status_picture(theme, SeatStatus("accent", _("to move"), "accent"), lay.small, lay.gap)]
        pills.append(status_picture(theme, SeatStatus("good", _("wins"), "good"), lay.small, lay.gap))
        right_w = max(
            [pips_w + lay.gap + caption.get_width()] + [p.get_width() + lay.gap for p in pills if p]
        )
        # both cards take the same shape, whoever is to move: measure the longer words
        words = max(
            w.get_width() for other in (0, 1) for w in self.card_words(other, facts.state, size, lay.small)
        )
        if left + words + lay.gap + right_w > panel.right - lay.gap:
            return False
        surface.blit(self.die(icon.width), icon)
        top = panel.centery - rows // 2
        surface.blit(name, (left, top))
        surface.blit(role, (left, top + name.get_height()))
        role_mid = top + name.get_height() + role.get_height() // 2
        x = self.draw_counter(surface, panel.right - lay.gap, role_mid, radius, facts.counts[seat])
        surface.blit(caption, caption.get_rect(midright=(x - lay.gap, role_mid)))
        if pill is not None:
            surface.blit(pill, pill.get_rect(midright=(panel.right - lay.gap, top + name.get_height() // 2)))
        return True

    def draw_tight(self, surface: pygame.Surface, facts: Facts) -> None:
        """A narrow card: a small die, the name and the pips on one row, the role under
        them across the whole card (on two lines if it must, never left out). Where a
        name does not fit beside the pips, they go right of the role, or the die is left
        out (tight_plan)."""
        assert self.rect is not None  # laid out before use
        theme, lay = self.app.theme, self.app.layout
        seat, panel = self.seat, self.rect
        radius = max(5, int(lay.small * 0.4))
        plan = self.tight_plan(facts.state, radius)
        name = theme.text(self.game.seat_name(seat, facts.state), plan.size, "text", bold=True)
        roles = [theme.text(line, lay.small, "muted") for line in self.role_lines(seat, radius, plan)]
        role_h = sum(label.get_height() for label in roles)
        name_h = self.name_row()
        top = panel.centery - (name_h + role_h) // 2
        row_mid = top + name_h // 2
        left = panel.x + lay.gap
        if plan.die:
            icon = pygame.Rect(0, 0, self.icon_side(), self.icon_side())
            icon.midleft = (left, row_mid)
            surface.blit(self.die(icon.width), icon)
            left = icon.right + lay.gap // 2
        pips_mid = top + name_h + roles[0].get_height() // 2 if plan.low else row_mid
        if plan.column:
            x = self.draw_counter(
                surface, panel.right - lay.gap, panel.centery, radius, facts.counts[seat], column=True
            )
        else:
            x = self.draw_counter(surface, panel.right - lay.gap, pips_mid, radius, facts.counts[seat])
        room = (panel.right - lay.gap if plan.low else x - lay.gap // 2) - left
        # cut rather than drawn over the pips, should even the smaller type not fit
        surface.blit(name, name.get_rect(midleft=(left, row_mid)), pygame.Rect(0, 0, room, name.get_height()))
        y = top + name_h
        for label in roles:
            surface.blit(label, (panel.x + lay.gap, y))
            y += label.get_height()

    def draw_one_line(self, surface: pygame.Surface, facts: Facts) -> None:
        """A card one line tall: the seat's die, its name and its triads; the border says who
        won (seat_panel.py). Where a name does not fit, the smaller type, then without the die
        (the name says the colour), as the narrow card does; both cards alike where one way fits
        both names (else the name is cut, never drawn over the pips)."""
        assert self.rect is not None  # laid out before use
        theme, lay = self.app.theme, self.app.layout
        seat, panel = self.seat, self.rect
        radius = max(5, int(lay.small * 0.4))
        x = self.draw_counter(surface, panel.right - lay.gap, panel.centery, radius, facts.counts[seat])
        side = min(self.icon_side(), panel.height - 4)
        names = [self.game.seat_name(other, facts.state) for other in (0, 1)]
        plans = [(size, die) for die in (True, False) for size in (lay.text, lay.small)]

        def room(die: bool) -> int:
            return x - lay.gap // 2 - panel.x - lay.gap - (side + lay.gap // 2 if die else 0)

        size, die = next(
            (plan for plan in plans if all(theme.fits(n, plan[0], room(plan[1]), True) for n in names)),
            plans[-1],
        )
        left = panel.x + lay.gap
        if die:
            icon = pygame.Rect(0, 0, side, side)
            icon.midleft = (left, panel.centery)
            surface.blit(self.die(side), icon)
            left = icon.right + lay.gap // 2
        name = theme.text(names[seat], size, "text", bold=True)
        clip = pygame.Rect(0, 0, room(die), name.get_height())
        surface.blit(name, name.get_rect(midleft=(left, panel.centery)), clip)

    def name_row(self) -> int:
        """The height of a narrow card's first row (the die, the name, maybe the pips)."""
        lay = self.app.layout
        return max(self.app.theme.font(lay.text, bold=True).get_height(), int(lay.text * 1.1))

    def icon_side(self) -> int:
        return min(self.name_row(), int(self.app.layout.text * 1.3))

    def pips_width(self, radius: int) -> int:
        return 6 * radius + 2 * max(4, self.app.layout.gap // 2)

    def pips_step(self) -> int:
        return max(4, self.app.layout.gap // 2)

    def role_width(self, radius: int, low: bool, column: bool = False) -> int:
        assert self.rect is not None  # laid out before use
        lay = self.app.layout
        beside = self.pips_width(radius) + lay.gap if low else 2 * radius + lay.gap // 2 if column else 0
        return self.rect.width - 2 * lay.gap - beside

    def role_lines(self, seat: int, radius: int, plan: TightPlan) -> list[str]:
        """The role's lines on a narrow card: across it, or beside the pips (`plan.low`, or
        their column), there without the computer's level if the plan says (`plan.short`)."""
        role = self.labels[seat].split(": ")[0] if plan.short else self.labels[seat]
        return self.app.theme.lines(
            role, self.app.layout.small, self.role_width(radius, plan.low, plan.column)
        )

    def tight_plan(self, state: TriadState, radius: int) -> TightPlan:
        """How a narrow card fits its name, the first of: the name in the text size, else
        the smaller one, beside the pips; the pips down beside the role (where it fits,
        role_fits); the same without the die (the name says the colour); the pips
        beside the role without the computer's level ("Computer"). Both cards take one
        plan where one fits both (the longer name and role decide), else each its own."""
        lay = self.app.layout
        plans = [
            TightPlan(size, low, die, short)
            for short in (False, True)
            for die in (True, False)
            for low in (False, True)
            for size in (lay.text, lay.small)
            if low or not short
        ]
        # last, the pips in a column down the right edge, where the card is tall enough: a
        # one-word role wider than the room beside the pips (Italian's "Avversario") with a
        # name too wide beside them ("Arancione")
        plans += [
            TightPlan(size, False, die, False, True)
            for die in (True, False)
            for size in (lay.text, lay.small)
        ]
        own = (self.seat,)
        plan = self.first_fit(state, radius, plans, (0, 1)) or self.first_fit(state, radius, plans, own)
        # else the most room there is for the name (cut, never drawn over the pips)
        return plan or self.usable(radius, plans, own)[-1]

    def usable(self, radius: int, plans: list[TightPlan], seats: tuple[int, ...]) -> list[TightPlan]:
        """`plans` without those that put the pips beside a role of `seats` too wide or tall
        there, or in a column taller than the card or beside a word wider than the room."""
        return [
            plan
            for plan in plans
            if (not plan.low or all(self.role_fits(seat, radius, plan) for seat in seats))
            and (not plan.column or all(self.column_fits(seat, radius, plan) for seat in seats))
        ]

    def first_fit(
        self, state: TriadState, radius: int, plans: list[TightPlan], seats: tuple[int, ...]
    ) -> TightPlan | None:
        """The first of `plans` that fits the names and roles of `seats`; None if none does."""
        assert self.rect is not None  # laid out before use
        theme, lay, panel = self.app.theme, self.app.layout, self.rect
        names = [self.game.seat_name(seat, state) for seat in seats]
        for plan in self.usable(radius, plans, seats):
            room = panel.width - 2 * lay.gap - (self.icon_side() + lay.gap // 2 if plan.die else 0)
            room -= (
                0
                if plan.low
                else 2 * radius + lay.gap // 2
                if plan.column
                else self.pips_width(radius) + lay.gap // 2
            )
            if all(theme.fits(name, plan.size, room, True) for name in names):
                return plan
        return None

    def role_fits(self, seat: int, radius: int, plan: TightPlan) -> bool:
        """Whether the role fits beside the pips: no word wider than the room there, and
        the card no taller than its height (or than the role across the card makes it)."""
        assert self.rect is not None  # laid out before use
        font = self.app.theme.font(self.app.layout.small)
        lines = self.role_lines(seat, radius, plan)
        if max(font.size(line)[0] for line in lines) > self.role_width(radius, True):
            return False
        across = self.role_lines(seat, radius, TightPlan(plan.size, False, plan.die, False))
        return self.name_row() + len(lines) * font.get_height() <= self.rect.height - 4 or len(lines) <= len(
            across
        )

    def column_fits(self, seat: int, radius: int, plan: TightPlan) -> bool:
        """Whether the pips fit one above another in the card's height, with every word of
        the role beside them on as many lines as the name's row and the card leave."""
        assert self.rect is not None  # laid out before use
        font = self.app.theme.font(self.app.layout.small)
        lines = self.role_lines(seat, radius, plan)
        tall = 6 * radius + 2 * self.pips_step() <= self.rect.height - 4
        wide = max(font.size(line)[0] for line in lines) <= self.role_width(radius, False, True)
        return tall and wide and self.name_row() + len(lines) * font.get_height() <= self.rect.height - 4

    def draw_counter(
        self, surface: pygame.Surface, right: int, y: int, radius: int, count: int, column: bool = False
    ) -> int:
        """Three pips for the triads made (three win), ending at `right` (in a `column`:
        centred on `y`, the first at the top); returns the x left of them."""
        theme, _lay = self.app.theme, self.app.layout
        step = 2 * radius + self.pips_step()
        x = right - radius
        for index in (2, 1, 0):
            at = (x, y + (index - 1) * step) if column else (x, y)
            if index < count:
                pygame.draw.circle(surface, theme.colour("accent"), at, radius)
            else:
                pygame.draw.circle(surface, theme.colour("muted"), at, radius, width=max(2, radius // 3))
            if not column:
                x -= step
        return (x - radius) if column else x + step - radius

    def draw_turn_options(
        self, surface: pygame.Surface, facts: Facts, icon: pygame.Rect, options: list[TurnOption]
    ) -> None:
        """The mover's card while a boxed-in die is picked: who it is (smaller type, or
        without the die picture, if it must) and the words before the buttons."""
        assert self.rect is not None  # laid out before use
        theme, lay = self.app.theme, self.app.layout
        seat, panel = self.seat, self.rect
        first = options[0][2]
        room = first.x - lay.gap - icon.right - lay.gap
        words: tuple[pygame.Surface, ...] = self.card_words(seat, facts.state, lay.text, lay.small)
        left = icon.right + lay.gap
        if max(w.get_width() for w in words) > room:
            left, room = panel.x + lay.gap, first.x - 2 * lay.gap - panel.x  # the buttons show the colour
        else:
            surface.blit(self.die(icon.width), icon)
        if max(w.get_width() for w in words) > room:  # secondary text; the role only if it fits
            words = self.card_words(seat, facts.state, lay.small, lay.small)
            if words[1].get_width() > room:
                words = words[:1]
        top = panel.centery - sum(w.get_height() for w in words) // 2
        for label in words:
            surface.blit(label, (left, top))
            top += label.get_height()
        used = left + max(w.get_width() for w in words) + lay.gap
        # TRANSLATORS: before the buttons that turn a die in place; the second is the shorter form.
        for text in (_("Turn in place:"), _("Turn:")):
            label = theme.text(text, lay.small, "text", bold=True)
            if label.get_width() <= first.x - lay.gap - used:
                surface.blit(label, label.get_rect(midright=(first.x - lay.gap, first.centery)))
                break
