"""The one place the app reads the calendar: today's local date (which daily puzzle is
today's, your record's streak) and the local time a finished game is dated with.

`pin(day)` fixes both for everything that follows (None lets the real calendar back), so
`make shots` and the tests draw and check the same puzzles and dates on every day they run;
the app itself never pins.
"""

import time
from datetime import date, datetime

_pinned: date | None = None  # the fixed date, or None: the real calendar


def today() -> date:
    """The local date today (or the pinned one)."""
    return _pinned if _pinned is not None else date.today()


def local_time() -> time.struct_time:
    """The local time now as a time.struct_time (on the pinned date at noon, when pinned)."""
    if _pinned is None:
        return time.localtime()
    return datetime(_pinned.year, _pinned.month, _pinned.day, 12, 0).timetuple()


def pin(day: date | None) -> None:
    """Fix today's date to `day` (a datetime.date), or let the real calendar back (None)."""
    global _pinned
    _pinned = day
