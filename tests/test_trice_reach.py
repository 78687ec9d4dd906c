"""games/trice/reach.py: from where TRICE's hard level plays perfectly, on each platform.

Natively it solves exactly from 9 empty cells (the 4th die); in the browser, where Python
runs slower and the computer thinks in a smaller share of each frame, from 8 (the 5th die):
docs/performance.md has the measurements behind both. The setup's label says the one that
holds where the game runs. Pure: these tests also run under pyodide (there the module's
own figures are the browser's).
"""

import importlib
import sys

import fake_platform
from games import registry
from games.trice import reach


def test_natively_the_hard_level_is_perfect_from_the_4th_die():
    assert reach.exact_empties("linux") == reach.exact_empties("win32") == reach.exact_empties("darwin") == 9
    assert reach.perfect_from(9) == 4
    assert reach.hard_note(9) == "perfect from the 4th die"


def test_in_the_browser_it_is_perfect_from_the_5th_die():
    assert reach.exact_empties("emscripten") == 8
    assert reach.perfect_from(8) == 5
    assert reach.hard_note(8) == "perfect from the 5th die"
    assert reach.hard_note(10) == "perfect from the 3rd die"


def test_the_figures_and_the_setup_label_are_those_of_the_platform_running():
    empties = reach.exact_empties(sys.platform)
    assert (reach.EXACT_EMPTIES, reach.PERFECT_FROM) == (empties, reach.perfect_from(empties))
    assert registry.get("trice").level_notes["hard"] == reach.HARD_NOTE == reach.hard_note(empties)


def test_the_module_reads_the_platform_it_runs_on(monkeypatch):
    fake_platform.install(monkeypatch)
    try:
        browser = importlib.reload(reach)
        assert (browser.EXACT_EMPTIES, browser.PERFECT_FROM, browser.HARD_NOTE) == (8, 5, "perfect from the 5th die")
    finally:
        monkeypatch.undo()
        importlib.reload(reach)
    assert reach.EXACT_EMPTIES == reach.exact_empties(sys.platform)
