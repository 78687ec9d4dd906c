"""TRI random simulation (OpenSpiel style): thousands of random games across
player counts and options; every move listed plays, records replay, games end."""

import pytest
from random_play import check_random_games

from games.tri.rules import RULES

SLOW = pytest.mark.slow  # thousands of games: the quick loop plays one setting of them


@pytest.mark.parametrize(
    "players, options, games",
    [
        pytest.param(2, {}, 400, marks=SLOW),
        pytest.param(2, {"size": 3, "max_rounds": 80}, 300, marks=SLOW),
        (2, {"size": 8, "max_rounds": 10}, 100),
        pytest.param(3, {}, 250, marks=SLOW),
        pytest.param(3, {"size": 3, "max_rounds": 80}, 200, marks=SLOW),
        pytest.param(4, {}, 150, marks=SLOW),
        pytest.param(4, {"size": 3, "max_rounds": 80}, 200, marks=SLOW),
        pytest.param(4, {"size": 4, "max_rounds": 20}, 200, marks=SLOW),
    ],
)
def test_random_games(players, options, games):
    finals = check_random_games(RULES, games, seed=players, players=players, options=options, deep_checks=5)
    for state in finals:
        assert RULES.end_reason(state)
        assert RULES.ranking(state)[0] == [s for s, r in enumerate(RULES.returns(state)) if r > 0]


def test_small_crowded_boards_reach_every_ending():
    """Full-board defeats, last player standing and the round limit all happen."""
    finals = check_random_games(
        RULES, 20, seed=99, players=4, options={"size": 3, "max_rounds": 80}, deep_checks=0
    )
    ends = {state.end for state in finals}
    assert {"full", "rounds"} <= ends
    assert any(len(state.out) >= 2 for state in finals)
    finals = check_random_games(
        RULES, 20, seed=2, players=2, options={"size": 3, "max_rounds": 80}, deep_checks=0
    )
    assert "last" in {state.end for state in finals}
