"""`make release`: the kit for publishing TriDice on itch.io, in build/itch/.

    python tools/release.py [--site-url URL] [--out DIR]

1. Builds the web version (tools/build_web.py: build/web/ and build/web.zip) and
   the screenshots (tools/shots.py at 1280x720 and 390x844: build/shots/).
2. Writes build/itch/ (or --out):
     tridice-<version>.zip   the HTML5 game to upload: build/web.zip, index.html at
                             its root, every address in the page relative
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

from tools import build_web  # noqa: E402

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


def make_kit(version, out=KIT, web_zip=build_web.ZIP, shots=SHOTS):
    """build/itch/ from an existing web build and screenshots; returns the files written."""
    if out.exists():
        shutil.rmtree(out)
    (out / "screenshots").mkdir(parents=True)
    archive = out / f"tridice-{version}.zip"
    shutil.copy2(web_zip, archive)
    check_zip(archive)
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
    values = {
        "VERSION": version,
        "ZIP": archive.name,
        "ZIP_KB": round(archive.stat().st_size / 1000),
        "SCREENSHOTS": len(SCREENSHOTS),
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
    print(f"Upload {shown}/tridice-{version}.zip and follow {shown}/settings.md.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
