"""TRI: a 2-4 player conquest game of triangles on a torus, fought with dice and cards.

The engine is ``rules.py`` (pure), the computer players ``ai.py`` (pure) and the
in-app rules page ``howto.txt``.
"""
