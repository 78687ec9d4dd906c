"""What a screen reader says: the app's one announcer (issue 22 point 4).

After every frame that drew, the announcer looks at what a player would read that changed:
the scene that opened (its title, a dialog's words), on a page of text (the rules, the
credits) the paragraphs that scroll into view, on a board the move just made (the game's own
plain words: `Game.describe_move`, each game's part, in games/<id>/rules.py), the result at
the end, the coach line (or the message in its box) when it changes, a notice as it appears (a
toast: a code copied, progress that will not be saved), whose turn it is when
the coach line does not say so already, and what the keyboard's focus has reached (a button's
words, a row's name and option, a board's target: the move it makes, in the game's words). A board's news
waits while it animates (a roll
lands before its result is said). A frame's news and the news of the frames that follow it
closely are put together (a move and the coach line it changes are one announcement); a
sentence that another one of the same announcement already holds is dropped (the computer's
move, which its board also shows as a message); of each kind of news only the latest is kept
(a fast game against the computer, animations off, says its last move, not every one); a new
scene (not an overlay) drops what was waiting from the one before, but a notice (it stays on
screen). Once the app has been
quiet for QUIET_S (or news has waited MOST_S), the text goes to the page's live region
(app/page/access.py), and only when it differs from the last: a screen reader reads the
changes, never a frame's worth of repeats.

Every word goes through `_` when it is put together, so it is in the player's language.
Natively there is no page: the announcer keeps what it would have said (`text`, and
`spoken`, the latest few) for the tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import cast

from app.page import access as page_access
from app.page.host import BoardLike, PageAppLike, is_board
from app.ui.scene import Scene
from app.ui.widgets import Choice, Widget
from games.core import CHANCE
from games.i18n import N_, _, language, ngettext

QUIET_S = 0.2  # a burst of news ends when nothing new came for this long
MOST_S = 1.0  # news never waits longer than this
KEEP = 40  # announcements kept in `spoken`
KINDS = ("move", "scene", "page", "result", "notice", "coach", "turn", "focus")  # the order news is said in
CANVAS_LABEL = N_("TriDice: the game. Tab, the arrow keys, Enter and Escape play it.")  # its accessible name


def _clean(text: object) -> str:
    """One line of words: each line of a text drawn on several (TRI's ranking) a sentence."""
    if not text:
        return ""
    lines = [" ".join(line.split()) for line in str(text).splitlines()]
    lines = [line for line in lines if line]
    return " ".join(_sentence(line) if i < len(lines) - 1 else line for i, line in enumerate(lines))


def _core(text: object) -> str:
    return _clean(text).rstrip(".!?:;").casefold()


def _sentence(text: str) -> str:
    """`text` ending as a sentence does (a title has no full stop of its own)."""
    return text if text[-1] in ".!?:;…" else text + "."


def merge(parts: Iterable[object]) -> str:
    """The parts in order, without empty ones and without any another part already holds."""
    texts = [_clean(p) for p in parts if _clean(p)]
    kept = []
    for i, part in enumerate(texts):
        core = _core(part)
        whole = re.compile(r"(?<!\w)" + re.escape(core) + r"(?!\w)")  # "TRI" is not in "triangle"
        held = any(
            whole.search(_core(other)) and (len(_core(other)) > len(core) or j < i)
            for j, other in enumerate(texts)
            if j != i
        )
        if not held:
            kept.append(_sentence(part))
    return " ".join(kept)


def scene_title(scene: Scene) -> str | None:
    """What a player hears when `scene` opens: its title (and a dialog's question)."""
    name = scene.name
    game = getattr(scene, "game", None)
    game_name = getattr(game, "name", None)
    if name == "menu":
        return _("TriDice: choose a game.")
    if name == "settings":
        return _("Settings")
    if name == "recent":
        return _("Recent games")
    if name == "setup":
        rules = getattr(scene, "rules", None)
        return _("{game}: new game").format(game=getattr(rules, "title", game_name or ""))
    if name == "lesson" and game_name:
        return _("{game}: lesson").format(game=game_name)
    if name == "replay" and game_name:
        return _("{game}: replay").format(game=game_name)
    if name == "board" and game_name:
        return game_name
    if name == "game_over":
        return merge([_("Game over."), getattr(scene, "text", ""), getattr(scene, "note", None) or ""])
    title, text = getattr(scene, "title", None), getattr(scene, "text", None)
    if isinstance(title, str) and name in ("confirm", "lesson_offer") and isinstance(text, str):
        return merge([title, text])  # a question: the player must know what is asked
    return title if isinstance(title, str) else None


def widget_words(widget: Widget) -> str | None:
    """What the keyboard's focus on `widget` says: a button's words, a row's name and option."""
    spoken = getattr(widget, "spoken", None)
    if callable(spoken):
        return spoken()
    if isinstance(widget, Choice):  # a row: its name and the option showing
        return _("{name}: {value}").format(name=widget.label, value=widget.options[widget.index][1])
    text = getattr(widget, "text", None)
    return text if isinstance(text, str) else getattr(widget, "label", None)


def focus_words(scene: Scene) -> tuple[object, str | None]:
    """(what has the keyboard's focus on `scene`, its words), or (None, None): a widget Tab
    reached, else a board's target the arrows reached (a move in the game's words)."""
    items = scene.focusables() if hasattr(scene, "focusables") else []
    index = getattr(scene, "focus", None)
    if index is not None and index < len(items):
        return items[index], widget_words(items[index])
    targets_of = getattr(getattr(scene, "input", None), "targets", None)
    focus = getattr(getattr(scene, "input", None), "target_focus", None)
    if focus is None or not callable(targets_of):
        return None, None
    targets = targets_of()
    if not targets:
        return None, None
    index = focus % len(targets)
    hit = targets[index][1]
    board = cast(BoardLike, scene)  # it has a board's input (app/play/board_input.py): a board scene
    picked = hit.pick if hit is not None else None
    said = (
        board.view.pick_words(board.state, picked) if picked is not None and hasattr(board, "view") else None
    )
    if hit is not None and hit.move is not None:
        words = _("On Enter: {move}").format(move=board.game.describe_move(board.state, hit.move))
    elif said:
        words = _("On Enter: {choice}").format(choice=said)
    else:
        words = _("Choice {number} of {count}").format(number=index + 1, count=len(targets))
    return ("target", index, hit.move if hit is not None else None), words


def board_of(app: PageAppLike) -> BoardLike | None:
    """The top-most board scene in sight (a game, a lesson or a replay), or None."""
    for scene in reversed(list(app.scenes.visible())):
        if is_board(scene) and hasattr(scene, "status_text"):
            return scene
    return None


class Announcer:
    def __init__(self, app: PageAppLike) -> None:
        self.app = app
        self.browser = app.browser
        self.scene: Scene | None = None  # the top scene last announced
        self.overlay = False  # whether it lies over another (game over: said after the last move)
        self.board: BoardLike | None = None  # the board scene followed, and what was last said of it:
        self.moves = 0  # its number of moves,
        self.turn: int | None = None  # the seat whose turn was last said,
        self.coach: str | None = None  # the coach line's text,
        self.ended = False  # whether its result was said
        self.held = False  # its news waits for an animation to end
        self.page: list[str] = []  # a page of text's paragraphs in view at the last look
        self.notices: list[list[object]] = []  # the app's notices (its toasts) on screen at the last look
        # (scene, what had the keyboard's focus, its words) at the last look
        self.focused: tuple[Scene, object, str | None] | None = None
        self.pending: dict[str, str] = {}  # news waiting to be said: kind -> text
        self.quiet = 0.0  # seconds since news last came
        self.waited = 0.0  # seconds the oldest waiting news has waited
        self.text: str | None = None  # the last announcement
        self.spoken: list[str] = []  # the latest announcements, oldest first
        if self.browser:
            page_access.install(_(CANVAS_LABEL), language())

    def language_changed(self) -> None:
        """The player chose another language: the canvas's name and the page's language follow."""
        if self.browser:
            page_access.relabel(_(CANVAS_LABEL), language())

    # -- each frame ------------------------------------------------------------------------------
    def waiting(self) -> bool:
        """Words wait to be said (after a quiet moment): the loop does not rest yet."""
        return bool(self.pending) or bool(self.held)

    def update(self, dt: float, drew: bool) -> None:
        """After a frame: gather news if it drew (or a board's news waited for its animation);
        say what waits once the app is quiet."""
        if drew or self.held:
            news = self.gather()
            if news:
                for kind, text in news.items():  # of each kind the latest only
                    if text:
                        self.pending[kind] = text
                    else:  # no longer so (the turn, once the game is over)
                        self.pending.pop(kind, None)
                if any(news.values()):
                    self.quiet = 0.0
        if not self.pending:
            return
        self.quiet += dt
        self.waited += dt
        if self.quiet >= QUIET_S or self.waited >= MOST_S:
            self.flush()

    def flush(self) -> None:
        order = KINDS if self.overlay else ("scene",) + KINDS  # a new screen first, an overlay after the move
        text = merge(
            [self.pending[kind] for kind in dict.fromkeys(order) if kind in self.pending and kind != "focus"]
        )
        focus = self.pending.get("focus")
        if focus:  # last, and never in place of what happened (a move taken by Enter is said as made)
            text = (
                merge([text, focus])
                if text and _core(text) not in _core(focus)
                else (text + " " + _sentence(focus)).strip()
            )
        self.pending, self.quiet, self.waited = {}, 0.0, 0.0
        if not text or text == self.text:
            return
        self.text = text
        self.spoken = (self.spoken + [text])[-KEEP:]
        if self.browser:
            page_access.say(text, language())

    # -- what changed ------------------------------------------------------------------------------
    def gather(self) -> dict[str, str]:
        """{kind: text} of what changed since the last look."""
        news: dict[str, str | None] = {}
        top = self.app.scenes.top
        if top is not None and top is not self.scene:
            self.scene, self.overlay = top, top.overlay
            if not top.overlay:  # what waited belongs to a scene no longer in front, but a notice
                self.pending = {kind: text for kind, text in self.pending.items() if kind == "notice"}
            news["scene"] = scene_title(top)
        if top is not None and hasattr(top, "blocks_in_view"):  # a page of text: what scrolls into view
            shown = top.blocks_in_view()
            fresh = [words for words in shown if words not in self.page]
            self.page = shown
            if fresh:
                news["page"] = " ".join(_sentence(_clean(words)) for words in fresh)
        else:
            self.page = []
        fresh = [toast for toast in self.app.toasts if not any(toast is seen for seen in self.notices)]
        self.notices = list(self.app.toasts)
        if fresh:  # a notice shows for a few seconds; a screen reader hears it once
            news["notice"] = " ".join(_sentence(_clean(text)) for text, _left in fresh)
        if top is not None:  # the keyboard's focus moved, or the row it is on changed
            focused, words = focus_words(top)
            if (top, focused, words) != self.focused:
                self.focused = (top, focused, words)
                if focused is not None:
                    news["focus"] = words
        board = board_of(self.app)
        self.held = False
        if board is None:
            self.board = None
        else:
            if board is not self.board:
                self.follow(board)
            if board.busy():  # a roll or a slide on its way: its news when it has landed
                self.held = True
            else:
                news.update(self.board_news(board))
        return {kind: _clean(text) for kind, text in news.items()}

    def follow(self, board: BoardLike) -> None:
        """Start following `board` from where it stands: its moves so far are not news."""
        self.board = board
        self.moves = len(board.match.moves)
        self.turn = self.coach = None
        self.ended = board.rules.is_over(board.state)

    def board_news(self, board: BoardLike) -> dict[str, str]:
        news: dict[str, str] = {}
        match, rules = board.match, board.rules
        count = len(match.moves)
        if board.name != "replay":  # a replay's coach line says each move already
            if count > self.moves:
                news["move"] = board.game.describe_move(match.states[-2], match.moves[-1])
            elif count < self.moves:
                taken = self.moves - count
                news["move"] = ngettext(
                    "{count} move taken back.", "{count} moves taken back.", taken
                ).format(count=taken)
        self.moves = count
        over = rules.is_over(board.state)
        if over and not self.ended:
            news["result"] = rules.end_reason(board.state)
        self.ended = over
        message = getattr(board, "message", None)
        coach = _clean(message[0] if message is not None else board.status_text())
        if coach != self.coach:
            self.coach = coach
            news["coach"] = coach
        seat = None if over else rules.to_move(board.state)
        if seat == CHANCE:
            seat = None
        if seat is None:
            news["turn"] = ""  # nobody's turn: a turn said before in this burst is out of date
        if seat != self.turn:
            self.turn = seat
            name = board.seat_name(seat) if seat is not None else None
            if name and name not in coach:
                news["turn"] = _("{name} to move.").format(name=name)
        return news
