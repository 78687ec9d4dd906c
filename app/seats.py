"""Who plays a seat: a person, or the computer at a level."""

from collections.abc import Collection, Sequence
from typing import Any, TypeGuard

from games.agents import LEVELS
from games.game import Game
from games.i18n import N_, _

HUMAN = "human"
KINDS = (HUMAN,) + LEVELS
# Only in a game's setup: the other seat is played on another device, by link
# (app/sharing/correspondence.py). On the board both seats are people; the link says which is here.
FAR = "far"
# Who plays a seat, in the app's one wording (translated where shown: `_(LABELS[kind])`).
LABELS = {
    HUMAN: N_("Person"),
    "easy": N_("Computer: easy"),
    "normal": N_("Computer: normal"),
    "hard": N_("Computer: hard"),
    FAR: N_("Friend far away"),
}


def seat_labels(seats: Sequence[str], far: Collection[int] = ()) -> list[str]:
    """What each seat's card on the board says it is: its LABELS entry, and for
    a seat played on another device (a game by link, `far`) "Friend far away"."""
    return [_(LABELS[FAR] if seat in far else LABELS[kind]) for seat, kind in enumerate(seats)]


def choice_label(kind: str, game: Game[Any], variant: str | None = None) -> str:
    """The seat's name in a game's setup: the label, and the game's note on that
    level if it has one ("Computer: hard, perfect from the 4th die"). A note for one
    variant only is keyed "level:variant" and wins over the level's own note (which
    must then hold in every variant)."""
    notes = game.level_notes
    note = notes.get(f"{kind}:{variant}", notes.get(kind)) if variant else notes.get(kind)
    if not note:
        return _(LABELS[kind])
    # TRANSLATORS: a computer level and what is special about it, "Computer: hard, perfect from the 4th die".
    return _("{label}, {note}").format(label=_(LABELS[kind]), note=_(note))


def valid_seats(seats: object, players: object) -> TypeGuard[list[str]]:
    """Whether `seats` (read from storage or a link) names who plays each of `players` seats."""
    return (
        isinstance(seats, list)
        and type(players) is int
        and len(seats) == players
        and all(s in KINDS for s in seats)
    )


def is_human(kind: str) -> bool:
    return kind == HUMAN
