"""Computer players over the api.md interface, thinking in slices.

An agent's ``think(state)`` is a generator: it yields (``None``) every few
hundred nodes so the app can stop it at the end of a frame's slice and go on
next frame, and its return value (``StopIteration.value``) is the chosen
move. ``run(agent.think(state))`` drives it to the end in one go (tests,
benchmarks). Agents may read the clock (only rules may not), always through
a ``games.deadline.Deadline`` made by ``Agent.deadline``: a move's budget is
wall-clock seconds from the first ``next()``, and a slice between yields is
``games.deadline.SLICE``. An agent's ``clock`` is None (the real clock) in the
app; tests and tools may set a ``games.deadline.CountingClock`` instead, so
the search does a fixed amount of work whatever the machine's load.

Generic agents here work for any game: a random player, a greedy one that
never misses an immediate win, an alpha-beta searcher with chance nodes
(expectimax) and a transposition table, and an MCTS with chance sampling.
Each game's ``ai.py`` picks and tunes them (evaluation, move ordering) or
brings its own search with the same ``think`` protocol.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Generator, Hashable
from typing import Any, Generic, TypeVar

from .contract import Rules, S, Thinking, exact_chance
from .core import CHANCE
from .deadline import SAFETY, SLICE, Deadline

R = TypeVar("R")
Search = Generator[None, None, R]  # a search step by step: yields to give the frame back, returns R

LEVELS = ("easy", "normal", "hard")
BUDGETS = {"easy": 0.1, "normal": 0.5, "hard": 1.5}  # seconds a move may take
YIELD_EVERY = 16  # nodes between clock checks


def run(thinking: Generator[Any, Any, R]) -> R:
    """Drive a `think` generator to the end and return its move."""
    while True:
        try:
            next(thinking)
        except StopIteration as stop:
            value: R = stop.value  # the generator's return value
            return value


def chance_outcomes(
    rules: Rules[S], state: S, rng: random.Random, samples: int = 12
) -> list[tuple[str, float]]:
    """[(outcome, probability)] at a chance node.

    Listed outcomes are equally likely (api.md lists each die combination
    once, in order); a game may give exact weights with
    `RULES.chance_outcomes(state)`. Where nothing is listed, `samples`
    outcomes are drawn and weighted equally.
    """
    exact = exact_chance(rules)  # games.contract.ExactChance
    if exact is not None:
        return exact(state)
    listed = rules.legal_moves(state)
    if listed:
        p = 1.0 / len(listed)
        return [(m, p) for m in listed]
    drawn = [rules.random_outcome(state, rng) for _ in range(samples)]
    return [(m, 1.0 / samples) for m in drawn]


def winning_move(rules: Rules[S], state: S, seat: int | None = None) -> str | None:
    """A move that wins at once for the seat to move, or None."""
    mover = rules.to_move(state) if seat is None else seat
    for move in rules.legal_moves(state):
        after = rules.play(state, move)
        if rules.is_over(after) and mover is not None and rules.returns(after)[mover] == 1.0:
            return move
    return None


class Agent(Generic[S]):
    """The base of the computer players here (a games.contract.Agent)."""

    level: str = "custom"
    clock: Callable[[], float] | None = (
        None  # None: the real clock; a tool or test may set a games.deadline.CountingClock
    )
    slice: float | None = (
        None  # None: games.deadline.SLICE between yields; the app's runner sets less in the browser
    )

    def __init__(
        self, rules: Rules[S], rng: random.Random | None = None, time_limit: float | None = None
    ) -> None:
        self.rules = rules
        self.rng = rng or random.Random()
        self.time_limit = time_limit

    def deadline(self, budget: float | None = None, share: float = SAFETY) -> Deadline:
        """A move's Deadline on this agent's clock and slice (`budget` None: no limit)."""
        return Deadline(budget, share, clock=self.clock, slice_s=SLICE if self.slice is None else self.slice)

    def think(self, state: S) -> Thinking:
        raise NotImplementedError
        yield  # pragma: no cover - makes this a generator

    @property
    def searched(self) -> int:
        """Positions the last move searched (nodes, or playouts): what make bench and make
        bench-browser compare between native and the browser (0 where nothing is searched)."""
        return 0

    def choose(self, state: S) -> str:
        return run(self.think(state))


class RandomAgent(Agent[S]):
    """Any legal move, uniformly."""

    def think(self, state: S) -> Thinking:
        return self.rng.choice(self.rules.legal_moves(state))
        yield  # pragma: no cover


class GreedyAgent(Agent[S]):
    """Wins at once when it can; otherwise, if `careful`, avoids moves that
    let the next player win at once; otherwise plays at random."""

    def __init__(
        self,
        rules: Rules[S],
        rng: random.Random | None = None,
        time_limit: float | None = None,
        careful: bool = False,
    ) -> None:
        super().__init__(rules, rng, time_limit)
        self.careful = careful

    def think(self, state: S) -> Thinking:
        rules = self.rules
        win = winning_move(rules, state)
        if win is not None:
            return win
        moves = rules.legal_moves(state)
        if self.careful:
            seat = rules.to_move(state)
            assert seat is not None  # an agent thinks only where a seat must act
            safe = []
            for move in moves:
                after = rules.play(state, move)
                yield
                if rules.is_over(after):
                    if rules.returns(after)[seat] > 0:
                        safe.append(move)
                    continue
                nxt = rules.to_move(after)
                if nxt == CHANCE or nxt == seat or winning_move(rules, after) is None:
                    safe.append(move)
            moves = safe or moves
        return self.rng.choice(moves)


class SearchTimeout(Exception):
    pass


class AlphaBetaAgent(Agent[S]):
    """Iterative-deepening alpha-beta for two seats, expectimax at dice rolls.

    Values are in [0, 1] for the seat to move (negamax on 1 - v). Terminal
    values come from `RULES.returns`; at depth 0 `evaluate(state, seat)`
    estimates seat's value in [0, 1]. `order(state, moves)` may sort moves
    best first (the transposition table's best move goes first anyway).
    `key(state)` gives the table key (default: the state itself).

    The table holds only ints: the key's hash, and the entry packed by
    `pack_entry` (the best move as its index in `RULES.legal_moves`). A dict
    of numbers is never tracked by the garbage collector, however big; one
    of tuples is, and every full collection then walks it all (tens of
    milliseconds once it is large, in the middle of the computer's thinking).
    A hash shared by two positions (one in 2**64 per pair) would mislead it.
    """

    def __init__(
        self,
        rules: Rules[S],
        evaluate: Callable[[S, int], float],
        rng: random.Random | None = None,
        time_limit: float | None = 1.0,
        order: Callable[[S, list[str]], list[str]] | None = None,
        key: Callable[[S], Hashable] | None = None,
        max_depth: int = 64,
        table_size: int = 100000,
        yield_every: int = YIELD_EVERY,
    ) -> None:
        super().__init__(rules, rng, time_limit)
        self.evaluate = evaluate
        self.order = order
        self.key: Callable[[S], Hashable] = key or (lambda s: s)
        self.max_depth = max_depth
        self.table_size = table_size  # entries; bounded so the browser's memory stays small
        self.yield_every = yield_every
        self.table: dict[int, int] = {}
        self.nodes = 0
        self.depth_reached = 0
        self.value: float | None = None  # value of the chosen move for the mover, once decided
        self.partial: tuple[float, str] | None = None  # (value, move): this depth's best so far
        self.finishing = False  # the first depth finishes whatever the clock (it still yields)

    def think(self, state: S) -> Thinking:
        moves = self.rules.legal_moves(state)
        if len(moves) == 1:
            self.value = None
            return moves[0]
        _, best = yield from self.search(state, moves)
        return best

    @property
    def searched(self) -> int:
        return self.nodes

    def depth_limit(self, state: S) -> int:
        """Deepest useful search from `state` (a game may know the game ends sooner)."""
        return self.max_depth

    def search(self, state: S, moves: list[str] | None = None) -> Search[tuple[float, str]]:
        """Generator: deepen until time runs out; returns (value, best move). Out of time in
        the middle of a depth (a slow phone), the best move found so far: the best of the
        moves that depth finished if it finished any (the previous best is searched first, so
        a move that beat it is better), else the last depth's. The first depth always finishes
        (one node a move, still yielding to the frame), so a move is never picked at random."""
        moves = list(self.rules.legal_moves(state) if moves is None else moves)
        self.rng.shuffle(moves)  # equal moves then vary from game to game
        self.timer = self.deadline(self.time_limit)
        if len(self.table) > self.table_size:
            self.table.clear()
        best, value = moves[0], 0.5
        found: float
        move: str | None
        self.nodes = 0
        self.depth_reached = 0
        for depth in range(1, self.depth_limit(state) + 1):
            self.partial, self.finishing = None, depth == 1
            try:
                found, move = yield from self._root(state, moves, depth)
            except SearchTimeout:
                if self.partial is not None:
                    value, best = self.partial
                break
            if move is not None:
                best, value = move, found
            self.depth_reached = depth
            if value >= 1.0 or value <= 0.0:
                break  # proven: deeper search cannot change it
        self.value = value
        return value, best

    def _ordered(self, state: S, moves: list[str], key: int, legal: list[str]) -> list[str]:
        """`moves` best first; `legal` is RULES.legal_moves(state), which the
        table's move index refers to."""
        if self.order is not None:
            moves = self.order(state, moves)
        entry = self.table.get(key)
        if entry is not None:
            index = (entry & 0xFFFF) - 1
            if 0 <= index < len(legal) and legal[index] in moves:
                first = legal[index]
                moves = [first] + [m for m in moves if m != first]
        return moves

    def _root(self, state: S, moves: list[str], depth: int) -> Search[tuple[float, str | None]]:
        rules = self.rules
        key = hash(self.key(state))
        legal = rules.legal_moves(state)
        moves = self._ordered(state, moves, key, legal)
        alpha, best = -1.0, None
        move: str | None
        mover = rules.to_move(state)
        assert mover is not None  # an agent thinks only where a seat must act
        for move in moves:
            child = rules.play(state, move)
            value = yield from self._value(child, depth - 1, alpha, 2.0, mover)
            if value > alpha:
                alpha, best = value, move
                self.partial = (alpha, move)  # the best so far, should the time run out
        self.table[key] = pack_entry(depth, alpha, 0, legal.index(best) if best in legal else -1)
        return alpha, best

    def _value(self, state: S, depth: int, alpha: float, beta: float, seat: int) -> Search[float]:
        """Value of `state` for `seat` (the seat that moved into it)."""
        rules = self.rules
        self.nodes += 1
        if self.nodes % self.yield_every == 0:
            if self.timer.expired() and not self.finishing:
                raise SearchTimeout
            if self.timer.should_yield():
                yield from self.timer.pause()
        if rules.is_over(state):
            return rules.returns(state)[seat]
        mover = rules.to_move(state)
        if mover == CHANCE:
            if depth <= 0:
                return self.evaluate(state, seat)
            total = 0.0
            for outcome, p in chance_outcomes(rules, state, self.rng):
                total += p * (yield from self._value(rules.play(state, outcome), depth - 1, -1.0, 2.0, seat))
            return total
        if depth <= 0:
            return self.evaluate(state, seat)
        if mover != seat:
            value = yield from self._negamax(state, depth, 1.0 - beta, 1.0 - alpha)
            return 1.0 - value
        return (yield from self._negamax(state, depth, alpha, beta))

    def _negamax(self, state: S, depth: int, alpha: float, beta: float) -> Search[float]:
        """Value for the seat to move at `state`, with a table."""
        rules = self.rules
        key = hash(self.key(state))
        entry = self.table.get(key)
        if entry is not None and (entry >> 18) & 255 >= depth:
            value, flag = (entry >> 26) / _SCALE - 2.0, ((entry >> 16) & 3) - 1
            if flag == 0 or (flag < 0 and value <= alpha) or (flag > 0 and value >= beta):
                return value
        mover = rules.to_move(state)
        assert mover is not None  # a decision (chance and ended games are valued in _value)
        original_alpha = alpha
        best_value, best_move = -1.0, None
        move: str | None
        legal = rules.legal_moves(state)
        for move in self._ordered(state, legal, key, legal):
            value = yield from self._value(rules.play(state, move), depth - 1, alpha, beta, mover)
            if value > best_value:
                best_value, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = 0
        if best_value <= original_alpha:
            flag = -1  # upper bound
        elif best_value >= beta:
            flag = 1  # lower bound
        self.table[key] = pack_entry(
            depth, best_value, flag, -1 if best_move is None else legal.index(best_move)
        )
        return best_value


_SCALE = float(1 << 40)  # a table value is kept to 2**-40


def pack_entry(depth: int, value: float, flag: int, move_index: int) -> int:
    """One int for a table entry: value (in [-2, 2), to 2**-40), depth (< 256),
    flag (-1 upper bound, 0 exact, 1 lower bound), best move's index (-1: none)."""
    q = int((value + 2.0) * _SCALE + 0.5)
    return (((q << 8 | depth) << 2 | (flag + 1)) << 16) | (move_index + 1)


class _Node:
    __slots__ = ("children", "visits", "total")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.total = 0.0  # summed value for the seat that moved into this node


class MCTSAgent(Agent[S]):
    """Open-loop UCT for any number of seats; dice are sampled on every visit.

    `rollout(state, rng)` may replace the random playout: it returns one value
    per seat in [0, 1] (e.g. an evaluation after a few random moves).
    """

    def __init__(
        self,
        rules: Rules[S],
        rng: random.Random | None = None,
        time_limit: float | None = 1.0,
        exploration: float = 1.0,
        rollout: Callable[[S, random.Random], list[float]] | None = None,
        max_iterations: int | None = None,
    ) -> None:
        super().__init__(rules, rng, time_limit)
        self.exploration = exploration
        self.rollout = rollout
        self.max_iterations = max_iterations
        self.iterations = 0

    @property
    def searched(self) -> int:
        return self.iterations

    def think(self, state: S) -> Thinking:
        moves = self.rules.legal_moves(state)
        if len(moves) == 1:
            return moves[0]
        win = winning_move(self.rules, state)  # a decisive move: no search needed, nor time
        if win is not None:
            return win
        deadline = self.deadline(self.time_limit)
        root = _Node()
        self.iterations = 0
        while True:
            for _ in range(4):
                self._iterate(state, root)
                self.iterations += 1
            if self.max_iterations is not None and self.iterations >= self.max_iterations:
                break
            if deadline.expired():
                break
            yield
        return max(root.children.items(), key=lambda kv: kv[1].visits)[0]

    def _settle(self, state: S) -> S:
        rules = self.rules
        while not rules.is_over(state) and rules.to_move(state) == CHANCE:
            state = rules.play(state, rules.random_outcome(state, self.rng))
        return state

    def _iterate(self, state: S, root: _Node) -> None:
        rules, rng = self.rules, self.rng
        node = root
        path: list[tuple[_Node, int]] = []
        state = self._settle(state)
        while True:
            if rules.is_over(state):
                values = rules.returns(state)
                break
            seat = rules.to_move(state)
            assert seat is not None  # not over, and chance is settled
            legal = rules.legal_moves(state)
            fresh = [m for m in legal if m not in node.children]
            if fresh:
                move = rng.choice(fresh)
                child = node.children[move] = _Node()
                path.append((child, seat))
                state = self._settle(rules.play(state, move))
                values = self._playout(state)
                break
            move = self._select(node, legal)
            node = node.children[move]
            path.append((node, seat))
            state = self._settle(rules.play(state, move))
        root.visits += 1
        for child, seat in path:
            child.visits += 1
            child.total += values[seat]

    def _select(self, node: _Node, legal: list[str]) -> str:
        log_n = math.log(node.visits + 1)
        c = self.exploration
        best, best_score = legal[0], -1.0
        for move in legal:
            child = node.children[move]
            score = child.total / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = move, score
        return best

    def _playout(self, state: S) -> list[float]:
        if self.rollout is not None:
            return self.rollout(state, self.rng)
        rules, rng = self.rules, self.rng
        while not rules.is_over(state):
            if rules.to_move(state) == CHANCE:
                state = rules.play(state, rules.random_outcome(state, rng))
            else:
                state = rules.play(state, rng.choice(rules.legal_moves(state)))
        return rules.returns(state)


def make_shared_agent(
    rules: Rules[S], level: str, rng: random.Random | None = None, time_limit: float | None = None
) -> Agent[S]:
    """The computer player a game gets when it brings no `ai.py` of its own (a new game,
    before it is tuned): easy never misses a win nor hands one over at once, normal and
    hard are MCTS on their level's budget."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    agent: Agent[S]
    if level == "easy":
        agent = GreedyAgent(rules, rng, time_limit, careful=True)
    else:
        agent = MCTSAgent(rules, rng, BUDGETS[level] if time_limit is None else time_limit)
    agent.level = level
    return agent
