"""The frame every game board sits in.

`BoardScene` owns the match (games/match.py), the seats (person or computer
level), the computer players' thinking, dice rolls at chance nodes, undo,
restart, autosave, the rules page and the game-over overlay. A game's scene
subclasses it and adds the board: drawing, its own input, animations and the
sentence saying who does what now. Only `RULES.play` (through `self.play`)
changes the game; the rules decide turn order and the end.
"""

import importlib
import random

import pygame

from games.core import CHANCE, IllegalMove
from games.match import Match

from .. import autosave
from ..ai_runner import AIRunner
from ..seats import seat_name, is_human
from .. import pointer as ptr
from ..theme import wrap
from ..widgets import Button, UIScene, draw_panel
from .faces import draw_face

MESSAGE_S = 4.0
AI_PAUSE_S = 0.35  # a beat before the computer moves, so people can follow


def open_board(app, match, seats):
    """Replace everything above the menu with the game's board."""
    from .menu import MenuScene
    app.scenes.pop_to(MenuScene)
    module = importlib.import_module(f"games.{match.record['game']}.scene")
    board = app.scenes.push(module.Scene(app, match, seats))
    autosave.save(app, match, seats)
    return board


class BoardScene(UIScene):
    undo_across_dice = True  # False: an undo never takes back a roll people have seen

    def __init__(self, app, match, seats):
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.seats = list(seats)
        self.rng = random.Random()  # dice for chance nodes come from here
        self.ai = None
        self.ai_wait = 0.0
        self.message = None  # (text, seconds left, bad)
        self.over_shown = False
        self.menu_button = Button("Menu", self.leave)
        self.undo_button = Button("Undo", self.undo)
        self.restart_button = Button("Restart", self.restart)
        self.rules_button = Button("Rules", self.show_rules)
        self.bar = [self.menu_button, self.undo_button, self.restart_button, self.rules_button]
        self.widgets = list(self.bar)
        self.target_focus = None  # keyboard: index into key_targets()
        self._status_lines = (None, None)
        self._ai_module = importlib.import_module(f"games.{match.record['game']}.ai")

    # -- facts for subclasses ----------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def humans(self):
        return {seat for seat, kind in enumerate(self.seats) if is_human(kind)}

    def seat_name(self, seat):
        return seat_name(self.rules, seat)

    def human_to_move(self):
        seat = self.rules.to_move(self.state)
        return seat != CHANCE and not self.rules.is_over(self.state) and is_human(self.seats[seat])

    def busy(self):
        """True while an animation must finish before the game goes on."""
        return False

    # -- playing ---------------------------------------------------------------------------
    def play(self, move):
        """Play `move` through the rules; an illegal one is explained. True if played."""
        before = self.state
        try:
            self.match.play(move)
        except IllegalMove as err:
            self.say(str(err), bad=True)
            self.app.audio.play("invalid")
            return False
        self.say(None)
        autosave.save(self.app, self.match, self.seats)
        self.on_played(move, before, self.state)
        mover = self.rules.to_move(before)
        if self.message is None and mover != CHANCE and not is_human(self.seats[mover]):
            self.say(self.move_news(before, move))  # so people can follow the computer
        self.app.invalidate()
        return True

    def move_news(self, before, move):
        """A computer's move in words (None: say nothing)."""
        describe = getattr(self.rules, "describe_move", None)
        return describe(before, move) if describe is not None else None

    def on_played(self, move, before, after):
        """Start animations and sounds for a move just played."""

    def on_reset(self):
        """The state jumped (undo, restart): drop animations, show it as it is."""

    def say(self, text, bad=False):
        self.message = None if text is None else (text, MESSAGE_S, bad)
        self.app.invalidate()

    # -- the flow: dice, computer players, game over --------------------------------------------
    def update(self, dt):
        changed = self.update_board(dt)
        if self.message is not None:
            text, left, bad = self.message
            self.message = (text, left - dt, bad) if left > dt else None
            changed = changed or self.message is None
        if self.busy():
            return True
        state = self.state
        if self.rules.is_over(state):
            if not self.over_shown:
                self.over_shown = True
                self.game_over()
            return changed
        seat = self.rules.to_move(state)
        if seat == CHANCE:
            self.play(self.rules.random_outcome(state, self.rng))
            return True
        if not is_human(self.seats[seat]):
            return self.think(seat, dt) or changed
        return changed

    def update_board(self, dt):
        """Subclasses advance their animations here; True while anything moves."""
        return False

    def agent_state(self, seat):
        view = getattr(self.rules, "view", None)
        return view(self.state, seat) if view is not None else self.state

    def think(self, seat, dt):
        if self.ai is None:
            if self.ai_wait < AI_PAUSE_S * self.app.settings.speed:
                self.ai_wait += dt
                return False
            agent = self._ai_module.make_agent(self.seats[seat], rng=self.rng)
            self.ai = AIRunner(agent, self.agent_state(seat))
        move = self.ai.step()
        if move is None:
            return False
        self.ai, self.ai_wait = None, 0.0
        self.play(move)
        return True

    def stop_thinking(self):
        if self.ai is not None:
            self.ai.cancel()
        self.ai, self.ai_wait = None, 0.0

    def game_over(self):
        autosave.clear(self.app)
        returns = self.rules.returns(self.state)
        humans = self.humans()
        if humans and len(humans) < len(self.seats):
            won = any(returns[s] == 1.0 for s in humans)
            self.app.audio.play("win" if won else "lose")
        else:
            self.app.audio.play("win")
        self.app.scenes.push(GameOverScene(self.app, self))

    # -- pointer -----------------------------------------------------------------------------
    def handle(self, event):
        """Buttons get pointer presses that start on them; the rest goes to the board."""
        if not isinstance(event, ptr.Pointer):
            return super().handle(event)
        if self.pressed is not None or (event.kind == ptr.DOWN
                                        and any(w.hit(event.pos) for w in self.widgets)):
            return super().handle(event)
        return self.handle_board(event)

    def handle_board(self, event):
        """A pointer event on the board (not on a button); True if it changed something."""
        return False

    def render(self, face, size):
        """A die face picture (see app/scenes/faces.py)."""
        return draw_face(self.app, face, size)

    # -- keyboard ---------------------------------------------------------------------------
    def key_targets(self):
        """[(rect, action)] the keyboard can reach on the board now, in reading order."""
        return []

    def focused_target(self):
        targets = self.key_targets() if self.human_to_move() and not self.busy() else []
        if self.target_focus is None or not targets:
            return None
        return targets[self.target_focus % len(targets)]

    def handle_key(self, event):
        """Arrows walk the board's targets, Enter/Space acts on one; Tab walks the buttons."""
        targets = self.key_targets() if self.human_to_move() and not self.busy() else []
        step = {pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}.get(event.key)
        if targets and step is not None:
            self.focus = None
            start = -1 if self.target_focus is None and step > 0 else (self.target_focus or 0)
            self.target_focus = (start + step) % len(targets)
            return True
        if targets and self.focus is None and self.target_focus is not None and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            targets[self.target_focus % len(targets)][1]()
            return True
        if event.key == pygame.K_TAB:
            self.target_focus = None
        return super().handle_key(event)

    def draw_key_focus(self, surface):
        target = self.focused_target()
        if target is not None and self.focus is None:
            pygame.draw.rect(surface, self.app.theme.colour("highlight"), target[0].inflate(8, 8),
                             width=4, border_radius=8)

    def game_over_text(self):
        """What the game-over overlay says: the winner and why (a game may add more)."""
        return self.rules.end_reason(self.state)

    # -- buttons -------------------------------------------------------------------------------
    def undo(self):
        humans = self.humans()
        if not humans:
            self.say("Nothing to undo: only the computer is playing.")
            return
        self.stop_thinking()
        if not self.match.undo(humans, chance_barrier=not self.undo_across_dice and len(humans) > 1):
            self.say("Nothing to undo.", bad=True)
            return
        self.over_shown = False
        autosave.save(self.app, self.match, self.seats)
        self.on_reset()
        self.say("Move taken back.")

    def restart(self, seats=None):
        self.stop_thinking()
        record = self.match.record
        match = Match.new(record["game"], record["players"], record["variant"], record["options"])
        open_board(self.app, match, seats or self.seats)

    def rematch(self):
        self.restart(self.rematch_seats())

    def rematch_seats(self):
        """Who sits where in a rematch (a game may swap sides)."""
        return self.seats

    def show_rules(self):
        from .rules_viewer import RulesScene
        self.app.scenes.push(RulesScene(self.app, self.match.record["game"]))

    def cancel(self):
        """Esc: drop a half-made choice (a picked die...); True if there was one."""
        return False

    def back(self):
        """Esc or the browser's back: cancel a pending choice, else leave the board."""
        if not self.cancel():
            self.leave()

    def leave(self):
        self.stop_thinking()
        self.app.scenes.pop()

    def exit(self):
        self.stop_thinking()

    # -- layout and drawing -----------------------------------------------------------------
    def layout(self, lay):
        margin, gap = lay.margin, lay.gap
        bar_h = lay.tap
        width = lay.width - 2 * margin
        count = len(self.bar)
        button_w = min(int(200 * lay.unit) + 40, (width - (count - 1) * gap) // count)
        x = margin
        for button in self.bar:
            button.rect = pygame.Rect(x, margin, button_w, bar_h)
            x += button_w + gap
        status_h = int(lay.text * 2.6)
        self.status_rect = pygame.Rect(margin, margin + bar_h + gap, width, status_h)
        top = self.status_rect.bottom + gap
        self.board_rect = pygame.Rect(margin, top, width, lay.height - margin - top)
        self.layout_board(lay, self.board_rect)

    def layout_board(self, lay, rect):
        """Place the board and its pieces inside `rect`."""

    def status_text(self):
        """The sentence saying who does what now."""
        if self.rules.is_over(self.state):
            return self.rules.end_reason(self.state)
        seat = self.rules.to_move(self.state)
        if seat == CHANCE:
            return "Rolling the dice..."
        if not is_human(self.seats[seat]):
            return f"{self.seat_name(seat)} (computer) is thinking..."
        return f"{self.seat_name(seat)} to move."

    def draw_content(self, surface):
        self.undo_button.enabled = bool(self.humans()) and self.match.can_undo(
            self.humans(), chance_barrier=not self.undo_across_dice and len(self.humans()) > 1)
        self.draw_board(surface, self.board_rect)
        self.draw_status(surface)
        self.draw_key_focus(surface)

    def draw_status(self, surface):
        """The sentence (or the latest message) in the status box, in the
        largest size whose lines fit; the wrapping is kept between frames."""
        lay, theme = self.app.layout, self.app.theme
        rect = self.status_rect
        draw_panel(surface, theme, rect, "panel", radius=lay.gap)
        text, colour = self.status_text(), "text"
        if self.message is not None:
            text, colour = self.message[0], "bad" if self.message[2] else "accent"
        key = (text, rect.size)
        if self._status_lines[0] != key:
            self._status_lines = (key, self.fit_status(text, rect))
        size, lines = self._status_lines[1]
        step = theme.font(size, bold=True).get_linesize()
        y = rect.centery - len(lines) * step // 2
        for line in lines:
            label = theme.text(line, size, colour, bold=True)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
            y += step

    def fit_status(self, text, rect):
        """(font size, lines): the largest size whose wrapped lines fit `rect`."""
        lay, theme = self.app.layout, self.app.theme
        size = lay.small + 2
        while True:
            font = theme.font(size, bold=True)
            lines = wrap(font, text, rect.width - 2 * lay.gap)
            if len(lines) * font.get_linesize() <= rect.height - lay.gap // 2 or size <= 11:
                return size, lines[:max(1, rect.height // font.get_linesize())]
            size -= 1

    def draw_board(self, surface, rect):
        """Draw the game inside `rect`."""


class GameOverScene(UIScene):
    """Names the winner and why; rematch, look at the board, or go to the menu."""

    overlay = True

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        self.text = board.game_over_text()
        self.rematch_button = Button("Rematch", board.rematch, style="accent")
        self.look_button = Button("See board", self.back)
        self.menu_button = Button("Menu", self.to_menu)
        self.widgets = [self.rematch_button, self.look_button, self.menu_button]

    def to_menu(self):
        from .menu import MenuScene
        self.app.scenes.pop_to(MenuScene)

    def layout(self, lay):
        width = min(lay.width - 2 * lay.margin, int(720 * lay.unit))
        font = self.app.theme.font(lay.text, bold=True)
        self.lines = wrap(font, self.text, width - 2 * lay.gap)
        height = lay.heading + len(self.lines) * font.get_linesize() + lay.tap * 3 + lay.gap * 7
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = lay.rect.center
        y = self.panel.bottom - lay.gap - lay.tap * 3 - lay.gap * 2
        for button in self.widgets:
            button.rect = pygame.Rect(self.panel.x + lay.gap, y, width - 2 * lay.gap, lay.tap)
            y += lay.tap + lay.gap

    def draw_content(self, surface):
        lay, theme = self.app.layout, self.app.theme
        shade = pygame.Surface(lay.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        draw_panel(surface, theme, self.panel, "panel", radius=lay.gap, border="accent")
        y = self.panel.y + lay.gap
        title = theme.text("Game over", lay.heading, "accent", bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, y)))
        y += title.get_height() + lay.gap
        font = theme.font(lay.text, bold=True)
        for line in self.lines:
            label = font.render(line, True, theme.colour("text"))
            surface.blit(label, label.get_rect(midtop=(self.panel.centerx, y)))
            y += font.get_linesize()
