"""Each seat's card, Player 2's above the card and Player 1's below it (or on the right):
name, person or computer (and which level), what they do now, and the box that holds
the die they are to place. A tap on that box picks the die up (then a tap on a square
places it), a drag carries it onto a square."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from app.ui.layout import MIN_TAP_CSS
from games.core import CHANCE
from games.i18n import N_, _

from ..part import Part
from ..seat_panel import draw_seat_panel, seat_status
from ..view import CLEAR, Hit
from .pictures import face_of, fitted

if TYPE_CHECKING:
    from collections.abc import Callable

    from games.trice.rules import TriceState
    from games.trice.view_queries import TriceQueries

    from ..hit import BoardUI, Point
    from ..host import Host, Render
    from .card import Card
    from .moving_dice import MovingDice
    from .setup_roll import SetupRoll

Placed = list[tuple[pygame.Surface, dict[str, Any]]]  # [(picture, {anchor: point})]: blit keywords
Note = tuple[str, str, bool]  # (text, colour, bold)

HAND = "hand"  # ui.selected: the person tapped the die in their hand
# TRANSLATORS: what the seat whose turn it is does now, beside its name on its card.
DOING = {"give": N_("gives a die"), "mark": N_("marks a die"), "swap": N_("swaps"), "inc": N_("raises a die")}


def stacked(panel: pygame.Rect, x: int, first: pygame.Surface, second: pygame.Surface) -> Placed:
    """[(picture, {anchor: point})]: `first` over `second` from `x`, centred on the panel's height."""
    top = panel.centery - (first.get_height() + second.get_height()) // 2
    return [(first, {"topleft": (x, top)}), (second, {"topleft": (x, top + first.get_height())})]


class SeatCards(Part):
    def __init__(
        self,
        app: Host,
        rules: TriceQueries,
        seat_name: Callable[[int, TriceState | None], str],
        labels: list[str],
        render: Render,
        card: Card,
        setup_roll: SetupRoll,
        moving: MovingDice,
    ) -> None:
        """`labels`: what each seat is ("You", "Computer (easy)"...), the view's list, changed in
        place; `card`: where a dragged die lands; `setup_roll` and `moving`: while they
        move no seat acts yet."""
        self.app, self.rules, self.seat_name, self.labels, self.render = app, rules, seat_name, labels, render
        self.card, self.setup_roll, self.moving = card, setup_roll, moving
        self.panels: dict[int, pygame.Rect] = {}  # seat -> its card
        self.slots: dict[int, pygame.Rect] = {}  # seat -> the box of the die to place

    def place(self, panels: dict[int, pygame.Rect], slots: dict[int, pygame.Rect]) -> None:
        self.panels, self.slots = panels, slots

    def hand_box(self, seat: int) -> pygame.Rect:
        """Where a tap or a drag picks up the die to place: its box, at least a finger wide."""
        slot = self.slots[seat]
        side = max(slot.width, math.ceil(MIN_TAP_CSS * self.app.layout.css_scale))
        return pygame.Rect(0, 0, side, side).move(slot.centerx - side // 2, slot.centery - side // 2)

    def on_hand(self, pos: Point, state: TriceState) -> bool:
        return self.rules.step(state) == "place" and self.hand_box(self.rules.to_move(state)).collidepoint(
            pos
        )

    # -- meanings ----------------------------------------------------------------------------
    def hit(self, pos: Point, state: TriceState, ui: BoardUI) -> Hit | None:
        if not self.on_hand(pos, state):
            return None
        if ui.selected == HAND:
            return Hit(pick=CLEAR)
        return Hit(pick=HAND, say=_("Now tap an empty square for it."))

    def grab(self, pos: Point, state: TriceState, ui: BoardUI) -> tuple[str, str | None] | None:
        return ("hand", self.rules.hand(state)) if self.on_hand(pos, state) else None

    def drop(self, pos: Point, state: TriceState, ui: BoardUI) -> Hit | None:
        cell = self.card.cell_at(pos)
        return Hit(move=f"place {cell}") if cell is not None else None

    # -- picture -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: TriceState, ui: BoardUI) -> None:
        for seat in (1, 0):
            self.draw_seat(surface, state, ui, seat)

    def words(
        self, seat: int, state: TriceState, panel: pygame.Rect, x: int, right: int, note: Note | None
    ) -> Placed:
        """[(picture, {anchor: point})]: the seat's name over what it is, from `x`, and the
        `note` (what it does now: (text, colour, bold), or None) ending at `right`. The note
        goes beside the name if both fit there (the name in smaller text if need be), else
        in two lines beside both lines, else in place of what the seat is (which is back
        once the note is gone). A card one line tall (a short screen in larger text) has them
        side by side: the name, what the seat is where it fits, the note at the right."""
        theme, lay = self.app.theme, self.app.layout
        room, seat_name = right - x, self.seat_name(seat, state)
        name = fitted(theme, seat_name, (lay.text, lay.small), "text", room, bold=True)
        who = fitted(theme, self.labels[seat], (lay.small,), "muted", room)
        label = self.note_picture(note) if note is not None else None
        if panel.height < name.get_height() + who.get_height():  # a one-line card (geometry.sizes)
            placed = [(name, {"midleft": (x, panel.centery)})]
            after = x + name.get_width() + lay.gap
            if label is not None and after + label.get_width() > right:
                label = None  # "gets the die", too long here: the empty box beside says it
            if after + who.get_width() <= right - (label.get_width() + lay.gap if label else 0):
                placed.append((who, {"midleft": (after, panel.centery)}))
            return placed + ([(label, {"midright": (right, panel.centery)})] if label else [])
        if note is None or label is None:
            return stacked(panel, x, name, who)
        beside = room - label.get_width() - lay.gap  # what the note leaves of the name's line
        short = fitted(theme, seat_name, (lay.text, lay.small), "text", beside, bold=True)
        if short.get_width() <= beside:
            placed = stacked(panel, x, short, who)
            # a long label (a translation's) takes the whole line under the name; the note
            # stays beside the name
            name_y = placed[0][1]["topleft"][1] + short.get_height() // 2
            note_y = panel.centery if who.get_width() <= beside else name_y
            return placed + [(label, {"midright": (right, note_y)})]
        lines = self.note_lines(note, room - max(name.get_width(), who.get_width()) - lay.gap, panel.height)
        if lines:
            y = panel.centery - sum(line.get_height() for line in lines) // 2
            return stacked(panel, x, name, who) + [
                (line, {"topright": (right, y + index * line.get_height())})
                for index, line in enumerate(lines)
            ]
        return stacked(panel, x, name, label)

    def note_picture(self, note: Note) -> pygame.Surface:
        """What the seat to move does now, or the end's "wins": the pill every game's cards
        share (app/boards/seat_panel.py); a muted note else."""
        theme, lay = self.app.theme, self.app.layout
        text, colour, bold = note
        if colour in ("accent", "good"):
            return theme.tag(text, lay.small, lay.gap // 2, colour)
        return theme.text(text, lay.small, colour, bold)

    def one_line_fits(self, width: int, height: int) -> bool:
        """Whether every seat's card, `width` by `height` (one line), shows its name and its
        longest note side by side, with the die's box at its right (what the seat is goes
        between them where it fits: `words`)."""
        theme, lay = self.app.theme, self.app.layout
        # what the seat to move does while the pool holds dice (the one-line cards' layout is only
        # used then: view.layout), giving or placing; "gets the die" gives way where it is too
        # long (`words`)
        giving = DOING["give"]  # (a message id: the catalogs' extractor reads literals in _())
        notes: list[Note] = [(_("to place"), "accent", True), (_(giving), "accent", True)]
        widest = max(self.note_picture(note).get_width() for note in notes)
        room = width - 4 * lay.gap - int(height * 0.84)  # the die's box and the padding round it
        return all(
            theme.font(lay.text, bold=True).size(self.seat_name(seat, None))[0] + widest + lay.gap <= room
            for seat in (0, 1)
        )

    def note_lines(self, note: Note, width: int, height: int) -> list[pygame.Surface]:
        """The note ((text, colour, bold)) as at most two lines `width` wide and `height` tall
        together, or [] if it does not fit so."""
        theme, lay = self.app.theme, self.app.layout
        text, colour, bold = note
        lines = theme.lines(text, lay.small, width, bold) if width > 0 else []
        pictures = [theme.text(line, lay.small, colour, bold) for line in lines]
        if not 0 < len(pictures) <= 2 or any(p.get_width() > width for p in pictures):
            return []
        return pictures if sum(p.get_height() for p in pictures) <= height else []

    def draw_seat(self, surface: pygame.Surface, state: TriceState, ui: BoardUI, seat: int) -> None:
        theme, lay, rules = self.app.theme, self.app.layout, self.rules
        panel, slot = self.panels[seat], self.slots[seat]
        # the card every game shares: lit while the seat acts, green with "wins" at the end; no
        # one acts while the starting roll holds the turn, and the note beside the name says what
        # the seat does (no pill: doing="")
        acting = CHANCE if self.setup_roll.dice else None
        status = seat_status(rules, state, seat, acting=acting, doing="", closed=ui.closed)
        active = status.lit == "accent"
        draw_seat_panel(surface, theme, lay, panel, status)
        step = rules.step(state)
        holder = rules.to_move(state) if step == "place" else None
        still = not (self.setup_roll.busy() or self.moving.busy())
        receiving = step == "give" and rules.to_move(state) != seat and still
        if holder == seat:
            # TRANSLATORS: beside a seat's name: the die in its box is the one it places.
            note, colour = _("to place"), "accent"
        elif receiving:
            # TRANSLATORS: beside a seat's name: the die given now goes to this seat.
            note, colour = _("gets the die"), "muted"
        elif active:
            note, colour = (_(DOING[step]) if step in DOING else ""), "accent"
        elif status.word is not None:  # the end: "wins", "draw"
            note, colour = status.word, status.colour
        else:
            note, colour = "", "muted"
        boxed = receiving or holder == seat
        x = panel.x + lay.gap * 2
        right = slot.x - lay.gap if boxed else panel.right - lay.gap * 2
        words = self.words(seat, state, panel, x, right, (note, colour, colour != "muted") if note else None)
        for picture, place in words:
            surface.blit(picture, picture.get_rect(**place))
        if boxed:
            pygame.draw.rect(surface, theme.colour("muted"), slot, width=2, border_radius=lay.gap)
        hand = rules.hand(state)
        dragged = ui.drag and ui.drag[0] == "hand" and ui.drag_pos
        if holder == seat and hand and "hand" not in self.moving.hidden() and not dragged:
            picture = self.render(face_of(hand), slot.width - 6)
            surface.blit(picture, picture.get_rect(center=slot.center))
            if ui.selected == HAND:
                pygame.draw.rect(
                    surface, theme.colour("highlight"), slot.inflate(6, 6), width=4, border_radius=lay.gap
                )
