"""The daily puzzles' list on a phone (issue 28 point 7): its rows grow into the room above
Back (up to `ROW_GROW` times their words' height) and a grown row shows its puzzle's position,
drawn by the game's own board and scaled down (app/boards/figure.py `board_thumbnail`: the
board alone, no seats' cards or pool), beside its words, which keep their whole width's
worth of room: at most a quarter of a phone's height is left empty above Back."""

import eye
import pygame
import pytest
from app_driver import frames

from app.scenes.daily_puzzles import ROW_GROW
from games.i18n import LANGUAGES

pytestmark = pytest.mark.native_only("lays out the list with pygame fonts")

PHONES = [(320, 568), (360, 800), (390, 844), (412, 915)]


def puzzle_list(folder, shape, language="en", text_size="normal"):
    app = eye.make_app((shape, 1.0), folder, text_size, language)
    frames(app)
    scene = app.scenes.open("puzzles")
    frames(app, 4)  # one new board picture a frame
    return app, scene


@pytest.mark.parametrize("shape", PHONES)
def test_a_phones_puzzle_list_fills_it_with_the_puzzles_boards(tmp_path, shape):
    report = {}
    for language in LANGUAGES:
        for text_size in ("normal", "large"):
            app, scene = puzzle_list(tmp_path / f"{language}-{text_size}", shape, language, text_size)
            rows, lay = scene.rows, app.layout
            found = []
            empty = (scene.back_button.rect.top - rows[-1].rect.bottom) / lay.height
            if empty > 0.25:
                found.append(f"{empty:.0%} of the height empty above Back")
            needs = max(row.height_for(app, row.rect.width) + lay.gap for row in rows)
            if any(row.rect.height > ROW_GROW * needs + 1 for row in rows):
                found.append("a row taller than its words allow")
            for row in rows:
                box = row.picture_box(app)
                if box is None:
                    found.append(f"{row.game_id}: no board")
                    continue
                if not row.rect.contains(box):
                    found.append(f"{row.game_id}: the board leaves its row")
                picture = row.picture(box.width, box.height)
                if picture is None and scene.drawn_in == app.frame:  # one new board a frame
                    frames(app)
                    picture = row.picture(box.width, box.height)
                if picture is None or picture.get_width() > box.width or picture.get_height() > box.height:
                    found.append(f"{row.game_id}: its board does not fit {tuple(box)}")
                if row.height_for(app, box.x - lay.gap - row.rect.x) > row.rect.height:
                    found.append(f"{row.game_id}: its words do not fit beside the board")
            if found:
                report[f"{language} {text_size}"] = found
    assert not report, report


def test_a_short_row_shows_no_board(tmp_path):
    """Sideways on a phone the rows are as tall as their words: no picture."""
    app, scene = puzzle_list(tmp_path, (568, 320))
    assert all(row.picture_box(app) is None for row in scene.rows)


def test_the_thumbnail_is_the_board_alone(tmp_path):
    """TRICE's picture is its card (4 by 3 cells, wider than tall), not the card with the
    seats' panels and the pool (taller than wide) that a rules picture shows."""
    app, scene = puzzle_list(tmp_path, (390, 844))
    row = next(row for row in scene.rows if row.game_id == "trice")
    picture = row.picture(400, 400)
    assert isinstance(picture, pygame.Surface)
    assert 1.2 < picture.get_width() / picture.get_height() < 1.5


def test_the_list_draws_one_new_board_a_frame(tmp_path, monkeypatch):
    """Its first frame drew all three boards, importing and laying out three games' views at
    once (85 ms natively at 390x844, several times that in a page): now one a frame, the
    others the frames after (each asks for the next frame), every one there by the third."""
    from app.boards import figure

    drawn = []
    draw_position = figure.draw_position

    def counted(*args, **kwargs):
        drawn.append(app.frame)
        return draw_position(*args, **kwargs)

    monkeypatch.setattr(figure, "draw_position", counted)
    monkeypatch.setattr(figure, "_pictures", {})  # none kept from a test before
    app = eye.make_app(((390, 844), 1.0), tmp_path, "normal", "en")
    frames(app)
    scene = app.scenes.open("puzzles")
    frames(app, 4)
    assert len(drawn) == len(scene.rows) == 3
    assert len(set(drawn)) == 3  # each in a frame of its own
    assert all(row.picture_box(app) is not None for row in scene.rows)
