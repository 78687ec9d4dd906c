"""The board scene: one shell for every game, drawing through the game's view.

`BoardScene` owns the match (games/match.py), the seats (person or computer
level), input (taps, drags, keys), the person's half-made choice, the computer
players' thinking, dice rolls at chance nodes, undo, restart, autosave, the
coach line and the game-over overlay. The game's `BoardView`
(app/boards/<id>/view.py) lays out, draws and says what a point means; it
never plays. Only `RULES.play` (through `self.play`) changes the game; the
rules decide turn order and the end.

A move's path: pointer event -> `handle_board` -> `view.hit` -> `Hit` ->
`apply` -> `play` -> `match.play` (RULES.play) -> autosave, `view.animate`,
coach line -> next frame `view.draw`.
"""

import random

import pygame

from games import codes, registry
from games.core import CHANCE, IllegalMove
from games.match import Match

from .. import autosave
from .. import recent
from .. import boards
from .. import correspondence
from .. import pointer as ptr
from ..ai_runner import AIRunner
from ..boards.frame import standard_frame
from ..boards.view import CLEAR, NOBODY, BoardUI, Hit
from ..coach_line import CoachLine
from ..seats import is_human, seat_labels
from ..widgets import Button, UIScene
from .faces import draw_face

MESSAGE_S = 4.0
AI_PAUSE_S = 0.35  # a beat before the computer moves, so people can follow


def open_board(app, match, seats, **details):
    """Replace everything above the menu with the game's board."""
    app.scenes.pop_to("menu")
    return app.scenes.open("board", match=match, seats=seats, **details)


class BoardScene(UIScene):
    name = "board"

    def __init__(self, app, match, seats, link=None, queued=()):
        super().__init__(app)
        self.match = match
        self.link = link  # a game played by link (app/correspondence.py): the other seat is far away
        self.queued = list(queued)  # moves that arrived in a link, played out one by one
        self.game = registry.get(match.record["game"])
        self.rules = self.game.rules
        self.seats = list(seats)
        self.rng = random.Random()  # dice for chance nodes come from here
        self.ai = None
        self.ai_wait = 0.0
        self.message = None  # (text, seconds left, bad)
        self.over_shown = False
        self.ui = BoardUI()
        self.ui.history = (match.states, match.moves)
        self.tracker = ptr.DragTracker()
        self.view = boards.make_view(app, self.game, self.seats)
        computers = [kind for kind in self.seats if not is_human(kind)]
        if computers:
            # Import the game's AI now, with the board: its first import builds tables
            # (TRICE's solver: about 40 ms), which in the frame of the computer's first
            # move would break the 30 ms frame rule.
            self.game.make_agent(computers[0])
        if link is not None:  # the other seat's card says who plays it: a friend far away
            self.view.labels[:] = seat_labels(self.seats, {s for s in range(len(self.seats)) if self.remote(s)})
        self.menu_button = Button("Menu", self.leave)
        self.undo_button = Button("Undo", self.undo)
        self.restart_button = Button("Restart", self.restart)
        self.rules_button = Button("Rules", self.show_rules)
        self.bar = [self.menu_button, self.undo_button, self.restart_button, self.rules_button]
        self.send_button = Button("Send", self.send, style="accent")
        if link is not None:  # restarting would leave the friend behind: Send takes its place
            self.bar[2] = self.send_button
        for button in self.view.buttons:
            button.action = lambda b=button: self.apply(b.meaning)
        self.widgets = list(self.bar) + list(self.view.buttons)
        self.holder = None  # hidden information: the person holding the device now
        self.cover_button = Button("Show", self.dismiss_cover, style="accent")
        self.cover_button.visible = False
        if self.game.hidden_information:
            self.widgets.append(self.cover_button)
        self.target_focus = None  # keyboard: index into the view's targets
        self.coach_line = CoachLine()
        self.recorded = False  # in the recent games (once, even if Undo shows the end again)

    def enter(self):
        self.save()

    def save(self):
        """The autosave (and a game by link's memory of it) after every move."""
        autosave.save(self.app, self.match, self.seats,
                      link=None if self.link is None else self.link.doc())
        if self.link is not None:
            correspondence.remember(self.app, self.link, self.match.record)

    # -- facts ---------------------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def humans(self):
        """The seats of people at this device (not a friend far away)."""
        return {seat for seat, kind in enumerate(self.seats)
                if is_human(kind) and not self.remote(seat)}

    def remote(self, seat):
        """Whether `seat` is played on another device (a game by link)."""
        return self.link is not None and self.link.remote(seat)

    def seat_name(self, seat):
        return self.game.seat_name(seat, self.state)

    def human_to_move(self):
        seat = self.rules.to_move(self.state)
        return (seat != CHANCE and not self.rules.is_over(self.state) and is_human(self.seats[seat])
                and not self.remote(seat) and not self.queued)

    def busy(self):
        """True while an animation must finish before the game goes on."""
        return self.view.busy()

    def sync_ui(self):
        """Tell the view what the person may do now (read by draw, hit and targets)."""
        self.ui.interactive = self.human_to_move() and not self.busy()
        self.ui.hints = self.app.settings.hints
        self.sync_cover()
        target = self.focused_target()
        self.ui.focus = target[0] if target is not None and self.focus is None else None
        self.view.sync(self.state, self.ui)

    # -- playing ---------------------------------------------------------------------------------
    def play(self, move):
        """Play `move` through the rules; an illegal one is explained. True if played."""
        before = self.state
        try:
            self.match.play(move)
        except IllegalMove as err:
            self.refuse(str(err))
            return False
        self.say(None)
        self.save()
        self.note_holder(before)  # before animate: dice rolled now land as this person may see them
        self.view.animate(move, before, self.state, self.ui)
        self.ui.clear()
        self.target_focus = None
        news = self.view.news(before, move, self.state)
        mover = self.rules.to_move(before)
        if news is None and mover != CHANCE and not is_human(self.seats[mover]):
            news = self.game.describe_move(before, move)  # so people can follow the computer
        if news:
            self.say(news)
        self.app.invalidate()
        return True

    def apply(self, hit):
        """Carry out what the view says a tap means; True if anything changed."""
        if hit is None:
            return False
        if hit.sound is not None:
            self.app.audio.play(hit.sound)
        if hit.move is not None:
            if hit.pick is not None:  # held if the rules refuse the move (play clears it)
                self.ui.selected = None if hit.pick is CLEAR else hit.pick
            return self.play(hit.move)
        if hit.pick is not None:
            self.ui.selected = None if hit.pick is CLEAR else hit.pick
            self.target_focus = None
        if hit.say is not None:
            if hit.bad:
                self.refuse(hit.say)
            else:
                self.say(hit.say)
        elif hit.pick is not None:
            self.say(None)
        self.app.invalidate()
        return True

    def refuse(self, text):
        self.say(text, bad=True)
        self.app.audio.play("invalid")

    def say(self, text, bad=False):
        self.message = None if text is None else (text, MESSAGE_S, bad)
        self.app.invalidate()

    # -- the flow: dice, computer players, game over -----------------------------------------------
    def update(self, dt):
        changed = self.view.update(dt)
        if self.message is not None:
            text, left, bad = self.message
            self.message = (text, left - dt, bad) if left > dt else None
            changed = changed or self.message is None
        if self.busy():
            return True
        if self.queued:  # a link's moves play out before anything else happens
            self.play(self.queued.pop(0))
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

    def agent_state(self, seat):
        view = getattr(self.rules, "view", None)
        return view(self.state, seat) if view is not None else self.state

    def think(self, seat, dt):
        if self.ai is None:
            if self.ai_wait < AI_PAUSE_S * self.app.settings.speed:
                self.ai_wait += dt
                return False
            agent = self.game.make_agent(self.seats[seat], rng=self.rng)
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
        if not self.recorded:
            self.recorded = True
            recent.add(self.app, self.match.record, self.seats, self.rules.end_reason(self.state))
        returns = self.rules.returns(self.state)
        humans = self.humans()
        if humans and len(humans) < len(self.seats):
            won = any(returns[s] == 1.0 for s in humans)
            self.app.audio.play("win" if won else "lose")
        else:
            self.app.audio.play("win")
        self.app.scenes.open("game_over", board=self)

    def game_over_text(self):
        return self.view.game_over_text(self.state)

    # -- hidden information: who holds the device (games/registry.py: hidden_information) -----------
    # Between people on one device, the board shows a secret (a battle die, a card) only to
    # the person holding the device: the last person who acted, or the one who tapped the
    # "pass the device" cover. One person sees with their own eyes; computers alone, all.
    def viewer(self):
        """Whose eyes the board shows: a seat, None (everything) or NOBODY."""
        humans = self.humans()
        if not self.game.hidden_information or not humans:
            return None
        if len(humans) == 1:
            return next(iter(humans))
        return NOBODY if self.holder is None else self.holder

    def cover_seat(self):
        """The person the device must pass to before their choice, or None: only when
        they may see what the one holding it may not (or the other way round)."""
        if not self.game.hidden_information or len(self.humans()) < 2 or not self.human_to_move():
            return None
        seat = self.rules.to_move(self.state)
        if seat == self.holder:
            return None
        view = self.rules.view
        return seat if view(self.state, seat) != view(self.state, self.holder) else None

    def note_holder(self, before):
        """A person who just acted holds the device."""
        mover = self.rules.to_move(before)
        if self.game.hidden_information and mover not in (CHANCE, None) and is_human(self.seats[mover]):
            self.holder = mover
        self.ui.viewer = self.viewer()

    def dismiss_cover(self):
        seat = self.cover_seat()
        if seat is None:
            return
        self.holder = seat
        self.ui.viewer = self.viewer()
        self.view.handed(self.state, self.ui)  # e.g. this person's dice roll for them
        self.target_focus = None
        self.app.invalidate()

    def sync_cover(self):
        self.ui.viewer = self.viewer()
        cover = self.cover_seat()
        self.cover_button.visible = cover is not None
        if cover is not None:
            self.cover_button.text = f"I am {self.seat_name(cover)}: show"

    def cover_key(self, event):
        """Enter or Space on the cover's keyboard target lifts it (arrows reach it)."""
        if (self.cover_seat() is None or self.focus is not None or self.target_focus is None
                or event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)):
            return False
        self.dismiss_cover()
        return True

    # -- pointer -------------------------------------------------------------------------------------
    def handle(self, event):
        """Buttons get pointer presses that start on them; the rest goes to the board."""
        if not isinstance(event, ptr.Pointer):
            return super().handle(event)
        if self.pressed is not None or (event.kind == ptr.DOWN
                                        and any(w.hit(event.pos) for w in self.widgets)):
            return super().handle(event)
        return self.handle_board(event)

    def handle_board(self, event):
        """A pointer event on the board (not on a button): tap, or drag and drop."""
        self.sync_ui()
        ui = self.ui
        on_board = self.board_rect.collidepoint(event.pos)
        if self.cover_button.visible:  # a tap anywhere on the cover lifts it
            if event.kind == ptr.UP and on_board:
                self.dismiss_cover()
            return on_board
        if event.kind == ptr.DOWN and on_board and self.busy() and self.view.skip():
            self.app.invalidate()
            return True
        if not ui.interactive:
            if (event.kind == ptr.DOWN and not self.rules.is_over(self.state)
                    and self.board_rect.collidepoint(event.pos)):
                text = self.link_waiting() or self.view.waiting(self.state)
                if text:
                    self.say(text)
                return True
            return False
        action = self.tracker.feed(event)
        if action == "press":
            ui.drag, ui.drag_pos = self.view.grab(event.pos, self.state, ui), None
            return True
        if action == "drag":
            if ui.drag is not None:
                ui.drag_pos = event.pos
            return True
        if action == "drop":
            if ui.drag is None:
                ui.drag_pos = None
                return True
            ui.drag_pos = event.pos
            hit = self.view.drop(event.pos, self.state, ui)
            self.apply(hit)  # the view's animation may start where the finger let go
            ui.drag = ui.drag_pos = None
            return True
        if action == "tap":
            ui.drag = ui.drag_pos = None
            self.apply(self.view.hit(event.pos, self.state, ui))
            return True
        return False

    def render(self, face, size):
        """A die face picture (see app/scenes/faces.py)."""
        return draw_face(self.app, face, size)

    # -- keyboard ------------------------------------------------------------------------------------
    def key_targets(self):
        self.ui.interactive = self.human_to_move() and not self.busy()
        if self.cover_seat() is not None:
            return [(self.cover_button.rect, None)]  # Enter lifts it (cover_key)
        self.ui.viewer = self.viewer()
        return self.view.targets(self.state, self.ui) if self.ui.interactive else []

    def focused_target(self):
        targets = self.key_targets()
        if self.target_focus is None or not targets:
            return None
        return targets[self.target_focus % len(targets)]

    def handle_key(self, event):
        """Arrows walk the board's targets, Enter/Space acts on one; Tab walks the buttons."""
        if self.cover_key(event):
            return True
        targets = self.key_targets()
        step = {pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}.get(event.key)
        if targets and step is not None:
            self.focus = None
            start = -1 if self.target_focus is None and step > 0 else (self.target_focus or 0)
            self.target_focus = (start + step) % len(targets)
            return True
        if targets and self.focus is None and self.target_focus is not None and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            index = self.target_focus % len(targets)
            hit = targets[index][1]
            self.apply(hit)
            after = self.key_targets()
            if hit.move is None and hit.pick is not None:
                index = 0  # a new choice (a die's arrows): walk its targets from the start
            self.target_focus = None if not after else min(index, len(after) - 1)
            return True
        if event.key == pygame.K_TAB:
            self.target_focus = None
        return super().handle_key(event)

    def draw_key_focus(self, surface):
        if self.ui.focus is not None:
            pygame.draw.rect(surface, self.app.theme.colour("highlight"), self.ui.focus.inflate(8, 8),
                             width=4, border_radius=8)

    # -- buttons -------------------------------------------------------------------------------------
    def undo(self):
        humans = self.humans()
        if not humans:
            self.say("Nothing to undo: only the computer is playing.")
            return
        self.stop_thinking()
        if not self.match.undo(humans, chance_barrier=self.undo_barrier(), floor=self.undo_floor()):
            self.say("Nothing to undo.", bad=True)
            return
        self.over_shown = False
        self.save()
        self.reset_view()
        self.say("Move taken back.")

    def undo_barrier(self):
        return not self.game.undo_across_dice and len(self.humans()) > 1

    def undo_floor(self):
        """Moves never taken back: in a game by link, the ones sent or received."""
        return 0 if self.link is None else self.link.floor

    def reset_view(self):
        self.view.reset()
        self.ui.clear()
        self.target_focus = None
        self.holder = None  # hidden information: nobody's secrets show until the cover is tapped

    def restart(self, seats=None):
        self.stop_thinking()
        record = self.match.record
        match = Match.new(record["game"], record["players"], record["variant"], record["options"])
        details = {}
        if self.link is not None:  # a new game by link with the same friend
            details["link"] = self.link.rematch(swap=seats is not None and self.game.rematch_swaps)
        open_board(self.app, match, seats or self.seats, **details)

    def rematch(self):
        self.restart(self.rematch_seats())

    def rematch_seats(self):
        """Who sits where in a rematch: some games let the other player start."""
        return list(reversed(self.seats)) if self.game.rematch_swaps else self.seats

    def show_rules(self):
        self.app.scenes.open("rules", game_id=self.game.id)

    # -- sharing and play by link (app/sharing.py, app/correspondence.py) ----------------------------
    def share(self):
        """Share this game's code (a game by link: send it to the friend)."""
        if self.link is not None:
            self.send()
            return
        try:
            code = codes.encode(self.match.record, seats=self.seats)
        except codes.CodeError as error:
            self.refuse(str(error))
            return
        self.app.scenes.open("share", code=code, title="Share this game")

    def send(self):
        """Send the game by link to the friend far away (again, if it got lost)."""
        if self.human_to_move():
            self.say("It is your turn: make your move, then Send.")
            return
        record = self.match.record
        self.link.floor = self.link.sent = len(record["moves"])  # the friend may see these now
        self.save()
        self.app.scenes.open("share", code=self.link.code(record), title="Send to your friend")

    def link_waiting(self):
        """The sentence while the friend far away is to move, or None."""
        seat = self.rules.to_move(self.state)
        if self.rules.is_over(self.state) or self.queued or not self.remote(seat):
            return None
        return self.link.status(self.game, self.state, len(self.match.moves))

    def cancel(self):
        """Esc: drop a half-made choice; True if there was one."""
        hit = self.view.cancel(self.ui)
        return hit is not None and self.apply(hit)

    def back(self):
        """Esc or the browser's back: cancel a pending choice, else leave the board."""
        if not self.cancel():
            self.leave()

    def leave(self):
        self.stop_thinking()
        self.app.scenes.pop()

    def exit(self):
        self.stop_thinking()

    # -- layout and drawing -------------------------------------------------------------------------
    def layout(self, lay):
        framed = self.view.frame(lay, self.bar)
        if framed is None:
            framed = self.standard_frame(lay)
        self.status_rect, self.board_rect = framed
        self.view.layout(lay, self.board_rect)
        board = self.board_rect  # the "pass the device" cover's button, under its words
        self.cover_button.rect = pygame.Rect(0, 0, min(board.width, int(520 * lay.unit) + 40), lay.tap)
        self.cover_button.rect.center = (board.centerx, board.centery + lay.tap)

    def standard_frame(self, lay):
        """Buttons along the top, the coach line under them, the board below."""
        return standard_frame(lay, self.bar)

    def status_text(self):
        """The coach line: who does what now."""
        state = self.state
        if not self.rules.is_over(state):
            self.ui.interactive = self.human_to_move() and not self.busy()
        cover = self.cover_seat()
        if cover is not None:
            return f"Pass the device to {self.seat_name(cover)}, who makes a secret choice next."
        text = self.link_waiting() or self.view.coach(state, self.ui)
        if text:
            return text
        if self.rules.is_over(state):
            return self.view.game_over_text(state)
        seat = self.rules.to_move(state)
        if seat == CHANCE:
            return "Rolling the dice..."
        if not is_human(self.seats[seat]):
            return f"{self.seat_name(seat)} (computer) is thinking..."
        return f"{self.seat_name(seat)} to move."

    def draw_content(self, surface):
        humans = self.humans()
        self.undo_button.enabled = bool(humans) and self.match.can_undo(
            humans, chance_barrier=self.undo_barrier(), floor=self.undo_floor())
        if self.link is not None:
            self.send_button.text = "Send again" if self.link.sent == len(self.match.moves) else "Send"
        self.sync_ui()
        if self.cover_button.visible:  # hidden information: the board waits under the cover
            self.view.draw_cover(surface, self.board_rect, self.cover_seat(), self.cover_button.rect)
        else:
            self.view.draw(surface, self.state, self.ui)
        self.draw_status(surface)
        self.draw_key_focus(surface)

    def draw_status(self, surface):
        """The sentence (or the latest message) in the coach line's box."""
        text, colour = self.status_text(), "text"
        if self.message is not None:
            text, colour = self.message[0], "bad" if self.message[2] else "accent"
        self.coach_line.draw(surface, self.app, self.status_rect, text, colour)
