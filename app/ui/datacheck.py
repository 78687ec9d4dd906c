"""Before the window opens, natively: is every data file there and readable?

The installed package and the downloaded program carry their data (games/datafiles.py): a
sprite sheet, a font, a sound, a compiled catalog, a puzzle file or a rules page that is
missing or damaged would otherwise surface later as a traceback, a silent fallback (no sound,
pygame's own font) or a wrong screen. `problems()` opens each one the way the game reads it:

- sprites: sheets.json and palette.json parse; every sheet it lists and the window icon load
  as pictures, each sheet big enough for its grid of cells;
- fonts: every face, the fallback face and the icon font open and render, and the two
  indexes the theme reads about them parse;
- sounds: each is walked page by page as an Ogg stream, every page's checksum compared (no
  audio device needed: a player without one still plays);
- catalogs: each language's compiled .mo parses. In a checkout a catalog not compiled yet is
  no problem (the game speaks English until `make` compiles it, as before); once installed
  every one must be there;
- puzzles: each game's file is there, UTF-8, one JSON object a line;
- each game's rules page (howto.txt) is there and UTF-8.

app/cli.py runs it first and, on a problem, prints one plain message naming the files and
exits with status DATA_ERROR (and shows the message in a box when there is a screen, since a
program started from a desktop has no terminal). The words are English: the check runs before
the settings are read, and a damaged catalog could not translate its own complaint.
"""

from __future__ import annotations

import functools
import gettext
import json
import os
from collections.abc import Callable

import pygame

from app.ui import audio, theme
from games import datafiles

DATA_ERROR = 3  # the exit status for missing or damaged data (argparse's refusals exit 2)
# the faces, the fallback face and the icon font (app/ui/theme.py), and what the theme reads
# about them (the characters a face lacks, the icons' codepoints)
FONTS = (*theme.FACES.values(), *theme.FALLBACK.values(), theme.ICON_FONT)
FONT_INDEXES = ("faces.json", "icons.json")


def _shown(path: str) -> str:
    """A data file's path as the message names it: relative to the data folder (a rules page:
    to the folder of the packages)."""
    for base in (datafiles.ROOT, datafiles.CODE_ROOT):
        relative = os.path.relpath(path, base)
        if not relative.startswith(os.pardir):
            return relative.replace(os.sep, "/")
    return path


def _ogg_table() -> list[int]:
    table = []
    for index in range(256):
        value = index << 24
        for _bit in range(8):
            value = ((value << 1) ^ 0x04C11DB7) if value & 0x80000000 else value << 1
        table.append(value & 0xFFFFFFFF)
    return table


_OGG_CRC = _ogg_table()


def _ogg_crc(data: bytes | bytearray) -> int:
    crc = 0
    table = _OGG_CRC
    for byte in data:
        crc = ((crc << 8) & 0xFFFFFFFF) ^ table[((crc >> 24) ^ byte) & 0xFF]
    return crc


def check_ogg(data: bytes) -> str | None:
    """Why `data` is not a whole Ogg stream (None if it is): every page in place, each with its
    checksum, the last one marked as the end of the stream."""
    position, pages, last_flags = 0, 0, 0
    while position < len(data):
        header = data[position : position + 27]
        if len(header) < 27 or header[:4] != b"OggS":
            return f"not an Ogg page at byte {position}"
        segments = header[26]
        table = data[position + 27 : position + 27 + segments]
        if len(table) < segments:
            return "cut short"
        end = position + 27 + segments + sum(table)
        if end > len(data):
            return "cut short"
        page = bytearray(data[position:end])
        stored = int.from_bytes(page[22:26], "little")
        page[22:26] = b"\0\0\0\0"
        if _ogg_crc(page) != stored:
            return f"page {pages + 1} does not match its checksum"
        last_flags = header[5]
        pages += 1
        position = end
    if pages == 0:
        return "empty"
    if not last_flags & 0x04:
        return "cut short (no end-of-stream page)"
    return None


def _check_file(path: str, found: list[str], read: Callable[[str], str | None]) -> None:
    """Run `read(path)` (a reason when the file is damaged, else None) and note the outcome."""
    if not os.path.isfile(path):
        found.append(f"{_shown(path)} is missing")
        return
    try:
        reason = read(path)
    except Exception as error:  # whatever the reader says of a damaged file
        reason = str(error) or type(error).__name__
    if reason:
        found.append(f"{_shown(path)} is damaged ({reason})")


def _json(path: str) -> str | None:
    with open(path, encoding="utf-8") as handle:
        json.load(handle)
    return None


def _picture(path: str, cells: tuple[int, int] | None = None) -> str | None:
    try:
        image = pygame.image.load(path)
    except (pygame.error, OSError, ValueError) as error:
        return f"not a picture that can be read: {error}"
    if cells is not None and (image.get_width() < cells[0] or image.get_height() < cells[1]):
        return f"{image.get_width()}x{image.get_height()} pixels, its cells need {cells[0]}x{cells[1]}"
    return None


def _font(path: str) -> str | None:
    try:
        theme.check_font(path)  # fonts are made in the theme only (tests/test_design.py)
    except (pygame.error, OSError, ValueError) as error:  # SDL_ttf's words alone say little
        return f"not a font that can be read: {error}"
    return None


def _sound(path: str) -> str | None:
    with open(path, "rb") as handle:
        return check_ogg(handle.read())


def _catalog(path: str) -> str | None:
    with open(path, "rb") as handle:
        gettext.GNUTranslations(handle)
    return None


def _text(path: str) -> str | None:
    with open(path, encoding="utf-8") as handle:
        handle.read()
    return None


def _puzzles(path: str) -> str | None:
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if line.strip() and not isinstance(json.loads(line), dict):
                return f"line {number} is not a puzzle"
    return None


def _sheets(found: list[str]) -> None:
    index_path = datafiles.path("sprites", "sheets.json")
    _check_file(index_path, found, _json)
    if found:
        return
    with open(index_path, encoding="utf-8") as handle:
        index = json.load(handle)
    sheets = index.get("sheets", index) if isinstance(index, dict) else None
    if not isinstance(sheets, dict) or not sheets:
        found.append(f"{_shown(index_path)} is damaged (it lists no sprite sheet)")
        return
    for name, info in sorted(sheets.items()):
        try:
            width, height = info["cell"]
            cells = (width * max(1, len(info.get("columns", []))), height * max(1, len(info.get("rows", []))))
            path = datafiles.path("sprites", str(info["file"]))
        except (KeyError, TypeError, ValueError):
            found.append(f"{_shown(index_path)} is damaged (sheet {name!r})")
            continue
        _check_file(path, found, functools.partial(_picture, cells=cells))


def problems() -> list[str]:
    """One line per data file that is missing or damaged, naming it; empty when all is well."""
    from games import puzzles, registry
    from games.i18n import DOMAIN, LANGUAGES

    found: list[str] = []
    _sheets(found)
    _check_file(datafiles.path("sprites", "palette.json"), found, _json)
    _check_file(datafiles.path("sprites", "icon.png"), found, _picture)
    for name in FONTS:
        _check_file(datafiles.path("fonts", name), found, _font)
    for name in FONT_INDEXES:
        _check_file(datafiles.path("fonts", name), found, _json)
    for name in audio.SOUNDS:
        _check_file(datafiles.path("sounds", f"{name}.ogg"), found, _sound)
    for code in LANGUAGES:
        folder = datafiles.path("locale", code, "LC_MESSAGES")
        compiled = os.path.join(folder, f"{DOMAIN}.mo")
        if not os.path.exists(compiled) and not datafiles.installed():
            continue  # a checkout before `make` compiled it: English until then (docs/i18n.md)
        _check_file(compiled, found, _catalog)
    for game_id in puzzles.games():
        _check_file(puzzles.path_of(game_id), found, _puzzles)
    for game_id in registry.GAME_IDS:
        _check_file(registry.get(game_id).rules_text_file(), found, _text)
    return found


def message(found: list[str]) -> str:
    """The plain message for `found` (problems()), for a terminal and a message box."""
    lines = ["TriDice cannot start: a file it needs is missing or damaged."]
    lines += [f"  {line}" for line in found]
    lines.append(f"(in {datafiles.ROOT})")
    if datafiles.installed():
        lines.append("Install or download TriDice again to repair it; your saved games are kept elsewhere.")
    else:
        lines.append("In a checkout, `git status` shows what changed (`make assets` draws them again).")
    return "\n".join(lines)


def show(text: str) -> None:
    """`text` in a message box when there is a screen to show it on (a program started from a
    desktop has no terminal); nothing headless."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in ("dummy", "offscreen"):
        return
    try:
        pygame.display.message_box("TriDice", text, message_type="error")
    except Exception:  # no screen, or a pygame without message boxes: the terminal has it
        pass
