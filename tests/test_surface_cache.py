"""What the app keeps of its pictures (app/ui/surface_cache.py) and when it gives back what a
closed scene held (SceneStack.closed, App.step): a page's WebAssembly memory keeps whatever it
grew to, so a minute of a board that zooms must not pile pictures up (issue 29 point 5)."""

import gc

import pygame
from app_driver import frames, make_app

from app.ui import depth
from app.ui.surface_cache import SurfaceCache, surface_bytes


def picture(side):
    return pygame.Surface((side, side), pygame.SRCALPHA)  # 4 bytes a pixel


def test_the_least_recently_used_pictures_go_first_once_the_bytes_are_spent():
    cache = SurfaceCache(3 * 40_000)
    for name in "abc":
        cache.put(name, picture(100))
    assert cache.get("a") is not None  # used again: "b" is now the oldest
    cache.put("d", picture(100))
    assert "b" not in cache and all(name in cache for name in "acd")
    assert cache.bytes == 3 * 40_000 == sum(surface_bytes(picture(100)) for _ in "acd")


def test_a_picture_larger_than_the_budget_is_kept_alone():
    cache = SurfaceCache(10_000)
    cache.put("small", picture(10))
    big = cache.put("big", picture(100))
    assert cache.get("big") is big and "small" not in cache and len(cache) == 1


def test_putting_a_key_again_counts_its_bytes_once():
    cache = SurfaceCache(1_000_000)
    cache.put("a", picture(100))
    cache.put("a", picture(50))
    assert cache.bytes == 50 * 50 * 4 and len(cache) == 1


def test_a_zooming_board_keeps_its_pictures_within_their_bytes(tmp_path):
    """A Tris 2 demo's camera asks for its dice, shadows and sheens at a new size in many
    frames: what the app keeps stays within each cache's budget (they held 20 MB after a
    minute at 1280x720 when they were counted by pictures)."""
    from app.scenes.demo import start_demo

    app = make_app(tmp_path, size=(1280, 720))
    board = start_demo(app, "tris2")
    frames(app, 600)
    caches = [depth._shadows, depth._sheens, depth._edges, app.assets._scaled, app.theme._texts]
    caches.append(board.view.placement.pictures.cache)
    for cache in caches:
        assert cache.bytes <= cache.budget() or len(cache) == 1
        assert cache.bytes == sum(surface_bytes(cache.get(key)) for key in list(cache._kept))


def test_a_closed_board_is_given_back_soon(tmp_path):
    """A board scene and its view hold each other; once closed they are collected within
    COLLECT_AFTER_S of the app's time, not when Python's collector next looks at its oldest
    objects (minutes, in a page, with every picture they held), and not in the frame of the
    change."""
    from app.app import COLLECT_AFTER_S
    from games.match import Match

    def boards():
        return [o for o in gc.get_objects() if type(o).__name__ == "BoardScene"]

    app = make_app(tmp_path)
    app.scenes.open("board", match=Match.new("tris2", 2), seats=["human", "human"])
    frames(app, 10)
    gc.collect()  # the board's objects are now the collector's oldest
    app.scenes.pop_to("menu")
    frames(app, 1)
    assert len(boards()) == 1  # not in the frame of the change
    frames(app, round(COLLECT_AFTER_S * 60) + 1)
    assert boards() == []


def test_a_rules_page_sets_only_the_lines_in_sight(tmp_path):
    """TRI's rules page set all its 204 lines at once at 1280x720: 13 MiB of labels, kept as
    long as the page was open. It sets the lines that come into sight."""
    app = make_app(tmp_path, size=(1280, 720))
    app.theme._texts.clear()
    app.scenes.open("rules", game_id="tri")
    frames(app, 2)
    page = app.scenes.top
    shown = app.theme._texts.bytes
    assert shown < 3 * 2**20, shown
    assert page.content_h > 3 * page.view.height  # a long page: most of it out of sight


def test_a_budget_grows_with_the_screen(tmp_path):
    """What one frame draws grows with the screen: at 2560x1440 a board's shadow edges take
    1.6 to 2 MiB, and a cache of 1 MiB made 14 to 16 of them again in every frame."""
    from games.match import Match

    app = make_app(tmp_path, size=(2560, 1440))
    app.scenes.open("board", match=Match.new("tris2", 2), seats=["human", "human"])
    frames(app, 30)
    made = []
    put = SurfaceCache.put

    def counted(cache, key, surface):
        made.append(key)
        return put(cache, key, surface)

    SurfaceCache.put = counted
    try:
        app.invalidate()
        frames(app, 1)
    finally:
        SurfaceCache.put = put
    assert made == []
    assert depth._edges.budget() > 2 * 2**20 > depth._edges.most_bytes
