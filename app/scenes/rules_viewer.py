"""A game's rules page: its rules text, in our own words, in a scrolling page, with its
pictures (games/figures.py, drawn by the game's own board: app/boards/figure.py), and a way
into the game's lesson ("Learn by playing")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.boards.figure import board_picture
from app.ui.text_scene import TextScene
from app.ui.widgets import Button
from games import registry
from games.i18n import _, translate_page

if TYPE_CHECKING:
    from .host import SceneApp


def rules_scene(app: SceneApp, game_id: str) -> TextScene:
    """The rules page of `game_id` (registered as the scene "rules"): Back, and Learn by
    playing beside it where the game has a lesson."""
    game = registry.get(game_id)
    learn = Button(_("Learn by playing"), lambda: app.scenes.open("lesson", game_id=game_id))
    # not from inside a lesson (its Rules button): one lesson at a time
    learn.visible = game.lesson is not None and app.scenes.find("lesson") is None
    figures = game.figures

    def figure(name: str, width: int, height: int) -> tuple[pygame.Surface, str] | None:
        """A picture of the page: the game's own board in the figure's position, and its caption."""
        found = figures.get(name)
        if found is None or game.board is None:
            return None
        if height <= 0:
            return pygame.Surface((0, 0)), _(found.caption)
        return board_picture(app, game, found, width, height)[0], _(found.caption)

    scene = TextScene(
        app,
        _("How to play {game}").format(game=game.name),
        translate_page(game.rules_text()),
        name="rules",
        extra=[learn],
        figure=figure,
        words=lambda: translate_page(game.rules_text()),  # "tap" or "click", as the player is now
    )
    # what tests/storm.py and the lesson's tests read of it (a TextScene names neither)
    scene.game_id, scene.learn_button = game_id, learn  # type: ignore[attr-defined]
    return scene
