"""The first time a game's setup opens: "Learn" (its lesson) or "Skip".

An overlay over the setup. Either answer (or Esc) is remembered in the
settings (`lessons_offered`), so the offer never comes back; the lesson stays
reachable from the setup's Learn button and the rules page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.theme import wrap
from app.ui.widgets import Button, UIScene, draw_scrim, draw_titled_panel
from games import lesson as lessons
from games import registry
from games.i18n import _

if TYPE_CHECKING:
    from app.ui.layout import Layout

    from .host import SceneApp


class LessonOfferScene(UIScene):
    name = "lesson_offer"
    overlay = True
    app: SceneApp

    def __init__(self, app: SceneApp, game_id: str) -> None:
        super().__init__(app)
        self.game = registry.get(game_id)
        make = self.game.lesson
        assert make is not None  # the setup offers a lesson only where the game declares one
        lesson = make()
        minutes = lessons.minutes_text(lessons.estimate_seconds(lesson, self.game.rules))
        self.title = _("New to {game}?").format(game=self.game.name)
        # TRANSLATORS: {minutes} is "about 2 minutes"; Learn is the setup screen's button
        self.text = _(
            "Learn by playing: a short guided game against the computer, {minutes}. "
            "You can always find it later under Learn."
        ).format(minutes=minutes)
        self.learn_button = Button(_("Learn"), self.learn, style="primary")
        self.skip_button = Button(_("Skip"), self.skip, style="quiet")
        self.widgets = [self.learn_button, self.skip_button]
        self.lines: list[str] = []
        self.panel = pygame.Rect(0, 0, 0, 0)

    def remember(self) -> None:
        offered = self.app.settings.lessons_offered
        if self.game.id not in offered:
            offered.append(self.game.id)
        self.app.save_settings()

    def learn(self) -> None:
        self.remember()
        self.app.scenes.pop()
        self.app.scenes.open("lesson", game_id=self.game.id)

    def skip(self) -> None:
        self.remember()
        self.app.scenes.pop()

    def back(self) -> None:
        self.skip()

    def layout(self, lay: Layout) -> None:
        width = min(lay.width - 2 * lay.margin, int(720 * lay.unit))
        font = self.app.theme.font(lay.text)
        self.lines = wrap(font, self.text, width - 2 * lay.gap)
        height = lay.heading + len(self.lines) * font.get_linesize() + lay.tap * 2 + lay.gap * 6
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = lay.rect.center
        y = self.panel.bottom - lay.gap - lay.tap * 2 - lay.gap
        for button in self.widgets:
            button.rect = pygame.Rect(self.panel.x + lay.gap, y, width - 2 * lay.gap, lay.tap)
            y += lay.tap + lay.gap

    def draw_content(self, surface: pygame.Surface) -> None:
        lay, theme = self.app.layout, self.app.theme
        draw_scrim(surface, lay)
        draw_titled_panel(surface, theme, lay, self.panel, self.title, self.lines)
