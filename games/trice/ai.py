"""Computer players for TRICE (pure Python; reads only the clock).

- easy: any legal move, but always takes a win that is right there (a
  winning placement, or a swap whose raise wins), and, while placing and
  giving, never loses at once: no Double Trice when another cell is free of
  one, no die the other player could win with at once when another is left;
  on the full card, no mark whose swap wins for the other by its raise and no
  raise into a Double Trice when a safer one is left.
- normal: the dedicated solver (solver.py) limited to four plies, so it
  never gives a die that loses at once and sees a short trap coming.
- hard: the same solver without a depth limit: iterative deepening until the
  position is solved exactly (then it plays perfectly) or the budget runs
  out (then it plays the deepest finished iteration; when every move is
  proven lost it plays the one the previous iteration rated best, to resist
  longest). From EXACT_EMPTIES empty cells down it goes straight for the
  exact answer, and from PROVEN_EMPTIES down every measured choice was solved
  within its budget (tools/bench_trice.py), so it plays perfectly from the
  PERFECT_FROM-th die on: in classic outright, in v0.3 unless a full card
  decides (the solver scores a full card by one cycle: reach.py says what holds).
  The placement just before thinks
  ahead: it places on half its budget and spends the rest solving the give
  that follows, which the table then remembers. The v0.3 full card is
  searched cycle by cycle as deep as the budget allows (games.trice.fullboard),
  the normal level's two or three cycles deep without an estimate.

All agents follow the ``think(state)`` generator protocol of games/agents.py.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Mapping
from typing import cast

from games.agents import BUDGETS, LEVELS, Agent, winning_move
from games.contract import Rules, Thinking
from games.deadline import Deadline

from .fullboard import CycleOption, CycleSearch
from .reach import EXACT_EMPTIES
from .rules import CHANCE, GIVE, MARK, PLACE, RULES, SWAP, TriceState
from .solver import LOSS, WIN, FullBoardSearch, Solver, Timeout
from .tables import CELLS, NAMES, NEIGHBOURS, die_text

NORMAL_DEPTH = 4
CYCLE_TABLE = 300_000  # entries of the full-card table before it starts afresh
LOOK_AHEAD = 0.5  # share of the budget the placement before EXACT_EMPTIES spends on the placing itself


def make_agent(
    level: str, rng: random.Random | None = None, time_limit: float | None = None
) -> Agent[TriceState]:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    budget = BUDGETS[level] if time_limit is None else time_limit
    rng = rng or random.Random()
    if level == "easy":
        return EasyAgent(RULES, rng, budget)
    depth = NORMAL_DEPTH if level == "normal" else None
    agent = SolverAgent(RULES, rng, budget, max_depth=depth)
    agent.level = level
    return agent


class EasyAgent(Agent[TriceState]):
    level = "easy"

    def think(self, state: TriceState) -> Thinking:
        rules = self.rules
        if rules.to_move(state) == CHANCE:
            return rules.random_outcome(state, self.rng)
        win = winning_move(rules, state)
        if win is not None:
            return win
        moves = rules.legal_moves(state)
        if state.phase == SWAP:
            # A swap is won by the raise right after it: look one step on.
            seat = rules.to_move(state)
            assert seat is not None  # an agent thinks only where a seat must act
            open_swaps: list[str] = []
            for move in moves:
                yield
                swapped = rules.play(state, move)
                if winning_move(rules, swapped) is not None:
                    return move
                # a swap after which every raise makes a Double Trice loses
                if any(
                    not rules.is_over(after) or rules.returns(after)[seat] > 0
                    for after in (rules.play(swapped, m) for m in rules.legal_moves(swapped))
                ):
                    open_swaps.append(move)
            return self.rng.choice(open_swaps or moves)
        if state.phase != SWAP:
            safe: list[str] = []
            for move in moves:
                if self._safe(state, move):
                    safe.append(move)
                if state.phase == MARK:
                    yield  # a mark looks two moves on: a slice each
            yield
            moves = safe or moves
        return self.rng.choice(moves)

    def _safe(self, state: TriceState, move: str) -> bool:
        """Does `move` neither lose at once (a placement or a raise making a
        Double Trice) nor hand the other player an immediate win: a die to
        give they win with, or a mark whose swap they can win with by its raise?"""
        rules = self.rules
        seat = rules.to_move(state)
        assert seat is not None  # an agent thinks only where a seat must act
        after = rules.play(state, move)
        if rules.is_over(after):
            return rules.returns(after)[seat] > 0
        if state.phase == GIVE:
            return winning_move(rules, after) is None
        if state.phase == MARK:
            for swap in rules.legal_moves(after):
                swapped = rules.play(after, swap)
                if not rules.is_over(swapped) and winning_move(rules, swapped) is not None:
                    return False
        return True


class SolverAgent(Agent[TriceState]):
    time_limit: float  # always a budget here

    def __init__(
        self,
        rules: Rules[TriceState],
        rng: random.Random | None = None,
        time_limit: float = 1.5,
        max_depth: int | None = None,
    ) -> None:
        super().__init__(rules, rng, time_limit)
        self.max_depth = max_depth
        self.solvers: dict[str, Solver] = {}
        self.cycles: CycleSearch | None = None  # the hard level's full-card search (games.trice.fullboard)
        self.last: dict[str, int] = {}  # facts about the last search, for benchmarks and tests

    @property
    def searched(self) -> int:
        return self.last.get("nodes", 0)

    def _solver(self, variant: str) -> Solver:
        if variant not in self.solvers:
            self.solvers[variant] = Solver(variant == "v0.3")
        return self.solvers[variant]

    def think(self, state: TriceState) -> Thinking:
        rules = self.rules
        if rules.to_move(state) == CHANCE:
            return rules.random_outcome(state, self.rng)
        moves = rules.legal_moves(state)
        if len(moves) == 1:
            return moves[0]
        deadline = self.deadline(self.time_limit)
        if state.phase in (GIVE, PLACE):
            return (yield from self._placement(state, deadline))
        return (yield from self._full_board(state, deadline))

    # ---- place / give -------------------------------------------------

    def _placement(self, state: TriceState, deadline: Deadline) -> Thinking:
        solver = self._solver(state.variant)
        hand = state.hand if state.phase == PLACE else None
        solver.load(state.board, state.pool, hand)
        solver.nodes = 0
        order = solver.root_moves(hand)
        self.rng.shuffle(order)  # variety among equally good moves
        ahead = self.max_depth is None and hand is not None and solver.empties == EXACT_EMPTIES + 1
        first = self.deadline(self.time_limit * LOOK_AHEAD) if ahead else deadline
        values, depth, exact, previous = yield from solver.solve(hand, first, self.max_depth, order)
        self.last = {"depth": depth, "exact": exact, "nodes": solver.nodes}
        if values is None:
            return self._fallback(state)
        best = max(values.values())
        if best == LOSS and previous:
            values = previous  # lost against best play: resist as long as possible
        # Only the first move to reach the best value is sure to have it;
        # later ones may just be upper bounds that tied.
        move = next(m for m, v in values.items() if v == max(values.values()))
        self.last["value"] = best
        if hand is None:
            return f"give {die_text(move)}"
        if ahead and not exact:
            yield from self._think_ahead(solver, state, move, deadline)
        return f"place {NAMES[move]}"

    def _think_ahead(
        self, solver: Solver, state: TriceState, cell: int, deadline: Deadline
    ) -> Generator[None, None, None]:
        """Solve the give after placing on `cell` until `deadline`: the answer
        is not needed now, but every subtree it finishes stays in the table
        for the give itself, the next move (same player)."""
        after = self.rules.play(state, f"place {NAMES[cell]}")
        if after.phase != GIVE:
            return  # the placement ends the game or fills the card
        solver.load(after.board, after.pool)
        yield from solver.solve(None, deadline)

    def _fallback(self, state: TriceState) -> str:
        """Out of time before one iteration (a slow phone): the best a look one move ahead
        finds, never a random move: a win; else the first legal move after which the other
        player cannot win at once; else the first."""
        rules = self.rules
        win = winning_move(rules, state)
        if win is not None:
            return win
        moves, seat = rules.legal_moves(state), rules.to_move(state)
        for move in moves:
            after = rules.play(state, move)
            if rules.is_over(after):
                if rules.returns(after)[seat] >= 0.5:
                    return move
                continue
            nxt = rules.to_move(after)
            if nxt in (seat, CHANCE) or winning_move(rules, after) is None:
                return move
        return moves[0]

    # ---- v0.3 full board: mark, swap, raise --------------------------------

    def _full_board(self, state: TriceState, deadline: Deadline) -> Thinking:
        if self.max_depth is None:
            return (yield from self._full_board_cycles(state, deadline))
        search = FullBoardSearch(state.variant == "v0.3")
        search.deadline = deadline
        board = list(state.board)
        options: list[tuple[int, ...]]
        if state.phase == MARK:
            options = [(cell,) for cell in range(CELLS)]
            max_cycles = 2
        elif state.phase == SWAP:
            options = [(other, cell) for other in NEIGHBOURS[state.marked] for cell in (state.marked, other)]
            max_cycles = 3
        else:  # INC: undo the swap on the copy, then score each raise
            first, other = state.swapped
            board[first], board[other] = board[other], board[first]
            options = [(other, cell) for cell in state.swapped]
            max_cycles = 3
        best_values: dict[tuple[int, ...], int] | None = None
        for cycles in range(1, max_cycles + 1):
            values: dict[tuple[int, ...], int] = {}
            try:
                for option in options:
                    if state.phase == MARK:
                        values[option] = -search.swapper(board, option[0], cycles)
                    else:
                        mark = state.marked if state.phase == SWAP else state.swapped[0]
                        values[option] = search.after(board, mark, option[0], option[1], cycles)
                    yield
            except Timeout:
                break
            best_values = values
            if max(values.values()) == WIN or all(v == LOSS for v in values.values()):
                break
        self.last = {"cycles": cycles, "nodes": search.nodes}
        if best_values is None:
            return self._fallback(state)
        return self._best_option(
            state, {o if state.phase != MARK else o[0]: v for o, v in best_values.items()}
        )

    def _full_board_cycles(self, state: TriceState, deadline: Deadline) -> Thinking:
        """The hard level's full card: games.trice.fullboard, as deep as the budget allows."""
        if self.cycles is None or len(self.cycles.table) > CYCLE_TABLE:
            self.cycles = CycleSearch(True)  # the key is the whole card: good all game long
        board = list(state.board)
        mark: int | None
        options: list[CycleOption]
        if state.phase == MARK:
            mark, options = None, list(range(CELLS))
        elif state.phase == SWAP:
            mark = state.marked
            options = [(other, cell) for other in NEIGHBOURS[mark] for cell in (mark, other)]
        else:  # INC: the card before the swap, and the two raises
            mark, other = state.swapped
            board[mark], board[other] = board[other], board[mark]
            options = [(other, cell) for cell in state.swapped]
        values, depth = yield from self.cycles.solve(board, options, mark, deadline)
        self.last = {"cycles": depth, "nodes": self.cycles.nodes}
        if values is None:
            return self._fallback(state)
        return self._best_option(state, values)

    def _best_option(self, state: TriceState, values: Mapping[CycleOption, int]) -> str:
        """The move of one of the best-valued options: {cell to mark, or (other, raised cell): value}."""
        top = max(values.values())
        option = self.rng.choice([o for o, v in values.items() if v == top])
        if state.phase == MARK:
            return f"mark {NAMES[cast(int, option)]}"  # a mark's options are cells
        answer = cast("tuple[int, int]", option)  # otherwise (other, raised cell)
        if state.phase == SWAP:
            return f"swap {NAMES[state.marked]} {NAMES[answer[0]]}"
        return f"inc {NAMES[answer[1]]}"
