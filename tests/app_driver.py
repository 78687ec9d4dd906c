"""Drive the real app in tests: build it headless, step frames, send events."""

import os
import subprocess
import sys

import pygame

from app.app import App
from app.saved.storage import FileBackend, Storage

FRAME = 1 / 60


def make_app(folder, size=(720, 1280), storage=None, new_player=False):
    """The app, headless. Its player has already answered every game's one-time lesson offer
    (it would stand in front of each setup); `new_player=True` starts from nothing."""
    app = App(size=size, storage=storage or Storage(FileBackend(str(folder))), pace=False)
    if not new_player:
        from games import registry

        app.settings.lessons_offered = list(registry.GAME_IDS)
    return app


def frames(app, count=1, dt=FRAME):
    for _ in range(count):
        app.step(dt, events=[])


def send(app, *events):
    app.step(FRAME, events=list(events))


def click(app, pos):
    send(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    send(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))


def tap(app, pos):
    """A finger tap as SDL reports it: finger events plus synthesised mouse events."""
    w, h = app.screen.get_size()
    x, y = pos[0] / w, pos[1] / h
    send(
        app,
        pygame.event.Event(pygame.FINGERDOWN, x=x, y=y, dx=0, dy=0, finger_id=0, touch_id=1),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True),
    )
    send(
        app,
        pygame.event.Event(pygame.FINGERUP, x=x, y=y, dx=0, dy=0, finger_id=0, touch_id=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True),
    )


def drag(app, start, end, steps=6, touch=False):
    w, h = app.screen.get_size()
    if touch:

        def ev(kind, p):
            return pygame.event.Event(kind, x=p[0] / w, y=p[1] / h, dx=0, dy=0, finger_id=0, touch_id=1)

        down, move, up = pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP
    else:

        def ev(kind, p):
            if kind == pygame.MOUSEMOTION:
                return pygame.event.Event(kind, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False)
            return pygame.event.Event(kind, pos=p, button=1, touch=False)

        down, move, up = pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP
    send(app, ev(down, start))
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        send(app, ev(move, p))
    send(app, ev(up, end))


def key(app, keycode, mod=0):
    send(app, pygame.event.Event(pygame.KEYDOWN, key=keycode, mod=mod, unicode="", scancode=0))


def resize(app, size):
    send(app, pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def find_button(scene, text):
    for widget in scene.widgets:
        if getattr(widget, "text", None) == text and widget.visible:
            return widget
    raise AssertionError(f"no button {text!r} in {type(scene).__name__}")


def press(app, text, how="click"):
    widget = find_button(app.scenes.top, text)
    (tap if how == "tap" else click)(app, widget.rect.center)


def open_board(app, match, seats, **details):
    """Replace everything above the menu with the game's board."""
    app.scenes.pop_to("menu")
    return app.scenes.open("board", match=match, seats=seats, **details)


def open_hot_seat(folder, game_id, shape, text_size="normal", language="en"):
    """(app, board): a new game of `game_id` for people on every seat, laid out at `shape` in
    `language` with `text_size`, its first frame drawn (the eye's app: pygame fonts)."""
    import eye

    from games import registry
    from games.match import Match

    app = eye.make_app(
        (shape, 1.0), folder / f"{shape[0]}x{shape[1]}-{text_size}-{language}", text_size, language
    )
    players = registry.get(game_id).min_players
    board = open_board(app, Match.new(game_id, players), ["human"] * players)
    frames(app)
    return app, board


def board_of(app):
    """The board scene under any overlays."""
    from app.scenes.board import BoardScene

    return next(s for s in reversed(app.scenes.scenes) if isinstance(s, BoardScene))


def settle(app, limit=900):
    """Step frames until the board waits for a person (or the game is over and still)."""
    for _ in range(limit):
        frames(app)
        board = board_of(app)
        if (board.rules.is_over(board.state) or board.human_to_move()) and not board.busy():
            break
    return board_of(app)


def play_demo(app, game_id, seats=None, limit=8000):
    """Open `--demo GAME` with animations off and step it to the end (or `limit`
    frames); `seats` may replace the demo's computer levels. Returns the board."""
    from app.scenes.demo import start_demo

    app.settings.animation = "off"
    board = start_demo(app, game_id)
    if seats is not None:
        board.seats = list(seats)
    for _ in range(limit):
        frames(app)
        if board.rules.is_over(board.state):
            break
    return board


def fresh_python(folder, *lines):
    """Run `lines` in a fresh interpreter (nothing imported yet: what a start imports, say),
    headless, with the app's data in `folder` and `make_app` at hand; AssertionError with its
    error output if it fails."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    script = "\n".join(["import sys", "sys.path.insert(0, 'tests')", *lines])
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TRIDICE_DATA_DIR=str(folder))
    done = subprocess.run([sys.executable, "-c", script], cwd=root, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
