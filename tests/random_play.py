"""OpenSpiel-style random simulation check, shared by every game's tests.

For each random game: every listed move plays, `play` never changes the
state it was given, chance outcomes are among the listed ones, views (for
games with hidden information) list the same moves, every game ends, returns
are well formed, and the record replays to an equal state.
"""

import copy
import random

from games import records
from games.core import CHANCE, IllegalMove


def check_random_games(
    rules, games, seed=0, players=2, variant=None, options=None, max_moves=5000, deep_checks=20
):
    """Play `games` random games; returns the list of final states."""
    options = dict(options or {})
    finals = []
    for number in range(games):
        rng = random.Random(seed * 1000003 + number)
        record = records.new_record(rules.id, players, variant, options)
        state = rules.new_game(players=players, variant=variant, **options)
        deep = number < deep_checks
        while not rules.is_over(state):
            assert len(record["moves"]) < max_moves, f"game {number} did not end"
            seat = rules.to_move(state)
            listed = rules.legal_moves(state)
            assert isinstance(listed, list)
            if seat == CHANCE:
                move = rules.random_outcome(state, rng)
                if listed:
                    assert move in listed, (move, listed)
            else:
                assert 0 <= seat < players
                assert listed, f"seat {seat} has no move but the game is not over"
                assert all(isinstance(m, str) for m in listed)
                assert len(set(listed)) == len(listed), "duplicate legal moves"
                if hasattr(rules, "view"):
                    assert sorted(rules.legal_moves(rules.view(state, seat))) == sorted(listed)
                move = rng.choice(listed)
            snapshot = copy.deepcopy(state) if deep else None
            new_state = rules.play(state, move)
            if deep:
                assert state == snapshot, "play changed the state it was given"
                assert hash(new_state) == hash(rules.play(state, move)), "play is not deterministic"
            record["moves"].append(move)
            state = new_state
        assert rules.legal_moves(state) == []
        result = rules.returns(state)
        assert len(result) == players
        assert abs(sum(result) - 1.0) < 1e-9 and all(0.0 <= r <= 1.0 for r in result)
        _, replayed = records.replay(record)
        assert replayed == state, f"game {number}: record does not replay to the same state"
        finals.append(state)
    return finals


def assert_illegal(rules, state, move, *words):
    """`move` is refused with a message containing each of `words` (case-insensitive)."""
    try:
        rules.play(state, move)
    except IllegalMove as err:
        message = str(err)
        assert message, "IllegalMove without a reason"
        for word in words:
            assert word.lower() in message.lower(), (word, message)
        return message
    raise AssertionError(f"{move!r} was accepted")
