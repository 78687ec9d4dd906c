"""What a board needs of the app (app/app.py's `App` gives it), as a Protocol: the boards
stand below the app (tests/test_architecture.py), so they name what they use, not `App`.

A die's face, and a renderer that draws one at a size (app/ui/faces.py), live here too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from app.saved.settings import Settings
    from app.ui.assets import Assets
    from app.ui.audio import Audio
    from app.ui.layout import Layout
    from app.ui.theme import Theme

# ("pips", colour, value), ("roman", colour, value) or ("symbol", s): app/ui/faces.py
Face = tuple[str, str, int] | tuple[str, str]
Render = Callable[[Face, int], "pygame.Surface"]  # a face at a size (app/ui/faces.py renderer)


class Host(Protocol):
    """The app as a board sees it."""

    @property
    def theme(self) -> Theme: ...

    @property
    def layout(self) -> Layout: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def audio(self) -> Audio: ...

    @property
    def assets(self) -> Assets: ...

    def invalidate(self) -> None:
        """Draw the screen again at the next frame."""
        ...
