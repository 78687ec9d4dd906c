"""Build the browser version offline: build/web/ and build/web.zip (itch.io).

    python tools/build_web.py [--icon PNG] [--site-url URL]
    python tools/build_web.py --list-ini   # what a bare `pygbag .` would pack

Steps:
1. Copy the game files (main.py, app/, games/, sprites/, sounds/, fonts/, puzzles/ and the
   compiled catalogs locale/<lang>/LC_MESSAGES/tridice.mo, which make web builds first) into
   build/stage/tridice/, with the pure-Python libraries the game imports
   (VENDORED: segno, for share links' QR codes), copied from this Python's
   installation at the version requirements.txt pins, with their licence. The
   folder name gives the bundle its name, tridice.apk. Nothing else reaches
   pygbag, so tests, tools and notes cannot slip into the bundle, and nothing
   pygbag does can touch the working tree.
2. Run pygbag on that copy in a subprocess with our page template
   (web/index.tmpl), a local icon and --no_opt, so it needs no network.
   pygbag runs `black` over the app when it can import black, and pngquant or
   ffmpeg when they are installed, writing beside the sources: the staging
   copy keeps that away from the tree, --no_opt switches the converters off
   and the bootstrap below makes `import black` fail. The bootstrap also turns
   any download attempt into an immediate error: pygbag 0.9.3 would otherwise
   retry a missing template or icon every 5 seconds, forever.
3. Copy index.html, favicon.png and tridice.apk to build/web/, filling in the
   page's own placeholders (the page's words from tools/page_texts.py: @TEXT:key@ in
   English and @TRIDICE_TEXTS@ in every language, from the catalogs; @TRIDICE_VERSION@ from
   app/version.py; the link
   preview's addresses, absolute with --site-url); add the page's other files
   beside them: the web app manifest and the pictures from web/ (drawn by
   tools/make_icons.py) and the service worker web/sw.js, with this release's
   version and file digests written in. Then write build/web.zip (every page
   file at its root, for itch.io) and check that the bundle holds exactly the
   game files and that it and the zip stay under the size budget.

Only build/ is written. The page still loads pygbag's Python runtime from
pygbag's CDN when a player opens it; that part needs the network, the build
does not.
"""

import argparse
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

try:
    from tools import page_texts
except ImportError:  # run as a script: tools/ is on sys.path
    import page_texts
from games.i18n import LANGUAGES  # noqa: E402  (page_texts puts the project on sys.path)

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
STAGE = BUILD / "stage" / "tridice"
OUT = BUILD / "web"
ZIP = BUILD / "web.zip"
WEB = ROOT / "web"
TEMPLATE = WEB / "index.tmpl"
ICON = ROOT / "sprites" / "icon.png"
VERSION_FILE = ROOT / "app" / "version.py"
APK = "tridice.apk"
MANIFEST = "manifest.webmanifest"
WORKER = "sw.js"
# What pygbag makes; the rest of the page's files come from web/ (pictures: web/images/).
PYGBAG_FILES = ("index.html", "favicon.png", APK)
PAGE_IMAGES = (
    "icon-192.png",
    "icon-512.png",
    "icon-maskable-512.png",
    "apple-touch-icon.png",
    "og-image.png",
)
PAGE_FILES = PYGBAG_FILES + (MANIFEST, WORKER) + PAGE_IMAGES
# What the service worker keeps for playing offline: everything the page needs to start
# (not the link preview's picture). Each but the page itself must arrive byte for byte
# (a host may rewrite HTML; a damaged or stale game file must never be kept).
OFFLINE_FILES = (
    "index.html",
    "favicon.png",
    APK,
    MANIFEST,
    "icon-192.png",
    "icon-512.png",
    "icon-maskable-512.png",
    "apple-touch-icon.png",
)
UNCHECKED = ("index.html",)
# A fixed time for every zip entry: the same files give the same zip.
ZIP_TIME = (2024, 1, 1, 0, 0, 0)

# What the browser gets: the entry point and these folders, nothing else.
BUNDLE_ROOTS = ("main.py", "app", "games", "sprites", "sounds", "fonts", "puzzles", "locale")
# Of a folder, only these files: the compiled catalogs (the .po files and the template are the
# translators' sources; make web compiles the .mo files first).
ONLY_SUFFIXES = {"locale": (".mo",)}
SKIPPED_SUFFIXES = (".pyc", ".pyo")
# Libraries from the Python environment that go into the bundle: the modules the
# game needs (segno's command line, helpers and type stubs stay out) and the
# licence file, which the BSD licence asks to travel with the code.
VENDORED = {"segno": ("__init__.py", "consts.py", "encoder.py", "utils.py", "writers.py")}
REQUIREMENTS = ROOT / "requirements.txt"
MAX_BYTES = 2_000_000
PYGBAG_TIMEOUT_S = 300

# Runs pygbag's command line (`python -m pygbag`) with `import black` failing
# and downloads refused, so the build is offline and formats nothing.
PYGBAG_BOOT = """\
import runpy, sys, urllib.request
sys.modules["black"] = None
def refuse_download(url, *args, **kwargs):
    raise RuntimeError("offline build: pygbag tried to download " + str(url))
urllib.request.urlretrieve = refuse_download
runpy.run_module("pygbag", run_name="__main__", alter_sys=True)
"""

# Lists what pygbag's own packer would select from the project folder with
# our pygbag.ini (run with the project root as working folder).
LIST_INI = """\
import json, sys
from pathlib import Path

try:
    from tools import page_texts
except ImportError:  # run as a script: tools/ is on sys.path
    import page_texts
from pygbag.config_to_object import load_config
from pygbag.filtering import filter as select
from pygbag.gathering import gather
root = Path(sys.argv[1])
config = load_config("pygbag.ini").DEPENDENCIES
walked = [[folder, names] for folder, names in gather(root)]
chosen = [path.as_posix().lstrip("/") for _, path in select(walked, config.ignoredirs, config.ignorefiles)]
print(json.dumps(sorted(chosen)))
"""


class BuildError(Exception):
    pass


def bundle_files(root=ROOT):
    """Relative paths of the game files the web bundle must hold."""
    found = []
    for name in BUNDLE_ROOTS:
        path = root / name
        if path.is_file():
            found.append(name)
            continue
        if not path.is_dir():
            continue
        for folder, dirnames, filenames in os.walk(path):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
            for filename in sorted(filenames):
                if filename.startswith(".") or filename.endswith(SKIPPED_SUFFIXES):
                    continue
                if name in ONLY_SUFFIXES and not filename.endswith(ONLY_SUFFIXES[name]):
                    continue
                found.append((Path(folder) / filename).relative_to(root).as_posix())
    return sorted(found)


def pinned_version(name, requirements=REQUIREMENTS):
    """The version requirements.txt pins for `name` (None if it pins none)."""
    for line in requirements.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line.lower().startswith(f"{name.lower()}=="):
            return line.split("==", 1)[1].strip()
    return None


def vendored_files():
    """{bundle path: source file} for the VENDORED libraries, as installed here."""
    from importlib import metadata, util

    found = {}
    for name, modules in VENDORED.items():
        spec = util.find_spec(name)
        if spec is None or not spec.submodule_search_locations:
            raise BuildError(
                f"{name} is not installed for {sys.executable}: use the project's .venv (make web)"
            )
        installed, pinned = metadata.version(name), pinned_version(name)
        if installed != pinned:
            raise BuildError(
                f"{name} {installed} is installed but requirements.txt pins {pinned}: "
                "run make again to install the pinned version"
            )
        folder = Path(spec.submodule_search_locations[0])
        for module in modules:
            found[f"{name}/{module}"] = folder / module
        licences = [
            f for f in metadata.distribution(name).files or () if f.name.upper().startswith("LICENSE")
        ]
        if not licences:
            raise BuildError(f"{name}'s licence file was not found in its installation")
        found[f"{name}/LICENSE"] = Path(licences[0].locate())
    return found


def stage(files, vendored=None):
    if STAGE.parent.exists():
        shutil.rmtree(STAGE.parent)
    sources = {relative: ROOT / relative for relative in files}
    sources.update(vendored or {})
    for relative, source in sources.items():
        target = STAGE / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)


def pygbag_command(icon):
    return [
        sys.executable,
        "-c",
        PYGBAG_BOOT,
        "--build",
        "--no_opt",
        "--template",
        str(TEMPLATE),
        "--icon",
        str(icon),
        str(STAGE),
    ]


def run_pygbag(icon):
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    # The working folder is the project root: pygbag reads ./pygbag.ini.
    try:
        result = subprocess.run(
            pygbag_command(icon), cwd=ROOT, env=env, capture_output=True, text=True, timeout=PYGBAG_TIMEOUT_S
        )
    except subprocess.TimeoutExpired:
        raise BuildError(f"pygbag did not finish within {PYGBAG_TIMEOUT_S} s") from None
    log = BUILD / "pygbag.log"
    log.write_text(result.stdout + result.stderr, encoding="utf-8")
    if result.returncode != 0:
        raise BuildError(f"pygbag failed (exit {result.returncode}); see {log.relative_to(ROOT)}")
    made = STAGE / "build"
    missing = [name for name in PYGBAG_FILES if not (made / "web" / name).is_file()]
    if missing:
        raise BuildError(f"pygbag did not produce {', '.join(missing)}; see {log.relative_to(ROOT)}")
    return made


def read_version(path=VERSION_FILE):
    """app/version.py's VERSION, read without importing the app (MAJOR.MINOR.PATCH)."""
    import ast

    shown = os.path.relpath(path, ROOT)
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["VERSION"]:
            version = ast.literal_eval(node.value)
            if isinstance(version, str) and re.fullmatch(r"\d+\.\d+\.\d+", version):
                return version
            raise BuildError(f"{shown}: VERSION {version!r} is not MAJOR.MINOR.PATCH")
    raise BuildError(f"{shown} sets no VERSION")


def catalog_current(code):
    """Whether locale/<code>/LC_MESSAGES/tridice.mo is there and not older than its .po."""
    folder = ROOT / "locale" / code / "LC_MESSAGES"
    po, mo = folder / "tridice.po", folder / "tridice.mo"
    return mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime)


def finish_page(html, version, site_url=None):
    """The page with our placeholders filled in: the version, and the link preview's
    addresses (relative, or absolute under `site_url`, which then also gives og:url)."""
    site = ""
    og_url = ""
    if site_url:
        site = site_url if site_url.endswith("/") else site_url + "/"
        if not re.match(r"https?://[^/\s\"<>]+/", site) or any(c in site for c in "\"<> "):
            raise BuildError(f"--site-url {site_url!r} is not an absolute http(s) address")
        og_url = f'<meta property="og:url" content="{site}index.html">'
    html = (
        html.replace("@TRIDICE_VERSION@", version)
        .replace("@TRIDICE_SITE@", site)
        .replace("@TRIDICE_OG_URL@", og_url)
    )
    try:
        html = page_texts.fill(html)  # the page's words, in the four languages (docs/i18n.md)
    except (page_texts.MissingCatalog, KeyError) as error:
        raise BuildError(str(error)) from None
    left = re.search(r"@TRIDICE_\w*@?", html)  # found whenever "@TRIDICE_" is in the page
    if left is not None:
        raise BuildError("web/index.tmpl has a placeholder build_web.py does not know: " + left.group(0))
    return html


def render_worker(source, version, folder):
    """web/sw.js with RELEASE (the version and a digest of the offline files) and FILES
    ([name, SHA-256 or null] for each of OFFLINE_FILES in `folder`) written in."""
    files, whole = [], hashlib.sha256()
    for name in OFFLINE_FILES:
        digest = hashlib.sha256((folder / name).read_bytes()).hexdigest()
        whole.update(f"{name} {digest}\n".encode())
        files.append([name, None if name in UNCHECKED else digest])
    release = f"{version}+{whole.hexdigest()[:12]}"
    if source.count("@TRIDICE_RELEASE@") != 1 or source.count("@TRIDICE_FILES@") != 1:
        raise BuildError("web/sw.js must hold @TRIDICE_RELEASE@ and @TRIDICE_FILES@ once each")
    listing = "[\n" + ",\n".join("  " + json.dumps(entry) for entry in files) + "\n]"
    return source.replace("@TRIDICE_RELEASE@", release).replace("@TRIDICE_FILES@", listing), release


def write_zip(folder, names, path):
    """`names` from `folder` at the root of a zip, in that order, with fixed times."""
    with zipfile.ZipFile(path, "w") as archive:
        for name in names:
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.external_attr = 0o644 << 16
            # the bundle is compressed already; the page's text files shrink well
            info.compress_type = (
                zipfile.ZIP_STORED if name.endswith((".apk", ".png")) else zipfile.ZIP_DEFLATED
            )
            archive.writestr(info, (folder / name).read_bytes())


def publish(made, version, site_url=None):
    OUT.mkdir(parents=True)
    for name in PYGBAG_FILES:
        shutil.copy2(made / "web" / name, OUT / name)
    page = OUT / "index.html"
    page.write_text(finish_page(page.read_text(encoding="utf-8"), version, site_url), encoding="utf-8")
    shutil.copy2(WEB / MANIFEST, OUT / MANIFEST)
    for name in PAGE_IMAGES:
        shutil.copy2(WEB / "images" / name, OUT / name)
    worker, release = render_worker((WEB / WORKER).read_text(encoding="utf-8"), version, OUT)
    (OUT / WORKER).write_text(worker, encoding="utf-8")
    write_zip(OUT, PAGE_FILES, ZIP)
    return release


def check(files):
    """The bundle holds exactly the game files; the page and archive are complete and small."""
    with zipfile.ZipFile(OUT / APK) as apk:
        packed = sorted(apk.namelist())
    wanted = sorted(f"assets/{name}" for name in files)
    if packed != wanted:
        extra = sorted(set(packed) - set(wanted))
        lost = sorted(set(wanted) - set(packed))
        raise BuildError(f"the bundle does not match the game files: extra {extra}, missing {lost}")
    for name in ("index.html", WORKER):
        if "@TRIDICE_" in (OUT / name).read_text(encoding="utf-8"):
            raise BuildError(f"build/web/{name} still holds a placeholder")
    with zipfile.ZipFile(ZIP) as archive:
        names = set(archive.namelist())
    if names != set(PAGE_FILES):
        raise BuildError(f"web.zip should hold {sorted(PAGE_FILES)} at its root, holds {sorted(names)}")
    for path in (OUT / APK, ZIP):
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise BuildError(f"{path.relative_to(ROOT)} is {size} bytes, over the {MAX_BYTES} byte budget")


def ini_selection():
    """What a bare `pygbag .` in the project root would pack, by pygbag's own code."""
    result = subprocess.run(
        [sys.executable, "-c", LIST_INI, str(ROOT)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"),
        timeout=120,
    )
    if result.returncode != 0:
        raise BuildError("could not list pygbag's selection:\n" + result.stderr)
    # pygbag prints its banner before our JSON line.
    return json.loads(result.stdout.strip().splitlines()[-1])


def build(icon, site_url=None):
    for needed, hint in (
        (ROOT / "main.py", "the app's entry point"),
        (TEMPLATE, "our page template"),
        (icon, "the page icon (tools/ makes sprites/icon.png)"),
    ):
        if not Path(needed).is_file():
            raise BuildError(
                f"{needed} is missing: {hint}. pygbag would try to download a missing "
                "template or icon, and this build is offline."
            )
    page_sources = [WEB / MANIFEST, WEB / WORKER] + [WEB / "images" / name for name in PAGE_IMAGES]
    lost = [str(path.relative_to(ROOT)) for path in page_sources if not path.is_file()]
    if lost:
        raise BuildError(
            f"the page's files are missing: {', '.join(lost)} (tools/make_icons.py draws the pictures)"
        )
    version = read_version()
    stale = [code for code in LANGUAGES if not catalog_current(code)]
    if stale:
        raise BuildError(
            f"the compiled catalogs of {', '.join(stale)} are missing or older than their .po "
            "files: make web compiles them (python tools/catalogs.py compile)"
        )
    if importlib.util.find_spec("pygbag") is None:
        raise BuildError(f"pygbag is not installed for {sys.executable}: use the project's .venv (make web)")
    game = bundle_files()
    vendored = vendored_files()
    files = sorted(game + list(vendored))
    BUILD.mkdir(exist_ok=True)
    # A failed build must not leave an older page or archive looking current.
    if OUT.exists():
        shutil.rmtree(OUT)
    ZIP.unlink(missing_ok=True)
    stage(game, vendored)
    print(
        "pygbag --build --no_opt --template web/index.tmpl "
        f"--icon {os.path.relpath(icon, ROOT)} build/stage/tridice  (offline, black blocked)"
    )
    made = run_pygbag(icon)
    release = publish(made, version, site_url)
    check(files)
    print(f"TriDice {version}: service worker release {release}")
    shutil.rmtree(STAGE.parent)
    return files


def main(argv=None):
    parser = argparse.ArgumentParser(description="Build build/web/ and build/web.zip offline with pygbag.")
    parser.add_argument(
        "--icon", type=Path, default=ICON, help="PNG for the page icon (default sprites/icon.png)"
    )
    parser.add_argument(
        "--site-url",
        help="the address the page will be served from (https://.../): "
        "makes the link preview's og:image absolute and adds og:url",
    )
    parser.add_argument(
        "--list-ini",
        action="store_true",
        help="print what a bare `pygbag .` would pack with pygbag.ini, then exit",
    )
    options = parser.parse_args(argv)
    try:
        if options.list_ini:
            print("\n".join(ini_selection()))
            return 0
        files = build(options.icon.resolve(), options.site_url)
        # a bare `pygbag .` cannot see the vendored libraries: compare the game files only
        game = [name for name in files if name.split("/", 1)[0] not in VENDORED]
        stray = sorted(set(ini_selection()) ^ set(game))
        if stray:
            print(f"warning: pygbag.ini alone would pack a different set (differs in {stray})")
    except BuildError as error:
        print(f"build_web: {error}", file=sys.stderr)
        return 1
    print(
        f"build/web/: {', '.join(PAGE_FILES)} ({len(files)} game files in {APK}, "
        f"{(OUT / APK).stat().st_size} bytes)"
    )
    print(f"build/web.zip: {ZIP.stat().st_size} bytes, for itch.io")
    return 0


if __name__ == "__main__":
    sys.exit(main())
