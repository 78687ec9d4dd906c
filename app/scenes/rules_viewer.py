"""A game's rules page: its rules text, in our own words, in a scrolling page,
and a way into the game's lesson ("Learn by playing")."""

from app.ui.text_scene import TextScene
from app.ui.widgets import Button
from games import registry
from games.i18n import _, translate_page


def rules_scene(app, game_id):
    """The rules page of `game_id` (registered as the scene "rules"): Back, and Learn by
    playing beside it where the game has a lesson."""
    game = registry.get(game_id)
    learn = Button(_("Learn by playing"), lambda: app.scenes.open("lesson", game_id=game_id))
    # not from inside a lesson (its Rules button): one lesson at a time
    learn.visible = game.lesson is not None and app.scenes.find("lesson") is None
    scene = TextScene(
        app,
        _("How to play {game}").format(game=game.name),
        translate_page(game.rules_text()),
        name="rules",
        extra=[learn],
    )
    scene.game_id, scene.learn_button = game_id, learn
    return scene
