"""A game's setup on a phone held upright shows a picture of the game above its choices (issue
28 point 7: half a tall phone was empty under three rows): one of its rules pictures, a win
where it has one, drawn by its own board (app/boards/figure.py `board_thumbnail`), in the room
the choices leave, never over them, the title, or the buttons."""

import eye
import pytest
from app_driver import frames

from games import registry
from games.i18n import LANGUAGES

pytestmark = pytest.mark.native_only("lays out the setup with pygame fonts")


def setup(folder, game_id, shape, language="en", text_size="normal"):
    app = eye.make_app((shape, 1.0), folder, text_size, language)
    frames(app)
    scene = app.scenes.open("setup", game_id=game_id)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_tall_phones_setup_pictures_the_game_clear_of_its_choices(tmp_path, game_id):
    report = {}
    for language in LANGUAGES:
        for text_size in ("normal", "large"):
            app, scene = setup(tmp_path / f"{language}-{text_size}", game_id, (390, 844), language, text_size)
            box, found = scene.picture, []
            if registry.get(game_id).figures and box is None:
                found.append("no picture")
            if box is not None:
                if not app.layout.rect.contains(box):
                    found.append(f"the picture {tuple(box)} leaves the screen")
                for widget in scene.widgets:
                    if widget.visible and widget.rect.colliderect(box):
                        found.append(f"the picture {tuple(box)} lies over {tuple(widget.rect)}")
                if box.height < 2 * app.layout.tap:
                    found.append(f"a picture {box.height} px tall")
            if found:
                report[f"{language} {text_size}"] = found
    assert not report, report


def test_the_picture_is_a_win_where_the_game_has_one(tmp_path):
    app, scene = setup(tmp_path, "trice", (390, 844))
    figure = scene.showcase()
    assert figure is not None and figure.winner is not None
    board = scene.picture
    assert board is not None and board.width > 300


def test_a_sideways_phone_keeps_its_room_for_the_choices(tmp_path):
    app, scene = setup(tmp_path, "trice", (568, 320))
    assert scene.picture is None
