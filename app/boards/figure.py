"""A rules picture (games/figures.py) drawn by the game's own board: one runner for every game.

The game's `BoardView` is laid out on a small screen of its own (`SmallScreen`: the app as
the view sees it, with a `Layout` the picture's size and the player's text size, its
fingertip small enough that every board shows whole), shown the figure's position with its
record as the history (so the view marks the last move and, at the end, the deciding line,
as it does in play), with the figure's choice picked and its legal moves lit (hints on), and
drawn off screen. The picture is its playing area (less any empty band), with the figure's
cells ringed in gold. Pictures are kept by what they depend on (the game, the figure, the
size, the text size, the language, the colours and their marks): a page that scrolls, or
is laid out again, draws each once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from app.ui import depth
from app.ui.layout import Layout
from games import figures as figure_data
from games.i18n import language

from . import cues, make_view
from .hit import CLEAR, BoardUI

if TYPE_CHECKING:
    from app.saved.settings import Settings
    from app.ui.assets import Assets
    from app.ui.audio import Audio
    from app.ui.scene import SceneStack
    from app.ui.theme import Theme
    from games.figures import Figure
    from games.game import Game

    from .host import Host
    from .view import BoardView

THUMB_SCREEN = (480, 800)  # a thumbnail's board is drawn on a screen of this size, then scaled down
TAP_GAPS = 3  # the picture's "fingertip", in gaps: small enough for every board to show whole
_KEEP = 24  # pictures kept before the cache starts again
_pictures: dict[tuple[Any, ...], tuple[pygame.Surface, dict[str, pygame.Rect]]] = {}


class SmallScreen:
    """The app as a picture's board sees it: the app's theme, pictures and settings, on a
    screen of the picture's size (`layout`), so every size the view and its parts ask of
    the app is the picture's."""

    def __init__(self, app: Host, layout: Layout) -> None:
        self.app, self._layout = app, layout

    @property
    def layout(self) -> Layout:
        return self._layout

    @property
    def theme(self) -> Theme:
        return self.app.theme

    @property
    def audio(self) -> Audio:
        return self.app.audio

    @property
    def assets(self) -> Assets:
        return self.app.assets

    @property
    def scenes(self) -> SceneStack:
        return self.app.scenes

    @property
    def settings(self) -> Settings:
        return self.app.settings

    def glow_speed(self) -> float:
        return 0.0  # a picture stands still: its glows at their brightest

    def invalidate(self) -> None:
        """A picture is drawn once: nothing to draw again."""


def pick_for(view: BoardView, state: Any, ui: BoardUI, move: str) -> object | None:
    """The half-made choice under which the board offers `move` (a die picked), found the way
    a person finds it: among the keyboard's targets; None if `move` is a target as it is."""
    targets = view.targets(state, ui)
    if any(hit is not None and hit.move == move for _rect, hit in targets):
        return None
    for _rect, hit in targets:
        if hit is None or hit.move is not None or hit.pick in (None, CLEAR):
            continue
        ui.selected = hit.pick
        view.sync(state, ui)
        if any(found is not None and found.move == move for _r, found in view.targets(state, ui)):
            return hit.pick
        ui.selected = None
        view.sync(state, ui)
    return None


def ui_for(view: BoardView, figure: Figure, states: list[Any], moves: list[str]) -> BoardUI:
    """The person's side of the board for the picture: the figure's record as the history,
    hints on, and its choice picked."""
    ui = BoardUI()
    ui.history = (states, moves)
    ui.hints = True
    state = states[-1]
    ui.interactive = figure.choice is not None
    view.sync(state, ui)
    if figure.choice is not None:
        ui.selected = pick_for(view, state, ui, figure.choice)
        view.sync(state, ui)
    return ui


def draw_position(
    app: Host, game: Game[Any], figure: Figure, small: Layout
) -> tuple[BoardView, pygame.Surface, Any]:
    """(the view, what it drew, the position): the game's board in the figure's position on a
    screen of `small`'s size."""
    small.tap = small.gap * TAP_GAPS  # nothing on a picture is tapped: a board shows whole
    states, moves = figure_data.walk(figure, game.rules)
    view = make_view(SmallScreen(app, small), game, ["human"] * figure.players)
    view.show_whole()
    screen = pygame.Rect(0, 0, small.width, small.height)
    view.layout(small, screen.inflate(-2 * small.margin, -2 * small.margin))
    ui = ui_for(view, figure, states, moves)
    canvas = pygame.Surface(screen.size)
    canvas.fill(app.theme.colour("panel"))
    view.draw(canvas, states[-1], ui)
    return view, canvas, states[-1]


def thumbnail_key(app: Host, game: Game[Any], figure: Figure, width: int, height: int) -> tuple[Any, ...]:
    """What a kept thumbnail is found by: the figure, its size, the language and the marks."""
    return (
        "thumb",
        game.id,
        figure.name,
        figure.moves,
        width,
        height,
        language(),
        app.settings.colourblind_marks,
    )


def kept_thumbnail(
    app: Host, game: Game[Any], figure: Figure, width: int, height: int
) -> pygame.Surface | None:
    """board_thumbnail's picture if it is kept already, else None (nothing drawn): a list that
    draws one new board a frame asks first."""
    found = _pictures.get(thumbnail_key(app, game, figure, width, height))
    return found[0] if found is not None else None


def board_thumbnail(app: Host, game: Game[Any], figure: Figure, width: int, height: int) -> pygame.Surface:
    """The figure's board alone (`BoardView.thumbnail_area`: no seats' cards, no pool), fitted within
    `width` x `height` px: drawn on a phone-sized screen (THUMB_SCREEN, where every board
    draws its pieces well) and scaled down, so a small picture stays sharp and whole."""
    lay = app.layout
    key = thumbnail_key(app, game, figure, width, height)
    found = _pictures.get(key)
    if found is not None:
        return found[0]
    if len(_pictures) > _KEEP:
        _pictures.clear()
    view, canvas, state = draw_position(app, game, figure, Layout(THUMB_SCREEN, lay.css_scale, 1.0))
    area = (view.thumbnail_area(state) or canvas.get_rect()).clip(canvas.get_rect())
    scale = min(width / max(1, area.width), height / max(1, area.height), 1.0)
    size = (max(1, int(area.width * scale)), max(1, int(area.height * scale)))
    picture = pygame.transform.smoothscale(canvas.subsurface(area), size)
    _pictures[key] = (picture, {})
    return picture


def board_picture(
    app: Host, game: Game[Any], figure: Figure, width: int, height: int
) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
    """(the picture of `figure`, within `width` x `height` px, and where each ringed cell is on it)."""
    lay = app.layout
    key = (
        game.id,
        figure.name,
        width,
        height,
        lay.text_scale,
        lay.css_scale,
        language(),
        tuple(app.theme.colour("panel")),
        app.settings.colourblind_marks,
    )
    found = _pictures.get(key)
    if found is not None:
        return found
    if len(_pictures) > _KEEP:
        _pictures.clear()
    small = Layout((width, height), lay.css_scale, lay.text_scale)
    view, canvas, _state = draw_position(app, game, figure, small)
    screen = canvas.get_rect()
    area = view.picture_area() or screen
    # the board alone, raised off the card as the view raises it off the table: nothing of the
    # parts around it (a seat card's edge) comes along
    board = pygame.Surface(screen.size)
    board.fill(app.theme.colour("panel"))
    lifted = view.playing_area()
    if lifted is not None and lifted.width > 0:
        depth.draw_shadow(board, lifted, small.gap, max(4, small.gap))
    board.blit(canvas, area.topleft, area)
    canvas = board
    rings = {name: rect for name in figure.ring if (rect := view.cell_rect(name)) is not None}
    line = max(2, small.gap // 3)
    for rect in rings.values():
        cues.edged_rect(
            canvas, app.theme, app.theme.colour("accent"), rect.inflate(line, line), line, small.gap // 2
        )
    crop = area.inflate(small.margin, small.margin).clip(screen)
    # what the board drew: its area and its shadow, less any empty band
    keyed = canvas.copy()
    keyed.set_colorkey(app.theme.colour("panel"))
    drawn = keyed.get_bounding_rect()
    if drawn.width and drawn.height:
        crop = crop.clip(drawn.inflate(small.gap, small.gap))
    picture = pygame.Surface(crop.size)
    picture.blit(canvas, (0, 0), crop)  # (a recording surface hands its words on: tests/eye.py)
    placed = {name: rect.move(-crop.x, -crop.y) for name, rect in rings.items()}
    _pictures[key] = (picture, placed)
    return picture, placed
