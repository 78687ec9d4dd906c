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
and sizes, the web app manifest and its icons, the link preview's tags and the
service worker's list of files. tests/browser/page_*.test.mjs run the page in
Chromium: its loading, its failure message and the service worker.
"""

import hashlib
import json
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
GAME_ROOTS = ("main.py", "app", "games", "sprites", "sounds", "fonts", "puzzles", "locale")
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
                if name == "locale" and not filename.endswith(".mo"):
                    continue  # the catalogs' sources: only the compiled ones are the game's
                if not filename.startswith(".") and not filename.endswith(".pyc"):
                    found.append((Path(folder) / filename).relative_to(ROOT).as_posix())
    return sorted(found)


def vendored_files():
    """The libraries the bundle carries besides the game (segno: its modules and licence)."""
    return sorted(
        f"{name}/{module}"
        for name, modules in build_web.VENDORED.items()
        for module in modules + ("LICENSE",)
    )


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
    return subprocess.run(
        [sys.executable, str(TOOL), *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
    )


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
        WEB_BUILD_BLACK_RAN=str(folder / "black-ran.txt"),
    )


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
        icon=icon,
        expected=expected,
        before=before,
        after=after,
        writes=sorted({Path(fields[1]) for fields in log if fields[0] == "write"}),
        launches=[(fields[1], fields[2]) for fields in log if fields[0] == "run"],
        black_ran=(scratch / "black-ran.txt").exists(),
        html=(WEB / "index.html").read_text(encoding="utf-8"),
    )


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


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_build_makes_page_bundle_icon_and_zip(built):
    for name in ("index.html", "tridice.apk", "favicon.png", "manifest.webmanifest", "sw.js"):
        assert name in build_web.PAGE_FILES
    for name in build_web.PAGE_FILES:
        assert (WEB / name).is_file(), name
    assert ZIP.is_file()
    assert "{{cookiecutter." not in built.html
    assert "@TRIDICE_" not in built.html


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
    started = re.search(r"window\.tridice_started = function \(\) \{(.*?)\n        \};", built.html, re.S)
    assert started and "overlay.hidden = true" in started.group(1)


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
    script = (
        f"import sys; sys.path.insert(0, {str(folder)!r}); import segno; "
        f"assert segno.__file__.startswith({str(folder)!r}); "
        "print(segno.make_qr('https://games.example/tridice/index.html#BCODE').version)"
    )
    result = subprocess.run(
        [sys.executable, "-S", "-E", "-c", script], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert int(result.stdout) >= 1


def test_bundle_and_zip_fit_the_size_budget(built):
    assert APK.stat().st_size <= MAX_BYTES
    assert ZIP.stat().st_size <= MAX_BYTES


def test_zip_for_itch_has_the_page_at_its_root(built):
    with zipfile.ZipFile(ZIP) as archive:
        names = sorted(archive.namelist())
        assert names == sorted(build_web.PAGE_FILES)
        assert "/" not in "".join(names)  # every file at the root, as itch.io wants index.html
        assert archive.read("index.html").decode("utf-8") == built.html
        for name in names:
            assert archive.read(name) == (WEB / name).read_bytes(), name


def test_build_leaves_the_working_tree_unchanged(built):
    # Exact in CI; here it can also catch someone else saving a file meanwhile:
    # the next test names what the build itself wrote.
    changed = sorted(
        name
        for name in built.before.keys() | built.after.keys()
        if built.before.get(name) != built.after.get(name)
    )
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


# -- the page around the game: home screen, link preview, failures, offline ---------------------


def links(html, rel):
    return [link for link in start_tags(html, "link") if link.get("rel") == rel]


def metas(html):
    """{name or property: content} of every <meta> with one."""
    found = {}
    for meta in start_tags(html, "meta"):
        key = meta.get("name") or meta.get("property")
        if key:
            found[key] = meta.get("content")
    return found


def png_size(path):
    import pygame

    return pygame.image.load(str(path)).get_size()


def test_page_links_a_web_app_manifest_that_parses(built):
    manifests = links(built.html, "manifest")
    assert [link["href"] for link in manifests] == ["manifest.webmanifest"]
    manifest = json.loads((WEB / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == "TriDice" and manifest["short_name"] == "TriDice"
    assert manifest["start_url"] == "index.html" and (WEB / manifest["start_url"]).is_file()
    assert manifest["display"] == "standalone"
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["background_color"])
    assert metas(built.html)["theme-color"] == manifest["theme_color"]


def test_every_manifest_icon_exists_at_its_stated_size(built):
    manifest = json.loads((WEB / "manifest.webmanifest").read_text(encoding="utf-8"))
    seen = set()
    for icon in manifest["icons"]:
        path = WEB / icon["src"]
        assert not icon["src"].startswith("/") and "://" not in icon["src"], icon
        assert path.is_file(), icon["src"]
        assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n") and icon["type"] == "image/png"
        width, height = png_size(path)
        assert icon["sizes"] == f"{width}x{height}", icon
        for purpose in icon.get("purpose", "any").split():
            seen.add((purpose, width))
    assert {("any", 192), ("any", 512)} <= seen
    assert any(purpose == "maskable" for purpose, _ in seen)


def test_apple_touch_icon_is_linked_square_and_opaque(built):
    import pygame

    touch = links(built.html, "apple-touch-icon")
    assert [link["href"] for link in touch] == ["apple-touch-icon.png"]
    picture = pygame.image.load(str(WEB / "apple-touch-icon.png"))
    assert picture.get_size() == (180, 180)
    # iOS shows transparent pixels as black: there must be none
    assert (
        picture.get_flags() & pygame.SRCALPHA == 0
        or min(picture.get_at((x, y)).a for x in range(0, 180, 3) for y in range(0, 180, 3)) == 255
    )


def test_link_preview_tags_and_favicon(built):
    tags = metas(built.html)
    assert tags["description"] and len(tags["description"]) <= 200
    for key in (
        "og:title",
        "og:description",
        "og:image",
        "og:type",
        "twitter:title",
        "twitter:description",
        "twitter:image",
    ):
        assert tags.get(key), key
    assert tags["twitter:card"] == "summary_large_image"
    assert tags["og:image"] == tags["twitter:image"] == "og-image.png"
    assert png_size(WEB / tags["og:image"]) == (1200, 630)
    assert (tags["og:image:width"], tags["og:image:height"]) == ("1200", "630")
    assert "og:url" not in tags  # only with --site-url: a relative og:url means nothing
    assert [link["href"] for link in links(built.html, "icon")] == ["favicon.png"]


def test_every_local_address_in_the_page_is_relative_and_shipped(built):
    addresses = [link["href"] for link in start_tags(built.html, "link")]
    addresses += [tag["src"] for tag in start_tags(built.html, "img") if "src" in tag]
    addresses += [tag["src"] for tag in start_tags(built.html, "script") if "src" in tag]
    local = [a for a in addresses if not a.startswith("https://pygame-web.github.io/")]
    assert local, "no local address found"
    for address in local:
        assert not address.startswith("/") and "://" not in address, address
        assert address in build_web.PAGE_FILES, address


def test_page_shows_the_version_from_app_version(built):
    from app.version import VERSION

    assert build_web.read_version() == VERSION
    assert f'<p id="version">TriDice {VERSION}</p>' in built.html
    assert metas(built.html)["tridice-version"] == VERSION


def test_a_failed_start_shows_plain_words_and_a_retry_button(built):
    assert re.search(r'<button id="retry" type="button">Retry</button>', built.html)
    assert re.search(r'<div id="failure" role="alert" hidden>', built.html)
    assert re.search(r"var STALL_MS = 20000;", built.html)
    assert (
        'document.getElementById("retry").addEventListener("click", function () {\n'
        '            location.reload();' in built.html
    )
    assert "localStorage" not in built.html.split("<body>", 1)[1].replace(
        "localStorage (settings, saved games) is not touched", ""
    )
    words = page_words(built.html)
    for reason in ("runtime", "offline", "stalled", "bundle", "python"):
        for code, said in words.items():  # a sentence and a hint in every language
            assert re.fullmatch(r"[A-Z¿¡].+\.", said[reason]), (code, reason)
            assert re.fullmatch(r"[A-Z¿¡].+\.", said[reason + "_hint"]), (code, reason)
    assert "REASONS[reason] = [WORDS[reason], WORDS[reason + \"_hint\"]];" in built.html
    # the Python loader names the step that failed: the bundle, or the game's start
    loader = site_script(built.html)
    assert 'call_page("tridice_failed", "bundle"' in loader
    assert 'call_page("tridice_failed", "python"' in loader


def page_words(html):
    """The page's words in every language, as the build wrote them in ({code: {key: text}})."""
    found = re.search(r"\n        var TEXTS = (\{.*\});\n", html)
    assert found, "the page's table of words"
    return json.loads(found.group(1).replace("<\\/", "</"))


def test_the_pages_words_come_from_the_catalogs_in_four_languages(built):
    """What the page shows before Python runs, in the language navigator.language names
    (tools/page_texts.py; tests/browser/page_loading.test.mjs sees it in Chromium)."""
    import gettext

    from tools import page_texts

    words = page_words(built.html)
    assert sorted(words) == sorted(["en", "it", "de", "es"])
    assert words["en"] == page_texts.TEXTS
    for code in ("it", "de", "es"):
        with open(ROOT / "locale" / code / "LC_MESSAGES" / "tridice.mo", "rb") as handle:
            catalog = gettext.GNUTranslations(handle)
        assert words[code] == {key: catalog.gettext(text) for key, text in page_texts.TEXTS.items()}
    # English in the HTML itself, for the moment before the script runs
    assert '<p id="loading-text">Loading TriDice…</p>' in built.html
    assert "@TEXT:" not in built.html
    assert 'var LANGUAGE = String(navigator.language || "en").toLowerCase()' in built.html


def test_page_watches_every_runtime_script_for_errors(built):
    site = [s for s in start_tags(built.html, "script") if s.get("id") == "site"][0]
    assert site["onerror"] == "window.tridice_early_failure = this.src"
    assert 'window.addEventListener("error", function (event) {' in built.html
    # the watch is set up in <head>, before the body's scripts
    head, body = built.html.split("<body>", 1)
    assert "window.tridice_watch = {" in head and "window.tridice_watch = {" not in body


def test_page_tells_the_app_when_the_tab_is_hidden(built):
    assert re.search(
        r'document\.addEventListener\("visibilitychange", function \(\) \{\s*'
        r'if \(document\.visibilityState === "hidden"\) \{\s*hidden\(\);',
        built.html,
    )
    assert 'window.addEventListener("pagehide", hidden);' in built.html
    assert "window.tridice_hidden = (window.tridice_hidden || 0) + 1;" in built.html


def worker_files(text):
    listing = re.search(r"^const FILES = (\[.*?\n\]);$", text, re.S | re.M)
    assert listing, "no FILES list in sw.js"
    return json.loads(listing.group(1))


def test_service_worker_keeps_the_offline_files_by_release(built):
    from app.version import VERSION

    text = (WEB / "sw.js").read_text(encoding="utf-8")
    release = re.search(r'^const RELEASE = "([^"]+)";$', text, re.M).group(1)
    assert re.fullmatch(re.escape(VERSION) + r"\+[0-9a-f]{12}", release)
    files = worker_files(text)
    assert [name for name, _ in files] == list(build_web.OFFLINE_FILES)
    assert {"index.html", "tridice.apk", "manifest.webmanifest"} <= {name for name, _ in files}
    for name, digest in files:
        assert name in build_web.PAGE_FILES
        if name == "index.html":
            assert digest is None  # a host may rewrite HTML
        else:
            assert digest == hashlib.sha256((WEB / name).read_bytes()).hexdigest(), name
    assert 'worker.register("sw.js?runtime=" + encodeURIComponent(window.config.cdn))' in built.html


def test_render_worker_gives_a_new_release_when_a_file_changes(tmp_path):
    source = (ROOT / "web" / "sw.js").read_text(encoding="utf-8")
    for name in build_web.OFFLINE_FILES:
        (tmp_path / name).write_bytes(name.encode())
    first, release = build_web.render_worker(source, "1.2.3", tmp_path)
    again, same = build_web.render_worker(source, "1.2.3", tmp_path)
    assert first == again and release == same and release.startswith("1.2.3+")
    (tmp_path / "tridice.apk").write_bytes(b"another game")
    _, changed = build_web.render_worker(source, "1.2.3", tmp_path)
    _, bumped = build_web.render_worker(source, "1.2.4", tmp_path)
    assert len({release, changed, bumped}) == 3
    with pytest.raises(build_web.BuildError):
        build_web.render_worker("const RELEASE = 1;", "1.2.3", tmp_path)


def test_finish_page_makes_the_preview_absolute_only_with_a_site_url():
    page = (
        '<meta name="tridice-version" content="@TRIDICE_VERSION@">'
        '<meta property="og:image" content="@TRIDICE_SITE@og-image.png">@TRIDICE_OG_URL@'
    )
    plain = build_web.finish_page(page, "2.0.1")
    assert (
        plain
        == '<meta name="tridice-version" content="2.0.1"><meta property="og:image" content="og-image.png">'
    )
    hosted = build_web.finish_page(page, "2.0.1", "https://games.example/tridice")
    assert 'content="https://games.example/tridice/og-image.png"' in hosted
    assert '<meta property="og:url" content="https://games.example/tridice/index.html">' in hosted
    for bad in ("games.example/tridice", "ftp://games.example/", 'https://a.example/"><script>'):
        with pytest.raises(build_web.BuildError):
            build_web.finish_page(page, "2.0.1", bad)
    with pytest.raises(build_web.BuildError):
        build_web.finish_page(page + "@TRIDICE_SOMETHING@", "2.0.1")


def test_read_version_refuses_anything_but_major_minor_patch(tmp_path):
    path = tmp_path / "version.py"
    path.write_text('VERSION = "3.4.5"\n')
    assert build_web.read_version(path) == "3.4.5"
    for text in ('VERSION = "3.4"\n', 'VERSION = 3\n', 'NAME = "x"\n'):
        path.write_text(text)
        with pytest.raises(build_web.BuildError):
            build_web.read_version(path)


def test_the_zip_is_the_same_for_the_same_files(tmp_path):
    for name in ("index.html", "a.png"):
        (tmp_path / name).write_bytes(name.encode() * 50)
    build_web.write_zip(tmp_path, ["index.html", "a.png"], tmp_path / "one.zip")
    os.utime(tmp_path / "a.png", (1, 1))
    build_web.write_zip(tmp_path, ["index.html", "a.png"], tmp_path / "two.zip")
    assert (tmp_path / "one.zip").read_bytes() == (tmp_path / "two.zip").read_bytes()
