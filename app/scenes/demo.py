"""`--demo GAME`: computer players on every seat, the most players the game takes."""

from games import registry
from games.match import Match

from .. import boards

DEMO_LEVEL = "normal"


def start_demo(app, game_id):
    if game_id not in boards.playable():
        raise SystemExit(
            f"--demo: unknown game {game_id!r}; choose from {', '.join(boards.playable()) or 'none yet'}"
        )
    players = registry.get(game_id).max_players
    match = Match.new(game_id, players)
    app.scenes.pop_to("menu")
    return app.scenes.open("board", match=match, seats=[DEMO_LEVEL] * players)
