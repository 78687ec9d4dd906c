"""The last move's mark never looks like the ring of "the ringed die" (issue 28 point 9): in
Tris 2's lesson, after the computer's reply, the die it moved had a gold ring of almost the
look of the lesson's target, and tapping it said "Follow the ring". The last move is marked
by app/boards/cues.py's light outline (and a light dot where the die left); gold is the
lesson's or a hint's ring alone. A pixel probe round each."""

import pygame
import pytest

from app.boards import cues
from app.boards.tris2.dice import Dice
from tools import shots

pytestmark = pytest.mark.native_only("draws the board with pygame")


def near(colour, target, within=40):
    return sum(abs(a - b) for a, b in zip(colour[:3], target[:3])) <= within


def count(screen, band, inside, colour, leave_out=()):
    """Pixels near `colour` in `band` but not in `inside` nor in any rect of `leave_out`."""
    found = 0
    for x in range(band.left, band.right):
        for y in range(band.top, band.bottom):
            if inside.collidepoint(x, y) or any(r.collidepoint(x, y) for r in leave_out):
                continue
            found += near(screen.get_at((x, y)), colour)
    return found


@pytest.mark.parametrize("shape", [(390, 844), (320, 568)])
def test_the_die_moved_last_is_no_gold_ring_in_tris2s_lesson(tmp_path, shape):
    app = shots.make_app(shape, str(tmp_path))
    scene = shots.lesson_at(app, "tris2", 3)  # after the computer's unsafe roll
    shots.frames(app)
    dice = next(part for part in scene.view.parts if isinstance(part, Dice))
    last = dice.last_effect(scene.state, scene.ui)
    assert last is not None and last["kind"] == "roll"  # the computer's reply is marked
    targets = [pygame.Rect(rect) for rect, _hit in scene.mode.ringed()]
    assert targets
    cam, gap = dice.camera, app.layout.gap
    size = cam.die_size()
    box = pygame.Rect(0, 0, size, size)
    box.center = cam.centre_of(last["to"])
    assert not any(box.colliderect(t) for t in targets)  # another die than the target
    screen, theme = app.screen, app.theme
    gold, light = theme.colour("accent"), theme.colour(cues.LAST_MOVE)
    band = box.inflate(2 * gap, 2 * gap)
    rings = [t.inflate(2 * gap, 2 * gap) for t in targets]  # the target's ring, a gap round it
    assert count(screen, band, box, gold, rings) == 0  # no gold round the die moved last
    assert count(screen, band, box, light, rings) > size  # a light outline
    assert all(count(screen, t.inflate(2 * gap, 2 * gap), t, gold) > size for t in targets)
    # where the die came from: a light dot, not a gold one
    spot = pygame.Rect(0, 0, size // 3, size // 3)
    spot.center = cam.centre_of(last["from"])
    empty = pygame.Rect(0, 0, 0, 0)
    assert count(screen, spot, empty, light) > 0 and count(screen, spot, empty, gold) == 0
