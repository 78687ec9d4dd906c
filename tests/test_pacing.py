"""The page rests and the computer thinks most of a move (issue 29 points 1 and 4,
app/ui/pacing.py): once nothing moves nothing is drawn; pulses and glows stand still after a
few seconds without input and come back with the next; the loop then only looks for input;
while only the computer thinks, its frames are long, and anything moving makes them short."""

import random

import pygame
import pytest
from app_driver import find_button, make_app, open_board, settle
from test_boards_idle import played

from app import boards
from app.play import ai_runner
from app.scenes.demo import start_demo
from app.ui import pacing
from app.ui.pacing import CALM_AFTER_S, REST_AFTER_S, REST_TICK_S, Pacer
from games import registry
from games.match import Match
from games.playout import random_move

FRAME = 1 / 60


def MOVE():  # noqa: N802 - a pointer moving over the window: input
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))


def turns(app, seconds):
    """Turn the loop `seconds` of 60 frames a second with no input: [(stepped, drew)]."""
    seen = []
    for _ in range(round(seconds / FRAME)):
        before = app.frame
        stepped = app.turn(FRAME)
        seen.append((stepped, stepped and app.frame > before and app.pacer.drew_last))
    return seen


def rested(seen):
    """The loop rested through `seen`: nothing drawn, and a frame only every REST_TICK_S."""
    steps = sum(stepped for stepped, _ in seen)
    return not any(drew for _, drew in seen) and steps <= len(seen) * FRAME / REST_TICK_S + 1


def test_the_pacer_rests_only_after_a_still_second_with_nothing_waiting():
    pacer = Pacer()
    for _ in range(round(REST_AFTER_S / FRAME) - 2):
        pacer.frame_began(False)
        pacer.frame_ended(FRAME, drew=False, waiting=False)
    assert not pacer.resting
    for _ in range(3):
        pacer.frame_began(False)
        pacer.frame_ended(FRAME, drew=False, waiting=False)
    assert pacer.resting
    pacer.frame_began(False)
    pacer.frame_ended(FRAME, drew=False, waiting=True)  # a computer's beat: no rest
    assert not pacer.resting
    pacer.frame_began(True)  # input: the clocks start again
    pacer.frame_ended(FRAME, drew=False, waiting=False)
    assert not pacer.resting and not pacer.calm


def test_resting_the_scenes_get_a_frame_with_the_time_gone_by():
    pacer = Pacer()
    ticks = [pacer.rest(FRAME) for _ in range(round(REST_TICK_S / FRAME) + 1)]
    assert ticks[-1] and not any(ticks[:-2])
    assert pacer.take_owed(FRAME) == pytest.approx(REST_TICK_S + FRAME, abs=FRAME)
    assert pacer.take_owed(FRAME) == FRAME  # nothing owed any more


def test_the_menu_comes_to_rest_and_wakes_on_input(tmp_path):
    app = make_app(tmp_path, size=(390, 844))
    seen = turns(app, CALM_AFTER_S + REST_AFTER_S + 1)
    assert any(drew for _, drew in seen[: round(CALM_AFTER_S / FRAME)]), "the menu's dice roll at first"
    assert app.pacer.calm and app.pacer.resting
    assert rested(turns(app, 5)), "a calm menu draws nothing and the loop only looks for input"
    pygame.event.post(MOVE())
    assert app.turn(FRAME), "input is answered in the next frame"
    assert not app.pacer.calm
    assert any(drew for _, drew in turns(app, CALM_AFTER_S)), "the dice roll again after input"


@pytest.mark.parametrize("game_id", boards.playable())
def test_a_board_waiting_for_a_person_comes_to_rest(tmp_path, game_id):
    app = make_app(tmp_path)
    match = played(game_id, 0.5)
    open_board(app, match, ["human"] * match.record["players"])
    settle(app)
    turns(app, CALM_AFTER_S + REST_AFTER_S + 0.5)
    assert app.pacer.resting, f"{game_id}: the loop never rests on a board waiting for a person"
    assert rested(turns(app, 3))


def test_a_trice_die_to_place_pulses_then_stands_still(tmp_path):
    """TRICE's given die pulses while it waits to be placed; after a calm moment it stands
    still at its brightest, and the next input brings the pulse back."""
    app = make_app(tmp_path)
    rules = registry.rules("trice")
    for seed in range(200):  # a random game that reaches a marked square (v0.3's full card)
        rng, match = random.Random(seed), Match.new("trice", 2)
        while rules.marked(match.state) is None and not match.is_over():
            match.play(random_move(rules, match.state, rng))
        if not match.is_over():
            break
    open_board(app, match, ["human", "human"])
    board = settle(app)
    assert board.view.card.marked is not None
    early = turns(app, 2)
    assert sum(drew for _, drew in early) > 30, "the die to place pulses"
    turns(app, CALM_AFTER_S + REST_AFTER_S)
    assert rested(turns(app, 3))
    pygame.event.post(MOVE())
    assert sum(drew for _, drew in turns(app, 1)) > 30, "the pulse comes back with input"


def test_a_puzzles_hint_rings_pulse_then_stand_still(tmp_path):
    app = make_app(tmp_path)
    board = app.scenes.open("puzzle", game_id="tris2", number=1)
    settle(app)
    find_button(board, "Hint").action()
    assert sum(drew for _, drew in turns(app, 2)) > 30, "the hint's rings pulse"
    turns(app, CALM_AFTER_S + REST_AFTER_S)
    assert rested(turns(app, 3))


def test_a_thinking_computer_keeps_the_loop_awake_with_long_frames(tmp_path, monkeypatch):
    """While only the computer thinks, the loop never rests and the frames it thinks in are
    long (a thirtieth of a second natively); input or anything moving makes them short."""
    budgets = []
    step = ai_runner.AIRunner.step

    def spy(self, budget_ms=None, others_ms=0.0, still=False):
        budgets.append((still, ai_runner.slice_ms(others_ms, still)))
        return step(self, budget_ms, others_ms, still)

    monkeypatch.setattr(ai_runner.AIRunner, "step", spy)
    app = make_app(tmp_path)
    app.settings.animation = "off"
    board = start_demo(app, "tris2")
    board.sources[0].level = board.sources[1].level = "hard"
    for _ in range(120):
        app.turn(FRAME)
        assert not app.pacer.resting or not board.waiting()
    # a still frame's budget is the long one less what the rest of the frame cost (on a busy
    # machine that can be much): the policy, and that still frames happened, not the load
    assert any(still for still, _ in budgets), "the computer thought in long frames"
    assert ai_runner.slice_ms(0.0, True) > 2.5 * ai_runner.SLICE_MS, "a still frame thinks most of 1/30 s"
    assert ai_runner.slice_ms(0.0, True) < 1000 / pacing.THINK_FPS
    assert all(ms >= ai_runner.SLICE_MS for still, ms in budgets if still), "never less than a moving frame's"
    assert all(ms == ai_runner.SLICE_MS for still, ms in budgets if not still)


def test_input_while_the_computer_thinks_makes_the_frame_short(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    seen = []
    step = ai_runner.AIRunner.step

    def spy(self, budget_ms=None, others_ms=0.0, still=False):
        seen.append((app.pacer.input_now, still))
        return step(self, budget_ms, others_ms, still)

    monkeypatch.setattr(ai_runner.AIRunner, "step", spy)
    app.settings.animation = "off"
    board = start_demo(app, "tris2")
    board.sources[0].level = board.sources[1].level = "hard"
    for frame in range(120):
        if frame % 10 == 5:
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
            )
        app.turn(FRAME)
    with_input = [still for moved, still in seen if moved]
    assert with_input and not any(with_input), "a frame with input thinks a short slice"
    assert any(still for moved, still in seen if not moved)
