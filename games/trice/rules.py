"""TRICE rules engine (the rules: games/trice/howto.txt; interface: docs/api.md).

Moves: ``roll AAAAAA/BBBBBB`` (chance), ``give W3``, ``place b2``, and in the
v0.3 full-board phase ``mark b2``, ``swap b2 c2``, ``inc c2``.

Extras on ``RULES`` beyond api.md (all pure, all take the state first):

- ``VARIANT_NAMES``: {variant: short label}; ``OPTIONS``: {} (no rules options;
  colour-blind marks are a display setting of the app, not part of a game).
- ``end_reason(state) -> str``: who won or that it is a draw, and why.
- ``describe_move(state, move) -> str``: the move in plain words.
- ``step(state) -> str``: "roll", "give", "place", "mark", "swap", "inc" or "over".
- ``prompt(state) -> str``: what the seat to act must do ("Place the orange 4").
- ``board(state) -> dict``: {cell name: die text like "W3" or None}, all 12 cells.
- ``pool(state) -> list[str]``: unplaced dice, sorted (repeats listed each time).
- ``hand(state) -> str | None``: the die to place now (held by ``to_move``).
- ``rolls(state) -> (list[int], list[int]) | None``: the latest setup roll of
  Player 1 and Player 2 (W W P P O O values), also after a tied roll.
- ``starter(state) -> int | None``: the seat that places first.
- ``start_reason(state) -> str``: who starts and why (or that the roll tied).
- ``marked(state) -> str | None``; ``swapped(state) -> (str, str) | None``.
- ``swap_targets(state) -> list[str]``: cells the marked die may swap with.
- ``deciding_lines(state) -> list[(tuple[str, str, str], str, str)]``: when
  the game ended on the board: (cells, "trice" or "double", words such as
  "same colour and a run of values").
- ``line_label(state) -> str | None``: "Trice: same colour" / "Double Trice:
  same colour and same value - Player 1 loses".
- ``winner(state) -> int | None``; ``repetitions(state) -> int``: how often
  the current full-board position has been counted (0 outside that phase).
- ``why_not(state, move) -> str | None``: the refusal message, or None;
  ``seat_name(seat, state=None)``: "Player 1", "Player 2".
- ``die_words(die) -> str``: "W3" -> "white 3".

``to_move`` on an ended game returns the seat that made the last move.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from games.contract import OptionSpec, OptionValue
from games.core import CHANCE, IllegalMove, draw_returns, refusal, win_returns
from games.i18n import N_, _

from . import tables
from .tables import (
    CELLS,
    COLOUR_LETTERS,
    CONDITION_WORDS,
    DOUBLE,
    EMPTY,
    INDEX,
    LINES,
    NAMES,
    NEIGHBOURS,
    TRICE,
    die_code,
    die_text,
    judge,
)

__all__ = ["RULES", "CHANCE", "IllegalMove", "TriceState"]

ROLL, GIVE, PLACE, MARK, SWAP, INC, OVER = "roll", "give", "place", "mark", "swap", "inc", "over"
ROLL_COLOURS = (0, 0, 1, 1, 2, 2)  # each player rolls W W P P O O

Outcome = tuple[()] | tuple[str, int, tuple[tables.Line, ...]]  # (kind, seat, lines) once over


class TriceState(NamedTuple):
    """An immutable game state (a tuple: equal states compare and hash equal)."""

    variant: str
    phase: str
    seat: int  # seat to act (CHANCE while rolling; last mover when over)
    board: tuple[int, ...]  # 12 die codes, EMPTY for a free cell
    pool: tuple[int, ...]  # unplaced die codes, sorted
    hand: int  # die code to place, EMPTY if none
    marked: int  # marked cell in the full-board phase, EMPTY if none
    swapped: tuple[int, ...]  # (marked cell, other cell) after a swap, else ()
    starter: int  # seat that places first, EMPTY before the roll decides
    roll: tuple[int, ...]  # latest setup roll: 12 values, or ()
    seen: tuple[int, ...]  # full-board positions counted so far (ints)
    outcome: Outcome  # () or (kind, seat, lines): kind "trice"/"double"/"full"/"repeat"


def position_key(board: Sequence[int], seat: int) -> int:
    """One int for (full board, seat to mark): the repetition rule's position."""
    key = 0
    for code in board:
        key = key * 18 + code
    return key * 2 + seat


def _seat_name(seat: int) -> str:
    return _("Player {number}").format(number=seat + 1)


def _starting_seat(values: Sequence[int]) -> int | None:
    """0 or 1: more 6s starts, then more 5s, ...; None if the counts all tie."""
    first, second = values[:6], values[6:]
    for value in range(6, 0, -1):
        a, b = first.count(value), second.count(value)
        if a != b:
            return 0 if a > b else 1
    return None


def _parse_die(text: str) -> int:
    if len(text) != 2 or text[0].upper() not in COLOUR_LETTERS or text[1] not in "123456":
        raise IllegalMove(
            _("'{text}' is not a die: write a colour letter (W, P or O) and a value 1-6, like W3.").format(
                text=text
            )
        )
    return die_code(COLOUR_LETTERS.index(text[0].upper()), int(text[1]))


def _parse_cell(text: str) -> int:
    cell = INDEX.get(text.lower())
    if cell is None:
        raise IllegalMove(_("'{text}' is not a cell of the card (a1 to d3).").format(text=text))
    return cell


class TriceRules:
    id = "trice"
    title = "TRICE"
    min_players = 2
    max_players = 2
    variants = ("v0.3", "classic")
    VARIANT_NAMES: dict[str, str] = {
        "v0.3": N_("Standard: a Double Trice loses"),  # the designer's rules v0.3; players need no number
        "classic": N_("Classic: a full card draws"),
    }
    OPTIONS: dict[str, OptionSpec] = {}

    # ---- api.md -------------------------------------------------------

    def new_game(self, players: int = 2, variant: str | None = None, **options: OptionValue) -> TriceState:
        if players != 2:
            raise IllegalMove(_("TRICE is a game for exactly 2 players."))
        variant = self.variants[0] if variant is None else variant
        if variant not in self.variants:
            raise IllegalMove(_("TRICE has no variant called '{variant}'.").format(variant=variant))
        if options:
            raise IllegalMove(_("TRICE has no option called '{option}'.").format(option=sorted(options)[0]))
        return TriceState(variant, ROLL, CHANCE, (EMPTY,) * CELLS, (), EMPTY, EMPTY, (), EMPTY, (), (), ())

    def to_move(self, state: TriceState) -> int:
        return state.seat

    def is_over(self, state: TriceState) -> bool:
        return state.phase == OVER

    def returns(self, state: TriceState) -> list[float]:
        outcome = state.outcome
        if not outcome:
            return [0.0, 0.0]
        kind, seat = outcome[0], outcome[1]
        if kind == "trice":
            return win_returns(2, seat)
        if kind == "double":
            return win_returns(2, 1 - seat)
        return draw_returns(2)

    def legal_moves(self, state: TriceState) -> list[str]:
        phase = state.phase
        if phase == GIVE:
            return [f"give {die_text(code)}" for code in sorted(set(state.pool))]
        if phase == PLACE:
            return [f"place {NAMES[c]}" for c in range(CELLS) if state.board[c] == EMPTY]
        if phase == MARK:
            return [f"mark {name}" for name in NAMES]
        if phase == SWAP:
            marked = state.marked
            return [f"swap {NAMES[marked]} {NAMES[other]}" for other in NEIGHBOURS[marked]]
        if phase == INC:
            return [f"inc {NAMES[c]}" for c in state.swapped]
        return []  # over, or a setup roll: 6**12 outcomes are too many to list

    def random_outcome(self, state: TriceState, rng: random.Random) -> str:
        if state.phase != ROLL:
            raise IllegalMove(_("There is nothing to roll now."))
        values = [rng.randint(1, 6) for _ in range(12)]
        return "roll " + "".join(map(str, values[:6])) + "/" + "".join(map(str, values[6:]))

    def play(self, state: TriceState, move: str) -> TriceState:
        if not isinstance(move, str):
            raise IllegalMove(_("A move must be written as text, like 'place b2'."))
        words = move.split()
        if not words:
            raise IllegalMove(_("The move is empty."))
        verb, args = words[0].lower(), words[1:]
        phase = state.phase
        if phase == OVER:
            raise IllegalMove(_("The game is over: no more moves."))
        if verb != phase:
            raise IllegalMove(self._wrong_step(state, verb))
        if phase == ROLL:
            return self._roll(state, args)
        if phase == GIVE:
            return self._give(state, args)
        if phase == PLACE:
            return self._place(state, args)
        if phase == MARK:
            return self._mark(state, args)
        if phase == SWAP:
            return self._swap(state, args)
        return self._inc(state, args)

    # ---- moves --------------------------------------------------------

    def _wrong_step(self, state: TriceState, verb: str) -> str:
        known = (ROLL, GIVE, PLACE, MARK, SWAP, INC)
        if verb not in known:
            return _("'{verb}' is not a TRICE move (roll, give, place, mark, swap or inc).").format(verb=verb)
        prompt = self.prompt(state)
        # TRANSLATORS: {step} is what the player must do now, a prompt of this game with its first
        # letter in lower case ("not now: place the white 3").
        return _("Not now: {step}.").format(step=prompt[0].lower() + prompt[1:])

    def _roll(self, state: TriceState, args: list[str]) -> TriceState:
        text = "".join(args)
        parts = text.split("/")
        if (
            len(parts) != 2
            or any(len(p) != 6 for p in parts)
            or any(ch not in "123456" for ch in parts[0] + parts[1])
        ):
            raise IllegalMove(_("A roll is written 'roll AAAAAA/BBBBBB': six values 1-6 for each player."))
        values = tuple(int(ch) for ch in parts[0] + parts[1])
        starter = _starting_seat(values)
        if starter is None:
            return state._replace(roll=values)  # a full tie: roll again
        pool = tuple(sorted(die_code(ROLL_COLOURS[i % 6], v) for i, v in enumerate(values)))
        # The player who does not start gives the first die.
        return state._replace(phase=GIVE, seat=1 - starter, pool=pool, starter=starter, roll=values)

    def _give(self, state: TriceState, args: list[str]) -> TriceState:
        if len(args) != 1:
            raise IllegalMove(_("Write the die to give, like 'give W3'."))
        code = _parse_die(args[0])
        if code not in state.pool:
            raise IllegalMove(_("There is no {die} left to give.").format(die=tables.die_words(code)))
        pool = list(state.pool)
        pool.remove(code)
        return state._replace(phase=PLACE, seat=1 - state.seat, pool=tuple(pool), hand=code)

    def _place(self, state: TriceState, args: list[str]) -> TriceState:
        if len(args) != 1:
            raise IllegalMove(_("Write the cell to place on, like 'place b2'."))
        cell = _parse_cell(args[0])
        if state.board[cell] != EMPTY:
            raise IllegalMove(_("{cell} already holds a die: choose an empty cell.").format(cell=NAMES[cell]))
        cells = list(state.board)
        cells[cell] = state.hand
        board = tuple(cells)
        after = state._replace(board=board, hand=EMPTY)
        ended = self._judge(after, (cell,))
        if ended is not None:
            return ended
        if state.pool:
            return after._replace(phase=GIVE)
        if state.variant == "classic":
            return after._replace(phase=OVER, outcome=("full", state.seat, ()))
        # v0.3: the full board goes on; the player who filled it marks a die.
        return after._replace(phase=MARK, seen=(position_key(board, state.seat),))

    def _mark(self, state: TriceState, args: list[str]) -> TriceState:
        if len(args) != 1:
            raise IllegalMove(_("Write the die to mark by its cell, like 'mark b2'."))
        cell = _parse_cell(args[0])
        return state._replace(phase=SWAP, seat=1 - state.seat, marked=cell)

    def _swap(self, state: TriceState, args: list[str]) -> TriceState:
        if len(args) != 2:
            raise IllegalMove(
                _("Write the marked cell and a neighbour, like 'swap {marked} {neighbour}'.").format(
                    marked=NAMES[state.marked], neighbour=NAMES[NEIGHBOURS[state.marked][0]]
                )
            )
        first, other = _parse_cell(args[0]), _parse_cell(args[1])
        if first != state.marked:
            raise IllegalMove(
                _("The marked die is on {cell}: the swap must start there.").format(cell=NAMES[state.marked])
            )
        if other not in NEIGHBOURS[first]:
            raise IllegalMove(
                _(
                    "{cell} is not next to {marked}: swap with a die directly above, below, left "
                    "or right of it."
                ).format(cell=NAMES[other], marked=NAMES[first])
            )
        board = list(state.board)
        board[first], board[other] = board[other], board[first]
        return state._replace(phase=INC, board=tuple(board), marked=EMPTY, swapped=(first, other))

    def _inc(self, state: TriceState, args: list[str]) -> TriceState:
        if len(args) != 1:
            raise IllegalMove(_("Write the die to raise by its cell, like 'inc c2'."))
        cell = _parse_cell(args[0])
        if cell not in state.swapped:
            first, other = (NAMES[c] for c in state.swapped)
            raise IllegalMove(
                _("Only one of the two swapped dice can be raised: {cell} or {other}.").format(
                    cell=first, other=other
                )
            )
        cells = list(state.board)
        code = cells[cell]
        cells[cell] = code - 5 if code % 6 == 5 else code + 1  # a 6 becomes a 1
        board = tuple(cells)
        after = state._replace(board=board, swapped=())
        ended = self._judge(after, state.swapped)
        if ended is not None:
            return ended
        key = position_key(board, state.seat)
        seen = state.seen + (key,)
        if state.seen.count(key) >= 2:
            return after._replace(phase=OVER, seen=seen, outcome=("repeat", state.seat, ()))
        return after._replace(phase=MARK, seen=seen)

    def _judge(self, state: TriceState, cells: Iterable[int]) -> TriceState | None:
        """The ended state if the lines through `cells` decide the game, else None."""
        kind, lines = judge(state.board, cells, state.variant == "v0.3")
        if kind == DOUBLE:
            return state._replace(phase=OVER, outcome=("double", state.seat, lines))
        if kind == TRICE:
            return state._replace(phase=OVER, outcome=("trice", state.seat, lines))
        return None

    # ---- queries for screens and logs ---------------------------------

    def step(self, state: TriceState) -> str:
        return state.phase

    def board(self, state: TriceState) -> dict[str, str | None]:
        return {NAMES[c]: (None if code == EMPTY else die_text(code)) for c, code in enumerate(state.board)}

    def pool(self, state: TriceState) -> list[str]:
        return [die_text(code) for code in state.pool]

    def hand(self, state: TriceState) -> str | None:
        return None if state.hand == EMPTY else die_text(state.hand)

    def rolls(self, state: TriceState) -> tuple[list[int], list[int]] | None:
        if not state.roll:
            return None
        return list(state.roll[:6]), list(state.roll[6:])

    def starter(self, state: TriceState) -> int | None:
        return None if state.starter == EMPTY else state.starter

    def start_reason(self, state: TriceState) -> str:
        if not state.roll:
            return _("Each player rolls six dice; more 6s starts.")
        if state.starter == EMPTY:
            return _("The rolls tie exactly: both players roll again.")
        first, second = state.roll[:6], state.roll[6:]
        for value in range(6, 0, -1):
            a, b = first.count(value), second.count(value)
            if a != b:
                more, less = max(a, b), min(a, b)
                # TRANSLATORS: {value} is a die's value; "more 6s" means more dice showing 6.
                return _("{player} starts: more {value}s ({more} against {less}).").format(
                    player=_seat_name(state.starter), value=value, more=more, less=less
                )
        return ""  # unreachable: a decided roll always differs somewhere

    def marked(self, state: TriceState) -> str | None:
        return None if state.marked == EMPTY else NAMES[state.marked]

    def swapped(self, state: TriceState) -> tuple[str, ...] | None:
        return tuple(NAMES[c] for c in state.swapped) or None

    def swap_targets(self, state: TriceState) -> list[str]:
        if state.phase != SWAP:
            return []
        return [NAMES[c] for c in NEIGHBOURS[state.marked]]

    def winner(self, state: TriceState) -> int | None:
        if state.phase != OVER:
            return None
        result = self.returns(state)
        return result.index(1.0) if 1.0 in result else None

    def repetitions(self, state: TriceState) -> int:
        if state.phase != MARK and not (state.outcome and state.outcome[0] == "repeat"):
            return 0
        return state.seen.count(position_key(state.board, state.seat))

    @staticmethod
    def die_words(die: str) -> str:
        return tables.die_words(_parse_die(die))

    @staticmethod
    def _condition_words(bits: int) -> str:
        words = [_(CONDITION_WORDS[b]) for b in sorted(CONDITION_WORDS) if bits & b]
        text = words[0] if words else ""
        for word in words[1:]:
            # TRANSLATORS: a line's conditions at once, "same colour and a run of values".
            text = _("{first} and {second}").format(first=text, second=word)
        return text

    def deciding_lines(self, state: TriceState) -> list[tuple[tuple[str, ...], str, str]]:
        if not state.outcome or state.outcome[0] not in ("trice", "double"):
            return []
        kind = state.outcome[0]
        return [
            (tuple(NAMES[c] for c in LINES[line]), kind, self._condition_words(bits))
            for line, bits in state.outcome[2]
        ]

    def line_label(self, state: TriceState) -> str | None:
        lines = self.deciding_lines(state)
        if not lines:
            return None
        kind, words = lines[0][1], lines[0][2]
        if kind == "trice":
            if len(lines) > 1:  # one placement can finish two lines at once
                named = "; ".join(f"{'-'.join(cells)} {w}" for cells, _kind, w in lines)
                # TRANSLATORS: {lines} lists each line's cells and conditions, "a1-b1-c1 same colour".
                return _("Trices: {lines}").format(lines=named)
            # TRANSLATORS: {conditions} is what the line's dice share, "same colour".
            return _("Trice: {conditions}").format(conditions=words)
        assert state.outcome  # deciding lines come from the outcome
        return _("Double Trice: {conditions} - {player} loses").format(
            conditions=words, player=_seat_name(state.outcome[1])
        )

    def end_reason(self, state: TriceState) -> str:
        if state.phase != OVER:
            return ""
        assert state.outcome  # an ended game has its outcome
        kind, seat, lines = state.outcome
        if kind in ("trice", "double"):
            where = "-".join(NAMES[c] for c in LINES[lines[0][0]])
            words = self._condition_words(lines[0][1])
            if kind == "trice":
                # TRANSLATORS: {conditions} is what the line's dice share; {cells} the line, "a1-b2-c3".
                return _("{player} wins: a Trice ({conditions}) on {cells}.").format(
                    player=_seat_name(seat), conditions=words, cells=where
                )
            return _("{winner} wins: {player} made a Double Trice ({conditions}) on {cells}.").format(
                winner=_seat_name(1 - seat), player=_seat_name(seat), conditions=words, cells=where
            )
        if kind == "full":
            return _("Draw: the board is full and nobody made a Trice.")
        return _("Draw: the same full board came up for the third time with the same player to mark.")

    def prompt(self, state: TriceState) -> str:
        phase = state.phase
        if phase == ROLL:
            return _("Roll the dice to see who starts")
        if phase == GIVE:
            return _("Choose a die for {player}").format(player=_seat_name(1 - state.seat))
        if phase == PLACE:
            return _("Place the {die}").format(die=tables.die_words(state.hand))
        if phase == MARK:
            return _("Mark a die for {player} to swap").format(player=_seat_name(1 - state.seat))
        if phase == SWAP:
            return _("Swap the die on {cell} with a neighbour").format(cell=NAMES[state.marked])
        if phase == INC:
            first, other = (NAMES[c] for c in state.swapped)
            return _("Raise the die on {cell} or {other} by one").format(cell=first, other=other)
        return self.end_reason(state)

    def why_not(self, state: TriceState, move: str) -> str | None:
        return refusal(self, state, move)

    def seat_name(self, seat: int, state: TriceState | None = None) -> str:
        return _seat_name(seat)

    def describe_move(self, state: TriceState, move: str) -> str:
        after = self.play(state, move)  # validates the move
        words = move.split()
        who = _seat_name(state.seat)
        phase = state.phase
        if phase == ROLL:
            first = " ".join(map(str, after.roll[:6]))
            second = " ".join(map(str, after.roll[6:]))
            # TRANSLATORS: {first} and {second} are six values each, "6 5 3 3 2 1"; {reason} says who
            # starts and why, a sentence of its own.
            return _("Player 1 rolls {first}; Player 2 rolls {second}. {reason}").format(
                first=first, second=second, reason=self.start_reason(after)
            )
        if phase == GIVE:
            return _("{player} gives the {die}.").format(
                player=who, die=tables.die_words(_parse_die(words[1]))
            )
        if phase == PLACE:
            return _("{player} places the {die} on {cell}.").format(
                player=who, die=tables.die_words(state.hand), cell=words[1].lower()
            )
        if phase == MARK:
            cell = _parse_cell(words[1])
            return _("{player} marks the {die} on {cell}.").format(
                player=who, die=tables.die_words(state.board[cell]), cell=NAMES[cell]
            )
        if phase == SWAP:
            return _("{player} swaps the dice on {cell} and {other}.").format(
                player=who, cell=words[1].lower(), other=words[2].lower()
            )
        cell = _parse_cell(words[1])
        return _("{player} raises the {die} on {cell} to {value}.").format(
            player=who,
            die=tables.die_words(state.board[cell]),
            cell=NAMES[cell],
            value=after.board[cell] % 6 + 1,
        )


RULES = TriceRules()
