"""The offline web build: tools/build_web.py makes build/web/ and build/web.zip.

The build runs once per module, in a subprocess, with every proxy pointed at a
closed port so any download attempt would fail. It also runs with a fake `black`
that pygbag could import and launch, and with tests/web_build_audit/ on
PYTHONPATH: its sitecustomize puts an audit hook into the tool's process and
pygbag's, logging every file they write, move or delete and every program they
start, so the tests can tell what the build itself did even while other people
edit the tree.

The page cannot be run here (pygbag's runtime comes from its CDN), so these
tests read what a phone would get: the page's settings, the bundle's contents
and sizes.
"""

import hashlib
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from types import SimpleNamespace

import pytest

from tools import build_web

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "build_web.py"
WEB = ROOT / "build" / "web"
ZIP = ROOT / "build" / "web.zip"
APK = WEB / "tridice.apk"
AUDIT_SITE = Path(__file__).resolve().parent / "web_build_audit"
GAME_ROOTS = ("main.py", "app", "games", "sprites", "sounds", "fonts")
MAX_BYTES = 2_000_000
# Folders whose contents are not part of the working tree proper.
NOT_TREE = {".git", ".venv", "venv", "build", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache"}
OFFLINE = {name: "http://127.0.0.1:9" for name in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY")}


def game_files():
    """The project's game files as they are on disk now, relative to ROOT."""
    found = []
    for name in GAME_ROOTS:
        path = ROOT / name
        if path.is_file():
            found.append(name)
        for folder, dirnames, filenames in os.walk(path):
            dirnames[:] = [d for d in dirnames if d != "__pycache__" and not d.startswith(".")]
            for filename in filenames:
                if not filename.startswith(".") and not filename.endswith(".pyc"):
                    found.append((Path(folder) / filename).relative_to(ROOT).as_posix())
    return sorted(found)


def vendored_files():
    """The libraries the bundle carries besides the game (segno: its modules and licence)."""
    return sorted(f"{name}/{module}" for name, modules in build_web.VENDORED.items()
                  for module in modules + ("LICENSE",))


def tree_snapshot():
    """Checksum of every file outside build/, caches and the virtualenv."""
    sums = {}
    for folder, dirnames, filenames in os.walk(ROOT):
        dirnames[:] = [d for d in dirnames if d not in NOT_TREE]
        for filename in filenames:
            path = Path(folder) / filename
            sums[path.relative_to(ROOT).as_posix()] = hashlib.sha1(path.read_bytes()).hexdigest()
    return sums


def run_tool(*args, env=None):
    env = dict(env or os.environ, NO_PROXY="", no_proxy="", PYTHONDONTWRITEBYTECODE="1", **OFFLINE)
    return subprocess.run([sys.executable, str(TOOL), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)


def instrumented_env(folder):
    """Environment with the audit hook and a fake `black` that pygbag could import and run."""
    site = folder / "site"
    (site / "black").mkdir(parents=True)
    (site / "black" / "__init__.py").write_text("__version__ = 'fake'\n")
    bin_dir = folder / "bin"
    bin_dir.mkdir()
    black = bin_dir / "black"
    black.write_text('#!/bin/sh\necho "$@" >> "$WEB_BUILD_BLACK_RAN"\n')
    black.chmod(0o755)
    return dict(
        os.environ,
        PYTHONPATH=os.pathsep.join(filter(None, [str(AUDIT_SITE), str(site), os.environ.get("PYTHONPATH")])),
        PATH=os.pathsep.join([str(bin_dir), os.environ.get("PATH", "")]),
        WEB_BUILD_AUDIT_LOG=str(folder / "audit.log"),
        WEB_BUILD_BLACK_RAN=str(folder / "black-ran.txt"))


def make_icon(folder):
    import pygame

    surface = pygame.Surface((64, 64))
    surface.fill((240, 180, 41))
    path = folder / "icon.png"
    pygame.image.save(surface, str(path))
    return path


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    icon = ROOT / "sprites" / "icon.png"
    if not icon.is_file():
        # The asset tools make sprites/icon.png; until then use a throwaway one.
        icon = make_icon(tmp_path_factory.mktemp("icon"))
    scratch = tmp_path_factory.mktemp("instrumented")
    env = instrumented_env(scratch)
    before = tree_snapshot()
    expected = sorted(game_files() + vendored_files())
    result = run_tool("--icon", str(icon), env=env)
    assert result.returncode == 0, f"build failed:\n{result.stdout}\n{result.stderr}"
    after = tree_snapshot()
    log = [line.split("\t") for line in (scratch / "audit.log").read_text().splitlines()]
    return SimpleNamespace(
        icon=icon, expected=expected, before=before, after=after,
        writes=sorted({Path(fields[1]) for fields in log if fields[0] == "write"}),
        launches=[(fields[1], fields[2]) for fields in log if fields[0] == "run"],
        black_ran=(scratch / "black-ran.txt").exists(),
        html=(WEB / "index.html").read_text(encoding="utf-8"))


def start_tags(html, tag):
    """Attribute dicts of every <tag ...> in the page (simple, quoted attributes)."""
    found = []
    for match in re.finditer(rf"<{tag}\b([^>]*)>", html, re.IGNORECASE):
        found.append({key.lower(): value for key, value in re.findall(r'([\w-]+)="([^"]*)"', match.group(1))})
    return found


def css_rules(html):
    """(selectors, {property: value}) for every rule in the page's <style> blocks."""
    rules = []
    for style in re.findall(r"<style>(.*?)</style>", html, re.S):
        style = re.sub(r"/\*.*?\*/", "", style, flags=re.S)
        for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", style):
            declarations = {}
            for item in body.split(";"):
                if ":" in item:
                    key, value = item.split(":", 1)
                    declarations[key.strip()] = value.strip()
            rules.append(({s.strip() for s in selectors.split(",")}, declarations))
    return rules


def declared(html, selector, prop):
    return [decls[prop] for selectors, decls in css_rules(html) if selector in selectors and prop in decls]


def site_script(html):
    """The Python that pygbag's runtime runs: the text of the script with id=site."""
    match = re.search(r'<script\b[^>]*\bid="site"[^>]*>(.*?)</script>', html, re.S)
    assert match, "no <script id=site> for pygbag's loader"
    return match.group(1)


def test_build_makes_page_bundle_icon_and_zip(built):
    for name in ("index.html", "tridice.apk", "favicon.png"):
        assert (WEB / name).is_file(), name
    assert ZIP.is_file()
    assert "{{cookiecutter." not in built.html


def test_page_has_phone_viewport(built):
    viewports = [meta["content"] for meta in start_tags(built.html, "meta") if meta.get("name") == "viewport"]
    assert len(viewports) == 1
    settings = {part.split("=")[0].strip(): part.split("=")[1].strip() for part in viewports[0].split(",")}
    assert settings["width"] == "device-width"
    assert float(settings["initial-scale"]) == 1
    assert settings["user-scalable"] == "no"


def test_page_keeps_touches_for_the_game(built):
    assert "none" in declared(built.html, "canvas.emscripten", "touch-action")
    assert "none" in declared(built.html, "body", "touch-action")
    assert "hidden" in declared(built.html, "body", "overflow")
    assert "none" in declared(built.html, "body", "overscroll-behavior")
    assert "fixed" in declared(built.html, "body", "position")
    assert re.search(r'addEventListener\("touchmove",\s*\w+,\s*\{\s*passive:\s*false\s*\}', built.html)


def test_page_shows_loading_message_until_the_app_starts(built):
    overlay = [div for div in start_tags(built.html, "div") if div.get("id") == "loading"]
    assert overlay and "hidden" not in overlay[0]
    assert re.search(r'id="loading-text">Loading TriDice', built.html)
    assert "none" in declared(built.html, "#loading[hidden]", "display")
    # The loader hides it once main.py is running.
    assert 'call_page("tridice_started")' in site_script(built.html)
    assert re.search(r"window\.tridice_started = function \(\) \{[^}]*overlay\.hidden = true", built.html)


def test_page_has_no_tap_to_start_gate(built):
    assert re.search(r"\bume_block:\s*0\s*,", built.html)
    assert not re.search(r"\bume_block:\s*[1-9]", built.html)
    # pygbag's own page waits on MM.UME ("Ready to start"); ours never does.
    assert "MM.UME" not in site_script(built.html)


def test_page_loads_pygbags_runtime_and_our_bundle(built):
    site = [s for s in start_tags(built.html, "script") if s.get("id") == "site"]
    assert len(site) == 1
    assert re.fullmatch(r"https://pygame-web\.github\.io/[\w./-]+/pythons\.js", site[0]["src"])
    assert site[0]["data-python"] == "python3.12"
    assert 'BUNDLE = "tridice"' in site_script(built.html)
    assert re.search(r'\barchive:\s*"tridice"', built.html)


def test_page_loader_is_valid_python(built):
    compile(site_script(built.html), "index.html loader", "exec")


def test_page_icon_is_referenced_and_present(built):
    icons = [link["href"] for link in start_tags(built.html, "link") if link.get("rel") == "icon"]
    assert icons == ["favicon.png"]
    favicon = (WEB / "favicon.png").read_bytes()
    assert favicon.startswith(b"\x89PNG\r\n\x1a\n")
    assert favicon == built.icon.read_bytes()


def test_bundle_holds_exactly_the_game_files(built):
    with zipfile.ZipFile(APK) as apk:
        packed = sorted(apk.namelist())
    assert "main.py" in built.expected
    assert packed == [f"assets/{name}" for name in built.expected]


def test_bundle_ships_the_pinned_qr_library_with_its_licence(built):
    import segno
    assert segno.__version__ == build_web.pinned_version("segno")
    installed = Path(segno.__file__).parent
    with zipfile.ZipFile(APK) as apk:
        for module in build_web.VENDORED["segno"]:
            assert apk.read(f"assets/segno/{module}") == (installed / module).read_bytes()
        licence = apk.read("assets/segno/LICENSE").decode("utf-8")
    assert "Redistribution and use in source and binary forms" in licence


def test_the_shipped_qr_library_works_on_its_own(built, tmp_path):
    # only the modules we ship, with site-packages out of reach (-S -E): segno must not
    # need anything the bundle lacks
    with zipfile.ZipFile(APK) as apk:
        for name in apk.namelist():
            if name.startswith("assets/segno/"):
                apk.extract(name, tmp_path)
    folder = tmp_path / "assets"
    script = (f"import sys; sys.path.insert(0, {str(folder)!r}); import segno; "
              f"assert segno.__file__.startswith({str(folder)!r}); "
              "print(segno.make_qr('https://games.example/tridice/index.html#BCODE').version)")
    result = subprocess.run([sys.executable, "-S", "-E", "-c", script], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert int(result.stdout) >= 1


def test_bundle_and_zip_fit_the_size_budget(built):
    assert APK.stat().st_size <= MAX_BYTES
    assert ZIP.stat().st_size <= MAX_BYTES


def test_zip_for_itch_has_the_page_at_its_root(built):
    with zipfile.ZipFile(ZIP) as archive:
        names = sorted(archive.namelist())
        assert names == ["favicon.png", "index.html", "tridice.apk"]
        assert archive.read("index.html").decode("utf-8") == built.html
        assert archive.read("tridice.apk") == APK.read_bytes()


def test_build_leaves_the_working_tree_unchanged(built):
    # Exact in CI; here it can also catch someone else saving a file meanwhile:
    # the next test names what the build itself wrote.
    changed = sorted(name for name in built.before.keys() | built.after.keys()
                     if built.before.get(name) != built.after.get(name))
    assert changed == []


def test_build_writes_only_under_build(built):
    inside = [path for path in built.writes if path == ROOT or ROOT in path.parents]
    assert inside, "the audit hook saw no writes at all"
    build = ROOT / "build"
    assert [path for path in inside if path != build and build not in path.parents] == []


def test_build_never_runs_black_or_the_asset_converters(built):
    programs = [program for program, _ in built.launches]
    assert programs, "the audit hook saw no subprocess at all"
    assert not built.black_ran
    assert "black" not in programs and "pngquant" not in programs
    # pygbag asks `ffmpeg -version` even with --no_opt; it must not convert anything.
    assert [args for program, args in built.launches if program == "ffmpeg" and "-version" not in args] == []


def test_pygbag_ini_alone_selects_only_the_game_files(built):
    # A bare `pygbag .` in the project root packs what pygbag.ini lets through.
    result = run_tool("--list-ini")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == game_files()


def test_missing_icon_stops_the_build_instead_of_downloading(tmp_path):
    result = run_tool("--icon", str(tmp_path / "no-such-icon.png"))
    assert result.returncode == 1
    assert "no-such-icon.png is missing" in result.stderr
