"""Opening and sharing game codes natively: `main.py --open CODE`, the menu's "Open a
copied code" (pygame.scrap), and Share copying the code and printing it. A bad code
is refused with its one sentence and nothing else changes."""

import asyncio
import os
import random
import subprocess
import sys

import pygame
import pytest
from app_driver import frames, make_app, press

import main
from app.app import App
from app.page import clipboard
from app.saved.storage import FileBackend, Storage
from app.sharing import links
from app.sharing import send as sharing
from games import codes, i18n, registry
from games.match import Match
from games.playout import random_move

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


NO_CODE = "The clipboard holds no TriDice game code: copy a game code or link first."


def played(game_id, moves=None, seed=1):
    rng = random.Random(seed)
    rules = registry.get(game_id).rules
    match = Match.new(game_id, 2)
    while not match.is_over() and (moves is None or len(match.moves) < moves):
        match.play(random_move(rules, match.state, rng))
    return match


def run_main(monkeypatch, tmp_path, *args):
    """main.main(args) in this process; returns the App it ran."""
    monkeypatch.setenv("TRIDICE_DATA_DIR", str(tmp_path))
    seen = []
    real_run = App.run
    monkeypatch.setattr(App, "run", lambda self, **kw: seen.append(self) or real_run(self, **kw))
    assert asyncio.run(main.main(list(args))) == 0
    return seen[0]


def folder_bytes(folder):
    return {name: (folder / name).read_bytes() for name in sorted(os.listdir(folder))}


def test_open_flag_with_an_unfinished_code_continues_the_game(monkeypatch, tmp_path, capsys):
    match = played("trice", moves=9)
    app = run_main(monkeypatch, tmp_path, "--open", codes.encode(match.record), "--frames", "3")
    board = app.scenes.find("board")
    assert board is not None and board.match.moves == match.moves and board.link is None


def test_open_flag_with_a_finished_code_opens_the_replay(monkeypatch, tmp_path):
    match = played("triad")
    app = run_main(
        monkeypatch, tmp_path, "--open", codes.encode(match.record, ["easy", "hard"]), "--frames", "3"
    )
    replay = app.scenes.find("replay")
    assert replay is not None and replay.mode.moves == match.moves and replay.seats == ["easy", "hard"]


def test_open_flag_takes_a_whole_link_too(monkeypatch, tmp_path):
    match = played("tris2", moves=4)
    link = f"https://games.example/tridice/index.html#{codes.encode(match.record)}"
    app = run_main(monkeypatch, tmp_path, "--open", link, "--frames", "2")
    assert app.scenes.find("board").match.moves == match.moves


def test_open_flag_with_a_bad_code_says_why_and_changes_nothing(monkeypatch, tmp_path, capsys):
    first = run_main(
        monkeypatch, tmp_path, "--open", codes.encode(played("trice", moves=6).record), "--frames", "2"
    )
    first.settings.sound = False
    first.save_settings()
    before = folder_bytes(tmp_path)
    assert {"autosave-trice.json", "settings.json"} <= set(before)
    code = codes.encode(played("triad", moves=5).record)
    tampered = code[:4] + ("A" if code[4] != "A" else "B") + code[5:]
    app = run_main(monkeypatch, tmp_path, "--open", tampered, "--frames", "2")
    assert app.scenes.top.name == "menu"
    assert [text for text, _ in app.toasts] == [codes.DAMAGED]
    assert f"Not opened: {codes.DAMAGED}" in capsys.readouterr().out
    assert folder_bytes(tmp_path) == before


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_open_flag_as_a_process(tmp_path):
    env = dict(
        os.environ, TRIDICE_DATA_DIR=str(tmp_path / "data"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"
    )
    good = codes.encode(played("triad", moves=3).record)
    result = subprocess.run(
        [sys.executable, os.path.join(ROOT, "main.py"), "--open", good, "--frames", "3"],
        cwd=str(tmp_path),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "Not opened" not in result.stdout
    result = subprocess.run(
        [sys.executable, os.path.join(ROOT, "main.py"), "--open", "no code!", "--frames", "3"],
        cwd=str(tmp_path),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert f"Not opened: {codes.NOT_A_CODE}" in result.stdout


# -- the clipboard, natively -----------------------------------------------------------------------


def test_open_a_copied_code_from_the_menu(tmp_path):
    app = make_app(tmp_path)
    match = played("triad", moves=7)
    assert clipboard.copy(codes.encode(match.record))
    press(app, "Open a copied code")
    assert app.scenes.top.name == "board" and app.scenes.top.match.moves == match.moves


@pytest.mark.parametrize(
    "held, message",
    [
        (None, links.NO_CLIPBOARD),
        ("", links.EMPTY_CLIPBOARD),
        ("   \n", links.EMPTY_CLIPBOARD),
        ("not a code at all!", NO_CODE),
    ],
    ids=["no clipboard", "empty", "blank", "not a code"],
)
def test_open_a_copied_code_says_why_not(tmp_path, monkeypatch, held, message):
    app = make_app(tmp_path)
    app.scenes.open("board", match=played("trice", moves=4), seats=["human", "normal"])
    app.scenes.pop_to("menu")
    before = folder_bytes(tmp_path)
    monkeypatch.setattr(clipboard, "paste", lambda: held)
    press(app, "Open a copied code")
    frames(app, 2)
    assert app.scenes.top.name == "menu"
    assert [text for text, _ in app.toasts] == [message]
    assert folder_bytes(tmp_path) == before


@pytest.mark.parametrize(
    "held",
    [
        "See you tomorrow at 5",  # a sentence of the code's letters alone, once its spaces go
        "Buy milk and eggs",
        "hello",
        "Installation",
        "https://example.com/docs/#installation",  # a web address whose fragment is no code
        "https://games.example/tridice/",
        "https://games.example/tridice/#",
        "Hello, how are you?",
    ],
)
def test_ordinary_text_on_the_clipboard_is_said_to_hold_no_code(tmp_path, monkeypatch, held):
    """Issue 28 point 9: "Open a copied code" with a sentence or a web address on the clipboard
    said the code was damaged (a letter changed, added or lost), when there was no code at all."""
    app = make_app(tmp_path)
    monkeypatch.setattr(clipboard, "paste", lambda: held)
    press(app, "Open a copied code")
    frames(app, 2)
    assert app.scenes.top.name == "menu"
    assert [text for text, _ in app.toasts] == [NO_CODE]


@pytest.mark.parametrize(
    "how", ["a letter changed", "a letter lost", "a letter added", "in a link", "wrapped"]
)
def test_a_code_with_a_wrong_letter_on_the_clipboard_is_said_to_be_damaged(tmp_path, monkeypatch, how):
    app = make_app(tmp_path)
    code = codes.encode(played("triad", moves=5).record)
    held = {
        "a letter changed": code[:4] + ("A" if code[4] != "A" else "B") + code[5:],
        "a letter lost": code[:6] + code[7:],
        "a letter added": code[:6] + "x" + code[6:],
        "in a link": "https://games.example/tridice/#" + code[:-1],
        "wrapped": code[:14] + "\n" + code[14:-2],
    }[how]
    monkeypatch.setattr(clipboard, "paste", lambda: held)
    press(app, "Open a copied code")
    frames(app, 2)
    assert [text for text, _ in app.toasts] == [codes.DAMAGED]


def test_share_copies_the_code_and_prints_it(tmp_path, capsys):
    app = make_app(tmp_path)
    code = codes.encode(played("tris2").record)
    scene = app.scenes.open("share", code=code)
    assert clipboard.paste() == code
    assert scene.share.status == sharing.COPIED_CODE and scene.text == code
    out = capsys.readouterr().out
    assert f"TriDice game code: {code}" in out and f"--open {code}" in out


@pytest.mark.parametrize("lang", ["en", "it", "de", "es"])
@pytest.mark.parametrize("held", [True, False], ids=["copied", "no clipboard"])
def test_the_share_sheet_never_sends_a_player_to_a_terminal(tmp_path, monkeypatch, lang, held):
    """Natively the code is printed for whoever started TriDice from a terminal; a player who
    opened it from a menu has none, so the sheet's words (issue 28 point 9) never name one."""
    from eye import record

    if not held:
        monkeypatch.setattr(pygame.scrap, "put_text", lambda text: (_ for _ in ()).throw(pygame.error("no")))
    app = App(size=(720, 1280), storage=Storage(FileBackend(str(tmp_path))), pace=False, lang=lang)
    try:
        code = codes.encode(played("tris2").record)
        scene = app.scenes.open("share", code=code)
        frames(app, 2)
        assert scene.share.outcome == ("copied" if held else "failed")
        layers, _frame = record(app)
        said = " ".join(m.info.text for layer, marks in layers if layer is scene for m in marks)
        assert scene.status_lines and scene.status_lines[0] in said  # the sheet says what happened
        assert "termin" not in said.lower(), said  # terminal, terminale, Terminal
        assert "termin" not in scene.share.status.lower()
    finally:
        i18n.set_language(i18n.SOURCE)


def test_share_without_a_clipboard_says_so_and_prints_the_code(tmp_path, monkeypatch, capsys):
    def refuse(text):
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "put_text", refuse)
    app = make_app(tmp_path)
    scene = app.scenes.open("share", code="BCODE")
    assert scene.share.status == sharing.NO_CLIPBOARD and scene.share.outcome == "failed"
    assert "TriDice game code: BCODE" in capsys.readouterr().out


def test_game_over_offers_share_with_the_games_code(tmp_path):
    app = make_app(tmp_path)
    app.settings.animation = "off"
    match = played("triad")
    last = match.moves.pop()
    match.states.pop()
    board = app.scenes.open("board", match=match, seats=["human", "human"])
    board.play(last)
    frames(app, 3)
    assert app.scenes.top.name == "game_over"
    press(app, "Share")
    share = app.scenes.top
    assert share.name == "share"
    decoded = codes.decode(share.share.code)
    assert decoded.record["moves"] == match.moves and decoded.seats == ["human", "human"]
    assert share.picture is not None and share.picture.get_width() >= 200


def test_the_replay_offers_share_with_the_games_code(tmp_path):
    app = make_app(tmp_path)
    match = played("tris2")
    app.scenes.open("replay", record=match.record, seats=["human", "easy"], autoplay=False)
    press(app, "Share")
    share = app.scenes.top
    assert share.name == "share" and share.title == "Share this game"
    decoded = codes.decode(share.share.code)
    assert decoded.record["moves"] == match.moves and decoded.seats == ["human", "easy"]
    press(app, "Close")
    assert app.scenes.top.name == "replay"
