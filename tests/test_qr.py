"""The QR picture of a share link: whole-pixel modules with a white quiet zone, the
symbol segno made, and the share overlay still working without segno."""

import sys

import segno
from app_driver import make_app

from app.sharing import qr

LINK = "https://html-classic.itch.zone/html/12345678/tridice/index.html#BM7neqjhwAfLvApBqZAYBDFx"


def test_the_picture_is_the_symbol_in_whole_pixels_with_a_quiet_zone():
    rows = qr.modules(LINK)
    symbol = segno.make_qr(LINK)
    assert rows == [list(row) for row in symbol.matrix] and len(rows) == symbol.symbol_size(border=0)[0]
    picture = qr.picture(rows, 400)
    count = len(rows) + 2 * qr.QUIET
    scale = picture.get_width() // count
    assert picture.get_size() == (count * scale, count * scale) and scale == 400 // count
    for y in range(count):
        for x in range(count):
            inside = qr.QUIET <= x < count - qr.QUIET and qr.QUIET <= y < count - qr.QUIET
            dark = inside and rows[y - qr.QUIET][x - qr.QUIET]
            # every pixel of the module, not just its centre
            for px, py in ((x * scale, y * scale), ((x + 1) * scale - 1, (y + 1) * scale - 1)):
                assert picture.get_at((px, py))[:3] == (qr.DARK if dark else qr.LIGHT), (x, y)


def test_a_picture_too_small_to_scan_is_not_drawn():
    rows = qr.modules(LINK)
    count = len(rows) + 2 * qr.QUIET
    assert qr.picture(rows, 2 * count - 1) is None
    assert qr.picture(rows, 2 * count).get_width() == 2 * count


def test_without_segno_the_link_is_still_shown_in_writing(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "segno", None)  # import segno raises ImportError
    app = make_app(tmp_path, size=(390, 844))
    scene = app.scenes.open("share", code="BCODE")
    assert app.step(1 / 60, events=[])  # the frame was drawn, without a picture
    assert scene.picture is None and "".join(scene.link_lines) == "BCODE"
    words = app.screen.subsurface(scene.words_rect.clip(app.screen.get_rect()))
    assert (
        len(
            {
                words.get_at((x, y))[:3]
                for x in range(0, words.get_width(), 2)
                for y in range(0, words.get_height(), 2)
            }
        )
        > 2
    )  # the link is written there
