"""Sprite sheets, loaded once and cut into cells; scaled copies are cached.

`sprites/sheets.json` (written by tools/make_sprites.py) says for each sheet
its file, cell size and the names of its columns and rows, so nothing here
hard-codes a layout. Cells are addressed by name or index.
"""

import json

import pygame

from app.ui.theme import asset_path


class Assets:
    def __init__(self):
        try:
            with open(asset_path("sprites", "sheets.json"), encoding="utf-8") as handle:
                self.index = json.load(handle)
        except (OSError, ValueError):
            self.index = {}
        self.index = self.index.get("sheets", self.index)
        self._images = {}
        self._cells = {}
        self._scaled = {}

    def has(self, sheet):
        return sheet in self.index

    def _image(self, sheet):
        image = self._images.get(sheet)
        if image is None:
            info = self.index[sheet]
            image = pygame.image.load(asset_path("sprites", info["file"]))
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
            self._images[sheet] = image
        return image

    @staticmethod
    def _position(names, key):
        if isinstance(key, int):
            return key
        return list(names).index(str(key))

    def cell(self, sheet, column, row=0):
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

    def scaled(self, sheet, column, row, size):
        """The cell scaled to `size` px (square) or (w, h)."""
        if isinstance(size, (int, float)):
            size = (int(size), int(size))
        key = (sheet, column, row, size)
        surface = self._scaled.get(key)
        if surface is None:
            surface = pygame.transform.smoothscale(self.cell(sheet, column, row), size)
            if len(self._scaled) > 600:
                self._scaled.clear()
            self._scaled[key] = surface
        return surface
