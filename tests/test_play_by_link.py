"""Play by link: a whole TRICE game between two app instances (two devices, two storage
folders) passing the links between them through the clipboard, and what a device says
about a link that is behind, does not continue its game, or holds moves it never made."""

import random

import pytest
from app_driver import click, find_button, frames, make_app, press

from app.page import clipboard
from app.sharing import correspondence, links
from app.sharing.correspondence import LinkGame, judge
from games import codes, registry
from games.core import CHANCE
from games.match import Match
from games.playout import random_move

SIZE = (720, 1280)


def device(folder):
    app = make_app(folder, size=SIZE)
    app.settings.animation = "off"
    return app


def board(app):
    return app.scenes.find("board")


def idle(app, limit=300):
    """Frames until the board waits for someone (not rolling, not playing out a link)."""
    for _ in range(limit):
        frames(app)
        scene = board(app)
        if (
            not scene.busy()
            and not scene.queued
            and (scene.rules.is_over(scene.state) or scene.rules.to_move(scene.state) != CHANCE)
        ):
            break
    return board(app)


def send(app):
    """Tap Send (on the board, or on the game-over overlay); the link goes to the clipboard."""
    press(app, "Send")
    share = app.scenes.top
    assert share.name == "share"
    assert clipboard.paste() == share.share.code  # natively the code is the link
    code = share.share.code
    press(app, "Close")
    return code


def open_copied(app):
    """The friend opens the link: from the menu, Open a copied code."""
    app.scenes.pop_to("menu")
    press(app, "Open a copied code")
    return board(app)


def seat_choices(setup):
    return [c for c in setup.choices if any(value == "human" for value, _ in c.options)]


def start_by_link(app, game_id="trice", variant="classic"):
    app.settings.setups[game_id] = {"players": 2, "variant": variant, "seats": ["human", "far"]}
    app.scenes.open("setup", game_id=game_id)
    if app.scenes.top.name == "lesson_offer":  # the first time a game's setup opens
        press(app, "Skip")
    assert find_button(app.scenes.top, "Start")
    seats = [c.value for c in seat_choices(app.scenes.top)]
    assert seats == ["human", "far"]
    press(app, "Start")
    return idle(app)


def test_a_whole_trice_game_by_link_between_two_devices(tmp_path, monkeypatch):
    from app.scenes.board import BoardScene

    played = []  # (app, move) for every move a board plays, with its picture
    real_play = BoardScene.play
    monkeypatch.setattr(
        BoardScene, "play", lambda self, move: played.append((self.app, move)) or real_play(self, move)
    )
    alice, bob = device(tmp_path / "alice"), device(tmp_path / "bob")
    rng = random.Random(11)
    mover = start_by_link(alice)
    nonce = mover.link.nonce
    assert mover.link.seat == 0 and mover.seats == ["human", "human"]
    seats = {id(alice): 0, id(bob): 1}
    current, other = alice, bob
    sent_codes = []
    exchanges = 0
    while True:
        scene = idle(current)
        if scene.rules.is_over(scene.state):
            break
        me = seats[id(current)]
        assert scene.link.seat == me and scene.link.nonce == nonce
        if scene.rules.to_move(scene.state) == me:
            assert scene.human_to_move() and find_button(scene, "Send").text == "Send"
            scene.play(random_move(scene.rules, scene.state, rng))
            scene = idle(current)
            if scene.rules.is_over(scene.state):
                break
            continue
        # the friend's turn on this device: it says so, takes no move, and offers Send
        assert not scene.human_to_move() and scene.key_targets() == []
        assert "another device" in scene.status_text()
        click(current, scene.board_rect.center)
        assert "click Send" in scene.message[0]  # to a mouse's click
        before = list(scene.match.moves)
        code = send(current)
        sent_codes.append(code)
        assert current.scenes.top is scene and find_button(scene, "Send again")
        assert "Sent. Waiting for" in scene.status_text()
        assert scene.match.moves == before
        # the other device opens it and watches the new moves play out
        had = len(board(other).match.moves) if board(other) else 0
        played.clear()
        arrived = open_copied(other)
        assert arrived.link.nonce == nonce and arrived.link.seat == seats[id(other)]
        arrived = idle(other)
        assert arrived.match.moves == before
        # the moves this device had not seen were played out on its board, one by one
        assert [move for app, move in played if app is other] == before[had:]
        current, other = other, current
        exchanges += 1
        assert exchanges < 60
    # the last move ended the game on `current`: its game-over overlay sends the end too
    frames(current, 3)
    assert current.scenes.top.name == "game_over"
    final = send(current)
    ended = open_copied(other)
    frames(other, 30)
    assert ended.rules.is_over(ended.state) and ended.match.moves == board(current).match.moves
    assert other.scenes.top.name == "game_over"
    # each device kept its own seat for this game
    assert correspondence.known(alice, nonce)[0] == 0 and correspondence.known(bob, nonce)[0] == 1
    # a stale link (one of the first ones) changes nothing and says why
    assert exchanges >= 4
    stale = sent_codes[1]
    for app in (alice, bob):
        kept = correspondence.known(app, nonce)
        app.toasts = []
        links.open_code(app, stale)
        assert correspondence.known(app, nonce) == kept
        assert "older than your game" in app.toasts[-1][0]
    assert final not in sent_codes


def test_the_first_link_opens_with_the_other_seat_and_plays_out_the_senders_turn():
    match = Match.new("triad", 2)
    rng = random.Random(2)
    while match.to_move() != 1:
        match.play(random_move(match.rules, match.state, rng))
    code = LinkGame(77, 0).code(match.record)
    verdict = judge(None, codes.decode(code))
    assert verdict.action == "open" and verdict.link.seat == 1 and verdict.link.nonce == 77
    assert verdict.match.moves + list(verdict.queued) == match.moves and verdict.queued
    assert verdict.link.floor == len(match.moves)


def game_with(moves, game_id="tris2", seed=3):
    match = Match.new(game_id, 2)
    rng = random.Random(seed)
    while len(match.moves) < moves and not match.is_over():
        match.play(random_move(match.rules, match.state, rng))
    return match


def decoded(match, sender, nonce=5):
    return codes.decode(codes.encode(match.record, extra={"nonce": nonce, "sender": sender}))


def test_a_link_behind_this_device_changes_nothing():
    mine = game_with(8)
    older = Match(dict(mine.record, moves=mine.moves[:5]))
    verdict = judge((0, mine.record, 8), decoded(older, 1))
    assert verdict.action == "open" and verdict.match.moves == mine.moves and not verdict.queued
    assert verdict.sentence == correspondence.BEHIND.format(count="3 moves")


def test_the_same_link_again_is_said_to_change_nothing():
    mine = game_with(6)
    verdict = judge((0, mine.record, 6), decoded(mine, 0))
    assert verdict.sentence == correspondence.SAME and not verdict.queued


def test_a_link_whose_moves_differ_is_refused():
    mine, theirs = game_with(6, seed=3), game_with(7, seed=4)
    assert mine.moves != theirs.moves[:6]
    assert judge((0, mine.record, 6), decoded(theirs, 1))[:2] == ("refuse", correspondence.DIFFERENT)


def test_a_link_for_other_settings_is_refused():
    mine = game_with(4)
    other = Match.new("tris2", 2, "advanced")
    assert judge((0, mine.record, 4), decoded(other, 1)).sentence == correspondence.OTHER_SETTINGS


def test_a_link_with_moves_this_device_never_made_for_its_side_is_refused():
    whole = game_with(12)
    rules = whole.rules
    mine = None
    for count in range(len(whole.moves)):  # where this device (seat 0) has the next move
        if rules.to_move(whole.states[count]) == 0 and count >= 2:
            mine = Match(dict(whole.record, moves=whole.moves[:count]))
            break
    verdict = judge((0, mine.record, len(mine.moves)), decoded(whole, 1))
    assert verdict[:2] == ("refuse", correspondence.NOT_MADE_HERE)


def test_a_link_that_continues_the_game_is_applied_from_where_this_device_was():
    whole = game_with(12)
    rules = whole.rules
    count = next(
        n
        for n in range(1, 12)
        if rules.to_move(whole.states[n]) == 1 and rules.to_move(whole.states[n + 1]) == 0
    )
    mine = Match(dict(whole.record, moves=whole.moves[:count]))
    theirs = Match(dict(whole.record, moves=whole.moves[: count + 1]))
    verdict = judge((0, mine.record, count), decoded(theirs, 1))
    assert verdict.action == "open" and verdict.match.moves == mine.moves
    assert list(verdict.queued) == theirs.moves[count:] and verdict.link.floor == count + 1


def test_tri_cannot_be_played_by_link_nor_a_link_without_a_sender():
    tri = Match.new("tri", 2)
    code = codes.encode(tri.record, extra={"nonce": 9, "sender": 0})
    assert judge(None, codes.decode(code)).action == "refuse"
    plain = codes.decode(codes.encode(game_with(3).record, extra={"nonce": 9}))
    assert judge(None, plain)[:2] == ("refuse", correspondence.NO_SENDER)


@pytest.mark.parametrize("game_id", ["trice", "tris2", "triad", "tri"])
def test_setup_offers_a_friend_far_away_only_without_secrets(tmp_path, game_id):
    app = make_app(tmp_path)
    setup = app.scenes.open("setup", game_id=game_id)
    offered = [v for c in seat_choices(setup) for v, _ in c.options]
    assert ("far" in offered) == (not registry.get(game_id).hidden_information)
    assert ("far" in offered) == (game_id != "tri")


def test_choosing_a_friend_far_away_makes_the_other_seat_a_person(tmp_path):
    app = make_app(tmp_path)
    app.settings.setups["triad"] = {"seats": ["hard", "human"]}
    setup = app.scenes.open("setup", game_id="triad")
    setup.set_seat(1, "far")
    assert setup.seats == ["human", "far"]
    setup.set_seat(0, "easy")  # a computer against a friend far away makes no sense
    assert setup.seats == ["easy", "human"]


def test_undo_never_takes_back_moves_that_went_over_the_wire(tmp_path):
    app = device(tmp_path)
    scene = start_by_link(app, "triad", "standard")
    rng = random.Random(1)
    scene.play(random_move(scene.rules, scene.state, rng))
    scene = idle(app)
    assert not scene.human_to_move()
    frames(app)
    assert scene.mode.undo_button.enabled  # not sent yet: a slip can be taken back
    send(app)
    frames(app)
    assert not scene.mode.undo_button.enabled
    scene.mode.undo()
    assert len(scene.match.moves) == scene.link.floor


def test_a_game_by_link_continues_after_closing_as_a_game_by_link(tmp_path):
    app = device(tmp_path)
    scene = start_by_link(app, "tris2", "standard")
    nonce = scene.link.nonce
    again = device(tmp_path)
    press(again, find_button(again.scenes.top, "Continue Tris 2 by link").text)  # its own slot
    resumed = board(again)
    assert resumed.link is not None and resumed.link.nonce == nonce and resumed.link.seat == 0
    assert resumed.remote(1) and not resumed.remote(0)


def test_a_rematch_by_link_is_a_new_game_with_the_same_friend(tmp_path):
    app = device(tmp_path)
    scene = start_by_link(app, "triad", "standard")
    old = scene.link
    scene.mode.rematch()
    new = board(app).link
    assert new is not None and new.nonce != old.nonce
    assert new.seat == (1 - old.seat if registry.get("triad").rematch_swaps else old.seat)


def test_a_damaged_memory_of_a_game_is_taken_as_unknown(tmp_path):
    app = make_app(tmp_path)
    mine = game_with(6)
    link = LinkGame(5, 0, 6)
    correspondence.remember(app, link, mine.record)
    assert correspondence.known(app, 5) == (0, mine.record, 6)
    broken = dict(mine.record, moves=mine.moves[:3] + ["no such move"])
    correspondence.remember(app, link, broken)
    assert correspondence.known(app, 5) is None
    correspondence.remember(app, LinkGame(6, 0), dict(mine.record, players=7))
    assert correspondence.known(app, 6) is None


@pytest.mark.parametrize(
    "doc",
    [
        None,
        {},
        {"nonce": "x", "seat": 0},
        {"nonce": "5", "seat": 2},
        {"nonce": str(2**64), "seat": 0},
        {"nonce": "5", "seat": True},
        {"nonce": "5", "seat": 0, "floor": -1},
    ],
)
def test_a_bad_link_in_the_autosave_is_set_aside_not_played_as_hot_seat(tmp_path, doc):
    import json

    app = make_app(tmp_path)
    record = game_with(4, "triad").record
    data = {"record": record, "seats": ["human", "human"], "link": doc}
    (tmp_path / "autosave.json").write_text(
        json.dumps({"app": "tridice", "kind": "autosave", "version": 1, "data": data}), encoding="utf-8"
    )
    from app.play import resume
    from app.saved import autosave  # the old single autosave: moved into the game's slot, then read

    found = resume.board_details(app, autosave.slot_of("triad", link=doc is not None))
    if doc is None:  # no link at all: an ordinary saved game
        assert found is not None and "link" not in found
    else:
        assert found is None and (tmp_path / "autosave-triad-link.json.bad1").exists()


def test_only_old_games_are_forgotten(tmp_path):
    app = make_app(tmp_path)
    record = game_with(2).record
    for nonce in range(correspondence.MAX_GAMES + 3):
        correspondence.remember(app, LinkGame(nonce, 0), record)
    kept = [n for n in range(correspondence.MAX_GAMES + 3) if correspondence.known(app, n)]
    assert kept == list(range(3, correspondence.MAX_GAMES + 3))


@pytest.mark.parametrize(
    "game_id, variant", [("trice", "classic"), ("tris2", "standard"), ("triad", "standard")]
)
def test_each_device_labels_the_other_seat_a_friend_far_away(tmp_path, game_id, variant):
    alice, bob = device(tmp_path / "alice"), device(tmp_path / "bob")
    mine = start_by_link(alice, game_id, variant)
    assert mine.view.labels == ["Person", "Friend far away"]
    hot_seat = make_app(tmp_path / "carol", size=SIZE)
    hot_seat.settings.setups[game_id] = {"players": 2, "variant": variant, "seats": ["human", "human"]}
    hot_seat.scenes.open("setup", game_id=game_id)
    if hot_seat.scenes.top.name == "lesson_offer":
        press(hot_seat, "Skip")
    press(hot_seat, "Start")
    assert board(hot_seat).view.labels == ["Person", "Person"]  # no link: two people here
    if mine.human_to_move():  # else the friend moves first: Send straight away
        mine.play(random_move(mine.rules, mine.state, random.Random(3)))
        idle(alice)
    send(alice)
    theirs = open_copied(bob)
    assert theirs.link.seat == 1
    assert theirs.view.labels == ["Friend far away", "Person"]
