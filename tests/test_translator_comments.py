"""A translator's note reaches the translator: Babel extracts a `# TRANSLATORS:` comment only
from the line right above a gettext call, so every such comment (and the comment lines that
continue it) must end on the line before a line that calls `_`, `N_`, `ngettext` or
`pgettext`. A formatter that splits a call over several lines can leave the note behind."""

import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CALL = re.compile(r"\b(_|N_|ngettext|pgettext|npgettext)\(")


def notes_left_behind():
    found = []
    for folder in ("app", "games", "tools"):
        for base, _dirs, files in os.walk(os.path.join(ROOT, folder)):
            if "vendor" in base:
                continue
            for name in files:
                if not name.endswith(".py"):
                    continue
                path = os.path.join(base, name)
                with open(path, encoding="utf-8") as handle:
                    lines = handle.read().split("\n")
                for index, line in enumerate(lines):
                    if not re.match(r"\s*# TRANSLATORS:", line):
                        continue
                    after = index + 1
                    while after < len(lines) and re.match(r"\s*#", lines[after]):
                        after += 1
                    if after >= len(lines) or not CALL.search(lines[after]):
                        found.append(f"{os.path.relpath(path, ROOT)}:{index + 1}")
    return found


def test_every_translators_note_stands_right_above_its_call():
    assert notes_left_behind() == []
