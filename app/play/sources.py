"""Where a seat's moves come from: one source per seat (and one for the dice).

The board asks the source of the seat to move, once a frame, `next_move(board, seat, dt)`:
the move to play now, or None (not yet). A `Person` never answers: a person's moves come
from taps and keys on the board (app/play/board_input.py). Every source can be told to
`stop` (Undo, Restart, leaving the board) and says whether a person at this device plays
it (`person`).

A source sees the board through `SourceBoard`: what it needs to answer, nothing more.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from app.play.ai_runner import AIRunner
from games.contract import HiddenInformation
from games.core import CHANCE

from ..seats import is_human

if TYPE_CHECKING:
    from app.saved.settings import Settings
    from games.contract import Agent, Rules
    from games.game import Game
    from games.match import Match

AI_PAUSE_S = 0.35  # a beat before the computer moves, so people can follow


class SourceApp(Protocol):
    """The app as a source sees it: the animation speed (the computer's beat), and what the
    last frame cost (the computer's thinking fits in the rest)."""

    @property
    def settings(self) -> Settings: ...

    @property
    def last_frame_ms(self) -> float: ...

    @property
    def still(self) -> bool:
        """Nothing moved in the last frame and no input came in this one (app/ui/pacing.py)."""
        ...


class SourceBoard(Protocol):
    """The board scene as a seat's source sees it (app/scenes/board.py's BoardScene)."""

    @property
    def app(self) -> SourceApp: ...

    @property
    def game(self) -> Game[Any]: ...

    @property
    def rules(self) -> Rules[Any]: ...

    @property
    def match(self) -> Match: ...

    @property
    def state(self) -> Any: ...

    @property
    def sources(self) -> dict[int, Source]: ...

    @property
    def rng(self) -> random.Random:
        """The board's random source: the dice, and the computer's choices."""
        ...


class Source:
    person = False  # a person at this device makes this seat's moves
    told = False  # its moves are told in the coach line, so people can follow them

    def next_move(self, board: SourceBoard, seat: int, dt: float) -> str | None:
        return None

    def counts_time(self, board: SourceBoard) -> bool:
        """Whether its move comes as time passes, with no one's input (a computer's beat and
        thinking, the dice, a script, a replay playing): the loop does not rest meanwhile."""
        return False

    def stop(self) -> None:
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

    def __init__(self, level: str) -> None:
        self.level = level
        self.agent: Agent[Any] | None = None
        self.runner: AIRunner | None = None
        self.waited = 0.0

    @property
    def thinking(self) -> bool:
        return self.runner is not None

    def counts_time(self, board: SourceBoard) -> bool:
        return True

    def next_move(self, board: SourceBoard, seat: int, dt: float) -> str | None:
        if self.runner is None:
            if self.waited < AI_PAUSE_S * board.app.settings.speed:
                self.waited += dt
                return None
            if self.agent is None:
                self.agent = board.game.make_agent(self.level, rng=board.rng)
            self.runner = AIRunner(self.agent, self.known(board, seat))
        # the rest of the frame costs about what the last one did without the thinking
        # (`still`: nothing moved and no input came, so the frame may be long: app/ui/pacing.py)
        others = max(0.0, board.app.last_frame_ms - self.runner.last_slice_ms)
        move = self.runner.step(others_ms=others, still=board.app.still)
        if move is not None:
            self.runner, self.waited = None, 0.0
        return move

    @staticmethod
    def known(board: SourceBoard, seat: int) -> Any:
        """What the computer at `seat` may know: its view where the game has secrets."""
        if isinstance(board.rules, HiddenInformation):
            return board.rules.view(board.state, seat)
        return board.state

    def stop(self) -> None:
        if self.runner is not None:
            self.runner.cancel()
        self.runner, self.waited = None, 0.0


class Dice(Source):
    """The dice at a chance node: an outcome drawn at once from the board's random source."""

    def next_move(self, board: SourceBoard, seat: int, dt: float) -> str | None:
        return board.rules.random_outcome(board.state, board.rng)

    def counts_time(self, board: SourceBoard) -> bool:
        return True


class Script(Source):
    """A lesson's script for the dice and the computer's replies: a roll lands at once, a
    reply after a beat. The script is the lesson's whole record."""

    told = True

    def __init__(self, script: Sequence[str], pause_s: float, dice: bool = False) -> None:
        self.script = script
        self.pause_s = pause_s
        self.dice = dice
        self.waited = 0.0

    def next_move(self, board: SourceBoard, seat: int, dt: float) -> str | None:
        played = len(board.match.moves)
        if played >= len(self.script):
            return None
        pause = 0.0 if self.dice else self.pause_s * board.app.settings.speed
        self.waited += dt
        if self.waited < pause:
            return None
        self.waited = 0.0
        return self.script[played]

    def counts_time(self, board: SourceBoard) -> bool:
        return len(board.match.moves) < len(self.script)

    def stop(self) -> None:
        self.waited = 0.0


class Record(Source):
    """A finished game's record, for every seat of a replay: the next move when the
    replay plays (`playing`) and the last one has been read (`pace()` seconds)."""

    def __init__(self, moves: Sequence[str], pace: Callable[[], float]) -> None:
        self.moves = moves
        self.pace = pace
        self.playing = False
        self.waited = 0.0

    def next_move(self, board: SourceBoard, seat: int, dt: float) -> str | None:
        played = len(board.match.moves)
        if not self.playing or played >= len(self.moves):
            return None
        self.waited += dt
        if self.waited < self.pace():
            return None
        self.waited = 0.0
        return self.moves[played]

    def counts_time(self, board: SourceBoard) -> bool:
        return self.playing and len(board.match.moves) < len(self.moves)

    def stop(self) -> None:
        self.waited = 0.0


def move_comes(board: SourceBoard) -> bool:
    """Whether the next move comes as time passes, with no one's input (the seat to move is a
    computer, the dice, a script or a replay playing): the loop does not rest meanwhile."""
    if board.rules.is_over(board.state):
        return False
    return board.sources[board.rules.to_move(board.state)].counts_time(board)


def load_ai(game: Game[Any], sources: dict[int, Source]) -> None:
    """The game's AI imported as the board opens, where a computer plays: its first import builds
    tables (TRICE's solver: about 40 ms), too long for the computer's first move's frame."""
    computers = [source.level for source in sources.values() if isinstance(source, Computer)]
    if computers:
        game.make_agent(computers[0])


def for_seats(seats: Sequence[str], far: Collection[int] = ()) -> dict[int, Source]:
    """A source for each seat kind ("human", or a computer level) and the dice; the seats in
    `far` are played on another device."""
    found: dict[int, Source] = {
        seat: FarAway() if seat in far else Person() if is_human(kind) else Computer(kind)
        for seat, kind in enumerate(seats)
    }
    found[CHANCE] = Dice()
    return found
