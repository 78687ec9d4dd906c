"""Browser-only paths (canvas shape from the window, turning the phone),
exercised against the stand-in for pygbag's platform module."""

from app_driver import frames
from fake_platform import FakeWindow, install

from app.page import web
from app.ui import layout


def test_natively_there_is_no_browser_window():
    assert web.window() is None and web.inner_size() is None and web.local_storage() is None


def test_canvas_shape_follows_the_window():
    """The canvas has the page's own aspect, its short side 720 (layouts keep their units)."""
    assert layout.browser_canvas((390, 844)) == (720, 1558)
    assert layout.browser_canvas((320, 568)) == (720, 1278)
    assert layout.browser_canvas((320, 480)) == (720, 1080)
    assert layout.browser_canvas((844, 390)) == (1558, 720)
    assert layout.browser_canvas((1280, 720)) == (1280, 720)
    assert layout.browser_canvas((1366, 768)) == (1281, 720)
    for inner in ((390, 844), (360, 800), (412, 915), (320, 568), (1280, 720), (1440, 900), (844, 390)):
        canvas = layout.browser_canvas(inner)
        assert min(canvas) == 720
        assert abs(layout.aspect(canvas) / layout.aspect(inner) - 1) < 0.01, (inner, canvas)


def test_a_page_too_square_or_too_long_gets_the_nearest_shape_the_layouts_know():
    assert layout.browser_canvas((800, 800)) == (720, 960)  # as tall as wide: portrait 3:4
    assert layout.browser_canvas((1000, 900)) == (960, 720)
    assert layout.browser_canvas((300, 1000)) == (720, 1728)  # 2.4 at most
    assert layout.browser_canvas((3440, 1000)) == (1728, 720)


def test_the_canvas_is_chosen_again_only_when_the_page_turned_or_moved_by_more_than_2_percent():
    assert layout.reshape_wanted((720, 1558), (1558, 720))  # turned
    assert layout.reshape_wanted((720, 1558), layout.browser_canvas((390, 760)))  # a bar appeared
    assert not layout.reshape_wanted((720, 1558), layout.browser_canvas((390, 840)))  # 0.5%: stays
    assert not layout.reshape_wanted((720, 1558), (720, 1558))


def test_app_picks_the_phones_own_shape_and_turns_with_it(monkeypatch, tmp_path):
    window = install(monkeypatch, FakeWindow(390, 844))
    from app.app import App

    app = App()
    assert app.browser and not app.pace
    assert app.screen.get_size() == (720, 1558) and app.layout.portrait
    # the canvas fills the page: canvas pixels per CSS pixel are the same both ways
    assert app.layout.css_scale == 720 / 390
    # tap targets grow so they stay >= 44 CSS px once pygbag scales the canvas down
    assert app.layout.tap >= 44 * 720 / 390
    app.settings.lessons_offered = ["trice"]  # no first-time offer over the setup
    app.scenes.open("setup", game_id="trice")
    app.scenes.top.start()
    board = app.scenes.top
    frames(app, 5)
    window.innerWidth, window.innerHeight = 844, 390
    frames(app, 40)  # the page is looked at twice a second
    assert app.screen.get_size() == (1558, 720) and not app.layout.portrait
    assert app.scenes.top is board and app.layout.rect.contains(board.bar[-1].rect)  # the game kept
    window.innerWidth, window.innerHeight = 390, 844
    frames(app, 40)
    assert app.screen.get_size() == (720, 1558) and app.scenes.top is board
    app.scenes.pop_to("menu")
    window.innerWidth, window.innerHeight = 1280, 720
    frames(app, 40)
    assert app.screen.get_size() == (1280, 720)
    settings_button = app.scenes.top.settings_button
    assert app.layout.rect.contains(settings_button.rect)


def test_a_browser_bar_coming_and_going_is_followed_but_a_pixel_is_not(monkeypatch):
    window = install(monkeypatch, FakeWindow(390, 844))
    from app.app import App

    app = App()
    window.innerHeight = 760  # the address bar came back: a shorter page
    frames(app, 40)
    assert app.screen.get_size() == layout.browser_canvas((390, 760)) == (720, 1403)
    assert app.layout.css_scale == 720 / 390
    relaid = []
    app.scenes.top.layout = lambda lay: relaid.append(lay.size)
    window.innerHeight = 758  # 0.3%: the canvas stays; the page's scale is still followed
    frames(app, 40)
    assert app.screen.get_size() == (720, 1403) and relaid == [(720, 1403)]
    assert abs(app.layout.css_scale - 1403 / 758) < 0.01
    frames(app, 200)  # nothing moves: no more relayouts
    assert relaid == [(720, 1403)]


def test_the_page_pixel_ratio_is_read_and_reported(monkeypatch):
    from app.app import App
    from app.page import probe as page_probe

    install(monkeypatch, FakeWindow(390, 844, pixel_ratio=3))
    app = App()
    assert web.pixel_ratio() == 3.0
    snap = page_probe.snapshot(app)
    assert snap["viewport"] == [390, 844] and snap["size"] == [720, 1558] and snap["pixel_ratio"] == 3.0


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
    from app.app import App
    from app.saved import autosave
    from games.match import Match

    app = App()
    match = Match.new("trice")
    for _ in range(5):  # five autosaves refused: one notice
        autosave.save(app, match, ["human", "human"])
        frames(app)
    notices = [text for text, _ in app.toasts]
    assert len(notices) == 1 and "will not be saved" in notices[0]
    # the game is still there for Continue in this session, though the browser kept nothing
    assert autosave.peek(app, "trice")["record"]["game"] == "trice"
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
