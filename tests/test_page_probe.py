"""app/page/probe.py: what a page (and the browser tests) can read of the app."""

import json

from app_driver import frames, make_app, open_board, settle
from fake_platform import FakeWindow, install

from app.page import probe as page_probe
from games import registry
from games.match import Match


def test_the_menu_snapshot_names_the_scenes_and_what_can_be_tapped(tmp_path):
    app = make_app(tmp_path)
    frames(app)
    snap = page_probe.snapshot(app)
    assert snap["scenes"] == ["menu"] and snap["top"] == "menu" and snap["board"] is None
    cards = [w for w in snap["widgets"] if w.get("game")]
    assert [c["game"] for c in cards] == list(registry.GAME_IDS)
    card = app.scenes.top.cards[0]
    assert cards[0]["rect"] == [card.rect.x, card.rect.y, card.rect.width, card.rect.height]
    assert snap["audio"] == {"on": True, "ready": False, "failed": False, "plays": 0}


def test_a_board_snapshot_gives_the_game_and_the_taps_that_make_moves(tmp_path):
    app = make_app(tmp_path)
    app.settings.animation = "off"
    match = Match.new("triad")
    match.play("roll 123123/321321")
    open_board(app, match, ["human", "human"])
    board = settle(app)
    snap = page_probe.snapshot(app)
    facts = snap["board"]
    assert facts["game"] == "triad" and facts["moves"] == 1 and facts["human_to_move"]
    assert facts["code"] == page_probe.codes.encode(match.record)
    picks = [t for t in facts["targets"] if "pick" in t]
    assert picks, "the dice Black may pick"
    # holding a pick, the targets become moves the rules accept
    board.ui.selected = board.view.targets(board.state, board.ui)[0][1].pick
    moves = [t["move"] for t in page_probe.snapshot(app)["board"]["targets"] if "move" in t]
    assert moves and set(moves) <= set(board.rules.legal_moves(board.state))


def test_publish_writes_the_page_only_when_something_changed(monkeypatch):
    window = install(monkeypatch, FakeWindow())
    from app.app import App

    app = App(pace=False)
    frames(app, 2)
    first = json.loads(window.tridice_probe)
    assert first["top"] == "menu"
    writes = []
    monkeypatch.setattr(
        type(window),
        "tridice_probe",
        property(lambda w: writes[-1] if writes else None, lambda w, v: writes.append(v)),
        raising=False,
    )
    app.invalidate()
    frames(app, 3)  # drawn again, nothing changed: nothing written
    assert writes == []
    app.scenes.open("settings")
    frames(app)
    assert json.loads(writes[-1])["top"] == "settings"
