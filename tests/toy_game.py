"""A tiny game over the api.md interface for testing the shared pieces:
tic-tac-toe where a die roll (chance) decides who starts: 1-3 seat 0, 4-6 seat 1."""

from dataclasses import dataclass

from games.core import CHANCE, IllegalMove, draw_returns, win_returns

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


@dataclass(frozen=True)
class State:
    cells: tuple = (None,) * 9
    turn: int = CHANCE
    winner: object = None
    over: bool = False


class Toy:
    id = "toy"
    title = "Toy"
    min_players = max_players = 2
    variants = ("plain",)

    def new_game(self, players=2, variant=None, **options):
        if options:
            raise IllegalMove("no options")
        return State()

    def to_move(self, s):
        return CHANCE if s.turn == CHANCE and not s.over else s.turn

    def legal_moves(self, s):
        if s.over:
            return []
        if s.turn == CHANCE:
            return [f"roll {n}" for n in range(1, 7)]
        return [f"x{i}" for i, c in enumerate(s.cells) if c is None]

    def random_outcome(self, s, rng):
        return f"roll {rng.randint(1, 6)}"

    def play(self, s, move):
        if move not in self.legal_moves(s):
            raise IllegalMove(f"{move} is not allowed now")
        if s.turn == CHANCE:
            return State(turn=0 if int(move[5]) <= 3 else 1)
        cells = list(s.cells)
        cells[int(move[1])] = s.turn
        cells = tuple(cells)
        for a, b, c in LINES:
            if cells[a] is not None and cells[a] == cells[b] == cells[c]:
                return State(cells, s.turn, s.turn, True)
        if all(c is not None for c in cells):
            return State(cells, s.turn, None, True)
        return State(cells, 1 - s.turn)

    def is_over(self, s):
        return s.over

    def returns(self, s):
        return draw_returns(2) if s.winner is None else win_returns(2, s.winner)

    def end_reason(self, s):
        return "Draw." if s.winner is None else f"Player {s.winner + 1} wins."


RULES = Toy()
