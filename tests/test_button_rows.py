"""app/ui/button_rows.py: a row of buttons that takes two rows where a word does not fit its
button (large text in a translation on a small phone), and the scenes that use it: the
board's bar, a setup page's buttons, a replay's timeline."""

import random

import eye
import pytest

from app.ui.widgets import words_fit
from games import i18n
from tools import shots

pytestmark = pytest.mark.native_only("lays out scenes with pygame fonts")

SMALL = ((320, 568), 1.0)
PHONE = ((390, 844), 1.0)


def rows(buttons):
    return sorted({button.rect.y for button in buttons if button.visible})


def words_fit_their_buttons(app, buttons):
    """Their words inside them, at least half their padding from the edges."""
    lay = app.layout
    return all(
        words_fit(app.theme, lay, button.text, button.rect, margin=lay.gap // 2)
        for button in buttons
        if button.visible
    )


def labels_fit_their_buttons(app, buttons):
    """A timeline button's word (its `label`, in secondary text) inside it."""
    font = app.theme.font(app.layout.small, bold=True)
    return all(font.size(button.label)[0] <= button.rect.width - app.layout.gap // 2 for button in buttons)


def board_bar(app, game_id="tris2"):
    rng = random.Random(1)
    shots.open_board(app, shots.played(game_id, rng, fraction=0.5))
    shots.frames(app)
    return app.scenes.top


def test_the_bar_keeps_one_row_where_its_words_fit(tmp_path):
    app = eye.make_app(SMALL, tmp_path)  # English, normal text: short words
    board = board_bar(app)
    assert len(rows(board.bar)) == 1
    assert words_fit_their_buttons(app, board.bar)


@pytest.mark.parametrize("code", ["de", "es", "it"])
def test_the_bar_takes_two_rows_where_a_word_does_not_fit_one(tmp_path, code):
    app = eye.make_app(SMALL, tmp_path, "large", code)
    board = board_bar(app)
    assert len(rows(board.bar)) == 2
    assert words_fit_their_buttons(app, board.bar)
    assert all(app.screen.get_rect().contains(button.rect) for button in board.bar)
    bottom = max(button.rect.bottom for button in board.bar)
    assert board.status_rect.y > bottom and board.board_rect.y > board.status_rect.bottom


@pytest.mark.parametrize("code, count", [("de", 1), ("es", 1), ("it", 1), (i18n.PSEUDO, 2)])
def test_a_larger_phone_keeps_one_row_where_the_words_need_no_more(tmp_path, code, count):
    """At 390 px the buttons share one row by their words' needs ("Rückgängig" wider than
    "Menü"); the pseudo-locale's 40% longer words need two."""
    app = eye.make_app(PHONE, tmp_path, "large", code)
    board = board_bar(app)
    assert len(rows(board.bar)) == count and words_fit_their_buttons(app, board.bar)
    assert all(app.screen.get_rect().contains(button.rect) for button in board.bar)


def test_the_setup_page_buttons_and_rows_keep_apart_in_two_rows(tmp_path):
    app = eye.make_app(SMALL, tmp_path, "large", "es")
    setup = app.scenes.open("setup", game_id="trice")
    shots.frames(app)
    buttons = setup.button_row()
    assert len(rows(buttons)) == 2 and words_fit_their_buttons(app, buttons)
    top = min(button.rect.y for button in buttons)
    assert all(choice.rect.bottom < top for choice in setup.choices)
    assert buttons[-1] is setup.start_button and setup.start_button.rect.y == max(rows(buttons))


def test_a_replays_scrubber_takes_its_own_row_where_the_buttons_words_leave_it_none(tmp_path):
    app = eye.make_app(SMALL, tmp_path, "large", "de")
    shots.open_replay(app, "trice", random.Random(2))
    shots.frames(app)
    mode = app.scenes.top.mode
    scrubber = mode.scrubber.rect
    buttons = [button for button in mode.controls if button.visible]
    assert scrubber.width == app.layout.width - 2 * app.layout.margin
    assert all(button.rect.y > scrubber.bottom for button in buttons)
    assert labels_fit_their_buttons(app, buttons)


def test_a_replays_scrubber_shares_the_row_in_english(tmp_path):
    app = eye.make_app(SMALL, tmp_path)
    shots.open_replay(app, "trice", random.Random(2))
    shots.frames(app)
    mode = app.scenes.top.mode
    assert all(button.rect.y == mode.scrubber.rect.y for button in mode.controls if button.visible)
    assert i18n.language() == i18n.SOURCE


SHORT = ((320, 480), 1.0)


@pytest.mark.parametrize("code", ["de", "es", "it"])
def test_a_short_screen_keeps_one_row_in_the_normal_secondary_size(tmp_path, code):
    """At 320x480 a second row would leave TRICE's card a stamp (14-px squares in German):
    the bar's words take the normal secondary text size instead, and still fit."""
    from app.ui import design

    app = eye.make_app(SHORT, tmp_path, "large", code)
    board = board_bar(app, "trice")
    lay = app.layout
    normal = design.type_sizes(lay.unit, lay.css_scale)["secondary"]
    assert len(rows(board.bar)) == 1
    assert all(button.least == normal < lay.small for button in board.bar)
    assert all(
        words_fit(app.theme, lay, button.text, button.rect, margin=lay.gap // 2, least=button.least)
        for button in board.bar
    )
    assert all(app.screen.get_rect().contains(button.rect) for button in board.bar)


def test_a_short_screen_with_normal_text_or_a_taller_one_never_shrinks_the_words(tmp_path):
    app = eye.make_app(SHORT, tmp_path, "normal", "de")
    assert all(button.least is None for button in board_bar(app, "trice").bar)
    app = eye.make_app(SMALL, tmp_path, "large", "de")
    board = board_bar(app, "trice")
    assert all(button.least is None for button in board.bar) and len(rows(board.bar)) == 2
