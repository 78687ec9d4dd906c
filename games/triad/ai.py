"""Computer players for Triad, with the `think(state)` protocol of games/agents.py.

- easy: wins at once when it can, otherwise makes a triad when it can,
  otherwise plays any move (a beginner who sees only the current turn).
- normal: alpha-beta three plies deep (a move, the removal or reply, one more).
- hard: iterative-deepening alpha-beta with a transposition table, searching
  as deep as its budget allows.
The searchers share one evaluation: triads made, and threats, i.e. moves that
would make a triad next (a pair one move could complete).
"""

from __future__ import annotations

import math
import random

from games.agents import BUDGETS, LEVELS, Agent, AlphaBetaAgent
from games.contract import Thinking

from . import rules as R
from .rules import TriadState

THREAT_CAP = 6
TABLE_SIZE = 60000  # about 20 MB at most; a hard move fills ~40k entries natively


def triad_move_count(board: bytes, seat: int, limit: int = THREAT_CAP) -> int:
    """How many of seat's normal moves would make a triad (up to `limit`)."""
    count = 0
    base = seat * 3
    pairs_at, is_triad = R.PAIRS_AT, R.IS_TRIAD
    for a, t, k in R.normal_moves(board, seat):
        code49 = (base + k) * 49
        for x, y in pairs_at[t]:
            if x != a and y != a and is_triad[code49 + board[x] * 7 + board[y]]:
                count += 1
                if count >= limit:
                    return count
                break
    return count


def evaluate(state: TriadState, seat: int) -> float:
    """Estimated value of `state` for `seat`, strictly between 0 and 1."""
    board, triads = state.board, state.triads
    other = 1 - seat
    # While a removal is pending, the other player moves next.
    nxt = state.mover if state.phase == R.MOVE else 1 - state.mover
    mine = triad_move_count(board, seat)
    theirs = triad_move_count(board, other)
    score = float(triads[seat] - triads[other])
    # A threat of the player to move is almost a triad; the other side's
    # threats can still be blocked or dodged.
    if nxt == seat:
        score += 0.7 * (mine > 0) - 0.15 * min(theirs, 3)
    else:
        score += 0.15 * min(mine, 3) - 0.7 * (theirs > 0)
    score += 0.03 * (mine - theirs)
    value = 1.0 / (1.0 + math.exp(-1.6 * score))
    return min(0.98, max(0.02, value))


def makes_triad(state: TriadState, move: str) -> bool:
    """Would `move` (a move of the seat to act) make a triad?"""
    kind, a, t, v = R.PARSED.get(move, (None, 0, 0, 0))
    board = state.board
    if kind == R.STEP:
        return R.makes_triad(board, a, t, state.mover * 3 + v)
    if kind == R.TURN:
        return R.makes_triad(board, -1, a, state.mover * 3 + v)
    if kind == R.SLIDE:
        return R.makes_triad(board, a, t, board[a])
    return False


def table_key(state: TriadState) -> tuple[bytes, int, int, tuple[int, ...], tuple[R.Triple, ...]]:
    # Leaves out the repetition history: cheap to hash, shared by transpositions.
    return (state.board, state.mover, state.phase, state.triads, state.pending)


class TriadSearch(AlphaBetaAgent[TriadState]):
    """The generic alpha-beta with Triad's evaluation, ordering and table key."""

    def __init__(
        self, rng: random.Random | None = None, time_limit: float | None = 1.0, max_depth: int = 64
    ) -> None:
        super().__init__(
            R.RULES,
            evaluate,
            rng=rng,
            time_limit=time_limit,
            order=self._order,
            key=table_key,
            max_depth=max_depth,
            table_size=TABLE_SIZE,
        )

    def _order(self, state: TriadState, moves: list[str]) -> list[str]:
        moves = list(moves)
        self.rng.shuffle(moves)  # varied play among equal moves
        if state.phase == R.MOVE:
            moves.sort(key=lambda m: not makes_triad(state, m))
        return moves


class EasyAgent(Agent[TriadState]):
    """Sees one turn ahead: a win, else a triad, else any move."""

    level = "easy"

    def think(self, state: TriadState) -> Thinking:
        rules = self.rules
        moves = rules.legal_moves(state)
        if len(moves) == 1:
            return moves[0]
        seat = rules.to_move(state)
        assert seat is not None  # an agent thinks only where a seat must act
        wins: list[str] = []
        triads: list[str] = []
        for number, move in enumerate(moves, 1):
            after = rules.play(state, move)
            if rules.is_over(after) and rules.returns(after)[seat] == 1.0:
                wins.append(move)
            elif after.phase == R.REMOVE:
                triads.append(move)
            if number % 16 == 0:
                yield
        return self.rng.choice(wins or triads or moves)


def make_agent(
    level: str, rng: random.Random | None = None, time_limit: float | None = None
) -> Agent[TriadState]:
    """A computer player for `level` in games.agents.LEVELS."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    budget = BUDGETS[level] if time_limit is None else time_limit
    agent: Agent[TriadState]
    if level == "easy":
        agent = EasyAgent(R.RULES, rng, budget)
    elif level == "normal":
        agent = TriadSearch(rng, budget, max_depth=3)
    else:
        agent = TriadSearch(rng, budget)
    agent.level = level
    return agent
