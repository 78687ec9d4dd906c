"""A lesson: the board scene playing a lesson's script (games/lesson.py), one runner for
every game.

- the coach line shows the step's caption (a refusal in red for a moment), with a dot per
  step along the bottom of its box;
- the thing to tap is ringed: the view's targets whose `Hit` is the move the script waits
  for, or a pick that brings it within reach (a die to roll, a die to move); the keyboard's
  arrows walk only those;
- anything else (another legal move, a tap on nothing, a button the view offers) is
  refused with the step's word of why: nothing off the script is ever played;
- chance outcomes and the computer's replies come from the script, after a beat
  (app/play/sources.py `Script`);
- Undo goes back to the start of the step (or the step before), Restart to the beginning;
  nothing is autosaved, so a game in progress is never touched;
- at the end, a panel offers a real game against the easy computer.
"""

import copy

import pygame

from app.saved import autosave
from app.ui.anim import Pulse
from app.ui.coach_line import CoachLine
from app.ui.layout import clear_spot
from app.ui.theme import wrap
from app.ui.widgets import Button, button_height, draw_panel
from games import lesson as lessons
from games import registry
from games.core import CHANCE
from games.i18n import _
from games.match import Match

from ..boards.view import CLEAR
from ..seats import HUMAN
from . import resume
from .mode import Mode
from .rings import draw_rings, leads, pointing_at
from .sources import Person, Script

COMPUTER = "easy"  # the scripted computer's seat, and the real game's opponent at the end
PAUSE_S = 0.7  # a beat before each computer reply, so the person can follow
CAPTION_LINES = 3  # the coach line's box holds this many lines of the longest caption
BAND_SHAPE = 1.2  # the rest of the screen beside the end sheet's band: at least this long a side
TALL_CSS = 640  # a screen this tall (CSS px) gives the caption body text; a smaller one secondary
SHORT_CSS = 540  # a screen shorter than this (320x480) keeps the board's room: the caption's
#                         lines may reach into the gaps around its box


def lesson_details(game_id):
    """What a board scene needs to run `game_id`'s lesson (app/scenes registers it as "lesson")."""
    lesson = registry.get(game_id).lesson()
    mode = Lesson(lesson)
    match = Match.new(game_id, lesson.players, lesson.variant, dict(lesson.options))
    return {"match": match, "seats": mode.seats(), "mode": mode, "sources": mode.sources()}


class Lesson(Mode):
    name = "lesson"

    def __init__(self, lesson):
        self.lesson = lesson
        self.script = lesson.record()
        self.finished = False
        self.pulse = Pulse()
        self._ringed = (None, [])
        self._shown = None
        self.dot_strip = 0  # the progress dots' strip at the bottom of the coach line's box
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.panel_lines = []
        self.band = None  # (the screen's size, (side, px)) the board gives up for the end sheet
        assert COMPUTER == "easy"  # the button's words say so
        self.play_button = Button(_("Play the easy computer"), self.play_real, style="accent")
        self.play_button.visible = False
        self.widgets = (self.play_button,)

    def seats(self):
        return [HUMAN if seat == self.lesson.person else COMPUTER for seat in range(self.lesson.players)]

    def sources(self):
        found = {
            seat: Person() if seat == self.lesson.person else Script(self.script, PAUSE_S)
            for seat in range(self.lesson.players)
        }
        found[CHANCE] = Script(self.script, PAUSE_S, dice=True)
        return found

    def attach(self, board):
        self.board = board
        self.rests = lessons.rests(self.lesson, board.rules)
        self.undo_button = Button(_("Undo"), self.undo)
        self.remember_offered()
        # "Back": a lesson returns to where it was opened from
        return [
            Button(_("Back"), lambda: self.leave()),
            self.undo_button,
            Button(_("Restart"), self.restart),
            Button(_("Rules"), self.show_rules),
        ]

    def remember_offered(self):
        """Having seen a game's lesson answers the first-open offer of it."""
        offered = self.board.app.settings.lessons_offered
        if self.board.game.id not in offered:
            offered.append(self.board.game.id)
            self.board.app.save_settings()

    # -- where the script is ----------------------------------------------------------------
    def played(self):
        return len(self.board.match.moves)

    def step_index(self):
        """The step under way (len(steps) once the script is done)."""
        return self.lesson.step_at(self.played())

    def step(self):
        return self.lesson.steps[min(self.step_index(), len(self.lesson.steps) - 1)]

    def expected(self):
        """The move the script waits for from the person now, or None."""
        board, played = self.board, self.played()
        if self.finished or played >= len(self.script):
            return None
        if board.rules.to_move(board.state) != self.lesson.person:
            return None
        return self.script[played]

    def leads(self, pick):
        """Whether holding `pick` brings the expected move within a tap (or two picks)."""
        return leads(self.board, pick, {self.expected()})

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
        board = self.board
        key = (board.app.frame, self.played(), repr(board.ui.selected), board.ui.interactive, self.finished)
        if self._ringed[0] == key:
            return self._ringed[1]
        found = []
        expected = self.expected()
        if expected is not None and board.ui.interactive:
            moment = (self.played(), repr(board.ui.selected))
            if self._shown != moment:  # once per moment: a camera may have left the place out
                self._shown = moment
                board.view.show_move(board.state, board.ui, expected)
            targets = list(board.view.targets(board.state, board.ui))
            rects = [tuple(rect) for rect, _hit in targets]
            targets += [
                (b.rect, b.meaning)
                for b in board.view.buttons
                if b.visible and b.enabled and b.meaning is not None and tuple(b.rect) not in rects
            ]
            found = pointing_at(board, targets, {expected})
        self._ringed = (key, found)
        return found

    # -- the person's side: only the script's moves are played --------------------------------------
    def admit(self, hit):
        if self.finished:
            return None
        if hit is None:  # a tap on nothing is told why; a drag that means nothing (a pan) is not
            if self.board.input.tapping:
                self.board.refuse(_(self.step().why))
            return None
        if self.allowed(hit) or (hit.move is None and hit.pick is None and hit.say is None):
            return hit  # (an empty Hit: the view acted on its own, e.g. a zoom)
        self.board.refuse(_(self.step().why))
        return None

    def key_targets(self, targets):
        return self.ringed()

    def board_closed(self):
        return self.finished  # the end panel lies over the board

    def cancel(self):
        """Esc drops a half-made choice (never refused); True if there was one."""
        if self.board.ui.selected is None:
            return False
        self.board.ui.clear()
        self.board.input.target_focus = None
        self.board.app.invalidate()
        return True

    def after_sync(self):
        self.board.ui.hints = (
            False  # the ring shows the one thing to tap; the view's hints would light others
        )
        if self.finished:  # the end panel lies over the board: the view's buttons go
            for button in self.board.view.buttons:
                button.visible = False

    def after_play(self):
        if self.board.message is not None and not self.board.message[2]:
            self.board.message = None  # the captions tell what happened, in the lesson's words

    # -- the script's end ----------------------------------------------------------------------
    def update(self, dt):
        changed = False
        if self.ringed():  # the ring pulses while it waits for the person (steady, animations off)
            changed = self.pulse.update(dt, self.board.app.settings.speed)
        if not self.finished and not self.board.busy() and self.played() >= len(self.script):
            self.finish()  # the script is done (the game itself may go on)
            changed = True
        return changed

    def over(self):
        self.finish()
        return True

    def finish(self):
        if self.finished:
            return
        board = self.board
        self.finished = True
        board.ui.clear()
        board.input.target_focus = None
        self.play_button.visible = True
        board.layout(board.app.layout)  # the end sheet finds its place beside what it speaks of
        board.app.audio.play("win")
        board.app.invalidate()

    # -- buttons ---------------------------------------------------------------------------------
    def undo(self):
        """Back to the start of this step, or of the step before."""
        played, index = self.played(), min(self.step_index(), len(self.rests) - 1)
        if played > self.rests[index]:
            target = self.rests[index]
        elif index > 0:
            target = self.rests[index - 1]
        else:
            self.board.refuse(_("This is the first step: there is nothing to take back."))
            return
        self.jump(target)
        self.board.say(_("Back to step {number}.").format(number=self.lesson.step_at(target) + 1))

    def restart(self):
        """The lesson from the beginning (the first roll plays again)."""
        self.jump(0)

    def jump(self, played):
        """Cut the match back to its first `played` moves (always the script's)."""
        board = self.board
        del board.match.record["moves"][played:]
        del board.match.states[played + 1 :]
        board.reset_view()
        was_finished, self.finished = self.finished, False
        self.play_button.visible = False
        if was_finished:
            self.band = None
            board.layout(board.app.layout)  # the board takes back the end sheet's room
        board.message = None
        board.app.invalidate()

    def show_rules(self):
        self.board.app.scenes.open("rules", game_id=self.board.game.id)

    def play_real(self):
        """A real game against the easy computer, in the lesson's seat (asking first if it
        would take the place of this game's game in progress)."""
        lesson, app = self.lesson, self.board.app
        match = Match.new(lesson.game, lesson.players, lesson.variant, dict(lesson.options))
        seats = self.seats()

        def begin():
            app.scenes.pop_to("menu")
            app.scenes.open("board", match=match, seats=seats)

        def go_on():
            found = resume.board_details(app, kept["slot"])
            if found is not None:
                app.scenes.pop_to("menu")
                app.scenes.open("board", **found)

        kept = autosave.replaces(app, match)
        if kept is None:
            begin()
            return
        app.scenes.open(
            "confirm",
            # TRANSLATORS: {game} is a kind of game in progress, "TRICE game" or "TRICE game by link".
            title=_("A {game} is in progress").format(game=kept['label']),
            text=_(
                "A new game against the easy computer takes its place and it is lost; Continue it "
                "to go on where you left off."
            ),
            answers=[(_("Continue it"), go_on, "accent"), (_("New game"), begin, "panel")],
            cancel=lambda: None,
        )

    # -- layout and drawing ----------------------------------------------------------------------
    def layout(self, lay):
        status, area = self.board.status_rect, self.board.board_rect
        above = status.bottom <= area.top and status.left < area.right and area.left < status.right
        tall = lay.height / lay.css_scale >= TALL_CSS
        # on a small screen the caption in secondary text takes the progress dots' strip too
        extra = (
            self.caption_height(lay, status.width, tall) + (self.strip(lay) if tall else 0) - status.height
        )
        spare = lay.height / lay.css_scale >= SHORT_CSS  # else the board keeps its tap targets
        if (
            above and extra > 0 and spare
        ):  # the caption gets its lines and the dots; the board gives up the room
            self.board.status_rect = pygame.Rect(status.x, status.y, status.width, status.height + extra)
            self.board.board_rect = pygame.Rect(area.x, area.y + extra, area.width, area.height - extra)
            self.board.view.layout(lay, self.board.board_rect)
        # the progress dots take a strip of the box where it keeps room for the caption
        # (with larger text the caption or the closing words may need all of it)
        roomy = self.board.status_rect.height - self.strip(lay) >= max(
            2 * self.board.app.theme.font(lay.small).get_linesize(),
            self.caption_height(lay, self.board.status_rect.width, tall, done=True) - lay.gap + lay.gap // 2,
        )
        self.dot_strip = self.strip(lay) if roomy and tall else 0
        self.place_panel(lay)
        self._ringed = (None, [])

    @staticmethod
    def done_text():
        return _("Lesson done! Play a real game, or Restart to see it again.")

    def caption_height(self, lay, width, tall=True, done=False):
        """Room for the longest caption: in CAPTION_LINES lines of the coach line's body text
        on a tall screen; on a smaller one in as many lines of secondary text as it takes
        (app/ui/coach_line.py sets it so; never smaller)."""
        theme = self.board.app.theme
        body, small = theme.font(lay.text, bold=True), theme.font(lay.small, bold=True)
        room = width - 2 * lay.gap
        needed = 0
        for caption in [_(step.caption) for step in self.lesson.steps] + [self.done_text()] * done:
            in_small = len(wrap(small, caption, room)) * small.get_linesize()
            if tall:  # body text up to CAPTION_LINES lines; a longer one (larger text) in secondary
                lines = len(wrap(body, caption, room))
                in_body = min(CAPTION_LINES, lines) * body.get_linesize()
                needed = max(needed, in_body if lines <= CAPTION_LINES else max(in_body, in_small))
            else:
                needed = max(needed, in_small)
        return needed + lay.gap

    @staticmethod
    def dot_size(lay):
        return max(3, lay.gap // 3)

    def strip(self, lay):
        """The height of the progress dots' strip along the bottom of the coach line's box."""
        return self.dot_size(lay) * 4

    def frame_layout(self, lay):
        """Once the end sheet needs room the board cannot spare, the board is framed in the
        rest of the screen (above the sheet on a phone, left of it on a wide screen)."""
        if self.band is not None and self.band[0] != lay.size:
            self.band = None  # a new screen: look for room again
        if self.band is None:
            return lay
        side, px = self.band[1]
        rest = copy.copy(lay)  # the same sizes on a canvas that ends before the sheet
        rest.size = (lay.width, lay.height - px) if side == "bottom" else (lay.width - px, lay.height)
        rest.width, rest.height = rest.size
        rest.portrait = lay.portrait  # a phone held upright still stacks its board
        return rest

    def panel_height(self, lay, width):
        font = self.board.app.theme.font(lay.text)
        heading = self.board.app.theme.font(lay.heading, bold=True).get_linesize()
        lines = wrap(font, _(self.lesson.done), width - 2 * lay.gap)
        button = button_height(self.board.app.theme, lay, self.play_button.text, width - 2 * lay.gap)
        return lines, heading + 2 * lay.gap + len(lines) * font.get_linesize() + lay.gap + button + lay.gap

    def place_panel(self, lay):
        """The end sheet: the closing words and the offer of a real game, where it covers
        neither what the lesson ended on (the view's `result_area`: the winning line, the
        score) nor the buttons and the coach line: in free room on the board if there is
        some (the lowest), else in a band the board gives up (`frame_layout`)."""
        widest = min(lay.width - 2 * lay.margin, int(720 * lay.unit) + 2 * lay.gap)
        if not self.finished:
            self.band = None
            self.panel_lines, height = self.panel_height(lay, widest)
            self.panel = pygame.Rect(lay.margin, lay.height - lay.margin - height, widest, height)
        elif self.band is not None:  # the board was framed beside the sheet's band
            side, px = self.band[1]
            if side == "bottom":
                self.panel_lines, height = self.panel_height(lay, widest)
                self.panel = pygame.Rect(0, 0, widest, height)
                self.panel.midbottom = (lay.width // 2, lay.height - lay.margin)
            else:
                width = px - lay.margin
                self.panel_lines, height = self.panel_height(lay, width)
                self.panel = pygame.Rect(lay.width - lay.margin - width, 0, width, height)
                self.panel.centery = lay.height // 2
        else:
            spot = self.free_spot(lay, widest)
            if spot is None:  # no room on the board as it is: it gives up a band for the sheet
                self.band = (lay.size, self.band_for(lay, widest))
                self.board.layout(lay)  # frames the board in the rest, then places the sheet again
                return
            self.panel_lines, _height = self.panel_height(lay, spot.width)
            self.panel = spot
        width = self.panel.width - 2 * lay.gap
        height = button_height(self.board.app.theme, lay, self.play_button.text, width)
        self.play_button.rect = pygame.Rect(
            self.panel.x + lay.gap, self.panel.bottom - lay.gap - height, width, height
        )

    def free_spot(self, lay, widest):
        """Room for the sheet (as wide as it may be, or narrower down to about half) that covers
        nothing it must leave in sight, or None: beside the whole board if there is room,
        else over the board but beside what the lesson ended on."""
        keep = [self.board.status_rect] + [b.rect for b in self.board.bar if b.visible]
        self.board.view.sync(self.board.state, self.board.ui)  # the view's parts where this state is drawn
        keep += list(self.board.view.result_area(self.board.state))
        bounds = lay.rect.inflate(-2 * lay.margin, -2 * lay.margin)
        narrowest = min(widest, max(int(340 * lay.unit), lay.tap * 4))
        area = self.board.view.playing_area()
        # beside the whole board; failing that, over the board but beside what the lesson ended
        # on, unless the board can give up a band and keep a shape its view lays out well
        tries = [[area] + keep] if area is not None else []
        if not self.band_keeps_shape(lay, widest):
            tries.append(keep)
        for avoid in tries:
            width = widest
            while width >= narrowest:
                _lines, height = self.panel_height(lay, width)
                spot = clear_spot(bounds, avoid, (width, height), gap=lay.gap // 2)
                if spot is not None:
                    return spot
                width -= max(8, widest // 10)
        return None

    def band_keeps_shape(self, lay, widest):
        """Whether the screen left beside the sheet's band is still clearly upright (a phone)
        or wide (a laptop): a squarish rest makes views squeeze their side panels."""
        side, px = self.band_for(lay, widest)
        width, height = (lay.width, lay.height - px) if side == "bottom" else (lay.width - px, lay.height)
        return max(width, height) >= BAND_SHAPE * min(width, height)

    def band_for(self, lay, widest):
        """(side, px) the board gives up for the sheet: the bottom on a phone, the right
        side on a wide screen."""
        if lay.portrait:
            return "bottom", self.panel_height(lay, widest)[1] + lay.margin + lay.gap
        width = max(int(lay.width * 0.34), min(widest, int(420 * lay.unit)))
        return "right", width + lay.margin

    def keep_clear(self):
        return [self.panel] if self.finished else []

    def status_text(self):
        if self.finished:
            words = self.done_text()
            rect = self.board.status_rect
            room = pygame.Rect(rect.x, rect.y, rect.width, rect.height - self.dot_strip)
            size, lines = CoachLine.fit(self.board.app, words, room)
            if len(lines) * self.board.app.theme.font(size, bold=True).get_linesize() > room.height:
                return _("Lesson done!")  # a cramped box (larger text): the end panel says the rest
            return words
        return _(self.step().caption)

    def before_draw(self):
        self.undo_button.enabled = self.played() > self.rests[0] or self.finished

    def draw_status(self, surface):
        """The caption (or a refusal) above the progress dots, in the coach line's box."""
        lay = self.board.app.layout
        whole = self.board.status_rect
        draw_panel(surface, self.board.app.theme, whole, "panel", radius=lay.gap)
        self.board.draw_status(
            surface, pygame.Rect(whole.x, whole.y, whole.width, whole.height - self.dot_strip)
        )

    def draw(self, surface):
        self.draw_progress(surface)
        if self.finished:
            self.draw_panel(surface)
        else:
            self.draw_rings(surface)

    def draw_progress(self, surface):
        """A dot per step along the bottom of the caption's box: done, now, to come."""
        lay, theme = self.board.app.layout, self.board.app.theme
        if not self.dot_strip:
            return  # a small phone: the caption needs all of the box
        count, now = len(self.lesson.steps), self.step_index()
        radius = self.dot_size(lay)
        spacing = radius * 4
        x = self.board.status_rect.centerx - (count - 1) * spacing // 2
        y = self.board.status_rect.bottom - self.strip(lay) // 2 - radius // 2
        for index in range(count):
            colour = theme.colour("accent" if index <= now else "muted")
            pygame.draw.circle(
                surface, colour, (x + index * spacing, y), radius, width=0 if index <= now else 1
            )

    def draw_rings(self, surface):
        """A pulsing ring round each thing to tap, and a pointer above it (rings.py)."""
        draw_rings(
            surface,
            self.board.app.layout,
            self.board.app.theme,
            [rect for rect, _hit in self.ringed()],
            self.pulse.value,
            pointer=True,
        )

    def draw_panel(self, surface):
        lay, theme = self.board.app.layout, self.board.app.theme
        draw_panel(surface, theme, self.panel, "panel", radius=lay.gap, border="accent")
        y = self.panel.y + lay.gap
        title = theme.text(_("Well done!"), lay.heading, "accent", bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, y)))
        y += title.get_height() + lay.gap
        font = theme.font(lay.text)
        for line in self.panel_lines:
            label = theme.text(line, lay.text, "text")
            surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
            y += font.get_linesize()
