"""A stand-in for pygbag's `platform` module, for the browser-only code paths.

It offers what the app uses: `window.localStorage` (getItem, setItem,
removeItem) and `window.innerWidth/innerHeight`.
"""

import sys
import types


class FakeLocalStorage:
    def __init__(self, full=False):
        self.items = {}
        self.full = full

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        if self.full:
            raise RuntimeError("QuotaExceededError")
        self.items[key] = str(value)

    def removeItem(self, key):
        self.items.pop(key, None)


class FakeWindow:
    def __init__(self, width=390, height=844):
        self.innerWidth = width
        self.innerHeight = height
        self.localStorage = FakeLocalStorage()


def install(monkeypatch, window=None):
    """Pretend to run under pygbag: sys.platform and the platform module."""
    window = window or FakeWindow()
    module = types.ModuleType("platform")
    module.window = window
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "platform", module)
    return window
