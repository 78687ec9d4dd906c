"""The Tris 2 game state: a small immutable value.

Equality and hash go over one tuple key. Two slots are caches that are not
part of the value: the legal moves (text -> action) and the derived end of
the game (a player with nothing to play). ``history`` holds every position
(field, player to move) counted since the rolling began; positions are
shared tuples, so extending it copies only pointers.
"""

SETUP, PLACE, ROLL, TURN = "setup", "place", "roll", "turn"

NO_OFFER, OFFERED, DECLINED = 0, 1, 2  # DECLINED: the seat to move may not offer now


class State:
    __slots__ = ("variant", "rule_of_4", "phase", "mover", "field", "ban", "offer",
                 "history", "result", "_key", "_hash", "_moves", "_end")

    def __init__(self, variant, rule_of_4, phase, mover, field, ban=None, offer=NO_OFFER,
                 history=(), result=None):
        self.variant = variant
        self.rule_of_4 = rule_of_4
        self.phase = phase
        self.mover = mover          # seat to act, or CHANCE before a random setup
        self.field = field          # sorted tuple of dice (cell * 8 + orientation)
        self.ban = ban              # (cell, direction): the roll that would undo the last one
        self.offer = offer
        self.history = history      # positions counted for the repetition rule
        self.result = result        # None, or (winner seat or None, reason)
        self._key = (variant, rule_of_4, phase, mover, field, ban, offer, history, result)
        # history is left out of the hash (it only grows the cost); == still checks it
        self._hash = hash((variant, rule_of_4, phase, mover, field, ban, offer, result))
        self._moves = None
        self._end = False           # False = not computed yet

    def __eq__(self, other):
        return isinstance(other, State) and self._key == other._key

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return self._hash

    def __repr__(self):
        return f"State({self.variant}, {self.phase}, mover={self.mover}, field={self.field})"

    def __reduce__(self):
        # copy/deepcopy/pickle rebuild from the value alone (caches start empty)
        return (State, self._key)

    def position(self):
        """The part of the state that decides the future (no history): for search tables."""
        return (self.phase, self.mover, self.field, self.ban, self.offer, self.result)
