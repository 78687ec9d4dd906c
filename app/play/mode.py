"""What a board scene's mode may add, and the defaults when it adds nothing; and the seam
between them (`ModeBoard`).

A mode (a real game: table.py; a lesson: lesson/; a replay: replay.py; a daily puzzle:
puzzle.py) is attached to one board scene (`attach`, which gives the buttons along the top)
and keeps it; the scene then calls its hooks: it may refuse what a tap means (`admit`), keeps
the moves (`save`), ends the game (`over`), and adds words, layout and pictures. The board
scene owns the flow; the mode never plays a move of its own except through the board
(`board.play`).

A mode sees the board only through `ModeBoard`: the parts it acts on (the match and the rules,
the view and what the person may do on it, the coach line's box, the sources of the seats) and
the few things it asks of the board (play, say, lay out again...), never the scene's own
workings (its input routing, its holder, its widgets' drawing). mypy holds every mode to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from app.boards.hit import BoardUI, Hit
    from app.boards.view import BoardView
    from app.saved.settings import Settings
    from app.saved.storage import Storage
    from app.sharing.correspondence import LinkGame
    from app.ui.coach_line import CoachLine
    from app.ui.layout import Layout
    from app.ui.scene import AppLike
    from app.ui.widgets import Widget
    from games.contract import Rules
    from games.game import Game
    from games.match import Match

    from .board_input import BoardInput
    from .sources import Source

    class ModeApp(AppLike, Protocol):
        """The app as a mode sees it: the UI kit's, with the player's whole settings, what the
        device keeps, notices, and the frame's number (a per-frame cache's key)."""

        @property
        def settings(self) -> Settings: ...

        @property
        def storage(self) -> Storage: ...

        @property
        def frame(self) -> int: ...

        def glow_speed(self) -> float:
            """The speed pulses and glows run at (0 once the page is calm: app/ui/pacing.py)."""
            ...

        def notify(self, text: str) -> None: ...

        def save_settings(self) -> None: ...


class ModeBoard(Protocol):
    """The board scene as its mode sees it (app/scenes/board.py's BoardScene keeps it)."""

    game: Game[Any]
    rules: Rules[Any]
    match: Match
    seats: list[str]
    link: LinkGame | None
    queued: list[str]
    sources: dict[int, Source]
    view: BoardView
    ui: BoardUI
    input: BoardInput
    coach_line: CoachLine
    bar: list[Any]
    widgets: list[Widget]
    status_rect: pygame.Rect
    board_rect: pygame.Rect
    message: tuple[str, float, bool] | None

    @property
    def app(self) -> ModeApp:
        """Read-only (no mode sets it), so the scene's own may ask more (app/scenes/host.py)."""
        ...

    @property
    def state(self) -> Any: ...

    def play(self, move: str) -> bool: ...

    def apply(self, hit: Hit) -> bool: ...

    def set_match(self, match: Match) -> None: ...

    def reset_view(self) -> None: ...

    def stop_thinking(self) -> None: ...

    def say(self, text: str | None, bad: bool = False) -> None: ...

    def refuse(self, text: str) -> None: ...

    def humans(self) -> set[int]: ...

    def human_to_move(self) -> bool: ...

    def remote(self, seat: int) -> bool: ...

    def busy(self) -> bool: ...

    def seat_name(self, seat: int) -> str: ...

    def layout(self, lay: Layout) -> None: ...

    def draw_status(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None: ...


class Mode:
    name = "board"  # the scene's name on the stack (the scenes open it by this name)
    widgets: tuple[Widget, ...] = ()  # widgets besides the bar (a lesson's end button, a replay's timeline)
    view_buttons = True  # the view's own buttons ("Offer draw", "Whole board") are offered
    board: ModeBoard

    def attach(self, board: ModeBoard) -> list[Any]:
        """The buttons along the top; called once, as the board is built."""
        self.board = board
        return []

    # -- the flow ----------------------------------------------------------------------------------
    def save(self) -> None:
        """After every move (and when the board opens)."""

    def before_play(self) -> None:
        """Just before a move is played."""

    def after_play(self) -> None:
        """Just after a move was played and shown."""

    def update(self, dt: float) -> bool:
        """Each frame, before the board's flow; True while something the mode shows moves."""
        return False

    def over(self) -> bool:
        """Each frame while the game is over (and nothing moves); True if the picture changed."""
        return False

    def board_closed(self) -> bool:
        """True while something lies over the board: no taps on it, no moves."""
        return False

    # -- the person's side -------------------------------------------------------------------------
    def admit(self, hit: Hit | None) -> Hit | None:
        """The `Hit` a tap, drop or key means, or None if it is refused (after saying why)."""
        return hit

    def key_targets(
        self, targets: list[tuple[pygame.Rect, Hit | None]]
    ) -> list[tuple[pygame.Rect, Hit | None]]:
        """What the keyboard may reach: the view's targets, or fewer."""
        return targets

    def cancel(self) -> bool:
        """Esc: drop a half-made choice; True if there was one."""
        hit = self.board.view.cancel(self.board.ui)
        return hit is not None and self.board.apply(hit)

    def leave(self) -> None:
        self.board.stop_thinking()
        self.board.app.scenes.pop()

    def exit(self) -> None:
        """The board left the stack."""

    def handle(self, event: Any) -> bool:
        """An input event before the board sees it; True if the mode used it."""
        return False

    def waiting_text(self) -> str | None:
        """The coach line's sentence while the person may not act, or None."""
        return None

    # -- words, layout, pictures --------------------------------------------------------------------
    def status_text(self) -> str | None:
        """The coach line in place of the board's own, or None."""
        return None

    def frame_layout(self, lay: Layout) -> Layout:
        """The layout the view frames the board in (the whole screen by default)."""
        return lay

    def long_sentences(self) -> list[str]:
        """Sentences of the mode's own the coach line says (a replay's start and first move),
        which the view's frame does not plan for: the box grows to hold the longest whole."""
        return []

    def layout(self, lay: Layout) -> None:
        """After the board's layout: the mode's own rects."""

    def keep_clear(self) -> list[pygame.Rect]:
        """The mode's own rects a notice must not cover (a lesson's end sheet...)."""
        return []

    def before_sync(self) -> None:
        """Before the view hears what the person may do now (`board.ui`)."""

    def after_sync(self) -> None:
        """After it heard."""

    def before_draw(self) -> None:
        """Before the board is drawn (a button's state)."""

    def draw_status(self, surface: pygame.Surface) -> None:
        self.board.draw_status(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """Over the board and its coach line, under the buttons."""
