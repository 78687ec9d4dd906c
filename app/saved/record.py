"""Your record, kept on the device (issue 23 point 3): the streak of days solved, the puzzles
solved and failed, a puzzle rating, and per game the wins, losses and draws against each
computer level. One storage document (app/saved/storage.py, kind `record`): a file natively,
localStorage in the browser, so it survives a restart and a reload.

What counts, decided here (docs/puzzles.md, "Your record", says the same for players):

- **The streak** is the number of consecutive calendar dates, by the player's local date, on
  each of which at least one puzzle of the day was solved (any game's: the TRICE, Triad or Tris 2
  puzzle of that date). It lives on through the next day (solve one today and it grows; the
  screen shows it while today or yesterday was solved) and is over once a whole date passes with
  none solved: then the screen shows 0 and the next solve starts again at 1. The best streak is
  kept. An older puzzle solved later (not the one of the date it was solved on) counts as solved
  and moves the rating, but not the streak.
- **A puzzle counts once**: the first result of each puzzle (game and daily number) is the one
  kept; playing it again afterwards moves nothing (its answer is known by then).
- **The puzzle rating** is Elo's, the puzzle the opponent at its `rating` (games/puzzles.py):
  expected = 1 / (1 + 10 ** ((puzzle - you) / 400)); score 1 for a solve at the first try,
  0.75 at the second, 0.5 (a draw) at the third or later; 0 for a failed puzzle or one whose
  answer was shown; the rating moves by round(K * (score - expected)), K = 32, and stays within
  RATING_FLOOR..RATING_CEILING. Everyone starts at 1200.
- **Games against the computer**: a game at the table (app/play/table.py) with exactly one person
  and the computer in every other seat counts when it ends: a win when the person's result is
  a whole win, a loss when it is nothing, a draw when shared. Against several computers at
  different levels it counts against the strongest. A game between people, a game by link, a
  lesson, a replay and a demo never count. Each game counts once, by its identity (the id its
  game in progress carries in app/saved/autosave.py), even if its end is shown again: after Undo, or
  after a reload that brought back its last saved move; only its first end counts.

A damaged document is set aside with a message (the storage keeps it as `record.json.bad1`, or
the `tridice.record.bad` key in the browser) and the record starts again from nothing only then,
said so. A document that reads but has a field that does not is set aside the same way, with
the field named, and saved again with every good field: a bad field falls back alone.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any

from app.saved import calendar_day
from app.saved.host import SavedAppLike
from app.seats import HUMAN
from games import puzzles, registry
from games.agents import LEVELS
from games.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from app.saved.storage import Storage

KIND = "record"
LABEL = N_("record")
START_RATING = 1200
K = 32
RATING_FLOOR, RATING_CEILING = 100, 4000
TRY_SCORES = (1.0, 0.75)  # a solve at the first, second try; later ones score SOLVED_LATE
SOLVED_LATE = 0.5
KEEP_COUNTED = 200  # the identities of the last games counted (older ones cannot return)
KEEP_DONE = 5000  # puzzles remembered per game (about 13 years of daily puzzles)
OUTCOMES = ("won", "lost", "drawn")
FIELDS = ("streak", "best_streak", "last_day", "solved", "failed", "rating", "done", "games", "counted")
# The words a set-aside message names a bad field with.
FIELD_WORDS = {
    "streak": N_("the streak"),
    "best_streak": N_("the best streak"),
    "last_day": N_("the day last solved"),
    "solved": N_("the puzzles solved"),
    "failed": N_("the puzzles failed"),
    "rating": N_("the puzzle rating"),
    "done": N_("the list of puzzles played"),
    "games": N_("the games against the computer"),
    "counted": N_("the list of games counted"),
}


@dataclass
class Record:
    streak: int = 0  # consecutive days solved, up to `last_day`
    best_streak: int = 0
    last_day: str | None = None  # the last date a puzzle of the day was solved, ISO
    solved: int = 0
    failed: int = 0
    rating: int = START_RATING
    done: dict[str, list[int]] = field(default_factory=dict)  # game id -> [daily numbers with a result]
    # game id -> level -> {"won", "lost", "drawn"}: a count each
    games: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    counted: list[str] = field(default_factory=list)  # identities of the games counted, newest last

    # -- reading ----------------------------------------------------------------------------------
    def streak_on(self, today: date) -> int:
        """The streak as it stands on `today` (a date): alive while today or yesterday was
        solved, else 0."""
        last = parse_day(self.last_day)
        if last is None or not timedelta(0) <= today - last <= timedelta(days=1):
            return 0
        return self.streak

    def waiting(self, today: date) -> bool:
        """True when the streak is alive but today has no solve yet: solve one to keep it."""
        return self.streak_on(today) > 0 and parse_day(self.last_day) != today

    def tally(self, game_id: str, level: str) -> dict[str, int]:
        """{"won": n, "lost": n, "drawn": n} against `level` in `game_id`."""
        found = self.games.get(game_id, {}).get(level, {})
        return {outcome: found.get(outcome, 0) for outcome in OUTCOMES}

    def played(self, game_id: str | None = None) -> int:
        """How many games against the computer were counted (in `game_id`, or in all)."""
        ids = [game_id] if game_id else list(self.games)
        return sum(sum(self.tally(g, level).values()) for g in ids for level in LEVELS)

    def empty(self) -> bool:
        return self.solved == 0 and self.failed == 0 and self.played() == 0

    # -- changing ---------------------------------------------------------------------------------
    def add_puzzle(
        self, game_id: str, number: int, day: date, solved: bool, tries: int, puzzle_rating: int
    ) -> PuzzleOutcome:
        """Count a puzzle's result (the module's docstring); returns a PuzzleOutcome."""
        before, streak_before = self.rating, self.streak_on(day)
        seen = self.done.setdefault(game_id, [])
        if number in seen:
            return PuzzleOutcome(False, before, before, streak_before)
        seen.append(number)
        del seen[:-KEEP_DONE]
        if solved:
            self.solved += 1
        else:
            self.failed += 1
        self.rating = new_rating(self.rating, puzzle_rating, puzzle_score(solved, tries))
        if solved and number == puzzles.daily_number(day):
            self.mark_day(day)
        return PuzzleOutcome(True, before, self.rating, self.streak_on(day))

    def mark_day(self, day: date) -> None:
        """A puzzle of the day solved on `day`: the streak goes on, grows or starts again."""
        last = parse_day(self.last_day)
        if last is not None and day <= last:
            return  # the same day again (or a clock put back): nothing new
        self.streak = self.streak + 1 if last is not None and day - last == timedelta(days=1) else 1
        self.best_streak = max(self.best_streak, self.streak)
        self.last_day = day.isoformat()

    def add_game(self, ident: str, game_id: str, level: str, outcome: str) -> bool:
        """Count a game's end against the computer once; True if it was counted now."""
        if ident in self.counted:
            return False
        self.counted.append(ident)
        del self.counted[:-KEEP_COUNTED]
        tally = self.games.setdefault(game_id, {}).setdefault(level, {o: 0 for o in OUTCOMES})
        tally[outcome] = tally.get(outcome, 0) + 1
        return True

    # -- storage ----------------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in FIELDS}

    @classmethod
    def from_data(cls, data: Mapping[str, object]) -> tuple[Record, list[str]]:
        """(Record, [names of the fields present but not readable]): each bad field keeps
        its default alone; a missing one is simply not there yet (an older file)."""
        record, bad = cls(), []
        for name in FIELDS:
            if name not in data:
                continue
            readable, value = _check(name, data[name])
            if readable:
                setattr(record, name, value)
            else:
                bad.append(name)
        record.best_streak = max(record.best_streak, record.streak)
        return record, bad


@dataclass(frozen=True)
class PuzzleOutcome:
    counted: bool  # False: this puzzle had a result already, nothing moved
    rating_before: int
    rating_after: int
    streak: int  # the streak on the day of the result, after it


# -- the arithmetic ----------------------------------------------------------------------------


def puzzle_score(solved: bool, tries: int) -> float:
    """What a result scores against the puzzle: 1, 0.75, 0.5 by tries; 0 if not solved."""
    if not solved:
        return 0.0
    tries = max(1, int(tries))
    return TRY_SCORES[tries - 1] if tries <= len(TRY_SCORES) else SOLVED_LATE


def expected(rating: float, puzzle_rating: float) -> float:
    """Elo's expected score of a player at `rating` against a puzzle at `puzzle_rating`."""
    return 1.0 / (1.0 + 10 ** ((puzzle_rating - rating) / 400))


def new_rating(rating: int, puzzle_rating: int, score: float) -> int:
    moved = rating + round(K * (score - expected(rating, puzzle_rating)))
    return max(RATING_FLOOR, min(RATING_CEILING, moved))


def outcome_for(returns: Sequence[float], seat: int) -> str:
    """ "won", "lost" or "drawn" for `seat` from the rules' returns (1 a win, 0 a loss)."""
    value = returns[seat]
    return "won" if value >= 1.0 else "lost" if value <= 0.0 else "drawn"


def counted_level(seats: Sequence[str]) -> tuple[int, str] | None:
    """(the person's seat, the level the game counts against) when exactly one seat is a
    person and every other one the computer; else None (people only, computers only)."""
    people = [index for index, kind in enumerate(seats) if kind == HUMAN]
    levels = [kind for kind in seats if kind in LEVELS]
    if len(people) != 1 or len(levels) != len(seats) - 1 or not levels:
        return None
    return people[0], max(levels, key=LEVELS.index)


def new_ident() -> str:
    """A game's identity: when it started and a random part (two devices, one second)."""
    return f"{time.time_ns():x}-{random.getrandbits(32):08x}"


def parse_day(text: object) -> date | None:
    try:
        return date.fromisoformat(text) if isinstance(text, str) else None
    except ValueError:
        return None


def as_day(day: date | str | None) -> date:
    """A date from a date or an ISO string; today's local date for None."""
    if day is None:
        return calendar_day.today()
    if isinstance(day, date):
        return day
    parsed = parse_day(day)
    if parsed is None:
        raise ValueError(f"not a date: {day!r}")
    return parsed


# -- checking what storage returns (each gives the value, or None when it is not readable) ------


def _count(value: object) -> int | None:
    return value if type(value) is int and 0 <= value < 10**9 else None


def _rating(value: object) -> int | None:
    return value if type(value) is int and RATING_FLOOR <= value <= RATING_CEILING else None


def _day(value: object) -> str | None:
    return value if isinstance(value, str) and parse_day(value) is not None else None


def _done(value: object) -> dict[str, list[int]] | None:
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, list) and all(type(n) is int for n in v)
        for k, v in value.items()
    ):
        return None
    return {k: list(v)[-KEEP_DONE:] for k, v in value.items()}


def _games(value: object) -> dict[str, dict[str, dict[str, int]]] | None:
    if not isinstance(value, dict):
        return None
    for game_id, levels in value.items():
        if not isinstance(game_id, str) or not isinstance(levels, dict):
            return None
        for level, tally in levels.items():
            if level not in LEVELS or not isinstance(tally, dict):
                return None
            if set(tally) - set(OUTCOMES) or any(_count(n) is None for n in tally.values()):
                return None
    # a game this version does not have is kept as it was (a newer version's), not shown
    return {
        g: {lv: {o: t.get(o, 0) for o in OUTCOMES} for lv, t in levels.items()} for g, levels in value.items()
    }


def _counted(value: object) -> list[str] | None:
    if not isinstance(value, list) or not all(isinstance(v, str) and 0 < len(v) <= 64 for v in value):
        return None
    return list(value)[-KEEP_COUNTED:]


CHECKS: dict[str, Callable[[object], object]] = {
    "streak": _count,
    "best_streak": _count,
    "last_day": _day,
    "solved": _count,
    "failed": _count,
    "rating": _rating,
    "done": _done,
    "games": _games,
    "counted": _counted,
}
# `last_day` may be null (never solved): that is readable
_NULLABLE = {"last_day"}


def _check(name: str, value: object) -> tuple[bool, object]:
    if name in _NULLABLE and value is None:
        return True, None
    checked = CHECKS[name](value)
    return checked is not None, checked


# -- load and save -------------------------------------------------------------------------------


def load_from(storage: Storage) -> Record:
    """The record in `storage`: a damaged document set aside (a fresh record, said so), a bad
    field set aside with its document and the good ones saved again."""
    data = storage.load(KIND, _(LABEL))
    if data is None:
        return Record()
    record, bad = Record.from_data(data)
    if bad:
        what = ", ".join(_(FIELD_WORDS[name]) for name in bad)
        # TRANSLATORS: {what} names parts of the record: "the streak, the puzzle rating"
        problem = ngettext(
            "{what} could not be read and starts again", "{what} could not be read and start again", len(bad)
        ).format(what=what)
        storage.set_aside(KIND, _(LABEL), problem)
        storage.save(KIND, record.to_data())
    return record


def load(app: SavedAppLike) -> Record:
    """The record, any message about it shown to the player."""
    record = load_from(app.storage)
    _tell(app)
    return record


def save(app: SavedAppLike, record: Record) -> None:
    app.storage.save(KIND, record.to_data())
    _tell(app)


def _tell(app: SavedAppLike) -> None:
    for message in app.storage.take_messages():
        app.notify(message)


def puzzle_result(
    app: SavedAppLike,
    game_id: str,
    number: int,
    day: date | str | None,
    solved: bool,
    tries: int,
    puzzle_rating: int,
) -> PuzzleOutcome:
    """The API for the puzzle screens: count the result of puzzle `number` (its daily number)
    of `game_id`, reached on `day` (the player's local date: a `date`, an ISO string, or None
    for today), `solved` or not (failed, or the answer shown), after `tries` tries (1: right
    at once), the puzzle rated `puzzle_rating`. Saved at once. Returns a PuzzleOutcome
    (`counted` False when this puzzle had its result already)."""
    record = load(app)
    outcome = record.add_puzzle(game_id, int(number), as_day(day), bool(solved), tries, int(puzzle_rating))
    if outcome.counted:
        save(app, record)
    return outcome


def game_result(
    app: SavedAppLike, ident: str | None, game_id: str, seats: Sequence[str], returns: Sequence[float]
) -> str | None:
    """Count a finished game at the table if it was one person against the computer and its
    identity `ident` was not counted before; saved at once. Returns the outcome ("won",
    "lost", "drawn") if it was counted now, else None."""
    found = counted_level(seats)
    if found is None or not ident or game_id not in registry.GAMES:
        return None
    person, level = found
    outcome = outcome_for(returns, person)
    record = load(app)
    if not record.add_game(ident, game_id, level, outcome):
        return None
    save(app, record)
    return outcome
