"""The design system in code: text roles, colour roles, button styles, spacing, tap targets
and motion. docs/design.md explains each token and why; the eye tests
(tests/test_design.py) hold every frame of every scene to them.

Sizes are in canvas pixels. A player sees `px / Layout.css_scale` CSS pixels (the page scales
the canvas; natively css_scale is 1), so each text role has a floor in CSS pixels that the
layout never goes under, and a minimum the tests hold every drawn text to.

Scenes never invent a size or a colour: a text's size is one of the layout's role sizes
(`lay.title`, `lay.heading`, `lay.text` for body, `lay.small` for secondary: each a `Size`,
an int that knows its role), its colour a colour role (the palette's names below).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pygame.typing import SequenceLike  # an (r, g, b[, a]) tuple or a pygame.Color

# -- type -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TextRole:
    name: str
    base: int  # canvas px on a canvas whose short side is 720 (Layout.unit 1)
    floor: int  # CSS px: the layout never gives this role less
    minimum: float  # CSS px: no text of this role is ever drawn smaller (the eye tests)
    bold: bool  # how the role is usually set (a scene may set body text bold)
    grows: float = 1.0  # its share of the larger-text setting's growth (Settings.text_scale)


TEXT_ROLES = {
    "title": TextRole("title", 56, 24, 20, True, 0.5),  # the app's name on the menu
    "heading": TextRole("heading", 36, 18, 16, True, 0.75),  # a screen's or a panel's title
    "body": TextRole("body", 28, 15, 14, False),  # sentences, buttons, the coach line
    "secondary": TextRole("secondary", 22, 13, 12, False),  # labels, captions, rulers, notes
}
# The Layout attribute each role's size lives in (the names scenes have always used).
LAYOUT_NAMES = {"title": "title", "heading": "heading", "body": "text", "secondary": "small"}


class Size(int):
    """A font size in canvas px that knows its text role. Arithmetic gives a plain int: a
    size worked out in a scene has no role, and the eye tests refuse it."""

    role: str

    def __new__(cls, value: int, role: str) -> Size:
        size = super().__new__(cls, value)
        size.role = role
        return size

    def __repr__(self) -> str:
        return f"Size({int(self)}, {self.role!r})"


def role_size(role: str, unit: float, css_scale: float, scale: float = 1.0) -> Size:
    """The size of `role` on a canvas of this `unit`, shown at `css_scale` canvas px per CSS px,
    with the player's text size `scale` (1: normal): body and secondary text grow by all of
    it, headings by three quarters and the title by half (they are large already)."""
    spec = TEXT_ROLES[role]
    grow = 1 + (scale - 1) * spec.grows
    return Size(max(math.ceil(spec.floor * css_scale * grow - 1e-9), int(spec.base * unit * grow)), role)


def type_sizes(unit: float, css_scale: float, scale: float = 1.0) -> dict[str, Size]:
    return {role: role_size(role, unit, css_scale, scale) for role in TEXT_ROLES}


def minimum_px(role: str, css_scale: float) -> float:
    """The smallest canvas size a text of `role` may be drawn at."""
    return TEXT_ROLES[role].minimum * css_scale


def is_large(size_css: float, bold: bool) -> bool:
    """WCAG's large text: 18 pt (24 CSS px), or 14 pt (18.66 CSS px) bold."""
    return size_css >= 24 or (bold and size_css >= 18.66)


# -- colour ---------------------------------------------------------------------------------------

# The palette (sprites/palette.json may override a value): surfaces, then the colours text
# and marks are drawn in. A colour's name is its role.
SURFACES = ("background", "panel", "panel_hi", "accent")
TEXT_COLOURS = ("text", "muted", "accent", "highlight", "good", "bad", "ink", "ink_muted", "faint")
PALETTE = {
    "background": "#1d2430",  # behind everything
    "panel": "#2a3342",  # cards, rows, secondary buttons, the coach line's box
    "panel_hi": "#374357",  # a pressed control; a raised panel
    "text": "#f2efe6",  # body text on the dark surfaces
    "muted": "#a9b2c0",  # secondary text on the dark surfaces
    "accent": "#f0b429",  # gold: the primary button, titles, what is yours to do now
    "highlight": "#56c2e6",  # the keyboard focus, a selection, quiet buttons' words
    "good": "#5ccf7a",  # a win, a legal target
    "bad": "#ff8f8f",  # a refusal, a loss
    "ink": "#24221f",  # text on light surfaces: the gold button, a die, a light card
    "ink_muted": "#5b5140",  # secondary text on light surfaces: a light board's rulers
    "faint": "#5d6678",  # words that are switched off (a spent colour of dice): not read
}
# Text colours the contrast rule does not hold: they mark something gone or switched off
# (WCAG 1.4.3 exempts inactive parts of the interface).
INACTIVE = ("faint",)

# Every text colour on every surface the app draws it on, with the ratio it must reach.
# tests/test_design.py checks them from the palette; the eye tests check what was drawn.
TEXT_ON = {
    ("text", "background"): 4.5,
    ("text", "panel"): 4.5,
    ("text", "panel_hi"): 4.5,
    ("muted", "background"): 4.5,
    ("muted", "panel"): 4.5,
    ("muted", "panel_hi"): 4.5,
    ("accent", "background"): 4.5,
    ("accent", "panel"): 4.5,
    ("accent", "panel_hi"): 4.5,
    ("highlight", "background"): 4.5,
    ("highlight", "panel"): 4.5,
    ("good", "background"): 4.5,
    ("good", "panel"): 4.5,
    ("bad", "background"): 4.5,
    ("bad", "panel"): 4.5,
    ("ink", "accent"): 4.5,
    ("ink", "good"): 4.5,  # a winner's pill (app/boards/seat_panel.py)
}
# The light surfaces boards draw their words on (their own picture colours, app/boards/*).
LIGHT_SURFACES = {"triad board": "#e9e1cc", "tris2 ivory": "#efe5cc", "trice white": "#f2eee6"}
INK_ON_LIGHT = {("ink", name): 4.5 for name in LIGHT_SURFACES} | {
    ("ink_muted", name): 4.5 for name in LIGHT_SURFACES
}
BODY_RATIO = 4.5  # WCAG AA, text
LARGE_RATIO = 3.0  # WCAG AA, large text and the parts of controls


def luminance(colour: SequenceLike[float]) -> float:
    """WCAG relative luminance of an (r, g, b[, a]) colour."""

    def channel(value: float) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour[0], colour[1], colour[2]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(first: SequenceLike[float], second: SequenceLike[float]) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    a, b = sorted((luminance(first), luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def hex_colour(value: str) -> tuple[int, int, int]:
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


# -- controls -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ButtonStyle:
    fill: str | None  # a surface colour; None: no fill (the quiet button)
    words: str  # the label's colour
    border: str | None  # an outline when not focused (the focus ring is "highlight")
    pressed: str  # the fill while a finger or the mouse holds it down
    pressed_words: str  # the label's colour then


BUTTON_STYLES = {
    # one a screen: what most players want next (Start, Rematch, Done, Learn): ink on gold
    "primary": ButtonStyle(fill="accent", words="ink", border=None, pressed="panel_hi", pressed_words="text"),
    # everything else along a bar (Menu, Undo, Rules, Back): light words on a panel
    "secondary": ButtonStyle(
        fill="panel", words="text", border=None, pressed="panel_hi", pressed_words="text"
    ),
    # a secondary button on a sheet (game over, a question): the sheet is "panel" itself
    "raised": ButtonStyle(
        fill="panel_hi", words="text", border=None, pressed="background", pressed_words="text"
    ),
    # a way out that should not compete (Skip, See board): blue words in an outline
    "quiet": ButtonStyle(
        fill=None, words="highlight", border="panel_hi", pressed="panel", pressed_words="highlight"
    ),
}
DISABLED = ButtonStyle(fill="panel", words="muted", border=None, pressed="panel", pressed_words="muted")
# The names scenes used before the styles had roles.
STYLE_ALIASES = {"accent": "primary", "panel": "secondary"}


def button_style(name: str) -> ButtonStyle:
    return BUTTON_STYLES[STYLE_ALIASES.get(name, name)]


MIN_TAP_CSS = 44  # px: the smallest tap target, in CSS px as a phone shows it

# The keyboard's focus ring (widgets.draw_focus_ring): a band of the first colour between two
# thin bands of the second, drawn around what has the focus. The two reach FOCUS_RATIO with
# each other, and on every colour the app draws anything in (a button, a card, a board, a
# die) one of them does (WCAG 1.4.11 and 2.4.7; the two-colour indicator of technique C40):
# tests/test_focus_ring.py computes it.
FOCUS_RING = ("highlight", "background")
FOCUS_RATIO = LARGE_RATIO

# An overlay darkens the scene under it with this see-through black: "light" where what is
# under it matters (the final position beside the game-over sheet), "dim" under a dialog.
SCRIM = {"light": (0, 0, 0, 70), "dim": (0, 0, 0, 145)}

# -- spacing (canvas px at unit 1; Layout scales them) ----------------------------------------------
SPACING = {"margin": 20, "gap": 12, "tap": 64}

# -- motion: seconds at the normal speed; Settings.speed scales them (fast 0.45, off 0) ----------------
MOTION = {
    "roll": 0.65,  # a die rolling to its face (app/ui/dice.py)
    "slide": 0.28,  # a die sliding from one place to another (TRICE)
    "computer_beat": 0.35,  # before the computer moves, so people can follow
    "message": 4.0,  # a sentence in the coach line's box
    "toast": 4.0,  # a notice at the bottom of the screen
}
