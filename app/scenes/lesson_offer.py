"""The first time a game's setup opens: "Learn" (its lesson) or "Skip".

An overlay over the setup. Either answer (or Esc) is remembered in the
settings (`lessons_offered`), so the offer never comes back; the lesson stays
reachable from the setup's Learn button and the rules page.
"""

import pygame

from app.ui.theme import wrap
from app.ui.widgets import Button, UIScene, draw_panel, draw_scrim
from games import lesson as lessons
from games import registry
from games.i18n import _


class LessonOfferScene(UIScene):
    name = "lesson_offer"
    overlay = True

    def __init__(self, app, game_id):
        super().__init__(app)
        self.game = registry.get(game_id)
        lesson = self.game.lesson()
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
        self.lines = []
        self.panel = pygame.Rect(0, 0, 0, 0)

    def remember(self):
        offered = self.app.settings.lessons_offered
        if self.game.id not in offered:
            offered.append(self.game.id)
        self.app.save_settings()

    def learn(self):
        self.remember()
        self.app.scenes.pop()
        self.app.scenes.open("lesson", game_id=self.game.id)

    def skip(self):
        self.remember()
        self.app.scenes.pop()

    def back(self):
        self.skip()

    def layout(self, lay):
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

    def draw_content(self, surface):
        lay, theme = self.app.layout, self.app.theme
        draw_scrim(surface, lay)
        draw_panel(surface, theme, self.panel, "panel", radius=lay.gap, border="accent")
        y = self.panel.y + lay.gap
        title = theme.text(self.title, lay.heading, "accent", bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, y)))
        y += title.get_height() + lay.gap
        font = theme.font(lay.text)
        for line in self.lines:
            label = theme.text(line, lay.text, "text")
            surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
            y += font.get_linesize()
