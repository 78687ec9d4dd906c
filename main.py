"""TriDice: four little dice games, natively and in the browser (pygbag).

Native flags: --frames N (run N frames, then exit), --screenshot PATH (save the
last frame), --demo GAME (computer players on every seat), --size WxH, --open CODE
(a game code or link; in the browser the page address's #fragment does the same),
--lang CODE (en, it, de, es), --puzzle GAME[:N] (daily puzzle N of GAME, today's
without N).
"""

import asyncio
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from app.cli import parse_args


async def main(argv=None):
    options = parse_args(sys.argv[1:] if argv is None else argv)
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
    return await app.run(frames=options.frames, screenshot=options.screenshot)


if __name__ == "__main__":
    if sys.platform == "emscripten":
        # pygbag: its asyncio.run starts the loop and returns at once; the page's
        # URL words are not our flags, and nothing may follow this call.
        asyncio.run(main([]))
    else:
        sys.exit(asyncio.run(main()))
