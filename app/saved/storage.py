"""Versioned JSON documents: settings, the games in progress, recent games, your record...

Natively each document is a file in a per-user data folder; in the browser a
key in `window.localStorage`. A document is `{"app": "tridice", "kind": ...,
"version": N, "data": {...}}`. Anything unreadable, of another kind or from a
newer version is set aside (renamed natively, moved to a ".bad" key in the
browser) with a message for the player, and the caller gets None: the app
never crashes on it and never overwrites it unseen. A missing document is
simply "nothing saved yet": no message, nothing set aside.

The three backends (files, localStorage, memory) keep one `Backend` Protocol. What the
player is told is what happened, in the words of where it happened:

- a document set aside is said to be so only when it was (a rename that failed keeps the
  document where it was, unread for the rest of the session, and says so); the copy's name
  (settings.json.bad1) is printed for a developer, never shown to a player;
- when the browser cannot keep anything (localStorage full: QuotaExceededError; or refused
  outright, as in some private modes) the game plays on: documents that could not be written
  are kept in memory for the rest of the session, and the player is told once, plainly, that
  progress will not be saved; natively a write that fails says what failed (the disk is full,
  no permission, a read-only disk) and where, once;
- a document that could not be removed is told once.
"""

from __future__ import annotations

import errno
import json
import os
import sys
import tempfile
from typing import Any, Protocol

from app.page import web
from games.i18n import N_, _

APP = "tridice"
VERSION = 1


def default_folder() -> str:
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


class Backend(Protocol):
    """Where documents live: named texts to read, write, delete and set aside."""

    def read(self, name: str) -> str | None:
        """The document's text, None if there is none ("\\0unreadable" if it cannot be read)."""
        ...

    def write(self, name: str, text: str) -> None:
        """Keep `text` as the document `name` (raises if it cannot)."""
        ...

    def delete(self, name: str) -> None:
        """Remove the document; nothing if there is none (raises if it cannot)."""
        ...

    def set_aside(self, name: str) -> str | None:
        """Move the document out of the way; the name its copy is kept under, or None when no
        copy exists (it could not be moved, or this backend keeps none)."""
        ...


class FileBackend:
    """One file per document in `folder`."""

    def __init__(self, folder: str) -> None:
        self.folder = folder

    def _path(self, name: str) -> str:
        return os.path.join(self.folder, f"{name}.json")

    def read(self, name: str) -> str | None:
        try:
            with open(self._path(name), encoding="utf-8") as handle:
                return handle.read()
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError):
            return "\0unreadable"

    def write(self, name: str, text: str) -> None:
        os.makedirs(self.folder, exist_ok=True)
        path = self._path(name)
        # Written to a file of its own, then renamed over the document: a reader never sees half
        # a document, and a second copy of TriDice saving the same document at the same moment
        # writes its own temporary file (a shared "name.tmp" let two writers mix their bytes):
        # the document is then one copy's whole text, the last one renamed.
        handle, temp = tempfile.mkstemp(prefix=f"{name}.", suffix=".tmp", dir=self.folder)
        try:
            try:
                stream = open(handle, "w", encoding="utf-8")
            except BaseException:
                os.close(handle)
                raise
            with stream:
                stream.write(text)
            os.replace(temp, path)  # never leaves a half-written file behind
        except OSError:
            try:
                os.remove(temp)
            except OSError:
                pass
            raise

    def delete(self, name: str) -> None:
        try:
            os.remove(self._path(name))
        except FileNotFoundError:
            pass

    def set_aside(self, name: str) -> str | None:
        path = self._path(name)
        number = 1
        while os.path.exists(f"{path}.bad{number}"):
            number += 1
        try:
            os.replace(path, f"{path}.bad{number}")
        except OSError:
            return None  # still where it was: no copy to name
        return f"{os.path.basename(path)}.bad{number}"


class LocalStorageBackend:
    """One key per document in the browser's localStorage."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage

    def _key(self, name: str) -> str:
        return f"{APP}.{name}"

    def read(self, name: str) -> str | None:
        value = self.storage.getItem(self._key(name))
        # A missing key is JavaScript's null: pyodide hands it over as `jsnull` (not
        # None, and str() of it is "jsnull"), pygbag as None. Only a string is a document.
        return value if isinstance(value, str) else None

    def write(self, name: str, text: str) -> None:
        self.storage.setItem(self._key(name), text)

    def delete(self, name: str) -> None:
        self.storage.removeItem(self._key(name))

    def set_aside(self, name: str) -> str | None:
        value = self.read(name)
        kept = None
        if value is not None:
            try:
                self.storage.setItem(self._key(name) + ".bad", value)
                kept = self._key(name) + ".bad"
            except Exception:  # a full storage: the copy could not be made
                kept = None
        self.delete(name)
        return kept


class MemoryBackend:
    """Documents that live only as long as the app: where nothing can be kept."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def read(self, name: str) -> str | None:
        return self.items.get(name)

    def write(self, name: str, text: str) -> None:
        self.items[name] = text

    def delete(self, name: str) -> None:
        self.items.pop(name, None)

    def set_aside(self, name: str) -> str | None:
        self.items.pop(name, None)
        return None


UNSAVED = N_(
    "Progress will not be saved: this browser is not letting TriDice keep anything "
    "(its storage is full or blocked). You can go on playing in this tab."
)
# TRANSLATORS: natively, when a file cannot be written; {reason} "the disk is full"...,
# {folder} the folder TriDice keeps its files in.
UNSAVED_NATIVE = N_(
    "Progress will not be saved: TriDice could not write in {folder} ({reason}). You can go on playing."
)
NOT_REMOVED = N_("The saved {what} could not be removed: {reason}.")
# TRANSLATORS: {what} "settings", "recent games", "record", "TRICE game"... (one or many: the
# sentence's subject is TriDice, and what it sets aside the data); {problem} "it was damaged"...
SET_ASIDE = N_("TriDice could not read your saved {what}, so it set aside the data: {problem}.")
NOT_MOVED = N_(
    "TriDice could not read your saved {what} ({problem}), nor set aside the data: it is left as it is."
)
# What went wrong writing a file, in the player's words, by the error's number.
OS_REASONS = {
    errno.ENOSPC: N_("the disk is full"),
    errno.EACCES: N_("no permission to write there"),
    errno.EPERM: N_("no permission to write there"),
    errno.EROFS: N_("the disk is read-only"),
}
if hasattr(errno, "EDQUOT"):
    OS_REASONS[errno.EDQUOT] = N_("the disk is full")


def reason_of(error: BaseException) -> str:
    """A failed file operation in the player's words: the disk full, no permission..., else
    the system's own sentence."""
    number = getattr(error, "errno", None)
    if number in OS_REASONS:
        return _(OS_REASONS[number])
    words = getattr(error, "strerror", None)
    return str(words or error or type(error).__name__)


def default_backend() -> Backend:
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

    def __init__(self, backend: Backend | None = None) -> None:
        self.backend: Backend = backend or default_backend()
        self.messages: list[str] = []
        self.kept: dict[str, str] = {}  # documents the backend refused to write: kept for this session
        self.stuck: set[str] = set()  # documents that could not be read nor set aside: left alone
        self.warned = False  # the player was told that progress will not be saved
        self.not_removed: set[str] = set()  # documents whose removal failed (told once)
        if isinstance(self.backend, MemoryBackend):
            self.warn_unsaved()

    def warn_unsaved(self, error: BaseException | None = None) -> None:
        """Tell the player once that progress will not be saved (natively: what failed, where)."""
        if self.warned:
            return
        self.warned = True
        if isinstance(self.backend, FileBackend) and error is not None:
            self.messages.append(
                _(UNSAVED_NATIVE).format(folder=self.backend.folder, reason=reason_of(error))
            )
        else:
            self.messages.append(_(UNSAVED))

    def where(self) -> str:
        """Where the documents live, in words (a folder, or the browser's storage)."""
        if isinstance(self.backend, MemoryBackend):
            return _("memory only (nothing is kept after the app closes)")
        if isinstance(self.backend, FileBackend):
            return self.backend.folder
        return _("this browser's local storage")

    def load(self, kind: str, label: str) -> dict[str, Any] | None:
        """The document's data (a dict), or None if absent or set aside."""
        if kind in self.kept:
            text: str | None = self.kept[kind]
        elif kind in self.stuck:
            return None  # unreadable, and it could not be moved: told once already
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
        assert isinstance(doc, dict)
        data: dict[str, Any] = doc["data"]
        return data

    def set_aside(self, kind: str, label: str, problem: str) -> None:
        """Move the document `kind` out of the way and say why (the copy's name goes to the
        developer's console, not to the player). One that cannot be moved is left where it is
        and not read again this session."""
        self.kept.pop(kind, None)
        try:
            where = self.backend.set_aside(kind)
        except Exception:
            where = None
        still_there = False
        if where is None and not isinstance(self.backend, MemoryBackend):
            try:
                still_there = self.backend.read(kind) is not None
            except Exception:
                still_there = True
        if still_there:
            self.stuck.add(kind)
            self.messages.append(_(NOT_MOVED).format(what=label, problem=problem))
        else:  # the copy's name is a developer's to read, not a player's
            if where:
                print(f"TriDice: the saved {kind} could not be read ({problem}): kept as {where}", flush=True)
            self.messages.append(_(SET_ASIDE).format(what=label, problem=problem))

    def save(self, kind: str, data: Any) -> bool:
        """Write the document; False (kept in memory for this session, the player told once)
        if it could not be."""
        text = json.dumps({"app": APP, "kind": kind, "version": VERSION, "data": data}, separators=(",", ":"))
        try:
            self.backend.write(kind, text)
        except Exception as error:  # full (QuotaExceededError), blocked, a full disk, no permission
            self.kept[kind] = text
            self.warn_unsaved(error)
            return False
        self.kept.pop(kind, None)
        self.stuck.discard(kind)  # written anew: readable again
        return True

    def delete(self, kind: str, label: str | None = None) -> bool:
        """Remove the document; False if it could not be (said once per document, naming it
        by `label`)."""
        self.kept.pop(kind, None)
        try:
            self.backend.delete(kind)
        except Exception as error:
            if kind not in self.not_removed:
                self.not_removed.add(kind)
                self.messages.append(_(NOT_REMOVED).format(what=label or kind, reason=reason_of(error)))
            return False
        return True

    def take_messages(self) -> list[str]:
        messages, self.messages = self.messages, []
        return messages
