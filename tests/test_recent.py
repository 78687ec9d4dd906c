"""Recent games (app/saved/recent.py): the last 20 finished games, kept like the autosave."""

import json
import os

from app_driver import make_app
from fake_platform import FakeLocalStorage

from app.saved import recent
from app.saved.storage import LocalStorageBackend, Storage


def record(number):
    """A TRICE record told apart by its length: `number` setup rolls that tie."""
    return {
        "game": "trice",
        "variant": "v0.3",
        "players": 2,
        "options": {},
        "moves": ["roll 111111/111111"] * number,
    }


def test_the_twenty_first_game_pushes_the_oldest_out(tmp_path):
    app = make_app(tmp_path)
    for number in range(1, 22):
        recent.add(
            app, record(number), ["human", "hard"], f"Game {number}", date=f"2025-05-{number:02d}T10:00"
        )
    found = recent.entries(app)
    assert len(found) == recent.LIMIT == 20
    assert [e.result for e in found] == [f"Game {n}" for n in range(21, 1, -1)]  # newest first, game 1 gone
    assert found[0].record == record(21) and found[0].seats == ["human", "hard"]
    assert found[0].date == "2025-05-21T10:00"


def test_the_list_survives_a_restart_and_undo_cannot_change_it(tmp_path):
    app = make_app(tmp_path)
    game = record(2)
    recent.add(app, game, ["human", "human"], "A draw")
    game["moves"].pop()  # the board's undo cuts its own record afterwards
    again = make_app(tmp_path)
    assert recent.entries(again)[0].record["moves"] == ["roll 111111/111111"] * 2


def test_a_damaged_document_is_set_aside_with_a_message(tmp_path):
    app = make_app(tmp_path)
    with open(os.path.join(tmp_path, "recent.json"), "w", encoding="utf-8") as handle:
        handle.write("{not json")
    assert recent.entries(app) == []
    assert any("could not read your saved recent games, so it set aside" in text for text, _ in app.toasts)
    assert os.path.exists(os.path.join(tmp_path, "recent.json.bad1"))  # kept, not lost
    recent.add(app, record(1), ["human", "easy"], "Player 1 wins")  # and the list starts again
    assert [e.result for e in recent.entries(app)] == ["Player 1 wins"]


def test_one_damaged_game_is_dropped_and_the_rest_kept(tmp_path):
    app = make_app(tmp_path)
    recent.add(app, record(1), ["human", "easy"], "First", date="2025-01-01T09:00")
    recent.add(app, record(2), ["human", "easy"], "Second", date="2025-01-02T09:00")
    path = os.path.join(tmp_path, "recent.json")
    with open(path, encoding="utf-8") as handle:
        doc = json.load(handle)
    doc["data"]["games"][0]["seats"] = ["human", "wizard"]
    doc["data"]["games"].append({"record": {"game": "chess"}, "seats": [], "date": "x", "result": 3})
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(doc, handle)
    assert [e.result for e in recent.entries(app)] == ["First"]
    assert any("2 games in it were damaged" in text for text, _ in app.toasts)
    assert os.path.exists(path + ".bad1")
    assert [e.result for e in recent.entries(make_app(tmp_path))] == ["First"]  # saved again, quietly


def test_wrong_shapes_never_crash(tmp_path):
    app = make_app(tmp_path)
    for data in ([], {"games": "lots"}, {"games": [1, None, "x"]}, {"games": [{"record": []}]}):
        with open(os.path.join(tmp_path, "recent.json"), "w", encoding="utf-8") as handle:
            json.dump({"app": "tridice", "kind": "recent", "version": 1, "data": data}, handle)
        assert recent.entries(app) == []


def test_the_browser_keeps_the_list_in_local_storage(tmp_path):
    local = FakeLocalStorage()
    app = make_app(tmp_path, storage=Storage(LocalStorageBackend(local)))
    recent.add(app, record(3), ["normal", "hard"], "Player 2 wins")
    assert "tridice.recent" in local.items
    assert not os.listdir(tmp_path)
    again = make_app(tmp_path, storage=Storage(LocalStorageBackend(local)))
    assert recent.entries(again)[0].seats == ["normal", "hard"]
    local.items["tridice.recent"] = "garbage"
    assert recent.entries(again) == [] and "tridice.recent.bad" in local.items


def test_words_for_the_list():
    now = "2025-05-12T18:00"
    assert recent.when_text("2025-05-12T14:05", now) == "Today, 14:05"
    assert recent.when_text("2025-05-11T09:30", now) == "Yesterday, 09:30"
    assert recent.when_text("2025-03-01T09:30", "2025-03-02T08:00") == "Yesterday, 09:30"
    assert recent.when_text("2025-02-28T23:59", "2025-03-01T08:00") == "Yesterday, 23:59"
    assert recent.when_text("2025-01-03T07:00", now) == "3 Jan, 07:00"
    assert recent.when_text("2024-12-31T07:00", now) == "31 Dec 2024"
    assert recent.seats_text(["human", "hard"]) == "Person vs Computer: hard"
    assert recent.seats_text(["human", "easy", "human"]) == "Person, Computer: easy, Person"
