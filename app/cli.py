"""The command line: flags for native runs (pygbag passes none) and the one entry point.

`main(argv)` is the app started from a command line, the same coroutine for every way in:
main.py (`make play`, pygbag), the installed package's `tridice` command (`run`, named in
pyproject.toml's [project.scripts]), `python -m app` (app/__main__.py) and the downloaded
program (tools/tridice.spec freezes app/__main__.py). Natively it first checks the data files
(app/ui/datacheck.py): one missing or damaged is named in a plain message, exit status 3.
"""

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence

from games.i18n import LANGUAGES, match


def size_type(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("size must look like 720x1280") from None
    if width < 320 or height < 320 or width > 4096 or height > 4096:
        raise argparse.ArgumentTypeError("size must be between 320 and 4096 on each side")
    return (width, height)


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def language_type(text: str) -> str:
    """A language code (en, it, de, es; a tag like it-IT or de_DE.UTF-8 names one too)."""
    code = match(text)
    if code is None:
        names = ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items())
        raise argparse.ArgumentTypeError(f"no language {text!r}: choose from {names}")
    return code


def puzzle_type(text: str) -> tuple[str, int | None]:
    """GAME or GAME:N: (game id, daily number N, or None for today's)."""
    from app.saved.puzzle_results import MAX_NUMBER
    from games.puzzles import games

    game_id, colon, number = str(text).strip().lower().partition(":")
    if game_id not in games():
        raise argparse.ArgumentTypeError(
            f"no puzzles for {game_id!r}: choose from {', '.join(games())}, as GAME or GAME:N (N the daily "
            f"number)"
        )
    if not colon:
        return game_id, None
    if not number.isdigit() or not 1 <= int(number) <= MAX_NUMBER:
        raise argparse.ArgumentTypeError(
            f"the puzzle's number must be a whole number from 1 to {MAX_NUMBER}, as in {game_id}:12"
        )
    return game_id, int(number)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=program_name(), description="TriDice")
    parser.add_argument("--frames", type=positive, help="run N frames, then exit")
    parser.add_argument("--screenshot", metavar="PATH", help="save the last frame as PNG")
    parser.add_argument("--demo", metavar="GAME", help="open GAME with computer players on every seat")
    parser.add_argument("--size", type=size_type, metavar="WxH", help="window size")
    parser.add_argument("--open", metavar="CODE", help="open the game in a TriDice game code or link")
    parser.add_argument(
        "--puzzle",
        type=puzzle_type,
        metavar="GAME[:N]",
        help="open daily puzzle N of GAME (trice, tris2, triad; today's without N)",
    )
    parser.add_argument(
        "--lang",
        type=language_type,
        metavar="CODE",
        help="the language for this run: "
        + ", ".join(LANGUAGES)
        + " (else the one chosen in Settings, else the system's)",
    )
    return parser.parse_args(argv)


def program_name() -> str:
    """How this program was started, for its help: "main.py", "tridice"..."""
    return os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else "tridice"


async def main(argv: Sequence[str] | None = None) -> int:
    """Run TriDice with the flags `argv` (sys.argv's by default); the exit status."""
    options = parse_args(sys.argv[1:] if argv is None else argv)
    if sys.platform != "emscripten":  # the browser checks its bundle as it unpacks it
        from app.ui import datacheck

        found = datacheck.problems()
        if found:
            text = datacheck.message(found)
            print(text, file=sys.stderr, flush=True)
            datacheck.show(text)
            return datacheck.DATA_ERROR
    from app.app import App

    app = App(size=options.size, lang=options.lang)
    if sys.platform != "emscripten" and options.frames is None:
        # `make play` runs us from a terminal: say where the game went and how to stop it
        from games.i18n import _

        print(_("TriDice is open in its own window. Close the window (or press Ctrl+C here) to quit."))
        print(
            _("Your settings and saved game live in {where}.").format(where=app.storage.where()), flush=True
        )
    from app.sharing.links import at_start

    at_start(app, options.open)  # --open CODE, or in the browser the code after '#'
    if options.puzzle:
        from app.sharing.links import open_puzzle

        refused = open_puzzle(app, *options.puzzle)
        if refused:
            raise SystemExit(f"--puzzle: {refused}")
    if options.demo:
        from app.scenes.demo import start_demo

        start_demo(app, options.demo)
    status: int = await app.run(frames=options.frames, screenshot=options.screenshot)
    return status


def run() -> None:
    """The `tridice` command and `python -m app`: main() with this process's flags, then exit."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(asyncio.run(main()))
