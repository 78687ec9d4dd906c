"""Where the TRI board puts each triangle, and which triangle a tap means."""

import pygame
import pytest

from games.tri.rules import RULES
from app.boards.tri.torus import N, S, TorusView, split_name


@pytest.mark.parametrize("size", [3, 4, 6, 8])
def test_every_triangle_is_hit_at_its_centre_and_the_board_fits(size):
    view = TorusView(size)
    area = pygame.Rect(10, 20, 400, 300)
    view.layout(area)
    assert area.contains(view.frame)
    state = RULES.new_game(2, size=size)
    assert view.names == RULES.triangle_names(state)
    for name in view.names:
        assert view.hit(view.centroid(name)) == name


@pytest.mark.parametrize("size", [3, 5])
def test_the_wrapped_strip_shows_each_edge_triangle_s_neighbour_across_the_wrap(size):
    view = TorusView(size)
    view.layout(pygame.Rect(0, 0, 600, 600))
    state = RULES.new_game(2, size=size)
    assert len(view.ghosts) == 4 * size
    for (col, row, side), real in view.ghosts.items():
        # the board triangle this repeated one touches, edge to edge
        inside = {S: (col, row + 1, N), N: (col, row - 1, S)}.get(side)
        if inside is None:
            inside = (col + 1, row, 3) if col < 0 else (col - 1, row, 1)
        touching = view.hit(view.centroid_at(*inside))
        assert real in RULES.neighbours(state, touching)
        # and a tap on the repeated triangle means the real one
        assert view.hit(view.centroid_at(col, row, side)) == real


def test_a_tap_near_a_lit_triangle_goes_to_it_on_a_small_board():
    view = TorusView(6)
    view.layout(pygame.Rect(0, 0, 210, 210))  # a phone-sized board: triangles smaller than a finger
    target = "c3N"
    x, y = view.centroid(target)
    beside = (x, y - view.cell // 3)  # just across the edge, in the square above
    assert split_name(view.hit(beside))[:2] != split_name(target)[:2]
    assert view.hit(beside, prefer=[target], reach=22) == target
    far = (x + 3 * view.cell, y)
    assert view.hit(far, prefer=[target], reach=22) != target
