"""A stand-in for pygbag's `platform` module, for the browser-only code paths.

It offers what the app uses: `window.localStorage` (getItem, setItem,
removeItem), `window.innerWidth/innerHeight/devicePixelRatio`, `window.location` and
`window.history.replaceState`, `window.matchMedia` (prefers-reduced-motion), `window.JSON.parse`,
`window.navigator` with
the Web Share and Clipboard APIs (each may be absent, refuse, or stay pending
until the test settles it), and `window.eval`. It cannot run JavaScript: for
app/page/web_async.py's helper (HELPER_JS) it installs `FakeHelper`, which does in
Python what that script does in the page (tests/test_web_async_js.py runs the
real script under node).
"""

import json
import sys
import types
from urllib.parse import urlsplit


class JsNull:
    """JavaScript's null as pyodide hands it to Python: not None, falsy, str() "jsnull"."""

    def __bool__(self):
        return False

    def __str__(self):
        return "jsnull"

    __repr__ = __str__


JSNULL = JsNull()


class FakeLocalStorage:
    """localStorage: getItem of a missing key is JavaScript's null (pyodide's `jsnull`)."""

    def __init__(self, full=False):
        self.items = {}
        self.full = full

    def getItem(self, key):
        return self.items.get(key, JSNULL)

    def setItem(self, key, value):
        if self.full:
            raise RuntimeError("QuotaExceededError")
        self.items[key] = str(value)

    def removeItem(self, key):
        self.items.pop(key, None)


class FakePromise:
    """A JavaScript promise, already settled or left pending for the test to settle.
    It doubles as the helper's job object: `state`, `value`, `error` (a name)."""

    def __init__(self, value=None, error=None, pending=False):
        self.state, self.value, self.error = "pending", "", ""
        if not pending:
            self.reject(error) if error else self.resolve(value)

    def resolve(self, value=None):
        self.state, self.value = "done", "" if value is None else str(value)

    def reject(self, name="NotAllowedError"):
        self.state, self.error = "failed", name


class FakeShare:
    """navigator.share: records what it was given; resolves, or rejects with `error`."""

    def __init__(self, error=None, pending=False, throws=False):
        self.error, self.pending, self.throws = error, pending, throws
        self.calls = []
        self.promises = []

    def __call__(self, data):
        if self.throws:
            raise TypeError("share() needs a user gesture")
        self.calls.append(dict(data))
        promise = FakePromise(error=self.error, pending=self.pending)
        self.promises.append(promise)
        return promise


class FakeClipboard:
    """navigator.clipboard: `text` is what it holds; `refuse` rejects every call with that name."""

    def __init__(self, text="", refuse=None, pending=False, can_read=True):
        self.text, self.refuse, self.pending = text, refuse, pending
        self.writes = []
        self.promises = []
        if not can_read:  # Firefox and older browsers: no readText for pages
            self.readText = None

    def _promise(self, value=None):
        promise = FakePromise(value=value, error=self.refuse, pending=self.pending)
        self.promises.append(promise)
        return promise

    def writeText(self, text):
        self.writes.append(text)
        if not self.refuse:
            self.text = text
        return self._promise()

    def readText(self):
        return self._promise(self.text)


class FakeNavigator:
    """Only what is given exists: no `share` or `clipboard` attribute means the API is absent."""

    def __init__(self, share=None, clipboard=None, touch=0):
        self.maxTouchPoints = touch
        if share is not None:
            self.share = share
        if clipboard is not None:
            self.clipboard = clipboard


class FakeLocation:
    def __init__(self, href):
        self.set(href)

    def set(self, href):
        parts = urlsplit(href)
        self.href = href
        self.origin = f"{parts.scheme}://{parts.netloc}"
        self.pathname = parts.path or "/"
        self.search = f"?{parts.query}" if parts.query else ""
        self.hash = f"#{parts.fragment}" if parts.fragment else ""


class FakeHistory:
    def __init__(self, location):
        self.location = location
        self.calls = []

    def replaceState(self, state, title, url):
        self.calls.append((state, title, url))
        self.location.set(self.location.origin + url)


class FakeHelper:
    """What HELPER_JS puts in the page, in Python (see app/page/web_async.py)."""

    def __init__(self, window):
        self.window = window
        self.legacy_copies = []

    def has(self, name):
        nav = self.window.navigator
        clip = getattr(nav, "clipboard", None)
        if name == "share":
            return callable(getattr(nav, "share", None))
        if name in ("writeText", "readText"):
            return clip is not None and callable(getattr(clip, name, None))
        if name == "touch":
            return (nav.maxTouchPoints or 0) > 0
        return False

    def watch(self, promise):
        return promise  # a FakePromise already has the job's state, value and error

    def start(self, call):
        try:
            return self.watch(call())
        except Exception as error:  # thrown before any promise, as the script catches it
            return FakePromise(error=type(error).__name__)

    def share(self, text):
        return self.start(lambda: self.window.navigator.share(json.loads(text)))

    def writeText(self, text):
        return self.start(lambda: self.window.navigator.clipboard.writeText(str(text)))

    def readText(self):
        return self.start(lambda: self.window.navigator.clipboard.readText())

    def legacyCopy(self, text):
        self.legacy_copies.append(text)
        return self.window.legacy_copy_works


class FakeAccess:
    """What app/page/access.py's HELPER_JS puts in the page, in Python: the canvas's
    attributes, the live region's text and the page's language (`<html lang>`)."""

    def __init__(self):
        self.canvas = {}  # the canvas's attributes: tabindex, role, aria-label
        self.region = None  # the live region's text (None: no region yet)
        self.html_lang = "en"
        self.focused = False

    def setup(self, label, lang):
        self.region = self.region or ""
        self.canvas.update({"tabindex": "0", "role": "application", "aria-label": str(label)})
        self.lang(lang)
        self.focused = True
        return True

    def label(self, label, lang):
        self.canvas["aria-label"] = str(label)
        self.lang(lang)
        return True

    def say(self, text, lang):
        self.lang(lang)
        if self.region is not None:
            self.region = str(text)
        return self.region is not None

    def lang(self, lang):
        if lang:
            self.html_lang = str(lang)

    def focus(self):
        self.focused = True


class FakeWindow:
    """`storage_blocked`: reading `localStorage` throws, as in some private modes."""

    def __init__(
        self,
        width=390,
        height=844,
        href="https://games.example/tridice/index.html",
        navigator=None,
        storage_blocked=False,
        pixel_ratio=3.0,
        reduced_motion=False,
    ):
        self.innerWidth = width
        self.innerHeight = height
        self.devicePixelRatio = pixel_ratio
        self.storage_blocked = storage_blocked
        self._local_storage = FakeLocalStorage()
        self.location = FakeLocation(href)
        self.history = FakeHistory(self.location)
        self.navigator = navigator or FakeNavigator()
        self.JSON = types.SimpleNamespace(parse=json.loads)
        self.legacy_copy_works = False  # document.execCommand("copy"): refused unless a test says
        self.evaluated = []
        self.reduced_motion = reduced_motion  # the browser's prefers-reduced-motion: reduce

    def matchMedia(self, query):
        """The CSS media queries the app asks: only prefers-reduced-motion is known."""
        matches = self.reduced_motion if query == "(prefers-reduced-motion: reduce)" else False
        return types.SimpleNamespace(media=query, matches=matches)

    @property
    def localStorage(self):
        if self.storage_blocked:
            raise RuntimeError("SecurityError: The operation is insecure.")
        return self._local_storage

    def eval(self, code):
        self.evaluated.append(code)
        if "window.tridice_js" in code and not hasattr(self, "tridice_js"):
            self.tridice_js = FakeHelper(self)
        if "window.tridice_access" in code and not hasattr(self, "tridice_access"):
            self.tridice_access = FakeAccess()


def install(monkeypatch, window=None):
    """Pretend to run under pygbag: sys.platform and the platform module."""
    window = window or FakeWindow()
    module = types.ModuleType("platform")
    module.window = window
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "platform", module)
    return window
