"""`make release` (tools/release.py): the itch.io kit in build/itch/, the version from one
place, and the pictures tools/make_icons.py draws for the page and the kit.

The release runs once per module in a subprocess, offline (every proxy points at a
closed port), as `make release` runs it: the web build, the download for Linux (tools/dist.py,
PyInstaller), the screenshots, the kit.
"""

import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from app.version import VERSION
from tools import build_web, dist, make_icons, release

ROOT = Path(__file__).resolve().parent.parent
KIT = ROOT / "build" / "itch"
IMAGES = ROOT / "web" / "images"
OFFLINE = {name: "http://127.0.0.1:9" for name in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY")}
DESIGNERS = (
    "Michele Bruni",
    "Paolo Casarini",
    "Klaus Nehren",
    "Chema Valle",
    "José Luís López Redondo",
    "Aleš Roszoha",
    "Peter Páleš",
)


@pytest.fixture(scope="module")
def kit():
    env = dict(
        os.environ,
        NO_PROXY="",
        no_proxy="",
        PYTHONDONTWRITEBYTECODE="1",
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        **OFFLINE,
    )
    result = subprocess.run(
        [sys.executable, "tools/release.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900
    )
    assert result.returncode == 0, f"release failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    files = sorted(p.relative_to(KIT).as_posix() for p in KIT.rglob("*") if p.is_file())
    return SimpleNamespace(
        files=files,
        out=result.stdout,
        page=(KIT / "page.md").read_text(encoding="utf-8"),
        settings=(KIT / "settings.md").read_text(encoding="utf-8"),
    )


def size(path):
    return pygame.image.load(str(path)).get_size()


# -- the version: one place ------------------------------------------------------------------


def test_the_version_is_written_once_and_read_by_the_tools():
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION)
    assert build_web.read_version() == VERSION
    # no other file in app/, tools/ or web/ spells the version out
    for folder in ("app", "tools", "web"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".js", ".tmpl", ".md", ".webmanifest") and path.name != "version.py":
                assert f'"{VERSION}"' not in path.read_text(encoding="utf-8"), path


def test_about_shows_the_version():
    from app.scenes.credits import CREDITS

    assert f"TriDice version {VERSION}." in CREDITS


# -- the kit -------------------------------------------------------------------------------


@pytest.mark.slow  # the kit: the whole make release in a subprocess
def test_release_writes_the_whole_kit(kit):
    assert f"tridice-{VERSION}.zip" in kit.files
    for name in ("cover.png", "page.md", "settings.md"):
        assert name in kit.files
    shots = [name for name in kit.files if name.startswith("screenshots/")]
    assert len(shots) >= 5
    download = dist.program_zip(VERSION).name  # tridice-<version>-linux-x86_64.zip here
    assert kit.files == sorted(
        [f"tridice-{VERSION}.zip", download, "butler.txt", "cover.png", "page.md", "settings.md"] + shots
    )


@pytest.mark.slow  # the kit: the whole make release in a subprocess
@pytest.mark.native_only("builds the Linux program with PyInstaller")
def test_the_kit_carries_the_download_with_its_channel_and_the_page_offers_it(kit):
    download = dist.program_zip(VERSION).name
    release.check_download(KIT / download)  # .itch.toml at its root, its play action in the zip
    butler = (KIT / "butler.txt").read_text(encoding="utf-8")
    assert f"butler push tridice-{VERSION}.zip USER/GAME:html5 --userversion {VERSION}" in butler
    assert f"butler push {download} USER/GAME:linux --userversion {VERSION}" in butler
    assert download in kit.page and "Download" in kit.page and "itch.io app" in kit.page
    assert download in kit.settings and "butler.txt" in kit.settings and "Linux" in kit.settings


@pytest.mark.slow  # the kit: the whole make release in a subprocess
def test_the_zip_is_the_web_build_with_index_html_at_its_root(kit):
    path = KIT / f"tridice-{VERSION}.zip"
    assert path.read_bytes() == build_web.ZIP.read_bytes()
    assert release.check_zip(path) == sorted(build_web.PAGE_FILES)
    with zipfile.ZipFile(path) as archive:
        assert "index.html" in archive.namelist()
        html = archive.read("index.html").decode("utf-8")
    assert f"TriDice {VERSION}" in html
    addresses = release.local_addresses(html)
    assert "manifest.webmanifest" in addresses and "favicon.png" in addresses
    assert all(not a.startswith("/") for a in addresses)


@pytest.mark.slow  # the kit: the whole make release in a subprocess
def test_check_zip_refuses_what_itch_would_not_run(kit, tmp_path):
    def make(name, files):
        path = tmp_path / name
        with zipfile.ZipFile(path, "w") as archive:
            for member, text in files.items():
                archive.writestr(member, text)
        return path

    good = {name: (build_web.OUT / name).read_bytes() for name in build_web.PAGE_FILES}
    with pytest.raises(release.ReleaseError, match="no index.html"):
        release.check_zip(make("a.zip", {k: v for k, v in good.items() if k != "index.html"}))
    with pytest.raises(release.ReleaseError, match="folders"):
        release.check_zip(make("b.zip", {**good, "web/extra.png": b""}))
    broken = dict(
        good, **{"index.html": good["index.html"].replace(b'href="favicon.png"', b'href="/favicon.png"')}
    )
    with pytest.raises(release.ReleaseError, match="/favicon.png"):
        release.check_zip(make("c.zip", broken))
    assert release.check_zip(make("d.zip", good)) == sorted(good)


@pytest.mark.slow  # the kit: the whole make release in a subprocess
def test_cover_and_screenshots_have_itch_shapes(kit):
    assert size(KIT / "cover.png") == (630, 500)
    shapes = set()
    for name in kit.files:
        if name.startswith("screenshots/"):
            assert name.endswith(".png")
            width, height = size(KIT / name)
            assert f"{width}x{height}" in name
            shapes.add("phone" if height > width else "desktop")
    assert shapes == {"phone", "desktop"}


@pytest.mark.slow  # the kit: the whole make release in a subprocess
def test_screenshots_are_real_scenes_from_make_shots(kit):
    for index, (shape, picture, label) in enumerate(release.SCREENSHOTS, start=1):
        shot = KIT / "screenshots" / f"{index:02d}-{label}-{shape}.png"
        assert shot.read_bytes() == (ROOT / "build" / "shots" / shape / f"{picture}.png").read_bytes()
    # the four games appear in both shapes
    for shape in release.SHAPES:
        assert {label for s, _, label in release.SCREENSHOTS if s == shape} >= {
            "trice",
            "triad",
            "tris2",
            "tri",
        }


@pytest.mark.slow  # the kit: the whole make release in a subprocess
def test_page_text_says_what_tridice_is_and_credits_every_designer(kit):
    page = kit.page
    assert page.startswith("# TriDice\n")
    assert f"Version {VERSION}." in page
    for name in DESIGNERS:
        assert name in page, name
    # each game: a bold name line, then exactly two lines about it
    for game in ("TRICE", "Tris 2", "Triad", "TRI"):
        block = re.search(rf"^\*\*{re.escape(game)}\*\* by [^\n]+\n((?:[^\n]+\n)+?)\n", page, re.M)
        assert block, game
        assert len(block.group(1).strip().split("\n")) == 2, game
    for way in ("**Touch**", "**Mouse**", "**Keys**"):
        assert way in page
    for licence in ("LGPL-2.1", "pygame-ce", "segno", "BSD", "DejaVu", "fonts/LICENSE.txt"):
        assert licence in page, licence
    assert not re.search(r"@[A-Z_]+@", page)  # no placeholder left


@pytest.mark.slow  # the kit: the whole make release in a subprocess
def test_settings_name_every_embed_choice_and_why(kit):
    settings = kit.settings
    assert f"tridice-{VERSION}.zip" in settings
    for choice in (
        "Viewport dimensions: 1280 × 720",
        "Mobile friendly: on",
        "Orientation: Default",
        "Fullscreen button: on",
        "Kind of project: HTML",
        "SharedArrayBuffer support: off",
        "Automatically start on page load: off",
        "cover.png",
    ):
        assert choice in settings, choice
    assert re.search(r"\(\d+ pictures", settings)
    assert not re.search(r"@[A-Z_]+@", settings)


def test_fill_refuses_an_unknown_placeholder():
    assert release.fill("v@VERSION@", {"VERSION": "1.2.3"}, "x") == "v1.2.3"
    with pytest.raises(release.ReleaseError, match="@OTHER@"):
        release.fill("@OTHER@", {"VERSION": "1.2.3"}, "x")


@pytest.mark.slow  # the kit: the whole make release in a subprocess
def test_make_release_and_readme(kit):
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    # (after the compiled catalogs: the kit's game carries them)
    assert re.search(
        r"^release: \$\(STAMP\) \$\(MO\)\n\t\$\(HEADLESS\) \$\(BIN\)/python tools/release\.py$",
        makefile,
        re.M,
    )
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## How to release", 1)[1].split("\n## ", 1)[0]
    for words in ("make release", "app/version.py", "build/itch/", "settings.md"):
        assert words in section, words


# -- the pictures: drawn by tools/make_icons.py ----------------------------------------------


@pytest.mark.slow  # the icon generator runs whole
def test_icon_generator_reproduces_the_committed_pictures(tmp_path):
    written = make_icons.generate(str(tmp_path))
    assert sorted(written) == sorted(make_icons.PICTURES)
    for name in written:
        assert (tmp_path / name).read_bytes() == (IMAGES / name).read_bytes(), name


def test_pictures_have_their_sizes():
    for name, wanted in make_icons.PICTURES.items():
        assert size(IMAGES / name) == wanted, name


def test_maskable_icon_keeps_the_die_inside_the_safe_zone():
    picture = pygame.image.load(str(IMAGES / "icon-maskable-512.png"))
    side = picture.get_width()
    background = tuple(int(make_icons.ms.PALETTE["background"][i : i + 2], 16) for i in (1, 3, 5))
    centre, safe = side / 2, 0.4 * side
    outside = inside_die = 0
    for y in range(0, side, 2):
        for x in range(0, side, 2):
            colour = tuple(picture.get_at((x, y)))[:3]
            distance = ((x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2) ** 0.5
            if distance > safe:
                outside += 1
                assert colour == background, (x, y, colour)
            elif colour != background:
                inside_die += 1
    samples = (side // 2) ** 2
    assert outside and inside_die > 0.15 * samples  # the die is big (a sixth of the icon), not a speck
    # full bleed: the launcher cuts its own shape, so every pixel is opaque
    assert all(picture.get_at((x, y)).a == 255 for x in (0, side - 1) for y in (0, side - 1))


def test_home_screen_icons_show_the_app_icon():
    # the 192 px manifest icon is the app's own icon, drawn by the same code as sprites/icon_192.png
    assert (IMAGES / "icon-192.png").read_bytes() == (ROOT / "sprites" / "icon_192.png").read_bytes()
    manifest = json.loads((ROOT / "web" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert {icon["src"] for icon in manifest["icons"]} <= set(make_icons.PICTURES)
