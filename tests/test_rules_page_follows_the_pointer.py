"""A rules page already open says "tap" or "click" as the player's pointer is now: the first
press by a finger (or a mouse) after it opened changes its words at once, not when it is opened
again (found playing in Chromium, issue 28 point 9)."""

import pytest
from app_driver import frames, make_app

from games import i18n

pytestmark = pytest.mark.native_only("lays out the page with pygame fonts")


@pytest.mark.parametrize("game_id", ["trice", "tris2"])
def test_an_open_rules_page_changes_its_words_with_the_pointer(tmp_path, game_id):
    app = make_app(tmp_path)
    app.follow_pointer(False)  # a mouse
    page = app.scenes.open("rules", game_id=game_id)
    frames(app)
    assert "click" in page.text.lower() and " tap " not in page.text.lower()
    app.follow_pointer(True)  # then a finger
    frames(app)
    assert i18n.pointer() == i18n.TOUCH
    assert " tap " in page.text.lower() and "click" not in page.text.lower()
    assert any("tap" in words.lower() for _top, _bottom, words in page.blocks)  # what is drawn and read
