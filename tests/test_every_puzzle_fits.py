"""Every daily puzzle of every game fits the small phone (320x568) in Large text, in every
language (issue 27 point 9): its board at the puzzle's position, checked by tests/eye.py
(nothing cut, crossing or spilling out). The pictures and the fit tests draw the few puzzles
that stress the layout most (tools/shots.py `stress_puzzles`), the same on every day; this
sweep makes sure no other day's puzzle breaks what they do not show (Triad's puzzles for
Orange in Italian cut "Arancione" on its card: 177 of 400, found on one day only)."""

import eye
import pytest

from games import i18n, puzzles
from tools import shots

SMALL_PHONE = ((320, 568), 1.0)


@pytest.mark.slow
@pytest.mark.native_only("draws with pygame")
@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game_id", puzzles.games())
def test_every_puzzle_fits_a_small_phone_in_large_text(tmp_path, game_id, language):
    found = {}
    with eye.recording_surfaces():
        app = eye.make_app(SMALL_PHONE, tmp_path, "large", language)
        for number in range(1, len(puzzles.lines(game_id)) + 1):
            shots.to_menu(app)
            scene = app.scenes.open("puzzle", game_id=game_id, number=number)
            shots.puzzle_wait(app, scene)
            problems = eye.problems(app)
            if problems:
                found[number] = problems
    assert found == {}, f"{len(found)} puzzles do not fit; the first: {next(iter(found.items()))}"
