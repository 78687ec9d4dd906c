"""What a board needs of the app (app/app.py's `App` gives it), as a Protocol: the boards
stand below the app (tests/test_architecture.py), so they name what they use, not `App`.

A die's face, and a renderer that draws one at a size (app/ui/faces.py), live here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from app.ui import faces
from app.ui.scene import AppLike

if TYPE_CHECKING:
    from app.saved.settings import Settings

# ("pips", colour, value), ("roman", colour, value) or ("symbol", s), and a renderer that draws
# one at a size: app/ui/faces.py's own
Face = faces.Face
Render = faces.Renderer


class Host(AppLike, Protocol):
    """The app as a board sees it: what the UI kit asks of it (app/ui/scene.py's AppLike), with
    the player's whole settings (the animation speed, the hints...)."""

    @property
    def settings(self) -> Settings: ...

    def glow_speed(self) -> float:
        """The speed pulses and glows run at: the animation speed, or 0 once nothing was
        touched for a few seconds (app/ui/pacing.py)."""
        ...
