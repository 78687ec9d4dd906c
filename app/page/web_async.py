"""The browser's share sheet and clipboard, without ever waiting for them.

`navigator.share`, `navigator.clipboard.writeText` and `readText` answer with
a JavaScript promise that settles later, and the loop must never block on it.
So a small helper (HELPER_JS), put into the page once with `window.eval`,
starts the call itself and turns its promise into a plain object whose `state`
goes from "pending" to "done" (with `value`) or "failed" (with `error`: the
DOMException's name, such as "NotAllowedError" or "AbortError"); whoever
started it looks once per frame (`Job.poll`). The promise never crosses into
Python: under pyodide a promise handed to Python becomes a future, and handed
back it arrives as a borrowed proxy that dies when the call returns. The helper also says which of these
APIs the browser has
(`has`), because a missing JavaScript property is not reliably falsy from
Python, and copies text the old way (`legacy_copy`: a hidden textarea and
document.execCommand("copy")), which still works in embedding iframes whose
permissions block the Clipboard API.

Natively there is no page: every function returns None or False.
"""

import json
from collections.abc import Callable
from typing import Any

from app.page import web

HELPER_JS = """
window.tridice_js = window.tridice_js || {
  has: function (name) {
    var nav = window.navigator || {};
    var clip = nav.clipboard;
    if (name === "share") return typeof nav.share === "function";
    if (name === "writeText") return !!clip && typeof clip.writeText === "function";
    if (name === "readText") return !!clip && typeof clip.readText === "function";
    if (name === "touch") return (nav.maxTouchPoints || 0) > 0;
    return false;
  },
  share: function (json) {
    var self = this;
    return self.start(function () { return window.navigator.share(JSON.parse(json)); });
  },
  writeText: function (text) {
    return this.start(function () { return window.navigator.clipboard.writeText(String(text)); });
  },
  readText: function () {
    return this.start(function () { return window.navigator.clipboard.readText(); });
  },
  start: function (call) {
    try {
      return this.watch(call());
    } catch (error) {  // thrown before any promise (a missing API, no user gesture)
      return {state: "failed", value: "", error: String((error && error.name) || "Error")};
    }
  },
  watch: function (promise) {
    var job = {state: "pending", value: "", error: ""};
    Promise.resolve(promise).then(function (value) {
      job.value = (value === undefined || value === null) ? "" : String(value);
      job.state = "done";
    }, function (error) {
      job.error = String((error && error.name) || error || "Error");
      job.state = "failed";
    });
    return job;
  },
  legacyCopy: function (text) {
    var focused = document.activeElement;
    var area = document.createElement("textarea");
    area.value = String(text);
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.top = "-1000px";
    area.style.opacity = "0";
    document.body.appendChild(area);
    var copied = false;
    try {
      area.select();
      copied = !!document.execCommand("copy");
    } catch (error) {
      copied = false;
    }
    document.body.removeChild(area);
    if (focused && focused.focus) focused.focus();  // the canvas keeps the keyboard
    return copied;
  }
};
"""

PENDING, DONE, FAILED = "pending", "done", "failed"


class Job:
    """A promise being watched: `poll()` is None while it is pending, then
    (DONE, value text) or (FAILED, error name)."""

    def __init__(self, handle: Any = None, failed: str | None = None) -> None:
        self.handle = handle  # the helper's job object, a JavaScript proxy
        self.result = (FAILED, failed) if failed is not None else None

    def poll(self) -> tuple[str, str] | None:
        if self.result is None:
            try:
                state = str(self.handle.state)
                if state == DONE:
                    self.result = (DONE, str(self.handle.value or ""))
                elif state == FAILED:
                    self.result = (FAILED, str(self.handle.error or "Error"))
            except Exception as error:  # the page went away under us
                self.result = (FAILED, type(error).__name__)
        return self.result


def helper() -> Any:
    """The page's helper object (installed on first use), or None natively."""
    return web.page_object(HELPER_JS, "tridice_js")


def has(name: str) -> bool:
    """Whether the browser offers "share", "writeText", "readText" or "touch"."""
    js = helper()
    if js is None:
        return False
    try:
        return bool(js.has(name))
    except Exception:
        return False


def _start(call: Callable[[Any], Any]) -> Job | None:
    """A Job for the helper's call `call(js)`, which starts a promise in the page and
    returns its job object (already failed if the call raises)."""
    js = helper()
    if js is None:
        return None
    try:
        return Job(call(js))
    except Exception as error:
        return Job(failed=type(error).__name__)


def share(url: str | None, title: str, text: str) -> Job | None:
    """Open the system share sheet for `url` (navigator.share)."""
    data = json.dumps({"url": url, "title": title, "text": text})
    return _start(lambda js: js.share(data))


def write_text(text: str) -> Job | None:
    """Put `text` on the clipboard (navigator.clipboard.writeText)."""
    return _start(lambda js: js.writeText(text))


def read_text() -> Job | None:
    """Read the clipboard's text (navigator.clipboard.readText); the browser may ask first."""
    return _start(lambda js: js.readText())


def legacy_copy(text: str) -> bool:
    """Copy `text` with document.execCommand("copy"); True if the browser says it did."""
    js = helper()
    if js is None:
        return False
    try:
        return bool(js.legacyCopy(text))
    except Exception:
        return False
