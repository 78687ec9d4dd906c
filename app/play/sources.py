"""Where a seat's moves come from: one source per seat (and one for the dice).

The board asks the source of the seat to move, once a frame, `next_move(board, seat, dt)`:
the move to play now, or None (not yet). A `Person` never answers: a person's moves come
from taps and keys on the board (app/play/board_input.py). Every source can be told to
`stop` (Undo, Restart, leaving the board) and says whether a person at this device plays
it (`person`).
"""

from app.play.ai_runner import AIRunner
from games.core import CHANCE

from ..seats import is_human

AI_PAUSE_S = 0.35  # a beat before the computer moves, so people can follow


class Source:
    person = False  # a person at this device makes this seat's moves
    told = False  # its moves are told in the coach line, so people can follow them

    def next_move(self, board, seat, dt):
        return None

    def stop(self):
        """Drop whatever is under way (thinking, a wait)."""


class Person(Source):
    """A person at this device: their taps and keys make the moves."""

    person = True


class FarAway(Source):
    """A friend on another device (a game by link): their moves arrive in a link."""


class Computer(Source):
    """A computer player at `level`: a beat, then its agent thinks a slice per frame. The seat
    keeps one agent for the whole game, so what it worked out for one move (TRICE's solved
    positions) still serves the next: a new agent each move threw its tables away, and with
    them, now and then, the exact play the hard level promises (tools/bench_trice.py --in-app)."""

    told = True

    def __init__(self, level):
        self.level = level
        self.agent = None
        self.runner = None
        self.waited = 0.0

    @property
    def thinking(self):
        return self.runner is not None

    def next_move(self, board, seat, dt):
        if self.runner is None:
            if self.waited < AI_PAUSE_S * board.app.settings.speed:
                self.waited += dt
                return None
            if self.agent is None:
                self.agent = board.game.make_agent(self.level, rng=board.rng)
            self.runner = AIRunner(self.agent, board.agent_state(seat))
        # the rest of the frame costs about what the last one did without the thinking
        move = self.runner.step(others_ms=max(0.0, board.app.last_frame_ms - self.runner.last_slice_ms))
        if move is not None:
            self.runner, self.waited = None, 0.0
        return move

    def stop(self):
        if self.runner is not None:
            self.runner.cancel()
        self.runner, self.waited = None, 0.0


class Dice(Source):
    """The dice at a chance node: an outcome drawn at once from the board's random source."""

    def next_move(self, board, seat, dt):
        return board.rules.random_outcome(board.state, board.rng)


class Script(Source):
    """A lesson's script for the dice and the computer's replies: a roll lands at once, a
    reply after a beat. The script is the lesson's whole record."""

    told = True

    def __init__(self, script, pause_s, dice=False):
        self.script = script
        self.pause_s = pause_s
        self.dice = dice
        self.waited = 0.0

    def next_move(self, board, seat, dt):
        played = len(board.match.moves)
        if played >= len(self.script):
            return None
        pause = 0.0 if self.dice else self.pause_s * board.app.settings.speed
        self.waited += dt
        if self.waited < pause:
            return None
        self.waited = 0.0
        return self.script[played]

    def stop(self):
        self.waited = 0.0


class Record(Source):
    """A finished game's record, for every seat of a replay: the next move when the
    replay plays (`playing`) and the last one has been read (`pace()` seconds)."""

    def __init__(self, moves, pace):
        self.moves = moves
        self.pace = pace
        self.playing = False
        self.waited = 0.0

    def next_move(self, board, seat, dt):
        played = len(board.match.moves)
        if not self.playing or played >= len(self.moves):
            return None
        self.waited += dt
        if self.waited < self.pace():
            return None
        self.waited = 0.0
        return self.moves[played]

    def stop(self):
        self.waited = 0.0


def for_seats(seats, far=()):
    """A source for each seat kind ("human", or a computer level) and the dice; the seats in
    `far` are played on another device."""
    found = {
        seat: FarAway() if seat in far else Person() if is_human(kind) else Computer(kind)
        for seat, kind in enumerate(seats)
    }
    found[CHANCE] = Dice()
    return found
