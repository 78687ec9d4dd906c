"""The app's own scenes: menu, setup, settings, rules, credits, the board, game over,
recent games, your record, the daily puzzles' list, the share sheet, the lesson offer and the
question before a game in progress is lost (confirm); a lesson, a replay and a puzzle are the
board scene with another mode (app/play/lesson.py, app/play/replay.py, app/play/puzzle.py).

`register` is the one place that knows every scene; scenes reach one another only by
these names (`app.scenes.open(name, ...)`, `pop_to(name)`), so no scene module imports
another.

A scene's module is imported when the scene first opens, not at start: a page compiles every
module from source as it imports it, and the first menu frame waits for all it imports
(docs/performance.md, the start-up). `SCENES` names each scene's module and factory;
tests/test_scene_names.py holds each class's `name` to its entry.

`host.py` is no scene: it says what the scenes ask of the app (`SceneApp`), for all of them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.ui.scene import Scene, SceneFactory, SceneStack

    from .board import BoardScene
    from .game_over import EndedBoard
    from .host import SceneApp

    def _ended(board: BoardScene) -> EndedBoard:
        return board  # mypy holds the board scene to what the game-over sheet reads of it


# name -> (module under app.scenes, the factory in it: a Scene class or a function)
SCENES: dict[str, tuple[str, str]] = {
    "menu": ("menu", "MenuScene"),
    "setup": ("setup", "SetupScene"),
    "settings": ("settings_scene", "SettingsScene"),
    "board": ("board", "BoardScene"),
    "game_over": ("game_over", "GameOverScene"),
    "recent": ("recent_games", "RecentScene"),
    "share": ("share", "ShareScene"),
    "lesson_offer": ("lesson_offer", "LessonOfferScene"),
    "confirm": ("confirm", "ConfirmScene"),
    "record": ("record_scene", "RecordScene"),
    "puzzles": ("daily_puzzles", "DailyPuzzlesScene"),
    "credits": ("credits", "credits_scene"),
    "rules": ("rules_viewer", "rules_scene"),
    "lesson": ("__init__", "lesson_scene"),
    "replay": ("__init__", "replay_scene"),
    "puzzle": ("__init__", "puzzle_scene"),
}


def factory(name: str) -> SceneFactory:
    """The factory registered as `name`, its module imported now."""
    module, attr = SCENES[name]
    found: SceneFactory = getattr(
        importlib.import_module(__name__ if module == "__init__" else f"{__name__}.{module}"), attr
    )
    return found


def _lazy(name: str) -> SceneFactory:
    def build(app: SceneApp, **details: Any) -> Scene:
        return factory(name)(app, **details)

    return build


def lesson_scene(app: SceneApp, game_id: str) -> BoardScene:
    from ..play.lesson import lesson_details
    from .board import BoardScene

    return BoardScene(app, **lesson_details(game_id))


def replay_scene(app: SceneApp, **details: Any) -> BoardScene:
    from ..play.replay import replay_details
    from .board import BoardScene

    return BoardScene(app, **replay_details(app, **details))


def puzzle_scene(app: SceneApp, game_id: str, number: int | None = None) -> BoardScene:
    from ..play.puzzle import puzzle_details
    from .board import BoardScene

    return BoardScene(app, **puzzle_details(app, game_id, number))


def register(stack: SceneStack) -> None:
    for name in SCENES:
        stack.register(name, _lazy(name))
