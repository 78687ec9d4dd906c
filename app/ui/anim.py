"""Small animations the board scenes share: a die sliding from one place to
another, and a pulse clock for glowing highlights. They only show; the rules
already decided what happened."""

from __future__ import annotations

import math
from collections.abc import Hashable

from app.ui.faces import Face


def smooth(t: float) -> float:
    return t * t * (3 - 2 * t)


class Timed:
    """An animation lasting `duration` seconds; `tag` names what it stands for
    (e.g. the cell a die lands on, hidden on the board meanwhile)."""

    def __init__(self, duration: float, tag: Hashable = None) -> None:
        self.duration = duration
        self.elapsed = 0.0
        self.tag = tag

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> bool:
        """Advance; True while it still runs."""
        self.elapsed = min(self.duration, self.elapsed + dt)
        return not self.done

    @property
    def progress(self) -> float:
        """0..1, eased at both ends."""
        return smooth(self.elapsed / self.duration) if self.duration > 0 else 1.0


class Slide(Timed):
    """Moves a picture from `start` to `end` (centres) over `duration` seconds."""

    def __init__(
        self,
        face: Face,
        start: tuple[float, float],
        end: tuple[float, float],
        duration: float,
        size: int,
        arc: float = 0.0,
        tag: Hashable = None,
    ) -> None:
        super().__init__(duration, tag)
        self.face = face
        self.start, self.end = start, end
        self.size = size
        self.arc = arc  # px lifted at mid-way (a die tossed rather than pushed)

    @property
    def pos(self) -> tuple[int, int]:
        t = self.progress
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t - self.arc * math.sin(math.pi * t)
        return (int(x), int(y))


class Pulse:
    """A 0..1 wave for glowing highlights; only runs while something glows. With the
    animations off (`speed` 0) it stands still at its brightest: the highlight shows,
    steady, and asks for no more frames."""

    def __init__(self, period: float = 1.2) -> None:
        self.period = period
        self.time = 0.0

    def update(self, dt: float, speed: float = 1.0) -> bool:
        """Advance; True if the glow changed (a frame to draw)."""
        if speed <= 0:
            still = self.period / 2  # the wave's top: value 1
            changed, self.time = self.time != still, still
            return changed
        self.time = (self.time + dt) % self.period
        return True

    @property
    def value(self) -> float:
        return 0.5 - 0.5 * math.cos(2 * math.pi * self.time / self.period)
