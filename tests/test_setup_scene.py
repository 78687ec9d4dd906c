"""The setup scene for every game: every choice fits the screen and is
tappable, with the most players the game takes, in every shape."""

import pygame
import pytest
from app_driver import click, frames, key, make_app, press, send

from app import boards
from app.scenes.setup import SetupScene
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
    for widget in (w for w in scene.widgets if w.visible):  # (a game without a lesson has no Learn)
        assert app.layout.rect.contains(widget.rect), (game_id, size, widget.rect)
        assert widget.rect.height >= 44
    rects = [w.rect for w in scene.widgets if w.visible]
    for index, rect in enumerate(rects):
        assert rect.collidelist(rects[index + 1 :]) == -1, "widgets overlap"


def test_options_follow_the_variant(tmp_path):
    app = make_app(tmp_path)
    scene = app.scenes.push(SetupScene(app, "tris2"))
    labels = lambda: [c.label for c in scene.choices]  # noqa: E731
    scene.set_variant("standard")
    assert labels() == ["Player 1", "Player 2", "Variant", "Rule of 4 (field at most 4x4)"]
    scene.set_variant("tris1")  # Tris 1 has no rule of 4
    assert labels() == ["Player 1", "Player 2", "Variant"]
    assert scene.chosen_options() == {}
    scene.set_variant("advanced")
    assert labels()[-1] == "Rule of 4 (field at most 4x4)" and scene.chosen_options() == {"rule_of_4": False}


def test_the_hard_computers_label_follows_the_variant_chosen(tmp_path):
    """TRICE's hard level is perfect from the 4th die in both variants, but in the standard one
    (v0.3) a full card can still decide against it: the label says so there only. Chosen on
    the Variant row itself, the Player rows follow it."""
    app = make_app(tmp_path)
    scene = app.scenes.push(SetupScene(app, "trice"))
    frames(app)

    def hard_labels():
        return [dict(c.options)["hard"] for c in scene.choices if c.label.startswith("Player ")]

    variant = row(scene, "Variant")
    assert variant.value == "v0.3"
    assert hard_labels() == ["Computer: hard, perfect from the 4th die unless a full card decides"] * 2
    variant.step(app, 1)  # the Variant row, as a tap on its right half
    assert scene.variant == "classic"
    assert hard_labels() == ["Computer: hard, perfect from the 4th die"] * 2
    row(scene, "Variant").step(app, 1)
    assert scene.variant == "v0.3"
    assert hard_labels() == ["Computer: hard, perfect from the 4th die unless a full card decides"] * 2


def row(scene, label):
    return next(choice for choice in scene.choices if choice.label == label)


def test_a_release_never_acts_on_a_row_that_a_rebuild_replaced(tmp_path):
    """Found by the storm (tests/test_storm.py): on TRI's setup, hold the mouse on the
    "Player 3" row, press Left on the focused Players row (3 players -> 2: the rows are
    rebuilt, and Player 3's seat is gone), and release on the same spot. The release used
    to activate the old row, whose seat no longer exists (IndexError in set_seat)."""
    app = make_app(tmp_path)
    press(app, "TRI")
    scene = app.scenes.top
    assert isinstance(scene, SetupScene) and scene.players == 2
    players = row(scene, "Players")
    click(app, (players.rect.right - 10, players.rect.centery))  # the right half: one more player
    assert scene.players == 3 and scene.seats == ["human", "normal", "normal"]
    key(app, pygame.K_TAB)  # the focus on the Players row (the first of the focus ring)
    held = row(scene, "Player 3")
    spot = held.rect.center
    send(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1, touch=False))
    key(app, pygame.K_LEFT)  # back to 2 players while the press is held
    assert scene.players == 2 and held not in scene.widgets
    send(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1, touch=False))
    assert app.scenes.top is scene
    assert scene.players == 2 and scene.seats == ["human", "normal"]  # nothing acted on
    assert not any(widget.pressed for widget in scene.widgets)
    # and the next press works as ever: Player 2's row cycles on a click
    second = row(scene, "Player 2")
    click(app, (second.rect.right - 10, second.rect.centery))
    assert scene.seats[1] != "normal"
