"""The TRI board: the torus, the seats, the battle panel (see view.py)."""

# The menu card's dice and the faces they roll through now and then (app/scenes/faces.py).
MENU_FACES = [("pips", "W", 6), ("pips", "W", 2), ("pips", "W", 5)]
MENU_POOL = [("pips", "W", v) for v in range(1, 7)]


def view_class():
    """The game's BoardView class (imported when a board first opens, not with the menu)."""
    from .view import TriView
    return TriView
