"""Signals from the page around the game (web/index.tmpl) that the app acts on.

The page counts in `window.tridice_hidden` every time the tab is hidden (the
`visibilitychange` event to "hidden", and `pagehide`). Each frame, in the browser, the
app compares that count with the last one it saw; when it has grown, it saves now what
a closed tab would lose: the game on the board (the same autosave every move already
makes) and the settings. A finished game is left alone: the board cleared its
autosave when it ended, and saving it again would offer a finished game as Continue.
A lesson's board saves nothing (its `save` says so).

This is a safety net, not the autosave itself: every move is saved as it is made.
Browsers may stop a hidden tab's frames at once, so the save runs on the first frame
the app gets after the signal, which may be when the tab is shown again.

Natively there is no page: `poll` reads nothing and does nothing.
"""

from app.page import web
from app.page.host import PageAppLike


def hidden_count() -> int | None:
    """The page's count of times the tab was hidden, or None (natively, or no such count)."""
    win = web.window()
    if win is None:
        return None
    try:
        count = win.tridice_hidden
    except Exception:  # not set yet: pyodide raises AttributeError for a missing property
        return None
    if isinstance(count, bool):
        return None
    try:
        return int(count)
    except (TypeError, ValueError):  # undefined or null from the page: no count yet
        return None


def save_now(app: PageAppLike) -> None:
    """Save the game in progress on the top-most board, and the settings."""
    for scene in reversed(app.scenes.scenes):
        match = getattr(scene, "match", None)
        save = getattr(scene, "save", None)
        if match is None or not callable(save):
            continue
        if not match.is_over():
            save()
        break
    app.save_settings()


def poll(app: PageAppLike) -> bool:
    """Each frame in the browser: save if the tab was hidden since the last look.
    True if it saved."""
    count = hidden_count()
    if count is None:
        return False
    seen = getattr(app, "page_hidden_seen", 0)
    if count <= seen:
        return False
    app.page_hidden_seen = count
    save_now(app)
    return True
