"""How the loop spends its time (issue 29): 60 frames a second while something moves,
longer frames that the computer thinks in while only it is busy, and a rest once nothing
moves, so an idle page or window costs next to nothing.

- **Moving** (a roll, a glide, a pulse, a drag, input this frame): 60 frames a second, and
  a thinking computer gets a short slice of each (app/play/ai_runner.py `slice_ms`).
- **Thinking, nothing moving** (the last frame drew nothing and no input came): the frame
  may last a thirtieth of a second and the computer gets most of it (`still` is what the
  runner reads). Input in such a frame makes the next one short again.
- **Resting** (nothing drawn and no input for REST_AFTER_S, and no scene counting time:
  no computer thinking or waiting its beat, no replay playing, no notice counting down):
  the loop only looks for input each frame (`pygame.event.peek`, a few microseconds), and
  gives the scenes one frame every REST_TICK_S with the time gone by, so a timer still
  ends and the page's shape is still followed. Input wakes it at once.
- **Calm** (no input for CALM_AFTER_S): pulses and glows stand still at their brightest and
  the menu's dice stop rolling (`App.glow_speed`), so the page comes to rest; the next tap
  or key brings them back.
"""

from __future__ import annotations

FPS = 60
THINK_FPS = 30  # a frame the computer thinks in while nothing moves
REST_AFTER_S = 1.0  # nothing drawn and no input this long: the loop rests
REST_TICK_S = 0.25  # resting, the scenes still get a frame this often
CALM_AFTER_S = 4.0  # no input this long: pulses and glows stand still


class Pacer:
    """The loop's clock of what happened lately: frames drawn, input, scenes waiting."""

    def __init__(self) -> None:
        self.still_s = 0.0  # seconds since a frame was drawn or input came
        self.quiet_s = 0.0  # seconds since the last input
        self.drew_last = True  # the last frame drew
        self.input_now = False  # input came in this frame
        self.waiting = False  # a scene counts time without drawing (set each frame)
        self.owed_s = 0.0  # resting: time gone by since the scenes' last frame

    def frame_began(self, had_input: bool) -> None:
        self.input_now = had_input
        if had_input:
            self.quiet_s = 0.0
            self.still_s = 0.0

    def frame_ended(self, dt: float, drew: bool, waiting: bool) -> None:
        self.quiet_s += dt
        self.drew_last = drew
        self.waiting = waiting
        self.still_s = 0.0 if drew or self.input_now else self.still_s + dt

    @property
    def still(self) -> bool:
        """Nothing moved in the last frame and no input came in this one: a computer may
        think a long frame."""
        return not self.drew_last and not self.input_now

    @property
    def calm(self) -> bool:
        """No input for CALM_AFTER_S: pulses and glows may stand still."""
        return self.quiet_s >= CALM_AFTER_S

    @property
    def resting(self) -> bool:
        """Nothing drawn and no input for REST_AFTER_S, and no scene counting time."""
        return self.still_s >= REST_AFTER_S and not self.waiting

    def rest(self, dt: float) -> bool:
        """Resting, `dt` more seconds went by with no input: True when the scenes are owed a
        frame (every REST_TICK_S); `take_owed` then gives the time gone by."""
        self.owed_s += dt
        return self.owed_s >= REST_TICK_S

    def wake(self) -> None:
        """The page's input ended a rest: the scenes get the next frame, whatever peek sees."""
        self.owed_s = max(self.owed_s, REST_TICK_S)

    def take_owed(self, dt: float) -> float:
        """The time the next frame covers: `dt`, or all that went by while resting."""
        owed, self.owed_s = self.owed_s, 0.0
        return max(dt, owed)
