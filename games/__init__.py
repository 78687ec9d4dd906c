"""TriDice games: one package per game plus the shared, pygame-free pieces.

Nothing in this package (except each game's ``scene.py``) imports pygame, so the
rules, the AI, records and tests run anywhere, including inside search loops.
"""
