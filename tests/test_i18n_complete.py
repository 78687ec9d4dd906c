"""Every message translated (issue 22 point 1): no empty or fuzzy entry in the Italian, German
and Spanish catalogs, and no translation that only copies the English where the English is a
sentence (a copied word, a name or a figure may be the same in both: 'Menu', 'TRICE', '{count}')."""

import os

import pytest

# Babel is a build tool (requirements-dev.txt): not there under WebAssembly, where this module
# is skipped (tools/browser/pure_tests.mjs)
pofile = pytest.importorskip("babel.messages.pofile")

import eye  # noqa: E402  (draws the scenes; after the skip, so pyodide never imports pygame here)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGUAGES = ("it", "de", "es")


def entries(code):
    path = os.path.join(ROOT, "locale", code, "LC_MESSAGES", "tridice.po")
    with open(path, "rb") as handle:
        catalog = pofile.read_po(handle, locale=code)
    return [message for message in catalog if message.id]


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_is_translated(code):
    missing = [
        message.id
        for message in entries(code)
        if not (all(message.string) if isinstance(message.string, tuple) else message.string)
    ]
    assert missing == [], f"{len(missing)} untranslated in {code}, first {missing[:5]}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_translation_waits_for_a_check(code):
    fuzzy = [message.id for message in entries(code) if message.fuzzy]
    assert fuzzy == [], f"{len(fuzzy)} fuzzy in {code} (make catalogs marked them: the English changed)"


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_sentence_is_left_in_english(code):
    copied = [
        message.id
        for message in entries(code)
        if isinstance(message.id, str) and message.string == message.id and len(message.id.split()) >= 4
    ]
    assert copied == [], copied[:5]


@pytest.mark.slow
@pytest.mark.native_only("draws every scene with pygame")
@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("shape", eye.NATIVE + eye.BROWSER, ids=lambda shape: "x".join(map(str, shape[0])))
def test_every_scene_fits_in_each_language(tmp_path, shape, code, text_size):
    """The pseudo-locale's fit test (tests/test_i18n.py) with the real translations: nothing
    cut, crossing or spilling out of its box at a phone, a small phone and a laptop, and in
    the browser's pages of a phone and a small phone, with the player's normal and large text."""
    import sys

    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import catalogs

    catalogs.compile_catalogs()
    report = eye.check_every_scene(shape, tmp_path, text_size=text_size, language=code)
    assert len(report) >= 50
    assert [f"{scene}: {problem}" for scene, problems in report.items() for problem in problems] == []
