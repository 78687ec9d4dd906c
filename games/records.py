"""Game records: the one durable form of a game (saves, undo, replays, tests).

A record is ``{"game": id, "variant": v, "players": n, "options": {...},
"moves": [...]}``. Replaying its moves from ``new_game`` rebuilds the state
exactly, because ``RULES.play`` is deterministic and dice are chance moves.

Records may come from outside (a save file someone edited), so ``replay``
checks every field and reports a problem as ``RecordError`` in plain words.
"""

from __future__ import annotations

from typing import Any, TypedDict

from . import registry
from .contract import OptionValue, Rules
from .core import IllegalMove
from .i18n import _

MAX_MOVES = 20000  # far above any real game; stops a hostile record early
MAX_MOVE_CHARS = 200


class RecordError(ValueError):
    """A record that cannot be replayed; the message says why."""


class Record(TypedDict):
    """A game record (the module's docstring). One read from outside may be anything:
    `start_state` and `check_moves` check it."""

    game: str
    variant: str
    players: int
    options: dict[str, OptionValue]
    moves: list[str]


def new_record(
    game_id: str, players: int = 2, variant: str | None = None, options: dict[str, OptionValue] | None = None
) -> Record:
    rules = registry.rules(game_id)
    return {
        "game": game_id,
        "variant": variant if variant is not None else rules.variants[0],
        "players": players,
        "options": dict(options or {}),
        "moves": [],
    }


def start_state(record: Record) -> tuple[Rules[Any], Any]:
    """Check the record's header and return (RULES, initial state)."""
    if not isinstance(record, dict):
        raise RecordError(_("not a game record"))
    game_id = record.get("game")
    if not isinstance(game_id, str) or game_id not in registry.GAMES:
        raise RecordError(_("unknown game {game}").format(game=repr(game_id)))
    rules = registry.rules(game_id)
    players = record.get("players")
    if type(players) is not int or not rules.min_players <= players <= rules.max_players:
        raise RecordError(_("bad player count {count}").format(count=repr(players)))
    variant = record.get("variant")
    if variant not in rules.variants:
        raise RecordError(_("unknown variant {variant}").format(variant=repr(variant)))
    options = record.get("options", {})
    if not isinstance(options, dict) or not all(
        isinstance(k, str) and (v is None or isinstance(v, (bool, int, str))) for k, v in options.items()
    ):
        raise RecordError(_("bad options"))
    try:
        state = rules.new_game(players=players, variant=variant, **options)
    except (IllegalMove, TypeError, ValueError) as err:
        raise RecordError(_("cannot start this game: {reason}").format(reason=err)) from None
    return rules, state


def check_moves(record: Record) -> list[str]:
    moves = record.get("moves")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise RecordError(_("bad move list"))
    for move in moves:
        if not isinstance(move, str) or len(move) > MAX_MOVE_CHARS:
            raise RecordError(_("bad move in the move list"))
    return moves


def replay_states(record: Record) -> tuple[Rules[Any], list[Any]]:
    """(RULES, [state after 0 moves, after 1 move, ...]) for a record."""
    rules, state = start_state(record)
    states = [state]
    for number, move in enumerate(check_moves(record), 1):
        try:
            state = rules.play(state, move)
        except IllegalMove as err:
            raise RecordError(
                # TRANSLATORS: {reason} is why the move is refused, a sentence of its own.
                _("move {number} ({move}) is illegal: {reason}").format(number=number, move=move, reason=err)
            ) from None
        states.append(state)
    return rules, states


def replay(record: Record) -> tuple[Rules[Any], Any]:
    """(RULES, final state) for a record."""
    rules, states = replay_states(record)
    return rules, states[-1]
