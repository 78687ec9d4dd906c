"""Games written by tools/new_game.py as they come, registered for a test or a whole run
(tests/conftest.py's --fifth-game): each skeleton goes into a folder of its own that joins the
`games` and `app.boards` packages' paths, and is registered with the one line a new game adds.
The project's files are never touched."""

import contextlib
import importlib
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def add(names):
    """Write and register a skeleton game for each of `names` ("fifth", "sixth"...); returns
    them (games.game.Game)."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import new_game

    import app.boards
    import games
    from games import registry

    added = []
    for name in names:
        folder = tempfile.mkdtemp(prefix=f"tridice-{name}-")
        new_game.make(name, name.capitalize(), root=folder, registered=False)
        games.__path__.append(os.path.join(folder, "games"))
        app.boards.__path__.append(os.path.join(folder, "app", "boards"))
        added.append(registry.register(importlib.import_module(f"games.{name}").GAME))
    return added


@contextlib.contextmanager
def registered(*names):
    """`names`' skeleton games registered while the block runs."""
    from games import registry

    added = add(names)
    try:
        yield added
    finally:
        for game in added:
            registry.unregister(game.id)
