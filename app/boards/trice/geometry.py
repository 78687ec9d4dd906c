"""Where the TRICE board puts things for a board rect.

The card (3 rows, 4 columns, a1 top-left) has rulers: column letters above it,
row numbers on its left, always drawn, since sentences name cells. Each seat's
panel (name, person or computer, the die to place) sits on its side of the card:
Player 2 above, Player 1 below. The pool holds the dice not yet given, in fixed
slots grouped by colour: one row per colour with its name on the left, or three
2x2 blocks side by side with the names above, whichever gives bigger dice.

Portrait stacks panel, card, panel and pool; landscape puts the card on the
left and the panels and pool on the right. Spare height goes to roomier
panels, and what is left centres the whole. Once every die is on the card a
portrait board drops the pool (the card grows) and, if there is room, explains
the full-card turn below the panels; landscape explains it where the pool was.
Every tap target (cells, pool slots) is a whole tile, not just its picture.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from app.ui.layout import MIN_TAP_CSS
from games.i18n import N_, _

if TYPE_CHECKING:
    from app.ui.layout import Layout
    from app.ui.theme import Theme

Spot = tuple[int, int]  # a point on the canvas
Caption = tuple[Spot, str]  # (midright or midbottom point, anchor)
Modes = dict[str, tuple[int, Callable[[int], int]]]  # mode -> (widest tile, pool height for a tile)

COLOUR_ORDER = "WPO"
# TRANSLATORS: the colours of TRICE's dice, the pool's column heads.
COLOUR_WORDS = {"W": N_("White"), "P": N_("Purple"), "O": N_("Orange")}
LETTERS = "abcd"
CELLS = [f"{c}{r}" for r in (1, 2, 3) for c in LETTERS]
PER_COLOUR = 4  # the pool never holds more dice of one colour
ONE_LINE_TAP = 0.75  # a one-line panel upright: this share of a finger, for its die's box
MIN_CELL = 9  # the smallest card cell a layout takes, however little room it is given
POOL_SHARE_BESIDE = 0.6


@dataclass
class Geometry:
    cell: int
    card: pygame.Rect  # the 12 cells
    frame: pygame.Rect  # the card picture around them
    panels: dict[int, pygame.Rect]  # seat -> panel rect
    slots: dict[int, pygame.Rect]  # seat -> the die-to-place box
    pool: pygame.Rect  # the pool's tiles and captions
    tiles: dict[str, list[pygame.Rect]]  # colour -> [4 tile rects]
    captions: dict[str, Caption]  # colour -> (midright or midbottom point, anchor)
    tile: int
    cells: dict[str, pygame.Rect] = field(default_factory=dict)
    columns: dict[str, Spot] = field(default_factory=dict)  # "a" -> centre of its ruler label
    rows: dict[str, Spot] = field(default_factory=dict)  # "1" -> centre of its ruler label
    legend: pygame.Rect | None = None  # where the full-card turn is explained, if room
    roll: pygame.Rect | None = None  # what the setup roll covers: the card and its rulers
    head: pygame.Rect | None = None  # landscape: the column's room above Player 2's panel

    @property
    def die(self) -> int:
        """A die on the card: a little smaller than its square."""
        return int(self.cell * 0.78)

    @property
    def area(self) -> pygame.Rect:
        """Everything a player looks at: panels, card and pool."""
        return self.frame.unionall([*self.panels.values(), self.pool])


def sizes(lay: Layout, theme: Theme, one_line: bool = False) -> tuple[int, int]:
    """(ruler, panel) heights: a ruler line, and a panel's two lines of text (its name over
    what the seat is), or one (`one_line`: what it is beside its name). The ruler's band keeps
    normal text's size (`Layout.band`): a Large letter fits it, the card keeps the pixels."""
    ruler = theme.font(lay.band, bold=True).get_linesize()
    panel = theme.font(lay.text, bold=True).get_linesize() + 2
    if not one_line:
        panel += theme.font(lay.small).get_linesize()
    return ruler, panel


def label_width(lay: Layout, theme: Theme) -> int:
    font = theme.font(lay.small, bold=True)
    return max(font.size(_(word))[0] for word in COLOUR_WORDS.values()) + lay.gap


def block_shape(per_colour: int) -> tuple[int, int]:
    """(across, down): a colour's tiles in the blocks mode, for `per_colour` dice at most."""
    across = min(2, per_colour)
    return across, -(-per_colour // across)


def pool_modes(lay: Layout, theme: Theme, width: int, per_colour: int = PER_COLOUR) -> Modes:
    """{mode: (widest tile, pool height for a tile)} for a pool `width` wide holding at most
    `per_colour` dice of a colour (fewer once dice have left it: a puzzle's, a late game's)."""
    ruler = theme.font(lay.small, bold=True).get_linesize()
    rows = (width - label_width(lay, theme)) // per_colour
    across, down = block_shape(per_colour)
    blocks = (width - 2 * lay.gap) // (3 * across)
    return {"rows": (rows, lambda t: 3 * t), "blocks": (blocks, lambda t: ruler + down * t)}


def place_pool(lay: Layout, theme: Theme, rect: pygame.Rect, cap: int) -> tuple[str, int]:
    """(mode, tile): the pool layout giving the biggest tiles in `rect`, tiles <= cap."""
    best: tuple[str, int] | None = None
    for mode, (widest, height) in pool_modes(lay, theme, rect.width).items():
        tile = min(cap, widest)
        while tile > 8 and height(tile) > rect.height:
            tile -= 1
        if best is None or tile > best[1]:
            best = (mode, tile)
    assert best is not None  # pool_modes gives two modes
    return best


def pool_tiles(
    lay: Layout, theme: Theme, rect: pygame.Rect, mode: str, tile: int, per_colour: int = PER_COLOUR
) -> tuple[dict[str, list[pygame.Rect]], dict[str, Caption], pygame.Rect]:
    """(tiles, captions, bounds): the `per_colour` slots of each colour, centred in `rect`."""
    tiles: dict[str, list[pygame.Rect]] = {}
    captions: dict[str, Caption] = {}
    if mode == "rows":
        label = label_width(lay, theme)
        width, height = label + per_colour * tile, 3 * tile
        x = rect.centerx - width // 2
        y = rect.centery - height // 2
        for index, colour in enumerate(COLOUR_ORDER):
            top = y + index * tile
            tiles[colour] = [pygame.Rect(x + label + i * tile, top, tile, tile) for i in range(per_colour)]
            captions[colour] = ((x + label - lay.gap, top + tile // 2), "midright")
    else:
        ruler = theme.font(lay.small, bold=True).get_linesize()
        across, down = block_shape(per_colour)
        width, height = 3 * across * tile + 2 * lay.gap, ruler + down * tile
        x = rect.centerx - width // 2
        y = rect.centery - height // 2
        for index, colour in enumerate(COLOUR_ORDER):
            left = x + index * (across * tile + lay.gap)
            tiles[colour] = [
                pygame.Rect(left + (i % across) * tile, y + ruler + (i // across) * tile, tile, tile)
                for i in range(per_colour)
            ]
            captions[colour] = ((left + across * tile // 2, y + ruler), "midbottom")
    return tiles, captions, pygame.Rect(x, y, width, height)


def number_width(lay: Layout, theme: Theme) -> int:
    return theme.font(lay.band, bold=True).size("3")[0] + lay.gap


def legible(lay: Layout, theme: Theme, mode: str, tile: int) -> bool:
    """Whether a pool of `tile`s laid out in `mode` is worth drawing once the pool no longer
    matters (the end): dice at least half a finger wide, each colour's name over its block no
    wider than the block."""
    if tile < math.ceil(MIN_TAP_CSS * lay.css_scale / 2):
        return False
    font = theme.font(lay.small, bold=True)
    widest = max(font.size(_(word))[0] for word in COLOUR_WORDS.values())
    return mode == "rows" or widest <= 2 * tile + lay.gap


def pool_tile(lay: Layout, cell: int, widest: int, fingers: bool = True) -> int:
    """A pool tile for cards of `cell`: a little smaller than a cell (the card comes
    first), never below a finger's width if the width allows it (`fingers`: a pool the
    person taps; a replay's is only looked at)."""
    floor = math.ceil(MIN_TAP_CSS * lay.css_scale) if fingers else 0
    return min(widest, max(floor, int(cell * 0.85)))


def portrait(
    lay: Layout,
    theme: Theme,
    rect: pygame.Rect,
    with_pool: bool = True,
    one_line: bool = False,
    fingers: bool = True,
    per_colour: int = PER_COLOUR,
) -> Geometry:
    """Panel, rulers and card, panel, pool, top to bottom, as large as they fit
    (without the pool once every die is on the card). `one_line`: the panels one line tall
    (a short phone in larger text: the card's room); `fingers`: the pool's dice are tapped
    (pool_tile); `per_colour`: the most dice of a colour the pool holds (a pool of fewer rows
    gives the card its room)."""
    gap, small_gap = lay.gap, max(4, lay.gap // 2)
    ruler, panel = sizes(lay, theme, one_line)
    if one_line:  # tall enough still for the die to place to be read in its box
        panel = max(panel, int(lay.tap * ONE_LINE_TAP))
    widest = (rect.width - 2 * (number_width(lay, theme) + gap)) // 4
    fixed = 2 * panel + ruler + 2 * gap + 3 * small_gap  # frame pads and gaps
    floor = math.ceil(MIN_TAP_CSS * lay.css_scale) if fingers else 0
    best: tuple[tuple[int, int, int], str, int, int, Callable[[int], int]] | None = None
    modes: Modes = pool_modes(lay, theme, rect.width, per_colour) if with_pool else {"none": (0, lambda t: 0)}
    for mode, (tile_w, height) in modes.items():
        cell = widest
        while cell > 8 and fixed + 3 * cell + height(pool_tile(lay, cell, tile_w, fingers)) > rect.height:
            cell -= 1
        tile = pool_tile(lay, cell, tile_w, fingers)
        # the pool's dice a finger wide first, then the card: a die wider than a finger is not
        # worth a card's pixels (Large text at 320x568: a 49-px die had cost the card 6 px)
        key = (min(tile, floor), cell, tile)
        if best is None or key > best[0]:
            best = (key, mode, cell, tile, height)
    assert best is not None  # at least one mode
    _score, mode, cell, tile, height = best
    spare = rect.height - (fixed + 3 * cell + height(tile))
    roomy = max(panel, min(int(cell * 0.9), panel + spare // 2))
    spare -= 2 * (roomy - panel)
    legend = None
    line = theme.font(lay.small).get_linesize()
    if not with_pool and spare >= 6 * line + 3 * gap:  # room to explain the full-card turn
        legend = pygame.Rect(rect.x, 0, rect.width, min(spare - gap, 9 * line + 2 * gap))
        spare -= legend.height + gap
    # a quarter above, half between the seats and the pool, a quarter below (no pool: centred);
    # a board too short for it all (squeezed above a sheet) starts at its top all the same
    spare = max(0, spare)
    y = rect.y + (spare // 4 if with_pool else spare // 2)
    panels = {1: pygame.Rect(rect.x, y, rect.width, roomy)}
    y = panels[1].bottom + small_gap + ruler + gap
    card = pygame.Rect(rect.centerx - 2 * cell, y, 4 * cell, 3 * cell)
    panels[0] = pygame.Rect(rect.x, card.bottom + gap + small_gap, rect.width, roomy)
    top = panels[0].bottom + small_gap + spare // 2
    pool = pygame.Rect(rect.x, top, rect.width, height(tile))
    geo = finish(lay, theme, cell, card, panels, pool, mode, tile, per_colour)
    # the rulers are hidden under the setup roll: it takes their strips and the board's width
    # between the seats' cards (a short board's card leaves the sides empty)
    roll_top = panels[1].bottom + small_gap
    geo.roll = pygame.Rect(rect.x, roll_top, rect.width, geo.frame.bottom - roll_top)
    if legend is not None:
        legend.top = panels[0].bottom + gap
        geo.legend = legend
    return geo


def landscape(
    lay: Layout,
    theme: Theme,
    rect: pygame.Rect,
    with_pool: bool = True,
    one_line: bool = False,
    head: Callable[[int], int] | None = None,
) -> Geometry:
    """The card on the left, as tall as the board; on the right Player 2's panel,
    the pool and Player 1's panel. The card's size is traded against the pool's
    so that pool dice come out about 0.8 of a cell (without the pool: as large as
    the panels beside it allow, the dice left in the pool shown where they stay legible).
    `one_line`: the panels one line tall (a short screen in larger text: the pool's room);
    `head`: the height the column keeps above Player 2's panel for a width (the scene's bar
    and the coach line, where they head the column: `Geometry.head` says where)."""
    gap = lay.gap
    ruler, panel = sizes(lay, theme, one_line)
    numbers = number_width(lay, theme)
    roomy = max(panel, min(int(lay.tap * 1.4), rect.height // 6))
    best: tuple[float, int, int, pygame.Rect, str, int] | None = None
    for cell in range((rect.height - ruler - 2 * gap) // 3, MIN_CELL - 1, -1):
        left = 4 * cell + 2 * (numbers + gap)
        top = head(rect.width - left - gap) if head is not None else 0
        side = pygame.Rect(
            rect.x + left + gap,
            rect.y + top + roomy + gap,
            rect.width - left - gap,
            rect.height - top - 2 * (roomy + gap),
        )
        if side.width < 3 * roomy or side.height < 0:
            continue
        mode, tile = place_pool(lay, theme, side, cell)
        score = min(cell, tile / (POOL_SHARE_BESIDE if head is not None else 0.8)) if with_pool else cell
        if not with_pool and not legible(lay, theme, mode, tile):  # the dice left at the end
            mode, tile = "none", 0
        if best is not None and score < best[0]:
            break  # the card only gets smaller from here
        if best is None or score > best[0]:
            best = (score, cell, left, side, mode, tile)
    if best is None:  # no room for the card beside a pool (a short window under an overlay's sheet)
        cell = MIN_CELL
        left = 4 * cell + 2 * (numbers + gap)
        top = head(max(0, rect.width - left - gap)) if head is not None else 0
        side = pygame.Rect(
            rect.x + left + gap,
            rect.y + top + roomy + gap,
            max(0, rect.width - left - gap),
            max(0, rect.height - top - 2 * (roomy + gap)),
        )
        best = (0, cell, left, side, *place_pool(lay, theme, side, cell))
    _score, cell, left, side, mode, tile = best
    height = ruler + 2 * gap + 3 * cell  # the column letters, the card's frame
    card = pygame.Rect(
        rect.x + left // 2 - 2 * cell + (numbers + gap) // 2,
        rect.y + (rect.height - height) // 2 + ruler + gap,
        4 * cell,
        3 * cell,
    )
    panels = {
        1: pygame.Rect(side.x, side.y - gap - roomy, side.width, roomy),
        0: pygame.Rect(side.x, rect.bottom - roomy, side.width, roomy),
    }
    geo = finish(lay, theme, cell, card, panels, side, mode, tile)
    geo.head = pygame.Rect(side.x, rect.y, side.width, panels[1].y - rect.y)
    # shown once the pool is empty, where a line of words fits between the panels
    line = theme.font(lay.small, bold=True).get_linesize()
    geo.legend = pygame.Rect(side.x, side.y, side.width, side.height) if side.height >= line + gap else None
    return geo


def finish(
    lay: Layout,
    theme: Theme,
    cell: int,
    card: pygame.Rect,
    panels: dict[int, pygame.Rect],
    pool_rect: pygame.Rect,
    mode: str,
    tile: int,
    per_colour: int = PER_COLOUR,
) -> Geometry:
    tiles: dict[str, list[pygame.Rect]]
    captions: dict[str, Caption]
    if tile:
        tiles, captions, bounds = pool_tiles(lay, theme, pool_rect, mode, tile, per_colour)
    else:  # no pool
        tiles, captions, bounds = {c: [] for c in COLOUR_ORDER}, {}, pygame.Rect(pool_rect.midbottom, (0, 0))
    gap = lay.gap
    frame = card.inflate(gap * 2, gap * 2)
    slots: dict[int, pygame.Rect] = {}
    for seat, panel in panels.items():
        size = min(int(panel.height * 0.84), cell)
        slot = pygame.Rect(0, 0, size, size)
        slot.midright = (panel.right - gap, panel.centery)
        slots[seat] = slot
    geo = Geometry(cell, card, frame, panels, slots, bounds, tiles, captions, tile, roll=frame)
    for index, name in enumerate(CELLS):
        row, col = divmod(index, 4)
        geo.cells[name] = pygame.Rect(card.x + col * cell, card.y + row * cell, cell, cell)
    ruler = sizes(lay, theme)[0]
    for col, letter in enumerate(LETTERS):
        geo.columns[letter] = (card.x + col * cell + cell // 2, frame.top - ruler // 2 - 1)
    for row in range(3):
        geo.rows[str(row + 1)] = (
            frame.left - number_width(lay, theme) // 2 - 1,
            card.y + row * cell + cell // 2,
        )
    return geo


def make(
    lay: Layout,
    theme: Theme,
    rect: pygame.Rect,
    with_pool: bool = True,
    one_line: bool = False,
    fingers: bool = True,
    per_colour: int = PER_COLOUR,
    head: Callable[[int], int] | None = None,
) -> Geometry:
    """The screen's own layout; without the pool (a full card, the end), the other one where its
    card is larger: a wide, short board rect (a phone's board above the game-over sheet or a
    lesson's end sheet) stacks the seats' panels above and below the card, a side column left
    empty otherwise. `per_colour`: the most dice of a colour left in the pool (upright, a pool
    of fewer rows gives the card its room; beside the card the pool keeps its shape). `head`:
    the side column starts with the bar and the coach line (landscape's), and stays."""
    if head is not None:
        return landscape(lay, theme, rect, with_pool, one_line, head)
    own = (
        portrait(lay, theme, rect, with_pool, one_line, fingers, per_colour)
        if lay.portrait
        else landscape(lay, theme, rect, with_pool, one_line)
    )
    if with_pool:
        return own
    other = landscape(lay, theme, rect, with_pool) if lay.portrait else portrait(lay, theme, rect, with_pool)
    return other if other.cell > own.cell else own
