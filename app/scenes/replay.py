"""Watch a game again: the game's own view, view-only, with a timeline.

One scene for every game. It replays the record once (every state kept), and
shows position `index` (0: before the first move, len(moves): the end) on
the game's `BoardView` with nothing to tap: a tap on the board only cuts a
running picture short. The coach line says what the move that led here did
(`Game.describe_move` on the state before it, dice rolls too) and, at the end,
why the game ended. Hidden information: everything shows (`ui.viewer` None),
the game is over.

Timeline: back and forward one move (forward animates the move when
animations are on), play/pause (one move per `READ_S` after its picture
ends), start and end, and a scrubber to tap or drag; keys: Left/Right, Home/End,
Space. Where the game has a judge (`Game.judge`: TRICE's exact solver), it
runs a slice per frame and its mistake marks show on the scrubber and in the
coach line as they become known.

Opened as `app.scenes.open("replay", record=..., seats=...)`; a record that
does not replay raises games.records.RecordError (the opener says why).
`code()` is this game's share code (games/codes.py).
"""

import copy

import pygame

from games import codes, registry
from games.records import replay_states

from .. import boards
from .. import pointer as ptr
from ..boards.frame import standard_frame
from ..boards.view import BoardUI
from ..coach_line import CoachLine
from ..seats import LABELS
from ..timeline import IconButton, Scrubber
from ..widgets import Button, UIScene

READ_S = 1.4   # seconds a played move stays before the next one, at the normal speed
DASH = "\u2014"


class ReplayScene(UIScene):
    name = "replay"

    def __init__(self, app, record, seats, autoplay=True):
        super().__init__(app)
        moves, options = record.get("moves"), record.get("options", {})
        self.record = {**record, "options": dict(options) if isinstance(options, dict) else options,
                       "moves": list(moves) if isinstance(moves, list) else moves}  # checked by replay_states
        self.seats = list(seats)
        self.game = registry.get(self.record["game"])
        self.rules, self.states = replay_states(self.record)
        self.moves = self.record["moves"]
        self.index = 0
        self.playing = autoplay and bool(self.moves)
        self.wait = 0.0
        self.scrubbing = False
        self.view = boards.make_view(app, self.game, self.seats)
        self.ui = BoardUI()
        self.coach_line = CoachLine()
        self.judge = self.game.judge(self.states, self.moves) if self.game.judge else None
        self._words = {}
        self.back_button = Button("Back", self.leave)
        self.rules_button = Button("Rules", self.show_rules)
        self.share_button = Button("Share", self.share)  # the share overlay (app/scenes/share.py)
        self.bar = [self.back_button, self.share_button, self.rules_button]  # along the top, like the board's
        self.start_button = IconButton("Go to the start", "start", self.go_start)
        self.previous_button = IconButton("Previous move", "back", self.step_back)
        self.play_button = IconButton("Play", "play", self.toggle)
        self.next_button = IconButton("Next move", "forward", self.step_forward)
        self.end_button = IconButton("Go to the end", "end", self.go_end)
        self.controls = [self.start_button, self.previous_button, self.play_button, self.next_button,
                         self.end_button]
        self.scrubber = Scrubber()
        self.widgets = self.bar + self.controls + [self.scrubber]
        self.moved()

    # -- facts ---------------------------------------------------------------------------------
    @property
    def state(self):
        """The position shown."""
        return self.states[self.index]

    @property
    def last(self):
        return len(self.moves)

    def code(self):
        """This game as a share code (games/codes.py; CodeError if it cannot be written)."""
        return codes.encode(self.record, self.seats)

    def marks(self):
        """{move index: Blunder} known so far."""
        return dict(self.judge.marks) if self.judge is not None else {}

    # -- moving along the timeline ---------------------------------------------------------------
    def step_forward(self, animate=True, by_person=True):
        if by_person:
            self.pause()
        if self.index >= self.last:
            return False
        before = self.state
        self.index += 1
        self.view.reset()
        self.moved()
        if animate:  # the view shows the move in motion (or only its sound, animations off)
            self.view.animate(self.moves[self.index - 1], before, self.state, self.ui)
        return True

    def step_back(self):
        self.pause()
        return self.jump(self.index - 1, pause=False)

    def go_start(self):
        self.jump(0)

    def go_end(self):
        self.jump(self.last)

    def jump(self, index, pause=True):
        """Show position `index` at once (no motion); False if it was shown already."""
        if pause:
            self.pause()
        index = max(0, min(self.last, index))
        if index == self.index:
            return False
        self.index = index
        self.view.reset()
        self.moved()
        return True

    def moved(self):
        """The position changed: tell the view the match so far (it may mark the last move)."""
        self.ui.history = (self.states[:self.index + 1], self.moves[:self.index])
        self.wait = 0.0
        self.app.invalidate()

    def toggle(self):
        if self.playing:
            self.pause()
        else:
            self.play()

    def play(self):
        if not self.moves:
            return
        if self.index >= self.last:
            self.jump(0, pause=False)  # play again from the start
        self.playing, self.wait = True, 0.0
        self.app.invalidate()

    def pause(self):
        if self.playing:
            self.playing = False
            self.app.invalidate()

    def pace(self):
        speed = self.app.settings.speed
        return READ_S * (max(0.5, speed) if speed > 0 else 1.0)

    def update(self, dt):
        changed = self.view.update(dt)
        if self.judge is not None and not self.judge.done:
            known = len(self.judge.marks)
            self.judge.step()
            changed = changed or len(self.judge.marks) != known or self.judge.done
        if self.playing and not self.view.busy():
            self.wait += dt
            if self.wait >= self.pace():
                self.step_forward(by_person=False)
                if self.index >= self.last:
                    self.playing = False
                changed = True
        return changed

    # -- input -------------------------------------------------------------------------------------
    def handle(self, event):
        if isinstance(event, ptr.Pointer):
            if self.scrub(event):
                return True
            if event.kind == ptr.DOWN and self.board_rect.collidepoint(event.pos) \
                    and not any(w.hit(event.pos) for w in self.widgets):
                if self.view.busy() and self.view.skip():  # view-only: a tap only cuts a picture short
                    self.app.invalidate()
                return True
        return super().handle(event)

    def scrub(self, event):
        """A press on the scrubber jumps there; dragging follows the finger."""
        if event.kind == ptr.DOWN and self.scrubber.hit(event.pos):
            self.scrubbing = self.scrubber.pressed = True
        elif not self.scrubbing:
            return False
        self.jump(self.scrubber.position_at(self.app, event.pos))
        if event.kind == ptr.UP:
            self.scrubbing = self.scrubber.pressed = False
        self.app.invalidate()
        return True

    def handle_key(self, event):
        """Left/Right a move, Home/End the ends, Space play/pause; Tab and Enter reach the buttons."""
        action = {pygame.K_LEFT: self.step_back, pygame.K_RIGHT: self.step_forward,
                  pygame.K_HOME: self.go_start, pygame.K_END: self.go_end,
                  pygame.K_SPACE: self.toggle}.get(event.key)
        if action is not None:
            action()
            return True
        return super().handle_key(event)

    def leave(self):
        self.app.scenes.pop()

    def show_rules(self):
        self.pause()
        self.app.scenes.open("rules", game_id=self.game.id)

    def share(self):
        """This game's code on its way to a friend: the link, copied or shared, and a QR code."""
        self.pause()
        try:
            code = self.code()
        except codes.CodeError as error:
            self.app.notify(str(error))
            return
        self.app.scenes.open("share", code=code, title="Share this game")

    def exit(self):
        self.playing = False

    # -- words ---------------------------------------------------------------------------------------
    def coach_text(self):
        """What the move that led here did (and a mistake's word); the start; the end."""
        if self.index not in self._words:
            self._words[self.index] = self.words_at(self.index)
        text = self._words[self.index]
        mark = self.marks().get(self.index - 1)
        if mark is not None:
            text = f"{text.rstrip('.')} {DASH} this {mark.words}."
        if self.index == self.last and self.rules.is_over(self.state):
            text = f"{text} {self.rules.end_reason(self.state)}"
        return text

    def words_at(self, index):
        if index == 0:
            people = [f"{self.game.seat_name(seat, self.states[0])} ({LABELS[kind]})"
                      for seat, kind in enumerate(self.seats)]
            return f"{self.game.name}: {' against '.join(people)}."
        return self.game.describe_move(self.states[index - 1], self.moves[index - 1])  # dice rolls too

    # -- layout and drawing ----------------------------------------------------------------------------
    def layout(self, lay):
        # The view frames the screen above the timeline as it frames a board (buttons, coach
        # line, board: some views put the board beside the rest on wide screens).
        above = copy.copy(lay)  # the same sizes on a canvas that ends above the timeline
        above.size = (lay.width, lay.height - lay.tap - lay.gap)
        above.height = above.size[1]
        above.portrait = above.height >= above.width
        framed = self.view.frame(above, self.bar)
        self.status_rect, self.board_rect = framed if framed is not None else standard_frame(above, self.bar)
        row = pygame.Rect(lay.margin, lay.height - lay.margin - lay.tap, lay.width - 2 * lay.margin, lay.tap)
        # The start and end buttons only where the scrubber keeps half the row (Home/End and
        # the scrubber's ends do the same on a phone).
        wide = row.width - len(self.controls) * (lay.tap + lay.gap) >= row.width // 2
        self.start_button.visible = self.end_button.visible = wide
        x = row.x
        for button in self.controls:
            if button.visible:
                button.rect = pygame.Rect(x, row.y, lay.tap, lay.tap)
                x += lay.tap + lay.gap
        self.scrubber.rect = pygame.Rect(x, row.y, row.right - x, lay.tap)
        self.view.layout(above, self.board_rect)

    def sync(self):
        ui = self.ui
        ui.interactive, ui.hints, ui.viewer = False, False, None
        ui.selected = ui.drag = ui.drag_pos = ui.focus = None
        self.view.sync(self.state, ui)
        self.play_button.text, self.play_button.icon = ("Pause", "pause") if self.playing else ("Play", "play")
        self.previous_button.enabled = self.start_button.enabled = self.index > 0
        self.next_button.enabled = self.end_button.enabled = self.index < self.last
        scrubber = self.scrubber
        scrubber.count, scrubber.index = self.last, self.index
        scrubber.marks = tuple(self.marks())
        scrubber.note, scrubber.note_bad = self.judge_note()

    def judge_note(self):
        """(a word on the scrubber, whether it tells of mistakes)."""
        if self.judge is None:
            return None, False
        found = len(self.judge.marks)
        if not self.judge.done:
            return "Checking moves\u2026", False
        if not found:
            return "No mistakes found", False
        return (f"{found} mistake" + ("s" if found > 1 else "")), True

    def draw_content(self, surface):
        self.sync()
        self.view.draw(surface, self.state, self.ui)
        colour = "bad" if self.index - 1 in self.marks() else "text"
        self.coach_line.draw(surface, self.app, self.status_rect, self.coach_text(), colour)
