"""What a point on a board means (`Hit`) and the person's side of a board (`BoardUI`):
the words a view and its parts answer the scene in (app/boards/view.py, part.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

Point = tuple[int, int]  # a position on the canvas


@dataclass
class Hit:
    """What a tap (or a drop, or Enter on a keyboard target) means.

    move:  a whole move to play through the rules (refusals are explained).
    pick:  a new half-made choice to hold (`CLEAR` drops the one held); with
           `move`, the choice held if the rules refuse the move.
    say:   a sentence for the person (a hint, or why nothing happened).
    bad:   `say` is a refusal (red, with the "invalid" sound).
    sound: a sound to play with it (e.g. "select" when a die is picked up).
    """

    move: str | None = None
    pick: object = None
    say: str | None = None
    bad: bool = False
    sound: str | None = None


class _Clear:
    """Hit(pick=CLEAR): drop the half-made choice. Its repr, "clear", is what the page's probe
    writes for it (app/page/probe.py: the page knows no board)."""

    def __repr__(self) -> str:
        return "clear"


CLEAR = _Clear()
NOBODY = object()  # ui.viewer: people share the device and none has shown they hold it: no secret shows


class BoardUI:
    """The person's side of a board, kept by the scene and read by the view."""

    def __init__(self) -> None:
        self.selected: Any = None  # the half-made choice (a view-defined value) or None
        self.drag: Any = None  # what is being dragged (from `BoardView.grab`) or None
        self.drag_pos: Point | None = None  # where the finger or mouse is while dragging
        self.focus: pygame.Rect | None = None  # keyboard: the focused target's rect, or None
        self.interactive = False  # a person may act on the board now
        self.closed = False  # the mode ended play here (a lesson's end): no seat is to move
        self.hints = True  # show legal targets (the "hints" setting)
        self.viewer: Any = None  # whose eyes the board shows (hidden information): a seat,
        #                        None: all (no secrets, or only computers), NOBODY: no secret
        # the match so far, read-only: (states, moves), states[i] is before moves[i]
        # (a view may mark the last move); the scene's lists, grown and cut in place
        self.history: tuple[list[Any], list[str]] = ([], [])

    def clear(self) -> None:
        self.selected = self.drag = self.drag_pos = None
