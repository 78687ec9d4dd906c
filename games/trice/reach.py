"""How far TRICE's hard level sees to the end: one number for the AI and the menu.

From EXACT_EMPTIES empty cells down, the solver (solver.py) goes straight
for the exact answer, and tools/bench_trice.py checks that it finds it
inside the hard level's budget in every position it tries. So the hard level
plays perfectly from the PERFECT_FROM-th die placed on, and the setup says so
(HARD_NOTE, through the game's level notes in games/registry.py). A tiny
module of its own, so the menu can read it without building the solver's tables.
"""

from .tables import CELLS

EXACT_EMPTIES = 9
PERFECT_FROM = CELLS - EXACT_EMPTIES + 1  # the 4th die: 9 cells are still empty when it is placed
_ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}
HARD_NOTE = f"perfect from the {_ORDINALS.get(PERFECT_FROM, f'{PERFECT_FROM}th')} die"
