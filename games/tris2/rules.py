"""Tris 2 rules engine (the rules: games/tris2/howto.txt; interface: docs/api.md).

Variants: ``standard`` (random start, a chance move ``setup ...``),
``advanced`` (players place the dice: ``put x,y XO/``) and ``tris1`` (plain
tic-tac-toe with the dice: ``turn x,y``). Option ``rule_of_4`` (standard and
advanced): the field's bounding box stays within 4x4 after every move.
Rolls are ``x,y D`` (D in N E S W, north is y-1); draw offers are
``offer-draw`` / ``accept-draw`` / ``decline-draw``.

Decisions where the spec is silent:
- Only the rolled die changes, so every tris a roll (or placement, or turn)
  makes runs through that die and shows its symbol: a move can never leave
  tris of two symbols. Should it (it cannot), the mover still wins.
- The undo ban is about the last roll on the field: a draw offer and its
  refusal between two rolls do not lift it.
- A player with no legal roll draws at once (they cannot offer first).
- Draws may not be offered while the dice are being placed (advanced).
- Repetition counts start once the rolling begins (after the setup or the
  ninth placement); in ``tris1`` no position can repeat. Positions are
  compared up to sliding the whole field (``field.shape``): the grid is
  endless, so only where the dice lie relative to each other matters, and
  with finitely many such shapes every game ends.
- ``tris1``: every die starts as ``/XO``; Player 1 tips a die north-south to
  show X (``X/O``), Player 2 tips it east-west to show O (``OX/``).
- ``rule_of_4`` is ignored in ``tris1`` (nothing moves there).

Extras for the app (all take the state first, none change it):
- ``VARIANT_NAMES``: {variant: label}; ``OPTIONS``: {name: {label, choices,
  default, variants}}.
- ``end_reason(state) -> str``; ``describe_move(state, move) -> str``.
- ``why_not(state, move) -> str | None``: why a move is refused, None if legal.
- ``phase(state) -> "setup" | "place" | "roll" | "turn" | "over"``.
- ``field(state) -> {(x, y): "XO/"}``: every die's cell and orientation.
- ``bounds(state) -> (min_x, min_y, max_x, max_y) | None``.
- ``rolls_from(state, (x, y)) -> {"N": "1,0 N", ...}``: that die's legal rolls.
- ``forbidden_undo(state) -> str | None``: the roll that would undo the last one.
- ``placements(state, (x, y)) -> ["XO/", ...]``: legal orientations to put there.
- ``turn_cells(state) -> [(x, y), ...]``: dice that may be turned (tris1).
- ``move_effect(state, move) -> dict | None``: what a legal board move does,
  for animation: {"kind": "roll", "from", "to", "direction", "before",
  "after"}, {"kind": "put", "to", "after"}, {"kind": "turn", "to", "before",
  "after"}; None for draw words and setups.
- ``rolled(orient, direction) -> str``: an orientation after a roll.
- ``tris_lines(state) -> [[(x, y), ...], ...]``: lines making a tris (the win).
- ``winning_moves(state) -> [move, ...]``: moves that make a tris at once.
- ``winner(state) -> seat | None``; ``offer_pending(state) -> seat | None``
  (who offered, awaiting an answer); ``can_offer(state) -> bool``.
- ``repetitions(state) -> int``: times the current position has been counted.
- ``symbol_of(seat) -> "X" | "O"`` (tris1); ``seat_name(seat, state=None) -> str``.
- ``search_key(state)``: hashable position without history (AI tables).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.contract import OptionSpec, OptionValue
from games.core import CHANCE, IllegalMove, draw_returns, refusal, win_returns
from games.i18n import N_, _

from . import notation
from .field import (
    DIR_NAMES,
    DIRS,
    OPPOSITE,
    ORIENT_INDEX,
    ORIENTS,
    ROLLED,
    STEP,
    SYMBOLS,
    TOP,
    box,
    cell,
    cell_text,
    connected,
    has_roll,
    make_field,
    makes_tris,
    roll_options,
    shape,
    tops_of,
    tris_lines,
    tris_rolls,
    xy,
)
from .notation import Parsed
from .state import DECLINED, NO_OFFER, OFFERED, PLACE, ROLL, SETUP, TURN, Action, Result, State

__all__ = ["RULES", "CHANCE", "IllegalMove"]

GRID = tuple(cell(x, y) for y in range(3) for x in range(3))  # the start area, row by row
GRID_SET = frozenset(GRID)
# Edge-middle dice of the start grid that touch by a corner: they must differ on top.
EDGE_PAIRS = tuple(
    (cell(*a), cell(*b)) for a, b in (((1, 0), (0, 1)), ((1, 0), (2, 1)), ((0, 1), (1, 2)), ((2, 1), (1, 2)))
)
BLANK = ORIENT_INDEX["/XO"]
TURNED = (ROLLED[0][BLANK], ROLLED[1][BLANK])  # Player 1 shows X, Player 2 shows O
ANSWERS: dict[str, Action] = {"accept-draw": ("accept",), "decline-draw": ("decline",)}
# A winning line in words, by its direction ("three X in a row"): {count} is COUNTS' word.
WAYS = (
    N_("{count} {symbol} in a row"),
    N_("{count} {symbol} in a column"),
    N_("{count} {symbol} on a diagonal"),
)
# TRANSLATORS: how many dice make a winning line of Tris 2, "three X in a row".
COUNTS = {3: N_("three"), 4: N_("four"), 5: N_("five")}  # dice in a winning line, in words
# A roll in words, by the symbol on top before it ("Player 1 rolls an X die north: ...").
ROLLS = {
    "X": N_("{player} rolls an X die {direction}: it now shows {symbol} on top."),
    "O": N_("{player} rolls an O die {direction}: it now shows {symbol} on top."),
    "/": N_("{player} rolls a / die {direction}: it now shows {symbol} on top."),
}

Point = tuple[int, int]  # a cell as (x, y)
Effect = dict[str, str | Point]  # what `move_effect` says a move does

_cell_texts: dict[int, str] = {}


def _cell_text(c: int) -> str:
    # roll texts are built for every move list; remember the few cells in use
    found = _cell_texts.get(c)
    if found is None:
        if len(_cell_texts) > 100000:
            _cell_texts.clear()
        found = _cell_texts[c] = cell_text(c)
    return found


def _line_text(line: Sequence[int]) -> str:
    return "-".join(cell_text(c) for c in line)


def _line_words(line: Sequence[int], symbol: str) -> str:
    """A winning line as a person sees it: "three X in a row" ("in a column", "on a diagonal")."""
    dx, dy = (b - a for a, b in zip(xy(line[0]), xy(line[1])))
    way = WAYS[0] if dy == 0 else WAYS[1] if dx == 0 else WAYS[2]
    count = COUNTS.get(len(line))
    return _(way).format(count=_(count) if count else len(line), symbol=symbol)


class Tris2Rules:
    id = "tris2"
    title = "Tris 2"
    min_players = 2
    max_players = 2
    variants = ("standard", "advanced", "tris1")
    VARIANT_NAMES: dict[str, str] = {
        "standard": N_("Standard (random start)"),
        "advanced": N_("Advanced (players place the dice)"),
        "tris1": N_("Tris 1 (tic-tac-toe with the dice)"),
    }
    OPTIONS: dict[str, OptionSpec] = {
        "rule_of_4": {
            "label": N_("Rule of 4 (field at most 4x4)"),
            "choices": [False, True],
            "default": False,
            "variants": ("standard", "advanced"),
        },
    }

    # ----- api.md -----------------------------------------------------------

    def new_game(self, players: int = 2, variant: str | None = None, **options: OptionValue) -> State:
        if type(players) is not int or players != 2:
            raise IllegalMove(_("Tris 2 is a game for exactly 2 players."))
        if variant is None:
            variant = self.variants[0]
        if variant not in self.variants:
            raise IllegalMove(
                _("Tris 2 has no variant called {variant}.").format(variant=repr(str(variant)[:24]))
            )
        for name in options:
            if name not in self.OPTIONS:
                raise IllegalMove(
                    _("Tris 2 has no option called {option}.").format(option=repr(str(name)[:24]))
                )
        rule_of_4 = options.get("rule_of_4", False)
        if type(rule_of_4) is not bool:
            raise IllegalMove(_("The rule of 4 option is either on or off."))
        if variant == "standard":
            return State(variant, rule_of_4, SETUP, CHANCE, ())
        if variant == "advanced":
            return State(variant, rule_of_4, PLACE, 0, ())
        return State(variant, False, TURN, 0, make_field((c, BLANK) for c in GRID))

    def to_move(self, state: State) -> int:
        return state.mover

    def legal_moves(self, state: State) -> list[str]:
        if self._ending(state) is not None:
            return []
        return list(self._moves(state))

    def random_outcome(self, state: State, rng: random.Random) -> str:
        if state.phase != SETUP:
            raise IllegalMove(_("There is nothing random to draw now."))
        while True:  # rejection sampling keeps the draw uniform over valid setups
            orients = tuple(rng.randrange(6) for _ in GRID)
            if self._setup_problem(orients) is None:
                return notation.text(("setup", orients))

    def play(self, state: State, move: str) -> State:
        if not isinstance(move, str):
            raise IllegalMove(_("A move must be text, such as '1,0 E'."))
        if state.phase == SETUP:
            return self._setup(state, notation.parse(move))
        if self._ending(state) is not None:
            raise IllegalMove(_("The game is over."))
        moves = self._moves(state)
        action = moves.get(move)
        if action is None:
            parsed = notation.parse(move)
            action = moves.get(notation.text(parsed))
            if action is None:
                raise IllegalMove(self._refusal(state, parsed))
        return self._apply(state, action)

    def is_over(self, state: State) -> bool:
        return self._ending(state) is not None

    def returns(self, state: State) -> list[float]:
        end = self._ending(state)
        if end is None:
            return [0.0, 0.0]
        if end[0] is None:
            return draw_returns(2)
        return win_returns(2, end[0])

    # ----- moves --------------------------------------------------------------

    def _moves(self, state: State) -> dict[str, Action]:
        """{canonical text: action} for the seat to move (cached on the state)."""
        if state._moves is None:
            state._moves = self._list_moves(state)
        return state._moves

    def _list_moves(self, state: State) -> dict[str, Action]:
        if state.result is not None or state.phase == SETUP:
            return {}
        if state.offer == OFFERED:
            return dict(ANSWERS)
        field = state.field
        moves: dict[str, Action] = {}
        if state.phase == ROLL:
            for i, k, t in roll_options(field, state.ban, state.rule_of_4):
                moves[f"{_cell_text(field[i] >> 3)} {DIRS[k]}"] = ("roll", i, k, t)
        elif state.phase == TURN:
            for i, d in enumerate(field):
                if TOP[d & 7] == 2:
                    moves["turn " + _cell_text(d >> 3)] = ("turn", i)
        else:
            tops = tops_of(field)
            for c in GRID:
                if c in tops:
                    continue
                safe = [s for s in range(3) if not makes_tris(tops, c, s)]
                for o, text in enumerate(ORIENTS):
                    if TOP[o] in safe:
                        moves[f"put {_cell_text(c)} {text}"] = ("put", c, o)
            return moves
        if moves and state.offer == NO_OFFER:
            moves["offer-draw"] = ("offer",)
        return moves

    def _ending(self, state: State) -> Result | None:
        """None while the game goes on, else (winner seat or None, reason)."""
        if state._end is False:
            end = state.result
            if end is None and state.phase != SETUP and not self._can_act(state):
                end = (None, "no-placement" if state.phase == PLACE else "stuck")
            state._end = end
        return state._end

    def _can_act(self, state: State) -> bool:
        if state._moves is None and state.phase == ROLL and state.offer != OFFERED:
            return has_roll(state.field, state.ban, state.rule_of_4)  # cheaper than listing
        return bool(self._moves(state))

    def _apply(self, state: State, action: Action) -> State:
        kind = action[0]
        mover, other = state.mover, 1 - state.mover
        if kind == "roll":
            return self._roll(state, action)
        if kind == "offer":
            return self._with(state, mover=other, offer=OFFERED)
        if kind == "decline":
            return self._with(state, mover=other, offer=DECLINED)
        if kind == "accept":
            return self._with(state, mover=other, result=(None, "agreed"))
        field = state.field
        if kind == "turn":
            i = action[1]
            c = field[i] >> 3
            o = TURNED[mover]
            new_field = field[:i] + (c * 8 + o,) + field[i + 1 :]
            tops = tops_of(new_field)
            result: Result | None
            if makes_tris(tops, c, TOP[o]):
                result = (mover, "tris")
            elif all(t != 2 for t in tops.values()):
                result = (None, "full")
            else:
                result = None
            return State(state.variant, False, TURN, other, new_field, result=result)
        # a placement
        c, o = action[1], action[2]
        new_field = tuple(sorted(field + (c * 8 + o,)))
        if len(new_field) < len(GRID):
            return State(state.variant, state.rule_of_4, PLACE, other, new_field)
        return State(
            state.variant, state.rule_of_4, ROLL, other, new_field, history=((shape(new_field), other),)
        )

    def _roll(self, state: State, action: Action) -> State:
        i, k, t = action[1], action[2], action[3]
        field = state.field
        d = field[i]
        o = ROLLED[k][d & 7]
        new_field = tuple(sorted(field[:i] + field[i + 1 :] + (t * 8 + o,)))
        mover, other = state.mover, 1 - state.mover
        ban = (t, OPPOSITE[k])
        if makes_tris(tops_of(field), t, TOP[o], skip=d >> 3):
            return State(
                state.variant,
                state.rule_of_4,
                ROLL,
                other,
                new_field,
                ban,
                history=state.history,
                result=(mover, "tris"),
            )
        position = (shape(new_field), other)
        history = state.history + (position,)
        result: Result | None = (None, "repetition") if history.count(position) >= 3 else None
        return State(
            state.variant, state.rule_of_4, ROLL, other, new_field, ban, history=history, result=result
        )

    def _with(self, state: State, mover: int, offer: int = NO_OFFER, result: Result | None = None) -> State:
        return State(
            state.variant,
            state.rule_of_4,
            state.phase,
            mover,
            state.field,
            state.ban,
            offer,
            state.history,
            result,
        )

    # ----- the random setup ---------------------------------------------------

    def _setup_problem(self, orients: Sequence[int]) -> str | None:
        tops = {c: TOP[o] for c, o in zip(GRID, orients)}
        lines = tris_lines(tops)
        if lines:
            symbol = SYMBOLS[tops[lines[0][0]]]
            return _(
                "That setup already shows a tris of {symbol} on {cells}; the starting grid must have none."
            ).format(symbol=symbol, cells=_line_text(lines[0]))
        for a, b in EDGE_PAIRS:
            if tops[a] == tops[b]:
                return _(
                    "In that setup the edge dice at {cell} and {other} touch by a corner and both show "
                    "{symbol}; they must differ."
                ).format(cell=cell_text(a), other=cell_text(b), symbol=SYMBOLS[tops[a]])
        return None

    def _setup(self, state: State, parsed: Parsed) -> State:
        if parsed[0] != "setup":
            raise IllegalMove(_("The dice must be set out first (a random setup)."))
        problem = self._setup_problem(parsed[1])
        if problem is not None:
            raise IllegalMove(problem)
        field = make_field(zip(GRID, parsed[1]))
        return State(state.variant, state.rule_of_4, ROLL, 0, field, history=((shape(field), 0),))

    # ----- explaining refusals ------------------------------------------------

    def _refusal(self, state: State, parsed: Parsed) -> str:
        """Plain words for why a well-formed move is not legal here."""
        kind = parsed[0]
        if kind == "setup":
            return _("The dice are already set out.")
        if kind in ("accept", "decline"):
            return _("There is no draw offer to answer.")
        if state.offer == OFFERED:
            return _("First answer the draw offer: accept it or decline it.")
        if kind == "offer":
            if state.phase == PLACE:
                return _("A draw can only be offered once all nine dice are placed.")
            return _("Your draw offer was just declined; make a move before offering again.")
        if kind == "roll":
            return self._roll_refusal(state, parsed[1], parsed[2])
        if kind == "put":
            return self._put_refusal(state, parsed[1], parsed[2])
        return self._turn_refusal(state, parsed[1])

    def _roll_refusal(self, state: State, c: int, k: int) -> str:
        if state.phase == PLACE:
            return _("The dice cannot roll yet: place a die in the 3x3 area first.")
        if state.phase == TURN:
            return _("In Tris 1 the dice do not roll: turn a blank (/) die in place instead.")
        cells = {d >> 3 for d in state.field}
        t = c + STEP[k]
        if c not in cells:
            return _("No die there: that cell is empty.")
        if t in cells:
            return _("That cell is occupied: another die already lies there.")
        if state.ban == (c, k):
            return _(
                "That roll would undo your opponent's last move (the same die rolled straight back), "
                "which is not allowed. Roll it another way or pick another die."
            )
        moved = (cells - {c}) | {t}
        if not connected(moved):
            return _(
                "That roll would leave an island: all the dice must stay connected, touching at least "
                "by a corner."
            )
        if state.rule_of_4:
            width, height = box(moved)
            if width > 4 or height > 4:
                return _("The rule of 4 forbids that roll: the field would be wider or taller than 4 cells.")
        return _("That roll is not allowed now.")

    def _put_refusal(self, state: State, c: int, o: int) -> str:
        if state.phase != PLACE:
            return _("Placing dice happens only at the start of the advanced game.")
        if c not in GRID_SET:
            return _("Dice are placed inside the 3x3 starting square.")
        tops = tops_of(state.field)
        if c in tops:
            return _("That cell is occupied: a die already lies there.")
        if makes_tris(tops, c, TOP[o]):
            return _(
                "Placing {symbol} on top there would make a tris, and no placement may make one."
            ).format(symbol=ORIENTS[o][0])
        return _("That placement is not allowed now.")

    def _turn_refusal(self, state: State, c: int) -> str:
        if state.phase != TURN:
            return _("Turning a die in place is only done in the Tris 1 variant.")
        tops = tops_of(state.field)
        if c not in tops:
            return _("No die there: that cell is outside the 3x3 grid.")
        if tops[c] != 2:
            return _("That square is taken: that die already shows {symbol}.").format(symbol=SYMBOLS[tops[c]])
        return _("That turn is not allowed now.")

    # ----- extras for the app -------------------------------------------------

    def why_not(self, state: State, move: str) -> str | None:
        return refusal(self, state, move)

    def winning_moves(self, state: State) -> list[str]:
        """Board moves that make a tris at once (for the seat to move)."""
        if self._ending(state) is not None or state.offer == OFFERED:
            return []
        field = state.field
        tops = tops_of(field)
        if state.phase == ROLL:
            found = set(tris_rolls(field, tops))
            if not found:
                return []  # no need to list the legal moves
            return [
                text
                for text, a in self._moves(state).items()
                if a[0] == "roll" and (a[1], a[2], a[3]) in found
            ]
        if state.phase == TURN:
            symbol = TOP[TURNED[state.mover]]
            return [
                text
                for text, a in self._moves(state).items()
                if a[0] == "turn" and makes_tris(tops, field[a[1]] >> 3, symbol)
            ]
        return []

    def phase(self, state: State) -> str:
        return "over" if self._ending(state) is not None else state.phase

    def field(self, state: State) -> dict[Point, str]:
        return {xy(d >> 3): ORIENTS[d & 7] for d in state.field}

    def bounds(self, state: State) -> tuple[int, int, int, int] | None:
        if not state.field:
            return None
        points = [xy(d >> 3) for d in state.field]
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        return min(xs), min(ys), max(xs), max(ys)

    def rolls_from(self, state: State, where: Point) -> dict[str, str]:
        if self._ending(state) is not None:
            return {}
        start = cell(*where)
        found: dict[str, str] = {}
        for text, action in self._moves(state).items():
            if action[0] == "roll" and state.field[action[1]] >> 3 == start:
                found[DIRS[action[2]]] = text
        return found

    def forbidden_undo(self, state: State) -> str | None:
        if state.ban is None or self._ending(state) is not None:
            return None
        return notation.text(("roll", state.ban[0], state.ban[1]))

    def placements(self, state: State, where: Point) -> list[str]:
        if self._ending(state) is not None or state.phase != PLACE:
            return []
        prefix = f"put {where[0]},{where[1]} "
        return [text[len(prefix) :] for text in self._moves(state) if text.startswith(prefix)]

    def turn_cells(self, state: State) -> list[Point]:
        if self._ending(state) is not None or state.phase != TURN or state.offer == OFFERED:
            return []
        return [xy(state.field[a[1]] >> 3) for a in self._moves(state).values() if a[0] == "turn"]

    def move_effect(self, state: State, move: str) -> Effect | None:
        if self.why_not(state, move) is not None:
            return None
        parsed = notation.parse(move)
        kind = parsed[0]
        if kind == "roll":
            c, k = parsed[1], parsed[2]
            before = self.field(state)[xy(c)]
            return {
                "kind": "roll",
                "from": xy(c),
                "to": xy(c + STEP[k]),
                "direction": DIRS[k],
                "before": before,
                "after": self.rolled(before, DIRS[k]),
            }
        if kind == "put":
            return {"kind": "put", "to": xy(parsed[1]), "after": ORIENTS[parsed[2]]}
        if kind == "turn":
            return {
                "kind": "turn",
                "to": xy(parsed[1]),
                "before": ORIENTS[BLANK],
                "after": ORIENTS[TURNED[state.mover]],
            }
        return None

    @staticmethod
    def rolled(orient: str, direction: str) -> str:
        return ORIENTS[ROLLED[DIRS.index(direction)][ORIENT_INDEX[orient]]]

    def tris_lines(self, state: State) -> list[list[Point]]:
        symbols = (0, 1) if state.variant == "tris1" else (0, 1, 2)
        return [[xy(c) for c in line] for line in tris_lines(tops_of(state.field), symbols)]

    def winner(self, state: State) -> int | None:
        end = self._ending(state)
        return None if end is None else end[0]

    def offer_pending(self, state: State) -> int | None:
        if state.offer == OFFERED and state.result is None:
            return 1 - state.mover
        return None

    def can_offer(self, state: State) -> bool:
        return self._ending(state) is None and "offer-draw" in self._moves(state)

    def repetitions(self, state: State) -> int:
        if not state.history:
            return 0
        return state.history.count((shape(state.field), state.mover))

    @staticmethod
    def symbol_of(seat: int) -> str:
        return "XO"[seat]

    def seat_name(self, seat: int, state: State | None = None) -> str:
        if state is not None and state.variant == "tris1":
            return _("Player {number} ({symbol})").format(number=seat + 1, symbol=self.symbol_of(seat))
        return _("Player {number}").format(number=seat + 1)

    def search_key(
        self, state: State
    ) -> tuple[str, int, tuple[int, ...], tuple[int, int] | None, int, Result | None]:
        return state.position()

    def end_reason(self, state: State) -> str:
        end = self._ending(state)
        if end is None:
            return ""  # the contract: nothing while the game goes on
        winner, reason = end
        if reason == "tris":
            tops = tops_of(state.field)
            lines = tris_lines(tops, (0, 1) if state.variant == "tris1" else (0, 1, 2))
            symbol = SYMBOLS[tops[lines[0][0]]]
            where = _line_words(lines[0], symbol)
            for line in lines[1:]:
                # TRANSLATORS: two winning lines at once, "three X in a row and three X in a column".
                where = _("{first} and {second}").format(first=where, second=_line_words(line, symbol))
            assert winner is not None  # a tris has its maker
            player = self.seat_name(winner, state)
            if state.variant == "tris1":
                # TRANSLATORS: {lines} is the winning line in words, "three X in a row".
                return _("{player} wins: {lines}.").format(player=player, lines=where)
            return _("{player} wins with a tris: {lines}.").format(player=player, lines=where)
        if reason == "agreed":
            return _("The game is a draw: both players agreed to it.")
        if reason == "repetition":
            return _("The game is a draw: the same position came up for the third time.")
        if reason == "full":
            return _("The game is a draw: the grid is full and nobody made three in a line.")
        if reason == "no-placement":
            return _("The game is a draw: {player} has no placement left that avoids a tris.").format(
                player=self.seat_name(state.mover, state)
            )
        return _("The game is a draw: {player} has no legal roll.").format(
            player=self.seat_name(state.mover, state)
        )

    def describe_move(self, state: State, move: str) -> str:
        parsed = notation.parse(move)
        kind = parsed[0]
        who = self.seat_name(state.mover, state) if state.mover != CHANCE else ""
        if kind == "setup":
            return _("The nine dice are set out at random.")
        if kind == "offer":
            return _("{player} offers a draw.").format(player=who)
        if kind == "accept":
            return _("{player} accepts the draw.").format(player=who)
        if kind == "decline":
            return _("{player} declines the draw.").format(player=who)
        # the board marks the die a move changed, so the words name no cell
        if kind == "put":
            orient = ORIENTS[parsed[2]]
            top, ns, ew = orient[0], orient[1], orient[2]
            return _("{player} places a die with {top} on top ({ns} north-south, {ew} east-west).").format(
                player=who, top=top, ns=ns, ew=ew
            )
        if kind == "turn":
            return _("{player} turns a / die to {symbol}.").format(
                player=who, symbol=self.symbol_of(state.mover)
            )
        c, k = parsed[1], parsed[2]
        before = self.field(state).get(xy(c))
        if before is None:
            return _("{player} rolls a die {direction}.").format(player=who, direction=_(DIR_NAMES[k]))
        after = self.rolled(before, DIRS[k])
        return _(ROLLS[before[0]]).format(player=who, direction=_(DIR_NAMES[k]), symbol=after[0])


RULES = Tris2Rules()
