"""Where a text breaks into lines (app/ui/theme.py `wrap`, which every text of the app, the coach
line's too, is set with; issue 28 point 9): a number or a one-character word never starts a
line without the word before it ("5 5 5 6 6 / 2.", the lesson's "X _ / X."), and a paragraph's
last line never holds one word alone where the line before can give it company."""

import pytest
from app_driver import make_app

from app.ui.theme import wrap
from games import i18n


@pytest.fixture(scope="module")
def font(tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("wrap"), size=(390, 844))
    return app.theme.font(app.layout.text, bold=True)


def lone(token):
    """A number or a one-character word (with its stop)."""
    core = token.strip("().,;:!?")
    return len(core) == 1 or core.isdigit()


def width_of(font, text):
    return font.size(text)[0]


def check(font, text, width, lines):
    """The words in their order, every line within `width` (or one word wider than it)."""
    assert " ".join(lines).split() == text.split(), lines
    for line in lines:
        assert width_of(font, line) <= width or len(line.split()) == 1, (line, width)


@pytest.mark.parametrize(
    "text, before",
    [
        ("Player 2 rolls 5 5 5 6 6 2.", "Player 2 rolls 5 5 5 6 6"),  # the number and its full stop
        ("West, this die would leave X _ X. Roll it north.", "West, this die would leave X _"),  # a lesson's
        ("Player 1 rolls 6 5 3 3 2 1; Player 2 rolls 6 6 5 4 2 1.", "Player 1 rolls 6 5 3 3 2 1; Player"),
    ],
)
def test_a_number_or_a_one_character_word_never_starts_a_line_alone(font, text, before):
    """At the width where the old greedy break left the last token(s) for a line of their own."""
    width = width_of(font, before)
    lines = wrap(font, text, width)
    check(font, text, width, lines)
    for line in lines:
        assert not lone(line.split()[0]) or line == lines[0], lines  # "2.", "X.", "2 rolls"


@pytest.mark.parametrize(
    "text, before",
    [
        ("Open a copied code", "Open a copied"),
        ("Computer: schwer, perfekt ab dem 5. Würfel", "Computer: schwer, perfekt ab dem 5."),
        (
            "Tap one of your black dice to see where it can go.",
            "Tap one of your black dice to see where it can",
        ),
    ],
)
def test_a_last_line_never_holds_one_word_alone_where_it_can_have_two(font, text, before):
    width = width_of(font, before)
    lines = wrap(font, text, width)
    check(font, text, width, lines)
    assert len(lines) >= 2 and len(lines[-1].split()) >= 2, lines


def test_a_line_too_narrow_for_a_group_sets_it_word_by_word(font):
    text = "rolls 6 5 5 3 2 1;"
    width = width_of(font, "rolls 6 5")
    lines = wrap(font, text, width)
    check(font, text, width, lines)
    assert len(lines) >= 2
    assert wrap(font, "Unbreakablewordwiderthanany", 10) == ["Unbreakablewordwiderthanany"]
    assert wrap(font, "", 100) == [""] and wrap(font, "one\ntwo words", 1000) == ["one", "two words"]


def test_the_groups_keep_each_short_token_with_the_word_before():
    from app.ui.theme import chunks, short

    assert chunks("leave X _ X. Roll it".split()) == [["leave", "X", "_", "X."], ["Roll"], ["it"]]
    assert chunks("Player 1 (X) wins".split()) == [["Player", "1", "(X)"], ["wins"]]
    assert not short("row.") and not short("50%") and short("12,") and short("«A»")


@pytest.mark.parametrize("code", ["en", "it", "de", "es"])
def test_every_message_keeps_its_words_within_the_width_in_every_language(font, code):
    """The rules above never drop, reorder or spill a word: every message of the catalogs (the
    rules pages' paragraphs too) at a phone's coach line, a small phone's and a wide column."""
    from test_i18n_complete import entries

    texts = []
    if code == "en":
        texts = [message.id for message in entries("it") if isinstance(message.id, str)]
    else:
        for message in entries(code):
            texts += message.string if isinstance(message.string, tuple) else [message.string]
    i18n.set_language(i18n.SOURCE)
    for width in (150, 260, 640):
        for text in texts:
            for paragraph in text.split("\n"):
                check(font, paragraph, width, wrap(font, paragraph, width))
