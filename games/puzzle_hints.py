"""A puzzle's Hint: what it tells about the move to find, per game, without giving it away.

The hint for the player's move `move` in `state` is a sentence and the set of legal moves
that share what the sentence reveals (the app rings the board's targets for them). It always
names a part of the move that two or more legal moves share, so the player still has to
choose: of the parts a game's move has (below), the one whose moves are fewest but at least
two. Where no part is shared (one move of its kind), the hint says only what kind of move it
is among all the legal ones.

What each game's hint may reveal (docs/puzzles.md, "Playing a puzzle"):

- TRICE, `place b2`: the row or the column of the square (the one with fewer empty squares,
  at least two: "The die goes in row 2."); `give W3`: the colour of the die or its value
  ("Give a white die.", "Give a die showing 3."); a full card's `mark`, `swap`, `inc`: only
  the kind of move.
- Triad, `c6=2 c4` (and `c6 c4`, `c6=2`): the die that moves ("Move your die on c6."), never
  its new value or where it lands; `remove c4`: only that a die of the new triad goes (the
  rules allow only those).
- Tris 2, `1,0 E`: the die that rolls (ringed on the board, which has no cell names), never
  the direction.

Pure: no pygame, no app.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .i18n import N_, _

MIN_CHOICES = 2  # a hint leaves at least this many legal moves to choose from

TRICE_COLOURS = {"W": N_("Give a white die."), "P": N_("Give a purple die."), "O": N_("Give an orange die.")}


@dataclass(frozen=True)
class Hint:
    text: str  # the sentence, translated
    moves: frozenset[str]  # the legal moves it points at (the move to find among them)


# An aspect: (a key a move shares with others, or None where the move has no such part;
#             the sentence naming the key's value, from the move)
Aspect = tuple[Callable[[str], object], Callable[[str], str]]


def _kind(move: str) -> str:
    return move.split(" ", 1)[0]


def _words(move: str) -> list[str]:
    return move.split()


# ---- TRICE -----------------------------------------------------------------------------


def _trice_row(move: str) -> object:
    words = _words(move)
    return ("row", words[1][1:]) if words[0] == "place" and len(words) == 2 else None


def _trice_column(move: str) -> object:
    words = _words(move)
    return ("column", words[1][:1]) if words[0] == "place" and len(words) == 2 else None


def _trice_colour(move: str) -> object:
    words = _words(move)
    return ("colour", words[1][:1]) if words[0] == "give" and len(words) == 2 else None


def _trice_value(move: str) -> object:
    words = _words(move)
    return ("value", words[1][1:]) if words[0] == "give" and len(words) == 2 else None


TRICE: list[Aspect] = [
    (_trice_row, lambda move: _("The die goes in row {row}.").format(row=_words(move)[1][1:])),
    (_trice_column, lambda move: _("The die goes in column {column}.").format(column=_words(move)[1][:1])),
    (
        _trice_colour,
        lambda move: _(TRICE_COLOURS.get(_words(move)[1][:1], N_("Give a die of the right colour."))),
    ),
    (_trice_value, lambda move: _("Give a die showing {value}.").format(value=_words(move)[1][1:])),
]


# ---- Triad -----------------------------------------------------------------------------


def _triad_die(move: str) -> object:
    words = _words(move)
    return None if words[0] == "remove" else ("die", words[0].split("=", 1)[0])


TRIAD: list[Aspect] = [
    (_triad_die, lambda move: _("Move your die on {cell}.").format(cell=_words(move)[0].split("=", 1)[0])),
]


# ---- Tris 2 ----------------------------------------------------------------------------


def _tris2_die(move: str) -> object:
    words = _words(move)
    if len(words) == 2 and words[1] in ("N", "E", "S", "W") and "," in words[0]:
        return ("die", words[0])
    return None


TRIS2: list[Aspect] = [
    (_tris2_die, lambda move: _("Roll the ringed die.")),
]

ASPECTS: dict[str, list[Aspect]] = {"trice": TRICE, "triad": TRIAD, "tris2": TRIS2}

KINDS = {
    "remove": N_("Remove one of your dice from the new triad: the ringed ones. Which one keeps the win?"),
}
ANY = N_("Only one of the ringed moves wins: look at what each leaves your opponent.")


def hint(game_id: str, legal: Sequence[str], move: str) -> Hint:
    """The hint for finding `move` among the `legal` moves of `game_id`'s player."""
    choices = [m for m in legal if m not in ("offer-draw", "accept-draw", "decline-draw")]
    best: tuple[int, str, frozenset[str]] | None = None
    for key, sentence in ASPECTS.get(game_id, []):
        value = key(move)
        if value is None:
            continue
        shared = frozenset(m for m in choices if key(m) == value)
        if len(shared) >= MIN_CHOICES and (best is None or len(shared) < best[0]):
            best = (len(shared), sentence(move), shared)
    if best is not None:
        return Hint(best[1], best[2])
    same = frozenset(m for m in choices if _kind(m) == _kind(move))
    if len(same) >= MIN_CHOICES:
        text = KINDS.get(_kind(move), ANY)
        return Hint(_(text), same)
    return Hint(_(ANY), frozenset(choices))
