"""The games in progress: one per game, and one per game played by link, each saved after
every move and offered as its own Continue in the menu ("Continue TRICE", "Continue Triad").

Each game in progress is its own storage document (app/saved/storage.py), in a *slot*:

- `trice`, `tris2`, ...: the game played on this device (against the computer, or between
  people here; a code opened here that goes on between people lands here too);
- `trice-link`, ...: the game played by link with a friend far away (app/sharing/correspondence.py).
  Opening a friend's link never touches the game played here. Only the latest game by link of
  each game has a slot: an older one lives on in this device's memory of its games by link and
  goes on when its friend's next link arrives (or when its last link is opened again).

Starting a TRICE game never touches the Triad game in progress. What would replace a game in
progress in its own slot (a new game from the setup, the lesson's real game, a code opened
here, Restart) asks the player first (app/scenes/confirm.py); a lesson and a replay never save.

A slot's document holds the game record (games/records.py), who sits in each seat, when it
was saved (the menu's latest Continue is the primary one), the game's identity (`id`: your
record, app/saved/record.py, counts its end once, even after Undo or a reload) and, for a game by
link, its details (nonce, this device's seat, the moves over the wire). A save that
cannot be replayed any more is set aside with a message, never loaded half-way, and only its
own slot is touched. This module only reads and writes: opening the board is the caller's
business.

Before there was one slot per game, one document held the single game in progress (kind
`autosave`, storage version 1). `migrate` moves it into its game's slot the first time the
app looks (then removes it), so a player keeps the game they had.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, TypedDict

from app.saved.host import Doc, SavedAppLike
from app.seats import valid_seats
from games import records, registry
from games.core import CHANCE
from games.i18n import N_, _
from games.match import Match

KIND = "autosave"  # the old single saved game (version 1), migrated into a slot
PREFIX = "autosave-"  # a slot's document kind: "autosave-trice", "autosave-trice-link"
LINK = "-link"
OLD_LABEL = N_("game")  # the old single saved game, as a message names it ("The saved game was...")


class KeptGame(TypedDict):
    """A game in progress, replayed (kept_game)."""

    match: Match
    seats: list[str]
    ident: str | None  # its identity (app/saved/record.py), None in a save from before it
    link: dict[str, Any] | None  # a game by link's stored details (app/sharing/correspondence.py)


class Replaced(TypedDict):
    """The game in progress a board would replace (replaces)."""

    slot: str
    data: Doc
    label: str  # its name in words: "TRICE game"


def slot_of(game_id: str, link: bool = False) -> str:
    """The slot of `game_id`'s game in progress: played here, or by link."""
    return f"{game_id}{LINK}" if link else game_id


def kind_of(slot: str) -> str:
    return PREFIX + slot


def game_of(slot: str) -> str:
    return slot[: -len(LINK)] if slot.endswith(LINK) else slot


def by_link(slot: str) -> bool:
    return slot.endswith(LINK)


def slots() -> list[str]:
    """Every slot, in the menu's order: each game's own, then its game by link."""
    return [slot_of(game_id, link) for game_id in registry.GAME_IDS for link in (False, True)]


def label(slot: str) -> str:
    """What the menu's button says: "Continue TRICE", "Continue TRICE by link"."""
    name = registry.get(game_of(slot)).name
    return (_("Continue {name} by link") if by_link(slot) else _("Continue {name}")).format(name=name)


def _describe(slot: str) -> str:
    name = registry.get(game_of(slot)).name
    return (_("{name} game by link") if by_link(slot) else _("{name} game")).format(name=name)


def save(
    app: SavedAppLike,
    match: Match,
    seats: Sequence[str],
    link: dict[str, Any] | None = None,
    ident: str | None = None,
) -> None:
    """Save the game in its slot; `link` is a game by link's details (app/sharing/correspondence.py),
    `ident` the game's identity (app/saved/record.py counts a game's end once by it)."""
    data: Doc = {"record": match.record, "seats": list(seats), "saved": time.time()}
    if link is not None:
        data["link"] = link
    if ident is not None:
        data["id"] = ident
    app.storage.save(kind_of(slot_of(match.record["game"], link is not None)), data)


def clear(app: SavedAppLike, slot: str) -> None:
    app.storage.delete(kind_of(slot), _describe(slot))


def _check(app: SavedAppLike, kind: str, label: str, data: Doc) -> Doc | None:
    """`data` if it is a game this version can play and its seats are readable, else None
    (the document set aside with a message)."""
    record, seats = data.get("record"), data.get("seats")
    if not isinstance(record, dict) or record.get("game") not in registry.GAMES:
        app.storage.set_aside(kind, label, _("it was not a game this version can play"))
        return None
    if not valid_seats(seats, record.get("players")):
        app.storage.set_aside(kind, label, _("its players were not readable"))
        return None
    return data


def migrate(app: SavedAppLike) -> None:
    """Move the old single saved game (kind `autosave`, version 1) into its game's slot.
    Kept where it is if its slot already holds a game, or if the new slot could not be
    written (a full browser storage keeps it for the session only)."""
    label = _(OLD_LABEL)
    data = app.storage.load(KIND, label)
    if data is None or _check(app, KIND, label, data) is None:
        return
    slot = slot_of(data["record"]["game"], data.get("link") is not None)
    if app.storage.load(kind_of(slot), _describe(slot)) is not None:
        return
    if app.storage.save(kind_of(slot), data):
        app.storage.delete(KIND, label)


def _load(app: SavedAppLike, slot: str) -> Doc | None:
    kind = kind_of(slot)
    data = app.storage.load(kind, _describe(slot))
    if data is None:
        return None
    data = _check(app, kind, _describe(slot), data)
    if data is not None and game_of(slot) != data["record"]["game"]:
        app.storage.set_aside(kind, _describe(slot), _("it held another game"))
        return None
    if data is not None and by_link(slot) != (data.get("link") is not None):  # (its details: play/resume.py)
        app.storage.set_aside(kind, _describe(slot), _("its game by link was not readable"))
        return None
    return data


def _tell(app: SavedAppLike) -> None:
    for message in app.storage.take_messages():
        app.notify(message)


def in_progress(app: SavedAppLike) -> list[tuple[str, Doc]]:
    """[(slot, data)] of every game in progress worth offering (not yet replayed), in the
    menu's order; the old single saved game is migrated first."""
    migrate(app)
    found = []
    for slot in slots():
        data = _load(app, slot)
        if data is not None:
            found.append((slot, data))
    _tell(app)
    return found


def peek(app: SavedAppLike, slot: str) -> Doc | None:
    """The data of the game in progress in `slot`, if there is one (not yet replayed)."""
    migrate(app)
    data = _load(app, slot)
    _tell(app)
    return data


def kept_game(app: SavedAppLike, slot: str) -> KeptGame | None:
    """The game in progress in `slot`, replayed: {"match", "seats", "ident" (its identity, or
    None), "link" (a game by link's stored details as saved, or None)}; None (with a message)
    if it cannot be. app/play/resume.py makes a board's details of it."""
    migrate(app)
    data = _load(app, slot)
    found: KeptGame | None = None
    if data is not None:
        try:
            found = {
                "match": Match(data["record"]),
                "seats": list(data["seats"]),
                "ident": data["id"] if isinstance(data.get("id"), str) else None,
                "link": data.get("link"),
            }
        except records.RecordError as err:
            app.storage.set_aside(kind_of(slot), _describe(slot), str(err))
    _tell(app)
    return found


def set_aside(app: SavedAppLike, slot: str, problem: str) -> None:
    """Set the game in `slot` aside, saying `problem` (a sentence's end: "it was damaged")."""
    app.storage.set_aside(kind_of(slot), _describe(slot), problem)
    _tell(app)


def ident_of(app: SavedAppLike, match: Match, seats: Sequence[str], link: bool = False) -> str | None:
    """The identity the game in progress in `match`'s slot carries when it is this very game
    (the same settings, seats and moves: Continue, or its code opened again), else None."""
    data = peek(app, slot_of(match.record["game"], link))
    if data is None or not isinstance(data.get("id"), str) or list(data["seats"]) != list(seats):
        return None
    saved = data["record"]
    keys = ("game", "variant", "players", "options", "moves")
    return data["id"] if all(saved.get(k) == match.record.get(k) for k in keys) else None


def replaces(app: SavedAppLike, match: Match, link: bool = False) -> Replaced | None:
    """The game in progress that a board opening `match` would replace in its slot, as
    {"slot", "data", "label"}, or None when nothing would be lost: the slot is empty, holds
    a game where no player has moved yet (only dice rolled), or holds this very game or one
    `match` goes on from (the same settings, its moves a beginning of `match`'s)."""
    slot = slot_of(match.record["game"], link)
    data = peek(app, slot)
    if data is None:
        return None
    saved = data["record"]
    keys = ("game", "variant", "players", "options")
    if all(saved.get(k) == match.record.get(k) for k in keys) and list(
        match.moves[: len(saved["moves"])]
    ) == list(saved["moves"]):
        return None
    try:
        kept = Match(saved)
    except records.RecordError:
        return None  # it cannot be played on: Continue would set it aside
    if all(kept.seat_of(index) == CHANCE for index in range(len(kept.moves))):
        return None
    return {"slot": slot, "data": data, "label": _describe(slot)}
