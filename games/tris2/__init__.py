"""Tris 2 by Paolo Casarini: nine dice with X, O and / faces roll across an
open field; whoever makes three equal symbols in a line wins.

The engine is in ``rules.py`` (pure), the computer players in ``ai.py`` and
the in-app rules text in ``howto.txt``.
"""
