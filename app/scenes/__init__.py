"""The app's own scenes: menu, setup, settings, rules, credits, the board, game over,
recent games, your record, the daily puzzles' list, the share sheet, the lesson offer and the
question before a game in progress is lost (confirm); a lesson, a replay and a puzzle are the
board scene with another mode (app/play/lesson.py, app/play/replay.py, app/play/puzzle.py).

`register` is the one place that knows every scene; scenes reach one another only by
these names (`app.scenes.open(name, ...)`, `pop_to(name)`), so no scene module imports
another.
"""


def register(stack):
    from ..play.lesson import lesson_details
    from ..play.puzzle import puzzle_details
    from ..play.replay import replay_details
    from .board import BoardScene
    from .confirm import ConfirmScene
    from .credits import credits_scene
    from .daily_puzzles import DailyPuzzlesScene
    from .game_over import GameOverScene
    from .lesson_offer import LessonOfferScene
    from .menu import MenuScene
    from .recent_games import RecentScene
    from .record_scene import RecordScene
    from .rules_viewer import rules_scene
    from .settings_scene import SettingsScene
    from .setup import SetupScene
    from .share import ShareScene

    for scene in (
        MenuScene,
        SetupScene,
        SettingsScene,
        BoardScene,
        GameOverScene,
        RecentScene,
        ShareScene,
        LessonOfferScene,
        ConfirmScene,
        RecordScene,
        DailyPuzzlesScene,
    ):
        stack.register(scene.name, scene)
    stack.register("credits", credits_scene)
    stack.register("rules", rules_scene)
    stack.register("lesson", lambda app, game_id: BoardScene(app, **lesson_details(game_id)))
    stack.register("replay", lambda app, **details: BoardScene(app, **replay_details(app, **details)))
    stack.register(
        "puzzle", lambda app, game_id, number=None: BoardScene(app, **puzzle_details(app, game_id, number))
    )
