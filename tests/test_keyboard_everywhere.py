"""Every scene works by keyboard alone (issue 22 point 5): on every scene tools/shots.py reaches
(the menu, settings, credits, each game's setup, rules page, board at its start, middle and end,
a pending choice, the replay, the lessons and their offer, recent games, the record, sharing,
the puzzles), whatever a pointer can press (a visible, enabled widget) Tab reaches, Tab visits
every one of them in turn, and a board where a person is to move offers the arrows something
to take. The browser half (the canvas's focus, a whole game by keys) is
tests/browser/keyboard.test.mjs."""

import os
import sys

import pygame
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from tools import shots  # noqa: E402


def tab(app):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))


def keyboard_problems(app):
    """What a player without a pointer could not do on the top scene, in words."""
    scene = app.scenes.top
    problems = []
    # a widget whose kind says it is never focused has keys of its own from anywhere (the
    # replay's scrubber: the arrows, Home and End; checked below)
    pressable = [
        w
        for w in getattr(scene, "widgets", [])
        if w.visible
        and getattr(w, "enabled", True)
        and w.rect.width
        and w.rect.height
        and type(w).__dict__.get("focusable", True) is not False
    ]
    reachable = scene.focusables() if hasattr(scene, "focusables") else []
    for widget in pressable:
        if not any(widget is w for w in reachable):
            problems.append(
                f"Tab never reaches {getattr(widget, 'text', None) or getattr(widget, 'label', widget)!r}"
            )
    if reachable:
        scene.focus = None
        seen = []
        for _ in range(len(reachable)):
            tab(app)
            items = scene.focusables()
            if scene.focus is not None and scene.focus < len(items):
                seen.append(items[scene.focus])
        for widget in reachable:
            if not any(widget is w for w in seen):
                problems.append(f"Tab skips {getattr(widget, 'text', None) or widget!r}")
        scene.focus = None
    if scene.name == "replay":
        replay = scene.mode
        for name, wanted in (("K_HOME", 0), ("K_END", replay.last), ("K_LEFT", replay.last - 1)):
            app.dispatch(
                pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, name), mod=0, unicode="", scancode=0)
            )
            if replay.index != wanted:
                problems.append(f"{name[2:]} does not move the replay to {wanted} (at {replay.index})")
    if hasattr(scene, "key_targets") and hasattr(scene, "human_to_move"):
        covered = getattr(getattr(scene, "holder", None), "cover_seat", lambda: None)() is not None
        closed = scene.mode.board_closed() if hasattr(scene, "mode") else False
        if (
            scene.human_to_move()
            and not scene.busy()
            and not covered
            and not closed
            and not scene.key_targets()
        ):
            problems.append("a person is to move but the arrows have nothing to take")
    return problems


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_every_scene_works_by_keyboard(tmp_path):
    app = shots.make_app((1280, 720), str(tmp_path))
    found = {}

    def capture(app, path):
        problems = keyboard_problems(app)
        if problems:
            found[os.path.basename(path)] = problems
        return path

    names = [name for name, _path in shots.scenes_for(app, str(tmp_path), None, capture)]
    assert len(names) >= 30, names  # the sweep reached the scenes
    assert found == {}


def test_the_sweep_sees_a_button_tab_cannot_reach(tmp_path):
    app = shots.make_app((1280, 720), str(tmp_path))
    shots.to_menu(app)
    menu = app.scenes.top
    button = next(w for w in menu.widgets if w.visible and getattr(w, "text", "") == "Settings")
    type(button)  # a Button: focusable while enabled and visible
    original = menu.focusables
    menu.focusables = lambda: [w for w in original() if w is not button]
    assert keyboard_problems(app) == ["Tab never reaches 'Settings'"]
