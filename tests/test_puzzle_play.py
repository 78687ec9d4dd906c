"""The daily puzzle on the real app (app/play/puzzle.py, app/scenes/daily_puzzles.py,
app/saved/puzzle_results.py): opened from the menu's Daily puzzle list and solved by taps on the
board; a wrong try said, counted and sent back to the puzzle's position; the Hint rings part
of the move without giving it away; Show me plays it, fails the puzzle and plays the rest of
the line out at the replay's pace; the list after a restart; the share text and the link
(which opens the puzzle, never its answer, and is read as untrusted text); --puzzle.
"""

import os
import subprocess
import sys
from datetime import date

import pygame
import pytest
from app_driver import FRAME, find_button, frames, make_app, press, tap

from app.cli import parse_args
from app.play.replay import READ_S
from app.saved import puzzle_results, record
from app.sharing import links
from games import puzzles
from games.puzzle_hints import hint as find_hint

DAY = date(2026, 11, 25)  # daily number 25
NUMBER = puzzles.daily_number(DAY)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(autouse=True)
def fixed_day(monkeypatch):
    monkeypatch.setattr(puzzle_results, "today", lambda: DAY)


def open_from_menu(tmp_path, game_id, size=(390, 844)):
    """The app; Daily puzzle in the menu, then the game's row: the puzzle's board scene."""
    app = make_app(tmp_path, size=size)
    app.settings.animation = "off"
    frames(app, 2)
    press(app, "Daily puzzle", how="tap")
    frames(app, 2)
    listing = app.scenes.top
    assert listing.name == "puzzles"
    row = next(row for row in listing.rows if row.game_id == game_id)
    tap(app, row.rect.center)
    frames(app, 2)
    board = app.scenes.top
    assert board.name == "puzzle" and board.mode.game_id == game_id and board.mode.number == NUMBER
    return app, board


def wait_for_person(app, board, limit=600):
    """Frames until the person may move (or the game is over and nothing moves)."""
    for _ in range(limit):
        frames(app)
        ready = board.human_to_move() and getattr(board.mode, "refuting", None) is None
        if not board.busy() and (ready or board.rules.is_over(board.state)):
            return
    raise AssertionError("the puzzle never waits for the person")


def tap_move(app, board, move):
    """Tap the board's targets (a pick, then the move) that play `move`."""
    for _ in range(4):
        found = board.mode.targets_for({move})
        assert found, f"nothing on the board plays {move}"
        rect, hit = found[0]
        tap(app, rect.center)
        if hit.move is not None:
            return
    raise AssertionError(f"{move} takes more than four taps")


def solve(app, board):
    """Play every one of the player's moves of the line by taps; the opponent's come by themselves."""
    puzzle = board.mode.puzzle
    steps = puzzle.player_steps()
    for step in steps:
        wait_for_person(app, board)
        assert board.mode.step() == step
        tap_move(app, board, puzzle.solution[step])
        assert board.message is None or not board.message[2], board.message
    wait_for_person(app, board)


def wrong_move(board):
    """A legal move of the person's that the puzzle does not accept, that is no slower win, and
    that taps can make."""
    mode, state = board.mode, board.state
    for move in board.rules.legal_moves(state):
        if (
            "draw" not in move
            and not mode.puzzle.accepts(mode.step(), state, move)
            and mode.puzzle.slower_win(mode.step(), move) is None
            and mode.targets_for({move})
        ):
            return move
    raise AssertionError("every move wins here")


@pytest.mark.parametrize("game_id", puzzles.games())
def test_todays_puzzle_is_solved_by_taps_and_kept(tmp_path, game_id):
    app, board = open_from_menu(tmp_path, game_id)
    puzzle = board.mode.puzzle
    assert (
        puzzle is puzzles.daily(game_id, NUMBER).puzzle
        or puzzle.code == puzzles.daily(game_id, NUMBER).puzzle.code
    )
    assert f"#{NUMBER}" in board.status_text() and "find the winning move" in board.status_text()
    solve(app, board)
    assert board.match.moves == list(puzzle.record["moves"]) + list(puzzle.solution)
    assert board.rules.returns(board.state)[puzzle.player] == 1.0
    assert board.mode.outcome == "solved"
    frames(app, 3)
    assert "Solved in 1 try" in board.status_text()
    assert puzzle_results.result(app, game_id, NUMBER) == puzzle_results.Result("solved", 1, 0)
    # the player's record heard of it once (app/saved/record.py)
    kept = record.load(app)
    assert kept.solved == 1 and NUMBER in kept.done[game_id]
    # Back: the list says so
    press(app, "Back", how="tap")
    frames(app, 2)
    row = next(row for row in app.scenes.top.rows if row.game_id == game_id)
    assert puzzle_results.state_text(row.done) == "Solved in 1 try"


@pytest.mark.parametrize("game_id", puzzles.games())
def test_a_wrong_move_is_said_counted_and_the_board_goes_back(tmp_path, game_id):
    app, board = open_from_menu(tmp_path, game_id)
    mode, puzzle = board.mode, board.mode.puzzle
    start = list(board.match.moves)
    wait_for_person(app, board)
    move = wrong_move(board)
    tap_move(app, board, move)
    assert board.message is not None and board.message[2]
    assert "Not that move" in board.message[0] and "try again from the start" in board.message[0].lower()
    assert board.match.moves[: len(start) + 1] == start + [move]  # shown (with its answer), then taken back
    assert puzzle_results.result(app, game_id, NUMBER) == puzzle_results.Result("open", 1, 0)
    wait_for_person(app, board)
    assert board.match.moves == start and board.message[2]
    tries = 2
    steps = puzzle.player_steps()
    if len(steps) > 1:  # right first, wrong later: back to the puzzle's position
        tap_move(app, board, puzzle.solution[0])
        wait_for_person(app, board)
        assert mode.step() == steps[1]
        tap_move(app, board, wrong_move(board))
        wait_for_person(app, board)
        assert board.message[2] and board.match.moves == start
        assert puzzle_results.result(app, game_id, NUMBER).tries == 2
        tries = 3
    solve(app, board)
    assert mode.outcome == "solved"
    assert puzzle_results.result(app, game_id, NUMBER) == puzzle_results.Result("solved", tries, 0)
    frames(app, 3)
    assert f"Solved in {tries} tries" in board.status_text()


@pytest.mark.parametrize("game_id", puzzles.games())
def test_the_hint_rings_part_of_the_move_and_never_gives_it_away(tmp_path, game_id):
    app, board = open_from_menu(tmp_path, game_id)
    wait_for_person(app, board)
    mode = board.mode
    move = mode.puzzle.solution[0]
    press(app, "Hint", how="tap")
    frames(app, 2)
    hint = mode.hint[1]
    assert move in hint.moves and len(hint.moves) >= 2  # the move is among two or more
    assert set(hint.moves) <= set(board.rules.legal_moves(board.state))
    assert board.status_text().startswith("Hint: ") and move not in board.status_text()
    ringed = mode.ringed()
    assert ringed  # the rings show where to look
    assert all(
        hit.move in hint.moves or (hit.move is None and mode.leads(hit.pick, hint.moves))
        for _rect, hit in ringed
    )
    # the rings (at their widest: the animations are off) hide no letter of a word beside them
    from app.ui.drawlog import RecordingSurface, hidden_share

    frame = RecordingSurface(app.screen.get_size())
    board.draw(frame)
    for mark in frame.marks:
        if any(
            mark.shown.colliderect(pygame.Rect(rect).inflate(4 * app.layout.gap, 4 * app.layout.gap))
            for rect, _hit in ringed
        ):
            assert hidden_share(mark, frame) == 0, f"a ring covers part of {mark.info.text!r}"
    assert puzzle_results.result(app, game_id, NUMBER) == puzzle_results.Result("open", 0, 1)
    solve(app, board)  # a hint does not fail the puzzle; it is counted
    assert puzzle_results.result(app, game_id, NUMBER) == puzzle_results.Result("solved", 1, 1)


def test_what_each_games_hint_reveals():
    trice = find_hint("trice", ["give W3", "give W4", "give W6", "give P3", "give P6", "give O5"], "give W4")
    assert trice.text == "Give a white die." and trice.moves == {"give W3", "give W4", "give W6"}
    trice = find_hint("trice", ["give W3", "give P4", "give O3", "give O6"], "give P4")
    assert trice.text == "Give a die showing 4." or len(trice.moves) >= 2  # purple alone: not the colour
    assert "P4" not in trice.text or len(trice.moves) >= 2
    place = find_hint("trice", ["place a1", "place b1", "place c1", "place a2", "place a3"], "place b1")
    assert place.text == "The die goes in row 1." and place.moves == {"place a1", "place b1", "place c1"}
    triad = find_hint("triad", ["b1=2 b3", "b1=3 b4", "c1=1 d1", "b1=2 d3"], "b1=2 d3")
    assert "b1" in triad.text and "d3" not in triad.text and triad.moves == {"b1=2 b3", "b1=3 b4", "b1=2 d3"}
    tris2 = find_hint("tris2", ["1,-1 W", "1,-1 S", "0,0 E", "offer-draw"], "1,-1 W")
    assert "W" not in tris2.text.split() and tris2.moves == {"1,-1 W", "1,-1 S"}


@pytest.mark.parametrize("game_id", puzzles.games())
def test_show_me_plays_the_move_fails_the_puzzle_and_plays_the_line_out(tmp_path, game_id):
    app, board = open_from_menu(tmp_path, game_id)
    mode, puzzle = board.mode, board.mode.puzzle
    start = len(board.match.moves)
    wait_for_person(app, board)
    press(app, "Show me", how="tap")
    assert board.match.moves[start:] == [puzzle.solution[0]]
    assert mode.outcome == "shown"
    assert puzzle_results.result(app, game_id, NUMBER) == puzzle_results.Result("failed", 1, 0)
    assert record.load(app).failed == 1
    line = list(puzzle.record["moves"]) + list(puzzle.solution)
    if len(puzzle.solution) > 1:  # the rest of the line, a move per READ_S (the replay's pace)
        frames(app, int(READ_S / FRAME) - 10)
        assert len(board.match.moves) == start + 1
        frames(app, 20)
        assert len(board.match.moves) == start + 2
        assert "Shown" in board.status_text()
    for _ in range(int(READ_S / FRAME + 5) * len(puzzle.solution)):
        frames(app)
        if board.rules.is_over(board.state) and not board.busy():
            break
    frames(app, 2)
    assert board.match.moves == line and board.rules.returns(board.state)[puzzle.player] == 1.0
    assert "winning line" in board.status_text()
    # Again: the puzzle once more, its result the first one
    press(app, "Again", how="tap")
    frames(app, 2)
    assert len(board.match.moves) == start
    solve(app, board)
    assert puzzle_results.result(app, game_id, NUMBER) == puzzle_results.Result("failed", 1, 0)
    assert record.load(app).solved == 0


def test_the_list_keeps_each_puzzles_state_after_a_restart(tmp_path):
    app, board = open_from_menu(tmp_path, "trice")
    solve(app, board)
    press(app, "Back", how="tap")
    frames(app, 2)
    tap(app, next(r for r in app.scenes.top.rows if r.game_id == "triad").rect.center)
    frames(app, 2)
    wait_for_person(app, app.scenes.top)
    tap_move(app, app.scenes.top, wrong_move(app.scenes.top))
    press(app, "Back", how="tap")
    frames(app, 2)
    tap(app, next(r for r in app.scenes.top.rows if r.game_id == "tris2").rect.center)
    frames(app, 2)
    wait_for_person(app, app.scenes.top)
    press(app, "Show me", how="tap")
    # a restart: a new app on the same folder
    for scene in reversed(app.scenes.scenes):
        scene.exit()
    again = make_app(tmp_path, size=(390, 844))
    frames(again, 2)
    press(again, "Daily puzzle", how="tap")
    frames(again, 2)
    states = {row.game_id: puzzle_results.state_text(row.done) for row in again.scenes.top.rows}
    assert states == {"trice": "Solved in 1 try", "triad": "1 wrong try so far", "tris2": "Failed: shown"}
    pygame.display.get_surface()  # the list drew: nothing above raised


def test_a_damaged_results_file_is_set_aside_with_a_message(tmp_path):
    (tmp_path / "puzzles.json").write_text("{not json", encoding="utf-8")
    app = make_app(tmp_path, size=(390, 844))
    frames(app, 2)
    press(app, "Daily puzzle", how="tap")
    frames(app, 2)
    assert all(row.done is None for row in app.scenes.top.rows)
    assert any("set aside" in text for text, _left in app.toasts)
    assert (tmp_path / "puzzles.json.bad1").exists()


def test_the_share_text_and_link_give_the_result_not_the_answer(tmp_path):
    app, board = open_from_menu(tmp_path, "triad")
    puzzle = board.mode.puzzle
    wait_for_person(app, board)
    tap_move(app, board, wrong_move(board))
    solve(app, board)
    frames(app, 3)
    press(app, "Share", how="tap")
    frames(app, 2)
    share = app.scenes.top
    assert share.name == "share"
    assert share.message == f"TriDice daily #{NUMBER} (Triad) solved in 2 tries"
    assert share.share.code == f"puzzle-triad-{NUMBER}"
    said = share.share.copied + share.share.note
    assert not any(move in said for move in puzzle.solution)
    assert puzzle.code not in said  # not even the position's code: the link names the puzzle
    # the failed one says so
    done = puzzle_results.Result("failed", 3, 1)
    assert (
        puzzle_results.share_text("trice", 7, done)
        == "TriDice daily #7 (TRICE): not solved, shown after 3 tries"
    )


@pytest.mark.parametrize(
    "text, opens",
    [
        ("puzzle-trice-7", ("trice", 7)),
        ("https://example.org/tridice/#puzzle-tris2-31", ("tris2", 31)),
        (" puzzle-triad-1 ", ("triad", 1)),
        ("puzzle-tri-7", None),
        ("puzzle-chess-7", None),
        ("puzzle-trice-0", None),
        ("puzzle-trice-007", None),
        ("puzzle-trice-100000", None),
        ("puzzle-trice-7<script>", None),
        ("puzzle-trice--7", None),
        ("puzzle-TRICE-7", None),
        ("puzzle-trice-7" + "9" * 60, None),
    ],
)
def test_a_puzzle_link_is_read_as_untrusted_text(tmp_path, text, opens):
    assert puzzle_results.read_link(links.extract_code(text)) == opens
    app = make_app(tmp_path, size=(390, 844))
    refused = links.open_code(app, text)
    frames(app, 2)
    if opens is None:
        assert refused and app.scenes.top.name == "menu"
    else:
        assert refused is None
        board = app.scenes.top
        assert (board.name, board.mode.game_id, board.mode.number) == ("puzzle", *opens)
        assert len(board.match.moves) == len(
            board.mode.puzzle.record["moves"]
        )  # the position, not the answer


def test_the_puzzle_flag_parses_game_and_number():
    assert parse_args(["--puzzle", "trice"]).puzzle == ("trice", None)
    assert parse_args(["--puzzle", "Triad:12"]).puzzle == ("triad", 12)
    for bad in ("tri", "chess", "trice:0", "trice:x", "trice:", "trice:100000"):
        with pytest.raises(SystemExit):
            parse_args(["--puzzle", bad])


def run_main(tmp_path, *args):
    env = dict(
        os.environ, TRIDICE_DATA_DIR=str(tmp_path / "data"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"
    )
    return subprocess.run(
        [sys.executable, os.path.join(ROOT, "main.py"), *args],
        cwd=str(tmp_path),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_the_puzzle_flag_opens_it_with_frames_and_a_screenshot(tmp_path):
    shot = tmp_path / "puzzle.png"
    result = run_main(
        tmp_path, "--puzzle", "tris2:3", "--frames", "10", "--size", "390x844", "--screenshot", str(shot)
    )
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(str(shot)).get_size() == (390, 844)
    result = run_main(tmp_path, "--puzzle", "chess:3", "--frames", "2")
    assert result.returncode != 0 and "no puzzles for 'chess'" in result.stderr
    assert "Traceback" not in result.stderr


def test_the_puzzle_flag_opens_the_puzzle_in_the_app(tmp_path):
    app = make_app(tmp_path, size=(390, 844))
    assert links.open_puzzle(app, "trice", 3) is None
    frames(app, 2)
    board = app.scenes.top
    assert board.name == "puzzle" and board.mode.number == 3
    assert board.mode.puzzle.code == puzzles.daily("trice", 3).puzzle.code
    assert find_button(board, "Hint").visible


def test_the_hints_rings_ask_for_no_frames_with_the_animations_off(tmp_path):
    app, board = open_from_menu(tmp_path, "tris2")
    wait_for_person(app, board)
    press(app, "Hint", how="tap")
    frames(app, 3)
    assert board.mode.ringed()
    assert not board.update(FRAME) and not app.scenes.top.update(FRAME)  # still: nothing to draw again
    app.settings.animation = "normal"
    assert board.update(FRAME)  # the rings pulse


def open_daily(tmp_path, size, game_id, number):
    """(app, board): daily puzzle `number` of `game_id` open at `size`, animations off."""
    app = make_app(tmp_path, size=size)
    app.settings.animation = "off"
    assert links.open_puzzle(app, game_id, number) is None
    frames(app, 2)
    return app, app.scenes.top


def test_trices_result_label_leaves_the_dice_left_in_the_pool_in_sight(tmp_path):
    """A TRICE puzzle ends with dice in the pool; on the desktop shape the label naming the
    deciding lines went into the pool's room (shown once the pool is empty in a game) and hid a
    die. Daily #25 (2026-11-25) ends with two lines and four dice left."""
    from app.ui.drawlog import RecordingSurface

    app, board = open_daily(tmp_path, (1280, 720), "trice", 25)
    solve(app, board)
    assert board.rules.is_over(board.state)
    dice = [picture for _die, picture in board.view.pool.positions(board.state)]
    assert dice, "the line ends with dice in the pool"
    surface = RecordingSurface(app.screen.get_size())
    board.draw(surface)
    label = board.rules.line_label(board.state)
    words = [mark for mark in surface.marks if mark.info.text and mark.info.text in label]
    for mark in surface.marks:
        for picture in dice:
            assert not mark.shown.colliderect(picture), (mark.info.text, picture)
    assert words or board.coach_line is not None  # said on the board, or by the coach line only


def test_the_rule_of_4_label_shows_beside_its_box_not_under_a_die(tmp_path):
    """Tris 2's 'rule of 4' label sat in its box's corner cell, where a die covered it (daily
    #25 at 320x568: 'del 4' in Italian, 'egel' in German)."""
    from app.ui.drawlog import RecordingSurface, hidden_share

    app, board = open_daily(tmp_path, (320, 568), "tris2", 25)
    wait_for_person(app, board)
    assert board.state.rule_of_4
    frame = RecordingSurface(app.screen.get_size())
    board.draw(frame)
    labels = [mark for mark in frame.marks if mark.info.text == "rule of 4"]
    assert labels, "the box is labelled"
    for mark in labels:
        assert hidden_share(mark, frame) == 0, "a die covers the label"


def numbered(game_id, wanted):
    """The first daily number whose puzzle is `wanted` (a test of a puzzle of that kind)."""
    for number in range(1, 401):
        if wanted(puzzles.daily(game_id, number).puzzle):
            return number
    raise AssertionError(f"no {game_id} puzzle of that kind")


@pytest.mark.parametrize("game_id", ["triad", "tris2"])
def test_a_slower_win_is_said_to_be_one_and_is_no_try(tmp_path, game_id):
    """Issue 28: a Triad (or Tris 2) puzzle's key is the fastest win; another first move that
    wins later was answered "Orange has an answer", which is false. It is named for what it is."""
    number = numbered(game_id, lambda p: any(step == 0 for step, _m, _t in p.slower))
    app, board = open_daily(tmp_path, (390, 844), game_id, number)
    mode, puzzle = board.mode, board.mode.puzzle
    start = list(board.match.moves)
    wait_for_person(app, board)
    move = next(move for step, move, _turns in puzzle.slower if step == 0)
    tap_move(app, board, move)
    turns = puzzle.turns_left(0)
    said = f"That wins too, but slower: find the win in {turns} turn" + ("s." if turns > 1 else ".")
    assert board.message[0] == said and "answer" not in board.message[0]
    assert board.match.moves == start + [move]  # shown a moment
    wait_for_person(app, board)
    assert board.match.moves == start and board.message[0] == said
    assert puzzle_results.result(app, game_id, number) is None  # no try
    solve(app, board)
    assert mode.outcome == "solved" and puzzle_results.result(app, game_id, number).tries == 1


@pytest.mark.parametrize("game_id", ["triad", "tris2"])
def test_a_wrong_try_claims_only_what_the_search_proved(tmp_path, game_id):
    """Triad's and Tris 2's puzzles are proven within a horizon: a wrong move does not force a
    win as fast as the key; that is all the words say (not "has an answer")."""
    app, board = open_from_menu(tmp_path, game_id)
    wait_for_person(app, board)
    turns = board.mode.puzzle.turns_left(0)
    tap_move(app, board, wrong_move(board))
    plural = "turns" if turns > 1 else "turn"
    assert board.message[0] == (
        f"Not that move: it does not force a win within {turns} {plural}. Try again from the start."
    )


@pytest.mark.parametrize("game_id", puzzles.games())
def test_a_wrong_try_is_shown_with_its_answer_then_taken_back(tmp_path, game_id):
    """Issue 28: the move and the answer that beats it are played on the board (animated as
    moves are), held a moment, then the board goes back to the start; the answer is one the
    search proves holds the player's win off for as many turns as the key takes."""
    from games import puzzle_search

    app, board = open_from_menu(tmp_path, game_id)
    app.settings.animation = "normal"
    mode, puzzle = board.mode, board.mode.puzzle
    start = list(board.match.moves)
    wait_for_person(app, board)
    state, move = board.state, wrong_move(board)
    tap_move(app, board, move)
    assert board.match.moves == start + [move] and board.busy()  # the move's animation runs
    assert not mode.hint_button.enabled and mode.refuting is not None
    shown = mode.refuting.moves
    for _ in range(600):
        frames(app)
        if len(board.match.moves) == len(start) + len(shown):
            break
    after = board.rules.play(state, move)
    if len(shown) == 2:  # the answer, proven
        assert board.match.moves == start + shown
        search = puzzle_search.search_for(game_id)
        left = search.turns_after(after, puzzle.player, puzzle.turns_left(0))
        assert not search.wins(board.rules.play(after, shown[1]), puzzle.player, left)
    else:
        assert board.rules.to_move(after) == puzzle.player  # the player moves again: no answer
    assert mode.refuting is not None  # held a moment
    wait_for_person(app, board)
    assert board.match.moves == start and mode.refuting is None and board.message[2]


def test_trices_hint_after_a_wrong_try_rings_the_start_position(tmp_path):
    """Issue 28: after a wrong try goes back, TRICE's Hint rings what it rings on a fresh
    board, never the cell just refuted."""
    app, board = open_from_menu(tmp_path, "trice")
    wait_for_person(app, board)
    press(app, "Hint", how="tap")
    frames(app, 2)
    fresh = sorted(tuple(rect) for rect, _hit in board.mode.ringed())
    press(app, "Back", how="tap")
    frames(app, 2)
    app, board = open_from_menu(tmp_path / "again", "trice")
    wait_for_person(app, board)
    tap_move(app, board, wrong_move(board))
    wait_for_person(app, board)
    press(app, "Hint", how="tap")
    frames(app, 2)
    assert sorted(tuple(rect) for rect, _hit in board.mode.ringed()) == fresh
