"""Which games exist, and how to reach their rules and screens.

A game is listed in the menu only when it is complete enough to play: its
package has ``rules.py`` (the engine) and ``scene.py`` (the board). A game
whose scene is not built yet is absent, never a dead button.
"""

import importlib
import importlib.util

GAME_IDS = ("trice", "tris2", "triad", "tri")


def _has(module):
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def has_rules(game_id):
    return game_id in GAME_IDS and _has(f"games.{game_id}.rules")


def playable():
    """Ids of the games the app can offer, in menu order."""
    return [g for g in GAME_IDS if has_rules(g) and _has(f"games.{g}.scene")]


def rules(game_id):
    """The game's RULES object; KeyError for an unknown or unbuilt game."""
    if not has_rules(game_id):
        raise KeyError(game_id)
    return importlib.import_module(f"games.{game_id}.rules").RULES


def info(game_id):
    """The game's package module: PITCH (one line) and other menu facts."""
    return importlib.import_module(f"games.{game_id}")
