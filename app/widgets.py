"""Buttons, choices and the keyboard focus ring, shared by every scene.

A widget has a `rect` (set by its scene's layout), reacts to pointer taps and
to Enter/Space when focused, and draws itself. `UIScene` routes pointer
events to its widgets and moves the focus with Tab and the arrow keys.
"""

import pygame

from . import pointer as ptr
from .scene import Scene


def draw_panel(surface, theme, rect, colour="panel", radius=None, border=None):
    radius = radius if radius is not None else max(6, rect.height // 5)
    pygame.draw.rect(surface, theme.colour(colour) if isinstance(colour, str) else colour,
                     rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, theme.colour(border) if isinstance(border, str) else border,
                         rect, width=max(2, min(4, rect.height // 24)), border_radius=radius)


class Widget:
    focusable = True

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.pressed = False

    def hit(self, pos):
        return self.visible and self.rect.collidepoint(pos)

    def activate(self, app):
        """Tap or Enter/Space."""

    def key(self, app, event):
        """Other keys while focused; True if used."""
        return False

    def draw(self, surface, app, focused):
        pass


class Button(Widget):
    def __init__(self, text, action, enabled=True, style="panel", sound="button"):
        super().__init__()
        self.text = text
        self.action = action
        self.enabled = enabled
        self.style = style
        self.sound = sound

    @property
    def focusable(self):
        return self.enabled and self.visible

    def activate(self, app):
        if self.enabled:
            app.audio.play(self.sound)
            self.action()

    def draw(self, surface, app, focused):
        theme = app.theme
        colour = self.style if self.enabled else "panel"
        if self.pressed and self.enabled:
            colour = "panel_hi"
        draw_panel(surface, theme, self.rect, colour, border="highlight" if focused else None)
        size = app.layout.text
        label = theme.text(self.text, size, "text" if self.enabled else "muted", bold=True)
        while label.get_width() > self.rect.width - 12 and size > 12:
            size -= 2
            label = theme.text(self.text, size, "text" if self.enabled else "muted", bold=True)
        surface.blit(label, label.get_rect(center=self.rect.center))


class Choice(Widget):
    """A labelled row cycling through options: tap the right half (or Right)
    for the next option, the left half (or Left) for the previous one."""

    def __init__(self, label, options, value, on_change=None):
        super().__init__()
        self.label = label
        self.options = list(options)  # [(value, text)]
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change
        self.last_pos = None

    @property
    def value(self):
        return self.options[self.index][0]

    def step(self, app, delta):
        self.index = (self.index + delta) % len(self.options)
        app.audio.play("select")
        if self.on_change:
            self.on_change(self.value)

    def activate(self, app):
        left = self.last_pos is not None and self.last_pos[0] < self.rect.x + self.rect.width * 0.35
        self.step(app, -1 if left else 1)
        self.last_pos = None

    def key(self, app, event):
        if event.key == pygame.K_LEFT:
            self.step(app, -1)
            return True
        if event.key == pygame.K_RIGHT:
            self.step(app, 1)
            return True
        return False

    def draw(self, surface, app, focused):
        theme, lay = app.theme, app.layout
        draw_panel(surface, theme, self.rect, "panel_hi" if self.pressed else "panel",
                   border="highlight" if focused else None)
        pad = lay.gap
        name = theme.text(self.label, lay.small, "muted")
        surface.blit(name, (self.rect.x + pad, self.rect.y + 4))
        words = self.options[self.index][1]
        size = lay.text
        value = theme.text(f"\u2190  {words}  \u2192", size, "text", bold=True)
        while value.get_width() > self.rect.width - 2 * pad and size > 11:
            size -= 1  # smaller words, but the arrows stay: they say the row can change
            value = theme.text(f"\u2190 {words} \u2192", size, "text", bold=True)
        y = self.rect.y + 4 + name.get_height() + (self.rect.height - 4 - name.get_height() - value.get_height()) // 2
        surface.blit(value, value.get_rect(midtop=(self.rect.centerx, y)))


class UIScene(Scene):
    """A scene made of widgets: pointer routing, focus ring, drawing."""

    background = "background"

    def __init__(self, app):
        super().__init__(app)
        self.widgets = []
        self.focus = None  # index into focusables(), None until a key is used
        self.pressed = None

    def focusables(self):
        return [w for w in self.widgets if w.visible and w.focusable]

    def handle(self, event):
        if isinstance(event, ptr.Pointer):
            return self.handle_pointer(event)
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        return False

    def handle_pointer(self, event):
        if event.kind == ptr.DOWN:
            for widget in reversed(self.widgets):
                if widget.hit(event.pos):
                    self.pressed = widget
                    widget.pressed = True
                    return True
            return False
        if event.kind == ptr.UP and self.pressed is not None:
            widget, self.pressed = self.pressed, None
            widget.pressed = False
            # A key or a timer may have rebuilt the widgets while the press was held (fewer
            # players: the held seat's row is gone). A release acts only on a widget still here.
            if widget.hit(event.pos) and any(w is widget for w in self.widgets):
                if isinstance(widget, Choice):
                    widget.last_pos = event.pos
                widget.activate(self.app)
            return True
        return False

    def handle_key(self, event):
        items = self.focusables()
        if not items:
            return False
        current = items[self.focus] if self.focus is not None and self.focus < len(items) else None
        if current is not None and current.key(self.app, event):
            return True
        forward = event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT)
        backward = event.key == pygame.K_UP or event.key == pygame.K_LEFT or (
            event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if backward:
            self.focus = (len(items) - 1) if self.focus is None else (self.focus - 1) % len(items)
            return True
        if forward:
            self.focus = 0 if self.focus is None else (self.focus + 1) % len(items)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and current is not None:
            current.activate(self.app)
            return True
        return False

    def draw(self, surface):
        if self.background and not self.overlay:
            surface.fill(self.app.theme.colour(self.background))
        self.draw_content(surface)
        items = self.focusables()
        focused = items[self.focus] if self.focus is not None and self.focus < len(items) else None
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, self.app, widget is focused)

    def draw_content(self, surface):
        """What the scene draws under its widgets."""

    def draw_title(self, surface, text, y=None):
        lay = self.app.layout
        label = self.app.theme.text(text, lay.heading, "text", bold=True)
        y = lay.margin if y is None else y
        surface.blit(label, label.get_rect(midtop=(lay.width // 2, y)))
        return y + label.get_height()


def stack_rows(widgets, rect, height, gap):
    """Place widgets one under another from the top of `rect`; returns the y below."""
    y = rect.y
    for widget in widgets:
        widget.rect = pygame.Rect(rect.x, y, rect.width, height)
        y += height + gap
    return y
