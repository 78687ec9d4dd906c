"""TRICE solver benchmark: how long an exact solve takes, and whether the hard
level really plays perfectly from games.trice.reach.EXACT_EMPTIES empty cells.

`solve_times(repeats=...)` returns {empty cells: median seconds} for 5..9
empty cells (what `make bench` shows). Each position is reached by random
play from a random roll, not over yet, with a die to give (the placement
just made, the give pending), and is solved to the end without a time limit.
Times are CPU seconds of this process (time.process_time): other programs on
the machine do not inflate them.

    python tools/bench_trice.py [--empties 8,9,10,11] [--repeats 5] [--phase give]
    python tools/bench_trice.py --against-old [--straight]   # the same positions by the old solver too
    python tools/bench_trice.py --perfect 40   # hard against hard, on its real budget

`--against-old` solves each position with the solver as it was before the faster exact
search (tests/trice_solver_reference.py) too, in turn with the current one, and prints both
medians and their ratio; `--straight` makes both go straight for the exact answer whatever
the number of empty cells (EXACT_EMPTIES raised: the exact search alone, without the
heuristic iterations that come first from EXACT_EMPTIES + 1 empty cells).

`--perfect N` plays N games of hard against hard (both variants in turn) with
the app's budget counted in CPU seconds, and counts the hard level's choices
with at most EXACT_EMPTIES empty cells that it did not solve exactly (there
should be none), with the slowest move.

`--in-app SECONDS` asks the same of the app itself: the real App (headless),
paced at 60 frames a second as App.run paces it, plays hard against hard from
positions with EXACT_EMPTIES + 1 empty cells and a die to place (random play
up to there, the variants in turn) until the card is full, the computer
thinking in the app's slices of each frame and a new agent each move, on the
wall clock. It prints, per number of empty cells, how many choices were
solved exactly and the slowest move's wall time. (`make bench-browser` does
the same in the browser.)
"""

import argparse
import os
import random
import statistics
import sys
import time

ROOT_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT_DIR)

from games.agents import run  # noqa: E402
from games.trice.ai import SolverAgent, make_agent  # noqa: E402
from games.trice.reach import EXACT_EMPTIES  # noqa: E402
from games.trice.rules import CHANCE, GIVE, PLACE, RULES, TriceState  # noqa: E402
from games.trice.solver import Solver  # noqa: E402
from games.trice.tables import EMPTY  # noqa: E402

EMPTIES = (5, 6, 7, 8, 9)


def random_position(empties, rng, variant="v0.3"):
    """A reachable give position with `empties` free cells, game not over."""
    while True:
        state = RULES.new_game(variant=variant)
        while not RULES.is_over(state):
            if state.phase == "give" and state.board.count(-1) == empties:
                return state
            if RULES.to_move(state) == -1:
                state = RULES.play(state, RULES.random_outcome(state, rng))
            else:
                state = RULES.play(state, rng.choice(RULES.legal_moves(state)))


def solve_time(state, solver_class=Solver):
    """CPU seconds to solve `state` (give or place) exactly, from an empty table."""
    solver = solver_class(state.variant == "v0.3")
    hand = state.hand if state.phase == PLACE else None
    solver.load(state.board, state.pool, hand)
    start = time.process_time()
    _, _, exact, _ = run(solver.solve(hand, float("inf")))
    assert exact
    return time.process_time() - start


def positions(empties, count, rng, variant="v0.3", phase=GIVE):
    """`count` positions with `empties` empty cells: gives, or the placements after them."""
    found: list[TriceState] = []
    while len(found) < count:
        state = random_position(empties, rng, variant)
        if phase == PLACE:
            state = RULES.play(state, rng.choice(RULES.legal_moves(state)))
        found.append(state)
    return found


def solve_times(repeats=5, seed=1, variant="v0.3", empties=EMPTIES):
    rng = random.Random(seed)
    return {e: statistics.median(solve_time(s) for s in positions(e, repeats, rng, variant)) for e in empties}


def solve_table(empties, repeats, seed, variants, phases):
    """Print median and slowest solve per (empty cells, variant, phase)."""
    print(f"TRICE exact solve from an empty table, {repeats} positions each (CPU seconds)")
    print(f"{'empty':>5}  {'variant':<8} {'phase':<6} {'median':>8} {'slowest':>8}")
    for e in empties:
        for variant in variants:
            for phase in phases:
                rng = random.Random(f"{seed}:{e}:{variant}:{phase}")
                times = [solve_time(s) for s in positions(e, repeats, rng, variant, phase)]
                print(
                    f"{e:>5}  {variant:<8} {phase:<6} {statistics.median(times):8.3f} {max(times):8.3f}",
                    flush=True,
                )


def old_solver():
    """The solver as it was before the faster exact search: tests/trice_solver_reference.py."""
    import importlib.util

    path = os.path.join(ROOT_DIR, "tests", "trice_solver_reference.py")
    spec = importlib.util.spec_from_file_location("trice_solver_reference", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def compare_table(empties, repeats, seed, variants, phases, straight):
    """Print the old and the new solver's median and slowest solve on the same positions."""
    import games.trice.solver as new

    old = old_solver()
    if straight:  # each solver reads EXACT_EMPTIES from its own module
        for module in (old, new):
            vars(module)["EXACT_EMPTIES"] = 12
    print(
        f"TRICE exact solve from an empty table, old and new solver on the same {repeats} positions "
        f"each (CPU seconds{', straight to the exact answer' if straight else ''})"
    )
    print(f"{'empty':>5}  {'variant':<8} {'phase':<6} {'old':>8} {'new':>8} {'ratio':>6}", end="")
    print(f" {'old max':>8} {'new max':>8}")
    for e in empties:
        for variant in variants:
            for phase in phases:
                rng = random.Random(f"{seed}:{e}:{variant}:{phase}")
                times = [
                    (solve_time(s, old.Solver), solve_time(s, new.Solver))
                    for s in positions(e, repeats, rng, variant, phase)
                ]
                before = statistics.median(t for t, _ in times)
                after = statistics.median(t for _, t in times)
                ratio = before / max(after, 1e-6)
                slowest = f"{max(t for t, _ in times):8.3f} {max(t for _, t in times):8.3f}"
                print(
                    f"{e:>5}  {variant:<8} {phase:<6} {before:8.3f} {after:8.3f} {ratio:6.1f} {slowest}",
                    flush=True,
                )


def hard_agent(rng):
    """The hard level: a SolverAgent, whose `last` says whether its search was exact."""
    agent = make_agent("hard", rng)
    assert isinstance(agent, SolverAgent)
    return agent


def perfect_check(games, seed=1):
    """(choices with <= EXACT_EMPTIES empty cells, of which solved exactly, slowest move s)."""
    choices = exact = 0
    slowest = 0.0
    for number in range(games):
        rng = random.Random(f"{seed}:{number}")
        players = [hard_agent(random.Random(f"{seed}:{number}:{seat}")) for seat in (0, 1)]
        for agent in players:
            agent.clock = time.process_time  # the app's budget, in CPU seconds of this process
        state = RULES.new_game(variant=RULES.variants[number % len(RULES.variants)])
        while not RULES.is_over(state):
            seat = RULES.to_move(state)
            if seat == CHANCE:
                state = RULES.play(state, RULES.random_outcome(state, rng))
                continue
            agent = players[seat]
            start = time.process_time()
            move = run(agent.think(state))
            slowest = max(slowest, time.process_time() - start)
            if (
                state.phase in (GIVE, PLACE)
                and state.board.count(EMPTY) <= EXACT_EMPTIES
                and len(RULES.legal_moves(state)) > 1
            ):
                choices += 1
                exact += bool(agent.last.get("exact"))
            state = RULES.play(state, move)
    return choices, exact, slowest


def in_app_check(seconds, seed=7):
    """{(empty cells, phase): [choices, exact, slowest wall s]} from hard against hard in the App."""
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from app.app import App
    from app.play import ai_runner
    from app.saved.storage import FileBackend, Storage
    from games.match import Match

    rows: dict[tuple[int, str], list[float]] = {}
    step = ai_runner.AIRunner.step

    def watched(runner, *args, **kwargs):
        agent_state = runner.watched
        move = step(runner, *args, **kwargs)
        if move is not None and agent_state is not None:
            runner.watched = None
            agent, state = agent_state
            if state.phase in (GIVE, PLACE) and len(RULES.legal_moves(state)) > 1:
                row = rows.setdefault((state.board.count(EMPTY), state.phase), [0, 0, 0.0])
                row[0] += 1
                row[1] += bool(agent.last.get("exact"))
                row[2] = max(row[2], time.perf_counter() - runner.started)
        return move

    start_runner = ai_runner.AIRunner.__init__

    def started(runner, agent, state):
        start_runner(runner, agent, state)
        runner.watched = (agent, state)

    # the bench wraps the runner's methods to watch every computer move the app makes
    ai_runner.AIRunner.__init__ = started  # type: ignore[method-assign]
    ai_runner.AIRunner.step = watched  # type: ignore[method-assign,assignment]
    rng = random.Random(seed)
    app = App(
        size=(1280, 720), storage=Storage(FileBackend(tempfile.mkdtemp(prefix="tridice-trice-"))), pace=False
    )
    app.settings.animation = "off"  # no beat before each computer move: more choices a minute
    games = 0

    def new_board():
        nonlocal games
        while True:
            match = Match.new("trice", 2, RULES.variants[games % len(RULES.variants)])
            while not RULES.is_over(match.state):
                state = match.state
                if state.phase == PLACE and state.board.count(EMPTY) == EXACT_EMPTIES + 1:
                    games += 1
                    app.scenes.pop_to("menu")
                    return app.scenes.open("board", match=match, seats=["hard", "hard"])
                seat = RULES.to_move(state)
                match.play(
                    RULES.random_outcome(state, rng)
                    if seat == CHANCE
                    else rng.choice(RULES.legal_moves(state))
                )

    try:
        board = new_board()
        end = time.perf_counter() + seconds
        last = time.perf_counter()
        while time.perf_counter() < end:
            now = time.perf_counter()
            app.step(min(0.1, now - last), events=[])
            last = now
            if RULES.is_over(board.state) or board.state.phase not in (GIVE, PLACE, "roll"):
                board = new_board()  # the card is full: the claim is about placing and giving
            spare = 1 / 60 - (time.perf_counter() - now)  # App.run's pace
            if spare > 0:
                time.sleep(spare)
    finally:
        ai_runner.AIRunner.__init__ = start_runner  # type: ignore[method-assign]
        ai_runner.AIRunner.step = step  # type: ignore[method-assign]
    return rows, games


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--empties", default=",".join(map(str, EMPTIES)))
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--variant", default="v0.3,classic")
    parser.add_argument("--phase", default="give,place")
    parser.add_argument("--seed", default="1")
    parser.add_argument(
        "--against-old", action="store_true", help="time the old solver on the same positions too"
    )
    parser.add_argument(
        "--straight", action="store_true", help="with --against-old: straight to the exact answer"
    )
    parser.add_argument("--perfect", type=int, metavar="GAMES", help="check the hard level's exact play")
    parser.add_argument("--in-app", type=float, metavar="SECONDS", help="the same check in the running app")
    options = parser.parse_args()
    if options.in_app:
        rows, games = in_app_check(options.in_app)
        print(
            f"hard against hard in the app for {options.in_app:.0f} s, {games} games from "
            f"{EXACT_EMPTIES + 1} empty cells: choices solved exactly, slowest move (wall)"
        )
        for (empties, phase), (choices, exact, slowest) in sorted(
            rows.items(), key=lambda r: (-r[0][0], r[0][1])
        ):
            print(f"{empties:>5} {phase:<6} {exact:>3} of {choices:<3} {slowest:6.3f} s")
        claimed = [row for (empties, _), row in rows.items() if empties <= EXACT_EMPTIES]
        print(
            f"with at most {EXACT_EMPTIES} empty cells: {sum(r[1] for r in claimed)} of "
            f"{sum(r[0] for r in claimed)} exact"
        )
        return
    if options.perfect:
        choices, exact, slowest = perfect_check(options.perfect, options.seed)
        print(
            f"hard against hard, {options.perfect} games: {exact} of {choices} choices with at most "
            f"{EXACT_EMPTIES} empty cells solved exactly; slowest move {slowest:.3f} s CPU"
        )
        return
    sizes = [int(e) for e in options.empties.split(",")]
    variants, phases = options.variant.split(","), options.phase.split(",")
    if options.against_old:
        compare_table(sizes, options.repeats, options.seed, variants, phases, options.straight)
    else:
        solve_table(sizes, options.repeats, options.seed, variants, phases)


if __name__ == "__main__":
    main()
