"""Scenes and the stack that holds them.

A scene handles input (`handle`), advances time (`update`, returning True when
its picture changed) and draws (`draw`). Overlays (`overlay = True`) draw over
the scene below. Scenes never run loops of their own, and never import one another: they ask
the stack for a scene by name (`self.app.scenes.open("setup", game_id=...)`,
`pop_to("menu")`); app/scenes/__init__.py registers the names.
"""


class Scene:
    name: str | None = None  # the name the stack knows this kind of scene by
    overlay = False

    def __init__(self, app):
        self.app = app

    # hooks ---------------------------------------------------------------
    def enter(self):
        """Pushed onto the stack."""

    def exit(self):
        """Removed from the stack."""

    def resume(self):
        """Became the top scene again after an overlay went away."""

    def layout(self, lay):
        """The canvas size changed (also called once on enter)."""

    # frame ---------------------------------------------------------------
    def handle(self, event):
        """An input event (app.ui.pointer.Pointer, a pygame KEYDOWN, ...).
        Returns True if it changed something visible."""
        return False

    def back(self):
        """Esc / browser back: by default leave this scene."""
        self.app.scenes.pop()

    def update(self, dt):
        """Advance `dt` seconds; True while something moves."""
        return False

    # notices (App.notify) --------------------------------------------------
    def keep_clear(self):
        """Rects a notice must not cover, besides the scene's visible widgets and its `panel`
        (the app reads both): what the player reads or plays on. By default a board's coach
        line and board (`status_rect`, `board_rect`) and what its mode adds (a lesson's sheet)."""
        found = [getattr(self, name, None) for name in ("status_rect", "board_rect")]
        mode = getattr(self, "mode", None)
        if mode is not None and hasattr(mode, "keep_clear"):
            found += list(mode.keep_clear(self))
        return [rect for rect in found if rect is not None]

    def notice_rect(self):
        """Where a notice may lie when the screen has no free room for it (its top and width
        are used): a scene's coach line (a board's `status_rect`: taps pass through a notice),
        or None: where it covers the least."""
        return getattr(self, "status_rect", None)

    def draw(self, surface):
        pass


class SceneStack:
    def __init__(self, app):
        self.app = app
        self.scenes = []
        self.factories = {}  # name -> callable(app, **details) -> Scene

    def register(self, name, factory):
        self.factories[name] = factory

    def open(self, name, **details):
        """Build the scene registered as `name` and push it; KeyError for an unknown name."""
        scene = self.factories[name](self.app, **details)
        scene.opened_as = (name, details)  # to build it again (rebuild)
        return self.push(scene)

    def rebuild(self):
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
                fresh.focus = scene.focus
            self.scenes.append(fresh)
            fresh.layout(self.app.layout)
            fresh.enter()
        self.app.invalidate()

    def find(self, name):
        """The topmost scene called `name`, or None."""
        return next((s for s in reversed(self.scenes) if s.name == name), None)

    def __len__(self):
        return len(self.scenes)

    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene):
        self.scenes.append(scene)
        scene.layout(self.app.layout)
        scene.enter()
        self.app.invalidate()
        return scene

    def pop(self):
        if len(self.scenes) <= 1:
            return None  # the menu stays; Esc on it does nothing
        scene = self.scenes.pop()
        scene.exit()
        if self.top is not None:
            self.top.layout(self.app.layout)
            self.top.resume()
        self.app.invalidate()
        return scene

    def replace(self, scene):
        if self.scenes:
            self.scenes.pop().exit()
        return self.push(scene)

    def pop_to(self, name):
        """Pop until the top is the scene called `name` (or only the bottom one is left)."""
        while len(self.scenes) > 1 and self.top.name != name:
            self.pop()

    def relayout(self):
        for scene in self.scenes:
            scene.layout(self.app.layout)
        self.app.invalidate()

    def visible(self):
        """Scenes to draw, bottom first: the top and the ones overlays show."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0) :]
