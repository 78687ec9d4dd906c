"""TRI's battle panel on a small phone with four players (issue 28 point 9, seen in Chromium at
320x480): its title ran over the panel's border and the defender's hand of cards off the
screen. Two battles of a four-player game, in every language, while each side chooses its card
and at the reveal: the eye finds no word out of the panel (`BoardView.panels`), and every die
and card of both sides lies inside it."""

import eye
import pygame
import pytest
from app_driver import frames, open_board

from games.match import Match

pytestmark = pytest.mark.native_only("lays out the board with pygame fonts")

SHAPES = {"320x480": ((320, 480), 1.0), "320x480@2.25": ((720, 1080), 720 / 320)}
LANGUAGES = ["en", "de", "it", "es"]
# Player 4 attacks the left triangle of b2 late in a long game (full hands of cards), and
# Player 2 the right triangle of a3 early on
BATTLES = {
    "late": "start a5S|start d5S|start c1S|start f3S|claim a6N|claim d5W|claim c1W|claim f3W|claim a6W"
    "|claim d5E|claim c1N|claim f3N|claim a6E|claim d5N|claim b1E|claim f3E|bonus 5|claim f6E"
    "|teleport d5 d2E|claim c1E|teleport f3 a2S|claim f6S|claim d2N|teleport c1 c6S|claim f4N"
    "|claim f6N|claim c5E|claim c2N|claim a2W|bonus 3|claim f5S|claim c5N|claim c2W|claim f2S"
    "|claim f6W|claim c5W|claim c2E|claim a2N|teleport f6 b6S|claim e5W|claim b1N|claim a2E|bonus 6"
    "|claim b6E|claim d6N|claim b1S|teleport a2 e4S|claim b6W|claim d4S|claim b2E|claim e5N"
    "|claim a6S|claim d6W|claim d1W|claim f2W|bonus 5|teleport a6 b2W|claim e2W|claim d1S"
    "|attack b2W|roll 5 4",
    "early": "start a3W|start b3W|start f5S|start d1S|claim a3N|claim b3N|claim f5E|claim d2N|claim a3E"
    "|attack a3E|roll 2 6",
}
STAGES = ["attacker card", "defender card", "reveal"]


def battle_at(battle, stage):
    """The four-player match at `stage` of `battle`, and the seat of the one person at the
    table: the one choosing a card, or to move after the reveal (no computer plays on)."""
    match = Match.new("tri", 4, None, {})
    for move in BATTLES[battle].split("|"):
        match.play(move)
    person = match.rules.to_move(match.state)
    if stage != "attacker card":
        match.play(match.rules.legal_moves(match.state)[-1])  # the attacker's card
    if stage == "reveal":
        match.play(match.rules.legal_moves(match.state)[-1])  # the defender's
    if stage != "attacker card":
        person = match.rules.to_move(match.state)
    return match, person


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("battle", list(BATTLES))
@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_the_battle_panel_holds_its_words_and_cards(tmp_path, shape, code, battle, stage):
    match, person = battle_at(battle, stage)
    with eye.recording_surfaces():
        app = eye.make_app(SHAPES[shape], tmp_path, language=code)
        seats = ["easy"] * 4
        seats[person] = "human"
        board = open_board(app, match, seats)
        frames(app, 3)
        part = board.view.battle
        if stage == "reveal":
            part.reveal_left = 60.0  # held up (animations are off: it would go at once)
            frames(app)
        assert part.mode(board.state) == ("reveal" if stage == "reveal" else "live")
        if stage != "reveal":
            assert any(b.visible for b in board.view.card_buttons.values())  # the person chooses
        found = eye.problems(app)
    assert found == []
    panel = part.panel
    assert board.view.panels(board.state) == [panel.inside]
    content = part.content(board.state, board.ui, part.mode(board.state))
    for side, info in content["sides"].items():
        things = [panel.card_rect(side, info["dice_count"])]
        for x, y in panel.die_centres(side, info["dice_count"]):
            things.append(pygame.Rect(x - panel.die // 2, y - panel.die // 2, panel.die, panel.die))
        for rect in things:
            assert panel.inside.contains(rect), f"the {side}'s {tuple(rect)} out of {tuple(panel.inside)}"
        column = panel.columns[side]
        assert panel.inside.left <= column.left and column.right <= panel.inside.right, f"the {side}'s column"
