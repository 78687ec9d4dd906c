"""TRICE drawn: the card, the pool, the hands (see view.py)."""

# The menu card's dice and the faces they roll through now and then (app/scenes/faces.py).
MENU_FACES = [("pips", "W", 3), ("pips", "P", 4), ("pips", "O", 5)]
MENU_POOL = [("pips", c, v) for c in "WPO" for v in range(1, 7)]


def view_class():
    """The game's BoardView class (imported when a board first opens, not with the menu)."""
    from .view import TriceView
    return TriceView
