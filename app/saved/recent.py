"""The recent games: the last `LIMIT` finished games, newest first, kept like the autosave.

One storage document (app/saved/storage.py: a file natively, localStorage in the
browser) holds a list of entries: the game's record (games/records.py), who
sat in each seat, the local date and time it ended and its result in words.
The board records a game when it ends; the menu offers the list, and a replay
watches an entry again.

A damaged document is set aside with a message (the storage keeps it under
another name) and never crashes the app. Entries are checked one by one: if
some are damaged, the whole document is set aside as it was and the good
entries are saved again, so nothing is lost unseen. An entry is replayed only
when someone opens it (checking twenty records each time the menu shows would
cost too much in the browser).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple, cast

from app.saved import calendar_day
from app.saved.host import SavedAppLike
from app.seats import LABELS, valid_seats
from games import registry
from games.i18n import N_, _, ngettext
from games.records import Record

if TYPE_CHECKING:
    from app.saved.storage import Storage

KIND = "recent"
LABEL = N_("recent games")
LIMIT = 20
DATE_FORMAT = "%Y-%m-%dT%H:%M"  # local time, to the minute
MONTHS = (
    # TRANSLATORS: the months, short, as in "12 May, 14:05"
    N_("Jan"),
    N_("Feb"),
    N_("Mar"),
    N_("Apr"),
    N_("May"),
    N_("Jun"),
    N_("Jul"),
    N_("Aug"),
    N_("Sep"),
    N_("Oct"),
    N_("Nov"),
    N_("Dec"),
)


class Entry(NamedTuple):
    record: Record  # the whole game (games/records.py)
    seats: list[str]  # "human" or a computer level, one per seat
    date: str  # when it ended, DATE_FORMAT in local time
    result: str  # who won and why, in words
    ident: str = ""  # the game's identity (app/play/table.py; "" in lists saved before it)


def now_text() -> str:
    return time.strftime(DATE_FORMAT, calendar_day.local_time())


def add(
    app: SavedAppLike,
    record: Record,
    seats: Sequence[str],
    result: str,
    date: str | None = None,
    ident: str = "",
) -> None:
    """Put a finished game first in the list, dropping the oldest past LIMIT. A game already
    in it (the same `ident`: ended, undone and ended again, perhaps after a reload) is
    replaced by its new end, never listed twice."""
    entry = Entry(_copy(record), list(seats), date or now_text(), str(result), ident)
    kept = [entry] + [old for old in _load(app.storage) if not ident or old.ident != ident]
    app.storage.save(KIND, {"games": [e._asdict() for e in kept[:LIMIT]]})
    _tell(app)


def entries(app: SavedAppLike) -> list[Entry]:
    """The recent games, newest first (damaged ones set aside with a message)."""
    found = _load(app.storage)
    _tell(app)
    return found


def _copy(record: Record) -> Record:
    """A copy the board's undo cannot change afterwards."""
    return {**record, "options": dict(record.get("options", {})), "moves": list(record["moves"])}


def _load(storage: Storage) -> list[Entry]:
    data = storage.load(KIND, _(LABEL))
    if data is None:
        return []
    items = data.get("games")
    if not isinstance(items, list):
        storage.set_aside(KIND, _(LABEL), _("it was damaged"))
        return []
    good = [entry for entry in map(_entry, items) if entry is not None]
    if len(good) < len(items):
        bad = len(items) - len(good)
        storage.set_aside(
            KIND,
            _(LABEL),
            ngettext("one game in it was damaged", "{count} games in it were damaged", bad).format(count=bad),
        )
        if good:
            storage.save(KIND, {"games": [e._asdict() for e in good[:LIMIT]]})
    return good[:LIMIT]


def _entry(item: object) -> Entry | None:
    """An Entry from stored data, or None if anything in it is off."""
    if not isinstance(item, dict):
        return None
    record, seats, date, result = (item.get(k) for k in ("record", "seats", "date", "result"))
    ident = item.get("ident", "")
    if (
        not isinstance(record, dict)
        or record.get("game") not in registry.GAMES
        or not isinstance(record.get("moves"), list)
        or not isinstance(record.get("options", {}), dict)
        or not all(isinstance(m, str) for m in record["moves"])
        or not valid_seats(seats, record.get("players"))
        or not isinstance(result, str)
        or not isinstance(date, str)  # (parse_date refuses anything else)
        or parse_date(date) is None
        or not isinstance(ident, str)
    ):
        return None
    # its header and moves checked here; a replay's Match checks the rest when it is opened
    return Entry(cast(Record, record), list(seats), date, result, ident)


def _tell(app: SavedAppLike) -> None:
    for message in app.storage.take_messages():
        app.notify(message)


# -- words -------------------------------------------------------------------------------------
def parse_date(text: str) -> tuple[int, int, int, int, int] | None:
    """(year, month, day, hour, minute) of a stored date, or None."""
    try:
        parsed = time.strptime(text, DATE_FORMAT)
    except (TypeError, ValueError):
        return None
    return parsed.tm_year, parsed.tm_mon, parsed.tm_mday, parsed.tm_hour, parsed.tm_min


def when_text(date: str, now: str | None = None) -> str:
    """ "Today, 14:05", "Yesterday, 09:30", "12 May, 14:05" or "12 May 2024"."""
    parsed, today = parse_date(date), parse_date(now or now_text())
    if parsed is None or today is None:  # (an entry's date was checked when it was read)
        raise ValueError(f"not a date: {date!r}, {now!r}")
    year, month, day, hour, minute = parsed
    clock = f"{hour:02d}:{minute:02d}"
    if (year, month, day) == today[:3]:
        return _("Today, {time}").format(time=clock)
    noon = time.mktime((today[0], today[1], today[2], 12, 0, 0, 0, 0, -1))
    yesterday = time.localtime(noon - 86400)
    if (year, month, day) == (yesterday.tm_year, yesterday.tm_mon, yesterday.tm_mday):
        return _("Yesterday, {time}").format(time=clock)
    if year == today[0]:
        return _("{day} {month}, {time}").format(day=day, month=_(MONTHS[month - 1]), time=clock)
    return _("{day} {month} {year}").format(day=day, month=_(MONTHS[month - 1]), year=year)


def seats_text(seats: Sequence[str]) -> str:
    """ "Person vs Computer: hard"; three or more seats joined by commas."""
    names = [_(LABELS[kind]) for kind in seats]
    if len(names) == 2:
        return _("{first} vs {second}").format(first=names[0], second=names[1])
    return ", ".join(names)


def title(entry: Entry) -> str:
    """The game's name."""
    return registry.get(entry.record["game"]).name
