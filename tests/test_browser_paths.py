"""Browser-only paths (canvas shape from the window, turning the phone),
exercised against the stand-in for pygbag's platform module."""


from app import layout, web
from app_driver import frames
from fake_platform import FakeWindow, install


def test_natively_there_is_no_browser_window():
    assert web.window() is None and web.inner_size() is None and web.local_storage() is None


def test_canvas_shape_follows_the_window():
    assert layout.browser_canvas((390, 844)) == layout.PORTRAIT
    assert layout.browser_canvas((1366, 768)) == layout.LANDSCAPE


def test_app_picks_portrait_on_a_phone_and_turns_with_it(monkeypatch, tmp_path):
    window = install(monkeypatch, FakeWindow(390, 844))
    from app.app import App
    app = App()
    assert app.browser and not app.pace
    assert app.screen.get_size() == layout.PORTRAIT
    # tap targets grow so they stay >= 44 CSS px once pygbag scales the canvas down
    assert app.layout.tap >= 44 * 720 / 390
    window.innerWidth, window.innerHeight = 844, 390
    frames(app, 40)
    assert app.screen.get_size() == layout.LANDSCAPE and not app.layout.portrait
    settings_button = app.scenes.top.settings_button
    assert app.layout.rect.contains(settings_button.rect)


def test_browser_settings_live_in_local_storage(monkeypatch):
    window = install(monkeypatch)
    from app.app import App
    app = App()
    app.settings.sound = False
    app.save_settings()
    assert "tridice.settings" in window.localStorage.items
    again = App()
    assert again.settings.sound is False


def test_a_broken_window_size_is_ignored(monkeypatch):
    install(monkeypatch, FakeWindow("wide", None))
    assert web.inner_size() is None


def _app_keys(window):
    return sorted(k for k in window.localStorage.items if k.startswith("tridice."))


def test_a_clean_browser_profile_starts_with_no_message_and_nothing_set_aside(monkeypatch):
    """localStorage.getItem of a missing key is JavaScript's null (pyodide's jsnull): it means
    "nothing saved yet", never "damaged"."""
    window = install(monkeypatch)
    from app.app import App
    app = App()
    frames(app, 3)
    assert app.toasts == []
    assert not [k for k in _app_keys(window) if ".bad" in k]
    # back to the menu after a setup and a game: still no notice, still nothing set aside
    app.scenes.open("setup", game_id="trice")
    app.scenes.pop_to("menu")
    app.scenes.top.resume()
    frames(app, 3)
    assert app.toasts == [] and not [k for k in _app_keys(window) if ".bad" in k]


def test_a_full_browser_storage_plays_on_and_says_so_once(monkeypatch):
    window = install(monkeypatch)
    window.localStorage.full = True
    from app import autosave
    from app.app import App
    from games.match import Match
    app = App()
    match = Match.new("trice")
    for _ in range(5):  # five autosaves refused: one notice
        autosave.save(app, match, ["human", "human"])
        frames(app)
    notices = [text for text, _ in app.toasts]
    assert len(notices) == 1 and "will not be saved" in notices[0]
    # the game is still there for Continue in this session, though the browser kept nothing
    assert autosave.peek(app)["record"]["game"] == "trice"
    assert window.localStorage.items == {}


def test_a_browser_that_refuses_storage_outright_plays_on_and_says_so_once(monkeypatch):
    window = install(monkeypatch, FakeWindow(storage_blocked=True))
    from app.app import App
    app = App()
    app.settings.sound = False
    app.save_settings()
    frames(app, 3)
    notices = [text for text, _ in app.toasts]
    assert len(notices) == 1 and "will not be saved" in notices[0]
    assert "memory only" in app.storage.where()
    assert window._local_storage.items == {}


def test_a_code_opened_in_the_running_tab_opens_its_game(monkeypatch):
    """A link pasted into the address bar of the tab that runs the game changes only the
    #fragment: no reload. The app notices within a second and opens the game."""
    from app.app import App
    from games import codes
    from games.match import Match
    window = install(monkeypatch)
    app = App(pace=False)
    frames(app, 5)
    match = Match.new("triad")
    match.play("roll 123123/321321")
    window.location.set(window.location.href.split("#")[0] + "#" + codes.encode(match.record))
    frames(app, 40)  # 40 frames of 1/60 s: the page is looked at twice a second
    assert app.scenes.top.name == "board" and app.scenes.top.match.moves == match.moves
    assert window.location.hash == ""  # read once: a reload does not open it again
