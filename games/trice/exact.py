"""TRICE's exact search of the place/give cycle's last cells, as plain functions.

The search solves a give position to one of three values for the player to give:
1 (a win), -1 (a loss) or 0 (a classic full card, or a v0.3 full card that one mark/swap/raise
cycle does not decide). It is a negamax with alpha-beta over those three values, a table of
proven bounds (a lower and an upper bound per position, so a position searched with one
window helps every later window), and moves ordered from a cheap evaluation.

What makes it fast:

- The dice that end the game on each empty cell are kept as one int per cell (`cm`: bits
  0-17 the dice that make a Trice there, bits 18-35 the dice that make a losing Double Trice)
  and passed down, updated by the lines through the cell just filled and another empty cell
  (LINKS), instead of being worked out again from every line at every node.
- A placement is looked at before it is searched: a placement that leaves the placer no safe
  die to give loses at once, one that leaves a safe die ending on every cell wins at once;
  neither is searched. The others are searched fewest safe dice first (the most forcing
  positions have the smallest trees, so a refutation, if there is one, is met cheaply), then
  by the history heuristic. Dice are given fewest usable cells first.
- Two empty cells are solved in line (`_two`): the last die's lines are checked before any
  full card is scored.
- A v0.3 full card is scored lazily, by the question the window asks: "does the player to
  mark have a mark that no answer wins?" (then not a loss) and, only when a win would
  matter, "a mark that every answer loses?" (a win). Each answer is known by the lines through
  the two swapped cells, looked up as bit masks, pairs in an order that covers every mark
  early. Both answers are remembered per card.

The generator layer that gives the frame back (the nodes with many empty cells) is in
solver.py; everything here runs to its end in a fraction of a millisecond to a few
milliseconds, and never reads the clock.
"""

from __future__ import annotations

from collections.abc import Sequence

from .tables import CELLS, CONDITIONS, DIE_CODES, KIND, LINES, LINES_THROUGH, NEIGHBOURS

E = 18  # empty cell inside the solver
D = DIE_CODES
DIE_BITS = (1 << DIE_CODES) - 1
NO_DIE = 31  # "no best die" in a table entry
SHARDS = 256  # the table is split over many dicts: one huge dict rehashes all at once (tens of ms)
SHARD_MASK = SHARDS - 1

# The table key of a board: sum of (code + 1) * 19 ** cell, kept up to date move by move
# (KEYV[cell * 18 + code] is one term). Give positions are stored under key * 2, full
# cards under key * 2 + 1.
KEYV: tuple[int, ...] = tuple((code + 1) * 19**cell for cell in range(CELLS) for code in range(DIE_CODES))
CELL_BIT = tuple(1 << cell for cell in range(CELLS))
RAISE = tuple(code - 5 if code % 6 == 5 else code + 1 for code in range(DIE_CODES))
EMPTY_CELLS = tuple(tuple(c for c in range(CELLS) if m >> c & 1) for m in range(1 << CELLS))


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


def _combined_tables(double_loses: bool) -> tuple[tuple[int, ...], ...]:
    """COMBINED[pos][x * 19 + y]: the dice that, put at position pos (0, 1, 2) of a line
    whose other two cells hold x and y (in line order), make a Trice (bits 0-17) or a
    losing Double Trice (bits 18-35). 0 when x or y is empty."""
    tables: list[tuple[int, ...]] = []
    for pos in range(3):
        table: list[int] = []
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
                table.append(trice | double << DIE_CODES)
        tables.append(tuple(table))
    return tuple(tables)


COMBINED = {dl: _combined_tables(dl) for dl in (True, False)}
LineTable = tuple[tuple[int, ...], int, int]  # (a COMBINED table, the line's other two cells in order)
# LINE_TABLES[double_loses][cell]: the lines through cell as (table, i, j): OR-ing
# table[board[i] * 19 + board[j]] over them gives the cell's mask.


def _line_tables(double_loses: bool) -> tuple[tuple[LineTable, ...], ...]:
    rows: list[tuple[LineTable, ...]] = []
    for cell in range(CELLS):
        row: list[LineTable] = []
        for line in (LINES[i] for i in LINES_THROUGH[cell]):
            i, j = (c for c in line if c != cell)
            row.append((COMBINED[double_loses][line.index(cell)], i, j))
        rows.append(tuple(row))
    return tuple(rows)


LINE_TABLES = {dl: _line_tables(dl) for dl in (True, False)}
Link = tuple[tuple[int, ...], int, bool]


def _links(double_loses: bool) -> tuple[tuple[tuple[Link, ...], ...], ...]:
    """LINKS[c][x]: per line holding cells c and x, (table for x, the third cell, c before it)."""
    rows: list[tuple[tuple[Link, ...], ...]] = []
    for c in range(CELLS):
        row: list[tuple[Link, ...]] = []
        for x in range(CELLS):
            items: list[Link] = []
            for line in LINES:
                if c != x and c in line and x in line:
                    z = next(q for q in line if q not in (c, x))
                    items.append((COMBINED[double_loses][line.index(x)], z, line.index(c) < line.index(z)))
            row.append(tuple(items))
        rows.append(tuple(row))
    return tuple(rows)


LINKS = {dl: _links(dl) for dl in (True, False)}

# ---- the full card: a neighbouring pair a < b swapped, then either die raised ----------------
ADJACENT = tuple((a, b) for a in range(CELLS) for b in NEIGHBOURS[a] if a < b)  # 17 pairs
PAIR_ID = {pair: n for n, pair in enumerate(ADJACENT)}
# A perfect matching of the card's 12 cells: its 6 pairs answer a mark on every cell, so a
# card where they all win (or all do not lose) is settled after 6 pairs.
MATCHING = ((0, 1), (2, 3), (4, 8), (5, 9), (6, 10), (7, 11))
# MARK_PAIRS[m]: the pairs an answer to a mark on m can swap, its matching pair first.
MARK_PAIRS = tuple(
    tuple(
        sorted(
            (PAIR_ID[(min(m, o), max(m, o))] for o in NEIGHBOURS[m]),
            key=lambda p: ADJACENT[p] not in MATCHING,
        )
    )
    for m in range(CELLS)
)
SAFE_ORDER = tuple(sorted(range(CELLS), key=lambda m: len(NEIGHBOURS[m])))  # corners first: fewest answers
WIN_ORDER = (0, 2, 4, 5, 6, 7, 1, 3, 8, 9, 10, 11)  # one mark per matching pair first
Shared = tuple[int, int, int, int]
PairPlan = tuple[int, int, tuple[LineTable, ...], tuple[LineTable, ...], tuple[Shared, ...]]


def _pair_plans(double_loses: bool) -> tuple[PairPlan, ...]:
    """Per pair a < b: (a, b, lines through a without b as (table, i, j), the same for b,
    the lines holding both as (weight of a, weight of b, third cell, its weight) into OUT)."""
    weights = (361, 19, 1)
    plans: list[PairPlan] = []
    for a, b in ADJACENT:

        def through(cell: int, other: int) -> tuple[LineTable, ...]:
            return tuple(entry for entry in LINE_TABLES[double_loses][cell] if other not in entry[1:])

        shared: list[Shared] = []
        for line in LINES:
            if a in line and b in line:
                z = next(c for c in line if c not in (a, b))
                shared.append((weights[line.index(a)], weights[line.index(b)], z, weights[line.index(z)]))
        plans.append((a, b, through(a, b), through(b, a), tuple(shared)))
    return tuple(plans)


PAIR_PLANS = {dl: _pair_plans(dl) for dl in (True, False)}


def cell_masks(board: Sequence[int], line_tables: Sequence[Sequence[LineTable]]) -> list[int]:
    """The mask of every empty cell of `board` (0 for a filled one): see `cm` above."""
    masks = [0] * CELLS
    for cell in range(CELLS):
        if board[cell] == E:
            both = 0
            for table, i, j in line_tables[cell]:
                both |= table[board[i] * 19 + board[j]]
            masks[cell] = both
    return masks


def ends_of(masks: Sequence[int], cells: Sequence[int]) -> tuple[int, int]:
    """(dice that win for the taker somewhere, dice that end the game somewhere) over `cells`."""
    wins = ends = 0
    for x in cells:
        m = masks[x]
        wins |= m & ~(m >> D)
        ends |= m | m >> D
    return wins & DIE_BITS, ends & DIE_BITS


Kid = tuple[int, int, int, int, list[int], int, int]  # (safe dice, -history, cell, key, masks, wins, ends)


class ExactSearch:
    """The exact search's state: the board and pool being searched (set by the subclass),
    the table of proven bounds and the history heuristic."""

    def __init__(self, double_loses: bool) -> None:
        self.double_loses = double_loses
        self.line_tables = LINE_TABLES[double_loses]
        self.links = LINKS[double_loses]
        self.plans = PAIR_PLANS[double_loses]
        self.out = OUT[double_loses]
        self.board: list[int] = [E] * CELLS
        self.counts: list[int] = [0] * DIE_CODES
        self.proven: list[dict[int, int]] = [{} for _ in range(SHARDS)]
        self.history = [0] * (DIE_CODES * CELLS)
        self.nodes = 0

    # ---- a give position with three or more empty cells ------------------------------------

    def probe(self, tkey: int, alpha: int, beta: int) -> tuple[int | None, int, int, int, int, int]:
        """(cut value or None, alpha, beta, lower bound, upper bound, best die) from the table."""
        hit = self.proven[tkey & SHARD_MASK].get(tkey)
        if hit is None:
            return None, alpha, beta, -1, 1, NO_DIE
        lo, hi = (hit & 3) - 1, (hit >> 2 & 3) - 1
        if lo >= beta or lo == hi:
            return lo, alpha, beta, lo, hi, NO_DIE
        if hi <= alpha:
            return hi, alpha, beta, lo, hi, NO_DIE
        return None, max(alpha, lo), min(beta, hi), lo, hi, hit >> 4

    def store(self, tkey: int, best: int, a0: int, beta: int, lo: int, hi: int, die: int) -> None:
        """Remember what a search with the window (a0, beta) proved: merged with what was known."""
        if best <= a0:
            hi = min(hi, best)
        elif best >= beta:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.proven[tkey & SHARD_MASK][tkey] = (lo + 1) | (hi + 1) << 2 | die << 4

    def dice_options(self, mask: int, cm: list[int], safe: int, ends: int, first: int) -> int | list[int]:
        """The giver's dice as ints (cells usable << 5 | die), fewest usable cells first and
        the table's best die before all; or 1 when a safe die ends the game on every cell."""
        options: list[int] = []
        cells = EMPTY_CELLS[mask]
        d = safe
        while d:
            low = d & -d
            d ^= low
            use = mask
            if ends & low:
                use = 0
                for x in cells:
                    m = cm[x]
                    if not (m | m >> D) & low:
                        use |= CELL_BIT[x]
                if not use:
                    return 1  # the taker must make a Double Trice
            options.append(use.bit_count() << 24 | use << 5 | (low.bit_length() - 1))
        if len(options) > 1:
            options.sort()
            if first != NO_DIE and options[0] & 31 != first:
                for index, option in enumerate(options):
                    if option & 31 == first:
                        options.insert(0, options.pop(index))
                        break
        return options

    def placements(
        self, key: int, mask: int, cm: list[int], die: int, use: int, rest: int, beta: int, look: bool
    ) -> int | list[Kid]:
        """The placements of `die` on the cells of `use`, looked at before any is searched: a
        value for the placer when one of them settles it (1: a win at once, or a table entry
        that reaches `beta` when `look`), else the placements worth searching, best first."""
        board, links, history, proven = self.board, self.links, self.history, self.proven
        d19 = die * 19
        hbase = die * CELLS
        kids: list[Kid] = []
        for c in EMPTY_CELLS[use]:
            ckey = key + KEYV[c * D + die]
            if look:
                h = proven[ckey * 2 & SHARD_MASK].get(ckey * 2)
                if h is not None and (h & 3) - 1 >= beta:
                    history[hbase + c] += 1
                    return (h & 3) - 1
            # the other cells gain the lines through c whose third cell is filled
            lc = links[c]
            child = cm
            w = an = 0
            ae = DIE_BITS
            for y in EMPTY_CELLS[mask ^ CELL_BIT[c]]:
                m = cm[y]
                for table, z, cfirst in lc[y]:
                    bz = board[z]
                    if bz != E:
                        add = table[d19 + bz if cfirst else bz * 19 + die]
                        if add & ~m:
                            if child is cm:
                                child = cm[:]
                            m |= add
                            child[y] = m
                w |= m & ~(m >> D)
                m |= m >> D
                an |= m
                ae &= m
            safe = rest & ~w
            if not safe:
                continue  # the placer has no safe die to give: a loss, never worth trying
            if safe & ae:
                history[hbase + c] += 1
                return 1  # a safe die that ends the game on every cell: the placer wins
            kids.append((safe.bit_count(), -history[hbase + c], c, ckey, child, w & DIE_BITS, an & DIE_BITS))
        if len(kids) > 1:
            kids.sort()
        return kids

    def solve_give(
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
    ) -> int:
        """Value (-1, 0, 1) for the player who gives now with k >= 3 empty cells, fail-soft
        against (alpha, beta). `cm`: the cells' masks; `wins`, `ends`: what `ends_of` says of
        them. The same steps as solver.Solver.exact_give, which gives the frame back; here in
        line, as most nodes of a search are down here."""
        self.nodes += 1
        tkey = key * 2
        proven = self.proven[tkey & SHARD_MASK]
        hit = proven.get(tkey)
        first = NO_DIE
        if hit is not None:
            lo, hi = (hit & 3) - 1, (hit >> 2 & 3) - 1
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            first = hit >> 4
        else:
            lo, hi = -1, 1
        safe = pool & ~wins
        if not safe:
            proven[tkey] = 0 | 0 << 2 | NO_DIE << 4
            return -1
        options = self.dice_options(mask, cm, safe, ends, first)
        if isinstance(options, int):
            proven[tkey] = 2 | 2 << 2 | NO_DIE << 4
            return 1
        counts, board, history = self.counts, self.board, self.history
        a0 = alpha
        best, best_die = -2, NO_DIE
        below = k - 1
        for option in options:
            die = option & 31
            counts[die] -= 1
            rest = pool if counts[die] else pool ^ (1 << die)
            kids = self.placements(key, mask, cm, die, option >> 5 & 4095, rest, -alpha, below > 2)
            if isinstance(kids, int):
                p_best = kids
            elif not kids:
                p_best = -1  # every cell leaves the placer without a safe die
            else:
                p_best, p_alpha, p_beta = -2, -beta, -alpha
                for _, _, c, ckey, child, w, an in kids:
                    board[c] = die
                    if below == 3:
                        v = self.solve_three(p_alpha, p_beta, ckey, mask ^ CELL_BIT[c], rest, child, w, an)
                    else:
                        v = self.solve_give(
                            p_alpha, p_beta, ckey, mask ^ CELL_BIT[c], rest, below, child, w, an
                        )
                    board[c] = E
                    if v > p_best:
                        p_best = v
                        if v > p_alpha:
                            p_alpha = v
                            if v >= p_beta:
                                history[die * CELLS + c] += 1
                                break
            counts[die] += 1
            if -p_best > best:
                best, best_die = -p_best, die
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
        self.store(tkey, best, a0, beta, lo, hi, best_die)
        return best

    def solve_three(
        self, alpha: int, beta: int, key: int, mask: int, pool: int, cm: list[int], wins: int, ends: int
    ) -> int:
        """`solve_give` with three empty cells, the placements looked at in line: the two
        cells left after one only gain the lines through both (LINKS), so no list is built."""
        self.nodes += 1
        tkey = key * 2
        proven = self.proven[tkey & SHARD_MASK]
        hit = proven.get(tkey)
        first = NO_DIE
        if hit is not None:
            lo, hi = (hit & 3) - 1, (hit >> 2 & 3) - 1
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            first = hit >> 4
        else:
            lo, hi = -1, 1
        safe = pool & ~wins
        if not safe:
            proven[tkey] = 0 | 0 << 2 | NO_DIE << 4
            return -1
        options = self.dice_options(mask, cm, safe, ends, first)
        if isinstance(options, int):
            proven[tkey] = 2 | 2 << 2 | NO_DIE << 4
            return 1
        counts, board, history, links = self.counts, self.board, self.history, self.links
        a0 = alpha
        best, best_die = -2, NO_DIE
        for option in options:
            die = option & 31
            counts[die] -= 1
            rest = pool if counts[die] else pool ^ (1 << die)
            d19 = die * 19
            hbase = die * CELLS
            p_best, p_alpha, p_beta = -2, -beta, -alpha
            kids: list[tuple[int, int, int, int, int]] = []
            for c in EMPTY_CELLS[option >> 5 & 4095]:
                y1, y2 = EMPTY_CELLS[mask ^ CELL_BIT[c]]
                m1, m2 = cm[y1], cm[y2]
                lc = links[c]
                for table, z, cfirst in lc[y1]:
                    bz = board[z]
                    if bz != E:
                        m1 |= table[d19 + bz if cfirst else bz * 19 + die]
                for table, z, cfirst in lc[y2]:
                    bz = board[z]
                    if bz != E:
                        m2 |= table[d19 + bz if cfirst else bz * 19 + die]
                placer_safe = rest & ~((m1 & ~(m1 >> D)) | (m2 & ~(m2 >> D)))
                if not placer_safe:
                    continue  # the placer has no safe die to give: a loss
                if placer_safe & (m1 | m1 >> D) & (m2 | m2 >> D):
                    p_best = 1  # a safe die that ends the game on both cells: the placer wins
                    history[hbase + c] += 1
                    break
                kids.append((placer_safe.bit_count(), -history[hbase + c], c, m1, m2))
            else:
                if kids:
                    if len(kids) > 1:
                        kids.sort()
                    for _, _, c, m1, m2 in kids:
                        board[c] = die
                        v = self.solve_two(
                            p_alpha, p_beta, key + KEYV[c * D + die], mask ^ CELL_BIT[c], rest, m1, m2
                        )
                        board[c] = E
                        if v > p_best:
                            p_best = v
                            if v > p_alpha:
                                p_alpha = v
                                if v >= p_beta:
                                    history[hbase + c] += 1
                                    break
                else:
                    p_best = -1  # every cell leaves the placer without a safe die
            counts[die] += 1
            if -p_best > best:
                best, best_die = -p_best, die
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
        self.store(tkey, best, a0, beta, lo, hi, best_die)
        return best

    # ---- two empty cells, one empty cell ------------------------------------------------

    def solve_two(self, alpha: int, beta: int, key: int, mask: int, pool: int, m1: int, m2: int) -> int:
        """Value for the giver with two empty cells (masks m1, m2), fail-soft; not stored:
        cheaper to work out again than to look up.

        The giver gives e, the taker places it on one cell, gives back the last die f, and
        the giver places f on the last cell, fills the card and marks first (v0.3). So the
        giver's value of e is the worst, over the taker's cells, of f's lines on the last
        cell, else the full card's score; the lines are checked for both cells before any
        card is scored.
        """
        self.nodes += 1
        board = self.board
        c1, c2 = EMPTY_CELLS[mask]
        d1 = pool.bit_length() - 1
        d2 = d1 if self.counts[d1] > 1 else (pool ^ (1 << d1)).bit_length() - 1
        links = self.links
        l12, l21 = links[c1][c2], links[c2][c1]  # lines through both: placing on one changes the other's mask
        best = -2
        for e, f in ((d1, d2), (d2, d1)) if d1 != d2 else ((d1, d1),):
            t1, x1 = m1 >> e & 1, m1 >> (e + D) & 1
            t2, x2 = m2 >> e & 1, m2 >> (e + D) & 1
            if (t1 and not x1) or (t2 and not x2):
                v = -1  # the taker wins with e at once
            else:
                floor = best if best > alpha else alpha
                v = 2
                late = 0  # cells (bit 1: c1, bit 2: c2) whose card must be scored
                for ends, my, lk, bit in ((t1 | x1, m2, l12, 1), (t2 | x2, m1, l21, 2)):
                    if ends:
                        continue  # a Double Trice for the taker: never chosen while the other is open
                    for table, z, first in lk:
                        bz = board[z]
                        if bz != E:
                            my |= table[e * 19 + bz if first else bz * 19 + e]
                    if my >> (f + D) & 1:
                        w = -1  # the giver's last die makes a Double Trice
                    elif my >> f & 1:
                        w = 1  # ... a Trice
                    elif not self.double_loses:
                        w = 0  # classic: the full card draws
                    else:
                        late |= bit
                        continue
                    if w < v:
                        v = w
                if v == 2 and not late:
                    return 1  # both cells make the taker a Double Trice
                if late and v > floor:
                    # both cards to score: the one already scored first, it may settle the die
                    order = ((c1, c2, 1), (c2, c1, 2))
                    if late == 3:
                        other = (key + KEYV[c2 * D + e] + KEYV[c1 * D + f]) * 2 + 1
                        if other in self.proven[other & SHARD_MASK]:
                            order = ((c2, c1, 2), (c1, c2, 1))
                    for x, y, bit in order:
                        if late & bit:
                            board[x], board[y] = e, f
                            w = self.card_value(key + KEYV[x * D + e] + KEYV[y * D + f], floor, beta)
                            board[x] = board[y] = E
                            if w < v:
                                v = w
                                if v <= floor:
                                    break
            if v > best:
                best = v
                if best >= beta:
                    return best
        return best

    def last_value(self, cell: int, die: int, key: int) -> int:
        """Value for the giver of the last die `die` onto the last empty `cell` (`key`: the
        board's key now)."""
        board = self.board
        both = 0
        for table, i, j in self.line_tables[cell]:
            both |= table[board[i] * 19 + board[j]]
        if both >> (die + D) & 1:
            return 1  # the taker must make a Double Trice
        if both >> die & 1:
            return -1  # the taker makes a Trice
        if not self.double_loses:
            return 0  # classic: the full card draws
        board[cell] = die
        value = self.card_value(key + KEYV[cell * D + die], -2, 2)  # for the taker, who marks
        board[cell] = E
        return -value

    # ---- the full card (v0.3): one mark/swap/raise cycle --------------------------------

    def card_value(self, key: int, floor: int, beta: int) -> int:
        """The full card on the board (key `key`) for the player to mark, over one cycle: exact
        when it lies inside (floor, beta), else a bound on that side. A card's answers are
        remembered (bit 0: "has a safe mark" known, bit 1: its answer, bits 2 and 3: "has a
        winning mark" likewise)."""
        fkey = key * 2 + 1
        shard = self.proven[fkey & SHARD_MASK]
        known = shard.get(fkey, 0)
        if floor < 0:
            if not known & 1:
                known |= 1 | self.has_safe_mark() << 1
                shard[fkey] = known
            if not known & 2:
                return -1  # every mark has a winning answer
            if beta <= 0:
                return 0  # not a loss: enough for this window
        if not known & 4:
            known |= 4 | self.has_winning_mark() << 3
            shard[fkey] = known
        return 1 if known & 8 else 0

    def has_safe_mark(self) -> bool:
        """Is there a mark that no answer wins for the swapper? (Corners first: two pairs.)"""
        board = self.board
        wins = [-1] * len(ADJACENT)
        for mark in SAFE_ORDER:
            for p in MARK_PAIRS[mark]:
                w = wins[p]
                if w < 0:
                    r = self.pair_results(board, p)
                    w = wins[p] = int(r & 3 == 1 or r >> 2 == 1)
                if w:
                    break
            else:
                return True
        return False

    def has_winning_mark(self) -> bool:
        """Is there a mark that every answer loses for the swapper (a Double Trice)?"""
        board = self.board
        open_ = [-1] * len(ADJACENT)
        for mark in WIN_ORDER:
            for p in MARK_PAIRS[mark]:
                w = open_[p]
                if w < 0:
                    r = self.pair_results(board, p)
                    w = open_[p] = int(r & 3 != 2 or r >> 2 != 2)
                if w:
                    break
            else:
                return True
        return False

    def pair_results(self, board: list[int], pair: int) -> int:
        """Swapping the pair a < b and raising a, then raising b: r_a | r_b << 2, each 0
        (nothing), 1 (a Trice: the swapper wins) or 2 (a Double Trice: the swapper loses).

        The lines through a that miss b (and through b that miss a) are looked up once as
        masks over every die that could land there; only the lines holding both are checked
        per raise."""
        a, b, through_a, through_b, shared = self.plans[pair]
        ma = 0
        for table, i, j in through_a:
            ma |= table[board[i] * 19 + board[j]]
        mb = 0
        for table, i, j in through_b:
            mb |= table[board[i] * 19 + board[j]]
        die_a, die_b = board[a], board[b]
        out = self.out
        results = 0
        shift = 0
        for new_a, new_b in ((RAISE[die_b], die_a), (die_b, RAISE[die_a])):
            if ma >> (new_a + D) & 1 or mb >> (new_b + D) & 1:
                r = 2
            else:
                r = ma >> new_a & 1 | mb >> new_b & 1
                for wa, wb, z, wz in shared:
                    o = out[new_a * wa + new_b * wb + board[z] * wz]
                    if o > r:
                        r = o
                        if o == 2:
                            break
            results |= r << shift
            shift = 2
        return results
