"""A game's rules page: its rules text, in our own words, in a scrolling page,
and a way into the game's lesson ("Learn by playing")."""

import pygame

from games import registry

from ..text_scene import TextScene
from ..widgets import Button


class RulesScene(TextScene):
    name = "rules"

    def __init__(self, app, game_id):
        game = registry.get(game_id)
        super().__init__(app, f"How to play {game.name}", game.rules_text())
        self.game_id = game_id
        self.learn_button = Button("Learn by playing", self.learn)
        # not from inside a lesson (its Rules button): one lesson at a time
        self.learn_button.visible = game.lesson is not None and app.scenes.find("lesson") is None
        self.widgets.append(self.learn_button)

    def learn(self):
        self.app.scenes.open("lesson", game_id=self.game_id)

    def layout(self, lay):
        super().layout(lay)
        if self.learn_button.visible:  # Back and Learn by playing share the bottom row
            row = self.done.rect
            half = (row.width - lay.gap) // 2
            self.done.rect = pygame.Rect(row.x, row.y, half, row.height)
            self.learn_button.rect = pygame.Rect(row.right - half, row.y, half, row.height)
