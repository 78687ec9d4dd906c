"""Subset DejaVu Sans (Book and Bold) to the characters TriDice shows.

    python tools/make_font.py [--source DIR] [--out DIR]

The source is Debian's fonts-dejavu-core (/usr/share/fonts/truetype/dejavu/);
its copyright file supplies fonts/LICENSE.txt, the Bitstream Vera licence
under which DejaVu may be redistributed and modified (the names contain
neither "Bitstream" nor "Vera", as that licence asks of modified fonts).
The subset keeps Basic Latin, Latin-1, Latin Extended-A and the symbols in UI_SYMBOLS, so the
two fonts stay small enough for the web bundle. Output is deterministic: the
font's modified timestamp is kept from the source, not set to "now".
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "fonts")
DEFAULT_SOURCE = "/usr/share/fonts/truetype/dejavu"
COPYRIGHT = "/usr/share/doc/fonts-dejavu-core/copyright"
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

# Characters beyond Latin-1 that the app may draw. Every one of them is in
# DejaVu Sans 2.37 (tests/test_assets.py checks the subset renders each).
UI_SYMBOLS = (
    "\u2013\u2014"  # en and em dash
    "\u2026"  # ellipsis
    "\u2018\u2019\u201c\u201d"  # curly quotes
    "\u201a\u201e"  # low quotes (German: „so“ and ‚so‘)
    "\u2022"  # bullet
    "\u2212\u2264\u2265"  # minus, less/greater or equal
    "\u2190\u2191\u2192\u2193"  # arrows
    "\u21ba\u21bb"  # undo / redo circle arrows
    "\u2713\u2717"  # check mark, ballot x
    "\u25b2\u25bc\u25c0\u25b6"  # triangles up, down, left, right
    "\u25cf\u25cb\u25c6\u25a0"  # disc, circle, diamond, square
    "\u2605"  # star
    "\u266a"  # note (sound toggle)
    "\u2680\u2681\u2682\u2683\u2684\u2685"  # die faces 1-6
)
# Basic Latin, Latin-1 and Latin Extended-A (the designers' names: Aleš, Páleš),
# then the symbols above.
CHARACTERS = (
    "".join(chr(c) for c in range(0x20, 0x7F)) + "".join(chr(c) for c in range(0xA0, 0x180)) + UI_SYMBOLS
)


def subset_font(source, target):
    from fontTools import subset  # a tool-only dependency (requirements-dev.txt)

    options = subset.Options()
    options.name_IDs = ["*"]  # keep the copyright and licence names
    options.notdef_outline = True  # a missing glyph shows as a box, never as nothing
    options.recalc_timestamp = False  # keep the source's date: repeatable output
    options.drop_tables += ["FFTM"]  # FontForge's build timestamps: not needed to render
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in CHARACTERS])
    subsetter.subset(font)
    subset.save_font(font, target, options)


def licence_text(copyright_path=COPYRIGHT):
    """The 'Files: *' stanza of Debian's copyright file, unfolded into plain text."""
    with open(copyright_path, encoding="utf-8") as handle:
        stanzas = handle.read().split("\n\n")
    stanza = next(s for s in stanzas if s.startswith("Files: *"))
    lines: list[str] = []
    for line in stanza.splitlines()[1:]:
        if line.startswith(" "):  # a continuation line; " ." is an empty line
            line = "" if line.strip() == "." else line[1:]
        elif lines:  # a new field: set it apart
            lines.append("")
        lines.append(line.rstrip())
    return "\n".join(lines) + "\n"


def generate(out_dir=DEFAULT_OUT, source_dir=DEFAULT_SOURCE, copyright_path=COPYRIGHT):
    """Write both subset fonts and LICENSE.txt into out_dir; return the file names."""
    for path in [os.path.join(source_dir, f) for f in FONTS] + [copyright_path]:
        if not os.path.exists(path):
            raise SystemExit(f"{path} is missing: install Debian's fonts-dejavu-core")
    os.makedirs(out_dir, exist_ok=True)
    for name in FONTS:
        subset_font(os.path.join(source_dir, name), os.path.join(out_dir, name))
    header = (
        "The fonts in this folder are subsets of DejaVu Sans 2.37 (Book and Bold),\n"
        "made by tools/make_font.py. DejaVu's licence follows.\n\n"
    )
    with open(os.path.join(out_dir, "LICENSE.txt"), "w", encoding="utf-8", newline="\n") as handle:
        handle.write(header + licence_text(copyright_path))
    return list(FONTS) + ["LICENSE.txt"]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", default=DEFAULT_SOURCE, help="folder holding DejaVu Sans")
    parser.add_argument("--out", default=DEFAULT_OUT, help="output folder (default: fonts/)")
    args = parser.parse_args(argv)
    for name in generate(args.out, args.source):
        path = os.path.join(args.out, name)
        print(f"{os.path.getsize(path):8d}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
