"""Colours and fonts, loaded once. Data files are found through games/datafiles.py: the project
folder (the one holding main.py, which is what pygbag serves) in a checkout, the package
`tridice_data` once installed or frozen; never the working folder.

Two faces (fonts/, tools/make_font.py): the display face (Fredoka) sets the title and the
headings, the text face (Nunito) everything else; a label with a character its face lacks
(an arrow, a die's face) is set whole in the fallback face (DejaVu Sans), which also stands in
for a face whose file fails to load (said once in the log, never a crash). Icons are glyphs of
the icon font (Lucide; app/ui/icons.py names them): `icon` gives None where it did not load,
and a button then shows its words alone.

The colours are app/ui/design.py's colour roles (sprites/palette.json may override a value);
the sizes text is drawn at are the layout's text roles (design.Size). Every label a scene
draws comes from `Theme.text`, which remembers what each label says and how it was set
(app/ui/drawlog.py reads that when a frame is recorded for the eye tests)."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Literal, TypeVar, overload

import pygame

from app.ui import design, drawlog
from app.ui.surface_cache import SurfaceCache
from games import datafiles

ROOT = datafiles.ROOT  # the folder holding sprites/, sounds/, fonts/ (games/datafiles.py)

DEFAULT_PALETTE = dict(design.PALETTE)

# What a text or a panel is drawn in: a colour role's name ("text", "panel"), or a colour.
# labels kept at most, drawn most recently first (app/ui/surface_cache.py), or three quarters
# of a screen's bytes where that is more: a page of lines in sight is about a screen of them
# (2560x1440's rules page: 5 MiB), and fewer kept would set them again in each frame that scrolls
TEXT_CACHE_BYTES, TEXT_SCREEN_SHARE = 2 * 2**20, 0.75


Colour = str | pygame.Color | tuple[int, ...]
SizeT = TypeVar("SizeT", bound=int)  # a text role's size (design.Size) stays one

DISPLAY_ROLES = ("title", "heading")  # set in the display face; every other role in the text face
FACES = {"display": "Fredoka-SemiBold.ttf", "text": "Nunito-Medium.ttf", "text_bold": "Nunito-ExtraBold.ttf"}
FALLBACK = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
ICON_FONT = "Lucide.ttf"
_told: set[str] = set()  # font files whose failure was said in the log


def _tell_once(name: str, error: BaseException) -> None:
    if name not in _told:
        _told.add(name)
        print(f"TriDice: the font {name} did not load ({error}); the fallback face stands in", flush=True)


def _load_json(name: str) -> dict[str, object]:
    try:
        with open(asset_path("fonts", name), encoding="utf-8") as handle:
            found = json.load(handle)
        return found if isinstance(found, dict) else {}
    except (OSError, ValueError):
        return {}


def asset_path(*parts: str) -> str:
    return os.path.join(ROOT, *parts)


def check_font(path: str) -> None:
    """Open the font file at `path` and draw a few of its characters with it (letters; the
    icon font, which has none, its first icon); raises what pygame raises for a damaged one
    (app/ui/datacheck.py, before the window opens)."""
    if not pygame.font.get_init():
        pygame.font.init()
    sample = "TriDice 123"
    if os.path.basename(path) == ICON_FONT:
        try:  # its index beside it (a copy being checked may not be the one the game runs)
            with open(os.path.join(os.path.dirname(path), "icons.json"), encoding="utf-8") as handle:
                index = json.load(handle)
        except (OSError, ValueError):
            index = {}
        codepoints = [c for c in index.values() if isinstance(c, int)] if isinstance(index, dict) else []
        sample = chr(min(codepoints)) if codepoints else sample
    pygame.font.Font(path, 16).render(sample, True, (0, 0, 0))


def _colour(value: str) -> pygame.Color | None:
    try:
        return pygame.Color(value)
    except (ValueError, TypeError):
        return None


class Theme:
    def __init__(self) -> None:
        # a colour role -> its colour; a few roles are lists (TRI's players: "tri_players")
        self.palette: dict[str, pygame.Color | list[pygame.Color]] = {
            k: pygame.Color(v) for k, v in DEFAULT_PALETTE.items()
        }
        try:
            with open(asset_path("sprites", "palette.json"), encoding="utf-8") as handle:
                loaded = json.load(handle)
        except (OSError, ValueError):
            loaded = {}
        for key, value in loaded.items():
            colour = _colour(value) if isinstance(value, str) else None
            if colour is not None:
                self.palette[key] = colour
            elif isinstance(value, list) and all(isinstance(v, str) for v in value):
                self.palette[key] = [pygame.Color(v) for v in value]
        self._fonts: dict[tuple[str, int], pygame.font.Font | None] = {}  # (file, px) -> font (None: failed)
        lacks = _load_json("faces.json")  # {face file: the characters it has no glyph for}
        self._lacks = {name: set(str(chars)) for name, chars in lacks.items()}
        codepoints = _load_json("icons.json")  # {icon name: its codepoint in the icon font}
        self._icons = {name: chr(point) for name, point in codepoints.items() if isinstance(point, int)}
        # rendered labels (text, size, role, colour, bold): most are drawn again every frame
        self._texts: SurfaceCache[tuple[str, int, str | None, tuple[int, ...], bool]] = SurfaceCache(
            TEXT_CACHE_BYTES, TEXT_SCREEN_SHARE
        )

    # The one list in the palette is asked for by name; every other role is one colour.
    @overload
    def colour(  # type: ignore[overload-overlap]
        self, name: Literal["tri_players"], fallback: str = ...
    ) -> list[pygame.Color]: ...

    @overload
    def colour(self, name: str, fallback: str = ...) -> pygame.Color: ...

    def colour(self, name: str, fallback: str = "#ff00ff") -> pygame.Color | list[pygame.Color]:
        return self.palette.get(name) or pygame.Color(fallback)

    def face(self, size: int, bold: bool = False) -> str:
        """The font file a text of this size (its role) and weight is set in."""
        if getattr(size, "role", None) in DISPLAY_ROLES:
            return FACES["display"]
        return FACES["text_bold"] if bold else FACES["text"]

    def _file_font(self, name: str, px: int) -> pygame.font.Font | None:
        key = (name, px)
        if key not in self._fonts:
            try:
                self._fonts[key] = pygame.font.Font(asset_path("fonts", name), px)
            except (OSError, ValueError, RuntimeError) as error:  # missing or damaged: the fallback
                _tell_once(name, error)
                self._fonts[key] = None
        return self._fonts[key]

    def _fallback(self, px: int, bold: bool) -> pygame.font.Font:
        font = self._file_font(FALLBACK[bold], px)
        if font is None:  # the fallback face is gone too: pygame's own
            font = self._fonts[(FALLBACK[bold], px)] = pygame.font.Font(None, px)
        return font

    def font(self, size: int, bold: bool = False, text: str = "") -> pygame.font.Font:
        """The font a text of `size` (a layout text role) is set in; with `text`, the fallback
        face where the chosen face lacks one of its characters."""
        name = self.face(size, bold)
        font = self._file_font(name, int(size))
        if font is None or (text and not self._lacks.get(name, set()).isdisjoint(text)):
            return self._fallback(int(size), bold)
        return font

    def icon(self, name: str, px: int, colour: Colour = "text") -> pygame.Surface | None:
        """The icon `name` (app/ui/icons.py) `px` high in `colour`; None where the icon font
        did not load or does not have it (the words stand alone then)."""
        glyph = self._icons.get(name)
        font = self._file_font(ICON_FONT, int(px)) if glyph is not None else None
        if font is None or glyph is None:
            return None
        if not isinstance(colour, (pygame.Color, tuple)):
            colour = self.colour(colour)
        key = (glyph, int(px), "icon", tuple(colour), False)
        picture = self._texts.get(key)
        if picture is None:
            picture = self._texts.put(key, font.render(glyph, True, colour))
        return picture

    def text(self, text: str, size: int, colour: Colour = "text", bold: bool = False) -> pygame.Surface:
        """`text` rendered at `size` (a layout text role: lay.text, lay.small...) in the
        colour role `colour` (cached: the same label is not rendered twice)."""
        named = colour if isinstance(colour, str) else None
        if not isinstance(colour, (pygame.Color, tuple)):
            colour = self.colour(colour)
        key = (text, int(size), getattr(size, "role", None), tuple(colour), bold)
        label = self._texts.get(key)
        if label is None:
            label = self._texts.put(key, self.font(size, bold, text).render(text, True, colour))
            drawlog.remember(
                label, drawlog.LabelInfo(text, int(size), key[2], tuple(colour)[:3], bold, named)
            )
        return label

    def tag(self, text: str, size: int, pad: int, fill_role: str = "accent") -> pygame.Surface:
        """A pill: `text` in bold `ink` on a rounded `fill_role` (the gold `accent`, or `good`
        for a win), `pad` px each side (cached). Every game's seat card says whose turn it is,
        and who won, with it (app/boards/seat_panel.py: issue 28 point 1, one way in all four);
        ink is 8.5:1 on the accent and 8.0:1 on `good` (docs/design.md)."""
        fill = self.colour(fill_role)
        key = (text, int(size), "tag", (*tuple(fill), pad), True)
        picture = self._texts.get(key)
        if picture is None:
            label = self.text(text, size, "ink", bold=True)
            picture = pygame.Surface((label.get_width() + 2 * pad, label.get_height() + 2), pygame.SRCALPHA)
            box = picture.get_rect()
            pygame.draw.rect(picture, fill, box, border_radius=box.height // 2)
            picture.blit(label, label.get_rect(center=box.center))
            self._texts.put(key, picture)
        return picture

    def lines(self, text: str, size: int, width: float, bold: bool = False) -> list[str]:
        """`text` wrapped to `width` pixels at `size`."""
        return wrap(self.font(size, bold, text), text, width)

    def fits(self, text: str, size: int, width: float, bold: bool = False) -> bool:
        return self.font(size, bold, text).size(text)[0] <= width

    def largest(
        self, text: str, sizes: Sequence[SizeT], width: float, bold: bool = False, height: float | None = None
    ) -> SizeT:
        """The first of the text role sizes `sizes` (largest first) at which `text` fits
        `width` (and its letters `height`); the last if none does."""
        for size in sizes:
            font = self.font(size, bold, text)
            if font.size(text)[0] <= width and (height is None or font.get_ascent() <= height):
                return size
        return sizes[-1]


OPENS = "(\u00ab\u201c\"'"  # what may open a token: "(X)"
CLOSES = ".,;:!?)\u00bb\u201d\"'"  # what may close one: "2.", "X.", "(X)"


def short(token: str) -> bool:
    """A token that belongs with the word before it, never at a line's start without it: one
    character or a number, with what opens or closes it ("X", "_", "2.", "(X)", "12,")."""
    core = token.lstrip(OPENS).rstrip(CLOSES)
    return bool(core) and (len(core) == 1 or core.isdigit())


def chunks(words: list[str]) -> list[list[str]]:
    """`words` in the groups a line break does not split where a line can hold them: each short
    token with the word before it, a run of them with the word before the run ("Player 2",
    "... 6 6 2.", "leave X _ X.")."""
    groups: list[list[str]] = []
    for word in words:
        if groups and short(word):
            groups[-1].append(word)
        else:
            groups.append([word])
    return groups


def wrap(font: pygame.font.Font, text: str, width: float) -> list[str]:
    """Split `text` into lines that fit `width` pixels (words never split unless a single word
    is too long). A short token is never cut from the word before it where a line can hold them
    ("6 / 2.", "X _ / X.", "Player / 2": `chunks`), and a paragraph's last line never holds one
    word alone where the line before can give it its last word (and both still fit)."""

    def fits(line: list[str]) -> bool:
        return font.size(" ".join(line))[0] <= width

    lines: list[str] = []
    for paragraph in text.split("\n"):
        rows: list[list[list[str]]] = []  # each row a list of groups of words
        for group in chunks(paragraph.split(" ")):
            # a group wider than a line on its own is set word by word
            pieces = [group] if fits(group) else [[word] for word in group]
            for piece in pieces:
                if rows and fits([word for g in rows[-1] for word in g] + piece):
                    rows[-1].append(piece)
                else:
                    rows.append([piece])
        if len(rows) >= 2 and len(rows[-1]) == 1 and len(rows[-1][0]) == 1 and len(rows[-2]) >= 2:
            moved = [*rows[-2][-1], *rows[-1][0]]  # a widow: the word before keeps it company
            if fits(moved):
                rows[-2], rows[-1] = rows[-2][:-1], [moved]
        lines += [" ".join(word for group in row for word in group) for row in rows]
    return lines
