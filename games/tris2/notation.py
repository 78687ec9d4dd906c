"""Tris 2 move notation: text <-> parsed tuples.

Parsed forms (cells are field.cell ints, orientations ORIENTS indexes):
``("setup", (o1, ..., o9))``, ``("roll", cell, direction)``,
``("put", cell, orientation)``, ``("turn", cell)``, ``("offer",)``,
``("accept",)``, ``("decline",)``. Extra spaces between words are accepted;
letter case must be as written (``N E S W``, ``X O /``).
"""

from __future__ import annotations

import re
from typing import Any

from games.core import IllegalMove
from games.i18n import N_, _

from .field import DIRS, ORIENT_INDEX, ORIENTS, cell, cell_text

_CELL = re.compile(r"(-?[0-9]{1,9}),(-?[0-9]{1,9})")
_WORDS = {"offer-draw": ("offer",), "accept-draw": ("accept",), "decline-draw": ("decline",)}
_HINT = N_("Rolls look like '1,0 E': a die's cell, then N, E, S or W.")

# A parsed move, one of the forms in the docstring. Typed loosely: it is told apart by
# `kind = parsed[0]`, which mypy cannot narrow a union of tuples by.
Parsed = tuple[Any, ...]


def _shown(text: str, limit: int = 24) -> str:
    return text if len(text) <= limit else text[:limit] + "..."


def parse_cell(text: str) -> int:
    found = _CELL.fullmatch(text)
    if found is None:
        raise IllegalMove(
            _("'{text}' is not a cell; cells are written x,y (like 1,0).").format(text=_shown(text))
        )
    return cell(int(found.group(1)), int(found.group(2)))


def parse_orient(text: str) -> int:
    if text not in ORIENT_INDEX:
        raise IllegalMove(
            _(
                "'{text}' is not a die position; write the top, north-south and east-west "
                "symbols, each of X, O and / once (like XO/)."
            ).format(text=_shown(text))
        )
    return ORIENT_INDEX[text]


def parse(move: object) -> Parsed:
    """Parsed tuple for a move text; IllegalMove for anything malformed."""
    if not isinstance(move, str):
        raise IllegalMove(_("A move must be text, such as '1,0 E'."))
    words = move.split()
    if not words:
        raise IllegalMove(_("That move is empty. {hint}").format(hint=_(_HINT)))
    head = words[0]
    if head in _WORDS and len(words) == 1:
        return _WORDS[head]
    if head == "setup":
        if len(words) != 10:
            raise IllegalMove(_("A setup lists exactly nine die positions, row by row."))
        return ("setup", tuple(parse_orient(w) for w in words[1:]))
    if head == "put":
        if len(words) != 3:
            raise IllegalMove(_("A placement is written 'put x,y' and the die position, like 'put 1,1 XO/'."))
        return ("put", parse_cell(words[1]), parse_orient(words[2]))
    if head == "turn":
        if len(words) != 2:
            raise IllegalMove(_("A turn is written 'turn x,y', like 'turn 1,1'."))
        return ("turn", parse_cell(words[1]))
    if len(words) == 2 and _CELL.fullmatch(head):
        if words[1] not in ("N", "E", "S", "W"):
            raise IllegalMove(
                _("'{text}' is not a direction; use N, E, S or W.").format(text=_shown(words[1]))
            )
        return ("roll", parse_cell(head), DIRS.index(words[1]))
    raise IllegalMove(
        _("'{text}' is not a Tris 2 move. {hint}").format(text=_shown(move.strip()), hint=_(_HINT))
    )


def text(parsed: Parsed) -> str:
    """Canonical text of a parsed move."""
    kind = parsed[0]
    if kind == "roll":
        return f"{cell_text(parsed[1])} {DIRS[parsed[2]]}"
    if kind == "put":
        return f"put {cell_text(parsed[1])} {ORIENTS[parsed[2]]}"
    if kind == "turn":
        return f"turn {cell_text(parsed[1])}"
    if kind == "setup":
        return "setup " + " ".join(ORIENTS[o] for o in parsed[1])
    return {"offer": "offer-draw", "accept": "accept-draw", "decline": "decline-draw"}[kind]
