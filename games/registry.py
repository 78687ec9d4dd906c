"""The games: the one place that lists them, and the one way in to each.

Each game's package declares itself (`games/<id>/__init__.py` builds a `games.game.Game`
named `GAME`: rules, words, computer players, lesson, code format, where its view is).
`PACKAGES` below is the list, in menu order: a new game adds its package's name to it, and
touches nothing else outside `games/<id>/` and `app/boards/<id>/`.

Scenes, the AI runner, saves, records, codes, the bench and the tests reach a game through
`get(game_id)` (or `GAMES`, `GAME_IDS`). This package never imports pygame or `app`.
"""

from __future__ import annotations

import importlib
from typing import Any

from .contract import Rules
from .game import CodeFormat as CodeFormat  # the descriptor's types, for whoever declares one
from .game import Game as Game

PACKAGES = ("trice", "tris2", "triad", "tri")

GAMES: dict[str, Game[Any]] = {}  # id -> Game, in menu order
GAME_IDS: tuple[str, ...] = ()  # the ids, in menu order


def register(game: Game[Any]) -> Game[Any]:
    """Add `game` (a Game) to the registry (after the listed ones). Its code number must be
    its own; the id may be registered once."""
    global GAME_IDS
    if game.id in GAMES:
        raise ValueError(f"a game {game.id!r} is registered already")
    taken = {other.code.number: other.id for other in GAMES.values()}
    if game.code.number in taken:
        raise ValueError(f"code number {game.code.number} is {taken[game.code.number]}'s")
    GAMES[game.id] = game
    GAME_IDS = tuple(GAMES)
    return game


def unregister(game_id: str) -> None:
    """Take a game out again (tests that registered one of their own)."""
    global GAME_IDS
    GAMES.pop(game_id, None)
    GAME_IDS = tuple(GAMES)


def get(game_id: str) -> Game[Any]:
    """The `Game` with this id; KeyError for an unknown one."""
    return GAMES[game_id]


def rules(game_id: str) -> Rules[Any]:
    """Shorthand: the game's RULES object; KeyError for an unknown game."""
    return GAMES[game_id].rules


def by_code_number(number: int) -> Game[Any] | None:
    """The Game a share code's game number names, or None."""
    return next((game for game in GAMES.values() if game.code.number == number), None)


for _package in PACKAGES:
    register(importlib.import_module(f"{__package__}.{_package}").GAME)
