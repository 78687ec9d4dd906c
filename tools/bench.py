"""`make bench`: speed and size figures, printed as a table and written to
build/bench.json. Budgets are docs/performance.md's. How strong
the computer levels are is measured by `make strength` (tools/strength.py,
docs/strength.md): a handful of games here would say nothing about it.

Games appear as they are built: rules + ai for the AI and playout figures,
plus a board scene for the frame figures.
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from games import agents, registry  # noqa: E402
from games.core import CHANCE  # noqa: E402
from games.playout import random_move  # noqa: E402
from games.trice.reach import EXACT_EMPTIES  # noqa: E402

BUDGET = {
    "frame_median": 2.0,
    "frame_p95": 4.0,
    "idle": 0.2,
    "startup": 1.0,
    "bundle": 2 * 1024 * 1024,
    "program_zip": 40_000_000,  # the Linux download (issue 30)
    "ai_frame": 30.0,
    "idle_cpu": 0.01,  # an idle window's share of a core (issue 29)
    "think_share": 0.9,  # natively, of a hard move's wall time (issue 29)
    **{k: v for k, v in agents.BUDGETS.items()},
}


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def games_with_ai():
    return list(registry.GAME_IDS)  # every declared game has rules and agents


# -- app frames ------------------------------------------------------------------------------
def make_app(tmp):
    from app.app import App
    from app.saved.storage import FileBackend, Storage

    return App(size=(720, 1280), storage=Storage(FileBackend(tmp)), pace=False)


def idle_frame_ms(tmp):
    app = make_app(tmp)
    for _ in range(5):
        app.step(1 / 60, events=[])
    times = []
    for _ in range(300):
        start = time.perf_counter()
        drew = app.step(1 / 60, events=[])
        if not drew:
            times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times) if times else float("nan")


def mid_game_match(game_id, rng):
    from games.match import Match

    rules = registry.rules(game_id)
    # play a random game to its end, then rebuild it half-way
    match = Match.new(game_id, rules.min_players)
    while not match.is_over():
        match.play(random_move(rules, match.state, rng))
    half = Match.new(game_id, rules.min_players)
    for move in match.moves[: len(match.moves) // 2]:
        half.play(move)
    while half.to_move() == CHANCE:
        half.play(rules.random_outcome(half.state, rng))
    return half


def frame_ms(game_id, tmp):
    app = make_app(tmp)
    match = mid_game_match(game_id, random.Random(11))
    app.scenes.pop_to("menu")  # the board alone above the menu
    app.scenes.open("board", match=match, seats=["human"] * match.record["players"])
    for _ in range(120):  # let entrance animations settle
        app.step(1 / 60, events=[])
    times = []
    for _ in range(240):
        app.invalidate()  # measure update + a full draw, the worst ordinary frame
        start = time.perf_counter()
        app.step(1 / 60, events=[])
        times.append((time.perf_counter() - start) * 1000)
    return {"median": round(statistics.median(times), 3), "p95": round(percentile(times, 0.95), 3)}


def ai_max_frame_ms(game_id, tmp, seconds=6.0):
    """Longest frame while computer players think, in a demo game."""
    from app.scenes.board import BoardScene
    from app.scenes.demo import start_demo

    app = make_app(tmp)
    board = start_demo(app, game_id)
    assert isinstance(board, BoardScene)  # a demo opens a board scene
    longest, waited = 0.0, 0.0

    def computer_thinking():
        return any(getattr(source, "thinking", False) for source in board.sources.values())

    while waited < seconds:
        # a frame counts when a computer was to move as it began (a quick level may
        # start and finish its move inside one frame, with no thinking left after it)
        thinking = computer_thinking() or board.rules.to_move(board.state) not in (CHANCE, None)
        start = time.perf_counter()
        app.step(1 / 60, events=[])
        spent = (time.perf_counter() - start) * 1000
        if thinking or computer_thinking():
            longest = max(longest, spent)
        waited += max(spent / 1000, 1 / 60)
        if board.rules.is_over(board.state):
            break
    return longest


def run_loop(app, seconds, after=0.0):
    """The app's own loop (App.run, paced at 60 frames a second, resting when it may) for
    `after` + `seconds`; the share of one core the process used in the last `seconds`."""
    import asyncio

    async def watch():
        task = asyncio.create_task(app.run())
        await asyncio.sleep(after)
        cpu, wall = time.process_time(), time.perf_counter()
        await asyncio.sleep(seconds)
        used = (time.process_time() - cpu) / (time.perf_counter() - wall)
        app.running = False
        await task
        return used

    return asyncio.run(watch())


def idle_cpu(tmp):
    """Natively, an idle window's share of a core from its 5th second on, for 10 s: the menu,
    and a Tris 2 puzzle waiting for the player (issue 29: under 1%)."""
    from app.app import App
    from app.saved.storage import FileBackend, Storage

    found = {}
    for where in ("menu", "tris2 puzzle"):
        app = App(size=(720, 1280), storage=Storage(FileBackend(tmp)), pace=True)
        if where != "menu":
            app.scenes.open("puzzle", game_id="tris2", number=1)
        found[where] = round(run_loop(app, 10.0, after=5.0), 4)
    return found


def hard_thinking(game_id, tmp, seconds=10.0):
    """Hard against hard in the app's own paced loop (a demo): per hard move, the share of its
    wall time the computer thought and the positions it searched (issue 29 points 1 and 2)."""
    from app.app import App
    from app.play import ai_runner
    from app.saved.storage import FileBackend, Storage
    from app.scenes import demo

    moves = []
    step = ai_runner.AIRunner.step

    def timed(self, *args, **kwargs):
        start = time.perf_counter()
        move = step(self, *args, **kwargs)
        self.bench_spent = getattr(self, "bench_spent", 0.0) + time.perf_counter() - start
        if move is not None and not getattr(self, "bench_told", False):
            self.bench_told = True
            wall = self.clock() - self.started
            moves.append((self.bench_spent / wall, self.agent.searched, wall, self.bench_spent))
        return move

    ai_runner.AIRunner.step = timed  # type: ignore[method-assign]  # the bench watches each runner
    level, demo.DEMO_LEVEL = demo.DEMO_LEVEL, "hard"
    try:
        app = App(size=(720, 1280), storage=Storage(FileBackend(tmp)), pace=True)
        demo.start_demo(app, game_id)
        run_loop(app, seconds)
    finally:
        ai_runner.AIRunner.step = step  # type: ignore[method-assign]
        demo.DEMO_LEVEL = level
    long = [m for m in moves if m[2] >= 1.0]  # moves that used their budget (TRI's mostly end early)
    return {
        "moves": len(moves),
        "share": round(statistics.median(m[0] for m in long), 3) if long else None,
        "searched": int(statistics.median(m[1] for m in moves)) if moves else 0,
        # positions a second of thinking: what compares with the browser's, whatever the positions
        "per_s": int(statistics.median(m[1] / m[3] for m in long)) if long else None,
    }


def startup_s():
    runs = []
    env = dict(os.environ, TRIDICE_DATA_DIR=os.path.join(ROOT, "build", "bench-data"))
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, os.path.join(ROOT, "main.py"), "--frames", "1"],
            check=True,
            env=env,
            cwd=ROOT,
            capture_output=True,
        )
        runs.append(time.perf_counter() - start)
    return min(runs)


def dist_figures():
    """The sizes of what make dist built for this version (None where dist/ lacks it) and the
    download's start-up: unzipped into an empty folder, run with only what SDL needs in its
    environment, to its first menu frame (--frames 1; the best of three, like startup_s)."""
    import shutil
    import tempfile
    from pathlib import Path

    from tools import build_web, dist

    version = build_web.read_version()
    files = {
        "wheel": dist.DIST / dist.wheel_name(version),
        "sdist": dist.DIST / dist.sdist_name(version),
        "program_zip": dist.program_zip(version),
    }
    found: dict[str, Any] = {
        f"{name}_bytes": path.stat().st_size if path.is_file() else None for name, path in files.items()
    }
    found["program_zip_name"] = files["program_zip"].name
    found["program_startup_s"] = None
    if files["program_zip"].is_file() and sys.platform.startswith("linux"):
        folder = tempfile.mkdtemp(prefix="tridice-bench-program-")
        try:
            dist.extract(files["program_zip"], Path(folder))
            env = {
                "SDL_VIDEODRIVER": "dummy",
                "SDL_AUDIODRIVER": "dummy",
                "TRIDICE_DATA_DIR": os.path.join(folder, "data"),
            }
            runs = []
            for _ in range(3):
                start = time.perf_counter()
                subprocess.run(
                    [os.path.join(folder, "tridice"), "--frames", "1"],
                    check=True,
                    env=env,
                    cwd=folder,
                    capture_output=True,
                )
                runs.append(time.perf_counter() - start)
            found["program_startup_s"] = round(min(runs), 3)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return found


def bundle_bytes():
    web = os.path.join(ROOT, "build", "web")
    apks = [f for f in os.listdir(web)] if os.path.isdir(web) else []
    apks = [f for f in apks if f.endswith(".apk")]
    if not apks:
        subprocess.run([sys.executable, os.path.join(ROOT, "tools", "build_web.py")], check=True, cwd=ROOT)
        apks = [f for f in os.listdir(web) if f.endswith(".apk")]
    return os.path.getsize(os.path.join(web, apks[0]))


# -- rules and AI ----------------------------------------------------------------------------------
def playouts_per_s(game_id, seconds=2.0):
    rules = registry.rules(game_id)
    rng = random.Random(5)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = rules.new_game(players=rules.min_players)
        while not rules.is_over(state):
            state = rules.play(state, random_move(rules, state, rng))
        count += 1
    return round(count / (time.perf_counter() - start), 1)


def play_game(game_id, players, seat_agents, rng, move_times):
    """Play one game; seat_agents[seat] is (level, agent). Returns the returns."""
    rules = registry.rules(game_id)
    state = rules.new_game(players=players)
    view = getattr(rules, "view", None)
    while not rules.is_over(state):
        seat = rules.to_move(state)
        if seat == CHANCE:
            state = rules.play(state, rules.random_outcome(state, rng))
            continue
        level, agent = seat_agents[seat]
        start = time.perf_counter()
        move = agents.run(agent.think(view(state, seat) if view else state))
        spent = time.perf_counter() - start
        if level in move_times:
            move_times[level] = max(move_times[level], spent)
        state = rules.play(state, move)
    return rules.returns(state)


def ai_figures(game_id, games):
    game = registry.get(game_id)
    rules = game.rules
    players = rules.min_players
    rng = random.Random(17)
    move_times = {"easy": 0.0, "normal": 0.0, "hard": 0.0}
    rates = {}
    for name, opponent in (("hard_vs_random", "random"), ("hard_vs_easy", "easy")):
        score = 0.0
        for number in range(games):
            hard_seat = number % players
            seat_agents = []
            for seat in range(players):
                if seat == hard_seat:
                    seat_agents.append(("hard", game.make_agent("hard", rng=random.Random(number))))
                elif opponent == "random":
                    seat_agents.append(("random", agents.RandomAgent(rules, random.Random(number + 99))))
                else:
                    seat_agents.append(("easy", game.make_agent("easy", rng=random.Random(number + 99))))
            score += play_game(game_id, players, seat_agents, rng, move_times)[hard_seat]
        rates[name] = round(score / games, 3)
    # a normal-vs-normal game for the normal level's move time
    play_game(
        game_id,
        players,
        [("normal", game.make_agent("normal", rng=random.Random(s))) for s in range(players)],
        rng,
        move_times,
    )
    return {k: round(v, 3) for k, v in move_times.items()}, rates


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--games",
        type=int,
        default=4,
        help="games per AI match-up for the move times (default 4); strength: make strength",
    )
    parser.add_argument("--only", help="comma-separated game ids")
    options = parser.parse_args()
    import tempfile

    tmp = tempfile.mkdtemp(prefix="tridice-bench-")
    os.environ["TRIDICE_DATA_DIR"] = tmp
    only = set(options.only.split(",")) if options.only else None
    with_ai = [g for g in games_with_ai() if only is None or g in only]
    from app import boards

    with_scene = [g for g in boards.playable() if g in with_ai]

    result: dict[str, Any] = {  # build/bench.json
        "frame_ms": {},
        "idle_frame_ms": None,
        "startup_s": None,
        "bundle_bytes": None,
        "dist": {},
        "ai_move_s": {},
        "ai_max_frame_ms": 0.0,
        "playouts_per_s": {},
    }
    result["idle_frame_ms"] = round(idle_frame_ms(tmp), 4)
    result["idle_cpu"] = idle_cpu(tmp)
    result["hard_thinking"] = {game_id: hard_thinking(game_id, tmp) for game_id in with_scene}
    result["startup_s"] = round(startup_s(), 3)
    result["bundle_bytes"] = bundle_bytes()
    result["dist"] = dist_figures()
    for game_id in with_scene:
        result["frame_ms"][game_id] = frame_ms(game_id, tmp)
        result["ai_max_frame_ms"] = round(max(result["ai_max_frame_ms"], ai_max_frame_ms(game_id, tmp)), 2)
    for game_id in with_ai:
        result["playouts_per_s"][game_id] = playouts_per_s(game_id)
        times, _ = ai_figures(game_id, options.games)  # a few games' win rates mean nothing
        result["ai_move_s"][game_id] = times
    if "trice" in with_ai and os.path.exists(os.path.join(ROOT, "tools", "bench_trice.py")):
        sys.path.insert(0, os.path.join(ROOT, "tools"))
        import bench_trice

        result["trice_solve"] = {str(k): round(v, 4) for k, v in bench_trice.solve_times().items()}

    os.makedirs(os.path.join(ROOT, "build"), exist_ok=True)
    with open(os.path.join(ROOT, "build", "bench.json"), "w", encoding="utf-8") as handle:
        json.dump(result, handle, indent=2)
    print_table(result)


def verdict(ok):
    return "ok" if ok else "OVER BUDGET"


def dist_rows(d):
    """make dist's figures: sizes, and the download's start-up (or that it was not built)."""
    rows = []
    for key, label, budget in (
        ("wheel_bytes", "wheel (make dist)", None),
        ("sdist_bytes", "sdist (make dist)", None),
        ("program_zip_bytes", "download " + d.get("program_zip_name", "zip"), BUDGET["program_zip"]),
    ):
        size = d.get(key)
        if size is None:
            rows.append((label, "not built", "make dist", ""))
        else:
            limit = f"< {budget / 1e6:.0f} MB" if budget else ""
            rows.append((label, f"{size / 1e6:.1f} MB", limit, verdict(size < budget) if budget else ""))
    seconds = d.get("program_startup_s")
    if seconds is None:
        rows.append(("download start-up to first frame", "not built", "make dist", ""))
    else:
        rows.append(
            (
                "download start-up to first frame",
                f"{seconds:.3f} s",
                "<= 1 s",
                verdict(seconds <= BUDGET["startup"]),
            )
        )
    return rows


def print_table(r):
    rows = [
        (
            "idle frame",
            f"{r['idle_frame_ms']:.4f} ms",
            "< 0.2 ms",
            verdict(r["idle_frame_ms"] < BUDGET["idle"]),
        ),
        ("start-up", f"{r['startup_s']:.3f} s", "<= 1 s", verdict(r["startup_s"] <= BUDGET["startup"])),
        (
            "web bundle",
            f"{r['bundle_bytes'] / 1024:.0f} KB",
            "<= 2 MB",
            verdict(r["bundle_bytes"] <= BUDGET["bundle"]),
        ),
        *dist_rows(r.get("dist") or {}),
        (
            "longest frame while AI thinks",
            f"{r['ai_max_frame_ms']:.1f} ms",
            "<= 30 ms",
            verdict(r["ai_max_frame_ms"] <= BUDGET["ai_frame"]),
        ),
    ]
    for where, used in r.get("idle_cpu", {}).items():
        rows.append(
            (
                f"idle window, {where}: a core's share",
                f"{100 * used:.2f} %",
                "< 1 %",
                verdict(used < BUDGET["idle_cpu"]),
            )
        )
    for game, t in r.get("hard_thinking", {}).items():
        share = t["share"]
        rows.append(
            (
                f"{game} hard move: thinking share / searched",
                f"{'-' if share is None else share} / {t['searched']} ({t.get('per_s')}/s)",
                ">= 0.9",
                "(moves end early)" if share is None else verdict(share >= BUDGET["think_share"]),
            )
        )
    for game, f in r["frame_ms"].items():
        rows.append(
            (
                f"{game} frame median / p95",
                f"{f['median']:.2f} / {f['p95']:.2f} ms",
                "<= 2 / 4 ms",
                verdict(f["median"] <= 2 and f["p95"] <= 4),
            )
        )
    for game, times in r["ai_move_s"].items():
        for level, seconds in times.items():
            rows.append(
                (
                    f"{game} AI {level}: slowest move",
                    f"{seconds:.3f} s",
                    f"<= {BUDGET[level]} s",
                    verdict(seconds <= BUDGET[level]),
                )
            )
    for game, n in r["playouts_per_s"].items():
        rows.append((f"{game} random playouts", f"{n}/s", "", ""))
    rows.append(("how strong each level is", "make strength", "docs/strength.md", ""))
    for empties, seconds in r.get("trice_solve", {}).items():
        rows.append(
            (f"trice exact solve, {empties} empty", f"{seconds:.4f} s", f"{EXACT_EMPTIES} empty < 1.5 s", "")
        )
    width = max(len(row[0]) for row in rows)
    print(f"{'figure'.ljust(width)}  {'measured':>22}  {'budget':>16}  verdict")
    for name, value, budget, ok in rows:
        print(f"{name.ljust(width)}  {value:>22}  {budget:>16}  {ok}")
    print("\nwritten to build/bench.json")


if __name__ == "__main__":
    main()
