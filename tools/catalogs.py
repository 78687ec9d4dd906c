"""The translation catalogs (docs/i18n.md): extract, update, compile.

    python tools/catalogs.py            # all three: what `make catalogs` runs
    python tools/catalogs.py compile    # only the .mo files (make play/test/web need them)

- extract: every `_("...")`, `N_("...")`, `ngettext("...", "...", n)` and `pgettext("context",
  "...")` in main.py, games/ and
  app/, and every heading, bullet and paragraph of games/*/howto.txt (babel.cfg), into
  locale/tridice.pot (its references name the file, not the line, so a change elsewhere in a
  file leaves the catalogs alone).
- update: each locale/<lang>/LC_MESSAGES/tridice.po (en, it, de, es) gets the .pot's messages:
  Babel's update keeps every translation, marks one whose English changed as fuzzy (shown in
  English until a translator checks it) and keeps removed ones at the end as obsolete (#~).
  A missing catalog is created (Babel's init).
- compile: the .mo files gettext reads (built, never committed: .gitignore); fuzzy entries are
  left out. Only catalogs older than their .po are compiled again.

Babel is a build tool here (requirements-dev.txt); the app reads the .mo files with the
standard library's gettext.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from games.i18n import DOMAIN, LANGUAGES, LOCALE_DIR  # noqa: E402

POT = os.path.join(LOCALE_DIR, DOMAIN + ".pot")
KEYWORDS = ["-k", "_", "-k", "N_", "-k", "ngettext:1,2", "-k", "pgettext:1c,2"]
HEADER = (
    "TriDice's words. Translations: docs/i18n.md and docs/glossary.md. Update this file only "
    "with `make catalogs`, which keeps every translation."
)


def po_path(code):
    return os.path.join(LOCALE_DIR, code, "LC_MESSAGES", DOMAIN + ".po")


def mo_path(code):
    return os.path.join(LOCALE_DIR, code, "LC_MESSAGES", DOMAIN + ".mo")


def _pybabel(*args):
    from babel.messages.frontend import CommandLineInterface

    status = CommandLineInterface().run(["pybabel", "-q", *args])
    if status:
        raise SystemExit(f"pybabel {args[0]} failed ({status})")


def extract():
    cwd = os.getcwd()
    os.chdir(ROOT)  # babel.cfg's patterns are relative to the project; its extractor is tools.*
    try:
        _pybabel(
            "extract",
            "-F",
            "babel.cfg",
            "--no-default-keywords",
            *KEYWORDS,
            "--no-wrap",
            "--sort-by-file",
            "--project",
            "TriDice",
            "--copyright-holder",
            "TriDice",
            "--msgid-bugs-address",
            "",
            "-c",
            "TRANSLATORS:",
            "--add-location",
            "file",
            "--ignore-dirs",
            ".* _* build tests web docs node_modules",
            "-o",
            os.path.relpath(POT, ROOT),
            ".",
        )
    finally:
        os.chdir(cwd)
    _drop_creation_date(POT)


def _drop_creation_date(path):
    """The .pot's POT-Creation-Date changes on every run; keep the file's bytes the same when
    its messages are (a diff then shows only what changed)."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.readlines()
    lines = [line for line in lines if not line.startswith('"POT-Creation-Date:')]
    with open(path, "w", encoding="utf-8") as handle:
        handle.writelines(lines)


def update():
    for code in LANGUAGES:
        if os.path.exists(po_path(code)):
            _pybabel(
                "update",
                "-i",
                POT,
                "-d",
                LOCALE_DIR,
                "-D",
                DOMAIN,
                "-l",
                code,
                "--no-wrap",
                "--ignore-pot-creation-date",
            )
        else:
            _pybabel("init", "-i", POT, "-d", LOCALE_DIR, "-D", DOMAIN, "-l", code, "--no-wrap")


def compile_catalogs(force=False):
    """Compile every catalog whose .mo is missing or older than its .po; the codes compiled."""
    done = []
    for code in LANGUAGES:
        po, mo = po_path(code), mo_path(code)
        if not os.path.exists(po):
            continue
        if not force and os.path.exists(mo) and os.path.getmtime(mo) >= os.path.getmtime(po):
            continue
        _pybabel("compile", "-i", po, "-o", mo, "-D", DOMAIN, "-l", code)
        done.append(code)
    return done


def main(argv):
    command = argv[0] if argv else "all"
    if command not in ("all", "extract", "update", "compile"):
        raise SystemExit(__doc__)
    if command in ("all", "extract"):
        extract()
    if command in ("all", "update"):
        update()
    if command in ("all", "compile"):
        compile_catalogs(force=command == "all")


if __name__ == "__main__":
    main(sys.argv[1:])
