"""The Tris 2 board: the open field under a gliding camera, its pictures and animations."""

# The menu card's dice and the faces they roll through now and then (app/scenes/faces.py).
MENU_FACES = [("symbol", "X"), ("symbol", "O"), ("symbol", "/")]
MENU_POOL = [("symbol", s) for s in ("X", "O", "/")]


def view_class():
    """The game's BoardView class (imported when a board first opens, not with the menu)."""
    from .view import Tris2View
    return Tris2View
