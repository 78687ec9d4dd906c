"""A game's rules page: its rules text, in our own words, in a scrolling page."""

from games import registry

from ..text_scene import TextScene


class RulesScene(TextScene):
    name = "rules"

    def __init__(self, app, game_id):
        game = registry.get(game_id)
        super().__init__(app, f"How to play {game.name}", game.rules_text())
