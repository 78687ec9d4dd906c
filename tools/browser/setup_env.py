"""Set up what the browser tests need, on a fresh machine, into build/browser-env/.

    python tools/browser/setup_env.py

1. Debian's `chromium` (apt-get install, only when /usr/bin/chromium is missing).
2. The npm packages pinned in tools/browser/package-lock.json (pyodide, puppeteer-core),
   installed with `npm ci` into build/browser-env/ (a folder the Makefile owns).
3. A copy of pyodide with the project's patch (tools/browser/patch_pyodide.py) in
   build/browser-env/pyodide/: the page loads this one; node loads the unpatched package.
4. pygbag's pygame-ce WebAssembly wheel from tools/browser/vendor/, its sha256 checked
   against tools/browser/vendor/pygame_ce.sha256 before use.
5. The pure-Python wheels that run the pure tests under pyodide (pytest and what it needs,
   pinned in tools/browser/requirements-pyodide.txt), downloaded from PyPI once.

Each step is skipped when its result is already there and current (a stamp file records
what was installed), so a second run costs a second.
"""

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
ENV = ROOT / "build" / "browser-env"
VENDOR = HERE / "vendor"
WHEEL = VENDOR / "pygame_ce-2.5.7.dev1-cp314-cp314-wasm32_bi_emscripten.whl"
WHEEL_SUM = VENDOR / "pygame_ce.sha256"
PYODIDE_REQS = HERE / "requirements-pyodide.txt"
CHROMIUM = Path(os.environ.get("TRIDICE_CHROMIUM", "/usr/bin/chromium"))

sys.path.insert(0, str(HERE))
import patch_pyodide  # noqa: E402


class SetupError(Exception):
    pass


def say(text):
    print(f"setup_env: {text}", flush=True)


def run(command, **kwargs):
    say("$ " + " ".join(str(part) for part in command))
    result = subprocess.run(command, **kwargs)
    if result.returncode != 0:
        raise SetupError(f"{command[0]} failed with exit code {result.returncode}")


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def expected_wheel_sum():
    return WHEEL_SUM.read_text(encoding="utf-8").split()[0]


def check_wheel(path=WHEEL):
    """The vendored wheel, if its sha256 is the recorded one; SetupError otherwise."""
    if not path.is_file():
        raise SetupError(f"{path} is missing: it is committed with the project")
    found, wanted = sha256(path), expected_wheel_sum()
    if found != wanted:
        raise SetupError(f"{path.name} has sha256 {found}, expected {wanted}: the file was changed")
    return path


def ensure_chromium():
    if CHROMIUM.exists():
        return
    apt = ["apt-get"] if os.geteuid() == 0 else ["sudo", "-n", "apt-get"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run(apt + ["update", "-qq"], env=env)
    run(apt + ["install", "-y", "-qq", "chromium"], env=env)
    if not CHROMIUM.exists():
        raise SetupError(f"apt-get installed chromium but {CHROMIUM} is still missing")


def stamp(name):
    return ENV / f".{name}.stamp"


def current(name, key):
    path = stamp(name)
    return path.is_file() and path.read_text(encoding="utf-8") == key


def mark(name, key):
    stamp(name).write_text(key, encoding="utf-8")


def ensure_npm():
    lock = (HERE / "package-lock.json").read_bytes()
    key = hashlib.sha256((HERE / "package.json").read_bytes() + lock).hexdigest()
    if current("npm", key) and (ENV / "node_modules" / "pyodide").is_dir():
        return False
    for name in ("package.json", "package-lock.json"):
        shutil.copy2(HERE / name, ENV / name)
    npm = shutil.which("npm")
    if npm is None:
        raise SetupError("npm is not installed (Node.js 18 or newer is needed)")
    run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ENV)
    mark("npm", key)
    return True


def ensure_patched_pyodide(npm_changed):
    source = ENV / "node_modules" / "pyodide"
    target = ENV / "pyodide"
    key = hashlib.sha256((HERE / "patch_pyodide.py").read_bytes() + stamp("npm").read_bytes()).hexdigest()
    if not npm_changed and current("pyodide", key) and target.is_dir():
        return
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target)
    asm = target / "pyodide.asm.mjs"
    asm.write_text(patch_pyodide.patch(asm.read_text(encoding="utf-8")), encoding="utf-8")
    say(f"patched {asm.relative_to(ROOT)}")
    mark("pyodide", key)


def ensure_wheel():
    target = ENV / "pygame-ce.whl"
    check_wheel()
    if not target.is_file() or sha256(target) != expected_wheel_sum():
        shutil.copy2(WHEEL, target)


def ensure_pyodide_wheels():
    key = hashlib.sha256(PYODIDE_REQS.read_bytes()).hexdigest()
    folder = ENV / "wheels"
    if current("wheels", key) and folder.is_dir():
        return
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir()
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--only-binary=:all:",
            "--dest",
            str(folder),
            "-r",
            str(PYODIDE_REQS),
        ]
    )
    wheels = sorted(p.name for p in folder.glob("*.whl"))
    (folder / "wheels.json").write_text(json.dumps(wheels), encoding="utf-8")
    mark("wheels", key)


def main():
    ENV.mkdir(parents=True, exist_ok=True)
    try:
        ensure_chromium()
        changed = ensure_npm()
        ensure_patched_pyodide(changed)
        ensure_wheel()
        ensure_pyodide_wheels()
    except (SetupError, patch_pyodide.PatchError) as error:
        print(f"setup_env: {error}", file=sys.stderr)
        return 1
    say(f"ready in {ENV.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
