"""docs/strength.md from one or more `make strength` runs (their build/strength.json files).

Tables may be run apart (`--only trice --games 40`, `--only tri --games 20`, ...)
when they need different game counts; this gathers them into one page, each
table under the exact command that produced it, so every figure can be
reproduced from its seed.

    python tools/strength_doc.py docs/strength-runs/*.json > docs/strength.md

Each run's JSON is kept in docs/strength-runs/ (a few KB), so the page can be
rebuilt without replaying games. A table re-run on its own replaces just its
own figures: `--keep docs/strength.md` carries every other table's ladder line
and section over from the committed page (for tables whose JSON predates
docs/strength-runs/).

What the figures mean, and what they leave open, is written by hand in
tools/strength_notes.md; the page includes it after the ladder.
"""

import contextlib
import io
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from strength_play import TABLES  # noqa: E402
from strength_report import print_table  # noqa: E402


def ladder_line(table, s):
    """One line: each step of the ladder with its score and interval."""
    steps = []
    for name, verdict in s["targets"].items():
        p = s["pairings"][name]
        low, high = p["interval"]
        mark = "met" if verdict["met"] else verdict["words"]
        steps.append(
            f"{name} {p['score']:.2f} ({low:.2f}-{high:.2f}; target {verdict['target']:.2f}: {mark})"
        )
    return "; ".join(steps)


NOTES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "strength_notes.md")


def command(run):
    """The command as a reader would type it: where the JSON went does not matter."""
    return re.sub(r" --out \S+", "", run["command"])


def page(runs, notes="", keep=None):
    """The page; `keep`: an earlier page whose other tables are carried over."""
    out = [
        "# How strong is the computer?",
        "",
        "A seeded round robin per game between random play and the three computer levels",
        "(`make strength`, tools/strength.py). Every level searches on a *work* budget: its clock",
        "advances by a calibrated step at each reading (tools/strength_steps.py, the largest CPU",
        "time per reading measured in games on the app's real budget), so the games do not depend",
        "on how busy the machine is, and a run is reproducible from its seed. The step is the",
        "largest measured, so in the tournament each level does at most the work its budget buys",
        "in the app, usually less: these scores understate the app's levels a little, never",
        "overstate them.",
        "",
        "Scores count a win 1 and a draw 1/2, from the first-named level's side; the interval is",
        "the 95% Wilson interval. A step of the ladder is met when the interval's low end is at",
        "or above its target (TRICE, Tris 2, Triad: hard 0.65 against normal, normal 0.70",
        "against easy, easy 0.80 against random; TRI, whose dice are luckier: 0.55, 0.60, 0.70).",
        "At a table of four, each game seats one of each level and counts once for every pair",
        "of seats (the better place wins).",
        "",
    ]
    fresh = {}  # table -> (ladder line, section lines)
    for run in runs:
        for table, s in run["tables"].items():
            buffer = io.StringIO()
            one = {"tables": {table: s}, "native": {table: run.get("native", {}).get(table, {})}}
            with contextlib.redirect_stdout(buffer):
                print_table(one)
            games = run["games_per_pairing"]
            games = games[table] if isinstance(games, dict) else games
            count = (
                f"{games} games per pairing"
                if TABLES[table][1] == 2
                else f"{games} games, each seating one of each level"
            )
            section = [
                f"## {table}",
                "",
                f"`{command(run)}` (seed `{run['seed']}`, {count}, "
                f"{run.get('native_games_per_table', 0)} more on the real budget for move times; "
                f"{run['wall_s']} s wall time on 2 cores, shared with other runs)",
                "",
            ]
            if "steps" in run:
                section += [f"Clock step (seconds per reading): {run['steps'][table]['hard']:.3g}.", ""]
            section += ["```", buffer.getvalue().strip("\n"), "```", ""]
            fresh[table] = (f"- **{table}** ({s['games']} games): {ladder_line(table, s)}.", section)
    kept = {table: part for table, part in sections(keep).items() if table not in fresh} if keep else {}
    both = dict(kept, **fresh)
    order = [table for table in TABLES if table in both]
    ladder = ["## The ladder", ""] + [both[table][0] for table in order]
    tables = [line for table in order for line in both[table][1]]
    return "\n".join(out + ladder + [""] + ([notes.strip(), ""] if notes else []) + tables)


def sections(text):
    """{table: (ladder line, section lines)} read back from a page made by `page`."""
    lines = text.splitlines()
    found = {}
    for table in TABLES:
        ladder = next((line for line in lines if line.startswith(f"- **{table}** (")), None)
        if ladder is None or f"## {table}" not in lines:
            continue
        start = lines.index(f"## {table}")
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
        found[table] = (ladder, lines[start:end] + ([""] if end == len(lines) else []))
    return found


def main(args):
    keep = None
    if args[:1] == ["--keep"]:
        with open(args[1], encoding="utf-8") as handle:
            keep = handle.read()
        args = args[2:]
    runs = []
    for path in args:
        with open(path, encoding="utf-8") as handle:
            runs.append(json.load(handle))
    notes = ""
    if os.path.exists(NOTES):
        with open(NOTES, encoding="utf-8") as handle:
            notes = handle.read()
    sys.stdout.write(page(runs, notes, keep))


if __name__ == "__main__":
    main(sys.argv[1:])
