"""Triad random simulation (OpenSpiel style): thousands of random games."""

import pytest

from games.triad.rules import RULES
from random_play import check_random_games


@pytest.mark.parametrize("seed", [0] + [pytest.param(seed, marks=pytest.mark.slow) for seed in (1, 2, 3)])
# 4 x 750 = 3000 games; the quick loop plays the first 750
def test_random_games_play_out_cleanly(seed):
    finals = check_random_games(RULES, 750, seed=seed)
    assert len(finals) == 750
    for state in finals:
        assert RULES.end_reason(state).endswith(".")
        if RULES.winner(state) is not None:
            assert RULES.triad_counts(state)[RULES.winner(state)] == 3
