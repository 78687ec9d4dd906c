"""The TRI board: the torus, the seats, the battle panel (see view.py)."""
