"""Draw TriDice's sprite sheets, icons and palette into sprites/.

    python tools/make_sprites.py [--out DIR]

Everything is drawn with pygame-ce at SUPER times the final size and shrunk
with smoothscale, which gives clean anti-aliased edges. The output is
byte-for-byte deterministic:
  * every shape is drawn opaque onto a fully transparent canvas, so the
    canvas is already "premultiplied" and the shrink averages colour and
    coverage correctly; the straight alpha is restored in Python;
  * the smoothscale backend is forced to GENERIC (plain C), so the result
    does not depend on which SIMD instructions the CPU offers;
  * sheets are assembled byte by byte (no alpha-blending blits);
  * JSON is written with a fixed key order.
sprites/sheets.json describes every sheet, so the app never hard-codes a
layout; sprites/palette.json holds the app's colours as hex strings.
"""

import argparse
import json
import math
import os
import sys
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "sprites")
SUPER = 4
DIE = 96  # die cell size, px
DIE_MARGIN = 3  # transparent border between the cell edge and the die body, px

# The app's colours. UI keys match app/ui/theme.py; TRI's four player colours
# are Okabe-Ito hues chosen to stay apart under protan, deutan and tritan
# colour vision; the close pairs are backed by the seats' marks (tests/test_colour.py).
PALETTE = {
    "background": "#1d2430",
    "panel": "#2a3342",
    "panel_hi": "#374357",
    "text": "#f2efe6",
    "muted": "#a9b2c0",
    "accent": "#f0b429",
    "highlight": "#56c2e6",
    "good": "#5ccf7a",
    "bad": "#ff8f8f",
    "trice_white": "#f2eee6",
    "trice_purple": "#6e3f9e",
    "trice_orange": "#ee8a22",
    "triad_black": "#2c2c30",
    "triad_orange": "#ee8a22",
    "tris2_ivory": "#efe5cc",
    "ink": "#24221f",
    "tri_players": ["#d55e00", "#0072b2", "#f0e442", "#cc79a7"],
}

# Die body colour, pip/ink colour and mark colour for each die kind.
TRICE_DICE = (  # row name, body, pips
    ("W", "trice_white", "#1d1c1f"),
    ("P", "trice_purple", "#f7f2ff"),
    ("O", "trice_orange", "#1d1c1f"),
)
TRIAD_DICE = (("black", "triad_black", "#f3ecd8"), ("orange", "triad_orange", "#1d1c1f"))
SYMBOLS = ("X", "O", "/")
TRI_MARKS = ("circle", "cross", "triangle", "diamond")

# Pip centres on a die face, in units of the cell size relative to its centre.
PIP_STEP = 0.235
PIP_LAYOUT = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


# ---- colours -------------------------------------------------------------


def rgb(value):
    value = PALETTE.get(value, value)
    return tuple(int(value[i : i + 2], 16) for i in (1, 3, 5))


def mix(a, b, t):
    """Colour a moved the fraction t towards colour b."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def darker(colour, t):
    return mix(colour, (0, 0, 0), t)


def lighter(colour, t):
    return mix(colour, (255, 255, 255), t)


# ---- canvases: draw big, shrink, restore straight alpha -------------------


class Image:
    """A finished picture: size and straight (non-premultiplied) RGBA bytes."""

    def __init__(self, width, height, data):
        self.width, self.height, self.data = width, height, bytes(data)

    def surface(self):
        return pygame.image.frombytes(self.data, (self.width, self.height), "RGBA")


def canvas(width, height):
    """A transparent canvas SUPER times the final size; draw only opaque colours on it."""
    surface = pygame.Surface((width * SUPER, height * SUPER), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    return surface


def shrink(surface):
    width, height = surface.get_width() // SUPER, surface.get_height() // SUPER
    small = pygame.transform.smoothscale(surface, (width, height))
    data = bytearray(pygame.image.tobytes(small, "RGBA"))
    # The canvas held only opaque pixels and (0,0,0,0), so the averaged colour
    # is premultiplied by coverage: divide it back out.
    for i in range(0, len(data), 4):
        alpha = data[i + 3]
        if alpha == 0:
            data[i] = data[i + 1] = data[i + 2] = 0
        elif alpha < 255:
            for k in range(i, i + 3):
                data[k] = min(255, (data[k] * 255 + alpha // 2) // alpha)
    return Image(width, height, data)


def sheet(rows):
    """Join equal-sized Images (a list of rows) into one Image, cell by cell."""
    cell_w, cell_h = rows[0][0].width, rows[0][0].height
    width, height = cell_w * len(rows[0]), cell_h * len(rows)
    data = bytearray(width * height * 4)
    for r, row in enumerate(rows):
        for c, image in enumerate(row):
            for y in range(cell_h):
                src = y * cell_w * 4
                dst = ((r * cell_h + y) * width + c * cell_w) * 4
                data[dst : dst + cell_w * 4] = image.data[src : src + cell_w * 4]
    return Image(width, height, data)


# ---- drawing primitives (coordinates in supersampled pixels) ---------------


def rounded(surface, colour, rect, radius):
    pygame.draw.rect(surface, colour, pygame.Rect(rect), border_radius=max(0, round(radius)))


def rounded_gradient(surface, top, bottom, rect, radius):
    """A rounded rectangle shaded from `top` colour to `bottom` colour, row by row."""
    rect = pygame.Rect(rect)
    radius = min(radius, rect.width / 2, rect.height / 2)
    for y in range(rect.top, rect.bottom):
        # horizontal inset of this row caused by the rounded corners
        dy = max(rect.top + radius - (y + 0.5), (y + 0.5) - (rect.bottom - radius), 0.0)
        inset = radius - math.sqrt(max(0.0, radius * radius - dy * dy)) if dy > 0 else 0.0
        x0, x1 = round(rect.left + inset), round(rect.right - inset)
        t = (y - rect.top) / max(1, rect.height - 1)
        surface.fill(mix(top, bottom, t), pygame.Rect(x0, y, x1 - x0, 1))


def stroke(surface, colour, start, end, width):
    """A thick line with round caps."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    nx, ny = -(y1 - y0) / length * width / 2, (x1 - x0) / length * width / 2
    pygame.draw.polygon(
        surface, colour, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]
    )
    for x, y in (start, end):
        pygame.draw.circle(surface, colour, (x, y), width / 2)


def glyph(surface, symbol, colour, centre, half, width):
    """The Tris 2 symbols: X, O or /, inside a square of side 2*half."""
    cx, cy = centre
    if symbol == "X":
        stroke(surface, colour, (cx - half, cy - half), (cx + half, cy + half), width)
        stroke(surface, colour, (cx - half, cy + half), (cx + half, cy - half), width)
    elif symbol == "O":
        pygame.draw.circle(surface, colour, (cx, cy), half + width / 4, round(width))
    else:
        stroke(surface, colour, (cx - half, cy + half), (cx + half, cy - half), width)


# ---- dice ------------------------------------------------------------------


def die_body(surface, body, size=DIE * SUPER, offset=(0, 0)):
    """A rounded die with a bevel: light top-left rim, dark bottom-right rim.
    Returns the face rectangle (where pips or symbols go)."""
    ox, oy = offset
    margin = DIE_MARGIN * SUPER * size / (DIE * SUPER)
    line = 0.011 * size  # outline, about 1 px at 96
    bevel = 0.05 * size
    radius = 0.19 * size
    outer = pygame.Rect(
        round(ox + margin), round(oy + margin), round(size - 2 * margin), round(size - 2 * margin)
    )
    rounded(surface, darker(body, 0.55), outer, radius)
    inner = outer.inflate(-2 * round(line), -2 * round(line))
    rounded(surface, darker(body, 0.22), inner, radius - line)
    rounded(
        surface,
        lighter(body, 0.55),
        (inner.x, inner.y, inner.w - round(bevel), inner.h - round(bevel)),
        radius - line,
    )
    half = round(bevel / 2)
    face = pygame.Rect(inner.x + half, inner.y + half, inner.w - 3 * half, inner.h - 3 * half)
    rounded_gradient(surface, lighter(body, 0.16), darker(body, 0.04), face, radius - line - half)
    return face


def pip_die(body, pips, value):
    surface = canvas(DIE, DIE)
    face = die_body(surface, body)
    size = DIE * SUPER
    radius = 0.083 * size
    dent = 0.012 * size  # a darker crescent top-left makes the pip look sunk in
    for dx, dy in PIP_LAYOUT[value]:
        x, y = face.centerx + dx * PIP_STEP * size, face.centery + dy * PIP_STEP * size
        pygame.draw.circle(surface, darker(body, 0.45), (x, y), radius)
        pygame.draw.circle(surface, pips, (x + dent / 2, y + dent / 2), radius - dent / 2)
    return shrink(surface)


def roman_die(body, ink, value):
    """I, II or III drawn as serifed bars."""
    surface = canvas(DIE, DIE)
    face = die_body(surface, body)
    size = DIE * SUPER
    bar, gap, height = 0.085 * size, 0.07 * size, 0.44 * size
    serif, overhang = 0.055 * size, 0.045 * size
    total = value * bar + (value - 1) * gap
    left, top = face.centerx - total / 2, face.centery - height / 2
    for i in range(value):
        x = left + i * (bar + gap)
        surface.fill(ink, pygame.Rect(round(x), round(top), round(bar), round(height)))
    for y in (top, top + height - serif):
        surface.fill(
            ink, pygame.Rect(round(left - overhang), round(y), round(total + 2 * overhang), round(serif))
        )
    return shrink(surface)


def symbol_die(symbol):
    surface = canvas(DIE, DIE)
    face = die_body(surface, rgb("tris2_ivory"))
    size = DIE * SUPER
    glyph(surface, symbol, rgb("ink"), face.center, 0.175 * size, 0.085 * size)
    return shrink(surface)


def blank_symbol_die():
    """The Tris 2 die with nothing on it: the app composes its symbols at sizes of
    its own (app/boards/tris2/pictures.py), larger side symbols on a small die."""
    surface = canvas(DIE, DIE)
    die_body(surface, rgb("tris2_ivory"))
    return shrink(surface)


SYMBOL_CELL = 64  # the Tris 2 symbols alone, as large as their cell allows (scaled down to 9-45 px)


def ink_symbol(symbol):
    """X, O or / filling its cell: an X's or a /'s strokes (round caps) end 2 px in from
    its edges; the stroke is a fifth of that, thick enough to read at 9 px."""
    surface = canvas(SYMBOL_CELL, SYMBOL_CELL)
    size = SYMBOL_CELL * SUPER
    width = 0.19 * size
    half = (size - 4 * SUPER - width) / 2
    glyph(surface, symbol, rgb("ink"), (size / 2, size / 2), half, width)
    return shrink(surface)


# ---- colour-blind marks: drawn in the border band, never over a pip ---------


def mark_band():
    """The rounded rectangle, in supersampled px, along which marks run."""
    size = DIE * SUPER
    inset = 0.115 * size
    return pygame.Rect(round(inset), round(inset), round(size - 2 * inset), round(size - 2 * inset))


def band_points(step):
    """Points spaced about `step` apart around the mark band (straight sides
    and quarter-circle corners)."""
    rect = mark_band()
    radius = 0.11 * DIE * SUPER
    straight_w, straight_h = rect.width - 2 * radius, rect.height - 2 * radius
    perimeter = 2 * (straight_w + straight_h) + 2 * math.pi * radius
    count = max(4, round(perimeter / step))
    # walk clockwise from the top-left end of the top side; a line's direction is (dx, dy),
    # an arc's its start angle in degrees
    segments: list[tuple[str, tuple[float, float], Any, float]] = [
        ("line", (rect.left + radius, rect.top), (1, 0), straight_w),
        ("arc", (rect.right - radius, rect.top + radius), -90, math.pi * radius / 2),
        ("line", (rect.right, rect.top + radius), (0, 1), straight_h),
        ("arc", (rect.right - radius, rect.bottom - radius), 0, math.pi * radius / 2),
        ("line", (rect.right - radius, rect.bottom), (-1, 0), straight_w),
        ("arc", (rect.left + radius, rect.bottom - radius), 90, math.pi * radius / 2),
        ("line", (rect.left, rect.bottom - radius), (0, -1), straight_h),
        ("arc", (rect.left + radius, rect.top + radius), 180, math.pi * radius / 2),
    ]
    points = []
    for i in range(count):
        distance = (i + 0.5) * perimeter / count
        for kind, origin, direction, length in segments:
            if distance <= length:
                if kind == "line":
                    points.append((origin[0] + direction[0] * distance, origin[1] + direction[1] * distance))
                else:
                    angle = math.radians(direction) + distance / radius
                    points.append(
                        (origin[0] + radius * math.cos(angle), origin[1] + radius * math.sin(angle))
                    )
                break
            distance -= length
    return points


def mark_ring(colour):
    """White dice: one plain thin ring."""
    surface = canvas(DIE, DIE)
    pygame.draw.rect(
        surface,
        colour,
        mark_band(),
        width=round(0.022 * DIE * SUPER),
        border_radius=round(0.11 * DIE * SUPER),
    )
    return shrink(surface)


def mark_hatch(colour):
    """Purple dice: a band of short diagonal strokes."""
    surface = canvas(DIE, DIE)
    size = DIE * SUPER
    half = 0.035 * size
    for x, y in band_points(0.075 * size):
        stroke(surface, colour, (x - half, y + half), (x + half, y - half), 0.022 * size)
    return shrink(surface)


def mark_dots(colour):
    """Orange dice: a dotted border."""
    surface = canvas(DIE, DIE)
    size = DIE * SUPER
    for x, y in band_points(0.07 * size):
        pygame.draw.circle(surface, colour, (x, y), 0.021 * size)
    return shrink(surface)


# ---- TRI player marks and the icon ----------------------------------------


def tri_mark(shape):
    """White shapes on transparent, for the app to tint."""
    surface = canvas(48, 48)
    size = 48 * SUPER
    c, white = size / 2, (255, 255, 255)
    if shape == "circle":
        pygame.draw.circle(surface, white, (c, c), 0.34 * size)
    elif shape == "cross":
        h = 0.27 * size
        stroke(surface, white, (c - h, c - h), (c + h, c + h), 0.17 * size)
        stroke(surface, white, (c - h, c + h), (c + h, c - h), 0.17 * size)
    elif shape == "triangle":
        r = 0.4 * size
        cy = c + 0.08 * size  # optical centre: the triangle's mass sits low
        pygame.draw.polygon(
            surface,
            white,
            [(c + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in (-90, 30, 150)],
        )
    else:
        r = 0.4 * size
        pygame.draw.polygon(surface, white, [(c, c - r), (c + r * 0.8, c), (c, c + r), (c - r * 0.8, c)])
    return shrink(surface)


def icon(px):
    """A tilted white die showing three pips in the three TRICE colours, on a
    rounded dark tile."""
    surface = canvas(px, px)
    size = px * SUPER
    rounded(surface, rgb("background"), (0, 0, size, size), 0.2 * size)
    die_size = round(0.74 * size)
    die = pygame.Surface((die_size, die_size), pygame.SRCALPHA)
    die.fill((0, 0, 0, 0))
    body = rgb("trice_white")
    face = die_body(die, body, die_size)
    for (dx, dy), colour in zip(PIP_LAYOUT[3], ("trice_purple", "ink", "trice_orange")):
        x, y = face.centerx + dx * 0.24 * die_size, face.centery + dy * 0.24 * die_size
        pygame.draw.circle(die, rgb(colour), (x, y), 0.1 * die_size)
    # rotate is nearest-neighbour, so every pixel stays opaque or fully clear;
    # the mask copies the opaque ones exactly (no blending arithmetic)
    tilted = pygame.transform.rotate(die, -12)
    opaque = pygame.mask.from_surface(tilted, 254)
    opaque.to_surface(
        surface, setsurface=tilted, unsetcolor=None, dest=tilted.get_rect(center=(size / 2, size / 2)).topleft
    )
    return shrink(surface)


# ---- output ----------------------------------------------------------------


def build():
    """Every sheet: name -> (Image, column names, row names)."""
    pip_rows = [[pip_die(rgb(body), rgb(pips), v) for v in range(1, 7)] for _, body, pips in TRICE_DICE]
    marks = [mark_ring(rgb("#6b6558")), mark_hatch(rgb("#eadcff")), mark_dots(rgb("#5a2c06"))]
    roman_rows = [[roman_die(rgb(body), rgb(ink), v) for v in (1, 2, 3)] for _, body, ink in TRIAD_DICE]
    return {
        "dice_pips": (sheet(pip_rows), ["1", "2", "3", "4", "5", "6"], [name for name, _, _ in TRICE_DICE]),
        "dice_marks": (sheet([marks]), [name for name, _, _ in TRICE_DICE], ["mark"]),
        "dice_roman": (sheet(roman_rows), ["I", "II", "III"], [name for name, _, _ in TRIAD_DICE]),
        "dice_symbols": (
            sheet([[symbol_die(s) for s in SYMBOLS] + [blank_symbol_die()]]),
            list(SYMBOLS) + ["blank"],
            ["ivory"],
        ),
        "symbols_ink": (sheet([[ink_symbol(s) for s in SYMBOLS]]), list(SYMBOLS), ["ink"]),
        "tri_marks": (sheet([[tri_mark(s) for s in TRI_MARKS]]), list(TRI_MARKS), ["white"]),
    }


def to_json(value, indent=0):
    """JSON text, one line per entry unless the entry fits on one line."""
    flat = json.dumps(value)
    if not isinstance(value, (dict, list)) or indent + len(flat) <= 96:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k)}: {to_json(v, indent + 2)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + to_json(v, indent + 2) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def write_json(path, value):
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(to_json(value) + "\n")


def generate(out_dir=DEFAULT_OUT):
    """Write every sprite file into out_dir; return the file names written."""
    previous = pygame.transform.get_smoothscale_backend()
    pygame.transform.set_smoothscale_backend("GENERIC")
    try:
        return _write_all(out_dir)
    finally:  # leave pygame as we found it (tests share the process)
        pygame.transform.set_smoothscale_backend(previous)


def _write_all(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    written = []
    index: dict[str, Any] = {"version": 1, "sheets": {}, "images": {}}  # sheets.json
    for name, (image, columns, rows) in build().items():
        filename = f"{name}.png"
        pygame.image.save(image.surface(), os.path.join(out_dir, filename))
        index["sheets"][name] = {
            "file": filename,
            "cell": [image.width // len(columns), image.height // len(rows)],
            "columns": columns,
            "rows": rows,
        }
        written.append(filename)
    for name, px in (("icon", 64), ("icon_192", 192)):
        filename = f"{name}.png"
        pygame.image.save(icon(px).surface(), os.path.join(out_dir, filename))
        index["images"][name] = {"file": filename, "size": [px, px]}
        written.append(filename)
    write_json(os.path.join(out_dir, "sheets.json"), index)
    write_json(os.path.join(out_dir, "palette.json"), PALETTE)
    return written + ["sheets.json", "palette.json"]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=DEFAULT_OUT, help="output folder (default: sprites/)")
    args = parser.parse_args(argv)
    for name in generate(args.out):
        path = os.path.join(args.out, name)
        print(f"{os.path.getsize(path):8d}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
