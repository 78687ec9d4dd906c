"""main.py as a process: flags, screenshot, exit codes."""

import json
import os
import subprocess
import sys

import pygame
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(tmp_path, *args):
    env = dict(
        os.environ, TRIDICE_DATA_DIR=str(tmp_path / "data"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"
    )
    return subprocess.run(
        [sys.executable, os.path.join(ROOT, "main.py"), *args],
        cwd=str(tmp_path),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_frames_and_screenshot_in_a_phone_shape(tmp_path):
    shot = tmp_path / "shot.png"
    result = run(tmp_path, "--frames", "5", "--size", "360x740", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (360, 740)


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_demo_opens_the_game_with_computers_on_every_seat(tmp_path):
    shot = tmp_path / "demo.png"
    result = run(tmp_path, "--demo", "trice", "--frames", "30", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
    with open(tmp_path / "data" / "autosave-trice.json", encoding="utf-8") as handle:
        saved = json.load(handle)["data"]  # the board saves the game it opens
    assert saved["record"]["game"] == "trice" and saved["seats"] == ["normal", "normal"]


def test_bad_flags_exit_non_zero_with_a_reason(tmp_path):
    result = run(tmp_path, "--size", "tiny")
    assert result.returncode != 0 and "size" in result.stderr
    result = run(tmp_path, "--demo", "chess", "--frames", "2")
    assert result.returncode != 0 and "unknown game" in result.stderr


def test_an_uncaught_error_exits_non_zero_with_the_traceback(tmp_path):
    # a save folder that is a file makes nothing crash; a broken scene must:
    script = (
        "import asyncio, sys; sys.argv=['main.py','--frames','3'];"
        "import app.scenes.menu as m; m.MenuScene.draw_content = lambda self, s: 1/0;"
        "import main; sys.exit(asyncio.run(main.main()))"
    )
    env = dict(
        os.environ,
        TRIDICE_DATA_DIR=str(tmp_path),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=ROOT,
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode != 0
    assert "Traceback" in result.stderr and "ZeroDivisionError" in result.stderr


def test_a_person_running_it_from_a_terminal_is_told_where_the_game_is(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TRIDICE_DATA_DIR=str(tmp_path))
    script = (
        "import asyncio, main, app.app as a\n"
        "a.App.run = lambda self, frames=None, screenshot=None: asyncio.sleep(0, 0)\n"
        "raise SystemExit(asyncio.run(main.main([])))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "open in its own window" in result.stdout and str(tmp_path) in result.stdout
