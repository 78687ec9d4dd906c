"""Every interactive element of every scene, on phone shapes: big enough to tap
(44x44 px at least), inside the screen, and never on top of another one.

Boards are checked at their first decision, mid-game and with a choice pending
(a die picked up...), through the buttons and the view's keyboard targets (the
same rects a tap hits).
"""

import random

import pytest
from app_driver import frames, make_app

from app import boards
from games import registry
from games.core import CHANCE
from games.match import Match
from games.playout import random_move

SHAPES = [(390, 844), (320, 480)]
MIN_TAP = 44


def live_widgets(scene):
    return [w for w in scene.widgets if w.visible]


def problems(rects, size):
    """Sentences for every rect that is too small, off screen, or overlapping another."""
    width, height = size
    out = []
    for name, rect in rects:
        if rect.width < MIN_TAP or rect.height < MIN_TAP:
            out.append(f"{name} is {rect.width}x{rect.height}")
        if rect.left < 0 or rect.top < 0 or rect.right > width or rect.bottom > height:
            out.append(f"{name} {tuple(rect)} leaves the {width}x{height} screen")
    for i, (name, rect) in enumerate(rects):
        for other, second in rects[i + 1 :]:
            if rect.colliderect(second):
                out.append(f"{name} {tuple(rect)} overlaps {other} {tuple(second)}")
    return out


def check_scene(scene, size):
    """A scrolling strip's widgets (the menu's cards) are checked where they are in sight: a
    tap reaches only that part (app/ui/scroll.py); one slid wholly out of sight is not there."""
    scroller = getattr(scene, "scroller", None)
    if scroller is None or not scroller.active:
        return problems([(getattr(w, "text", type(w).__name__), w.rect) for w in live_widgets(scene)], size)
    found = []
    for offset in (0, scroller.height):  # at the top of the strip, and scrolled to its end
        scroller.scroll_to(offset)
        rects = []
        for widget in live_widgets(scene):
            rect = widget.rect
            if scroller.owns(widget):
                if not rect.colliderect(scroller.view):
                    continue
                if rect.height < MIN_TAP or rect.width < MIN_TAP:
                    found.append(f"{getattr(widget, 'text', '')} is {rect.width}x{rect.height}")
                rect = rect.clip(scroller.view)  # the part in sight: where a tap lands
            rects.append((getattr(widget, "text", type(widget).__name__), rect))
        found += [p for p in problems(rects, size) if " is " not in p]
    scroller.scroll_to(0)
    return found


@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_menu_settings_credits(tmp_path, size):
    app = make_app(tmp_path, size=size)
    found = check_scene(app.scenes.top, size)
    for name in ("settings", "credits"):
        found += check_scene(app.scenes.open(name), size)
        app.scenes.pop_to("menu")
    assert not found


@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", boards.playable())
def test_setup_and_rules(tmp_path, size, game_id):
    app = make_app(tmp_path, size=size)
    found = check_scene(app.scenes.open("setup", game_id=game_id), size)
    found += check_scene(app.scenes.open("rules", game_id=game_id), size)
    assert not found


def board_problems(board, size, label):
    board.sync_ui()
    rects = [(getattr(w, "text", "button"), w.rect) for w in live_widgets(board)]
    targets = [(f"{label} target {i}", rect) for i, (rect, _hit) in enumerate(board.key_targets())]
    found = problems(rects, size)
    # targets are checked for size and screen; they may touch each other but not overlap much
    found += [p for p in problems(targets, size) if "overlaps" not in p]
    for name, rect in targets:
        for button, brect in rects:
            if rect.colliderect(brect):
                found.append(f"{name} {tuple(rect)} lies under the {button} button")
    found += [f"{label}: {p}" for p in overlapping(targets)]
    return found


def overlapping(targets):
    """Targets whose overlap is more than a sliver (a tap there would be ambiguous)."""
    out = []
    for i, (name, rect) in enumerate(targets):
        for other, second in targets[i + 1 :]:
            clip = rect.clip(second)
            if clip.width * clip.height > 0.1 * min(rect.width * rect.height, second.width * second.height):
                out.append(f"{name} {tuple(rect)} overlaps {other} {tuple(second)}")
    return out


def positions(game_id, rng, count=3):
    """A first decision and a few later ones, people on every seat."""
    rules = registry.get(game_id).rules
    match = Match.new(game_id, rules.min_players)
    while match.to_move() == CHANCE:
        match.play(rules.random_outcome(match.state, rng))
    yield match
    for _ in range(count):
        match = Match.new(game_id, rules.min_players)
        stop = rng.randint(4, 30)
        while not match.is_over() and len(match.moves) < stop:
            match.play(random_move(rules, match.state, rng))
        while not match.is_over() and match.to_move() == CHANCE:
            match.play(rules.random_outcome(match.state, rng))
        if not match.is_over():
            yield match


@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", boards.playable())
def test_board_targets(tmp_path, size, game_id):
    app = make_app(tmp_path, size=size)
    app.settings.animation = "off"
    found = []
    for number, match in enumerate(positions(game_id, random.Random(3))):
        board = app.scenes.open("board", match=match, seats=["human"] * match.record["players"])
        frames(app, 3)
        found += board_problems(board, size, f"position {number}")
        picks = [hit for _rect, hit in board.key_targets() if hit.move is None and hit.pick is not None]
        if picks:
            board.apply(picks[0])
            frames(app, 2)
            found += board_problems(board, size, f"position {number} with a choice pending")
        app.scenes.pop_to("menu")
    assert not found, "\n".join(found[:12])


def finished_match(game_id, rng):
    rules = registry.get(game_id).rules
    match = Match.new(game_id, rules.min_players)
    while not match.is_over():
        match.play(random_move(rules, match.state, rng))
    return match


@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", boards.playable())
def test_replay_recent_games_and_game_over(tmp_path, size, game_id):
    """The replay at its start, middle and end; the recent games list (paged); the
    game-over overlay with Watch again; the menu with Recent games."""
    from app.saved import recent

    app = make_app(tmp_path, size=size)
    app.settings.animation = "off"
    match = finished_match(game_id, random.Random(8))
    seats = ["human"] * match.record["players"]
    found = []
    scene = app.scenes.open("replay", record=match.record, seats=seats, autoplay=False)
    for index in (0, len(match.moves) // 2, len(match.moves)):
        scene.mode.jump(index)
        frames(app, 2)
        found += [f"replay at {index}: {p}" for p in check_scene(scene, size)]
    app.scenes.pop_to("menu")
    board = app.scenes.open("board", match=match, seats=seats)
    frames(app, 5)
    assert app.scenes.top.name == "game_over" and board.mode.recorded
    found += [f"game over: {p}" for p in check_scene(app.scenes.top, size)]
    app.scenes.pop_to("menu")
    for number in range(recent.LIMIT):
        recent.add(app, match.record, seats, f"Result {number}")
    app.scenes.top.resume()
    found += [f"menu: {p}" for p in check_scene(app.scenes.top, size)]
    listing = app.scenes.open("recent")
    frames(app)
    found += [f"recent games: {p}" for p in check_scene(listing, size)]
    assert not found, "\n".join(found[:12])


@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_share_overlay_and_play_by_link(tmp_path, size, monkeypatch):
    """The share overlay (a short code natively, a long link as in the browser), the
    setup with a friend far away, and a board by link waiting for the friend (Send)."""
    from app.page import web
    from app.sharing import send as sharing
    from games import codes

    app = make_app(tmp_path, size=size)
    app.settings.animation = "off"
    code = codes.encode(finished_match("trice", random.Random(2)).record, ["human", "hard"])
    found = []
    for page in (None, "https://html-classic.itch.zone/html/12345678/tridice/index.html"):
        monkeypatch.setattr(web, "page_address", lambda page=page: page)
        share = app.scenes.open("share", code=code)
        frames(app, 2)
        assert share.picture is not None and share.text == (sharing.link_for(code) or code)
        # the QR code is on screen and clear of the button and the words
        assert app.layout.rect.contains(share.picture_rect)
        assert not share.picture_rect.colliderect(share.close_button.rect)
        assert not share.picture_rect.colliderect(share.words_rect)
        assert not share.words_rect.colliderect(share.close_button.rect)
        found += [f"share ({page}): {p}" for p in check_scene(share, size)]
        app.scenes.pop_to("menu")
    app.settings.setups["triad"] = {"seats": ["human", "far"]}
    setup = app.scenes.open("setup", game_id="triad")
    found += [f"setup by link: {p}" for p in check_scene(setup, size)]
    setup.start()
    board = app.scenes.top
    frames(app, 3)  # the setup roll
    assert board.human_to_move()
    board.play(board.rules.legal_moves(board.state)[0])
    frames(app, 3)
    assert board.link is not None and not board.human_to_move()
    found += board_problems(board, size, "board by link, the friend's turn")
    assert not found, "\n".join(found[:12])


def lesson_problems(scene, size, label):
    """As `board_problems`, for a lesson: its keyboard targets are the ringed ones, and a
    ringed target may be one of the view's buttons itself (a card to play)."""
    scene.sync_ui()
    rects = [(getattr(w, "text", "button"), w.rect) for w in live_widgets(scene)]
    targets = [(f"{label} target {i}", rect) for i, (rect, _hit) in enumerate(scene.key_targets())]
    found = problems(rects, size) + [p for p in problems(targets, size) if "overlaps" not in p]
    for name, rect in targets:
        for button, brect in rects:
            if rect.colliderect(brect) and rect != brect:
                found.append(f"{name} {tuple(rect)} lies under the {button} button")
    return found


@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", [g for g in boards.playable() if registry.get(g).lesson is not None])
def test_lesson_targets(tmp_path, size, game_id):
    """The lesson runner (app/play/lesson/) at every step: its buttons, the view's, and
    the ringed target (with a choice held too); at the end, the offer of a real game; and
    the first-open offer over the setup."""
    app = make_app(tmp_path, size=size)
    app.settings.animation = "off"
    scene = app.scenes.open("lesson", game_id=game_id)
    found, moments = [], 0
    for _ in range(2000):
        frames(app)
        if scene.mode.finished:
            break
        ring = scene.mode.ringed()
        if ring and not scene.busy():
            moments += 1
            found += lesson_problems(scene, size, f"lesson move {scene.mode.played()}")
            scene.apply(ring[0][1])
    assert scene.mode.finished and moments >= len(scene.mode.lesson.steps)
    frames(app, 2)
    found += lesson_problems(scene, size, "lesson done")
    app.scenes.pop_to("menu")
    app.settings.lessons_offered = []
    app.scenes.open("setup", game_id=game_id)
    offer = app.scenes.top
    assert offer.name == "lesson_offer"
    found += check_scene(offer, size)
    assert not found, "\n".join(found[:12])
