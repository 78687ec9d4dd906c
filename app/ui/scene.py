"""Scenes and the stack that holds them.

A scene handles input (`handle`), advances time (`update`, returning True when
its picture changed) and draws (`draw`). Overlays (`overlay = True`) draw over
the scene below. Scenes never run loops of their own, and never import one another: they ask
the stack for a scene by name (`self.app.scenes.open("setup", game_id=...)`,
`pop_to("menu")`); app/scenes/__init__.py registers the names.

`AppLike` is what the UI kit asks of the app it lives in (app/app.py's App, two floors up:
tests/test_architecture.py lets nothing here import it, even for types).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from app.ui.assets import Assets
    from app.ui.audio import Audio
    from app.ui.layout import Layout
    from app.ui.pointer import Pointer
    from app.ui.theme import Theme


class SettingsLike(Protocol):
    """What the UI kit reads of the player's settings (app/saved/settings.py's Settings)."""

    @property
    def colourblind_marks(self) -> bool: ...


class AppLike(Protocol):
    """What the UI kit, and the scenes it holds, ask of the app (app/app.py's App): its design
    (theme, layout), pictures and sounds, the scene stack and settings, and a frame to draw.
    A floor above that asks more says so with a Protocol of its own built on this one."""

    @property
    def theme(self) -> Theme: ...

    @property
    def layout(self) -> Layout: ...

    @property
    def audio(self) -> Audio: ...

    @property
    def assets(self) -> Assets: ...

    @property
    def scenes(self) -> SceneStack: ...

    @property
    def settings(self) -> SettingsLike: ...

    def invalidate(self) -> None:
        """Something changed: draw the next frame."""
        ...


# A scene's factory: SceneStack.open's details are its keyword arguments.
SceneFactory = Callable[..., "Scene"]


class Scene:
    name: str | None = None  # the name the stack knows this kind of scene by
    overlay = False
    title_drawn: pygame.Rect | None = None  # where the title was last drawn: no notice covers it
    opened_as: tuple[str, dict[str, Any]]  # set by SceneStack.open: (name, details), to rebuild it

    def __init__(self, app: AppLike) -> None:
        self.app = app

    # hooks ---------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Removed from the stack."""

    def resume(self) -> None:
        """Became the top scene again after an overlay went away."""

    def layout(self, lay: Layout) -> None:
        """The canvas size changed (also called once on enter)."""

    # frame ---------------------------------------------------------------
    def handle(self, event: Pointer | pygame.event.Event) -> bool:
        """An input event (app.ui.pointer.Pointer, a pygame KEYDOWN, ...).
        Returns True if it changed something visible."""
        return False

    def back(self) -> None:
        """Esc / browser back: by default leave this scene."""
        self.app.scenes.pop()

    def update(self, dt: float) -> bool:
        """Advance `dt` seconds; True while something moves."""
        return False

    def waiting(self) -> bool:
        """True while the scene counts time without drawing (a computer's beat or its
        thinking, a replay playing on): the loop does not rest then (app/ui/pacing.py)."""
        return False

    # notices (App.notify) --------------------------------------------------
    def keep_clear(self) -> list[pygame.Rect]:
        """Rects a notice must not cover, besides the scene's visible widgets and its `panel`
        (the app reads both): what the player reads or plays on. By default a board's coach
        line and board (`status_rect`, `board_rect`) and what its mode adds (a lesson's sheet)."""
        found = [getattr(self, name, None) for name in ("status_rect", "board_rect")]
        mode = getattr(self, "mode", None)
        if mode is not None and hasattr(mode, "keep_clear"):
            found += list(mode.keep_clear())
        return [rect for rect in found if rect is not None]

    def titles(self) -> list[pygame.Rect]:
        """What a notice never covers, wherever it goes: the scene's title as drawn
        (UIScene.draw_title records it; the menu its name and its line)."""
        return [self.title_drawn] if self.title_drawn is not None else []

    def scrolling(self) -> list[pygame.Rect]:
        """Where the scene's content scrolls when it outgrows its room (the menu's games): when
        a notice finds no free place, it lies over the widgets there before any other."""
        return []

    def notice_rect(self) -> pygame.Rect | None:
        """Where a notice may lie when the screen has no free room for it (its top and width
        are used): a scene's coach line (a board's `status_rect`: taps pass through a notice),
        or None: where it covers the least."""
        return getattr(self, "status_rect", None)

    def draw(self, surface: pygame.Surface) -> None:
        pass


class SceneStack:
    def __init__(self, app: AppLike) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self.factories: dict[str, SceneFactory] = {}  # name -> callable(app, **details) -> Scene
        # called before a scene opens or closes (the app fades from the frame last shown)
        self.on_change: Callable[[], None] | None = None
        # a scene closed since the app last collected garbage: a board and its view hold each
        # other (and their pictures) in cycles that Python's collector, counting objects, not
        # bytes, might leave for minutes, and a page's memory keeps what it grew to (App.step)
        self.closed = False

    def register(self, name: str, factory: SceneFactory) -> None:
        self.factories[name] = factory

    def open(self, name: str, **details: Any) -> Scene:
        """Build the scene registered as `name` and push it; KeyError for an unknown name."""
        scene = self.factories[name](self.app, **details)
        scene.opened_as = (name, details)  # to build it again (rebuild)
        return self.push(scene)

    def rebuild(self) -> None:
        """Every scene built again as it was opened, bottom first, so its words come in the
        language chosen since (the language row in settings: the menu and settings under it);
        a scene pushed without a name stays as it is. The top scene keeps its focus."""
        old, self.scenes = self.scenes, []
        for scene in old:
            opened = getattr(scene, "opened_as", None)
            if opened is None:
                self.scenes.append(scene)
                scene.layout(self.app.layout)
                continue
            scene.exit()
            fresh = self.factories[opened[0]](self.app, **opened[1])
            fresh.opened_as = opened
            if hasattr(scene, "focus") and scene is old[-1]:
                fresh.focus = scene.focus  # type: ignore[attr-defined]  # a UIScene's (app/ui/widgets.py)
            self.scenes.append(fresh)
            fresh.layout(self.app.layout)
            fresh.enter()
            self.closed = True
        self.app.invalidate()

    def find(self, name: str) -> Scene | None:
        """The topmost scene called `name`, or None."""
        return next((s for s in reversed(self.scenes) if s.name == name), None)

    def __len__(self) -> int:
        return len(self.scenes)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def changing(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def push(self, scene: Scene) -> Scene:
        self.changing()
        self.scenes.append(scene)
        scene.layout(self.app.layout)
        scene.enter()
        self.app.invalidate()
        return scene

    def pop(self) -> Scene | None:
        if len(self.scenes) <= 1:
            return None  # the menu stays; Esc on it does nothing
        self.changing()
        scene = self.scenes.pop()
        scene.exit()
        self.closed = True
        if self.top is not None:
            self.top.layout(self.app.layout)
            self.top.resume()
        self.app.invalidate()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().exit()
            self.closed = True
        return self.push(scene)

    def pop_to(self, name: str) -> None:
        """Pop until the top is the scene called `name` (or only the bottom one is left)."""
        while len(self.scenes) > 1 and self.scenes[-1].name != name:
            self.pop()

    def relayout(self) -> None:
        for scene in self.scenes:
            scene.layout(self.app.layout)
        self.app.invalidate()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top and the ones overlays show."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0) :]
