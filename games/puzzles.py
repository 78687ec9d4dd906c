"""Puzzles as data: one proven position a line, and the puzzle of the day.

``puzzles/<game>.jsonl`` (TRICE, Tris 2, Triad; made by tools/make_puzzles.py, what
"proven" means per game in docs/puzzles.md) holds one JSON object a line::

    {"code": "...", "solution": ["place b2", "give W3", ...], "rating": 1250, "theme": "win in 2"}

- ``code``: the game's own share code (games/codes.py) of the moves up to the puzzle's
  position, where a player must choose (never a roll); no seats, no link details;
- ``solution``: the proof line in docs/api.md notation: the player's move first, then the
  opponent's replies and the player's follow-ups, to the player's win. No dice: none of the
  three games rolls after its start, and a line that reached a roll is refused;
- ``rating``: a whole number, higher for a harder puzzle (RATING_MIN..RATING_MAX);
- ``theme``: a few words a player understands ("win in 2", "make a Trice");
- ``slower`` (Triad and Tris 2, where a line has one): the player's other moves proven to win,
  but slower than the line, as ``[step, move, turns]``: at the solution's `step` (an index
  into it), `move` forces a win in `turns` of the player's turns (that one counted), more
  than the line takes from there.

`parse` checks one line (the code decodes to this game, the position is a player's choice,
every move of the solution is legal in turn, written as the game writes it, and the line
ends the game in the player's win; the fields have their types and bounds) and refuses
anything else with `PuzzleError`, whose message says why in plain words. It replays the
line; it does not prove it again (the tool's checker does that: tools/make_puzzles.py).

A player's step of the solution is answered by `Puzzle.accepts`: the line's move, or any
move that wins at once. What is proven of every other move (docs/puzzles.md) depends on the
game: TRICE's solver is exact, so there it does not win at all (the opponent has an answer);
Triad's and Tris 2's search looks `HORIZON` turns ahead, so there it does not force a win as
fast as the line does (`turns_left`), and it may win slower: `slower` lists those found.

The puzzle of the day: `puzzle_for(game_id, day)` picks from the date alone, the same
for every player on that date. Day 1 is EPOCH; the daily number N counts from it. Each
cycle through the list is its own stable permutation (a hash of the game, the cycle and the
position in the list), so every puzzle comes once per cycle and the order is not the file's.
The same list gives the same choice on every device and every Python; a list that grows
gives new choices from then on.

Pure: no pygame, no app; it reads only the puzzle files.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Any

from . import codes, datafiles, registry
from .core import CHANCE, refusal
from .i18n import N_, _
from .match import Match
from .records import Record


def games() -> tuple[str, ...]:
    """The games with daily puzzles, in menu order: those whose `Game` declares `puzzles`."""
    from . import registry

    return tuple(game_id for game_id in registry.GAME_IDS if registry.get(game_id).puzzles)


FIELDS = ("code", "solution", "rating", "theme")
OPTIONAL = ("slower",)
# The games whose puzzles are proven by a search within this many of the player's turns (the
# fastest win, and no other first move as fast); the others' (TRICE's) by an exact solver.
HORIZON = {"triad": 3, "tris2": 2}
RATING_MIN, RATING_MAX = 400, 3000
THEME_MAX = 24  # characters
SOLUTION_MAX = 40  # moves
LINE_MAX = 4000  # characters of one line; longer ones are refused unread
EPOCH = date(2026, 11, 1)  # daily puzzle number 1
# Every theme the puzzle files use, for the catalogs (a line's theme is translated where it is
# shown; tests/test_i18n_coverage.py checks each file's themes are here).
THEMES = (
    # TRANSLATORS: a puzzle's theme, a few words: what the player must find.
    N_("win in 2"),
    N_("win in 3"),
    N_("win in 4"),
    N_("make a Trice"),
    N_("make a tris"),
    N_("third triad"),
    N_("block and win"),
)
PUZZLE_DIR = datafiles.path("puzzles")  # the project's puzzles/, or the installed package's


class PuzzleError(ValueError):
    """A puzzle line that cannot be used; the message says why in a sentence or two."""


@dataclass(frozen=True, eq=False)
class Puzzle:
    """One checked puzzle line."""

    game_id: str
    code: str
    solution: tuple[str, ...]
    rating: int
    theme: str
    record: Record  # the game up to the puzzle's position (decoded from `code`)
    player: int  # the seat whose move it is: the one who solves
    slower: tuple[tuple[int, str, int], ...] = ()  # (step, move, turns): wins, but slower

    @property
    def exact(self) -> bool:
        """Is every wrong move proven not to win at all (else: not as fast as the line)?"""
        return self.game_id not in HORIZON

    def turns_left(self, step: int) -> int:
        """The player's turns the line takes to win from its `step` (that one counted): a turn
        starts at each of the player's moves that does not follow another of theirs (Triad's
        removal after a triad is the same turn)."""
        rules = registry.rules(self.game_id)
        states = self.states()
        return sum(
            1
            for index in range(step, len(self.solution))
            if rules.to_move(states[index]) == self.player
            and (index == 0 or rules.to_move(states[index - 1]) != self.player)
        )

    def slower_win(self, step: int, move: str) -> int | None:
        """The turns `move` is proven to win in at `step`, where it is slower than the line."""
        for where, found, turns in self.slower:
            if where == step and found == move:
                return turns
        return None

    def match(self) -> Match:
        """A fresh Match at the puzzle's position."""
        record: Record = {
            **self.record,
            "options": dict(self.record["options"]),
            "moves": list(self.record["moves"]),
        }
        return Match(record)

    def states(self) -> list[Any]:
        """The position, then the state after each move of the solution."""
        match = self.match()
        for move in self.solution:
            match.play(move)
        return match.states[len(self.record["moves"]) :]

    def player_steps(self) -> list[int]:
        """The indexes into `solution` of the player's own moves (0 first)."""
        rules = registry.rules(self.game_id)
        states = self.states()
        return [index for index in range(len(self.solution)) if rules.to_move(states[index]) == self.player]

    def accepts(self, step: int, state: Any, move: str) -> bool:
        """Is `move`, the player's answer at `step` of the solution (in `state`, the state
        there), right? The solution's own move is; so is any legal move that ends the game at
        once in the player's win. Every other move was proven not to win when the puzzle was
        made (docs/puzzles.md), and is wrong."""
        if not 0 <= step < len(self.solution):
            return False
        if move == self.solution[step]:
            return True
        rules = registry.rules(self.game_id)
        if rules.to_move(state) != self.player or move not in rules.legal_moves(state):
            return False
        after = rules.play(state, move)
        return rules.is_over(after) and rules.returns(after)[self.player] == 1.0


@dataclass(frozen=True)
class Daily:
    number: int  # the daily number N (1 on EPOCH)
    line: int  # the puzzle's line in its file, 0-based
    puzzle: Puzzle


# ---- one line ----------------------------------------------------------------------------


def parse(game_id: str, text: str) -> Puzzle:
    """The Puzzle a line of `game_id`'s file holds; PuzzleError saying why it cannot be one."""
    if game_id not in games():
        raise PuzzleError(_("There are no puzzles for a game called {game}.").format(game=repr(game_id)))
    if not isinstance(text, str):
        raise PuzzleError(_("A puzzle line must be text."))
    if len(text) > LINE_MAX:
        raise PuzzleError(_("The line is too long to be a puzzle."))
    if not text.strip():
        raise PuzzleError(_("The line is empty."))
    try:
        data = json.loads(text)
    except ValueError:
        raise PuzzleError(_("The line is not valid JSON.")) from None
    if not isinstance(data, dict):
        raise PuzzleError(_("The line is not a JSON object with the puzzle's fields."))
    for name in FIELDS:
        if name not in data:
            raise PuzzleError(_("The puzzle has no '{field}'.").format(field=name))
    for name in data:
        if name not in FIELDS + OPTIONAL:
            raise PuzzleError(
                _("The puzzle has a field it should not have: '{field}'.").format(field=str(name)[:24])
            )
    rating, theme, code, solution = data["rating"], data["theme"], data["code"], data["solution"]
    if type(rating) is not int or not RATING_MIN <= rating <= RATING_MAX:
        raise PuzzleError(
            _("The rating must be a whole number from {low} to {high}.").format(
                low=RATING_MIN, high=RATING_MAX
            )
        )
    if (
        not isinstance(theme, str)
        or not theme
        or len(theme) > THEME_MAX
        or theme != theme.strip()
        or not theme.isprintable()
    ):
        raise PuzzleError(
            _("The theme must be a few words on one line (1 to {count} characters).").format(count=THEME_MAX)
        )
    if not isinstance(code, str):
        raise PuzzleError(_("The code must be text."))
    if (
        not isinstance(solution, list)
        or not 1 <= len(solution) <= SOLUTION_MAX
        or not all(isinstance(move, str) for move in solution)
    ):
        raise PuzzleError(
            _("The solution must be a list of 1 to {count} moves, each written as text.").format(
                count=SOLUTION_MAX
            )
        )
    record, player = _position(game_id, code)
    _check_line(game_id, record, player, solution)
    puzzle = Puzzle(game_id, code, tuple(solution), rating, theme, record, player)
    return replace(puzzle, slower=_slower(puzzle, data["slower"])) if "slower" in data else puzzle


def _slower(puzzle: Puzzle, slower: object) -> tuple[tuple[int, str, int], ...]:
    """The checked `slower` field: each a player's step, a legal move there other than the
    line's, and more turns than the line takes from there."""
    wrong = PuzzleError(
        _("'slower' must list [step, move, turns]: another legal move of yours, slower than the line.")
    )
    if not isinstance(slower, list) or len(slower) > 200:
        raise wrong
    rules = registry.rules(puzzle.game_id)
    states = puzzle.states()
    steps = puzzle.player_steps()
    found: list[tuple[int, str, int]] = []
    for entry in slower:
        if not isinstance(entry, list) or len(entry) != 3:
            raise wrong
        step, move, turns = entry
        if (
            type(step) is not int
            or step not in steps
            or not isinstance(move, str)
            or move == puzzle.solution[step]
            or move not in rules.legal_moves(states[step])
            or type(turns) is not int
            or not puzzle.turns_left(step) < turns <= SOLUTION_MAX
        ):
            raise wrong
        found.append((step, move, turns))
    return tuple(found)


def _position(game_id: str, code: str) -> tuple[Record, int]:
    """(record to the puzzle's position, the seat to move) from a puzzle's code."""
    try:
        decoded = codes.decode(code)
    except codes.CodeError as err:
        raise PuzzleError(_("Its code cannot be read: {reason}").format(reason=err)) from None
    record = decoded.record
    if record["game"] != game_id:
        raise PuzzleError(
            _("Its code is a game of {game}, not of {expected}.").format(
                game=registry.get(record['game']).name, expected=registry.get(game_id).name
            )
        )
    if decoded.seats is not None or decoded.extra:
        raise PuzzleError(_("Its code names seats or link details; a puzzle's code holds only the game."))
    match = decoded.match()
    rules, state = match.rules, match.state
    if rules.is_over(state):
        raise PuzzleError(_("Its position is a finished game."))
    seat = rules.to_move(state)
    if seat == CHANCE or seat is None:
        raise PuzzleError(_("Its position waits for a roll of the dice, not for a player's choice."))
    return record, seat


def _check_line(game_id: str, record: Record, player: int, solution: Sequence[str]) -> None:
    match = codes.Decoded(record).match()  # a copy: the record itself stays the position's
    rules = match.rules
    for number, move in enumerate(solution, 1):
        state = match.state
        if rules.is_over(state):
            raise PuzzleError(
                _("The solution goes on after the game is over (its move {number}).").format(number=number)
            )
        if rules.to_move(state) == CHANCE:
            raise PuzzleError(
                _(
                    "The solution reaches a roll of the dice at its move {number}; a puzzle's line has "
                    "no dice."
                ).format(number=number)
            )
        legal = rules.legal_moves(state)
        if move not in legal:
            why = refusal(rules, state, move)
            because = why if why else _("it is not written the way the game writes its moves.")
            raise PuzzleError(
                # TRANSLATORS: {reason} is why the move is refused, a sentence of its own.
                _("Move {number} of the solution, '{move}', is not legal there: {reason}").format(
                    number=number, move=move[:40], reason=because
                )
            )
        match.play(move)
    final = match.state
    if not rules.is_over(final):
        raise PuzzleError(_("The solution does not play the game to its end."))
    if rules.returns(final)[player] != 1.0:
        raise PuzzleError(
            _("The solution does not end in a win for {player}, the player to move.").format(
                player=rules.seat_name(player)
            )
        )


# ---- a game's list -----------------------------------------------------------------------


def path_of(game_id: str, folder: str | None = None) -> str:
    return os.path.join(PUZZLE_DIR if folder is None else folder, f"{game_id}.jsonl")


def lines(game_id: str, folder: str | None = None) -> list[str]:
    """The raw lines of a game's puzzle file (a final newline does not make an empty line)."""
    if game_id not in games():
        raise PuzzleError(_("There are no puzzles for a game called {game}.").format(game=repr(game_id)))
    with open(path_of(game_id, folder), encoding="utf-8") as handle:
        return handle.read().splitlines()


def load(game_id: str, folder: str | None = None) -> list[Puzzle]:
    """Every puzzle of a game, each line checked; PuzzleError names the first bad line."""
    puzzles: list[Puzzle] = []
    for number, text in enumerate(lines(game_id, folder), 1):
        try:
            puzzles.append(parse(game_id, text))
        except PuzzleError as err:
            raise PuzzleError(
                _("{game} puzzle line {number}: {reason}").format(game=game_id, number=number, reason=err)
            ) from None
    return puzzles


# ---- the puzzle of the day ---------------------------------------------------------------


def daily_number(day: date) -> int:
    """The daily number N of `day` (1 on EPOCH; before it, 0 and below)."""
    return (day - EPOCH).days + 1


def day_of(number: int) -> date:
    """The date whose daily number is `number`."""
    return EPOCH + timedelta(days=number - 1)


def _rank(game_id: str, cycle: int, index: int) -> bytes:
    return hashlib.sha256(f"TriDice puzzle\n{game_id}\n{cycle}\n{index}".encode()).digest()


def index_for(game_id: str, number: int, count: int) -> int:
    """The line (0-based, of `count`) that daily number `number` shows: cycle after cycle
    through the list, each cycle in its own stable order."""
    if count < 1:
        raise PuzzleError(_("There are no puzzles for {game}.").format(game=game_id))
    cycle, slot = divmod(number - 1, count)
    order = sorted(range(count), key=lambda index: _rank(game_id, cycle, index))
    return order[slot]


def daily(game_id: str, number: int, folder: str | None = None) -> Daily:
    """Daily puzzle number `number` of a game (only its own line is read and checked)."""
    found = lines(game_id, folder)
    index = index_for(game_id, number, len(found))
    try:
        puzzle = parse(game_id, found[index])
    except PuzzleError as err:
        raise PuzzleError(
            _("{game} puzzle line {number}: {reason}").format(game=game_id, number=index + 1, reason=err)
        ) from None
    return Daily(number, index, puzzle)


def puzzle_for(game_id: str, day: date, folder: str | None = None) -> Daily:
    """The puzzle of `day` for a game: the same for every player on that date."""
    return daily(game_id, daily_number(day), folder)
