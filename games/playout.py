"""Random play over the api.md interface: playout speed, MCTS rollouts, tests."""

from __future__ import annotations

import random
from typing import TypeVar

from .contract import Rules
from .core import CHANCE

S = TypeVar("S")


def random_move(rules: Rules[S], state: S, rng: random.Random) -> str:
    if rules.to_move(state) == CHANCE:
        return rules.random_outcome(state, rng)
    return rng.choice(rules.legal_moves(state))


def random_playout(rules: Rules[S], state: S, rng: random.Random, max_moves: int = 100000) -> tuple[S, int]:
    """Play random moves to the end; returns (final state, number of moves)."""
    count = 0
    while not rules.is_over(state) and count < max_moves:
        state = rules.play(state, random_move(rules, state, rng))
        count += 1
    return state, count
