"""How the TRI board is drawn: the torus and its rulers, the seats' cards and
the last battle's dice or the battle panel, the bonus die and the hot-seat
cover's picture.

A mixin for the TRI view (view.py). Everything comes from RULES queries on
`self.shown(state, ui)`, the state as `ui.viewer` may see it, each frame; the
torus picture itself is cached until something on it changes.
"""

import pygame

from games.core import CHANCE
from games.tri.board import spoken
from app.widgets import draw_panel

from .chips import fitted_text
from .recap import draw_recap
from .rulers import draw_rulers
from .seat_boxes import draw_seat_box

FLASH_S = 0.5    # a triangle just taken glows this long (times the speed setting)
CARD_PHASES = ("attacker card", "defender card")
BATTLE_PHASES = ("roll",) + CARD_PHASES


class TriPictures:
    def battle_mode(self, state):
        phase = self.rules.phase(state)
        if phase in BATTLE_PHASES:
            return "live"
        if self.reveal_left > 0 and self.rules.last_battle(state) is not None:
            return "reveal"
        if phase == "void":
            return "void"
        return None

    def draw(self, surface, state, ui):
        self.board(state)
        shown = self.shown(state, ui)
        hints = ui.hints and not self.dice_rolling()
        lit = self.lit(state, ui) if hints else {}
        torus = self.torus
        self.painter.draw(surface, self.app, torus, self.rules.owners(shown), self.rules.conquered(shown), lit,
                          ui.selected, self.last_taken)
        draw_rulers(surface, self.app, torus)
        clip = surface.get_clip()
        surface.set_clip(torus.map)
        self.draw_flashes(surface)
        mode = self.battle_mode(state)
        if mode is not None:
            self.draw_target(surface, state)
        dragged = ui.drag[1] if ui.drag is not None and ui.drag[0] == "board" else None
        if dragged is not None and ui.drag_pos is not None:  # a teleport dragged from its ring
            start = torus.square_rect(dragged).center
            pygame.draw.line(surface, self.app.theme.colour("highlight"), start, ui.drag_pos, 4)
            pygame.draw.circle(surface, self.app.theme.colour("highlight"), ui.drag_pos, torus.cell // 5, 3)
        surface.set_clip(clip)
        if mode in ("live", "reveal"):
            self.panel.draw(surface, self.app, self.panel_content(state, ui, mode), self.sprites, self.render)
        else:
            self.draw_info(surface, state, ui)
        if self.bonus_sprite is not None:
            self.draw_bonus(surface)

    def draw_flashes(self, surface):
        for name, left in self.flash.items():
            alpha = int(200 * min(1.0, left / (FLASH_S * max(0.01, self.app.settings.speed))))
            for place in self.torus.places(name):
                points = self.torus.points(*place)
                box = pygame.Rect(min(p[0] for p in points), min(p[1] for p in points), 0, 0)
                box.size = (self.torus.cell + 2, self.torus.cell + 2)
                glow = pygame.Surface(box.size, pygame.SRCALPHA)
                pygame.draw.polygon(glow, (255, 255, 255, alpha), [(x - box.x, y - box.y) for x, y in points])
                surface.blit(glow, box)

    def draw_target(self, surface, state):
        battle = self.rules.battle(state) or self.rules.last_battle(state)
        if battle is None:
            return
        for place in self.torus.places(battle["target"]):
            pygame.draw.polygon(surface, self.app.theme.colour("accent"), self.torus.points(*place),
                                max(3, self.torus.cell // 14))

    def acting_seat(self, state):
        """Who acts now (the defender when a failed attack's triangle is emptied); while
        dice roll, whose turn it is."""
        seat = self.rules.to_move(state)
        return self.rules.current_seat(state) if seat in (CHANCE, None) else seat

    def seat_kind(self, seat):
        return self.labels[seat]

    def seat_info(self, shown, seat):
        colours = self.app.theme.colour("tri_players")
        over = self.rules.is_over(shown)
        return {
            "name": self.seat_name(seat),
            "kind": self.seat_kind(seat),
            "colour": colours[seat % len(colours)],
            "count": self.rules.counts(shown)[seat],
            "hand": self.rules.hand(shown, seat),
            "active": not over and self.acting_seat(shown) == seat,
            "out": seat in self.rules.defeated(shown),
            "winner": over and seat in self.rules.ranking(shown)[0],
        }

    def chip_mark(self, seat):
        if not self.app.settings.colourblind_marks:
            return None
        return self.painter.mark(self.app, seat, max(8, self.line_h - 8))

    def draw_info(self, surface, state, ui):
        """The round, the seats' cards, and (unless Pass or Cancel teleport shows) the last
        battle's dice."""
        theme, lay = self.app.theme, self.app.layout
        shown = self.shown(state, ui)
        info = self.rules.round_info(shown)
        if info["round"]:
            text = f"Round {info['round']} of {info['max_rounds']}"
            if info["next_bonus"] < info["max_rounds"]:
                text += f"  \u00b7  bonus cards after round {info['next_bonus']}"
        else:  # the faded strip and the rulers' jump from the last letter to a, in words
            last = "abcdefgh"[self.torus.size - 1]
            text = f"Setup: the board wraps around, after column {last} comes a again"
        label = fitted_text(theme, text, lay.small, "muted", self.info_rect.width,
                            shorter=text.split(",")[0])
        surface.blit(label, label.get_rect(midtop=(self.info_rect.centerx, self.info_rect.y)))
        for seat, box in enumerate(self.seat_rects):
            draw_seat_box(surface, self.app, box, self.seat_info(shown, seat), self.chip_mark(seat), self.box_lines)
        if not (self.pass_button.visible or self.cancel_button.visible):
            colours = theme.colour("tri_players")
            sides = {seat: (self.seat_name(seat), colours[seat % len(colours)], self.chip_mark(seat))
                     for seat in range(len(self.seats))}
            draw_recap(surface, self.app, self.battle_rect, self.rules.last_battle(shown), sides, self.render)

    def panel_content(self, state, ui, mode):
        """What the battle panel shows (mode "live" or "reveal"), as `ui.viewer` may see it."""
        colours = self.app.theme.colour("tri_players")
        shown = self.shown(state, ui)
        if mode == "live":
            battle = self.rules.battle(shown)
        else:
            battle = self.rules.last_battle(state)
        revealed = mode != "live"
        phase = self.rules.phase(state)
        sides = {}
        for side in ("attacker", "defender"):
            seat = battle[side]
            if side == "attacker":
                dice, count = battle["attacker_dice"], battle["dice_count"]
            else:
                dice, count = ([battle["defender_die"]] if battle["defender_die"] else None), 1
            card = battle[f"{side}_card"]
            own = card if (not revealed and card not in (None, "?")) else None
            total = ""
            if revealed:
                total = self.sum_text(battle, side)
            elif dice and count > 1 and not any(s.rolling for (sd, _), s in self.sprites.items() if sd == side):
                total = f"highest {max(dice)}"
            winner = battle.get("won") if side == "attacker" else not battle.get("won")
            sides[side] = {
                "name": self.seat_name(seat),
                "colour": colours[seat % len(colours)],
                "mark": self.chip_mark(seat),
                "hand": self.rules.hand(shown, seat),
                "dice": dice, "dice_count": count,
                "rolled": revealed or phase != "roll",
                "card": card, "own_card": own if ui.viewer in (seat, None) else None,
                "revealed": revealed,
                "total": total,
                "total_colour": ("good" if winner else "bad") if revealed else "muted",
            }
        attacker, defender = self.seat_name(battle["attacker"]), self.seat_name(battle["defender"])
        target = spoken(battle["target"])
        if revealed:
            title = (f"{attacker} takes {target}" if battle["won"] else f"{defender} holds {target}")
            tie = battle["attacker_total"] == battle["defender_total"]
            result = ("Higher total wins." if battle["won"] else
                      "A tie goes to the defender." if tie else "The attacker needed a higher total.")
            if not battle["won"]:
                result += f" {defender} will empty one of the attacking triangles."
            return {"title": title, "title_colour": "good" if battle["won"] else "bad", "sides": sides,
                    "result": result, "result_colour": "text"}
        title = f"{attacker} attacks {defender} on {target}"
        short = f"{attacker} attacks {target}"
        chooser = self.rules.to_move(state)
        if phase == "roll":
            result = "Rolling the dice..."
        elif any(b.visible for b in self.card_buttons.values()):
            result = "Choose your card: it stays hidden until both are down."
        else:
            result = f"{self.seat_name(chooser)} is choosing a card in secret..."
        return {"title": title, "short_title": short, "sides": sides, "result": result,
                "result_colour": "muted"}

    def bonus_die_size(self):
        return int(min(self.torus.frame.width * 0.22, 120 * self.app.layout.unit))

    def bonus_box(self, size):
        """The little panel in the middle of the board where the bonus die rolls."""
        lay = self.app.layout
        label = self.app.theme.text("Bonus die", lay.small, "accent", bold=True)
        box = pygame.Rect(0, 0, max(int(size * 1.8), label.get_width() + 2 * lay.gap),
                          size + label.get_height() + 3 * lay.gap)
        box.center = self.torus.map.center
        return box

    def bonus_die_centre(self, box):
        lay = self.app.layout
        return (box.centerx, box.bottom - lay.gap - self.bonus_die_size() // 2)

    def draw_bonus(self, surface):
        theme, lay = self.app.theme, self.app.layout
        sprite = self.bonus_sprite
        box = self.bonus_box(sprite.size)
        draw_panel(surface, theme, box, "panel", radius=lay.gap)
        pygame.draw.rect(surface, theme.colour("accent"), box, 3, border_radius=lay.gap)
        label = theme.text("Bonus die", lay.small, "accent", bold=True)
        surface.blit(label, label.get_rect(midtop=(box.centerx, box.y + lay.gap // 2)))
        surface.blit(sprite.image, sprite.rect)

    def draw_cover(self, surface, rect, seat, button_rect):
        """The scene's "pass the device" cover, with the seat's colour (and mark) above."""
        theme, lay = self.app.theme, self.app.layout
        top = super().draw_cover(surface, rect, seat, button_rect)
        chip = pygame.Rect(0, 0, lay.tap, lay.tap)
        chip.midbottom = (rect.centerx, top - lay.gap)
        colours = theme.colour("tri_players")
        pygame.draw.rect(surface, colours[seat % len(colours)], chip, border_radius=lay.gap)
        if self.app.settings.colourblind_marks:
            mark = self.painter.mark(self.app, seat, int(lay.tap * 0.6))
            surface.blit(mark, mark.get_rect(center=chip.center))
