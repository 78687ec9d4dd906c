"""What the Triad screen needs to know about one state, asked of RULES once
(drawing, taps, the keyboard and the coach line all read the same answers)."""


class Facts:
    def __init__(self, rules, state):
        self.state = state
        self.mover = rules.to_move(state)
        self.phase = rules.phase(state)
        self.dice = rules.dice(state)
        self.movable = set(rules.movable(state))
        self.standing = rules.standing_triads(state)
        self.new = rules.new_triads(state)
        self.removable = rules.removable(state)
        self.counts = rules.triad_counts(state)
        self._targets = {}
        self._turns = {}
        self._rules = rules

    def targets(self, cell):
        if cell not in self._targets:
            self._targets[cell] = self._rules.targets(self.state, cell)
        return self._targets[cell]

    def turns(self, cell):
        if cell not in self._turns:
            self._turns[cell] = self._rules.turns(self.state, cell)
        return self._turns[cell]
