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


def bar_problems(app, board):
    """What is wrong with the board's bar (app/ui/button_rows.py place_bar): it must be one row,
    whole on the screen, above the coach line, every button arranged alike (its icon with the
    word beside it in body text, under it in secondary text, or the icon alone), each word whole
    inside its button, never shrunk below the row's size."""
    lay, theme = app.layout, app.theme
    bar = [button for button in board.bar if button.visible]
    found = []
    if len(rows(bar)) != 1:
        found.append(f"{len(rows(bar))} rows")
    if not all(app.screen.get_rect().contains(button.rect) for button in bar):
        found.append("a button leaves the screen")
    if len({button.arrangement for button in bar}) != 1:
        found.append(f"arranged unlike: {[button.arrangement for button in bar]}")
    arrangement = bar[0].arrangement
    size = {"beside": lay.text, "under": lay.small}.get(arrangement)
    for button in bar:
        if size is not None and not theme.fits(
            button.text, size, button.rect.width - lay.gap // 2, bold=True
        ):
            found.append(f"{button.text!r} does not fit its button at the row's size")
    if board.status_rect.y <= max(button.rect.bottom for button in bar):
        found.append("the coach line runs under the bar")
    return found


def test_the_bar_shows_its_words_beside_the_icons_where_they_fit(tmp_path):
    """A laptop's bar has room for the words beside the icons (TRI's, one row heading its side
    column); a phone's puts them under."""
    app = eye.make_app(((1280, 720), 1.0), tmp_path / "wide")
    board = board_bar(app, "tri")
    assert bar_problems(app, board) == [] and {b.arrangement for b in board.bar} == {"beside"}
    app = eye.make_app(PHONE, tmp_path / "phone")
    board = board_bar(app)
    assert bar_problems(app, board) == [] and {b.arrangement for b in board.bar} == {"under"}


@pytest.mark.parametrize("code", ["de", "es", "it", i18n.PSEUDO])
@pytest.mark.parametrize("shape", [SMALL, PHONE, ((320, 480), 1.0)], ids=["320x568", "390x844", "320x480"])
def test_the_bar_keeps_one_row_in_every_language_and_text_size(tmp_path, code, shape):
    """Where a word does not fit beside its icon it goes under it, in every button of the row;
    where it does not fit there either, the icons stand alone (their words stay their names):
    the bar never takes a second row, and no word shrinks or spills."""
    for size in ("normal", "large"):
        app = eye.make_app(shape, tmp_path / size, size, code)
        board = board_bar(app, "trice")
        assert bar_problems(app, board) == [], (size, [b.arrangement for b in board.bar])


def test_the_bar_goes_to_icons_alone_only_where_the_words_fit_neither_way(tmp_path):
    app = eye.make_app(((320, 480), 1.0), tmp_path, "large", i18n.PSEUDO)
    board = board_bar(app, "trice")
    lay, theme = app.layout, app.theme
    arrangement = board.bar[0].arrangement
    if arrangement == "alone":  # then some word fits under its icon nowhere
        assert any(not theme.fits(b.text, lay.small, b.rect.width - lay.gap, bold=True) for b in board.bar)
    assert bar_problems(app, board) == []


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
