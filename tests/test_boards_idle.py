"""Every board is still when nothing happens: idle frames draw nothing
(phones' batteries), mid-game and after the end."""

import random

import pytest
from app_driver import frames, make_app, open_board, settle

from app import boards
from games import registry
from games.match import Match
from games.playout import random_move


def played(game_id, fraction, seed=4):
    rules = registry.rules(game_id)
    full = Match.new(game_id, rules.min_players)
    rng = random.Random(seed)
    while not full.is_over():
        full.play(random_move(rules, full.state, rng))
    match = Match.new(game_id, rules.min_players)
    for move in full.moves[: int(len(full.moves) * fraction)]:
        match.play(move)
    return match


@pytest.mark.parametrize("game_id", boards.playable())
@pytest.mark.parametrize("fraction", [0.5, 1.0])
def test_idle_board_draws_nothing(tmp_path, game_id, fraction):
    app = make_app(tmp_path)
    match = played(game_id, fraction)
    open_board(app, match, ["human"] * match.record["players"])
    settle(app)
    frames(app, 240)  # entrance animations, the game-over overlay, a pass-the-device cover
    drew = [app.step(1 / 60, events=[]) for _ in range(60)]
    assert not any(drew), f"{game_id}: {sum(drew)} of 60 idle frames drew"
