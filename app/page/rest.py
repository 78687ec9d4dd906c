"""A resting loop's wait (issue 29 point 4, app/ui/pacing.py): until input comes or
`seconds` pass, whichever is first, where the runtime allows.

- In a browser whose Python can await a JavaScript promise (pyodide), the page's
  `tridice_rest(ms)` (installed here, once) resolves at the next input event or after `ms`:
  the page then runs nothing at all between taps, not even a frame callback.
- Under pygbag, which steps its asyncio loop every animation frame whatever the game does
  (awaiting a promise there is polled each frame too), the wait is one frame: the game's own
  part of a resting frame is a look for input.
- Natively, SDL offers no wait that asyncio can share, so the loop sleeps NATIVE_REST_S
  between looks for input: a resting window wakes 30 times a second, a fraction of a
  percent of a core, and a tap is answered within two frames.
"""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from . import web

NATIVE_REST_S = 1 / 30

# The page's wait. An input event wakes it in a task after the event's whole dispatch (not in
# a microtask, which would run between two listeners): SDL's own listeners have queued the
# event by the time the game looks for it.
SCRIPT = """
if (!window.tridice_rest) {
  (function () {
    var waiting = [];
    function wake() {
      var woken = waiting;
      waiting = [];
      for (var i = 0; i < woken.length; i++) woken[i]();
    }
    function input() { if (waiting.length) setTimeout(wake, 0); }
    ["pointerdown", "pointermove", "pointerup", "mousedown", "mousemove", "mouseup",
     "touchstart", "touchmove", "touchend", "keydown", "keyup", "wheel", "resize",
     "visibilitychange", "focus", "blur", "hashchange"].forEach(function (type) {
      window.addEventListener(type, input, { capture: true, passive: true });
    });
    window.tridice_rest = function (ms) {
      return new Promise(function (resolve) {
        var timer = setTimeout(function () {
          var at = waiting.indexOf(done);
          if (at >= 0) waiting.splice(at, 1);
          resolve(false);
        }, ms);
        function done() { clearTimeout(timer); resolve(true); }
        waiting.push(done);
      });
    };
  })();
}
"""

_page_wait: list[Any] = []  # the page's tridice_rest once looked up (None: the page has none)


def can_await_the_page() -> bool:
    """Whether this Python awaits a JavaScript promise without polling it each frame."""
    return web.in_browser() and "pyodide" in sys.modules


def page_wait() -> Any:
    if not _page_wait:
        _page_wait.append(web.page_object(SCRIPT, "tridice_rest") if can_await_the_page() else None)
    return _page_wait[0]


async def rest(seconds: float) -> bool:
    """Wait until input comes or `seconds` pass (at most: natively and under pygbag, less).
    True when the page's input woke it (the game then takes a frame at once)."""
    if not web.in_browser():
        await asyncio.sleep(min(seconds, NATIVE_REST_S))
        return False
    wait = page_wait()
    if wait is None:
        await asyncio.sleep(0)  # the next animation frame
        return False
    return bool(await wait(max(1, int(seconds * 1000))))
