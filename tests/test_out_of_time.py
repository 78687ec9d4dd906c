"""A computer move that cannot finish in its budget (a slow phone) plays the best move found so
far, never a random one (issue 29). With a clock past its budget at every reading:

each game's hard level still takes a win in one where there is one (games from the registry;
positions from seeded random games and from games one move from a win). The shared alpha-beta
(Tris 2's and Triad's hard level) played the first of its shuffled moves when its first depth
had not finished, and missed such wins; the shared MCTS (a new game's) played the most visited
of a few random playouts."""

import random

import pytest
from ending import nearly_won

from games import registry
from games.agents import winning_move
from games.core import CHANCE
from games.deadline import CountingClock
from games.match import Match
from games.playout import random_move

PAST_BUDGET = 1000.0  # seconds a reading of the clock moves on: every reading is past the budget


def positions(game_id, count=40, seed=3):
    """Seeded positions of `game_id` where a seat (not the dice) has two moves or more."""
    rules = registry.get(game_id).rules
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        match = Match.new(game_id, rules.min_players)
        for _ in range(rng.randrange(2, 60)):
            if match.is_over():
                break
            match.play(random_move(rules, match.state, rng))
        while not match.is_over() and rules.to_move(match.state) == CHANCE:
            match.play(random_move(rules, match.state, rng))
        if not match.is_over() and len(rules.legal_moves(match.state)) > 1:
            found.append(match.state)
    return found


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_out_of_time_the_hard_level_still_takes_a_win_in_one(game_id):
    game = registry.get(game_id)
    rules = game.rules
    checked = 0
    near_wins = [nearly_won(game_id, seed=seed)[0].state for seed in range(6)]
    for index, state in enumerate(positions(game_id) + near_wins):
        agent = game.make_agent("hard", rng=random.Random(index))
        agent.clock = CountingClock(step=PAST_BUDGET)
        move = agent.choose(state)
        assert move in rules.legal_moves(state)
        if winning_move(rules, state) is not None:
            after = rules.play(state, move)
            assert rules.is_over(after) and rules.returns(after)[rules.to_move(state)] == 1.0, move
            checked += 1
    assert checked >= 6
