"""`--demo GAME` for every playable game: computers on every seat play to the
end and the game-over overlay names the result."""

import pytest
from app_driver import frames, make_app, play_demo

from app import boards
from app.scenes.demo import start_demo
from app.scenes.game_over import GameOverScene


# One game's demo in the quick loop; the others take seconds (TRI's four computers, Tris 2's
# long games) and are marked slow (test_tri_scene plays TRI's demo to its ranking too).
@pytest.mark.parametrize(
    "game_id",
    [
        game_id if game_id == "trice" else pytest.param(game_id, marks=pytest.mark.slow)
        for game_id in boards.playable()
    ],
)
def test_demo_plays_to_the_end(tmp_path, game_id):
    app = make_app(tmp_path)
    opened = start_demo(make_app(tmp_path / "look"), game_id)
    assert all(kind != "human" for kind in opened.seats)
    assert len(opened.seats) == opened.rules.max_players
    # normal-level Tris 2 players circle ~80 moves before agreeing a draw
    # (tests/test_tris2_ai.py covers that); easy ones finish a game soon
    board = play_demo(app, game_id, seats=["easy", "easy"] if game_id == "tris2" else None)
    assert board.rules.is_over(board.state)
    frames(app, 3)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    assert board.rules.end_reason(board.state) in over.text
