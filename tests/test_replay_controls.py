"""A replay's controls a first-time player understands (issue 21 point 7): at every shape each
timeline button shows an icon over its word (Start, Prev, Play or Pause, Next, End), Play
stands apart (the gold button, a solid triangle), no word on screen means two things, and
every button is a fingertip at least."""

import pygame
import pytest
from app_driver import frames, tap
from test_replay import finished, open_replay

from app.ui import drawlog

SHAPES = [(320, 480), (320, 568), (390, 844), (1280, 720)]


def drawn_word(app, button):
    """(the word drawn on `button`, its box) and the button's ink pixels above it: the
    button drawn alone onto a recording surface (app/ui/drawlog.py)."""
    surface = drawlog.RecordingSurface(app.screen.get_size())
    surface.fill((0, 0, 0))
    button.draw(surface, app, False)
    marks = [m for m in surface.marks if button.rect.contains(m.rect)]
    assert len(marks) == 1, f"{button.text}: {[m.info.text for m in marks]}"
    word = marks[0]
    ink = pygame.Color(app.theme.colour(word.info.colour_name))
    above = pygame.Rect(button.rect.x, button.rect.y, button.rect.width, word.rect.top - button.rect.y)
    icon = sum(
        1
        for x in range(above.left, above.right)
        for y in range(above.top, above.bottom)
        if surface.get_at((x, y))[:3] == ink[:3]
    )
    return word, icon


@pytest.mark.parametrize("size", SHAPES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_timeline_button_shows_an_icon_over_its_word(tmp_path, size):
    app, scene = open_replay(tmp_path, finished("trice", 3), size=size)
    mode, css = scene.mode, app.layout.css_scale
    shown = [b for b in mode.controls if b.visible]
    words = [b.label for b in shown]
    wide = size[0] >= 1000
    assert words == (["Start", "Prev", "Play", "Next", "End"] if wide else ["Prev", "Play", "Next"])
    screen = app.layout.rect
    rects = [b.rect for b in shown] + [mode.scrubber.rect]
    for i, rect in enumerate(rects):
        assert screen.contains(rect)
        assert all(not rect.colliderect(other) for other in rects[i + 1 :])
    for button in shown:
        assert button.rect.width / css >= 44 and button.rect.height / css >= 44, button.label
        word, icon = drawn_word(app, button)
        assert word.info.text == button.label and word.info.role == "secondary"
        assert word.shown == word.rect  # whole
        assert icon >= (0.25 * word.rect.height) ** 2, f"{button.label}: no icon above the word"
    # Play stands apart: the one primary button, a shape of its own
    assert [b.style for b in shown].count("primary") == 1 and mode.play_button.style == "primary"
    assert len({b.icon for b in shown}) == len(shown)
    # no word on the screen names two things (the bar's Back leaves the replay)
    on_screen = [
        w.text for w in scene.widgets if w.visible and getattr(w, "text", None) and w not in mode.controls
    ] + words
    assert len(on_screen) == len(set(on_screen)), on_screen


def test_the_words_follow_what_the_buttons_do(tmp_path):
    app, scene = open_replay(tmp_path, finished("trice", 3), size=(320, 480))
    mode = scene.mode
    tap(app, mode.next_button.rect.center)
    assert mode.index == 1
    tap(app, mode.previous_button.rect.center)
    assert mode.index == 0
    tap(app, mode.play_button.rect.center)
    frames(app)
    assert mode.playing and mode.play_button.label == "Pause" and mode.play_button.icon == "pause"
    word, _icon = drawn_word(app, mode.play_button)
    assert word.info.text == "Pause"
    tap(app, mode.play_button.rect.center)
    frames(app)
    assert not mode.playing and drawn_word(app, mode.play_button)[0].info.text == "Play"


def test_a_word_with_two_meanings_is_translated_in_its_context():
    """A new game's "Start" begins it; a replay's goes to its first position: each its own
    message (pgettext), so Italian says "Inizia" and "Inizio"."""
    from app.play.replay import timeline_words
    from games import i18n
    from tools import catalogs

    catalogs.compile_catalogs()
    i18n.set_language("it")
    assert i18n._("Start") == "Inizia" and timeline_words()[0] == "Inizio"
    i18n.set_language("es")
    assert i18n._("Start") != timeline_words()[0] == "Inicio"
    i18n.set_language(i18n.SOURCE)
    assert i18n._("Start") == timeline_words()[0] == "Start"
