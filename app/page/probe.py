"""What a page (and the browser tests) can read of the app: a read-only JSON snapshot.

In the browser, after every frame that drew, the app writes `window.tridice_probe`: a
JSON text with the scenes on the stack, the toasts on screen, what can be tapped (each
visible widget's words and rect) and, on a board, the game (its id, a replay code of the
record, the number of moves, whether it is over and why, whether a person may act, and
the rects a person may tap for a move, with the move or choice each one means), in a
replay how far it has come, and in a puzzle which one it is and how it goes. Rects are
in canvas pixels, `size` is the canvas size; a page maps them to CSS pixels through the
canvas element's box. Nothing here is read back by the app: writing it changes nothing.

Natively there is no page and `publish` does nothing; `snapshot` serves native tests.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pygame

from app.page import web
from app.page.host import BoardLike, HitLike, PageAppLike, is_board
from app.ui.scene import Scene
from app.ui.widgets import Choice, Widget
from games import codes
from games.match import Match


def _rect(rect: pygame.Rect) -> list[int]:
    return [int(rect.x), int(rect.y), int(rect.width), int(rect.height)]


def _widget(widget: Widget, focused: bool) -> dict[str, object]:
    entry: dict[str, object] = {"rect": _rect(widget.rect), "enabled": bool(getattr(widget, "enabled", True))}
    if isinstance(widget, Choice):  # a Choice: its label and the option showing
        entry.update(kind="choice", text=widget.label, value=str(widget.options[widget.index][1]))
    else:
        entry.update(kind="button", text=str(getattr(widget, "text", "")))
    game_id = getattr(widget, "game_id", None)
    if game_id is not None:
        entry["game"] = game_id
    if focused:
        entry["focused"] = True
    return entry


def _widgets(scene: Scene) -> list[dict[str, object]]:
    widgets = getattr(scene, "widgets", None)
    if not widgets:
        return []
    focusables = scene.focusables() if hasattr(scene, "focusables") else []
    index = getattr(scene, "focus", None)
    focused = focusables[index] if index is not None and index < len(focusables) else None
    return [_widget(w, w is focused) for w in widgets if w.visible and w.rect.width and w.rect.height]


def _hit(hit: HitLike | None) -> dict[str, str]:
    if hit is None:
        return {}
    entry: dict[str, str] = {}
    if hit.move is not None:
        entry["move"] = hit.move
    if hit.pick is not None:
        entry["pick"] = repr(hit.pick)  # "clear": drops the half-made choice (app/boards/view.py CLEAR)
    return entry


_CODE_CACHE: dict[str, Any] = {}  # the last record's code: match, moves, code


def _code(match: Match, cache: dict[str, Any] = _CODE_CACHE) -> str:
    """The record's replay code, computed once per record length (encoding is not free)."""
    if cache.get("match") is not match or cache.get("moves") != len(match.moves):
        cache.update(match=match, moves=len(match.moves), code=codes.encode(match.record))
    return cache["code"]


def _board(scene: BoardLike, top: bool) -> dict[str, Any]:
    """Facts of the board scene `scene` (a board, lesson or replay scene)."""
    match, rules = scene.match, scene.rules
    state = match.state
    over = bool(rules.is_over(state))
    facts: dict[str, Any] = {
        "scene": scene.name,
        "game": match.record["game"],
        "variant": match.record.get("variant"),
        "seats": list(getattr(scene, "seats", [])),
        "moves": len(match.moves),
        "last": match.moves[-1] if match.moves else None,
        "code": _code(match),
        "over": over,
        "result": rules.end_reason(state) if over else None,
        # where the board shows how it ended (BoardView.result_area): an overlay must leave it in sight
        "result_area": [_rect(r) for r in scene.view.result_area(state)]
        if over and hasattr(scene, "view")
        else None,
        "busy": bool(scene.busy()) if hasattr(scene, "busy") else False,
    }
    if hasattr(scene, "human_to_move"):
        facts["human_to_move"] = bool(scene.human_to_move())
    if top and hasattr(scene, "key_targets"):
        targets = scene.key_targets()
        facts["targets"] = [dict(rect=_rect(rect), **_hit(hit)) for rect, hit in targets]
        # the target the arrows have reached (Enter takes it), an index into "targets", or None
        focus = getattr(getattr(scene, "input", None), "target_focus", None)
        facts["key_focus"] = (
            focus % len(targets) if focus is not None and targets and scene.focus is None else None
        )
    return facts


def _replay(scene: BoardLike) -> dict[str, Any]:
    """Facts of a replay: the game, how far the replay has come, whether it plays."""
    replay = scene.mode
    return {
        "scene": scene.name,
        "game": replay.record["game"],
        "seats": list(replay.seats),
        "moves": len(replay.moves),
        "at": replay.index,
        "playing": bool(replay.playing),
        "over": bool(scene.rules.is_over(replay.states[-1])),
    }


# The browser's eye tests (tests/browser/design.test.mjs) switch this on through their page's
# prelude (tools/browser/texts_prelude.py); players never pay for it: each frame drawn
# again onto a recording surface (app/ui/drawlog.py).
TEXTS = False


def _texts(app: PageAppLike) -> list[dict[str, Any]]:
    """Every text of the frame in sight: its words, role, size (canvas px), weight, colour,
    the box of its letters (canvas px) and whether they show whole; the top scene's, and a
    notice's, only (what lies under an overlay is shaded by it)."""
    from app.ui.drawlog import RecordingSurface, hidden_share

    frame = RecordingSurface(app.screen.get_size())
    layers: list[tuple[str | None, Callable[[pygame.Surface], None]]] = [
        (scene.name, scene.draw) for scene in app.scenes.visible()
    ]
    if app.toasts:
        layers.append(("notice", lambda surface: app.draw_toast(surface, app.toasts[0][0])))
    out: list[dict[str, Any]] = []
    for name, draw in layers:
        start = len(frame.marks)
        draw(frame)
        out = [] if name != "notice" else out  # only the top layer (and a notice over it)
        for mark in frame.marks[start:]:
            ink = mark.label.get_bounding_rect().move(mark.rect.topleft)
            seen = ink.clip(mark.shown)
            if (
                not mark.info.text.strip()
                or not seen.width
                or not seen.height
                or hidden_share(mark, frame) > 0.5
            ):
                continue
            out.append(
                {
                    "scene": name,
                    "text": mark.info.text,
                    "role": mark.info.role,
                    "size": mark.info.size,
                    "bold": mark.info.bold,
                    "colour": list(mark.info.colour),
                    "name": mark.info.colour_name,
                    "rect": _rect(seen),
                    "whole": mark.scroll or mark.shown.contains(ink),
                }
            )
    return out


def snapshot(app: PageAppLike) -> dict[str, Any]:
    """The app as a page may see it (a dict ready for JSON)."""
    stack = app.scenes.scenes
    top = app.scenes.top
    found: dict[str, Any] = {
        "frame": app.frame,
        "size": list(app.screen.get_size()),
        "viewport": list(app.inner) if app.inner else None,  # the page's CSS size the canvas follows
        "css_scale": round(app.layout.css_scale, 3),  # canvas pixels per CSS pixel
        "pixel_ratio": web.pixel_ratio(),  # the page's devicePixelRatio (None natively)
        "scenes": [scene.name for scene in stack],
        "top": top.name if top is not None else None,
        "toasts": [text for text, _left in app.toasts],
        "moving": app.moving(),  # a page waiting for a still frame (harness.mjs settle) waits for it
        "widgets": _widgets(top) if top is not None else [],
        "audio": {
            "on": bool(app.settings.sound),
            "ready": bool(app.audio.unlocked),
            "failed": bool(app.audio.failed),
            "plays": app.audio.plays,
        },
        "board": None,
    }
    panel = getattr(top, "panel", None)  # an overlay's sheet
    found["panel"] = _rect(panel) if top is not None and top.overlay and panel is not None else None
    if TEXTS:
        found["texts"] = _texts(app)
    boards = [s for s in stack if is_board(s)]
    if boards:
        found["board"] = _board(boards[-1], boards[-1] is top)
        mode = getattr(boards[-1], "mode", None)
        if mode is not None and hasattr(
            mode, "probe"
        ):  # a puzzle's facts (app/play/puzzle.py): never its answer
            found["puzzle"] = mode.probe()
    replays = [s for s in stack if s.name == "replay" and is_board(s)]  # (a replay is a board scene)
    found["replay"] = _replay(replays[-1]) if replays else None
    return found


class PageProbe:
    """Writes the snapshot to `window.tridice_probe` when it changed (browser only)."""

    def __init__(self, app: PageAppLike) -> None:
        self.app = app
        self.window = web.window()
        self.last: str | None = None

    def publish(self) -> None:
        if self.window is None:
            return
        snap = snapshot(self.app)
        frame = snap.pop("frame")
        text = json.dumps(snap, separators=(",", ":"))
        if text == self.last:
            return
        self.last = text
        snap["frame"] = frame
        try:
            self.window.tridice_probe = json.dumps(snap, separators=(",", ":"))
        except Exception:  # a page that refuses the property: nothing to report to
            self.window = None
