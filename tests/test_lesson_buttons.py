"""A lesson shows no button it would only refuse: Tris 2's "Offer draw" stood under every
step of its lesson, and a press said "Follow the ring". A view's button that makes a move
shows only while the script waits for that move (games from the registry)."""

import pytest
from app_driver import frames, make_app

from games import registry

GAMES = [g for g in registry.GAME_IDS if registry.get(g).lesson is not None]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_button_the_lesson_would_refuse(tmp_path, game_id):
    app = make_app(tmp_path, size=(390, 844))
    app.settings.animation = "off"
    scene = app.scenes.open("lesson", game_id=game_id)
    for _ in range(600):
        frames(app)
        if scene.mode.finished:
            break
        expected = scene.mode.expected()
        for button in scene.view.buttons:
            move = button.meaning.move if button.meaning is not None else None
            if button.visible and move is not None:
                assert move == expected, f"{button.text!r} shows while the lesson waits for {expected!r}"
        ring = scene.mode.ringed()
        if ring and not scene.busy():
            scene.apply(ring[0][1])
    assert scene.mode.finished
    frames(app, 2)
    assert not any(button.visible for button in scene.view.buttons)  # the end sheet's turn
