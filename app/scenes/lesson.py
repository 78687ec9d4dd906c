"""The lesson runner: a guided first game on the real board, one scene for every game.

`LessonScene` is the board shell (`BoardScene`, which it subclasses: the same
view, input, keys, animations and coach line) playing a lesson's script
(games/lesson.py) instead of dice and a computer player:

- the coach line shows the step's caption (a refusal in red for a moment);
- the thing to tap is ringed: the view's targets whose `Hit` is the move the
  script waits for, or a pick that brings it within reach (a die to roll, a
  die to move); the keyboard's arrows walk only those;
- anything else (another legal move, a tap on nothing, a button the view
  offers) is refused with the step's word of why: nothing off the script is
  ever played;
- chance outcomes and the computer's replies come from the script, after a beat;
- Undo goes back to the start of the step (or the step before), Restart to the
  beginning; nothing is autosaved, so a game in progress is never touched;
- at the end, a panel offers a real game against the easy computer.
"""

import pygame

from games import lesson as lessons
from games import registry
from games.core import CHANCE
from games.match import Match

from .. import pointer as ptr
from ..anim import Pulse
from ..boards.view import CLEAR
from ..seats import HUMAN
from ..theme import wrap
from ..widgets import Button, draw_panel
from .board import BoardScene, open_board

COMPUTER = "easy"       # the scripted computer's seat, and the real game's opponent at the end
PAUSE_S = 0.7           # a beat before each computer reply, so the person can follow
CAPTION_LINES = 3       # the coach line's box holds this many lines of the longest caption
TALL_CSS = 640          # a screen this tall (CSS px) gives the caption room; a smaller one keeps the board's


class LessonScene(BoardScene):
    name = "lesson"

    def __init__(self, app, game_id):
        game = registry.get(game_id)
        self.lesson = game.lesson()
        self.script = self.lesson.record()
        self.rests = lessons.rests(self.lesson, game.rules)
        lesson = self.lesson
        match = Match.new(game_id, lesson.players, lesson.variant, dict(lesson.options))
        super().__init__(app, match, self.seats_for(lesson))
        self.menu_button.text = "Back"  # a lesson returns to where it was opened from
        self.finished = False
        self.wait = 0.0
        self.pulse = Pulse()
        self._ringed = (None, [])
        self._shown = None
        self.tapping = False  # the pointer event being handled is a tap (not a drag)
        self.dot_strip = 0    # the progress dots' strip at the bottom of the coach line's box
        self.play_button = Button(f"Play the {COMPUTER} computer", self.play_real, style="accent")
        self.play_button.visible = False
        self.widgets.append(self.play_button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.panel_lines = []

    @staticmethod
    def seats_for(lesson):
        return [HUMAN if seat == lesson.person else COMPUTER for seat in range(lesson.players)]

    # -- the shell's hooks ------------------------------------------------------------------
    def enter(self):
        self.remember_offered()

    def save(self):
        """A lesson is never autosaved: the person's saved game stays as it was."""

    def remember_offered(self):
        """Having seen a game's lesson answers the first-open offer of it."""
        offered = self.app.settings.lessons_offered
        if self.game.id not in offered:
            offered.append(self.game.id)
            self.app.save_settings()

    # -- where the script is ----------------------------------------------------------------
    def played(self):
        return len(self.match.moves)

    def step_index(self):
        """The step under way (len(steps) once the script is done)."""
        return self.lesson.step_at(self.played())

    def step(self):
        return self.lesson.steps[min(self.step_index(), len(self.lesson.steps) - 1)]

    def expected(self):
        """The move the script waits for from the person now, or None."""
        played = self.played()
        if self.finished or played >= len(self.script):
            return None
        if self.rules.to_move(self.state) != self.lesson.person:
            return None
        return self.script[played]

    def leads(self, pick, depth=2):
        """Whether holding `pick` brings the expected move within a tap (or two picks)."""
        expected, ui = self.expected(), self.ui
        saved = ui.selected
        ui.selected = pick
        try:
            for _rect, hit in self.view.targets(self.state, ui):
                if hit is None:
                    continue
                if hit.move == expected:
                    return True
                if (depth > 1 and hit.move is None and hit.pick not in (None, CLEAR, pick)
                        and self.leads(hit.pick, depth - 1)):
                    return True
            return False
        finally:
            ui.selected = saved
            self.view.sync(self.state, ui)

    def allowed(self, hit):
        """Whether `hit` follows the script: the expected move, or a pick towards it."""
        expected = self.expected()
        if hit is None or expected is None:
            return False
        if hit.move is not None:
            return hit.move == expected
        if hit.pick is None or hit.pick is CLEAR:
            return False
        return self.leads(hit.pick)

    def ringed(self):
        """[(rect, Hit)]: what the person must tap now (kept for the frame)."""
        key = (self.app.frame, self.played(), repr(self.ui.selected), self.ui.interactive, self.finished)
        if self._ringed[0] == key:
            return self._ringed[1]
        found = []
        expected = self.expected()
        if expected is not None and self.ui.interactive:
            moment = (self.played(), repr(self.ui.selected))
            if self._shown != moment:  # once per moment: a camera may have left the place out
                self._shown = moment
                self.view.show_move(self.state, self.ui, expected)
            targets = list(self.view.targets(self.state, self.ui))
            rects = [tuple(rect) for rect, _hit in targets]
            targets += [(b.rect, b.meaning) for b in self.view.buttons
                        if b.visible and b.enabled and b.meaning is not None and tuple(b.rect) not in rects]
            found = [(rect, hit) for rect, hit in targets if hit is not None and hit.move == expected]
            if not found:
                found = [(rect, hit) for rect, hit in targets if hit is not None and hit.move is None
                         and hit.pick not in (None, CLEAR) and self.leads(hit.pick)]
        self._ringed = (key, found)
        return found

    # -- input: only the script's moves are played ----------------------------------------------
    def apply(self, hit):
        if self.finished:
            return False
        if hit is None:  # a tap on nothing is told why; a drag that means nothing (a pan) is not
            if self.tapping:
                self.refuse(self.step().why)
            return False
        if self.allowed(hit) or (hit.move is None and hit.pick is None and hit.say is None):
            return super().apply(hit)  # (an empty Hit: the view acted on its own, e.g. a zoom)
        self.refuse(self.step().why)
        return False

    def key_targets(self):
        if self.finished:
            return []
        super().key_targets()  # works out ui.interactive and the viewer
        return self.ringed()

    def sync_ui(self):
        super().sync_ui()
        self.ui.hints = False  # the ring shows the one thing to tap; the view's hints would light others
        if self.finished:  # the end panel lies over the board: the view's buttons go
            for button in self.view.buttons:
                button.visible = False

    def handle_board(self, event):
        if self.finished:
            return self.board_rect.collidepoint(event.pos)  # the panel lies over the board
        tracker = self.tracker
        self.tapping = event.kind == ptr.UP and tracker.start is not None and not tracker.dragging
        return super().handle_board(event)

    def cancel(self):
        """Esc drops a half-made choice (never refused); True if there was one."""
        if self.ui.selected is None:
            return False
        self.ui.clear()
        self.target_focus = None
        self.app.invalidate()
        return True

    def play(self, move):
        played = super().play(move)
        if played and self.message is not None and not self.message[2]:
            self.message = None  # the captions tell what happened, in the lesson's words
        return played

    # -- the script's own moves --------------------------------------------------------------------
    def update(self, dt):
        """The shell's flow, with the script for the dice and the computer (no random roll,
        no agent) and the end panel for the game over."""
        changed = self.view.update(dt)
        if self.message is not None:
            text, left, bad = self.message
            self.message = (text, left - dt, bad) if left > dt else None
            changed = changed or self.message is None
        if self.ringed():  # the ring pulses while it waits for the person
            self.pulse.update(dt)
            changed = True
        if self.finished or self.busy():
            return changed or self.busy()
        played = self.played()
        if played >= len(self.script) or self.rules.is_over(self.state):
            self.finish()
            return True
        if self.rules.to_move(self.state) == self.lesson.person:
            return changed
        # a roll lands at once; the computer's reply after a beat
        pause = 0.0 if self.rules.to_move(self.state) == CHANCE else PAUSE_S * self.app.settings.speed
        self.wait += dt
        if self.wait < pause:
            return changed
        self.wait = 0.0
        self.play(self.script[played])
        return True

    def finish(self):
        if self.finished:
            return
        self.finished = True
        self.ui.clear()
        self.target_focus = None
        self.play_button.visible = True
        self.app.audio.play("win")
        self.app.invalidate()

    # -- buttons ---------------------------------------------------------------------------------
    def undo(self):
        """Back to the start of this step, or of the step before."""
        played, index = self.played(), min(self.step_index(), len(self.rests) - 1)
        if played > self.rests[index]:
            target = self.rests[index]
        elif index > 0:
            target = self.rests[index - 1]
        else:
            self.refuse("This is the first step: there is nothing to take back.")
            return
        self.jump(target)
        self.say(f"Back to step {self.lesson.step_at(target) + 1}.")

    def restart(self, seats=None):
        """The lesson from the beginning (the first roll plays again)."""
        self.jump(0)

    def jump(self, played):
        """Cut the match back to its first `played` moves (always the script's)."""
        del self.match.record["moves"][played:]
        del self.match.states[played + 1:]
        self.reset_view()
        self.finished = False
        self.play_button.visible = False
        self.wait = 0.0
        self.message = None
        self.over_shown = False
        self.app.invalidate()

    def play_real(self):
        """A real game against the easy computer, in the lesson's seat."""
        lesson = self.lesson
        match = Match.new(lesson.game, lesson.players, lesson.variant, dict(lesson.options))
        open_board(self.app, match, self.seats_for(lesson))

    # -- layout and drawing ------------------------------------------------------------------------
    def layout(self, lay):
        super().layout(lay)
        status, board = self.status_rect, self.board_rect
        above = status.bottom <= board.top and status.left < board.right and board.left < status.right
        extra = self.caption_height(lay, status.width) + self.strip(lay) - status.height
        tall = lay.height / lay.css_scale >= TALL_CSS
        if above and tall and extra > 0:  # the caption gets its lines and the dots; the board gives up the room
            self.status_rect = pygame.Rect(status.x, status.y, status.width, status.height + extra)
            self.board_rect = pygame.Rect(board.x, board.y + extra, board.width, board.height - extra)
            self.view.layout(lay, self.board_rect)
        # the progress dots take a strip of the box where it keeps room for the caption
        roomy = self.status_rect.height - self.strip(lay) >= 2 * self.app.theme.font(lay.small).get_linesize()
        self.dot_strip = self.strip(lay) if roomy else 0
        self.place_panel(lay)
        self._ringed = (None, [])

    def caption_height(self, lay, width):
        """Room for the longest caption in CAPTION_LINES lines."""
        font = self.app.theme.font(lay.small + 2, bold=True)
        longest = max((step.caption for step in self.lesson.steps), key=len)
        lines = min(CAPTION_LINES, len(wrap(font, longest, width - 2 * lay.gap)))
        return lines * font.get_linesize() + lay.gap

    @staticmethod
    def dot_size(lay):
        return max(3, lay.gap // 3)

    def strip(self, lay):
        """The height of the progress dots' strip along the bottom of the coach line's box."""
        return self.dot_size(lay) * 4

    def place_panel(self, lay):
        """The end panel, over the board: the closing words and the offer of a real game."""
        area = self.board_rect
        width = min(area.width, int(720 * lay.unit) + 2 * lay.gap)
        font = self.app.theme.font(lay.text)
        self.panel_lines = wrap(font, self.lesson.done, width - 2 * lay.gap)
        height = (lay.heading + lay.gap + len(self.panel_lines) * font.get_linesize() + lay.gap
                  + lay.tap + 2 * lay.gap)
        self.panel = pygame.Rect(0, 0, width, min(height, area.height))
        self.panel.midbottom = area.midbottom  # the board above stays in sight (a winning line...)
        self.play_button.rect = pygame.Rect(self.panel.x + lay.gap, self.panel.bottom - lay.gap - lay.tap,
                                            width - 2 * lay.gap, lay.tap)

    def status_text(self):
        if self.finished:
            return "Lesson done! Play a real game, or Restart to see it again."
        return self.step().caption

    def draw_content(self, surface):
        super().draw_content(surface)
        self.undo_button.enabled = self.played() > self.rests[0] or self.finished
        self.draw_progress(surface)
        if self.finished:
            self.draw_panel(surface)
        else:
            self.draw_rings(surface)

    def draw_status(self, surface):
        """The caption (or a refusal) above the progress dots, in the coach line's box."""
        lay = self.app.layout
        whole = self.status_rect
        draw_panel(surface, self.app.theme, whole, "panel", radius=lay.gap)
        self.status_rect = pygame.Rect(whole.x, whole.y, whole.width, whole.height - self.dot_strip)
        try:
            super().draw_status(surface)
        finally:
            self.status_rect = whole

    def draw_progress(self, surface):
        """A dot per step along the bottom of the caption's box: done, now, to come."""
        lay, theme = self.app.layout, self.app.theme
        if not self.dot_strip:
            return  # a small phone: the caption needs all of the box
        count, now = len(self.lesson.steps), self.step_index()
        radius = self.dot_size(lay)
        spacing = radius * 4
        x = self.status_rect.centerx - (count - 1) * spacing // 2
        y = self.status_rect.bottom - self.strip(lay) // 2 - radius // 2
        for index in range(count):
            colour = theme.colour("accent" if index <= now else "muted")
            pygame.draw.circle(surface, colour, (x + index * spacing, y), radius, width=0 if index <= now else 1)

    def draw_rings(self, surface):
        """A pulsing two-tone ring round each thing to tap, and a pointer above it: they
        show on light and dark boards alike, and unlike any mark of the view's."""
        lay, theme = self.app.layout, self.app.theme
        dark, gold = theme.colour("background"), theme.colour("accent")
        grow = int(lay.gap // 2 + lay.gap * self.pulse.value)
        for rect, _hit in self.ringed():
            ring = pygame.Rect(rect).inflate(2 * grow, 2 * grow)
            radius = max(6, min(ring.width, ring.height) // 4)
            pygame.draw.rect(surface, dark, ring.inflate(6, 6), width=9, border_radius=radius + 3)
            pygame.draw.rect(surface, gold, ring, width=5, border_radius=radius)
            size = max(8, lay.gap + 2)
            tip = (ring.centerx, ring.top - 2)
            pointer = [tip, (tip[0] - size, tip[1] - size - 2), (tip[0] + size, tip[1] - size - 2)]
            pygame.draw.polygon(surface, gold, pointer)
            pygame.draw.polygon(surface, dark, pointer, width=2)

    def draw_panel(self, surface):
        lay, theme = self.app.layout, self.app.theme
        draw_panel(surface, theme, self.panel, "panel", radius=lay.gap, border="accent")
        y = self.panel.y + lay.gap
        title = theme.text("Well done!", lay.heading, "accent", bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, y)))
        y += title.get_height() + lay.gap
        font = theme.font(lay.text)
        for line in self.panel_lines:
            label = theme.text(line, lay.text, "text")
            surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
            y += font.get_linesize()
