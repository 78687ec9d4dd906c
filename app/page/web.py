"""The browser side, reached through pygbag's `platform` module.

Under pygbag `sys.platform == "emscripten"` and `import platform` gives
pygbag's module, whose `window` is the page's JavaScript window. Natively
there is no such thing and every function here says so by returning None.
Tests put a stand-in module in `sys.modules["platform"]` to exercise the
browser-only paths.
"""

import sys
from collections.abc import Mapping
from typing import Any


def in_browser() -> bool:
    return sys.platform == "emscripten"


# pygbag's `platform.window` and what is read from it are JavaScript proxies: Any, here and in
# the page's other modules.
def window() -> Any:
    """The JavaScript window object, or None natively."""
    if not in_browser():
        return None
    module = sys.modules.get("platform")
    if module is None:
        import platform as module  # pygbag's, in the browser
    return getattr(module, "window", None)


def page_object(script: str, name: str) -> Any:
    """The page's JavaScript object `name`, which `script` installs on first use (running it
    again is a no-op), or None natively or where the page refuses to run it (the game plays
    on without)."""
    win = window()
    if win is None:
        return None
    try:
        win.eval(script)
        return getattr(win, name)
    except Exception:
        return None


def local_storage() -> Any:
    win = window()
    return getattr(win, "localStorage", None) if win is not None else None


def inner_size() -> tuple[int, int] | None:
    """(width, height) of the browser window in CSS pixels, or None."""
    win = window()
    if win is None:
        return None
    try:
        width, height = int(win.innerWidth), int(win.innerHeight)
    except (AttributeError, TypeError, ValueError):
        return None
    return (width, height) if width > 0 and height > 0 else None


def pixel_ratio() -> float | None:
    """The page's devicePixelRatio (device pixels per CSS pixel), or None. The canvas's
    shape comes from the page's CSS size alone (layout.browser_canvas): its short side stays
    720 logical pixels whatever the ratio, so layouts keep their units; the ratio is
    reported (the page's probe) to tell what a phone's screen does with them."""
    win = window()
    if win is None:
        return None
    try:
        ratio = float(win.devicePixelRatio)
    except (AttributeError, TypeError, ValueError):
        return None
    return ratio if ratio > 0 else None


def prefers_reduced_motion() -> bool | None:
    """Whether the page's browser asks for reduced motion (the CSS media feature
    `prefers-reduced-motion: reduce`), or None natively or when it cannot be read."""
    win = window()
    if win is None:
        return None
    try:
        matches = win.matchMedia("(prefers-reduced-motion: reduce)").matches
    except Exception:  # no matchMedia on this page: no preference to follow
        return None
    return matches if isinstance(matches, bool) else None


def device_language(environ: Mapping[str, str] | None = None) -> str | None:
    """The offered language (games.i18n.LANGUAGES) the device speaks, or None: in the browser
    the page's navigator.language (the browser's first language); natively the locale as
    gettext reads it (the first of LC_ALL, LC_MESSAGES, LANG that is set, and LANGUAGE's list
    before it unless that is C), or where none is set locale.getlocale()."""
    from games.i18n import match

    win = window()
    if win is not None:
        try:
            tags = [win.navigator.language]
        except Exception:  # a page without a navigator: no preference
            tags = []
    else:
        import locale
        import os

        environ = os.environ if environ is None else environ
        first = next((environ[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if environ.get(name)), None)
        if first is None:
            try:
                tags = [locale.getlocale()[0]]
            except ValueError:
                tags = []
        elif first.split(".")[0] in ("C", "POSIX"):
            tags = []
        else:
            tags = environ.get("LANGUAGE", "").split(":") + [first]
    for tag in tags:
        code = match(str(tag) if tag is not None else None)
        if code is not None:
            return code
    return None


def page_address() -> str | None:
    """The page's own address without any fragment (`#...`), or None natively."""
    win = window()
    if win is None:
        return None
    try:
        href = str(win.location.href)
    except Exception:  # a page without a readable location: nothing to link to
        return None
    return href.split("#", 1)[0] or None


def take_fragment() -> str | None:
    """The page address's fragment (without '#'), read once and then cleared
    from the address bar with history.replaceState, so a reload does not open
    it again. None natively or when there is none. pygbag's own `#debug` is
    left alone (it switches on pygbag's console)."""
    win = window()
    if win is None:
        return None
    try:
        fragment = str(win.location.hash or "")
    except Exception:
        return None
    fragment = fragment[1:] if fragment.startswith("#") else fragment
    if not fragment or fragment.lower() == "debug":
        return None
    try:
        location = win.location
        address = str(location.pathname or "") + str(location.search or "")
        win.history.replaceState(None, "", address or "/")
    except Exception:
        pass  # the code still opens; a reload would offer it again
    return fragment
