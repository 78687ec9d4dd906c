"""The Triad board: its view, layout, pictures and dice in motion."""

# The menu card's dice and the faces they roll through now and then (app/scenes/faces.py).
MENU_FACES = [("roman", "black", 1), ("roman", "orange", 2), ("roman", "black", 3)]
MENU_POOL = [("roman", c, v) for c in ("black", "orange") for v in (1, 2, 3)]


def view_class():
    """The game's BoardView class (imported when a board first opens, not with the menu)."""
    from .view import TriadView
    return TriadView
