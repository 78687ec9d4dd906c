"""Buttons, choices and the keyboard focus ring, shared by every scene.

A widget has a `rect` (set by its scene's layout), reacts to pointer taps and
to Enter/Space when focused, and draws itself. `UIScene` routes pointer
events to its widgets and moves the focus with Tab and the arrow keys.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Generic, TypeVar

import pygame

from app.ui import depth, design
from app.ui import pointer as ptr
from app.ui.design import Size
from app.ui.layout import Layout
from app.ui.scene import AppLike, Scene
from app.ui.theme import Colour, Theme

V = TypeVar("V")  # the values a Choice steps through
RAISED = ("panel", "panel_hi", "accent")  # the surfaces that stand up off the table


def draw_panel(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    colour: Colour | None = "panel",
    radius: int | None = None,
    border: Colour | None = None,
    lift: int | None = None,
) -> None:
    """A rounded box in the surface colour `colour` (None: no fill), outlined in `border`,
    raised `lift` px off what is under it (a soft shadow below, the light on its top edge;
    None: a raised surface colour lifts by its size, anything else lies flat: app/ui/depth.py)."""
    radius = radius if radius is not None else max(6, rect.height // 5)
    if lift is None:
        lift = max(2, min(8, rect.height // 14)) if colour in RAISED and rect.height >= 20 else 0
    if lift:  # an opaque box hides the middle of its own shadow
        opaque = colour is not None and (isinstance(colour, str) or len(colour) < 4 or colour[3] == 255)
        depth.draw_shadow(surface, rect, radius, lift, covered=opaque)
    if colour is not None:
        pygame.draw.rect(
            surface, theme.colour(colour) if isinstance(colour, str) else colour, rect, border_radius=radius
        )
    if lift and colour is not None:
        depth.draw_sheen(surface, rect, radius)
    if border is not None:
        pygame.draw.rect(
            surface,
            theme.colour(border) if isinstance(border, str) else border,
            rect,
            width=max(2, min(4, rect.height // 24)),
            border_radius=radius,
        )


def draw_focus_ring(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, lay: Layout, radius: int | None = None
) -> None:
    """The keyboard's focus around `rect`, outside it: a ring in design.FOCUS_RING's first
    colour with a halo of its second on both sides, so it stands out on light and dark alike."""
    ring, halo = (theme.colour(name) for name in design.FOCUS_RING)
    band, edge = max(3, lay.gap // 4), max(2, lay.gap // 6)
    radius = radius if radius is not None else max(6, rect.height // 5)
    out = 2 * edge + band
    pygame.draw.rect(surface, halo, rect.inflate(2 * out, 2 * out), width=out, border_radius=radius + out)
    pygame.draw.rect(
        surface,
        ring,
        rect.inflate(2 * (edge + band), 2 * (edge + band)),
        width=band,
        border_radius=radius + edge + band,
    )


def draw_titled_panel(
    surface: pygame.Surface, theme: Theme, lay: Layout, panel: pygame.Rect, title: str, lines: list[str]
) -> None:
    """A sheet's panel with its heading and lines of body text, centred (the lesson's end sheet
    and its offer)."""
    draw_panel(surface, theme, panel, "panel", radius=lay.gap, border="accent")
    y = panel.y + lay.gap
    heading = theme.text(title, lay.heading, "accent", bold=True)
    surface.blit(heading, heading.get_rect(midtop=(panel.centerx, y)))
    y += heading.get_height() + lay.gap
    step = theme.font(lay.text).get_linesize()
    for line in lines:
        label = theme.text(line, lay.text, "text")
        surface.blit(label, label.get_rect(midtop=(panel.centerx, y)))
        y += step


def draw_scrim(surface: pygame.Surface, lay: Layout, strength: str = "dim") -> None:
    """Darken what lies under an overlay (design.SCRIM: "light" or "dim")."""
    shade = pygame.Surface(lay.size, pygame.SRCALPHA)
    shade.fill(design.SCRIM[strength])
    surface.blit(shade, (0, 0))


class Widget:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.pressed = False

    @property
    def focusable(self) -> bool:
        """Whether Tab and the arrows stop on it (a button: while it is enabled and shown)."""
        return True

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def activate(self, app: AppLike) -> None:
        """Tap or Enter/Space."""

    def key(self, app: AppLike, event: pygame.event.Event) -> bool:
        """Other keys while focused; True if used."""
        return False

    def draw(self, surface: pygame.Surface, app: AppLike, focused: bool) -> None:
        pass


class Button(Widget):
    """A button in one of app/ui/design.py's styles: "primary" (one a screen: what most want
    next), "secondary" (the rest) or "quiet" (a way out that should not compete)."""

    def __init__(
        self,
        text: str,
        action: Callable[[], object],
        enabled: bool = True,
        style: str = "secondary",
        sound: str = "button",
        icon: str | None = None,
    ) -> None:
        super().__init__()
        self.text = text
        self.icon = icon  # an icon's name (app/ui/icons.py): a bar shows it with its words
        # how a bar shows icon and words (app/ui/button_rows.py place_bar): "beside", "under",
        # "alone" (the icon; the words stay its name), or None: the words alone
        self.arrangement: str | None = None
        self.action = action
        self.enabled = enabled
        self.style = style
        self.sound = sound
        self.least: int | None = (
            None  # a smaller text size its words may take (app/ui/button_rows.py sets it)
        )

    @property
    def focusable(self) -> bool:
        return self.enabled and self.visible

    def activate(self, app: AppLike) -> None:
        if self.enabled:
            app.audio.play(self.sound)
            self.action()

    def draw(self, surface: pygame.Surface, app: AppLike, focused: bool) -> None:
        theme, lay = app.theme, app.layout
        words = draw_button_face(surface, theme, self, focused)
        if self.icon is not None and self.arrangement is not None:
            if draw_icon_words(surface, theme, lay, self, words):
                return
        size, lines = button_words(
            theme, lay, self.text, self.rect.width - 2 * lay.gap, self.rect.height - pad_y(lay), self.least
        )
        step = theme.font(size, bold=True).get_linesize()
        y = self.rect.centery - len(lines) * step // 2
        for line in lines:
            label = theme.text(line, size, words, bold=True)
            surface.blit(label, label.get_rect(midtop=(self.rect.centerx, y)))
            y += step


ButtonT = TypeVar("ButtonT", bound=Button)


def icon_px(lay: Layout) -> int:
    """How tall a bar's icons are drawn."""
    return int(lay.text * 1.2)


def draw_icon_words(surface: pygame.Surface, theme: Theme, lay: Layout, button: Button, words: str) -> bool:
    """A bar button's icon with its words beside it (body text), under it (secondary text), or
    alone; False where the icon is not there (the words are drawn as for any button)."""
    assert button.icon is not None
    picture = theme.icon(button.icon, icon_px(lay), words)
    if picture is None:
        return False
    rect = button.rect
    if button.arrangement == "beside":
        label = theme.text(button.text, lay.text, words, bold=True)
        gap = lay.gap // 2
        left = rect.centerx - (picture.get_width() + gap + label.get_width()) // 2
        surface.blit(picture, picture.get_rect(midleft=(left, rect.centery)))
        surface.blit(label, label.get_rect(midleft=(left + picture.get_width() + gap, rect.centery)))
    elif button.arrangement == "under":
        label = theme.text(button.text, lay.small, words, bold=True)
        height = picture.get_height() + label.get_height() - lay.gap // 3
        top = rect.centery - height // 2
        surface.blit(picture, picture.get_rect(midtop=(rect.centerx, top)))
        surface.blit(label, label.get_rect(midbottom=(rect.centerx, top + height)))
    else:
        surface.blit(picture, picture.get_rect(center=rect.center))
    return True


def on_sheet(buttons: list[ButtonT]) -> list[ButtonT]:
    """`buttons` drawn on a sheet (a "panel" overlay: game over, a question): a secondary one
    is raised, or its fill would be the sheet's own colour and it would read as a label."""
    for button in buttons:
        if design.STYLE_ALIASES.get(button.style, button.style) == "secondary":
            button.style = "raised"
    return buttons


def draw_button_face(surface: pygame.Surface, theme: Theme, button: Button, focused: bool) -> str:
    """A button's fill and border in its design style (pressed, disabled, focused); returns
    the colour role its words take."""
    style = design.button_style(button.style) if button.enabled else design.DISABLED
    held = button.pressed and button.enabled
    fill, words = (style.pressed, style.pressed_words) if held else (style.fill, style.words)
    if fill is not None:
        draw_panel(surface, theme, button.rect, fill)
    border = "highlight" if focused else style.border
    if border is not None:
        draw_panel(surface, theme, button.rect, None, border=border)
    return words


def button_words(
    theme: Theme, lay: Layout, text: str, width: float, height: float, least: int | None = None
) -> tuple[int, list[str]]:
    """(size, lines) for a button's words in `width` x `height`: one line of body text, else
    of secondary text, else two lines of secondary text (never smaller than a role); a
    button given a `least` size (a smaller secondary text) tries it after those."""
    sizes: list[int] = [lay.text, lay.small] + ([least] if least is not None and least < lay.small else [])
    for size in sizes:
        if theme.fits(text, size, width, bold=True):
            return size, [text]
    for size in sizes[1:]:  # two lines (or more) where they are each no wider than the room
        lines = theme.lines(text, size, width, bold=True)
        if len(lines) * theme.font(size, bold=True).get_linesize() <= height and all(
            theme.fits(line, size, width, bold=True) for line in lines
        ):
            return size, lines
    # `lines`: the smallest size's, from the loop's last turn
    if len(lines) * theme.font(sizes[-1], bold=True).get_linesize() <= height:
        return sizes[-1], lines  # a word wider than the room: its button's padding may take it
    return sizes[-1], [text]  # it does not fit: the eye tests say so


def pad_y(lay: Layout) -> int:
    """A button's room above and below its words, together. Small: the text face's line is as
    tall as its letters (tools/make_font.py), so two lines of secondary text fill a fingertip's
    height with their ink inside it."""
    return lay.gap // 4


def button_height(theme: Theme, lay: Layout, text: str, width: int) -> int:
    """How tall a button `width` wide must be for its words: a fingertip, or taller where
    they take two lines of secondary text (large text in a long language)."""
    size, lines = button_words(theme, lay, text, width - 2 * lay.gap, 10**6)
    return max(lay.tap, len(lines) * theme.font(size, bold=True).get_linesize() + pad_y(lay))


def words_fit(
    theme: Theme,
    lay: Layout,
    text: str,
    rect: pygame.Rect,
    margin: int | None = None,
    least: int | None = None,
) -> bool:
    """Whether a button's words, as Button.draw sets them, fit a button of `rect` and keep
    `margin` from its sides (default: all of its padding, lay.gap)."""
    width, height = rect.width - 2 * lay.gap, rect.height - pad_y(lay)
    size, lines = button_words(theme, lay, text, width, height, least)
    font = theme.font(size, bold=True)
    room = rect.width - 2 * (lay.gap if margin is None else margin)
    return all(font.size(line)[0] <= room for line in lines) and len(lines) * font.get_linesize() <= height


class Choice(Widget, Generic[V]):
    """A labelled row cycling through options: tap the right half (or Right)
    for the next option, the left half (or Left) for the previous one."""

    def __init__(
        self,
        label: str,
        options: Iterable[tuple[V, str]],
        value: V,
        on_change: Callable[[V], object] | None = None,
        note: str = "",
    ) -> None:
        """`note`: what the choice does, in a line or two under the option where the scene
        gives the row room for it (`show_note`)."""
        super().__init__()
        self.label = label
        self.note = note
        self.show_note = False
        self.options = list(options)  # [(value, text)]
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change
        self.last_pos: tuple[int, int] | None = None

    @property
    def value(self) -> V:
        return self.options[self.index][0]

    def step(self, app: AppLike, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        app.audio.play("select")
        if self.on_change:
            self.on_change(self.value)

    def activate(self, app: AppLike) -> None:
        left = self.last_pos is not None and self.last_pos[0] < self.rect.x + self.rect.width * 0.35
        self.step(app, -1 if left else 1)
        self.last_pos = None

    def key(self, app: AppLike, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.step(app, -1)
            return True
        if event.key == pygame.K_RIGHT:
            self.step(app, 1)
            return True
        return False

    def value_size(self, app: AppLike, text: str, width: float) -> Size:
        """Body text for an option's words, secondary text where one of its words is wider
        than the room between the arrows (a long word in large text on a small phone)."""
        lay, font = app.layout, app.theme.font(app.layout.text, bold=True)
        return lay.text if all(font.size(word)[0] <= width for word in text.split()) else lay.small

    def value_lines(self, app: AppLike, text: str, width: float) -> list[str]:
        """The option's words in lines that fit between the arrows (in value_size)."""
        return app.theme.lines(text, self.value_size(app, text, width), width, bold=True)

    def words_width(self, app: AppLike, width: int) -> int:
        """The room for an option's words in a row `width` wide (the arrows at its ends)."""
        lay = app.layout
        arrow = app.theme.font(lay.text, bold=True).size(ARROWS[0])[0]
        return width - 2 * (lay.gap + arrow + lay.gap)

    def inline(self, app: AppLike, text: str) -> str | None:
        """The option with its arrows beside it, "<-  words  ->", if that fits on one line."""
        words = f"{ARROWS[0]}  {text}  {ARROWS[1]}"
        return (
            words
            if app.theme.fits(words, app.layout.text, self.rect.width - 2 * app.layout.gap, bold=True)
            else None
        )

    def name_lines(self, app: AppLike, width: int) -> list[str]:
        """The row's name in lines of secondary text across a row `width` wide (one line
        unless larger text or a long name needs more)."""
        return app.theme.lines(self.label, app.layout.small, width - 2 * app.layout.gap)

    def note_lines(self, app: AppLike, width: int) -> list[str]:
        """The note in lines of secondary text across a row `width` wide."""
        return app.theme.lines(self.note, app.layout.small, width - 2 * app.layout.gap) if self.note else []

    def note_height(self, app: AppLike, width: int) -> int:
        """What the note adds to a row `width` wide: its lines, a gap above them and one below
        (clear of the row's rounded corners)."""
        lines = self.note_lines(app, width)
        return len(lines) * app.theme.font(app.layout.small).get_linesize() + app.layout.gap if lines else 0

    def height_for(self, app: AppLike, width: int, note: bool = False) -> int:
        """The row height that shows its name and every option whole in a row `width` wide
        (and its note under them, `note`)."""
        theme, lay = app.theme, app.layout
        room = self.words_width(app, width)
        words = max(
            len(self.value_lines(app, text, room))
            * theme.font(self.value_size(app, text, room), bold=True).get_linesize()
            for _, text in self.options
        )
        name = theme.font(lay.small).get_linesize() * len(self.name_lines(app, width))
        return 4 + name + words + lay.gap // 2 + (self.note_height(app, width) if note else 0)

    def draw(self, surface: pygame.Surface, app: AppLike, focused: bool) -> None:
        """The row's name, then the option: with its arrows beside it, or, when it does not
        fit so, wrapped between the arrows at the row's ends (they say the row can change;
        a tap on either half steps it)."""
        theme, lay = app.theme, app.layout
        draw_panel(
            surface,
            theme,
            self.rect,
            "panel_hi" if self.pressed else "panel",
            border="highlight" if focused else None,
        )
        pad = lay.gap
        top = self.rect.y + 4
        for line in self.name_lines(app, self.rect.width):
            name = theme.text(line, lay.small, "muted")
            surface.blit(name, (self.rect.x + pad, top))
            top += theme.font(lay.small).get_linesize()
        bottom = self.rect.bottom
        if self.show_note:  # the note along the row's foot, the option centred above it
            small = theme.font(lay.small).get_linesize()
            notes = self.note_lines(app, self.rect.width)
            bottom -= self.note_height(app, self.rect.width)
            for index, line in enumerate(notes):
                note = theme.text(line, lay.small, "muted")
                y = self.rect.bottom - lay.gap // 2 - 4 - (len(notes) - index) * small
                surface.blit(note, (self.rect.x + pad, y))
        text = self.options[self.index][1]
        inline = self.inline(app, text)
        room = self.words_width(app, self.rect.width)
        size = lay.text if inline else self.value_size(app, text, room)
        lines = [inline] if inline else self.value_lines(app, text, room)
        step = theme.font(size, bold=True).get_linesize()
        y = top + (bottom - top - len(lines) * step) // 2
        middle = y + len(lines) * step // 2
        for line in lines:
            value = theme.text(line, size, "text", bold=True)
            surface.blit(value, value.get_rect(midtop=(self.rect.centerx, y)))
            y += step
        if inline is None:
            left, right = (theme.text(arrow, lay.text, "text", bold=True) for arrow in ARROWS)
            surface.blit(left, left.get_rect(midleft=(self.rect.x + pad, middle)))
            surface.blit(right, right.get_rect(midright=(self.rect.right - pad, middle)))


ARROWS = ("\u2190", "\u2192")


class UIScene(Scene):
    """A scene made of widgets: pointer routing, focus ring, drawing."""

    background = "background"

    def __init__(self, app: AppLike) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []
        self.focus: int | None = None  # index into focusables(), None until a key is used
        self.pressed: Widget | None = None

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.focusable]

    def handle(self, event: ptr.Pointer | pygame.event.Event) -> bool:
        if isinstance(event, ptr.Pointer):
            return self.handle_pointer(event)
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        return False

    def handle_pointer(self, event: ptr.Pointer) -> bool:
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

    def handle_key(self, event: pygame.event.Event) -> bool:
        items = self.focusables()
        if not items:
            return False
        current = items[self.focus] if self.focus is not None and self.focus < len(items) else None
        if current is not None and current.key(self.app, event):
            return True
        forward = event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT)
        backward = (
            event.key == pygame.K_UP
            or event.key == pygame.K_LEFT
            or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        )
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

    def draw(self, surface: pygame.Surface) -> None:
        if self.background and not self.overlay:
            surface.blit(depth.backdrop(surface.get_size(), self.app.theme.colour(self.background)), (0, 0))
        self.draw_content(surface)
        items = self.focusables()
        focused = items[self.focus] if self.focus is not None and self.focus < len(items) else None
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, self.app, widget is focused)
        if focused is not None:  # over its neighbours: nothing drawn later hides a part of it
            draw_focus_ring(surface, self.app.theme, focused.rect, self.app.layout)

    def draw_content(self, surface: pygame.Surface) -> None:
        """What the scene draws under its widgets."""

    def draw_title(self, surface: pygame.Surface, text: str, y: int | None = None) -> int:
        lay = self.app.layout
        label = self.app.theme.text(text, lay.heading, "text", bold=True)
        y = lay.margin if y is None else y
        self.title_drawn = surface.blit(label, label.get_rect(midtop=(lay.width // 2, y)))
        return y + label.get_height()


def stack_rows(widgets: Iterable[Widget], rect: pygame.Rect, height: int, gap: int) -> int:
    """Place widgets one under another from the top of `rect`; returns the y below."""
    y = rect.y
    for widget in widgets:
        widget.rect = pygame.Rect(rect.x, y, rect.width, height)
        y += height + gap
    return y
