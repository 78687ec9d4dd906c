"""What the eye checks, as code: every scene of tools/shots.py drawn onto a recording
surface (app/ui/drawlog.py) and held to app/ui/design.py.

For each frame: every text is set in a text role and at least that role's minimum size in
CSS px; it stands out from what it was drawn over (WCAG AA: 4.5:1, 3:1 for large text);
it shows whole (no clip cuts it, except a scrolling page's edge), stays inside the button
it is on (and inside the board's panel it is in, `BoardView.panels`), and no two texts of one
scene cross. At game over the board's result
(`BoardView.result_area`) stays in sight beside the game-over panel.

`record(app)` draws the app's frame and returns its marks, scene by scene;
`problems(app, scene_name)` lists what is wrong, one sentence each.
"""

from __future__ import annotations

import contextlib
import os
import sys

import pygame

from app.ui import design, drawlog

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools import shots  # noqa: E402

# The shapes: natively (CSS px are canvas px) and as the browser shows a phone (the canvas
# in the phone's shape, 720 px on its short side, scaled down to the page).
NATIVE = [((390, 844), 1.0), ((320, 568), 1.0), ((1280, 720), 1.0)]
BROWSER = [((720, 1558), 720 / 390), ((720, 1278), 720 / 320)]


def tag(shape):
    (w, h), css = shape
    return f"{w}x{h}" if css == 1 else f"{w}x{h}@{css:.2f}"


@contextlib.contextmanager
def recording_surfaces():
    """While the app runs, every pygame.Surface it makes records the labels drawn on it
    (a card's picture kept between frames hands its words on when it is drawn)."""
    real = pygame.Surface
    pygame.Surface = drawlog.RecordingSurface
    try:
        yield
    finally:
        pygame.Surface = real


def make_app(shape, folder, text_size="normal", language=None):
    """tools/shots.py's app (a returning player, animations off) at `shape`, with the
    player's `text_size` setting, in `language` (games.i18n: a code or "pseudo"; English)."""
    size, css = shape
    os.environ["TRIDICE_DATA_DIR"] = str(folder)
    return shots.make_app(size, str(folder), css, text_size, language)  # css: the layout a phone's page gets


HIDDEN = 0.5  # a text whose letters are more than half covered by what its scene drew later


def record(app):
    """Draw the app's frame onto a recording surface: [(scene, [Mark])] bottom first (a
    toast's scene is None), each scene's marks without the ones its own later drawing
    covers, and the finished frame."""
    frame = drawlog.RecordingSurface(app.screen.get_size())
    out = []
    layers = [(scene, scene.draw) for scene in app.scenes.visible()]
    if app.toasts:
        layers.append((None, lambda surface: app.draw_toast(surface, app.toasts[0][0])))
    for scene, draw in layers:
        start = len(frame.marks)
        draw(frame)
        marks = [m for m in frame.marks[start:] if drawlog.hidden_share(m, frame) <= HIDDEN]
        out.append((scene, marks))
    return out, frame


def ink(mark, min_alpha=1):
    """The box of a mark's letters on the screen (with `min_alpha`, of the pixels at least
    that opaque: without the faintest edge of the antialiasing)."""
    box = mark.label.get_bounding_rect(min_alpha=min_alpha)
    return box.move(mark.rect.topleft)


# Two lines of text cross where their letters' solid ink does: the faint antialiased edge of
# an accent over one line and of a descender under the line above may share a pixel row
# (a face's line is as tall as its letters, tools/make_font.py), which no eye sees as a touch.
SOLID = 64


def text_problems(marks, css):
    found = []
    for mark in marks:
        info = mark.info
        said = f"{info.text!r}"
        if info.role is None:
            found.append(f"{said}: size {info.size} px is no text role")
        elif info.size < design.minimum_px(info.role, css):
            found.append(
                f"{said}: {info.role} at {info.size / css:.1f} CSS px, under "
                f"{design.TEXT_ROLES[info.role].minimum}"
            )
        if info.colour_name is None:
            found.append(f"{said}: colour {info.colour} is no colour role")
        if mark.clipped and not mark.scroll and info.text.strip():
            found.append(f"{said}: cut, {tuple(mark.shown)} of {tuple(mark.rect)} shows")
        if info.colour_name in design.INACTIVE or mark.ground is None or not info.text.strip():
            continue
        ratio, needed = drawlog.contrast_of(mark), drawlog.needed_ratio(mark, css)
        if ratio < needed:
            found.append(f"{said}: contrast {ratio:.2f}:1 with what is under it, under {needed}:1")
    return found


def layout_problems(scene, marks):
    """Texts crossing each other, or spilling out of the button they are on."""
    found = []
    boxes = [(mark, ink(mark, SOLID).clip(mark.shown)) for mark in marks if mark.info.text.strip()]
    for index, (mark, box) in enumerate(boxes):
        for other, second in boxes[index + 1 :]:
            if box.colliderect(second) and box.clip(second).width * box.clip(second).height > 4:
                found.append(f"{mark.info.text!r} {tuple(box)} crosses {other.info.text!r} {tuple(second)}")
    scroller = getattr(scene, "scroller", None)  # a widget slid out of a scrolling strip is not there
    widgets = [
        w
        for w in getattr(scene, "widgets", [])
        if w.visible
        and w.rect.width
        and w.rect.height
        and not (scroller is not None and scroller.owns(w) and not scroller.view.contains(w.rect))
    ]
    for widget in widgets:
        for mark, box in boxes:
            if box.colliderect(widget.rect) and not widget.rect.contains(box):
                name = getattr(widget, "text", type(widget).__name__)
                found.append(f"{mark.info.text!r} {tuple(box)} spills out of {name!r} {tuple(widget.rect)}")
    return found


def panel_problems(scene, size):
    """A board's panels (`BoardView.panels`): the words the board draws in one (their middle
    inside it) stay inside its border. The board is drawn again on its own (`size`): what the
    scene draws over it (the pass-the-device cover) is no panel's."""
    view, state = getattr(scene, "view", None), getattr(scene, "state", None)
    panels = view.panels(state) if view is not None and hasattr(view, "panels") else []
    if not panels:
        return []
    board = drawlog.RecordingSurface(size)
    view.draw(board, state, scene.ui)
    marks = [m for m in board.marks if m.info.text.strip() and drawlog.hidden_share(m, board) <= HIDDEN]
    found = []
    for panel in panels:
        for mark in marks:
            box = ink(mark, SOLID).clip(mark.shown)
            if panel.collidepoint(box.center) and not panel.contains(box):
                found.append(f"{mark.info.text!r} {tuple(box)} runs over the panel's border {tuple(panel)}")
    return found


def result_problems(app):
    """At game over: the board's result in sight, beside the game-over panel."""
    over = app.scenes.find("game_over")
    if over is None or app.scenes.top is not over:
        return []
    board = over.board
    found = []
    screen = app.layout.rect
    for rect in board.view.result_area(board.state):
        if not screen.contains(rect):
            found.append(f"the result {tuple(rect)} leaves the screen")
        if rect.colliderect(over.panel):
            found.append(f"the game-over panel {tuple(over.panel)} covers the result {tuple(rect)}")
    return found


def problems(app):
    """Everything the eye would find wrong with the app's frame now."""
    css = app.layout.css_scale
    recorded, frame = record(app)
    found = []
    for scene, marks in recorded:
        found += text_problems(marks, css)
        found += layout_problems(scene, marks)
        found += panel_problems(scene, frame.get_size())
        coach = getattr(scene, "coach_line", None)
        if coach is not None and coach.overflow:
            found.append("the coach line's sentence is taller than its box")
    return found + result_problems(app)


def check_every_scene(shape, folder, only=None, text_size="normal", language=None):
    """{scene name: [problems]} over every scene tools/shots.py reaches at `shape`, with the
    player's `text_size` setting, in `language` (the pseudo-locale: the fit of a longer one)."""
    report = {}

    def capture(app, name):
        report[os.path.basename(name)] = problems(app)
        return name

    with recording_surfaces():
        app = make_app(shape, folder, text_size, language)
        for _ in shots.scenes_for(app, tag(shape), only, capture):
            pass
    return report
