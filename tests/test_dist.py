"""`make dist` (tools/dist.py): the wheel installed into a new virtual environment outside the
project, and the Linux program unzipped into an empty folder and run with an empty environment,
both headless; a damaged data file in either is named and exits 3; two copies of the program at
once keep whole saves. docs/release.md says what cannot be tested here (Windows, macOS).

tools/dist.py runs once for this module (about a minute on two cores: the sdist, the wheel,
PyInstaller). The wheel's dependencies come from build/wheelhouse/ (pip download fills it from
the package index once: pip's cache after that), so the install itself uses --no-index.
"""

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from app.version import VERSION
from games import codes, registry
from games.match import Match
from games.playout import random_move
from tools import dist

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import hatch_build  # noqa: E402

WHEELHOUSE = ROOT / "build" / "wheelhouse"
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
SIZE = (1280, 720)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.native_only("builds and runs the package and the program"),
    pytest.mark.skipif(
        not sys.platform.startswith("linux") or dist.machine_name() != "x86_64",
        reason="the download tested here is Linux x86_64's",
    ),
]


@pytest.fixture(scope="module")
def built():
    result = subprocess.run(
        [sys.executable, "tools/dist.py"],
        cwd=ROOT,
        env=dict(os.environ, **HEADLESS),
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert result.returncode == 0, f"make dist failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    files = {
        "wheel": dist.DIST / dist.wheel_name(VERSION),
        "sdist": dist.DIST / dist.sdist_name(VERSION),
        "zip": dist.program_zip(VERSION),
    }
    for path in files.values():
        assert path.is_file(), path
    return files


@pytest.fixture(scope="module")
def native_menu(tmp_path_factory):
    """The menu as main.py draws it in the checkout, 120 frames in."""
    folder = tmp_path_factory.mktemp("native")
    shot = folder / "menu.png"
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--frames", "120", "--screenshot", str(shot)],
        cwd=folder,
        env=dict(os.environ, TRIDICE_DATA_DIR=str(folder / "data"), **HEADLESS),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return pygame.image.load(str(shot))


def assert_is_the_menu(path, native):
    """The picture at `path` is a whole, drawn menu: the window's size, many colours, and the
    same pixels as main.py's menu in the checkout (the same code, fonts and pictures)."""
    image = pygame.image.load(str(path))
    assert image.get_size() == SIZE
    colours = {tuple(image.get_at((x, y))) for x in range(0, SIZE[0], 16) for y in range(0, SIZE[1], 16)}
    assert len(colours) > 20, f"a blank picture: {len(colours)} colours"
    differing = sum(
        image.get_at((x, y)) != native.get_at((x, y))
        for x in range(0, SIZE[0], 4)
        for y in range(0, SIZE[1], 4)
    )
    assert differing <= 0.01 * (SIZE[0] // 4) * (SIZE[1] // 4), (
        f"{differing} sampled pixels differ from main.py's menu"
    )


def finished_code():
    """A share code of a real finished game (TRICE, random moves to the end)."""
    rng = random.Random(3)
    rules = registry.get("trice").rules
    match = Match.new("trice", 2)
    while not match.is_over():
        match.play(random_move(rules, match.state, rng))
    return codes.encode(match.record)


# -- the wheel ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def venv(built, tmp_path_factory):
    """A new virtual environment outside the project with the wheel installed."""
    pins = hatch_build.pinned(str(ROOT), hatch_build.RUN_DEPENDENCIES)
    WHEELHOUSE.mkdir(parents=True, exist_ok=True)
    fetched = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--only-binary=:all:",
            "-d",
            str(WHEELHOUSE),
            *pins,
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert fetched.returncode == 0, fetched.stderr[-2000:]
    folder = tmp_path_factory.mktemp("venv") / "tridice-env"
    subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True, timeout=300)
    installed = subprocess.run(
        [
            str(folder / "bin" / "python"),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-index",
            "--find-links",
            str(dist.DIST),
            "--find-links",
            str(WHEELHOUSE),
            str(built["wheel"]),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert installed.returncode == 0, installed.stderr[-3000:]
    return folder


def run_installed(venv, folder, *args):
    return subprocess.run(
        [str(venv / "bin" / "tridice"), *args],
        cwd=folder,  # another folder: nothing of the project's is found from here
        env={"PATH": os.environ.get("PATH", ""), "TRIDICE_DATA_DIR": str(folder / "data"), **HEADLESS},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_wheel_installs_into_a_new_environment_and_draws_the_menu(venv, native_menu, tmp_path):
    result = run_installed(venv, tmp_path, "--frames", "120", "--screenshot", str(tmp_path / "menu.png"))
    assert result.returncode == 0, result.stderr
    assert_is_the_menu(tmp_path / "menu.png", native_menu)
    where = subprocess.run(
        [
            str(venv / "bin" / "python"),
            "-c",
            "from games import datafiles; import importlib.metadata as m; "
            "print(datafiles.ROOT); print(m.version('tridice')); print(m.requires('tridice'))",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    assert where[0].endswith(os.path.join("site-packages", "tridice_data")) and str(ROOT) not in where[0]
    assert where[1] == VERSION
    assert where[2] == str(hatch_build.pinned(str(ROOT), hatch_build.RUN_DEPENDENCIES))


def test_the_installed_command_takes_main_py_flags(venv, tmp_path):
    result = run_installed(venv, tmp_path, "--help")
    assert result.returncode == 0
    for flag in ("--frames", "--screenshot", "--demo", "--size", "--open", "--puzzle", "--lang"):
        assert flag in result.stdout
    assert result.stdout.startswith("usage: tridice")
    result = run_installed(venv, tmp_path, "--lang", "it", "--size", "390x844", "--frames", "3")
    assert result.returncode == 0, result.stderr


def test_a_damaged_or_missing_file_in_the_installed_package_is_named(venv, tmp_path):
    data = next(venv.glob("lib/python*/site-packages/tridice_data"))
    font, sheet = data / "fonts" / "DejaVuSans.ttf", data / "sprites" / "dice_pips.png"
    kept = {path: path.read_bytes() for path in (font, sheet)}
    try:
        font.write_bytes(kept[font][:5000])  # cut short
        result = run_installed(venv, tmp_path, "--frames", "3")
        assert result.returncode == 3
        assert "fonts/DejaVuSans.ttf is damaged" in result.stderr and "Traceback" not in result.stderr
        assert str(data) in result.stderr and "again" in result.stderr
        sheet.unlink()
        result = run_installed(venv, tmp_path, "--frames", "3")
        assert result.returncode == 3 and "sprites/dice_pips.png is missing" in result.stderr
        assert "Traceback" not in result.stderr
    finally:
        for path, content in kept.items():
            path.write_bytes(content)
    assert run_installed(venv, tmp_path, "--frames", "2").returncode == 0


# -- the Linux download ---------------------------------------------------------------------------


@pytest.fixture
def unpacked(built, tmp_path):
    """The zip unpacked into an empty folder, as a player does (unzip, else tools/dist.extract)."""
    folder = tmp_path / "TriDice"
    folder.mkdir()
    if shutil.which("unzip"):
        subprocess.run(["unzip", "-q", str(built["zip"])], cwd=folder, check=True, timeout=300)
    else:
        dist.extract(built["zip"], folder)
    return folder


def run_program(folder, *args, data=None):
    """./tridice in `folder` with an empty environment but what SDL needs and the saves' folder:
    no PATH (so no Python to find), no HOME, no project."""
    env = {"TRIDICE_DATA_DIR": str(data or folder.parent / "saves"), **HEADLESS}
    return subprocess.run(
        ["./tridice", *args], cwd=folder, env=env, capture_output=True, text=True, timeout=180
    )


def test_the_zip_holds_the_launcher_the_manifest_and_the_program(built):
    import zipfile

    with zipfile.ZipFile(built["zip"]) as archive:
        names = set(archive.namelist())
        manifest = archive.read(".itch.toml").decode("utf-8")
        launcher = archive.getinfo("tridice")
    assert {".itch.toml", "tridice", "README.txt", "bin/tridice"} <= names
    assert any(name.startswith("bin/_internal/tridice_data/fonts/") for name in names)
    assert {"LICENSES/pygame-ce.txt", "LICENSES/segno.txt", "LICENSES/Python.txt"} <= names
    assert '[[actions]]\nname = "play"\npath = "tridice"\nplatform = "linux"' in manifest
    assert (launcher.external_attr >> 16) & 0o111  # executable once unpacked
    assert built["zip"].name == f"tridice-{VERSION}-linux-x86_64.zip"
    assert built["zip"].stat().st_size < dist.ZIP_BUDGET


def test_the_download_runs_from_an_empty_folder_with_no_python_and_draws_the_menu(unpacked, native_menu):
    result = run_program(unpacked, "--frames", "120", "--screenshot", "menu.png")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert_is_the_menu(unpacked / "menu.png", native_menu)
    # nothing written beside the program but the picture asked for (saves go to the per-user folder)
    assert sorted(os.listdir(unpacked)) == [
        ".itch.toml",
        "LICENSES",
        "README.txt",
        "bin",
        "menu.png",
        "tridice",
    ]


def test_the_download_opens_a_finished_game_as_a_replay(unpacked, native_menu):
    result = run_program(unpacked, "--open", finished_code(), "--frames", "60", "--screenshot", "replay.png")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Traceback" not in result.stderr and "refused" not in (result.stdout + result.stderr).lower()
    replay = pygame.image.load(str(unpacked / "replay.png"))
    assert replay.get_size() == SIZE
    differing = sum(
        replay.get_at((x, y)) != native_menu.get_at((x, y))
        for x in range(0, SIZE[0], 8)
        for y in range(0, SIZE[1], 8)
    )
    assert differing > 1000  # not the menu: the game opened


def test_a_damaged_or_missing_file_in_the_download_is_named(unpacked):
    data = unpacked / "bin" / "_internal" / "tridice_data"
    sheet = data / "sprites" / "dice_roman.png"
    sheet.write_bytes(sheet.read_bytes()[:300])
    result = run_program(unpacked, "--frames", "3")
    assert result.returncode == 3, result.stdout + result.stderr
    assert "sprites/dice_roman.png is damaged" in result.stderr and "Traceback" not in result.stderr
    (data / "fonts" / "DejaVuSans-Bold.ttf").unlink()
    result = run_program(unpacked, "--frames", "3")
    assert result.returncode == 3 and "fonts/DejaVuSans-Bold.ttf is missing" in result.stderr
    assert "Traceback" not in result.stderr


def test_two_copies_of_the_program_at_once_keep_whole_saves(unpacked, tmp_path):
    data = tmp_path / "shared-saves"
    env = {"TRIDICE_DATA_DIR": str(data), **HEADLESS}
    runs = [
        subprocess.Popen(
            ["./tridice", "--demo", game, "--frames", "400"],
            cwd=unpacked,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for game in ("trice", "trice")
    ]
    for run in runs:
        out, err = run.communicate(timeout=300)
        assert run.returncode == 0, out + err
        assert "could not write" not in out + err
    names = sorted(os.listdir(data))
    assert "autosave-trice.json" in names  # each demo game saves after every move
    assert not [name for name in names if ".bad" in name or name.endswith(".tmp")], names
    for name in names:
        with open(data / name, encoding="utf-8") as handle:
            assert json.load(handle)["app"] == "tridice"
