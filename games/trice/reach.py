"""How far TRICE's hard level sees to the end, and what its setup label may claim.

Two different numbers live here.

EXACT_EMPTIES is behaviour: from that many empty cells down the solver (solver.py) goes
straight for the exact answer: 9 (the 4th die), natively and in the browser (sys.platform
"emscripten": pygbag or pyodide). The browser was given 8 while a hard move there thought
about a third of its wall time; since the computer thinks in nearly all of a frame while
nothing moves (app/ui/pacing.py), it thinks about 87% there, and 9 holds with room to spare.

PROVEN_EMPTIES is the claim: the most empty cells from which every choice
the hard level made was solved exactly within its budget in every measurement, on both
platforms (MEASURED, with the budget and frames it was measured with: MEASURED_WITH; a test
ties the claim to them, tests/test_trice_reach.py). That is 9 (the 4th die). The claim
never goes past the behaviour: PROVEN_EMPTIES <= EXACT_EMPTIES on every platform.

What "exact" is worth differs by variant. Classic: a full card is a draw, so the solver's
values are the game's own and the hard level plays perfectly from the 4th die. v0.3: a
full card goes on (mark, swap, raise), and inside the placement search the solver scores it
by one such cycle, counting no repetitions (solver.py's ``full_board_value``); on the card
itself the hard level searches cycle by cycle to a horizon (fullboard.py). Solving the card
exactly is out of reach: from one card we counted more than three million positions
reachable by moves that do not lose at once. So in v0.3 what the solver proves (a win or a
loss decided before the card fills or in its first cycle) is exact, and nothing more:
FULL_CARD_EXACT is False, and the v0.3 label says so ("unless a full card decides").

The setup reads the notes through the game's level notes: "hard" is the note that holds in
every variant (the default, v0.3's), "hard:classic" the classic variant's own
(app/seats.py's choice_label). A tiny module of its own, so the menu can read it without
building the solver's tables.
"""

from __future__ import annotations

import sys

from games.i18n import N_

from .tables import CELLS

NATIVE_EXACT_EMPTIES = 9
WEB_EXACT_EMPTIES = 9
PROVEN_EMPTIES = 9  # every measured choice exact from here down, natively and in the browser

# What the claim rests on, 2026-11-28: hard against hard in the running app, choices solved
# exactly of those made, per number of empty cells (the variants in turn). Natively
# `python tools/bench_trice.py --in-app 120` (99 games from 10 empty cells); in the browser
# `node tools/browser/bench.mjs --only perfect9` (pyodide in headless Chromium, 100 s, 42
# games from 11). Measured with the hard level's budget and the frames' thinking below: a
# change to either asks for the measurement again (tests/test_trice_reach.py says so).
MEASURED = {
    "native": {9: (187, 187), 10: (7, 99)},
    "browser": {9: (42, 42), 10: (2, 42)},
}
MEASURED_WITH = {"hard_budget_s": 1.5, "native_think_ms": 22.0, "web_think_frame_ms": 30.0}
FULL_CARD_EXACT = False  # v0.3's full card: one cycle inside the placement search, a horizon on the card
FULL_CARD_VARIANTS = ("v0.3",)  # the variants whose full card goes on (classic: a full card draws)
_ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def exact_empties(platform: str | None = None) -> int:
    """From how many empty cells the hard level's solver goes straight for the exact answer on
    `platform` (sys.platform)."""
    return WEB_EXACT_EMPTIES if (platform or sys.platform) == "emscripten" else NATIVE_EXACT_EMPTIES


def perfect_from(empties: int) -> int:
    """The die (1st, 2nd, ...) placed with `empties` cells still empty."""
    return CELLS - empties + 1


def hard_note(empties: int, full_card: bool = False) -> str:
    """What the setup adds to the hard level's name: exact play from the die placed with
    `empties` empty cells; with `full_card` (a variant whose full card goes on, which the
    solver does not solve exactly) only where the game is decided before that."""
    die = perfect_from(empties)
    note = f"perfect from the {_ORDINALS.get(die, f'{die}th')} die"
    return note + " unless a full card decides" if full_card and not FULL_CARD_EXACT else note


EXACT_EMPTIES = exact_empties()
PERFECT_FROM = perfect_from(PROVEN_EMPTIES)  # the 4th die: 9 cells are still empty when it is placed
HARD_NOTES = {
    variant: hard_note(PROVEN_EMPTIES, variant in FULL_CARD_VARIANTS) for variant in ("v0.3", "classic")
}
HARD_NOTE = HARD_NOTES["v0.3"]  # the note that holds in every variant
# The notes as the catalogs hold them: hard_note builds them in English from the constants, the
# setup translates them where it shows them (app/seats.py); tests/test_i18n_coverage.py checks
# that every note is one of these.
MARKED_NOTES = (N_("perfect from the 4th die"), N_("perfect from the 4th die unless a full card decides"))
