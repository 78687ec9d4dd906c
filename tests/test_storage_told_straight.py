"""Storage told straight (issue 27 point 6): the three backends keep one Protocol; a set-aside
copy is named only when it exists; a native write that fails says what failed (the disk full,
no permission) and where, never the browser's words; a failed delete is told once; every
label a document is named by is translated."""

import errno
import os

import pytest
from fake_platform import FakeLocalStorage

from app.saved import storage as storage_mod
from app.saved.storage import Backend, FileBackend, LocalStorageBackend, MemoryBackend, Storage


@pytest.mark.parametrize(
    "backend",
    [FileBackend("/tmp/x"), LocalStorageBackend(None), MemoryBackend()],
    ids=["file", "localStorage", "memory"],
)
def test_every_backend_keeps_the_protocol(backend):
    for name in ("read", "write", "delete", "set_aside"):
        assert callable(getattr(backend, name))
    assert set(m for m in vars(Backend) if not m.startswith("_")) >= {"read", "write", "delete", "set_aside"}


def test_a_set_aside_copy_is_named_only_when_it_exists(tmp_path, monkeypatch):
    backend = FileBackend(str(tmp_path))
    backend.write("settings", "{damaged")

    def refuse(*_args):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(storage_mod.os, "replace", refuse)  # the rename fails
    store = Storage(backend)
    assert store.load("settings", "settings") is None
    told = store.take_messages()
    assert len(told) == 1 and ".bad" not in told[0] and "nor set aside" in told[0], told
    assert not any(".bad" in name for name in os.listdir(tmp_path))
    assert store.load("settings", "settings") is None and store.take_messages() == []  # said once
    monkeypatch.undo()
    assert store.save("settings", {"sound": True}) and store.load("settings", "settings") == {"sound": True}


@pytest.mark.parametrize(
    "number, words",
    [
        (errno.ENOSPC, "the disk is full"),
        (errno.EACCES, "no permission to write there"),
        (errno.EROFS, "the disk is read-only"),
    ],
)
def test_a_native_write_that_fails_says_what_failed_where(tmp_path, monkeypatch, number, words):
    def full(*_args, **_kwargs):
        raise OSError(number, os.strerror(number))

    backend = FileBackend(str(tmp_path))
    monkeypatch.setattr("builtins.open", full)
    store = Storage(backend)
    assert not store.save("record", {"x": 1})
    assert not store.save("recent", {"x": 2})
    told = store.take_messages()
    assert len(told) == 1, told  # once
    assert words in told[0] and str(tmp_path) in told[0] and "browser" not in told[0], told
    monkeypatch.undo()
    assert store.load("record", "record") == {"x": 1}  # kept for the session
    assert not any(name.endswith(".tmp") for name in os.listdir(tmp_path))


def test_a_full_browser_storage_still_says_the_browser(monkeypatch):
    local = FakeLocalStorage()
    local.full = True
    store = Storage(LocalStorageBackend(local))
    assert not store.save("record", {"x": 1})
    assert "this browser" in store.take_messages()[0]


def test_a_failed_delete_is_told_once(tmp_path, monkeypatch):
    backend = FileBackend(str(tmp_path))
    backend.write("autosave-trice", "{}")

    def refuse(_path):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(storage_mod.os, "remove", refuse)
    store = Storage(backend)
    assert not store.delete("autosave-trice", "TRICE game")
    assert not store.delete("autosave-trice", "TRICE game")
    told = store.take_messages()
    assert len(told) == 1 and "TRICE game" in told[0] and "could not be removed" in told[0], told
    monkeypatch.undo()
    assert store.delete("autosave-trice", "TRICE game") and backend.read("autosave-trice") is None


def test_the_old_single_game_is_named_in_the_players_language(tmp_path):
    from app.app import App

    (tmp_path / "autosave.json").write_text("{damaged", encoding="utf-8")
    app = App(size=(390, 844), storage=Storage(FileBackend(str(tmp_path))), pace=False, lang="de")
    app.step(1 / 60, events=[])
    told = " ".join(text for text, _left in app.toasts)
    assert "beiseitegelegt" in told and "(Spiel)" in told, told  # every word German
