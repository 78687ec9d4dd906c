"""Settings and autosave storage: files natively, localStorage in the browser."""

import json
import os

import pytest
from fake_platform import FakeLocalStorage, install

from app.saved import settings as settings_mod
from app.saved import storage as storage_mod
from app.saved.storage import FileBackend, LocalStorageBackend, Storage


def doc(kind="settings", version=1, data=None):
    return json.dumps({"app": "tridice", "kind": kind, "version": version, "data": data or {}})


@pytest.fixture(params=["file", "browser"])
def backend(request, tmp_path):
    if request.param == "file":
        return FileBackend(str(tmp_path))
    return LocalStorageBackend(FakeLocalStorage())


def test_round_trip(backend):
    store = Storage(backend)
    assert store.load("settings", "settings") is None
    assert store.save("settings", {"sound": False})
    assert Storage(backend).load("settings", "settings") == {"sound": False}


@pytest.mark.parametrize(
    "text, reason",
    [
        ("{not json", "damaged"),
        (doc(kind="autosave"), "not a TriDice file"),
        (json.dumps({"kind": "settings", "version": 1, "data": {}}), "not a TriDice file"),
        (doc(version=99), "newer version"),
        (json.dumps({"app": "tridice", "kind": "settings", "version": "1", "data": {}}), "no version"),
        (json.dumps({"app": "tridice", "kind": "settings", "version": 1, "data": []}), "damaged"),
        ("[1, 2, 3]", "not a TriDice file"),
    ],
)
def test_bad_documents_are_set_aside_with_a_message(backend, text, reason):
    backend.write("settings", text)
    store = Storage(backend)
    assert store.load("settings", "settings") is None
    messages = store.take_messages()
    assert len(messages) == 1 and reason in messages[0] and "set aside" in messages[0]
    assert backend.read("settings") is None  # moved out of the way, not deleted:
    if isinstance(backend, FileBackend):
        assert any(name.startswith("settings.json.bad") for name in os.listdir(backend.folder))
    else:
        assert backend.storage.getItem("tridice.settings.bad") == text


def test_set_aside_never_overwrites_an_earlier_one(tmp_path):
    backend = FileBackend(str(tmp_path))
    for text in ("{1", "{2"):
        backend.write("settings", text)
        Storage(backend).load("settings", "settings")
    kept = sorted(n for n in os.listdir(tmp_path) if ".bad" in n)
    assert kept == ["settings.json.bad1", "settings.json.bad2"]


def test_invalid_setting_values_fall_back_to_defaults_one_by_one():
    s = settings_mod.Settings.from_data(
        {
            "sound": "loud",
            "animation": "fast",
            "hints": 3,
            "colourblind_marks": False,
            "setups": {"trice": 5, "x": {}},
        }
    )
    assert (s.sound, s.animation, s.hints, s.colourblind_marks) == (True, "fast", True, False)
    assert s.setups == {"x": {}}


def test_browser_uses_local_storage(monkeypatch):
    window = install(monkeypatch)
    store = Storage()
    assert isinstance(store.backend, LocalStorageBackend)
    store.save("settings", {"sound": False})
    assert json.loads(window.localStorage.items["tridice.settings"])["data"] == {"sound": False}


def test_a_full_browser_storage_gives_a_message_not_a_crash(monkeypatch):
    window = install(monkeypatch)
    window.localStorage.full = True
    store = Storage()
    assert not store.save("autosave", {"x": 1})
    assert "will not be saved" in store.take_messages()[0]


def test_native_folder_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("TRIDICE_DATA_DIR", str(tmp_path / "d"))
    assert storage_mod.default_folder() == str(tmp_path / "d")
    monkeypatch.delenv("TRIDICE_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "x"))
    if storage_mod.sys.platform.startswith("linux"):
        assert storage_mod.default_folder() == str(tmp_path / "x" / "tridice")


def test_app_starts_with_corrupt_settings_and_says_so(tmp_path):
    from app_driver import frames, make_app

    (tmp_path / "settings.json").write_text("{{{", encoding="utf-8")
    app = make_app(tmp_path, new_player=True)  # nothing kept: not even the lessons offered
    frames(app)
    assert app.toasts and "set aside" in app.toasts[0][0]
    assert app.settings == settings_mod.Settings()


@pytest.mark.parametrize(
    "label",
    ["settings", "recent games", "puzzle results", "record", "TRICE game", "games played by link"],
)
def test_a_set_aside_message_reads_right_for_every_label_and_names_no_file(backend, label):
    """One sentence whatever the label's number ("the saved settings was set aside" read wrong),
    and the set-aside copy's name (settings.json.bad1, tridice.settings.bad) is no player's
    business: TriDice is the sentence's subject, the data what it set aside."""
    backend.write("settings", "{not json")
    store = Storage(backend)
    assert store.load("settings", label) is None
    assert store.take_messages() == [
        f"TriDice could not read your saved {label}, so it set aside the data: it was damaged."
    ]
    assert backend.read("settings") is None  # and it was set aside, all the same


def test_the_startup_notice_of_damaged_settings_names_no_file(tmp_path, capsys):
    from app_driver import frames, make_app

    (tmp_path / "settings.json").write_text("{damaged", encoding="utf-8")
    app = make_app(tmp_path, size=(320, 480))
    frames(app)
    told = [text for text, _left in app.toasts]
    assert told == ["TriDice could not read your saved settings, so it set aside the data: it was damaged."]
    assert "settings.json.bad1" in capsys.readouterr().out  # a developer still finds the copy
