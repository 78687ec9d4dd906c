"""`make bench-browser`'s instruments, run in the page before the app starts.

tools/browser/page.html imports this file as the module `tridice_prelude` when the page is
opened with `?prelude=bench_prelude.py` (tools/browser/harness.mjs serves it); without that
nothing here runs and the app is the one players get. It changes nothing the app does: it
wraps `App.step` and `AIRunner` to write down what each frame and each computer move cost,
and tools/browser/bench.mjs reads the records with `take()`.

Per frame (App.step): the app's own `last_frame_ms` (input, update and draw: what native
`make bench` measures), the whole call's ms (with the page probe's publishing after it),
the top scene's name and its age in seconds (how long it has been on top), and whether a
computer thought in that frame (AIRunner.step ran). Per computer move: its wall time from
the runner's start to the frame that brought the move, the thinking the frames gave it (the
sum of its slices), the number of frames, the level and, for TRICE's give and place, the
empty cells, how many moves there were to choose from and whether the solve was exact.

Query parameters the prelude reads (beside the page's own `args`):
    level=easy|normal|hard   the `--demo` computers' level (app.scenes.demo.DEMO_LEVEL)
    animation=normal|fast|off  the animation setting for this run (not saved)
    again=1                  a demo game that ends is followed by a new one on a new board
    trice_from=N             `--demo trice` starts each game (variants in turn) from a random
                             position with N empty cells and a die to place, and ends it when
                             the card is full: the placing half, where the hard level's
                             exact play is claimed, without the opening and the full card
    frame=MS                 experiments: app.play.ai_runner.WEB_FRAME_MS (the frame the runner aims at)
    exact_empties=N          experiments: TRICE's EXACT_EMPTIES (games/trice/reach.py) in the page
    think_frame=MS           experiments: app.play.ai_runner.WEB_THINK_FRAME_MS (a long frame's aim)
    agent_slice=MS           experiments: app.play.ai_runner.WEB_AGENT_SLICE_S (the agents' slice)
"""

import gc
import json
import time
import weakref
from urllib.parse import parse_qs

import js

# page clock readings (ms since navigation start), and the first scene's name
MARKS: dict[str, float | str | None] = {"prelude": float(js.performance.now())}

import pygame  # noqa: E402,F401  (the wheel's first import: its WebAssembly is compiled and linked)

MARKS["pygame"] = float(js.performance.now())

from app import app as app_module  # noqa: E402
from app.play import ai_runner  # noqa: E402

MARKS["app_imported"] = float(js.performance.now())

_QUERY = {key: values[-1] for key, values in parse_qs(str(js.location.search).lstrip("?")).items()}
LEVEL = _QUERY.get("level")
ANIMATION = _QUERY.get("animation")
AGAIN = _QUERY.get("again") == "1"
TRICE_FROM = int(_QUERY["trice_from"]) if "trice_from" in _QUERY else None
if "frame" in _QUERY:
    ai_runner.WEB_FRAME_MS = float(_QUERY["frame"])
if "exact_empties" in _QUERY:  # experiments: where TRICE's hard level goes straight for the exact answer
    from games.trice import ai as trice_ai
    from games.trice import reach as trice_reach
    from games.trice import solver as trice_solver

    for module in (trice_ai, trice_solver, trice_reach):
        setattr(module, "EXACT_EMPTIES", int(_QUERY["exact_empties"]))  # noqa: B010 - each module's own name
if "think_frame" in _QUERY:
    ai_runner.WEB_THINK_FRAME_MS = float(_QUERY["think_frame"])
if "agent_slice" in _QUERY:
    ai_runner.WEB_AGENT_SLICE_S = float(_QUERY["agent_slice"]) / 1000

# [app ms, call ms, top scene, its age s, computer thought, game, thinking ms,
#  ms in garbage collections, the oldest generation collected (-1: none),
#  a computer's move arrived, moves played in the frame (a roll counts),
#  the computer thought a long frame (nothing moved: app/ui/pacing.py)]
FRAMES: list[list[object]] = []
MOVES: list[dict[str, object]] = []  # one dict per computer move
# scene -> perf_counter when it first was on top
_since: weakref.WeakKeyDictionary[object, float] = weakref.WeakKeyDictionary()
_stepped = [False, 0.0, False, False]  # an AIRunner stepped in this frame, ms, a move arrived, a long frame
_games = [0]
_app = [None]  # the app, once its first frame runs
_gc = [0.0, -1, 0.0]  # this frame's ms collecting, oldest generation, a collection's start


def _collecting(phase, info):
    if phase == "start":
        _gc[2] = time.perf_counter()
    else:
        _gc[0] += (time.perf_counter() - _gc[2]) * 1000
        _gc[1] = max(_gc[1], info.get("generation", -1))


gc.callbacks.append(_collecting)

if LEVEL:
    from app.scenes import demo

    demo.DEMO_LEVEL = LEVEL
if TRICE_FROM is not None:
    import random

    from app.scenes import demo

    _start_demo = demo.start_demo
    _rng = random.Random(7)

    def start_demo(app, game_id):
        """TRICE from TRICE_FROM empty cells (random play up to there), else the app's demo."""
        if game_id != "trice":
            return _start_demo(app, game_id)
        from games.match import Match
        from games.trice.rules import CHANCE, PLACE, RULES
        from games.trice.tables import EMPTY

        while True:
            match = Match.new("trice", 2, RULES.variants[_games[0] % len(RULES.variants)])
            while not RULES.is_over(match.state):
                state = match.state
                if state.phase == PLACE and list(state.board).count(EMPTY) == TRICE_FROM:
                    app.scenes.pop_to("menu")
                    return app.scenes.open("board", match=match, seats=[demo.DEMO_LEVEL] * 2)
                if RULES.to_move(state) == CHANCE:
                    match.play(RULES.random_outcome(state, _rng))
                else:
                    match.play(_rng.choice(RULES.legal_moves(state)))

    demo.start_demo = start_demo


def take():
    """The records so far, as JSON, and start afresh (the marks stay)."""
    out = json.dumps(
        {
            "frames": FRAMES,
            "moves": MOVES,
            "marks": MARKS,
            "games": _games[0],
            "frame_ms": ai_runner.WEB_FRAME_MS,
            "think_frame_ms": ai_runner.WEB_THINK_FRAME_MS,
            "agent_slice_ms": ai_runner.WEB_AGENT_SLICE_S * 1000,
        }
    )
    FRAMES.clear()
    MOVES.clear()
    return out


def _game_of(scene):
    match = getattr(scene, "match", None)
    return match.record["game"] if match is not None else None


_step = app_module.App.step


def step(self, dt, events=None):
    if "first_step" not in MARKS:
        MARKS["first_step"] = float(js.performance.now())
        _app[0] = self
        if ANIMATION:
            self.settings.animation = ANIMATION
    top = self.scenes.top
    now = time.perf_counter()
    since = _since.setdefault(top, now) if top is not None else now
    _stepped[0], _stepped[1], _stepped[2], _stepped[3] = False, 0.0, False, False
    _gc[0], _gc[1] = 0.0, -1
    played = _played(self)
    drew = _step(self, dt, events)
    played = max(0, _played(self) - played)  # a new board starts from its own count
    call_ms = (time.perf_counter() - now) * 1000
    if "first_frame" not in MARKS and drew:
        MARKS["first_frame"] = float(js.performance.now())
        MARKS["first_scene"] = getattr(top, "name", None)
    FRAMES.append(
        [
            round(self.last_frame_ms, 3),
            round(call_ms, 3),
            getattr(top, "name", None),
            round(now - since, 3),
            _stepped[0],
            _game_of(top),
            round(_stepped[1], 3),
            round(_gc[0], 3),
            _gc[1],
            _stepped[2],
            played,
            _stepped[3],
        ]
    )
    if AGAIN:
        _again(self)
    return drew


app_module.App.step = step  # type: ignore[method-assign]  # the bench's frame, around the app's


def _played(app):
    board = app.scenes.find("board")
    match = getattr(board, "match", None)
    return len(match.moves) if match is not None else 0


def _again(app):
    """A new demo game when this one is over (or, from TRICE_FROM, once the card is full)."""
    board = app.scenes.find("board")
    if board is None:
        return
    over = board.rules.is_over(board.state)
    full = TRICE_FROM is not None and getattr(board.state, "phase", None) in ("mark", "swap", "inc")
    if over and app.scenes.top.name == "game_over" or full and not board.busy():
        from app.scenes import demo

        _games[0] += 1
        demo.start_demo(app, _game_of(board))


_init = ai_runner.AIRunner.__init__
_runner_step = ai_runner.AIRunner.step


def runner_init(self, agent, state):
    _init(self, agent, state)
    board = _app[0].scenes.find("board") if _app[0] is not None else None
    level = getattr(agent, "level", None)
    seat = board.rules.to_move(board.state) if board is not None else None
    if seat is not None and 0 <= seat < len(getattr(board, "seats", ())):
        level = board.seats[seat]  # the seat's level, whatever the agent calls itself
    self.bench = {"agent": agent, "state": state, "level": level, "spent": 0.0, "frames": 0, "nexts": []}
    self.thinking = _timed(self.thinking, self.bench["nexts"])


def _timed(thinking, nexts):
    """The agent's generator, each resumption timed (ms): how finely it gives the frame back."""
    try:
        while True:
            start = time.perf_counter()
            try:
                next(thinking)
            except StopIteration as stop:
                return stop.value
            nexts.append((time.perf_counter() - start) * 1000)
            yield
    finally:
        thinking.close()


def runner_step(self, *args, **kwargs):
    _stepped[0] = True
    _stepped[3] = bool(kwargs.get("still"))
    start = time.perf_counter()
    move = _runner_step(self, *args, **kwargs)
    end = time.perf_counter()
    _stepped[1] += (end - start) * 1000
    info = getattr(self, "bench", None)
    if info is None or info.get("recorded"):
        return move
    info["spent"] += end - start
    info["frames"] += 1
    if move is not None:  # the move arrives (the runner may have held it a frame)
        info["recorded"] = True
        _stepped[2] = True
        MOVES.append(_move_record(self, info, end))
    return move


def _move_record(runner, info, end):
    agent, state = info["agent"], info["state"]
    nexts = info["nexts"] or [0.0]
    record = {
        "level": info["level"],
        "wall_s": round(end - runner.started, 4),
        "next_ms_max": round(max(nexts), 3),
        "resumptions": len(nexts),
        "think_s": round(info["spent"], 4),
        "frames": info["frames"],
        "longest_slice_ms": round(runner.longest_slice_ms, 3),
        "searched": int(getattr(agent, "searched", 0)),  # positions (nodes or playouts)
    }
    phase = getattr(state, "phase", None)
    if type(agent).__module__ == "games.trice.ai" and phase in ("give", "place"):  # TRICE's placing half
        from games.trice.rules import RULES
        from games.trice.tables import EMPTY

        record.update(
            game="trice",
            phase=phase,
            empties=list(state.board).count(EMPTY),
            choices=len(RULES.legal_moves(state)),
            exact=bool(getattr(agent, "last", {}).get("exact")),
        )
    return record


ai_runner.AIRunner.__init__ = runner_init  # type: ignore[method-assign]  # the bench watches every runner
ai_runner.AIRunner.step = runner_step  # type: ignore[method-assign]
