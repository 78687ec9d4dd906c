"""Computer players for Tris 2 (pure Python, no pygame).

- easy: takes a winning move whenever there is one; otherwise, on half of
  its moves it avoids handing the opponent a win at once, on the other half
  it rolls at random.
- normal / hard: iterative-deepening alpha-beta with a transposition table
  (games.agents.AlphaBetaAgent), 0.5 s / 1.5 s a move. The evaluation knows
  one thing for sure: the player to move wins if they have a winning move.
  Otherwise a position counts as even, so the search plays for forced wins
  and steers clear of forced losses; ties are broken at random for variety.

Draw offers: the computer never offers a draw (offers are left out of the
search: they would double its branching for nothing). When offered one, it
searches the position as if it declined and accepts only if that looks
lost (value below ACCEPT_BELOW), or in Tris 1 when a full search proves a
draw.
"""

import random

from games.agents import BUDGETS, LEVELS, AlphaBetaAgent, GreedyAgent

from .rules import RULES

ACCEPT_BELOW = 0.35


class SearchRules:
    """RULES as the search sees it: the same game without draw offers."""

    def __getattr__(self, name):
        return getattr(RULES, name)

    @staticmethod
    def legal_moves(state):
        return [m for m in RULES.legal_moves(state) if m != "offer-draw"]


SEARCH_RULES = SearchRules()


def evaluate(state, seat):
    """Value in [0, 1] for `seat` of a position where the other side may move."""
    mover = RULES.to_move(state)
    value = 1.0 if RULES.winning_moves(state) else 0.5
    return value if mover == seat else 1.0 - value


def order(state, moves):
    wins = set(RULES.winning_moves(state))
    if not wins:
        return moves
    return [m for m in moves if m in wins] + [m for m in moves if m not in wins]


class Searcher(AlphaBetaAgent):
    """AlphaBetaAgent that also keeps the value of its last search and shuffles
    the root moves (equal moves then vary from game to game)."""

    def __init__(self, rng=None, time_limit=1.0):
        super().__init__(SEARCH_RULES, evaluate, rng=rng, time_limit=time_limit, order=order,
                         key=RULES.search_key)
        self.value = 0.5

    def depth_limit(self, state):
        return min(self.max_depth, _plies_left(state))

    def think(self, state):
        moves = RULES.legal_moves(state)
        if "accept-draw" in moves:
            return (yield from self._answer(state))
        moves = [m for m in moves if m != "offer-draw"]
        if len(moves) == 1:
            return moves[0]
        _, best = yield from self.search(state, moves)
        return best

    def _answer(self, state):
        declined = RULES.play(state, "decline-draw")
        their_value, _ = yield from self.search(declined)
        ours = 1.0 - their_value
        proven_draw = state.variant == "tris1" and self.depth_reached >= _plies_left(declined)
        return "accept-draw" if ours < ACCEPT_BELOW or proven_draw else "decline-draw"


def _plies_left(state):
    """An upper bound on the plies left where the game is finite (tris1), else a lot."""
    if state.variant == "tris1":
        return sum(1 for o in RULES.field(state).values() if o[0] == "/")
    return 10 ** 6


class Casual(GreedyAgent):
    """Easy: never misses a win; careful on half of its moves; never offers a draw."""

    def __init__(self, rng=None, time_limit=0.1):
        super().__init__(SEARCH_RULES, rng=rng, time_limit=time_limit)

    def think(self, state):
        moves = RULES.legal_moves(state)
        if "accept-draw" in moves:
            # accept only when the offerer could win at once after a refusal
            declined = RULES.play(state, "decline-draw")
            return "accept-draw" if RULES.winning_moves(declined) else "decline-draw"
        self.careful = self.rng.random() < 0.5
        return (yield from super().think(state))


def make_agent(level, rng=None, time_limit=None):
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    rng = rng or random.Random()
    limit = BUDGETS[level] if time_limit is None else time_limit
    if level == "easy":
        return Casual(rng=rng, time_limit=limit)
    return Searcher(rng=rng, time_limit=limit)
