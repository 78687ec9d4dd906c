"""The shared game pieces: records, replay, undo, random play, generic agents."""

import random

import pytest
import toy_game
from random_play import check_random_games

from games import agents, records, registry
from games.core import CHANCE, IllegalMove
from games.match import Match


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "toy", registry.Game(toy_game.RULES, "A toy", None))
    return toy_game.RULES


def test_illegal_move_is_a_value_error():
    assert issubclass(IllegalMove, ValueError)
    assert CHANCE == -1


def test_record_replays_to_the_same_state(toy):
    record = records.new_record("toy")
    assert record == {"game": "toy", "variant": "plain", "players": 2, "options": {}, "moves": []}
    record["moves"] = ["roll 2", "x4", "x0"]
    rules, state = records.replay(record)
    assert state.cells[4] == 0 and state.cells[0] == 1


@pytest.mark.parametrize(
    "bad, words",
    [
        ("not a dict", "not a game record"),
        ({"game": "nope", "variant": "plain", "players": 2, "moves": []}, "unknown game"),
        ({"game": "toy", "variant": "plain", "players": 9, "moves": []}, "player count"),
        ({"game": "toy", "variant": "odd", "players": 2, "moves": []}, "variant"),
        ({"game": "toy", "variant": "plain", "players": 2, "options": {"a": [1]}, "moves": []}, "options"),
        ({"game": "toy", "variant": "plain", "players": 2, "moves": "x1"}, "move list"),
        ({"game": "toy", "variant": "plain", "players": 2, "moves": [7]}, "bad move"),
        (
            {"game": "toy", "variant": "plain", "players": 2, "moves": ["roll 1", "x9"]},
            "move 2 (x9) is illegal",
        ),
    ],
)
def test_bad_records_are_refused_in_words(toy, bad, words):
    with pytest.raises(records.RecordError, match=words.replace("(", r"\(").replace(")", r"\)")):
        records.replay(bad)


def test_undo_against_the_computer_goes_back_to_the_persons_move(toy):
    match = Match.new("toy")
    for move in ["roll 1", "x4", "x0", "x8", "x2"]:  # seat 0 person, seat 1 computer
        match.play(move)
    assert match.undo({0})
    assert match.moves == ["roll 1", "x4", "x0"]
    assert match.to_move() == 0
    assert match.state == records.replay(match.record)[1]
    assert match.undo({0}) and match.moves == ["roll 1"]
    assert not match.undo({0})  # the roll is not a person's move


def test_undo_in_hot_seat_takes_back_one_move_and_can_stop_at_dice(toy):
    match = Match.new("toy")
    for move in ["roll 5", "x4", "x0"]:
        match.play(move)
    assert match.undo({0, 1}) and match.moves == ["roll 5", "x4"]
    assert match.undo({0, 1}, chance_barrier=True) and match.moves == ["roll 5"]
    assert not match.can_undo({0, 1}, chance_barrier=True)


def test_illegal_move_leaves_the_match_unchanged(toy):
    match = Match.new("toy")
    match.play("roll 3")
    with pytest.raises(IllegalMove):
        match.play("x12")
    assert match.moves == ["roll 3"] and len(match.states) == 2


def test_random_play_checker_on_the_toy_game(toy):
    finals = check_random_games(toy, 200, seed=3)
    assert len(finals) == 200


def test_random_play_checker_catches_a_mutating_play(toy, monkeypatch):
    class Mutating(toy_game.Toy):
        def play(self, s, move):
            new = super().play(s, move)
            object.__setattr__(s, "turn", new.turn)  # breaks "play never changes its input"
            return new

    with pytest.raises(AssertionError):
        check_random_games(Mutating(), 3)


def test_greedy_agent_never_misses_an_immediate_win(toy):
    state = toy.new_game()
    for move in ["roll 1", "x0", "x3", "x1", "x4"]:
        state = toy.play(state, move)
    for seed in range(20):
        assert agents.GreedyAgent(toy, random.Random(seed)).choose(state) == "x2"


def test_careful_greedy_blocks_the_opponents_win(toy):
    state = toy.new_game()
    for move in ["roll 1", "x0", "x4", "x1"]:
        state = toy.play(state, move)
    for seed in range(10):
        assert agents.GreedyAgent(toy, random.Random(seed), careful=True).choose(state) == "x2"


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_alpha_beta_solves_tic_tac_toe_and_yields(toy):
    agent = agents.AlphaBetaAgent(toy, evaluate=lambda s, seat: 0.5, time_limit=5.0)
    state = toy.play(toy.new_game(), "roll 1")
    thinking = agent.think(state)
    yields = 0
    while True:
        try:
            next(thinking)
            yields += 1
        except StopIteration as stop:
            move = stop.value
            break
    assert yields > 0, "the search never gave the frame back"
    assert move in toy.legal_moves(state)
    # perfect play never loses against random play
    for seed in range(6):
        rng = random.Random(seed)
        state = toy.play(toy.new_game(), "roll 1")
        while not toy.is_over(state):
            if toy.to_move(state) == 0:
                state = toy.play(state, agent.choose(state))
            else:
                state = toy.play(state, rng.choice(toy.legal_moves(state)))
        assert toy.returns(state)[0] >= 0.5


def test_alpha_beta_handles_chance_nodes(toy):
    agent = agents.AlphaBetaAgent(toy, evaluate=lambda s, seat: 0.5, time_limit=2.0, max_depth=3)
    # from the root (a chance node's parent is not a decision) search a decision after a roll
    state = toy.play(toy.new_game(), "roll 6")
    assert agent.choose(state) in toy.legal_moves(state)


def test_mcts_takes_a_win_in_one_without_searching(toy):
    """A decisive move is played at once: out of time (a slow phone) it is never missed."""
    state = toy.new_game()
    for move in ["roll 1", "x0", "x3", "x1", "x4"]:
        state = toy.play(state, move)
    agent = agents.MCTSAgent(toy, random.Random(1), time_limit=10.0, max_iterations=400)
    assert agent.choose(state) == "x2"
    assert agent.iterations == 0


def test_mcts_respects_its_iteration_limit(toy):
    state = toy.play(toy.new_game(), "roll 1")
    assert agents.winning_move(toy, state) is None and len(toy.legal_moves(state)) > 1
    agent = agents.MCTSAgent(toy, random.Random(1), time_limit=10.0, max_iterations=400)
    assert agent.choose(state) in toy.legal_moves(state)
    assert 400 <= agent.iterations < 410
