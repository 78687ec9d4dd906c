"""A new game touches only its own rooms: a tiny game written here, registered with one line,
is played from the menu to game over by taps and by the shared computer player, replayed and
shared by code, with no shared file touched.

The game: a die decides who starts (1-3 the first seat, 4-6 the second), then the seats take
turns claiming cells of a row of seven; whoever owns three cells side by side wins, a full
row is a draw.
"""

from dataclasses import dataclass

import pygame
import pytest
from app_driver import click, frames, make_app, press, tap

from app.boards.part import Part
from app.boards.view import BoardView, Hit
from games import codes, registry
from games.core import CHANCE, IllegalMove, draw_returns, win_returns
from games.game import CodeFormat, Game

CELLS = 7


@dataclass(frozen=True)
class Row:
    cells: tuple = (None,) * CELLS
    turn: int = CHANCE
    winner: object = None
    over: bool = False


class RowRules:
    id, title, min_players, max_players, variants = "row", "Row of Seven", 2, 2, ("plain",)

    def new_game(self, players=2, variant=None, **options):
        return Row()

    def to_move(self, s):
        return s.turn

    def legal_moves(self, s):
        if s.over:
            return []
        if s.turn == CHANCE:
            return [f"roll {n}" for n in range(1, 7)]
        return [f"take {i + 1}" for i, c in enumerate(s.cells) if c is None]

    def random_outcome(self, s, rng):
        return f"roll {rng.randint(1, 6)}"

    def play(self, s, move):
        if move not in self.legal_moves(s):
            raise IllegalMove(f"{move} is not allowed now")
        if s.turn == CHANCE:
            return Row(turn=0 if int(move[5:]) <= 3 else 1)
        cells = list(s.cells)
        cells[int(move[5:]) - 1] = s.turn
        won = any(cells[i] == cells[i + 1] == cells[i + 2] == s.turn for i in range(CELLS - 2))
        full = None not in cells
        return Row(tuple(cells), 1 - s.turn, s.turn if won else None, won or full)

    def is_over(self, s):
        return s.over

    def returns(self, s):
        return draw_returns(2) if s.winner is None else win_returns(2, s.winner)

    def end_reason(self, s):
        return (
            "A full row: a draw." if s.winner is None else f"Player {s.winner + 1} wins: three side by side."
        )

    def seat_name(self, seat, state=None):
        return f"Player {seat + 1}"

    def describe_move(self, state, move):
        return f"{self.seat_name(state.turn)} takes cell {move[5:]}." if state.turn != CHANCE else move


# -- its board: this module is the game's board package (view_class, the menu's dice) -----------
MENU_FACES = [("pips", "W", 1), ("pips", "W", 3), ("pips", "W", 6)]


class RowCells(Part):
    """The row of cells: each one a tap target while it is free."""

    def __init__(self, app, rules):
        self.app, self.rules, self.cells = app, rules, []

    def layout(self, lay, rect):
        size = min(rect.width // CELLS, rect.height)
        left = rect.centerx - size * CELLS // 2
        self.cells = [
            pygame.Rect(left + i * size, rect.centery - size // 2, size, size) for i in range(CELLS)
        ]

    def draw(self, surface, state, ui):
        theme = self.app.theme
        for index, box in enumerate(self.cells):
            pygame.draw.rect(surface, theme.colour("panel"), box.inflate(-6, -6), border_radius=8)
            owner = state.cells[index]
            if owner is not None:
                mark = theme.text("XO"[owner], self.app.layout.heading, "accent", bold=True)
                surface.blit(mark, mark.get_rect(center=box.center))

    def hit(self, pos, state, ui):
        return next(
            (Hit(move=f"take {i + 1}") for i, box in enumerate(self.cells) if box.collidepoint(pos)), None
        )

    def targets(self, state, ui):
        legal = set(self.rules.legal_moves(state))
        return [
            (box, Hit(move=f"take {i + 1}")) for i, box in enumerate(self.cells) if f"take {i + 1}" in legal
        ]


class RowView(BoardView):
    """Built as every view is: from its parts."""

    def __init__(self, app, game, seats):
        super().__init__(app, game, seats)
        self.cells = RowCells(app, game.rules)
        self.parts = [self.cells]


def view_class():
    return RowView


GAME = Game(
    RowRules(),
    pitch="Claim three cells side by side",
    code=CodeFormat(number=9, variants=("plain",)),
    board=__name__,
)


@pytest.fixture
def row():
    registry.register(GAME)  # the one line a new game adds
    yield GAME
    registry.unregister(GAME.id)


def test_a_toy_game_plays_from_the_menu_to_game_over_by_taps_and_the_shared_computer(row, tmp_path):
    app = make_app(tmp_path)
    app.settings.animation = "off"
    menu = app.scenes.top
    card = next(c for c in menu.cards if c.game_id == "row")
    tap(app, card.rect.center)
    setup = app.scenes.top
    assert setup.name == "setup" and setup.game_id == "row"
    second = next(c for c in setup.choices if c.label == "Player 2")
    while second.value != "easy":
        click(app, second.rect.center)
    press(app, "Start", how="tap")
    board = app.scenes.top
    assert board.name == "board" and board.seats == ["human", "easy"]
    for _ in range(400):  # the person taps the leftmost free cell; the shared easy player answers
        frames(app)
        if board.rules.is_over(board.state):
            break
        if board.human_to_move() and not board.busy():
            free = board.state.cells.index(None)
            tap(app, board.view.cells.cells[free].center)
    frames(app, 3)
    assert board.rules.is_over(board.state)
    assert app.scenes.top.name == "game_over"
    computer_moves = [
        m
        for i, m in enumerate(board.match.moves[1:], 1)
        if board.match.seat_of(i) == 1 and m.startswith("take")
    ]
    assert computer_moves, "the shared computer player moved"

    # replayed: Watch again plays the finished game back to its end
    press(app, "Watch again")
    replay = app.scenes.top
    assert replay.name == "replay" and replay.mode.moves == board.match.moves
    frames(app, 900)
    assert replay.mode.index == len(replay.mode.moves)

    # shared by code: the code opens the same finished game on another device, as a replay
    code = codes.encode(board.match.record, seats=board.seats)
    other = make_app(tmp_path / "other")
    from app.sharing.links import open_code

    assert open_code(other, code) is None
    assert other.scenes.top.name == "replay" and other.scenes.top.mode.moves == board.match.moves


def test_the_toy_game_registers_with_one_line_and_leaves_when_asked(row):
    assert "row" in registry.GAME_IDS and registry.get("row") is GAME
    with pytest.raises(ValueError, match="registered already"):
        registry.register(GAME)
    other = type("OtherRules", (RowRules,), {"id": "row2"})()
    with pytest.raises(ValueError, match="code number 0 is trice's"):
        registry.register(Game(other, pitch="", code=CodeFormat(number=0, variants=("plain",))))
    assert "row2" not in registry.GAME_IDS
