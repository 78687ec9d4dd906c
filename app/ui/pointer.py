"""One pointer path for mouse and touch.

SDL turns every touch into FINGER* events *and* synthesises mouse events from
it (their `touch` attribute is True). We act on the finger events and drop the
synthesised mouse ones, so a tap acts once. Finger positions arrive as 0..1
fractions of the window and are turned into surface pixels here.

Touch identifiers mean nothing: Chromium numbers each new touch 1, 2, 3..., Safari
uses large numbers, native SDL often 0. So `Pointers` follows the first finger of a
gesture, whatever its id, until it lifts, and ignores any other finger meanwhile (a
palm, a second thumb). A finger whose lift never arrived (the page lost it) does not
lock touch out: after STALE_S without a word from it, a new finger takes over.
"""

from dataclasses import dataclass

import pygame

DOWN, MOVE, UP = "down", "move", "up"
TAP_SLOP = 12  # px a press may wander and still count as a tap, not a drag
STALE_S = 3.0  # s after which a silent finger no longer holds the gesture


@dataclass
class Pointer:
    kind: str  # DOWN, MOVE or UP
    pos: tuple[int, int]  # surface pixels
    touch: bool  # from a finger (True) or a mouse (False)
    pressed: bool = False  # for MOVE: a button or finger is down


class Pointers:
    """Turns pygame events into Pointers, following one finger at a time."""

    def __init__(self) -> None:
        self.finger: tuple[int, int] | None = None  # (touch_id, finger_id) of the finger being followed
        self.heard = 0.0  # when it last moved (seconds, the caller's clock)

    def translate(self, event: pygame.event.Event, size: tuple[int, int], now: float = 0.0) -> Pointer | None:
        """A Pointer for a pygame event, or None if it is not a pointer event, is a mouse
        event SDL synthesised from a touch, or comes from a finger other than the one
        being followed. `now` (seconds) tells a finger that went silent."""
        etype = event.type
        if etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if getattr(event, "touch", False):
                return None
            if etype == pygame.MOUSEMOTION:
                return Pointer(MOVE, event.pos, False, bool(event.buttons[0]))
            if event.button != 1:
                return None
            return Pointer(DOWN if etype == pygame.MOUSEBUTTONDOWN else UP, event.pos, False)
        if etype not in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            return None
        finger = (getattr(event, "touch_id", 0), getattr(event, "finger_id", 0))
        if etype == pygame.FINGERDOWN and (self.finger is None or now - self.heard > STALE_S):
            self.finger = finger
        if finger != self.finger:
            return None  # another finger while one is down: not part of this gesture
        self.heard = now
        pos = (int(event.x * size[0]), int(event.y * size[1]))
        if etype == pygame.FINGERUP:
            self.finger = None
            return Pointer(UP, pos, True)
        kind = DOWN if etype == pygame.FINGERDOWN else MOVE
        return Pointer(kind, pos, True, kind == MOVE)


class DragTracker:
    """Tells taps from drags for one press at a time."""

    def __init__(self) -> None:
        self.start: tuple[int, int] | None = None
        self.dragging = False

    def feed(self, pointer: Pointer) -> str | None:
        """Returns "press", "drag", "drop", "tap" or None."""
        if pointer.kind == DOWN:
            self.start, self.dragging = pointer.pos, False
            return "press"
        if self.start is None:
            return None
        if pointer.kind == MOVE:
            if not self.dragging:
                dx, dy = pointer.pos[0] - self.start[0], pointer.pos[1] - self.start[1]
                if dx * dx + dy * dy > TAP_SLOP * TAP_SLOP:
                    self.dragging = True
            return "drag" if self.dragging else None
        dragged, self.start, self.dragging = self.dragging, None, False
        return "drop" if dragged else "tap"
