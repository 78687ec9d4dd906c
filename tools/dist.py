"""`make dist`: TriDice for people who play it offline, in dist/.

    python tools/dist.py [--no-program] [--no-package]

1. The Python package (pyproject.toml, hatch_build.py): `python -m build --no-isolation` writes
   dist/tridice-<version>.tar.gz (the sdist) and dist/tridice-<version>-py3-none-any.whl, the
   wheel built from that sdist (so the sdist is known to be whole). `pipx install` it, and the
   command `tridice` takes main.py's flags.
2. The program for players without Python (PyInstaller, tools/program/tridice.spec), for the system
   it runs on: dist/tridice-<version>-<system>-<machine>.zip (linux-x86_64 here), holding
     .itch.toml     how the itch.io app starts it ([[actions]] name = "play")
     tridice        the launcher to run (Linux; on Windows bin/tridice.exe, on macOS TriDice.app)
     bin/           PyInstaller's folder: the executable and _internal/ (Python, pygame-ce's
                    libraries, the game, its data in _internal/tridice_data/)
     README.txt     how to start it, where saves go, the licences (and LICENSES/ their texts)
   Checked: the zip stays under ZIP_BUDGET bytes.

The catalogs are compiled first (make dist does it: tools/catalogs.py compile). Only dist/ and
build/ are written; the version is app/version.py's.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import build_web  # noqa: E402  (read_version, catalog_current)

DIST = ROOT / "dist"
SPEC = ROOT / "tools" / "program" / "tridice.spec"
WORK = ROOT / "build" / "pyinstaller"
STAGE = ROOT / "build" / "dist-stage"
ZIP_BUDGET = 40_000_000  # bytes: the Linux download's target (issue 30)
ZIP_TIME = (2024, 1, 1, 0, 0, 0)  # every entry's date: the zip does not say when it was built

LAUNCHER = """\
#!/bin/sh
# TriDice @VERSION@ for Linux x86_64: starts the program in bin/ (Python and pygame-ce are
# inside it: nothing to install). Flags as in README.txt: --size WxH, --lang it, --open CODE...
case "$0" in
    */*) here="${0%/*}" ;;
    *) here=. ;;
esac
exec "$here/bin/tridice" "$@"
"""

ITCH_TOML = """\
# How the itch.io app starts TriDice @VERSION@ (its manifest: itch.io/docs/itch/integrating/manifest.html).
[[actions]]
name = "play"
path = "@PATH@"
platform = "@PLATFORM@"
"""

README = """\
TriDice @VERSION@: four little abstract dice games (TRICE, Tris 2, Triad, TRI), for @SYSTEM@.

Start it: @START@
Nothing to install: Python and pygame-ce travel inside bin/. The itch.io app starts it by
itself (.itch.toml).

Flags (from a terminal):
  --size WxH          window size, e.g. --size 390x844 to try a phone's shape
  --lang CODE         en, it, de or es for this run
  --open CODE         open a game code or a share link
  --puzzle GAME[:N]   daily puzzle N of trice, tris2 or triad
  --demo GAME         computer players on every seat
  --frames N          run N frames, then exit; --screenshot PATH saves the last one

Your settings, the game in progress and your record are kept in ~/.local/share/tridice
(Windows: %APPDATA%\\TriDice; macOS: ~/Library/Application Support/TriDice); set
TRIDICE_DATA_DIR to keep them elsewhere. Deleting this folder leaves them where they are.

If a file of the game is missing or damaged, TriDice says which and does not start:
download it again.

Licences (their texts are in LICENSES/): pygame-ce (GNU LGPL 2.1; its libraries are the
separate files in bin/_internal/, which you may replace), SDL and its libraries (zlib and
similar permissive licences), Python (PSF licence), segno (BSD), DejaVu fonts (their own
free licence), Fredoka and Nunito (SIL Open Font Licence 1.1), Lucide icons (ISC).
"""


class DistError(Exception):
    pass


def system_name() -> str:
    """linux, windows or macos: the system the program is built for (the one we run on)."""
    if sys.platform.startswith("linux"):
        return "linux"
    if sys.platform == "win32":
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    raise DistError(f"no program build for {sys.platform}")


def machine_name() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def program_zip(version: str, system: str | None = None, machine: str | None = None) -> Path:
    """dist/tridice-<version>-<system>-<machine>.zip"""
    return DIST / f"tridice-{version}-{system or system_name()}-{machine or machine_name()}.zip"


def wheel_name(version: str) -> str:
    return f"tridice-{version}-py3-none-any.whl"


def sdist_name(version: str) -> str:
    return f"tridice-{version}.tar.gz"


def fill(text: str, **values: str) -> str:
    for key, value in values.items():
        text = text.replace(f"@{key}@", value)
    return text


def run(command: list[str], what: str) -> None:
    print(f"-- {what}: {' '.join(command[1:] if command[0] == sys.executable else command)}", flush=True)
    result = subprocess.run(command, cwd=ROOT, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    if result.returncode != 0:
        raise DistError(f"{what} failed (exit {result.returncode})")


def check_catalogs() -> None:
    from games.i18n import LANGUAGES

    stale = [code for code in LANGUAGES if not build_web.catalog_current(code)]
    if stale:
        raise DistError(
            f"the compiled catalogs of {', '.join(stale)} are missing or older than their .po files: "
            "make dist compiles them (python tools/catalogs.py compile)"
        )


def build_package(version: str) -> list[Path]:
    for name in (wheel_name(version), sdist_name(version)):
        (DIST / name).unlink(missing_ok=True)
    run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(DIST), "."],
        "the package (python -m build)",
    )
    made = [DIST / sdist_name(version), DIST / wheel_name(version)]
    lost = [path.name for path in made if not path.is_file()]
    if lost:
        raise DistError(f"python -m build made no {', '.join(lost)}")
    return made


def licences() -> dict[str, Path]:
    """{name in LICENSES/: the licence file} of what the program carries."""
    from importlib import metadata

    found: dict[str, Path] = {}
    python = Path(sys.base_prefix, "lib", f"python{sys.version_info[0]}.{sys.version_info[1]}", "LICENSE.txt")
    if not python.is_file():  # Windows keeps it at the root of the installation
        python = Path(sys.base_prefix) / "LICENSE.txt"
    if python.is_file():
        found["Python.txt"] = python
    for name, label in (("pygame-ce", "pygame-ce"), ("segno", "segno")):
        files = [f for f in metadata.distribution(name).files or () if "licen" in f.name.lower()]
        if files:
            found[f"{label}.txt"] = Path(str(files[0].locate()))
    found["DejaVu-fonts.txt"] = ROOT / "fonts" / "LICENSE.txt"
    for name in ("OFL-Fredoka.txt", "OFL-Nunito.txt", "LICENSE-Lucide.txt"):  # the faces and the icons
        found[name] = ROOT / "fonts" / name
    # pygame-ce's wheel does not carry its licence text: its README names it (LGPL 2.1).
    if "pygame-ce.txt" not in found:
        found["pygame-ce.txt"] = Path(__file__).resolve().parent / "program" / "pygame-ce-licence.txt"
    return found


def build_program(version: str) -> Path:
    system = system_name()
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(WORK / "dist"),
            "--workpath",
            str(WORK / "work"),
            str(SPEC),
        ],
        "the program (PyInstaller, tools/program/tridice.spec)",
    )
    built = WORK / "dist" / ("TriDice.app" if system == "macos" else "tridice")
    if not built.exists():
        raise DistError(f"PyInstaller made no {built.relative_to(ROOT)}")
    if STAGE.exists():
        shutil.rmtree(STAGE)
    STAGE.mkdir(parents=True)
    if system == "macos":
        shutil.copytree(built, STAGE / "TriDice.app", symlinks=True)
        start, path = "open TriDice.app (or double-click it)", "TriDice.app"
    else:
        shutil.copytree(built, STAGE / "bin", symlinks=True)
        if system == "linux":
            launcher = STAGE / "tridice"
            launcher.write_text(fill(LAUNCHER, VERSION=version), encoding="utf-8")
            launcher.chmod(0o755)
            start, path = "./tridice (or double-click tridice)", "tridice"
        else:
            start, path = "double-click bin\\tridice.exe", "bin/tridice.exe"
    itch_platform = {"linux": "linux", "windows": "windows", "macos": "osx"}[system]
    (STAGE / ".itch.toml").write_text(
        fill(ITCH_TOML, VERSION=version, PATH=path, PLATFORM=itch_platform), encoding="utf-8"
    )
    shown = {"linux": "Linux x86_64", "windows": "Windows", "macos": "macOS"}[system]
    (STAGE / "README.txt").write_text(
        fill(README, VERSION=version, SYSTEM=shown, START=start), encoding="utf-8", newline="\n"
    )
    (STAGE / "LICENSES").mkdir()
    for name, source in licences().items():
        shutil.copy2(source, STAGE / "LICENSES" / name)
    archive = program_zip(version)
    write_zip(STAGE, archive)
    size = archive.stat().st_size
    if size > ZIP_BUDGET:
        raise DistError(f"{archive.name} is {size} bytes, over the {ZIP_BUDGET} byte budget")
    return archive


def write_zip(folder: Path, path: Path) -> None:
    """Every file of `folder` at the zip's root, Unix modes kept (the launcher and the program
    stay executable) and symbolic links stored as links, as Info-ZIP does (unzip and the
    itch.io app restore them); fixed dates."""
    path.unlink(missing_ok=True)
    entries = sorted(p for p in folder.rglob("*") if p.is_symlink() or p.is_file())
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for entry in entries:
            info = zipfile.ZipInfo(entry.relative_to(folder).as_posix(), ZIP_TIME)
            info.create_system = 3  # Unix: the mode bits below mean what they say
            mode = entry.lstat().st_mode
            if entry.is_symlink():
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                archive.writestr(info, os.readlink(entry))
            else:
                info.external_attr = (stat.S_IFREG | stat.S_IMODE(mode)) << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                archive.writestr(info, entry.read_bytes())


def extract(path: Path, folder: Path) -> None:
    """Unpack a zip write_zip made into `folder`, as unzip does: modes and links restored
    (Python's zipfile keeps neither). The tests and make bench use it where no unzip is."""
    with zipfile.ZipFile(path) as archive:
        for info in archive.infolist():
            target = folder / info.filename
            target.parent.mkdir(parents=True, exist_ok=True)
            mode = info.external_attr >> 16
            if stat.S_ISLNK(mode):
                os.symlink(archive.read(info).decode("utf-8"), target)
            elif not info.is_dir():
                target.write_bytes(archive.read(info))
                if mode:
                    target.chmod(stat.S_IMODE(mode))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the wheel, the sdist and the program into dist/.")
    parser.add_argument("--no-package", action="store_true", help="skip the wheel and the sdist")
    parser.add_argument("--no-program", action="store_true", help="skip the program and its zip")
    options = parser.parse_args(argv)
    try:
        version = build_web.read_version()
        check_catalogs()
        DIST.mkdir(exist_ok=True)
        made: list[Path] = []
        if not options.no_package:
            made += build_package(version)
        if not options.no_program:
            made.append(build_program(version))
    except (DistError, build_web.BuildError) as error:
        print(f"dist: {error}", file=sys.stderr)
        return 1
    print(f"TriDice {version} in dist/:")
    for path in made:
        print(f"  {path.name}  {path.stat().st_size / 1e6:.1f} MB ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
