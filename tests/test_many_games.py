"""The menu and your record take any number of games (issue 27 point 1): with a fifth and a
sixth game registered (tools/new_game.py's skeletons, as they come), at every shape the menu
is tested at and in every language, every Continue and every game card can be reached (the
strip scrolls where they outgrow the screen), nothing crosses or is cut (tests/eye.py), and
your record's table keeps its columns apart (a long name puts a game's cells on a line of
their own) and reaches its last game."""

import eye
import pytest
from extra_games import registered
from test_autosave_slots import assert_every_widget_in_reach

from app.saved import autosave, record
from games import i18n, registry
from games.match import Match

SHAPES = [
    ((720, 1558), 720 / 390),
    ((720, 1278), 720 / 320),
    ((1280, 720), 1.0),
    ((960, 720), 1.0),
    ((720, 960), 1.0),
    ((390, 844), 1.0),
    ((320, 568), 1.0),
    ((320, 480), 1.0),
]


def fill(app):
    """Every game in progress in every slot, and a result of every game at every level."""
    for slot in autosave.slots():
        match = Match.new(autosave.game_of(slot))
        link = {"nonce": "5", "seat": 0, "floor": 0} if autosave.by_link(slot) else None
        if link is None or registry.get(match.record["game"]).max_players == 2:
            autosave.save(app, match, ["human"] * match.record["players"], link=link)
    for number, game_id in enumerate(registry.GAME_IDS):
        for level in ("easy", "normal", "hard"):
            record.game_result(app, f"g{number}{level}", game_id, ["human", level], [1.0, 0.0])


@pytest.mark.slow
@pytest.mark.native_only("draws with pygame")
@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("extra", [("fifth",), ("fifth", "sixth")], ids=["five", "six"])
def test_the_menu_and_the_record_take_five_and_six_games(tmp_path, extra, language):
    with registered(*extra):
        found = {}
        for index, shape in enumerate(SHAPES):
            with eye.recording_surfaces():
                app = eye.make_app(shape, tmp_path / str(index), "normal", language)
                fill(app)
                app.scenes.top.resume()
                menu = app.scenes.top
                assert len(menu.cards) == len(registry.GAME_IDS)
                assert_every_widget_in_reach(app, menu)
                for card in menu.cards:  # each card, scrolled into sight, reads whole
                    menu.scroller.show(card)
                    found.update({f"{eye.tag(shape)} menu: {p}": 1 for p in eye.problems(app)})
                app.scenes.open("record")
                scene = app.scenes.top
                scene.scroller.scroll_to(10**6)  # the end of the table is in reach
                found.update({f"{eye.tag(shape)} record: {p}": 1 for p in eye.problems(app)})
                last = scene.panels[1]
                assert last.bottom <= scene.done_button.rect.top, (eye.tag(shape), last)
        assert list(found) == []
