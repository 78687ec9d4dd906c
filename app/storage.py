"""Versioned JSON documents: settings and the autosaved game.

Natively each document is a file in a per-user data folder; in the browser a
key in `window.localStorage`. A document is `{"app": "tridice", "kind": ...,
"version": N, "data": {...}}`. Anything unreadable, of another kind or from a
newer version is set aside (renamed natively, moved to a ".bad" key in the
browser) with a message for the player, and the caller gets None: the app
never crashes on it and never overwrites it unseen.
"""

import json
import os
import sys

from . import web

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
        return None if value is None else str(value)

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


def default_backend():
    storage = web.local_storage()
    if storage is not None:
        return LocalStorageBackend(storage)
    return FileBackend(default_folder())


class Storage:
    """Reads and writes the app's documents; collects messages for the player."""

    def __init__(self, backend=None):
        self.backend = backend or default_backend()
        self.messages = []

    def where(self):
        """Where the documents live, in words (a folder, or the browser's storage)."""
        folder = getattr(self.backend, "folder", None)
        return folder if folder else "this browser's local storage"

    def load(self, kind, label):
        """The document's data (a dict), or None if absent or set aside."""
        try:
            text = self.backend.read(kind)
        except Exception:  # a browser storage that refuses access
            self.messages.append(f"Could not read the saved {label}.")
            return None
        if text is None:
            return None
        problem = None
        try:
            doc = json.loads(text)
        except ValueError:
            doc, problem = None, "it was damaged"
        if problem is None:
            if not isinstance(doc, dict) or doc.get("app") != APP or doc.get("kind") != kind:
                problem = "it was not a TriDice file"
            elif type(doc.get("version")) is not int:
                problem = "it had no version"
            elif doc["version"] > VERSION:
                problem = "it was made by a newer version of TriDice"
            elif not isinstance(doc.get("data"), dict):
                problem = "it was damaged"
        if problem is not None:
            self.set_aside(kind, label, problem)
            return None
        return doc["data"]

    def set_aside(self, kind, label, problem):
        try:
            where = self.backend.set_aside(kind)
        except Exception:
            where = None
        note = f" (kept as {where})" if where else ""
        self.messages.append(f"The saved {label} was set aside: {problem}{note}.")

    def save(self, kind, data):
        text = json.dumps({"app": APP, "kind": kind, "version": VERSION, "data": data},
                          separators=(",", ":"))
        try:
            self.backend.write(kind, text)
            return True
        except Exception:
            self.messages.append("Could not save; storage is full or blocked.")
            return False

    def delete(self, kind):
        try:
            self.backend.delete(kind)
        except Exception:
            pass

    def take_messages(self):
        messages, self.messages = self.messages, []
        return messages
