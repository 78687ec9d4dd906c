"""TRICE on a phone held upright: a pool that holds at most two dice of a colour (a daily
puzzle's, a late game's) takes one row of tiles, and the card grows into the room. Before, the
pool kept two rows a colour for dice long gone: a puzzle at 320x480 drew 46-px squares over a
row of empty tiles and captions with nothing under them."""

import pytest
from app_driver import frames

from games.match import Match

pytestmark = pytest.mark.native_only("lays out the board with pygame fonts")


def most_of_a_colour(rules, state):
    pool = rules.pool(state)
    return max((sum(die[0] == colour for die in pool) for colour in "WPO"), default=0)


def test_a_puzzles_short_pool_gives_its_row_to_the_card(tmp_path):
    import eye

    from tools import shots

    fresh_app = eye.make_app(((320, 480), 1.0), tmp_path / "game", "normal", "en")
    fresh = shots.open_board(fresh_app, Match.new("trice", 2), ["human", "human"])
    frames(fresh_app)

    app = eye.make_app(((320, 480), 1.0), tmp_path / "puzzle", "normal", "en")
    scene = app.scenes.open("puzzle", game_id="trice", number=shots.stress_puzzles()["trice"])
    frames(app, 2)
    view = scene.view
    assert most_of_a_colour(scene.rules, scene.state) <= 2
    assert all(len(tiles) == 2 for tiles in view.pool.tiles.values())  # one row a colour
    assert view.piece_px() >= fresh.view.piece_px() + 8, (view.piece_px(), fresh.view.piece_px())
    # every die of the pool has its tile, a finger wide at least
    slots = view.pool.slots(scene.state)
    assert len(slots) == len(scene.rules.pool(scene.state))
    assert min(tile.width for _die, tile, _picture in slots) >= 44

    # a full pool again (an undone move brings dice back): its two rows come back
    full = fresh.state  # rolled: every die in the pool
    assert most_of_a_colour(scene.rules, full) == 4
    view.sync(full, scene.ui)
    assert all(len(tiles) == 4 for tiles in view.pool.tiles.values())
    assert len(view.pool.slots(full)) == len(scene.rules.pool(full))
