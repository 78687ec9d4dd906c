"""TriDice: four little dice games, natively and in the browser (pygbag).

Native flags: --frames N (run N frames, then exit), --screenshot PATH (save the
last frame), --demo GAME (computer players on every seat), --size WxH, --open CODE
(a game code or link; in the browser the page address's #fragment does the same),
--lang CODE (en, it, de, es), --puzzle GAME[:N] (daily puzzle N of GAME, today's
without N).

The app itself starts in app/cli.py's main(), which the installed package's `tridice`
command and the downloaded program run too; this file is what pygbag and `make play` start.
"""

import asyncio
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from app.cli import main  # noqa: E402  (after the environment pygame reads)

__all__ = ["main"]

if __name__ == "__main__":
    if sys.platform == "emscripten":
        # pygbag: its asyncio.run starts the loop and returns at once; the page's
        # URL words are not our flags, and nothing may follow this call.
        asyncio.run(main([]))
    else:
        sys.exit(asyncio.run(main()))
