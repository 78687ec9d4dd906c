"""Random play over the api.md interface: playout speed, MCTS rollouts, tests."""

from .core import CHANCE


def random_move(rules, state, rng):
    if rules.to_move(state) == CHANCE:
        return rules.random_outcome(state, rng)
    return rng.choice(rules.legal_moves(state))


def random_playout(rules, state, rng, max_moves=100000):
    """Play random moves to the end; returns (final state, number of moves)."""
    count = 0
    while not rules.is_over(state) and count < max_moves:
        state = rules.play(state, random_move(rules, state, rng))
        count += 1
    return state, count
