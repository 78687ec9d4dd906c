"""Sprite sheets, loaded once and cut into cells; scaled copies are cached.

`sprites/sheets.json` (written by tools/make_sprites.py) says for each sheet
its file, cell size and the names of its columns and rows, so nothing here
hard-codes a layout. Cells are addressed by name or index.
"""

import json
from collections.abc import Iterable
from typing import Any

import pygame

from app.ui.surface_cache import SurfaceCache
from app.ui.theme import asset_path

Cell = int | str  # a column or a row of a sheet: its index, or its name in sheets.json
# the scaled cells kept, drawn most recently first: 2 MiB, or a quarter of the screen's bytes
SCALED_BYTES, SCALED_SCREEN_SHARE = 2 * 2**20, 0.25


class Assets:
    def __init__(self) -> None:
        try:
            with open(asset_path("sprites", "sheets.json"), encoding="utf-8") as handle:
                index = json.load(handle)
        except (OSError, ValueError):
            index = {}
        # sheet name -> its entry in sheets.json: file, cell [w, h], columns and rows (JSON)
        self.index: dict[str, dict[str, Any]] = index.get("sheets", index)
        self._images: dict[str, pygame.Surface] = {}
        self._cells: dict[tuple[str, Cell, Cell], pygame.Surface] = {}
        # scaled cells, by bytes (a zooming board's dice come at a new size each frame)
        self._scaled: SurfaceCache[tuple[str, Cell, Cell, tuple[int, int]]] = SurfaceCache(
            SCALED_BYTES, SCALED_SCREEN_SHARE
        )

    def has(self, sheet: str) -> bool:
        return sheet in self.index

    def _image(self, sheet: str) -> pygame.Surface:
        image = self._images.get(sheet)
        if image is None:
            info = self.index[sheet]
            image = pygame.image.load(asset_path("sprites", info["file"]))
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self._images[sheet] = image
        return image

    @staticmethod
    def _position(names: Iterable[str], key: Cell) -> int:
        if isinstance(key, int):
            return key
        return list(names).index(str(key))

    def cell(self, sheet: str, column: Cell, row: Cell = 0) -> pygame.Surface:
        key = (sheet, column, row)
        surface = self._cells.get(key)
        if surface is None:
            info = self.index[sheet]
            width, height = info["cell"]
            col = self._position(info.get("columns", []), column)
            rw = self._position(info.get("rows", []), row)
            surface = self._image(sheet).subsurface((col * width, rw * height, width, height))
            self._cells[key] = surface
        return surface

    def scaled(self, sheet: str, column: Cell, row: Cell, size: float | tuple[int, int]) -> pygame.Surface:
        """The cell scaled to `size` px (square) or (w, h)."""
        if isinstance(size, (int, float)):
            size = (int(size), int(size))
        key = (sheet, column, row, size)
        surface = self._scaled.get(key)
        if surface is None:
            surface = self._scaled.put(key, pygame.transform.smoothscale(self.cell(sheet, column, row), size))
        return surface
