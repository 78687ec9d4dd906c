"""The TRI board view: the torus with its wrapped strip, the seats' boxes, the
battle panel, the bonus die and the card, Pass and Cancel teleport buttons.

What is drawn comes from `RULES.view(state, ui.viewer)`: the one person at the
table, or in hot-seat the person holding the device (the board scene keeps
who that is and shows the "pass the device" cover; this view only draws it).
Nobody sees the other side's battle dice or card before the reveal; a game of
computers only is shown in full. Pictures in motion (dice rolling, a triangle
glowing) only show a move already played.
"""

import random

import pygame

from app.dice import DieSprite
from app.scenes.faces import draw_face
from app.seats import is_human
from games.core import CHANCE

from ..view import NOBODY, ActionButton, BoardView, CLEAR, Hit
from .battle import HIDDEN_FACE, BattlePanel, die_face
from .pictures import CARD_PHASES, FLASH_S, TriPictures
from .seat_boxes import box_height, grid
from .taps import TriTaps
from .torus import TorusView
from .words import TriWords

REVEAL_S = 1.8   # a revealed battle stays up this long (times the speed setting; a tap skips it)
BONUS_S = 1.2    # the bonus die stays up this long after landing
DICE_POOL = [("pips", "W", v) for v in range(1, 7)]


class TriView(TriTaps, TriPictures, TriWords, BoardView):
    """ui.selected: the square whose teleport the person is using.
    ui.drag: ("board", square or None), the square a teleport is dragged from."""

    def __init__(self, app, game, seats):
        super().__init__(app, game, seats)
        self.torus = None          # made at the first state seen: the board's size is an option
        self.placed = None         # (layout, rect) of the last layout
        self.panel = BattlePanel()
        self.dice_rng = random.Random(5)  # only which faces flash by while a die tumbles
        self.sprites = {}          # (side, index) -> DieSprite rolling in the battle panel
        self.bonus_sprite, self.bonus_left = None, 0.0
        self.reveal_left = 0.0
        self.flash = {}            # triangle -> seconds of glow left
        self.last_taken = None
        self._lit_key, self._lit = None, {}
        self._targets_state, self._targets = None, {}
        self.pass_button = ActionButton("Pass", Hit(move="pass"), style="accent")
        self.cancel_button = ActionButton("Cancel teleport", Hit(pick=CLEAR))
        self.card_buttons = {card: ActionButton(card, Hit(move=f"card {card}"), style="accent")
                             for card in ("+0", "+2", "+3", "+4")}
        self.buttons = [self.pass_button, self.cancel_button] + list(self.card_buttons.values())

    def seat_name(self, seat):
        return self.game.seat_name(seat)

    # -- who sees what -----------------------------------------------------------------------
    def shown(self, state, ui):
        """`state` as `ui.viewer` may see it."""
        if ui.viewer is None:
            return state
        return self.rules.view(state, None if ui.viewer is NOBODY else ui.viewer)

    def person_to_move(self, state):
        if self.rules.is_over(state):
            return False
        seat = self.rules.to_move(state)
        return seat != CHANCE and is_human(self.seats[seat])

    def move_targets(self, state):
        """RULES.move_targets of `state` (asked every frame, so kept)."""
        if self._targets_state is not state:
            self._targets_state, self._targets = state, self.rules.move_targets(state)
        return self._targets

    # -- layout ----------------------------------------------------------------------------------
    def board(self, state):
        """The torus for `state`'s size, laid out (the first state seen makes it)."""
        if self.torus is None:
            self.torus = TorusView(self.rules.board_size(state))
            if self.placed is not None:
                self.place(*self.placed)
        return self.torus

    def layout(self, lay, rect):
        self.placed = (lay, rect)
        if self.torus is not None:
            self.place(lay, rect)

    def place(self, lay, rect):
        theme = self.app.theme
        players = len(self.seats)
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
        for (side, index), sprite in self.sprites.items():
            centres = self.panel.die_centres(side, index + 1)
            sprite.place(centres[index], self.panel.die)
        if self.bonus_sprite is not None:
            size = self.bonus_die_size()
            self.bonus_sprite.place(self.bonus_die_centre(self.bonus_box(size)), size)

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

    # -- buttons -----------------------------------------------------------------------------------
    def sync(self, state, ui):
        """Show only the buttons that act now."""
        self.board(state)
        person = self.person_to_move(state)
        phase = self.rules.phase(state)
        targets = self.move_targets(state) if person and phase == "turn" else {}
        self.pass_button.visible = bool(targets.get("pass"))
        self.cancel_button.visible = person and phase == "turn" and ui.selected is not None
        mover = self.rules.to_move(state)
        # between people, only the one holding the device chooses (the scene covers the board else)
        choosing = person and phase in CARD_PHASES and ui.viewer == mover
        held = [m.split()[1] for m in self.rules.legal_moves(state)] if choosing else []
        hand = self.rules.hand(state, mover) if choosing else {}
        rects = self.panel.button_rects(len(held), self.app.layout) if held else []
        for card, button in self.card_buttons.items():
            button.visible = card in held
            button.enabled = not self.dice_rolling()
            if card in held:
                button.rect = rects[held.index(card)]
                count = hand.get(card)
                button.text = f"{card} (\u00d7{count})" if count and count > 1 else card

    # -- animations ------------------------------------------------------------------------------
    def busy(self):
        return self.dice_rolling() or self.reveal_left > 0 or self.bonus_sprite is not None

    def dice_rolling(self):
        return any(s.rolling for s in self.sprites.values())

    def skip(self):
        """A tap moves the game on from a revealed battle or the bonus die."""
        if self.reveal_left > 0 or self.bonus_sprite is not None:
            self.reveal_left, self.bonus_sprite = 0.0, None
            return True
        return False

    def update(self, dt):
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

    def animate(self, move, before, after, ui):
        self.board(after)
        verb = move.split()[0]
        target = move.split()[-1]
        speed = self.app.settings.speed
        if verb in ("start", "claim", "teleport"):
            self.taken(target, speed)
        elif verb == "attack":
            self.app.audio.play("select")
        elif verb == "roll":
            self.app.audio.play("roll")
            self.sprites = {}
            self.start_roll(after, ui, ("attacker", "defender"))
        elif verb == "card":
            self.app.audio.play("select")
            if self.rules.phase(before) == "defender card":  # both cards are down: the reveal
                info = self.rules.last_battle(after)
                self.reveal_left = REVEAL_S * speed
                if info["won"]:
                    self.taken(info["target"], speed)
        elif verb == "void":
            self.last_taken = None
            self.app.audio.play("place")
            if speed > 0:
                self.flash[target] = FLASH_S * speed
        elif verb == "bonus":
            self.app.audio.play("roll")
            self.start_bonus(int(target), speed)

    def taken(self, name, speed):
        self.last_taken = name
        if name is not None:
            self.app.audio.play("place")
            if speed > 0:
                self.flash[name] = FLASH_S * speed

    def handed(self, state, ui):
        """The person who took the device sees their own battle dice roll."""
        self.board(state)
        battle = self.rules.battle(state)
        self.start_roll(state, ui, ("attacker",) if ui.viewer == battle["attacker"] else ("defender",))

    def start_roll(self, state, ui, sides):
        """Roll the battle dice of `sides` in the panel, landing on what the viewer may see."""
        speed = self.app.settings.speed
        battle = self.rules.battle(self.shown(state, ui))
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

    def reset(self):
        self.sprites, self.bonus_sprite, self.bonus_left = {}, None, 0.0
        self.reveal_left, self.flash, self.last_taken = 0.0, {}, None

    def render(self, face, size):
        if face == HIDDEN_FACE:
            return self.panel.hidden_die(self.app, size)
        return draw_face(self.app, face, size)
