"""What the scenes ask of the app (app/app.py's `App`, a floor up: nothing here may import it),
as a Protocol: the UI kit's (app/ui/scene.py's AppLike) and what the device keeps
(app/saved/host.py's SavedAppLike), with the player's whole settings and the ways to change
them, the language, and the frame's facts a board reads (its number, the last one's cost).

It is also what a board's mode (app/play/mode.py's ModeApp), a board's view (app/boards/host.py's
Host) and opening a code (app/sharing/links.py's LinksAppLike) ask: mypy holds App to it
(app/app.py) and each of them to their own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from app.saved.host import SavedAppLike
from app.ui.scene import AppLike

if TYPE_CHECKING:
    from app.saved.settings import Settings


class SceneApp(AppLike, SavedAppLike, Protocol):
    @property
    def settings(self) -> Settings: ...

    @property
    def language(self) -> str:
        """The code of the language the app speaks now."""
        ...

    @property
    def frame(self) -> int:
        """The frame's number (a per-frame cache's key)."""
        ...

    @property
    def last_frame_ms(self) -> float:
        """What the last frame cost (the computer's thinking fits in what is left)."""
        ...

    @property
    def still(self) -> bool:
        """Nothing moved in the last frame and no input came in this one: a computer thinking
        may have a long frame (app/ui/pacing.py)."""
        ...

    def glow_speed(self) -> float:
        """The speed pulses and glows run at (0 once the page is calm: app/ui/pacing.py)."""
        ...

    def save_settings(self) -> None: ...

    def change_language(self, code: str) -> None:
        """The player chose `code`: saved, and every open scene built again in it."""
        ...

    def text_size_changed(self) -> None:
        """The player chose another text size: every scene lays itself out again."""
        ...
