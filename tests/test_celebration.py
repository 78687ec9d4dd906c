"""A win is celebrated, briefly (issue 28 point 5; app/ui/celebration.py): where a person at
this device wins, the game-over sheet lights what won, one by one, under a burst of confetti,
then stops drawing (the scene rests); shorter with Animations fast; nothing at all with
animations off (the browser's reduced motion) or where the computer won."""

import random

import pygame
import pytest
from app_driver import frames, make_app

from app.ui.celebration import DURATION, GLOW, STAGGER, Celebration
from games import registry
from tools import shots

pytestmark = pytest.mark.native_only("draws with pygame")


def ended(tmp_path, game_id, animation="normal", computer_wins=False):
    """A finished game of `game_id` just shown: its game-over sheet (with its board)."""
    app = make_app(tmp_path, size=(390, 844))
    app.settings.animation = animation
    match = shots.played(game_id, random.Random(sum(map(ord, game_id))))
    returns = registry.get(game_id).rules.returns(match.state)
    winner = returns.index(max(returns))
    seats = ["human"] * match.record["players"]
    if computer_wins:
        seats = ["easy" if seat == winner else "human" for seat in range(len(seats))]
    app.scenes.open("board", match=match, seats=seats)
    for _ in range(600):
        frames(app)
        if app.scenes.top.name == "game_over":
            frames(app)  # its first frame
            return app, app.scenes.top
    raise AssertionError("no game-over sheet")


def picture(app):
    app.draw(app.screen)
    return app.screen.copy()


def differs(a, b):
    return sum(
        1
        for x in range(0, a.get_width(), 3)
        for y in range(0, a.get_height(), 3)
        if a.get_at((x, y)) != b.get_at((x, y))
    )


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_win_here_is_celebrated_then_the_scene_rests(tmp_path, game_id):
    app, over = ended(tmp_path, game_id)
    assert over.celebration is not None and over.celebration.running
    assert over.celebration.targets == over.table.celebrated() != []
    during = picture(app)
    frames(app, int(DURATION * 60) + 5)
    assert not over.celebration.running and not over.update(1 / 60)  # nothing moves: it rests
    after = picture(app)
    assert differs(during, after) > 50  # the confetti and the light were on the screen
    frames(app, 5)
    assert differs(after, picture(app)) == 0  # and they are gone for good


def test_no_celebration_with_animations_off_or_a_computers_win(tmp_path):
    app, over = ended(tmp_path / "off", "triad", animation="off")
    assert over.celebration is not None and not over.celebration.running and not over.update(1 / 60)
    app, over = ended(tmp_path / "lost", "triad", computer_wins=True)
    assert over.celebration is None and not over.update(1 / 60)


def test_fast_animations_celebrate_for_less_time():
    target = [pygame.Rect(10, 10, 40, 40)]
    colours = [pygame.Color("gold")]
    normal, fast = Celebration(target, colours, 1.0), Celebration(target, colours, 0.45)
    assert fast.duration == pytest.approx(0.45 * normal.duration) and normal.duration == DURATION


def test_the_targets_light_in_turn():
    targets = [pygame.Rect(40 + 100 * i, 100, 60, 60) for i in range(3)]
    celebration = Celebration(targets, [pygame.Color("white")], 1.0, seed=1)
    celebration.pieces = []  # the light alone

    def lit(at):
        surface = pygame.Surface((400, 300))
        surface.fill((0, 0, 0))
        celebration.time = at
        celebration.draw(surface)
        # each target's light is an outline growing out of it: above its middle, lit or not
        return [
            any(surface.get_at((t.centerx, y))[:3] != (0, 0, 0) for y in range(t.top - 40, t.top))
            for t in targets
        ]

    assert lit(0.02) == [True, False, False]
    assert lit(STAGGER + 0.02) == [True, True, False]
    assert lit(GLOW + 0.01) == [False, True, True]
    assert lit(GLOW + 2 * STAGGER + 0.05) == [False, False, False]
