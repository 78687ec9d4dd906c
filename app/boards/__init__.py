"""Each game's drawing: one package per game (`app/boards/<id>/`) with its `BoardView`.

This is the one place the app binds a game (games/registry.py) to its view. A
game without a view is not offered in the menu: never a dead button.
"""

from games import registry


def _trice():
    from .trice.view import TriceView
    return TriceView


def _tris2():
    from .tris2.view import Tris2View
    return Tris2View


def _triad():
    from .triad.view import TriadView
    return TriadView


def _tri():
    from .tri.view import TriView
    return TriView


VIEWS = {"trice": _trice, "tris2": _tris2, "triad": _triad, "tri": _tri}


def playable():
    """Ids of the games the app can offer, in menu order."""
    return [g for g in registry.GAME_IDS if g in VIEWS]


def make_view(app, game, seats):
    """A new view of `game` (a registry.Game) for these seats."""
    return VIEWS[game.id]()(app, game, seats)
