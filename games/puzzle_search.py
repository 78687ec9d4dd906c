"""The AND/OR search that proves puzzles, shared by their maker and the app.

`AndOr` answers "can a player force a win within so many of their own turns?" through the
rules engine itself (every legal move, repetition draws and all; draw offers left out), with
a node limit past which it gives up (`TooDeep`). tools/make_puzzles.py proves the puzzles
with it (docs/puzzles.md); the app asks it, within a small limit, for the answer a wrong
try meets (`answer`). `search_for(game_id)` gives a game's search with its shortcuts (a
quicker test for a win at once, Triad's count of triads still missing, TRICE's cut after a
full card's first cycle): the same search the puzzles were proven with.

Pure: no pygame, no app.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import registry
from .core import CHANCE
from .triad import ai as triad_ai
from .triad import rules as triad_rules
from .trice import rules as trice_rules
from .tris2 import rules as tris2_rules

NODE_LIMIT = 400_000  # AND/OR nodes for one position before it is given up (not a puzzle)
ANSWER_LIMIT = 6_000  # nodes the app may spend finding a wrong try's answer (a few frames)
DRAW_WORDS = frozenset(("offer-draw", "accept-draw", "decline-draw"))


class TooDeep(Exception):
    """The search would pass its node limit (making puzzles: the position is not one)."""


class AndOr:
    """Can a player force a win within so many of their own turns? Every legal move of every
    position is looked at (draw offers aside), through RULES.play, so repetition rules and
    every other rule hold as in a game; positions are remembered with their turns left."""

    def __init__(
        self,
        rules: Any,
        immediate: Callable[[Any], list[str]] | None = None,
        cutoff: Callable[[Any], bool] | None = None,
        needs: Callable[[Any, int], int] | None = None,
        progress: Callable[[Any, str], bool] | None = None,
        limit: int = NODE_LIMIT,
    ) -> None:
        self.rules = rules
        self.immediate = immediate
        self.cutoff = cutoff  # positions where nothing is looked for (a win there is not claimed)
        # needs(state, player): turns the player needs at least to win from here (Triad: a
        # triad a turn at most, so the triads still missing), or None
        self.needs = needs
        # progress(state, move): does the move make the progress `needs` counts (Triad: a
        # triad)? When every turn left must make some, only such moves are tried
        self.progress = progress
        self.memo: dict[tuple[Any, int, int], bool] = {}
        self.nodes = 0
        self.limit = limit

    def moves(self, state: Any) -> list[str]:
        return [move for move in self.rules.legal_moves(state) if move not in DRAW_WORDS]

    def wins_now(self, state: Any) -> list[str]:
        """The moves that end the game at once in a win for the seat to move."""
        if self.immediate is not None:
            return self.immediate(state)
        rules = self.rules
        seat = rules.to_move(state)
        found = []
        for move in self.moves(state):
            after = rules.play(state, move)
            if rules.is_over(after) and rules.returns(after)[seat] == 1.0:
                found.append(move)
        return found

    def turns_after(self, after: Any, player: int, turns: int) -> int:
        """The player's turns left after their move led to `after`."""
        rules = self.rules
        return turns if not rules.is_over(after) and rules.to_move(after) == player else turns - 1

    def wins(self, state: Any, player: int, turns: int) -> bool:
        rules = self.rules
        if rules.is_over(state):
            return bool(rules.returns(state)[player] == 1.0)
        if turns <= 0 or (self.cutoff is not None and self.cutoff(state)):
            return False
        need = 0 if self.needs is None else self.needs(state, player)
        if need > turns:
            return False
        key = (state, player, turns)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > self.limit:
            raise TooDeep
        seat = rules.to_move(state)
        if seat == CHANCE:
            raise ValueError("a puzzle's line has no dice")
        if seat == player:
            result = bool(self.wins_now(state))
            if not result:
                moves = self.moves(state)
                if need == turns and self.progress is not None:
                    moves = [move for move in moves if self.progress(state, move)]
                for move in moves:
                    after = rules.play(state, move)
                    left = self.turns_after(after, player, turns)
                    if left > 0 or rules.is_over(after):
                        if self.wins(after, player, left):
                            result = True
                            break
        else:
            result = not self.wins_now(state)  # the opponent wins at once: refuted
            if result:
                for move in self.moves(state):
                    if not self.wins(rules.play(state, move), player, turns):
                        result = False
                        break
        self.memo[key] = result
        return result

    def distance(self, state: Any, player: int, most: int) -> int | None:
        """The fewest of the player's turns (counting the one under way, if theirs) within
        which they force a win from `state`, up to `most`; None if not within `most`."""
        rules = self.rules
        if rules.is_over(state):
            return 0 if rules.returns(state)[player] == 1.0 else None
        for turns in range(1, most + 1):
            if self.wins(state, player, turns):
                return turns
        return None


def triad_wins_now(state: Any) -> list[str]:
    """Triad: a move wins at once when it makes a triad for a player who has two (the first
    such move found: the search only asks whether there is one)."""
    if state.phase != triad_rules.MOVE or state.triads[state.mover] < triad_rules.TRIADS_TO_WIN - 1:
        return []
    for move in triad_rules.RULES.legal_moves(state):
        if triad_ai.makes_triad(state, move):
            return [move]
    return []


def triad_progress(state: Any, move: str) -> bool:
    """Triad: does the move make a triad (or is it the removal that follows one)?"""
    return state.phase == triad_rules.REMOVE or triad_ai.makes_triad(state, move)


def tris2_wins_now(state: Any) -> list[str]:
    return tris2_rules.RULES.winning_moves(state)  # registry.rules("tris2"), with its own methods


def trice_second_cycle(state: Any) -> bool:
    """TRICE: a full card that has been through one mark-swap-raise cycle. The search does not
    go on from there: the solver's proofs end within that cycle too (games/trice/solver.py),
    and a win not looked for is a win not claimed."""
    return state.phase == trice_rules.MARK and len(state.seen) >= 2


def triad_needs(state: Any, player: int) -> int:
    """Triad: a player makes one triad a turn at most (several in one move count once) and only
    on their own move, so they need as many turns as triads are missing."""
    return int(triad_rules.TRIADS_TO_WIN - state.triads[player])


IMMEDIATE: dict[str, Callable[[Any], list[str]] | None] = {
    "trice": None,
    "triad": triad_wins_now,
    "tris2": tris2_wins_now,
}
CUTOFF: dict[str, Callable[[Any], bool] | None] = {"trice": trice_second_cycle, "triad": None, "tris2": None}
NEEDS: dict[str, Callable[[Any, int], int] | None] = {"trice": None, "triad": triad_needs, "tris2": None}
PROGRESS: dict[str, Callable[[Any, str], bool] | None] = {
    "trice": None,
    "triad": triad_progress,
    "tris2": None,
}


def search_for(game_id: str, limit: int = NODE_LIMIT) -> AndOr:
    """A game's search, with its shortcuts, giving up past `limit` nodes."""
    rules = registry.rules(game_id)
    return AndOr(rules, IMMEDIATE[game_id], CUTOFF[game_id], NEEDS[game_id], PROGRESS[game_id], limit)


def answer(game_id: str, after: Any, player: int, turns: int, limit: int = ANSWER_LIMIT) -> str | None:
    """The opponent's reply, in `after` (the player's move just made), after which `player`
    cannot force a win within `turns` of their turns (the one under way, if theirs, counted):
    proven by the search. None where the opponent is not to move, the game is over, no reply
    holds (the move wins), or the search would pass `limit` nodes."""
    search = search_for(game_id, limit)
    rules = search.rules
    if rules.is_over(after) or rules.to_move(after) in (player, CHANCE):
        return None
    try:
        for move in search.moves(after):
            state = rules.play(after, move)
            if rules.is_over(state):
                if rules.returns(state)[player] != 1.0:
                    return move
                continue
            if not search.wins(state, player, turns):
                return move
    except TooDeep:
        return None
    return None
