"""Browser-only paths of sharing and opening codes, against the stand-in for pygbag's
platform module: the page address's fragment (read once, then cleared), the Web
Share API, the Clipboard API (write and read) and the old execCommand copy, each
present, absent, refusing or still pending."""

import random

import pytest
from app_driver import frames, press
from fake_platform import FakeClipboard, FakeNavigator, FakeShare, FakeWindow, install

from app.page import web, web_async
from app.sharing import links
from app.sharing import send as sharing
from games import codes, registry
from games.match import Match
from games.playout import random_move

PAGE = "https://games.example/tridice/index.html"


def played(game_id, moves=None, seed=1):
    """A match of random moves: `moves` of them, or to the end."""
    rng = random.Random(seed)
    rules = registry.get(game_id).rules
    match = Match.new(game_id, 2)
    while not match.is_over() and (moves is None or len(match.moves) < moves):
        match.play(random_move(rules, match.state, rng))
    return match


def browser_app(monkeypatch, **window):
    win = install(monkeypatch, FakeWindow(**window))
    from app.app import App

    return win, App(pace=False)


def settle_share(app, limit=10):
    for _ in range(limit):
        frames(app)
    return app.scenes.top


# -- the page address ---------------------------------------------------------------------------


def test_the_fragment_is_read_once_and_cleared_from_the_address_bar(monkeypatch):
    win = install(monkeypatch, FakeWindow(href=f"{PAGE}?lang=en#SOMECODE"))
    assert web.take_fragment() == "SOMECODE"
    assert win.history.calls == [(None, "", "/tridice/index.html?lang=en")]
    assert win.location.hash == "" and win.location.href == f"{PAGE}?lang=en"
    assert web.take_fragment() is None  # a reload does not open it again


def test_pygbags_debug_fragment_is_left_alone(monkeypatch):
    win = install(monkeypatch, FakeWindow(href=f"{PAGE}#debug"))
    assert web.take_fragment() is None
    assert win.history.calls == [] and win.location.hash == "#debug"


def test_the_link_is_the_page_address_without_its_old_fragment(monkeypatch):
    install(monkeypatch, FakeWindow(href=f"{PAGE}?v=2#OLDCODE"))
    assert sharing.link_for("NEWCODE") == f"{PAGE}?v=2#NEWCODE"


def test_a_page_opened_with_an_unfinished_code_continues_it_on_this_device(monkeypatch):
    match = played("triad", moves=9)
    win, app = browser_app(monkeypatch, href=f"{PAGE}#{codes.encode(match.record)}")
    links.at_start(app)
    board = app.scenes.top
    assert board.name == "board" and board.match.moves == match.moves
    assert board.link is None and board.seats == ["human", "human"]
    assert win.location.hash == ""


def test_a_page_opened_with_a_finished_code_opens_its_replay(monkeypatch):
    match = played("tris2")
    win, app = browser_app(monkeypatch, href=f"{PAGE}#{codes.encode(match.record, ['human', 'hard'])}")
    links.at_start(app)
    replay = app.scenes.top
    assert replay.name == "replay" and replay.mode.moves == match.moves and replay.seats == ["human", "hard"]
    assert win.location.hash == ""


def test_a_page_opened_with_a_bad_code_says_why_and_changes_nothing(monkeypatch):
    win, app = browser_app(monkeypatch)
    app.scenes.open("board", match=played("trice", moves=5), seats=["human", "easy"])
    app.settings.sound = False
    app.save_settings()
    app.scenes.pop_to("menu")
    saved = dict(win.localStorage.items)
    code = codes.encode(played("triad", moves=4).record)
    win.location.set(f"{PAGE}#{code[:-1]}{'A' if code[-1] != 'A' else 'B'}")
    again = type(app)(pace=False)
    links.at_start(again)
    assert again.scenes.top.name == "menu"
    assert [text for text, _ in again.toasts] == [codes.DAMAGED]
    assert win.localStorage.items == saved  # autosave and settings untouched
    assert win.location.hash == ""


# -- sharing ------------------------------------------------------------------------------------------


def open_share(app, code="BSOMECODE"):
    return app.scenes.open("share", code=code)


def test_a_phone_with_web_share_shares_the_link(monkeypatch):
    share = FakeShare()
    win, app = browser_app(
        monkeypatch,
        href=f"{PAGE}#OLD",
        navigator=FakeNavigator(share=share, clipboard=FakeClipboard(), touch=5),
    )
    scene = open_share(app, "BCODE")
    settle_share(app)
    assert share.calls and share.calls[0]["url"] == f"{PAGE}#BCODE"
    assert scene.share.outcome == "shared" and scene.share.status == sharing.SHARED
    assert win.navigator.clipboard.writes == []
    assert scene.text == f"{PAGE}#BCODE"


def test_sharing_waits_for_the_share_sheet_without_blocking(monkeypatch):
    share = FakeShare(pending=True)
    win, app = browser_app(monkeypatch, navigator=FakeNavigator(share=share, touch=1))
    scene = open_share(app)
    settle_share(app)
    assert scene.share.status == sharing.WORKING  # frames go on while the sheet is open
    share.promises[0].resolve()
    settle_share(app, 2)
    assert scene.share.status == sharing.SHARED


def test_a_refused_share_falls_back_to_the_clipboard(monkeypatch):
    clipboard = FakeClipboard()
    win, app = browser_app(
        monkeypatch,
        navigator=FakeNavigator(share=FakeShare(error="NotAllowedError"), clipboard=clipboard, touch=1),
    )
    scene = open_share(app, "BCODE")
    settle_share(app)
    assert clipboard.text == f"{PAGE}#BCODE"
    assert scene.share.outcome == "copied" and scene.share.status == sharing.COPIED


def test_a_share_that_throws_at_once_falls_back_to_the_clipboard(monkeypatch):
    clipboard = FakeClipboard()
    win, app = browser_app(
        monkeypatch, navigator=FakeNavigator(share=FakeShare(throws=True), clipboard=clipboard, touch=1)
    )
    scene = open_share(app, "BCODE")
    settle_share(app)
    assert clipboard.text == f"{PAGE}#BCODE" and scene.share.outcome == "copied"


def test_a_cancelled_share_is_not_copied_behind_the_persons_back(monkeypatch):
    clipboard = FakeClipboard()
    win, app = browser_app(
        monkeypatch,
        navigator=FakeNavigator(share=FakeShare(error="AbortError"), clipboard=clipboard, touch=1),
    )
    scene = open_share(app)
    settle_share(app)
    assert scene.share.status == sharing.CANCELLED and clipboard.writes == []


def test_without_web_share_the_link_is_copied(monkeypatch):
    clipboard = FakeClipboard()
    win, app = browser_app(monkeypatch, navigator=FakeNavigator(clipboard=clipboard, touch=1))
    scene = open_share(app, "BCODE")
    settle_share(app)
    assert clipboard.text == f"{PAGE}#BCODE" and scene.share.status == sharing.COPIED


def test_a_computer_without_touch_copies_even_where_web_share_exists(monkeypatch):
    share, clipboard = FakeShare(), FakeClipboard()
    win, app = browser_app(monkeypatch, navigator=FakeNavigator(share=share, clipboard=clipboard))
    scene = open_share(app)
    settle_share(app)
    assert share.calls == [] and scene.share.outcome == "copied"


@pytest.mark.parametrize(
    "clipboard",
    [None, FakeClipboard(refuse="NotAllowedError")],
    ids=["no clipboard API", "clipboard refuses"],
)
def test_the_old_copy_is_tried_when_the_clipboard_api_fails(monkeypatch, clipboard):
    win, app = browser_app(monkeypatch, navigator=FakeNavigator(clipboard=clipboard))
    win.legacy_copy_works = True
    scene = open_share(app, "BCODE")
    settle_share(app)
    assert win.tridice_js.legacy_copies == [f"{PAGE}#BCODE"]
    assert scene.share.status == sharing.COPIED


def test_when_nothing_works_it_says_so_and_shows_the_whole_link(monkeypatch):
    win, app = browser_app(
        monkeypatch,
        navigator=FakeNavigator(
            share=FakeShare(error="NotAllowedError"),
            clipboard=FakeClipboard(refuse="NotAllowedError"),
            touch=1,
        ),
    )
    code = codes.encode(played("trice", moves=20).record)
    scene = open_share(app, code)
    settle_share(app)
    assert scene.share.outcome == "failed" and scene.share.status == sharing.FAILED
    assert "".join(scene.link_lines) == f"{PAGE}#{code}"  # every character is on screen


# -- Open a copied code ----------------------------------------------------------------------------------


def test_open_a_copied_link_from_the_menu(monkeypatch):
    match = played("triad", moves=6)
    assert not match.is_over()
    clipboard = FakeClipboard(text=f"  {PAGE}#{codes.encode(match.record)}\n", pending=True)
    win, app = browser_app(monkeypatch, navigator=FakeNavigator(clipboard=clipboard))
    press(app, "Open a copied code")
    frames(app, 5)
    assert app.scenes.top.name == "menu"  # the browser has not answered yet: nothing waits for it
    clipboard.promises[0].resolve(clipboard.text)
    frames(app, 2)
    assert app.scenes.top.name == "board" and app.scenes.top.match.moves == match.moves


@pytest.mark.parametrize(
    "clipboard, message",
    [
        (None, links.CANNOT_READ),
        (FakeClipboard(can_read=False), links.CANNOT_READ),
        (FakeClipboard(text="x", refuse="NotAllowedError"), links.READ_REFUSED),
        (FakeClipboard(text=""), links.EMPTY_CLIPBOARD),
        (
            FakeClipboard(text="Hello, how are you?"),
            "The clipboard holds no TriDice game code: copy a game code or link first.",
        ),
        (
            FakeClipboard(text="https://example.com/docs/#installation"),
            "The clipboard holds no TriDice game code: copy a game code or link first.",
        ),
    ],
    ids=["no clipboard API", "no readText", "refused", "empty", "not a code", "an address without one"],
)
def test_open_a_copied_code_says_plainly_why_not(monkeypatch, clipboard, message):
    win, app = browser_app(monkeypatch, navigator=FakeNavigator(clipboard=clipboard))
    saved = dict(win.localStorage.items)
    press(app, "Open a copied code")
    frames(app, 3)
    assert app.scenes.top.name == "menu"
    assert [text for text, _ in app.toasts] == [message]
    assert win.localStorage.items == saved


def test_the_helper_script_is_put_into_the_page_once_per_use(monkeypatch):
    win = install(monkeypatch, FakeWindow())
    assert web_async.has("share") is False
    assert win.evaluated and win.evaluated[0] == web_async.HELPER_JS


def test_natively_there_is_no_page_to_share_from():
    assert web.page_address() is None and web.take_fragment() is None
    assert sharing.link_for("BCODE") is None and web_async.helper() is None
    assert web_async.has("share") is False and web_async.legacy_copy("x") is False
