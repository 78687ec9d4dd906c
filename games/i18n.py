"""The words a player reads, in the player's language (issue 22): gettext's conventions.

Every text a player sees goes through `_` (or `ngettext` when it counts something): the rules'
plain-words reasons here in games/, and every label, coach line, rules page and message of the
shell in app/. This module lives on the lowest floor because both floors need it, and it stays
pure (the standard library's gettext only), so the rules still run without pygame.

- `_("Undo")`: the message in the current language. Placeholders are str.format's named
  fields, filled after translation: `_("{name} to roll").format(name=...)`, so a translator
  may move them; the catalog's checks (tests/test_i18n.py) keep them identical.
- `N_("Undo")` marks a module-level constant for extraction without translating it at import
  (the language is chosen later): translate it where it is shown, `_(CONSTANT)`.
- `ngettext(singular, plural, n)` picks the language's plural form (from the catalog's
  Plural-Forms header, which Babel writes).
- `pgettext(context, message)` where one English word means two things: a new game's
  "Start" and a replay's "Start" (its first position) are "Inizia" and "Inizio" in Italian.
- The pointer's words: a message that tells the player to tap (`says_tap`) has a twin in the
  catalogs for a player with a mouse, under the context "mouse" (tools/i18n_extract.py makes
  it: nobody writes it twice in the code), where every language says click, English too
  (locale/en). `set_pointer(MOUSE)` (the app says which pointer the player uses) makes `_`
  answer with the twin; a twin not yet translated falls back to the tap words.

The catalogs are locale/<lang>/LC_MESSAGES/tridice.po, compiled to .mo by the Makefile.
One current language for the whole process, as gettext has it: a player reads one language
at a time, and a text's call site should not need the app to say which.
"""

from __future__ import annotations

import gettext
import math
import re

from games import datafiles

DOMAIN = "tridice"
LOCALE_DIR = datafiles.path("locale")  # the project's locale/, or the installed package's
# The languages a player can choose, each named in itself; English is the source language.
LANGUAGES = {"en": "English", "it": "Italiano", "de": "Deutsch", "es": "Español"}
SOURCE = "en"
PSEUDO = "pseudo"  # for the fit tests only: every message about 40% longer, accented (never offered)

TOUCH, MOUSE = "touch", "mouse"  # the pointer the player uses; MOUSE is also its words' context
_TAP = re.compile(r"\b[Tt]ap(s|ped|ping)?\b")

_state: dict[str, object] = {"code": SOURCE, "catalog": gettext.NullTranslations(), "pointer": TOUCH}


def _(message: str) -> str:
    catalog = _state["catalog"]
    assert isinstance(catalog, gettext.NullTranslations)
    if _state["pointer"] == MOUSE:
        clicked = catalog.pgettext(MOUSE, message)
        if clicked != message:  # the words for a mouse ("click"), where the catalog has them
            return clicked
    return catalog.gettext(message)


def says_tap(message: str) -> bool:
    """Whether `message` tells the player to tap (and not already to "tap or click"): it then
    has a twin for a player with a mouse in the catalogs (the context MOUSE)."""
    return bool(_TAP.search(message)) and "click" not in message.lower()


def set_pointer(kind: str) -> str:
    """Say the words of the pointer the player uses from now on: TOUCH ("tap", the source's
    words) or MOUSE ("click"). Returns the kind in use."""
    _state["pointer"] = MOUSE if kind == MOUSE else TOUCH
    return str(_state["pointer"])


def pointer() -> str:
    """TOUCH or MOUSE: whose words `_` says."""
    return str(_state["pointer"])


def N_(message: str) -> str:
    """Marks `message` for the catalogs; translate it where it is shown."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    catalog = _state["catalog"]
    assert isinstance(catalog, gettext.NullTranslations)
    return catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in a `context` where one English word means two things ("Start": begin a
    new game, or a replay's first position), so a translator may say each its own way."""
    catalog = _state["catalog"]
    assert isinstance(catalog, gettext.NullTranslations)
    return catalog.pgettext(context, message)


def language() -> str:
    """The code of the language texts are in now."""
    return str(_state["code"])


def set_language(code: str | None) -> str:
    """Speak `code` from now on (a LANGUAGES code or PSEUDO); anything else, or a language
    whose compiled catalog is missing, speaks English. Returns the code in use."""
    if code == PSEUDO:
        _state.update(code=PSEUDO, catalog=Pseudo())
        return PSEUDO
    if code not in LANGUAGES:
        code = SOURCE
    try:
        catalog: gettext.NullTranslations = gettext.translation(DOMAIN, LOCALE_DIR, languages=[code])
    except OSError:  # no compiled catalog (make catalogs builds them): the source's words
        catalog = gettext.NullTranslations()
        code = SOURCE
    _state.update(code=code, catalog=catalog)
    return code


def match(tag: object) -> str | None:
    """The offered language a browser's or a system's tag names ("it-IT", "de_DE.UTF-8",
    "es"), or None."""
    if not isinstance(tag, str):
        return None
    head = re.split(r"[-_.@]", tag.strip().lower(), maxsplit=1)[0]
    return head if head in LANGUAGES else None


# -- numbers ---------------------------------------------------------------------------------------

# The language's way of writing the few numbers the app shows: decimal mark, thousands
# separator and the percent pattern, from Babel's CLDR data (tests/test_i18n.py compares
# them), kept here so the app needs no Babel.
NUMBERS = {
    "en": (".", ",", "{}%"),
    "it": (",", ".", "{}%"),
    "de": (",", ".", "{}\u00a0%"),
    "es": (",", ".", "{}\u00a0%"),
}


def number(value: float, digits: int = 0) -> str:
    """`value` with `digits` decimals, written the current language's way: 1,234.5 / 1.234,5."""
    point, group, _percent = NUMBERS.get(language(), NUMBERS[SOURCE])
    text = f"{value:,.{digits}f}"
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


def percent(value: float, digits: int = 0) -> str:
    """`value` per cent (50 -> "50%", in German "50 %" with a no-break space)."""
    pattern = NUMBERS.get(language(), NUMBERS[SOURCE])[2]
    return pattern.format(number(value, digits))


# -- pages of text (the games' rules pages) ------------------------------------------------------

# A page's markup (app/ui/text_scene.py): "# " a heading, "- " a bullet, a blank line between
# paragraphs. Each heading, bullet and paragraph line is one message: the extractor
# (tools/i18n_extract.py, named in babel.cfg) takes them from games/*/howto.txt, and
# `translate_page` looks each up, so a translator never sees or breaks the markup. A line
# "[figure: NAME]" is a picture's place (games/figures.py): no words, kept as it is.
_MARKS = ("# ", "- ")
_FIGURE = re.compile(r"\[figure: ([a-z0-9_-]+)\]")


def figure_marker(line: str) -> str | None:
    """The picture's name if `line` is a page's "[figure: NAME]" line, else None."""
    found = _FIGURE.fullmatch(line.strip())
    return found.group(1) if found else None


def page_messages(text: str) -> list[tuple[int, str]]:
    """(line number from 1, message) for every message of a page."""
    found = []
    for number_, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or figure_marker(line) is not None:
            continue
        mark = line[:2] if line[:2] in _MARKS else ""
        found.append((number_, line[len(mark) :]))
    return found


def translate_page(text: str) -> str:
    """`text` with every heading, bullet and paragraph in the current language."""
    out = []
    for line in text.splitlines():
        body = line.strip()
        if not body or figure_marker(body) is not None:
            out.append(body)
            continue
        mark = body[:2] if body[:2] in _MARKS else ""
        out.append(mark + _(body[len(mark) :]))
    return "\n".join(out)


# -- the pseudo-locale ----------------------------------------------------------------------------

# Accented letters the four languages already need, so the pseudo-locale tests the font's
# real glyphs, never a letter no player would read.
_ACCENTS = str.maketrans(
    {
        "a": "à",
        "e": "é",
        "i": "ì",
        "o": "ö",
        "u": "ü",
        "n": "ñ",
        "A": "À",
        "E": "É",
        "I": "Ì",
        "O": "Ö",
        "U": "Ü",
        "N": "Ñ",
    }
)
_PADDING = "ääéèöüàìíóú"
_FIELD = re.compile(r"(\{[^{}]*\}|%\([^)]*\)[sdif]|%[sdif])")
_WORD = re.compile(r"[A-Za-z]+")
GROWTH = 0.4


def pseudo(message: str) -> str:
    """`message` about 40% longer with accented letters, placeholders kept as they are:
    each word grows by GROWTH of its length and the space after it, rounded up (so a
    sentence's words, spaces and all, are about GROWTH longer; a placeholder is filled in
    later by words that grow too, or by a name)."""
    out = []
    for part in _FIELD.split(message):
        if _FIELD.fullmatch(part):
            out.append(part)
            continue

        def grow(word: re.Match[str]) -> str:
            text = word.group(0)
            extra = math.ceil((len(text) + 1) * GROWTH)
            return text.translate(_ACCENTS) + (_PADDING * (1 + extra // len(_PADDING)))[:extra]

        out.append(_WORD.sub(grow, part))
    return "".join(out)


class Pseudo(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)
