"""The boards' legends keep their room at the desktop shape (docs/design.md, issue 21 point 4):
Triad's shows its two example triads as dice wherever they can be read, Tris 2's "how to read
a die" shows beside the field under Offer draw while the dice roll, and gives that place to
Decline draw while a draw offer waits."""

import pygame
import pytest
from app_driver import board_of, frames, make_app, open_board, press

from app.boards.triad import legend as triad_legend
from games.match import Match

SHAPES = [(1280, 720), (390, 844), (320, 568)]


@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_triads_legend_shows_the_example_triads_as_dice(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size=size)
    open_board(app, Match.new("triad", 2), ["human", "human"])
    frames(app, 3)
    board = board_of(app)
    legend = board.view.legend
    if legend.rect is None:  # this layout keeps no room for it
        assert size != (1280, 720)
        return
    drawn = []
    real = triad_legend.draw_face
    monkeypatch.setattr(
        triad_legend, "draw_face", lambda app, face, side: drawn.append(side) or real(app, face, side)
    )
    picture = triad_legend.paint_legend(app, legend.rect.size)
    assert len(drawn) == 6, f"{len(drawn)} example dice in the legend at {size}"
    assert min(drawn) >= max(16, app.layout.small * 1.4)
    assert picture.get_size() == legend.rect.size


def test_tris2s_legend_shows_beside_the_field_at_the_desktop_shape(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    open_board(app, Match.new("tris2", 2), ["human", "human"])
    frames(app, 3)
    board = board_of(app)
    view = board.view
    assert board.rules.phase(board.state) == "roll"
    assert view.legend.shown is not None, "no room for how to read a die"
    orient, box = view.legend.shown
    assert app.layout.rect.contains(box)
    assert box.top >= view.offer_button.rect.bottom  # under Offer draw
    assert not box.colliderect(view.offer_button.rect)
    press(app, "Offer draw")  # the other player is asked: Accept or Decline
    frames(app, 3)
    board = board_of(app)
    assert board.rules.offer_pending(board.state) is not None
    assert board.view.decline_button.visible and board.view.accept_button.visible
    assert board.view.legend.shown is None, "the legend is drawn where Decline draw is"
    surface = pygame.Surface(app.layout.size)
    board.view.legend.draw(surface, board.state, board.ui)
    assert board.view.legend.shown is None
