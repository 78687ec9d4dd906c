"""Never lose a game to one tap (issue 21 point 5), driving the real app by taps:

- a game in progress per game, each with its own Continue ("Continue TRICE", "Continue Triad"),
  and a game by link in a slot of its own, so a friend's link never replaces the game here;
- the old single autosave is moved into its game's slot (nobody loses the game they had);
- Restart asks first (Cancel keeps the game), and so does everything else that would take the
  place of a game in progress: a new game of the same game from its setup, the lesson's real
  game, a code opened here.
"""

import json
import random

import pygame
import pytest
from app_driver import board_of, find_button, frames, key, make_app, press, settle, tap
from fake_platform import FakeWindow, install

from app.saved import autosave
from games import codes
from games.core import CHANCE
from games.match import Match
from games.playout import random_move

PHONE = (720, 1558)  # a 390x844 phone's canvas


def person_moves(board):
    return sum(1 for i in range(len(board.match.moves)) if board.match.seat_of(i) != CHANCE)


def play_by_taps(app, count=1):
    """Make `count` moves by tapping what the board offers (a pick, then where it goes)."""
    board = settle(app)
    for _ in range(count):
        before = person_moves(board)
        for _ in range(6):
            board = settle(app)
            targets = [(rect, hit) for rect, hit in board.key_targets() if hit is not None]
            moving = [rect for rect, hit in targets if hit.move is not None]
            picks = [rect for rect, hit in targets if hit.pick is not None]
            tap(app, (moving or picks)[0].center)
            board = settle(app)
            if person_moves(board) > before:
                break
        assert person_moves(board) > before, "no move made by taps"
    return board


def start(app, game_id, seats=("human", "human")):
    """From the menu: the game's card, its setup, Start (by taps)."""
    app.settings.setups[game_id] = {"seats": list(seats)}
    app.scenes.pop_to("menu")
    app.scenes.top.resume()
    card = next(c for c in app.scenes.top.cards if c.game_id == game_id)
    tap(app, card.rect.center)
    press(app, "Start", how="tap")
    return settle(app)


def continues(app):
    menu = app.scenes.top
    assert menu.name == "menu"
    return [b.text for b in menu.continue_buttons if b.visible]


class SeededDice(random.Random):
    """The board's dice (random.Random() in app/scenes/board.py), seeded: the same rolls
    every run, so a game started by taps goes the same way."""

    def __init__(self, seed=2021):
        super().__init__(seed)


@pytest.fixture(autouse=True)
def seeded_dice(monkeypatch):
    import app.scenes.board as board_module

    monkeypatch.setattr(board_module.random, "Random", SeededDice)


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, size=PHONE)
    application.settings.animation = "off"
    return application


def test_two_games_in_progress_in_two_games_both_continue_after_closing(app, tmp_path):
    start(app, "trice")
    trice = play_by_taps(app, 2)
    trice_moves = list(trice.match.moves)
    triad = start(app, "triad")
    triad = play_by_taps(app, 2)
    triad_moves = list(triad.match.moves)
    again = make_app(tmp_path, size=PHONE)  # the window closed, the app opened again
    assert continues(again) == ["Continue TRICE", "Continue Triad"]
    press(again, "Continue TRICE", how="tap")
    assert board_of(again).match.moves == trice_moves
    again.scenes.pop_to("menu")
    again.scenes.top.resume()
    press(again, "Continue Triad", how="tap")
    assert board_of(again).match.moves == triad_moves
    again.scenes.pop_to("menu")
    again.scenes.top.resume()
    assert continues(again) == ["Continue TRICE", "Continue Triad"]  # neither replaced the other


def test_the_last_game_played_is_the_primary_continue(app):
    start(app, "triad")
    play_by_taps(app)
    start(app, "tris2")
    play_by_taps(app)
    app.scenes.pop_to("menu")
    app.scenes.top.resume()
    styles = {b.text: b.style for b in app.scenes.top.continue_buttons}
    assert styles == {"Continue Tris 2": "accent", "Continue Triad": "panel"}


def test_restart_asks_first_and_cancel_keeps_the_game(app):
    start(app, "tris2")
    board = play_by_taps(app, 3)
    moves = list(board.match.moves)
    press(app, "Restart", how="tap")
    question = app.scenes.top
    assert question.name == "confirm" and "lost" in question.text
    assert [b.text for b in question.widgets] == ["Cancel", "Restart"]
    press(app, "Cancel", how="tap")
    assert app.scenes.top is board and board.match.moves == moves
    press(app, "Restart", how="tap")
    key(app, pygame.K_ESCAPE)  # Esc is Cancel
    assert app.scenes.top is board and board.match.moves == moves
    press(app, "Restart", how="tap")
    tap(app, (5, 5))  # a tap outside the question is Cancel too
    assert app.scenes.top is board and board.match.moves == moves
    assert autosave.peek(app, "tris2")["record"]["moves"] == moves
    press(app, "Restart", how="tap")
    press(app, "Restart", how="tap")  # the question's Restart: a new game
    fresh = settle(app)
    assert fresh is not board and person_moves(fresh) == 0
    assert autosave.peek(app, "tris2")["record"]["moves"] == fresh.match.moves


def test_restart_before_anyone_moved_or_after_the_end_asks_nothing(app):
    board = start(app, "trice")
    assert person_moves(board) == 0
    press(app, "Restart", how="tap")
    assert app.scenes.top.name == "board" and app.scenes.top is not board


def test_a_new_game_from_the_setup_asks_before_replacing_the_one_in_progress(app):
    board = start(app, "triad")
    board = play_by_taps(app, 2)
    moves = list(board.match.moves)
    app.scenes.pop_to("menu")
    app.scenes.top.resume()
    card = next(c for c in app.scenes.top.cards if c.game_id == "triad")
    tap(app, card.rect.center)
    press(app, "Start", how="tap")
    question = app.scenes.top
    assert question.name == "confirm" and question.title == "A Triad game is in progress"
    key(app, pygame.K_ESCAPE)  # not now: back on the setup, nothing lost
    assert app.scenes.top.name == "setup" and autosave.peek(app, "triad")["record"]["moves"] == moves
    press(app, "Start", how="tap")
    press(app, "Continue it", how="tap")  # the game in progress, not a new one
    assert board_of(app).match.moves == moves and app.scenes.scenes[-2].name == "menu"
    app.scenes.pop_to("menu")
    app.scenes.top.resume()
    tap(app, next(c for c in app.scenes.top.cards if c.game_id == "triad").rect.center)
    press(app, "Start", how="tap")
    press(app, "Start new", how="tap")
    fresh = settle(app)
    assert person_moves(fresh) == 0 and autosave.peek(app, "triad")["record"]["moves"] == fresh.match.moves


def test_a_new_game_of_another_game_asks_nothing_and_keeps_both(app):
    start(app, "trice")
    play_by_taps(app)
    board = start(app, "tris2")
    assert app.scenes.top is board  # no question: TRICE's game stays in its slot
    app.scenes.pop_to("menu")
    app.scenes.top.resume()
    assert continues(app) == ["Continue TRICE", "Continue Tris 2"]


def test_the_lessons_real_game_asks_before_replacing_the_one_in_progress(app):
    board = start(app, "tris2", seats=("human", "easy"))
    board = play_by_taps(app)
    moves = list(board.match.moves)
    app.scenes.pop_to("menu")
    lesson = app.scenes.open("lesson", game_id="tris2")
    lesson.mode.finish()
    frames(app)
    press(app, "Play the easy computer", how="tap")
    assert app.scenes.top.name == "confirm"
    press(app, "Continue it", how="tap")
    assert board_of(app).match.moves == moves and board_of(app).name == "board"


def test_a_friends_link_never_replaces_the_game_played_here(tmp_path):
    alice, bob = make_app(tmp_path / "alice", size=PHONE), make_app(tmp_path / "bob", size=PHONE)
    for app in (alice, bob):
        app.settings.animation = "off"
    mine = start(bob, "tris2")  # Bob's own Tris 2 game, between people here
    mine = play_by_taps(bob, 2)
    kept = list(mine.match.moves)
    sent = start(alice, "tris2", seats=("human", "far"))  # Alice starts a game by link
    sent = play_by_taps(alice)
    code = sent.link.code(sent.match.record)
    from app.sharing import links

    bob.scenes.pop_to("menu")
    links.open_code(bob, code)
    theirs = settle(bob)
    assert theirs.link is not None and bob.scenes.top.name == "board"  # no question asked
    bob.scenes.pop_to("menu")
    bob.scenes.top.resume()
    assert continues(bob) == ["Continue Tris 2", "Continue Tris 2 by link"]
    press(bob, "Continue Tris 2", how="tap")
    assert board_of(bob).match.moves == kept and board_of(bob).link is None


def test_an_unfinished_code_opened_here_asks_before_replacing_the_game_in_progress(app):
    from app.sharing import links

    board = start(app, "tris2")
    board = play_by_taps(app, 2)
    moves = list(board.match.moves)
    other, rng = Match.new("tris2"), random.Random(9)
    for _ in range(3):
        other.play(random_move(other.rules, other.state, rng))
    code = codes.encode(other.record)
    links.open_code(app, code)
    question = app.scenes.top
    assert question.name == "confirm" and [b.text for b in question.widgets] == ["Keep mine", "Open it"]
    press(app, "Keep mine", how="tap")
    assert app.scenes.top.name == "menu" and autosave.peek(app, "tris2")["record"]["moves"] == moves
    links.open_code(app, code)
    press(app, "Open it", how="tap")
    assert board_of(app).match.moves == other.moves
    # a code that goes on from the game here asks nothing
    longer = Match(dict(other.record, moves=list(other.moves)))
    longer.play(random_move(longer.rules, longer.state, rng))
    links.open_code(app, codes.encode(longer.record))
    assert app.scenes.top.name == "board" and board_of(app).match.moves == longer.moves


def test_the_end_of_a_game_clears_only_its_own_slot(app):
    start(app, "trice")
    play_by_taps(app)
    whole, rng = Match.new("tris2"), random.Random(4)
    while not whole.is_over():
        whole.play(random_move(whole.rules, whole.state, rng))
    match = Match(dict(whole.record, moves=whole.moves[:-1]))
    app.scenes.pop_to("menu")
    board = app.scenes.open("board", match=match, seats=["human", "human"])
    assert autosave.peek(app, "tris2") is not None
    board.play(whole.moves[-1])
    frames(app, 5)
    assert board.rules.is_over(board.state) and app.scenes.top.name == "game_over"
    assert autosave.peek(app, "tris2") is None and autosave.peek(app, "trice") is not None


def legacy(record, seats=("human", "easy"), link=None):
    data = {"record": record, "seats": list(seats)}
    if link is not None:
        data["link"] = link
    return json.dumps({"app": "tridice", "kind": "autosave", "version": 1, "data": data})


def test_the_old_single_autosave_becomes_its_games_continue(tmp_path):
    match = Match.new("triad")
    match.play("roll 123123/321321")
    (tmp_path / "autosave.json").write_text(legacy(match.record), encoding="utf-8")
    app = make_app(tmp_path, size=PHONE)
    assert continues(app) == ["Continue Triad"]
    assert not (tmp_path / "autosave.json").exists() and (tmp_path / "autosave-triad.json").exists()
    press(app, "Continue Triad", how="tap")
    assert board_of(app).match.moves == match.moves and board_of(app).seats == ["human", "easy"]


def test_the_old_autosave_never_overwrites_a_slot_already_in_use(tmp_path):
    app = make_app(tmp_path, size=PHONE)
    app.settings.animation = "off"
    start(app, "triad")
    mine = list(play_by_taps(app).match.moves)
    other = Match.new("triad")
    other.play("roll 123123/321321")
    (tmp_path / "autosave.json").write_text(legacy(other.record), encoding="utf-8")
    again = make_app(tmp_path, size=PHONE)
    assert continues(again) == ["Continue Triad"]
    assert autosave.peek(again, "triad")["record"]["moves"] == mine
    assert (tmp_path / "autosave.json").exists()  # kept as it was, not lost either


def test_the_old_autosave_of_a_game_by_link_goes_to_its_link_slot(tmp_path):
    match = Match.new("tris2")
    (tmp_path / "autosave.json").write_text(
        legacy(match.record, ("human", "human"), {"nonce": "77", "seat": 0, "floor": 0}), encoding="utf-8"
    )
    app = make_app(tmp_path, size=PHONE)
    assert continues(app) == ["Continue Tris 2 by link"]
    press(app, "Continue Tris 2 by link", how="tap")
    assert board_of(app).link.nonce == 77


def test_the_old_autosave_in_a_browser_moves_to_its_key(monkeypatch):
    window = install(monkeypatch, FakeWindow(390, 844))
    match = Match.new("trice")
    match.play("roll 351622/114463")
    window.localStorage.setItem("tridice.autosave", legacy(match.record))
    from app.app import App

    app = App()
    assert continues(app) == ["Continue TRICE"]
    assert "tridice.autosave" not in window.localStorage.items
    assert json.loads(window.localStorage.items["tridice.autosave-trice"])["data"]["record"] == match.record
    assert app.toasts == []


@pytest.mark.parametrize(
    "size",
    [
        (720, 1558),
        (720, 1278),
        (720, 1080),
        (1280, 720),
        (1558, 720),
        (960, 720),
        (720, 960),
        (390, 844),
        (320, 480),
    ],
    ids=lambda s: f"{s[0]}x{s[1]}",
)
def test_the_menu_holds_every_continue_at_every_shape(tmp_path, size):
    app = make_app(tmp_path, size=size)
    for slot in autosave.slots():
        match = Match.new(autosave.game_of(slot))
        link = {"nonce": "5", "seat": 0, "floor": 0} if autosave.by_link(slot) else None
        if link is None or slot != "tri-link":
            autosave.save(app, match, ["human"] * match.record["players"], link=link)
    app.scenes.top.resume()
    menu = app.scenes.top
    assert len(menu.continue_buttons) == len(autosave.slots()) - 1  # (no TRI by link)
    assert_every_widget_in_reach(app, menu)
    find_button(menu, "Continue Tris 2 by link")


def assert_every_widget_in_reach(app, menu):
    """Each of the menu's widgets is whole on the screen, tall enough to tap, and clear of the
    others; one in its scrolling strip once scrolled into sight (as the keyboard's focus does)."""
    shown = [w for w in menu.widgets if w.visible]
    for widget in shown:
        if menu.scroller.owns(widget):
            menu.scroller.show(widget)
            assert menu.scroller.view.contains(widget.rect), (getattr(widget, "text", ""), widget.rect)
        assert app.layout.rect.contains(widget.rect), (getattr(widget, "text", ""), widget.rect)
        assert widget.rect.height >= app.layout.tap or widget in menu.cards
    fixed = [w.rect for w in shown if not menu.scroller.owns(w)]
    strip = [rect for _widget, rect in menu.scroller.placed if _widget.visible]
    for group in (fixed, strip):
        for index, first in enumerate(group):
            assert first.collidelist(group[index + 1 :]) == -1, "widgets overlap"
    if menu.scroller.active:
        assert menu.scroller.view.collidelist(fixed) == -1, "the strip runs under a fixed button"
