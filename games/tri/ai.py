"""TRI computer players: `make_agent(level, rng=None, time_limit=None)`.

Every agent decides from `RULES.view(state, seat)` only, so it never sees the
other side's battle dice or secret card.
- Battle cards are a mixed strategy: each card's chance to win the battle
  (against the dice and cards the other side may have) is weighed against what
  spending it costs, and a card is drawn with softmax weights.
- easy: takes an immediate win, otherwise a noisy one-move look-ahead (noise
  scaled to the table: a seat's share of it is smaller with more players),
  and plays its battle cards less sharply than the others.
- every level starts far from the others' starting triangles.
- normal: one-move look-ahead with exact battle odds and a board evaluation.
- hard: looks several turns ahead (expectimax, iterative deepening): at every
  turn the mover plays one of its best look-ahead moves for itself, battles
  are weighed by their odds, and the board is evaluated at the end. It also
  plays its battle cards more sharply than normal (still mixed).
  (It replaced flat Monte Carlo over quick random playouts, which drew level
  with normal at a table of two: the random play made the samples noisier
  than normal's own look-ahead. See docs/strength.md.)
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

from games.agents import BUDGETS, LEVELS, Agent, Search, SearchTimeout
from games.contract import Thinking
from games.deadline import Deadline

from .board import Board, square_owner
from .rules import RULES, card_value
from .state import ATTACKER_CARD, DEFENDER_CARD, OVER, START, TURN, VOID, State

HARD_WIDTH = 6  # moves the hard level looks into at each turn of its look-ahead (best first)
HARD_DEPTH = 3  # turns it looks ahead at most (three played no weaker than two, and stays cheap)

# P(highest of k dice + a > d + b) is computed from these: the chance that the
# highest of k dice equals a.
_MAX_DIE: dict[int, list[float]] = {
    k: [0.0] + [(a**k - (a - 1) ** k) / 6**k for a in range(1, 7)] for k in (1, 2, 3)
}
_CARD_COST = {0: 0.0, 2: 0.35, 3: 0.5, 4: 0.65}  # board value given up by spending a card


# ----- evaluation ---------------------------------------------------------------------


def territory(state: State) -> list[float]:
    """Per seat: empty triangles it reaches first over empty ones (ties shared)."""
    owner, nbrs = state.owner, state.board.neighbours
    players = state.players
    claim: dict[int, set[int]] = {}  # empty triangle -> set of seats reaching it at its distance
    frontier: dict[int, set[int]] = {}
    for t, o in enumerate(owner):
        if o:
            for u in nbrs[t]:
                if not owner[u]:
                    frontier.setdefault(u, set()).add(o - 1)
    while frontier:
        claim.update(frontier)
        nxt: dict[int, set[int]] = {}
        for t, seats in frontier.items():
            for u in nbrs[t]:
                if not owner[u] and u not in claim:
                    nxt.setdefault(u, set()).update(seats)
        frontier = nxt
    result = [0.0] * players
    for seats in claim.values():
        share = 1.0 / len(seats)
        for seat in seats:
            result[seat] += share
    return result


def scores(state: State) -> list[float]:
    """A strength per seat: triangles, empty ones it reaches first, conquered
    squares, spare teleports, cards."""
    owner, spent = state.owner, state.spent
    players = state.players
    land = territory(state)
    conquered = [0] * players
    spare = [0] * players
    for q in range(state.board.squares):
        o = square_owner(owner, q)
        if o:
            conquered[o - 1] += 1
            if not spent >> q & 1:
                spare[o - 1] += 1
    result: list[float] = []
    for seat in range(players):
        if seat in state.out:
            result.append(0.0)
            continue
        result.append(
            owner.count(seat + 1)
            + 0.7 * land[seat]
            + 0.6 * conquered[seat]
            + 0.5 * spare[seat]
            + 0.08 * card_value(state.hands[seat])
            + 0.5
        )
    return result


def value(state: State, seat: int) -> float:
    """Seat's share of the table's strength, in [0, 1]; exact at the end."""
    return shares(state)[seat]


def shares(state: State) -> list[float]:
    """value() for every seat at once."""
    if state.phase == OVER:
        return list(RULES.returns(state))
    s = scores(state)
    total = sum(s)
    return [x / total for x in s] if total else [0.0] * len(s)


def win_chance(k: int, attacker_card: int, defender_card: int) -> float:
    """Chance that k attacker dice + card beat one die + card (strictly)."""
    table = _MAX_DIE[k]
    wins = 0.0
    for a in range(1, 7):
        for d in range(1, 7):
            if a + attacker_card > d + defender_card:
                wins += table[a]
    return wins / 6


# ----- battle cards: a mixed strategy from the seat's own view -----------------------------


def card_weights(view: State, seat: int, temperature: float) -> list[tuple[str, float]]:
    """[(card move, probability)] for the seat choosing a battle card."""
    assert view.battle is not None  # cards are chosen in a battle
    t, k, dice, die, _, _ = view.battle
    attacker = view.seat
    defender = view.owner[t] - 1
    mine = RULES.legal_moves(view)
    stake = 2.0 + (1.0 if _breaks_or_makes_square(view, t) else 0.0)
    if seat == attacker:
        other = _held_values(view.hands[defender])
        best = max(dice)
        utilities: list[float] = []
        for move in mine:
            c = int(move[-1])
            p = sum(1.0 for d in range(1, 7) for oc in other if best + c > d + oc)
            p /= 6 * len(other)
            utilities.append(p * stake - _cost(view, seat, c))
    else:
        other = _held_values(view.hands[attacker])
        table = _MAX_DIE[k]
        utilities = []
        for move in mine:
            c = int(move[-1])
            p = sum(table[a] for a in range(1, 7) for oc in other if a + oc <= die + c)
            p /= len(other)
            utilities.append(p * stake - _cost(view, seat, c))
    top = max(utilities)
    weights = [math.exp((u - top) / temperature) for u in utilities]
    total = sum(weights)
    return [(m, w / total) for m, w in zip(mine, weights)]


def _held_values(hand: Sequence[int]) -> list[int]:
    return [0] + [v for v, n in zip((2, 3, 4), hand) if n]


def _cost(view: State, seat: int, card: int) -> float:
    # A last card of a kind is worth more than one of many.
    if not card:
        return 0.0
    held = view.hands[seat][card - 2]
    return _CARD_COST[card] * (1.3 if held == 1 else 1.0)


def _breaks_or_makes_square(view: State, t: int) -> bool:
    owner = view.owner
    base = 4 * (t >> 2)
    return sum(1 for u in range(base, base + 4) if owner[u] == view.seat + 1) == 3


def pick_weighted(weighted: Sequence[tuple[str, float]], rng: random.Random) -> str:
    r = rng.random()
    for move, p in weighted:
        r -= p
        if r <= 0:
            return move
    return weighted[-1][0]


# ----- one-move look-ahead ------------------------------------------------------------


def _with_owner(state: State, t: int, value_: int) -> State:
    """The state after the battle's outcome sets triangle t (defeats and end included)."""
    o = state.owner
    owner = o[:t] + bytes((value_,)) + o[t + 1 :]
    return RULES._after_action(state, owner, state.hands, state.spent, state.last)


def outcomes(state: State, move: str) -> list[tuple[float, State]]:
    """[(probability, state after)] of the mover playing a turn move. An attack
    is won with the plain odds of its dice (cards left out); when it fails, the
    defender empties the attacking triangle that suits the defender best."""
    parts = move.split()
    if parts[0] != "attack":
        return [(1.0, RULES.play(state, move))]
    b = state.board
    t = b.index[parts[1]]
    me = state.seat + 1
    defender = state.owner[t] - 1
    attackers = [u for u in b.neighbours[t] if state.owner[u] == me]
    p = win_chance(len(attackers), 0, 0)
    won = _with_owner(state, t, me)
    lost = max((_with_owner(state, u, 0) for u in attackers), key=lambda s: value(s, defender))
    return [(p, won), (1 - p, lost)]


def move_value(state: State, move: str, seat: int) -> float:
    """Expected value for `seat` of a turn move, battles averaged with plain odds."""
    return sum(p * value(after, seat) for p, after in outcomes(state, move))


def immediate_win(state: State, seat: int, moves: Iterable[str]) -> str | None:
    """A move that ends the game at once with `seat` the sole winner, else None."""
    if state.phase not in (TURN, VOID):
        return None
    for move in moves:
        if move.startswith("attack"):
            continue  # a battle follows: never immediate
        after = RULES.play(state, move)
        if after.phase == OVER and RULES.returns(after)[seat] == 1.0:
            return move
    return None


def start_choice(view: State, rng: random.Random) -> str:
    """A starting triangle far from the others."""
    moves = RULES.legal_moves(view)
    b, owner = view.board, view.owner
    placed = [t for t in range(b.count) if owner[t]]
    if not placed:
        return rng.choice(moves)
    best, best_score = moves[0], -1.0
    for move in moves:
        t = b.index[move.split()[1]]
        score = _distance(b, t, placed) + rng.random() * 0.5
        if score > best_score:
            best, best_score = move, score
    return best


def _distance(b: Board, t: int, targets: Iterable[int]) -> int:
    """Steps from t to the nearest of `targets` (breadth-first over edges)."""
    goal = set(targets)
    seen, frontier, steps = {t}, [t], 0
    while frontier:
        if any(u in goal for u in frontier):
            return steps
        steps += 1
        nxt: list[int] = []
        for u in frontier:
            for w in b.neighbours[u]:
                if w not in seen:
                    seen.add(w)
                    nxt.append(w)
        frontier = nxt
    return steps


# ----- the agents ---------------------------------------------------------------------


class TriAgent(Agent[State]):
    """Shared by every level: view first, then the phase's own method."""

    card_temperature = 0.3
    noise = 0.0

    def think(self, state: State) -> Thinking:
        seat = RULES.to_move(state)
        view = RULES.view(state, seat)
        moves = RULES.legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        assert seat is not None  # not over (then no move is legal)
        phase = view.phase
        if phase in (ATTACKER_CARD, DEFENDER_CARD):
            return pick_weighted(card_weights(view, seat, self.card_temperature), self.rng)
        if phase == START:
            return start_choice(view, self.rng)
        win = immediate_win(view, seat, moves)
        yield
        if win is not None:
            return win
        if phase == VOID:
            # the defender empties the attacking triangle whose loss suits it best
            return max(moves, key=lambda m: value(RULES.play(view, m), seat) + self.rng.random() * 1e-6)
        return (yield from self.choose_turn(view, seat, moves))

    def ranked(
        self, view: State, seat: int, moves: Iterable[str], deadline: Deadline
    ) -> Search[list[tuple[float, str]]]:
        """Generator: [(value, move)] best first, yielding between the deadline's slices."""
        scored: list[tuple[float, str]] = []
        for move in moves:
            # a seat's share of the table shrinks with more players, and so do
            # the differences between moves: the noise shrinks with them
            noise = self.rng.random() * self.noise * 2 / view.players
            scored.append((move_value(view, move, seat) + noise, move))
            if deadline.should_yield():
                yield from deadline.pause()
        scored.sort(key=lambda vm: -vm[0])
        return scored

    def choose_turn(self, view: State, seat: int, moves: list[str]) -> Thinking:
        deadline = self.deadline(self.time_limit)
        scored = yield from self.ranked(view, seat, _trim_teleports(view, moves, self.rng), deadline)
        return scored[0][1]


def _trim_teleports(view: State, moves: list[str], rng: random.Random, keep: int = 24) -> list[str]:
    """All claims and attacks, and a sample of teleports (they can number hundreds)."""
    teleports = [m for m in moves if m.startswith("teleport")]
    if len(teleports) <= keep:
        return moves
    # Teleports next to one's own triangles (and so to square completions) come first.
    b, me = view.board, view.seat + 1

    def friends(move: str) -> float:
        t = b.index[move.split()[2]]
        return sum(1 for u in b.neighbours[t] if view.owner[u] == me) + rng.random() * 0.5

    teleports.sort(key=friends, reverse=True)
    return [m for m in moves if not m.startswith("teleport")] + teleports[:keep]


class EasyAgent(TriAgent):
    card_temperature = 0.4
    noise = 0.12  # at a table of two; scaled by 2 / players


class NormalAgent(TriAgent):
    card_temperature = 0.3
    noise = 0.0


class HardAgent(TriAgent):
    """Expectimax over the best moves, a turn deeper each iteration.

    Every turn in the look-ahead belongs to its mover, who plays the move
    best for itself (max-n: at a table of two that is minimax) among its
    `width` best by the one-move look-ahead. A battle branches into its two
    outcomes by plain odds. The last depth finished in time decides.
    """

    card_temperature = 0.1  # sharper than normal's 0.3; at 0.05 it scored the same
    width = HARD_WIDTH
    max_depth = HARD_DEPTH

    nodes = 0  # moves weighed in the last turn's look-ahead (`searched`)

    @property
    def searched(self) -> int:
        return self.nodes

    def choose_turn(self, view: State, seat: int, moves: list[str]) -> Thinking:
        deadline = self.deadline(self.time_limit or BUDGETS["hard"])
        self.nodes = 0
        roots = _trim_teleports(view, moves, self.rng)
        best: str | None = None
        for depth in range(1, self.max_depth + 1):
            try:
                _, best = yield from self.search(view, depth, deadline, roots)
            except SearchTimeout:
                break
            self.depth = depth
            if deadline.expired():
                break
        assert best is not None  # the first depth always finishes with a move (a turn has one)
        return best

    def search(
        self, state: State, depth: int, deadline: Deadline, moves: list[str] | None = None
    ) -> Search[tuple[list[float], str | None]]:
        """Generator: (shares after best play, best move) `depth` turns ahead.
        Raises SearchTimeout when the budget ends, except in the root's first depth."""
        if state.phase != TURN or depth == 0:
            return shares(state), None
        must_finish = moves is not None and depth == 1
        mover = state.seat
        if moves is None:
            moves = _trim_teleports(state, RULES.legal_moves(state), self.rng, keep=8)
        options: list[tuple[float, str, list[tuple[float, State]], list[float]]] = []
        for move in moves:
            branches = outcomes(state, move)
            self.nodes += len(branches)
            now = _expected([(p, shares(after)) for p, after in branches])  # one turn deep
            options.append((now[mover] + self.rng.random() * 1e-9, move, branches, now))
            if deadline.should_yield():  # read once per move: the clock counts the work
                yield from deadline.pause()
                if deadline.expired() and not must_finish:
                    raise SearchTimeout
        options.sort(key=lambda option: -option[0])
        if depth == 1:
            _, move, _, now = options[0]
            return now, move
        best: list[float] | None = None
        best_move: str | None = None
        for _, move, branches, _ in options[: self.width]:
            weighted: list[tuple[float, list[float]]] = []
            for p, after in branches:
                found, _ = yield from self.search(after, depth - 1, deadline)
                weighted.append((p, found))
            expected = _expected(weighted)
            if best is None or expected[mover] > best[mover]:
                best, best_move = expected, move
        assert best is not None  # a turn has a move, so there is an option
        return best, best_move


def _expected(weighted: Sequence[tuple[float, Sequence[float]]]) -> list[float]:
    """The probability-weighted sum of share vectors."""
    total = [0.0] * len(weighted[0][1])
    for p, vector in weighted:
        for i, x in enumerate(vector):
            total[i] += p * x
    return total


_AGENTS: dict[str, type[TriAgent]] = {"easy": EasyAgent, "normal": NormalAgent, "hard": HardAgent}


def make_agent(level: str, rng: random.Random | None = None, time_limit: float | None = None) -> Agent[State]:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    limit = BUDGETS[level] if time_limit is None else time_limit
    agent = _AGENTS[level](RULES, rng or random.Random(), limit)
    agent.level = level
    return agent
