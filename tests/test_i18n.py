"""The languages (issue 22 points 1 and 2; docs/i18n.md): the catalogs, the translation calls,
choosing the language, numbers and the pseudo-locale.

The catalogs are read with Babel (a build tool: requirements-dev.txt) and compiled here into a
temporary folder, so these tests never depend on `make catalogs` having run.
"""

import os
import re
import string
import subprocess
import sys

import pytest
from app_driver import frames, make_app
from babel.messages import mofile, pofile
from babel.numbers import format_decimal, format_percent
from fake_platform import FakeNavigator, FakeWindow, install

from app.saved.settings import Settings
from app.saved.storage import FileBackend, Storage
from games import i18n

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import catalogs  # noqa: E402  (tools/catalogs.py)

TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE]


def read(path, code=None):
    with open(path, "rb") as handle:
        return pofile.read_po(handle, locale=code, abort_invalid=True)


@pytest.fixture(scope="module")
def pot():
    return read(catalogs.POT)


@pytest.fixture(scope="module")
def pos():
    return {code: read(catalogs.po_path(code), code) for code in i18n.LANGUAGES}


def fields(text):
    """The str.format fields of `text`, sorted, with repeats ({name} twice counts twice)."""
    return sorted(name for _literal, name, _spec, _conv in string.Formatter().parse(text) if name is not None)


def live(catalog):
    return [message for message in catalog if message.id and not message.fuzzy]


# -- the catalogs --------------------------------------------------------------------------------


def test_every_catalog_parses_and_compiles(pos, tmp_path):
    import gettext

    for code, catalog in pos.items():
        assert catalog.locale is not None and str(catalog.locale) == code
        path = tmp_path / f"{code}.mo"
        with open(path, "wb") as handle:
            mofile.write_mo(handle, catalog)
        with open(path, "rb") as handle:
            gettext.GNUTranslations(handle)  # the standard library reads what the app reads


def test_every_message_of_the_template_is_in_every_language(pot, pos):
    wanted = {message.id for message in pot if message.id}
    assert len(wanted) > 200  # the shell's words, the rules' reasons and the rules pages
    for code, catalog in pos.items():
        have = {message.id for message in catalog if message.id}
        assert sorted(map(str, wanted - have)) == [], code


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_the_template_holds_every_message_of_the_sources(tmp_path, pot, monkeypatch):
    """Every `_`, `N_` and `ngettext` in main.py, games/ and app/, and every line of the rules
    pages, is in locale/tridice.pot: a new message needs `make catalogs`."""
    monkeypatch.setattr(catalogs, "POT", str(tmp_path / "fresh.pot"))
    catalogs.extract()
    fresh = read(catalogs.POT)
    missing = {message.id for message in fresh if message.id} - {message.id for message in pot if message.id}
    assert sorted(map(str, missing)) == [], "run make catalogs"


def test_the_extractor_finds_the_rules_pages_lines(pot):
    from games import registry

    ids = {message.id for message in pot}
    for game in registry.GAMES.values():
        if game.languages == ("en",):
            continue  # a game that speaks English only so far has no need of the catalogs yet
        for _line, message in i18n.page_messages(game.rules_text()):
            assert message in ids
    # the markup is not part of a message
    assert not [m.id for m in pot if isinstance(m.id, str) and m.id.startswith(("# ", "- "))]


def test_placeholders_of_every_translation_are_the_english_ones(pos):
    for code, catalog in pos.items():
        for message in live(catalog):
            if isinstance(message.id, tuple):  # plural: each form against its English form
                english = [message.id[0]] + [message.id[1]] * (len(message.string) - 1)
                pairs = list(zip(english, message.string))
            else:
                pairs = [(message.id, message.string)]
            for source, translation in pairs:
                if translation:
                    assert fields(translation) == fields(source), (code, source, translation)


def test_plural_forms_are_the_languages_own(pos):
    from babel.messages.plurals import get_plural

    for code, catalog in pos.items():
        assert (catalog.num_plurals, catalog.plural_expr) == tuple(get_plural(code)), code
        for message in live(catalog):
            if isinstance(message.id, tuple):
                assert len(message.string) == catalog.num_plurals, (code, message.id)


def test_a_placeholder_check_can_fail():
    assert fields("{name} to roll") != fields("{nome} tira")
    assert fields("{a} {a}") != fields("{a}")


# -- the calls -----------------------------------------------------------------------------------


def compiled_catalog(folder, code, messages):
    """A catalog for `code` holding `messages` ({msgid: msgstr}), compiled under `folder`."""
    from babel.messages.catalog import Catalog

    catalog = Catalog(locale=code, domain=i18n.DOMAIN)
    for source, translation in messages.items():
        catalog.add(source, translation)
    target = folder / code / "LC_MESSAGES"
    target.mkdir(parents=True)
    with open(target / f"{i18n.DOMAIN}.mo", "wb") as handle:
        mofile.write_mo(handle, catalog)


def test_the_calls_speak_the_chosen_language(tmp_path, monkeypatch):
    compiled_catalog(
        tmp_path,
        "it",
        {"Settings": "Impostazioni", ("{count} move", "{count} moves"): ("{count} mossa", "{count} mosse")},
    )
    monkeypatch.setattr(i18n, "LOCALE_DIR", str(tmp_path))
    assert i18n.set_language("it") == "it" and i18n.language() == "it"
    assert i18n._("Settings") == "Impostazioni"
    assert i18n.ngettext("{count} move", "{count} moves", 1) == "{count} mossa"
    assert i18n.ngettext("{count} move", "{count} moves", 3) == "{count} mosse"
    assert i18n._("Undo") == "Undo"  # untranslated: the English message
    assert i18n.N_("Settings") == "Settings"  # marked only
    assert i18n.set_language("de") == "en"  # no catalog for it here: English
    assert i18n.set_language("xx") == "en" and i18n._("Settings") == "Settings"


def test_a_tag_names_an_offered_language():
    assert [i18n.match(t) for t in ("it-IT", "de_DE.UTF-8", "es", "EN-gb", "fr-FR", "", None, "C")] == [
        "it",
        "de",
        "es",
        "en",
        None,
        None,
        None,
        None,
    ]


def test_numbers_are_written_the_languages_way():
    """The table in games/i18n.py is Babel's CLDR data for the four languages."""
    for code in i18n.LANGUAGES:
        i18n._state["code"] = code  # the number formats only (no catalog needed)
        assert i18n.percent(50) == format_percent(0.5, locale=code), code
        assert i18n.number(1234.5, 1) == format_decimal(1234.5, format="#,##0.0", locale=code), code
        assert i18n.number(0.25, 2) == format_decimal(0.25, format="0.00", locale=code), code
    i18n._state["code"] = i18n.SOURCE


def test_a_rules_page_is_translated_line_by_line(tmp_path, monkeypatch):
    compiled_catalog(tmp_path, "de", {"Setup": "Aufbau", "Each player rolls.": "Jeder würfelt."})
    monkeypatch.setattr(i18n, "LOCALE_DIR", str(tmp_path))
    i18n.set_language("de")
    page = "# Setup\n- Each player rolls.\n\nAnything else.\n"
    assert i18n.translate_page(page) == "# Aufbau\n- Jeder würfelt.\n\nAnything else."
    assert i18n.page_messages(page) == [(1, "Setup"), (2, "Each player rolls."), (4, "Anything else.")]


# -- the pseudo-locale -----------------------------------------------------------------------------


def test_the_pseudo_locale_is_longer_accented_and_keeps_placeholders(pot):
    """Measured on the words around the placeholders (a placeholder is filled in later)."""
    grown = []
    for message in pot:
        if not isinstance(message.id, str) or not message.id:
            continue
        pseudo = i18n.pseudo(message.id)
        assert fields(pseudo) == fields(message.id), message.id
        bare = re.sub(r"\{[^{}]*\}", "", message.id)
        if len(bare) >= 10:
            grown.append(len(re.sub(r"\{[^{}]*\}", "", pseudo)) / len(bare))
    assert min(grown) >= 1.25 and sum(grown) / len(grown) >= 1.4
    assert i18n.set_language(i18n.PSEUDO) == i18n.PSEUDO
    assert re.search("[àéìöüñ]", i18n._("Settings"))


# -- choosing the language -------------------------------------------------------------------------


def test_lang_flag_refuses_an_unknown_code_in_plain_words():
    result = subprocess.run(
        [sys.executable, "main.py", "--lang", "fr", "--frames", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert (
        "no language 'fr': choose from en (English), it (Italiano), de (Deutsch), es (Español)"
        in result.stderr
    )


def test_lang_flag_runs_in_that_language(tmp_path):
    """`python main.py --lang it --frames 5`: the catalog compiled, the run exits cleanly."""
    catalogs.compile_catalogs()
    result = subprocess.run(
        [sys.executable, "main.py", "--lang", "it", "--frames", "5"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)},
    )
    assert result.returncode == 0, result.stderr


def menu_words(app):
    menu = app.scenes.find("menu")
    return [menu.settings_button.text, menu.credits_button.text, menu.open_button.text]


def test_the_menu_speaks_the_language_given(tmp_path, monkeypatch):
    compiled_catalog(
        tmp_path / "locale",
        "it",
        {
            "Settings": "Impostazioni",
            "Credits": "Riconoscimenti",
            "Open a copied code": "Apri un codice copiato",
        },
    )
    monkeypatch.setattr(i18n, "LOCALE_DIR", str(tmp_path / "locale"))
    from app.app import App

    app = App(size=(390, 844), storage=Storage(FileBackend(str(tmp_path / "saves"))), pace=False, lang="it")
    frames(app)
    assert app.language == "it"
    assert menu_words(app) == ["Impostazioni", "Riconoscimenti", "Apri un codice copiato"]


def test_the_menu_uses_the_real_italian_catalog(tmp_path):
    catalogs.compile_catalogs()
    import gettext

    with open(catalogs.mo_path("it"), "rb") as handle:
        italian = gettext.GNUTranslations(handle)
    from app.app import App

    app = App(size=(390, 844), storage=Storage(FileBackend(str(tmp_path))), pace=False, lang="it")
    frames(app)
    assert menu_words(app) == [italian.gettext(m) for m in ("Settings", "Credits", "Open a copied code")]


def test_the_language_setting_round_trip(tmp_path):
    assert Settings.from_data({"language": "de"}).language == "de"
    assert Settings.from_data({"sound": False}).language == ""  # a file from before the row
    assert Settings.from_data({"language": "klingon"}).language == ""
    assert Settings.from_data({"language": 3}).language == ""
    storage = Storage(FileBackend(str(tmp_path)))
    app = make_app(tmp_path, storage=storage)
    app.scenes.open("settings")
    row = app.scenes.top.language
    assert [text for _code, text in row.options] == ["English", "Italiano", "Deutsch", "Español"]
    row.step(app, 3)  # English to Español, as three taps on the row's right half would
    assert app.settings.language == "es" and app.language in ("es", "en")  # en: no compiled catalog
    assert [scene.name for scene in app.scenes.scenes] == ["menu", "settings"]
    assert app.scenes.top.language is not row  # built again, in the new language
    again = make_app(tmp_path, storage=Storage(FileBackend(str(tmp_path))))
    assert again.settings.language == "es"


def test_the_language_setting_rebuilds_the_scenes_words(tmp_path, monkeypatch):
    compiled_catalog(tmp_path / "locale", "de", {"Settings": "Einstellungen", "Language": "Sprache"})
    monkeypatch.setattr(i18n, "LOCALE_DIR", str(tmp_path / "locale"))
    app = make_app(tmp_path / "saves")
    app.scenes.open("settings")
    app.scenes.top.language.step(app, 2)  # English, Italiano, Deutsch
    frames(app)
    assert app.scenes.top.language.label == "Sprache"
    assert app.scenes.find("menu").settings_button.text == "Einstellungen"
    again = make_app(tmp_path / "saves")
    assert again.language == "de"


def test_lang_flag_wins_over_the_setting(tmp_path, monkeypatch):
    compiled_catalog(tmp_path / "locale", "de", {"Settings": "Einstellungen"})
    compiled_catalog(tmp_path / "locale", "es", {"Settings": "Ajustes"})
    monkeypatch.setattr(i18n, "LOCALE_DIR", str(tmp_path / "locale"))
    storage = Storage(FileBackend(str(tmp_path / "saves")))
    storage.save("settings", Settings(language="de").to_data())
    from app.app import App

    assert App(size=(390, 844), storage=storage, pace=False, lang="es").language == "es"
    assert App(size=(390, 844), storage=storage, pace=False).language == "de"


def test_the_systems_language_by_default():
    from app.page import web

    assert web.device_language({"LANG": "it_IT.UTF-8"}) == "it"
    assert web.device_language({"LANGUAGE": "de:en", "LANG": "fr_FR.UTF-8"}) == "de"
    assert web.device_language({"LC_ALL": "es_ES.UTF-8", "LANG": "it_IT.UTF-8"}) == "es"
    assert web.device_language({"LC_ALL": "C", "LANGUAGE": "it"}) is None
    assert web.device_language({"LANG": "fr_FR.UTF-8"}) is None


def test_the_browsers_language_by_default(tmp_path, monkeypatch):
    compiled_catalog(tmp_path, "it", {"Settings": "Impostazioni"})
    monkeypatch.setattr(i18n, "LOCALE_DIR", str(tmp_path))
    navigator = FakeNavigator()
    navigator.language = "it-IT"
    install(monkeypatch, FakeWindow(390, 844, navigator=navigator))
    from app.app import App

    app = App(pace=False)
    assert app.language == "it"
    assert app.scenes.find("menu").settings_button.text == "Impostazioni"
    navigator.language = "fr-FR"
    later = App(pace=False)
    assert later.language == "en" and later.settings.language == ""  # nothing chosen: the browser's


def test_settings_file_without_the_language_keeps_working(tmp_path):
    storage = Storage(FileBackend(str(tmp_path)))
    storage.save("settings", {"sound": False, "volume": 50})
    app = make_app(tmp_path, storage=storage)
    assert app.settings.language == "" and app.settings.sound is False and app.language == "en"


# -- the font --------------------------------------------------------------------------------------

# What the four languages write, beyond ASCII (issue 22): their letters and quotation marks.
NEEDED = "àèéìòùäöüßñ¿¡áíóúÄÖÜÉÀÈÌÒÙÁÍÓÚÑçÇ«»’‘„“”‚–—…\u00a0"


def font_characters():
    from fontTools.ttLib import TTFont

    found = []
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        with TTFont(os.path.join(ROOT, "fonts", name)) as font:
            found.append(set(map(chr, font.getBestCmap())))
    return found[0] & found[1]


def test_the_font_has_every_letter_the_languages_need(pos, pot):
    """Every character of every message and translation, of the pseudo-locale, of the
    languages' own names and of the page's words is in both fonts (a missing one shows as a
    box): read from the fonts' character maps."""
    have = font_characters()
    texts = [NEEDED] + list(i18n.LANGUAGES.values())
    for catalog in pos.values():
        for message in catalog:
            for text in message.id if isinstance(message.id, tuple) else (message.id,):
                texts += [text, i18n.pseudo(text)]
            texts += list(message.string) if isinstance(message.string, tuple) else [message.string]
    missing = sorted({c for text in texts for c in text if c not in "\n\t"} - have)
    assert missing == [], [f"U+{ord(c):04X} {c}" for c in missing]


def test_the_font_check_can_fail():
    assert "\u20ac" not in font_characters() or "\u4e2d" not in font_characters()
    assert "\u4e2d" not in font_characters()


# -- it fits in every language ------------------------------------------------------------------------


def fit_failures(shape, folder, only=None):
    import eye

    report = eye.check_every_scene(shape, folder, only=only, language=i18n.PSEUDO)
    return report, [f"{scene}: {problem}" for scene, problems in report.items() for problem in problems]


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_the_menus_and_trices_scenes_fit_a_longer_language_at_390x844(tmp_path):
    """The quick loop's share of the fit test below: tests/eye.py's checks (text cut, crossing,
    spilling out of its button, a coach line taller than its box) in the pseudo-locale."""
    import eye

    report, failures = fit_failures(eye.NATIVE[0], tmp_path, only={"trice"})
    assert len(report) >= 20
    assert failures == []
    assert i18n.language() == i18n.PSEUDO  # the scenes were drawn in it


@pytest.mark.slow
@pytest.mark.parametrize(
    "shape",
    [((390, 844), 1.0), ((320, 568), 1.0), ((1280, 720), 1.0)],
    ids=lambda shape: "x".join(map(str, shape[0])),
)
def test_every_scene_fits_a_longer_language(tmp_path, shape):
    """Every scene tools/shots.py reaches, every text 40% longer and accented (the
    pseudo-locale), at a phone, a small phone and a laptop: nothing cut, crossing or
    spilling out of its box."""
    report, failures = fit_failures(shape, tmp_path)
    assert len(report) >= 50
    assert failures == []


def test_the_fit_check_sees_a_word_too_long_for_its_button(tmp_path):
    import eye

    from app.ui.widgets import Button

    app = eye.make_app(eye.NATIVE[1], tmp_path, language=i18n.PSEUDO)
    with eye.recording_surfaces():
        menu = app.scenes.top
        menu.settings_button.rect.width = 40  # as a bar would leave a long word
        assert isinstance(menu.settings_button, Button)
        found = eye.problems(app)
    assert any("spills out of" in problem and "Séttìñgs" in problem for problem in found)


def test_triads_field_is_never_negative_when_a_taller_coach_line_leaves_no_room():
    """The storm found it (seed 3: German, large text, 949x885 under the game-over sheet):
    the coach line of a translation and larger text left the field a negative cell."""
    import pygame

    from app.boards.triad import geometry
    from app.ui.layout import Layout

    lay = Layout((949, 470), 1.0, 1.25)
    found = geometry.portrait(lay, pygame.Rect(24, 259, 901, 187), pygame.Rect(24, 116, 901, 129))
    assert found.cell >= geometry.MIN_CELL
    assert geometry.landscape(Layout((480, 200)), 4).cell >= geometry.MIN_CELL
