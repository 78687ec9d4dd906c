"""The TRI dice pictures: a face from the shared sprites, or a blank die with a "?"
(rolled, but not this viewer's to see). Battle dice, the bonus die and the last
battle's recap draw through `DiePictures.render`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from app.ui.faces import draw_face

from ..host import Face

if TYPE_CHECKING:
    from ..host import Host

TriFace = Face | tuple[str]  # a die's face, or HIDDEN_FACE: rolled, not the viewer's to see

HIDDEN_FACE: TriFace = ("hidden",)
DICE_POOL: list[TriFace] = [("pips", "W", v) for v in range(1, 7)]  # the faces a rolling die tumbles through


def die_face(value: int | None) -> TriFace:
    return ("pips", "W", value) if value else HIDDEN_FACE


class DiePictures:
    def __init__(self, app: Host) -> None:
        self.app = app
        self._hidden: dict[int, pygame.Surface] = {}

    def render(self, face: TriFace, size: int) -> pygame.Surface:
        if face == HIDDEN_FACE:
            return self.hidden_die(size)
        return draw_face(self.app, face, size, marks=False)  # one colour of dice: no colour pattern

    def hidden_die(self, size: int) -> pygame.Surface:
        picture = self._hidden.get(size)
        if picture is None:
            picture = pygame.Surface((size, size), pygame.SRCALPHA)
            box = picture.get_rect().inflate(-max(2, size // 12), -max(2, size // 12))
            pygame.draw.rect(picture, pygame.Color("#55627a"), box, border_radius=size // 6)
            pygame.draw.rect(
                picture, pygame.Color("#7d8aa3"), box, max(2, size // 24), border_radius=size // 6
            )
            lay = self.app.layout
            mark = self.app.theme.text(
                "?",
                self.app.theme.largest("?", (lay.heading, lay.text, lay.small), size // 2, bold=True),
                "text",
                bold=True,
            )
            picture.blit(mark, mark.get_rect(center=box.center))
            self._hidden[size] = picture
        return picture
