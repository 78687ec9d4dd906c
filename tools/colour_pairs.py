"""Every pair of colours that carries meaning on the four boards, measured: CIEDE2000 under
normal vision and the three full-strength dichromacies (tools/colour_science.py), and the
shape, symbol, pattern or label that backs each pair that is closer than THRESHOLD.

    python tools/colour_pairs.py           # the table
    python tools/colour_pairs.py --write   # ... into docs/design.md, section "## Colour"

The colours come from the code that draws them (the palette as the app loads it, the boards'
own picture colours and blends), so the table follows any change; tests/test_colour.py fails
when a pair is under the threshold with no cue, when a cue is not drawn, or when the table in
docs/design.md is not this one.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from itertools import combinations

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tools.colour_science import VISIONS, differences  # noqa: E402

DOC = os.path.join(ROOT, "docs", "design.md")
HEADING = "## Colour"
BEGIN, END = "<!-- colour pairs: tools/colour_pairs.py --write -->", "<!-- end of colour pairs -->"

# ΔE00 under which two colours are not trusted to tell two meanings apart by colour alone,
# under any of the four visions (why 20: docs/design.md, "Colour").
THRESHOLD = 20.0
# ΔE00 under which two colours are one colour on a thin mark, cue or no cue: a pair backed by
# a cue must still be this far apart in every vision, unless it says its colours are the same
# on purpose (`same`: the cue alone tells them apart). Why 2.5: docs/design.md, "Colour".
FLOOR = 2.5

# What backs a close pair, and where it is drawn. tests/test_colour.py checks each one in
# pixels (CUE_TESTS there names the test of each).
CUES = {
    "line shapes": "a Trice is a solid line with a tick badge, a Double Trice a dashed line with a "
    "cross badge (app/boards/trice/deciding_lines.py)",
    "dark edge": "the line, ring or halo is drawn on a dark (ink) edge, so it shows on whatever it "
    "crosses (app/boards/cues.py)",
    "legal dot": "each empty cell that may be taken has a dot (TRICE: an open dark ring, as a dot would "
    "read as a pip; round a die, a dark ring inside the square), not only a lighter fill",
    "ghost face": "each cell the picked die may reach shows a faint copy of the face it would show there",
    "area edge": "the 3x3 area always has its outline and its four corners marked",
    "ring width": "the held die's ring is twice as thick, and its arrows show round it",
    "seat marks": "each seat's shape (circle, cross, triangle, diamond) is drawn on every triangle, "
    "seat card and chip, whatever the setting",
    "void dashed": "an outline for a void is dashed, one for an attack solid",
    "filled or hollow": "a triad made is a filled pip, one to make a hollow ring",
}


@dataclass(frozen=True)
class Pair:
    game: str
    meaning: str
    first: str  # what each colour is, as the doc names it
    second: str
    a: tuple
    b: tuple
    cue: str | None = None
    same: bool = False  # one colour on purpose: the cue alone tells the two apart

    def figures(self) -> dict[str, float]:
        return differences(self.a, self.b)

    def closest(self) -> float:
        return min(self.figures().values())


def rgb(colour) -> tuple[int, int, int]:
    import pygame

    c = pygame.Color(colour)
    return (c.r, c.g, c.b)


def palette() -> dict:
    """The palette as the app loads it (app/ui/design.py, sprites/palette.json over it)."""
    from app.ui.theme import Theme

    return Theme().palette


def pairs() -> list[Pair]:
    from app.boards import cues
    from app.boards.tri import battle_target, paint
    from app.boards.triad import palette as triad
    from app.boards.trice import card
    from app.boards.tris2 import ground
    from app.boards.tris2.pictures import blend

    p = palette()
    c = {name: rgb(value) for name, value in p.items() if not isinstance(value, list)}
    out: list[Pair] = []

    def add(game, meaning, first, a, second, b, cue=None, same=False):
        out.append(Pair(game, meaning, first, second, rgb(a), rgb(b), cue, same))

    # -- TRICE -----------------------------------------------------------------------------
    square, lit, card_colour = rgb(card.SQUARE), rgb(card.SQUARE_LIT), rgb(p.get("card", card.CARD))
    add(
        "TRICE",
        "a Trice (win) or a Double Trice (loss)",
        "Trice line",
        c["good"],
        "Double Trice line",
        c["bad"],
        "line shapes",
    )
    dice = {"white die": c["trice_white"], "purple die": c["trice_purple"], "orange die": c["trice_orange"]}
    for line, role in (("Trice line", "good"), ("Double Trice line", "bad")):
        for ground_name, ground_colour in [("card", card_colour), ("square", square)] + list(dice.items()):
            add(
                "TRICE",
                "the deciding line on what it crosses",
                line,
                c[role],
                ground_name,
                ground_colour,
                "dark edge",
            )
    add("TRICE", "a square that takes the step (hints)", "lit square", lit, "square", square, "legal dot")
    add(
        "TRICE",
        "the marked die or the swapped pair",
        "marked ring",
        c["accent"],
        "swapped ring",
        c["highlight"],
    )
    for role, name in (("accent", "marked ring"), ("highlight", "swapped ring")):
        add("TRICE", "a ring on its square", name, c[role], "square", square, "dark edge")
    for (n1, c1), (n2, c2) in combinations(dice.items(), 2):
        add("TRICE", "the dice's colours (the setting adds patterns)", n1, c1, n2, c2)

    # -- Triad -----------------------------------------------------------------------------
    glow = triad.GLOW_LOW.lerp(triad.GLOW_HIGH, 0.5)  # NewTriads' steady colour, mid-pulse
    cells = {"cell": triad.CELL, "Orange's home row": triad.HOME[1], "Black's home row": triad.HOME[0]}
    add("Triad", "the two seats", "Black die", c["triad_black"], "Orange die", c["triad_orange"])
    for name, colour in [("Orange die", c["triad_orange"]), ("Black die", c["triad_black"])] + list(
        cells.items()
    ):
        add("Triad", "a new triad's halo on what it joins", "new-triad halo", glow, name, colour, "dark edge")
    add(
        "Triad",
        "a new triad or one standing from before",
        "new-triad halo",
        glow,
        "standing triad",
        triad.TRACE,
        "dark edge",
    )
    for name, colour in cells.items():
        add("Triad", "standing triads and the last move's path", "trace", triad.TRACE, name, colour)
    add(
        "Triad",
        "where the picked die may go (hints)",
        "lit cell",
        triad.LIT,
        "cell",
        triad.CELL,
        "ghost face",
    )
    for name, colour in (("cell", triad.CELL), ("Orange die", c["triad_orange"])):
        add("Triad", "the die to take off", "removal ring", triad.GLOW_LOW, name, colour, "dark edge")
    add("Triad", "the picked die", "picked ring", c["highlight"], "cell", triad.CELL)
    add(
        "Triad",
        "triads made or still to make",
        "made",
        c["accent"],
        "to make",
        c["muted"],
        "filled or hollow",
    )

    # -- Tris 2 ----------------------------------------------------------------------------
    panel, muted, light = p["panel"], p["muted"], p["highlight"]
    area, edge = blend(panel, muted, ground.AREA), blend(panel, muted, ground.AREA_EDGE)
    legal = blend(panel, light, ground.LIT)
    ivory = c["tris2_ivory"]
    add("Tris 2", "the 3x3 area dice are placed in", "3x3 area", area, "table", panel, "area edge")
    add("Tris 2", "the 3x3 area dice are placed in", "area edge", edge, "table", panel)
    add("Tris 2", "an empty cell that may be taken (hints)", "legal cell", legal, "table", panel, "legal dot")
    add(
        "Tris 2",
        "an empty cell that may be taken (hints)",
        "legal cell",
        legal,
        "3x3 area",
        area,
        "legal dot",
    )
    add(
        "Tris 2",
        "the held die or one that may move",
        "held ring",
        c["highlight"],
        "movable ring",
        c["highlight"],
        "ring width",
        same=True,
    )
    add(
        "Tris 2",
        "the last move or a die that may move",
        "last-move ring",
        c[cues.LAST_MOVE],
        "movable ring",
        c["highlight"],
    )
    add("Tris 2", "the arrow a swipe points at", "swiped arrow", c["accent"], "other arrows", c["highlight"])
    add("Tris 2", "a ring round a die", "held ring", c["highlight"], "die", ivory)
    add("Tris 2", "a ring round a die", "last-move ring", c[cues.LAST_MOVE], "die", ivory, "dark edge")
    add("Tris 2", "the winning line", "winning bar", c["good"], "die", ivory, "dark edge")
    add("Tris 2", "the winning line", "winning bar", c["good"], "table", panel)

    # -- TRI -------------------------------------------------------------------------------
    seats = [rgb(colour) for colour in p["tri_players"]]
    names = [f"seat {i + 1}" for i in range(len(seats))]
    for i, j in combinations(range(len(seats)), 2):
        add("TRI", "whose triangle", names[i], seats[i], names[j], seats[j], "seat marks")
    for name, colour in zip(names, seats):
        add("TRI", "a triangle taken or empty", name, colour, "empty triangle", paint.EMPTY, "seat marks")
    add(
        "TRI",
        "an empty triangle that may be taken",
        "claimable",
        paint.EMPTY_LIT,
        "empty triangle",
        paint.EMPTY,
        "legal dot",
    )
    outlines = [
        ("attack outline", c[paint.LIT_ROLES["attack"]]),
        ("void outline", c[paint.LIT_ROLES["void"]]),
        ("teleport outline", c["highlight"]),
        ("last move outline", c[cues.LAST_MOVE]),
    ]
    for outline, colour in outlines:
        for name, seat in zip(names, seats):
            add("TRI", "an outline on a seat's triangle", outline, colour, name, seat, "dark edge")
    for name, seat in zip(names, seats):
        add(
            "TRI",
            "the triangle a battle is fought over",
            "battle target",
            c[battle_target.COLOUR],
            name,
            seat,
            "dark edge",
        )
    add(
        "TRI",
        "a triangle to attack or to void",
        "attack outline",
        outlines[0][1],
        "void outline",
        outlines[1][1],
        "void dashed",
    )
    add(
        "TRI",
        "an unused teleport or the one in use",
        "teleport ring",
        c["accent"],
        "selected",
        c["highlight"],
    )
    return out


def check(found: list[Pair] | None = None) -> list[str]:
    """What is wrong: a pair under the threshold with no cue, or with a cue nobody defined; a
    pair with a cue under the floor (or, one colour on purpose, two colours after all)."""
    problems = []
    for pair in pairs() if found is None else found:
        if pair.cue is not None and pair.cue not in CUES:
            problems.append(f"{pair.game}: {pair.first} / {pair.second}: unknown cue {pair.cue!r}")
        elif pair.same:
            if pair.cue is None or pair.a != pair.b:
                problems.append(
                    f"{pair.game}: {pair.first} / {pair.second}: one colour on purpose, but "
                    + ("with no cue" if pair.cue is None else f"{pair.a} and {pair.b} differ")
                )
        elif pair.cue is not None and pair.closest() < FLOOR:
            problems.append(
                f"{pair.game}: {pair.first} / {pair.second}: ΔE00 {pair.closest():.1f} under the floor "
                f"{FLOOR:g}: one colour to the eye, whatever the cue"
            )
        elif pair.cue is None and pair.closest() < THRESHOLD:
            problems.append(
                f"{pair.game}: {pair.first} / {pair.second}: ΔE00 {pair.closest():.1f} "
                f"under {THRESHOLD:g} with no cue"
            )
    return problems


def table(found: list[Pair] | None = None) -> str:
    rows = [
        "| game | what it tells | colours | normal | protan. | deutan. | tritan. | backed by |",
        "|---|---|---|---:|---:|---:|---:|---|",
    ]
    for pair in pairs() if found is None else found:
        figures = pair.figures()
        low = min(figures.values())
        cells = []
        for vision in VISIONS:
            text = f"{figures[vision]:.1f}"
            cells.append(f"**{text}**" if figures[vision] < THRESHOLD else text)
        hexes = f"{pair.first} `#{bytes(pair.a).hex()}` / {pair.second} `#{bytes(pair.b).hex()}`"
        cue = pair.cue or ("" if low >= THRESHOLD else "NOTHING")
        if pair.same:
            cue += " (one colour on purpose)"
        rows.append(f"| {pair.game} | {pair.meaning} | {hexes} | " + " | ".join(cells) + f" | {cue} |")
    return "\n".join(rows)


def cue_list() -> str:
    return "\n".join(f"- **{name}**: {text}." for name, text in CUES.items())


def block() -> str:
    return f"{BEGIN}\n{table()}\n\nThe cues:\n\n{cue_list()}\n{END}"


def write(path: str = DOC) -> bool:
    """Put the table into the doc's "## Colour" section (between its markers); True if changed."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if BEGIN not in text or END not in text:
        raise SystemExit(f"{path}: no {BEGIN!r} ... {END!r} under {HEADING!r}")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    new = text[:start] + block() + text[end:]
    if new != text:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(new)
    return new != text


def in_doc(path: str = DOC) -> str | None:
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if BEGIN not in text or END not in text:
        return None
    return text[text.index(BEGIN) : text.index(END) + len(END)]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--write", action="store_true", help=f"update the table in {os.path.relpath(DOC, ROOT)}"
    )
    args = parser.parse_args(argv)
    if args.write:
        print("docs/design.md", "updated" if write() else "already up to date")
    else:
        print(table())
    for problem in check():
        print("PROBLEM:", problem, file=sys.stderr)
    return 1 if check() else 0


if __name__ == "__main__":
    sys.exit(main())
