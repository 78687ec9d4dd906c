"""`python tools/new_game.py NAME [--title TITLE]`: a new game's playable skeleton, and its one
registry line (docs/architecture.md, "What a new game touches").

It writes, for a game with the id NAME (lowercase letters and digits):

- games/NAME/__init__.py   the game's declaration (`GAME`: its rules, its menu line, its code
                           number, where its board is, the languages it speaks so far)
- games/NAME/rules.py      a small playable game over docs/api.md's interface: a die says who
                           starts, the players take cells of a 4x4 board in turn, three in a
                           line win, a full board is a draw. Replace it with yours.
- games/NAME/howto.txt     its rules page, in the format the other games' pages use
- games/NAME/figures.py    its rules page's pictures (games/figures.py): a turn and a win
- games/NAME/view_queries.py   what its board asks of its rules beyond the contract, as a
                           Protocol mypy holds the rules and the view to
- app/boards/NAME/__init__.py and view.py   its board: a view built from one part (the row)

and adds "NAME" to games/registry.py's PACKAGES. It takes the next free share-code number and
declares `languages=("en",)`: the game speaks English until its messages are translated
(`make catalogs`, then the .po files; docs/i18n.md), and the tests ask other languages of it
only once it declares them. The whole test suite passes with the skeleton registered as it
comes (`pytest --fifth-game` registers one without touching the tree: tests/conftest.py).

`--root DIR` writes into DIR (games/ and app/boards/ under it) instead of the project, and
`--no-register` leaves games/registry.py alone.
"""

from __future__ import annotations

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

INIT = '''"""{title}: a new game (written by tools/new_game.py; make it yours).

Its rules are in ``rules.py``, its rules page in ``howto.txt``, its board in
app/boards/{name}/.
"""

from ..game import CodeFormat, Game
from ..i18n import N_
from .rules import RULES

GAME = Game(
    RULES,
    pitch=N_("Take cells, line up three"),
    code=CodeFormat(number={number}, variants=("plain",)),
    board="app.boards.{name}",
    figures_module="games.{name}.figures",
    languages=("en",),  # add "it", "de", "es" once its messages are translated (docs/i18n.md)
)
'''

RULES = '''"""{title}'s rules over docs/api.md's interface: a die says who starts (1-3 the first
seat, 4-6 the second); then the players take free cells of a 4x4 board in turn; whoever holds
three cells in a line (across, down or diagonally, side by side) wins; a full board is a draw.

Moves: "roll N" (the die, a chance move), "take c3" (a cell: its column a-d from the left, its
row 1-4 from the top, as docs/api.md names cells).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..contract import OptionValue
from ..core import CHANCE, IllegalMove, draw_returns, win_returns
from ..i18n import _

SIZE = 4
NAMES = [f"{{'abcd'[index % SIZE]}}{{index // SIZE + 1}}" for index in range(SIZE * SIZE)]
STEPS = ((1, 0), (0, 1), (1, 1), (1, -1))  # across, down, and the two diagonals
LINES = [
    tuple((y + k * dy) * SIZE + x + k * dx for k in range(3))
    for y in range(SIZE)
    for x in range(SIZE)
    for dx, dy in STEPS
    if 0 <= x + 2 * dx < SIZE and 0 <= y + 2 * dy < SIZE
]


@dataclass(frozen=True)
class State:
    cells: tuple[int | None, ...] = (None,) * (SIZE * SIZE)  # who holds each cell
    turn: int = CHANCE  # the seat to move (CHANCE: the die, at the start)
    last: int = 0  # the seat that moved last: to_move once the game is over
    winner: int | None = None
    over: bool = False


class Rules:
    id = "{name}"
    title = "{title}"
    min_players = 2
    max_players = 2
    variants = ("plain",)

    def new_game(self, players: int = 2, variant: str | None = None, **options: OptionValue) -> State:
        if players != 2 or variant not in (None, "plain") or options:
            raise IllegalMove(_("This game is for two players, with no options."))
        return State()

    def to_move(self, state: State) -> int:
        return state.last if state.over else state.turn

    def legal_moves(self, state: State) -> list[str]:
        if state.over:
            return []
        if state.turn == CHANCE:
            return [f"roll {{n}}" for n in range(1, 7)]
        return [f"take {{NAMES[cell]}}" for cell, owner in enumerate(state.cells) if owner is None]

    def random_outcome(self, state: State, rng: random.Random) -> str:
        return f"roll {{rng.randint(1, 6)}}"

    def play(self, state: State, move: str) -> State:
        if move not in self.legal_moves(state):
            raise IllegalMove(_("That is not a move now: tap a free cell."))
        if state.turn == CHANCE:
            return State(turn=0 if int(move.split()[1]) <= 3 else 1)
        cell = NAMES.index(move.split()[1])
        cells = tuple(state.turn if index == cell else owner for index, owner in enumerate(state.cells))
        won = any(all(cells[i] == state.turn for i in line) for line in LINES)
        full = None not in cells
        return State(cells, 1 - state.turn, state.turn, state.turn if won else None, won or full)

    def is_over(self, state: State) -> bool:
        return state.over

    def returns(self, state: State) -> list[float]:
        return draw_returns(2) if state.winner is None else win_returns(2, state.winner)

    def winning_line(self, state: State) -> tuple[int, ...] | None:
        """The cells of the line that won, or None."""
        winner = state.winner
        return next((line for line in LINES if all(state.cells[i] == winner for i in line)), None)

    def end_reason(self, state: State) -> str:
        if not state.over:
            return ""
        line = self.winning_line(state)
        if state.winner is None or line is None:
            return _("Draw: the board is full.")
        cells = "-".join(NAMES[i] for i in line)
        return _("{{player}} wins: three in a line on {{cells}}.").format(
            player=self.seat_name(state.winner), cells=cells
        )

    def seat_name(self, seat: int, state: State | None = None) -> str:
        return _("Player {{number}}").format(number=seat + 1)

    def describe_move(self, state: State, move: str) -> str:
        word = move.split()[1]
        if state.turn == CHANCE:
            return _("The die shows {{number}}.").format(number=word)
        return _("{{player}} takes {{cell}}.").format(player=self.seat_name(state.turn), cell=word)


RULES = Rules()
'''

HOWTO = """# Goal

Be the first to hold three cells in a line on a board of 4 by 4.

# Your turn

- At the start a die says who begins: 1 to 3 the first player, 4 to 6 the second.
- Then take turns: tap a free cell to take it. Columns are lettered a to d from left to right, rows numbered 1 to 4 from top to bottom.
[figure: take]

# The end

Three cells of yours side by side in a line, across, down or diagonally, win at once. When the board is full and nobody has such a line, the game is a draw.
[figure: win]
"""

FIGURES = '''"""{title}'s rules pictures (games/figures.py): a turn and a win."""

from games.figures import Figure
from games.i18n import N_

FIGURES = (
    Figure(
        "take",
        ("roll 2", "take b2"),
        N_("Player 1 took b2. Now Player 2 takes any free cell."),
        ring=("b2",),
    ),
    Figure(
        "win",
        ("roll 2", "take a1", "take a2", "take b1", "take b2", "take c1"),
        N_("Player 1 holds a1, b1 and c1: three in a line win."),
        winner=0,
    ),
)
'''

BOARD_INIT = '''"""{title}'s board: its view (view.py) is built from one part, the grid of cells."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.boards.host import Face
    from app.boards.view import BoardView

# The menu card's dice and the faces they roll through now and then (app/ui/faces.py).
MENU_FACES: list[Face] = [("pips", "W", 1), ("pips", "W", 3), ("pips", "W", 6)]
MENU_POOL: list[Face] = [("pips", "W", value) for value in range(1, 7)]


def view_class() -> type[BoardView]:
    """The game's BoardView class (imported when a board first opens, not with the menu)."""
    from .view import GridView

    return GridView
'''

QUERIES = '''"""What {title}'s board (app/boards/{name}/) asks its rules beyond the contract's `Rules`, as
a Protocol: the view reads `RULES` through it, so mypy checks every query it calls and `RULES`
(checked below) must answer them all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from games.contract import Rules

from .rules import State

if TYPE_CHECKING:
    from .rules import RULES


class Queries(Rules[State], Protocol):
    def winning_line(self, state: State) -> tuple[int, ...] | None: ...


if TYPE_CHECKING:
    _checked: Queries = RULES
'''

VIEW = '''"""{title}'s view: the players' cards along the top (every game's, app/boards/seat_panel.py),
the 4x4 board under them, each free cell a tap target; at the end the winning line is ringed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from app.boards.host import Host
from app.boards.part import Part
from app.boards.seat_panel import SeatRow
from app.boards.view import BoardUI, BoardView, Hit, Point
from app.ui.layout import Layout
from games.game import Game
from games.{name}.rules import NAMES, SIZE, State
from games.{name}.view_queries import Queries


class Grid(Part):
    """The board: a square per cell, a player's mark in each cell taken, the cells' names."""

    def __init__(self, app: Host, rules: Queries) -> None:
        self.app, self.rules = app, rules
        self.cells: list[pygame.Rect] = []
        self.area = pygame.Rect(0, 0, 0, 0)

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        side = min(rect.width, rect.height) // SIZE
        self.area = pygame.Rect(0, 0, side * SIZE, side * SIZE)
        self.area.center = rect.center
        self.cells = [
            pygame.Rect(self.area.x + (i % SIZE) * side, self.area.y + (i // SIZE) * side, side, side)
            for i in range(SIZE * SIZE)
        ]

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        theme, lay = self.app.theme, self.app.layout
        line = self.rules.winning_line(state) if self.rules.is_over(state) else None
        for index, box in enumerate(self.cells):
            pygame.draw.rect(surface, theme.colour("panel"), box.inflate(-6, -6), border_radius=8)
            name = theme.text(NAMES[index], lay.small, "muted")  # the name a sentence may say
            surface.blit(name, name.get_rect(topleft=(box.x + 8, box.y + 6)))
            owner = state.cells[index]
            if owner is not None:
                mark = theme.text("XO"[owner], lay.heading, "accent", bold=True)
                surface.blit(mark, mark.get_rect(center=box.center))
            if line is not None and index in line:  # the winning line, ringed
                ring = box.inflate(-2, -2)
                pygame.draw.rect(surface, theme.colour("accent"), ring, width=4, border_radius=8)

    def hit(self, pos: Point, state: Any, ui: BoardUI) -> Hit | None:
        for rect, hit in self.targets(state, ui):
            if rect.collidepoint(pos):
                return hit
        return None

    def targets(self, state: Any, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        legal = set(self.rules.legal_moves(state))
        moves = [f"take {{name}}" for name in NAMES]
        return [(box, Hit(move=move)) for box, move in zip(self.cells, moves) if move in legal]


class GridView(BoardView):
    """Built as every view is: from its parts."""

    rules: Queries  # game.rules: RULES (games/{name}/view_queries.py checks it answers them)

    def __init__(self, app: Host, game: Game[Any], seats: Sequence[str]) -> None:
        super().__init__(app, game, seats)
        self.cards = SeatRow(app, game, self.seats, self.labels)
        self.grid = Grid(app, self.rules)
        self.parts = [self.cards, self.grid]

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        """The cards' row along the top, the board in the rest."""
        strip = SeatRow.strip(lay, self.app.theme)
        self.cards.layout(lay, pygame.Rect(rect.x, rect.y, rect.width, strip))
        below = strip + lay.gap
        self.grid.layout(lay, pygame.Rect(rect.x, rect.y + below, rect.width, rect.height - below))

    def playing_area(self) -> pygame.Rect | None:
        return self.grid.area

    def seat_areas(self) -> list[pygame.Rect]:
        return self.cards.rects

    def result_area(self, state: Any) -> list[pygame.Rect]:
        line = self.rules.winning_line(state) if self.rules.is_over(state) else None
        return [self.grid.cells[i] for i in line] if line else []

    def cell_labels(self, state: Any) -> set[str]:
        return set(NAMES)  # every cell shows its name

    def cell_rect(self, name: str) -> pygame.Rect | None:
        return self.grid.cells[NAMES.index(name)] if name in NAMES and self.grid.cells else None
'''


def next_code_number():
    sys.path.insert(0, ROOT)
    from games import registry

    return max(game.code.number for game in registry.GAMES.values()) + 1


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        raise SystemExit(f"{path} exists already: choose another name")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def register(name):
    path = os.path.join(ROOT, "games", "registry.py")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    found = re.search(r"PACKAGES = \(([^)]*)\)", text)
    if found is None:
        raise SystemExit("games/registry.py has no PACKAGES line")
    names = [n.strip().strip('"') for n in found.group(1).split(",") if n.strip()]
    if name not in names:
        names.append(name)
    line = "PACKAGES = (" + ", ".join(f'"{n}"' for n in names) + ")"
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text[: found.start()] + line + text[found.end() :])


def make(name, title=None, root=ROOT, number=None, registered=True):
    """Write the skeleton of game `name` under `root`; returns the files written."""
    if not re.fullmatch(r"[a-z][a-z0-9]*", name):
        raise SystemExit("NAME: lowercase letters and digits, starting with a letter")
    title = title or name.capitalize()
    number = next_code_number() if number is None else number
    fill = {"name": name, "title": title, "number": number}
    files = {
        os.path.join(root, "games", name, "__init__.py"): INIT.format(**fill),
        os.path.join(root, "games", name, "rules.py"): RULES.format(**fill),
        os.path.join(root, "games", name, "howto.txt"): HOWTO,
        os.path.join(root, "games", name, "figures.py"): FIGURES.format(**fill),
        os.path.join(root, "games", name, "view_queries.py"): QUERIES.format(**fill),
        os.path.join(root, "app", "boards", name, "__init__.py"): BOARD_INIT.format(**fill),
        os.path.join(root, "app", "boards", name, "view.py"): VIEW.format(**fill),
    }
    for path, text in files.items():
        write(path, text)
    if registered and root == ROOT:
        register(name)
    return sorted(files)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("name")
    parser.add_argument("--title")
    parser.add_argument("--root", default=ROOT)
    parser.add_argument("--no-register", action="store_true")
    args = parser.parse_args(argv)
    for path in make(args.name, args.title, os.path.abspath(args.root), registered=not args.no_register):
        print("wrote", os.path.relpath(path, ROOT))
    if not args.no_register and os.path.abspath(args.root) == ROOT:
        print(f'added "{args.name}" to games/registry.py PACKAGES')


if __name__ == "__main__":
    main()
