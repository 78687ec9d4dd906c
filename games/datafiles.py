"""Where the game's data files are: sprites/, sounds/, fonts/, puzzles/ and locale/.

Always found relative to the code, never the working folder, in the three ways TriDice runs:

- **a checkout** (`make play`, the tests, pygbag's bundle): the folders sit at the project root,
  beside app/ and games/, where the asset tools write them and pygbag packs them;
- **the installed package** (`pip install tridice`, `pipx`): the wheel carries the same folders
  inside the data package `tridice_data`, installed beside `app` and `games` (setup.py maps
  them; docs/release.md says why);
- **the download** (a PyInstaller program): the same `tridice_data/` beside the frozen `app`
  and `games` (tools/tridice.spec).

So the rule is one: `tridice_data/` beside the packages when it is there, else the folder that
holds the packages. Pure standard library, on the lowest floor: games/ (the catalogs, the
puzzles) and app/ (sprites, sounds, fonts) both ask it.
"""

from __future__ import annotations

import os

PACKAGE = "tridice_data"
# The folder that holds the packages app/ and games/ (a checkout's root, site-packages, or a
# frozen program's own folder).
CODE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The data folders, each with the files the game cannot start without (the catalogs and the
# sprite sheets are listed by app/ui/datacheck.py, which reads sheets.json and the languages).
FOLDERS = ("sprites", "sounds", "fonts", "puzzles", "locale")


def root(code_root: str = CODE_ROOT) -> str:
    """The folder holding sprites/, sounds/, fonts/, puzzles/ and locale/."""
    packaged = os.path.join(code_root, PACKAGE)
    return packaged if os.path.isdir(packaged) else code_root


ROOT = root()


def path(*parts: str) -> str:
    """A data file or folder: path("sprites", "icon.png")."""
    return os.path.join(ROOT, *parts)


def installed() -> bool:
    """Whether the data came with a package or a program (not a checkout): there every data
    file must be present, while a checkout may not have compiled its catalogs yet."""
    return ROOT != CODE_ROOT
