"""The TRICE coach line: who acts now and what to tap, in the player's words.

After the computer's moves it first retells them ("Player 2 put the orange 1 on
c3 and gave you the white 3"), so the line itself says what happened; the cells
it names are read off the card's rulers. With one person at the table the
sentences speak to "you" (messages of their own, so a language can say it its way);
between two people they start with the name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from app.seats import is_human
from games.core import CHANCE
from games.i18n import _

from .pictures import present
from .setup_roll import opening

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from games.game import Game
    from games.trice.rules import TriceState
    from games.trice.view_queries import TriceQueries

    from ..hit import BoardUI

RECAP = 2  # the computer's latest moves retold, at most


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


class CoachWords:
    def __init__(
        self, game: Game[Any], seats: Sequence[str], fits: Callable[[str], bool] = lambda text: True
    ) -> None:
        """`seats`: each seat's kind ("human", "easy"...); `fits`: whether a sentence fits
        the coach line's box (where not, a shorter one is said if there is one)."""
        self.game, self.seats, self.fits = game, seats, fits
        # the descriptor promises Rules; TRICE's RULES answers TriceQueries (games/trice/view_queries.py)
        self.rules = cast("TriceQueries", game.rules)

    def name(self, seat: int, state: TriceState | None = None) -> str:
        return self.game.seat_name(seat, state)

    def people(self) -> set[int]:
        return {seat for seat, kind in enumerate(self.seats) if is_human(kind)}

    def is_you(self, seat: int) -> bool:
        """The seat is the only person at the table: the sentences say "you"."""
        return self.people() == {seat}

    def instruction(self, state: TriceState, seat: int, where: str) -> str:
        """What the person at `seat` does now, as one sentence (`where`: where the pool is)."""
        first = opening(self.rules, state)
        text = self.addressed(self.todo(state, seat, where, first), state, seat)
        if first and not self.fits(text):  # a short coach line's box: the setup roll says who starts
            text = self.addressed(self.todo(state, seat, where, False), state, seat)
        return text

    def addressed(self, text: str, state: TriceState, seat: int) -> str:
        """`text` (what to do) said to the person at `seat`: by name if two people play."""
        if len(self.people()) > 1:
            # TRANSLATORS: a player's name, then what they do now with its first letter in lower case.
            text = _("{player}, {instruction}").format(
                player=self.name(seat, state), instruction=lower_first(text)
            )
        return text

    def todo(self, state: TriceState, seat: int, where: str, first: bool) -> str:
        """What to do now (`first`: the first die of the game is given, which it says)."""
        rules = self.rules
        step, other = rules.step(state), self.name(1 - seat, state)
        if step == "give":
            if first:
                # TRANSLATORS: {where} is where the dice are, "on the right" or "below the card".
                text = _("Give {player} a die to place first: tap one of the dice {where}.")
            else:
                text = _("Give {player} a die: tap one of the dice {where}.")
            return text.format(player=other, where=where)
        if step == "place":
            return _("Place the {die}: tap an empty square.").format(
                die=rules.die_words(present(rules.hand(state)))
            )
        if step == "mark":
            if rules.repetitions(state) >= 2:
                return _(
                    "Mark a die for {player} to swap: tap any die on the card. This card came up before: "
                    "a third time is a draw."
                ).format(player=other)
            return _("Mark a die for {player} to swap: tap any die on the card.").format(player=other)
        if step == "swap":
            return _("Swap the die on {cell}: tap a die beside it (not diagonal).").format(
                cell=rules.marked(state)
            )
        pair = rules.swapped(state)
        assert pair is not None  # the raise step: the two dice just swapped
        return _("Raise {cell} or {other} by one: tap one of them.").format(cell=pair[0], other=pair[1])

    def doing(self, state: TriceState, seat: int) -> str:
        """What the computer at `seat` is busy with (without its name)."""
        rules = self.rules
        step, you = rules.step(state), self.is_you(1 - seat)
        other = self.name(1 - seat, state)
        if step == "give":
            return (
                # TRANSLATORS: what the computer is busy with, after its name ("Player 2 is choosing...").
                _("is choosing a die for you...")
                if you
                else _("is choosing a die for {player}...").format(player=other)
            )
        if step == "place":
            return _("is placing the {die}...").format(die=rules.die_words(present(rules.hand(state))))
        if step == "mark":
            return (
                _("is marking a die for you to swap...")
                if you
                else _("is marking a die for {player} to swap...").format(player=other)
            )
        if step == "swap":
            return _("is swapping the die on {cell}...").format(cell=rules.marked(state))
        pair = rules.swapped(state)
        assert pair is not None  # the raise step: the two dice just swapped
        return _("is raising {cell} or {other}...").format(cell=pair[0], other=pair[1])

    def recent(self, state: TriceState, ui: BoardUI) -> tuple[int, list[tuple[TriceState, str]]] | None:
        """(seat, [(before, move)]): the latest moves, if a computer made them."""
        states, moves = ui.history
        if not moves or states[-1] != state:
            return None
        rules = self.rules
        seat: int | None = None
        out: list[tuple[TriceState, str]] = []
        for before, move in zip(reversed(states[:-1]), reversed(moves)):
            mover = rules.to_move(before)
            if (
                mover == CHANCE
                or is_human(self.seats[mover])
                or seat not in (None, mover)
                or len(out) == RECAP
            ):
                break
            seat = mover
            out.insert(0, (before, move))
        if not out:
            return None
        assert seat is not None  # set with the first move kept
        return seat, out

    def past(self, before: TriceState, move: str, state: TriceState | None = None) -> str:
        """A move in the past tense, without who made it: "gave you the white 3"."""
        rules = self.rules
        verb, *args = move.split()
        if verb == "give":
            taker, die = 1 - rules.to_move(before), rules.die_words(args[0])
            if self.is_you(taker):
                # TRANSLATORS: a move in the past tense after its player's name, "Player 2 gave you the
                # white 3".
                return _("gave you the {die}").format(die=die)
            return _("gave {player} the {die}").format(player=self.name(taker, state), die=die)
        if verb == "place":
            return _("put the {die} on {cell}").format(
                die=rules.die_words(present(rules.hand(before))), cell=args[0]
            )
        if verb == "mark":
            return _("marked the {die} on {cell}").format(
                die=rules.die_words(present(rules.board(before)[args[0]])), cell=args[0]
            )
        if verb == "swap":
            return _("swapped {cell} and {other}").format(cell=args[0], other=args[1])
        die = present(rules.board(before)[args[0]])
        return _("raised {cell} to {value}").format(cell=args[0], value=int(die[1:]) % 6 + 1)

    def long_sentence(self) -> str:
        """A long sentence the line says often (the view sizes its box for it): the
        computer's two moves retold, then what to tap."""
        rules = self.rules
        did = _("{first} and {second}").format(
            first=_("put the {die} on {cell}").format(die=rules.die_words("O1"), cell="c3"),
            second=_("gave you the {die}").format(die=rules.die_words("W3")),
        )
        said = _("{player} {did}").format(player=self.name(1), did=did)
        return _("{said}: tap an empty square for it.").format(said=said)

    def coach(self, state: TriceState, ui: BoardUI, where: str, roll: str | None) -> str:
        """The line; `roll`: the setup roll's stage (SetupRoll.stage: None, "rolling", "landed")."""
        rules = self.rules
        if rules.is_over(state):
            return rules.end_reason(state)
        if roll == "rolling":
            return _("Rolling the dice to see who starts...")
        if roll == "landed":  # the setup roll waits on the card to be read
            starter = rules.starter(state)
            if starter is None:  # a tie: they roll again
                return rules.start_reason(state)
            giver, reason = self.name(1 - starter, state), rules.start_reason(state)
            if self.is_you(starter):
                # TRANSLATORS: {reason} is a sentence of its own, who starts and why.
                return _("{reason} {player} picks your first die.").format(reason=reason, player=giver)
            return _("{reason} {player} picks {starter}'s first die.").format(
                reason=reason, player=giver, starter=self.name(starter, state)
            )
        seat = rules.to_move(state)
        if seat == CHANCE:
            return _("Rolling the dice to see who starts...")
        told = self.recent(state, ui)
        now = None if is_human(self.seats[seat]) else self.doing(state, seat)
        if told is None:
            if now:
                # TRANSLATORS: a player's name and what it is busy with, "Player 2 is placing the white 3...".
                return _("{player} {doing}").format(player=self.name(seat, state), doing=now)
            return self.instruction(state, seat, where)
        mover, moves = told
        did = self.past(*moves[0], state)
        for before, move in moves[1:]:
            # TRANSLATORS: two moves in the past tense, "put the orange 1 on c3 and gave you the white 3".
            did = _("{first} and {second}").format(first=did, second=self.past(before, move, state))
        # TRANSLATORS: a player's name and what it did, "Player 2 put the orange 1 on c3".
        said = _("{player} {did}").format(player=self.name(mover, state), did=did)
        if mover == seat:
            # TRANSLATORS: what a player did, then what it is busy with now.
            return _("{said} and {doing}").format(said=said, doing=now)
        last = moves[-1][1].split()[0]
        if now is None and last == "give" and rules.step(state) == "place":
            return _("{said}: tap an empty square for it.").format(said=said)
        if now is None and last == "mark" and rules.step(state) == "swap":
            return _("{said}: tap a die beside it (not diagonal) to swap them.").format(said=said)
        if now is not None and last == "give" and rules.step(state) == "place":
            return _("{said}. {player} is placing it...").format(said=said, player=self.name(seat, state))
        if now is not None:
            # TRANSLATORS: what a player did, then the next player's name and what it is busy with.
            return _("{said}. {player} {doing}").format(said=said, player=self.name(seat, state), doing=now)
        # TRANSLATORS: what a player did, then what the person does now, a sentence of its own.
        return _("{said}. {instruction}").format(said=said, instruction=self.instruction(state, seat, where))
