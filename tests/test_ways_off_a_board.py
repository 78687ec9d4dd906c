"""Every way off a board is safe (issue 31 point 2), in every game: right after the move that
ends a game (in the same frame as its last event: the tightest window), Restart, Menu, the
browser's Back, Esc, a code opened, Rematch, a lesson's real game, a language or text-size
change, the tab hidden, the tab closed: none leaves the finished game in its slot (a Continue
for a game that is over), none drops its end unrecorded, none counts it twice. And while a game
is on, none of the ways that would replace it does so without the question. A puzzle's result
is kept the same way when its winning move is followed at once by Menu.
"""

import random

import app_driver  # noqa: F401  (a native test: it drives the app)
import pygame
import pytest
from app_driver import board_of, frames, make_app, settle
from ending import (
    button_events,
    continue_from_the_menu,
    counted,
    finished_in_recent,
    key_event,
    move_events,
    nearly_won,
    press,
    seats_for,
    slot_holds,
    step,
)

from app.page import events as page_events
from app.saved import autosave, puzzle_results
from app.sharing import links
from games import codes, puzzles, registry
from games.core import CHANCE
from games.match import Match
from games.playout import random_move

PHONE = (720, 1558)
GAMES = registry.GAME_IDS
WAYS = (
    "Restart",
    "Menu",
    "Back",
    "Esc",
    "code",
    "Rematch",
    "lesson",
    "language",
    "text size",
    "tab hidden",
    "tab closed",
)


def build(folder):
    app = make_app(folder, size=PHONE)
    app.settings.animation = "normal"
    return app


def unfinished_code(game_id, seed=3):
    """A hot-seat game of `game_id` a few moves in, as a code."""
    match, rng = Match.new(game_id), random.Random(seed)
    while len(match.moves) < 4 and not match.is_over():
        match.play(random_move(match.rules, match.state, rng))
    assert not match.is_over()
    return codes.encode(match.record), match


def finish_by_the_person(app, game_id, then=None):
    """Continue a game one winning move away; the person plays it, and the events `then(board)`
    gives follow in the same frame. Returns the finished match."""
    match, mover, winning = nearly_won(game_id)
    board = continue_from_the_menu(app, match, seats_for(match, mover, True))
    step(app, move_events(app, board, winning[0], "mouse") + (then(board) if then else []))
    assert board.match.is_over()
    return board.match


def run_lesson_to_its_end(app):
    lesson = app.scenes.top
    for _ in range(900):
        frames(app)
        if lesson.mode.finished:
            return lesson
        ring = lesson.mode.ringed()
        if ring:
            lesson.apply(ring[0][1])
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_is_kept_whatever_comes_next(tmp_path, game_id, way):
    app = build(tmp_path)
    game = registry.get(game_id)
    if way == "lesson" and game.lesson is None:
        pytest.skip(f"{game_id} has no lesson")
    if way in ("Restart", "Menu", "Back", "Esc"):
        match, mover, winning = nearly_won(game_id)
        board = continue_from_the_menu(app, match, seats_for(match, mover, True))
        last = move_events(app, board, winning[0], "mouse")
        if way in ("Restart", "Menu"):
            then = button_events(app, board, way, "mouse")
        else:
            then = [key_event(pygame.K_AC_BACK if way == "Back" else pygame.K_ESCAPE)]
        step(app, last + then)
        finished = board.match
    elif way == "code":
        code, opened = unfinished_code(game_id)
        finished = finish_by_the_person(app, game_id)
        links.open_code(app, code)  # the next frame's paste, or a link opened in the page
        frames(app, 2)
        assert app.scenes.top.name == "board", "a question about a finished game"
        assert board_of(app).match.moves == opened.moves
    elif way == "Rematch":
        finished = finish_by_the_person(app, game_id)
        for _ in range(120):
            step(app)
            if app.scenes.top.name == "game_over":
                break
        press(app, "Rematch")
    elif way == "lesson":
        finished = finish_by_the_person(
            app, game_id, lambda board: button_events(app, board, "Menu", "mouse")
        )
        app.scenes.open("setup", game_id=game_id)
        press(app, "Learn")
        run_lesson_to_its_end(app)
        press(app, app.scenes.top.mode.play_button.text)
        frames(app, 2)
        assert app.scenes.top.name == "board", "a question about a finished game"
        assert app.scenes.top.match.moves != finished.moves
    elif way in ("language", "text size"):
        finished = finish_by_the_person(
            app, game_id, lambda board: button_events(app, board, "Menu", "mouse")
        )
        press(app, "Settings")
        if way == "language":
            app.change_language("de")
        else:
            app.settings.text_size = "large"
            app.text_size_changed()
        step(app)
        app.scenes.pop()
        frames(app, 2)
    elif way == "tab hidden":
        finished = finish_by_the_person(app, game_id)
        page_events.save_now(app)  # what the page's hidden signal makes the next frame do
        app = build(tmp_path)  # ... and the tab is closed then, and opened again
    elif way == "tab closed":
        finished = finish_by_the_person(app, game_id)
        for scene in reversed(app.scenes.scenes):
            scene.exit()
        app = build(tmp_path)
    frames(app, 60)
    assert len(finished_in_recent(app, finished)) == 1, "the finished game is not in Recent games"
    assert counted(app) == 1, "the finished game was not counted once in your record"
    kept = slot_holds(app, game_id)
    assert kept is None or not kept.is_over(), "a finished game in its slot"
    if way not in ("Restart", "Rematch", "code", "lesson"):  # these start another game there
        assert kept is None, "the finished game is still in its slot"
    assert "confirm" not in [scene.name for scene in app.scenes.scenes]
    if app.scenes.top.name == "menu":
        app.scenes.pop_to("menu")
        app.scenes.top.resume()
        labels = [getattr(w, "text", None) for w in app.scenes.top.widgets if getattr(w, "visible", True)]
        assert autosave.label(autosave.slot_of(game_id)) not in labels, "a Continue for a finished game"


# ---- a game that is on is never replaced without the question --------------------------------------


def game_on(app, game_id):
    """A game against the easy computer where the person has moved: something to lose."""
    match, rng = Match.new(game_id), random.Random(11)
    seats = None
    while not match.is_over():
        seat = match.rules.to_move(match.state)
        if seat != CHANCE and seats is not None:
            break
        if seat != CHANCE:
            seats = ["human" if s == seat else "easy" for s in range(match.record["players"])]
        match.play(random_move(match.rules, match.state, rng))
    assert not match.is_over() and seats is not None
    board = continue_from_the_menu(app, match, seats)
    return board, list(board.match.moves)


@pytest.mark.parametrize("way", ["Restart", "setup", "code", "lesson"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_on_is_replaced_only_after_the_question(tmp_path, game_id, way):
    app = build(tmp_path)
    if way == "lesson" and registry.get(game_id).lesson is None:
        pytest.skip(f"{game_id} has no lesson")
    board, moves = game_on(app, game_id)
    if way == "Restart":
        press(app, "Restart")
    elif way == "setup":
        press(app, "Menu")
        app.scenes.open("setup", game_id=game_id)
        press(app, "Start")
    elif way == "code":
        code, _opened = unfinished_code(game_id, seed=21)
        links.open_code(app, code)
    else:
        press(app, "Menu")
        app.scenes.open("setup", game_id=game_id)
        press(app, "Learn")
        run_lesson_to_its_end(app)
        press(app, app.scenes.top.mode.play_button.text)
    frames(app, 2)
    assert app.scenes.top.name == "confirm", "a game on was replaced without the question"
    assert slot_holds(app, game_id).moves[: len(moves)] == moves
    app.scenes.top.back()  # the safe answer keeps it
    frames(app, 2)
    assert slot_holds(app, game_id).moves[: len(moves)] == moves


# ---- a puzzle's result, kept as its winning move is played ------------------------------------------


@pytest.mark.parametrize("game_id", puzzles.games())
def test_a_solved_puzzle_is_kept_when_menu_follows_at_once(tmp_path, game_id):
    app = build(tmp_path)
    number = 5
    app.scenes.pop_to("menu")
    board = app.scenes.open("puzzle", game_id=game_id, number=number)
    line = board.mode.line
    for _ in range(len(line)):
        board = settle(app)
        if not board.human_to_move():
            continue
        move = line[len(board.match.moves)]
        last = move_events(app, board, move, "mouse")
        after = board.rules.play(board.state, move)
        if board.rules.is_over(after):
            step(app, last + button_events(app, board, "Back", "mouse"))
            break
        step(app, last)
    assert app.scenes.top.name == "menu"
    assert puzzle_results.result(app, game_id, number).state == "solved"
    again = build(tmp_path)
    assert puzzle_results.result(again, game_id, number).state == "solved"
