"""TRICE drawn: the card, the pool, the hands (see view.py)."""
