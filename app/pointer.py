"""One pointer path for mouse and touch.

SDL turns every touch into FINGER* events *and* synthesises mouse events from
it (their `touch` attribute is True). We act on the finger events and drop the
synthesised mouse ones, so a tap acts once. Finger positions arrive as 0..1
fractions of the window and are turned into surface pixels here.
"""

from dataclasses import dataclass

import pygame

DOWN, MOVE, UP = "down", "move", "up"
TAP_SLOP = 12  # px a press may wander and still count as a tap, not a drag


@dataclass
class Pointer:
    kind: str          # DOWN, MOVE or UP
    pos: tuple         # surface pixels
    touch: bool        # from a finger (True) or a mouse (False)
    pressed: bool = False  # for MOVE: a button or finger is down


def translate(event, size):
    """A Pointer for a pygame event, or None if it is not a pointer event
    (or is a mouse event SDL synthesised from a touch)."""
    etype = event.type
    if etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
        if getattr(event, "touch", False):
            return None
        if etype == pygame.MOUSEMOTION:
            return Pointer(MOVE, event.pos, False, bool(event.buttons[0]))
        if event.button != 1:
            return None
        return Pointer(DOWN if etype == pygame.MOUSEBUTTONDOWN else UP, event.pos, False)
    if etype in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
        if getattr(event, "finger_id", 0) != 0:
            return None  # a second finger: ignore multi-touch
        pos = (int(event.x * size[0]), int(event.y * size[1]))
        kind = {pygame.FINGERDOWN: DOWN, pygame.FINGERUP: UP}.get(etype, MOVE)
        return Pointer(kind, pos, True, kind == MOVE)
    return None


class DragTracker:
    """Tells taps from drags for one press at a time."""

    def __init__(self):
        self.start = None
        self.dragging = False

    def feed(self, pointer):
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
