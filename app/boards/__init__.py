"""Each game's drawing: one package per game (`app/boards/<id>/`), named by the game's
descriptor (`Game.board`, games/game.py). The package gives `view_class()` (its `BoardView`
class, imported when a board first opens) and the menu card's dice (`MENU_FACES`,
`MENU_POOL`). A game without a board is not offered in the menu: never a dead button.
"""

import importlib

from games import registry

DEFAULT_MENU_FACES = [("pips", "W", 6), ("pips", "W", 2), ("pips", "W", 5)]
DEFAULT_MENU_POOL = [("pips", "W", v) for v in range(1, 7)]


def playable():
    """Ids of the games the app can offer, in menu order."""
    return [g for g in registry.GAME_IDS if registry.get(g).board is not None]


def package(game):
    """The module that draws `game` (app/boards/<id>/, or whatever its descriptor names)."""
    return importlib.import_module(game.board)


def make_view(app, game, seats):
    """A new view of `game` (a registry.Game) for these seats."""
    return package(game).view_class()(app, game, seats)


def menu_faces(game_id):
    """The faces of the dice on the game's menu card."""
    return list(getattr(package(registry.get(game_id)), "MENU_FACES", DEFAULT_MENU_FACES))


def menu_pool(game_id):
    """The faces the menu card's dice roll through."""
    return list(getattr(package(registry.get(game_id)), "MENU_POOL", DEFAULT_MENU_POOL))
