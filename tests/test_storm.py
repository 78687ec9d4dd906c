"""A storm of seeded random input over every scene (tests/storm.py says what it sends and
what fails it: any exception, a hang, damaged saved data).

The quick storm runs a few fixed seeds in `make test` and in the quick loop; the long one
(`-m slow`, also in `make test`) runs STORM_FRAMES frames (default 200000) from STORM_SEED,
or from a fresh seed each run, printed, so a failure can be replayed:

    STORM_SEED=1234 make test        # or: .venv/bin/python tests/storm.py 1234 200000
"""

import os
import random

import pytest

from storm import SCENES, Storm
from games import registry

QUICK_SEEDS = (1, 2, 3)
QUICK_FRAMES = 4000


def test_a_quick_storm_over_every_scene_and_game(tmp_path):
    seen, games, waits = set(), set(), 0
    for seed in QUICK_SEEDS:
        storm = Storm(tmp_path / str(seed), seed).run(QUICK_FRAMES)
        seen |= set(storm.seen)
        games |= storm.games_seen
        waits += storm.automatic_frames
    # the storm reached what it is meant to shake, so its silence means something
    assert seen == set(SCENES)
    assert games == set(registry.GAME_IDS)  # a computer or the dice moved in every game
    assert waits > 100  # and the hang check watched them do it


def test_a_storm_replays_from_its_seed(tmp_path):
    """Time and the dice come from the seed, not the machine: the same seed, the same storm."""
    first = Storm(tmp_path / "a", 5).run(1500)
    second = Storm(tmp_path / "b", 5).run(1500)
    assert list(first.log) == list(second.log)
    assert first.seen == second.seen and first.automatic_frames == second.automatic_frames


@pytest.mark.slow
def test_a_long_storm(tmp_path):
    seed = int(os.environ.get("STORM_SEED") or random.SystemRandom().getrandbits(32))
    frames = int(os.environ.get("STORM_FRAMES") or 200000)
    print(f"storm seed {seed}, {frames} frames (STORM_SEED={seed} replays it)")
    storm = Storm(tmp_path, seed).run(frames)
    print(storm.summary())
