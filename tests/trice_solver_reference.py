"""The TRICE solver as it was before the faster exact search (games/trice/solver.py at
commit 7cd3af2), frozen for tests/test_trice_solver_agrees.py only: the new solver must find
the same values. Not shipped, not used by the game.

A fast dedicated TRICE searcher: exact once the tree fits, heuristic before.

Inside the search everything is integers: the board is a list of 12 die
codes (18 = empty), the pool a list of 18 counts, moves are a die code (give)
or a cell index (place). The place/give cycle is a negamax with alpha-beta, a
transposition table keyed by the board (kept up to date incrementally), and
iterative deepening in plies; within EXACT_EMPTIES of the end it leaps from
one shallow iteration to the exact search. The last SMALL_EMPTIES cells are
searched by plain functions (most nodes are there), and exact values are
only WIN, 0 or LOSS, so a proof stops at the first refutation: the search
tries first the cells that leave the placer fewest safe dice (the most
forcing, hence smallest, subtrees) and cuts off on a table entry before
searching (see `_cells_in_order`).

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
when resumed). A blocking answer is the same search driven to its end:
``games.agents.run(solver.solve(...))``.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TypeVar, cast

from games.deadline import Deadline
from games.trice.reach import (
    EXACT_EMPTIES,
)  # from this many empty cells down, `solve` goes straight for the exact answer
from games.trice.tables import CELLS, CONDITIONS, DIE_CODES, KIND, LINES, LINES_THROUGH, NEIGHBOURS

E = 18  # empty cell inside the solver
WIN, LOSS = 10000, -10000
EXACT, LOWER, UPPER = 0, 1, 2
ORDER_EMPTIES = 6  # place nodes with at least this many empty cells: ordered by safe_count
SMALL_EMPTIES = 4  # give nodes with this few empty cells are solved by a plain function
CHECK_NODES = 32  # the clock is read once every so many nodes (~0.3 ms)
# The table is split over many dicts: growing one huge dict rehashes it all at
# once (tens of ms), many small ones grow a little at a time.
SHARDS = 256
SHARD_MASK = SHARDS - 1

R = TypeVar("R")
Search = Generator[None, None, R]  # a search step by step: yields at the end of a slice, returns R
LineTable = tuple[tuple[int, ...], int, int]  # (a COMBINED table, the line's other two cells)
Plan = tuple[int, int, tuple[LineTable, ...], tuple[LineTable, ...], tuple[tuple[int, ...], ...]]
Option = tuple[int, int, list[int]]  # (how many cells, die, the cells the taker may use)


class Timeout(Exception):
    pass


def _outcome_table(double_loses: bool) -> list[int]:
    """OUT[(a*19+b)*19+c]: 0 nothing, 1 Trice (mover wins), 2 Double Trice (mover loses)."""
    table: list[int] = []
    for a in range(19):
        for b in range(19):
            for c in range(19):
                if E in (a, b, c):
                    table.append(0)
                    continue
                kind = KIND[CONDITIONS[(a * 18 + b) * 18 + c]]
                if kind == 2 and not double_loses:
                    kind = 0
                table.append(kind)
    return table


OUT = {True: _outcome_table(True), False: _outcome_table(False)}
THROUGH = tuple(tuple(LINES[line] for line in LINES_THROUGH[cell]) for cell in range(CELLS))
PAIR_LINES = {
    (a, b): tuple(LINES[line] for line in sorted(set(LINES_THROUGH[a]) | set(LINES_THROUGH[b])))
    for a in range(CELLS)
    for b in NEIGHBOURS[a]
}
ADJACENT = tuple((a, b) for a in range(CELLS) for b in NEIGHBOURS[a] if a < b)  # 17 pairs
MARK_ORDER = tuple(sorted(range(CELLS), key=lambda m: len(NEIGHBOURS[m])))  # corners first: fewest answers
MARK_PAIRS = tuple(tuple(min(m, o) * CELLS + max(m, o) for o in NEIGHBOURS[m]) for m in range(CELLS))
# The table key of a board: sum of (code + 1) * 19 ** cell, kept up to date
# move by move (KEYV[cell * 18 + code] is one term). No mirror images: every
# position of a search holds the root's dice where they are, so a mirrored
# position is almost never met in the same search (only from a symmetric root).
KEYV: tuple[int, ...] = tuple((code + 1) * 19**cell for cell in range(CELLS) for code in range(DIE_CODES))
CELL_BIT = tuple(1 << cell for cell in range(CELLS))
RAISE = tuple(code - 5 if code % 6 == 5 else code + 1 for code in range(DIE_CODES))


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


def _mask_tables(double_loses: bool) -> tuple[tuple[tuple[int, int], ...], ...]:
    """MASKS[pos][x * 19 + y] = (trice bits, losing double bits) over the 18 die
    codes for a line whose other two cells hold x and y (in line order) and
    whose cell at position pos (0, 1, 2) gets the die."""
    tables: list[tuple[tuple[int, int], ...]] = []
    for pos in range(3):
        table: list[tuple[int, int]] = []
        for x in range(19):
            for y in range(19):
                trice = double = 0
                if x != E and y != E:
                    for d in range(DIE_CODES):
                        trio = [x, y]
                        trio.insert(pos, d)
                        kind = KIND[CONDITIONS[(trio[0] * 18 + trio[1]) * 18 + trio[2]]]
                        if kind == 1:
                            trice |= 1 << d
                        elif kind == 2 and double_loses:
                            double |= 1 << d
                table.append((trice, double))
        tables.append(tuple(table))
    return tuple(tables)


MASKS = {True: _mask_tables(True), False: _mask_tables(False)}
LINE_OTHERS = tuple(
    tuple(
        (line.index(cell),) + tuple(c for c in line if c != cell)
        for line in (LINES[i] for i in LINES_THROUGH[cell])
    )
    for cell in range(CELLS)
)
DIE_BITS = (1 << DIE_CODES) - 1
# The same as MASKS with both bit sets in one int (trice bits | double bits << 18),
# looked up per cell as LINE_TABLES[double_loses][cell] = ((table, i, j), ...):
# OR-ing them over a cell's lines gives both sets at once.
COMBINED = {
    dl: tuple(tuple(t | d << DIE_CODES for t, d in table) for table in MASKS[dl]) for dl in (True, False)
}
LINE_TABLES = {
    dl: tuple(tuple((COMBINED[dl][pos], i, j) for pos, i, j in LINE_OTHERS[cell]) for cell in range(CELLS))
    for dl in (True, False)
}
EMPTY_CELLS = tuple(tuple(c for c in range(CELLS) if m >> c & 1) for m in range(1 << CELLS))


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


class Solver:
    """Search the place/give cycle of one game (one set of 12 dice, one variant)."""

    def __init__(self, double_loses: bool, table_size: int = 1_500_000) -> None:
        self.double_loses = double_loses
        self.out = OUT[double_loses]
        self.masks = MASKS[double_loses]
        self.line_tables = LINE_TABLES[double_loses]
        self.pair_plans = PAIR_PLANS[double_loses]
        self.tables: list[dict[int, int]] = [{} for _ in range(SHARDS)]
        self.table_size = table_size
        self.dice: tuple[int, ...] | None = None
        self.nodes = 0
        self.next_check = CHECK_NODES
        self.deadline = Deadline()
        self.history = [0] * (DIE_CODES * CELLS)

    # ---- set-up -------------------------------------------------------

    def load(self, board: Sequence[int], pool: Sequence[int], hand: int | None = None) -> None:
        """board: 12 codes with -1 for empty; pool: codes not yet placed, not
        counting `hand` (the die to place at a place root).

        Call it before every search: a search stopped by Timeout leaves the
        work arrays mid-move. The table is kept while the game's 12 dice stay
        the same (a board then fixes the pool, so the board is the key).
        """
        extra: list[int] = [] if hand is None or hand < 0 else [hand]
        dice = tuple(sorted([c for c in board if c >= 0] + list(pool) + extra))
        if dice != self.dice or sum(map(len, self.tables)) > self.table_size:
            self.tables = [{} for _ in range(SHARDS)]  # keys assume the same 12 dice
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

    def give_options(self) -> tuple[int, None] | tuple[None, list[Option]]:
        """(WIN, None), (LOSS, None) or (None, [(size, die, cells the taker may use)]),
        fewest cells first.

        A die the taker could win with at once is never worth giving; a die
        that makes a Double Trice on every free cell wins for the giver. (Hot
        code: one pass over the empty cells, the free ones apart from those
        where some die would end the game.)
        """
        board, line_tables = self.board, self.line_tables
        wins = 0
        free: list[int] = []
        ending: list[tuple[int, int]] = []  # (cell, dice that end the game there)
        for cell in EMPTY_CELLS[self.empty_mask]:
            both = 0
            for table, i, j in line_tables[cell]:
                both |= table[board[i] * 19 + board[j]]
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

    def full_board_value(self) -> int:
        """Value for the player who must mark on the (full) board: one swap cycle."""
        if not self.double_loses:
            return 0  # classic: a full board without a Trice is a draw
        key = self.key * 2 + 1
        shard = self.tables[key & SHARD_MASK]
        hit = shard.get(key)
        if hit is not None:
            return (hit >> 14) - 32768
        value = self._marker_value()
        shard[key] = pack(99, value, EXACT, None)
        return value

    def _marker_value(self) -> int:
        """`full_board_value` worked out, without the table.

        A swap of two neighbours and a raise of either is open to the swapper
        whichever of the two was marked, so each neighbouring pair is scored
        once (the swapper's best raise), when first needed. The marker loses
        if every mark has a pair that wins for the swapper; wins if some mark
        has only pairs that lose for the swapper (rare); else neither.
        """
        pairs: dict[int, int] = {}
        safe_mark = False  # a mark with no winning answer seen: the marker cannot lose
        for mark in MARK_ORDER:
            # Known pairs first; until a safe mark is seen, look for a winning
            # answer to this mark; after, only for one answer that is not lost.
            enough = 0 if safe_mark else WIN
            worst = LOSS
            todo: list[int] = []
            for pair in MARK_PAIRS[mark]:
                best = pairs.get(pair)
                if best is None:
                    todo.append(pair)
                elif best > worst:
                    worst = best
            if worst < enough:
                for pair in todo:
                    best = pairs[pair] = self._pair_best(pair)
                    if best > worst:
                        worst = best
                        if worst >= enough:
                            break
            if worst == LOSS:
                return WIN  # every answer to this mark makes a Double Trice
            if worst == 0:
                safe_mark = True
        return 0 if safe_mark else LOSS

    def _pair_best(self, pair: int) -> int:
        """The swapper's best (WIN, 0, LOSS) from swapping a neighbouring pair
        a < b (pair = a * CELLS + b) and raising either die (pair_raises)."""
        best = LOSS
        for result in pair_raises(self.pair_plans[pair], self.out, self.board):
            if result == 1:
                return WIN
            if result == 0:
                best = 0
        return best

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

    def _cells_in_order(self, die: int, cells: list[int], depth: int, beta: int) -> list[int]:
        """`cells` to try for `die`, first first (a new list: `cells` may be shared).

        High in the tree: a cell the table already knows to reach `beta` at
        `depth` alone (an enhanced transposition cut-off); else the cells
        that leave the placer the fewest safe dice to give next first, then
        by the history heuristic. Fewest first looks backwards, but those
        positions are the most forcing, so their subtrees are the smallest:
        the search meets a cut-off cheaply (it halves the nodes from 9 empty
        cells). Low in the tree by the history heuristic alone (counting
        would cost as much as searching).
        """
        if len(cells) < 2:
            return cells
        history = self.history
        base = die * CELLS
        if self.empties < ORDER_EMPTIES:
            return sorted(cells, key=lambda c: -history[base + c])
        scored: list[tuple[int, int, int]] = []
        tables = self.tables
        for cell in cells:
            self._put(cell, die)
            key = self.key * 2
            hit = tables[key & SHARD_MASK].get(key)
            if (
                hit is not None
                and (hit >> 5) & 3 != UPPER
                and (hit >> 7) & 127 >= depth
                and (hit >> 14) - 32768 >= beta
            ):
                self._lift(cell, die)
                return [cell]  # known to refute: the rest need not be tried
            scored.append((self.safe_count(), -history[base + cell], cell))
            self._lift(cell, die)
        scored.sort()
        return [cell for _, _, cell in scored]

    def safe_count(self) -> int:
        """How many different dice the player to give could give without losing at once."""
        board, line_tables = self.board, self.line_tables
        wins = 0
        for cell in EMPTY_CELLS[self.empty_mask]:
            both = 0
            for table, i, j in line_tables[cell]:
                both |= table[board[i] * 19 + board[j]]
            wins |= both & ~(both >> DIE_CODES)
        return bin(self.pool_mask & ~wins & DIE_BITS).count("1")

    def give(self, depth: int, alpha: int, beta: int) -> Search[int]:
        """Generator: value for the player who gives now."""
        self.nodes += 1
        if self.nodes >= self.next_check:
            self.next_check = self.nodes + CHECK_NODES
            deadline = self.deadline
            if deadline.expired():
                raise Timeout
            if deadline.should_yield():
                yield from deadline.pause()
        if self.empties <= SMALL_EMPTIES and depth >= 2 * self.empties:
            return self.exact(alpha, beta)
        key, cut, first = self._probe(depth, alpha, beta)
        if cut is not None:
            return cut
        forced, options = self.give_options()
        if forced is not None:
            self.tables[key & SHARD_MASK][key] = pack(99, forced, EXACT, None)
            return forced
        assert options is not None  # give_options lists the options whenever it forces nothing
        if depth <= 0:
            return min(len(options), 9) * 10  # heuristic: how many safe dice
        a0, best, best_die = alpha, LOSS - 1, None
        for _, die, cells in self._first(options, first):
            v = -(yield from self.place(die, cells, depth - 1, -beta, -alpha))
            if v > best:
                best, best_die = v, die
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        self._store(key, depth, best, a0, beta, best_die)
        return best

    def place(self, die: int, cells: list[int], depth: int, alpha: int, beta: int) -> Search[int]:
        """Generator: value for the player who places `die` on one of `cells` (and gives next)."""
        self._take(die)
        best = LOSS - 1
        for cell in self._cells_in_order(die, cells, depth - 1, beta):
            self._put(cell, die)
            v = (yield from self.give(depth - 1, alpha, beta)) if self.empties else self.full_board_value()
            self._lift(cell, die)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        self.history[die * CELLS + cell] += depth * depth
                        break
        self._put_back(die)
        return best

    # ---- the last few cells: plain functions, no generators, no clock ------------

    def exact(self, alpha: int, beta: int) -> int:
        """Exact value for the player who gives now, with few empty cells left.

        The same search as `give` and `place` to the end, as plain functions
        with the moves made in line (no generators, no clock: a subtree of
        SMALL_EMPTIES cells takes a fraction of a millisecond). Most nodes of
        a search are down here, so the key, the empty cells and the pool go
        down as arguments instead of being kept on the solver.
        """
        empties = self.empties
        if empties == 1:
            return self._last(EMPTY_CELLS[self.empty_mask][0], self.pool_mask.bit_length() - 1, self.key)
        return self._exact(alpha, beta, self.key, self.empty_mask, self.pool_mask, empties)

    def _exact(self, alpha: int, beta: int, key: int, mask: int, pool: int, empties: int) -> int:
        self.nodes += 1
        if empties == 2:
            return self._two_give(beta, key, mask, pool)
        tkey = key * 2
        shard = self.tables[tkey & SHARD_MASK]
        hit = shard.get(tkey)
        first = 31
        if hit is not None:
            flag, v = (hit >> 5) & 3, (hit >> 14) - 32768
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return v
            first = hit & 31
        # what each die does on each empty cell (give_options, in line)
        board, line_tables = self.board, self.line_tables
        wins = 0
        free: list[int] = []
        ending: list[tuple[int, int]] = []
        for cell in EMPTY_CELLS[mask]:
            both = 0
            for table, i, j in line_tables[cell]:
                both |= table[board[i] * 19 + board[j]]
            if both:
                wins |= both & ~(both >> DIE_CODES)
                ending.append((cell, (both | both >> DIE_CODES) & DIE_BITS))
            else:
                free.append(cell)
        safe = pool & ~wins & DIE_BITS
        if not safe:
            shard[tkey] = pack(99, LOSS, EXACT, None)
            return LOSS
        dice = die_list(safe)
        options: list[Option]
        if ending:
            options = []
            for die in dice:
                usable = free + [cell for cell, ends in ending if not ends >> die & 1]
                if not usable:
                    shard[tkey] = pack(99, WIN, EXACT, None)
                    return WIN
                options.append((len(usable), die, usable))
            options.sort()
        else:
            options = [(0, die, free) for die in dice]
        if first != 31:
            for index, option in enumerate(options):
                if option[1] == first:
                    if index:
                        options.insert(0, options.pop(index))
                    break
        counts, history = self.counts, self.history
        below = empties - 1
        a0, best, best_die = alpha, LOSS - 1, None
        for _, die, cells in options:
            counts[die] -= 1
            rest = pool if counts[die] else pool ^ (1 << die)
            # the taker places the die: their value, window (-beta, -alpha)
            p_alpha, p_best = -beta, LOSS - 1
            base = die * CELLS
            if len(cells) > 1:
                cells = sorted(cells, key=lambda c: -history[base + c])
            for cell in cells:
                board[cell] = die
                v = self._exact(
                    p_alpha, -alpha, key + KEYV[cell * DIE_CODES + die], mask ^ CELL_BIT[cell], rest, below
                )
                board[cell] = E
                if v > p_best:
                    p_best = v
                    if v > p_alpha:
                        p_alpha = v
                        if p_alpha >= -alpha:
                            history[base + cell] += 1
                            break
            counts[die] += 1
            if -p_best > best:
                best, best_die = -p_best, die
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
        flag = UPPER if best <= a0 else (LOWER if best >= beta else EXACT)
        shard[tkey] = pack(99, best, flag, best_die)  # exact to the end: good for any depth
        return best

    def _two_give(self, beta: int, key: int, mask: int, pool: int) -> int:
        """Value for the giver with two empty cells left (fail-soft against
        `beta`; not stored: cheaper to work out again than to look up)."""
        board, line_tables = self.board, self.line_tables
        c1, c2 = EMPTY_CELLS[mask]
        m1 = m2 = 0
        for table, i, j in line_tables[c1]:
            m1 |= table[board[i] * 19 + board[j]]
        for table, i, j in line_tables[c2]:
            m2 |= table[board[i] * 19 + board[j]]
        best = LOSS
        for die in die_list(pool):
            t1, x1 = m1 >> die & 1, m1 >> (die + DIE_CODES) & 1
            t2, x2 = m2 >> die & 1, m2 >> (die + DIE_CODES) & 1
            if (t1 and not x1) or (t2 and not x2):
                continue  # the taker wins at once: a LOSS, the floor anyway
            # the die the taker gives back: a twin of this one, or the other
            other = die if self.counts[die] > 1 else (pool ^ (1 << die)).bit_length() - 1
            taker: int | None = None
            for cell, last, ends in ((c1, c2, t1 | x1), (c2, c1, t2 | x2)):
                if ends:
                    continue  # a Double Trice there
                board[cell] = die
                v = self._last(last, other, key + KEYV[cell * DIE_CODES + die])
                board[cell] = E
                if taker is None or v > taker:
                    taker = v
                    if taker == WIN:
                        break
            if taker is None:
                return WIN  # every cell makes the taker a Double Trice
            if -taker > best:
                best = -taker
                if best >= beta or best == WIN:
                    break
        return best

    def _last(self, cell: int, die: int, key: int) -> int:
        """Value for the giver of the last die `die` onto the last empty `cell`
        (`key`: the board's key now)."""
        board = self.board
        both = 0
        for table, i, j in self.line_tables[cell]:
            both |= table[board[i] * 19 + board[j]]
        if both >> (die + DIE_CODES) & 1:
            return WIN  # the taker must make a Double Trice
        if both >> die & 1:
            return LOSS  # the taker makes a Trice
        if not self.double_loses:
            return 0  # classic: the full card draws
        full = (key + KEYV[cell * DIE_CODES + die]) * 2 + 1
        shard = self.tables[full & SHARD_MASK]
        hit = shard.get(full)
        if hit is not None:
            return 32768 - (hit >> 14)
        board[cell] = die
        value = self._marker_value()  # for the taker, who marks first
        board[cell] = E
        shard[full] = pack(99, value, EXACT, None)
        return -value

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
                    v = -(yield from self.place(move, list(usable), depth - 1, -WIN, -alpha))
            else:
                self._put(move, hand)
                r = result_at(self.out, board, move)
                if r:
                    v = WIN if r == 1 else LOSS
                elif self.empties:
                    v = yield from self.give(depth - 1, alpha, WIN)
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
