"""Versioned JSON documents: settings and the autosaved game.

Natively each document is a file in a per-user data folder; in the browser a
key in `window.localStorage`. A document is `{"app": "tridice", "kind": ...,
"version": N, "data": {...}}`. Anything unreadable, of another kind or from a
newer version is set aside (renamed natively, moved to a ".bad" key in the
browser) with a message for the player, and the caller gets None: the app
never crashes on it and never overwrites it unseen. A missing document is
simply "nothing saved yet": no message, nothing set aside.

When the browser cannot keep anything (localStorage full: QuotaExceededError;
or refused outright, as in some private modes) the game plays on: documents
that could not be written are kept in memory for the rest of the session, and
the player is told once, plainly, that progress will not be saved.
"""

import json
import os
import sys

from app.page import web
from games.i18n import N_, _

APP = "tridice"
VERSION = 1


def default_folder():
    override = os.environ.get("TRIDICE_DATA_DIR")
    if override:
        return override
    home = os.path.expanduser("~")
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA") or home
        return os.path.join(base, "TriDice")
    if sys.platform == "darwin":
        return os.path.join(home, "Library", "Application Support", "TriDice")
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(home, ".local", "share")
    return os.path.join(base, APP)


class FileBackend:
    def __init__(self, folder):
        self.folder = folder

    def _path(self, name):
        return os.path.join(self.folder, f"{name}.json")

    def read(self, name):
        try:
            with open(self._path(name), encoding="utf-8") as handle:
                return handle.read()
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError):
            return "\0unreadable"

    def write(self, name, text):
        os.makedirs(self.folder, exist_ok=True)
        path = self._path(name)
        temp = path + ".tmp"
        with open(temp, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(temp, path)  # never leaves a half-written file behind

    def delete(self, name):
        try:
            os.remove(self._path(name))
        except FileNotFoundError:
            pass

    def set_aside(self, name):
        path = self._path(name)
        number = 1
        while os.path.exists(f"{path}.bad{number}"):
            number += 1
        try:
            os.replace(path, f"{path}.bad{number}")
        except OSError:
            pass
        return f"{os.path.basename(path)}.bad{number}"


class LocalStorageBackend:
    def __init__(self, storage):
        self.storage = storage

    def _key(self, name):
        return f"{APP}.{name}"

    def read(self, name):
        value = self.storage.getItem(self._key(name))
        # A missing key is JavaScript's null: pyodide hands it over as `jsnull` (not
        # None, and str() of it is "jsnull"), pygbag as None. Only a string is a document.
        return value if isinstance(value, str) else None

    def write(self, name, text):
        self.storage.setItem(self._key(name), text)

    def delete(self, name):
        self.storage.removeItem(self._key(name))

    def set_aside(self, name):
        value = self.read(name)
        if value is not None:
            self.storage.setItem(self._key(name) + ".bad", value)
        self.delete(name)
        return self._key(name) + ".bad"


class MemoryBackend:
    """Documents that live only as long as the app: where nothing can be kept."""

    def __init__(self):
        self.items = {}

    def read(self, name):
        return self.items.get(name)

    def write(self, name, text):
        self.items[name] = text

    def delete(self, name):
        self.items.pop(name, None)

    def set_aside(self, name):
        self.items.pop(name, None)
        return None


UNSAVED = N_(
    "Progress will not be saved: this browser is not letting TriDice keep anything "
    "(its storage is full or blocked). You can go on playing in this tab."
)


def default_backend():
    """localStorage in the browser (a MemoryBackend if the browser refuses it), files natively."""
    if not web.in_browser():
        return FileBackend(default_folder())
    try:
        storage = web.local_storage()  # the property itself throws in some private modes
        if storage is not None:
            storage.getItem(f"{APP}.settings")  # and some refuse the first read
            return LocalStorageBackend(storage)
    except Exception:
        pass
    return MemoryBackend()


class Storage:
    """Reads and writes the app's documents; collects messages for the player."""

    def __init__(self, backend=None):
        self.backend = backend or default_backend()
        self.messages = []
        self.kept = {}  # documents the backend refused to write: kept for this session
        self.warned = False  # the player was told that progress will not be saved
        if isinstance(self.backend, MemoryBackend):
            self.warn_unsaved()

    def warn_unsaved(self):
        if not self.warned:
            self.warned = True
            self.messages.append(_(UNSAVED))

    def where(self):
        """Where the documents live, in words (a folder, or the browser's storage)."""
        folder = getattr(self.backend, "folder", None)
        if isinstance(self.backend, MemoryBackend):
            return _("memory only (nothing is kept after the app closes)")
        return folder if folder else _("this browser's local storage")

    def load(self, kind, label):
        """The document's data (a dict), or None if absent or set aside."""
        if kind in self.kept:
            text = self.kept[kind]
        else:
            try:
                text = self.backend.read(kind)
            except Exception:  # a browser storage that refuses access
                self.messages.append(_("Could not read the saved {what}.").format(what=label))
                return None
        if text is None:
            return None
        problem = None
        try:
            doc = json.loads(text)
        except ValueError:
            doc, problem = None, _("it was damaged")
        if problem is None:
            if not isinstance(doc, dict) or doc.get("app") != APP or doc.get("kind") != kind:
                problem = _("it was not a TriDice file")
            elif type(doc.get("version")) is not int:
                problem = _("it had no version")
            elif doc["version"] > VERSION:
                problem = _("it was made by a newer version of TriDice")
            elif not isinstance(doc.get("data"), dict):
                problem = _("it was damaged")
        if problem is not None:
            self.set_aside(kind, label, problem)
            return None
        return doc["data"]

    def set_aside(self, kind, label, problem):
        self.kept.pop(kind, None)
        try:
            where = self.backend.set_aside(kind)
        except Exception:
            where = None
        if where:
            # TRANSLATORS: {what} "settings", "TRICE game"...; {problem} "it was damaged"...;
            # {where} a file's or a browser storage item's name
            sentence = _("The saved {what} was set aside: {problem} (kept as {where}).")
        else:
            sentence = _("The saved {what} was set aside: {problem}.")
        self.messages.append(sentence.format(what=label, problem=problem, where=where))

    def save(self, kind, data):
        text = json.dumps({"app": APP, "kind": kind, "version": VERSION, "data": data}, separators=(",", ":"))
        try:
            self.backend.write(kind, text)
        except Exception:  # full (QuotaExceededError) or blocked: keep it for this session
            self.kept[kind] = text
            self.warn_unsaved()
            return False
        self.kept.pop(kind, None)
        return True

    def delete(self, kind):
        self.kept.pop(kind, None)
        try:
            self.backend.delete(kind)
        except Exception:
            pass

    def take_messages(self):
        messages, self.messages = self.messages, []
        return messages
