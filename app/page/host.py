"""What the browser page's modules ask of the app, and of the board scenes they read: both
live on floors above (app/app.py, app/scenes/), so the page names what it uses here instead of
importing them (tests/test_architecture.py; the probe and the announcer read the scenes they
are handed, never their modules: docs/architecture.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, TypeGuard

from app.ui.scene import AppLike, SettingsLike

if TYPE_CHECKING:
    import pygame

    from games.contract import Rules
    from games.game import Game
    from games.match import Match


class PageSettings(SettingsLike, Protocol):
    @property
    def sound(self) -> bool: ...


class PageAppLike(AppLike, Protocol):
    """The app as the page's probe, its announcer and its hidden-tab signal see it."""

    page_hidden_seen: int  # the page's count of hidden tabs last acted on (app/page/events.py)

    @property
    def settings(self) -> PageSettings: ...

    @property
    def browser(self) -> bool: ...  # running under pygbag

    @property
    def frame(self) -> int: ...  # frames so far

    @property
    def inner(self) -> tuple[int, int] | None: ...  # the page's CSS size the canvas follows

    @property
    def screen(self) -> pygame.Surface: ...

    @property
    def toasts(self) -> list[list[Any]]: ...  # the notices showing: [text, seconds left]

    def moving(self) -> bool: ...  # a scene fading in or a win celebrated: the frame still moves

    def draw_toast(self, surface: pygame.Surface, text: str) -> None: ...

    def save_settings(self) -> None: ...


class BoardLike(Protocol):
    """A board scene as the page reads it (a game, a lesson or a replay: app/scenes/board.py's
    BoardScene has all of this). What only some scenes have (a view, a mode, targets for the
    keyboard) the page asks for with hasattr."""

    @property
    def name(self) -> str | None: ...

    @property
    def match(self) -> Match: ...

    @property
    def rules(self) -> Rules[Any]: ...

    @property
    def game(self) -> Game[Any]: ...

    @property
    def state(self) -> Any: ...  # the game's state: each game has its own type

    @property
    def mode(self) -> Any: ...  # what kind of board (app/play/: the table, a lesson, a puzzle, a replay)

    @property
    def focus(self) -> int | None: ...  # the keyboard's focus among its buttons (None: on the board)

    def busy(self) -> bool: ...  # a roll or a slide on its way

    def status_text(self) -> str: ...  # the coach line

    def seat_name(self, seat: int) -> str: ...


class HitLike(Protocol):
    """What a tap on a board means (app/boards/view.py's Hit): a move, or a pick on the way."""

    @property
    def move(self) -> str | None: ...

    @property
    def pick(self) -> object: ...


def is_board(scene: object) -> TypeGuard[BoardLike]:
    """Whether `scene` is a board scene, as the page tells one: it has a match and rules."""
    return hasattr(scene, "match") and hasattr(scene, "rules")
