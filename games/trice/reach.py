"""How far TRICE's hard level sees to the end: one number for the AI and the menu.

From EXACT_EMPTIES empty cells down, the solver (solver.py) goes straight
for the exact answer, and tools/bench_trice.py checks that it finds it
inside the hard level's budget in every position it tries. So the hard level
plays perfectly from the PERFECT_FROM-th die placed on, and the setup says so
(HARD_NOTE, through the game's level notes). A tiny module of its own, so the
menu can read it without building the solver's tables.

The number depends on where the game runs. Natively it is 9 (the 4th die). In
the browser (sys.platform "emscripten": pygbag or pyodide) Python runs about
1.6 times slower and the computer thinks in a smaller share of each frame
(app/ai_runner.py), so a give with 9 empty cells is often not solved within its
1.5 s: there it is 8 (the 5th die), where `make bench-browser` finds every
choice solved exactly (docs/performance.md has the figures).
"""

from __future__ import annotations

import sys

from .tables import CELLS

NATIVE_EXACT_EMPTIES = 9
WEB_EXACT_EMPTIES = 8
_ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def exact_empties(platform: str | None = None) -> int:
    """From how many empty cells the hard level solves exactly on `platform` (sys.platform)."""
    return WEB_EXACT_EMPTIES if (platform or sys.platform) == "emscripten" else NATIVE_EXACT_EMPTIES


def perfect_from(empties: int) -> int:
    """The die (1st, 2nd, ...) from which the hard level plays perfectly: the one
    placed with `empties` cells still empty."""
    return CELLS - empties + 1


def hard_note(empties: int) -> str:
    """What the setup adds to the hard level's name."""
    die = perfect_from(empties)
    return f"perfect from the {_ORDINALS.get(die, f'{die}th')} die"


EXACT_EMPTIES = exact_empties()
PERFECT_FROM = perfect_from(EXACT_EMPTIES)  # natively the 4th die: 9 cells are still empty when it is placed
HARD_NOTE = hard_note(EXACT_EMPTIES)
