"""tools/new_game.py's skeleton passes the project's own checks as it comes (issue 27 point 2):
written into a copy of the project, with its one registry line, ruff finds nothing and mypy
(strict on games/, every function annotated on the boards; the view reads the rules through
the game's Protocol of queries) passes. The quick loop with it registered: `pytest --fifth-game`
(make test runs it)."""

import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COPIED = ("app", "games", "tools", "main.py", "pyproject.toml")


@pytest.mark.slow
@pytest.mark.native_only("runs ruff and mypy in a subprocess")
def test_the_skeleton_passes_ruff_and_mypy_as_it_comes(tmp_path):
    for name in COPIED:
        source = os.path.join(ROOT, name)
        if os.path.isdir(source):
            shutil.copytree(source, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__", "vendor"))
        else:
            shutil.copy(source, tmp_path / name)
    made = subprocess.run(
        [sys.executable, "tools/new_game.py", "row", "--title", "Row of Seven"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert made.returncode == 0, made.stderr
    assert '"row"' in (tmp_path / "games" / "registry.py").read_text(encoding="utf-8")
    bin_dir = os.path.dirname(sys.executable)
    for command in (
        [os.path.join(bin_dir, "ruff"), "check", "games/row", "app/boards/row"],
        [os.path.join(bin_dir, "ruff"), "format", "--check", "games/row", "app/boards/row"],
        [sys.executable, "-m", "mypy", "games/row", "app/boards/row"],
    ):
        done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True)
        assert done.returncode == 0, f"{command[-3:]}:\n{done.stdout}\n{done.stderr}"
