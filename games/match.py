"""A game in progress: a record plus every state along it, for undo.

Undo and autosave are built here once for all games: the record is what is
saved, and undo truncates it. The scene asks the match; the match asks RULES.
"""

from .core import CHANCE
from . import records


class Match:
    def __init__(self, record, rules=None, states=None):
        if states is None:
            rules, states = records.replay_states(record)
        self.rules = rules
        self.record = record
        self.states = states

    @classmethod
    def new(cls, game_id, players=2, variant=None, options=None):
        return cls(records.new_record(game_id, players, variant, options))

    @property
    def state(self):
        return self.states[-1]

    @property
    def moves(self):
        return self.record["moves"]

    def to_move(self):
        return self.rules.to_move(self.state)

    def is_over(self):
        return self.rules.is_over(self.state)

    def play(self, move):
        """Play a move (IllegalMove propagates and nothing changes)."""
        state = self.rules.play(self.state, move)
        self.record["moves"].append(move)
        self.states.append(state)
        return state

    def seat_of(self, index):
        """Seat that made move `index` (CHANCE for a dice roll)."""
        return self.rules.to_move(self.states[index])

    def undo_point(self, humans, chance_barrier=False, floor=0):
        """Number of moves to keep so that a person's last move is taken back.

        Goes back to just before the last decision of a seat in `humans`, so
        against the computer its replies go too. With `chance_barrier`, a dice
        roll already seen is never taken back (None if that would be needed).
        The first `floor` moves are never taken back (a game played by link:
        the moves the other device has seen). Returns None when there is
        nothing to undo.
        """
        for index in range(len(self.moves) - 1, floor - 1, -1):
            seat = self.seat_of(index)
            if seat == CHANCE:
                if chance_barrier:
                    return None
                continue
            if seat in humans:
                return index
        return None

    def can_undo(self, humans, chance_barrier=False, floor=0):
        return self.undo_point(humans, chance_barrier, floor) is not None

    def undo(self, humans, chance_barrier=False, floor=0):
        keep = self.undo_point(humans, chance_barrier, floor)
        if keep is None:
            return False
        del self.record["moves"][keep:]
        del self.states[keep + 1:]
        return True
