"""Game codes the browser tests open: one game per game id, one tap away from its end.

    python tools/browser/fixtures.py OUT.json

For each game a seeded random game is played to its end (by the rules alone) until one
ends on a person's move (not a roll). The fixture is the replay code of that game without
its last move (opened from a link it continues as a hot-seat game) and the taps that play
the last move: the choices to pick, then the move, each named as the page's probe names
its targets (app/page/probe.py: a move's text, or a pick's repr). The taps are found with
the real board view, headless, the way the lesson runner finds what to ring. `finished` is
the whole game's code (it opens as a replay); `against` the same game short of its end as a
game in progress against the easy computer (its record and seats, the person to move).
"""

import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from games import codes, records, registry  # noqa: E402
from games.core import CHANCE  # noqa: E402

SEED = 20261125
MAX_TRIES = 400


def ending_game(game_id: str, seed: int, players: int = 2) -> records.Record | None:
    """A random finished record whose last move is a person's, or None."""
    rules = registry.get(game_id).rules
    rng = random.Random(seed)
    record = records.new_record(game_id, players)
    state = rules.new_game(players=players)
    mover = None
    while not rules.is_over(state):
        if len(record["moves"]) > 400:
            return None
        mover = rules.to_move(state)
        moves = rules.legal_moves(state)
        move = rules.random_outcome(state, rng) if mover == CHANCE else rng.choice(moves)
        record["moves"].append(move)
        state = rules.play(state, move)
    return record if mover != CHANCE else None


def taps_for(board, move, depth=2):
    """The taps (probe names) that play `move` on `board` now, or None."""
    from app.boards.view import CLEAR

    ui = board.ui

    def search(depth, seen):
        for _rect, hit in board.view.targets(board.state, ui):
            if hit is None:
                continue
            if hit.move == move:
                return [{"move": move}]
            if depth and hit.move is None and hit.pick not in (None, CLEAR) and repr(hit.pick) not in seen:
                saved = ui.selected
                ui.selected = hit.pick
                rest = search(depth - 1, seen | {repr(hit.pick)})
                ui.selected = saved
                if rest is not None:
                    return [{"pick": repr(hit.pick)}] + rest
        return None

    board.ui.interactive = True
    board.ui.viewer = board.holder.viewer()
    return search(depth, frozenset())


def against_seats(person, players):
    """The seats of a game against the easy computer with the person in seat `person`."""
    return ["human" if seat == person else "easy" for seat in range(players)]


def fixture(app, game_id):
    from app.sharing import links

    for attempt in range(MAX_TRIES):
        record = ending_game(game_id, SEED + attempt)
        if record is None:
            continue
        final = record["moves"][-1]
        before: records.Record = {**record, "moves": record["moves"][:-1]}
        code = codes.encode(before)
        links.open_code(app, code)
        board = app.scenes.top
        for _ in range(5):
            app.step(1 / 60, events=[])
        taps = taps_for(board, final)
        if taps:
            mover = board.rules.to_move(board.state)
            return {
                "code": code,
                "final": final,
                "taps": taps,
                "moves": len(before["moves"]),
                "finished": codes.encode(record),
                "seed": SEED + attempt,
                # the same game as a game in progress against the computer (the person in
                # the seat of the last move, the easy computer in the others), as its
                # autosave slot holds it: tests/browser/record.test.mjs continues it
                "against": {"record": before, "seats": against_seats(mover, len(board.seats))},
            }
    raise SystemExit(f"fixtures: no game of {game_id} ends one tap path away in {MAX_TRIES} tries")


def main(argv):
    if len(argv) != 1:
        print(__doc__.split("\n\n")[1])
        return 2
    import tempfile

    from app.app import App
    from app.saved.storage import FileBackend, Storage

    with tempfile.TemporaryDirectory() as folder:
        app = App(size=(720, 1280), storage=Storage(FileBackend(folder)), pace=False)
        app.settings.animation = "off"
        found = {game_id: fixture(app, game_id) for game_id in registry.GAME_IDS}
    Path(argv[0]).write_text(json.dumps(found, indent=1), encoding="utf-8")
    summary = ", ".join(f"{g} ({len(f['taps'])} taps)" for g, f in found.items())
    print(f"fixtures: {summary} -> {argv[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
