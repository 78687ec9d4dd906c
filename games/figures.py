"""Rules pictures: small boards on a game's rules page, each a real position, as data.

A game's rules page (games/<id>/howto.txt) may hold a line `[figure: NAME]` where a
picture belongs (games/i18n.py `figure_marker`); the game's `figures.py` (named by its
`Game.figures_module`) gives `FIGURES`, one `Figure` per name: the record that reaches the position from
`RULES.new_game(...)` (played through `RULES.play`, so the position is real and legal),
what to ring on it, the choice to show picked (its legal moves lit, as the board lights
them) and a caption. The app draws it with the game's own board (app/boards/figure.py);
`problems` checks a figure against the rules (tests/test_rules_figures.py).

Pure: no pygame, no app.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .contract import OptionValue, Rules
from .core import CHANCE, IllegalMove

MAX_CAPTION = 130  # characters: three or four lines under a picture on a small phone


@dataclass(frozen=True)
class Figure:
    name: str  # what the rules page's `[figure: NAME]` line calls it
    moves: tuple[str, ...]  # the record from the new game (chance outcomes included)
    caption: str  # N_(): the words under the picture, and what a screen reader says of it
    ring: tuple[str, ...] = ()  # cells (in the game's notation) ringed on the picture
    choice: str | None = None  # a move whose piece is shown picked, its legal moves lit
    winner: int | None = None  # the seat that has won in this position (None: not a win)
    variant: str | None = None  # None: the game's default
    players: int = 2
    options: dict[str, OptionValue] = field(default_factory=dict)


def walk(figure: Figure, rules: Rules[Any]) -> tuple[list[Any], list[str]]:
    """(states, moves) along the figure's record: states[i] is before moves[i], and the last
    state is the figure's position. IllegalMove (with the move's place) if a move does not play."""
    state = rules.new_game(figure.players, figure.variant, **figure.options)
    states = [state]
    for index, move in enumerate(figure.moves):
        try:
            state = rules.play(state, move)
        except IllegalMove as err:
            raise IllegalMove(f"move {index + 1} ({move!r}) does not play: {err}") from None
        states.append(state)
    return states, list(figure.moves)


def position(figure: Figure, rules: Rules[Any]) -> Any:
    """The state the figure shows."""
    return walk(figure, rules)[0][-1]


def problems(figure: Figure, rules: Rules[Any]) -> list[str]:
    """Sentences for everything wrong with `figure` against `rules`; [] when it is sound.
    (Whether its ringed cells exist is the board's to say: tests/test_rules_figures.py.)"""
    found: list[str] = []
    if not figure.caption.strip() or len(figure.caption) > MAX_CAPTION:
        found.append(f"{figure.name}: the caption is empty or over {MAX_CAPTION} characters")
    try:
        states, moves = walk(figure, rules)
    except IllegalMove as err:
        return found + [f"{figure.name}: {err}"]
    for index, (state, move) in enumerate(zip(states, moves)):
        listed = rules.legal_moves(state)
        chance = rules.to_move(state) == CHANCE
        if rules.is_over(state):
            found.append(f"{figure.name}: move {index + 1} ({move!r}) is played after the end")
        elif (listed or not chance) and move not in listed:  # a large setup roll lists nothing
            found.append(f"{figure.name}: move {index + 1} ({move!r}) is not a legal move")
    last = states[-1]
    if figure.winner is not None:
        if not rules.is_over(last):
            found.append(f"{figure.name}: a win, but the game is not over")
        elif rules.returns(last)[figure.winner] != 1:
            found.append(f"{figure.name}: the rules do not say seat {figure.winner} won")
    elif rules.is_over(last):
        found.append(f"{figure.name}: the game is over, but the figure names no winner")
    if figure.choice is not None and figure.choice not in rules.legal_moves(last):
        found.append(f"{figure.name}: {figure.choice!r} is not a legal move there")
    return found
