"""The web page's own words (web/index.tmpl): what it shows before Python runs, while the game
loads, and when loading fails. Extracted into the catalogs like the app's (babel.cfg);
tools/build_web.py writes them into the page in the four languages, and the page picks the
one navigator.language names (docs/i18n.md). The page shows English until its script runs.

In the template `@TEXT:key@` is the English text (HTML-escaped) and `@TRIDICE_TEXTS@` the
table {language: {key: text}}; `{size}` and `{package}` are filled in by the page.
"""

import gettext
import html
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from games.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, N_, SOURCE  # noqa: E402

TEXTS = {
    "loading": N_("Loading TriDice…"),
    "downloading": N_("Downloading…"),
    "downloaded": N_("{size} downloaded"),
    "setting_up": N_("Setting up {package}…"),
    "unpacking": N_("Unpacking the game…"),
    "starting": N_("Starting…"),
    "failed": N_("TriDice could not start."),
    "kept": N_("Your saved games and settings are safe."),
    "retry": N_("Retry"),
    "runtime": N_("The game engine could not be downloaded."),
    "runtime_hint": N_("Check the internet connection, then press Retry."),
    "offline": N_("You are offline, and this browser has no copy of TriDice yet."),
    "offline_hint": N_("TriDice needs the internet the first time it opens. Connect, then press Retry."),
    "stalled": N_("Nothing has arrived for 20 seconds."),
    "stalled_hint": N_("The connection may be slow or blocked. Press Retry to try again."),
    "bundle": N_("The game file is missing or damaged."),
    "bundle_hint": N_("Press Retry. If this happens again, the copy of TriDice on this site is broken."),
    "python": N_("TriDice stopped while starting."),
    "python_hint": N_("Press Retry to start it again."),
    "noscript": N_("TriDice needs JavaScript to run in the browser."),
}


class MissingCatalog(Exception):
    pass


def table(locale_dir=None):
    """{language: {key: text}}: each language's words from its compiled catalog (make
    catalogs); a message not translated yet stays English. A missing catalog is an error:
    the page would silently speak English."""
    found = {}
    for code in LANGUAGES:
        if code == SOURCE:
            found[code] = dict(TEXTS)
            continue
        try:
            catalog = gettext.translation(DOMAIN, locale_dir or LOCALE_DIR, languages=[code])
        except OSError:
            raise MissingCatalog(
                f"locale/{code}/LC_MESSAGES/{DOMAIN}.mo is missing: make web compiles it (or make catalogs)"
            ) from None
        found[code] = {key: catalog.gettext(text) for key, text in TEXTS.items()}
    return found


def fill(page, locale_dir=None):
    """The template's @TEXT:key@ (English) and @TRIDICE_TEXTS@ (every language) filled in."""

    def english(match):
        key = match.group(1)
        if key not in TEXTS:
            raise KeyError(f"web/index.tmpl names a page text that tools/page_texts.py lacks: {key}")
        return html.escape(TEXTS[key], quote=True)

    page = re.sub(r"@TEXT:(\w+)@", english, page)
    # in a <script>: no "</" can end it early
    listing = json.dumps(table(locale_dir), ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    return page.replace("@TRIDICE_TEXTS@", listing)
