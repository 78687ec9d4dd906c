"""A storm of seeded random input over the real app (tests/test_storm.py).

`Storm(folder, seed).run(frames)` builds the app headless on a data folder and steps it
frame by frame with random pygame events: taps, drags and presses held for many frames by
mouse and by fingers of any id (with SDL's synthesised mouse events), a second finger
meanwhile, motion, the wheel, keys (Tab, arrows, Enter, Space, Esc, letters...), window
and app lifecycle events, resizes from 320x320 to 1600x1000, frames long and short, and
junk on the clipboard for "Open a copied code". Now and then it opens a scene directly by
name (every scene of app/scenes/__init__.py, for every game, on fresh, played, nearly
finished and finished games, by link too), and now and then it closes the app and opens
it again on the same folder, as a person closing the tab would.

It fails (raises, with the seed, the frame and the last actions in the message) on:

- any exception out of `App.step`;
- a hang: a computer (or the dice) to move in a game on screen and no move for
  `HANG_FRAMES` frames, or the scene stack growing past `MAX_DEPTH`, or the menu gone
  from its bottom;
- damaged saved data: a message that something saved was set aside, and at the end
  (`check_saved`) every document in the folder must load without being set aside, the
  settings must read back as they were written, the autosave must replay, the recent
  games and the games by link must replay;
- lost data, seen by the data watchdog (tests/watchdog.py) on every write and delete as it
  happens: a game in progress replaced without a question, a finished game left in its slot
  or dropped unrecorded, your record, Recent games or a puzzle's result going down.

Besides random input, now and then a *race* (`race`): a returning player continues a game
one winning move away, taps that move, and at once (in the same frame, or a few frames
into the move's animation) taps Restart or Menu, or presses Esc or the browser's Back: the
way a finished game used to be lost (issue 31).

Time never decides anything: `time.perf_counter` (the clock of the computer players, their
frame slices and the replay's judge) is replaced by a counting clock for the storm, and
every unseeded `random.Random()` (the board's dice) is seeded from the storm's seed, so a
seed replays the same storm on any machine, however busy. (Python's hash seed still
orders sets; the storm's own choices never depend on it.)

From a shell, to reproduce or to run long:

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tests/storm.py SEED FRAMES
"""

import contextlib
import glob
import os
import random
import string
import sys
import time
import zlib
from collections import Counter, deque

import pygame

HERE = os.path.dirname(os.path.abspath(__file__))
for _path in (HERE, os.path.dirname(HERE)):
    if _path not in sys.path:
        sys.path.insert(0, _path)

from app_driver import make_app  # noqa: E402
from watchdog import Watchdog  # noqa: E402

from app.app import App  # noqa: E402
from app.page import clipboard
from app.play import resume  # noqa: E402
from app.play.rings import pointing_at  # noqa: E402
from app.saved import autosave, puzzle_results, recent
from app.saved import record as record_mod  # noqa: E402
from app.saved import settings as settings_mod
from app.saved.storage import FileBackend, Storage  # noqa: E402
from app.scenes.confirm import ConfirmScene  # noqa: E402
from app.seats import HUMAN, KINDS  # noqa: E402
from app.sharing import correspondence  # noqa: E402
from app.sharing.correspondence import LinkGame, playable_by_link  # noqa: E402
from games import bitpack, codes, registry  # noqa: E402
from games.agents import LEVELS  # noqa: E402
from games.core import CHANCE  # noqa: E402
from games.deadline import CountingClock  # noqa: E402
from games.i18n import _  # noqa: E402
from games.match import Match  # noqa: E402
from games.playout import random_move  # noqa: E402

FRAME = 1 / 60
HANG_FRAMES = 6000  # a computer's move (hard: about 120 frames on the storm's clock) or a roll
RACE_WAIT = 400  # frames a race waits at most for the gestures under way to end
MAX_DEPTH = 10  # scenes on the stack; the app's own deepest path is about 6
CLOCK_STEP = 1e-3  # simulated seconds per reading of time.perf_counter
SMALLEST, LARGEST = (320, 320), (1600, 1000)
SCENES = (
    "menu",
    "setup",
    "settings",
    "credits",
    "rules",
    "board",
    "game_over",
    "recent",
    "replay",
    "share",
    "lesson",
    "lesson_offer",
    "confirm",
    "record",
    "puzzles",
    "puzzle",
)
RACE = "race"  # not a scene: a game's winning move and, at once, a way off its board
PLACES = SCENES + (RACE,)

SCENE_WEIGHTS = {
    "board": 6,
    "lesson": 2,
    "replay": 2,
    "setup": 2,
    "game_over": 2,
    RACE: 2,
}  # where most can happen
KEYS = (
    [pygame.K_TAB] * 6
    + [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN] * 3
    + [pygame.K_RETURN, pygame.K_SPACE] * 4
    + [pygame.K_ESCAPE] * 2
    + [
        pygame.K_KP_ENTER,
        pygame.K_AC_BACK,
        pygame.K_HOME,
        pygame.K_END,
        pygame.K_PAGEUP,
        pygame.K_PAGEDOWN,
        pygame.K_BACKSPACE,
        pygame.K_DELETE,
        pygame.K_F1,
        pygame.K_F11,
        pygame.K_LSHIFT,
        pygame.K_LCTRL,
        pygame.K_v,
        pygame.K_c,
        pygame.K_z,
        pygame.K_u,
        pygame.K_r,
        pygame.K_q,
        pygame.K_0,
        pygame.K_1,
        pygame.K_9,
    ]
    + [ord(c) for c in string.ascii_lowercase[::3]]
)
PRESS_KEYS = [
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
]
MODS = [0] * 8 + [pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT, pygame.KMOD_META]
WINDOW_EVENTS = [
    pygame.WINDOWEXPOSED,
    pygame.WINDOWRESTORED,
    pygame.WINDOWFOCUSLOST,
    pygame.WINDOWFOCUSGAINED,
    pygame.WINDOWMINIMIZED,
    pygame.WINDOWMAXIMIZED,
    pygame.WINDOWSHOWN,
    pygame.WINDOWHIDDEN,
    pygame.WINDOWENTER,
    pygame.WINDOWLEAVE,
    pygame.WINDOWCLOSE,
    pygame.WINDOWSIZECHANGED,
    pygame.APP_WILLENTERBACKGROUND,
    pygame.APP_DIDENTERBACKGROUND,
    pygame.APP_WILLENTERFOREGROUND,
    pygame.APP_DIDENTERFOREGROUND,
    pygame.APP_LOWMEMORY,
    pygame.ACTIVEEVENT,
    pygame.KEYUP,
    pygame.TEXTINPUT,
    pygame.JOYBUTTONDOWN,
    pygame.USEREVENT,
]


class StormFailure(AssertionError):
    pass


class SeededRandom(random.Random):
    """random.Random, but an unseeded one takes its seed from the storm."""

    source = None  # a random.Random set by `patched`

    def __init__(self, seed=None):
        if seed is None and SeededRandom.source is not None:
            seed = SeededRandom.source.getrandbits(64)
        super().__init__(seed)


@contextlib.contextmanager
def patched(storm):
    """The storm's clock, dice seeds and clipboard in place of the machine's."""
    saved = (
        time.perf_counter,
        random.Random,
        random.SystemRandom,
        clipboard.paste,
        clipboard.copy,
        App.notify,
        ConfirmScene.answer,
    )
    notify, answer = App.notify, ConfirmScene.answer

    def told(app, text):
        storm.told(text)
        notify(app, text)

    def answered(scene, action):  # the watchdog lets a question's answer replace a game
        if action is not None:
            storm.watchdog.answered = storm.frame
        answer(scene, action)

    SeededRandom.source = random.Random(storm.seed ^ 0x5EED)
    time.perf_counter = CountingClock(CLOCK_STEP, start=1000.0)
    random.Random = random.SystemRandom = SeededRandom  # the board's dice, a link's nonce
    clipboard.paste = storm.paste
    clipboard.copy = storm.copy
    App.notify = told
    ConfirmScene.answer = answered
    try:
        yield
    finally:
        (
            time.perf_counter,
            random.Random,
            random.SystemRandom,
            clipboard.paste,
            clipboard.copy,
            App.notify,
            ConfirmScene.answer,
        ) = saved
        SeededRandom.source = None


def scene_names(app):
    return [scene.name for scene in app.scenes.scenes]


def automatic_mover(scene):
    """True if `scene` is a game's board (not a lesson or a replay, which wait for the
    person) whose next move is the app's to make (a computer's, or the dice at a chance
    node), so it must come without anyone touching anything."""
    match, seats = getattr(scene, "match", None), getattr(scene, "seats", None)
    if (
        scene.name != "board"
        or match is None
        or seats is None
        or match.is_over()
        or getattr(scene, "link", None) is not None
    ):
        return False
    seat = match.to_move()
    if seat == CHANCE:
        return True
    return seat is not None and 0 <= seat < len(seats) and seats[seat] in LEVELS


class Storm:
    def __init__(self, folder, seed, new_player=None):
        self.folder = str(folder)
        self.seed = seed
        self.rng = random.Random(seed)
        self.new_player = self.rng.random() < 0.3 if new_player is None else new_player
        self.app = None
        self.frame = 0
        self.plan = {}  # frame -> [events] planned by gestures already begun
        self.mouse_held = False  # button 1 is down (a real mouse cannot press it again)
        self.fingers = {}  # finger id -> frame its lift is planned for (None: never lifts)
        self.next_finger = 1
        self.clip = None  # what the clipboard holds
        self.copied = []  # codes the app itself put on the clipboard
        self.log = deque(maxlen=60)  # the last actions and messages, for a failure's story
        self.trail = 0  # a checksum of all of them: the same seed, the same trail
        self.seen = Counter()  # scene name -> frames on top
        self.games_seen = set()  # (scene name, game id) seen on top
        self.waited = 0  # frames a visible game has waited for an automatic move
        self.waiting_for = None  # (id of the scene, number of moves) while it waits
        self.automatic_frames = 0  # frames in which some computer or the dice were to move
        self.longest_wait = 0
        self.damage = None  # the first message saying saved data was set aside
        self.restarts = 0
        self.races = 0
        self.race_until = -1  # the last frame of a race under way
        self.race_pending = None  # (game, frame asked) of a race waiting for the gestures under way to end
        self.watchdog = Watchdog()
        self.records = self.make_records()

    # -- running -------------------------------------------------------------------------------
    def start_app(self):
        size = (self.rng.randint(SMALLEST[0], LARGEST[0]), self.rng.randint(SMALLEST[1], LARGEST[1]))
        self.app = make_app(
            self.folder,
            size=size,
            new_player=self.new_player,
            storage=Storage(self.watchdog.backend(self.folder)),
        )
        self.note(f"app started at {size[0]}x{size[1]}")
        self.plan.clear()
        self.mouse_held, self.fingers = False, {}

    def run(self, frames, visits=(), stay=0):
        """Step `frames` frames of storm from the menu, then for each (scene name, game id)
        in `visits` open that scene directly and storm it `stay` frames; then close the app
        and check what it saved. Raises StormFailure (or the app's exception, with the
        storm's story added to it) on a failure."""
        with patched(self):
            try:
                if self.app is None:
                    self.start_app()
                for _ in range(frames):
                    self.one_frame()
                for name, game_id in visits:
                    self.teleport(name, game_id)
                    self.look()
                    for _ in range(stay):
                        self.one_frame()
                    while self.race_pending is not None or self.frame <= self.race_until:
                        self.one_frame()
                self.close_app()
                self.check_saved()
            except BaseException as error:
                if hasattr(error, "add_note"):
                    error.add_note(self.story())
                raise
        return self

    def one_frame(self):
        self.watchdog.frame = self.frame
        # a race waits for the gestures under way to end, then sends its taps and keys alone
        racing = self.race_pending is not None or self.frame <= self.race_until
        if self.race_pending is not None and (
            not any(f >= self.frame for f in self.plan) or self.frame - self.race_pending[1] > RACE_WAIT
        ):
            game_id, self.race_pending = self.race_pending[0], None
            self.race(game_id)
        elif racing:
            pass
        elif self.rng.random() < 1 / 3000:
            self.restart()
        elif self.rng.random() < 1 / 250:
            self.teleport()
        # (a gesture begun now plans its first events for this frame)
        extra = [] if racing or self.frame <= self.race_until else self.random_events()
        events = self.plan.pop(self.frame, []) + extra
        dt = self.rng.choice([FRAME] * 20 + [0.0, 0.1, 1 / 30, 0.5, 3.5])
        for event in events:
            self.note(describe(event))
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not event.touch:
                self.mouse_held = False
        self.app.step(dt, events=events)
        self.check_frame()
        self.frame += 1

    def close_app(self):
        """As the loop does when the window closes: every scene exits."""
        if self.app is not None:
            for scene in reversed(self.app.scenes.scenes):
                scene.exit()

    def restart(self):
        """Close the app and open it again on the same folder (the tab closed and reopened)."""
        self.note("restart")
        self.close_app()
        self.restarts += 1
        self.start_app()

    # -- checks ------------------------------------------------------------------------------------
    def fail(self, text):
        raise StormFailure(text)

    def check_frame(self):
        app = self.app
        self.watchdog.end_of_frame()
        if self.watchdog.violations:
            self.fail(f"data lost: {self.watchdog.violations[0]}")
        names = scene_names(app)
        if not names or names[0] != "menu":
            self.fail(f"the menu is gone from the bottom of the scene stack: {names}")
        if len(names) > MAX_DEPTH:
            self.fail(f"the scene stack grows without bound: {names}")
        self.look()
        if self.damage is not None:
            self.fail(f"saved data was damaged: {self.damage!r}")
        waiting = next((s for s in app.scenes.visible() if automatic_mover(s)), None)
        if waiting is None:
            self.waited, self.waiting_for = 0, None
            return
        self.automatic_frames += 1
        key = (id(waiting), len(waiting.match.moves))
        if key != self.waiting_for:
            self.waited, self.waiting_for = 0, key
            return
        self.waited += 1
        self.longest_wait = max(self.longest_wait, self.waited)
        if self.waited > HANG_FRAMES:
            self.fail(
                f"a hang: no move in {self.waited} frames in {waiting.name} "
                f"({waiting.match.record['game']}, seats {waiting.seats}, "
                f"to move {waiting.match.to_move()})"
            )

    def look(self):
        """Count the scene on top (and its game) as reached."""
        top = self.app.scenes.top
        self.seen[top.name] += 1
        game = getattr(top, "game", None)
        game_id = game.id if game is not None else getattr(top, "game_id", None)
        if game_id is not None:
            self.games_seen.add((top.name, game_id))

    def told(self, text):
        """Every message the app shows (App.notify)."""
        self.note(f"message: {text[:100]}")
        if self.damage is None and ("set aside" in text or "Could not read" in text):
            self.damage = text

    def check_saved(self):
        """Every document in the data folder loads back, nothing set aside, and what the app
        keeps (settings, autosave, recent games, games by link) replays."""
        bad = sorted(
            glob.glob(os.path.join(self.folder, "*.bad*")) + glob.glob(os.path.join(self.folder, "*.tmp"))
        )
        if bad:
            self.fail(f"saved data was set aside or left half-written: {bad}")
        storage = Storage(FileBackend(self.folder))
        for path in sorted(glob.glob(os.path.join(self.folder, "*.json"))):
            kind = os.path.basename(path)[: -len(".json")]
            data = storage.load(kind, kind)
            if data is None or storage.take_messages():
                self.fail(f"the saved {kind} does not load back: {open(path, encoding='utf-8').read()[:300]}")
            if kind == "settings":
                written = dict(data, lessons_offered=sorted(data.get("lessons_offered", [])))  # read sorted
                if settings_mod.Settings.from_data(data).to_data() != written:
                    self.fail(f"the settings saved were not valid settings: {data}")
            elif kind.startswith(autosave.PREFIX):  # a game in progress, in its game's slot
                app = make_app(self.folder, new_player=self.new_player)
                found = resume.board_details(app, kind[len(autosave.PREFIX) :])
                if found is None or app.toasts:
                    self.fail(f"the autosave does not replay: {data} {app.toasts}")
            elif kind == recent.KIND:
                for entry in data["games"]:
                    if not Match(entry["record"]).is_over():
                        self.fail(f"a recent game is not a finished game: {entry}")
                app = make_app(self.folder, new_player=self.new_player)
                if len(recent.entries(app)) != len(data["games"]) or app.toasts:
                    self.fail(f"the recent games do not load back: {app.toasts}")
            elif kind == correspondence.KIND:
                app = make_app(self.folder, new_player=self.new_player)
                for nonce in data["games"]:
                    if correspondence.known(app, nonce) is None:
                        self.fail(f"a game by link does not replay: {data['games'][nonce]}")
                if app.toasts:
                    self.fail(f"the games by link do not load back: {app.toasts}")
            elif kind == puzzle_results.KIND:
                app = make_app(self.folder, new_player=self.new_player)
                if len(puzzle_results.load(app)) != len(data["results"]) or app.toasts:
                    self.fail(f"the puzzle results do not load back: {data} {app.toasts}")
            elif kind == record_mod.KIND:  # your record: every field readable, as it was written
                kept, bad = record_mod.Record.from_data(data)
                if bad or kept.to_data() != data:
                    self.fail(f"your record does not load back: {data} ({bad})")
            else:
                self.fail(f"a document the storm does not know: {kind}")

    # -- input ---------------------------------------------------------------------------------------
    def random_events(self):
        rng = self.rng
        events = []
        roll = rng.random()
        if roll < 0.45:
            return events  # a quiet frame: animations run, computers think
        kind = rng.choices(
            [
                "tap",
                "drag",
                "hold",
                "finger2",
                "move",
                "wheel",
                "key",
                "keys",
                "resize",
                "window",
                "clipboard",
                "button",
                "lostfinger",
                "presskey",
            ],
            [30, 8, 8, 3, 6, 3, 22, 3, 1.5, 3, 2, 1, 0.3, 4],
        )[0]
        if kind == "tap":
            self.gesture(self.target(), self.target_nearby, hold=rng.choice([0, 0, 0, 1, 2, 5]))
        elif kind == "drag":
            self.gesture(self.target(), self.target_far, hold=rng.randint(2, 30), moves=True)
        elif kind == "hold":
            self.gesture(
                self.target(), self.target_nearby, hold=rng.randint(10, 300), moves=rng.random() < 0.3
            )
        elif kind == "finger2":  # a second finger while one is down: ignored by the app
            self.gesture(self.target(), self.target_nearby, hold=rng.randint(0, 20), touch=True)
        elif kind == "move":
            pos = self.target()
            events.append(
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(self.mouse_held), 0, 0), touch=False
                )
            )
        elif kind == "wheel":
            y = rng.choice([-3, -1, 1, 2, 10])
            events.append(
                pygame.event.Event(
                    pygame.MOUSEWHEEL,
                    x=rng.choice([0, 0, 1]),
                    y=y,
                    flipped=False,
                    precise_x=0.0,
                    precise_y=float(y),
                    touch=False,
                    which=0,
                )
            )
        elif kind == "key":
            events.append(self.key_event())
        elif kind == "keys":
            events.extend(self.key_event() for _ in range(rng.randint(2, 8)))
        elif kind == "resize":
            w, h = rng.randint(SMALLEST[0], LARGEST[0]), rng.randint(SMALLEST[1], LARGEST[1])
            events.append(pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h))
        elif kind == "window":
            events.append(pygame.event.Event(rng.choice(WINDOW_EVENTS)))
        elif kind == "clipboard":
            self.clip = self.junk()
            self.note(f"clipboard: {self.clip!r:.80}")
        elif kind == "button":  # another mouse button
            pos, button = self.target(), rng.choice([2, 3, 4, 5])
            events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False))
            self.later(
                rng.randint(1, 10),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False),
            )
        elif kind == "presskey":  # keys while a press is held: they may rebuild what it holds
            hold = rng.randint(2, 12)
            self.gesture(self.target(), self.target_nearby, hold=hold)
            for _ in range(rng.randint(1, 3)):
                self.later(rng.randint(1, hold - 1), self.key_event(rng.choice(PRESS_KEYS)))
        elif kind == "lostfinger":  # a finger whose lift never arrives (the page lost it)
            self.gesture(self.target(), self.target_nearby, hold=None, touch=True)
        return events

    def key_event(self, key=None):
        key = self.rng.choice(KEYS) if key is None else key
        char = chr(key) if 32 <= key < 127 else ""
        return pygame.event.Event(
            pygame.KEYDOWN, key=key, mod=self.rng.choice(MODS), unicode=char, scancode=0
        )

    def later(self, frames, event):
        self.plan.setdefault(self.frame + max(1, frames), []).append(event)

    def gesture(self, start, then, hold=0, moves=False, touch=None):
        """A press now and its release `hold` frames later (None: never), with motion."""
        rng = self.rng
        touch = rng.random() < 0.45 if touch is None else touch
        end = then(start)
        if not touch:
            if self.mouse_held:
                return
            self.mouse_held = True
            self.plan.setdefault(self.frame, []).append(mouse(pygame.MOUSEBUTTONDOWN, start))
            steps = rng.randint(1, 8) if moves else 0
            for i in range(1, steps + 1):
                self.later(
                    max(1, (hold or 1) * i // (steps + 1)),
                    pygame.event.Event(
                        pygame.MOUSEMOTION,
                        pos=between(start, end, i, steps),
                        rel=(0, 0),
                        buttons=(1, 0, 0),
                        touch=False,
                    ),
                )
            up = mouse(pygame.MOUSEBUTTONUP, end if moves else start)
            self.later(hold or 1, up)
            return
        finger = self.next_finger if rng.random() < 0.8 else rng.choice([0, 1, 7, 2**40])
        self.next_finger += 1
        touch_id = rng.choice([1, 1, 1, 0, 3])
        size = self.app.screen.get_size()
        synthesised = rng.random() < 0.5  # SDL also sends mouse events marked touch=True
        first = [finger_event(pygame.FINGERDOWN, start, size, finger, touch_id)]
        if synthesised:
            first.append(mouse(pygame.MOUSEBUTTONDOWN, start, touch=True))
        self.plan.setdefault(self.frame, []).extend(first)
        if hold is None:
            return  # never lifted
        steps = rng.randint(1, 8) if moves else 0
        for i in range(1, steps + 1):
            self.later(
                max(1, (hold or 1) * i // (steps + 1)),
                finger_event(pygame.FINGERMOTION, between(start, end, i, steps), size, finger, touch_id),
            )
        spot = end if moves else start
        last = [finger_event(pygame.FINGERUP, spot, size, finger, touch_id)]
        if synthesised:
            last.append(mouse(pygame.MOUSEBUTTONUP, spot, touch=True))
        for event in last:
            self.later(hold or 1, event)

    def target(self):
        """A point worth pressing: on a widget of the top scene, on the board, or anywhere
        (now and then a little outside the window, as a drag can report)."""
        rng, app = self.rng, self.app
        w, h = app.screen.get_size()
        top = app.scenes.top
        widgets = [
            widget
            for widget in getattr(top, "widgets", [])
            if getattr(widget, "visible", True)
            and getattr(widget, "rect", None) is not None
            and widget.rect.width > 0
        ]
        roll = rng.random()
        if roll < 0.5 and widgets:
            rect = rng.choice(widgets).rect
            return (
                rng.randint(rect.left, max(rect.left, rect.right - 1)),
                rng.randint(rect.top, max(rect.top, rect.bottom - 1)),
            )
        board = getattr(top, "board_rect", None)
        if roll < 0.85 and board is not None and board.width > 0 and board.height > 0:
            return (rng.randint(board.left, board.right - 1), rng.randint(board.top, board.bottom - 1))
        if roll < 0.97:
            return rng.randrange(w), rng.randrange(h)
        return rng.randint(-20, w + 20), rng.randint(-20, h + 20)

    def target_nearby(self, start):
        spread = self.rng.choice([0, 0, 3, 20])
        return start[0] + self.rng.randint(-spread, spread), start[1] + self.rng.randint(-spread, spread)

    def target_far(self, start):
        return self.target() if self.rng.random() < 0.7 else self.target_nearby(start)

    # -- the clipboard -----------------------------------------------------------------------------
    def paste(self):
        return self.clip

    def copy(self, text):
        if self.rng.random() < 0.1:
            return False  # no clipboard here
        self.clip = text
        self.copied.append(text)
        del self.copied[:-20]
        return True

    def junk(self):
        rng = self.rng
        roll = rng.random()
        if roll < 0.1:
            return None
        if roll < 0.2:
            return rng.choice(["", " ", "\n\t ", "#", "https://example.org/tridice/#"])
        if roll < 0.35:
            alphabet = rng.choice([string.printable, bitpack.ALPHABET, "\u00e9\u4e2d\U0001f3b2#-_ "])
            return "".join(rng.choice(alphabet) for _ in range(rng.choice([1, 5, 30, 300])))
        if roll < 0.4:
            return rng.choice(["B", "x"]) * rng.choice([4001, 100000])
        if roll < 0.55 and self.copied:
            return rng.choice(self.copied)  # what the app copied (a game by link's reply, say)
        code = self.random_code()
        if code is None:
            return ""
        roll = rng.random()
        if roll < 0.2:
            return f"https://example.org/tridice/#{code}"
        if roll < 0.35:
            at = rng.randrange(len(code))
            return code[:at] + rng.choice(bitpack.ALPHABET) + code[at + 1 :]  # one character off
        if roll < 0.45:
            return f"  {code}\n"
        return code

    def random_code(self):
        game_id, players, record, _over = self.rng.choice(self.records)
        extra = None
        if playable_by_link(registry.get(game_id), players) and self.rng.random() < 0.5:
            extra = {
                "nonce": self.rng.getrandbits(40) % codes.NONCE_RADIX,
                "sender": self.rng.randrange(players),
            }
        seats = self.rng.choice([None, [self.rng.choice(KINDS) for _ in range(players)]])
        try:
            return codes.encode(record, None if extra else seats, extra)
        except codes.CodeError:
            return None

    # -- scenes opened directly ------------------------------------------------------------------------
    def make_records(self):
        """Records to open and copy: for each game a fresh, a half-played, a nearly finished
        and a finished one, with every player count and variant, from the storm's seed."""
        rng = random.Random(self.seed ^ 0xC0DE)
        found = []
        for game_id in registry.GAME_IDS:
            game = registry.get(game_id)
            for players in range(game.rules.min_players, game.rules.max_players + 1):
                for variant in game.rules.variants:
                    options = {
                        name: rng.choice(spec["choices"])
                        for name, spec in game.options.items()
                        if spec.get("variants") is None or variant in spec["variants"]
                    }
                    options = {name: value for name, value in options.items() if value is not None}
                    if game_id == "tri":  # small boards and few rounds: games that end
                        options.update(size=rng.choice([3, 4]), max_rounds=10)
                    match = Match.new(game_id, players, variant, options)
                    moves = []
                    while not match.is_over() and len(moves) < 3000:
                        moves.append(random_move(match.rules, match.state, rng))
                        match.play(moves[-1])
                    for cut in (0, len(moves) // 2, max(0, len(moves) - 2), len(moves)):
                        record = dict(match.record, options=dict(match.record["options"]), moves=moves[:cut])
                        found.append((game_id, players, record, cut == len(moves) and match.is_over()))
        return found

    def teleport(self, name=None, game_id=None):
        """Open a scene by name (`name`, else one at random) for a game (`game_id`, else
        one at random), as the app would from where a person can get to it."""
        rng, _app = self.rng, self.app
        visit = name
        name = name or rng.choices(PLACES, [SCENE_WEIGHTS.get(name, 1) for name in PLACES])[0]
        records = [r for r in self.records if game_id is None or r[0] == game_id]
        game_id = game_id or rng.choice(registry.GAME_IDS)
        self.note(f"open {name} ({game_id})")
        self.watchdog.god = True  # what the storm puts on the screen itself is its own doing
        try:
            self.open_place(name, game_id, visit, records)
        finally:
            self.watchdog.god = False
        if name == RACE:
            self.race_pending = (game_id, self.frame)

    def open_place(self, name, game_id, visit, records):
        rng, scenes = self.rng, self.app.scenes
        if name == "menu":
            scenes.pop_to("menu")
        elif name == "rules":  # from a setup, a board, a lesson or a replay of that game
            top = scenes.top
            game = getattr(top, "game", None)
            if top.name in ("setup", "board", "lesson", "replay") and game is not None and visit is None:
                scenes.open("rules", game_id=game.id)
            else:
                scenes.pop_to("menu")
                scenes.open("setup", game_id=game_id)
                scenes.open("rules", game_id=game_id)
        elif name in ("setup", "lesson", "lesson_offer"):  # the lesson: the setup's Learn
            scenes.pop_to("menu")
            scenes.open("setup", game_id=game_id)
            if scenes.top.name == "lesson_offer":  # a new player's first setup offers it itself
                scenes.pop()
            if name != "setup":
                scenes.open(name, game_id=game_id)
        elif name in ("settings", "credits", "recent", "record", "puzzles"):
            scenes.pop_to("menu")
            scenes.open(name)
        elif name == "puzzle":  # a daily puzzle, today's or another day's
            from games import puzzles

            scenes.pop_to("menu")
            scenes.open(
                "puzzle",
                game_id=rng.choice(puzzles.games()),
                number=rng.choice([None, rng.randrange(1, 900)]),
            )
        elif (
            name in ("board", "game_over", "confirm")
            or name == "share"
            and scenes.top.name not in ("board", "replay")
        ):
            game_id, players, record, over = rng.choice(records)
            if name == "game_over":
                game_id, players, record, over = rng.choice([r for r in records if r[3]])
            match = Match(copy_record(record))
            details = {}
            if not over and playable_by_link(registry.get(game_id), players) and rng.random() < 0.2:
                details["link"] = LinkGame(rng.getrandbits(40) % codes.NONCE_RADIX, rng.randrange(players))
                seats = [HUMAN] * players
            else:
                seats = [rng.choice(KINDS) for _ in range(players)]
            scenes.pop_to("menu")
            scenes.open("board", match=match, seats=seats, **details)
        elif name == "replay":
            _, players, record, _over = rng.choice(records)
            scenes.pop_to("menu")
            scenes.open(
                "replay", record=copy_record(record), seats=[rng.choice(KINDS) for _ in range(players)]
            )
        if name == "confirm" and scenes.top.name == "board":  # Restart asks first
            scenes.top.mode.ask_restart()
            if scenes.top.name != "confirm":  # nobody had moved: it restarted at once; ask anyway
                board = scenes.top
                scenes.open(
                    "confirm",
                    title="Start a new game?",
                    text="This game will be lost.",
                    answers=[("Cancel", None, "panel"), ("Restart", board.mode.restart, "accent")],
                )
        if name == "share":  # from a board (opened above if need be) or a replay
            code = self.random_code()
            if code is not None and scenes.top.name in ("board", "replay"):
                scenes.open("share", code=code, title=rng.choice(["Share this game", "Send to your friend"]))

    def race(self, game_id):
        """A returning player continues a `game_id` game one winning move away (from the
        storm's finished records), taps that move, and at once (the same frame, or a few frames
        into its animation) leaves the board: Restart, Menu, Esc or the browser's Back."""
        rng, app = self.rng, self.app
        ends = [r for r in self.records if r[0] == game_id and r[3] and r[2]["moves"]]
        _game, players, whole, _over = rng.choice(ends)
        match = Match(copy_record(whole))
        last = len(match.moves) - 1
        mover = match.seat_of(last)
        if mover == CHANCE:
            return  # the dice ended it: nothing for a person to tap
        seats = [HUMAN if seat == mover else rng.choice(LEVELS) for seat in range(players)]
        before = Match(dict(copy_record(whole), moves=whole["moves"][:last]))
        self.watchdog.god = True
        try:
            autosave.save(app, before, seats, ident=record_mod.new_ident())
            app.scenes.pop_to("menu")
            app.scenes.top.resume()
            app.scenes.top.continue_game(autosave.slot_of(game_id))
        finally:
            self.watchdog.god = False
        board = app.scenes.top
        if board.name != "board" or board.rules.is_over(board.state):
            return
        move = whole["moves"][last]
        for _step in range(4):  # picks on the way (a die, then its target) are made at once
            board.sync_ui()
            wanted = pointing_at(board, list(board.key_targets()), {move})
            if not wanted:
                board.view.show_move(board.state, board.ui, move)
                board.sync_ui()
                wanted = pointing_at(board, list(board.key_targets()), {move})
            if not wanted:
                return
            rect, hit = wanted[0]
            if hit.move == move:
                break
            board.apply(hit)
        else:
            return
        self.races += 1
        self.note(f"race: {move} in {game_id}, then a way off")
        touch = rng.random() < 0.5 and app.pointers.finger is None  # (a finger never lifted: the mouse)

        def press(spot, kind):
            """A finger's (with SDL's mouse copy) or the mouse's press or lift at `spot`."""
            finger = pygame.FINGERDOWN if kind == "down" else pygame.FINGERUP
            button = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
            found = [finger_event(finger, spot, app.screen.get_size(), 90, 1)] if touch else []
            return found + [mouse(button, spot, touch=touch)]

        self.plan.setdefault(self.frame, []).extend(press(rect.center, "down"))
        lift = self.frame + 1
        self.plan.setdefault(lift, []).extend(press(rect.center, "up"))
        after = lift + rng.choice([0, 0, 1, 2, 5, 10])
        self.race_until = after
        way = rng.choice(["Restart", "Menu", "Esc", "Back"])
        if way in ("Esc", "Back"):
            key = pygame.K_ESCAPE if way == "Esc" else pygame.K_AC_BACK
            self.plan.setdefault(after, []).append(
                pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
            )
            return
        button = next(
            (
                w
                for w in board.widgets
                if getattr(w, "text", None) == {"Restart": _("Restart"), "Menu": _("Menu")}[way]
            ),
            None,
        )
        if button is None:
            return
        self.plan.setdefault(after, []).extend(
            press(button.rect.center, "down") + press(button.rect.center, "up")
        )

    # -- the story of a failure ---------------------------------------------------------------------------
    def note(self, text):
        line = f"{self.frame}: {text}"
        self.log.append(line)
        self.trail = zlib.crc32(line.encode("utf-8", "replace"), self.trail)

    def story(self):
        app = self.app
        where = scene_names(app) if app is not None else []
        size = app.screen.get_size() if app is not None else None
        lines = [
            f"storm seed {self.seed} (STORM_SEED={self.seed} reproduces it), failed at frame "
            f"{self.frame}, scenes {where}, window {size}, restarts {self.restarts}",
            "the last actions:",
        ]
        return "\n".join(lines + [f"  {line}" for line in self.log])

    def summary(self):
        return (
            f"seed {self.seed}: {self.frame} frames, restarts {self.restarts}, scenes on top "
            f"{dict(sorted(self.seen.items()))}, frames waiting for a computer or the dice "
            f"{self.automatic_frames} (longest wait {self.longest_wait})"
        )


def copy_record(record):
    return {**record, "options": dict(record["options"]), "moves": list(record["moves"])}


def mouse(kind, pos, touch=False):
    return pygame.event.Event(kind, pos=pos, button=1, touch=touch)


def finger_event(kind, pos, size, finger, touch_id):
    return pygame.event.Event(
        kind,
        x=pos[0] / size[0],
        y=pos[1] / size[1],
        dx=0.0,
        dy=0.0,
        finger_id=finger,
        touch_id=touch_id,
        pressure=1.0,
    )


def between(start, end, i, steps):
    return (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)


def describe(event):
    name = pygame.event.event_name(event.type)
    details = {
        k: v
        for k, v in event.dict.items()
        if k in ("pos", "button", "touch", "key", "mod", "x", "y", "finger_id", "size", "buttons")
    }
    if "key" in details:
        details["key"] = pygame.key.name(details["key"]) or details["key"]
    return f"{name} {details}"


def main(argv):
    import tempfile

    seed = int(argv[1]) if len(argv) > 1 else random.SystemRandom().getrandbits(32)
    frames = int(argv[2]) if len(argv) > 2 else 100000
    with tempfile.TemporaryDirectory() as folder:
        print(f"storm seed {seed}, {frames} frames, data in {folder}", flush=True)
        storm = Storm(folder, seed).run(frames)
        print(storm.summary())


if __name__ == "__main__":
    main(sys.argv)
