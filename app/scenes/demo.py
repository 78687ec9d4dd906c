"""`--demo GAME`: computer players on every seat, the most players the game takes."""

from games import registry
from games.match import Match

from .board import open_board

DEMO_LEVEL = "normal"


def start_demo(app, game_id):
    if game_id not in registry.playable():
        raise SystemExit(f"--demo: unknown game {game_id!r}; choose from {', '.join(registry.playable()) or 'none yet'}")
    rules = registry.rules(game_id)
    players = rules.max_players
    match = Match.new(game_id, players)
    return open_board(app, match, [DEMO_LEVEL] * players)
