"""Each game's drawing: one package per game (`app/boards/<id>/`), named by the game's
descriptor (`Game.board`, games/game.py). The package gives `view_class()` (its `BoardView`
class, imported when a board first opens) and the menu card's dice (`MENU_FACES`,
`MENU_POOL`). A game without a board is not offered in the menu: never a dead button.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from games import registry

if TYPE_CHECKING:
    from games.game import Game

    from .host import Face, Host
    from .view import BoardView

DEFAULT_MENU_FACES: list[Face] = [("pips", "W", 6), ("pips", "W", 2), ("pips", "W", 5)]
DEFAULT_MENU_POOL: list[Face] = [("pips", "W", v) for v in range(1, 7)]


def playable() -> list[str]:
    """Ids of the games the app can offer, in menu order."""
    return [g for g in registry.GAME_IDS if registry.get(g).board is not None]


def package(game: Game[Any]) -> ModuleType:
    """The module that draws `game` (app/boards/<id>/, or whatever its descriptor names)."""
    assert game.board is not None, f"{game.rules.id} has no board"  # playable() offers none such
    return importlib.import_module(game.board)


def make_view(app: Host, game: Game[Any], seats: Sequence[str]) -> BoardView:
    """A new view of `game` (a registry.Game) for these seats."""
    view: BoardView = package(game).view_class()(app, game, seats)  # found at run time: mypy sees Any
    return view


def menu_faces(game_id: str) -> list[Face]:
    """The faces of the dice on the game's menu card."""
    return list(getattr(package(registry.get(game_id)), "MENU_FACES", DEFAULT_MENU_FACES))


def menu_pool(game_id: str) -> list[Face]:
    """The faces the menu card's dice roll through."""
    return list(getattr(package(registry.get(game_id)), "MENU_POOL", DEFAULT_MENU_POOL))
