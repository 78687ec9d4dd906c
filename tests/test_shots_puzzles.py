"""The pictures `make shots` takes of TRICE's daily puzzle show what their names say: after a
wrong try the tool waits until the board has gone back to the start (the try and its answer are
shown first: app/play/puzzle_refute.py), so "solved" is the puzzle solved and "share" its
result shared. The tool had played the solution into the refuted board, where it was not
legal: the three pictures were the same wrong try."""

import pytest

from tools import shots

pytestmark = pytest.mark.native_only("draws the puzzle's board with pygame fonts")


def test_the_solved_picture_is_the_puzzle_solved(tmp_path):
    import eye

    app = eye.make_app(((390, 844), 1.0), tmp_path)
    seen = {}

    def capture(app, path):
        scene = app.scenes.top
        mode = getattr(scene, "mode", None)
        seen[path.rsplit("/", 1)[-1]] = (
            type(scene).__name__,
            mode is not None and mode.finished(),
            getattr(mode, "refuting", None) is not None,
        )
        return path

    for _name, _path in shots.puzzle_shots(app, str(tmp_path), {"trice"}, capture):
        pass
    assert seen["trice-puzzle-wrong.png"][2]  # the wrong try shown with its answer
    assert seen["trice-puzzle-solved.png"][1:] == (True, False)  # solved, nothing refuted
    assert seen["puzzle-share.png"][0] != seen["trice-puzzle-solved.png"][0]  # the share sheet over it
