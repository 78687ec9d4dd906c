"""Opening a game code or link: from the page address, `--open`, or the clipboard.

A finished game opens as a replay; an unfinished one as a board continuing
it, between people on this device, unless it is a game played by link (its
code carries a nonce: app/sharing/correspondence.py decides). A code that cannot be
read is refused with games.codes' one sentence (a text on the clipboard that is no code at
all, with the clipboard's own: it holds no TriDice code) and nothing else changes: no
scene opens, and the autosave and settings are not touched. An unfinished game that would take
the place of another game in progress of its game asks first (Keep mine, or Open it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from app.page import clipboard, web, web_async
from app.saved import autosave, puzzle_results
from app.saved.host import SavedAppLike
from app.seats import HUMAN
from app.sharing import correspondence
from app.ui.scene import AppLike
from games import codes
from games.i18n import N_, _
from games.match import Match
from games.puzzles import PuzzleError

EMPTY_CLIPBOARD = N_("The clipboard is empty: copy a game code or link first.")
NO_CODE_ON_CLIPBOARD = N_("The clipboard holds no TriDice game code: copy a game code or link first.")
NO_CLIPBOARD = N_("There is no clipboard here to read a code from.")
CANNOT_READ = N_(
    "This browser does not let pages read the clipboard. "
    "Open the link itself, or paste it into the address bar."
)
READ_REFUSED = N_(
    "The browser did not let TriDice read the clipboard. "
    "Open the link itself, or paste it into the address bar."
)


class LinksAppLike(AppLike, SavedAppLike, Protocol):
    """The app as opening a code sees it: its scenes (a board, a replay, a puzzle, a question),
    what the device keeps, and the notices that say why a code was refused."""


def extract_code(text: str) -> str:
    """The code in `text`: a bare code, or whatever follows '#' in a link."""
    text = str(text).strip()
    return text.rsplit("#", 1)[1].strip() if "#" in text else text


def open_code(app: LinksAppLike, text: str, no_code: str | None = None) -> str | None:
    """Open the game in a code or link. Returns None if it opened, else the
    sentence that said why not (also shown to the person): `no_code`, if given, where the
    text holds no code at all (games.codes.NotACode: the clipboard says so in its own words),
    a damaged code's sentence all the same. A shared puzzle's link (app/saved/puzzle_results.py
    LINK) opens the puzzle itself."""
    puzzle = puzzle_results.read_link(extract_code(text))
    if puzzle is not None:
        return open_puzzle(app, *puzzle)
    try:
        decoded = codes.decode(extract_code(text))
    except codes.CodeError as error:
        said = no_code if no_code is not None and isinstance(error, codes.NotACode) else str(error)
        app.notify(said)
        return said
    if "nonce" in (decoded.extra or {}):
        return arrive_by_link(app, decoded)
    match = decoded.match()
    if match.is_over():
        open_finished(app, match, decoded.seats)
        return None
    seats = [HUMAN] * match.record["players"]  # a hot-seat game, continued on this device

    def begin() -> None:
        app.scenes.pop_to("menu")
        app.scenes.open("board", match=match, seats=seats)

    kept = autosave.replaces(app, match)  # it goes on in this game's slot: ask before replacing one
    if kept is None:
        begin()
    else:
        app.scenes.pop_to("menu")
        app.scenes.open(
            "confirm",
            title=_("Open this {game}?").format(game=kept["label"]),
            text=_("It takes the place of your {game} in progress, which is then lost.").format(
                game=kept["label"]
            ),
            answers=[(_("Keep mine"), None, "panel"), (_("Open it"), begin, "accent")],
        )
    return None


def open_puzzle(app: LinksAppLike, game_id: str, number: int | None = None) -> str | None:
    """Daily puzzle `number` of `game_id` (today's if None), over the menu. Returns None if it
    opened, else the sentence that said why not."""
    app.scenes.pop_to("menu")
    try:
        app.scenes.open("puzzle", game_id=game_id, number=number)
    except (PuzzleError, OSError) as error:
        sentence = _("This puzzle cannot be opened: {reason}").format(reason=error)
        app.notify(sentence)
        return sentence
    return None


def open_finished(
    app: LinksAppLike, match: Match, seats: Sequence[str] | None = None, sentence: str | None = None
) -> None:
    """A finished game, to watch."""
    seats = list(seats) if seats else [HUMAN] * match.record["players"]
    app.scenes.pop_to("menu")
    app.scenes.open("replay", record=match.record, seats=seats)
    if sentence:
        app.notify(sentence)
    return None


def arrive_by_link(app: LinksAppLike, decoded: codes.Decoded) -> str | None:
    """A game played by link (`decoded` carries a nonce) arrives: opened, or refused in words."""
    assert decoded.extra is not None  # (open_code saw its nonce)
    verdict = correspondence.judge(correspondence.known(app, decoded.extra["nonce"]), decoded)
    if verdict.action == "refuse":
        assert verdict.sentence is not None  # a refusal always says why
        app.notify(verdict.sentence)
        return verdict.sentence
    assert verdict.match is not None  # "replay" and "open" carry the game to show
    if verdict.action == "replay":
        open_finished(app, verdict.match, decoded.seats, verdict.sentence)
        return None
    app.scenes.pop_to("menu")  # the board remembers the game as its moves play out
    app.scenes.open(
        "board",
        match=verdict.match,
        seats=[HUMAN] * verdict.match.record["players"],
        link=verdict.link,
        queued=verdict.queued,
    )
    if verdict.sentence:
        app.notify(verdict.sentence)
    return None


def at_start(app: LinksAppLike, code: str | None = None) -> None:
    """At start-up: open `code` (`--open`), or the page address's fragment in the browser."""
    if code is None:
        code = web.take_fragment()
    elif not web.in_browser():
        print(_("Opening the game code {code}").format(code=code))
    if code:
        refused = open_code(app, code)
        if refused and not web.in_browser():
            print(_("Not opened: {reason}").format(reason=refused), flush=True)


# -- "Open a copied code" ------------------------------------------------------------------------


class Paste:
    """Reading the clipboard for a code. Natively at once; in the browser the
    clipboard answers later (and may ask the person first), so `poll()` is
    called once per frame until `done`."""

    def __init__(self, app: LinksAppLike) -> None:
        self.app = app
        self.job: web_async.Job | None = None
        self.done = False
        if web.in_browser():
            if not web_async.has("readText"):
                self.finish(message=CANNOT_READ)
                return
            self.job = web_async.read_text()
            if self.job is None:
                self.finish(message=CANNOT_READ)
        else:
            text = clipboard.paste()
            self.finish(message=NO_CLIPBOARD) if text is None else self.finish(text=text)

    def finish(self, text: str | None = None, message: str | None = None) -> None:
        self.done, self.job = True, None
        if message is not None:
            self.app.notify(_(message))
        elif not text or not text.strip():
            self.app.notify(_(EMPTY_CLIPBOARD))
        else:  # a sentence, a web address without a code: the clipboard holds none
            open_code(self.app, text, no_code=_(NO_CODE_ON_CLIPBOARD))

    def poll(self) -> bool:
        """True once the clipboard has answered (and the code was opened or refused)."""
        if self.done:
            return True
        assert self.job is not None  # not done: the browser's answer is on its way
        result = self.job.poll()
        if result is None:
            return False
        state, detail = result
        if state == web_async.DONE:
            self.finish(text=detail)
        else:
            self.finish(message=READ_REFUSED)
        return True
