"""The menu on a phone (issue 28 point 7): its game cards grow into the room below them
(up to `CARD_GROW` times their facts' height) instead of leaving half the screen empty under
four short cards, in every language and at both text sizes; every card shows the same facts
(its pitch whole) and the grown cards' words and dice get larger, never smaller."""

import eye
import pytest
from app_driver import frames

from app.scenes.menu import CARD_GROW
from games.i18n import LANGUAGES

pytestmark = pytest.mark.native_only("lays out the menu with pygame fonts")

PHONES = [(320, 568), (360, 800), (390, 844), (412, 915)]  # upright: a short one and tall ones


def menu(tmp_path, shape, language="en", text_size="normal"):
    app = eye.make_app((shape, 1.0), tmp_path, text_size, language)
    frames(app, 2)
    scene = app.scenes.top
    assert scene.name == "menu"
    return app, scene


def empty_share(app, scene):
    """The share of the screen's height left empty between the last card and the buttons."""
    last = max(card.rect.bottom for card in scene.cards)
    return (scene.puzzle_button.rect.top - last) / app.layout.height


@pytest.mark.parametrize("shape", PHONES)
def test_a_phones_menu_leaves_at_most_a_quarter_of_its_height_empty(tmp_path, shape):
    report = {}
    for language in LANGUAGES:
        for text_size in ("normal", "large"):
            app, scene = menu(tmp_path / f"{language}-{text_size}", shape, language, text_size)
            share = empty_share(app, scene)
            heights = {card.rect.height for card in scene.cards}
            theme, lay = app.theme, app.layout
            needs = max(card.needs(theme, lay, card.rect.width) for card in scene.cards)
            found = []
            if share > 0.25:
                found.append(f"{share:.0%} of the height empty under the cards")
            if len(heights) != 1:
                found.append(f"cards of different heights {sorted(heights)}")
            if max(heights) > CARD_GROW * needs + 1:
                found.append(f"cards {max(heights)} px, more than {CARD_GROW} x their facts' {needs} px")
            for card in scene.cards:  # each card's facts whole in its grown height
                pitch, picture = card.fitted(theme, lay)
                if card.needs(theme, lay, card.rect.width, picture, pitch) > card.rect.height:
                    found.append(f"{card.game_id}'s facts do not fit its card")
                if pitch < lay.small or picture < int(min(card.rect.height * 0.5, card.rect.width * 0.13)):
                    found.append(f"{card.game_id}'s words or dice are smaller than a short card's")
            if found:
                report[f"{language} {text_size}"] = found
    assert not report, report


def test_grown_cards_have_larger_words_and_dice(tmp_path):
    """390x844 in English: four short cards (about 86 px) left 35% of the screen empty; grown,
    their pitch is body text and their dice larger."""
    app, scene = menu(tmp_path, (390, 844))
    lay = app.layout
    card = scene.cards[0]
    needs = card.needs(app.theme, lay, card.rect.width)
    assert card.rect.height > 1.3 * needs
    pitch, picture = card.fitted(app.theme, lay)
    assert pitch == lay.text and picture > int(card.rect.width * 0.13)
    assert empty_share(app, scene) <= 0.15
