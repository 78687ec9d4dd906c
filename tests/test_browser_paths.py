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
