"""A replay's first words on a small phone with the player's large text (issue 28 point 9): the
start's sentence (the game and who played it) and the first move's (the roll that decides who
starts) took four lines at 320x568 and ran over the top of the coach line's box onto Player 2's
card. In every game and language the coach line's box holds them whole: the eye finds no
overflow (`CoachLine.overflow`) and every line of the sentence inside the box, crossing no other
text."""

import random

import eye
import pytest

from games import registry
from tools import shots

pytestmark = pytest.mark.native_only("lays out the replay with pygame fonts")

SHAPE = ((320, 568), 1.0)


@pytest.mark.parametrize("code", ["en", "de", "it", "es"])
@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_replays_first_words_fit_their_box(tmp_path, game_id, code):
    with eye.recording_surfaces():
        app = eye.make_app(SHAPE, tmp_path, "large", code)
        match = shots.played(game_id, random.Random(1))
        seats = ["human"] + ["hard"] * (match.record["players"] - 1)
        scene = app.scenes.open("replay", record=match.record, seats=seats, autoplay=False)
        for index in (0, 1):
            scene.mode.jump(index)
            shots.frames(app)
            said = scene.status_text()
            found = [p for p in eye.problems(app) if "coach line" in p]
            recorded, _frame = eye.record(app)
            marks = [m for _scene, ms in recorded for m in ms if m.info.text.strip()]
            lines = [m for m in marks if m.info.text in said and scene.status_rect.colliderect(m.rect)]
            assert lines, f"at move {index}: {said!r} not drawn"
            for mark in lines:
                box = eye.ink(mark, eye.SOLID)
                if not scene.status_rect.contains(box):
                    found.append(f"{mark.info.text!r} {tuple(box)} out of the box {tuple(scene.status_rect)}")
                found += [
                    f"{mark.info.text!r} crosses {other.info.text!r}"
                    for other in marks
                    if other not in lines and box.colliderect(eye.ink(other, eye.SOLID))
                ]
            assert found == [], f"at move {index}: {said!r}"
