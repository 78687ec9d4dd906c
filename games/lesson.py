"""Lessons: a guided first game as data, played by one runner for every game.

A `Lesson` is a short scripted game: the record before the first step
(`start`: a setup roll with chosen dice, the computer's first moves), then
4-8 `Step`s. Each step has a caption, the step's record in order (the
person's moves to tap, the computer's replies and every chance outcome:
which is which comes from `RULES.to_move`) and a word for why anything else
is refused. Nothing is random: every roll is scripted so that each step shows
its idea. The runner (app/play/lesson/) shows the caption, rings what the
person must tap and plays the rest; `problems` checks a lesson against the
rules (tests/test_lessons.py), so a rules change that breaks one fails.

Pure: no pygame, no app.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

from .contract import OptionValue, Rules
from .core import CHANCE, IllegalMove
from .i18n import ngettext

S = TypeVar("S")

MAX_CAPTION = 120  # characters: three short lines in the coach line's box on a small phone
MAX_WHY = 100
MAX_DONE = 160
READ_WORDS_PER_S = 2.0  # reading while looking at the board (120 words a minute)
MOVE_S = 5.0  # finding and making one of the person's moves (when its taps are not counted)
TAP_S = 2.5  # finding and tapping one ringed thing
SCRIPTED_S = 1.5  # watching a computer move or a roll land


@dataclass(frozen=True)
class Step:
    caption: str  # what this step teaches and what to tap, in plain words
    moves: tuple[str, ...]  # the step's record: the person's moves, the computer's replies, the dice
    why: str  # said when the person taps anything else during the step


@dataclass(frozen=True)
class Lesson:
    game: str
    person: int  # the seat the person plays (the others are the scripted computer)
    start: tuple[str, ...]  # the record before the first step: no move of the person's
    steps: tuple[Step, ...]
    done: str  # the closing words, above the offer of a real game
    variant: str | None = None  # None: the game's default
    players: int = 2
    options: dict[str, OptionValue] = field(default_factory=dict)

    def record(self) -> list[str]:
        """Every move of the lesson, in order."""
        moves = list(self.start)
        for step in self.steps:
            moves.extend(step.moves)
        return moves

    def ends(self) -> list[int]:
        """ends[k]: how many moves are played once step k is over."""
        out: list[int] = []
        total = len(self.start)
        for step in self.steps:
            total += len(step.moves)
            out.append(total)
        return out

    def step_at(self, played: int) -> int:
        """The step under way when `played` moves are on the record (len(steps): done)."""
        for index, end in enumerate(self.ends()):
            if played < end:
                return index
        return len(self.steps)


@runtime_checkable
class LessonModule(Protocol):
    """The lesson hook (games/contract.py): a game's `lesson.py`, named by its
    `Game.lesson_module`, provides `LESSON`."""

    @property
    def LESSON(self) -> Lesson: ...  # noqa: N802 (the module's constant)


def walk(lesson: Lesson, rules: Rules[S]) -> list[tuple[S, str, int]]:
    """[(state before, move, seat to move)] along the lesson's record.
    IllegalMove (with the move's place) if a move does not play."""
    state = rules.new_game(lesson.players, lesson.variant, **lesson.options)
    out = []
    for index, move in enumerate(lesson.record()):
        try:
            after = rules.play(state, move)
        except IllegalMove as err:
            raise IllegalMove(f"move {index + 1} ({move!r}) does not play: {err}") from None
        out.append((state, move, rules.to_move(state)))
        state = after
    return out


def rests(lesson: Lesson, rules: Rules[Any]) -> list[int]:
    """rests[k]: how many moves are played when step k waits for the person's first move
    (where Undo and Restart bring the lesson back to)."""
    seats = [seat for _state, _move, seat in walk(lesson, rules)]
    out: list[int] = []
    begin = len(lesson.start)
    for _step, end in zip(lesson.steps, lesson.ends()):
        first = next((i for i in range(begin, end) if seats[i] == lesson.person), end)
        out.append(first)
        begin = end
    return out


def problems(lesson: Lesson, rules: Rules[Any]) -> list[str]:
    """Sentences for everything wrong with `lesson` against `rules`; [] when it is sound."""
    found: list[str] = []
    if not 4 <= len(lesson.steps) <= 8:
        found.append(f"{len(lesson.steps)} steps: a lesson has 4 to 8")
    for index, step in enumerate(lesson.steps, 1):
        for name, text, limit in (("caption", step.caption, MAX_CAPTION), ("why", step.why, MAX_WHY)):
            if not text.strip():
                found.append(f"step {index}: empty {name}")
            elif len(text) > limit:
                found.append(f"step {index}: {name} of {len(text)} characters (at most {limit})")
    if not lesson.done.strip() or len(lesson.done) > MAX_DONE:
        found.append("the closing words are empty or too long")
    try:
        path = walk(lesson, rules)
    except IllegalMove as err:
        return found + [str(err)]
    seats = [seat for _state, _move, seat in path]
    for index, (state, move, seat) in enumerate(path):
        if seat == lesson.person:
            if move not in rules.legal_moves(state):
                found.append(f"move {index + 1} ({move!r}) is not one of the person's legal moves")
        elif seat == CHANCE:
            listed = rules.legal_moves(state)
            if listed and move not in listed:  # a large setup roll lists nothing: play() judged it
                found.append(f"move {index + 1} ({move!r}) is not a listed chance outcome")
        elif move not in rules.legal_moves(state):
            found.append(f"move {index + 1} ({move!r}) is not a legal reply")
    if any(seat == lesson.person for seat in seats[: len(lesson.start)]):
        found.append("the start holds a move of the person's: it belongs in a step")
    begin = len(lesson.start)
    for index, end in enumerate(lesson.ends(), 1):
        if not any(seat == lesson.person for seat in seats[begin:end]):
            found.append(f"step {index} has nothing for the person to do")
        begin = end
    return found


def person_moves(lesson: Lesson, rules: Rules[Any]) -> int:
    return sum(1 for _state, _move, seat in walk(lesson, rules) if seat == lesson.person)


def words(lesson: Lesson) -> int:
    texts = [step.caption for step in lesson.steps] + [lesson.done]
    return sum(len(text.split()) for text in texts)


def estimate_seconds(lesson: Lesson, rules: Rules[Any], taps: int | None = None) -> float:
    """How long a person who follows the lesson takes: reading every caption and the
    closing words, finding and tapping each move (`taps` per move if known), and
    watching the computer's moves and the dice."""
    mine = person_moves(lesson, rules)
    scripted = len(lesson.record()) - mine
    tapping = TAP_S * taps if taps is not None else MOVE_S * mine
    return words(lesson) / READ_WORDS_PER_S + tapping + SCRIPTED_S * scripted


def minutes_text(seconds: float) -> str:
    """ "about 2 minutes" (never less than one), in the player's language."""
    minutes = max(1, round(seconds / 60))
    return ngettext("about {minutes} minute", "about {minutes} minutes", minutes).format(minutes=minutes)
