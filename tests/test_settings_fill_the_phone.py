"""Settings on a phone held upright: the rows say what each setting does (their notes) and
grow into the room, rather than leave the lower half of a tall phone empty; on a small phone
(or where the notes would pack the page) the rows stay as they were, a fingertip's strip free
above Done for a notice."""

import eye
import pytest
from app_driver import frames

pytestmark = pytest.mark.native_only("lays out the page with pygame fonts")

TALL = [(360, 800), (390, 844), (412, 915)]
LANGUAGES = ["en", "it", "de", "es"]
TEXT_SIZES = ["normal", "large"]


def open_settings(tmp_path, shape, language, text_size):
    app = eye.make_app((shape, 1.0), tmp_path, text_size, language)
    app.scenes.open("settings")
    frames(app)
    return app, app.scenes.top


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("shape", TALL, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_tall_phone_explains_each_setting_and_is_not_half_empty(tmp_path, shape, language, text_size):
    app, scene = open_settings(tmp_path, shape, language, text_size)
    lay = app.layout
    noted = [row for row in scene.rows if row.note]
    assert noted and all(row.show_note for row in noted)
    for row in scene.rows:  # the name, the option and the note each whole inside the row
        width = row.rect.width
        assert row.rect.height >= row.height_for(app, width, row.show_note), row.label
    rows_end = max(row.rect.bottom for row in scene.rows)
    empty = scene.done.rect.top - rows_end
    assert empty <= shape[1] // 4, f"{empty} px of {shape[1]} empty under the rows"
    assert empty >= lay.tap  # a strip for a notice above Done (tests/test_overlay_places.py)
    lines = [(a, b) for a, b in zip(scene.rows, scene.rows[1:]) if a.rect.y != b.rect.y]
    assert all(a.rect.bottom <= b.rect.top for a, b in lines)


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize(
    "shape", [(320, 480), (320, 568), (568, 320), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}"
)
def test_no_notes_where_they_would_pack_the_page(tmp_path, shape, text_size):
    app, scene = open_settings(tmp_path, shape, "de", text_size)
    assert not any(row.show_note for row in scene.rows)


def test_the_notes_are_drawn_whole(tmp_path):
    with eye.recording_surfaces():
        app, scene = open_settings(tmp_path, (390, 844), "de", "large")
        recorded, _frame = eye.record(app)
    marks = [mark for _scene, marks in recorded for mark in marks if mark.info.text.strip()]
    for row in scene.rows:
        for line in row.note_lines(app, row.rect.width):
            mark = next(m for m in marks if m.info.text == line)
            assert row.rect.contains(mark.rect), f"{line!r} outside its row"
            assert not mark.clipped, f"{line!r} cut"
