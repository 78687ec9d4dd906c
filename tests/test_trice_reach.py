"""games/trice/reach.py: what TRICE's hard level does, and what its setup label may claim.

Behaviour: the solver goes straight for the exact answer from 9 empty cells, natively and in
the browser (docs/performance.md has the measurements).
Claim: "perfect from the 4th die" (9 empty cells), where every measured choice was exact on
both platforms (reach.MEASURED, with the budget and frames of reach.MEASURED_WITH); in v0.3
only "unless a full card decides", because the solver scores a full card by one
mark-swap-raise cycle, and a card can be won in the second (a test below shows
one). Pure: these tests also run under pyodide (there the module's own figures are the
browser's).
"""

import importlib
import sys

import fake_platform
import pytest

from games import registry
from games.agents import run
from games.deadline import Deadline
from games.trice import reach
from games.trice.fullboard import CycleSearch
from games.trice.rules import MARK, RULES, TriceState, position_key
from games.trice.solver import LOSS, WIN, Solver
from games.trice.tables import EMPTY

PLATFORMS = ("linux", "win32", "darwin", "emscripten")


def test_the_solver_goes_exact_from_9_empty_cells_natively_and_in_the_browser():
    for platform in PLATFORMS:
        assert reach.exact_empties(platform) == 9
    assert reach.perfect_from(9) == 4 and reach.perfect_from(8) == 5


def test_the_claim_is_the_4th_die_and_never_goes_past_what_the_solver_does():
    assert reach.PROVEN_EMPTIES == 9 and reach.PERFECT_FROM == reach.perfect_from(reach.PROVEN_EMPTIES) == 4
    for platform in PLATFORMS:  # the claim's depth is one the solver searches exactly everywhere
        assert reach.PROVEN_EMPTIES <= reach.exact_empties(platform)
    assert reach.hard_note(9) == "perfect from the 4th die"
    assert reach.hard_note(10) == "perfect from the 3rd die"
    assert reach.hard_note(9, full_card=True) == "perfect from the 4th die unless a full card decides"


def test_the_claim_is_what_every_measurement_holds():
    """The label claims exact play from the most empty cells at which every measured choice, on
    every platform, was exact, and no further: a deeper claim fails here, and so does a claim
    the measurements do not reach."""
    for platform, rows in reach.MEASURED.items():
        exact, made = rows[reach.PROVEN_EMPTIES]
        assert made >= 40 and exact == made, f"{platform}: {exact} of {made} at {reach.PROVEN_EMPTIES} empty"
    deeper = [rows.get(reach.PROVEN_EMPTIES + 1) for rows in reach.MEASURED.values()]
    assert any(row is None or row[0] < row[1] for row in deeper), (
        "every platform holds one cell more: claim it"
    )


def test_the_claim_stands_on_the_budget_and_frames_it_was_measured_with():
    """The measurements hold for the hard level's budget and the share of a frame the computer
    thinks in when they were made (docs/performance.md): less of either asks for them again."""
    from games.agents import BUDGETS

    measured = reach.MEASURED_WITH
    assert BUDGETS["hard"] >= measured["hard_budget_s"], "a shorter hard move: measure the claim again"
    try:
        from app.play import ai_runner
    except ImportError:  # pure tests under pyodide: the app is not there
        return
    assert ai_runner.THINK_MS >= measured["native_think_ms"], "less thinking a frame natively: measure again"
    assert ai_runner.WEB_THINK_FRAME_MS >= measured["web_think_frame_ms"], (
        "less thinking a frame in the browser"
    )


def test_each_variant_has_its_note_and_only_a_variant_whose_card_goes_on_is_hedged():
    assert set(reach.HARD_NOTES) == set(RULES.variants)
    for variant in RULES.variants:
        goes_on = variant in reach.FULL_CARD_VARIANTS
        assert reach.HARD_NOTES[variant] == reach.hard_note(reach.PROVEN_EMPTIES, goes_on)
        assert reach.HARD_NOTES[variant].startswith(f"perfect from the {reach.PERFECT_FROM}th die")
        assert ("unless a full card decides" in reach.HARD_NOTES[variant]) == (
            goes_on and not reach.FULL_CARD_EXACT
        )
    notes = registry.get("trice").level_notes
    assert notes["hard"] == reach.HARD_NOTE == reach.HARD_NOTES["v0.3"]  # holds in every variant
    assert notes["hard:classic"] == reach.HARD_NOTES["classic"] == "perfect from the 4th die"


# A v0.3 full card (die codes: colour * 6 + value - 1) found by random play: the placement
# search's one-cycle score calls it undecided, yet the player to mark wins in the second cycle.
CARD = (14, 12, 11, 15, 4, 9, 1, 16, 3, 10, 6, 3)


def test_a_full_card_goes_on_in_v03_and_is_a_draw_in_classic():
    for variant in RULES.variants:  # CARD less its a1, the die for a1 in hand
        before = TriceState(variant, "place", 1, (EMPTY,) + CARD[1:], (), CARD[0], EMPTY, (), 0, (), (), ())
        after = RULES.play(before, "place a1")
        goes_on = variant in reach.FULL_CARD_VARIANTS
        assert (after.phase == MARK) == goes_on
        assert (RULES.is_over(after) and RULES.returns(after) == [0.5, 0.5]) == (not goes_on)


def card_state(board, seat=1):
    return TriceState(
        "v0.3", MARK, seat, tuple(board), (), EMPTY, EMPTY, (), 0, (), (position_key(board, seat),), ()
    )


def forced_win(state, player, plies):
    """Does `player` force a win within `plies` moves, by the rules engine alone?"""
    if RULES.is_over(state):
        return RULES.returns(state)[player] == 1.0
    if plies == 0:
        return False
    results = (forced_win(RULES.play(state, move), player, plies - 1) for move in RULES.legal_moves(state))
    return any(results) if RULES.to_move(state) == player else all(results)


def test_the_solver_does_not_solve_a_v03_full_card_so_the_claim_is_hedged():
    solver = Solver(True)
    solver.load(CARD, [], None)
    assert solver.full_board_value() == 0  # what the placement search scores it: undecided
    state = card_state(CARD)
    assert not forced_win(state, 1, 3)  # nothing in the first cycle (mark, swap, raise)...
    assert forced_win(state, 1, 6)  # ...but a win in the second: the score is not exact
    search = CycleSearch(True)
    search.board, search.deadline = list(CARD), Deadline()
    assert run(search.marker(2, LOSS - 1, WIN + 1)) == WIN  # the hard level's card search sees it
    assert reach.FULL_CARD_EXACT is False
    assert "unless a full card decides" in reach.HARD_NOTES["v0.3"]


def test_the_module_reads_the_platform_it_runs_on(monkeypatch):
    fake_platform.install(monkeypatch)
    try:
        browser = importlib.reload(reach)
        assert browser.EXACT_EMPTIES == browser.WEB_EXACT_EMPTIES and browser.PERFECT_FROM == 4
        assert browser.HARD_NOTE == "perfect from the 4th die unless a full card decides"
    finally:
        monkeypatch.undo()
        importlib.reload(reach)
    assert reach.EXACT_EMPTIES == reach.exact_empties(sys.platform)


@pytest.mark.native_only("reads app.seats, which the pure run under pyodide leaves out")
def test_the_setup_label_reads_the_variants_note():
    seats = importlib.import_module("app.seats")  # the app's side, without pygame
    game = registry.get("trice")
    assert (
        seats.choice_label("hard", game)
        == "Computer: hard, perfect from the 4th die unless a full card decides"
    )
    assert seats.choice_label("hard", game, "v0.3") == seats.choice_label("hard", game)
    assert seats.choice_label("hard", game, "classic") == "Computer: hard, perfect from the 4th die"
    assert seats.choice_label("normal", game, "classic") == "Computer: normal"
