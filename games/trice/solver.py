"""A fast dedicated TRICE searcher: exact once the tree fits, heuristic before.

Inside the search everything is integers: the board is a list of 12 die
codes (18 = empty), the pool a list of 18 counts, moves are a die code (give)
or a cell index (place). The place/give cycle is a negamax with alpha-beta, a
transposition table keyed by the board under the card's four mirror
symmetries (kept up to date incrementally), and iterative deepening in plies.

Values are for the side to move: WIN / LOSS when proven, 0 for a full board
the horizon cannot decide (a classic full board is an exact draw), and
smaller numbers for the heuristic at the depth horizon. A search that reaches
every ending of the placement phase is exact (``exact`` is then True).

v0.3 full boards: inside the placement search a full board is scored by one
swap cycle (the marker's best mark against the opponent's best swap and
raise); at the root of the full-board phase ``FullBoardSearch`` looks a few
cycles deep. Neither counts repetitions (positions the horizon cannot decide
score as a draw).

The search exists once, as generators: every few dozen nodes it asks its
`games.deadline.Deadline` whether the move's time is up (then it raises
Timeout) or the frame's slice is (then it yields, and goes on where it was
when resumed). A blocking answer is the same search driven to its end:
``games.agents.run(solver.solve(...))``.
"""

from games.deadline import Deadline

from .tables import CELLS, DIE_CODES, LINES, LINES_THROUGH, NEIGHBOURS, SYMMETRIES, KIND, CONDITIONS

E = 18  # empty cell inside the solver
WIN, LOSS = 10000, -10000
EXACT, LOWER, UPPER = 0, 1, 2
CHECK_MASK = 31       # the clock is read once every CHECK_MASK + 1 give nodes (~0.3 ms)
# The table is split over many dicts: growing one huge dict rehashes it all at
# once (tens of ms), many small ones grow a little at a time.
SHARDS = 256
SHARD_MASK = SHARDS - 1


class Timeout(Exception):
    pass


def _outcome_table(double_loses):
    """OUT[(a*19+b)*19+c]: 0 nothing, 1 Trice (mover wins), 2 Double Trice (mover loses)."""
    table = []
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
PAIR_LINES = {(a, b): tuple(LINES[line] for line in sorted(set(LINES_THROUGH[a]) | set(LINES_THROUGH[b])))
              for a in range(CELLS) for b in NEIGHBOURS[a]}
POW = tuple(19 ** i for i in range(CELLS))
SYM_POW = tuple(tuple(POW[sym[cell]] for sym in SYMMETRIES) for cell in range(CELLS))
RAISE = tuple(code - 5 if code % 6 == 5 else code + 1 for code in range(DIE_CODES))


def result_at(out, board, cell):
    """0, 1 (Trice) or 2 (Double Trice that loses) for the lines through cell."""
    best = 0
    for i, j, k in THROUGH[cell]:
        r = out[(board[i] * 19 + board[j]) * 19 + board[k]]
        if r > best:
            best = r
            if r == 2:
                break
    return best


def _mask_tables(double_loses):
    """MASKS[pos][x * 19 + y] = (trice bits, losing double bits) over the 18 die
    codes for a line whose other two cells hold x and y (in line order) and
    whose cell at position pos (0, 1, 2) gets the die."""
    tables = []
    for pos in range(3):
        table = []
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
    tuple((line.index(cell),) + tuple(c for c in line if c != cell) for line in (LINES[i] for i in LINES_THROUGH[cell]))
    for cell in range(CELLS))


def swap_result(out, board, a, b):
    """0, 1 (Trice) or 2 (Double Trice that loses) for the lines through a and b."""
    best = 0
    for i, j, k in PAIR_LINES[(a, b)]:
        r = out[(board[i] * 19 + board[j]) * 19 + board[k]]
        if r > best:
            best = r
            if r == 2:
                break
    return best


def pack(depth, value, flag, move):
    """A table entry as one int (ints are not tracked by the garbage collector,
    so a big table does not make collections slow)."""
    return ((value + 32768) << 14) | (depth << 7) | (flag << 5) | (31 if move is None else move)


def bit_list(bits):
    out = []
    d = 0
    while bits:
        if bits & 1:
            out.append(d)
        bits >>= 1
        d += 1
    return out


class Solver:
    """Search the place/give cycle of one game (one set of 12 dice, one variant)."""

    def __init__(self, double_loses, table_size=1_500_000):
        self.double_loses = double_loses
        self.out = OUT[double_loses]
        self.masks = MASKS[double_loses]
        self.tables = [{} for _ in range(SHARDS)]
        self.table_size = table_size
        self.dice = None
        self.nodes = 0
        self.deadline = Deadline()
        self.history = [0] * (DIE_CODES * CELLS)

    # ---- set-up -------------------------------------------------------

    def load(self, board, pool, hand=None):
        """board: 12 codes with -1 for empty; pool: codes not yet placed, not
        counting `hand` (the die to place at a place root).

        Call it before every search: a search stopped by Timeout leaves the
        work arrays mid-move. The table is kept while the game's 12 dice stay
        the same (a board then fixes the pool, so the board is the key).
        """
        extra = [] if hand is None or hand < 0 else [hand]
        dice = tuple(sorted([c for c in board if c >= 0] + list(pool) + extra))
        if dice != self.dice or sum(map(len, self.tables)) > self.table_size:
            self.tables = [{} for _ in range(SHARDS)]  # keys assume the same 12 dice
            self.dice = dice
        self.board = [E] * CELLS
        self.empties = CELLS
        self.counts = [0] * DIE_CODES
        self.pool_mask = 0
        for code in pool:
            self.counts[code] += 1
            self.pool_mask |= 1 << code
        self.keys = [0, 0, 0, 0]
        for cell, code in enumerate(board):
            if code >= 0:
                self._put(cell, code)

    def _put(self, cell, code):
        """Put die `code` on the empty `cell` (board, table keys, empty count)."""
        self.board[cell] = code
        self.empties -= 1
        keys, pw = self.keys, SYM_POW[cell]
        v = code + 1
        keys[0] += v * pw[0]
        keys[1] += v * pw[1]
        keys[2] += v * pw[2]
        keys[3] += v * pw[3]

    def _lift(self, cell, code):
        """Take die `code` off `cell` again: `_put` undone."""
        self.board[cell] = E
        self.empties += 1
        keys, pw = self.keys, SYM_POW[cell]
        v = code + 1
        keys[0] -= v * pw[0]
        keys[1] -= v * pw[1]
        keys[2] -= v * pw[2]
        keys[3] -= v * pw[3]

    def _take(self, code):
        self.counts[code] -= 1
        if not self.counts[code]:
            self.pool_mask &= ~(1 << code)

    def _put_back(self, code):
        self.counts[code] += 1
        self.pool_mask |= 1 << code

    # ---- what a die does on each empty cell ------------------------------

    def cell_masks(self):
        """[(cell, trice bits, double bits)] for every empty cell."""
        board, masks = self.board, self.masks
        result = []
        for cell in range(CELLS):
            if board[cell] != E:
                continue
            trice = double = 0
            for pos, i, j in LINE_OTHERS[cell]:
                t, d = masks[pos][board[i] * 19 + board[j]]
                trice |= t
                double |= d
            result.append((cell, trice, double))
        return result

    def give_options(self):
        """(WIN, None), (LOSS, None) or (None, [(die, cells the taker may use)]).

        A die the taker could win with at once is never worth giving; a die
        that makes a Double Trice on every free cell wins for the giver.
        """
        cells = self.cell_masks()
        wins = 0
        for _, trice, double in cells:
            wins |= trice & ~double
        safe = self.pool_mask & ~wins
        if not safe:
            return LOSS, None
        options = []
        for die in bit_list(safe):
            usable = [cell for cell, trice, double in cells if not (trice | double) >> die & 1]
            if not usable:
                return WIN, None
            options.append((len(usable), die, usable))
        options.sort()
        return None, options

    def place_options(self, die):
        """(WIN or LOSS, None) if the placement is forced to end the game, else
        (None, cells that do not end it)."""
        usable = []
        for cell, trice, double in self.cell_masks():
            if trice >> die & 1 and not double >> die & 1:
                return WIN, None
            if not (trice | double) >> die & 1:
                usable.append(cell)
        if not usable:
            return LOSS, None
        return None, usable

    # ---- leaves -------------------------------------------------------

    def full_board_value(self):
        """Value for the player who must mark on the full board: one swap cycle."""
        if not self.double_loses:
            return 0  # classic: a full board without a Trice is a draw
        key = min(self.keys) * 2 + 1
        hit = self.tables[key & SHARD_MASK].get(key)
        if hit is not None:
            return (hit >> 14) - 32768
        value = -WIN
        board, out = self.board, self.out
        for mark in range(CELLS):
            reply = LOSS  # the swapper's best
            for other in NEIGHBOURS[mark]:
                board[mark], board[other] = board[other], board[mark]
                for cell in (mark, other):
                    code = board[cell]
                    board[cell] = RAISE[code]
                    r = swap_result(out, board, mark, other)
                    board[cell] = code
                    score = WIN if r == 1 else (LOSS if r == 2 else 0)
                    if score > reply:
                        reply = score
                        if reply == WIN:
                            break
                board[mark], board[other] = board[other], board[mark]
                if reply == WIN:
                    break
            if -reply > value:
                value = -reply
                if value == WIN:
                    break
        self.tables[key & SHARD_MASK][key] = pack(99, value, EXACT, None)
        return value

    # ---- the search: give and place, one ply each ------------------------------

    def _probe(self, depth, alpha, beta):
        """(key, cut value or None, remembered best die or None) for a give node."""
        key = min(self.keys) * 2
        hit = self.tables[key & SHARD_MASK].get(key)
        if hit is None:
            return key, None, None
        move = hit & 31
        move = None if move == 31 else move
        if (hit >> 7) & 127 >= depth:
            flag, v = (hit >> 5) & 3, (hit >> 14) - 32768
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return key, v, move
        return key, None, move

    def _store(self, key, depth, value, alpha, beta, move):
        flag = UPPER if value <= alpha else (LOWER if value >= beta else EXACT)
        if value == WIN or value == LOSS:
            depth = 99
        self.tables[key & SHARD_MASK][key] = pack(depth, value, flag, move)

    @staticmethod
    def _first(options, die):
        if die is not None:
            for index, option in enumerate(options):
                if option[1] == die:
                    if index:
                        options.insert(0, options.pop(index))
                    break
        return options

    def _cells_in_order(self, die, cells):
        history = self.history
        base = die * CELLS
        if len(cells) > 1:
            cells.sort(key=lambda c: -history[base + c])
        return cells

    def give(self, depth, alpha, beta):
        """Generator: value for the player who gives now."""
        self.nodes += 1
        if not self.nodes & CHECK_MASK:
            deadline = self.deadline
            if deadline.expired():
                raise Timeout
            if deadline.should_yield():
                yield from deadline.pause()
        key, cut, first = self._probe(depth, alpha, beta)
        if cut is not None:
            return cut
        forced, options = self.give_options()
        if forced is not None:
            self.tables[key & SHARD_MASK][key] = pack(99, forced, EXACT, None)
            return forced
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

    def place(self, die, cells, depth, alpha, beta):
        """Generator: value for the player who places `die` on one of `cells` (and gives next)."""
        self._take(die)
        best = LOSS - 1
        for cell in self._cells_in_order(die, cells):
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

    # ---- root ---------------------------------------------------------

    def root_moves(self, hand):
        """Root moves: die codes to give (hand None) or empty cells to place on."""
        if hand is None:
            return bit_list(self.pool_mask)
        return [cell for cell in range(CELLS) if self.board[cell] == E]

    def root_values(self, hand, depth, order=None):
        """Generator: {move: value} at the root for one depth (hand None = give).

        Moves are die codes (give) or cells (place), tried in `order` if given.
        The best move's value is exact for this depth; a worse move's value
        may only be an upper bound (it was refuted, not measured).
        """
        values = {}
        alpha = LOSS - 1
        board = self.board
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
        return values

    def plies_to_end(self, hand):
        """Depth (in plies) that reaches every ending from the root: the last
        give (one empty cell) must still be searched, not estimated."""
        if hand is None:
            return 2 * self.empties
        return max(1, 2 * self.empties - 1)

    def solve(self, hand, deadline=None, max_depth=None, order=None):
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
        full = self.plies_to_end(hand)
        limit = full if max_depth is None else min(full, max_depth)
        done, previous, reached = None, None, 0
        depth = 1 if hand is not None else 2
        while True:
            depth = min(depth, limit)
            if done is not None:
                order = sorted(done, key=lambda m: -done[m])
            try:
                values = yield from self.root_values(hand, depth, order)
            except Timeout:
                break
            previous, done, reached = done, values, depth
            if depth >= limit or max(values.values()) == WIN or all(v == LOSS for v in values.values()):
                break  # exact, at the limit, or proven everywhere
            depth += 2
        exact = done is not None and (reached >= full or max(done.values()) == WIN
                                      or all(abs(v) == WIN for v in done.values()))
        return done, reached, exact, previous


class FullBoardSearch:
    """v0.3 full-board phase: mark / swap+raise cycles, searched a few cycles deep."""

    def __init__(self, double_loses=True):
        self.out = OUT[double_loses]
        self.nodes = 0
        self.deadline = Deadline()

    def marker(self, board, cycles):
        """Value for the player who marks now."""
        best = LOSS - 1
        for mark in range(CELLS):
            v = -self.swapper(board, mark, cycles)
            if v > best:
                best = v
                if best == WIN:
                    break
        return best

    def swapper(self, board, mark, cycles):
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
    def options(mark):
        return [(other, cell) for other in NEIGHBOURS[mark] for cell in (mark, other)]

    def after(self, board, mark, other, cell, cycles):
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
