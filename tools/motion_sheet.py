"""Contact sheets of the motion (issue 28 point 10): TRICE's starting roll and a win's
celebration at 390x844, a few frames each, side by side, at half size, in docs/pictures/.

    python tools/motion_sheet.py [--out docs/pictures]

Headless (SDL's dummy drivers), animations at normal speed, fixed games: the same pictures
every run.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import pygame  # noqa: E402

from games.match import Match  # noqa: E402
from tools import shots  # noqa: E402

SHAPE = (390, 844)
ROLL_AT = (4, 10, 18, 30, 60)  # frames after the board opens (60 a second)
WIN_AT = (2, 10, 20, 40, 90)  # frames after the game-over sheet opens


def app_at(folder: str) -> Any:
    app = shots.make_app(SHAPE, folder, 1.0, "normal", "en")
    app.settings.animation = "normal"
    app.scenes.pop_to("menu")
    return app


def filmed(app: Any, marks: tuple[int, ...]) -> list[pygame.Surface]:
    """The frames at `marks` (counted from now)."""
    pictures, done = [], 0
    for mark in marks:
        shots.frames(app, mark - done)
        done = mark
        app.draw(app.screen)
        pictures.append(app.screen.copy())
    return pictures


def roll() -> list[pygame.Surface]:
    with tempfile.TemporaryDirectory() as folder:
        app = app_at(folder)
        board = app.scenes.open("board", match=Match.new("trice"), seats=["human", "human"])
        board.rng = random.Random(5)  # the dice it rolls now, and their tumble, every run alike
        board.view.setup_roll.rng = random.Random(5)
        return filmed(app, ROLL_AT)


def win() -> list[pygame.Surface]:
    with tempfile.TemporaryDirectory() as folder:
        app = app_at(folder)
        match = shots.played("triad", random.Random(sum(map(ord, "triad"))))
        app.scenes.open("board", match=match, seats=["human"] * match.record["players"])
        for _ in range(600):
            shots.frames(app)
            if app.scenes.top.name == "game_over":
                break
        return filmed(app, WIN_AT)


def sheet(pictures: list[pygame.Surface], path: str) -> None:
    half = [pygame.transform.smoothscale(p, (p.get_width() // 2, p.get_height() // 2)) for p in pictures]
    gap = 6
    out = pygame.Surface((sum(p.get_width() for p in half) + gap * (len(half) - 1), half[0].get_height()))
    out.fill((12, 14, 18))
    x = 0
    for picture in half:
        out.blit(picture, (x, 0))
        x += picture.get_width() + gap
    pygame.image.save(out, path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "docs", "pictures"))
    options = parser.parse_args()
    os.makedirs(options.out, exist_ok=True)
    sheet(roll(), os.path.join(options.out, "motion-roll.png"))
    sheet(win(), os.path.join(options.out, "motion-win.png"))
    print(f"motion sheets in {options.out}")


if __name__ == "__main__":
    main()
