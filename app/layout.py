"""Screen shapes: the canvas size, orientation and the unit sizes scenes lay out with.

Natively the window is resizable and the canvas is the window. In the browser
pygbag scales a fixed canvas to the page, so we choose portrait (720x1280) or
landscape (1280x720) from the browser window's shape and switch when it turns.
"""

import math

import pygame

PORTRAIT = (720, 1280)
LANDSCAPE = (1280, 720)
MIN_SIZE = (320, 480)
MIN_TAP_CSS = 44  # px: smallest tap target at the size a phone shows it


def browser_canvas(inner):
    """Canvas size for a browser window of CSS size `inner` (w, h)."""
    width, height = inner
    return PORTRAIT if height >= width else LANDSCAPE


class Layout:
    """Sizes derived from the canvas: scenes ask this, never hard-code pixels."""

    def __init__(self, size, css_scale=1.0):
        self.size = (max(1, size[0]), max(1, size[1]))
        self.width, self.height = self.size
        self.portrait = self.height >= self.width
        # canvas pixels per CSS pixel on the device (1 natively)
        self.css_scale = css_scale
        short = min(self.width, self.height)
        self.unit = max(0.45, min(1.6, short / 720))
        self.tap = max(math.ceil(MIN_TAP_CSS * css_scale), int(64 * self.unit))
        self.margin = max(8, int(20 * self.unit))
        self.gap = max(6, int(12 * self.unit))
        self.text = max(15, int(28 * self.unit))
        self.small = max(13, int(22 * self.unit))
        self.title = max(24, int(56 * self.unit))
        self.heading = max(18, int(36 * self.unit))

    @property
    def rect(self):
        return pygame.Rect(0, 0, self.width, self.height)

    def column(self, max_width=None):
        """A centred content column with margins."""
        width = self.width - 2 * self.margin
        if max_width:
            width = min(width, int(max_width * self.unit))
        return pygame.Rect((self.width - width) // 2, self.margin, width,
                           self.height - 2 * self.margin)
