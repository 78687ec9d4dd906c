"""Computer players for Tris 2 (pure Python, no pygame).

Any symbol counts for whoever moves, so the rolls on offer are the same for
both players (only the undo ban differs): the game is about tempo. A roll
that leaves the opponent a tris to complete loses at once, so the searchers
look only at *safe* rolls (games.tris2.evaluation sorts them) and a player
left without one has lost.

- easy: takes a winning move whenever there is one; otherwise, on half of
  its moves it avoids handing the opponent a win at once, on the other half
  it rolls at random.
- normal: alpha-beta over safe rolls, NORMAL_DEPTH plies deep, 0.5 s.
- hard: iterative-deepening alpha-beta over safe rolls with a transposition
  table (games.agents.AlphaBetaAgent), as deep as 1.5 s allows. Leaves are
  valued by the evaluation: a win for the mover, a loss for a mover without
  a safe roll, otherwise better the more safe rolls the mover has. Early in
  a game a draw by repetition counts a little less than even (CONTEMPT), so
  the computer plays on rather than repeat while the position is level.
  In `advanced`, leaves right after the ninth placement only look for a
  win: the placing is wide, and the cheap test lets the search get deeper.

Tris 1 is small enough for every search level to solve exactly.

Draw offers are left out of the search (they would double its branching for
nothing). When offered one, the computer searches the position as if it
declined and accepts if that looks lost (value below ACCEPT_BELOW), or in
Tris 1 when a full search proves a draw. Once a game is long (PLAY_ON
positions counted) and still level, it offers a draw itself and accepts one:
between careful players the open field rarely repeats, and this is how two
computers (or a person and the computer) agree that nobody can break through.
"""

from __future__ import annotations

import random
from typing import Any

from games.agents import BUDGETS, LEVELS, Agent, AlphaBetaAgent, GreedyAgent, Search
from games.contract import Thinking

from .evaluation import sort_rolls, value_for_mover
from .rules import RULES
from .state import PLACE, ROLL, State

ACCEPT_BELOW = 0.35
NORMAL_DEPTH = 2  # plies of safe rolls the normal level looks ahead
CONTEMPT = 0.05  # how much less than even a draw is worth to the searcher...
PLAY_ON = 80  # ...while fewer positions than this have been counted (then games may end)
LEVEL = (0.4, 0.6)  # a long game valued inside this is level: offer or accept a draw


def long_and_level(state: State, value: float) -> bool:
    return len(state.history) >= PLAY_ON and LEVEL[0] <= value <= LEVEL[1]


class SearchRules:
    """RULES as the search sees it: the same game without draw offers."""

    def __getattr__(self, name: str) -> Any:
        return getattr(RULES, name)

    @staticmethod
    def legal_moves(state: State) -> list[str]:
        return [m for m in RULES.legal_moves(state) if m != "offer-draw"]


class PruningRules(SearchRules):
    """SEARCH_RULES that list only the rolls worth searching (see
    `worth_searching`), and where, early in a game, a drawn end counts a
    little less than even for `seat` (the searcher): it plays on rather than
    repeat a position when nothing is wrong, so a careless opponent gets the
    chance to go astray."""

    def __init__(self, contempt: float) -> None:
        self.contempt = contempt
        self.seat: int | None = None

    @staticmethod
    def legal_moves(state: State) -> list[str]:
        return worth_searching(state, SearchRules.legal_moves(state))

    def returns(self, state: State) -> list[float]:
        values = RULES.returns(state)
        if self.seat is not None and values[0] == values[1] == 0.5 and len(state.history) < PLAY_ON:
            values = [0.5 + self.contempt, 0.5 + self.contempt]
            values[self.seat] = 0.5 - self.contempt
        return values


SEARCH_RULES = SearchRules()


def evaluate(state: State, seat: int) -> float:
    """Value in [0, 1] for `seat` of a position where the other side may move."""
    mover = RULES.to_move(state)
    just_placed = state.variant == "advanced" and len(state.history) == 1
    if state.phase == ROLL and state.variant != "tris1" and not just_placed:
        value = value_for_mover(state.field, state.ban, state.rule_of_4)
    elif state.phase == PLACE:
        value = 0.5  # the placing has no wins; the last placement is searched into the rolling
    else:
        # tris1, and the first roll after the placing: wins only, as cheap as
        # can be, so the search over the wide placing gets deep enough
        value = 1.0 if RULES.winning_moves(state) else 0.5
    return value if mover == seat else 1.0 - value


def worth_searching(state: State, moves: list[str]) -> list[str]:
    """The rolls worth searching: one winning roll if there is one (it ends the
    game); else the safe rolls, those that leave the opponent no tris to
    complete; only when every roll hands over a win, all of them (one may
    still end the game drawn by repetition)."""
    if state.phase != ROLL or state.variant == "tris1":
        return order(state, moves)
    wins, safe, _ = sort_rolls(state.field, state.ban, state.rule_of_4)
    chosen = wins[:1] or safe
    if not chosen:
        return moves
    keep = set(chosen)
    actions = RULES._moves(state)  # text -> ("roll", die index, direction, target), cached
    field = state.field
    return [m for m in moves if m in actions and (field[actions[m][1]] >> 3, actions[m][2]) in keep]


def order(state: State, moves: list[str]) -> list[str]:
    wins = set(RULES.winning_moves(state))
    if not wins:
        return moves
    return [m for m in moves if m in wins] + [m for m in moves if m not in wins]


class Searcher(AlphaBetaAgent[State]):
    """AlphaBetaAgent that also keeps the value of its last search and shuffles
    the root moves (equal moves then vary from game to game)."""

    rules: PruningRules  # the game as the search sees it

    def __init__(
        self,
        rng: random.Random | None = None,
        time_limit: float | None = 1.0,
        contempt: float = CONTEMPT,
        max_depth: int = 64,
    ) -> None:
        # yield_every=1: a node can cost milliseconds (sorting a new field's
        # rolls), so the clock is read at every node
        super().__init__(
            PruningRules(contempt),
            evaluate,
            rng=rng,
            time_limit=time_limit,
            key=RULES.search_key,
            max_depth=max_depth,
            yield_every=1,
        )
        self.value = 0.5

    def depth_limit(self, state: State) -> int:
        if state.variant == "tris1":
            return _plies_left(state)  # small enough to solve at every level
        return self.max_depth

    def think(self, state: State) -> Thinking:
        seat = RULES.to_move(state) if state.variant != "tris1" else None
        if seat != self.rules.seat:
            self.rules.seat = seat
            self.table.clear()  # its values were for the other seat's contempt
        moves = RULES.legal_moves(state)
        if "accept-draw" in moves:
            return (yield from self._answer(state))
        may_offer = "offer-draw" in moves
        moves = worth_searching(state, [m for m in moves if m != "offer-draw"])
        if len(moves) == 1:
            return moves[0]
        value, best = yield from self.search(state, moves)
        if may_offer and long_and_level(state, value):
            return "offer-draw"
        return best

    def _answer(self, state: State) -> Search[str]:
        declined = RULES.play(state, "decline-draw")
        their_value, _ = yield from self.search(declined)
        ours = 1.0 - their_value
        proven_draw = state.variant == "tris1" and self.depth_reached >= _plies_left(declined)
        if ours < ACCEPT_BELOW or proven_draw or long_and_level(state, min(ours, LEVEL[1])):
            return "accept-draw"
        return "decline-draw"


def _plies_left(state: State) -> int:
    """An upper bound on the plies left where the game is finite (tris1), else a lot."""
    if state.variant == "tris1":
        return sum(1 for o in RULES.field(state).values() if o[0] == "/")
    return 10**6


class Casual(GreedyAgent[State]):
    """Easy: never misses a win; careful on half of its moves; never offers a draw
    (but takes one in a long game)."""

    def __init__(self, rng: random.Random | None = None, time_limit: float | None = 0.1) -> None:
        super().__init__(SEARCH_RULES, rng=rng, time_limit=time_limit)

    def think(self, state: State) -> Thinking:
        moves = RULES.legal_moves(state)
        if "accept-draw" in moves:
            # accept when the offerer could win at once after a refusal, or in a long game
            declined = RULES.play(state, "decline-draw")
            tired = len(state.history) >= PLAY_ON
            return "accept-draw" if RULES.winning_moves(declined) or tired else "decline-draw"
        self.careful = self.rng.random() < 0.5
        return (yield from super().think(state))


def make_agent(level: str, rng: random.Random | None = None, time_limit: float | None = None) -> Agent[State]:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    rng = rng or random.Random()
    limit = BUDGETS[level] if time_limit is None else time_limit
    agent: Agent[State]
    if level == "easy":
        agent = Casual(rng=rng, time_limit=limit)
    elif level == "normal":
        agent = Searcher(rng=rng, time_limit=limit, max_depth=NORMAL_DEPTH)
    else:
        agent = Searcher(rng=rng, time_limit=limit)
    agent.level = level
    return agent
