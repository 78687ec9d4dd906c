"""A fast dedicated TRICE searcher: exact once the tree fits, heuristic before.

Inside the search everything is integers: the board is a list of 12 die
codes (18 = empty), the pool a list of 18 counts, moves are a die code (give)
or a cell index (place). The place/give cycle is a negamax with alpha-beta, a
transposition table keyed by the board (kept up to date incrementally), and
iterative deepening in plies; within EXACT_EMPTIES of the end it leaps from
one shallow iteration to the exact search. A position searched to its end
goes to the exact search (`exact`): games.trice.exact, with its own table of
proven bounds (a heuristic value of an earlier iteration never reaches it),
generators here from GEN_EMPTIES empty cells, plain functions below (most
nodes are there; see that module for how it orders and prunes).

The heuristic search (`give`, `place`) passes the empty cells' masks down as
the exact search does (which dice end the game on each cell, updated by the
lines through the cell just filled: `child_masks`), instead of working them
out from every line at every node, and values a leaf in line (`leaf`): the
same tree and values as before, in 55 to 61% of the time (docs/performance.md).

Values are for the side to move: WIN / LOSS when proven, 0 for a full board
the horizon cannot decide (a classic full board is an exact draw), and
smaller numbers for the heuristic at the depth horizon. A search that reaches
every ending of the placement phase is exact (``exact`` is then True).

v0.3 full boards: inside the placement search a full board is scored by one
swap cycle (the marker's best mark against the opponent's best swap and
raise); at the root of the full-board phase ``FullBoardSearch`` looks a few
cycles deep. Neither counts repetitions (positions the horizon cannot decide
score as a draw). So in v0.3 a WIN or LOSS is exact (it is decided before the
card fills or in its first cycle) and a 0 is not known (reach.FULL_CARD_EXACT).

The search exists once, as generators: every few dozen nodes it asks its
`games.deadline.Deadline` whether the move's time is up (then it raises
Timeout) or the frame's slice is (then it yields, and goes on where it was
when resumed); the plain subtrees between (at most GEN_EMPTIES - 1 empty
cells) take a few milliseconds at most. A blocking answer is the same search
driven to its end: ``games.agents.run(solver.solve(...))``.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TypeVar, cast

from games.deadline import Deadline

from .exact import (
    CELL_BIT,
    COMBINED,
    DIE_BITS,
    EMPTY_CELLS,
    KEYV,
    LINKS,
    NO_DIE,
    OUT,
    RAISE,
    SHARD_MASK,
    SHARDS,
    E,
    ExactSearch,
    LineTable,
    cell_masks,
    ends_of,
)
from .reach import (
    EXACT_EMPTIES,
)  # from this many empty cells down, `solve` goes straight for the exact answer
from .tables import CELLS, DIE_CODES, LINES, LINES_THROUGH, NEIGHBOURS

WIN, LOSS = 10000, -10000
EXACT, LOWER, UPPER = 0, 1, 2
ORDER_EMPTIES = 6  # place nodes with at least this many empty cells: ordered by safe_count
GEN_EMPTIES = 5  # exact give nodes with this many empty cells or more give the frame back (exact_give)
ORDER_DICE_EMPTIES = 7  # exact give nodes with this many empty cells or more order their dice by the answers
CHECK_NODES = 32  # the clock is read once every so many nodes (~0.3 ms)

R = TypeVar("R")
Search = Generator[None, None, R]  # a search step by step: yields at the end of a slice, returns R
Plan = tuple[int, int, tuple[LineTable, ...], tuple[LineTable, ...], tuple[tuple[int, ...], ...]]
Option = tuple[int, int, list[int]]  # (how many cells, die, the cells the taker may use)


class Timeout(Exception):
    pass


THROUGH = tuple(tuple(LINES[line] for line in LINES_THROUGH[cell]) for cell in range(CELLS))
PAIR_LINES = {
    (a, b): tuple(LINES[line] for line in sorted(set(LINES_THROUGH[a]) | set(LINES_THROUGH[b])))
    for a in range(CELLS)
    for b in NEIGHBOURS[a]
}
ADJACENT = tuple((a, b) for a in range(CELLS) for b in NEIGHBOURS[a] if a < b)  # 17 pairs
MARK_PAIRS = tuple(tuple(min(m, o) * CELLS + max(m, o) for o in NEIGHBOURS[m]) for m in range(CELLS))


def result_at(out: Sequence[int], board: Sequence[int], cell: int) -> int:
    """0, 1 (Trice) or 2 (Double Trice that loses) for the lines through cell."""
    best = 0
    for i, j, k in THROUGH[cell]:
        r = out[(board[i] * 19 + board[j]) * 19 + board[k]]
        if r > best:
            best = r
            if r == 2:
                break
    return best


LINE_OTHERS = tuple(
    tuple(
        (line.index(cell),) + tuple(c for c in line if c != cell)
        for line in (LINES[i] for i in LINES_THROUGH[cell])
    )
    for cell in range(CELLS)
)


def _pair_plans(double_loses: bool) -> tuple[Plan, ...]:
    """PLANS[a * CELLS + b] for neighbours a < b: (a, b, ((table, i, j) for the
    lines through a without b), the same for b without a, (lines holding both))."""
    plans: list[Plan | None] = [None] * (CELLS * CELLS)
    for a, b in ADJACENT:

        def through(cell: int, other: int) -> tuple[LineTable, ...]:
            return tuple(
                (COMBINED[double_loses][pos], i, j) for pos, i, j in LINE_OTHERS[cell] if other not in (i, j)
            )

        shared = tuple(line for line in LINES if a in line and b in line)
        plans[a * CELLS + b] = (a, b, through(a, b), through(b, a), shared)
    # Only neighbours a < b are ever looked up; the other slots stay None.
    return cast("tuple[Plan, ...]", tuple(plans))


PAIR_PLANS = {dl: _pair_plans(dl) for dl in (True, False)}
FlatLink = tuple[int, tuple[int, ...], int, bool]
# LINK_ROWS[double_loses][c]: (y, table, z, c before z) for every line holding c, another cell
# y and a third cell z: LINKS[c] flattened, so a child's masks take one loop.
LINK_ROWS: dict[bool, tuple[tuple[FlatLink, ...], ...]] = {
    dl: tuple(
        tuple((y, table, z, cfirst) for y, items in enumerate(LINKS[dl][c]) for table, z, cfirst in items)
        for c in range(CELLS)
    )
    for dl in (True, False)
}


def swap_result(out: Sequence[int], board: Sequence[int], a: int, b: int) -> int:
    """0, 1 (Trice) or 2 (Double Trice that loses) for the lines through a and b."""
    best = 0
    for i, j, k in PAIR_LINES[(a, b)]:
        r = out[(board[i] * 19 + board[j]) * 19 + board[k]]
        if r > best:
            best = r
            if r == 2:
                break
    return best


def pair_raises(plan: Plan, out: Sequence[int], board: list[int]) -> list[int]:
    """What swapping a neighbouring pair a < b and raising each die does, as
    (raising a, raising b): 1 a Trice (the swapper wins), 2 a Double Trice
    (the swapper loses), 0 nothing. `plan` is the pair's PAIR_PLANS entry.

    The lines through a that miss b (and those through b that miss a) are
    looked up once as bit masks over every die that could land there; only
    the one or two lines holding both cells are checked per raise.
    """
    a, b, through_a, through_b, shared = plan
    ma = mb = 0
    for table, i, j in through_a:
        ma |= table[board[i] * 19 + board[j]]
    for table, i, j in through_b:
        mb |= table[board[i] * 19 + board[j]]
    die_a, die_b = board[a], board[b]
    results: list[int] = []
    for new_a, new_b in ((RAISE[die_b], die_a), (die_b, RAISE[die_a])):
        if ma >> (new_a + DIE_CODES) & 1 or mb >> (new_b + DIE_CODES) & 1:
            results.append(2)
            continue
        result = ma >> new_a & 1 or mb >> new_b & 1
        if shared:
            board[a], board[b] = new_a, new_b
            for i, j, k in shared:
                r = out[(board[i] * 19 + board[j]) * 19 + board[k]]
                if r > result:
                    result = r
                    if r == 2:
                        break
            board[a], board[b] = die_a, die_b
        results.append(result)
    return results


def pack(depth: int, value: int, flag: int, move: int | None) -> int:
    """A table entry as one int (ints are not tracked by the garbage collector,
    so a big table does not make collections slow)."""
    return ((value + 32768) << 14) | (depth << 7) | (flag << 5) | (31 if move is None else move)


def bit_list(bits: int) -> list[int]:
    out: list[int] = []
    d = 0
    while bits:
        if bits & 1:
            out.append(d)
        bits >>= 1
        d += 1
    return out


_LOW_BITS = tuple(tuple(bit_list(b)) for b in range(512))
_HIGH_BITS = tuple(tuple(d + 9 for d in bit_list(b)) for b in range(512))


def die_list(bits: int) -> tuple[int, ...]:
    """The die codes set in an 18-bit mask, lowest first (a tuple; two table look-ups)."""
    return _LOW_BITS[bits & 511] + _HIGH_BITS[bits >> 9]


class Solver(ExactSearch):
    """Search the place/give cycle of one game (one set of 12 dice, one variant).

    The heuristic search (`give`, `place`: iterative deepening in plies) is here; a position
    searched to the end goes to the exact search (`exact`, and games.trice.exact below it).
    """

    def __init__(self, double_loses: bool, table_size: int = 1_500_000) -> None:
        super().__init__(double_loses)
        self.pair_plans = PAIR_PLANS[double_loses]
        self.link_rows = LINK_ROWS[double_loses]
        self.tables: list[dict[int, int]] = [{} for _ in range(SHARDS)]  # the heuristic search's
        self.table_size = table_size
        self.dice: tuple[int, ...] | None = None
        self.next_check = CHECK_NODES
        self.deadline = Deadline()

    # ---- set-up -------------------------------------------------------

    def load(self, board: Sequence[int], pool: Sequence[int], hand: int | None = None) -> None:
        """board: 12 codes with -1 for empty; pool: codes not yet placed, not
        counting `hand` (the die to place at a place root).

        Call it before every search: a search stopped by Timeout leaves the
        work arrays mid-move. The tables are kept while the game's 12 dice stay
        the same (a board then fixes the pool, so the board is the key).
        """
        extra: list[int] = [] if hand is None or hand < 0 else [hand]
        dice = tuple(sorted([c for c in board if c >= 0] + list(pool) + extra))
        if dice != self.dice or sum(map(len, self.tables)) + sum(map(len, self.proven)) > self.table_size:
            self.tables = [{} for _ in range(SHARDS)]  # keys assume the same 12 dice
            self.proven = [{} for _ in range(SHARDS)]
            self.dice = dice
        self.board = [E] * CELLS
        self.empties = CELLS
        self.empty_mask = (1 << CELLS) - 1
        self.key = 0
        self.counts = [0] * DIE_CODES
        self.pool_mask = 0
        for code in pool:
            self.counts[code] += 1
            self.pool_mask |= 1 << code
        for cell, code in enumerate(board):
            if code >= 0:
                self._put(cell, code)

    def _put(self, cell: int, code: int) -> None:
        """Put die `code` on the empty `cell` (board, table key, empty cells)."""
        self.board[cell] = code
        self.empties -= 1
        self.empty_mask ^= CELL_BIT[cell]
        self.key += KEYV[cell * DIE_CODES + code]

    def _lift(self, cell: int, code: int) -> None:
        """Take die `code` off `cell` again: `_put` undone."""
        self.board[cell] = E
        self.empties += 1
        self.empty_mask ^= CELL_BIT[cell]
        self.key -= KEYV[cell * DIE_CODES + code]

    def _take(self, code: int) -> None:
        self.counts[code] -= 1
        if not self.counts[code]:
            self.pool_mask &= ~(1 << code)

    def _put_back(self, code: int) -> None:
        self.counts[code] += 1
        self.pool_mask |= 1 << code

    # ---- what a die does on each empty cell ------------------------------

    def cell_masks(self) -> list[tuple[int, int, int]]:
        """[(cell, trice bits, double bits)] for every empty cell."""
        board, line_tables = self.board, self.line_tables
        result: list[tuple[int, int, int]] = []
        for cell in EMPTY_CELLS[self.empty_mask]:
            both = 0
            for table, i, j in line_tables[cell]:
                both |= table[board[i] * 19 + board[j]]
            result.append((cell, both & DIE_BITS, both >> DIE_CODES))
        return result

    def give_options(self, cm: list[int]) -> tuple[int, None] | tuple[None, list[Option]]:
        """(WIN, None), (LOSS, None) or (None, [(size, die, cells the taker may use)]),
        fewest cells first. `cm`: the empty cells' masks (exact.cell_masks), passed down
        the search as the exact search passes them.

        A die the taker could win with at once is never worth giving; a die
        that makes a Double Trice on every free cell wins for the giver. (Hot
        code: one pass over the empty cells, the free ones apart from those
        where some die would end the game.)
        """
        wins = 0
        free: list[int] = []
        ending: list[tuple[int, int]] = []  # (cell, dice that end the game there)
        for cell in EMPTY_CELLS[self.empty_mask]:
            both = cm[cell]
            if both:
                trice, double = both & DIE_BITS, both >> DIE_CODES
                wins |= trice & ~double
                ending.append((cell, trice | double))
            else:
                free.append(cell)
        safe = self.pool_mask & ~wins
        if not safe:
            return LOSS, None
        if not ending:
            size = len(free)
            return None, [(size, die, free) for die in die_list(safe)]
        options: list[Option] = []
        for die in die_list(safe):
            usable = free + [cell for cell, ends in ending if not ends >> die & 1]
            if not usable:
                return WIN, None
            options.append((len(usable), die, usable))
        options.sort()
        return None, options

    # ---- leaves -------------------------------------------------------

    def leaf(self, alpha: int, beta: int, cm: list[int]) -> int:
        """`give` at depth 0, without a generator and without listing the options (most nodes
        of a heuristic iteration are leaves): the table's value, a forced WIN or LOSS (as
        `give_options` finds them), else the heuristic, how many safe dice (at most 9) * 10."""
        key = self.key * 2
        table = self.tables[key & SHARD_MASK]
        hit = table.get(key)
        if hit is not None:
            flag, v = (hit >> 5) & 3, (hit >> 14) - 32768
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return v
        wins = 0
        ends = DIE_BITS  # the dice that end the game on every empty cell
        for cell in EMPTY_CELLS[self.empty_mask]:
            both = cm[cell]
            if both:
                trice, double = both & DIE_BITS, both >> DIE_CODES
                wins |= trice & ~double
                ends &= trice | double
            else:
                ends = 0
        safe = self.pool_mask & ~wins
        if not safe:
            table[key] = pack(99, LOSS, EXACT, None)
            return LOSS
        if safe & ends:
            table[key] = pack(99, WIN, EXACT, None)  # a safe die the taker cannot place safely
            return WIN
        return min(safe.bit_count(), 9) * 10

    def full_board_value(self) -> int:
        """Value for the player who must mark on the (full) board: one swap cycle."""
        if not self.double_loses:
            return 0  # classic: a full board without a Trice is a draw
        return self.card_value(self.key, -2, 2) * WIN

    # ---- the search: give and place, one ply each ------------------------------

    def _probe(self, depth: int, alpha: int, beta: int) -> tuple[int, int | None, int | None]:
        """(key, cut value or None, remembered best die or None) for a give node."""
        key = self.key * 2
        hit = self.tables[key & SHARD_MASK].get(key)
        if hit is None:
            return key, None, None
        bits = hit & 31
        move = None if bits == 31 else bits
        if (hit >> 7) & 127 >= depth:
            flag, v = (hit >> 5) & 3, (hit >> 14) - 32768
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return key, v, move
        return key, None, move

    def _store(self, key: int, depth: int, value: int, alpha: int, beta: int, move: int | None) -> None:
        flag = UPPER if value <= alpha else (LOWER if value >= beta else EXACT)
        if value == WIN or value == LOSS:
            depth = 99
        self.tables[key & SHARD_MASK][key] = pack(depth, value, flag, move)

    @staticmethod
    def _first(options: list[Option], die: int | None) -> list[Option]:
        if die is not None:
            for index, option in enumerate(options):
                if option[1] == die:
                    if index:
                        options.insert(0, options.pop(index))
                    break
        return options

    def child_masks(self, cm: list[int], cell: int, die: int) -> list[int]:
        """The empty cells' masks once `die` is on the empty `cell` (called before it is put
        there): `cm` gains the lines through `cell`, another empty cell and a filled one, as in
        the exact search (exact.ExactSearch.placements); `cm` itself when nothing changes."""
        board, empty = self.board, self.empty_mask
        d19 = die * 19
        child = cm
        for y, table, z, cfirst in self.link_rows[cell]:
            bz = board[z]
            if bz != E and empty >> y & 1:
                add = table[d19 + bz if cfirst else bz * 19 + die]
                if add & ~child[y]:
                    if child is cm:
                        child = cm[:]
                    child[y] |= add
        return child

    def _cells_in_order(
        self, die: int, cells: list[int], depth: int, beta: int, cm: list[int]
    ) -> list[tuple[int, list[int] | None]]:
        """`cells` to try for `die`, first first, each with its child's masks when they were
        needed to order them (else None: `place` works them out if it gets there).

        High in the tree: a cell the table already knows to reach `beta` at
        `depth` alone (an enhanced transposition cut-off); else the cells
        that leave the placer the fewest safe dice to give next first, then
        by the history heuristic. Fewest first looks backwards, but those
        positions are the most forcing, so their subtrees are the smallest:
        the search meets a cut-off cheaply (it halves the nodes from 9 empty
        cells). Low in the tree by the history heuristic alone (counting
        would cost as much as searching). The safe dice are counted from the
        masks passed down (`child_masks`), not from the board's lines.
        """
        if len(cells) < 2:
            return [(cell, None) for cell in cells]
        history = self.history
        base = die * CELLS
        if self.empties < ORDER_EMPTIES:
            return [(cell, None) for cell in sorted(cells, key=lambda c: -history[base + c])]
        tables = self.tables
        key0 = self.key
        for cell in cells:
            key = (key0 + KEYV[cell * DIE_CODES + die]) * 2
            hit = tables[key & SHARD_MASK].get(key)
            if (
                hit is not None
                and (hit >> 5) & 3 != UPPER
                and (hit >> 7) & 127 >= depth
                and (hit >> 14) - 32768 >= beta
            ):
                return [(cell, None)]  # known to refute: the rest need not be tried
        scored: list[tuple[int, int, int, list[int]]] = []
        pool, empty = self.pool_mask, self.empty_mask
        for cell in cells:
            child = self.child_masks(cm, cell, die)
            wins = 0
            for y in EMPTY_CELLS[empty ^ CELL_BIT[cell]]:
                m = child[y]
                wins |= m & ~(m >> DIE_CODES)
            scored.append(((pool & ~wins & DIE_BITS).bit_count(), -history[base + cell], cell, child))
        scored.sort()
        return [(cell, child) for _, _, cell, child in scored]

    def give(self, depth: int, alpha: int, beta: int, cm: list[int]) -> Search[int]:
        """Generator: value for the player who gives now (`cm`: the empty cells' masks)."""
        self.nodes += 1
        if self.nodes >= self.next_check:
            yield from self._check_clock()
        if depth >= 2 * self.empties:
            return (yield from self.exact(alpha, beta, cm))  # to the end: the exact search
        key, cut, first = self._probe(depth, alpha, beta)
        if cut is not None:
            return cut
        forced, options = self.give_options(cm)
        if forced is not None:
            self.tables[key & SHARD_MASK][key] = pack(99, forced, EXACT, None)
            return forced
        assert options is not None  # give_options lists the options whenever it forces nothing
        if depth <= 0:
            return min(len(options), 9) * 10  # heuristic: how many safe dice
        a0, best, best_die = alpha, LOSS - 1, None
        for _, die, cells in self._first(options, first):
            v = -(yield from self.place(die, cells, depth - 1, -beta, -alpha, cm))
            if v > best:
                best, best_die = v, die
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        self._store(key, depth, best, a0, beta, best_die)
        return best

    def place(
        self, die: int, cells: list[int], depth: int, alpha: int, beta: int, cm: list[int]
    ) -> Search[int]:
        """Generator: value for the player who places `die` on one of `cells` (and gives next)."""
        self._take(die)
        best = LOSS - 1
        board = self.board
        for cell, child in self._cells_in_order(die, cells, depth - 1, beta, cm):
            if child is None:
                child = self.child_masks(cm, cell, die)
            term = KEYV[cell * DIE_CODES + die]
            board[cell] = die  # self._put(cell, die), in line
            self.empties -= 1
            self.empty_mask ^= CELL_BIT[cell]
            self.key += term
            if not self.empties:
                v = self.full_board_value()
            elif depth > 1:
                v = yield from self.give(depth - 1, alpha, beta, child)
            else:  # a leaf: `give`'s first steps, then `leaf`
                self.nodes += 1
                if self.nodes >= self.next_check:
                    yield from self._check_clock()
                v = self.leaf(alpha, beta, child)
            board[cell] = E  # self._lift(cell, die)
            self.empties += 1
            self.empty_mask ^= CELL_BIT[cell]
            self.key -= term
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        self.history[die * CELLS + cell] += depth * depth
                        break
        self._put_back(die)
        return best

    # ---- to the end: the exact search (games.trice.exact) ------------------------

    def exact(self, alpha: int, beta: int, masks: list[int] | None = None) -> Search[int]:
        """Generator: exact value (WIN, 0 or LOSS) for the player who gives now, fail-soft
        against (alpha, beta); `masks`: the empty cells' masks if the caller has them."""
        # The exact search's values are -1, 0 and 1: the window that says the same of them.
        low = 1 if alpha >= WIN else 0 if alpha >= 0 else -1 if alpha >= LOSS else -2
        high = -1 if beta <= LOSS else 0 if beta <= 0 else 1 if beta <= WIN else 2
        cells = EMPTY_CELLS[self.empty_mask]
        if self.empties == 1:
            return self.last_value(cells[0], self.pool_mask.bit_length() - 1, self.key) * WIN
        if masks is None:
            masks = cell_masks(self.board, self.line_tables)
        if self.empties == 2:
            return (
                self.solve_two(
                    low, high, self.key, self.empty_mask, self.pool_mask, masks[cells[0]], masks[cells[1]]
                )
                * WIN
            )
        wins, ends = ends_of(masks, cells)
        value = yield from self.exact_give(
            low, high, self.key, self.empty_mask, self.pool_mask, self.empties, masks, wins, ends
        )
        return value * WIN

    def exact_give(
        self,
        alpha: int,
        beta: int,
        key: int,
        mask: int,
        pool: int,
        k: int,
        cm: list[int],
        wins: int,
        ends: int,
    ) -> Search[int]:
        """Generator: `ExactSearch.solve_give` for k >= GEN_EMPTIES empty cells, giving the
        frame back; below that, the plain search to the end (a few milliseconds at most)."""
        if k < GEN_EMPTIES:
            if k == 3:
                return self.solve_three(alpha, beta, key, mask, pool, cm, wins, ends)
            return self.solve_give(alpha, beta, key, mask, pool, k, cm, wins, ends)
        self.nodes += 1
        if self.nodes >= self.next_check:
            yield from self._check_clock()
        tkey = key * 2
        cut, alpha, beta, lo, hi, first = self.probe(tkey, alpha, beta)
        if cut is not None:
            return cut
        safe = pool & ~wins
        options = self.dice_options(mask, cm, safe, ends, first) if safe else -1
        if isinstance(options, int):
            self.store(tkey, options, -2, 2, lo, hi, NO_DIE)
            return options
        if k >= ORDER_DICE_EMPTIES and len(options) > 1:
            options = self._dice_by_answers(key, mask, pool, cm, options, first)
            if isinstance(options, int):
                self.store(tkey, options, -2, 2, lo, hi, NO_DIE)
                return options
        a0, best, best_die = alpha, -2, NO_DIE
        for option in options:
            die = option & 31
            v = -(
                yield from self._exact_place(key, mask, pool, k, cm, die, option >> 5 & 4095, -beta, -alpha)
            )
            if v > best:
                best, best_die = v, die
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        self.store(tkey, best, a0, beta, lo, hi, best_die)
        return best

    def _dice_by_answers(
        self, key: int, mask: int, pool: int, cm: list[int], options: list[int], first: int
    ) -> int | list[int]:
        """High in the tree: the dice ordered by what the taker can answer (fewest placements
        that do not lose at once, then fewest safe dice after them), the table's best die
        first; 1 when a die leaves the taker no such placement."""
        counts = self.counts
        scored: list[tuple[int, int, int]] = []
        for option in options:
            die = option & 31
            counts[die] -= 1
            rest = pool if counts[die] else pool ^ (1 << die)
            kids = self.placements(key, mask, cm, die, option >> 5 & 4095, rest, 2, False)
            counts[die] += 1
            if isinstance(kids, int):
                scored.append((99, 0, option))  # the taker wins at once: last
            elif not kids:
                return 1  # every placement leaves the taker without a safe die
            else:
                scored.append((len(kids), sum(kid[0] for kid in kids), option))
        scored.sort()
        ordered = [option for _, _, option in scored]
        if first != NO_DIE and ordered[0] & 31 != first:
            for index, option in enumerate(ordered):
                if option & 31 == first:
                    ordered.insert(0, ordered.pop(index))
                    break
        return ordered

    def _exact_place(
        self, key: int, mask: int, pool: int, k: int, cm: list[int], die: int, use: int, alpha: int, beta: int
    ) -> Search[int]:
        """Generator: value for the player who places `die` on a cell of `use` and gives next."""
        counts, board = self.counts, self.board
        counts[die] -= 1
        rest = pool if counts[die] else pool ^ (1 << die)
        kids = self.placements(key, mask, cm, die, use, rest, beta, True)
        if isinstance(kids, int):
            best = kids
        elif not kids:
            best = -1  # every cell leaves the placer without a safe die
        else:
            best = -2
            for _, _, c, ckey, child, w, an in kids:
                board[c] = die
                v = yield from self.exact_give(
                    alpha, beta, ckey, mask ^ CELL_BIT[c], rest, k - 1, child, w, an
                )
                board[c] = E
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if v >= beta:
                            self.history[die * CELLS + c] += 1
                            break
        counts[die] += 1
        return best

    def _check_clock(self) -> Search[None]:
        """Every CHECK_NODES nodes: Timeout when the move's time is up, a pause when the slice is."""
        self.next_check = self.nodes + CHECK_NODES
        deadline = self.deadline
        if deadline.expired():
            raise Timeout
        if deadline.should_yield():
            yield from deadline.pause()

    # ---- root ---------------------------------------------------------

    def root_moves(self, hand: int | None) -> list[int]:
        """Root moves: die codes to give (hand None) or empty cells to place on."""
        if hand is None:
            return bit_list(self.pool_mask)
        return [cell for cell in range(CELLS) if self.board[cell] == E]

    def root_values(
        self, hand: int | None, depth: int, order: list[int] | None = None
    ) -> Search[dict[int, int]]:
        """Generator: {move: value} at the root for one depth (hand None = give).

        Moves are die codes (give) or cells (place), tried in `order` if given.
        The best move's value is exact for this depth; a worse move's value
        may only be an upper bound (it was refuted, not measured).
        """
        values: dict[int, int] = {}
        alpha = LOSS - 1
        board = self.board
        moves: dict[int, list[int] | None]
        usable: list[int] | None
        cm = cell_masks(board, self.line_tables)  # passed down the search, updated move by move
        if hand is None:
            moves = {}
            cells = self.cell_masks()
            for die in bit_list(self.pool_mask):
                usable = []
                for cell, trice, double in cells:
                    if trice >> die & 1 and not double >> die & 1:
                        usable = None  # the taker wins at once
                        break
                    if not (trice | double) >> die & 1:
                        usable.append(cell)
                moves[die] = usable
        else:
            moves = {cell: None for cell in range(CELLS) if board[cell] == E}
        for move in order or list(moves):
            if hand is None:
                usable = moves[move]
                if usable is None:
                    v = LOSS
                elif not usable:
                    v = WIN
                else:
                    # beta WIN, not WIN + 1: a win for the taker refutes the die at once
                    v = -(yield from self.place(move, list(usable), depth - 1, -WIN, min(-alpha, WIN), cm))
            else:
                child = self.child_masks(cm, move, hand)
                self._put(move, hand)
                r = result_at(self.out, board, move)
                if r:
                    v = WIN if r == 1 else LOSS
                elif self.empties:
                    v = yield from self.give(depth - 1, alpha, WIN, child)
                else:
                    v = self.full_board_value()
                self._lift(move, hand)
            values[move] = v
            if v > alpha:
                alpha = v
                if v == WIN:
                    break  # nothing beats a proven win
        return values

    def plies_to_end(self, hand: int | None) -> int:
        """Depth (in plies) that reaches every ending from the root: the last
        give (one empty cell) must still be searched, not estimated."""
        if hand is None:
            return 2 * self.empties
        return max(1, 2 * self.empties - 1)

    def solve(
        self,
        hand: int | None,
        deadline: Deadline | float | None = None,
        max_depth: int | None = None,
        order: list[int] | None = None,
    ) -> Search[tuple[dict[int, int] | None, int, bool, dict[int, int] | None]]:
        """Generator: iterative deepening until exact, the deadline or max_depth.

        `deadline` is a games.deadline.Deadline, or a budget in seconds from
        now (None or infinity: no limit). The search yields whenever the
        deadline's slice is used up; ``run(solver.solve(...))`` drives it to
        the end in one go.

        Returns (values, depth, exact, previous): {move: value} of the deepest
        finished iteration (None if none finished), its depth, whether those
        values are exact, and the values of the iteration before it.
        """
        self.deadline = deadline if isinstance(deadline, Deadline) else Deadline(deadline)
        self.next_check = self.nodes + CHECK_NODES
        full = self.plies_to_end(hand)
        limit = full if max_depth is None else min(full, max_depth)
        # Within reach of an exact answer, one shallow iteration (a move in
        # hand, and an order) then straight to the end: the iterations between
        # cost more than the exact search, as their heuristic values cut less.
        leap = limit == full and self.empties <= EXACT_EMPTIES
        done: dict[int, int] | None = None
        previous: dict[int, int] | None = None
        reached = 0
        depth = 1 if hand is not None else 2
        while True:
            depth = min(depth, limit)
            if done is not None:
                last = done
                order = sorted(last, key=lambda m: -last[m])
            try:
                values = yield from self.root_values(hand, depth, order)
            except Timeout:
                break
            previous, done, reached = done, values, depth
            if depth >= limit or max(values.values()) == WIN or all(v == LOSS for v in values.values()):
                break  # exact, at the limit, or proven everywhere
            depth = limit if leap else depth + 2
        exact = done is not None and (
            reached >= full or max(done.values()) == WIN or all(abs(v) == WIN for v in done.values())
        )
        return done, reached, exact, previous


class FullBoardSearch:
    """v0.3 full-board phase: mark / swap+raise cycles, searched a few cycles deep."""

    def __init__(self, double_loses: bool = True) -> None:
        self.out = OUT[double_loses]
        self.nodes = 0
        self.deadline = Deadline()

    def marker(self, board: list[int], cycles: int) -> int:
        """Value for the player who marks now."""
        best = LOSS - 1
        for mark in range(CELLS):
            v = -self.swapper(board, mark, cycles)
            if v > best:
                best = v
                if best == WIN:
                    break
        return best

    def swapper(self, board: list[int], mark: int, cycles: int) -> int:
        """Value for the player who swaps the die on `mark` (and raises one)."""
        best = LOSS - 1
        for other, cell in self.options(mark):
            v = self.after(board, mark, other, cell, cycles)
            if v > best:
                best = v
                if best == WIN:
                    break
        return best

    @staticmethod
    def options(mark: int) -> list[tuple[int, int]]:
        return [(other, cell) for other in NEIGHBOURS[mark] for cell in (mark, other)]

    def after(self, board: list[int], mark: int, other: int, cell: int, cycles: int) -> int:
        """Value for the swapper of swapping mark/other and raising cell."""
        self.nodes += 1
        if not self.nodes & 1023 and self.deadline.expired():
            raise Timeout
        board[mark], board[other] = board[other], board[mark]
        code = board[cell]
        board[cell] = RAISE[code]
        try:
            r = swap_result(self.out, board, mark, other)
            if r == 1:
                return WIN
            if r == 2:
                return LOSS
            if cycles <= 1:
                return 0
            return self.marker(board, cycles - 1)
        finally:
            board[cell] = code
            board[mark], board[other] = board[other], board[mark]
