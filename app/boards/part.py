"""A part of a board view: one piece of the picture that lays itself out, draws a state and
says what a point on it means. Every game's view is built the same way: a `BoardView`
holding its `parts` (app/boards/view.py), each a small object with the collaborators it
needs handed to it (a camera, the pictures, another part's rects), never reaching into the
view for them.

A part overrides what it does; the defaults do nothing. The view calls every part in its
`parts` order: `draw` and `update` bottom to top, `hit`/`grab` top to bottom (the first
answer wins), `targets` in reading order (the parts' lists one after another).

Placing: a part that fills one box takes it in `layout(lay, rect)` (the default view
layout gives every part the whole board). A board laid out as a whole (the card and the
pool sharing rows, two seat cards and a legend around a grid) is split once by the view,
which hands each part what it needs through a `place(...)` of the part's own (its squares,
its slots, its box): a part never works out another part's rects.

The signatures are the contract (mypy checks overrides against them); `state` is the
game's own state (games/contract.py: opaque outside its game), `ui` the scene's BoardUI.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from app.ui.layout import Layout

    from .hit import BoardUI, Hit, Point


class Part:
    def layout(self, lay: Layout, rect: pygame.Rect) -> None:
        """Place the part inside `rect` for the layout `lay`."""

    def sync(self, state: Any, ui: BoardUI) -> None:
        """Before a frame is drawn or a point is asked about: what the person may do now."""

    def update(self, dt: float) -> bool:
        """Advance animations; True while anything moves."""
        return False

    def busy(self) -> bool:
        """True while an animation of this part must finish before the game goes on."""
        return False

    def reset(self) -> None:
        """The state jumped (undo, restart, a replay's jump): drop animations."""

    def skip(self) -> bool:
        """A press on the board while busy: cut short a picture of this part that only waits
        to be read (a battle's reveal, a roll's result); True if one was cut."""
        return False

    def draw(self, surface: pygame.Surface, state: Any, ui: BoardUI) -> None:
        """Draw this part of `state`."""

    def hit(self, pos: Point, state: Any, ui: BoardUI) -> Hit | None:
        """A tap at `pos`: a Hit, or None if it is not this part's."""
        return None

    def grab(self, pos: Point, state: Any, ui: BoardUI) -> object | None:
        """A press that may start a drag: the thing picked up, or None."""
        return None

    def drop(self, pos: Point, state: Any, ui: BoardUI) -> Hit | None:
        """What this part picked up (`ui.drag`) let go at `pos`: a Hit, or None."""
        return None

    def targets(self, state: Any, ui: BoardUI) -> list[tuple[pygame.Rect, Hit]]:
        """[(rect, Hit)] the keyboard can reach on this part now, in reading order."""
        return []
