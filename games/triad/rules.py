"""Triad rules engine (the rules: games/triad/howto.txt), pure Python.

Board cells are indexed 0..35 as ``row * 6 + col`` (``a1`` = 0, top-left).
A cell holds a code: 0 empty, 1-3 a Black die showing 1-3, 4-6 an Orange
die showing 1-3. Black is seat 0 (home row 6), Orange seat 1 (home row 1).

Moves (api.md notation): ``roll BBBBBB/OOOOOO`` (setup, chance), ``c6=2 c4``
(turn to 2 and move 2 cells), the fallbacks ``c6=2`` (turn in place) and
``c6 c4`` (move unturned) allowed only when no die can make a normal move,
and ``remove c4`` after making a triad.

Decisions where the spec is silent (also in howto.txt):
- A triad is counted when the move makes it; the third one ends the game
  at once, so no removal follows the winning move.
- The fallback ``c6 c4`` obeys the normal path rules (straight line, exactly
  the die's value, no jumping, empty target).
- A removal is always an explicit move, even when only one die qualifies.
- A player always has a move while they have a die (a die can always be
  turned in place as a fallback), so "no move at all" is checked but cannot
  happen in practice.
- The setup roll may list each player's values in any order (the dice are
  sorted when placed); ``random_outcome`` gives them in rolled order, and
  ``legal_moves`` lists nothing at that node (3^12 outcomes).
- ``play`` also accepts upper case and extra spaces (harmless variants).

Extras for the app, all methods of ``RULES`` (cells are names like ``"c4"``):
- ``VARIANT_NAMES``: {variant: label}; ``OPTIONS``: {} (Triad has none);
  ``CELLS``: the 36 cell names in index order (a1, b1, ... f6).
- ``end_reason(state) -> str``: who won or why it is a draw.
- ``describe_move(state, move) -> str``: the move in plain words.
- ``seat_name(seat) -> str``: "Black" / "Orange".
- ``phase(state) -> str``: "setup", "move", "fallback" (no die can make a
  normal move), "remove" or "over".
- ``dice(state) -> {cell: (seat, value)}``.
- ``movable(state) -> [cell]``: the mover's dice that have a move now.
- ``targets(state, cell) -> {target cell: move}``: where that die can go
  (normal moves; the unturned moves in the fallback phase).
- ``turns(state, cell) -> {value: move}``: in-place turns (fallback only).
- ``move_between(state, cell, target) -> str | None``: the move a tap from
  cell to target means (legal or not; None when target is not 1-3 cells away
  in a straight line), so ``why_not`` can explain a refused tap.
- ``why_not(state, move) -> str | None``: why a move is refused, or None.
- ``new_triads(state) -> [(c1, c2, c3)]``: triads made by the last move,
  while their removal is pending or when they won the game.
- ``removable(state) -> [cell]``: dice the mover may remove now.
- ``standing_triads(state) -> [(c1, c2, c3)]``: every triad on the board.
- ``triad_counts(state) -> [black, orange]``: triads made so far (0-3).
- ``winner(state) -> seat | None``.
- ``position_count(state) -> int``: times the current position has been
  counted (3 means a draw by repetition).
Module level: ``make_position(dice, mover=0, triads=(0, 0))`` builds a
position from {cell: (seat, value)} (tests, puzzles); ``parse_move(move)``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from games.contract import OptionSpec, OptionValue
from games.core import CHANCE, IllegalMove, draw_returns, refusal, win_returns
from games.grid import cell_name, parse_cell
from games.i18n import N_, _, ngettext

__all__ = ["RULES", "CHANCE", "IllegalMove", "TriadState"]

SIZE = 6
CELLS = SIZE * SIZE
# TRANSLATORS: Triad's two players, named by their dice's colour.
SEATS = (N_("Black"), N_("Orange"))
NAMES = tuple(cell_name(i % SIZE, i // SIZE) for i in range(CELLS))
INDEX = {name: i for i, name in enumerate(NAMES)}

SETUP, MOVE, REMOVE, OVER = 0, 1, 2, 3
DRAW = 2  # `result` value for a draw (0 and 1 are the winning seats)
TRIADS_TO_WIN = 3


Triple = tuple[int, int, int]  # three cells in a line
# A parsed move: (kind, from, to, value); a roll is (ROLL, black values, orange values, 0).
# Typed loosely: `play` tells the shapes apart by `kind`, which mypy cannot narrow by.
ParsedMove = tuple[str, Any, Any, int]


def code_of(seat: int, value: int) -> int:
    return seat * 3 + value


SEAT_OF = (None, 0, 0, 0, 1, 1, 1)
VALUE_OF = (0, 1, 2, 3, 1, 2, 3)

# The eight directions as (dcol, drow); RAYS[cell] lists, per direction, the
# cells 1, 2, 3 steps away that are on the board.
DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))


def _ray(cell: int, dc: int, dr: int) -> tuple[int, ...]:
    col, row = cell % SIZE, cell // SIZE
    out: list[int] = []
    for step in range(1, 4):
        c, r = col + dc * step, row + dr * step
        if not (0 <= c < SIZE and 0 <= r < SIZE):
            break
        out.append(r * SIZE + c)
    return tuple(out)


RAYS = tuple(tuple(ray for ray in (_ray(c, dc, dr) for dc, dr in DIRECTIONS) if ray) for c in range(CELLS))

# Triples of consecutive cells along rows, columns and both diagonals.
TRIPLES = tuple(
    (r * SIZE + c, (r + dr) * SIZE + c + dc, (r + 2 * dr) * SIZE + c + 2 * dc)
    for r in range(SIZE)
    for c in range(SIZE)
    for dc, dr in ((1, 0), (0, 1), (1, 1), (-1, 1))
    if 0 <= c + 2 * dc < SIZE and 0 <= r + 2 * dr < SIZE
)
TRIPLES_AT = tuple(tuple(t for t in TRIPLES if cell in t) for cell in range(CELLS))
# PAIRS_AT[cell]: the other two cells of each triple through cell.
PAIRS_AT = tuple(tuple(tuple(x for x in t if x != cell) for t in TRIPLES_AT[cell]) for cell in range(CELLS))


def _is_triad(a: int, b: int, c: int) -> bool:
    if not (a and b and c):
        return False
    if SEAT_OF[a] == SEAT_OF[b] == SEAT_OF[c]:
        return False  # one colour only
    values = {VALUE_OF[a], VALUE_OF[b], VALUE_OF[c]}
    return len(values) != 2  # all equal (1) or all different (3)


# IS_TRIAD[a * 49 + b * 7 + c] for three cell codes; symmetric in a, b, c.
IS_TRIAD = bytes(_is_triad(a, b, c) for a in range(7) for b in range(7) for c in range(7))

# Move texts, precomputed so legal_moves never formats strings.
STEP_TEXT: dict[tuple[int, int], str] = {}  # (from, to) -> "c6=2 c4" (the new value is the distance)
SLIDE_TEXT: dict[tuple[int, int], str] = {}  # (from, to) -> "c6 c4"
DISTANCE: dict[tuple[int, int], int] = {}  # (from, to) -> how many cells apart along a line (1-3)


def _fill_line_tables() -> None:
    for a in range(CELLS):
        for ray in RAYS[a]:
            for k, t in enumerate(ray, 1):
                STEP_TEXT[a, t] = f"{NAMES[a]}={k} {NAMES[t]}"
                SLIDE_TEXT[a, t] = f"{NAMES[a]} {NAMES[t]}"
                DISTANCE[a, t] = k


_fill_line_tables()
TURN_TEXT = {(a, v): f"{NAMES[a]}={v}" for a in range(CELLS) for v in (1, 2, 3)}
REMOVE_TEXT = tuple(f"remove {n}" for n in NAMES)

# Move kinds (first item of a parsed move).
STEP, TURN, SLIDE, TAKE, ROLL = "step", "turn", "slide", "remove", "roll"

# Every canonical move text -> its parsed form; anything else goes through
# the slow parser, which explains what is wrong.
PARSED: dict[str, ParsedMove] = {}
PARSED.update({text: (STEP, a, t, DISTANCE[a, t]) for (a, t), text in STEP_TEXT.items()})
PARSED.update({text: (SLIDE, a, t, 0) for (a, t), text in SLIDE_TEXT.items()})
PARSED.update({text: (TURN, a, -1, v) for (a, v), text in TURN_TEXT.items()})
PARSED.update({text: (TAKE, a, -1, 0) for a, text in enumerate(REMOVE_TEXT)})

ROLL_SHAPE = N_(
    "A setup roll looks like 'roll 312213/222131': six values 1-3 for Black, a slash, six for Orange."
)


class TriadState:
    """An immutable game state (never change its fields).

    board: bytes of 36 cell codes; mover: seat to act (CHANCE at setup);
    phase: SETUP / MOVE / REMOVE / OVER; triads: (black, orange) made so far;
    pending: triads (cell triples) made by the last move, awaiting removal or
    deciding the game; result: None, a winning seat, or DRAW; reason: why it
    ended; history: position keys counted since the last removal.
    """

    __slots__ = ("board", "mover", "phase", "triads", "pending", "result", "reason", "history", "_hash")

    def __init__(
        self,
        board: bytes,
        mover: int,
        phase: int,
        triads: tuple[int, ...],
        pending: tuple[Triple, ...] = (),
        result: int | None = None,
        reason: str = "",
        history: tuple[bytes, ...] = (),
    ) -> None:
        self.board = board
        self.mover = mover
        self.phase = phase
        self.triads = triads
        self.pending = pending
        self.result = result
        self.reason = reason
        self.history = history
        self._hash: int | None = None

    def key(
        self,
    ) -> tuple[bytes, int, int, tuple[int, ...], tuple[Triple, ...], int | None, str, tuple[bytes, ...]]:
        return (
            self.board,
            self.mover,
            self.phase,
            self.triads,
            self.pending,
            self.result,
            self.reason,
            self.history,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TriadState) and self.key() == other.key()

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self.key())
        return self._hash

    def __reduce__(self) -> tuple[type[TriadState], tuple[Any, ...]]:
        return (TriadState, self.key())

    def __repr__(self) -> str:
        tokens = ("..", "B1", "B2", "B3", "O1", "O2", "O3")
        rows = " / ".join(
            " ".join(tokens[self.board[r * SIZE + c]] for c in range(SIZE)) for r in range(SIZE)
        )
        return f"TriadState(mover={self.mover}, phase={self.phase}, triads={self.triads}, board={rows})"


def position_key(board: bytes, mover: int) -> bytes:
    return board + bytes((mover,))


def dice_of(board: bytes, seat: int) -> list[int]:
    """Cells holding `seat`'s dice, in cell order."""
    low = seat * 3
    return [i for i in range(CELLS) if low < board[i] <= low + 3]


def _walk_normal_moves(board: bytes, seat: int) -> Iterator[tuple[int, int, int]]:
    """(from, to, new value) of each normal move for `seat`, one at a time."""
    for a in dice_of(board, seat):
        value = VALUE_OF[board[a]]
        for ray in RAYS[a]:
            k = 0
            for t in ray:
                if board[t]:
                    break
                k += 1
                if k != value:
                    yield (a, t, k)


def normal_moves(board: bytes, seat: int) -> list[tuple[int, int, int]]:
    """[(from, to, new value)] of every normal move for `seat`."""
    return list(_walk_normal_moves(board, seat))


def has_normal_move(board: bytes, seat: int) -> bool:
    return next(_walk_normal_moves(board, seat), None) is not None


def triads_through(board: bytes, cell: int) -> tuple[Triple, ...]:
    """Triads on `board` that include `cell`."""
    return tuple(t for t in TRIPLES_AT[cell] if IS_TRIAD[board[t[0]] * 49 + board[t[1]] * 7 + board[t[2]]])


def makes_triad(board: bytes, a: int, t: int, code: int) -> bool:
    """Would the die from `a` placed on `t` with `code` stand in a triad?"""
    for x, y in PAIRS_AT[t]:
        if x != a and y != a and IS_TRIAD[code * 49 + board[x] * 7 + board[y]]:
            return True
    return False


def _begin_turn(
    board: bytes, mover: int, triads: tuple[int, ...], history: tuple[bytes, ...], reset: bool
) -> TriadState:
    """The state where `mover` starts a turn; counts the position."""
    key = position_key(board, mover)
    history = (key,) if reset else history + (key,)
    if history.count(key) >= 3:
        return TriadState(board, mover, OVER, triads, (), DRAW, "repetition", history)
    if not dice_of(board, mover):
        # Unreachable in real play (a die can always be turned in place) but
        # the spec's rule is kept: a player with no move at all draws.
        return TriadState(board, mover, OVER, triads, (), DRAW, "stuck", history)
    return TriadState(board, mover, MOVE, triads, (), None, "", history)


def _index(cell: object) -> int | None:
    return INDEX.get(cell) if isinstance(cell, str) else None


def make_position(
    dice: Mapping[str, tuple[int, int]], mover: int = 0, triads: Sequence[int] = (0, 0)
) -> TriadState:
    """A state at the start of `mover`'s turn with `dice` ({"c4": (seat, value)})
    on the board: for tests, puzzles and tutorials. Not reachable by a record."""
    board = bytearray(CELLS)
    for name, (seat, value) in dice.items():
        board[INDEX[name]] = code_of(seat, value)
    return _begin_turn(bytes(board), mover, tuple(triads), (), True)


def _clean(move: object) -> str:
    if not isinstance(move, str):
        raise IllegalMove(_("A move must be written as text, like 'c6=2 c4'."))
    return " ".join(move.split()).lower()


def _cell(text: str) -> int:
    try:
        col, row = parse_cell(text, SIZE, SIZE)
    except IllegalMove:
        raise
    except ValueError:  # odd digits such as '²' pass isdigit() but not int()
        raise IllegalMove(_("'{text}' is not a cell on this board.").format(text=text)) from None
    return row * SIZE + col


def _value(text: str) -> int:
    if text not in ("1", "2", "3"):
        raise IllegalMove(_("A die shows 1, 2 or 3; '{text}' is not one of them.").format(text=text))
    return int(text)


def parse_move(move: object) -> ParsedMove:
    """Move text -> (kind, from, to, value); IllegalMove for a malformed one.

    Rolls come back as (ROLL, black values, orange values, 0).
    """
    text = _clean(move)
    parsed = PARSED.get(text)
    if parsed is not None:
        return parsed
    words = text.split(" ")
    if words[0] == "roll":
        return _parse_roll(words)
    if words[0] == "remove":
        if len(words) != 2:
            raise IllegalMove(_("Write a removal as 'remove' and one cell, like 'remove c4'."))
        return (TAKE, _cell(words[1]), -1, 0)
    if len(words) > 2 or not words[0]:
        raise IllegalMove(_("'{text}' is not a Triad move; write it like 'c6=2 c4'.").format(text=move))
    first = words[0]
    if "=" in first:
        start, _equals, value = first.partition("=")
        a, v = _cell(start), _value(value)
        if len(words) == 1:
            return (TURN, a, -1, v)
        t = _cell(words[1])
        return (STEP, a, t, v)
    if len(words) == 1:
        _cell(first)
        raise IllegalMove(
            _("Say where the die goes and its new value, like '{cell}=2 c4'.").format(cell=first)
        )
    return (SLIDE, _cell(first), _cell(words[1]), 0)


def _parse_roll(words: list[str]) -> ParsedMove:
    if len(words) != 2:
        raise IllegalMove(_(ROLL_SHAPE))
    black, slash, orange = words[1].partition("/")
    if not slash or len(black) != 6 or len(orange) != 6 or not all(ch in "123" for ch in black + orange):
        raise IllegalMove(_(ROLL_SHAPE))
    return (ROLL, tuple(int(ch) for ch in black), tuple(int(ch) for ch in orange), 0)


def _check_path(board: bytes, a: int, t: int, value: int) -> None:
    """Refuse a move of the die on `a` to `t` as a die showing `value`."""
    distance = DISTANCE.get((a, t))
    if distance is None:
        if a == t:
            raise IllegalMove(_("The die must move away from {cell}.").format(cell=NAMES[a]))
        raise IllegalMove(
            _(
                "{target} is not 1 to 3 cells away from {cell} in a straight line (across, up and "
                "down or diagonally)."
            ).format(target=NAMES[t], cell=NAMES[a])
        )
    if distance != value:
        raise IllegalMove(
            ngettext(
                "A die showing {value} moves exactly {value} cell; {target} is {distance} away from {cell}.",
                "A die showing {value} moves exactly {value} cells; {target} is {distance} away from {cell}.",
                value,
            ).format(value=value, target=NAMES[t], distance=distance, cell=NAMES[a])
        )
    for ray in RAYS[a]:
        if t in ray:
            for cell in ray[: ray.index(t)]:
                if board[cell]:
                    raise IllegalMove(
                        _("The die cannot jump over the die on {cell}.").format(cell=NAMES[cell])
                    )
            break
    if board[t]:
        raise IllegalMove(_("{cell} is taken: a die must end on an empty cell.").format(cell=NAMES[t]))


def _check_own(board: bytes, a: int, seat: int) -> int:
    code = board[a]
    if not code:
        raise IllegalMove(_("There is no die on {cell}.").format(cell=NAMES[a]))
    if SEAT_OF[code] != seat:
        raise IllegalMove(
            # TRANSLATORS: {owner} and {player} are the players' names, Black and Orange.
            _("The die on {cell} is {owner}'s; {player} moves their own dice.").format(
                cell=NAMES[a], owner=_(SEATS[1 - seat]), player=_(SEATS[seat])
            )
        )
    return VALUE_OF[code]


class TriadRules:
    id = "triad"
    title = "Triad"
    min_players = 2
    max_players = 2
    variants = ("standard",)
    VARIANT_NAMES: dict[str, str] = {"standard": N_("Standard")}
    OPTIONS: dict[str, OptionSpec] = {}
    CELLS = NAMES

    # ----- api.md interface -------------------------------------------------

    def new_game(self, players: int = 2, variant: str | None = None, **options: OptionValue) -> TriadState:
        if players != 2:
            raise IllegalMove(_("Triad is a game for exactly 2 players."))
        if variant is not None and variant not in self.variants:
            raise IllegalMove(_("Triad has no variant called '{variant}'.").format(variant=variant))
        if options:
            name = sorted(options)[0]
            raise IllegalMove(_("Triad has no option called '{option}'.").format(option=name))
        return TriadState(bytes(CELLS), CHANCE, SETUP, (0, 0))

    def to_move(self, state: TriadState) -> int:
        return state.mover

    def legal_moves(self, state: TriadState) -> list[str]:
        phase = state.phase
        if phase == MOVE:
            board, seat = state.board, state.mover
            moves = normal_moves(board, seat)
            if moves:
                return [STEP_TEXT[a, t] for a, t, _ in moves]
            return self._fallback_moves(board, seat)
        if phase == REMOVE:
            return [REMOVE_TEXT[c] for c in self._removable(state)]
        return []  # over, or the setup roll (3^12 outcomes: too many to list)

    def random_outcome(self, state: TriadState, rng: random.Random) -> str:
        if state.phase != SETUP:
            raise IllegalMove(_("There is nothing to roll now."))
        values = "".join(str(rng.randint(1, 3)) for _ in range(12))
        return f"roll {values[:6]}/{values[6:]}"

    def play(self, state: TriadState, move: str) -> TriadState:
        kind, a, t, v = parse_move(move)
        phase = state.phase
        if phase == OVER:
            raise IllegalMove(_("The game is over."))
        if phase == SETUP:
            if kind != ROLL:
                raise IllegalMove(_("The dice must be rolled first. {how}").format(how=_(ROLL_SHAPE)))
            return self._setup(a, t)
        if kind == ROLL:
            raise IllegalMove(_("The dice were already rolled at the start."))
        board, seat = state.board, state.mover
        if phase == REMOVE:
            if kind != TAKE:
                raise IllegalMove(
                    _("You made a triad: first remove one of your dice in it (like 'remove {cell}').").format(
                        cell=NAMES[self._removable(state)[0]]
                    )
                )
            return self._remove(state, a)
        if kind == TAKE:
            raise IllegalMove(_("You can only remove a die right after making a triad."))
        value = _check_own(board, a, seat)
        if kind == STEP:
            if v == value:
                raise IllegalMove(
                    _("The die on {cell} already shows {value}: turn it to a different value.").format(
                        cell=NAMES[a], value=v
                    )
                )
            _check_path(board, a, t, v)
            return self._land(state, a, t, code_of(seat, v))
        if has_normal_move(board, seat):
            if kind == TURN:
                raise IllegalMove(
                    _("Turning a die without moving it is only allowed when none of your dice can move.")
                )
            raise IllegalMove(
                _("Moving a die without turning it is only allowed when none of your dice can move.")
            )
        if kind == TURN:
            if v == value:
                raise IllegalMove(
                    _("The die on {cell} already shows {value}: turn it to a different value.").format(
                        cell=NAMES[a], value=v
                    )
                )
            return self._land(state, a, a, code_of(seat, v))
        _check_path(board, a, t, value)
        return self._land(state, a, t, board[a])

    def is_over(self, state: TriadState) -> bool:
        return state.phase == OVER

    def returns(self, state: TriadState) -> list[float]:
        if state.result is None:
            return [0.0, 0.0]
        if state.result == DRAW:
            return draw_returns(2)
        return win_returns(2, state.result)

    # ----- state changes ----------------------------------------------------

    def _setup(self, black: Sequence[int], orange: Sequence[int]) -> TriadState:
        board = bytearray(CELLS)
        home_black = (SIZE - 1) * SIZE
        for j, value in enumerate(sorted(black)):
            board[home_black + j] = code_of(0, value)  # a6 .. f6
        for j, value in enumerate(sorted(orange)):
            board[SIZE - 1 - j] = code_of(1, value)  # f1 .. a1: Orange's left is f
        return _begin_turn(bytes(board), 0, (0, 0), (), True)

    def _land(self, state: TriadState, a: int, t: int, code: int) -> TriadState:
        """The die from `a` ends on `t` (maybe `a` itself) showing `code`."""
        seat = state.mover
        cells = bytearray(state.board)
        cells[a] = 0
        cells[t] = code
        board = bytes(cells)
        made = triads_through(board, t)
        if not made:
            return _begin_turn(board, 1 - seat, state.triads, state.history, False)
        counts = list(state.triads)
        counts[seat] += 1  # several triads in one move still count once
        triads = tuple(counts)
        if triads[seat] >= TRIADS_TO_WIN:
            return TriadState(board, seat, OVER, triads, made, seat, "triads", state.history)
        return TriadState(board, seat, REMOVE, triads, made, None, "", state.history)

    def _removable(self, state: TriadState) -> list[int]:
        board, seat = state.board, state.mover
        cells = {c for triad in state.pending for c in triad if SEAT_OF[board[c]] == seat}
        return sorted(cells)

    def _remove(self, state: TriadState, a: int) -> TriadState:
        removable = self._removable(state)
        if a not in removable:
            choices = ", ".join(NAMES[c] for c in removable)
            if SEAT_OF[state.board[a]] != state.mover:
                raise IllegalMove(
                    _(
                        "You cannot remove that: {cell} does not hold one of your dice. Remove one of: "
                        "{cells}."
                    ).format(cell=NAMES[a], cells=choices)
                )
            raise IllegalMove(
                _(
                    "You cannot remove that: the die on {cell} is not in the new triad. Remove one "
                    "of: {cells}."
                ).format(cell=NAMES[a], cells=choices)
            )
        board = bytearray(state.board)
        board[a] = 0
        # A removal can never be undone, so earlier positions cannot come back.
        return _begin_turn(bytes(board), 1 - state.mover, state.triads, (), True)

    def _fallback_moves(self, board: bytes, seat: int) -> list[str]:
        moves: list[str] = []
        for a in dice_of(board, seat):
            value = VALUE_OF[board[a]]
            moves.extend(TURN_TEXT[a, v] for v in (1, 2, 3) if v != value)
            for ray in RAYS[a]:
                if len(ray) >= value and not any(board[c] for c in ray[:value]):
                    moves.append(SLIDE_TEXT[a, ray[value - 1]])
        return moves

    # ----- queries for the app ----------------------------------------------

    def seat_name(self, seat: int, state: TriadState | None = None) -> str:
        return _(SEATS[seat])

    def phase(self, state: TriadState) -> str:
        if state.phase == MOVE:
            return "move" if has_normal_move(state.board, state.mover) else "fallback"
        return ("setup", "move", "remove", "over")[state.phase]

    def dice(self, state: TriadState) -> dict[str, tuple[int | None, int]]:
        board = state.board
        return {NAMES[i]: (SEAT_OF[c], VALUE_OF[c]) for i, c in enumerate(board) if c}

    def targets(self, state: TriadState, cell: object) -> dict[str, str]:
        a = _index(cell)
        if state.phase != MOVE or a is None or SEAT_OF[state.board[a]] != state.mover:
            return {}
        board = state.board
        if has_normal_move(board, state.mover):
            return {NAMES[t]: STEP_TEXT[s, t] for s, t, _ in normal_moves(board, state.mover) if s == a}
        out: dict[str, str] = {}
        for move in self._fallback_moves(board, state.mover):
            kind, s, t, _value = PARSED[move]
            if kind == SLIDE and s == a:
                out[NAMES[t]] = move
        return out

    def turns(self, state: TriadState, cell: object) -> dict[int, str]:
        if self.phase(state) != "fallback":
            return {}
        a = _index(cell)
        if a is None or SEAT_OF[state.board[a]] != state.mover:
            return {}
        value = VALUE_OF[state.board[a]]
        return {v: TURN_TEXT[a, v] for v in (1, 2, 3) if v != value}

    def movable(self, state: TriadState) -> list[str]:
        if state.phase != MOVE:
            return []
        board, seat = state.board, state.mover
        if has_normal_move(board, seat):
            return sorted({NAMES[a] for a, _, _ in normal_moves(board, seat)}, key=INDEX.__getitem__)
        return [NAMES[a] for a in dice_of(board, seat)]

    def move_between(self, state: TriadState, cell: object, target: object) -> str | None:
        a, t = _index(cell), _index(target)
        if a is None or t is None or (a, t) not in DISTANCE:
            return None
        if self.phase(state) == "fallback":
            return SLIDE_TEXT[a, t]
        return STEP_TEXT[a, t]

    def why_not(self, state: TriadState, move: str) -> str | None:
        return refusal(self, state, move)

    def new_triads(self, state: TriadState) -> list[tuple[str, ...]]:
        return [tuple(NAMES[c] for c in triad) for triad in state.pending]

    def removable(self, state: TriadState) -> list[str]:
        if state.phase != REMOVE:
            return []
        return [NAMES[c] for c in self._removable(state)]

    def standing_triads(self, state: TriadState) -> list[tuple[str, ...]]:
        board = state.board
        return [
            tuple(NAMES[c] for c in t)
            for t in TRIPLES
            if IS_TRIAD[board[t[0]] * 49 + board[t[1]] * 7 + board[t[2]]]
        ]

    def triad_counts(self, state: TriadState) -> list[int]:
        return list(state.triads)

    def winner(self, state: TriadState) -> int | None:
        return state.result if state.result in (0, 1) else None

    def position_count(self, state: TriadState) -> int:
        if state.phase in (SETUP, REMOVE) or not state.history:
            return 0
        return state.history.count(state.history[-1])

    def end_reason(self, state: TriadState) -> str:
        if state.phase != OVER:
            return ""  # the contract: nothing while the game goes on
        if state.reason == "triads":
            assert state.result is not None  # won by triads: the result is the winner
            name = _(SEATS[state.result])
            lines = ["-".join(NAMES[c] for c in t) for t in state.pending]
            where = lines[0]
            for line in lines[1:]:
                # TRANSLATORS: two triads' cells at once, "a1-b2-c3 and c1-c2-c3".
                where = _("{first} and {second}").format(first=where, second=line)
            return _("{player} wins: a third triad, made on {cells}.").format(player=name, cells=where)
        if state.reason == "repetition":
            return _("Draw: the same position, with the same player to move, came up for the third time.")
        return _("Draw: {player} has no move at all.").format(player=_(SEATS[state.mover]))

    def describe_move(self, state: TriadState, move: str) -> str:
        kind, a, t, v = parse_move(move)
        if kind == ROLL:
            # TRANSLATORS: {black} and {orange} are six values each, "1 1 2 2 3 3".
            return _("Black rolls {black} and Orange rolls {orange}.").format(
                black=" ".join(map(str, sorted(a))), orange=" ".join(map(str, sorted(t)))
            )
        who = _(SEATS[state.mover]) if state.mover in (0, 1) else _("Someone")
        if kind == TAKE:
            return _("{player} removes their die on {cell}.").format(player=who, cell=NAMES[a])
        if kind == TURN:
            return _("{player} turns the die on {cell} to {value} without moving it.").format(
                player=who, cell=NAMES[a], value=v
            )
        if kind == SLIDE:
            return _("{player} moves the die on {cell} to {target} without turning it.").format(
                player=who, cell=NAMES[a], target=NAMES[t]
            )
        return _("{player} turns the die on {cell} to {value} and moves it to {target}.").format(
            player=who, cell=NAMES[a], value=v, target=NAMES[t]
        )


RULES = TriadRules()
