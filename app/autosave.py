"""The autosaved game: saved after every move, offered as Continue.

The saved document holds the game record (see games/records.py) and who sits
in each seat. A save that cannot be replayed any more is set aside with a
message, never loaded half-way. This module only reads and writes: opening the
board is the caller's business.
"""

from games import records, registry
from games.match import Match

from .seats import valid_seats

KIND = "autosave"


def save(app, match, seats):
    app.storage.save(KIND, {"record": match.record, "seats": list(seats)})


def clear(app):
    app.storage.delete(KIND)


def _load(app):
    data = app.storage.load(KIND, "game")
    if data is None:
        return None
    record, seats = data.get("record"), data.get("seats")
    if not isinstance(record, dict) or record.get("game") not in registry.GAMES:
        app.storage.set_aside(KIND, "game", "it was not a game this version can play")
        return None
    if not valid_seats(seats, record.get("players")):
        app.storage.set_aside(KIND, "game", "its players were not readable")
        return None
    return data


def _tell(app):
    for message in app.storage.take_messages():
        app.notify(message)


def peek(app):
    """The saved game's data if there is one worth offering (not yet replayed)."""
    data = _load(app)
    _tell(app)
    return data


def resume(app):
    """(match, seats) of the saved game, replayed; None (with a message) if it cannot be."""
    data = _load(app)
    found = None
    if data is not None:
        try:
            found = Match(data["record"]), list(data["seats"])
        except records.RecordError as err:
            app.storage.set_aside(KIND, "game", str(err))
    _tell(app)
    return found
