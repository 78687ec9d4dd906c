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
import re

from app.dice import DieSprite
from app.scenes.faces import draw_face
from app.seats import is_human
from games.core import CHANCE

from ..view import NOBODY, ActionButton, BoardView, CLEAR, Hit
from .battle import HIDDEN_FACE, BattlePanel, die_face
from .layout import TriLayout
from .paint import Painter
from .pictures import CARD_PHASES, FLASH_S, TriPictures
from .taps import TriTaps
from .torus import TorusView
from .words import TriWords
from .zoom import TriZoom

REVEAL_S = 1.8   # a revealed battle stays up this long (times the speed setting; a tap skips it)
BONUS_S = 1.2    # the bonus die stays up this long after landing
DICE_POOL = [("pips", "W", v) for v in range(1, 7)]


class LookButton(ActionButton):
    """A button of the view's own (the zoom): it changes what the board shows, never
    the game, so it acts itself instead of handing the scene a Hit."""

    def __init__(self, text, act):
        super().__init__(text)
        self.act = act

    def activate(self, app):
        if self.enabled:
            app.audio.play(self.sound)
            self.act()
            app.invalidate()


class TriView(TriLayout, TriZoom, TriTaps, TriPictures, TriWords, BoardView):
    """ui.selected: the square whose teleport the person is using.
    ui.drag: ("board", square or None), the square a teleport is dragged from, or
    ("pan", where the finger went down, the camera then) while it drags the zoomed board."""

    CELL_NAME = re.compile(r"\b[a-h][1-8]\b")  # squares; a triangle is said "the top triangle of b3"

    def __init__(self, app, game, seats):
        super().__init__(app, game, seats)
        self.torus = None          # made at the first state seen: the board's size is an option
        self.placed = None         # (layout, rect) of the last layout
        self.painter = Painter()
        self.zoom_wanted = None    # the person's choice (Whole board / Zoom in); None: by the screen
        self.zoomable = False      # the whole board's triangles are smaller than a fingertip
        self.cam_goal, self._cam_key = None, None  # where the zoomed camera glides, for which moment
        self.zoom_centre = None    # where the camera looked before the whole board was shown
        self.news_square = None    # the square the last move took or fought over (the camera shows it)
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
        self.zoom_button = LookButton("Whole board", self.toggle_zoom)
        self.buttons = [self.pass_button, self.cancel_button, self.zoom_button] + list(self.card_buttons.values())

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

    # -- buttons -----------------------------------------------------------------------------------
    def sync(self, state, ui):
        """Show only the buttons that act now; point the zoomed camera."""
        self.board(state)
        self.zoom_button.visible = self.zoomable and not self.covered(state)
        self.zoom_button.text = "Whole board" if self.torus.zoomed else "Zoom in"
        self.pin_panel(state)
        self.sync_camera(state, ui)
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
        moving = self.glide_camera(dt)
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
        if verb in ("start", "claim", "attack", "teleport", "void"):
            self.news_square = target  # its news names it: the camera shows it
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
        self.news_square, self._cam_key = None, None

    def render(self, face, size):
        if face == HIDDEN_FACE:
            return self.panel.hidden_die(self.app, size)
        return draw_face(self.app, face, size)
