"""A QR code picture of a text (a share link), for a phone's camera.

The symbol comes from segno (pure Python, no dependencies, BSD licence; pinned
in requirements.txt and shipped in the web bundle by tools/build_web.py). It
is drawn dark on white with the standard quiet zone of 4 modules, each module
a whole number of pixels (a blurred edge makes a code harder to read), as big
as `room` allows.
"""

import pygame

QUIET = 4  # modules of white around the symbol, as the standard asks
DARK = (0, 0, 0)
LIGHT = (255, 255, 255)


def modules(text: str) -> list[list[int]] | None:
    """The symbol's rows (lists of 0/1), without the quiet zone; None if segno is
    missing (then the link is shown in writing only)."""
    try:
        import segno  # only when something is shared: it costs a few ms to import
    except ImportError:
        return None
    symbol = segno.make_qr(text)  # the smallest version that holds it; error level L or better
    return [list(row) for row in symbol.matrix]


def picture(rows: list[list[int]] | None, room: int) -> pygame.Surface | None:
    """The symbol `rows` (from `modules`) as a square Surface of at most `room`
    pixels a side; None if a module would be under 2 px (too small to scan)."""
    if not rows:
        return None
    count = len(rows) + 2 * QUIET
    scale = room // count
    if scale < 2:
        return None
    small = pygame.Surface((count, count))
    small.fill(LIGHT)
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x + QUIET, y + QUIET), DARK)
    return pygame.transform.scale(small, (count * scale, count * scale))
