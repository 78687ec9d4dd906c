"""Play by link: two people on two devices pass one game back and forth in links.

A game played by link has a nonce (games.codes.new_nonce), a random id that
every link of that game carries with the whole record and the seat that sent
it. Each device keeps, per nonce, its own seat, the last record it saw and the
"floor" (how many moves have gone over the wire, sent or received: those are
never taken back by Undo), in a small document stored like the autosave
(KIND). Only games with no hidden information after the setup can be played
this way (TRI's cards and battle dice are secret), between two players.

`judge(known, decoded)` decides what a link arriving on this device means; it
applies nothing. A link that continues the game (the friend's moves after the
ones this device has) is applied and its new moves play out on the board;
one that is behind, that does not continue the game, or that holds moves for
this device's side it never made is explained in a sentence instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from app.saved.host import Doc, SavedAppLike
from games import codes, records, registry
from games.core import CHANCE
from games.game import Game
from games.i18n import N_, _, ngettext
from games.match import Match
from games.records import Record

KIND = "links"
MAX_GAMES = 40  # the oldest games are forgotten past this

# What a person reads when a link arrives.
NOT_BY_LINK = N_("{game} cannot be played by link, so this link cannot be opened.")
NO_SENDER = N_("This link does not say which side sent it, so it cannot continue a game.")
OTHER_SETTINGS = N_("This link does not continue your game: it is for other game settings.")
DIFFERENT = N_("This link does not continue your game: its moves differ from the ones on this device.")
NOT_MADE_HERE = N_(
    "This link has moves for your side that were not made on this device, so it is not applied."
)
BEHIND = N_("This link is older than your game on this device ({count} behind), so it changes nothing.")
SAME = N_("This device already has every move in this link.")
WELCOME = N_("You play {seat} in this game by link.")


def playable_by_link(game: Game[Any], players: int = 2) -> bool:
    """Whether `game` can be played by link: no secrets after the setup, two players."""
    return not game.hidden_information and players == 2


class LinkGame:
    """The game by link on this device: its nonce, my seat, the moves over the wire."""

    def __init__(self, nonce: int, seat: int, floor: int = 0) -> None:
        self.nonce = nonce
        self.seat = seat
        self.floor = floor
        self.sent: int | None = None  # number of moves in the last link sent from this board

    def remote(self, seat: int) -> bool:
        """Whether `seat` is played on the other device."""
        return seat not in (CHANCE, self.seat)

    def code(self, record: Record) -> str:
        return codes.encode(record, extra={"nonce": self.nonce, "sender": self.seat})

    def doc(self) -> dict[str, Any]:
        return {"nonce": str(self.nonce), "seat": self.seat, "floor": self.floor}

    @classmethod
    def from_doc(cls, doc: Mapping[str, Any], players: int = 2) -> LinkGame | None:
        """A LinkGame from `doc()`'s dict; None if it is not one."""
        try:
            nonce, seat, floor = int(doc["nonce"]), doc["seat"], doc.get("floor", 0)
        except (TypeError, KeyError, ValueError, AttributeError):
            return None
        if (
            not 0 <= nonce < codes.NONCE_RADIX
            or type(seat) is not int
            or not 0 <= seat < players
            or type(floor) is not int
            or floor < 0
        ):
            return None
        return cls(nonce, seat, floor)

    def rematch(self, swap: bool) -> LinkGame:
        """A new game by link with the same friend (my seat swapped if `swap`)."""
        return LinkGame(codes.new_nonce(), 1 - self.seat if swap else self.seat)

    def status(self, game: Game[Any], state: Any, moves: int) -> str:
        """The coach line while the friend is to move."""
        friend = game.seat_name(1 - self.seat, state)
        if self.sent == moves:
            return _("Sent. Waiting for {friend}'s reply link; tap Send again if it got lost.").format(
                friend=friend
            )
        return _("{friend} plays on another device: tap Send and pass them the link.").format(friend=friend)


# -- this device's memory of its games by link -------------------------------------------------


def _games(app: SavedAppLike) -> Doc:
    data = app.storage.load(KIND, _("games played by link"))
    for message in app.storage.take_messages():
        app.notify(message)
    games = data.get("games") if data else None
    return dict(games) if isinstance(games, dict) else {}


def known(app: SavedAppLike, nonce: int) -> tuple[int, Record, int] | None:
    """(my seat, last record seen, floor) for `nonce`, or None (also for an entry
    that does not replay any more: the link is then taken as new)."""
    entry = _games(app).get(str(nonce))
    if not isinstance(entry, dict):
        return None
    link = LinkGame.from_doc(dict(entry, nonce=str(nonce)))
    record: Any = entry.get("record")  # as stored: replaying it checks it
    try:
        Match(record)
    except records.RecordError:
        return None
    if link is None or link.seat >= record["players"]:
        return None
    return link.seat, record, link.floor


def remember(app: SavedAppLike, link: LinkGame, record: Record) -> None:
    """Keep `record` as the last one this device saw of `link`'s game."""
    games = _games(app)
    order = 1 + max((e.get("order", 0) for e in games.values() if isinstance(e, dict)), default=0)
    games[str(link.nonce)] = {"seat": link.seat, "floor": link.floor, "order": order, "record": record}
    if len(games) > MAX_GAMES:
        oldest = sorted(games, key=lambda k: games[k].get("order", 0) if isinstance(games[k], dict) else 0)
        for key in oldest[: len(games) - MAX_GAMES]:
            del games[key]
    app.storage.save(KIND, {"games": games})
    for message in app.storage.take_messages():
        app.notify(message)


# -- a link arrives --------------------------------------------------------------------------------


class Verdict(NamedTuple):
    action: str  # "refuse", "open" (a board by link) or "replay" (a finished game)
    sentence: str | None = None  # what to tell the person (None: the moves speak for themselves)
    match: Match | None = None  # the board's match: where this device was
    queued: tuple[str, ...] = ()  # moves to play out on it
    link: LinkGame | None = None


def same_settings(first: Mapping[str, object], second: Mapping[str, object]) -> bool:
    keys = ("game", "variant", "players", "options")
    return all(first.get(key) == second.get(key) for key in keys)


def judge(found: tuple[int, Record, int] | None, decoded: codes.Decoded) -> Verdict:
    """What the link `decoded` (with a nonce) means here; `found` is `known()`'s answer."""
    record, extra = decoded.record, decoded.extra or {}
    game = registry.get(record["game"])
    if not playable_by_link(game, record["players"]):
        return Verdict("refuse", _(NOT_BY_LINK).format(game=game.name))
    sender = extra.get("sender")
    if sender is None:
        return Verdict("refuse", _(NO_SENDER))
    incoming = decoded.match()
    if found is None:
        if incoming.is_over():
            return Verdict("replay", match=incoming)
        seat = 1 - sender
        cut = len(incoming.moves)
        while cut > 0 and incoming.seat_of(cut - 1) != seat:
            cut -= 1  # the sender's last turn (and the dice) play out
        link = LinkGame(extra["nonce"], seat, floor=len(incoming.moves))
        return Verdict(
            "open",
            _(WELCOME).format(seat=game.seat_name(seat)),
            _upto(incoming, cut),
            tuple(incoming.moves[cut:]),
            link,
        )
    seat, mine, floor = found
    if not same_settings(record, mine):
        return Verdict("refuse", _(OTHER_SETTINGS))
    theirs, have = incoming.moves, mine["moves"]
    link = LinkGame(extra["nonce"], seat, floor)
    if theirs[: len(have)] != have:
        if have[: len(theirs)] == theirs:
            return _where_we_are(mine, link, _(BEHIND).format(count=_moves(len(have) - len(theirs))))
        return Verdict("refuse", _(DIFFERENT))
    if len(theirs) == len(have):
        return _where_we_are(mine, link, _(SAME))
    if any(incoming.seat_of(index) == seat for index in range(len(have), len(theirs))):
        return Verdict("refuse", _(NOT_MADE_HERE))
    link.floor = len(theirs)
    return Verdict("open", None, _upto(incoming, len(have)), tuple(theirs[len(have) :]), link)


def _where_we_are(record: Record, link: LinkGame, sentence: str) -> Verdict:
    """Open this device's own game as it stands (a replay if it has ended)."""
    match = Match({**record, "moves": list(record["moves"])})
    if match.is_over():
        return Verdict("replay", sentence, match)
    return Verdict("open", sentence, match, (), link)


def _upto(match: Match, count: int) -> Match:
    """A new Match of `match`'s first `count` moves (states reused, not replayed)."""
    record: Record = {
        **match.record,
        "options": dict(match.record["options"]),
        "moves": list(match.moves[:count]),
    }
    return Match(record, match.rules, list(match.states[: count + 1]))


def _moves(count: int) -> str:
    return ngettext("{count} move", "{count} moves", count).format(count=count)
