"""Your record on a phone held upright: the puzzles' figures as tiles (each value large in the
display face over its label) and the games' rows given air, rather than half the screen empty
under two short panels; nothing of it cut, nothing over Done. Elsewhere (sideways, a small phone
with large text) the panels stay as they were."""

import tempfile

import eye
import pytest
from app_driver import frames

from tools import shots

pytestmark = pytest.mark.native_only("lays out the page with pygame fonts")

TALL = [(360, 800), (390, 844), (412, 915)]
LANGUAGES = ["en", "it", "de", "es"]
TEXT_SIZES = ["normal", "large"]


def open_record(tmp_path, shape, language, text_size, played=True):
    app = eye.make_app((shape, 1.0), tmp_path, text_size, language)
    if played:  # a week of puzzles and five games against the computer (make shots' record)
        with tempfile.TemporaryDirectory() as folder:
            list(shots.record_shots(app, folder, capture=lambda app, path: path))
    app.scenes.open("record")
    frames(app)
    return app, app.scenes.top


@pytest.mark.parametrize("played", [True, False], ids=["played", "new"])
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("shape", TALL, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_tall_phone_shows_the_record_large_and_is_not_half_empty(
    tmp_path, shape, language, text_size, played
):
    app, scene = open_record(tmp_path, shape, language, text_size, played)
    lay = app.layout
    inner = scene.panels[0].width - 2 * lay.gap
    if scene.tiles:  # where they leave the room (not Italian Large text at 360x800, say)
        assert scene.tiles_fit(lay, inner, scene.tiles)  # every value on a line, every label in two
    assert not scene.scroller.active
    bottom = max(panel.bottom for panel in scene.panels)
    assert bottom <= scene.done_button.rect.top - lay.gap
    empty = scene.done_button.rect.top - bottom
    assert empty <= shape[1] // 4, f"{empty} px of {shape[1]} empty under the record"


def test_most_tall_phones_show_tiles(tmp_path):
    assert open_record(tmp_path, (390, 844), "de", "large")[1].tiles == 3
    assert open_record(tmp_path / "en", (360, 800), "en", "normal")[1].tiles == 3


@pytest.mark.parametrize("shape", [(568, 320), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_sideways_the_record_keeps_its_rows(tmp_path, shape):
    app, scene = open_record(tmp_path, shape, "de", "large")
    assert (scene.tiles, scene.spread, scene.tile_grow) == (0, 0, 0)


def test_the_tiles_words_are_drawn_whole_inside_their_panel(tmp_path):
    with eye.recording_surfaces():
        app, scene = open_record(tmp_path, (390, 844), "es", "large")
        recorded, _frame = eye.record(app)
    marks = [mark for _scene, marks in recorded for mark in marks if mark.info.text.strip()]
    for label, value in scene.puzzle_rows():
        for text in (value, label):
            mark = next(m for m in marks if m.info.text == text or text.startswith(m.info.text))
            assert scene.panels[0].contains(mark.rect), f"{text!r} outside the puzzles panel"
            assert not mark.clipped, f"{text!r} cut"
