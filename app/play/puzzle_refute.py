"""A puzzle's move that is not the one to find, shown before the board goes back (issue 28).

A wrong try is played on the board as any move is (animated), then the answer that beats it
(proven by the shared search, games/puzzle_search.py, within a few frames' work; where the
search would take longer, or the player moves again, no answer is shown), then a beat to see
them, then the board goes back: to the puzzle's start after a wrong try, to the same step after
a slower win. The words say only what is proven (games/puzzles.py, docs/puzzles.md): TRICE's
wrong moves do not win at all; Triad's and Tris 2's do not force a win as fast as the line's,
and a slower win found when the puzzle was made is named as one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games import puzzle_search
from games.i18n import _, ngettext
from games.match import Match
from games.puzzles import Puzzle

HOLD_S = 1.2  # the move and its answer stay in sight this long before the board goes back


@dataclass
class Refutation:
    """A move shown and taken back: the board plays `moves` (the move, then its answer, if
    any), holds them a moment, then shows `back()` and says `text`."""

    text: str
    back: Callable[[], Match]
    moves: list[str]
    until: int  # the board's move count once the move and its answer are played
    counted: bool  # a wrong try (a slower win is no try)
    waited: float = 0.0


def refutation(puzzle: Puzzle, step: int, state: Any, move: str, played: int, opponent: str) -> Refutation:
    """What the player's `move` at `step` of `puzzle` (in `state`, the board having `played`
    moves) meets: a slower win named, or a wrong try and the answer to it."""
    turns = puzzle.turns_left(step)
    slower = puzzle.slower_win(step, move)
    if slower is not None:
        # TRANSLATORS: a puzzle's move that wins, but in more turns than the one to find.
        text = ngettext(
            "That wins too, but slower: find the win in {count} turn.",
            "That wins too, but slower: find the win in {count} turns.",
            turns,
        ).format(count=turns)
        return Refutation(text, lambda: at_step(puzzle, step), [move], played + 1, counted=False)
    if puzzle.exact:  # TRICE: proven not to win at all
        text = _("Not that move: {opponent} has an answer. Try again from the start.").format(
            opponent=opponent
        )
    else:
        # TRANSLATORS: a puzzle's wrong move; {count}: the turns the winning move takes.
        text = ngettext(
            "Not that move: it does not force a win within {count} turn. Try again from the start.",
            "Not that move: it does not force a win within {count} turns. Try again from the start.",
            turns,
        ).format(count=turns)
    search = puzzle_search.search_for(puzzle.game_id)
    after = search.rules.play(state, move)
    reply = puzzle_search.answer(
        puzzle.game_id, after, puzzle.player, search.turns_after(after, puzzle.player, turns)
    )
    moves = [move] if reply is None else [move, reply]
    return Refutation(text, puzzle.match, moves, played + len(moves), counted=True)


def at_step(puzzle: Puzzle, step: int) -> Match:
    """A fresh Match at `step` of the puzzle's line."""
    match = puzzle.match()
    for move in puzzle.solution[:step]:
        match.play(move)
    return match
