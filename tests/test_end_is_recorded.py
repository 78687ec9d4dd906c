"""A game's end is recorded in the frame its last move is played (issue 31): in every game, by
mouse, touch and keyboard, the winning move (the person's, and the computer's) followed in the
very next input by Restart or by Menu leaves the game in Recent games, counted once in your
record, out of its slot (no Continue for a finished game), and asks no question it should
have asked (there is nothing to lose: the game is over and kept).

The window used to be the whole animation of the last move (the board noticed the end only
after it): Restart then threw the finished game away unrecorded and started a new one.
The input is sent in the same frame as the move's last event where the move is the person's
(the tightest window: a game without an animation, or with animations off), and in the frame
after the computer's move.
"""

import app_driver  # noqa: F401  (a native test: it drives the app)
import pytest
from app_driver import board_of, frames, make_app
from ending import (
    HOWS,
    button_events,
    continue_from_the_menu,
    counted,
    finished_in_recent,
    move_events,
    nearly_won,
    seats_for,
    slot_holds,
    step,
)

from app.saved import autosave
from games import registry

PHONE = (720, 1558)
GAMES = registry.GAME_IDS


@pytest.fixture
def fresh(tmp_path):
    def build(animation="normal"):
        app = make_app(tmp_path, size=PHONE)
        app.settings.animation = animation
        return app

    return build


def finish_then(app, game_id, person_moves, how, leave):
    """Continue a game one winning move away, let the winner (the person or the computer)
    play it, and `leave` ("Restart" or "Menu") by `how` at once. Returns (match, board)."""
    match, mover, winning = nearly_won(game_id, forced=not person_moves)
    seats = seats_for(match, mover, person_moves)
    board = continue_from_the_menu(app, match, seats)
    assert board.name == "board" and not board.rules.is_over(board.state)
    if person_moves:
        last = move_events(app, board, winning[0], how)
        leave_events = button_events(app, board, leave, how)
        step(app, last + leave_events)  # the move, and Restart or Menu in the same frame
    else:
        for _ in range(3000):  # the computer thinks a slice a frame, then plays
            step(app)
            if board.rules.is_over(board.state):
                break
        assert board.rules.is_over(board.state), "the computer did not end the game"
        assert board.match.seat_of(len(board.match.moves) - 1) == mover
        step(app, button_events(app, board, leave, how))  # in the next frame
    return board.match, board


@pytest.mark.parametrize("leave", ["Restart", "Menu"])
@pytest.mark.parametrize("how", HOWS)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_persons_winning_move_then_at_once(fresh, game_id, how, leave):
    app = fresh()
    finished, board = finish_then(app, game_id, True, how, leave)
    check_kept(app, game_id, finished, leave)


@pytest.mark.slow  # the computer thinks on the real clock: 16 s in all
@pytest.mark.parametrize("leave", ["Restart", "Menu"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_computers_winning_move_then_at_once(fresh, game_id, leave):
    for how in HOWS:
        app = fresh()
        app.storage.delete("recent")
        app.storage.delete("record")
        finished, board = finish_then(app, game_id, False, how, leave)
        check_kept(app, game_id, finished, leave)


def check_kept(app, game_id, finished, leave):
    assert finished.is_over()
    assert len(finished_in_recent(app, finished)) == 1, "the finished game is not in Recent games"
    assert counted(app) == 1, "the finished game was not counted once in your record"
    frames(app, 60)  # the new game (Restart) or the menu, after every animation
    names = [scene.name for scene in app.scenes.scenes]
    assert "confirm" not in names and "game_over" not in names, names
    kept = slot_holds(app, game_id)
    if leave == "Restart":
        assert names[-1] == "board" and board_of(app).match is not finished
        assert kept is None or not kept.is_over() and len(kept.moves) < len(finished.moves)
    else:
        assert names == ["menu"]
        assert kept is None, "the menu offers to continue a finished game"
        labels = [getattr(w, "text", None) for w in app.scenes.top.widgets if getattr(w, "visible", True)]
        assert autosave.label(autosave.slot_of(game_id)) not in labels
    assert counted(app) == 1 and len(finished_in_recent(app, finished)) == 1  # and never twice


@pytest.mark.parametrize("game_id", GAMES)
def test_the_end_sheet_still_waits_for_the_move(fresh, game_id):
    """The bookkeeping is at once; the game-over sheet comes after the move's animation."""
    app = fresh()
    match, mover, winning = nearly_won(game_id)
    board = continue_from_the_menu(app, match, seats_for(match, mover, True))
    step(app, move_events(app, board, winning[0], "mouse"))
    assert board.rules.is_over(board.state)
    assert len(finished_in_recent(app, board.match)) == 1 and counted(app) == 1
    assert slot_holds(app, game_id) is None
    if board.busy():
        assert app.scenes.top.name == "board"  # the move is still being shown
    for _ in range(120):
        step(app)
        if app.scenes.top.name == "game_over":
            break
    assert app.scenes.top.name == "game_over" and app.scenes.top.note == "Counted in your record."
    assert counted(app) == 1 and len(finished_in_recent(app, board.match)) == 1
