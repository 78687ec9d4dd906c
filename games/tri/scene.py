"""The TRI board: the torus with its wrapped strip, the seats' boxes, the
battle panel, and the "pass the device" cover for hot-seat secrets.

What is drawn comes from `RULES.view(state, viewer)`: the one person at the
table, or in hot-seat the person holding the device (the last one who acted,
or the one who tapped the cover). Nobody sees the other side's battle dice or
card before the reveal; a game of computers only is shown in full.
Pictures in motion (dice rolling, a triangle glowing) only show a move
already played.
"""

import random

import pygame

from app import pointer as ptr
from app.dice import DieSprite
from app.scenes.board import BoardScene
from app.seats import is_human
from app.widgets import Button
from games.core import CHANCE

from .battle_view import HIDDEN_FACE, BattlePanel, die_face
from .scene_pictures import CARD_PHASES, EVERYTHING, FLASH_S, TriPictures
from .scene_words import TriWords
from .seat_boxes import box_height, grid
from .torus_view import TorusView

REVEAL_S = 1.8   # a revealed battle stays up this long (times the speed setting; a tap skips it)
BONUS_S = 1.2    # the bonus die stays up this long after landing
DICE_POOL = [("pips", "W", v) for v in range(1, 7)]


class Scene(TriPictures, TriWords, BoardScene):
    undo_across_dice = False  # between people, a roll once seen is never taken back

    def __init__(self, app, match, seats):
        super().__init__(app, match, seats)
        self.torus = TorusView(self.rules.board_size(self.state))
        self.panel = BattlePanel()
        self.tracker = ptr.DragTracker()
        self.dice_rng = random.Random(5)  # only which faces flash by while a die tumbles
        self.holder = None         # hot-seat: the person holding the device now
        self.teleport_from = None  # square whose teleport the person is using
        self.drag_from, self.drag_pos = None, None
        self.sprites = {}          # (side, index) -> DieSprite rolling in the battle panel
        self.bonus_sprite, self.bonus_left = None, 0.0
        self.reveal_left = 0.0
        self.flash = {}            # triangle -> seconds of glow left
        self.last_taken = None
        self._lit_key, self._lit = None, {}
        self._targets_state, self._targets = None, {}
        self.pass_button = Button("Pass", lambda: self.play("pass"), style="accent")
        self.cancel_button = Button("Cancel teleport", self.cancel_teleport)
        self.card_buttons = {card: Button(card, lambda c=card: self.play(f"card {c}"), style="accent")
                             for card in ("+0", "+2", "+3", "+4")}
        self.cover_button = Button("Show", self.dismiss_cover, style="accent")
        self.widgets = (list(self.bar) + [self.pass_button, self.cancel_button]
                        + list(self.card_buttons.values()) + [self.cover_button])

    # -- who sees what -----------------------------------------------------------------------
    def viewer(self):
        """The seat whose view is drawn; None: a person not in the battle; EVERYTHING: no people."""
        humans = self.humans()
        if not humans:
            return EVERYTHING
        if len(humans) == 1:
            return next(iter(humans))
        return self.holder

    def shown(self):
        viewer = self.viewer()
        return self.state if viewer == EVERYTHING else self.rules.view(self.state, viewer)

    def cover_seat(self):
        """The person the device must be passed to before a secret choice, or None."""
        if len(self.humans()) < 2 or not self.human_to_move():
            return None
        if self.rules.phase(self.state) not in CARD_PHASES:
            return None
        seat = self.rules.to_move(self.state)
        return None if seat == self.holder else seat

    def dismiss_cover(self):
        seat = self.cover_seat()
        if seat is None:
            return
        self.holder = seat
        battle = self.rules.battle(self.state)
        # the dice this person may now see roll for them
        self.start_roll(("attacker",) if seat == battle["attacker"] else ("defender",))
        self.target_focus = None
        self.app.invalidate()

    # -- what the person may do --------------------------------------------------------------
    def lit(self):
        """{triangle or square: kind} the person to move may tap now."""
        key = (self.state, self.teleport_from, self.human_to_move(), self.holder)
        if key == self._lit_key:
            return self._lit
        found = {}
        if self.human_to_move() and self.cover_seat() is None:
            state = self.shown()
            phase = self.rules.phase(state)
            if phase == "start":
                found = {t: "claim" for t in self.rules.move_targets(state)["start"]}
            elif phase == "turn":
                targets = self.rules.move_targets(state)
                if self.teleport_from is not None:
                    found = {t: "jump" for t in targets["teleport"].get(self.teleport_from, [])}
                else:
                    found = {t: "claim" for t in targets["claim"]}
                    found.update({t: "attack" for t in targets["attack"]})
                    found.update({square: "teleport" for square in targets["teleport"]})
            elif phase == "void":
                found = {move.split()[1]: "void" for move in self.rules.legal_moves(state)}
        self._lit_key, self._lit = key, found
        return found

    def move_targets(self):
        """RULES.move_targets of the current state (asked every frame, so kept)."""
        if self._targets_state is not self.state:
            self._targets_state, self._targets = self.state, self.rules.move_targets(self.state)
        return self._targets

    def act_on(self, name):
        """The person taps triangle `name`: the move it means in this phase."""
        state = self.state
        phase = self.rules.phase(state)
        if phase == "start":
            return self.play(f"start {name}")
        if phase == "void":
            return self.play(f"void {name}")
        if phase in CARD_PHASES:
            self.say("Choose a card first: tap one of the card buttons.", bad=True)
            return False
        if phase != "turn":
            return False
        me = self.rules.to_move(state)
        owner = self.rules.owner(state, name)
        square = name[:-1]
        mine = owner == me and square in self.rules.teleports(state, me)
        if self.teleport_from is not None:
            if mine and square == self.teleport_from:
                self.cancel_teleport()
            elif mine:
                self.select_teleport(square)
            else:
                return self.play(f"teleport {self.teleport_from} {name}")
            return False
        if mine:
            self.select_teleport(square)
            return False
        if owner is None:
            if self.play(f"claim {name}"):
                return True
            if self.rules.teleports(state, me) and self.message:
                self.say(self.message[0] + " To go there, tap your conquered square first and teleport.",
                         bad=True)
            return False
        return self.play(f"{'claim' if owner == me else 'attack'} {name}")

    def select_teleport(self, square):
        self.teleport_from = square
        self.target_focus = None
        self.app.audio.play("select")
        self.say(f"Teleport from {square}: tap an empty triangle anywhere.")

    def cancel_teleport(self):
        self.teleport_from = None
        self.target_focus = None
        self.say(None)

    # -- the flow: animations and news ----------------------------------------------------------
    def busy(self):
        rolling = any(s.rolling for s in self.sprites.values())
        return rolling or self.reveal_left > 0 or self.bonus_sprite is not None

    def dice_rolling(self):
        return any(s.rolling for s in self.sprites.values())

    def update_board(self, dt):
        self.sync_widgets()
        moving = False
        for key, sprite in list(self.sprites.items()):
            if not sprite.update(dt):
                del self.sprites[key]
            moving = True
        if self.bonus_sprite is not None:
            if not self.bonus_sprite.update(dt):
                self.bonus_left -= dt
                if self.bonus_left <= 0:
                    self.bonus_sprite = None
            moving = True
        if self.reveal_left > 0:
            self.reveal_left -= dt
            moving = True
        if self.flash:
            self.flash = {t: left - dt for t, left in self.flash.items() if left > dt}
            moving = True
        return moving

    def on_played(self, move, before, after):
        verb = move.split()[0]
        target = move.split()[-1]
        mover = self.rules.to_move(before)
        if mover not in (CHANCE, None) and is_human(self.seats[mover]):
            self.holder = mover
        self.teleport_from, self.drag_from, self.drag_pos, self.target_focus = None, None, None, None
        speed = self.app.settings.speed
        news = []
        if verb in ("start", "claim", "teleport"):
            self.taken(target, speed)
        elif verb == "attack":
            self.app.audio.play("select")
        elif verb == "roll":
            self.app.audio.play("roll")
            self.sprites = {}
            self.start_roll(("attacker", "defender"))
        elif verb == "card":
            self.app.audio.play("select")
            if self.rules.phase(before) == "defender card":  # both cards are down: the reveal
                info = self.rules.last_battle(after)
                self.reveal_left = REVEAL_S * speed
                if info["won"]:
                    self.taken(info["target"], speed)
                news.append(self.reveal_news(info))
        elif verb == "void":
            self.last_taken = None
            self.app.audio.play("place")
            if speed > 0:
                self.flash[target] = FLASH_S * speed
            news.append(f"{self.seat_name(mover)} empties {target}.")
        elif verb == "pass":
            news.append(self.rules.describe_move(before, move))
        elif verb == "bonus":
            self.app.audio.play("roll")
            self.start_bonus(int(target), speed)
            news.append(self.rules.describe_move(before, move))
        news.extend(self.round_news(before, after))
        if news:
            self.say(" ".join(news))

    def taken(self, name, speed):
        self.last_taken = name
        if name is not None:
            self.app.audio.play("place")
            if speed > 0:
                self.flash[name] = FLASH_S * speed

    def start_roll(self, sides):
        """Roll the battle dice of `sides` in the panel, landing on what the viewer may see."""
        speed = self.app.settings.speed
        battle = self.rules.battle(self.shown())
        if battle is None or speed <= 0:
            return
        for side in sides:
            values = battle["attacker_dice"] if side == "attacker" else (
                [battle["defender_die"]] if battle["defender_die"] else None)
            count = battle["dice_count"] if side == "attacker" else 1
            for index, centre in enumerate(self.panel.die_centres(side, count)):
                face = die_face(values[index] if values else None)
                sprite = DieSprite(self.render, face, centre, self.panel.die, self.dice_rng)
                sprite.roll_to(face, DICE_POOL, speed, height=self.panel.die * 0.3)
                self.sprites[(side, index)] = sprite

    def start_bonus(self, value, speed):
        if speed <= 0:
            return
        size = self.bonus_die_size()
        box = self.bonus_box(size)
        self.bonus_sprite = DieSprite(self.render, die_face(value), self.bonus_die_centre(box), size,
                                      self.dice_rng)
        self.bonus_sprite.roll_to(die_face(value), DICE_POOL, speed, height=size * 0.4)
        self.bonus_left = BONUS_S * speed

    def on_reset(self):
        self.sprites, self.bonus_sprite, self.bonus_left = {}, None, 0.0
        self.reveal_left, self.flash, self.last_taken = 0.0, {}, None
        self.teleport_from, self.drag_from, self.drag_pos, self.target_focus = None, None, None, None
        self.holder = None  # after an undo, nobody's secrets show until the cover is tapped

    def render(self, face, size):
        if face == HIDDEN_FACE:
            return self.panel.hidden_die(self.app, size)
        return super().render(face, size)

    def game_over_text(self):
        return f"{super().game_over_text()}\n{self.ranking_text()}"

    # -- widgets and keyboard ---------------------------------------------------------------------
    def sync_widgets(self):
        """Show only the buttons that act now."""
        person = self.human_to_move()
        phase = self.rules.phase(self.state)
        cover = self.cover_seat()
        self.cover_button.visible = cover is not None
        if cover is not None:
            self.cover_button.text = f"I am {self.seat_name(cover)}: show"
        targets = self.move_targets() if person and phase == "turn" else {}
        self.pass_button.visible = bool(targets.get("pass"))
        self.cancel_button.visible = person and phase == "turn" and self.teleport_from is not None
        choosing = (person and phase in CARD_PHASES and cover is None
                    and self.viewer() == self.rules.to_move(self.state))
        held = [m.split()[1] for m in self.rules.legal_moves(self.state)] if choosing else []
        hand = self.rules.hand(self.state, self.rules.to_move(self.state)) if choosing else {}
        rects = self.panel.button_rects(len(held), self.app.layout) if held else []
        for card, button in self.card_buttons.items():
            button.visible = card in held
            button.enabled = not self.dice_rolling()
            if card in held:
                button.rect = rects[held.index(card)]
                count = hand.get(card)
                button.text = f"{card} (\u00d7{count})" if count and count > 1 else card

    def key_targets(self):
        if self.cover_button.visible:
            return [(self.cover_button.rect, self.dismiss_cover)]
        cards = [b for b in self.card_buttons.values() if b.visible]
        if cards:
            return [(b.rect, b.action) for b in cards]
        lit = self.lit()
        out = [(self.torus.rect(t), lambda t=t: self.act_on(t)) for t in self.torus.names if t in lit]
        out += [(self.torus.square_rect(q), lambda q=q: self.select_teleport(q))
                for q, kind in lit.items() if kind == "teleport"]
        for button in (self.pass_button, self.cancel_button):
            if button.visible:
                out.append((button.rect, button.action))
        return out

    # -- pointer input --------------------------------------------------------------------------------
    def handle_board(self, event):
        on_board = self.board_rect.collidepoint(event.pos)
        if self.cover_button.visible:
            if event.kind == ptr.UP and on_board:
                self.dismiss_cover()
            return on_board
        if self.reveal_left > 0 or self.bonus_sprite is not None:
            if event.kind == ptr.DOWN and on_board:  # a tap moves the game on
                self.reveal_left, self.bonus_sprite = 0.0, None
                return True
            return False
        if not self.human_to_move():
            if event.kind == ptr.DOWN and self.torus.frame.collidepoint(event.pos):
                self.say("Wait for your turn.")
            return False
        if self.dice_rolling():
            return False
        action = self.tracker.feed(event)
        if action == "press":
            self.drag_from = self.teleport_square_at(event.pos)
            self.drag_pos = None
            return True
        if action == "drag":
            if self.drag_from is not None:
                self.drag_pos = event.pos
            return True
        if action == "drop":
            start, self.drag_from, self.drag_pos = self.drag_from, None, None
            name = self.triangle_at(event.pos)
            if start is not None and name is not None and name[:-1] != start:
                self.teleport_from = start  # dragged from a teleport ring to the target
            if name is not None:
                self.act_on(name)  # otherwise a wobbly tap
            return True
        if action == "tap":
            self.drag_from, self.drag_pos = None, None
            name = self.triangle_at(event.pos)
            if name is not None:
                self.act_on(name)
            return True
        return False

    def triangle_at(self, pos):
        if not self.torus.frame.collidepoint(pos):
            return None
        lit = self.lit()
        return self.torus.hit(pos, prefer=[t for t in lit if t[-1] in "NESW"], reach=self.app.layout.tap // 2)

    def teleport_square_at(self, pos):
        """The person's own conquered square with an unused teleport under `pos`, if any."""
        if self.rules.phase(self.state) != "turn" or not self.torus.grid.collidepoint(pos):
            return None
        col, row, side = self.torus.place_at(pos)
        name = self.torus.names[(row * self.torus.size + col) * 4 + side]
        square = name[:-1]
        return square if square in self.rules.teleports(self.state, self.rules.to_move(self.state)) else None

    # -- layout -------------------------------------------------------------------------------------------
    def layout_board(self, lay, rect):
        theme = self.app.theme
        players = self.state.players
        gap = lay.gap
        self.line_h = theme.font(lay.small).get_linesize()
        box_h = box_height(lay, theme)
        if lay.portrait:
            columns = 2
            rows = -(-players // columns)
            need = self.line_h + gap + rows * (box_h + gap) + lay.tap + gap
            self.torus.layout(pygame.Rect(rect.x, rect.y, rect.width, min(rect.width, rect.height - need)))
            top = self.torus.frame.bottom + gap
            info = pygame.Rect(rect.x, top, rect.width, rect.bottom - top)
        else:
            side = min(rect.height, int(rect.width * 0.5))
            self.torus.layout(pygame.Rect(rect.x, rect.y, side, rect.height))
            left = self.torus.frame.right + 2 * gap
            info = pygame.Rect(left, rect.y, rect.right - left, rect.height)
            one_column = self.line_h + gap + players * (box_h + gap) + lay.tap
            columns = 1 if one_column <= info.height else 2
        self.info_rect = info
        grid_top = info.y + self.line_h + gap
        self.seat_rects = grid(pygame.Rect(info.x, grid_top, info.width, 0), players, columns, box_h, gap)
        self.action_rect = pygame.Rect(info.x, self.seat_rects[-1].bottom + gap, info.width, lay.tap)
        button_w = min(info.width, int(360 * lay.unit) + 40)
        for button in (self.pass_button, self.cancel_button):
            button.rect = pygame.Rect(0, 0, button_w, lay.tap)
            button.rect.center = self.action_rect.center
        self.layout_panel(lay, info)
        cover_w = min(rect.width, int(520 * lay.unit) + 40)
        self.cover_button.rect = pygame.Rect(0, 0, cover_w, lay.tap)
        self.cover_button.rect.center = (rect.centerx, rect.centery + lay.tap)
        for (side, index), sprite in self.sprites.items():
            centres = self.panel.die_centres(side, index + 1)
            sprite.place(centres[index], self.panel.die)
        if self.bonus_sprite is not None:
            size = self.bonus_die_size()
            self.bonus_sprite.place(self.bonus_die_centre(self.bonus_box(size)), size)
        self.sync_widgets()

    def layout_panel(self, lay, info):
        """The battle panel: in the info area, growing over the board only when it must."""
        theme = self.app.theme
        low = BattlePanel.height_for(lay, theme, max(30, int(44 * lay.unit)))
        high = BattlePanel.height_for(lay, theme, int(96 * lay.unit))
        height = max(low, min(info.height, high))
        if lay.portrait:
            top = info.y if height <= info.height else info.bottom - height
        else:
            top = info.y + max(0, (info.height - height) // 2)
        self.panel.layout(lay, theme, pygame.Rect(info.x, top, info.width, height))
