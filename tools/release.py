"""`make release`: the kit for publishing TriDice on itch.io, in build/itch/.

    python tools/release.py [--site-url URL] [--out DIR]

1. Builds the web version (tools/build_web.py: build/web/ and build/web.zip), the
   download for this system (tools/dist.py --no-package: dist/tridice-<version>-linux-x86_64.zip
   on Linux) and the screenshots (tools/shots.py at 1280x720 and 390x844: build/shots/).
2. Writes build/itch/ (or --out):
     tridice-<version>.zip   the HTML5 game to upload: build/web.zip, index.html at
                             its root, every address in the page relative
     tridice-<version>-<system>-<machine>.zip
                             the download: every one dist/ holds for this version (the
                             Linux one here; a Windows or macOS one built there and copied
                             into dist/ comes along), each with its .itch.toml
     butler.txt              the uploader's command per file, with its channel: html5,
                             linux, windows, osx
     cover.png               630x500, from web/images/itch-cover.png (tools/make_icons.py)
     screenshots/NN-*.png    real scenes from make shots, laptop and phone shapes
     page.md                 the itch.io page text (web/itch/page.md)
     settings.md             which itch.io options to choose, and why (web/itch/settings.md)
3. Checks the kit: the zip's files, every local address in the page, the manifest
   and the service worker present in the zip, the pictures' sizes, no placeholder left.

The version comes from app/version.py, read by tools/build_web.py. Nothing outside
build/ is written.
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import build_web, dist  # noqa: E402

KIT = ROOT / "build" / "itch"
SHOTS = ROOT / "build" / "shots"
ITCH = ROOT / "web" / "itch"
COVER = ROOT / "web" / "images" / "itch-cover.png"
COVER_SIZE = (630, 500)
SHAPES = ("1280x720", "390x844")
# (shape, picture from make shots, what it shows): the order itch.io will show them in.
SCREENSHOTS = (
    ("1280x720", "menu", "menu"),
    ("1280x720", "trice-mid", "trice"),
    ("1280x720", "tris2-choice", "tris2"),
    ("1280x720", "triad-choice", "triad"),
    ("1280x720", "tri-choice", "tri"),
    ("390x844", "trice-mid", "trice"),
    ("390x844", "triad-mid", "triad"),
    ("390x844", "tris2-choice", "tris2"),
    ("390x844", "tri-choice", "tri"),
)
# butler's channel for each file: itch.io tags a channel named for a system with that system.
WEB_CHANNEL = "html5"
CHANNELS = {"linux": "linux", "windows": "windows", "macos": "osx"}
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


class ReleaseError(Exception):
    pass


def run(args, what):
    print(f"-- {what}")
    result = subprocess.run([sys.executable, *args], cwd=ROOT, env=dict(os.environ, **HEADLESS))
    if result.returncode != 0:
        raise ReleaseError(f"{what} failed (exit {result.returncode})")


def png_size(path):
    """(width, height) from a PNG's header."""
    head = Path(path).read_bytes()[:24]
    if not head.startswith(b"\x89PNG\r\n\x1a\n") or head[12:16] != b"IHDR":
        raise ReleaseError(f"{path} is not a PNG picture")
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def fill(text, values, source):
    for key, value in values.items():
        text = text.replace(f"@{key}@", str(value))
    left = re.search(r"@[A-Z_]+@", text)
    if left:
        raise ReleaseError(f"{source} has a placeholder the release does not know: {left.group(0)}")
    return text


def local_addresses(html):
    """Every src/href in the page that is not an absolute address (the runtime's CDN is)."""
    found = re.findall(r'\b(?:src|href)="([^"]+)"', html)
    return [a for a in found if not re.match(r"[a-z]+:", a)]


def check_zip(path):
    """The zip as itch.io needs it: index.html at its root, every file at the root, every
    address the page, the manifest and the service worker use relative and present."""
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        if "index.html" not in names:
            raise ReleaseError(f"{path.name} has no index.html at its root")
        nested = [n for n in names if "/" in n or "\\" in n]
        if nested:
            raise ReleaseError(f"{path.name} has files in folders: {nested}")
        if sorted(names) != sorted(build_web.PAGE_FILES):
            raise ReleaseError(
                f"{path.name} holds {sorted(names)}, not the page's files {sorted(build_web.PAGE_FILES)}"
            )
        html = archive.read("index.html").decode("utf-8")
        manifest = json.loads(archive.read(build_web.MANIFEST))
        worker = archive.read(build_web.WORKER).decode("utf-8")
    wanted = local_addresses(html) + [icon["src"] for icon in manifest["icons"]] + [manifest["start_url"]]
    files = re.search(r"^const FILES = (\[.*?\n\]);$", worker, re.S | re.M)
    if files is None:
        raise ReleaseError(f"{path.name}: the service worker lists no FILES")
    wanted += [name for name, _ in json.loads(files.group(1))]
    for address in wanted:
        if address.startswith("/") or address.split("?")[0] not in names:
            raise ReleaseError(
                f"{path.name}: the address {address!r} is not a relative path to a file in the zip"
            )
    if "@TRIDICE_" in html or "@TRIDICE_" in worker:
        raise ReleaseError(f"{path.name}: a placeholder was left in the page or the service worker")
    return sorted(names)


def downloads(version, folder=dist.DIST):
    """{channel: path} of the downloads dist/ holds for `version` (tools/dist.py's names)."""
    found = {}
    for path in sorted(glob.glob(str(Path(folder) / f"tridice-{version}-*-*.zip"))):
        system = Path(path).name[len(f"tridice-{version}-") :].split("-", 1)[0]
        if system in CHANNELS:
            found[CHANNELS[system]] = Path(path)
    return found


def check_download(path):
    """A download as the itch.io app needs it: .itch.toml at its root naming a play action whose
    file is in the zip."""
    with zipfile.ZipFile(path) as archive:
        names = set(archive.namelist())
        if ".itch.toml" not in names:
            raise ReleaseError(f"{path.name} has no .itch.toml at its root")
        manifest = archive.read(".itch.toml").decode("utf-8")
    action = re.search(r'^name = "play"\npath = "([^"]+)"', manifest, re.M)
    if action is None:
        raise ReleaseError(f"{path.name}: .itch.toml has no play action")
    target = action.group(1)
    if target not in names and not any(name.startswith(target + "/") for name in names):
        raise ReleaseError(f"{path.name}: .itch.toml starts {target!r}, which the zip does not hold")


def butler_lines(version, files):
    """The uploader's commands: one `butler push` per (channel, file name)."""
    lines = [
        "# itch.io's uploader, butler (itch.io/docs/butler): from this folder, with your itch.io user",
        f"# and the game's name on itch.io for USER/GAME. One channel per file; --userversion {version}.",
    ]
    for channel, name in files:
        lines.append(f"butler push {name} USER/GAME:{channel} --userversion {version}")
    return "\n".join(lines) + "\n"


def make_kit(version, out=KIT, web_zip=build_web.ZIP, shots=SHOTS, dist_folder=dist.DIST):
    """build/itch/ from an existing web build, downloads and screenshots; returns the files
    written."""
    if out.exists():
        shutil.rmtree(out)
    (out / "screenshots").mkdir(parents=True)
    archive = out / f"tridice-{version}.zip"
    shutil.copy2(web_zip, archive)
    check_zip(archive)
    channels = [(WEB_CHANNEL, archive.name)]
    found = downloads(version, dist_folder)
    if "linux" not in found and sys.platform.startswith("linux"):
        raise ReleaseError(f"dist/ holds no tridice-{version}-linux-x86_64.zip (make dist builds it)")
    for channel, source in found.items():
        shutil.copy2(source, out / source.name)
        check_download(out / source.name)
        channels.append((channel, source.name))
    (out / "butler.txt").write_text(butler_lines(version, channels), encoding="utf-8")
    if png_size(COVER) != COVER_SIZE:
        raise ReleaseError(f"{COVER.relative_to(ROOT)} is {png_size(COVER)}, itch.io's cover is {COVER_SIZE}")
    shutil.copy2(COVER, out / "cover.png")
    for index, (shape, picture, label) in enumerate(SCREENSHOTS, start=1):
        source = shots / shape / f"{picture}.png"
        if not source.is_file():
            raise ReleaseError(f"make shots made no {source.relative_to(ROOT)}")
        if "x".join(map(str, png_size(source))) != shape:
            raise ReleaseError(f"{source.relative_to(ROOT)} is not {shape}")
        shutil.copy2(source, out / "screenshots" / f"{index:02d}-{label}-{shape}.png")
    linux = found.get("linux")
    values = {
        "VERSION": version,
        "ZIP": archive.name,
        "ZIP_KB": round(archive.stat().st_size / 1000),
        "SCREENSHOTS": len(SCREENSHOTS),
        "LINUX_ZIP": linux.name if linux else f"tridice-{version}-linux-x86_64.zip",
        "LINUX_MB": f"{linux.stat().st_size / 1e6:.0f}" if linux else "?",
    }
    for name in ("page.md", "settings.md"):
        source = ITCH / name
        (out / name).write_text(
            fill(source.read_text(encoding="utf-8"), values, source.relative_to(ROOT)), encoding="utf-8"
        )
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())


def main(argv=None):
    parser = argparse.ArgumentParser(description="Build the itch.io release kit into build/itch/.")
    parser.add_argument("--site-url", help="passed to tools/build_web.py (absolute link-preview addresses)")
    parser.add_argument("--out", type=Path, default=KIT, help="the kit's folder (default build/itch/)")
    options = parser.parse_args(argv)
    try:
        version = build_web.read_version()
        web_args = ["tools/build_web.py"] + (["--site-url", options.site_url] if options.site_url else [])
        run(web_args, "the web build (tools/build_web.py)")
        run(["tools/dist.py", "--no-package"], "the download (tools/dist.py)")
        run(["tools/shots.py", "--shapes", ",".join(SHAPES)], "the screenshots (tools/shots.py)")
        out = options.out.resolve()
        files = make_kit(version, out)
    except (ReleaseError, build_web.BuildError) as error:
        print(f"release: {error}", file=sys.stderr)
        return 1
    shown = os.path.relpath(out, ROOT)
    print(f"TriDice {version}: the itch.io kit is in {shown}/")
    for name in files:
        print(f"  {name}")
    print(
        f"Upload {shown}/tridice-{version}.zip and the downloads as {shown}/butler.txt "
        f"and {shown}/settings.md say."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
