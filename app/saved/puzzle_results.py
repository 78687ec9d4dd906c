"""How each puzzle went, kept on the device: solved or failed, and in how many tries.

One storage document (app/saved/storage.py, kind "puzzles": a file natively, localStorage in the
browser) holds, per game and daily number, the puzzle's state:

- "open": tried and not finished yet (`tries`: the wrong tries so far);
- "solved": solved, in `tries` tries (the wrong ones and the one that solved it);
- "failed": the player asked "Show me" (`tries`: the wrong ones and the shown one).

`hints` counts the Hints asked for. The first finish is the result: playing a finished
puzzle again shows it again and changes nothing. A damaged document is set aside with a
message (app/saved/storage.py keeps it under another name) and never crashes the app; a damaged
entry is dropped and the rest kept, the whole document set aside first, as it was.

The day: `today()` is the device's local date (in the browser the page's: Python's clock
there is the browser's), and games.puzzles turns it into today's puzzle for every game.
"""

import re
from datetime import date
from typing import NamedTuple

from app.saved import calendar_day, record
from app.saved.host import SavedAppLike
from games import puzzles, registry
from games.i18n import N_, _, ngettext

KIND = "puzzles"
LABEL = N_("puzzle results")
STATES = ("open", "solved", "failed")
MAX_COUNT = 999  # tries or hints above this are not a real player's: the entry is damaged
MAX_NUMBER = 99999  # a daily number past this (the year 2300) is refused in a link or --puzzle
# A shared puzzle's link: the page's address, '#', then this (the puzzle, never its answer).
# Nothing else is read from it: the game one of the three, the number 1..MAX_NUMBER.
LINK = re.compile(r"puzzle-(trice|tris2|triad)-([1-9][0-9]{0,4})")


class Result(NamedTuple):
    state: str  # "open", "solved" or "failed"
    tries: int
    hints: int


def today() -> date:
    """The local date today: what decides the puzzle of the day."""
    return calendar_day.today()


def todays_number() -> int:
    """Today's daily number (1 at least: a device whose clock is before the first day gets #1)."""
    return max(1, puzzles.daily_number(today()))


def _key(game_id: str, number: int) -> str:
    return f"{game_id}:{number}"


def _parse_key(key: object) -> tuple[str, int] | None:
    game_id, _colon, number = str(key).partition(":")
    if game_id not in puzzles.games() or not number.isdigit() or len(number) > 7:
        return None
    return game_id, int(number)


def _result(item: object) -> Result | None:
    if not isinstance(item, dict):
        return None
    state, tries, hints = item.get("state"), item.get("tries"), item.get("hints", 0)
    if state not in STATES or type(tries) is not int or type(hints) is not int:
        return None
    if not 0 <= tries <= MAX_COUNT or not 0 <= hints <= MAX_COUNT or (state != "open" and tries < 1):
        return None
    return Result(state, tries, hints)


def load(app: SavedAppLike) -> dict[tuple[str, int], Result]:
    """{(game_id, number): Result} of every puzzle tried on this device."""
    storage = app.storage
    data = storage.load(KIND, _(LABEL))
    found: dict[tuple[str, int], Result] = {}
    if data is not None:
        items = data.get("results")
        if not isinstance(items, dict):
            storage.set_aside(KIND, _(LABEL), _("it was damaged"))
        else:
            for key, item in items.items():
                where, result = _parse_key(key), _result(item)
                if where is not None and result is not None:
                    found[where] = result
            if len(found) < len(items):
                bad = len(items) - len(found)
                storage.set_aside(
                    KIND,
                    _(LABEL),
                    ngettext(
                        "one puzzle in it was damaged", "{count} puzzles in it were damaged", bad
                    ).format(count=bad),
                )
                _save(app, found)
    for message in storage.take_messages():
        app.notify(message)
    return found


def result(app: SavedAppLike, game_id: str, number: int) -> Result | None:
    """The puzzle's Result, or None if it was never tried here."""
    return load(app).get((game_id, number))


def _save(app: SavedAppLike, found: dict[tuple[str, int], Result]) -> None:
    app.storage.save(KIND, {"results": {_key(g, n): r._asdict() for (g, n), r in sorted(found.items())}})
    for message in app.storage.take_messages():
        app.notify(message)


def note_try(app: SavedAppLike, game_id: str, number: int, hints: int = 0) -> Result:
    """A wrong try at an unfinished puzzle (and the hints asked for so far); the Result."""
    found = load(app)
    now = found.get((game_id, number))
    if now is not None and now.state != "open":
        return now  # finished: playing it again changes nothing
    tries = (now.tries if now is not None else 0) + 1
    found[(game_id, number)] = Result("open", min(tries, MAX_COUNT), min(hints, MAX_COUNT))
    _save(app, found)
    return found[(game_id, number)]


def note_hint(app: SavedAppLike, game_id: str, number: int, hints: int) -> Result:
    """A hint asked for at an unfinished puzzle."""
    found = load(app)
    now = found.get((game_id, number))
    if now is not None and now.state != "open":
        return now
    found[(game_id, number)] = Result("open", now.tries if now is not None else 0, min(hints, MAX_COUNT))
    _save(app, found)
    return found[(game_id, number)]


def finish(app: SavedAppLike, game_id: str, number: int, solved: bool, rating: int, hints: int = 0) -> Result:
    """The puzzle solved (True) or shown (False) at this try; the Result kept. Only the
    first finish counts: it goes to the player's record once."""
    found = load(app)
    now = found.get((game_id, number))
    if now is not None and now.state != "open":
        return now
    tries = (now.tries if now is not None else 0) + 1
    done = Result("solved" if solved else "failed", min(tries, MAX_COUNT), min(hints, MAX_COUNT))
    found[(game_id, number)] = done
    _save(app, found)
    tell_record(app, game_id, number, done, rating)
    return done


def tell_record(app: SavedAppLike, game_id: str, number: int, done: Result, rating: int) -> None:
    """The one place a puzzle's first result goes to the player's record (app/saved/record.py:
    streak, solved and failed counts, puzzle rating)."""
    record.puzzle_result(app, game_id, number, today(), done.state == "solved", done.tries, rating)


# -- sharing ---------------------------------------------------------------------------------


def link_code(game_id: str, number: int) -> str:
    """What follows '#' in a link that opens daily puzzle `number` of `game_id`."""
    return f"puzzle-{game_id}-{number}"


def read_link(text: object) -> tuple[str, int] | None:
    """(game_id, number) of a puzzle link's fragment, or None if it is not one. The text is
    untrusted (an address a stranger sent): only the whole pattern counts."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    found = LINK.fullmatch(text.strip())
    if found is None:
        return None
    number = int(found.group(2))
    return (found.group(1), number) if 1 <= number <= MAX_NUMBER else None


def share_text(game_id: str, number: int, done: Result) -> str:
    """ "TriDice daily #25 (Triad) solved in 2 tries": the result, never the answer."""
    name = registry.get(game_id).name
    if done.state == "solved":
        return ngettext(
            "TriDice daily #{number} ({game}) solved in {tries} try",
            "TriDice daily #{number} ({game}) solved in {tries} tries",
            done.tries,
        ).format(number=number, game=name, tries=done.tries)
    return ngettext(
        "TriDice daily #{number} ({game}): not solved, shown after {tries} try",
        "TriDice daily #{number} ({game}): not solved, shown after {tries} tries",
        done.tries,
    ).format(number=number, game=name, tries=done.tries)


def state_text(done: Result | None) -> str:
    """The list's word on a puzzle: not tried, tries so far, solved, failed."""
    if done is None:
        return _("Not tried")
    if done.state == "solved":
        return ngettext("Solved in {tries} try", "Solved in {tries} tries", done.tries).format(
            tries=done.tries
        )
    if done.state == "failed":
        return _("Failed: shown")
    if done.tries == 0:
        return _("Started")
    return ngettext("{tries} wrong try so far", "{tries} wrong tries so far", done.tries).format(
        tries=done.tries
    )
