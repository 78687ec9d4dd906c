"""Every test runs headless: no window, no sound device.

Under WebAssembly (pyodide, sys.platform "emscripten": tools/browser/pure_tests.mjs) only the
pure half runs, chosen here and nowhere else:

- a test module that imports pygame, the app package, tests/app_driver.py (which drives the
  app) or tests/storm.py, anywhere in the file or through a helper of tests/ it imports
  (tests/eye.py), is not collected: pyodide in node has no pygame;
- a test marked `native_only("why")` is skipped with that reason (it spawns a process, say);
- a test marked `slow_under_wasm("why")` is skipped with that reason, to keep the run inside
  its time budget (docs/testing.md, "The pure tests under WebAssembly", has the choice and the
  measured times).

Natively both markers change nothing.
"""

import ast
import os
import sys

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

# The tests read English unless they choose a language: the machine's locale never decides
# (app/page/web.py device_language reads these).
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"


def pytest_addoption(parser):
    parser.addoption(
        "--fifth-game",
        action="store_true",
        help="register a fifth game, tools/new_game.py's skeleton as it comes, for the whole run",
    )


def pytest_configure(config):
    """`--fifth-game`: tools/new_game.py writes its skeleton ("fifth") into a folder of its own,
    which joins the games and app.boards packages' paths; the game is registered with the one
    line a new game adds, before any test is collected, so every test that covers all games
    covers it too (issue 27 point 1). The project's files are not touched."""
    if config.getoption("--fifth-game"):
        import extra_games  # (tests/ is on sys.path: pytest's rootdir conftest)

        extra_games.add(["fifth"])


TEST_DAY = (2026, 11, 25)  # the day every native test runs on: no test depends on the date


@pytest.fixture(autouse=True)
def _a_fixed_day():
    """Every native test on one calendar day (app/saved/calendar_day.py): the daily puzzles, the
    streak and a finished game's date are the same whenever the suite runs."""
    if WASM:  # the pure tests never read the calendar through the app
        yield
        return
    from datetime import date

    from app.saved import calendar_day

    calendar_day.pin(date(*TEST_DAY))
    yield
    calendar_day.pin(None)


@pytest.fixture(autouse=True)
def _english_again():
    """A test that switched the language (games/i18n.py: one for the process) leaves English,
    and the source's words for a finger ("tap": an app that saw a mouse said "click")."""
    yield
    from games import i18n

    if i18n.language() != i18n.SOURCE:
        i18n.set_language(i18n.SOURCE)
    i18n.set_pointer(i18n.TOUCH)


WASM = sys.platform == "emscripten"
# pygame and the app, and Babel: a build tool (the catalogs' checks), never in the game
NATIVE_MODULES = frozenset({"pygame", "app", "app_driver", "storm", "ending", "extra_games", "babel"})
WASM_SKIPS = {"native_only": "native only", "slow_under_wasm": "too slow under WebAssembly"}
LEFT_OUT = {}  # {test module path: the native modules it imports}, filled under WebAssembly


def native_imports(path, seen=None):
    """The top-level names among NATIVE_MODULES that the Python file at `path` imports,
    at its top or inside a function, or through a helper module of tests/ it imports
    (tests/eye.py imports pygame)."""
    seen = set() if seen is None else seen
    seen.add(os.path.abspath(path))
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), str(path))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found.update(name.split(".")[0] for name in names)
    needs = found & NATIVE_MODULES
    for name in sorted(found - needs):
        helper = os.path.join(os.path.dirname(os.path.abspath(__file__)), f"{name}.py")
        if os.path.exists(helper) and os.path.abspath(helper) not in seen:
            if native_imports(helper, seen):
                needs.add(name)
    return sorted(needs)


def pytest_ignore_collect(collection_path, config):
    if not WASM or collection_path.suffix != ".py" or not collection_path.name.startswith("test_"):
        return None
    needs = native_imports(collection_path)
    if not needs:
        return None
    LEFT_OUT[os.path.relpath(collection_path, ROOT)] = needs
    return True


def pytest_collection_modifyitems(config, items):
    if not WASM:
        return
    for item in items:
        for name, label in WASM_SKIPS.items():
            marker = item.get_closest_marker(name)
            if marker is not None:
                why = marker.args[0] if marker.args else marker.kwargs.get("reason", "")
                item.add_marker(pytest.mark.skip(reason=f"{label}: {why}" if why else label))
                break


def pytest_terminal_summary(terminalreporter):
    if not LEFT_OUT:
        return
    terminalreporter.write_line(
        f"not collected under WebAssembly: {len(LEFT_OUT)} test modules that import pygame, the app or Babel"
    )
    for path, needs in sorted(LEFT_OUT.items()):
        terminalreporter.write_line(f"  {path} ({', '.join(needs)})")
