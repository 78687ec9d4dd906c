"""`make shots`: every scene as a player sees it, at three screen shapes.

Renders the menu, settings, credits, each game's setup and rules page (and each of its
pictures, scrolled to), each
board at its first decision, mid-game, with a choice pending, and at game over,
each game's replay and lesson (first step, last step, done; the first-open offer),
the recent games (the menu's button and the list), your record, the daily puzzles
(the list, each game's puzzle at its start, with a hint, after a wrong try, solved or shown,
and a result shared: the puzzles that stress the layout most, `stress_puzzles`), the
share overlay (natively, and as a phone shows a page's link) and a game by link
waiting for the friend far away,
at 1280x720 (laptop), 390x844 (phone) and 320x480 (small phone), headless, into
build/shots/<shape>/<name>.png, plus one contact sheet per shape
(build/shots/contact-<shape>.png). Boards are shown with people on every seat,
animations off and fixed dice, on one fixed calendar day (PICTURE_DAY: which puzzles are
"today's", the record's streak, a finished game's date), so the pictures are the same from run
to run and from day to day.

    python tools/shots.py [--only trice,tris2] [--shapes 390x844]
"""

import argparse
import functools
import os
import random
import sys
import tempfile
import time
from collections.abc import Mapping
from datetime import date

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from app import boards
from app.app import App  # noqa: E402
from app.saved import calendar_day  # noqa: E402
from app.saved.settings import TEXT_SIZES  # noqa: E402
from app.saved.storage import FileBackend, Storage  # noqa: E402
from app.ui.layout import Layout  # noqa: E402
from games import registry  # noqa: E402
from games.contract import Mark  # noqa: E402
from games.core import CHANCE  # noqa: E402
from games.i18n import LANGUAGES, PSEUDO  # noqa: E402
from games.match import Match  # noqa: E402
from games.playout import random_move  # noqa: E402

SHAPES = (((1280, 720), 1.0), ((390, 844), 1.0), ((320, 480), 1.0))
OUT = os.path.join(ROOT, "build", "shots")
SETTLE_FRAMES = 8
PICTURE_DAY = date(2026, 11, 25)  # the calendar day every picture is drawn on
PHONE_CSS = 600  # a screen whose short side is under this (CSS px) is a phone's, tapped, not clicked


def make_app(size, folder, css=1.0, text_size="normal", language=None):
    """The app at `size`; `css` (canvas px per CSS px) lays it out as a browser page that
    scales the canvas down so (720x1558 at 720/390: a 390x844 phone) would; `text_size`
    is the player's setting (app/saved/settings.py TEXT_SIZES); `language` a games.i18n code
    (also "pseudo": every text 40% longer), else English. A phone's shape says "tap", a
    laptop's "click"."""
    calendar_day.pin(PICTURE_DAY)
    app = App(size=size, storage=Storage(FileBackend(folder)), pace=False, lang=language or "en")
    app.settings.text_size = text_size
    if css != 1.0:
        # the page's scale (canvas px per CSS px), which the App reads from the browser
        app._make_layout = lambda size: Layout(size, css, app.settings.text_scale)  # type: ignore[method-assign]
    app.resize(size)
    # a phone's player taps, a laptop's clicks: the words of each (games/i18n.py set_pointer)
    app.follow_pointer(touch=min(size) / css < PHONE_CSS)
    app.settings.animation = "off"
    app.settings.lessons_offered = list(registry.GAME_IDS)  # the setups as a returning player sees them
    return app


def frames(app, count=SETTLE_FRAMES):
    for _ in range(count):
        app.step(1 / 60, events=[])


def to_menu(app):
    app.scenes.pop_to("menu")
    app.toasts = []
    frames(app, 2)


def played(game_id, rng, fraction=None, stop=None):
    """A match of random moves: to its end, to `fraction` of a finished game,
    or until `stop(rules, state)` holds; chance nodes rolled, a person to move."""
    rules = registry.get(game_id).rules
    whole = Match.new(game_id, rules.min_players)
    while not whole.is_over():
        whole.play(random_move(rules, whole.state, rng))
    if fraction is None and stop is None:
        return whole
    limit = len(whole.moves) if fraction is None else int(len(whole.moves) * fraction)
    match = Match.new(game_id, rules.min_players)
    for move in whole.moves[:limit]:
        if stop is not None and match.to_move() != CHANCE and stop(rules, match.state):
            break
        match.play(move)
    while not match.is_over() and match.to_move() == CHANCE:
        match.play(rules.random_outcome(match.state, rng))
    return match


def open_board(app, match, seats=None):
    to_menu(app)
    board = app.scenes.open("board", match=match, seats=seats or ["human"] * match.record["players"])
    board.rng = random.Random(5)
    for _ in range(400):
        frames(app, 1)
        if (match.is_over() or board.human_to_move()) and not board.busy():
            break
    frames(app)
    return board


def pending_choice(app, game_id, rng):
    """A board where the person has picked something and must now choose where:
    walk random games until a keyboard target's Hit is a pick, then apply it."""
    for _attempt in range(40):
        match = played(game_id, rng, fraction=rng.random() * 0.8)
        if match.is_over():
            continue
        board = open_board(app, match)
        hit = first_pick(board)
        if hit is not None:
            board.apply(hit)
            frames(app)
            return board
    return None


def first_pick(board):
    """A Hit that picks something up: from the keyboard targets, else by probing
    the board on a grid of points (a hand, a die to move...)."""
    board.sync_ui()
    for _rect, hit in board.key_targets():
        if hit is not None and hit.move is None and hit.pick is not None:
            return hit
    area = board.board_rect
    for y in range(area.top + 4, area.bottom, 8):
        for x in range(area.left + 4, area.right, 8):
            hit = board.view.hit((x, y), board.state, board.ui)
            if hit is not None and hit.move is None and hit.pick is not None:
                return hit
    return None


def open_replay(app, game_id, rng):
    """A finished game watched again, paused halfway; for a game with a judge (TRICE),
    one in which it found a mistake, shown just after that move with the marks known."""
    to_menu(app)
    judge = registry.get(game_id).judge
    for _ in range(20):
        match = played(game_id, rng)
        marks: Mapping[int, Mark] = {}
        if judge is not None:
            judging = judge(match.states, match.moves)
            while judging.step():  # judge the whole game now
                pass
            marks = judging.marks
        if marks or judge is None:
            break
    scene = app.scenes.open(
        "replay", record=match.record, seats=["human"] * match.record["players"], autoplay=False
    )
    while scene.mode.judge is not None and scene.mode.judge.step():
        pass
    scene.mode.jump(min(marks) + 1 if marks else len(match.moves) // 2)
    frames(app)
    return scene


def save_picture(app, path):
    """The frame as a player sees it, into `path` (a PNG)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pygame.image.save(app.screen, path)
    return path


def shoot(app, path, capture=save_picture):
    """One more frame of the scene, then `capture(app, path)` (tests/eye.py records the
    frame's words instead of saving a picture)."""
    app.invalidate()
    app.step(1 / 60, events=[])
    return capture(app, path)


def lesson_at(app, game_id, step):
    """The game's lesson waiting at `step` (0: the first; None: done), the person's
    moves made through the ringed targets, as a tap would."""
    to_menu(app)
    scene = app.scenes.open("lesson", game_id=game_id)
    for _ in range(600):
        frames(app, 1)
        if scene.mode.finished or (
            step is not None and scene.mode.step_index() >= step and scene.mode.ringed()
        ):
            break
        ring = scene.mode.ringed()
        if ring:
            scene.apply(ring[0][1])
    frames(app)
    return scene


def lesson_shots(app, game_id, shape_dir, capture=save_picture):
    """A game's lesson: the first step, the last one, the end; the first-open offer (TRICE)."""
    lesson = registry.get(game_id).lesson
    if lesson is None:
        return
    steps = len(lesson().steps)
    for label, step in (("lesson-first", 0), ("lesson-last", steps - 1), ("lesson-done", None)):
        lesson_at(app, game_id, step)
        yield f"{game_id} {label}", shoot(app, os.path.join(shape_dir, f"{game_id}-{label}.png"), capture)
    to_menu(app)
    if game_id == "trice":
        app.settings.lessons_offered = []
        app.scenes.open("setup", game_id=game_id)
        frames(app)
        yield "lesson offer", shoot(app, os.path.join(shape_dir, "lesson-offer.png"), capture)
        app.settings.lessons_offered = list(registry.GAME_IDS)
        to_menu(app)


def scenes_for(app, shape_dir, only, capture=save_picture):
    """Yield (name, path) for every picture at this shape."""
    to_menu(app)
    yield "menu", shoot(app, os.path.join(shape_dir, "menu.png"), capture)
    for name in ("settings", "credits"):
        app.scenes.open(name)
        frames(app)
        yield name, shoot(app, os.path.join(shape_dir, f"{name}.png"), capture)
        to_menu(app)
    for game_id in boards.playable():
        if only and game_id not in only:
            continue
        app.scenes.open("setup", game_id=game_id)
        frames(app)
        yield f"{game_id} setup", shoot(app, os.path.join(shape_dir, f"{game_id}-setup.png"), capture)
        to_menu(app)
        page = app.scenes.open("rules", game_id=game_id)
        frames(app)
        yield f"{game_id} rules", shoot(app, os.path.join(shape_dir, f"{game_id}-rules.png"), capture)
        for placed in page.placed:  # each picture of the page, scrolled to the top of the view
            page.scroll = placed.card.y - app.layout.gap
            page.clamp()
            name = f"{game_id}-rules-{placed.name}"
            yield name, shoot(app, os.path.join(shape_dir, f"{name}.png"), capture)
        to_menu(app)
        rng = random.Random(sum(map(ord, game_id)))
        boards_wanted = (
            ("first", lambda game_id=game_id: Match.new(game_id, registry.get(game_id).min_players)),
            ("mid", lambda game_id=game_id, rng=rng: played(game_id, rng, fraction=0.5)),
            ("over", lambda game_id=game_id, rng=rng: played(game_id, rng)),
        )
        for label, build in boards_wanted:
            match = build()
            # the finished game against the computer: its sheet says it counted for your record
            seats = ["human"] + ["easy"] * (match.record["players"] - 1) if label == "over" else None
            open_board(app, match, seats)
            yield f"{game_id} {label}", shoot(app, os.path.join(shape_dir, f"{game_id}-{label}.png"), capture)
        if pending_choice(app, game_id, rng) is not None:
            yield f"{game_id} choice", shoot(app, os.path.join(shape_dir, f"{game_id}-choice.png"), capture)
        open_replay(app, game_id, rng)
        yield f"{game_id} replay", shoot(app, os.path.join(shape_dir, f"{game_id}-replay.png"), capture)
        to_menu(app)
        yield from lesson_shots(app, game_id, shape_dir, capture)
    app.scenes.top.resume()  # the games that ended above are recent games now
    yield "menu, recent games", shoot(app, os.path.join(shape_dir, "menu-recent.png"), capture)
    app.scenes.open("recent")
    frames(app)
    yield "recent games", shoot(app, os.path.join(shape_dir, "recent.png"), capture)
    to_menu(app)
    yield from record_shots(app, shape_dir, capture)
    yield from share_shots(app, shape_dir, capture)
    yield from puzzle_shots(app, shape_dir, only, capture)


def puzzle_move(scene, move):
    """Make `move` on a puzzle's board as taps would: the targets the hint's rings use."""
    for _ in range(4):
        found = scene.mode.targets_for({move})
        if not found:
            return
        scene.apply(found[0][1])
        if found[0][1].move is not None:
            return


def puzzle_wait(app, scene):
    """Until the person may move again (or the game is over): nothing moves and no wrong try
    is being shown with its answer before the board goes back (app/play/puzzle_refute.py)."""
    for _ in range(600):
        frames(app, 1)
        refuting = getattr(scene.mode, "refuting", None) is not None
        if not scene.busy() and not refuting and (scene.human_to_move() or scene.rules.is_over(scene.state)):
            return


@functools.cache
def stress_puzzles():
    """{game: daily number} of the puzzle that stresses the layout most, the same on every day:
    the most dice on the board (moves played), then the longest name of the seat to find the
    move for in any language, then the longest theme in any language."""
    from games import i18n, puzzles

    found = {}
    was = i18n.language()
    try:
        for game_id in puzzles.games():
            game = registry.get(game_id)
            best = None
            for number in range(1, len(puzzles.lines(game_id)) + 1):
                puzzle = puzzles.daily(game_id, number).puzzle
                state = puzzle.match().state
                names = themes = 0
                for code in LANGUAGES:
                    i18n.set_language(code)
                    names = max(names, len(game.seat_name(puzzle.player, state)))
                    themes = max(themes, len(i18n._(puzzle.theme)))
                score = (len(puzzle.record["moves"]), names, themes, -number)
                if best is None or score > best[0]:
                    best = (score, number)
            assert best is not None, f"{game_id} has no daily puzzles"
            found[game_id] = best[1]
    finally:
        i18n.set_language(was)
    return found


def puzzle_shots(app, shape_dir, only, capture=save_picture):
    """The daily puzzles (app/play/puzzle.py) that stress the layout most (stress_puzzles):
    each game's at its start, with the Hint's rings, after a wrong try; TRICE's solved and its
    result shared, Triad's shown (the line playing out), Tris 2's left with its wrong try; then
    the Daily puzzle list saying so."""
    from games import puzzles

    for game_id in puzzles.games():
        if only and game_id not in only:
            continue
        to_menu(app)
        scene = app.scenes.open("puzzle", game_id=game_id, number=stress_puzzles()[game_id])
        puzzle_wait(app, scene)
        yield f"{game_id} puzzle", shoot(app, os.path.join(shape_dir, f"{game_id}-puzzle.png"), capture)
        scene.mode.give_hint()
        frames(app)
        yield (
            f"{game_id} puzzle hint",
            shoot(app, os.path.join(shape_dir, f"{game_id}-puzzle-hint.png"), capture),
        )
        mode = scene.mode
        wrong = next(
            m
            for m in scene.rules.legal_moves(scene.state)
            if "draw" not in m and not mode.puzzle.accepts(0, scene.state, m) and mode.targets_for({m})
        )
        puzzle_move(scene, wrong)
        frames(app)
        yield (
            f"{game_id} puzzle wrong",
            shoot(app, os.path.join(shape_dir, f"{game_id}-puzzle-wrong.png"), capture),
        )
        if game_id == "trice":
            for step in mode.puzzle.player_steps():
                puzzle_wait(app, scene)
                puzzle_move(scene, mode.puzzle.solution[step])
            puzzle_wait(app, scene)
            frames(app)
            yield (
                f"{game_id} puzzle solved",
                shoot(app, os.path.join(shape_dir, f"{game_id}-puzzle-solved.png"), capture),
            )
            mode.share()
            frames(app)
            yield "puzzle share", shoot(app, os.path.join(shape_dir, "puzzle-share.png"), capture)
        elif game_id == "triad":
            mode.show_me()
            frames(app)
            yield (
                f"{game_id} puzzle shown",
                shoot(app, os.path.join(shape_dir, f"{game_id}-puzzle-shown.png"), capture),
            )
    to_menu(app)
    app.scenes.open("puzzles")
    frames(app, 3)  # one new board picture a frame (app/scenes/daily_puzzles.py)
    yield "daily puzzles", shoot(app, os.path.join(shape_dir, "puzzles.png"), capture)
    to_menu(app)


def record_shots(app, shape_dir, capture=save_picture):
    """Your record (app/saved/record.py) as a player's looks after a week: results counted through
    the record's own calls (the shots' games are between people and count for nothing), the
    streak alive from yesterday."""
    from datetime import timedelta

    from app.saved import record
    from games import puzzles

    today = calendar_day.today()
    results = (
        (6, "trice", True, 1),
        (5, "triad", True, 2),
        (4, "tris2", False, 1),
        (3, "trice", True, 1),
        (2, "tris2", True, 3),
        (1, "triad", True, 1),
    )
    for days_ago, game_id, solved, tries in results:
        day = today - timedelta(days=days_ago)
        record.puzzle_result(
            app, game_id, puzzles.daily_number(day), day, solved, tries, 1100 + 60 * days_ago
        )
    games = (
        ("trice", ["human", "easy"], [1.0, 0.0]),
        ("trice", ["hard", "human"], [1.0, 0.0]),
        ("triad", ["human", "normal"], [0.5, 0.5]),
        ("tris2", ["human", "easy"], [1.0, 0.0]),
        ("tri", ["human", "easy", "easy"], [0.0, 1.0, 0.0]),
    )
    for number, (game_id, seats, returns) in enumerate(games):
        record.game_result(app, f"shots-{number}", game_id, seats, returns)
    to_menu(app)
    app.scenes.top.resume()  # the menu offers the record now
    frames(app)
    yield "menu, your record", shoot(app, os.path.join(shape_dir, "menu-record.png"), capture)
    app.scenes.open("record")
    frames(app)
    yield "your record", shoot(app, os.path.join(shape_dir, "record.png"), capture)
    to_menu(app)


def share_shots(app, shape_dir, capture=save_picture):
    """Sharing a finished TRICE game (natively: the code; in the browser: the page's link,
    staged here since the shots run natively), and a TRICE game by link after Send."""
    from app.page import web
    from app.sharing import send as sharing
    from games import codes

    match = played("trice", random.Random(21))
    code = codes.encode(match.record, ["human", "hard"])
    open_board(app, match)
    app.scenes.open("share", code=code)
    frames(app)
    yield "share", shoot(app, os.path.join(shape_dir, "share.png"), capture)
    real = web.page_address
    web.page_address = lambda: "https://html-classic.itch.zone/html/12345678/tridice/index.html"
    try:
        scene = app.scenes.open("share", code=code)
        scene.share.finish("copied", sharing.COPIED)  # what the browser says once the link is copied
        scene.layout(app.layout)
        frames(app)
        yield "share link", shoot(app, os.path.join(shape_dir, "share-link.png"), capture)
    finally:
        web.page_address = real
    to_menu(app)
    app.settings.setups["trice"] = {"variant": "classic", "seats": ["human", "far"]}
    setup = app.scenes.open("setup", game_id="trice")
    app.scenes.pop_to("setup")  # past a first-time offer over it
    frames(app)
    yield "trice setup by link", shoot(app, os.path.join(shape_dir, "trice-setup-link.png"), capture)
    setup.start()
    board = app.scenes.top
    board.rng = random.Random(5)
    rng = random.Random(6)
    for _ in range(400):
        frames(app, 1)
        if board.busy() or board.rules.to_move(board.state) == CHANCE:
            continue
        if not board.human_to_move():
            break
        board.play(random_move(board.rules, board.state, rng))
    board.mode.send()
    frames(app)
    yield "trice send", shoot(app, os.path.join(shape_dir, "trice-send.png"), capture)
    app.scenes.pop()
    frames(app)
    yield "trice by link", shoot(app, os.path.join(shape_dir, "trice-link.png"), capture)
    to_menu(app)


def contact_sheet(pictures, shape, path):
    """All of a shape's pictures as labelled thumbnails on one PNG."""
    width, height = shape
    scale = min(1.0, 300 / max(width, height))
    thumb = (int(width * scale), int(height * scale))
    columns = 6 if width < height else 4
    label_h = 22
    rows = (len(pictures) + columns - 1) // columns
    sheet = pygame.Surface((columns * (thumb[0] + 12) + 12, rows * (thumb[1] + label_h + 12) + 12))
    sheet.fill((12, 14, 20))
    font = (
        pygame.font.Font(os.path.join(ROOT, "fonts", "DejaVuSans.ttf"), 14)
        if os.path.exists(os.path.join(ROOT, "fonts", "DejaVuSans.ttf"))
        else pygame.font.Font(None, 18)
    )
    for index, (name, picture) in enumerate(pictures):
        r, c = divmod(index, columns)
        x, y = 12 + c * (thumb[0] + 12), 12 + r * (thumb[1] + label_h + 12)
        image = pygame.transform.smoothscale(pygame.image.load(picture), thumb)
        sheet.blit(image, (x, y + label_h))
        sheet.blit(font.render(name, True, (230, 230, 230)), (x, y + 2))
    pygame.image.save(sheet, path)


def parse_shape(text):
    """ "390x844" -> ((390, 844), 1.0); "720x1558@1.846" -> ((720, 1558), 1.846): the canvas a
    browser gives a 390x844 phone, laid out for the page's scale."""
    size, _, css = text.partition("@")
    return tuple(int(p) for p in size.split("x")), float(css) if css else 1.0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated game ids")
    parser.add_argument(
        "--shapes",
        help="comma-separated WxH or WxH@SCALE, SCALE the canvas px per CSS px of "
        "a browser page (720x1558@1.846: a 390x844 phone; default: 1280x720,390x844,320x480)",
    )
    parser.add_argument("--out", default=OUT, help="folder for the pictures (default build/shots)")
    parser.add_argument(
        "--text-size",
        default="normal",
        choices=TEXT_SIZES,
        help="the player's text size setting (default normal)",
    )
    parser.add_argument(
        "--lang",
        default="en",
        choices=list(LANGUAGES) + [PSEUDO],
        help="the language (default en; pseudo: every text 40%% longer, accented)",
    )
    options = parser.parse_args(argv)
    out = options.out
    only = set(options.only.split(",")) if options.only else None
    shapes = SHAPES if not options.shapes else tuple(parse_shape(s) for s in options.shapes.split(","))
    started = time.perf_counter()
    total = 0
    for shape, css in shapes:
        with tempfile.TemporaryDirectory(prefix="tridice-shots-") as folder:
            os.environ["TRIDICE_DATA_DIR"] = folder  # a new player: no saved game, default settings
            tag = f"{shape[0]}x{shape[1]}" + (f"@{css:g}" if css != 1.0 else "")
            app = make_app(shape, folder, css, options.text_size, options.lang)
            pictures = list(scenes_for(app, os.path.join(out, tag), only))
            contact_sheet(pictures, shape, os.path.join(out, f"contact-{tag}.png"))
            total += len(pictures)
            print(f"{tag}: {len(pictures)} pictures, contact sheet {os.path.join(out, f'contact-{tag}.png')}")
    print(f"{total} pictures in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
