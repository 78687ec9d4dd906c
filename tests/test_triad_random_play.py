"""Triad random simulation (OpenSpiel style): thousands of random games."""

import pytest
from random_play import check_random_games

from games.triad.rules import RULES


# 3000 games; the quick loop plays the first 250
@pytest.mark.parametrize(
    "seed, games",
    [(0, 250)]
    + [
        pytest.param(seed, games, marks=pytest.mark.slow)
        for seed, games in ((1, 750), (2, 750), (3, 750), (4, 500))
    ],
)
def test_random_games_play_out_cleanly(seed, games):
    finals = check_random_games(RULES, games, seed=seed)
    assert len(finals) == games
    for state in finals:
        assert RULES.end_reason(state).endswith(".")
        if RULES.winner(state) is not None:
            assert RULES.triad_counts(state)[RULES.winner(state)] == 3
