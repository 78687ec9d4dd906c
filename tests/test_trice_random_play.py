"""OpenSpiel-style random simulation of TRICE: thousands of games per variant."""

import pytest
from random_play import check_random_games

from games.trice.rules import RULES


@pytest.mark.parametrize("variant", RULES.variants)
@pytest.mark.parametrize("seed, games", [(7, 600), pytest.param(8, 1900, marks=pytest.mark.slow)])
def test_random_games_play_replay_and_end(variant, seed, games):  # 2500 a variant; 600 in the quick loop
    finals = check_random_games(RULES, games, seed=seed, variant=variant)
    kinds = {state.outcome[0] for state in finals}
    assert "trice" in kinds
    if variant == "classic":
        assert "full" in kinds and "double" not in kinds and "repeat" not in kinds
    else:
        assert "double" in kinds and "full" not in kinds


def test_v03_full_board_phase_is_reached_and_played_out():
    finals = check_random_games(RULES, 300, seed=11, variant="v0.3", deep_checks=5)
    assert any(len(state.seen) > 1 for state in finals)  # games that went on past the full board
