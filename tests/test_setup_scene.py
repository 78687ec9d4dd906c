"""The setup scene for every game: every choice fits the screen and is
tappable, with the most players the game takes, in every shape."""

import pytest

from app.scenes.setup import SetupScene
from app_driver import frames, make_app
from app import boards
from games import registry


@pytest.mark.parametrize("game_id", boards.playable())
@pytest.mark.parametrize("size", [(720, 1280), (1280, 720), (320, 480), (480, 320)])
def test_setup_fits(tmp_path, game_id, size):
    app = make_app(tmp_path, size=size)
    scene = app.scenes.push(SetupScene(app, game_id))
    rules = registry.rules(game_id)
    scene.set_players(rules.max_players)
    frames(app)
    assert len(scene.seats) == rules.max_players
    for widget in scene.widgets:
        assert app.layout.rect.contains(widget.rect), (game_id, size, widget.rect)
        assert widget.rect.height >= 44
    rects = [w.rect for w in scene.widgets]
    for index, rect in enumerate(rects):
        assert rect.collidelist(rects[index + 1:]) == -1, "widgets overlap"


def test_options_follow_the_variant(tmp_path):
    app = make_app(tmp_path)
    scene = app.scenes.push(SetupScene(app, "tris2"))
    labels = lambda: [c.label for c in scene.choices]  # noqa: E731
    scene.set_variant("standard")
    assert "Rule of 4" in " ".join(labels()) or any("4" in l for l in labels())
    scene.set_variant("tris1")
    assert not any("4" in l for l in labels())
