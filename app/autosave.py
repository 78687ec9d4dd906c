"""The autosaved game: saved after every move, offered as Continue.

The saved document holds the game record (see games/records.py) and who sits
in each seat. A save that cannot be replayed any more is set aside with a
message, never loaded half-way. This module only reads and writes: opening the
board is the caller's business.
"""

from games import records, registry
from games.match import Match

from .correspondence import LinkGame
from .seats import valid_seats

KIND = "autosave"


def save(app, match, seats, link=None):
    """Save the game; `link` is a game by link's details (app/correspondence.py)."""
    data = {"record": match.record, "seats": list(seats)}
    if link is not None:
        data["link"] = link
    app.storage.save(KIND, data)


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
    details = board_details(app)
    return None if details is None else (details["match"], details["seats"])


def board_details(app):
    """What the board needs to go on with the saved game: {"match", "seats"} and, for
    a game by link, "link" (its nonce and this device's seat); None if it cannot."""
    data = _load(app)
    found = None
    if data is not None:
        try:
            found = {"match": Match(data["record"]), "seats": list(data["seats"])}
        except records.RecordError as err:
            app.storage.set_aside(KIND, "game", str(err))
    if found is not None and data.get("link") is not None:
        link = LinkGame.from_doc(data["link"], found["match"].record["players"])
        if link is None:  # never let a friend's seat turn into one played here
            app.storage.set_aside(KIND, "game", "its game by link was not readable")
            found = None
        else:
            found["link"] = link
    _tell(app)
    return found
