"""The game's data found relative to the code, checked before the window opens, and saves two
copies of TriDice can write at once (issue 30: the package and the download; docs/release.md).

Quick: these run in the checkout. tests/test_dist.py builds the wheel and the program and runs
them (slow).
"""

import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from app.ui import datacheck, theme
from games import datafiles, i18n, puzzles

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import hatch_build  # noqa: E402  (the package's hooks: its data and its dependencies)


def test_in_a_checkout_the_data_is_the_project_root_and_every_reader_looks_there():
    assert datafiles.CODE_ROOT == ROOT and datafiles.ROOT == ROOT and not datafiles.installed()
    assert theme.ROOT == ROOT
    assert i18n.LOCALE_DIR == os.path.join(ROOT, "locale")
    assert puzzles.PUZZLE_DIR == os.path.join(ROOT, "puzzles")


def test_installed_or_frozen_the_data_is_the_package_beside_the_code(tmp_path):
    assert datafiles.root(str(tmp_path)) == str(tmp_path)  # a checkout: the folder of the packages
    (tmp_path / "tridice_data").mkdir()
    assert datafiles.root(str(tmp_path)) == str(tmp_path / "tridice_data")


def test_the_wheel_and_the_program_carry_every_data_file_the_game_reads():
    packed = hatch_build.data_files(ROOT)
    assert set(packed.values()) == {
        "tridice_data/" + os.path.relpath(source, ROOT).replace(os.sep, "/") for source in packed
    }
    wanted = [
        os.path.join(folder, name)
        for top in ("sprites", "sounds", "fonts", "puzzles")
        for folder, _dirs, names in os.walk(os.path.join(ROOT, top))
        for name in names
    ]
    wanted += [
        os.path.join(ROOT, "locale", code, "LC_MESSAGES", "tridice.mo")
        for code in i18n.LANGUAGES
        if os.path.exists(os.path.join(ROOT, "locale", code, "LC_MESSAGES", "tridice.mo"))
    ]
    assert sorted(wanted) == sorted(packed)
    assert not [path for path in packed if path.endswith((".po", ".pot"))]  # the sources stay out


def test_the_package_reads_its_version_and_pins_from_their_one_place():
    text = open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8").read()
    assert 'dynamic = ["version", "dependencies"]' in text
    assert 'path = "app/version.py"' in text
    assert 'tridice = "app.cli:run"' in text
    pins = hatch_build.pinned(ROOT, hatch_build.RUN_DEPENDENCIES)
    requirements = open(os.path.join(ROOT, "requirements.txt"), encoding="utf-8").read()
    assert pins == [line for line in requirements.splitlines() if line.startswith(("pygame-ce==", "segno=="))]
    assert not any(line.startswith(("pygbag", "pytest")) for line in pins)


def test_the_checkout_passes_the_data_check():
    assert datacheck.problems() == []


def copy_data(tmp_path, monkeypatch):
    """The checkout's data copied to tmp_path/tridice_data, as an installed package has it."""
    data = tmp_path / "tridice_data"
    for source, target in hatch_build.data_files(ROOT).items():
        path = tmp_path / target
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, path)
    monkeypatch.setattr(datafiles, "ROOT", str(data))
    monkeypatch.setattr(puzzles, "PUZZLE_DIR", str(data / "puzzles"))
    return data


def damage(path, keep=0.5):
    """Cut a file short (its first `keep` share) and flip a byte in what is left."""
    data = bytearray(path.read_bytes()[: max(1, int(path.stat().st_size * keep))])
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))


def test_a_missing_or_damaged_data_file_is_named(tmp_path, monkeypatch):
    data = copy_data(tmp_path, monkeypatch)
    assert datafiles.installed() and datacheck.problems() == []
    (data / "fonts" / "DejaVuSans.ttf").unlink()
    damage(data / "sprites" / "dice_pips.png")
    damage(data / "sounds" / "roll.ogg", keep=0.9)
    damage(data / "locale" / "it" / "LC_MESSAGES" / "tridice.mo", keep=0.3)
    (data / "locale" / "de" / "LC_MESSAGES" / "tridice.mo").unlink()
    (data / "sprites" / "sheets.json").write_text(
        (data / "sprites" / "sheets.json").read_text(encoding="utf-8").replace("dice_roman.png", "gone.png"),
        encoding="utf-8",
    )
    (data / "puzzles" / "triad.jsonl").write_text("{not json\n", encoding="utf-8")
    found = datacheck.problems()
    assert found == [
        "sprites/dice_pips.png is damaged (" + found[0].split(" (", 1)[1],
        "sprites/gone.png is missing",
        "fonts/DejaVuSans.ttf is missing",
        found[3],
        "locale/it/LC_MESSAGES/tridice.mo is damaged (" + found[4].split(" (", 1)[1],
        "locale/de/LC_MESSAGES/tridice.mo is missing",
        found[6],
    ], found
    assert found[3].startswith("sounds/roll.ogg is damaged (") and found[6].startswith(
        "puzzles/triad.jsonl is damaged"
    )
    text = datacheck.message(found)
    assert text.startswith("TriDice cannot start: a file it needs is missing or damaged.")
    assert str(data) in text and "again" in text


def test_a_checkout_may_not_have_compiled_its_catalogs_yet(tmp_path, monkeypatch):
    copy_data(tmp_path, monkeypatch)
    monkeypatch.setattr(datafiles, "CODE_ROOT", str(tmp_path / "tridice_data"))  # as in a checkout
    assert not datafiles.installed()
    os.remove(datafiles.path("locale", "es", "LC_MESSAGES", "tridice.mo"))
    assert datacheck.problems() == []  # English until make compiles it, as before


def test_the_ogg_check_reads_every_page_and_its_checksum():
    good = open(os.path.join(ROOT, "sounds", "win.ogg"), "rb").read()
    assert datacheck.check_ogg(good) is None
    flipped = bytearray(good)
    flipped[len(good) // 2] ^= 1
    assert "checksum" in datacheck.check_ogg(bytes(flipped))
    assert "cut short" in datacheck.check_ogg(good[: len(good) - 100])
    assert datacheck.check_ogg(b"") == "empty"
    assert "not an Ogg page" in datacheck.check_ogg(b"RIFF" + good[4:])


@pytest.mark.native_only("runs main.py in a subprocess")
def test_main_py_says_which_file_is_damaged_and_exits_3_without_a_traceback(tmp_path):
    script = textwrap.dedent(
        f"""
        import asyncio, sys
        sys.path.insert(0, {ROOT!r})
        from games import datafiles
        datafiles.ROOT = {str(tmp_path)!r}  # an empty data folder: everything is missing
        import main
        sys.exit(asyncio.run(main.main(["--frames", "2"])))
        """
    )
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TRIDICE_DATA_DIR=str(tmp_path / "d")
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=str(tmp_path),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == datacheck.DATA_ERROR == 3, result.stderr
    assert "TriDice cannot start" in result.stderr and "sprites/sheets.json is missing" in result.stderr
    assert "fonts/DejaVuSans.ttf is missing" in result.stderr and "Traceback" not in result.stderr


# -- two copies saving at once -------------------------------------------------------------------

SAVER = """
import json, sys
sys.path.insert(0, {root!r})
from app.saved.storage import FileBackend, Storage
store = Storage(FileBackend({folder!r}))
me, size = sys.argv[1], int(sys.argv[2])
for number in range(400):
    for kind in ("settings", "autosave-trice", "record"):
        assert store.save(kind, {{"who": me, "n": number, "pad": me * size}}), store.take_messages()
"""


@pytest.mark.native_only("runs two Python processes at once")
def test_two_copies_saving_the_same_documents_at_once_never_mix_them(tmp_path):
    folder = tmp_path / "data"
    script = SAVER.format(root=ROOT, folder=str(folder))
    # one writes long documents, the other short ones: mixed bytes would show as broken JSON
    runs = [
        subprocess.Popen([sys.executable, "-c", script, who, size], stderr=subprocess.PIPE, text=True)
        for who, size in (("a", "20000"), ("b", "10"))
    ]
    for run in runs:
        _out, err = run.communicate(timeout=300)
        assert run.returncode == 0, err
    assert sorted(os.listdir(folder)) == [
        "autosave-trice.json",
        "record.json",
        "settings.json",
    ]  # no .tmp left
    for name in os.listdir(folder):
        with open(folder / name, encoding="utf-8") as handle:
            data = json.load(handle)["data"]
        assert data["pad"] == data["who"] * (20000 if data["who"] == "a" else 10)


def test_the_data_check_opens_every_font_and_font_index_the_game_reads():
    """Each face, the fallback face, the icon font and their indexes (app/ui/theme.py): a
    font added to fonts/ and not to the check would surface as a silent fallback."""
    fonts = {name for name in os.listdir(os.path.join(ROOT, "fonts")) if name.endswith((".ttf", ".json"))}
    assert fonts == set(datacheck.FONTS) | set(datacheck.FONT_INDEXES)
