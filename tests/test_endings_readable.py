"""Every ending is read on every screen (issue 28 point 6): at game over, from a 320x480 phone
to a 2560x1440 screen, turned either way, in every language at both text sizes, the dice (cells,
score boxes) that decided the game (`BoardView.celebrated`) are each at least 32 CSS px a side,
wholly on the screen, out from under the game-over sheet, and no words are drawn across them
(a label or badge over a winning die). The sheet gives way to a rail of buttons where its
whole form would leave them smaller (app/scenes/game_over.py), and the boards lay out a
finished game without the room its play needed (app/boards/*: `BoardView.ending`).

Solved puzzles (the most crowded of each game's dailies) and lessons' ends are measured the
same way below. Games from the registry, so a fifth game is measured too. Pictures to look at: tools/shots.py
with --shapes 320x480,568x320 --lang de --text-size large."""

import random

import pytest
from app_driver import frames

from app.scenes.game_over import GameOverScene
from app.ui.coach_line import CoachLine
from app.ui.layout import READABLE_CSS
from games import puzzles, registry
from games.i18n import LANGUAGES

pytestmark = pytest.mark.native_only("lays out every scene with pygame fonts")

SHAPES = [(320, 480), (320, 568), (390, 844), (480, 320), (568, 320), (844, 390), (1280, 720), (2560, 1440)]
TEXT_SIZES = ("normal", "large")


def ended(game_id, shape, language, text_size, folder):
    """The app at `shape` showing a finished game of `game_id` (won, if random games won one,
    by the person) under its game-over sheet."""
    import eye

    from tools import shots

    match = shots.played(game_id, random.Random(sum(map(ord, game_id))))
    with eye.recording_surfaces():
        app = eye.make_app((shape, 1.0), folder, text_size, language)
        seats = ["human"] + ["easy"] * (match.record["players"] - 1)
        shots.open_board(app, match, seats)
        frames(app, 2)
    over = app.scenes.top
    assert isinstance(over, GameOverScene), (game_id, shape, language, text_size)
    return app, over


def problems(app, over):
    """What keeps the ending under the game-over sheet from being read, in words."""
    return unread(app, over.board.view, over.board.state, over.panel)


def unread(app, view, state, sheet=None):
    """What keeps the ending `view` shows from being read (under `sheet`, if any), in words."""
    import eye

    least = READABLE_CSS * app.layout.css_scale
    screen = app.layout.rect
    pieces = view.celebrated(state)
    found = [] if pieces else ["no deciding dice to show"]
    for rect in pieces:
        if min(rect.size) < least:
            found.append(f"a deciding piece {tuple(rect)} is under {READABLE_CSS} CSS px")
        if not screen.contains(rect):
            found.append(f"a deciding piece {tuple(rect)} leaves the screen")
        if sheet is not None and rect.colliderect(sheet):
            found.append(f"the sheet {tuple(sheet)} covers a deciding piece {tuple(rect)}")
    for rect in view.result_area(state):
        if sheet is not None and rect.colliderect(sheet):
            found.append(f"the sheet {tuple(sheet)} covers the result {tuple(rect)}")
    recorded, _frame = eye.record(app)
    for _scene, marks in recorded:
        for mark in marks:
            if not mark.info.text.strip():
                continue
            box = eye.ink(mark, 128).clip(mark.shown)
            for rect in pieces:
                inner = rect.inflate(-rect.width // 4, -rect.height // 4)
                # a die's own face (a Triad numeral) lies wholly on it: words across its edge do not
                if box.colliderect(inner) and not rect.contains(box):
                    found.append(
                        f"{mark.info.text!r} {tuple(box)} is drawn across a deciding piece {tuple(rect)}"
                    )
    return found


@pytest.mark.slow  # 64 screens a game; make test runs it
@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_every_ending_is_read_on_every_screen(tmp_path, game_id):
    report = {}
    for shape in SHAPES:
        for language in LANGUAGES:
            for text_size in TEXT_SIZES:
                app, over = ended(
                    game_id, shape, language, text_size, tmp_path / f"{shape}-{language}-{text_size}"
                )
                found = problems(app, over)
                if found:
                    report[f"{shape[0]}x{shape[1]} {language} {text_size}"] = found
    assert not report, "\n".join(f"{where}: {'; '.join(found)}" for where, found in report.items())


def solved_puzzle(game_id, shape, language, text_size, folder):
    """The app at `shape` showing `game_id`'s most crowded daily puzzle (tools/shots.py's
    stress_puzzles: the most dice, the longest names) solved by the player's taps."""
    import eye

    from tools import shots

    with eye.recording_surfaces():
        app = eye.make_app((shape, 1.0), folder, text_size, language)
        scene = app.scenes.open("puzzle", game_id=game_id, number=shots.stress_puzzles()[game_id])
        puzzle = scene.mode.puzzle
        for step in puzzle.player_steps():
            shots.puzzle_wait(app, scene)
            shots.puzzle_move(scene, puzzle.solution[step])
        shots.puzzle_wait(app, scene)
        frames(app, 2)
    return app, scene


@pytest.mark.slow  # 64 screens a game
@pytest.mark.parametrize("game_id", puzzles.games())
def test_every_solved_puzzle_is_read_on_every_screen(tmp_path, game_id):
    """A solved puzzle is an ending too: its winning line (`celebrated`) at least 32 CSS px a
    side, on the screen, with no words drawn across it, at every shape, language and text size."""
    report = {}
    for shape in SHAPES:
        for language in LANGUAGES:
            for text_size in TEXT_SIZES:
                folder = tmp_path / f"{shape[0]}x{shape[1]}-{language}-{text_size}"
                app, scene = solved_puzzle(game_id, shape, language, text_size, folder)
                found = [] if scene.rules.is_over(scene.state) else ["the solution did not end the game"]
                found += unread(app, scene.view, scene.state)
                if found:
                    report[f"{shape[0]}x{shape[1]} {language} {text_size}"] = found
    assert not report, "\n".join(f"{where}: {'; '.join(found)}" for where, found in report.items())


LESSON_SHAPES = SHAPES


def finished_lesson(game_id, shape, language, text_size, folder):
    import eye
    from test_overlay_places import finish_lesson  # the lesson played through its rings

    from tools import shots

    with eye.recording_surfaces():
        app = eye.make_app((shape, 1.0), folder, text_size, language)
        scene = finish_lesson(app, game_id)
    shots.frames(app, 1)
    return app, scene


@pytest.mark.slow
@pytest.mark.parametrize("game_id", [g for g in registry.GAME_IDS if registry.get(g).lesson is not None])
def test_every_lessons_end_is_read_on_phones_upright_and_wider_screens(tmp_path, game_id):
    """What a lesson ended on (the winning line, the triad just made: `celebrated`) at least 32
    CSS px a side and out from under its end sheet, which keeps only its button where the whole
    sheet would crowd the board (app/play/lesson/end_sheet.py: the coach line then says the
    closing words; sideways, at the foot of the side column where the view keeps it room:
    Triad's `sheet_slot`)."""
    report = {}
    for shape in LESSON_SHAPES:
        for language in LANGUAGES:
            for text_size in TEXT_SIZES:
                folder = tmp_path / f"{shape[0]}x{shape[1]}-{language}-{text_size}"
                app, scene = finished_lesson(game_id, shape, language, text_size, folder)
                view, panel = scene.view, scene.mode.sheet.panel
                least = READABLE_CSS * app.layout.css_scale
                result, pieces = view.result_area(scene.state), view.celebrated(scene.state)
                found = [f"{tuple(r)} under the sheet {tuple(panel)}" for r in result if r.colliderect(panel)]
                found += [f"{tuple(r)} is under {READABLE_CSS} CSS px" for r in pieces if min(r.size) < least]
                if (view.piece_px() or least) < least:
                    found.append(f"the board's cells are {view.piece_px()} px")
                said, box = scene.status_text(), scene.status_rect
                if scene.mode.sheet.compact and not CoachLine.fits(app, said, box):
                    found.append(
                        f"the coach line's closing words {said!r} are taller than its box {tuple(box)}"
                    )
                if found:
                    report[f"{shape[0]}x{shape[1]} {language} {text_size}"] = found
    assert not report, "\n".join(f"{where}: {'; '.join(found)}" for where, found in report.items())


def test_the_lessons_end_sheet_keeps_only_its_button_where_the_board_would_be_crowded(tmp_path):
    app, scene = finished_lesson("tris2", (320, 480), "de", "large", tmp_path)
    sheet = scene.mode.sheet
    assert sheet.compact and sheet.panel.height <= app.layout.tap + 2 * app.layout.gap
    said = scene.status_text()
    assert said.startswith("Lektion geschafft!") and "Drei gleiche Symbole" in said  # the closing words
    assert CoachLine.fits(app, said, scene.status_rect)  # said whole, in the box that grew for them
    assert min(min(r.size) for r in scene.view.celebrated(scene.state)) >= READABLE_CSS


def test_a_sideways_phone_puts_the_lessons_button_alone_down_the_right(tmp_path):
    """A 480x320 phone in German, Large text: TRICE's lesson sheet, its button alone along the
    bottom, leaves the winning dice 20 px (the card below the closing words has no height left);
    the button alone in a column down the right leaves them 32 px or more, the closing words
    said whole above the card."""
    app, scene = finished_lesson("trice", (480, 320), "de", "large", tmp_path)
    sheet, least = scene.mode.sheet, READABLE_CSS * app.layout.css_scale
    assert sheet.compact and sheet.side == "right"
    assert sheet.panel.left > app.layout.width * 2 // 3  # the right third
    assert sheet.scale(scene) >= least
    assert CoachLine.fits(app, scene.status_text(), scene.status_rect)
    sheet.side, sheet.band = "bottom", None
    scene.layout(app.layout)
    assert sheet.panel.bottom > app.layout.height * 3 // 4
    assert sheet.scale(scene) < least  # 20 px


def test_the_rail_takes_the_sheets_place_where_the_sheet_would_make_the_ending_tiny(tmp_path):
    """German, Large text, a 320x480 phone: the whole sheet (heading, note, Rematch over four
    icons) leaves Triad's field 9 px cells; the rail (its five buttons in one row) leaves 32 or
    more, and its buttons keep their names."""
    app, over = ended("triad", (320, 480), "de", "large", tmp_path)
    assert over.rail
    assert over.panel.height <= app.layout.tap + app.layout.gap
    assert over.smallest_piece() >= READABLE_CSS * app.layout.css_scale
    assert [b.text for b in over.buttons] == ["Revanche", "Wiederholung", "Teilen", "Brett ansehen", "Menü"]
    over.rail = False
    over.layout_sheet(app.layout)
    assert over.smallest_piece() < READABLE_CSS * app.layout.css_scale  # the whole sheet: too small


def test_a_roomy_screen_keeps_the_whole_sheet(tmp_path):
    app, over = ended("triad", (390, 844), "en", "normal", tmp_path)
    assert not over.rail


def test_a_board_laid_out_anew_once_the_last_die_lands_has_the_sheet_choose_again(tmp_path):
    """TRICE's pool gives its room to the card only once the last die has landed: the sheet,
    placed while it flew, chooses its form again then (it was the whole sheet over 27-px cells
    at 320x480 in German, Large text)."""
    app, over = ended("trice", (320, 480), "de", "large", tmp_path)
    assert over.settled and over.rail
    assert over.smallest_piece() >= READABLE_CSS * app.layout.css_scale
