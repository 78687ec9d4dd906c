"""Your record, kept on the device (issue 23 point 3; app/saved/record.py): the puzzle rating moves
with results, the streak of days solved across dates (a gap, a month's end, a year's end), a
round trip through storage and a restart, a damaged record set aside with a message (a bad
field alone), and games against the computer counted once when they end at the table, by
taps through the app (the game-over sheet says so then, and only then), never a game between
people."""

import json
import random
from datetime import date, timedelta

import pytest
from app_driver import board_of, frames, make_app, press, settle, tap

from app.saved import autosave, calendar_day, record
from games import puzzles
from games.core import CHANCE
from games.match import Match
from games.playout import random_move

PHONE = (720, 1558)


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, size=PHONE)
    application.settings.animation = "off"
    return application


def daily(app, day, solved=True, tries=1, rating=1200, game_id="trice"):
    """The result of `day`'s puzzle of the day, reached on that day."""
    return record.puzzle_result(app, game_id, puzzles.daily_number(day), day, solved, tries, rating)


# ---- the puzzle rating ------------------------------------------------------------------------


def test_the_rating_moves_by_elo_against_the_puzzles_rating():
    assert record.new_rating(1200, 1200, 1.0) == 1216  # K/2 for a win at even odds
    assert record.new_rating(1200, 1200, 0.0) == 1184
    assert record.new_rating(1200, 1600, 1.0) == 1229  # a hard puzzle solved: more
    assert record.new_rating(1200, 800, 1.0) == 1203  # an easy one: little
    assert record.new_rating(1200, 800, 0.0) == 1171  # and failing it costs much
    assert record.expected(1500, 1500) == 0.5


def test_more_tries_count_less_and_a_shown_answer_is_a_loss():
    scores = [record.puzzle_score(True, tries) for tries in (1, 2, 3, 7)]
    assert scores == [1.0, 0.75, 0.5, 0.5]
    assert record.puzzle_score(False, 1) == 0.0
    gains = [record.new_rating(1200, 1200, s) - 1200 for s in scores]
    assert gains == [16, 8, 0, 0]


def test_results_move_the_rating_through_storage_and_count_once(app):
    day = date(2026, 11, 25)
    first = daily(app, day, solved=True, tries=1, rating=1400)
    assert first.counted and (first.rating_before, first.rating_after) == (1200, 1224)
    again = daily(app, day, solved=False)  # the same puzzle again: its answer is known now
    assert not again.counted and again.rating_after == 1224
    lost = daily(app, day, solved=False, rating=1100, game_id="triad")
    assert lost.counted and lost.rating_after == 1224 - 21  # expected 0.67 against 1100
    kept = record.load(app)
    assert (kept.solved, kept.failed, kept.rating) == (1, 1, 1203)


# ---- the streak ---------------------------------------------------------------------------------


def test_the_streak_runs_across_a_months_end_and_a_years_end(app):
    for offset in range(4):  # 29 Nov .. 2 Dec
        outcome = daily(app, date(2026, 11, 29) + timedelta(days=offset))
    assert outcome.streak == 4
    for day in (date(2026, 12, 30), date(2026, 12, 31), date(2027, 1, 1)):
        outcome = daily(app, day)
    kept = record.load(app)
    assert outcome.streak == 3 and kept.best_streak == 4


def test_a_day_without_a_solve_ends_the_streak(app):
    daily(app, date(2026, 11, 20))
    daily(app, date(2026, 11, 21))
    kept = record.load(app)
    assert kept.streak_on(date(2026, 11, 21)) == 2
    assert kept.streak_on(date(2026, 11, 22)) == 2 and kept.waiting(
        date(2026, 11, 22)
    )  # today may still keep it
    assert kept.streak_on(date(2026, 11, 23)) == 0  # the 22nd passed with none solved
    assert daily(app, date(2026, 11, 23)).streak == 1
    assert record.load(app).best_streak == 2


def test_a_failed_puzzle_or_a_second_solve_the_same_day_does_not_move_the_streak(app):
    daily(app, date(2026, 11, 20))
    assert daily(app, date(2026, 11, 21), solved=False).streak == 1
    assert daily(app, date(2026, 11, 21), game_id="triad").streak == 2
    assert daily(app, date(2026, 11, 21), game_id="tris2").streak == 2


def test_an_older_puzzle_solved_later_counts_but_keeps_no_streak(app):
    today = date(2026, 11, 25)
    old = record.puzzle_result(app, "trice", puzzles.daily_number(today) - 3, today, True, 1, 1200)
    assert old.counted and old.rating_after == 1216 and old.streak == 0
    assert record.load(app).solved == 1


# ---- storage ------------------------------------------------------------------------------------


def test_the_record_round_trips_through_storage_and_a_restart(app, tmp_path):
    daily(app, date(2026, 11, 24), tries=2)
    daily(app, date(2026, 11, 25))
    record.game_result(app, "game-1", "triad", ["human", "hard"], [0.5, 0.5])
    before = record.load(app)
    restarted = make_app(tmp_path, size=PHONE)
    after = record.load(restarted)
    assert after == before
    assert (after.streak, after.solved, after.tally("triad", "hard")) == (
        2,
        2,
        {"won": 0, "lost": 0, "drawn": 1},
    )
    assert restarted.toasts == [] and not list(tmp_path.glob("*.bad*"))


def test_a_damaged_record_is_set_aside_with_a_message(app, tmp_path):
    daily(app, date(2026, 11, 25))
    (tmp_path / "record.json").write_text("{not json", encoding="utf-8")
    fresh = record.load(app)
    assert fresh == record.Record()
    said = [t for t in toasts(app) if "record" in t]
    assert said and "set aside" in said[0] and ".bad" not in said[0]  # the copy's name is no player's
    assert (tmp_path / "record.json.bad1").read_text(encoding="utf-8") == "{not json"


def toasts(app):
    return [text for text, _left in app.toasts]


def test_a_bad_field_falls_back_alone_and_the_file_is_kept(app, tmp_path):
    daily(app, date(2026, 11, 24))
    daily(app, date(2026, 11, 25))
    path = tmp_path / "record.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["data"]["rating"] = "very good"
    doc["data"]["games"] = {"trice": {"impossible": {"won": 1}}}
    path.write_text(json.dumps(doc), encoding="utf-8")
    kept = record.load(app)
    assert kept.rating == record.START_RATING and kept.games == {}
    assert (kept.solved, kept.streak, kept.last_day) == (2, 2, "2026-11-25")  # the good fields stay
    said = [t for t in toasts(app) if "record" in t]
    assert said and "puzzle rating" in said[0] and "games" in said[0] and ".bad" not in said[0]
    assert json.loads((tmp_path / "record.json.bad1").read_text(encoding="utf-8")) == doc
    assert record.load(app) == kept and len([t for t in toasts(app) if "record" in t]) == len(said)
    assert not (tmp_path / "record.json.bad2").exists()  # saved again whole: read twice, set aside once


def test_the_menu_offers_the_record_once_it_holds_something_and_its_screen_shows_it(app):
    assert not app.scenes.top.record_button.visible
    daily(app, calendar_day.today(), tries=1, rating=1200)
    record.game_result(app, "g", "tris2", ["easy", "human"], [1.0, 0.0])
    app.scenes.top.resume()
    press(app, "Your record", how="tap")
    frames(app, 2)
    scene = app.scenes.top
    assert scene.name == "record"
    rows = dict(scene.puzzle_rows())
    assert rows["Streak"] == "1 day" and rows["Puzzle rating"] == "1216" and rows["Solved"] == "1"
    assert scene.cell("tris2", "easy") == "0\u20131\u20130" and scene.cell("trice", "hard") == "\u2013"
    press(app, "Done", how="tap")
    assert app.scenes.top.name == "menu"


# ---- games against the computer -------------------------------------------------------------------


def test_which_tables_count_and_against_which_level():
    assert record.counted_level(["human", "easy"]) == (0, "easy")
    assert record.counted_level(["hard", "human"]) == (1, "hard")
    assert record.counted_level(["human", "easy", "hard", "normal"]) == (0, "hard")  # the strongest
    assert record.counted_level(["human", "human"]) is None
    assert record.counted_level(["easy", "hard"]) is None
    assert record.counted_level(["human", "easy", "human"]) is None
    assert record.outcome_for([0.5, 0.5], 0) == "drawn"
    assert record.outcome_for([0.0, 0.0, 1.0], 1) == "lost"


class SeededDice(random.Random):
    def __init__(self, seed=2023):
        super().__init__(seed)


@pytest.fixture
def seeded_dice(monkeypatch):
    import app.scenes.board as board_module

    monkeypatch.setattr(board_module.random, "Random", SeededDice)


def start(app, game_id, seats):
    """From the menu: the game's card, its setup with `seats`, Start, by taps."""
    app.settings.setups[game_id] = {"seats": list(seats)}
    app.scenes.pop_to("menu")
    app.scenes.top.resume()
    card = next(c for c in app.scenes.top.cards if c.game_id == game_id)
    tap(app, card.rect.center)
    press(app, "Start", how="tap")
    return settle(app)


def person_moves(board):
    return sum(1 for i in range(len(board.match.moves)) if board.match.seat_of(i) != CHANCE)


def play_to_the_end_by_taps(app, rng, limit=200):
    """The person taps what the board offers (a random pick, then a random target) until the
    game is over; the computer answers through the board."""
    for _ in range(limit):
        board = settle(app)
        if board.rules.is_over(board.state):
            frames(app, 3)
            return board
        before = person_moves(board)
        for _ in range(8):
            targets = [(rect, hit) for rect, hit in board.key_targets() if hit is not None]
            moving = [rect for rect, hit in targets if hit.move is not None]
            picks = [rect for rect, hit in targets if hit.pick is not None]
            tap(app, rng.choice(moving or picks).center)
            board = settle(app)
            if person_moves(board) > before or board.rules.is_over(board.state):
                break
    raise AssertionError("the game did not end")


def tallies(app):
    kept = record.load(app)
    return {
        (g, level): tuple(kept.tally(g, level).values())
        for g in kept.games
        for level in kept.games[g]
        if any(kept.tally(g, level).values())
    }


def test_a_game_against_the_computer_counts_once_when_it_ends(app, tmp_path, seeded_dice):
    start(app, "trice", ["human", "easy"])
    board = play_to_the_end_by_taps(app, random.Random(3))
    assert person_moves(board) >= 5  # a whole game, tap by tap
    assert app.scenes.top.name == "game_over"
    frames(app, 20)  # drawn, and said once the app is quiet (app/page/announcer.py)
    sheet = app.scenes.top  # the sheet says the end counted, under the result
    assert sheet.note == "Counted in your record." and sheet.note_lines == ["Counted in your record."]
    assert app.announcer.text.endswith("Game over. " + sheet.text + " Counted in your record."), (
        app.announcer.text
    )
    outcome = record.outcome_for(board.rules.returns(board.state), 0)
    expected = {("trice", "easy"): tuple(int(o == outcome) for o in record.OUTCOMES)}
    assert tallies(app) == expected
    # See board, Undo (the game is on again, saved with its identity), a restart, Continue,
    # and the same game played to its end again: it was counted at its first end only
    press(app, "See board", how="tap")
    press(app, "Undo", how="tap")
    assert not board_of(app).rules.is_over(board_of(app).state)
    assert autosave.peek(app, "trice")["id"] == board.mode.ident
    restarted = make_app(tmp_path, size=PHONE)
    restarted.settings.animation = "off"
    press(restarted, "Continue TRICE", how="tap")
    assert board_of(restarted).mode.ident == board.mode.ident
    play_to_the_end_by_taps(restarted, random.Random(4))
    assert restarted.scenes.top.name == "game_over"
    assert restarted.scenes.top.note is None  # not counted again: the sheet does not say so
    assert tallies(restarted) == expected


def test_an_end_shown_again_after_a_reload_counts_once(app, tmp_path):
    """The last move is recorded as it is played, and leaves no game in progress behind. A
    slot that still holds the finished game (an earlier version saved the last move before it
    recorded the end, so a reload at the wrong moment brought it back) opens on its end, which
    counts once, however often it comes back."""
    whole, rng = Match.new("triad"), random.Random(8)
    while not whole.is_over():
        whole.play(random_move(whole.rules, whole.state, rng))
    last_mover = whole.seat_of(len(whole.moves) - 1)
    seats = ["human", "normal"] if last_mover == 0 else ["normal", "human"]
    app.scenes.pop_to("menu")
    board = app.scenes.open("board", match=Match(dict(whole.record, moves=whole.moves[:-1])), seats=seats)
    frames(app, 2)
    board.play(whole.moves[-1])  # the person's winning (or losing) move: recorded at once
    assert not (tmp_path / "autosave-triad.json").exists()
    counted = tallies(app)
    assert sum(sum(t) for t in counted.values()) == 1
    frames(app, 5)
    assert app.scenes.top.name == "game_over" and app.scenes.top.note == "Counted in your record."
    assert tallies(app) == counted
    for _ in range(2):  # the finished game in its slot, as an earlier version could leave it
        autosave.save(app, whole, seats, ident=board.mode.ident)
        again = make_app(tmp_path, size=PHONE)
        again.settings.animation = "off"
        press(again, "Continue Triad", how="tap")
        frames(again, 5)
        assert again.scenes.top.name == "game_over" and again.scenes.top.note is None
        assert tallies(again) == counted
        assert not (tmp_path / "autosave-triad.json").exists()


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_a_game_between_people_a_demo_and_a_lesson_count_nothing(app, seeded_dice):
    start(app, "tris2", ["human", "human"])
    play_to_the_end_by_taps(app, random.Random(5))
    assert app.scenes.top.name == "game_over" and app.scenes.top.note is None
    from app_driver import play_demo

    demo = play_demo(app, "triad")
    frames(app, 3)
    assert demo.rules.is_over(demo.state)
    app.scenes.pop_to("menu")
    lesson = app.scenes.open("lesson", game_id="tris2")
    for _ in range(600):
        frames(app)
        if lesson.mode.finished:
            break
        ring = lesson.mode.ringed()
        if ring:
            lesson.apply(ring[0][1])
    assert lesson.mode.finished
    assert record.load(app) == record.Record() and tallies(app) == {}


def test_the_browser_tests_game_against_the_computer_ends_counted_and_shown(app, tmp_path):
    """tests/browser/record.test.mjs natively: the fixture's game in progress against the easy
    computer, put in its slot as the browser's storage would hold it, continued from the menu,
    finished by the fixture's taps, counted, and on the record screen after a restart."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools" / "browser"))
    import fixtures

    found = fixtures.fixture(app, "trice")
    against = found["against"]
    doc = {
        "app": "tridice",
        "kind": "autosave-trice",
        "version": 1,
        "data": {"record": against["record"], "seats": against["seats"], "saved": 0},
    }
    (tmp_path / "autosave-trice.json").write_text(json.dumps(doc), encoding="utf-8")
    player = make_app(tmp_path, size=PHONE)
    player.settings.animation = "off"
    press(player, "Continue TRICE", how="tap")
    board = settle(player)
    assert board.seats == against["seats"] and board.human_to_move()
    for wanted in found["taps"]:
        rect = next(
            rect
            for rect, hit in board.key_targets()
            if hit is not None
            and (
                hit.move == wanted["move"]
                if "move" in wanted
                else hit.move is None and repr(hit.pick) == wanted["pick"]
            )
        )
        tap(player, rect.center)
        board = settle(player)
    frames(player, 5)
    assert player.scenes.top.name == "game_over"
    person = against["seats"].index("human")
    outcome = record.outcome_for(board.rules.returns(board.state), person)
    again = make_app(tmp_path, size=PHONE)
    press(again, "Your record", how="tap")
    scene = again.scenes.top
    assert scene.name == "record"
    shown = {"won": "1\u20130\u20130", "lost": "0\u20131\u20130", "drawn": "0\u20130\u20131"}[outcome]
    assert scene.cell("trice", "easy") == shown
