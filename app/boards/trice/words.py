"""The TRICE coach line: who acts now and what to tap, in the player's words.

After the computer's moves it first retells them ("Player 2 put the orange 1 on
c3 and gave you the white 3"), so the line itself says what happened; the cells
it names are read off the card's rulers. With one person at the table the
sentences speak to "you"; between two people they start with the name.
"""

from app.seats import is_human
from games.core import CHANCE

from .setup_roll import opening

RECAP = 2  # the computer's latest moves retold, at most


class CoachWords:
    def __init__(self, game, seats):
        """`seats`: each seat's kind ("human", "easy"...)."""
        self.game, self.rules, self.seats = game, game.rules, seats

    def name(self, seat, state=None):
        return self.game.seat_name(seat, state)

    def people(self):
        return {seat for seat, kind in enumerate(self.seats) if is_human(kind)}

    def call(self, seat, state=None):
        """A seat as a sentence names it: "you" for the only person at the table."""
        return "you" if self.people() == {seat} else self.name(seat, state)

    def instruction(self, state, seat, where):
        """What the person at `seat` does now, as one sentence (`where`: where the pool is)."""
        rules = self.rules
        step, other = rules.step(state), self.call(1 - seat, state)
        if step == "give":
            first = " to place first" if opening(rules, state) else ""
            text = f"Give {other} a die{first}: tap one of the dice {where}."
        elif step == "place":
            text = f"Place the {rules.die_words(rules.hand(state))}: tap an empty square."
        elif step == "mark":
            text = f"Mark a die for {other} to swap: tap any die on the card."
            if rules.repetitions(state) >= 2:
                text += " This card came up before: a third time is a draw."
        elif step == "swap":
            text = f"Swap the die on {rules.marked(state)}: tap a die beside it (not diagonal)."
        else:
            first, second = rules.swapped(state)
            text = f"Raise {first} or {second} by one: tap one of them."
        if len(self.people()) > 1:
            text = f"{self.name(seat, state)}, {text[0].lower()}{text[1:]}"
        return text

    def doing(self, state, seat):
        """What the computer at `seat` is busy with (without its name)."""
        rules = self.rules
        step, other = rules.step(state), self.call(1 - seat, state)
        if step == "give":
            return f"is choosing a die for {other}..."
        if step == "place":
            return f"is placing the {rules.die_words(rules.hand(state))}..."
        if step == "mark":
            return f"is marking a die for {other} to swap..."
        if step == "swap":
            return f"is swapping the die on {rules.marked(state)}..."
        first, second = rules.swapped(state)
        return f"is raising {first} or {second}..."

    def recent(self, state, ui):
        """(seat, [(before, move)]): the latest moves, if a computer made them."""
        states, moves = ui.history
        if not moves or states[-1] != state:
            return None
        rules, seat, out = self.rules, None, []
        for before, move in zip(reversed(states[:-1]), reversed(moves)):
            mover = rules.to_move(before)
            if mover == CHANCE or is_human(self.seats[mover]) or seat not in (None, mover) or len(out) == RECAP:
                break
            seat = mover
            out.insert(0, (before, move))
        return (seat, out) if out else None

    def past(self, before, move, state=None):
        """A move in the past tense, without who made it: "gave you the white 3"."""
        rules = self.rules
        verb, *args = move.split()
        if verb == "give":
            return f"gave {self.call(1 - rules.to_move(before), state)} the {rules.die_words(args[0])}"
        if verb == "place":
            return f"put the {rules.die_words(rules.hand(before))} on {args[0]}"
        if verb == "mark":
            return f"marked the {rules.die_words(rules.board(before)[args[0]])} on {args[0]}"
        if verb == "swap":
            return f"swapped {args[0]} and {args[1]}"
        die = rules.board(before)[args[0]]
        return f"raised {args[0]} to {int(die[1:]) % 6 + 1}"

    def coach(self, state, ui, where, roll):
        """The line; `roll`: the setup roll's stage (SetupRoll.stage: None, "rolling", "landed")."""
        rules = self.rules
        if rules.is_over(state):
            return rules.end_reason(state)
        if roll == "rolling":
            return "Rolling the dice to see who starts..."
        if roll == "landed":  # the setup roll waits on the card to be read
            starter = rules.starter(state)
            if starter is None:  # a tie: they roll again
                return rules.start_reason(state)
            giver, whose = self.name(1 - starter, state), self.call(starter, state)
            whose = "your" if whose == "you" else f"{whose}'s"
            return f"{rules.start_reason(state)} {giver} picks {whose} first die."
        seat = rules.to_move(state)
        if seat == CHANCE:
            return "Rolling the dice to see who starts..."
        told = self.recent(state, ui)
        now = None if is_human(self.seats[seat]) else self.doing(state, seat)
        if told is None:
            return now and f"{self.name(seat, state)} {now}" or self.instruction(state, seat, where)
        mover, moves = told
        said = f"{self.name(mover, state)} " + " and ".join(self.past(b, m, state) for b, m in moves)
        if mover == seat:
            return f"{said} and {now}"
        last = moves[-1][1].split()[0]
        if now is None and last == "give" and rules.step(state) == "place":
            return f"{said}: tap an empty square for it."
        if now is None and last == "mark" and rules.step(state) == "swap":
            return f"{said}: tap a die beside it (not diagonal) to swap them."
        if now is not None and last == "give" and rules.step(state) == "place":
            return f"{said}. {self.name(seat, state)} is placing it..."
        if now is not None:
            return f"{said}. {self.name(seat, state)} {now}"
        return f"{said}. {self.instruction(state, seat, where)}"
