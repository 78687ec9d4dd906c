"""The fonts TriDice draws with, subset to the characters it shows (fonts/).

    python tools/make_font.py [--out DIR] [--only dejavu,faces,icons]

- Display face: Fredoka SemiBold (titles, headings, scores), and text face: Nunito Medium and
  ExtraBold (sentences, buttons, labels); both SIL Open Font Licence 1.1, taken from the npm
  registry's Fontsource packages (`npm pack`, no other network): Fontsource splits a face into
  a Latin and a Latin Extended file, which are merged, then subset to CHARACTERS.
- Icons: Lucide's icon font (ISC licence; npm package lucide-static), subset to ICONS (the
  bar's actions and the like), each glyph kept at its codepoint (app/ui/icons.py names them).
- Fallback: DejaVu Sans (Book and Bold, Bitstream Vera licence; Debian's fonts-dejavu-core),
  which also draws the symbols the faces lack (arrows, die faces, check marks) and stands in
  for every face where a file fails to load (app/ui/theme.py).

Each family's licence file goes beside its fonts. Output is deterministic: a font keeps its
source's timestamp, and the packages' versions are pinned here.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "fonts")
DEFAULT_SOURCE = "/usr/share/fonts/truetype/dejavu"
COPYRIGHT = "/usr/share/doc/fonts-dejavu-core/copyright"
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

# (npm package, version, Fontsource's family file name, weight, our file name)
FACES = (
    ("@fontsource/fredoka", "5.3.0", "fredoka", 600, "Fredoka-SemiBold.ttf"),
    ("@fontsource/nunito", "5.3.0", "nunito", 500, "Nunito-Medium.ttf"),
    ("@fontsource/nunito", "5.3.0", "nunito", 800, "Nunito-ExtraBold.ttf"),
)
LICENCES = {"@fontsource/fredoka": "OFL-Fredoka.txt", "@fontsource/nunito": "OFL-Nunito.txt"}
ICON_PACKAGE = ("lucide-static", "1.62.0")
ICON_FONT = "Lucide.ttf"
ICON_LICENCE = "LICENSE-Lucide.txt"
# The icons the app draws (app/ui/icons.py), by Lucide's names.
ICONS = (
    "house", "undo-2", "rotate-ccw", "book-open", "lightbulb", "share-2", "send", "arrow-left",
    "eye", "x", "check", "trophy", "sparkles", "settings", "history", "calendar", "chart-bar",
    "clipboard-paste", "info", "handshake", "flag", "maximize", "zoom-in", "graduation-cap",
    "play", "pause", "skip-back", "skip-forward", "chevron-left", "chevron-right", "repeat",
    "volume-2", "volume-x", "dice-5", "star",
)  # fmt: skip

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


def subset_options():
    from fontTools import subset  # a tool-only dependency (requirements-dev.txt)

    options = subset.Options()
    options.name_IDs = ["*"]  # keep the copyright and licence names
    options.notdef_outline = True  # a missing glyph shows as a box, never as nothing
    options.recalc_timestamp = False  # keep the source's date: repeatable output
    options.drop_tables += ["FFTM"]  # FontForge's build timestamps: not needed to render
    return options


def subset_font(source, target, unicodes=None):
    from fontTools import subset

    options = subset_options()
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes if unicodes is not None else [ord(c) for c in CHARACTERS])
    subsetter.subset(font)
    font.flavor = None  # a plain TrueType file (the sources may be WOFF)
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


def generate_dejavu(out_dir=DEFAULT_OUT, source_dir=DEFAULT_SOURCE, copyright_path=COPYRIGHT):
    """Write the two DejaVu subsets and LICENSE.txt into out_dir; return the file names."""
    for path in [os.path.join(source_dir, f) for f in FONTS] + [copyright_path]:
        if not os.path.exists(path):
            raise SystemExit(f"{path} is missing: install Debian's fonts-dejavu-core")
    os.makedirs(out_dir, exist_ok=True)
    for name in FONTS:
        subset_font(os.path.join(source_dir, name), os.path.join(out_dir, name))
    header = (
        "The fonts DejaVuSans.ttf and DejaVuSans-Bold.ttf in this folder are subsets of DejaVu\n"
        "Sans 2.37 (Book and Bold), made by tools/make_font.py. DejaVu's licence follows.\n\n"
    )
    with open(os.path.join(out_dir, "LICENSE.txt"), "w", encoding="utf-8", newline="\n") as handle:
        handle.write(header + licence_text(copyright_path))
    return list(FONTS) + ["LICENSE.txt"]


def unpack(package, version, folder):
    """The npm package `package@version`, unpacked into `folder`; its root (package/)."""
    done = subprocess.run(
        ["npm", "pack", f"{package}@{version}", "--silent", "--pack-destination", folder],
        capture_output=True,
        text=True,
        check=True,
    )
    tarball = os.path.join(folder, done.stdout.strip().splitlines()[-1])
    target = os.path.join(folder, package.replace("/", "_"))
    with tarfile.open(tarball) as archive:
        archive.extractall(target, filter="data")
    return os.path.join(target, "package")


def merged_face(root, family, weight, target):
    """Fontsource's Latin and Latin Extended files of one weight, merged into one TTF."""
    from fontTools import merge
    from fontTools.ttLib import TTFont

    parts = []
    for subset_name in ("latin", "latin-ext"):
        font = TTFont(
            os.path.join(root, "files", f"{family}-{subset_name}-{weight}-normal.woff"), recalcTimestamp=False
        )
        font.flavor = None
        path = f"{target}.{subset_name}.ttf"
        font.save(path)
        parts.append(path)
    merged = merge.Merger().merge(parts)
    # the merger dates its font today: give it the source's dates, for repeatable output
    source = TTFont(parts[0])["head"]
    merged["head"].created, merged["head"].modified = source.created, source.modified
    merged.recalcTimestamp = False
    merged.save(target)


# The characters the four languages write (and the names in the credits): a face's line is as
# tall as these need, not as its designers' generous default (Nunito's 1.36 em: a layout tuned
# to DejaVu's 1.16 em would lose a sixth of its height). A rarer glyph may reach past the line
# by a few units; none of these do.
LINE_CHARACTERS = (
    "".join(chr(c) for c in range(0x20, 0x7F)) + "àèéìíîòóùúÀÈÉÌÍÒÓÙÚäöüßÄÖÜáñÁÑ¿¡çÇšŠ€«»–—…‚„“”‘’•°·×"
)
LINE_MARGIN = 12  # font units above and below the tallest and the deepest of them


def tighten_line(path):
    """Set the font at `path`'s ascent and descent (hhea, OS/2 typo and win, with the typo
    metrics in force) to what LINE_CHARACTERS reach, and no line gap: its line height."""
    from fontTools.ttLib import TTFont

    font = TTFont(path, recalcTimestamp=False)  # repeatable output
    cmap, glyf = font.getBestCmap(), font["glyf"]
    top = bottom = 0
    for char in LINE_CHARACTERS:
        glyph = glyf[cmap[ord(char)]] if ord(char) in cmap else None
        if glyph is not None and glyph.numberOfContours:
            top, bottom = max(top, glyph.yMax), min(bottom, glyph.yMin)
    ascent, descent = top + LINE_MARGIN, bottom - LINE_MARGIN
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ascent, descent, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascent, descent, 0
    os2.usWinAscent, os2.usWinDescent = ascent, -descent
    os2.fsSelection |= 1 << 7  # USE_TYPO_METRICS
    font.save(path)


def missing_characters(path):
    """The characters of CHARACTERS the font at `path` has no glyph for."""
    from fontTools.ttLib import TTFont

    cmap = TTFont(path).getBestCmap()
    return "".join(c for c in CHARACTERS if ord(c) not in cmap)


def generate_faces(out_dir=DEFAULT_OUT):
    """The display and text faces and their licences; return the file names. Also writes
    fonts/faces.json, {font file: the characters it lacks}: app/ui/theme.py sets a label with
    one of them in the fallback face instead."""
    written = []
    with tempfile.TemporaryDirectory() as work:
        roots = {}
        for package, version, family, weight, name in FACES:
            if package not in roots:
                roots[package] = unpack(package, version, work)
            whole = os.path.join(work, f"{family}-{weight}.ttf")
            merged_face(roots[package], family, weight, whole)
            subset_font(whole, os.path.join(out_dir, name))
            tighten_line(os.path.join(out_dir, name))
            written.append(name)
        for package, licence in LICENCES.items():
            with open(os.path.join(roots[package], "LICENSE"), encoding="utf-8") as handle:
                text = handle.read()
            header = f"{licence[4:-4]}, from the npm package {package}; subset by tools/make_font.py.\n\n"
            with open(os.path.join(out_dir, licence), "w", encoding="utf-8", newline="\n") as handle:
                handle.write(header + text)
            written.append(licence)
    lacks = {name: missing_characters(os.path.join(out_dir, name)) for *_, name in FACES}
    with open(os.path.join(out_dir, "faces.json"), "w", encoding="utf-8", newline="\n") as handle:
        json.dump(lacks, handle, indent=1, sort_keys=True, ensure_ascii=False)
        handle.write("\n")
    return [*written, "faces.json"]


def generate_icons(out_dir=DEFAULT_OUT):
    """Lucide's icon font subset to ICONS, and its licence; return the file names. Also writes
    fonts/icons.json, {name: codepoint}, which app/ui/icons.py reads."""
    package, version = ICON_PACKAGE
    with tempfile.TemporaryDirectory() as work:
        root = unpack(package, version, work)
        with open(os.path.join(root, "font", "codepoints.json"), encoding="utf-8") as handle:
            codepoints = json.load(handle)
        chosen = {name: codepoints[name] for name in ICONS}
        subset_font(
            os.path.join(root, "font", "lucide.ttf"), os.path.join(out_dir, ICON_FONT), list(chosen.values())
        )
        with open(os.path.join(root, "LICENSE"), encoding="utf-8") as handle:
            text = handle.read()
    with open(os.path.join(out_dir, ICON_LICENCE), "w", encoding="utf-8", newline="\n") as handle:
        handle.write(
            f"Lucide icons {version}, from the npm package {package}; subset by tools/make_font.py.\n\n"
            + text
        )
    with open(os.path.join(out_dir, "icons.json"), "w", encoding="utf-8", newline="\n") as handle:
        json.dump(chosen, handle, indent=1, sort_keys=True)
        handle.write("\n")
    return [ICON_FONT, ICON_LICENCE, "icons.json"]


def generate(out_dir=DEFAULT_OUT, source_dir=DEFAULT_SOURCE, copyright_path=COPYRIGHT, only=None):
    """Every font of TriDice into out_dir (`only`: some of "dejavu", "faces", "icons")."""
    os.makedirs(out_dir, exist_ok=True)
    parts = only or ("dejavu", "faces", "icons")
    written = []
    if "dejavu" in parts:
        written += generate_dejavu(out_dir, source_dir, copyright_path)
    if "faces" in parts:
        written += generate_faces(out_dir)
    if "icons" in parts:
        written += generate_icons(out_dir)
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", default=DEFAULT_SOURCE, help="folder holding DejaVu Sans")
    parser.add_argument("--out", default=DEFAULT_OUT, help="output folder (default: fonts/)")
    parser.add_argument("--only", help="some of dejavu,faces,icons (default: all)")
    args = parser.parse_args(argv)
    only = tuple(args.only.split(",")) if args.only else None
    for name in generate(args.out, args.source, only=only):
        path = os.path.join(args.out, name)
        print(f"{os.path.getsize(path):8d}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
