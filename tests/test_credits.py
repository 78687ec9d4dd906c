"""The credits name what the app is set in: every face and icon font in fonts/ by its family,
and every licence file there, so the page never names a face the app no longer uses (it said
DejaVu Sans alone after the look had set titles in Fredoka and text in Nunito)."""

import os

from app.scenes.credits import CREDITS, credits_text

FONTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fonts")


def test_every_font_family_and_licence_in_fonts_is_named():
    files = sorted(os.listdir(FONTS))
    families = {
        name.split("-")[0].removesuffix(".ttf").removesuffix("Sans")
        for name in files
        if name.endswith(".ttf")
    }
    assert families == {"DejaVu", "Fredoka", "Nunito", "Lucide"}
    for family in families:
        assert family in CREDITS, family
    for licence in (name for name in files if name.endswith(".txt")):
        assert f"fonts/{licence}" in CREDITS, licence


def test_each_language_names_the_same_files():
    from games import i18n

    for code in i18n.LANGUAGES:
        i18n.set_language(code)
        try:
            page = credits_text()
        finally:
            i18n.set_language("en")
        for name in (
            "Fredoka",
            "Nunito",
            "DejaVu Sans",
            "Lucide",
            "fonts/OFL-Nunito.txt",
            "fonts/LICENSE-Lucide.txt",
        ):
            assert name in page, (code, name)
