"""The app's own scenes: menu, setup, settings, rules, credits, the board, game over,
recent games and the replay.

`register` is the one place that knows every scene class; scenes reach one
another only by these names (`app.scenes.open(name, ...)`, `pop_to(name)`), so
no scene module imports another.
"""


def register(stack):
    from .board import BoardScene
    from .credits import CreditsScene
    from .game_over import GameOverScene
    from .lesson import LessonScene
    from .lesson_offer import LessonOfferScene
    from .menu import MenuScene
    from .recent_games import RecentScene
    from .replay import ReplayScene
    from .rules_viewer import RulesScene
    from .settings_scene import SettingsScene
    from .setup import SetupScene
    from .share import ShareScene
    for scene in (MenuScene, SetupScene, SettingsScene, CreditsScene, RulesScene, BoardScene,
                  GameOverScene, RecentScene, ReplayScene, ShareScene, LessonScene, LessonOfferScene):
        stack.register(scene.name, scene)
