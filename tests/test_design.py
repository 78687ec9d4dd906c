"""The design system (app/ui/design.py, docs/design.md) and the tests for what the eye checks.

The tokens: the type scale keeps body text at 14 CSS px and secondary text at 12 or more on
a phone (natively and as the browser scales its canvas), every text colour reaches its
contrast on the surfaces it is drawn on, the palette file agrees with the code.

The eye tests (tests/eye.py): every scene tools/shots.py reaches, drawn onto a recording
surface at 390x844, 320x568 and 1280x720, and at the browser's phone canvases (720x1558
shown at 390 CSS px, 720x1278 at 320) (slow; the quick loop checks the menus and TRICE's
scenes at 390x844): each text in a role and at least
its minimum size in CSS px, in contrast with what it was drawn over, whole, inside its
button, crossing no other; the result in sight beside the game-over sheet. And the checks
themselves, shown failing on a frame made wrong on purpose.
"""

import ast
import os
import re

import eye
import pygame
import pytest
from app_driver import make_app

from app.saved.settings import TEXT_FACTORS, TEXT_SIZES
from app.ui import design, drawlog
from app.ui.layout import Layout
from app.ui.theme import Theme
from app.ui.widgets import Button, UIScene

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# -- the tokens ----------------------------------------------------------------------------------

PHONES = {  # canvas size, CSS px per... canvas px per CSS px
    "390x844 natively": ((390, 844), 1.0),
    "320x568 natively": ((320, 568), 1.0),
    "390x844 in the browser": ((720, 1558), 720 / 390),
    "320x568 in the browser": ((720, 1278), 720 / 320),
    "1280x720": ((1280, 720), 1.0),
}


@pytest.mark.parametrize("name", PHONES)
def test_the_type_scale_keeps_its_minimums_in_css_px(name):
    size, css = PHONES[name]
    lay = Layout(size, css)
    assert lay.text / css >= 14 and lay.small / css >= 12  # the body and secondary
    for role, attr in design.LAYOUT_NAMES.items():
        value = getattr(lay, attr)
        assert value.role == role
        assert value / css >= design.TEXT_ROLES[role].floor >= design.TEXT_ROLES[role].minimum
    assert lay.title > lay.heading > lay.text > lay.small
    assert lay.tap / css >= design.MIN_TAP_CSS


@pytest.mark.parametrize("name", PHONES)
def test_larger_text_grows_every_role_and_keeps_the_scale(name):
    """The player's larger text: body and secondary text by the whole factor (at least 1.25),
    headings by three quarters of it, the title by half; still title > heading > body >
    secondary, and never under any floor."""
    size, css = PHONES[name]
    normal = Layout(size, css)
    for text_size in TEXT_SIZES[1:]:
        factor = TEXT_FACTORS[text_size]
        assert factor >= 1.25
        large = Layout(size, css, factor)
        assert large.title > large.heading > large.text > large.small
        for role, attr in design.LAYOUT_NAMES.items():
            grown = 1 + (factor - 1) * design.TEXT_ROLES[role].grows
            assert getattr(large, attr).role == role
            assert getattr(large, attr) >= int(getattr(normal, attr) * grown) > getattr(normal, attr)
            assert getattr(large, attr) / css >= design.TEXT_ROLES[role].floor * grown - 1e-6
        assert large.text / normal.text >= 1.25 - 0.03 and large.small / normal.small >= 1.25 - 0.03


def test_a_size_worked_out_in_a_scene_has_no_role():
    lay = Layout((390, 844))
    assert lay.small.role == "secondary"
    assert not hasattr(lay.small + 2, "role") and not hasattr(lay.text - 1, "role")


def test_every_text_colour_reaches_its_contrast_on_its_surfaces():
    pygame.init()
    theme = Theme()  # the palette as the game loads it (sprites/palette.json over app/ui/design.py)
    for (words, ground), ratio in design.TEXT_ON.items():
        found = design.contrast(theme.colour(words), theme.colour(ground))
        assert found >= ratio, f"{words} on {ground}: {found:.2f}:1"
    for (words, surface), ratio in design.INK_ON_LIGHT.items():
        found = design.contrast(theme.colour(words), design.hex_colour(design.LIGHT_SURFACES[surface]))
        assert found >= ratio, f"{words} on {surface}: {found:.2f}:1"
    for name, style in design.BUTTON_STYLES.items():
        for words, fill in ((style.words, style.fill or "background"), (style.pressed_words, style.pressed)):
            assert design.contrast(theme.colour(words), theme.colour(fill)) >= 4.5, (name, words, fill)


def test_the_palette_file_agrees_with_the_code():
    import json

    with open(os.path.join(ROOT, "sprites", "palette.json"), encoding="utf-8") as handle:
        stored = json.load(handle)
    for name, value in design.PALETTE.items():
        if name in stored:
            assert stored[name].lower() == value.lower(), name


def test_no_scene_renders_its_own_text():
    """Every label comes from Theme.text (it knows its role and colour): no font.render
    anywhere else in app/, and no font made outside app/ui/theme.py."""
    found = []
    for folder, _dirs, files in os.walk(os.path.join(ROOT, "app")):
        for name in files:
            path = os.path.join(folder, name)
            if not name.endswith(".py") or path.endswith(os.path.join("app", "ui", "theme.py")):
                continue
            with open(path, encoding="utf-8") as handle:
                tree = ast.parse(handle.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                    if node.func.attr == "render" and len(node.args) >= 3:  # font.render(text, aa, colour)
                        found.append(f"{os.path.relpath(path, ROOT)}:{node.lineno} renders text")
                if (
                    isinstance(node, ast.Attribute)
                    and node.attr in ("Font", "SysFont")
                    and isinstance(node.value, ast.Attribute)
                    and node.value.attr == "font"
                ):
                    found.append(f"{os.path.relpath(path, ROOT)}:{node.lineno} makes its own font")
    assert not found


def test_scenes_invent_no_colours():
    """Scenes and shared widgets draw in colour roles (boards' pictures keep their own)."""
    pattern = re.compile(r"#[0-9a-fA-F]{6}\b|pygame\.Color\(|fill\(\(\s*\d+\s*,")
    found = []
    for path in ["app/ui/widgets.py", "app/ui/coach_line.py", "app/ui/text_scene.py"] + [
        f"app/scenes/{n}" for n in os.listdir(os.path.join(ROOT, "app", "scenes")) if n.endswith(".py")
    ]:
        with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if pattern.search(line):
                    found.append(f"{path}:{number}: {line.strip()}")
    assert not found


# -- docs/design.md's tables ---------------------------------------------------------------------------


def design_doc():
    import sys

    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import design_doc as module

    return module


def test_the_pages_design_tables_are_the_codes():
    """Each table of docs/design.md's design system is what tools/design_doc.py computes from
    the code now: change a size, a colour, a style or a duration and this fails until the page
    is rewritten (python tools/design_doc.py)."""
    doc = design_doc()
    with open(doc.PAGE, encoding="utf-8") as handle:
        page = doc.tables_in(handle.read())
    for name, make in doc.TABLES.items():
        assert page[name] is not None, f"docs/design.md has no '<!-- design_doc: {name} -->' table"
        assert page[name] == make().strip(), (
            f"docs/design.md's {name} table is out of date: python tools/design_doc.py"
        )


def test_the_design_tables_follow_the_code(monkeypatch):
    """The check can fail: a colour, a type floor or a duration changed in the code changes
    the table the page is held to."""
    doc = design_doc()
    before = {name: make() for name, make in doc.TABLES.items()}
    monkeypatch.setitem(design.PALETTE, "muted", "#8a93a0")
    monkeypatch.setattr(
        doc, "theme_colours", lambda: {**{n: design.hex_colour(v) for n, v in design.PALETTE.items()}}
    )
    monkeypatch.setitem(design.TEXT_ROLES, "secondary", design.TextRole("secondary", 22, 12, 12, False))
    from app.ui import dice

    monkeypatch.setattr(dice, "ROLL_S", 0.5)
    assert doc.palette() != before["palette"] and doc.contrast() != before["contrast"]
    assert doc.type_scale() != before["type"] and doc.motion() != before["motion"]
    text = "x\n<!-- design_doc: motion -->\nold\n<!-- /design_doc: motion -->\ny\n"
    assert (
        doc.block("motion")
        .sub(lambda m: m.group(1) + doc.motion() + "\n" + m.group(3), text)
        .startswith("x\n<!-- design_doc: motion -->\n| what")
    )


def test_the_pages_figures_for_the_old_gold_button_are_the_codes():
    """The defect table's cream on gold is the palette's text on accent."""
    with open(os.path.join(ROOT, "docs", "design.md"), encoding="utf-8") as handle:
        page = handle.read()
    ratio = design.contrast(
        design.hex_colour(design.PALETTE["text"]), design.hex_colour(design.PALETTE["accent"])
    )
    assert f"cream text on gold: {ratio:.2f}:1" in page


def test_the_motion_tokens_are_the_durations_the_code_uses():
    """design.MOTION names the shared durations; each is the constant its animation uses."""
    from app import app as app_module
    from app.boards.trice import moving_dice
    from app.play import sources
    from app.scenes import board
    from app.ui import dice

    used = {
        "roll": dice.ROLL_S,
        "slide": moving_dice.SLIDE_S,
        "computer_beat": sources.AI_PAUSE_S,
        "message": board.MESSAGE_S,
        "toast": app_module.TOAST_S,
    }
    assert design.MOTION == used


# -- the eye tests -------------------------------------------------------------------------------


def failures(report):
    return [f"{scene}: {problem}" for scene, problems in report.items() for problem in problems]


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_the_menus_and_trices_scenes_read_well_at_390x844(tmp_path, text_size):
    """The quick loop's share: every scene but the other three games' (the slow test below),
    at each of the player's text sizes."""
    report = eye.check_every_scene(eye.NATIVE[0], tmp_path, only={"trice"}, text_size=text_size)
    assert len(report) >= 20
    assert not failures(report)


@pytest.mark.slow
@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("shape", eye.NATIVE + eye.BROWSER, ids=eye.tag)
def test_every_scene_reads_well(tmp_path, shape, text_size):
    report = eye.check_every_scene(shape, tmp_path, text_size=text_size)
    assert len(report) >= 50
    assert not failures(report)


# -- the checks fail where they should ---------------------------------------------------------------


class Wrong(UIScene):
    """A scene that draws what it is told to."""

    name = "wrong"

    def __init__(self, app, draw):
        super().__init__(app)
        self.drawing = draw

    def draw_content(self, surface):
        self.drawing(self, surface)


def problems_of(app, draw, widgets=()):
    scene = Wrong(app, draw)
    scene.widgets = list(widgets)
    app.scenes.push(scene)
    with eye.recording_surfaces():
        found = eye.problems(app)
    app.scenes.pop()
    return found


@pytest.fixture
def phone(tmp_path):
    return make_app(tmp_path, size=(390, 844))


def test_the_eye_sees_a_size_made_up_or_too_small(phone):
    lay, theme = phone.layout, phone.theme

    def draw(scene, surface):
        surface.blit(theme.text("made up", lay.small - 2, "text"), (20, 100))
        surface.blit(theme.text("too small", design.Size(9, "secondary"), "text"), (20, 200))
        surface.blit(theme.text("fine", lay.small, "text"), (20, 300))

    found = problems_of(phone, draw)
    assert any("'made up'" in p and "no text role" in p for p in found)
    assert any("'too small'" in p and "under 12" in p for p in found)
    assert not any("'fine'" in p for p in found)


def test_the_eye_sees_poor_contrast_as_the_gold_button_had_it(phone):
    """Cream words on gold (the primary button's words before the design system): 1.62:1."""
    lay, theme = phone.layout, phone.theme
    button = Button("Start", lambda: None, style="primary")
    button.rect = pygame.Rect(20, 700, 350, lay.tap)
    assert not problems_of(phone, lambda scene, surface: None, [button])

    def cream_on_gold(scene, surface):
        pygame.draw.rect(surface, theme.colour("accent"), (20, 100, 350, 60))
        label = theme.text("Start", lay.text, "text", bold=True)
        surface.blit(label, label.get_rect(center=(195, 130)))

    found = problems_of(phone, cream_on_gold)
    assert any("'Start'" in p and "contrast 1.6" in p for p in found)


def test_the_eye_sees_text_cut_crossing_or_spilling_out_of_its_button(phone):
    lay, theme = phone.layout, phone.theme
    button = Button("Go", lambda: None)
    button.rect = pygame.Rect(20, 600, 60, lay.tap)

    def draw(scene, surface):
        surface.set_clip(pygame.Rect(0, 0, 390, 110))
        surface.blit(theme.text("cut in half", lay.text, "text"), (20, 100))
        surface.set_clip(None)
        surface.blit(theme.text("one line", lay.text, "text"), (20, 300))
        surface.blit(theme.text("over another", lay.text, "text"), (40, 305))
        surface.blit(theme.text("a label far too long for it", lay.text, "text"), (24, 610))

    found = problems_of(phone, draw, [button])
    assert any("'cut in half': cut" in p for p in found)
    assert any("'one line'" in p and "crosses 'over another'" in p for p in found)
    assert any("spills out of 'Go'" in p for p in found)


def test_the_eye_sees_the_game_over_sheet_cover_the_result(tmp_path, monkeypatch):
    """The sheet as it was before it kept its own band (the board laid out on the whole
    screen), and put over the board's middle, as a taller sheet once lay, at 390x844."""
    from app.scenes.game_over import GameOverScene

    app = make_app(tmp_path, size=(390, 844))
    match = eye.shots.played("triad", __import__("random").Random(sum(map(ord, "triad"))))
    eye.shots.open_board(app, match)
    assert app.scenes.top.name == "game_over"
    assert not eye.result_problems(app)
    monkeypatch.setattr(GameOverScene, "reserve", lambda self, sheet: None)
    board = app.scenes.find("board")
    board.sheet = None
    app.scenes.relayout()
    over = app.scenes.top
    over.panel.center = board.view.result_area(board.state)[0].center
    assert any("covers the result" in p for p in eye.result_problems(app))


def test_a_frame_records_each_label_where_it_lands(phone):
    """Labels drawn onto a picture that is drawn later are found where the picture went."""
    theme, lay = phone.theme, phone.layout
    with eye.recording_surfaces():
        card = pygame.Surface((100, 40), pygame.SRCALPHA)
        card.fill(theme.colour("accent"))
        card.blit(theme.text("+4", lay.small, "ink", bold=True), (10, 5))
        frame = drawlog.RecordingSurface((390, 844))
        frame.fill(theme.colour("background"))
        frame.blit(card, (200, 300))
    (mark,) = frame.marks
    assert mark.info.text == "+4" and mark.info.role == "secondary" and mark.info.colour_name == "ink"
    assert mark.rect.topleft == (210, 305) and not mark.clipped
    assert drawlog.contrast_of(mark) == pytest.approx(
        design.contrast(theme.colour("ink"), theme.colour("accent")), rel=0.01
    )
