"""What a screen reader is told (app/page/announcer.py): the scene that opened, the move just made
in plain words (each game's own), whose turn it is, the coach line, the result; only
changes, of each kind the latest, in the player's language. The page's side (the live region
itself, the canvas's focus) is tested in Chromium: tests/browser/aria.test.mjs."""

import pygame
import pytest
from app_driver import open_board

from app.page import access as page_access
from app.page.announcer import MOST_S, QUIET_S, Announcer, merge
from games import i18n, registry
from games.core import CHANCE
from games.match import Match
from tests.app_driver import FRAME, frames, key, make_app, play_demo

QUIET_FRAMES = int(QUIET_S / FRAME) + 3


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    app.settings.animation = "off"
    frames(app, QUIET_FRAMES)
    return app


def people_board(app, game_id):
    match = Match.new(game_id, 2)
    board = open_board(app, match, ["human", "human"])
    for _ in range(300):  # the game's opening roll, if it has one, lands
        frames(app)
        if board.human_to_move() and not board.busy():
            break
    frames(app, QUIET_FRAMES)
    return board


def test_merge_ends_each_part_as_a_sentence_and_drops_what_another_part_holds():
    assert merge(["TRICE", "Player 1 to move."]) == "TRICE. Player 1 to move."
    said = merge(
        [
            "Player 2 places the white 3 on b2.",
            "Player 2 places the white 3 on b2. Player 1's turn.",
            "",
            "Player 1 to move.",
        ]
    )
    assert said == "Player 2 places the white 3 on b2. Player 1's turn. Player 1 to move."
    assert merge(["Game over.", "Game over."]) == "Game over."
    assert (
        merge(["Player 3 wins.\n1. Player 3: 39 triangles\n2. Player 2: out"])
        == "Player 3 wins. 1. Player 3: 39 triangles. 2. Player 2: out."
    )
    assert merge(["TRI", "Player 1: tap an empty triangle."]) == "TRI. Player 1: tap an empty triangle."


def test_the_menu_is_said_when_the_app_opens(app):
    assert app.announcer.spoken[0] == "TriDice: choose a game."


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_move_is_said_in_the_games_words_and_then_whose_turn_it_is(app, game_id):
    board = people_board(app, game_id)
    rules = board.rules
    assert app.announcer.text.startswith(f"{board.game.name}."), app.announcer.text  # the board opened
    before = board.state
    mover = rules.to_move(before)
    move = rules.legal_moves(before)[0]
    words = board.game.describe_move(before, move)
    assert board.play(move)
    frames(app, 1)
    assert words not in app.announcer.text  # not yet: a burst waits until the app is quiet
    frames(app, QUIET_FRAMES)
    said = app.announcer.text
    assert words.rstrip(".") in said, (said, words)
    assert move not in said, f"plain words, not the notation {move!r}: {said}"
    after = board.state
    seat = rules.to_move(after)
    while seat == CHANCE:  # the dice: their roll is the news of the next burst
        board.play(rules.random_outcome(after, board.rng))
        frames(app, QUIET_FRAMES)
        after, seat = board.state, rules.to_move(board.state)
        said = app.announcer.text
    assert board.seat_name(seat) in said, f"whose turn it is: {said}"
    assert seat != mover or rules.to_move(after) == mover  # (the same seat may move again)


def test_nothing_is_said_again_while_nothing_changes(app):
    board = people_board(app, "triad")
    count = len(app.announcer.spoken)
    for _ in range(30):
        app.invalidate()  # frames that draw the same picture again
        frames(app, 10)
    assert len(app.announcer.spoken) == count
    assert board.human_to_move()


def test_a_refusal_in_the_coach_line_is_said_and_the_coach_line_again_after_it(app):
    board = people_board(app, "trice")
    before = app.announcer.text
    board.refuse("That cell is taken.")
    frames(app, QUIET_FRAMES)
    assert app.announcer.text == "That cell is taken."
    frames(app, int(5 / FRAME))  # the message goes: the coach line is back
    assert app.announcer.text != "That cell is taken."
    assert app.announcer.text in before or before.endswith(app.announcer.text), (before, app.announcer.text)


def test_a_notice_is_said_once_as_it_appears(app):
    """A toast (a code copied, progress that will not be saved) shows for a few seconds: a
    screen reader hears it when it appears, beside what the screen says, and not again."""
    people_board(app, "triad")
    app.notify("Progress will not be saved in this browser.")
    frames(app, QUIET_FRAMES)
    assert "Progress will not be saved in this browser." in app.announcer.text
    count = len(app.announcer.spoken)
    for _ in range(20):  # the notice stays on screen a while: nothing new to say
        app.invalidate()
        frames(app, 5)
    assert len(app.announcer.spoken) == count
    app.notify("Code copied.")
    frames(app, QUIET_FRAMES)
    assert app.announcer.text.startswith("Code copied."), app.announcer.text
    assert "Progress will not be saved" not in app.announcer.text  # said already


def test_a_notice_outlives_a_new_screen_that_opens_before_it_is_said(app):
    """A notice at start (storage refused) stays on screen when the player opens a game at
    once: the new screen drops the menu's title, never the notice."""
    app.notify("Progress will not be saved in this browser.")
    frames(app)
    app.scenes.open("settings")
    frames(app, QUIET_FRAMES)
    assert "Progress will not be saved in this browser." in app.announcer.text, app.announcer.text


def test_undo_says_how_many_moves_were_taken_back(app):
    board = people_board(app, "tris2")
    rules = board.rules
    for _ in range(2):
        board.play(rules.legal_moves(board.state)[0])
        frames(app, QUIET_FRAMES)
    match = Match(dict(board.match.record, moves=board.match.moves[:-2]))
    board.match = match  # what Undo leaves on the board: two moves fewer
    board.ui.history = (match.states, match.moves)
    app.invalidate()
    frames(app, QUIET_FRAMES)
    assert app.announcer.text.startswith("2 moves taken back."), app.announcer.text


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_the_result_is_said_at_the_end_and_a_fast_game_is_not_a_flood(app, game_id):
    count = len(app.announcer.spoken)
    board = play_demo(app, game_id)  # computers on every seat, animations off
    frames(app, int(MOST_S / FRAME) + QUIET_FRAMES)
    assert board.rules.is_over(board.state)
    said = app.announcer.spoken[count:]
    assert app.scenes.top.name == "game_over"
    assert "Game over." in said[-1], said[-1]  # after the last move
    reason = board.rules.end_reason(board.state)
    assert reason.rstrip(".") in said[-1], (said[-1], reason)
    assert "to move" not in said[-1], f"nobody's turn once it is over: {said[-1]}"
    # of each kind the latest: never more announcements than a second's worth of play allows
    seconds = app.elapsed
    assert len(said) < len(board.match.moves), (len(said), len(board.match.moves))
    assert len(said) <= seconds / QUIET_S + 2


def test_a_new_screen_is_said_by_its_title(app):
    key(app, pygame.K_TAB)  # the focus onto the first game's card, Enter opens its setup
    key(app, pygame.K_RETURN)
    frames(app, QUIET_FRAMES)
    game = registry.get(registry.GAME_IDS[0])
    assert app.announcer.text == f"{game.rules.title}: new game."
    app.scenes.open("settings")
    frames(app, QUIET_FRAMES)
    assert app.announcer.text == "Settings."


def test_it_speaks_the_players_language(app):
    i18n.set_language(i18n.PSEUDO)
    try:
        app.scenes.open("settings")
        frames(app, QUIET_FRAMES)
        assert app.announcer.text == i18n.pseudo("Settings") + "."
        app.scenes.pop()
        frames(app, QUIET_FRAMES)
        assert app.announcer.text == i18n.pseudo("TriDice: choose a game.")
    finally:
        i18n.set_language(i18n.SOURCE)


def test_natively_there_is_no_page_to_write_to(app):
    assert isinstance(app.announcer, Announcer) and not app.announcer.browser
    assert page_access.helper() is None
    assert page_access.install("TriDice", "en") is False
    assert page_access.say("words", "en") is False
    assert page_access.page_language("pseudo") == "en" and page_access.page_language("it") == "it"


class AccessRecorder:
    """Stands in for the page's helper (app/page/access.py HELPER_JS): records its calls."""

    def __init__(self):
        self.calls = []

    def setup(self, label, lang):
        self.calls.append(("setup", label, lang))
        return True

    def say(self, text, lang):
        self.calls.append(("say", text, lang))
        return True


def test_in_the_browser_the_app_sets_the_page_up_and_writes_what_it_says(monkeypatch):
    from fake_platform import FakeWindow, install

    window = install(monkeypatch, FakeWindow(1280, 720))
    window.tridice_access = helper = AccessRecorder()  # what the page's eval would have made
    from app.app import App

    app = App()
    app.settings.animation = "off"
    assert helper.calls[0][0] == "setup" and helper.calls[0][2] == "en"
    assert any("window.tridice_access" in code for code in window.evaluated), (
        "the helper is put into the page"
    )
    frames(app, QUIET_FRAMES)
    app.scenes.open("settings")
    frames(app, QUIET_FRAMES)
    said = [call[1] for call in helper.calls if call[0] == "say"]
    assert said == ["TriDice: choose a game.", "Settings."]
    for _ in range(20):  # nothing new: nothing written again
        app.invalidate()
        frames(app, 5)
    assert [call[1] for call in helper.calls if call[0] == "say"] == said


def test_a_page_of_text_is_read_as_it_scrolls_into_view(app):
    app.scenes.open("rules", game_id="triad")
    frames(app, QUIET_FRAMES)
    page = app.scenes.top
    first = page.blocks_in_view()
    said = app.announcer.text
    assert said.startswith(page.title), said
    assert first and all(_core_in(words, said) for words in first), said
    assert page.content_h > page.view.height  # the rules go on below
    key(app, pygame.K_PAGEDOWN)
    frames(app, QUIET_FRAMES)
    shown = page.blocks_in_view()
    fresh = [words for words in shown if words not in first]
    assert fresh, "PageDown brought new paragraphs"
    said = app.announcer.text
    assert all(_core_in(words, said) for words in fresh), said
    assert not any(_core_in(words, said) for words in first if words not in shown), (
        "nothing that scrolled away"
    )
    assert not said.startswith(page.title), "the title once, when the page opened"


def _core_in(words, said):
    return " ".join(words.split()).rstrip(".") in said


def test_what_the_keyboard_reaches_is_said(app):
    key(app, pygame.K_TAB)
    frames(app, QUIET_FRAMES)
    menu = app.scenes.top
    assert app.announcer.text == menu.focusables()[menu.focus].text + "."
    app.scenes.open("settings")
    frames(app, QUIET_FRAMES)
    settings = app.scenes.top
    for _ in range(len(settings.focusables())):
        key(app, pygame.K_TAB)
        if getattr(settings.focusables()[settings.focus], "label", None) == "Animations":
            break
    frames(app, QUIET_FRAMES)
    assert app.announcer.text == "Animations: Off.", app.announcer.text
    key(app, pygame.K_RIGHT)  # the row's option changes under the focus
    frames(app, QUIET_FRAMES)
    assert app.announcer.text == "Animations: Normal.", app.announcer.text


def test_a_board_target_the_arrows_reach_is_said_as_its_move(app):
    board = people_board(app, "triad")
    said = []
    for _ in range(12):
        key(app, pygame.K_RIGHT)
        frames(app, QUIET_FRAMES)
        said.append(app.announcer.text)
        rect, hit = board.input.focused()
        if hit.move is not None:
            words = board.game.describe_move(board.state, hit.move)
            assert app.announcer.text == f"On Enter: {words}", app.announcer.text
            key(app, pygame.K_RETURN)  # made: said as made, not as where the focus was
            frames(app, QUIET_FRAMES)
            assert app.announcer.text.startswith(words.rstrip(".")), app.announcer.text
            return
        # a die to take: said by its cell (Triad's rulers name it), not "Choice n of m"
        assert isinstance(hit.pick, str) and app.announcer.text == f"On Enter: Pick {hit.pick}.", (
            app.announcer.text
        )
        key(app, pygame.K_RETURN)  # take the die: its moves are the targets now
        frames(app, QUIET_FRAMES)
    raise AssertionError(f"the arrows reached no move: {said}")


def test_a_tris2_die_the_arrows_reach_is_said_by_its_top(app):
    """Tris 2's endless table has no cell names: a die to take is told by the symbol on its
    top ("On Enter: Pick the die showing X"), never as "Choice n of m"."""
    board = people_board(app, "tris2")
    for _ in range(3):
        key(app, pygame.K_RIGHT)
        frames(app, QUIET_FRAMES)
        _rect, hit = board.input.focused()
        top = board.view.facts.field(board.state)[hit.pick][0]
        assert app.announcer.text == f"On Enter: Pick the die showing {top}.", app.announcer.text


CANVAS_LABEL = "TriDice: the game. Tab, the arrow keys, Enter and Escape play it."


def test_a_language_chosen_in_settings_relabels_the_canvas_at_once(monkeypatch):
    """The canvas's accessible name (app/page/access.py: its aria-label) is in the language the
    player chose in Settings from that moment, as every word on the screen is, and so is the
    page's language; not only after a reload."""
    from fake_platform import FakeWindow, install

    window = install(monkeypatch, FakeWindow(390, 844))
    from app.app import App

    app = App(pace=False)
    try:
        page = window.tridice_access  # the page's helper, as the app's eval made it
        assert page.canvas["aria-label"] == CANVAS_LABEL and page.html_lang == "en"
        settings = app.scenes.open("settings")
        frames(app)
        for code in ("it", "de"):
            row = next(c for c in settings.widgets if getattr(c, "value", None) in i18n.LANGUAGES)
            row.step(app, [c for c, _name in row.options].index(code) - row.index)  # as taps do
            settings = app.scenes.top
            assert i18n.language() == code and settings.name == "settings"
            assert page.canvas["aria-label"] == i18n._(CANVAS_LABEL) != CANVAS_LABEL
            assert page.html_lang == code
    finally:
        i18n.set_language(i18n.SOURCE)
