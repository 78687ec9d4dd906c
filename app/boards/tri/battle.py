"""The battle fought now, as a board part: its panel over the seats' strip (the
picture is battle_panel.py) while the dice roll and the cards are chosen, and then
the revealed battle, held a moment so it can be read (a tap cuts it short).

The panel shows what the viewer may see: the other side's dice and card stay
hidden until the reveal. The card buttons are the view's; this part only tells
whether they show ("Choose your card" or "... is choosing").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.dice import DieSprite
from games.i18n import _
from games.tri.board import spoken

from ..part import Part
from .battle_panel import BattlePanel
from .choices import rules_of
from .dice import DICE_POOL, die_face

if TYPE_CHECKING:
    import random
    from collections.abc import Mapping
    from typing import Any

    from app.ui.layout import Layout
    from games.game import Game
    from games.tri.queries import BattleInfo
    from games.tri.state import State

    from ..hit import BoardUI
    from ..host import Host
    from ..view import ActionButton
    from .battle_panel import Shown
    from .choices import Choices
    from .dice import DiePictures
    from .marks import SeatMarks
    from .torus import TorusView

REVEAL_S = 1.8  # a revealed battle stays up this long (times the speed setting; a tap skips it)
CARD_PHASES = ("attacker card", "defender card")
BATTLE_PHASES = ("roll",) + CARD_PHASES


class Battle(Part):
    def __init__(
        self,
        app: Host,
        game: Game[Any],
        torus: TorusView,
        choices: Choices,
        marks: SeatMarks,
        dice: DiePictures,
        dice_rng: random.Random,
        card_buttons: dict[str, ActionButton],
    ) -> None:
        self.app, self.game, self.rules = app, game, rules_of(game)
        self.torus = torus  # the board the panel may lie over
        self.choices, self.marks, self.dice = choices, marks, dice
        self.dice_rng = dice_rng  # only which faces flash by while a die tumbles
        self.card_buttons = card_buttons
        self.panel = BattlePanel()
        self.sprites: dict[tuple[str, int], DieSprite] = {}  # (side, index) -> DieSprite rolling in the panel
        self.reveal_left = 0.0

    @property
    def rect(self) -> pygame.Rect:
        return self.panel.rect

    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        self.panel.layout(lay, self.app.theme, rect)
        for (side, index), sprite in self.sprites.items():
            sprite.place(self.panel.die_centres(side, index + 1)[index], self.panel.die)

    # -- what shows ------------------------------------------------------------------------------
    def mode(self, state: State) -> str | None:
        """ "live" (dice and cards), "reveal" (held a moment), "void" (the defender empties
        a triangle) or None."""
        phase = self.rules.phase(state)
        if phase in BATTLE_PHASES:
            return "live"
        if self.reveal_left > 0 and self.rules.last_battle(state) is not None:
            return "reveal"
        if phase == "void":
            return "void"
        return None

    def covered(self, state: State) -> bool:
        """The panel shows (over the seats' cards, and maybe part of the board)."""
        return self.mode(state) in ("live", "reveal")

    def free_area(self, state: State) -> pygame.Rect:
        """The part of the board's map the panel leaves free (all of it when it is down)."""
        view, panel = self.torus.map, self.panel.rect
        if not self.covered(state) or not panel.colliderect(view):
            return view
        gap = self.app.layout.gap
        above = pygame.Rect(view.x, view.y, view.width, max(0, panel.top - gap - view.y))
        below = pygame.Rect(view.x, panel.bottom + gap, view.width, max(0, view.bottom - panel.bottom - gap))
        return above if above.height >= below.height else below

    def sync(self, state: State, ui: BoardUI) -> None:
        """A title too long for one line takes two: the panel is laid out again for it."""
        mode = self.mode(state)
        if mode not in ("live", "reveal"):
            return
        rows = len(self.panel.title(self.app, self.content(state, ui, mode))[1])
        if rows != self.panel.title_rows:
            self.panel.title_rows = rows
            self.layout(self.app.layout, self.panel.rect)

    def draw(self, surface: pygame.Surface, state: State, ui: BoardUI) -> None:
        mode = self.mode(state)
        if mode in ("live", "reveal"):
            self.panel.draw(surface, self.app, self.content(state, ui, mode), self.sprites, self.dice.render)

    # -- motion ----------------------------------------------------------------------------------
    def rolling(self) -> bool:
        return any(s.rolling for s in self.sprites.values())

    def roll(self, state: State, ui: BoardUI, sides: tuple[str, ...], fresh: bool = False) -> None:
        """Roll the battle dice of `sides`, landing on what the viewer may see (`fresh`: a new
        battle's roll, the dice of the last one gone)."""
        if fresh:
            self.sprites = {}
        speed = self.app.settings.speed
        battle = self.rules.battle(self.choices.shown(state, ui))
        if battle is None or speed <= 0:
            return
        for side in sides:
            values = (
                battle["attacker_dice"]
                if side == "attacker"
                else ([battle["defender_die"]] if battle["defender_die"] else None)
            )
            count = battle["dice_count"] if side == "attacker" else 1
            for index, centre in enumerate(self.panel.die_centres(side, count)):
                face = die_face(values[index] if values else None)
                sprite = DieSprite(self.dice.render, face, centre, self.panel.die, self.dice_rng)
                sprite.roll_to(face, DICE_POOL, speed, height=self.panel.die * 0.3)
                self.sprites[(side, index)] = sprite

    def reveal(self, speed: float) -> None:
        """Both cards are down: hold the revealed battle a moment."""
        self.reveal_left = REVEAL_S * speed

    def update(self, dt: float) -> bool:
        moving = False
        for key, sprite in list(self.sprites.items()):
            if not sprite.update(dt):
                del self.sprites[key]
            moving = True
        if self.reveal_left > 0:
            self.reveal_left -= dt
            moving = True
        return moving

    def busy(self) -> bool:
        return self.rolling() or self.reveal_left > 0

    def skip(self) -> bool:
        """Cut the reveal short; True if it showed."""
        if self.reveal_left > 0:
            self.reveal_left = 0.0
            return True
        return False

    def reset(self) -> None:
        self.sprites, self.reveal_left = {}, 0.0

    # -- what the panel says ---------------------------------------------------------------------
    def content(self, state: State, ui: BoardUI, mode: str | None) -> Shown:
        """What the panel shows (mode "live" or "reveal"), as `ui.viewer` may see it."""
        name = self.game.seat_name
        shown = self.choices.shown(state, ui)
        battle = self.rules.battle(shown) if mode == "live" else self.rules.last_battle(state)
        revealed = mode != "live"
        assert battle is not None  # the panel shows (mode "live" or "reveal"): a battle is there
        sides = {
            side: self.side(state, shown, ui, battle, side, revealed) for side in ("attacker", "defender")
        }
        attacker, defender = name(battle["attacker"]), name(battle["defender"])
        target = spoken(battle["target"])
        if revealed:
            if battle["won"]:
                title = _("{player} takes {triangle}").format(player=attacker, triangle=target)
            else:
                title = _("{player} holds {triangle}").format(player=defender, triangle=target)
            tie = battle["attacker_total"] == battle["defender_total"]
            if battle["won"]:
                result = _("Higher total wins.")
            elif tie:
                result = _(
                    "A tie goes to the defender. {player} will empty one of the attacking triangles."
                ).format(player=defender)
            else:
                result = _(
                    "The attacker needed a higher total. {player} will empty one of the attacking triangles."
                ).format(player=defender)
            return {
                "title": title,
                "title_colour": "good" if battle["won"] else "bad",
                "sides": sides,
                "result": result,
                "result_colour": "text",
            }
        title = _("{player} attacks {defender} on {triangle}").format(
            player=attacker, defender=defender, triangle=target
        )
        # TRANSLATORS: the battle panel's title where the whole does not fit.
        short = _("{player} attacks {triangle}").format(player=attacker, triangle=target)
        buttons = any(b.visible for b in self.card_buttons.values())
        if self.rules.phase(state) == "roll":
            result = _("Rolling the dice...")
        elif buttons:
            result = _("Choose your card: it stays hidden until both are down.")
        else:
            result = _("{player} is choosing a card in secret...").format(
                player=name(self.rules.to_move(state))
            )
        return {
            "title": title,
            "short_title": short,
            "sides": sides,
            "result": result,
            "result_colour": "muted",
            "buttons": buttons,
        }

    def side(
        self, state: State, shown: State, ui: BoardUI, battle: BattleInfo, side: str, revealed: bool
    ) -> dict[str, Any]:
        """One side of the panel: who, their hand, dice, card and total."""
        colours = self.app.theme.colour("tri_players")
        fields: Mapping[str, Any] = battle  # read by keys made of the side's name
        seat = fields[side]
        if side == "attacker":
            dice, count = battle["attacker_dice"], battle["dice_count"]
        else:
            dice, count = ([battle["defender_die"]] if battle["defender_die"] else None), 1
        card = fields[f"{side}_card"]
        own = card if (not revealed and card not in (None, "?")) else None
        total = ""
        if revealed:
            assert dice is not None  # revealed: both sides' dice are known
            best = max(dice) if side == "attacker" else battle["defender_die"]
            total = f"{best} + {card} = {fields[side + '_total']}"
        elif dice and count > 1 and not any(s.rolling for (sd, _), s in self.sprites.items() if sd == side):
            # TRANSLATORS: the attacker's best die while several are shown, "highest 5".
            total = _("highest {value}").format(value=max(dice))
        winner = battle.get("won") if side == "attacker" else not battle.get("won")
        return {
            "name": self.game.seat_name(seat),
            "colour": colours[seat % len(colours)],
            "mark": self.marks.chip(seat),
            "hand": self.rules.hand(shown, seat),
            "dice": dice,
            "dice_count": count,
            "rolled": revealed or self.rules.phase(state) != "roll",
            "card": card,
            "own_card": own if ui.viewer in (seat, None) else None,
            "revealed": revealed,
            "total": total,
            "total_colour": ("good" if winner else "bad") if revealed else "muted",
        }
