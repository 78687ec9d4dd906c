"""The browser side, reached through pygbag's `platform` module.

Under pygbag `sys.platform == "emscripten"` and `import platform` gives
pygbag's module, whose `window` is the page's JavaScript window. Natively
there is no such thing and every function here says so by returning None.
Tests put a stand-in module in `sys.modules["platform"]` to exercise the
browser-only paths.
"""

import sys


def in_browser():
    return sys.platform == "emscripten"


def window():
    """The JavaScript window object, or None natively."""
    if not in_browser():
        return None
    module = sys.modules.get("platform")
    if module is None:
        import platform as module  # pygbag's, in the browser
    return getattr(module, "window", None)


def local_storage():
    win = window()
    return getattr(win, "localStorage", None) if win is not None else None


def inner_size():
    """(width, height) of the browser window in CSS pixels, or None."""
    win = window()
    if win is None:
        return None
    try:
        width, height = int(win.innerWidth), int(win.innerHeight)
    except (AttributeError, TypeError, ValueError):
        return None
    return (width, height) if width > 0 and height > 0 else None
