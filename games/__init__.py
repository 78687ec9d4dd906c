"""TriDice games: the pure side of the app.

Nothing in this package imports pygame or `app` (tests/test_architecture.py
checks every import), so the rules, the AI, records, codes and words run
anywhere, including inside search loops and tests. Each game is declared once
in `registry.py`; its drawing lives in app/boards/<id>/.
"""
