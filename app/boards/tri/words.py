"""What the TRI board says: the coach line, news after a move, the final ranking.

The view's words (view.py asks): RULES queries on the state it is given and the
teleport being used (`ui.selected`), returned as plain sentences. The "pass the
device" line is the board scene's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.seats import is_human
from games.core import CHANCE
from games.i18n import N_, _, ngettext
from games.tri.board import spoken

from .choices import rules_of

if TYPE_CHECKING:
    from typing import Any

    from games.game import Game
    from games.tri.queries import BattleInfo
    from games.tri.state import State

    from ..hit import BoardUI
    from .choices import Choices

# What everyone still in gets when the first and the second player fall.
DEFEAT_GIFTS = {
    1: N_("Everyone still in gets a +2 and a +3."),
    2: N_("Everyone still in gets two +2 cards and a +4."),
}
# the coach line when a square of the player's may teleport (the longest instruction of a turn)
TELEPORT = N_(
    "{player}: tap a triangle next to yours to claim or attack it, or a ringed square of yours to teleport."
)


class Words:
    def __init__(self, game: Game[Any], seats: list[str], choices: Choices) -> None:
        self.game, self.rules, self.seats, self.choices = game, rules_of(game), seats, choices
        self.seat_name = game.seat_name

    def long_sentence(self) -> str:
        """A long sentence the coach line says often (a column's box is sized for it): a turn
        that may teleport, said to the seat with the longest name."""
        name = max((self.seat_name(seat) for seat in range(len(self.seats))), key=len)
        return _(TELEPORT).format(player=name)

    def coach(self, state: State, ui: BoardUI) -> str:
        if self.rules.is_over(state):
            return self.rules.end_reason(state)
        seat = self.rules.to_move(state)
        phase = self.rules.phase(state)
        if seat == CHANCE:
            return _("Rolling the bonus die...") if phase == "bonus" else _("Rolling the battle dice...")
        who = self.seat_name(seat)
        battle = self.rules.battle(state)
        target = spoken(battle["target"]) if battle else ""
        if not is_human(self.seats[seat]):
            doing = {
                "attacker card": N_("{player} (computer) is choosing a card to attack {triangle}..."),
                "defender card": N_("{player} (computer) is choosing a card to defend {triangle}..."),
                "void": N_("{player} (computer) is choosing a triangle to empty..."),
            }.get(phase, N_("{player} (computer) is thinking..."))
            return _(doing).format(player=who, triangle=target)
        if phase == "start":
            return _("{player}: tap an empty triangle to start on (not touching another).").format(player=who)
        if phase == "attacker card":
            return _("{player}: tap a card for your attack on {triangle}.").format(
                player=who, triangle=target
            )
        if phase == "defender card":
            return _("{player}: tap a card to defend {triangle}.").format(player=who, triangle=target)
        if phase == "void":
            assert battle is not None  # the defender empties a triangle of the battle just lost
            return _(
                "{player}: you held {square}. Tap a triangle of {attacker} outlined in dashes to empty it."
            ).format(player=who, square=battle['target'][:-1], attacker=self.seat_name(battle['attacker']))
        if ui.selected is not None:
            return _("{player}: tap an empty triangle to teleport to from {square}.").format(
                player=who, square=ui.selected
            )
        targets = self.choices.move_targets(state)
        if targets["pass"]:
            return _("{player} cannot claim, attack or teleport: press Pass.").format(player=who)
        if targets["teleport"]:
            return _(TELEPORT).format(player=who)
        return _("{player}: tap a triangle next to yours to claim or attack it.").format(player=who)

    def news(self, before: State, move: str, after: State) -> str | None:
        """The reveal, an emptied triangle, a pass, the bonus die, and who fell or what
        round begins; None: the scene tells a computer's other moves."""
        verb, target = move.split()[0], move.split()[-1]
        news: list[str] = []
        if verb == "card" and self.rules.phase(before) == "defender card":
            info = self.rules.last_battle(after)
            assert info is not None  # both cards are down: the battle is over
            news.append(self.reveal_news(info))
        elif verb == "void":
            news.append(
                _("{player} empties {triangle}.").format(
                    player=self.seat_name(self.rules.to_move(before)), triangle=spoken(target)
                )
            )
        elif verb in ("pass", "bonus"):
            news.append(self.game.describe_move(before, move))
        news.extend(self.round_news(before, after))
        return join_sentences(news) if news else None

    def waiting(self, state: State) -> str | None:
        """Silent while a person's own battle dice roll."""
        return None if self.choices.person_to_move(state) else _("Wait for your turn.")

    def game_over_text(self, state: State) -> str:
        return f"{self.rules.end_reason(state)}\n{self.ranking_text(state)}"

    def reveal_news(self, info: BattleInfo) -> str:
        attacker, defender = self.seat_name(info["attacker"]), self.seat_name(info["defender"])
        # TRANSLATORS: a battle's two totals, the attacker's first.
        totals = _("{attack} against {defence}").format(
            attack=info['attacker_total'], defence=info['defender_total']
        )
        if info["won"]:
            return _("{player} wins the battle ({totals}) and takes {triangle}.").format(
                player=attacker, totals=totals, triangle=spoken(info['target'])
            )
        return _("{player} holds {triangle} ({totals}).").format(
            player=defender, triangle=spoken(info['target']), totals=totals
        )

    def round_news(self, before: State, after: State) -> list[str]:
        news: list[str] = []
        fallen = self.rules.defeated(after)[len(self.rules.defeated(before)) :]
        for seat in fallen:
            news.append(_("{player} is out.").format(player=self.seat_name(seat)))
        gift = DEFEAT_GIFTS.get(len(self.rules.defeated(after))) if fallen else None
        if gift and not self.rules.is_over(after):
            news.append(_(gift))
        start = self.rules.round_info(after)["round"]
        if start > max(1, self.rules.round_info(before)["round"]) and not self.rules.is_over(after):
            news.append(_("Round {number} begins.").format(number=start))
        return news

    def ranking_text(self, state: State) -> str:
        counts = self.rules.counts(state)
        out = set(self.rules.defeated(state))
        lines: list[str] = []
        for place, group in enumerate(self.rules.ranking(state), 1):
            names = self.seat_name(group[0])
            for s in group[1:]:
                # TRANSLATORS: players sharing a place in the ranking, "Player 1 and Player 3".
                names = _("{first} and {second}").format(first=names, second=self.seat_name(s))
            if group[0] in out:
                # TRANSLATORS: a line of the final ranking, "3. Player 2: out".
                lines.append(_("{place}. {players}: out").format(place=place, players=names))
            else:
                n = counts[group[0]]
                lines.append(
                    ngettext(
                        "{place}. {players}: {count} triangle", "{place}. {players}: {count} triangles", n
                    ).format(place=place, players=names, count=n)
                )
        return "\n".join(lines)


def join_sentences(sentences: list[str]) -> str:
    """Sentences one after another, as the language writes them (a space in English)."""
    text = sentences[0]
    for sentence in sentences[1:]:
        # TRANSLATORS: two sentences one after the other; change only if your language does not
        # separate sentences with a space.
        text = _("{first} {second}").format(first=text, second=sentence)
    return text
