"""What the TRI board says: the coach line, news after a move, the final ranking.

The view's words (view.py asks): RULES queries on the state it is given and the
teleport being used (`ui.selected`), returned as plain sentences. The "pass the
device" line is the board scene's.
"""

from app.seats import is_human
from games.core import CHANCE
from games.tri.board import spoken

DEFEAT_GIFTS = {1: "a +2 and a +3", 2: "two +2 cards and a +4"}


class Words:
    def __init__(self, game, seats, choices):
        self.game, self.rules, self.seats, self.choices = game, game.rules, seats, choices
        self.seat_name = game.seat_name

    def coach(self, state, ui):
        if self.rules.is_over(state):
            return self.rules.end_reason(state)
        seat = self.rules.to_move(state)
        phase = self.rules.phase(state)
        if seat == CHANCE:
            return "Rolling the bonus die..." if phase == "bonus" else "Rolling the battle dice..."
        who = self.seat_name(seat)
        battle = self.rules.battle(state)
        target = spoken(battle["target"]) if battle else ""
        if not is_human(self.seats[seat]):
            doing = {"attacker card": f"choosing a card to attack {target}",
                     "defender card": f"choosing a card to defend {target}",
                     "void": "choosing a triangle to empty"}.get(phase, "thinking")
            return f"{who} (computer) is {doing}..."
        if phase == "start":
            return f"{who}: tap an empty triangle to start on (not touching another)."
        if phase == "attacker card":
            return f"{who}: tap a card for your attack on {target}."
        if phase == "defender card":
            return f"{who}: tap a card to defend {target}."
        if phase == "void":
            return (f"{who}: you held {battle['target'][:-1]}. Tap a red-outlined triangle of "
                    f"{self.seat_name(battle['attacker'])} to empty it.")
        if ui.selected is not None:
            return f"{who}: tap an empty triangle to teleport to from {ui.selected}."
        targets = self.choices.move_targets(state)
        if targets["pass"]:
            return f"{who} cannot claim, attack or teleport: press Pass."
        extra = ", or a ringed square of yours to teleport" if targets["teleport"] else ""
        return f"{who}: tap a triangle next to yours to claim or attack it{extra}."

    def news(self, before, move, after):
        """The reveal, an emptied triangle, a pass, the bonus die, and who fell or what
        round begins; None: the scene tells a computer's other moves."""
        verb, target = move.split()[0], move.split()[-1]
        news = []
        if verb == "card" and self.rules.phase(before) == "defender card":
            news.append(self.reveal_news(self.rules.last_battle(after)))
        elif verb == "void":
            news.append(f"{self.seat_name(self.rules.to_move(before))} empties {spoken(target)}.")
        elif verb in ("pass", "bonus"):
            news.append(self.game.describe_move(before, move))
        news.extend(self.round_news(before, after))
        return " ".join(news) if news else None

    def waiting(self, state):
        """Silent while a person's own battle dice roll."""
        return None if self.choices.person_to_move(state) else "Wait for your turn."

    def game_over_text(self, state):
        return f"{self.rules.end_reason(state)}\n{self.ranking_text(state)}"

    def reveal_news(self, info):
        attacker, defender = self.seat_name(info["attacker"]), self.seat_name(info["defender"])
        totals = f"{info['attacker_total']} against {info['defender_total']}"
        if info["won"]:
            return f"{attacker} wins the battle ({totals}) and takes {spoken(info['target'])}."
        return f"{defender} holds {spoken(info['target'])} ({totals})."

    def round_news(self, before, after):
        news = []
        fallen = self.rules.defeated(after)[len(self.rules.defeated(before)):]
        for seat in fallen:
            news.append(f"{self.seat_name(seat)} is out.")
        gift = DEFEAT_GIFTS.get(len(self.rules.defeated(after))) if fallen else None
        if gift and not self.rules.is_over(after):
            news.append(f"Everyone still in gets {gift}.")
        start = self.rules.round_info(after)["round"]
        if start > max(1, self.rules.round_info(before)["round"]) and not self.rules.is_over(after):
            news.append(f"Round {start} begins.")
        return news

    def ranking_text(self, state):
        counts = self.rules.counts(state)
        out = set(self.rules.defeated(state))
        lines = []
        for place, group in enumerate(self.rules.ranking(state), 1):
            names = " and ".join(self.seat_name(s) for s in group)
            if group[0] in out:
                lines.append(f"{place}. {names}: out")
            else:
                n = counts[group[0]]
                lines.append(f"{place}. {names}: {n} triangle{'s' * (n != 1)}")
        return "\n".join(lines)
