"""Where the TRI board puts each triangle, whole or zoomed, and which triangle a tap means."""

import pygame
import pytest

from games.tri.rules import RULES
from app.boards.tri.camera import aim, shown
from app.boards.tri.torus import N, S, TorusView, split_name, zoom_cell


@pytest.mark.parametrize("size", [3, 4, 6, 8])
def test_every_triangle_is_hit_at_its_centre_and_the_board_fits(size):
    view = TorusView(size)
    area = pygame.Rect(10, 20, 400, 300)
    view.fit(area)
    assert area.contains(view.frame)
    state = RULES.new_game(2, size=size)
    assert view.names == RULES.triangle_names(state)
    for name in view.names:
        assert view.hit(view.centroid(name)) == name
        assert view.hit(view.rect(name).center) == name  # the tap box lies in its triangle


@pytest.mark.parametrize("size", [3, 5])
def test_the_wrapped_strip_shows_each_edge_triangle_s_neighbour_across_the_wrap(size):
    view = TorusView(size)
    view.fit(pygame.Rect(0, 0, 600, 600))
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
    view.fit(pygame.Rect(0, 0, 210, 210))  # a phone-sized board: triangles smaller than a finger
    target = "c3N"
    x, y = view.centroid(target)
    beside = (x, y - view.cell // 3)  # just across the edge, in the square above
    assert split_name(view.hit(beside))[:2] != split_name(target)[:2]
    assert view.hit(beside, prefer=[target], reach=22) == target
    far = (x + 3 * view.cell, y)
    assert view.hit(far, prefer=[target], reach=22) != target


@pytest.mark.parametrize("size", [3, 8])
def test_zoomed_every_triangle_in_sight_has_a_fingertip_box_and_wraps(size):
    """Zoomed, each triangle's tap box holds a 44 px finger, boxes barely touch, and the
    camera shows the board across its edges (a tap on any copy means the real one)."""
    view = TorusView(size)
    map_rect = pygame.Rect(16, 100, 354, 540)
    view.zoom(map_rect, zoom_cell(44))
    view.look_at(0, 0)  # a1's corner in the middle: the wrap runs through the map
    boxes = []
    for name in view.names:
        for place in view.places(name):
            box = view.box_at(*place)
            if map_rect.contains(box):
                assert box.width >= 44 and box.height >= 44
                assert view.hit(box.center) == name
                boxes.append(box)
    assert len(boxes) >= 4 * 9  # at least three squares by three in sight
    for i, box in enumerate(boxes):
        for other in boxes[i + 1:]:
            clip = box.clip(other)
            assert clip.width * clip.height <= 0.1 * 44 * 44
    left, right = view.hit((map_rect.centerx - 10, map_rect.centery - 3)), view.hit((map_rect.centerx + 10, map_rect.centery - 3))
    assert left[0] == "abcdefgh"[size - 1] and right[0] == "a"  # across the seam: the last column, then a


def test_the_camera_aims_at_what_is_out_of_sight_and_stays_when_all_shows():
    view = TorusView(6)
    view.zoom(pygame.Rect(0, 0, 330, 330), 108)
    view.look_at(1.5, 1.5)
    cols, rows = shown(view, 1.5, 1.5, view.map)
    assert (0 in cols and 2 in cols and 0 in rows)
    assert aim(view, {(1, 1): 1}, view.map) == (1.5, 1.5)  # already in sight: no motion
    goal = aim(view, {(4, 4): 1, (5, 5): 1}, view.map)
    cols, rows = shown(view, *goal, view.map)
    assert {4, 5} <= cols and {4, 5} <= rows
