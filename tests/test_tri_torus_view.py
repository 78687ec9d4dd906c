"""Where the TRI board puts each triangle, whole or zoomed, and which triangle a tap means."""

import pygame
import pytest

from app.boards.tri.camera import aim, shown
from app.boards.tri.torus import N, S, TorusView, split_name, zoom_cell
from games.tri.rules import RULES


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
    room = pygame.Rect(16, 100, 354, 540)
    view.zoom(room, zoom_cell(44))
    map_rect = view.map  # the window: whole squares inside the room
    assert room.contains(map_rect)
    view.look_at(
        *view.snapped(0, 0)
    )  # on whole squares, a1's corner near the middle: the wrap runs through the map
    assert view.at_rest() and abs(view.x0 - map_rect.centerx) <= view.cell // 2 + 1
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
        for other in boxes[i + 1 :]:
            clip = box.clip(other)
            assert clip.width * clip.height <= 0.1 * 44 * 44
    seam_y = view.y0 + view.cell // 2  # row 1's middle
    left, right = view.hit((view.x0 - 10, seam_y)), view.hit((view.x0 + 10, seam_y))
    assert left[0] == "abcdefgh"[size - 1] and right[0] == "a"  # across the seam: the last column, then a


def test_the_camera_aims_at_what_is_out_of_sight_and_stays_when_all_shows():
    view = TorusView(6)
    view.zoom(pygame.Rect(0, 0, 330, 330), 108)
    view.look_at(1.5, 1.5)
    cols, rows = shown(view, 1.5, 1.5, view.map)
    assert 0 in cols and 2 in cols and 0 in rows
    assert aim(view, {(1, 1): 1}, view.map) == (1.5, 1.5)  # already in sight: no motion
    goal = aim(view, {(4, 4): 1, (5, 5): 1}, view.map)
    cols, rows = shown(view, *goal, view.map)
    assert {4, 5} <= cols and {4, 5} <= rows


def squares_in_sight(view):
    """[(real square (col, row), its rect on screen)]: every square the zoomed map shows, in part or whole."""
    n, c, area = view.size, view.cell, view.map
    first_col, first_row = (area.left - view.x0) // c - 1, (area.top - view.y0) // c - 1
    out = []
    for row in range(first_row, first_row + area.height // c + 3):
        for col in range(first_col, first_col + area.width // c + 3):
            rect = view.square_box(col, row)
            if rect.colliderect(area):
                out.append(((col % n, row % n), rect))
    return out


def assert_whole_and_distinct(view):
    """The zoomed window shows whole squares only, each square of the board at most once."""
    seen = squares_in_sight(view)
    cut = [rect for _square, rect in seen if not view.map.contains(rect)]
    assert not cut, f"squares cut at the window's edge: {cut} (window {view.map}, cell {view.cell})"
    squares = [square for square, _rect in seen]
    assert len(squares) == len(set(squares)), f"a square shows twice: {sorted(squares)}"
    assert len(squares) == view.cols * view.rows


@pytest.mark.parametrize("size", [3, 4, 5, 6, 8])
@pytest.mark.parametrize("room", [(355, 540), (287, 215), (287, 151), (190, 190), (640, 700), (100, 60)])
def test_the_zoomed_window_is_whole_squares_each_once_wherever_it_rests(size, room):
    """Any room: the window is whole squares (at least 2 each way, none more than the
    board has), centred in the room; wherever the camera is put, snapped, it shows each
    square whole and once; squares keep a fingertip when the room allows two of them."""
    rect = pygame.Rect(7, 30, *room)
    view = TorusView(size)
    view.zoom(rect, zoom_cell(44))
    assert rect.contains(view.map)
    assert view.map.width == view.cols * view.cell and view.map.height == view.rows * view.cell
    assert 1 <= view.cols <= size and 1 <= view.rows <= size
    assert abs(view.map.centerx - rect.centerx) <= 1 and abs(view.map.centery - rect.centery) <= 1
    if min(room) >= 2 * zoom_cell(44):
        assert view.cell >= zoom_cell(44)
    if min(room) >= 2 * 8:
        assert min(view.cols, view.rows) >= min(2, size)
    for cx in (0, 0.3, 1.5, 2.74, size - 0.01):
        for cy in (0, 0.5, 1.49, size / 2):
            view.look_at(*view.snapped(cx, cy))
            assert view.at_rest()
            assert_whole_and_distinct(view)


def test_the_camera_aims_on_whole_squares():
    view = TorusView(6)
    view.zoom(pygame.Rect(0, 0, 355, 513), zoom_cell(44))  # 390x844's window: 3 by 4 squares
    assert (view.cols, view.rows) == (3, 4)
    view.look_at(0.3, 0.3)  # mid-glide or mid-drag: not at rest
    assert not view.at_rest()
    for wanted in ({(4, 4): 1}, {(0, 5): 1, (1, 0): 1}, {(2, 2): 3, (4, 1): 1}):
        goal = aim(view, wanted, view.map)
        view.look_at(*goal)
        assert view.at_rest()
        assert_whole_and_distinct(view)
        cols, rows = shown(view, *goal, view.map)
        assert all(col in cols and row in rows for col, row in wanted)
