"""The replay scene and the recent games list, driven through the real app."""

import random

import pygame
import pytest
from app_driver import click, drag, find_button, frames, key, make_app, press, tap

from app import boards
from app.saved import recent
from app.scenes.game_over import GameOverScene
from app.scenes.recent_games import RecentScene
from games import registry
from games.deadline import SLICE, CountingClock, Deadline
from games.match import Match
from games.playout import random_move
from games.records import replay_states
from games.trice.judge import blunders

SEEDS = {"trice": 3, "tris2": 4, "triad": 5, "tri": 6}  # a game added later: seed 7 (seed_of)


def seed_of(game_id):
    return SEEDS.get(game_id, 7)


def finished(game_id, seed, variant=None, least=10):
    """A whole game of random moves (dice included), at least `least` moves long."""
    rules = registry.get(game_id).rules
    rng = random.Random(seed)
    while True:
        match = Match.new(game_id, rules.min_players, variant)
        while not match.is_over():
            match.play(random_move(rules, match.state, rng))
        if len(match.moves) >= least:
            return match


OPENING_FRAMES = 2  # frames a replay is given as it opens


def open_replay(tmp_path, match, size=(390, 844), autoplay=False):
    app = make_app(tmp_path, size=size)
    app.settings.animation = "off"
    seats = ["human"] * match.record["players"]
    scene = app.scenes.open("replay", record=match.record, seats=seats, autoplay=autoplay)
    frames(app, OPENING_FRAMES)
    return app, scene


def check_shown(scene, states):
    """The state drawn is the record's state at the scene's index, and the view's
    history leads to it."""
    assert scene.state == states[scene.mode.index]
    history_states, history_moves = scene.ui.history
    assert history_states[-1] is scene.state and len(history_moves) == scene.mode.index


@pytest.mark.parametrize("game_id", boards.playable())
def test_step_jump_and_play_by_taps_and_keys(tmp_path, game_id):
    match = finished(game_id, seed_of(game_id))
    _, states = replay_states(match.record)
    last = len(match.moves)
    assert last >= 6
    app, scene = open_replay(tmp_path, match)
    assert scene.mode.index == 0 and not scene.mode.playing
    check_shown(scene, states)

    press(app, "Next move", how="tap")
    press(app, "Next move", how="tap")
    assert scene.mode.index == 2
    check_shown(scene, states)
    press(app, "Previous move")
    assert scene.mode.index == 1
    check_shown(scene, states)
    assert scene.mode.status_text().startswith(
        registry.get(game_id).describe_move(states[0], match.moves[0]).rstrip(".")
    )

    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.mode.index == 3
    key(app, pygame.K_LEFT)
    assert scene.mode.index == 2
    check_shown(scene, states)
    key(app, pygame.K_END)
    assert scene.mode.index == last
    check_shown(scene, states)
    assert scene.rules.end_reason(states[-1]) in scene.mode.status_text()
    assert not find_button(scene, "Next move").enabled
    key(app, pygame.K_HOME)
    assert scene.mode.index == 0
    check_shown(scene, states)

    # the scrubber: a click jumps, a drag follows the pointer (a finger too)
    scrubber = scene.mode.scrubber
    y = scrubber.rect.centery
    target = last // 2
    click(app, (round(scrubber.x_of(app, target)), y))
    assert scene.mode.index == target
    check_shown(scene, states)
    drag(app, (round(scrubber.x_of(app, 1)), y), (round(scrubber.x_of(app, last - 1)), y))
    assert scene.mode.index == last - 1
    check_shown(scene, states)
    drag(app, (round(scrubber.x_of(app, 2)), y), (scrubber.rect.x + 2, y), touch=True)
    assert scene.mode.index == 0  # the near end is the start
    tap(app, (scrubber.rect.right - 2, y))  # the far end is the end
    assert scene.mode.index == last

    # play and pause: Space, and the button
    key(app, pygame.K_HOME)
    key(app, pygame.K_SPACE)
    assert scene.mode.playing and find_button(scene, "Pause")
    frames(app, 200)  # a move every READ_S (1.4 s) with animations off
    assert 2 <= scene.mode.index <= 3
    check_shown(scene, states)
    press(app, "Pause", how="tap")
    held = scene.mode.index
    frames(app, 200)
    assert scene.mode.index == held and not scene.mode.playing
    press(app, "Play")
    frames(app, 100)
    assert scene.mode.index == held + 1
    key(app, pygame.K_SPACE)
    assert not scene.mode.playing

    # playing stops at the end; Play there starts again from the beginning
    scene.mode.jump(last - 1)
    key(app, pygame.K_SPACE)
    frames(app, 120)
    assert scene.mode.index == last and not scene.mode.playing
    press(app, "Play")
    assert scene.mode.index == 0 and scene.mode.playing


@pytest.mark.parametrize("game_id", boards.playable())
def test_the_board_is_view_only(tmp_path, game_id):
    match = finished(game_id, seed_of(game_id))
    moves = list(match.moves)
    app, scene = open_replay(tmp_path, match)
    scene.mode.jump(len(moves) // 2)
    area = scene.board_rect
    for fraction in (0.2, 0.5, 0.8):  # taps and a drag anywhere on the board play nothing
        tap(app, (area.x + int(area.width * fraction), area.y + int(area.height * fraction)))
    drag(app, (area.x + 20, area.y + 20), (area.centerx, area.centery))
    frames(app, 5)
    assert (
        scene.mode.index == len(moves) // 2
        and scene.mode.moves == moves
        and len(scene.mode.states) == len(moves) + 1
    )


def test_forward_animates_each_move_when_animations_are_on(tmp_path):
    match = finished("trice", 3)
    app, scene = open_replay(tmp_path, match)
    app.settings.animation = "normal"
    press(app, "Next move")  # the setup roll tumbles
    assert scene.view.busy()
    frames(app, 400)
    assert not scene.view.busy()
    scene.mode.jump(5)  # a jump shows the position at once
    assert not scene.view.busy()


def test_hidden_information_shows_everything(tmp_path):
    match = finished("tri", SEEDS["tri"])
    app, scene = open_replay(tmp_path, match)
    for index in range(0, len(match.moves), 7):
        scene.mode.jump(index)
        frames(app)
        assert scene.ui.viewer is None  # no seat's eyes: the view masks nothing


def trice_record_with_a_mistake():
    """A classic TRICE game of random moves in which the judge finds a mistake."""
    for seed in range(60):
        match = finished("trice", seed, variant="classic")
        marks = blunders(match.states, match.moves)
        if marks:
            return match, marks
    raise AssertionError("no random game with a mistake")


SLICE_READINGS = 40  # readings of the judge's clock in one slice


def test_trice_mistakes_are_marked_as_they_become_known(tmp_path):
    match, marks = trice_record_with_a_mistake()
    app, scene = open_replay(tmp_path, match)
    assert scene.mode.scrubber.note == "Checking moves\u2026" and not scene.mode.scrubber.marks
    judge = scene.mode.judge
    # The solver's clock counts its work (a reading every few dozen nodes): a slice is
    # SLICE_READINGS readings, whatever the machine. How long a frame takes, make bench says.
    clock = CountingClock(SLICE / SLICE_READINGS)
    judge.make_deadline = lambda budget: Deadline(budget, clock=clock)
    most = 0
    for count in range(1, 5001):  # noqa: B007 (read after the loop)
        before = clock.readings
        frames(app)
        most = max(most, clock.readings - before)
        if judge.done:
            break
    assert judge.done
    # judged in slices: no frame holds more than one slice of the solver's work (and the
    # few readings that open and close it); unsliced, one position takes thousands
    assert 0 < most < 2 * SLICE_READINGS
    # each position the solver looks at starts on a frame of its own: the judge's steps (one a
    # frame, the first ones while the replay opened) are at least as many as those positions
    from games.trice.judge import EMPTY, FAST_EMPTIES

    solved = [i for i in judge.todo() if judge.states[i].board.count(EMPTY) <= FAST_EMPTIES]
    assert count + OPENING_FRAMES >= len(solved)
    assert set(scene.mode.scrubber.marks) == set(marks)
    index, mark = next(iter(marks.items()))
    key(app, pygame.K_HOME)
    for _ in range(index + 1):
        key(app, pygame.K_RIGHT)
    text = scene.mode.status_text()
    assert text.endswith(f"this {mark.words}.") or f"this {mark.words}. " in text
    described = registry.get("trice").describe_move(match.states[index], match.moves[index]).rstrip(".")
    assert text.startswith(described)
    assert scene.mode.scrubber.note_bad and "mistake" in scene.mode.scrubber.note


def finish_by_hand(app, game_id="trice"):
    """A board of two people one move from the end; play that move. Returns the board."""
    match = finished(game_id, seed_of(game_id))
    moves = list(match.moves)
    start = Match.new(game_id, match.record["players"], match.record["variant"])
    for move in moves[:-1]:
        start.play(move)
    board = app.scenes.open("board", match=start, seats=["human"] * match.record["players"])
    frames(app, 2)
    board.play(moves[-1])
    for _ in range(400):
        frames(app)
        if isinstance(app.scenes.top, GameOverScene):
            break
    assert isinstance(app.scenes.top, GameOverScene)
    return board, moves


def test_watch_again_from_game_over_and_back(tmp_path):
    app = make_app(tmp_path)
    app.settings.animation = "off"
    board, moves = finish_by_hand(app)
    press(app, "Watch again", how="tap")
    scene = app.scenes.top
    assert scene.name == "replay"
    assert scene.mode.moves == moves and scene.seats == board.seats and scene.mode.playing
    frames(app, 10)
    press(app, "Back")
    assert isinstance(app.scenes.top, GameOverScene)


def test_a_finished_game_is_recorded_once_even_after_undo(tmp_path):
    app = make_app(tmp_path)
    app.settings.animation = "off"
    board, moves = finish_by_hand(app)
    assert len(recent.entries(app)) == 1
    entry = recent.entries(app)[0]
    assert entry.record["moves"] == moves and entry.seats == ["human", "human"]
    assert entry.result == board.rules.end_reason(board.state)
    press(app, "See board")
    press(app, "Undo")
    assert not board.rules.is_over(board.state)
    board.play(moves[-1])
    frames(app, 30)
    assert isinstance(app.scenes.top, GameOverScene)
    assert len(recent.entries(app)) == 1


def test_recent_games_from_the_menu(tmp_path):
    app = make_app(tmp_path)
    app.settings.animation = "off"
    assert not app.scenes.top.recent_button.visible  # no finished game yet: no button
    with pytest.raises(AssertionError):
        find_button(app.scenes.top, "Recent games")
    board, moves = finish_by_hand(app, "triad")
    press(app, "Menu")
    frames(app)
    assert app.scenes.top.name == "menu"
    press(app, "Recent games", how="tap")
    listing = app.scenes.top
    assert isinstance(listing, RecentScene) and len(listing.rows) == 1
    row = listing.rows[0]
    assert row.visible and row.entry.record["moves"] == moves
    tap(app, row.rect.center)
    scene = app.scenes.top
    assert scene.name == "replay" and scene.game.id == "triad" and scene.mode.moves == moves
    press(app, "Back")
    assert app.scenes.top is listing
    press(app, "Done")
    assert app.scenes.top.name == "menu"


def test_the_list_pages_through_twenty_games(tmp_path):
    app = make_app(tmp_path, size=(320, 480))
    match = finished("tris2", SEEDS["tris2"])
    for number in range(20):
        recent.add(
            app, match.record, ["human", "easy"], f"Result {number}", date=f"2025-05-{number + 1:02d}T12:00"
        )
    listing = app.scenes.open("recent")
    frames(app)
    shown = lambda: [r.entry.result for r in listing.rows if r.visible]  # noqa: E731
    first = shown()
    assert first[0] == "Result 19" and 1 <= len(first) < 20
    assert not find_button(listing, "Newer").enabled
    seen = list(first)
    while find_button(listing, "Older").enabled:
        press(app, "Older", how="tap")
        seen += shown()
    assert seen == [f"Result {n}" for n in range(19, -1, -1)]


def test_a_recent_game_that_no_longer_replays_is_explained(tmp_path):
    app = make_app(tmp_path)
    broken = {"game": "trice", "variant": "v0.3", "players": 2, "options": {}, "moves": ["give W9"]}
    recent.add(app, broken, ["human", "human"], "Player 1 wins")
    listing = app.scenes.open("recent")
    frames(app)
    tap(app, listing.rows[0].rect.center)
    assert app.scenes.top is listing
    assert any("cannot be watched again" in text for text, _ in app.toasts)


def test_the_menu_survives_a_damaged_list(tmp_path):
    with open(tmp_path / "recent.json", "w", encoding="utf-8") as handle:
        handle.write("\0\0")
    app = make_app(tmp_path)
    frames(app)
    assert not app.scenes.top.recent_button.visible
    assert any("could not read your saved recent games, so it set aside" in text for text, _ in app.toasts)


def test_a_game_ended_again_after_undo_and_a_reload_is_listed_once(tmp_path):
    """Undo leaves the game in its autosave; continued after a restart (a new Table, whose
    'recorded' knows nothing) and ended again, it replaces its entry in the recent games by its
    identity instead of being listed a second time."""
    app = make_app(tmp_path)
    app.settings.animation = "off"
    board, moves = finish_by_hand(app)
    press(app, "See board")
    press(app, "Undo")
    assert not board.rules.is_over(board.state)
    again = make_app(tmp_path)
    again.settings.animation = "off"
    frames(again)
    again.scenes.top.continue_buttons[0].activate(again)
    frames(again, 2)
    board = again.scenes.top
    assert board.name == "board" and not board.rules.is_over(board.state)
    board.play(moves[-1])
    for _ in range(400):
        frames(again)
        if isinstance(again.scenes.top, GameOverScene):
            break
    found = recent.entries(again)
    assert len(found) == 1 and found[0].ident == board.mode.ident and found[0].record["moves"] == moves
