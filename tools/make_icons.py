"""Draw the pictures around the game into web/images/: home-screen icons, the link
preview and the itch.io cover.

    python tools/make_icons.py [--out DIR]

  icon-192.png, icon-512.png   the app icon (sprites/icon.png's tilted die on its rounded
                               tile) for the web app manifest, purpose "any"
  icon-maskable-512.png        the same die on a full-bleed square, small enough to stay
                               inside the maskable safe zone (a circle of 40% of the size
                               around the centre), for launchers that cut their own shape
  apple-touch-icon.png         180x180, opaque (iOS rounds the corners itself and shows
                               transparency as black)
  og-image.png                 1200x630, the picture a shared link shows (og:image)
  itch-cover.png               630x500, the cover itch.io shows in its lists

None of these goes into the game bundle: tools/build_web.py puts the page's pictures
beside index.html, and tools/release.py puts the cover into build/itch/.

Drawn with tools/make_sprites.py's helpers, at SUPER times the final size and shrunk
with the GENERIC (plain C) smoothscale, so the files are byte-for-byte the same on
every machine with the pinned pygame-ce. Text uses the bundled DejaVu Sans Bold.
"""

import argparse
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_sprites as ms  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "web", "images")
BOLD = os.path.join(ROOT, "fonts", "DejaVuSans-Bold.ttf")
BOOK = os.path.join(ROOT, "fonts", "DejaVuSans.ttf")
SUPER = ms.SUPER

# name -> (width, height): every picture this tool writes.
PICTURES = {
    "icon-192.png": (192, 192),
    "icon-512.png": (512, 512),
    "icon-maskable-512.png": (512, 512),
    "apple-touch-icon.png": (180, 180),
    "og-image.png": (1200, 630),
    "itch-cover.png": (630, 500),
}
# The maskable icon's die, as a fraction of the icon's side: tilted 12 degrees its
# corners reach 0.74 * 0.5 * (cos 12 + sin 12) = 0.44 of the side from the centre at
# most, and the die body sits inside a transparent margin, so the drawn pixels stay
# within the safe circle of radius 0.40 (tests/test_release.py measures it).
MASKABLE_DIE = 0.52
APPLE_DIE = 0.62
TILT = -12
TAGLINE = "Four little dice games"
GAMES_LINE = "TRICE \u00b7 Tris 2 \u00b7 Triad \u00b7 TRI"


# ---- dice at any size (make_sprites draws its sheets at one fixed size) ----------------


def die_surface(kind, size):
    """One die, opaque on transparent, `size` px square (already supersampled).
    kind: ("pips", body, ink, value), ("roman", body, ink, value) or ("symbol", symbol)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    if kind[0] == "symbol":
        face = ms.die_body(surface, ms.rgb("tris2_ivory"), size)
        ms.glyph(surface, kind[1], ms.rgb("ink"), face.center, 0.175 * size, 0.085 * size)
        return surface
    _, body, ink, value = kind
    body, ink = ms.rgb(body), ms.rgb(ink)
    face = ms.die_body(surface, body, size)
    if kind[0] == "pips":
        radius, dent = 0.083 * size, 0.012 * size
        for dx, dy in ms.PIP_LAYOUT[value]:
            x, y = face.centerx + dx * ms.PIP_STEP * size, face.centery + dy * ms.PIP_STEP * size
            pygame.draw.circle(surface, ms.darker(body, 0.45), (x, y), radius)
            pygame.draw.circle(surface, ink, (x + dent / 2, y + dent / 2), radius - dent / 2)
        return surface
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
    return surface


def icon_die(size):
    """The app icon's die: white, three pips in the three TRICE colours."""
    die = pygame.Surface((size, size), pygame.SRCALPHA)
    die.fill((0, 0, 0, 0))
    face = ms.die_body(die, ms.rgb("trice_white"), size)
    for (dx, dy), colour in zip(ms.PIP_LAYOUT[3], ("trice_purple", "ink", "trice_orange")):
        x, y = face.centerx + dx * 0.24 * size, face.centery + dy * 0.24 * size
        pygame.draw.circle(die, ms.rgb(colour), (x, y), 0.1 * size)
    return die


def place(surface, die, centre, angle):
    """Tilt `die` and copy its opaque pixels onto `surface` around `centre` (no blending:
    rotate is nearest-neighbour, so every pixel is opaque or clear)."""
    tilted = pygame.transform.rotate(die, angle)
    opaque = pygame.mask.from_surface(tilted, 254)
    opaque.to_surface(
        surface,
        setsurface=tilted,
        unsetcolor=None,
        dest=tilted.get_rect(center=(round(centre[0]), round(centre[1]))).topleft,
    )


def opaque_canvas(width, height):
    """A canvas SUPER times the final size, filled with the background colour (it has an
    alpha channel only so `place` can copy dice onto it; every pixel stays opaque)."""
    surface = pygame.Surface((width * SUPER, height * SUPER), pygame.SRCALPHA)
    surface.fill(ms.rgb("background") + (255,))
    return surface


def shrink_opaque(surface):
    """An opaque picture drawn at SUPER times its size, smoothly shrunk, without alpha."""
    width, height = surface.get_width() // SUPER, surface.get_height() // SUPER
    small = pygame.transform.smoothscale(surface, (width, height))
    flat = pygame.Surface((width, height))
    flat.blit(small, (0, 0))  # every pixel has alpha 255: the copy is exact
    return flat


# ---- icons ------------------------------------------------------------------------------


def tile_icon(px, die_fraction, corner, opaque):
    """The dark tile with the tilted icon die. corner: the tile's corner radius as a
    fraction of its side (0: a full square). opaque: no transparent pixel at all."""
    size = px * SUPER
    if opaque:
        surface = opaque_canvas(px, px)
        place(surface, icon_die(round(die_fraction * size)), (size / 2, size / 2), TILT)
        return shrink_opaque(surface)
    surface = ms.canvas(px, px)
    ms.rounded(surface, ms.rgb("background"), (0, 0, size, size), corner * size)
    place(surface, icon_die(round(die_fraction * size)), (size / 2, size / 2), TILT)
    return ms.shrink(surface).surface()


# ---- the link preview and the cover ------------------------------------------------------


def text(surface, words, font_path, px, colour, centre=None, topleft=None):
    font = pygame.font.Font(font_path, px)
    label = font.render(words, True, colour)
    rect = label.get_rect(center=centre) if centre is not None else label.get_rect(topleft=topleft)
    surface.blit(label, rect)
    return rect


def dice_row(surface, centre, die, spread):
    """The three games' dice side by side, each tilted its own way: a TRICE pip die, a
    Triad numeral die and a Tris 2 symbol die."""
    kinds = (("pips", "trice_purple", "#f7f2ff", 5), ("roman", "triad_orange", "#1d1c1f", 3), ("symbol", "X"))
    angles = (10, -6, 8)
    lifts = (0.1, -0.12, 0.06)
    for index, (kind, angle, lift) in enumerate(zip(kinds, angles, lifts)):
        x = centre[0] + (index - 1) * spread
        y = centre[1] + lift * die
        place(surface, die_surface(kind, die), (x, y), angle)


def triangles(surface, rect, colours):
    """A strip of TRI's coloured triangles along the bottom edge of `rect`."""
    count = len(colours) * 6
    step = rect.width / (count + 1)  # each triangle is two steps wide and overlaps the next
    for i in range(count):
        x = rect.x + i * step
        colour = ms.rgb(colours[i % len(colours)])
        if i % 2 == 0:
            points = [(x, rect.bottom), (x + step * 2, rect.bottom), (x + step, rect.top)]
        else:
            points = [(x, rect.top), (x + step * 2, rect.top), (x + step, rect.bottom)]
        pygame.draw.polygon(surface, colour, [(round(a), round(b)) for a, b in points])


def og_image():
    width, height = PICTURES["og-image.png"]
    s = SUPER
    surface = opaque_canvas(width, height)
    panel = pygame.Rect(40 * s, 40 * s, (width - 80) * s, (height - 80) * s)
    ms.rounded(surface, ms.rgb("panel"), panel, 36 * s)
    triangles(
        surface,
        pygame.Rect(panel.x + 36 * s, panel.bottom - 64 * s, panel.width - 72 * s, 28 * s),
        ms.PALETTE["tri_players"],
    )
    left = panel.x + 64 * s
    text(surface, "TriDice", BOLD, 132 * s, ms.rgb("accent"), topleft=(left, panel.y + 70 * s))
    text(surface, TAGLINE, BOLD, 44 * s, ms.rgb("text"), topleft=(left, panel.y + 250 * s))
    text(surface, GAMES_LINE, BOOK, 34 * s, ms.rgb("muted"), topleft=(left, panel.y + 322 * s))
    text(
        surface,
        "Play in the browser, by touch, mouse or keys",
        BOOK,
        28 * s,
        ms.rgb("muted"),
        topleft=(left, panel.y + 380 * s),
    )
    dice_row(surface, (panel.right - 262 * s, panel.y + 215 * s), 140 * s, 156 * s)
    return shrink_opaque(surface)


def itch_cover():
    width, height = PICTURES["itch-cover.png"]
    s = SUPER
    surface = opaque_canvas(width, height)
    triangles(surface, pygame.Rect(0, (height - 34) * s, width * s, 34 * s), ms.PALETTE["tri_players"])
    text(surface, "TriDice", BOLD, 104 * s, ms.rgb("accent"), centre=(width / 2 * s, 92 * s))
    dice_row(surface, (width / 2 * s, 250 * s), 138 * s, 170 * s)
    text(surface, TAGLINE, BOLD, 34 * s, ms.rgb("text"), centre=(width / 2 * s, 378 * s))
    text(surface, GAMES_LINE, BOOK, 27 * s, ms.rgb("muted"), centre=(width / 2 * s, 424 * s))
    return shrink_opaque(surface)


def draw(name):
    """The pygame Surface for one of PICTURES."""
    if name == "icon-192.png":
        return ms.icon(192).surface()
    if name == "icon-512.png":
        return ms.icon(512).surface()
    if name == "icon-maskable-512.png":
        return tile_icon(512, MASKABLE_DIE, 0, opaque=True)
    if name == "apple-touch-icon.png":
        return tile_icon(180, APPLE_DIE, 0, opaque=True)
    if name == "og-image.png":
        return og_image()
    if name == "itch-cover.png":
        return itch_cover()
    raise KeyError(name)


def generate(out_dir=DEFAULT_OUT, names=None):
    """Write the pictures (all, or `names`) into out_dir; return the names written."""
    pygame.font.init()
    previous = pygame.transform.get_smoothscale_backend()
    pygame.transform.set_smoothscale_backend("GENERIC")
    try:
        os.makedirs(out_dir, exist_ok=True)
        written = []
        for name in names or PICTURES:
            picture = draw(name)
            if picture.get_size() != PICTURES[name]:
                raise AssertionError(f"{name} came out {picture.get_size()}, not {PICTURES[name]}")
            pygame.image.save(picture, os.path.join(out_dir, name))
            written.append(name)
        return written
    finally:  # leave pygame as we found it (tests share the process)
        pygame.transform.set_smoothscale_backend(previous)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=DEFAULT_OUT, help="output folder (default: web/images/)")
    args = parser.parse_args(argv)
    for name in generate(args.out):
        path = os.path.join(args.out, name)
        print(f"{os.path.getsize(path):8d}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
