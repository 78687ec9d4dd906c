"""The tables of docs/design.md's design system, computed from the code.

Each table sits in the page between two comments, `<!-- design_doc: NAME -->` and
`<!-- /design_doc: NAME -->`; this rewrites what is between them and nothing else
(the words around the tables are written by hand). tests/test_design.py fails when a
table in the page differs from what the code gives now.

    python tools/design_doc.py            # rewrite the tables in docs/design.md
    python tools/design_doc.py --check    # exit 1 if a table is out of date

The type scale and spacing are app/ui/layout.py's Layout at each shape (the browser's
canvas is layout.browser_canvas of the phone's CSS size, shown at that many canvas px
per CSS px); colours are the palette as the game loads it (app/ui/theme.py: sprites/
palette.json over app/ui/design.py), ratios WCAG's (design.contrast); motion is the
constants the animations use, scaled as the code scales them by Settings' speed.
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from app.saved import settings  # noqa: E402
from app.ui import design, layout

PAGE = os.path.join(ROOT, "docs", "design.md")

# (heading, the phone's or window's CSS size, True: the browser's canvas for that page)
SHAPES = (
    ("390x844", (390, 844), False),
    ("390x844 browser", (390, 844), True),
    ("320x568", (320, 568), False),
    ("320x568 browser", (320, 568), True),
    ("1280x720", (1280, 720), False),
)


def layout_at(css_size, browser):
    """The Layout a player sees on a page or window of `css_size`, and its canvas size."""
    if not browser:
        return layout.Layout(css_size), css_size
    canvas = layout.browser_canvas(css_size)
    return layout.Layout(canvas, min(canvas) / min(css_size)), canvas


def shape_heading(name, css_size, browser):
    if not browser:
        return name
    canvas = layout.browser_canvas(css_size)
    return f"{name} ({canvas[0]}x{canvas[1]} at {css_size[0]})"


def px(value, lay):
    """A size as a player reads it: canvas px, and CSS px where they differ."""
    if lay.css_scale == 1:
        return str(int(value))
    return f"{int(value)} ({value / lay.css_scale:.1f})"


def table(head, rows, right=()):
    marks = ["---:" if i in right else "---" for i in range(len(head))]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join(marks) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def type_scale():
    lays = [layout_at(size, browser)[0] for _, size, browser in SHAPES]
    head = ["role", "base", "floor", "minimum", "weight"] + [shape_heading(*s) for s in SHAPES]
    rows = []
    for role, spec in design.TEXT_ROLES.items():
        attr = design.LAYOUT_NAMES[role]
        rows.append(
            [
                f"{role} (`lay.{attr}`)",
                spec.base,
                spec.floor,
                spec.minimum if spec.minimum % 1 else int(spec.minimum),
                "bold" if spec.bold else "regular",
            ]
            + [px(getattr(lay, attr), lay) for lay in lays]
        )
    return table(head, rows, right=[i for i in range(1, len(head)) if i != 4])


def spacing():
    lays = [layout_at(size, browser)[0] for _, size, browser in SHAPES]
    head = ["token", "base"] + [shape_heading(*s) for s in SHAPES]
    rows = []
    for name in ("margin", "gap", "tap"):
        rows.append([f"`lay.{name}`", design.SPACING[name]] + [px(getattr(lay, name), lay) for lay in lays])
    rows.append(["unit (short side / 720)", 1] + [f"{lay.unit:.3g}" for lay in lays])
    return table(head, rows, right=range(1, len(head)))


def theme_colours():
    """The palette as the game loads it."""
    pygame.init()
    from app.ui.theme import Theme

    theme = Theme()
    return {name: tuple(theme.colour(name))[:3] for name in design.PALETTE}


def hexed(colour):
    return "#{:02x}{:02x}{:02x}".format(*tuple(colour[:3]))


def palette():
    colours = theme_colours()
    notes = palette_notes()
    rows = [[f"`{name}`", f"`{hexed(colour)}`", notes.get(name, "")] for name, colour in colours.items()]
    return table(["role", "colour", "what it is for"], rows)


def palette_notes():
    """The comment beside each colour in app/ui/design.py's PALETTE, as the page's words."""
    notes = {}
    path = os.path.join(ROOT, "app", "ui", "design.py")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    block = text[text.index("PALETTE = {") :]
    block = block[: block.index("\n}")]
    for name, note in re.findall(r'"(\w+)":\s*"#[0-9a-fA-F]{6}",\s*#\s*(.*)', block):
        notes[name] = note.strip()
    return notes


def contrast_rows():
    """(words, ground, ratio, the ratio it must reach) for every pair the app draws."""
    colours = theme_colours()
    rows: list[tuple[str, str, float, float | None]] = []
    for (words, ground), need in design.TEXT_ON.items():
        rows.append((words, ground, design.contrast(colours[words], colours[ground]), need))
    for (words, surface), need in design.INK_ON_LIGHT.items():
        light = design.hex_colour(design.LIGHT_SURFACES[surface])
        rows.append((words, f"{surface} ({hexed(light)})", design.contrast(colours[words], light), need))
    for words in design.INACTIVE:
        for ground in ("background", "panel"):
            rows.append((words, ground, design.contrast(colours[words], colours[ground]), None))
    return rows


def contrast():
    rows = [
        [
            f"`{words}`",
            ground if "(" in ground else f"`{ground}`",
            f"{ratio:.2f}:1",
            f"{need:g}:1" if need else "none (switched off)",
        ]
        for words, ground, ratio, need in contrast_rows()
    ]
    return table(["text", "on", "contrast", "must reach"], rows, right=(2, 3))


def buttons():
    colours = theme_colours()
    rows = []
    styles = list(design.BUTTON_STYLES.items()) + [("disabled", design.DISABLED)]
    for name, style in styles:
        grounds = [style.fill] if style.fill else ["background", "panel"]
        at_rest = ", ".join(
            f"{design.contrast(colours[style.words], colours[g]):.2f}:1 on `{g}`" for g in grounds
        )
        pressed = design.contrast(colours[style.pressed_words], colours[style.pressed])
        fill = f"`{style.fill}`" if style.fill else f"none, outline `{style.border}`"
        rows.append(
            [
                name,
                fill,
                f"`{style.words}`",
                at_rest,
                f"`{style.pressed_words}` on `{style.pressed}`: {pressed:.2f}:1",
            ]
        )
    return table(["style", "fill", "words", "contrast", "pressed"], rows)


# name: (module, constant, how the animation setting applies, what it times)
MOTION = {
    "a die rolling": (
        "app.ui.dice",
        "ROLL_S",
        "scaled",
        "dice everywhere (TRI's battles, the bonus die, TRICE's setup roll)",
    ),
    "TRICE: a die sliding": (
        "app.boards.trice.moving_dice",
        "SLIDE_S",
        "scaled",
        "a die given, a die placed",
    ),
    "Triad: a die sliding": (
        "app.boards.triad.motion",
        "SLIDE_BASE_S",
        "scaled",
        "plus the next row's time a cell",
    ),
    "Triad: each cell slid": ("app.boards.triad.motion", "SLIDE_CELL_S", "scaled", ""),
    "Tris 2: a die tipping over": ("app.boards.tris2.motion", "TIP_S", "scaled", "a roll to the next cell"),
    "Tris 2: a die turning in place": (
        "app.boards.tris2.motion",
        "FLIP_S",
        "scaled",
        "the advanced placement's turn",
    ),
    "TRI: a triangle just taken glows": ("app.boards.tri.glow", "FLASH_S", "scaled", ""),
    "TRI: a battle's reveal stays": ("app.boards.tri.battle", "REVEAL_S", "scaled", "a tap skips it"),
    "TRI: the bonus die stays": ("app.boards.tri.bonus", "BONUS_S", "scaled", ""),
    "a win celebrated: light and confetti": (
        "app.ui.celebration",
        "DURATION",
        "scaled",
        "a person here won; then nothing moves",
    ),
    "a beat before the computer moves": ("app.play.sources", "AI_PAUSE_S", "scaled", "so people can follow"),
    "a beat before a lesson's reply": ("app.play.lesson", "PAUSE_S", "scaled", ""),
    "TRICE: the setup roll stays": ("app.boards.trice.setup_roll", "READ_S", "half", "a tap cuts it short"),
    "replay: one move each": (
        "app.play.replay",
        "READ_S",
        "reading",
        "Play's pace; off: moves jump, same pace",
    ),
    "a sentence in the coach line's box": ("app.scenes.board", "MESSAGE_S", "kept", "reading time"),
    "a notice at the bottom": ("app.app", "TOAST_S", "kept", "reading time; taps pass through it"),
}


def motion_value(module, constant):
    import importlib

    return getattr(importlib.import_module(module), constant)


def at_speed(seconds, rule, factor):
    if rule == "scaled":
        return seconds * factor
    if rule == "half":  # never under half
        return seconds * max(0.5, factor)
    if rule == "reading":  # never under half the pace, and the full pace with animations off
        return seconds * (max(0.5, factor) if factor > 0 else 1.0)
    return seconds


def motion():
    speeds = settings.SPEED_FACTORS
    head = ["what", "constant"] + [f"{name} (x{factor:g})" for name, factor in speeds.items()] + ["note"]
    rows = []
    for what, (module, constant, rule, note) in MOTION.items():
        seconds = motion_value(module, constant)
        rows.append(
            [what, f"`{'/'.join(module.split('.')[-2 if 'boards' in module else -1 :])}.{constant}`"]
            + [f"{at_speed(seconds, rule, factor):.2f} s" for factor in speeds.values()]
            + [note]
        )
    return table(head, rows, right=range(2, 2 + len(speeds)))


TABLES = {
    "type": type_scale,
    "spacing": spacing,
    "palette": palette,
    "contrast": contrast,
    "buttons": buttons,
    "motion": motion,
}


def block(name):
    return re.compile(rf"(<!-- design_doc: {name} -->\n)(.*?)(<!-- /design_doc: {name} -->)", re.S)


def tables_in(text):
    """NAME -> the table the page holds for it (None where the page has no such block)."""
    found = {}
    for name in TABLES:
        match = block(name).search(text)
        found[name] = match.group(2).strip() if match else None
    return found


def rewrite(text):
    for name, make in TABLES.items():
        pattern = block(name)
        if not pattern.search(text):
            raise SystemExit(f"docs/design.md has no '<!-- design_doc: {name} -->' block")
        fresh = make()
        text = pattern.sub(lambda m, fresh=fresh: m.group(1) + fresh + "\n" + m.group(3), text)
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a table in the page is out of date")
    args = parser.parse_args()
    with open(PAGE, encoding="utf-8") as handle:
        text = handle.read()
    fresh = rewrite(text)
    if args.check:
        if fresh != text:
            print("docs/design.md: a design table differs from the code (python tools/design_doc.py)")
            sys.exit(1)
        return
    if fresh != text:
        with open(PAGE, "w", encoding="utf-8") as handle:
            handle.write(fresh)
        print("docs/design.md: tables rewritten")


if __name__ == "__main__":
    main()
