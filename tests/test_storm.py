"""A storm of seeded random input over every scene (tests/storm.py says what it sends and
what fails it: any exception, a hang, damaged saved data).

The quick storm (a fixed seed: 1000 frames from the menu, then 40 frames in each scene of
each game opened by name, about 2400 frames) runs in `make test` and in the quick loop; the
long one (`-m slow`, also in `make test`) runs STORM_FRAMES frames (default 200000) from
STORM_SEED, or from a fresh seed each run, printed, so a failure can be replayed:

    STORM_SEED=1234 make test        # or: .venv/bin/python tests/storm.py 1234 200000
"""

import os
import random

import pytest
from storm import RACE, SCENES, Storm

from games import registry

QUICK_FRAMES = 1000  # from the menu
QUICK_STAY = 30  # frames in each scene of each game, opened by name
RACES = 4  # races per game: a winning move, and at once a way off the board


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_a_quick_storm_over_every_scene_and_game(tmp_path):
    visits = [(name, game_id) for game_id in registry.GAME_IDS for name in SCENES + (RACE,) * RACES]
    storm = Storm(tmp_path, 1).run(QUICK_FRAMES, visits, QUICK_STAY)
    # the storm reached what it is meant to shake, so its silence means something
    assert set(storm.seen) == set(SCENES)
    for name in ("board", "setup", "lesson", "replay", "rules"):
        assert {game for scene, game in storm.games_seen if scene == name} == set(registry.GAME_IDS), name
    # computers and dice moved, and the hang check watched them: 84 to 312 frames over seeds 1-8
    # since the storm also switches the language in settings (each path its own)
    assert storm.automatic_frames > 50
    # the data watchdog looked at every save, and races were run (tests/watchdog.py)
    assert storm.watchdog.checked > 100 and storm.races >= 2 * len(registry.GAME_IDS)


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_a_storm_replays_from_its_seed(tmp_path):
    """Time and the dice come from the seed, not the machine: the same seed, the same storm."""
    first = Storm(tmp_path / "a", 5).run(400)
    second = Storm(tmp_path / "b", 5).run(400)
    assert first.trail == second.trail and list(first.log) == list(second.log)
    assert first.seen == second.seen and first.automatic_frames == second.automatic_frames


@pytest.mark.slow
def test_a_long_storm(tmp_path):
    seed = int(os.environ.get("STORM_SEED") or random.SystemRandom().getrandbits(32))
    frames = int(os.environ.get("STORM_FRAMES") or 200000)
    print(f"storm seed {seed}, {frames} frames (STORM_SEED={seed} replays it)")
    storm = Storm(tmp_path, seed).run(frames)
    print(storm.summary())
